import { describe, expect, it } from 'vitest';
import { WadError } from '../../src/errors.js';
import { decodePicture } from '../../src/assets/picture.js';
import { LumpBuilder } from '../../src/wad/wad-writer.js';
import { buildPicture, rows, thrown } from './helpers.js';

describe('decodePicture', () => {
  it('decodes a 3x4 patch with two posts in a column: exact pixels and mask', () => {
    const data = buildPicture(
      3,
      4,
      [
        [[0, [10, 11]], [3, [13]]], // column 0: rows 0-1 and row 3, row 2 transparent
        [[0, [20, 21, 22, 23]]], // column 1: solid
        [], // column 2: empty
      ],
      -5,
      7,
    );
    const p = decodePicture(data, 'p.wad', 'PATCH');
    expect([p.width, p.height, p.leftOffset, p.topOffset]).toEqual([3, 4, -5, 7]);
    expect(Array.from(p.pixels)).toEqual([10, 11, 0, 13, 20, 21, 22, 23, 0, 0, 0, 0]);
    expect(Array.from(p.mask)).toEqual([1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(rows(3, 4, p.pixels)).toEqual([
      [10, 20, 0],
      [11, 21, 0],
      [0, 22, 0],
      [13, 23, 0],
    ]);
  });

  it('decodes posts longer than 16 texels (bulk copy path)', () => {
    const px = Array.from({ length: 40 }, (_, i) => 100 + i);
    const p = decodePicture(buildPicture(1, 50, [[[5, px]]]), 'f', 'L');
    expect(Array.from(p.pixels.subarray(5, 45))).toEqual(px);
    expect(p.mask[4]).toBe(0);
    expect(p.mask[5]).toBe(1);
    expect(p.mask[44]).toBe(1);
    expect(p.mask[45]).toBe(0);
  });

  it('clips posts running below the picture height', () => {
    const p = decodePicture(buildPicture(1, 3, [[[1, [7, 8, 9, 10]], [200, [1]]]]), 'f', 'L');
    expect(Array.from(p.pixels)).toEqual([0, 7, 8]);
    expect(Array.from(p.mask)).toEqual([0, 1, 1]);
  });

  it('supports DeePsea tall patches: a topdelta <= the previous top is relative to it', () => {
    // Posts at 0, 254 (absolute), then topdelta 10 <= 254 → 264, then 5 <= 264 → 269.
    const p = decodePicture(buildPicture(1, 300, [[[0, [1]], [254, [2]], [10, [3]], [5, [4, 4]]]]), 'f', 'TALL');
    const set: [number, number][] = [];
    for (let y = 0; y < 300; y++) if (p.mask[y]) set.push([y, p.pixels[y]]);
    expect(set).toEqual([[0, 1], [254, 2], [264, 3], [269, 4], [270, 4]]);
  });

  it('lets columns share data (the same offset twice)', () => {
    const b = new LumpBuilder().i16(2).i16(2).i16(0).i16(0).i32(16).i32(16).raw([0, 2, 0, 5, 6, 0, 0xff]);
    const p = decodePicture(b.build(), 'f', 'L');
    expect(Array.from(p.pixels)).toEqual([5, 6, 5, 6]);
  });

  it('rejects a truncated header', () => {
    const e = thrown(() => decodePicture(new Uint8Array(5), 'bad.wad', 'PATCH1'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('bad.wad: PATCH1: picture header truncated: 5 bytes, the header needs 8');
    const short = new LumpBuilder().i16(4).i16(4).i16(0).i16(0).i32(24).build();
    const e2 = thrown(() => decodePicture(short, 'bad.wad', 'PATCH2'));
    expect(e2).toBeInstanceOf(WadError);
    expect(e2.message).toBe('bad.wad: PATCH2: picture header truncated: 4 column offsets need 24 bytes, the lump has 12');
  });

  it('rejects absurd sizes', () => {
    for (const [w, h] of [[0, 4], [4, -1], [5000, 2], [2, 4097]]) {
      const e = thrown(() => decodePicture(new LumpBuilder().i16(w).i16(h).i16(0).i16(0).build(), 'bad.wad', 'P'));
      expect(e).toBeInstanceOf(WadError);
      expect(e.message).toBe(`bad.wad: P: absurd picture size ${w}x${h} (each side must be 1 to 4096)`);
    }
  });

  it('rejects a column offset outside the lump', () => {
    const data = buildPicture(2, 2, [[[0, [1, 2]]], [[0, [3, 4]]]]);
    new DataView(data.buffer).setInt32(12, 9999, true);
    const e = thrown(() => decodePicture(data, 'bad.wad', 'P'));
    expect(e).toBeInstanceOf(WadError);
    expect((e as WadError).problem).toBe(`column 1 offset 9999 lies outside the ${data.length}-byte lump`);
  });

  it('rejects a post running outside the lump', () => {
    // Column 0: a post claiming 50 pixels in a lump that ends after 3.
    const data = new LumpBuilder().i16(1).i16(64).i16(0).i16(0).i32(12).raw([0, 50, 0, 1, 2, 3]).build();
    const e = thrown(() => decodePicture(data, 'bad.wad', 'P'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('bad.wad: P: column 0: post at byte 12 (50 pixels) runs outside the 18-byte lump');
    // A post header cut off after its topdelta.
    const cut = new LumpBuilder().i16(1).i16(4).i16(0).i16(0).i32(12).raw([0, 2]).build();
    expect(thrown(() => decodePicture(cut, 'bad.wad', 'P')).message).toBe('bad.wad: P: column 0: post at byte 12 runs outside the 14-byte lump');
  });

  it('rejects a column without its 0xFF end marker', () => {
    const data = new LumpBuilder().i16(1).i16(4).i16(0).i16(0).i32(12).raw([0, 1, 0, 9, 0]).build();
    const e = thrown(() => decodePicture(data, 'bad.wad', 'P'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('bad.wad: P: column 0 runs past the end of the 17-byte lump (no 0xFF end marker)');
  });

  it('never throws anything but WadError on random bytes', () => {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 0xff;
    for (let n = 0; n < 2000; n++) {
      const len = rnd() % 64;
      const d = new Uint8Array(len);
      for (let i = 0; i < len; i++) d[i] = rnd();
      if (len >= 4) { d[0] = 1 + (rnd() % 4); d[1] = 0; d[2] = 1 + (rnd() % 8); d[3] = 0; }
      try {
        decodePicture(d, 'r', 'R');
      } catch (e) {
        expect(e).toBeInstanceOf(WadError);
      }
    }
  });
});
