// The seeded generator the property tests draw from (mulberry32): the same seed draws the same
// sequence, so a failure names the seed that repeats it.
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  /** A number from 0 up to (not including) 1. */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** A whole number from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** True with probability `p`. */
    chance: (p: number) => next() < p,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
