import { describe, expect, it } from 'vitest';
import { WadError } from '../../src/errors.js';
import { loadSprites } from '../../src/assets/sprites.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { buildPicture, rows, solidPicture, stackOf, thrown } from './helpers.js';

const empty = new Uint8Array(0);
const pic = (v: number) => solidPicture(2, 3, (x, y) => v + x * 3 + y);

function trooWad() {
  return stackOf([
    { name: 'S_START', data: empty },
    { name: 'TROOA1', data: pic(10) },
    { name: 'TROOA2A8', data: pic(20) },
    { name: 'TROOA3A7', data: pic(30) },
    { name: 'TROOA4A6', data: pic(40) },
    { name: 'TROOA5', data: pic(50) },
    { name: 'TROOB0', data: pic(60) },
    { name: 'TROOC1', data: pic(70) },
    { name: 'BAR1A0', data: buildPicture(1, 2, [[[1, [5]]]], 4, 9) },
    { name: 'SS_START', data: empty },
    { name: 'BADNAME', data: pic(0) },
    { name: 'SS_END', data: empty },
    { name: 'S_END', data: empty },
  ], 'spr.wad');
}

describe('loadSprites', () => {
  it('indexes sprites by name, frame and rotation, with mirrored second views', () => {
    const s = loadSprites(trooWad());
    expect(s.names).toEqual(['TROO', 'BAR1']);
    expect(s.lumpNames).toEqual(['TROOA1', 'TROOA2A8', 'TROOA3A7', 'TROOA4A6', 'TROOA5', 'TROOB0', 'TROOC1', 'BAR1A0']);
    const views = [1, 2, 3, 4, 5, 6, 7, 8].map((r) => {
      const v = s.get('TROO', 0, r)!;
      return [s.lumpNames[v.picture], v.flipped];
    });
    expect(views).toEqual([
      ['TROOA1', false], ['TROOA2A8', false], ['TROOA3A7', false], ['TROOA4A6', false],
      ['TROOA5', false], ['TROOA4A6', true], ['TROOA3A7', true], ['TROOA2A8', true],
    ]);
    // Rotation 0 on a rotated frame: the front view.
    expect(s.get('TROO', 0, 0)).toBe(s.get('TROO', 0, 1));
    // A single-view frame answers every rotation.
    for (let r = 0; r <= 8; r++) expect(s.lumpNames[s.get('TROO', 1, r)!.picture]).toBe('TROOB0');
    expect(s.get('troo', 1, 3)).toBe(s.get('TROO', 1, 3));
    expect(s.frameCount('TROO')).toBe(3);
  });

  it('decodes the pictures exactly', () => {
    const s = loadSprites(trooWad());
    const p = s.pictures[s.get('TROO', 0, 8)!.picture];
    expect(rows(2, 3, p.pixels)).toEqual([[20, 23], [21, 24], [22, 25]]);
    const bar = s.pictures[s.get('BAR1', 0, 0)!.picture];
    expect([bar.width, bar.height, bar.leftOffset, bar.topOffset]).toEqual([1, 2, 4, 9]);
    expect(Array.from(bar.mask)).toEqual([0, 1]);
  });

  it('is undefined for missing sprites, frames and views, and warns about them', () => {
    const s = loadSprites(trooWad());
    expect(s.get('NONE', 0, 1)).toBeUndefined();
    expect(s.get('TROO', 3, 1)).toBeUndefined();
    expect(s.get('TROO', 2, 1)).toBeDefined();
    expect(s.get('TROO', 2, 2)).toBeUndefined();
    expect(s.warnings).toEqual([
      'spr.wad: BADNAME: not a sprite name (SSSSFR or SSSSFRFR); skipped',
      'sprite TROO: frame C is missing rotation(s) 2, 3, 4, 5, 6, 7, 8',
    ]);
  });

  it('lets a PWAD replace views: a single view replaces rotations and the reverse', () => {
    const iwad = writeWad('IWAD', [
      { name: 'S_START', data: empty },
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((r) => ({ name: `POSSA${r}`, data: pic(r) })),
      { name: 'POSSB0', data: pic(100) },
      { name: 'S_END', data: empty },
    ]);
    const pwad = writeWad('PWAD', [
      { name: 'SS_START', data: empty },
      { name: 'POSSA0', data: pic(200) },
      { name: 'POSSB1', data: pic(201) },
      { name: 'POSSB2B8', data: pic(202) },
      { name: 'POSSB3B7', data: pic(203) },
      { name: 'POSSB4B6', data: pic(204) },
      { name: 'POSSB5', data: pic(205) },
      { name: 'SS_END', data: empty },
    ]);
    const s = loadSprites(WadStack.fromBuffers([{ name: 'i.wad', bytes: iwad }, { name: 'p.wad', bytes: pwad }]));
    expect(s.lumpNames[s.get('POSS', 0, 3)!.picture]).toBe('POSSA0');
    expect(s.lumpNames[s.get('POSS', 1, 0)!.picture]).toBe('POSSB1');
    expect(s.get('POSS', 1, 6)).toEqual({ picture: s.lumpNames.indexOf('POSSB4B6'), flipped: true });
    expect(s.warnings).toEqual([]);
  });

  it('reports bad picture data as a WadError naming the sprite lump', () => {
    const e = thrown(() => loadSprites(stackOf([{ name: 'S_START', data: empty }, { name: 'TROOA1', data: new Uint8Array(4) }, { name: 'S_END', data: empty }], 'b.wad')));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toBe('b.wad: TROOA1: picture header truncated: 4 bytes, the header needs 8');
  });
});
