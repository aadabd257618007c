// An RGB painting surface for the procedural assets (float channels, 1-bit coverage), a few drawing
// primitives (rectangles, bevels, discs, noise), and quantisation to palette indices.
import type { PaletteMatcher, Rgb } from './palette.js';

/** A picture in palette indices, row-major, with a coverage mask (1 = opaque). */
export interface IndexedImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  readonly opaque: Uint8Array;
}

const BAYER4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

export class Canvas {
  readonly r: Float32Array;
  readonly g: Float32Array;
  readonly b: Float32Array;
  readonly a: Uint8Array;
  /** Pixels that must keep their exact palette entry (set by `setIndex`), -1 elsewhere. */
  readonly fixed: Int16Array;

  constructor(readonly width: number, readonly height: number, opaque = true) {
    const n = width * height;
    this.r = new Float32Array(n);
    this.g = new Float32Array(n);
    this.b = new Float32Array(n);
    this.a = new Uint8Array(n).fill(opaque ? 1 : 0);
    this.fixed = new Int16Array(n).fill(-1);
  }

  /** Wrapped index (textures and flats tile). */
  idx(x: number, y: number): number {
    const w = this.width, h = this.height;
    const xi = ((Math.floor(x) % w) + w) % w, yi = ((Math.floor(y) % h) + h) % h;
    return yi * w + xi;
  }

  set(x: number, y: number, c: Rgb, alpha = 1): void {
    const i = this.idx(x, y);
    if (alpha >= 1) {
      this.r[i] = c[0]; this.g[i] = c[1]; this.b[i] = c[2];
    } else {
      this.r[i] += (c[0] - this.r[i]) * alpha;
      this.g[i] += (c[1] - this.g[i]) * alpha;
      this.b[i] += (c[2] - this.b[i]) * alpha;
    }
    this.a[i] = 1;
    this.fixed[i] = -1;
  }

  /** Multiplies a pixel's colour by f (shading). */
  mul(x: number, y: number, f: number): void {
    const i = this.idx(x, y);
    this.r[i] *= f; this.g[i] *= f; this.b[i] *= f;
  }

  /** Adds v to every channel. */
  add(x: number, y: number, v: number): void {
    const i = this.idx(x, y);
    this.r[i] += v; this.g[i] += v; this.b[i] += v;
  }

  get(x: number, y: number): [number, number, number] {
    const i = this.idx(x, y);
    return [this.r[i], this.g[i], this.b[i]];
  }

  /** Pins a pixel to an exact palette index (full-bright lights, pure black). */
  setIndex(x: number, y: number, index: number): void {
    const i = this.idx(x, y);
    this.fixed[i] = index;
    this.a[i] = 1;
  }

  clear(x: number, y: number): void {
    this.a[this.idx(x, y)] = 0;
  }

  fill(c: Rgb): this {
    this.rect(0, 0, this.width, this.height, c);
    return this;
  }

  /** Per-pixel painter over the whole canvas. */
  paint(fn: (x: number, y: number) => Rgb | null): this {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const c = fn(x, y);
        if (c) this.set(x, y, c);
      }
    }
    return this;
  }

  /** Multiplies every pixel by fn(x, y). */
  shade(fn: (x: number, y: number) => number, x0 = 0, y0 = 0, w = this.width, h = this.height): this {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.mul(x, y, fn(x, y));
    return this;
  }

  rect(x0: number, y0: number, w: number, h: number, c: Rgb, alpha = 1): this {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, c, alpha);
    return this;
  }

  /** Lightens the top and left edges, darkens the bottom and right ones (a raised panel). */
  bevel(x0: number, y0: number, w: number, h: number, depth: number, light = 1.35, dark = 0.6): this {
    for (let d = 0; d < depth; d++) {
      const lf = 1 + (light - 1) * (1 - d / depth), df = 1 - (1 - dark) * (1 - d / depth);
      for (let x = x0 + d; x < x0 + w - d; x++) { this.mul(x, y0 + d, lf); this.mul(x, y0 + h - 1 - d, df); }
      for (let y = y0 + d + 1; y < y0 + h - d - 1; y++) { this.mul(x0 + d, y, lf); this.mul(x0 + w - 1 - d, y, df); }
    }
    return this;
  }

  /** A filled disc with simple spherical shading (rivets, bolts, lamps). */
  disc(cx: number, cy: number, rad: number, c: Rgb, shaded = true): this {
    for (let y = Math.floor(cy - rad); y <= Math.ceil(cy + rad); y++) {
      for (let x = Math.floor(cx - rad); x <= Math.ceil(cx + rad); x++) {
        const dx = x + 0.5 - cx, dy = y + 0.5 - cy;
        const d2 = (dx * dx + dy * dy) / (rad * rad);
        if (d2 > 1) continue;
        let f = 1;
        if (shaded) {
          const nz = Math.sqrt(1 - d2);
          f = 0.45 + 0.75 * Math.max(0, (-dx / rad) * 0.5 + (-dy / rad) * 0.6 + nz * 0.62);
        }
        this.set(x, y, [c[0] * f, c[1] * f, c[2] * f]);
      }
    }
    return this;
  }

  /** Adds per-pixel noise: v(x, y) in [0, 1) scaled to ±amount around 1 as a multiplier. */
  grain(amount: number, fn: (x: number, y: number) => number, x0 = 0, y0 = 0, w = this.width, h = this.height): this {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.mul(x, y, 1 + (fn(x, y) - 0.5) * 2 * amount);
    return this;
  }

  /** Copies another canvas on top (its opaque pixels only). */
  blit(src: Canvas, dx: number, dy: number): this {
    for (let y = 0; y < src.height; y++) {
      for (let x = 0; x < src.width; x++) {
        const i = y * src.width + x;
        if (!src.a[i]) continue;
        const j = this.idx(dx + x, dy + y);
        this.r[j] = src.r[i]; this.g[j] = src.g[i]; this.b[j] = src.b[i];
        this.a[j] = 1; this.fixed[j] = src.fixed[i];
      }
    }
    return this;
  }

  /** Quantises to palette indices with a light ordered dither (amplitude in RGB units). */
  quantize(m: PaletteMatcher, dither = 5): IndexedImage {
    const n = this.width * this.height;
    const pixels = new Uint8Array(n), opaque = new Uint8Array(n);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const i = y * this.width + x;
        if (!this.a[i]) continue;
        opaque[i] = 1;
        if (this.fixed[i] >= 0) { pixels[i] = this.fixed[i]; continue; }
        const d = (BAYER4[(y & 3) * 4 + (x & 3)] / 16 - 0.47) * dither;
        pixels[i] = m.nearestCached(this.r[i] + d, this.g[i] + d, this.b[i] + d);
      }
    }
    return { width: this.width, height: this.height, pixels, opaque };
  }
}

/** Colour helpers. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(c: Rgb, f: number): Rgb {
  return [c[0] * f, c[1] * f, c[2] * f];
}
