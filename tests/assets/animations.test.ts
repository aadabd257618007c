import { describe, expect, it } from 'vitest';
import {
  DOOM_FLAT_ANIMDEFS,
  DOOM_TEXTURE_ANIMDEFS,
  animate,
  buildAnimationTable,
  createTranslation,
  fillTranslation,
  loadAnimations,
  MAX_ANIMATED_RECORDS,
  parseAnimatedLump,
} from '../../src/assets/animations.js';
import { LumpBuilder } from '../../src/wad/wad-writer.js';
import { stackOf } from './helpers.js';
import type { FlatSet } from '../../src/assets/flats.js';
import type { TextureSet } from '../../src/assets/textures.js';

// NUKAGE1..3 at 2..4, FWATER1..4 at 6..9 (FWATER2 and 3 in between, whatever their names).
const FLATS = ['FLOOR0_1', 'FLOOR0_2', 'NUKAGE1', 'NUKAGE2', 'NUKAGE3', 'CEIL1_1', 'FWATER1', 'OTHER', 'STRANGE', 'FWATER4', 'LAVA1'];

describe('buildAnimationTable', () => {
  it('resolves ranges by index in WAD order and skips those with a missing end', () => {
    const t = buildAnimationTable(FLATS, DOOM_FLAT_ANIMDEFS);
    // [first, count, speed, DOOM number of first]: NUKAGE 2..4, FWATER 6..9; LAVA4 missing → skipped.
    expect(Array.from(t)).toEqual([2, 3, 8, 2, 6, 4, 8, 6]);
    // With DOOM's numbers given (here each id + 2), the phase is the first member's number.
    const n = Int32Array.from(FLATS, (_f, i) => i + 2);
    expect(Array.from(buildAnimationTable(FLATS, DOOM_FLAT_ANIMDEFS, undefined, n))).toEqual([2, 3, 8, 4, 6, 4, 8, 8]);
  });

  it('skips a reversed range with a warning', () => {
    const warnings: string[] = [];
    const t = buildAnimationTable(['NUKAGE3', 'X', 'NUKAGE1'], DOOM_FLAT_ANIMDEFS, warnings);
    expect(t.length).toBe(0);
    expect(warnings).toEqual(['animation NUKAGE1..NUKAGE3: bad cycle (NUKAGE3 is at 0, NUKAGE1 at 2); skipped']);
  });

  it('knows the vanilla tables', () => {
    expect(DOOM_FLAT_ANIMDEFS.map((d) => `${d.first}-${d.last}`)).toEqual([
      'NUKAGE1-NUKAGE3', 'FWATER1-FWATER4', 'SWATER1-SWATER4', 'LAVA1-LAVA4', 'BLOOD1-BLOOD3',
      'RROCK05-RROCK08', 'SLIME01-SLIME04', 'SLIME05-SLIME08', 'SLIME09-SLIME12',
    ]);
    expect(DOOM_TEXTURE_ANIMDEFS.map((d) => `${d.first}-${d.last}`)).toEqual([
      'BLODGR1-BLODGR4', 'SLADRIP1-SLADRIP3', 'BLODRIP1-BLODRIP4', 'FIREWALA-FIREWALL', 'GSTFONT1-GSTFONT3',
      'FIRELAV3-FIRELAVA', 'FIREMAG1-FIREMAG3', 'FIREBLU1-FIREBLU2', 'ROCKRED1-ROCKRED3', 'BFALL1-BFALL4',
      'SFALL1-SFALL4', 'WFALL1-WFALL4', 'DBRAIN1-DBRAIN4',
    ]);
    expect([...DOOM_FLAT_ANIMDEFS, ...DOOM_TEXTURE_ANIMDEFS].every((d) => d.speed === 8)).toBe(true);
  });
});

