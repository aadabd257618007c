import { describe, expect, it } from 'vitest';
import { flatNumForName, isSkyFlat, loadFlats } from '../../src/assets/flats.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { stackOf } from './helpers.js';

const flat = (f: (i: number) => number, n = 4096) => Uint8Array.from({ length: n }, (_, i) => f(i));
const empty = new Uint8Array(0);

describe('loadFlats', () => {
  it('loads 64x64 row-major flats in namespace order', () => {
    const set = loadFlats(stackOf([
      { name: 'F_START', data: empty },
      { name: 'FLOOR0_1', data: flat((i) => i & 0xff) },
      { name: 'F1_START', data: empty },
      { name: 'NUKAGE1', data: flat((i) => (i >> 6) & 0xff) },
      { name: 'F1_END', data: empty },
      { name: 'F_END', data: empty },
    ]));
    expect(set.flats.map((f) => f.name)).toEqual(['FLOOR0_1', 'NUKAGE1']);
    const n = set.flats[set.byName.get('NUKAGE1')!];
    expect(n.pixels.length).toBe(4096);
    // Row-major: texel (x, y) at y * 64 + x; NUKAGE1 holds its row number.
    expect(n.pixels[5 * 64 + 7]).toBe(5);
    expect(set.flats[0].pixels[1 * 64 + 3]).toBe(67);
    expect(set.warnings).toEqual([]);
    expect(flatNumForName(set, 'nukage1')).toBe(1);
    expect(flatNumForName(set, 'NOPE')).toBe(-1);
    // DOOM's flat numbers count the F1_START marker (R_InitFlats numbers every lump after F_START).
    expect(Array.from(set.numbers!)).toEqual([0, 2]);
  });

  it('loads odd-sized flats best effort, with a warning', () => {
    const set = loadFlats(stackOf([
      { name: 'F_START', data: empty },
      { name: 'SHORT', data: flat(() => 9, 100) },
      { name: 'LONG', data: flat((i) => (i < 4096 ? 1 : 2), 4160) },
      { name: 'F_END', data: empty },
    ], 'odd.wad'));
    const s = set.flats[0].pixels;
    expect([s[0], s[99], s[100], s[4095]]).toEqual([9, 9, 0, 0]);
    expect(set.flats[1].pixels.every((v) => v === 1)).toBe(true);
    expect(set.warnings).toEqual([
      'odd.wad: SHORT: flat is 100 bytes, not 4096; padded with index 0',
      'odd.wad: LONG: flat is 4160 bytes, not 4096; used the first 4096',
    ]);
  });

  it('a PWAD flat replaces the IWAD flat in place', () => {
    const iwad = writeWad('IWAD', [
      { name: 'F_START', data: empty }, { name: 'A', data: flat(() => 1) }, { name: 'B', data: flat(() => 2) }, { name: 'F_END', data: empty },
    ]);
    const pwad = writeWad('PWAD', [
      { name: 'FF_START', data: empty }, { name: 'C', data: flat(() => 3) }, { name: 'A', data: flat(() => 4) }, { name: 'FF_END', data: empty },
    ]);
    const set = loadFlats(WadStack.fromBuffers([{ name: 'i.wad', bytes: iwad }, { name: 'p.wad', bytes: pwad }]));
    expect(set.flats.map((f) => [f.name, f.pixels[0]])).toEqual([['A', 4], ['B', 2], ['C', 3]]);
    // A keeps the IWAD's number; C, only in the PWAD, comes after the IWAD's flats.
    expect(Array.from(set.numbers!)).toEqual([0, 1, 2]);
  });
});

describe('isSkyFlat', () => {
  it('is true for F_SKY1 and other F_SKY names only', () => {
    expect(isSkyFlat('F_SKY1')).toBe(true);
    expect(isSkyFlat('f_sky2')).toBe(true);
    expect(isSkyFlat('F_SKY')).toBe(true);
    expect(isSkyFlat('FLOOR4_8')).toBe(false);
    expect(isSkyFlat('SKY1')).toBe(false);
  });
});
