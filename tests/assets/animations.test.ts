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
    // [first, count, speed] triples: NUKAGE 2..4, FWATER 6..9; LAVA4 missing → LAVA skipped.
    expect(Array.from(t)).toEqual([2, 3, 8, 6, 4, 8]);
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
  const t = buildAnimationTable(FLATS, DOOM_FLAT_ANIMDEFS);

  it('follows DOOM: frame = first + ((tics >> 3) + (id - first)) % count', () => {
    // NUKAGE1 (2) over time: 8 tics per frame, 3 frames.
    expect([0, 7, 8, 15, 16, 24, 31, 32].map((tic) => animate(t, 2, tic))).toEqual([2, 2, 3, 3, 4, 2, 2, 3]);
    // NUKAGE3 (4) starts at its own phase.
    expect([0, 8, 16].map((tic) => animate(t, 4, tic))).toEqual([4, 2, 3]);
    // FWATER: 4 frames, FWATER4 (9) at tic 100: (12 + 3) % 4 = 3 → 9.
    expect(animate(t, 9, 100)).toBe(6 + ((Math.floor(100 / 8) + 3) % 4));
    expect(animate(t, 7, 35)).toBe(6 + ((4 + 1) % 4));
    // Not animated.
    expect(animate(t, 0, 123)).toBe(0);
    expect(animate(t, 10, 123)).toBe(10);
  });

  it('fills a translation array for all animated ids, leaving others as identity', () => {
    const out = createTranslation(FLATS.length);
    expect(Array.from(out)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    fillTranslation(out, t, 8 * 5);
    // step 5: NUKAGE (count 3) shift 2; FWATER (count 4) shift 1.
    expect(Array.from(out)).toEqual([0, 1, 4, 2, 3, 5, 7, 8, 9, 6, 10]);
    for (let tic = 0; tic < 200; tic += 3) {
      fillTranslation(out, t, tic);
      for (let id = 0; id < FLATS.length; id++) expect(out[id]).toBe(animate(t, id, tic));
    }
  });

  it('loadAnimations resolves textures and flats from loaded sets', () => {
    const textures = { textures: ['AASHITTY', 'FIREBLU1', 'FIREBLU2', 'X'].map((name) => ({ name })), byName: new Map(), warnings: [] } as unknown as TextureSet;
    const flats = { flats: FLATS.map((name) => ({ name })), byName: new Map(), warnings: [] } as unknown as FlatSet;
    const a = loadAnimations(textures, flats);
    expect(Array.from(a.textures)).toEqual([1, 2, 8]);
    expect(Array.from(a.flats)).toEqual([2, 3, 8, 6, 4, 8]);
    expect(animate(a.textures, 1, 8)).toBe(2);
  });
});
