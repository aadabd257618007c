// Deterministic randomness for the procedural assets: a seeded PRNG (mulberry32), an integer hash,
// and tileable value noise / fBm. Everything is a pure function of its seed: same bytes every build.

/** A seeded pseudo-random generator (mulberry32). */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Uniform in [a, b). */
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  /** Integer in [a, b] inclusive. */
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
}

/** A well-mixed 32-bit hash of up to three integers and a seed, as a float in [0, 1). */
export function hash3(x: number, y: number, z: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(z | 0, 0x9e3779b1) ^ Math.imul(seed | 0, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

export function hash2(x: number, y: number, seed: number): number {
  return hash3(x, y, 0, seed);
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/**
 * Value noise in [0, 1) at (x, y) with lattice cells of `cell` pixels, tileable with periods px, py
 * (in pixels; each must be a multiple of `cell`, or 0 for no wrapping on that axis).
 */
export function valueNoise(x: number, y: number, cell: number, px: number, py: number, seed: number): number {
  const fx = x / cell, fy = y / cell;
  const ix = Math.floor(fx), iy = Math.floor(fy);
  const tx = smooth(fx - ix), ty = smooth(fy - iy);
  const nx = px > 0 ? Math.round(px / cell) : 0, ny = py > 0 ? Math.round(py / cell) : 0;
  const x0 = nx ? mod(ix, nx) : ix, x1 = nx ? mod(ix + 1, nx) : ix + 1;
  const y0 = ny ? mod(iy, ny) : iy, y1 = ny ? mod(iy + 1, ny) : iy + 1;
  const a = hash2(x0, y0, seed), b = hash2(x1, y0, seed), c = hash2(x0, y1, seed), d = hash2(x1, y1, seed);
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

/**
 * Fractal (fBm) value noise in about [0, 1): octaves halving the cell size, tileable with periods
 * px, py when every octave's cell divides them.
 */
export function fbm(x: number, y: number, cell: number, octaves: number, px: number, py: number, seed: number): number {
  let sum = 0, amp = 1, norm = 0, c = cell;
  for (let o = 0; o < octaves && c >= 1; o++) {
    sum += amp * valueNoise(x, y, c, px, py, seed + o * 1013);
    norm += amp;
    amp *= 0.5;
    c /= 2;
  }
  return sum / norm;
}

/** Tileable cellular (Worley) noise: distance to the nearest of `n`×`n` jittered points in a w×h tile, 0..~1 (in cell units). */
export function worley(x: number, y: number, w: number, h: number, n: number, seed: number): { d1: number; d2: number; id: number } {
  const cw = w / n, ch = h / n;
  const cx = Math.floor(x / cw), cy = Math.floor(y / ch);
  let d1 = 1e9, d2 = 1e9, id = 0;
  for (let oy = -1; oy <= 1; oy++) {
    for (let ox = -1; ox <= 1; ox++) {
      const gx = cx + ox, gy = cy + oy;
      const wx = mod(gx, n), wy = mod(gy, n);
      const px = (gx + 0.15 + 0.7 * hash2(wx, wy, seed)) * cw;
      const py = (gy + 0.15 + 0.7 * hash2(wx, wy, seed + 7)) * ch;
      const ex = (px - x) / cw, ey = (py - y) / ch;
      const d = Math.sqrt(ex * ex + ey * ey);
      if (d < d1) { d2 = d1; d1 = d; id = wy * n + wx; } else if (d < d2) d2 = d;
    }
  }
  return { d1, d2, id };
}

export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
