// DOOM's platforms (p_plats): lifts that lower, wait 3 seconds and come back up, the blazing ones,
// floors that rise to the next floor or by 24/32 units taking the front sector's flat, and the
// perpetual lifts, which start up or down by a P_Random draw and can be stopped (put in stasis) and
// started again by tag. The active ones are kept in DOOM's 30 slots (vanilla stops beyond: here a
// warning, and the plat runs unlisted).
import { TICRATE } from '../../defs/doom/timing.js';
import { FRACUNIT } from '../base/fixed.js';
import type { Line, Sector } from '../base/level.js';
import { Thinker, ThinkerPool, TF_ACTIVE, TF_NONE } from '../base/thinker.js';
import type { SimState } from '../base/sim-state.js';
import { SFX } from '../../defs/doom/sounds.js';
import { MOVE_CRUSHED, MOVE_PASTDEST, movePlane } from './floors.js';
import { findHighestFloorSurrounding, findLowestFloorSurrounding, findNextHighestFloor, findSectorFromLineTag } from './specials.js';
import { MAXPLATS, specialState } from './special-state.js';
import { PR_PLATS } from '../../defs/doom/random.js';

/** DOOM's plat_e. */
export const PLAT_UP = 0;
export const PLAT_DOWN = 1;
export const PLAT_WAITING = 2;
export const PLAT_IN_STASIS = 3;

/** DOOM's plattype_e. */
export const PLAT_PERPETUAL_RAISE = 0;
export const PLAT_DOWN_WAIT_UP_STAY = 1;
export const PLAT_RAISE_AND_CHANGE = 2;
export const PLAT_RAISE_TO_NEAREST_AND_CHANGE = 3;
export const PLAT_BLAZE_DWUS = 4;
/** Boom's: the generalized lift, the generalized perpetual lift, and the instant floor/ceiling toggle (211, 212). */
export const PLAT_GEN_LIFT = 5;
export const PLAT_GEN_PERPETUAL = 6;
export const PLAT_TOGGLE_UP_DN = 7;

export const PLATWAIT = 3;
export const PLATSPEED = FRACUNIT;

/** A moving platform (plat_t). */
export class Plat extends Thinker {
  sector: Sector = null as unknown as Sector;
  speed = 0;
  low = 0;
  high = 0;
  wait = 0;
  count = 0;
  status = PLAT_UP;
  oldstatus = PLAT_UP;
  crush = 0;
  tag = 0;
  type = PLAT_PERPETUAL_RAISE;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    platRaise(this.ps, this);
  }

  override freed(): void {
    PLAT_POOL.give(this.ps, this);
  }

  /** A plat from the pool, as new. */
  reset(): this {
    this.sector = null as unknown as Sector;
    this.speed = 0; this.low = 0; this.high = 0; this.wait = 0; this.count = 0;
    this.status = PLAT_UP; this.oldstatus = PLAT_UP; this.crush = 0; this.tag = 0; this.type = PLAT_PERPETUAL_RAISE;
    return this;
  }
}

const PLAT_POOL = new ThinkerPool<Plat>();

/** T_PlatRaise. */
export function platRaise(ps: SimState, plat: Plat): void {
  const sec = plat.sector;
  switch (plat.status) {
    case PLAT_UP: {
      const res = movePlane(ps, sec, plat.speed, plat.high, plat.crush, 0, 1);
      if (plat.type === PLAT_RAISE_AND_CHANGE || plat.type === PLAT_RAISE_TO_NEAREST_AND_CHANGE) {
        if (!(ps.leveltime & 7)) ps.sectorSound(sec, SFX.stnmov);
      }
      if (res === MOVE_CRUSHED && plat.crush === 0) {
        plat.count = plat.wait;
        plat.status = PLAT_DOWN;
        ps.sectorSound(sec, SFX.pstart);
      } else if (res === MOVE_PASTDEST) {
        if (plat.type !== PLAT_TOGGLE_UP_DN) {
          plat.count = plat.wait;
          plat.status = PLAT_WAITING;
          ps.sectorSound(sec, SFX.pstop);
        } else {
          // Boom's toggle stops silently and waits for its line again.
          plat.oldstatus = plat.status;
          plat.status = PLAT_IN_STASIS;
        }
        switch (plat.type) {
          case PLAT_BLAZE_DWUS:
          case PLAT_DOWN_WAIT_UP_STAY:
          case PLAT_RAISE_AND_CHANGE:
          case PLAT_RAISE_TO_NEAREST_AND_CHANGE:
          case PLAT_GEN_LIFT:
            removeActivePlat(ps, plat);
            break;
        }
      }
      break;
    }
    case PLAT_DOWN: {
      const res = movePlane(ps, sec, plat.speed, plat.low, 0, 0, -1);
      if (res === MOVE_PASTDEST) {
        if (plat.type !== PLAT_TOGGLE_UP_DN) {
          plat.count = plat.wait;
          plat.status = PLAT_WAITING;
          ps.sectorSound(sec, SFX.pstop);
        } else {
          plat.oldstatus = plat.status;
          plat.status = PLAT_IN_STASIS;
        }
        // Boom ends a raise-and-change that was sent back down (vanilla leaves it waiting forever).
        if (ps.compat.boom && (plat.type === PLAT_RAISE_AND_CHANGE || plat.type === PLAT_RAISE_TO_NEAREST_AND_CHANGE)) {
          removeActivePlat(ps, plat);
        }
      }
      break;
    }
    case PLAT_WAITING:
      plat.count = (plat.count - 1) | 0;
      if (plat.count === 0) {
        plat.status = sec.floorheight === plat.low ? PLAT_UP : PLAT_DOWN;
        ps.sectorSound(sec, SFX.pstart);
      }
      break;
  }
}

