import { describe, expect, it } from 'vitest';
import { WadError } from '../../src/errors.js';
import { LumpBuilder } from '../../src/wad/wad-writer.js';
import { NO_TEXTURE, loadTextures, parsePnames, parseTextureLump, textureNumForName } from '../../src/assets/textures.js';
import { buildPicture, pnames, rows, solidPicture, stackOf, textureLump, thrown } from './helpers.js';

const PA = solidPicture(3, 2, (x, y) => 10 + 10 * x + y);
// 2x5, taller than the texture it goes in; column 0 has a hole at row 3.
const PB = buildPicture(2, 5, [[[0, [50, 51, 52]], [4, [54]]], [[0, [60, 61, 62, 63, 64]]]]);
const PC = solidPicture(1, 1, () => 99);

function wad(extra: { name: string; data: Uint8Array }[] = []) {
  return stackOf([
    { name: 'PNAMES', data: pnames(['PA', 'PB', 'PC', 'GHOST', 'pfull']) },
    { name: 'TEXTURE1', data: textureLump([
      { name: 'AASHITTY', width: 1, height: 1, patches: [[0, 0, 2]] },
      { name: 'COMPOSED', width: 4, height: 3, patches: [[-1, 0, 0], [2, -1, 1], [1, 1, 2]] },
      { name: 'WITHGHST', width: 2, height: 2, patches: [[0, 0, 3], [1, 1, 2], [0, 0, 17]] },
      { name: 'SIDEBYSD', width: 4, height: 2, patches: [[0, 0, 4], [2, 0, 4]] },
    ]) },
    { name: 'TEXTURE2', data: textureLump([
      { name: 'COMPOSED', width: 1, height: 1, patches: [] },
      { name: 'LATER', width: 2, height: 2, patches: [[0, 0, 4]] },
    ]) },
    { name: 'P_START', data: new Uint8Array(0) },
    { name: 'PA', data: PA },
    { name: 'PB', data: PB },
    { name: 'PC', data: PC },
    { name: 'PFULL', data: solidPicture(2, 2, (x, y) => 1 + x * 2 + y) },
    { name: 'P_END', data: new Uint8Array(0) },
    ...extra,
  ], 'tex.wad');
}

