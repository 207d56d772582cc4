// Wrapping navigation for viewers, galleries and carousels: before the first is the last, after the last the first.
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
