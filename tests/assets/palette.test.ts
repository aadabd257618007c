import { describe, expect, it } from 'vitest';
import { WadError } from '../../src/errors.js';
import { buildLitPalette, paletteToAbgr, readColormap, readPlaypal } from '../../src/assets/palette.js';
import { stackOf, testColormap, testPlaypal, thrown } from './helpers.js';

describe('readPlaypal / readColormap', () => {
  it('returns the 14 palettes and 34 maps', () => {
    const s = stackOf([{ name: 'PLAYPAL', data: testPlaypal() }, { name: 'COLORMAP', data: testColormap() }]);
    const pal = readPlaypal(s);
    expect(pal.length).toBe(14 * 768);
    expect(Array.from(pal.subarray(768 * 2 + 3 * 10, 768 * 2 + 3 * 10 + 3))).toEqual([10, 245, 12]);
    const cm = readColormap(s);
    expect(cm.length).toBe(34 * 256);
    expect(cm[33 * 256 + 250]).toBe((250 + 33) & 255);
  });

  it('ignores bytes past 14 palettes (some IWADs carry extra)', () => {
    const big = new Uint8Array(14 * 768 + 100).fill(7);
    expect(readPlaypal(stackOf([{ name: 'PLAYPAL', data: big }])).length).toBe(14 * 768);
  });

  it('rejects a short PLAYPAL with a WadError naming file, lump and sizes', () => {
    const e = thrown(() => readPlaypal(stackOf([{ name: 'PLAYPAL', data: new Uint8Array(768) }], 'short.wad')));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('short.wad: PLAYPAL: truncated: 768 bytes, 14 palettes need 10752');
  });

  it('rejects a missing PLAYPAL and a short COLORMAP', () => {
    const s = stackOf([{ name: 'COLORMAP', data: new Uint8Array(256 * 32) }], 'x.wad');
    const e1 = thrown(() => readPlaypal(s));
    expect(e1).toBeInstanceOf(WadError);
    expect(e1.message).toBe('x.wad: PLAYPAL: required lump is missing');
    const e2 = thrown(() => readColormap(s));
    expect(e2).toBeInstanceOf(WadError);
    expect(e2.message).toBe('x.wad: COLORMAP: truncated: 8192 bytes, 34 colormaps need 8704');
  });
});

describe('buildLitPalette', () => {
  it('is palette ∘ colormap as ABGR words', () => {
    const lit = buildLitPalette(testPlaypal(), testColormap());
    expect(lit.length).toBe(34 * 256);
    // map 0, index 0 → colour 0 = (r 0, g 255, b 0)
    expect(lit[0]).toBe(0xff00ff00);
    // map 5, index 10 → colormap 15 → (15, 240, 15)
    expect(lit[(5 << 8) | 10]).toBe((0xff000000 | (15 << 16) | (240 << 8) | 15) >>> 0);
    // map 33, index 255 → colormap (255 + 33) & 255 = 32 → (32, 223, 32)
    expect(lit[(33 << 8) | 255]).toBe(0xff20df20);
  });

  it('uses the requested palette', () => {
    const lit = buildLitPalette(testPlaypal(), testColormap(), 3);
    // map 1, index 1 → colormap 2 → palette 3 colour 2 = (2, 253, 5)
    expect(lit[(1 << 8) | 1]).toBe(0xff05fd02);
    expect(paletteToAbgr(testPlaypal(), 13)[255]).toBe((0xff000000 | (((255 + 13) & 255) << 16) | (0 << 8) | 255) >>> 0);
  });

  it('rejects a palette index outside PLAYPAL', () => {
    expect(() => buildLitPalette(testPlaypal(), testColormap(), 14)).toThrow(RangeError);
  });
});
