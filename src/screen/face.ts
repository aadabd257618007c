// The status bar's face (DOOM's ST_updateFaceWidget and ST_calcPainOffset): which of the 42 face
// pictures shows, decided once a tic from the player's health, damage, attacker, new weapons, fire
// button and god mode, with DOOM's priorities and counts. The glance left/right/ahead uses a number
// from DOOM's misc random cursor drawn every tic (ST_Ticker), never the gameplay cursor.
// DOOM's own quirk is kept: the "ouch" face needs health to have gone UP by more than 20 since the
// last tic while a damage count runs (ST_MUCHPAIN compared the wrong way round), so it is rare.
import { TICRATE } from '../defs/doom/timing.js';
import type { PlayerState } from '../sim/index.js';
import { CF_GODMODE, NUMWEAPONS, PW_INVULNERABILITY } from '../sim/index.js';
import { ANG180, ANG45, ANGLE_OUT, pointToAngleOut } from '../sim/base/fixed.js';

/** Faces per pain level: 3 straight, turn right, turn left, ouch, evil grin, rampage. */
export const ST_NUMPAINFACES = 5;
export const ST_NUMSTRAIGHTFACES = 3;
export const ST_FACESTRIDE = 8;
export const ST_TURNOFFSET = 3;
export const ST_OUCHOFFSET = 5;
export const ST_EVILGRINOFFSET = 6;
export const ST_RAMPAGEOFFSET = 7;
export const ST_GODFACE = ST_NUMPAINFACES * ST_FACESTRIDE; // 40
export const ST_DEADFACE = ST_GODFACE + 1; // 41
export const ST_NUMFACES = ST_DEADFACE + 1;
export const ST_EVILGRINCOUNT = 2 * TICRATE;
export const ST_STRAIGHTFACECOUNT = TICRATE >> 1; // 17
export const ST_TURNCOUNT = TICRATE;
export const ST_RAMPAGEDELAY = 2 * TICRATE;
export const ST_MUCHPAIN = 20;

/** The lump name of face `index` (0..41), in DOOM's order. */
export function faceLumpName(index: number): string {
  if (index === ST_GODFACE) return 'STFGOD0';
  if (index === ST_DEADFACE) return 'STFDEAD0';
  const pain = Math.floor(index / ST_FACESTRIDE), k = index % ST_FACESTRIDE;
  if (k < ST_NUMSTRAIGHTFACES) return `STFST${pain}${k}`;
  return [`STFTR${pain}0`, `STFTL${pain}0`, `STFOUCH${pain}`, `STFEVL${pain}`, `STFKILL${pain}`][k - ST_NUMSTRAIGHTFACES];
}

/** ST_calcPainOffset: the first face of the pain level for `health` (over 100 counts as 100). */
export function painOffset(health: number): number {
  const h = health > 100 ? 100 : health;
  return ST_FACESTRIDE * Math.trunc(((100 - h) * ST_NUMPAINFACES) / 101);
}

export class FaceState {
  /** The face shown (0..41). */
  index = 0;
  /** Tics left before the face may change on its own. */
  count = 0;
  /** What decided the face (DOOM's static `priority`: kept across levels, as DOOM keeps it). */
  priority = 0;
  /** Tics of fire held left before the rampage face (-1: the button is up). Kept across levels. */
  lastAttackDown = -1;
  /** Health at the end of the last tic (-1 at a level's start). */
  oldHealth = -1;
  private readonly oldWeapons = new Uint8Array(NUMWEAPONS);

  /** ST_initData at a level's start: the straight face, the weapons owned now are not new. */
  start(p: PlayerState): void {
    this.index = 0;
    this.oldHealth = -1;
    this.oldWeapons.set(p.weaponowned);
  }

  /**
   * One tic of ST_updateFaceWidget, then ST_Ticker's st_oldhealth: `random` is this tic's misc
   * random number (st_randomnumber). Allocates nothing.
   */
  tick(p: PlayerState, random: number): void {
    if (this.priority < 10 && p.health === 0) {
      this.priority = 9;
      this.index = ST_DEADFACE;
      this.count = 1;
    }
    if (this.priority < 9 && p.bonuscount !== 0) {
      let grin = false;
      for (let i = 0; i < NUMWEAPONS; i++) {
        if (this.oldWeapons[i] !== p.weaponowned[i]) {
          grin = true;
          this.oldWeapons[i] = p.weaponowned[i];
        }
      }
      if (grin) {
        this.priority = 8;
        this.count = ST_EVILGRINCOUNT;
        this.index = painOffset(p.health) + ST_EVILGRINOFFSET;
      }
    }
    const mo = p.mo, attacker = p.attacker;
    if (this.priority < 8 && p.damagecount !== 0 && attacker !== null && attacker !== mo) {
      this.priority = 7;
      this.count = ST_TURNCOUNT;
      if (p.health - this.oldHealth > ST_MUCHPAIN) {
        this.index = painOffset(p.health) + ST_OUCHOFFSET;
      } else {
        // Which way to look: the attacker's bearing against the player's facing, both unsigned.
        const px = mo !== null ? mo.x : 0, py = mo !== null ? mo.y : 0, facing = mo !== null ? mo.angle >>> 0 : 0;
        pointToAngleOut(px, py, attacker.x, attacker.y);
        const bad = ANGLE_OUT[0];
        let diff: number, right: boolean;
        if (bad > facing) {
          diff = (bad - facing) >>> 0;
          right = diff > ANG180;
        } else {
          diff = (facing - bad) >>> 0;
          right = diff <= ANG180;
        }
        this.index = painOffset(p.health);
        if (diff < ANG45) this.index += ST_RAMPAGEOFFSET; // head-on
        else if (right) this.index += ST_TURNOFFSET;
        else this.index += ST_TURNOFFSET + 1;
      }
    }
    if (this.priority < 7 && p.damagecount !== 0) {
      // Hurt by nobody else (slime, a barrel of one's own, a fall into a crusher).
      this.count = ST_TURNCOUNT;
      if (p.health - this.oldHealth > ST_MUCHPAIN) {
        this.priority = 7;
        this.index = painOffset(p.health) + ST_OUCHOFFSET;
      } else {
        this.priority = 6;
        this.index = painOffset(p.health) + ST_RAMPAGEOFFSET;
      }
    }
    if (this.priority < 6) {
      if (p.attackdown) {
        if (this.lastAttackDown === -1) this.lastAttackDown = ST_RAMPAGEDELAY;
        else if (--this.lastAttackDown === 0) {
          this.priority = 5;
          this.index = painOffset(p.health) + ST_RAMPAGEOFFSET;
          this.count = 1;
          this.lastAttackDown = 1;
        }
      } else {
        this.lastAttackDown = -1;
      }
    }
    if (this.priority < 5 && ((p.cheats & CF_GODMODE) !== 0 || p.powers[PW_INVULNERABILITY] !== 0)) {
      this.priority = 4;
      this.index = ST_GODFACE;
      this.count = 1;
    }
    if (this.count === 0) {
      // Time is up: look ahead, left or right at random for half a second.
      this.index = painOffset(p.health) + (random % 3);
      this.count = ST_STRAIGHTFACECOUNT;
      this.priority = 0;
    }
    this.count--;
    this.oldHealth = p.health;
  }
}
