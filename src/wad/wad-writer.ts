// Writes WAD files: header, lump data, directory. Used by the tools (demo WAD, portal PWADs) and tests.
import type { WadKind } from './wad-file.js';

export interface LumpSource {
  name: string;
  data: Uint8Array;
  /** When given (8 bytes, as read from a directory), written exactly instead of `name`. */
  rawName?: Uint8Array;
}

export function writeWad(kind: WadKind, lumps: readonly LumpSource[]): Uint8Array {
  let dataSize = 0;
  for (const l of lumps) {
    if (l.rawName) {
      if (l.rawName.length !== 8) throw new Error(`lump ${JSON.stringify(l.name)}: a raw name must be 8 bytes, got ${l.rawName.length}`);
    } else if (l.name.length === 0 || l.name.length > 8 || /[^\x01-\xff]/.test(l.name)) {
      throw new Error(`lump name ${JSON.stringify(l.name)} must be 1 to 8 characters, each one byte`);
    }
    dataSize += l.data.length;
  }
  const dirOffset = 12 + dataSize;
  const out = new Uint8Array(dirOffset + lumps.length * 16);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) out[i] = kind.charCodeAt(i);
  view.setInt32(4, lumps.length, true);
  view.setInt32(8, dirOffset, true);
  let offset = 12;
  lumps.forEach((l, i) => {
    out.set(l.data, offset);
    const e = dirOffset + i * 16;
    view.setInt32(e, l.data.length === 0 ? 0 : offset, true);
    view.setInt32(e + 4, l.data.length, true);
    if (l.rawName) out.set(l.rawName, e + 8);
    else {
      // Upper-cased as DOOM does (a-z only): every character stays one byte.
      for (let c = 0; c < l.name.length; c++) {
        const ch = l.name.charCodeAt(c);
        out[e + 8 + c] = ch >= 0x61 && ch <= 0x7a ? ch - 32 : ch;
      }
    }
    offset += l.data.length;
  });
  return out;
}

/** Lump data helper: little-endian records from a list of field values. */
export class LumpBuilder {
  private bytes: number[] = [];
  i16(v: number): this {
    const x = v & 0xffff;
    this.bytes.push(x & 0xff, x >> 8);
    return this;
  }
  u16(v: number): this {
    return this.i16(v);
  }
  i32(v: number): this {
    const x = v | 0;
    this.bytes.push(x & 0xff, (x >> 8) & 0xff, (x >> 16) & 0xff, (x >>> 24) & 0xff);
    return this;
  }
  u8(v: number): this {
    this.bytes.push(v & 0xff);
    return this;
  }
  /** A fixed-width name field (NUL-padded). */
  name(s: string, width = 8): this {
    for (let i = 0; i < width; i++) this.bytes.push(i < s.length ? s.charCodeAt(i) : 0);
    return this;
  }
  raw(data: ArrayLike<number>): this {
    for (let i = 0; i < data.length; i++) this.bytes.push(data[i] & 0xff);
    return this;
  }
  get length(): number {
    return this.bytes.length;
  }
  build(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}
