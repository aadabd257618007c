// Encodes an indexed image in the DOOM picture format (patches, sprites): a header (width, height,
// left and top offsets), one 32-bit offset per column, and per column a list of posts (top delta,
// length, pad byte, pixels, pad byte) ended by 0xFF. Transparent texels get no post; posts are split
// at 128 texels.
import type { IndexedImage } from './canvas.js';

/** Longest post the encoder writes. */
export const MAX_POST = 128;

export function encodePicture(img: IndexedImage, leftOffset: number, topOffset: number): Uint8Array {
  const { width: w, height: h } = img;
  if (w < 1 || h < 1 || w > 4096 || h > 254) throw new Error(`picture size ${w}×${h} out of range (height at most 254)`);
  const cols: number[][] = [];
  let size = 8 + 4 * w;
  for (let x = 0; x < w; x++) {
    const col: number[] = [];
    let y = 0;
    while (y < h) {
      while (y < h && !img.opaque[y * w + x]) y++;
      if (y >= h) break;
      let len = 0;
      while (y + len < h && len < MAX_POST && img.opaque[(y + len) * w + x]) len++;
      col.push(y, len, 0);
      for (let k = 0; k < len; k++) col.push(img.pixels[(y + k) * w + x]);
      col.push(0);
      y += len;
    }
    col.push(0xff);
    cols.push(col);
    size += col.length;
  }
  const out = new Uint8Array(size);
  const v = new DataView(out.buffer);
  v.setInt16(0, w, true);
  v.setInt16(2, h, true);
  v.setInt16(4, leftOffset, true);
  v.setInt16(6, topOffset, true);
  let at = 8 + 4 * w;
  for (let x = 0; x < w; x++) {
    v.setUint32(8 + 4 * x, at, true);
    out.set(cols[x], at);
    at += cols[x].length;
  }
  return out;
}