describe('animate / fillTranslation', () => {
  // DOOM numbers = id + 2 (as if two marker lumps came first): NUKAGE1 is number 4, FWATER1 number 8.
  const t = buildAnimationTable(FLATS, DOOM_FLAT_ANIMDEFS, undefined, Int32Array.from(FLATS, (_f, i) => i + 2));

  it("follows P_UpdateSpecials: after tics T, first + (((T - 1) >> 3) + number) % count; itself before tic 1", () => {
    // NUKAGE1 (id 2, number 4, 4 % 3 = 1): NUKAGE2 from the first tic, NUKAGE3 after the 9th.
    expect([0, 1, 8, 9, 16, 17, 25].map((tic) => animate(t, 2, tic))).toEqual([2, 3, 3, 4, 4, 2, 3]);
    // NUKAGE3 (id 4): (0 + 4 + 2) % 3 = 0 → NUKAGE1 at tic 1.
    expect([0, 1, 9, 17].map((tic) => animate(t, 4, tic))).toEqual([4, 2, 3, 4]);
    // FWATER1 (id 6, number 8, 8 % 4 = 0): in step with its own place; FWATER4 (id 9) after 100 tics:
    // leveltime 99 → (12 + 8 + 3) % 4 = 3 → id 9.
    expect([1, 8, 9].map((tic) => animate(t, 6, tic))).toEqual([6, 6, 7]);
    expect(animate(t, 9, 100)).toBe(9);
    // Not animated.
    expect(animate(t, 0, 123)).toBe(0);
    expect(animate(t, 10, 123)).toBe(10);
  });

  it('fills a translation array for all animated ids, leaving others as identity', () => {
    const out = createTranslation(FLATS.length);
    expect(Array.from(out)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    fillTranslation(out, t, 41);
    // leveltime 40, step 5: NUKAGE (5 + 4) % 3 = 0; FWATER (5 + 8) % 4 = 1.
    expect(Array.from(out)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 6, 10]);
    fillTranslation(out, t, 0);
    expect(Array.from(out)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let tic = 0; tic < 200; tic += 3) {
      fillTranslation(out, t, tic);
      for (let id = 0; id < FLATS.length; id++) expect(out[id]).toBe(animate(t, id, tic));
    }
  });

  it('loadAnimations resolves textures and flats from loaded sets', () => {
    const textures = { textures: ['AASHITTY', 'FIREBLU1', 'FIREBLU2', 'X'].map((name) => ({ name })), byName: new Map(), warnings: [] } as unknown as TextureSet;
    const flats = { flats: FLATS.map((name) => ({ name })), byName: new Map(), warnings: [] } as unknown as FlatSet;
    const a = loadAnimations(textures, flats);
    expect(Array.from(a.textures)).toEqual([1, 2, 8, 1]);
    expect(Array.from(a.flats)).toEqual([2, 3, 8, 2, 6, 4, 8, 6]);
    // FIREBLU1 is texture 1: (0 + 1) % 2 → FIREBLU2 from the first tic; FIREBLU1 again after tic 9.
    expect([0, 1, 9].map((tic) => animate(a.textures, 1, tic))).toEqual([1, 2, 1]);
  });
});

/** One ANIMATED record: type, last, first, speed. */
function animatedRecord(b: LumpBuilder, type: number, last: string, first: string, speed: number): LumpBuilder {
  return b.u8(type).name(last, 9).name(first, 9).i32(speed);
}

