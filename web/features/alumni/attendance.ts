// How the RSVP section counts the guests (docs/product.md#rsvp): in words, so that nobody and one
// brother do not read as a bug ("0 brothers are coming.").
export function attendanceLine(count: number): string {
  if (count <= 0) return "No brothers have RSVP'd yet.";
  return `${count} ${count === 1 ? 'brother is' : 'brothers are'} coming.`;
}
