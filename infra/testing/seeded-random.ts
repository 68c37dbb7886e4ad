/** Uniform numbers in [0, 1), as Math.random. */
export type Random = () => number;

/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence, so a test draws
 * the same points and the load tool the same evening on every run. Not for anything secret.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
