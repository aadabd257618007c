import { describe, expect, it } from 'vitest';
import {
  DOOM_FLAT_ANIMDEFS,
  DOOM_TEXTURE_ANIMDEFS,
  animate,
  buildAnimationTable,
  createTranslation,
  fillTranslation,
  loadAnimations,
} from '../../src/assets/animations.js';
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
