// The asset encoders: DOOM picture posts (splitting, transparency), the nearest-colour search, and
// deterministic noise.
import { describe, expect, it } from 'vitest';
import { Canvas } from '../../maps/assets/canvas.js';
import { fbm, Rng } from '../../maps/assets/noise.js';
import { basePalette, PaletteMatcher } from '../../maps/assets/palette.js';
import { encodePicture } from '../../maps/assets/picture.js';

function posts(d: Uint8Array, x: number): [number, number][] {
  const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
  let p = v.getUint32(8 + 4 * x, true);
  const out: [number, number][] = [];
  while (d[p] !== 0xff) {
    out.push([d[p], d[p + 1]]);
    p += d[p + 1] + 4;
  }
  return out;
}

describe('encodePicture', () => {
  it('splits a tall opaque column into posts of at most 128 and skips transparent runs', () => {
    const h = 200;
    const img = { width: 2, height: h, pixels: new Uint8Array(2 * h), opaque: new Uint8Array(2 * h) };
    for (let y = 0; y < h; y++) {
      img.opaque[y * 2] = 1;
      img.pixels[y * 2] = y & 0xff;
      img.opaque[y * 2 + 1] = y < 10 || (y >= 50 && y < 60) ? 1 : 0;
    }
    const d = encodePicture(img, 1, 190);
    const v = new DataView(d.buffer);
    expect([v.getInt16(0, true), v.getInt16(2, true), v.getInt16(4, true), v.getInt16(6, true)]).toEqual([2, 200, 1, 190]);
    expect(posts(d, 0)).toEqual([[0, 128], [128, 72]]);
    expect(posts(d, 1)).toEqual([[0, 10], [50, 10]]);
    // Pixels of the second post of column 0 start after top, length and the pad byte.
    const p0 = v.getUint32(8, true);
    expect(d[p0 + 3 + 127]).toBe(127);
    expect(d[p0 + 128 + 4 + 3]).toBe(128);
  });

  it('writes an empty column as a lone terminator', () => {
    const img = { width: 1, height: 4, pixels: new Uint8Array(4), opaque: new Uint8Array(4) };
    const d = encodePicture(img, 0, 0);
    expect(Array.from(d.subarray(12))).toEqual([0xff]);
  });
});

describe('palette matching and quantising', () => {
  it('finds exact palette colours and memoises consistently', () => {
    const pal = basePalette();
    const m = new PaletteMatcher(pal);
    for (const i of [0, 5, 40, 70, 100, 130, 150, 165, 200, 215, 255]) {
      expect(m.nearest(pal[i * 3], pal[i * 3 + 1], pal[i * 3 + 2])).toSatisfy((k: number) => pal[k * 3] === pal[i * 3] && pal[k * 3 + 1] === pal[i * 3 + 1] && pal[k * 3 + 2] === pal[i * 3 + 2]);
    }
    expect(m.nearestCached(250, 20, 20)).toBe(m.nearestCached(250, 20, 20));
    const c = new Canvas(2, 1, false);
    c.set(0, 0, [255, 0, 0]);
    c.setIndex(1, 0, 7);
    const q = c.quantize(m, 0);
    expect(Array.from(q.opaque)).toEqual([1, 1]);
    expect(q.pixels[1]).toBe(7);
    const r = q.pixels[0];
    expect(pal[r * 3]).toBeGreaterThan(200);
    expect(pal[r * 3 + 1]).toBeLessThan(100);
  });
});

describe('noise', () => {
  it('is deterministic and tiles with its period', () => {
    const a = new Rng(42), b = new Rng(42);
    for (let i = 0; i < 10; i++) expect(a.next()).toBe(b.next());
    for (const [x, y] of [[3, 5], [17.5, 40], [63, 63]]) {
      expect(fbm(x, y, 16, 4, 64, 64, 9)).toBeCloseTo(fbm(x + 64, y - 128, 16, 4, 64, 64, 9), 12);
    }
  });
});
