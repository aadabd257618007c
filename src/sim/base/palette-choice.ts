// Which of PLAYPAL's 14 palettes the screen is shown through (DOOM's ST_doPaletteStuff): the pain
// reds while the damage count runs down (or while berserk's red fades), else the pickup golds while
// the bonus count runs down, else the radiation suit's green (blinking as it runs out), else 0.
import { PW_IRONFEET, PW_STRENGTH, type PlayerState } from './player-state.js';

/** The first of the 8 red palettes (pain, berserk). */
export const STARTREDPALS = 1;
export const NUMREDPALS = 8;
/** The first of the 4 gold palettes (picking things up). */
export const STARTBONUSPALS = 9;
export const NUMBONUSPALS = 4;
/** The radiation suit's palette. */
export const RADIATIONPAL = 13;

/** The palette 0..13 for these counters (tics; berserk's counts up from 1 while it lasts). */
export function paletteFor(damagecount: number, strength: number, bonuscount: number, ironfeet: number): number {
  let cnt = damagecount;
  if (strength !== 0) {
    // Berserk's red fades over its first 12 * 64 tics.
    const bzc = 12 - (strength >> 6);
    if (bzc > cnt) cnt = bzc;
  }
  if (cnt > 0) {
    const p = (cnt + 7) >> 3;
    return STARTREDPALS + (p < NUMREDPALS ? p : NUMREDPALS - 1);
  }
  if (bonuscount > 0) {
    const p = (bonuscount + 7) >> 3;
    return STARTBONUSPALS + (p < NUMBONUSPALS ? p : NUMBONUSPALS - 1);
  }
  if (ironfeet > 4 * 32 || (ironfeet & 8) !== 0) return RADIATIONPAL;
  return 0;
}

/** The palette for a player as it is now. */
export function playerPalette(p: PlayerState): number {
  return paletteFor(p.damagecount, p.powers[PW_STRENGTH], p.bonuscount, p.powers[PW_IRONFEET]);
}
