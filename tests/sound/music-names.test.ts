// Which music DOOM plays: both games' map tables, episode 4's borrowed songs, the other screens;
// every name DOOM can pick exists in the matching Freedoom IWAD.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { parseWad } from '../../src/wad/wad-file.js';
import {
  CAST_MUSIC_LUMP, artScreenMusicLump, intermissionMusicLump, mapMusicLump, musicForMapName, textScreenMusicLump, titleMusicLump,
} from '../../src/sound/music-names.js';
import { FREEDOOM1, FREEDOOM2, noFreedoomReason } from '../helpers/freedoom.js';

describe('music names', () => {
  it('maps: DOOM ExMy, episode 4 borrowing, DOOM II MAP01-MAP32', () => {
    expect(mapMusicLump(false, 1, 1)).toBe('D_E1M1');
    expect(mapMusicLump(false, 3, 9)).toBe('D_E3M9');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((m) => mapMusicLump(false, 4, m))).toEqual(
      ['D_E3M4', 'D_E3M2', 'D_E3M3', 'D_E1M5', 'D_E2M7', 'D_E2M4', 'D_E2M6', 'D_E2M5', 'D_E1M9']);
    expect(mapMusicLump(true, 1, 1)).toBe('D_RUNNIN');
    expect(mapMusicLump(true, 1, 2)).toBe('D_STALKS');
    expect(mapMusicLump(true, 1, 30)).toBe('D_OPENIN');
    expect(mapMusicLump(true, 1, 31)).toBe('D_EVIL');
    expect(mapMusicLump(true, 1, 32)).toBe('D_ULTIMA');
    expect([mapMusicLump(true, 1, 33), mapMusicLump(false, 5, 1), mapMusicLump(false, 1, 10)]).toEqual([null, null, null]);
    expect([musicForMapName('e2m3'), musicForMapName('MAP15'), musicForMapName('TEST')]).toEqual(['D_E2M3', 'D_RUNNI2', null]);
  });

  it('screens: intermission, title (D_INTROA for OPL when present), text, bunny, cast', () => {
    expect([intermissionMusicLump(false), intermissionMusicLump(true)]).toEqual(['D_INTER', 'D_DM2INT']);
    expect([titleMusicLump(false, true), titleMusicLump(false, false), titleMusicLump(true, true)]).toEqual(['D_INTROA', 'D_INTRO', 'D_DM2TTL']);
    expect([textScreenMusicLump(false), textScreenMusicLump(true)]).toEqual(['D_VICTOR', 'D_READ_M']);
    expect([artScreenMusicLump(3), artScreenMusicLump(1)]).toEqual(['D_BUNNY', null]);
    expect(CAST_MUSIC_LUMP).toBe('D_EVIL');
  });

  const skip = existsSync(FREEDOOM1) && existsSync(FREEDOOM2) ? false : noFreedoomReason;
  it.skipIf(skip)(`every lump DOOM can pick is in Freedoom's IWADs (${skip || 'Freedoom'})`, () => {
    const names = (p: string): Set<string> => new Set(parseWad(new Uint8Array(readFileSync(p)), p).lumps.map((l) => l.name));
    const d1 = names(FREEDOOM1), d2 = names(FREEDOOM2);
    for (let e = 1; e <= 4; e++) for (let m = 1; m <= 9; m++) expect(d1.has(mapMusicLump(false, e, m)!)).toBe(true);
    for (let m = 1; m <= 32; m++) expect(d2.has(mapMusicLump(true, 1, m)!)).toBe(true);
    for (const n of [intermissionMusicLump(false), titleMusicLump(false, d1.has('D_INTROA')), textScreenMusicLump(false), 'D_BUNNY']) expect(d1.has(n)).toBe(true);
    for (const n of [intermissionMusicLump(true), titleMusicLump(true, false), textScreenMusicLump(true), CAST_MUSIC_LUMP]) expect(d2.has(n)).toBe(true);
  });
});
