// DOOM's moving ceilings (p_ceilng): ceilings that lower to the floor (or 8 above it, crushing), rise
// to the highest neighbouring ceiling, and the crushers that go down and up until stopped — slowed
// to an eighth while crushing something, silent or fast kinds — with DOOM's 30 active slots (a
// ceiling past them is never listed, so, as in vanilla, it never ends), stop and restart by tag.
import { FRACUNIT } from '../base/fixed.js';
import type { Line, Sector } from '../base/level.js';
import { Thinker, ThinkerPool, TF_ACTIVE, TF_NONE } from '../base/thinker.js';
import type { SimState } from '../base/sim-state.js';
import { SFX } from '../../defs/doom/sounds.js';
import { MOVE_CRUSHED, MOVE_PASTDEST, movePlane } from './floors.js';
import { findHighestCeilingSurrounding, findHighestFloorSurrounding, findLowestCeilingSurrounding, findSectorFromLineTag } from './specials.js';
import { specialState } from './special-state.js';
import { ceilingActive, setCeilingData } from '../base/sector-data.js';

/** DOOM's ceiling_e. */
export const CEIL_LOWER_TO_FLOOR = 0;
export const CEIL_RAISE_TO_HIGHEST = 1;
export const CEIL_LOWER_AND_CRUSH = 2;
export const CEIL_CRUSH_AND_RAISE = 3;
export const CEIL_FAST_CRUSH_AND_RAISE = 4;
export const CEIL_SILENT_CRUSH_AND_RAISE = 5;
/** Boom's: lower to the lowest neighbouring ceiling, to the highest neighbouring floor (199..206). */
export const CEIL_LOWER_TO_LOWEST = 6;
export const CEIL_LOWER_TO_MAX_FLOOR = 7;
/** Boom's generalized ceilings (p_genlin): plain, with a flat change (texture only, zeroed special,
 *  copied special), and the generalized crushers. */
export const CEIL_GEN = 8;
export const CEIL_GEN_CHG = 9;
export const CEIL_GEN_CHG0 = 10;
export const CEIL_GEN_CHGT = 11;
export const CEIL_GEN_CRUSHER = 12;
export const CEIL_GEN_SILENT_CRUSHER = 13;

export const CEILSPEED = FRACUNIT;
export const CEILWAIT = 150;

/** A moving ceiling (ceiling_t). direction: 1 up, -1 down, 0 in stasis. */
export class Ceiling extends Thinker {
  type = CEIL_LOWER_TO_FLOOR;
  sector: Sector = null as unknown as Sector;
  bottomheight = 0;
  topheight = 0;
  speed = 0;
  crush = 0;
  direction = 0;
  tag = 0;
  olddirection = 0;
  /** Boom: the flat and special to take at the end (generalized changers), the crusher's own speed,
   *  and whether it moves without sound. */
  texture = 0;
  newspecial = 0;
  oldspeed = 0;
  silent = false;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    moveCeiling(this.ps, this);
  }

  override freed(): void {
    CEILING_POOL.give(this.ps, this);
  }

  /** A ceiling mover from the pool, as new. */
  reset(): this {
    this.type = CEIL_LOWER_TO_FLOOR;
    this.sector = null as unknown as Sector;
    this.bottomheight = 0; this.topheight = 0; this.speed = 0; this.crush = 0; this.direction = 0; this.tag = 0; this.olddirection = 0;
    this.texture = 0; this.newspecial = 0; this.oldspeed = 0; this.silent = false;
    return this;
  }
}

const CEILING_POOL = new ThinkerPool<Ceiling>();

