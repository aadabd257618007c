// The demo WAD's colours: a 256-colour palette made of DOOM-like ramps (bright → dark), the 14
// PLAYPAL palettes (0 normal, 1–8 red damage, 9–12 yellow pickup, 13 green radiation suit), the
// 34 COLORMAP tables (0–31 light → dark, 32 invulnerability greyscale inverse, 33 black), and the
// nearest-colour search the texture generators use to turn RGB into palette indices.

export type Rgb = readonly [number, number, number];

interface Ramp {
  /** First palette index. */
  start: number;
  count: number;
  /** Key colours from bright to dark, spread evenly over the ramp. */
  keys: Rgb[];
}

/** The palette layout. Ramps run from bright to dark, like DOOM's. */
export const RAMPS = {
  grey: { start: 1, count: 31, keys: [[255, 255, 255], [128, 128, 128], [10, 10, 10]] },
  brown: { start: 32, count: 32, keys: [[255, 226, 186], [204, 154, 104], [126, 80, 44], [64, 38, 20], [18, 10, 4]] },
  red: { start: 64, count: 32, keys: [[255, 196, 190], [255, 70, 56], [176, 22, 16], [86, 8, 6], [22, 2, 2]] },
  green: { start: 96, count: 32, keys: [[214, 255, 170], [110, 214, 70], [48, 128, 30], [22, 64, 14], [4, 16, 3]] },
  blue: { start: 128, count: 16, keys: [[196, 206, 255], [72, 100, 236], [22, 32, 120], [4, 6, 30]] },
  steel: { start: 144, count: 16, keys: [[226, 234, 244], [132, 146, 166], [60, 68, 82], [14, 16, 22]] },
  yellow: { start: 160, count: 16, keys: [[255, 255, 200], [255, 226, 70], [186, 146, 22], [52, 38, 4]] },
  orange: { start: 176, count: 16, keys: [[255, 224, 168], [255, 146, 44], [176, 74, 12], [46, 16, 2]] },
  stone: { start: 192, count: 16, keys: [[238, 228, 204], [156, 144, 120], [84, 76, 62], [24, 22, 18]] },
  sky: { start: 208, count: 16, keys: [[232, 246, 255], [124, 184, 242], [44, 96, 176], [10, 24, 62]] },
  olive: { start: 224, count: 8, keys: [[196, 204, 126], [112, 120, 56], [30, 34, 14]] },
  purple: { start: 232, count: 8, keys: [[234, 176, 255], [140, 60, 180], [36, 10, 56]] },
  teal: { start: 240, count: 8, keys: [[184, 255, 250], [40, 170, 170], [8, 48, 50]] },
  skin: { start: 248, count: 7, keys: [[255, 214, 192], [214, 150, 118], [92, 52, 40]] },
} satisfies Record<string, Ramp>;

/** Index 0: pure black (COLORMAP 33 maps everything to it). Index 255: a warm full-bright white for lights. */
export const BLACK = 0;
export const LIGHT_WHITE = 255;

function toLinear(c: number): number {
  return Math.pow(c / 255, 2.2);
}
function fromLinear(v: number): number {
  return Math.round(255 * Math.pow(Math.min(1, Math.max(0, v)), 1 / 2.2));
}

/** Fills a ramp by interpolating its key colours in linear light. */
function fillRamp(pal: Uint8Array, r: Ramp): void {
  const segs = r.keys.length - 1;
  for (let i = 0; i < r.count; i++) {
    const t = r.count === 1 ? 0 : (i / (r.count - 1)) * segs;
    const k = Math.min(segs - 1, Math.floor(t));
    const f = t - k;
    const a = r.keys[k], b = r.keys[k + 1];
    for (let c = 0; c < 3; c++) pal[(r.start + i) * 3 + c] = fromLinear(toLinear(a[c]) * (1 - f) + toLinear(b[c]) * f);
  }
}

/** Palette 0: 768 bytes. */
export function basePalette(): Uint8Array {
  const pal = new Uint8Array(768);
  for (const r of Object.values(RAMPS)) fillRamp(pal, r);
  pal[LIGHT_WHITE * 3] = 255; pal[LIGHT_WHITE * 3 + 1] = 250; pal[LIGHT_WHITE * 3 + 2] = 232;
  return pal;
}

