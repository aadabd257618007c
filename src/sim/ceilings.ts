// DOOM's moving ceilings (p_ceilng): ceilings that lower to the floor (or 8 above it, crushing), rise
// to the highest neighbouring ceiling, and the crushers that go down and up until stopped — slowed
// to an eighth while crushing something, silent or fast kinds — with DOOM's 30 active slots (a
// ceiling past them is never listed, so, as in vanilla, it never ends), stop and restart by tag.
import { FRACUNIT } from './fixed.js';
import type { Line, Sector } from './level.js';
import { Thinker, ThinkerPool, TF_ACTIVE, TF_NONE } from './thinker.js';
import type { Playsim } from './playsim.js';
import { SFX } from './data/sounds.js';
import { MOVE_CRUSHED, MOVE_PASTDEST, movePlane } from './floors.js';
import { findHighestCeilingSurrounding, findSectorFromLineTag } from './specials.js';
import { MAXCEILINGS, specialState } from './special-state.js';

/** DOOM's ceiling_e. */
export const CEIL_LOWER_TO_FLOOR = 0;
export const CEIL_RAISE_TO_HIGHEST = 1;
export const CEIL_LOWER_AND_CRUSH = 2;
export const CEIL_CRUSH_AND_RAISE = 3;
export const CEIL_FAST_CRUSH_AND_RAISE = 4;
export const CEIL_SILENT_CRUSH_AND_RAISE = 5;

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

  constructor(readonly ps: Playsim) {
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
    return this;
  }
}

const CEILING_POOL = new ThinkerPool<Ceiling>();

/** T_MoveCeiling. */
export function moveCeiling(ps: Playsim, c: Ceiling): void {
  const sec = c.sector;
  switch (c.direction) {
    case 1: {
      const res = movePlane(ps, sec, c.speed, c.topheight, 0, 1, c.direction);
      if (!(ps.leveltime & 7) && c.type !== CEIL_SILENT_CRUSH_AND_RAISE) ps.sectorSound(sec, SFX.stnmov);
      if (res === MOVE_PASTDEST) {
        switch (c.type) {
          case CEIL_RAISE_TO_HIGHEST:
            removeActiveCeiling(ps, c);
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
      if (!(ps.leveltime & 7) && c.type !== CEIL_SILENT_CRUSH_AND_RAISE) ps.sectorSound(sec, SFX.stnmov);
      if (res === MOVE_PASTDEST) {
        switch (c.type) {
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
        }
      }
      break;
    }
  }
}

/** EV_DoCeiling: a ceiling of `type` in every idle sector tagged like `line`. 1 if any started. */
export function evDoCeiling(ps: Playsim, line: Line, type: number): number {
  const sectors = ps.level.sectors;
  let secnum = -1;
  let rtn = 0;
  if (type === CEIL_FAST_CRUSH_AND_RAISE || type === CEIL_SILENT_CRUSH_AND_RAISE || type === CEIL_CRUSH_AND_RAISE) {
    activateInStasisCeiling(ps, line);
  }
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (sec.specialdata !== null) continue;
    rtn = 1;
    const c = CEILING_POOL.take(ps)?.reset() ?? new Ceiling(ps);
    ps.thinkers.add(c);
    sec.specialdata = c;
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
    }
    c.tag = sec.tag;
    c.type = type;
    addActiveCeiling(ps, c);
  }
  return rtn;
}

/** P_AddActiveCeiling (past the 30 slots: silently unlisted, as in vanilla). */
export function addActiveCeiling(ps: Playsim, c: Ceiling): void {
  const list = specialState(ps).activeceilings;
  for (let i = 0; i < MAXCEILINGS; i++) {
    if (list[i] === null) {
      list[i] = c;
      return;
    }
  }
}

/** P_RemoveActiveCeiling: a listed ceiling ends; an unlisted one goes on (vanilla's). */
export function removeActiveCeiling(ps: Playsim, c: Ceiling): void {
  const list = specialState(ps).activeceilings;
  for (let i = 0; i < MAXCEILINGS; i++) {
    if (list[i] === c) {
      c.sector.specialdata = null;
      ps.thinkers.remove(c);
      list[i] = null;
      return;
    }
  }
}

/** P_ActivateInStasisCeiling: the stopped crushers of the line's tag go on. */
export function activateInStasisCeiling(ps: Playsim, line: Line): void {
  const list = specialState(ps).activeceilings;
  for (let i = 0; i < MAXCEILINGS; i++) {
    const c = list[i];
    if (c !== null && c.tag === line.tag && c.direction === 0) {
      c.direction = c.olddirection;
      c.fn = TF_ACTIVE;
    }
  }
}

/** EV_CeilingCrushStop: the moving ceilings of the line's tag stop (in stasis). 1 if any did. */
export function evCeilingCrushStop(ps: Playsim, line: Line): number {
  const list = specialState(ps).activeceilings;
  let rtn = 0;
  for (let i = 0; i < MAXCEILINGS; i++) {
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
