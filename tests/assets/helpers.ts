// Builders for the asset tests: pictures in DOOM's post format, palettes, small WAD stacks.
import { LumpBuilder, writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { encodePicture } from '../helpers/test-wad.js';

/** A post: topdelta and its palette indices. */
export type Post = [topdelta: number, pixels: number[]];

/** Encodes a picture post by post as given (for decoder tests that need a particular layout: tall
 *  posts, overlaps); opaque pictures from a function go through `encodePicture`. */
export function buildPicture(width: number, height: number, columns: Post[][], leftOffset = 0, topOffset = 0): Uint8Array {
  const body: number[][] = columns.map((posts) => {
    const c: number[] = [];
    for (const [top, px] of posts) c.push(top, px.length, 0, ...px, 0);
    c.push(0xff);
    return c;
  });
  const b = new LumpBuilder().i16(width).i16(height).i16(leftOffset).i16(topOffset);
  let offset = 8 + 4 * columns.length;
  for (const c of body) {
    b.i32(offset);
    offset += c.length;
  }
  for (const c of body) b.raw(c);
  return b.build();
}

/** An opaque picture, values from f(x, y). */
export function solidPicture(width: number, height: number, f: (x: number, y: number) => number): Uint8Array {
  return encodePicture(width, height, f);
}

export function stackOf(lumps: LumpSource[], name = 'test.wad', kind: 'IWAD' | 'PWAD' = 'IWAD'): WadStack {
  return WadStack.fromBuffers([{ name, bytes: writeWad(kind, lumps) }]);
}

/** PLAYPAL with 14 palettes; palette p colour i = (i, 255 - i, (i + p) & 255). */
export function testPlaypal(): Uint8Array {
  const d = new Uint8Array(14 * 768);
  for (let p = 0; p < 14; p++) for (let i = 0; i < 256; i++) {
    d[p * 768 + i * 3] = i;
    d[p * 768 + i * 3 + 1] = 255 - i;
    d[p * 768 + i * 3 + 2] = (i + p) & 255;
  }
  return d;
}

/** COLORMAP with 34 maps; map m sends index i to (i + m) & 255. */
export function testColormap(): Uint8Array {
  const d = new Uint8Array(34 * 256);
  for (let m = 0; m < 34; m++) for (let i = 0; i < 256; i++) d[m * 256 + i] = (i + m) & 255;
  return d;
}

export function pnames(names: string[]): Uint8Array {
  const b = new LumpBuilder().i32(names.length);
  for (const n of names) b.name(n);
  return b.build();
}

export interface TexDef {
  name: string;
  width: number;
  height: number;
  patches: [originX: number, originY: number, patch: number][];
}

/** A TEXTURE1/TEXTURE2 lump in DOOM's format. */
export function textureLump(defs: TexDef[]): Uint8Array {
  const records = defs.map((d) => {
    const b = new LumpBuilder().name(d.name).i32(0).i16(d.width).i16(d.height).i32(0).i16(d.patches.length);
    for (const [x, y, p] of d.patches) b.i16(x).i16(y).i16(p).i16(1).i16(0);
    return b.build();
  });
  const b = new LumpBuilder().i32(defs.length);
  let offset = 4 + 4 * defs.length;
  for (const r of records) {
    b.i32(offset);
    offset += r.length;
  }
  for (const r of records) b.raw(r);
  return b.build();
}

/** Column-major → rows of numbers (for readable expectations). */
export function rows(width: number, height: number, colMajor: Uint8Array): number[][] {
  const out: number[][] = [];
  for (let y = 0; y < height; y++) {
    const r: number[] = [];
    for (let x = 0; x < width; x++) r.push(colMajor[x * height + y]);
    out.push(r);
  }
  return out;
}

/** Runs fn and returns the error it throws (fails the test if it does not throw). */
export function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error, none was thrown');
}
