// Which music lump DOOM plays where (s_sound.c's S_Start, wi_stuff.c, f_finale.c, d_main.c):
// DOOM's music table, the map music of both games, and the title, intermission, text-screen,
// bunny and cast-call music. Names are the lump names ("D_" + the table's name, upper case); DOOM's
// table itself is src/defs/doom/music.ts (a patch may rename its songs: Defs.musicLump).
import { MUSIC_NAMES } from '../defs/doom/music.js';


/** Ultimate DOOM's episode 4 reuses earlier songs (E4M1 … E4M9). */
const EPISODE4 = ['E3M4', 'E3M2', 'E3M3', 'E1M5', 'E2M7', 'E2M4', 'E2M6', 'E2M5', 'E1M9'];

const lump = (name: string): string => `D_${name}`;

/**
 * The music lump of a map: DOOM II ("commercial") MAPxx plays the MAP01-MAP32 table (D_RUNNIN …);
 * DOOM ExMy plays D_ExMy for episodes 1-3 and episode 4's borrowed songs. Null where DOOM has no
 * entry (a map number past its table, which DOOM itself would read out of bounds).
 */
export function mapMusicLump(commercial: boolean, episode: number, map: number): string | null {
  if (commercial) {
    const i = MUSIC_NAMES.indexOf('RUNNIN') + map - 1;
    return map >= 1 && map <= 32 ? lump(MUSIC_NAMES[i]) : null;
  }
  if (map < 1 || map > 9) return null;
  if (episode >= 1 && episode <= 3) return lump(MUSIC_NAMES[(episode - 1) * 9 + map - 1]);
  if (episode === 4) return lump(EPISODE4[map - 1]);
  return null;
}

/** The music of a map given by its lump name (E1M1, MAP07); null for other names. */
export function musicForMapName(mapName: string): string | null {
  const m = /^E(\d)M(\d)$/i.exec(mapName);
  if (m) return mapMusicLump(false, Number(m[1]), Number(m[2]));
  const c = /^MAP(\d\d)$/i.exec(mapName);
  return c ? mapMusicLump(true, 1, Number(c[1])) : null;
}

/** The intermission (tally screen) music. */
export function intermissionMusicLump(commercial: boolean): string {
  return commercial ? 'D_DM2INT' : 'D_INTER';
}

/**
 * The title screen's music: DOOM II's D_DM2TTL; DOOM's D_INTRO, or D_INTROA (the version made for
 * OPL) when the WAD has it, as DOOM picks it for an AdLib or Sound Blaster.
 */
export function titleMusicLump(commercial: boolean, hasIntroA: boolean): string {
  if (commercial) return 'D_DM2TTL';
  return hasIntroA ? 'D_INTROA' : 'D_INTRO';
}

/** The text screen's music after an episode (DOOM) or between DOOM II's chapters. */
export function textScreenMusicLump(commercial: boolean): string {
  return commercial ? 'D_READ_M' : 'D_VICTOR';
}

/** The art screen after DOOM's episode 3 text (the bunny scroller) plays D_BUNNY; others keep the text music. */
export function artScreenMusicLump(episode: number): string | null {
  return episode === 3 ? 'D_BUNNY' : null;
}

/** DOOM II's cast call. */
export const CAST_MUSIC_LUMP = 'D_EVIL';