/** A plat (from the pool or new) added to the thinkers and owning `sec`'s floor. */
export function newPlat(ps: SimState, sec: Sector): Plat {
  const plat = PLAT_POOL.take(ps)?.reset() ?? new Plat(ps);
  ps.thinkers.add(plat);
  plat.sector = sec;
  sec.specialdata = plat;
  return plat;
}

/** EV_DoPlat: a plat of `type` in every idle sector tagged like `line` (`amount`: the raise in units). 1 if any started. */
export function evDoPlat(ps: SimState, line: Line, type: number, amount: number): number {
  const sectors = ps.level.sectors;
  let secnum = -1;
  let rtn = 0;
  if (type === PLAT_PERPETUAL_RAISE) activateInStasis(ps, line.tag);
  if (type === PLAT_TOGGLE_UP_DN) {
    activateInStasis(ps, line.tag);
    rtn = 1;
  }
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (sec.specialdata !== null) continue;
    rtn = 1;
    const plat = newPlat(ps, sec);
    plat.type = type;
    plat.crush = 0;
    plat.tag = line.tag;
    switch (type) {
      case PLAT_RAISE_TO_NEAREST_AND_CHANGE:
        plat.speed = PLATSPEED / 2;
        if (line.frontsector !== null) sec.floorpic = line.frontsector.floorpic;
        plat.high = findNextHighestFloor(ps, sec, sec.floorheight);
        plat.wait = 0;
        plat.status = PLAT_UP;
        sec.special = 0;
        ps.sectorSound(sec, SFX.stnmov);
        break;
      case PLAT_RAISE_AND_CHANGE:
        plat.speed = PLATSPEED / 2;
        if (line.frontsector !== null) sec.floorpic = line.frontsector.floorpic;
        plat.high = (sec.floorheight + amount * FRACUNIT) | 0;
        plat.wait = 0;
        plat.status = PLAT_UP;
        ps.sectorSound(sec, SFX.stnmov);
        break;
      case PLAT_DOWN_WAIT_UP_STAY:
      case PLAT_BLAZE_DWUS:
        plat.speed = type === PLAT_BLAZE_DWUS ? PLATSPEED * 8 : PLATSPEED * 4;
        plat.low = findLowestFloorSurrounding(sec);
        if (plat.low > sec.floorheight) plat.low = sec.floorheight;
        plat.high = sec.floorheight;
        plat.wait = TICRATE * PLATWAIT;
        plat.status = PLAT_DOWN;
        ps.sectorSound(sec, SFX.pstart);
        break;
      case PLAT_PERPETUAL_RAISE:
        plat.speed = PLATSPEED;
        plat.low = findLowestFloorSurrounding(sec);
        if (plat.low > sec.floorheight) plat.low = sec.floorheight;
        plat.high = findHighestFloorSurrounding(sec);
        if (plat.high < sec.floorheight) plat.high = sec.floorheight;
        plat.wait = TICRATE * PLATWAIT;
        plat.status = ps.rng.pRandom(PR_PLATS) & 1; // up or down
        ps.sectorSound(sec, SFX.pstart);
        break;
      case PLAT_TOGGLE_UP_DN:
        // Between the ceiling and the floor, crushing, silent and at once (speed and wait unused).
        plat.speed = PLATSPEED;
        plat.wait = TICRATE * PLATWAIT;
        plat.crush = 1;
        plat.low = sec.ceilingheight;
        plat.high = sec.floorheight;
        plat.status = PLAT_DOWN;
        break;
    }
    addActivePlat(ps, plat);
  }
  return rtn;
}

/** P_ActivateInStasis: the stopped plats of `tag` go on as they were. */
export function activateInStasis(ps: SimState, tag: number): void {
  const list = specialState(ps).activeplats;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (p !== null && p.tag === tag && p.status === PLAT_IN_STASIS) {
      // Boom's toggle goes the other way from where it stopped.
      if (p.type === PLAT_TOGGLE_UP_DN) p.status = p.oldstatus === PLAT_UP ? PLAT_DOWN : PLAT_UP;
      else p.status = p.oldstatus;
      p.fn = TF_ACTIVE;
    }
  }
}

/** EV_StopPlat: the moving plats of the line's tag stop (in stasis). */
export function evStopPlat(ps: SimState, line: Line): void {
  const list = specialState(ps).activeplats;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (p !== null && p.status !== PLAT_IN_STASIS && p.tag === line.tag) {
      p.oldstatus = p.status;
      p.status = PLAT_IN_STASIS;
      p.fn = TF_NONE;
    }
  }
}

/** P_AddActivePlat. */
export function addActivePlat(ps: SimState, plat: Plat): void {
  const list = specialState(ps).activeplats;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === null) {
      list[i] = plat;
      return;
    }
  }
  if (ps.compat.boom) { // Boom lists any number
    list.push(plat);
    return;
  }
  ps.warn(`more than ${MAXPLATS} moving plats (vanilla stops here); sector ${plat.sector.index}'s is not listed`);
}

/** P_RemoveActivePlat: the plat ends (its sector is free again). */
export function removeActivePlat(ps: SimState, plat: Plat): void {
  const list = specialState(ps).activeplats;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === plat) list[i] = null;
  }
  // An unlisted plat (past vanilla's limit) ends the same way.
  plat.sector.specialdata = null;
  ps.thinkers.remove(plat);
}
