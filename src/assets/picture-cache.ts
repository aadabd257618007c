// Decodes picture lumps once per lump data: directory entries that alias the same bytes (same file
// region) share one decoded Picture, and the total decoded size is capped, so a small WAD whose
// directory points a thousand names at one 4096×4096 picture costs one picture, not a thousand.
// The decoding work (posts walked and texels written) is bounded per picture and, where asked, per set.
import { WadError } from '../errors.js';
import { decodePicture, type Picture } from './picture.js';

/** The decoded texels all pictures of one set (patches, or sprites) may hold: far above a real IWAD (freedoom2's sprites: 7.4 M). */
export const MAX_DECODED_PICTURE_TEXELS = 64 << 20;

export class PictureCache {
  private byBuffer = new WeakMap<ArrayBufferLike, Map<string, Picture>>();
  /** Texels decoded so far (distinct lump data only). */
  texels = 0;
  /** Pictures decoded so far (distinct lump data only). */
  decoded = 0;

  /** Decode work done so far (posts walked + texels written; see pictureWorkBudget). */
  work = 0;

  /** `maxWork` bounds the decode work of the whole set and `maxPictureWork` that of each picture
   *  (the page's screen graphics, decoded on its main thread, take small ones); each picture is
   *  bounded by pictureWorkBudget as well. */
  constructor(readonly what: string, readonly maxTexels = MAX_DECODED_PICTURE_TEXELS, readonly maxWork = Infinity, readonly maxPictureWork = Infinity) {}

  /** The picture of `data`, decoded on first use; a WadError when the set's budget would be exceeded.
   *  With `warnings`, a picture whose posts take more work than allowed comes back cut, with a warning
   *  there (see decodePicture). */
  decode(data: Uint8Array, file: string, lump: string, warnings?: string[]): Picture {
    let m = this.byBuffer.get(data.buffer);
    if (!m) this.byBuffer.set(data.buffer, (m = new Map()));
    const key = `${data.byteOffset}:${data.byteLength}`;
    const hit = m.get(key);
    if (hit) return hit;
    // The size from the header, checked against the budget before anything is allocated.
    const w = data.length >= 4 ? ((data[0] | (data[1] << 8)) << 16) >> 16 : 0;
    const h = data.length >= 4 ? ((data[2] | (data[3] << 8)) << 16) >> 16 : 0;
    if (w > 0 && h > 0 && this.texels + w * h > this.maxTexels) {
      throw new WadError(file, lump, `decoding this ${w}x${h} picture would take the ${this.what} past ${this.maxTexels} decoded texels (${this.decoded} pictures, ${this.texels} texels so far); refused`);
    }
    if (this.work >= this.maxWork) {
      throw new WadError(file, lump, `the ${this.what} have used their decoding budget of ${this.maxWork} posts and texels (${this.decoded} pictures); refused`);
    }
    const pic = decodePicture(data, file, lump, warnings, Math.min(this.maxPictureWork, this.maxWork - this.work));
    this.work += pic.work ?? 0;
    const size = pic.width * pic.height;
    this.texels += size;
    this.decoded++;
    m.set(key, pic);
    return pic;
  }
}