/** The PLAYPAL lump: 14 palettes × 768 bytes, tinted as DOOM's are. */
export function buildPlaypal(base: Uint8Array): Uint8Array {
  const out = new Uint8Array(14 * 768);
  const tint = (p: number, target: Rgb, f: number) => {
    for (let i = 0; i < 256; i++) {
      for (let c = 0; c < 3; c++) {
        const v = base[i * 3 + c];
        out[p * 768 + i * 3 + c] = Math.round(v + (target[c] - v) * f);
      }
    }
  };
  out.set(base, 0);
  for (let p = 1; p <= 8; p++) tint(p, [255, 0, 0], p / 9);
  for (let p = 9; p <= 12; p++) tint(p, [215, 186, 69], (p - 8) * 0.125);
  tint(13, [0, 255, 0], 0.125);
  return out;
}

/**
 * Nearest palette colour search. Exact search is a loop over 256 entries with precomputed channel
 * arrays; `nearestCached` memoises it on a 6-bit-per-channel grid (262 144 cells, filled lazily), which
 * is what makes quantising every generated texel cheap.
 */
export class PaletteMatcher {
  private r = new Float64Array(256);
  private g = new Float64Array(256);
  private b = new Float64Array(256);
  private cache = new Int16Array(1 << 18).fill(-1);
  /** Entries the search may return (all by default). */
  private allowed: Int32Array;

  constructor(readonly palette: Uint8Array, allowed?: readonly number[]) {
    for (let i = 0; i < 256; i++) {
      this.r[i] = palette[i * 3];
      this.g[i] = palette[i * 3 + 1];
      this.b[i] = palette[i * 3 + 2];
    }
    this.allowed = Int32Array.from(allowed ?? Array.from({ length: 256 }, (_, i) => i));
  }

  /** Exact nearest entry by a perceptually weighted RGB distance ("redmean"). */
  nearest(r: number, g: number, b: number): number {
    let best = 0, bestD = Infinity;
    const al = this.allowed;
    for (let k = 0; k < al.length; k++) {
      const i = al[k];
      const pr = this.r[i];
      const rm = (pr + r) * 0.5;
      const dr = pr - r, dg = this.g[i] - g, db = this.b[i] - b;
      const d = (2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db;
      if (d < bestD) { bestD = d; best = i; }
    }
    return best;
  }

  /** Nearest entry for a colour quantised to 6 bits per channel (memoised). */
  nearestCached(r: number, g: number, b: number): number {
    const qr = Math.max(0, Math.min(63, Math.round(r / 4.047)));
    const qg = Math.max(0, Math.min(63, Math.round(g / 4.047)));
    const qb = Math.max(0, Math.min(63, Math.round(b / 4.047)));
    const key = (qr << 12) | (qg << 6) | qb;
    let v = this.cache[key];
    if (v < 0) {
      v = this.nearest(qr * 4.047, qg * 4.047, qb * 4.047);
      this.cache[key] = v;
    }
    return v;
  }
}

/**
 * The COLORMAP lump: 34 maps × 256. Map i (0..31) darkens every colour by (32 - i) / 32 and maps it
 * to the nearest palette entry; map 0 is the identity. Map 32 is the invulnerability effect
 * (inverse greyscale from the grey ramp), map 33 maps everything to black.
 */
export function buildColormap(base: Uint8Array): Uint8Array {
  const out = new Uint8Array(34 * 256);
  const all = new PaletteMatcher(base);
  for (let i = 0; i < 256; i++) out[i] = i;
  for (let m = 1; m < 32; m++) {
    const f = (32 - m) / 32;
    for (let i = 0; i < 256; i++) {
      out[m * 256 + i] = all.nearest(base[i * 3] * f, base[i * 3 + 1] * f, base[i * 3 + 2] * f);
    }
  }
  const greys = [BLACK];
  for (let i = 0; i < RAMPS.grey.count; i++) greys.push(RAMPS.grey.start + i);
  const grey = new PaletteMatcher(base, greys);
  for (let i = 0; i < 256; i++) {
    const l = 0.299 * base[i * 3] + 0.587 * base[i * 3 + 1] + 0.114 * base[i * 3 + 2];
    const v = 255 - l;
    out[32 * 256 + i] = grey.nearest(v, v, v);
  }
  out.fill(BLACK, 33 * 256, 34 * 256);
  return out;
}