/** T_MoveCeiling. */
export function moveCeiling(ps: SimState, c: Ceiling): void {
  const sec = c.sector;
  switch (c.direction) {
    case 1: {
      const res = movePlane(ps, sec, c.speed, c.topheight, 0, 1, c.direction);
      if (!(ps.leveltime & 7) && c.type !== CEIL_SILENT_CRUSH_AND_RAISE && !c.silent) ps.sectorSound(sec, SFX.stnmov);
      if (res === MOVE_PASTDEST) {
        switch (c.type) {
          case CEIL_RAISE_TO_HIGHEST:
          case CEIL_GEN:
            removeActiveCeiling(ps, c);
            break;
          case CEIL_GEN_CHGT:
          case CEIL_GEN_CHG0:
          case CEIL_GEN_CHG:
            if (c.type !== CEIL_GEN_CHG) sec.special = c.newspecial;
            sec.ceilingpic = c.texture;
            removeActiveCeiling(ps, c);
            break;
          case CEIL_GEN_CRUSHER:
          case CEIL_GEN_SILENT_CRUSHER:
            c.direction = -1;
            break;
          case CEIL_SILENT_CRUSH_AND_RAISE:
          case CEIL_FAST_CRUSH_AND_RAISE:
          case CEIL_CRUSH_AND_RAISE:
            if (c.type === CEIL_SILENT_CRUSH_AND_RAISE) ps.sectorSound(sec, SFX.pstop);
            c.direction = -1;
            break;
        }
      }
      break;
    }
    case -1: {
      const res = movePlane(ps, sec, c.speed, c.bottomheight, c.crush, 1, c.direction);
      if (!(ps.leveltime & 7) && c.type !== CEIL_SILENT_CRUSH_AND_RAISE && !c.silent) ps.sectorSound(sec, SFX.stnmov);
      if (res === MOVE_PASTDEST) {
        switch (c.type) {
          case CEIL_GEN_CRUSHER:
          case CEIL_GEN_SILENT_CRUSHER:
            // Slow crushers slowed by what they crushed go back to their speed; fast ones never slowed.
            if (c.oldspeed < CEILSPEED * 3) c.speed = c.oldspeed;
            c.direction = 1;
            break;
          case CEIL_GEN_CHGT:
          case CEIL_GEN_CHG0:
          case CEIL_GEN_CHG:
            if (c.type !== CEIL_GEN_CHG) sec.special = c.newspecial;
            sec.ceilingpic = c.texture;
            removeActiveCeiling(ps, c);
            break;
          case CEIL_LOWER_TO_LOWEST:
          case CEIL_LOWER_TO_MAX_FLOOR:
          case CEIL_GEN:
            removeActiveCeiling(ps, c);
            break;
          case CEIL_SILENT_CRUSH_AND_RAISE:
          case CEIL_CRUSH_AND_RAISE:
          case CEIL_FAST_CRUSH_AND_RAISE:
            if (c.type === CEIL_SILENT_CRUSH_AND_RAISE) ps.sectorSound(sec, SFX.pstop);
            if (c.type !== CEIL_FAST_CRUSH_AND_RAISE) c.speed = CEILSPEED;
            c.direction = 1;
            break;
          case CEIL_LOWER_AND_CRUSH:
          case CEIL_LOWER_TO_FLOOR:
            removeActiveCeiling(ps, c);
            break;
        }
      } else if (res === MOVE_CRUSHED) {
        switch (c.type) {
          case CEIL_SILENT_CRUSH_AND_RAISE:
          case CEIL_CRUSH_AND_RAISE:
          case CEIL_LOWER_AND_CRUSH:
            c.speed = CEILSPEED / 8;
            break;
          case CEIL_GEN_CRUSHER:
          case CEIL_GEN_SILENT_CRUSHER:
            if (c.oldspeed < CEILSPEED * 3) c.speed = CEILSPEED / 8;
            break;
        }
      }
      break;
    }
  }
}

