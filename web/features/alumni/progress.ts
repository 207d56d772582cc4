// Progress (docs/product.md#donations): rounded percent of the goal, kept in 0–100; 0 for no goal.
export function progressPercent(raised: number, goal: number): number {
  if (!(goal > 0) || !Number.isFinite(raised)) return 0;
  return Math.min(100, Math.max(0, Math.round((raised / goal) * 100)));
}
