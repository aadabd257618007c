// Comparing two pictures of the same view (the CPU and the GPU path): the share of pixels that agree
// within a tolerance, and the page's split and difference pictures. Pixels are little-endian ABGR
// (as the framebuffer holds them), row-major, top row first.

/** The default per-channel tolerance: a pixel agrees when no channel differs by more than this. */
export const DEFAULT_TOLERANCE = 24;

/** The largest difference of the R, G and B channels of two ABGR pixels (alpha is ignored). */
export function channelDiff(p: number, q: number): number {
  const dr = Math.abs((p & 0xff) - (q & 0xff));
  const dg = Math.abs(((p >>> 8) & 0xff) - ((q >>> 8) & 0xff));
  const db = Math.abs(((p >>> 16) & 0xff) - ((q >>> 16) & 0xff));
  return dr > dg ? (dr > db ? dr : db) : dg > db ? dg : db;
}

/** The share (0..1) of pixels whose largest channel difference is at most `tolerance`. */
export function agreement(a: Uint32Array, b: Uint32Array, tolerance = DEFAULT_TOLERANCE): number {
  if (a.length !== b.length) throw new RangeError(`agreement: pictures differ in size (${a.length} and ${b.length} pixels)`);
  const n = a.length;
  if (n === 0) return 1;
  let same = 0;
  for (let i = 0; i < n; i++) if (channelDiff(a[i], b[i]) <= tolerance) same++;
  return same / n;
}

/** Magenta, opaque (ABGR). */
export const DIFF_COLOR = 0xffff00ff;

/**
 * The difference view into `out`: where `a` and `b` differ by more than `tolerance`, magenta;
 * elsewhere `a` darkened to a quarter. `out` may be `a` itself. Returns the number of differing pixels.
 */
export function diffImage(a: Uint32Array, b: Uint32Array, out: Uint32Array, tolerance = DEFAULT_TOLERANCE): number {
  const n = a.length;
  if (b.length !== n || out.length !== n) throw new RangeError('diffImage: pictures differ in size');
  let differ = 0;
  for (let i = 0; i < n; i++) {
    const p = a[i];
    if (channelDiff(p, b[i]) > tolerance) {
      out[i] = DIFF_COLOR;
      differ++;
    } else {
      out[i] = (0xff000000 | ((p >>> 2) & 0x003f3f3f)) >>> 0;
    }
  }
  return differ;
}

/** The split view's seam: a one-pixel line, opaque yellow (ABGR), between the two pictures. */
export const SPLIT_SEAM_COLOR = 0xff00ffff;

/** The split view into `left`: columns right of `width / 2` are taken from `right`, and column
 *  `width / 2` is the seam, a line of SPLIT_SEAM_COLOR (pictures at least 2 pixels wide). */
export function splitImage(left: Uint32Array, right: Uint32Array, width: number, height: number): void {
  const half = width >> 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    if (width > 1) left[row + half] = SPLIT_SEAM_COLOR;
    for (let x = half + 1; x < width; x++) left[row + x] = right[row + x];
  }
}