describe('Boom ANIMATED lump', () => {
  it('decodes records to the end marker: type bit 0 = texture, decal bit ignored, names upper-cased, speeds kept', () => {
    const b = new LumpBuilder();
    animatedRecord(b, 0, 'NUKAGE3', 'NUKAGE1', 8);
    animatedRecord(b, 1, 'fireblu2', 'fireblu1', 5);
    animatedRecord(b, 3, 'BFALL4', 'BFALL1', 12);
    b.u8(255);
    animatedRecord(b, 1, 'AFTER2', 'AFTER1', 4);
    const warnings: string[] = [];
    const d = parseAnimatedLump(b.build(), 'x.wad', warnings);
    expect(d.flats.map((a) => [a.first, a.last, a.speed])).toEqual([['NUKAGE1', 'NUKAGE3', 8]]);
    expect(d.textures.map((a) => [a.first, a.last, a.speed])).toEqual([['FIREBLU1', 'FIREBLU2', 5], ['BFALL1', 'BFALL4', 12]]);
    expect(d.textures[1].source).toBe('x.wad: ANIMATED record 2');
    expect(warnings).toEqual([]);
  });

  it('skips bad records with the lump and record index, reads a lump without an end marker to its end', () => {
    const b = new LumpBuilder();
    animatedRecord(b, 0, 'NUKAGE3', '', 8);
    animatedRecord(b, 1, 'B', 'A', 0);
    animatedRecord(b, 0, 'LAVA4', 'LAVA1', 3);
    b.raw([1, 65, 66]);
    const warnings: string[] = [];
    const d = parseAnimatedLump(b.build(), 'x.wad', warnings);
    expect(d.flats.map((a) => a.first)).toEqual(['LAVA1']);
    expect(d.textures).toEqual([]);
    expect(warnings).toEqual([
      'x.wad: ANIMATED record 0 has an empty first name; skipped',
      'x.wad: ANIMATED record 1 (A..B) has speed 0; skipped',
      'x.wad: ANIMATED record 3 is cut short (3 of 23 bytes); the table ends there',
    ]);
    const w2: string[] = [];
    expect(parseAnimatedLump(new LumpBuilder().raw(animatedRecord(new LumpBuilder(), 0, 'B', 'A', 1).build()).build(), 'y.wad', w2).flats).toHaveLength(1);
    expect(w2).toEqual(['y.wad: ANIMATED has no end marker (type 255) after 1 records']);
  });

  it('bounds a huge lump: only MAX_ANIMATED_RECORDS are read, the rest counted', () => {
    const b = new LumpBuilder();
    for (let i = 0; i < MAX_ANIMATED_RECORDS + 5; i++) animatedRecord(b, 0, 'B', 'A', 1);
    b.u8(255);
    const warnings: string[] = [];
    expect(parseAnimatedLump(b.build(), 'z.wad', warnings).flats).toHaveLength(MAX_ANIMATED_RECORDS);
    expect(warnings).toEqual([`z.wad: ANIMATED has ${MAX_ANIMATED_RECORDS + 5} records; only the first ${MAX_ANIMATED_RECORDS} are used`]);
  });

  it("replaces DOOM's table in loadAnimations; missing and reversed ranges are warned with their record", () => {
    const b = new LumpBuilder();
    animatedRecord(b, 1, 'X', 'AASHITTY', 3); // AASHITTY 0 .. X 3: a 4-texture range at speed 3
    animatedRecord(b, 0, 'NUKAGE1', 'NUKAGE3', 8); // reversed
    animatedRecord(b, 0, 'NOPE2', 'NOPE1', 8); // first missing: skipped quietly, as Boom
    animatedRecord(b, 0, 'NOPE3', 'NUKAGE1', 8); // last missing: warned
    animatedRecord(b, 0, 'CEIL1_1', 'NUKAGE2', 4); // flats 3..5 (record 4)
    b.u8(255);
    const stack = stackOf([{ name: 'ANIMATED', data: b.build() }], 'boom.wad');
    const textures = { textures: ['AASHITTY', 'FIREBLU1', 'FIREBLU2', 'X'].map((name) => ({ name })), byName: new Map(), warnings: [] } as unknown as TextureSet;
    const flats = { flats: FLATS.map((name) => ({ name })), byName: new Map(), warnings: [] } as unknown as FlatSet;
    const a = loadAnimations(textures, flats, stack);
    // FIREBLU is no longer animated: the lump is the whole list.
    expect(Array.from(a.textures)).toEqual([0, 4, 3, 0]);
    expect(Array.from(a.flats)).toEqual([3, 3, 4, 3]);
    expect(a.warnings).toEqual([
      'boom.wad: ANIMATED record 3: flat NUKAGE1..NOPE3: NOPE3 not found; skipped',
      'boom.wad: ANIMATED record 1: animation NUKAGE3..NUKAGE1: bad cycle (NUKAGE1 is at 2, NUKAGE3 at 4); skipped',
    ]);
    // Speed 3: texture 1 (FIREBLU1's id) shows (floor(T-1)/3 + 1) % 4.
    expect([1, 3, 4, 7].map((tic) => animate(a.textures, 1, tic))).toEqual([1, 1, 2, 3]);
  });
});