/** EV_DoCeiling: a ceiling of `type` in every idle sector tagged like `line`. 1 if any started. */
export function evDoCeiling(ps: SimState, line: Line, type: number): number {
  const sectors = ps.level.sectors;
  let secnum = -1;
  let rtn = 0;
  if (type === CEIL_FAST_CRUSH_AND_RAISE || type === CEIL_SILENT_CRUSH_AND_RAISE || type === CEIL_CRUSH_AND_RAISE) {
    // Boom counts a restarted crusher as a success (a switch flips for it).
    const restarted = activateInStasisCeiling(ps, line.tag);
    if (ps.compat.boom) rtn = restarted;
  }
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (ceilingActive(ps, sec)) continue;
    rtn = 1;
    const c = newCeiling(ps, sec);
    c.sector = sec;
    c.crush = 0;
    switch (type) {
      case CEIL_FAST_CRUSH_AND_RAISE:
        c.crush = 1;
        c.topheight = sec.ceilingheight;
        c.bottomheight = (sec.floorheight + 8 * FRACUNIT) | 0;
        c.direction = -1;
        c.speed = CEILSPEED * 2;
        break;
      case CEIL_SILENT_CRUSH_AND_RAISE:
      case CEIL_CRUSH_AND_RAISE:
      case CEIL_LOWER_AND_CRUSH:
      case CEIL_LOWER_TO_FLOOR:
        if (type === CEIL_SILENT_CRUSH_AND_RAISE || type === CEIL_CRUSH_AND_RAISE) {
          c.crush = 1;
          c.topheight = sec.ceilingheight;
        }
        c.bottomheight = sec.floorheight;
        if (type !== CEIL_LOWER_TO_FLOOR) c.bottomheight = (c.bottomheight + 8 * FRACUNIT) | 0;
        c.direction = -1;
        c.speed = CEILSPEED;
        break;
      case CEIL_RAISE_TO_HIGHEST:
        c.topheight = findHighestCeilingSurrounding(sec);
        c.direction = 1;
        c.speed = CEILSPEED;
        break;
      case CEIL_LOWER_TO_LOWEST:
        c.bottomheight = findLowestCeilingSurrounding(sec);
        c.direction = -1;
        c.speed = CEILSPEED;
        break;
      case CEIL_LOWER_TO_MAX_FLOOR:
        c.bottomheight = findHighestFloorSurrounding(sec);
        c.direction = -1;
        c.speed = CEILSPEED;
        break;
    }
    c.tag = sec.tag;
    c.type = type;
    addActiveCeiling(ps, c);
  }
  return rtn;
}

/** A ceiling mover (from the pool or new) added to the thinkers and owning `sec`'s ceiling. */
export function newCeiling(ps: SimState, sec: Sector): Ceiling {
  const c = CEILING_POOL.take(ps)?.reset() ?? new Ceiling(ps);
  ps.thinkers.add(c);
  setCeilingData(ps, sec, c);
  c.sector = sec;
  return c;
}

/** P_AddActiveCeiling (past the 30 slots: silently unlisted, as in vanilla; Boom has no limit). */
export function addActiveCeiling(ps: SimState, c: Ceiling): void {
  const list = specialState(ps).activeceilings;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === null) {
      list[i] = c;
      return;
    }
  }
  if (ps.compat.boom) list.push(c);
}

/** P_RemoveActiveCeiling: a listed ceiling ends; an unlisted one goes on (vanilla's). */
export function removeActiveCeiling(ps: SimState, c: Ceiling): void {
  const list = specialState(ps).activeceilings;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === c) {
      setCeilingData(ps, c.sector, null);
      ps.thinkers.remove(c);
      list[i] = null;
      return;
    }
  }
}

/** P_ActivateInStasisCeiling: the stopped crushers of `tag` go on. 1 if any did. */
export function activateInStasisCeiling(ps: SimState, tag: number): number {
  const list = specialState(ps).activeceilings;
  let rtn = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c !== null && c.tag === tag && c.direction === 0) {
      c.direction = c.olddirection;
      c.fn = TF_ACTIVE;
      rtn = 1;
    }
  }
  return rtn;
}

/** EV_CeilingCrushStop: the moving ceilings of the line's tag stop (in stasis). 1 if any did. */
export function evCeilingCrushStop(ps: SimState, line: Line): number {
  const list = specialState(ps).activeceilings;
  let rtn = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c !== null && c.tag === line.tag && c.direction !== 0) {
      c.olddirection = c.direction;
      c.fn = TF_NONE;
      c.direction = 0;
      rtn = 1;
    }
  }
  return rtn;
}
