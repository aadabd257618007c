// DOOM's picture format (patches, sprites, menu graphics): a header, one offset per column, and
// per column a list of posts ending in 0xFF. Decoded to column-major palette indices plus a mask.
import { WadError } from '../errors.js';

export interface Picture {
  readonly width: number;
  readonly height: number;
  /** Signed: how far the picture's origin lies right of its left edge (sprites: the hot spot). */
  readonly leftOffset: number;
  /** Signed: how far the origin lies below the top edge. */
  readonly topOffset: number;
  /** Palette indices, column-major: texel (x, y) is pixels[x * height + y]. 0 where transparent. */
  readonly pixels: Uint8Array;
  /** Column-major like pixels: 1 where a post covers the texel, 0 where it is transparent. */
  readonly mask: Uint8Array;
  /** The decode's work (posts walked + texels written), for the sets' total budgets. */
  readonly work?: number;
}

/** The largest width or height accepted; anything bigger is taken as garbage, not a picture. */
export const MAX_PICTURE_SIZE = 4096;
/** The largest decoded area accepted (2048×2048; Freedoom's largest picture has 35 K texels). */
export const MAX_PICTURE_TEXELS = 2048 * 2048;
export const PICTURE_HEADER_SIZE = 8;
/** Work a picture's decode may do beyond its own size: one unit per post walked and per texel
 *  written. Columns may share post data (the same offset twice), so a lump's posts can be walked
 *  once per column; the budget keeps the work proportional to the lump and the picture's area. */
export function pictureWorkBudget(lumpBytes: number, width: number, height: number): number {
  return lumpBytes + 2 * width * height + 4 * width;
}

function i16(d: Uint8Array, o: number): number {
  return ((d[o] | (d[o + 1] << 8)) << 16) >> 16;
}

/**
 * Decodes a picture lump. Throws WadError (naming file and lump) for a truncated header, an absurd
 * size, a column offset outside the lump, or a post (or column without its 0xFF end) running outside
 * the lump. Posts that run below the picture's height are clipped, as DOOM's column drawers clip them.
 * DeePsea tall patches: a post whose topdelta is <= the previous post's top is relative to that top.
 *
 * The work is bounded (pictureWorkBudget, or `budget` when smaller: a set's remaining allowance):
 * columns sharing one long chain of posts would otherwise cost width × chain length. When the budget
 * runs out the columns decoded so far are kept, the rest left transparent, and a warning naming the
 * lump goes to `warnings`; without `warnings` that is a WadError instead.
 */
export function decodePicture(data: Uint8Array, file: string, lump: string, warnings?: string[], budget = Infinity): Picture {
  const len = data.length;
  if (len < PICTURE_HEADER_SIZE) {
    throw new WadError(file, lump, `picture header truncated: ${len} bytes, the header needs ${PICTURE_HEADER_SIZE}`);
  }
  const width = i16(data, 0);
  const height = i16(data, 2);
  const leftOffset = i16(data, 4);
  const topOffset = i16(data, 6);
  if (width <= 0 || width > MAX_PICTURE_SIZE || height <= 0 || height > MAX_PICTURE_SIZE) {
    throw new WadError(file, lump, `absurd picture size ${width}x${height} (each side must be 1 to ${MAX_PICTURE_SIZE})`);
  }
  if (width * height > MAX_PICTURE_TEXELS) {
    throw new WadError(file, lump, `picture too large: ${width}x${height} is more than ${MAX_PICTURE_TEXELS} texels`);
  }
  const headerSize = PICTURE_HEADER_SIZE + 4 * width;
  if (len < headerSize) {
    throw new WadError(file, lump, `picture header truncated: ${width} column offsets need ${headerSize} bytes, the lump has ${len}`);
  }
  const pixels = new Uint8Array(width * height);
  const mask = new Uint8Array(width * height);
  const allowed = Math.min(budget, pictureWorkBudget(len, width, height));
  let work = 0;
  for (let x = 0; x < width; x++) {
    const o = PICTURE_HEADER_SIZE + 4 * x;
    let p = (data[o] | (data[o + 1] << 8) | (data[o + 2] << 16) | (data[o + 3] << 24)) >>> 0;
    if (p >= len) throw new WadError(file, lump, `column ${x} offset ${p} lies outside the ${len}-byte lump`);
    const col = x * height;
    let top = -1;
    for (;;) {
      if (p >= len) throw new WadError(file, lump, `column ${x} runs past the end of the ${len}-byte lump (no 0xFF end marker)`);
      const topdelta = data[p];
      if (topdelta === 0xff) break;
      if (++work > allowed) return cut(x, allowed, width, height, leftOffset, topOffset, pixels, mask, file, lump, warnings, len);
      const count = p + 2 < len ? data[p + 1] : -1;
      // A post: topdelta, length, pad, `length` bytes, pad.
      if (count < 0 || p + 4 + count > len) {
        throw new WadError(
          file,
          lump,
          `column ${x}: post at byte ${p}${count >= 0 ? ` (${count} pixels)` : ''} runs outside the ${len}-byte lump`,
        );
      }
      top = topdelta <= top ? top + topdelta : topdelta;
      let n = count;
      if (top + n > height) n = height - top;
      const src = p + 3;
      const dst = col + top;
      if (n > 0) work += n;
      if (n > 16) {
        pixels.set(data.subarray(src, src + n), dst);
        mask.fill(1, dst, dst + n);
      } else {
        for (let i = 0; i < n; i++) {
          pixels[dst + i] = data[src + i];
          mask[dst + i] = 1;
        }
      }
      p += count + 4;
    }
  }
  return { width, height, leftOffset, topOffset, pixels, mask, work };
}

/** The picture cut at column `x` (its posts there and after left out): a warning, or a WadError. */
function cut(
  x: number, allowed: number, width: number, height: number, leftOffset: number, topOffset: number,
  pixels: Uint8Array, mask: Uint8Array, file: string, lump: string, warnings: string[] | undefined, len: number,
): Picture {
  const problem = `picture ${width}x${height} walks more than ${allowed} posts and texels in its ${len}-byte lump (columns sharing a long post chain?)`;
  if (!warnings) throw new WadError(file, lump, `${problem}; refused`);
  // Column x may be half written: cleared, so the picture holds whole columns only.
  pixels.fill(0, x * height, (x + 1) * height);
  mask.fill(0, x * height, (x + 1) * height);
  warnings.push(`${file}: ${lump}: ${problem}; decoding cut at column ${x} of ${width}, the rest left transparent`);
  return { width, height, leftOffset, topOffset, pixels, mask, work: allowed };
}