describe('loadTextures', () => {
  it('composes patches with negative origins, a patch taller than the texture and overlap order', () => {
    const set = loadTextures(wad());
    const t = set.textures[set.byName.get('COMPOSED')!];
    expect([t.width, t.height]).toEqual([4, 3]);
    // Columns 0, 2 and 3 have one patch each: drawn from the patch's top (PB's y origin -1 is ignored,
    // as DOOM ignores it); column 1 (PA under PC) is a composite where PC's origin y 1 counts.
    expect(rows(4, 3, t.pixels)).toEqual([
      [20, 30, 50, 60],
      [21, 99, 51, 61],
      [0, 0, 52, 62],
    ]);
    expect(rows(4, 3, t.mask)).toEqual([
      [1, 1, 1, 1],
      [1, 1, 1, 1],
      [0, 0, 1, 1],
    ]);
    expect(t.masked).toBe(true);
  });

  it('places solid full-height patches side by side (one-block copy path)', () => {
    const set = loadTextures(wad());
    const t = set.textures[set.byName.get('SIDEBYSD')!];
    expect(rows(4, 2, t.pixels)).toEqual([
      [1, 3, 1, 3],
      [2, 4, 2, 4],
    ]);
    expect(t.masked).toBe(false);
    expect(Array.from(t.pixels)).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('keeps WAD order with texture 0 in place, TEXTURE2 after TEXTURE1, first definition wins by name', () => {
    const set = loadTextures(wad());
    expect(set.textures.map((t) => t.name)).toEqual(['AASHITTY', 'COMPOSED', 'WITHGHST', 'SIDEBYSD', 'COMPOSED', 'LATER']);
    expect(set.byName.get('AASHITTY')).toBe(0);
    expect(set.byName.get('COMPOSED')).toBe(1);
    expect(set.byName.get('LATER')).toBe(5);
    expect(set.byName.has('-')).toBe(false);
    expect(textureNumForName(set, '-')).toBe(NO_TEXTURE);
    expect(textureNumForName(set, 'later')).toBe(5);
    expect(textureNumForName(set, 'NOSUCH')).toBe(-1);
  });

  it('skips a missing patch and a patch index outside PNAMES with warnings', () => {
    const set = loadTextures(wad());
    const t = set.textures[set.byName.get('WITHGHST')!];
    // PC alone covers column 1, so its y origin 1 is ignored (DOOM draws single-patch columns as is).
    expect(rows(2, 2, t.pixels)).toEqual([[0, 99], [0, 0]]);
    expect(rows(2, 2, t.mask)).toEqual([[0, 1], [0, 0]]);
    expect(set.warnings).toEqual([
      'tex.wad: TEXTURE1: texture "WITHGHST": patch "GHOST" (PNAMES 3) not found; skipped',
      'tex.wad: TEXTURE1: texture "WITHGHST": patch index 17 outside PNAMES (5 names); skipped',
    ]);
  });

  it('gives an empty set and a warning without TEXTURE1/TEXTURE2', () => {
    const set = loadTextures(stackOf([{ name: 'PNAMES', data: pnames([]) }], 'none.wad'));
    expect(set.textures).toEqual([]);
    expect(set.warnings).toEqual(['none.wad: TEXTURE1: no TEXTURE1 or TEXTURE2 lump; no wall textures']);
  });

  it('needs PNAMES when there are textures', () => {
    const e = thrown(() => loadTextures(stackOf([{ name: 'TEXTURE1', data: textureLump([]) }], 'np.wad')));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('np.wad: PNAMES: required lump is missing');
  });

  it('gives identical texels for every use of one patch', () => {
    const set = loadTextures(wad());
    // PFULL is used by two textures, and twice in one (it is decoded once and cached by name).
    const a = set.textures[set.byName.get('SIDEBYSD')!];
    const b = set.textures[set.byName.get('LATER')!];
    expect(Array.from(b.pixels)).toEqual(Array.from(a.pixels.subarray(0, 4)));
  });

  it('reports bad patch data as a WadError naming the patch', () => {
    const s = stackOf([
      { name: 'PNAMES', data: pnames(['BROKEN']) },
      { name: 'TEXTURE1', data: textureLump([{ name: 'T', width: 1, height: 1, patches: [[0, 0, 0]] }]) },
      { name: 'BROKEN', data: new Uint8Array(3) },
    ], 'bp.wad');
    const e = thrown(() => loadTextures(s));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('bp.wad: BROKEN: picture header truncated: 3 bytes, the header needs 8');
  });
});

describe("DOOM's composite rules (patches above the top)", () => {
  // A 1x4 solid patch 1,2,3,4 top to bottom, a 1x2 patch 7,8, and a 1x4 patch whose only post starts at
  // row 1: 21,22,23.
  const TALL = solidPicture(1, 4, (_x, y) => 1 + y);
  const SHORT = solidPicture(1, 2, (_x, y) => 7 + y);
  const POSTED = buildPicture(1, 4, [[[1, [21, 22, 23]]]]);
  const set = loadTextures(stackOf([
    { name: 'PNAMES', data: pnames(['TALL', 'SHORT', 'POSTED']) },
    { name: 'TEXTURE1', data: textureLump([
      { name: 'AASHITTY', width: 1, height: 1, patches: [[0, 0, 0]] },
      // One patch per column: the y origins -2 and +1 are ignored.
      { name: 'SINGLEUP', width: 1, height: 4, patches: [[0, -2, 0]] },
      { name: 'SINGLEDN', width: 2, height: 4, patches: [[0, 1, 0], [1, 1, 2]] },
      // Two patches in the column: TALL at y -2 starts at row 0 with its FIRST texel (1, 2 at rows 0, 1),
      // then SHORT at y 2 overwrites rows 2 and 3.
      { name: 'MULTIUP', width: 1, height: 4, patches: [[0, -2, 0], [0, 2, 1]] },
      // SHORT at y 0 under POSTED at y -2: POSTED's post (top delta 1) would start at row -1; it is
      // drawn from row 0 with 21, 22 (shortened by one, not skipped), leaving SHORT's nothing at rows 0-1.
      { name: 'MULTIPST', width: 1, height: 4, patches: [[0, 0, 1], [0, -2, 2]] },
      // Column 0 has two patches (the rule applies), column 1 only TALL (origin ignored).
      { name: 'MIXED', width: 2, height: 4, patches: [[0, -1, 0], [0, 3, 1], [1, -1, 0]] },
    ]) },
    { name: 'P_START', data: new Uint8Array(0) },
    { name: 'TALL', data: TALL },
    { name: 'SHORT', data: SHORT },
    { name: 'POSTED', data: POSTED },
    { name: 'P_END', data: new Uint8Array(0) },
  ], 'quirks.wad'));
  const col = (name: string, x = 0) => {
    const t = set.textures[set.byName.get(name)!];
    return [Array.from(t.pixels.subarray(x * t.height, (x + 1) * t.height)), Array.from(t.mask.subarray(x * t.height, (x + 1) * t.height))];
  };

  it('draws a column covered by one patch straight from the patch, whatever its y origin', () => {
    expect(col('SINGLEUP')).toEqual([[1, 2, 3, 4], [1, 1, 1, 1]]);
    expect(col('SINGLEDN', 0)).toEqual([[1, 2, 3, 4], [1, 1, 1, 1]]);
    expect(col('SINGLEDN', 1)).toEqual([[0, 21, 22, 23], [0, 1, 1, 1]]);
  });

  it('in a multi-patch column, starts a post above the top at row 0 with its first texel', () => {
    expect(col('MULTIUP')).toEqual([[1, 2, 7, 8], [1, 1, 1, 1]]);
    expect(col('MULTIPST')).toEqual([[21, 22, 0, 0], [1, 1, 0, 0]]);
    expect(col('MIXED', 0)).toEqual([[1, 2, 3, 7], [1, 1, 1, 1]]);
    expect(col('MIXED', 1)).toEqual([[1, 2, 3, 4], [1, 1, 1, 1]]);
  });
});

describe('PNAMES and TEXTUREx errors', () => {
  it('PNAMES truncated', () => {
    const e = thrown(() => parsePnames(new LumpBuilder().i32(3).name('A').name('B').build(), 'p.wad'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('p.wad: PNAMES: truncated: 3 patch names need 28 bytes, the lump has 20');
    expect(thrown(() => parsePnames(new Uint8Array(2), 'p.wad')).message).toBe('p.wad: PNAMES: truncated: 2 bytes, the patch count needs 4');
    expect(thrown(() => parsePnames(new LumpBuilder().i32(-1).build(), 'p.wad')).message).toBe('p.wad: PNAMES: negative patch count -1');
    expect(parsePnames(pnames(['abc', 'LONGNAME']), 'p.wad')).toEqual(['ABC', 'LONGNAME']);
  });

  it('TEXTURE1 count absurd', () => {
    const data = new LumpBuilder().i32(1000000).i32(8).build();
    const e = thrown(() => parseTextureLump(data, 't.wad', 'TEXTURE1'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('t.wad: TEXTURE1: absurd texture count 1000000: a 8-byte lump holds at most 1 texture offsets');
    expect(thrown(() => parseTextureLump(new LumpBuilder().i32(-2).build(), 't.wad', 'TEXTURE1')).message).toBe(
      't.wad: TEXTURE1: absurd texture count -2: a 4-byte lump holds at most 0 texture offsets',
    );
  });

  it('TEXTURE1 offset out of range', () => {
    const data = textureLump([{ name: 'A', width: 8, height: 8, patches: [] }, { name: 'B', width: 8, height: 8, patches: [] }]);
    new DataView(data.buffer).setInt32(8, data.length - 10, true);
    const e = thrown(() => parseTextureLump(data, 't.wad', 'TEXTURE2'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe(`t.wad: TEXTURE2: texture 1: offset ${data.length - 10} out of range (the lump is ${data.length} bytes, a texture record needs 22)`);
    new DataView(data.buffer).setInt32(8, -4, true);
    expect((thrown(() => parseTextureLump(data, 't.wad', 'TEXTURE2')) as WadError).problem).toBe(
      `texture 1: offset -4 out of range (the lump is ${data.length} bytes, a texture record needs 22)`,
    );
  });

  it('TEXTURE1 patch list past the end, absurd size', () => {
    const data = textureLump([{ name: 'A', width: 8, height: 8, patches: [[0, 0, 0]] }]);
    new DataView(data.buffer).setInt16(8 + 20, 5, true);
    const e = thrown(() => parseTextureLump(data, 't.wad', 'TEXTURE1'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('t.wad: TEXTURE1: texture 0 "A": 5 patches need bytes 8..80, past the end of the 40-byte lump');
    const zero = textureLump([{ name: 'Z', width: 0, height: 8, patches: [] }]);
    expect(thrown(() => parseTextureLump(zero, 't.wad', 'TEXTURE1')).message).toBe(
      't.wad: TEXTURE1: texture 0 "Z": absurd size 0x8 (each side must be 1 to 4096)',
    );
  });

  it('parses patch placements exactly', () => {
    const defs = parseTextureLump(textureLump([{ name: 'walL', width: 64, height: 72, patches: [[-3, 4, 1], [32, -8, 0]] }]), 't', 'TEXTURE1');
    expect(defs).toEqual([{ name: 'WALL', width: 64, height: 72, patches: [{ originX: -3, originY: 4, patch: 1 }, { originX: 32, originY: -8, patch: 0 }] }]);
  });
});
