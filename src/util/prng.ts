// A small seeded pseudo-random generator (mulberry32) for everything that must repeat exactly:
// benchmark camera paths, test poses, fuzzing. Not for anything secret.

/** Deterministic floats in [0, 1) from a 32-bit seed. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
