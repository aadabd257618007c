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
}

/** The largest width or height accepted; anything bigger is taken as garbage, not a picture. */
export const MAX_PICTURE_SIZE = 4096;
/** The largest decoded area accepted (2048×2048; Freedoom's largest picture has 35 K texels). */
export const MAX_PICTURE_TEXELS = 2048 * 2048;
export const PICTURE_HEADER_SIZE = 8;

function i16(d: Uint8Array, o: number): number {
  return ((d[o] | (d[o + 1] << 8)) << 16) >> 16;
}

/**
 * Decodes a picture lump. Throws WadError (naming file and lump) for a truncated header, an absurd
 * size, a column offset outside the lump, or a post (or column without its 0xFF end) running outside
 * the lump. Posts that run below the picture's height are clipped, as DOOM's column drawers clip them.
 * DeePsea tall patches: a post whose topdelta is <= the previous post's top is relative to that top.
 */
export function decodePicture(data: Uint8Array, file: string, lump: string): Picture {
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
  return { width, height, leftOffset, topOffset, pixels, mask };
}
