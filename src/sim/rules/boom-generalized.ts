// Boom's generalized line specials (boomref.txt; p_genlin): a line special from 0x2F80 up is not a
// number from a list but a bit field — its range names the class (crushers 0x2F80, stairs 0x3000,
// lifts 0x3400, locked doors 0x3800, doors 0x3C00, ceilings 0x4000, floors 0x6000 .. 0x7FFF), the
// low three bits how it is triggered (walk, switch, gun or push; once or again) and the rest its
// speed, target, direction, delay, key, flat/special change model and crushing. Here: the fields
// read once per use, the movers started with the existing floor, ceiling, door and plat thinkers
// (their Boom kinds), and who may trigger which (monsters only where the "monster" bit allows).
import { FRACUNIT } from '../base/fixed.js';
import type { Line, Sector } from '../base/level.js';
import type { SimState } from '../base/sim-state.js';
import type { PlayerState } from '../base/player-state.js';
import { SFX } from '../../defs/doom/sounds.js';
import { PR_GENLIFT } from '../../defs/doom/random.js';
import {
  FLOORSPEED, FLOOR_GEN, FLOOR_GEN_CHG, FLOOR_GEN_CHG0, FLOOR_GEN_CHGT, FLOOR_GEN_STAIR, FloorMove, clampHeight, newFloor,
  shortestLowerAround, shortestUpperAround,
} from './floors.js';
import {
  CEILSPEED, CEIL_GEN, CEIL_GEN_CHG, CEIL_GEN_CHG0, CEIL_GEN_CHGT, CEIL_GEN_CRUSHER, CEIL_GEN_SILENT_CRUSHER,
  activateInStasisCeiling, addActiveCeiling, newCeiling,
} from './ceilings.js';
import {
  VDOORSPEED, VDOORWAIT, VLD_GEN_BLAZE_CDO, VLD_GEN_BLAZE_CLOSE, VLD_GEN_BLAZE_OPEN, VLD_GEN_BLAZE_RAISE, VLD_GEN_CDO,
  VLD_GEN_CLOSE, VLD_GEN_OPEN, VLD_GEN_RAISE, newDoor,
} from './doors.js';
import { PLATSPEED, PLAT_DOWN, PLAT_GEN_LIFT, PLAT_GEN_PERPETUAL, activateInStasis, addActivePlat, newPlat } from './plats.js';
import {
  findHighestCeilingSurrounding, findHighestFloorSurrounding, findLowestCeilingSurrounding, findLowestFloorSurrounding,
  findModelSector, findNextHighest, findNextLowest, findSectorFromLineTag,
} from './specials.js';
import { ceilingActive, floorActive } from '../base/sector-data.js';

/** The class bases (boomref.txt), lowest first; GEN_END ends the floors. */
export const GEN_CRUSHER_BASE = 0x2f80;
export const GEN_STAIRS_BASE = 0x3000;
export const GEN_LIFT_BASE = 0x3400;
export const GEN_LOCKED_BASE = 0x3800;
export const GEN_DOOR_BASE = 0x3c00;
export const GEN_CEILING_BASE = 0x4000;
export const GEN_FLOOR_BASE = 0x6000;
export const GEN_END = 0x8000;

/** The trigger field (bits 0..2). */
export const TRIGGER_MASK = 7;
export const WALK_ONCE = 0;
export const WALK_MANY = 1;
export const SWITCH_ONCE = 2;
export const SWITCH_MANY = 3;
export const GUN_ONCE = 4;
export const GUN_MANY = 5;
export const PUSH_ONCE = 6;
export const PUSH_MANY = 7;

// Floors and ceilings share one layout.
const PLANE_CRUSH = 0x1000;
const PLANE_CHANGE = 0x0c00, PLANE_CHANGE_SHIFT = 10;
const PLANE_TARGET = 0x0380, PLANE_TARGET_SHIFT = 7;
const PLANE_DIRECTION = 0x0040;
const PLANE_MODEL = 0x0020;
const SPEED = 0x0018, SPEED_SHIFT = 3;
// Lifts.
const LIFT_TARGET = 0x0300, LIFT_TARGET_SHIFT = 8;
const LIFT_DELAY = 0x00c0, LIFT_DELAY_SHIFT = 6;
/** Lifts, stairs and crushers: monsters may trigger it. */
export const MONSTER_BIT = 0x0020;
// Stairs.
const STAIR_IGNORE = 0x0200;
export const STAIR_DIRECTION = 0x0100;
const STAIR_STEP = 0x00c0, STAIR_STEP_SHIFT = 6;
// Crushers.
const CRUSHER_SILENT = 0x0040;
// Doors.
const DOOR_DELAY = 0x0300, DOOR_DELAY_SHIFT = 8;
/** Doors: monsters may open it. */
export const DOOR_MONSTER = 0x0080;
const DOOR_KIND = 0x0060, DOOR_KIND_SHIFT = 5;
// Locked doors.
const LOCKED_NKEYS = 0x0200;
const LOCKED_KEY = 0x01c0, LOCKED_KEY_SHIFT = 6;
const LOCKED_KIND = 0x0020;

/** Floor targets. */
const F_TO_HNF = 0, F_TO_LNF = 1, F_TO_NNF = 2, F_TO_LNC = 3, F_TO_C = 4, F_BY_ST = 5, F_BY_24 = 6, F_BY_32 = 7;
/** Ceiling targets. */
const C_TO_HNC = 0, C_TO_LNC = 1, C_TO_NNC = 2, C_TO_HNF = 3, C_TO_F = 4, C_BY_ST = 5, C_BY_24 = 6, C_BY_32 = 7;
/** Changes (floors and ceilings). */
const CHG_ZERO = 1, CHG_TEXTURE = 2, CHG_TYPE = 3;
/** Lift targets. */
const L_TO_LNF = 0, L_TO_NNF = 1, L_TO_LNC = 2, L_PERPETUAL = 3;
/** Door kinds. */
const D_OPEN_WAIT_CLOSE = 0, D_OPEN = 1, D_CLOSE_WAIT_OPEN = 2, D_CLOSE = 3;
/** Keys (DOOM's card_t indices) and the locked door's key field. */
const IT_BLUECARD = 0, IT_YELLOWCARD = 1, IT_REDCARD = 2, IT_BLUESKULL = 3, IT_YELLOWSKULL = 4, IT_REDSKULL = 5;
const K_ANY = 0, K_RCARD = 1, K_BCARD = 2, K_YCARD = 3, K_RSKULL = 4, K_BSKULL = 5, K_YSKULL = 6;

/** Boom's messages (d_englsh.h) for the generalized locks. */
const PD_ANY = 'Any key will open this door';
const PD_ALL3 = 'You need all three keys to open this door';
const PD_ALL6 = 'You need all six keys to open this door';
const PD_REDK = 'You need a red key to open this door';
const PD_BLUEK = 'You need a blue key to open this door';
const PD_YELLOWK = 'You need a yellow key to open this door';
const PD_REDC = 'You need a red card to open this door';
const PD_BLUEC = 'You need a blue card to open this door';
const PD_YELLOWC = 'You need a yellow card to open this door';
const PD_REDS = 'You need a red skull to open this door';
const PD_BLUES = 'You need a blue skull to open this door';
const PD_YELLOWS = 'You need a yellow skull to open this door';

/** The generalized class of a special (its base), or 0 for a special below 0x2F80 or past 0x7FFF. */
export function genClass(special: number): number {
  const s = special >>> 0;
  if (s >= GEN_END) return 0;
  if (s >= GEN_FLOOR_BASE) return GEN_FLOOR_BASE;
  if (s >= GEN_CEILING_BASE) return GEN_CEILING_BASE;
  if (s >= GEN_DOOR_BASE) return GEN_DOOR_BASE;
  if (s >= GEN_LOCKED_BASE) return GEN_LOCKED_BASE;
  if (s >= GEN_LIFT_BASE) return GEN_LIFT_BASE;
  if (s >= GEN_STAIRS_BASE) return GEN_STAIRS_BASE;
  if (s >= GEN_CRUSHER_BASE) return GEN_CRUSHER_BASE;
  return 0;
}

/**
 * The sectors a generalized line works on, one at a time: a push (D1/DR) line the sector behind it
 * (none on a one-sided line), others every sector tagged like it. `prev` is the last one returned
 * (-1 to start); -1 when done.
 */
function nextGenSector(ps: SimState, line: Line, prev: number): number {
  const trig = line.special & TRIGGER_MASK;
  if (trig === PUSH_ONCE || trig === PUSH_MANY) {
    if (prev >= 0 || line.backsector === null) return -1;
    return line.backsector.index;
  }
  return findSectorFromLineTag(ps, line, prev);
}

/** The four speeds of floors and ceilings: 1, 2, 4, 8 units a tic. */
function planeSpeed(sped: number): number {
  return (FRACUNIT << sped) | 0;
}

/** EV_DoGenFloor. 1 when a floor started. */
export function evDoGenFloor(ps: SimState, line: Line): number {
  const value = (line.special - GEN_FLOOR_BASE) | 0;
  const crush = (value & PLANE_CRUSH) !== 0;
  const chgT = (value & PLANE_CHANGE) >> PLANE_CHANGE_SHIFT;
  const targ = (value & PLANE_TARGET) >> PLANE_TARGET_SHIFT;
  const up = (value & PLANE_DIRECTION) !== 0;
  const numeric = (value & PLANE_MODEL) !== 0;
  const sped = (value & SPEED) >> SPEED_SHIFT;
  const sectors = ps.level.sectors;
  let rtn = 0;
  let secnum = -1;
  while ((secnum = nextGenSector(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (floorActive(sec)) continue;
    rtn = 1;
    const floor = newFloor(ps, sec);
    floor.crush = crush ? 1 : 0;
    floor.direction = up ? 1 : -1;
    floor.sector = sec;
    floor.texture = sec.floorpic;
    floor.newspecial = sec.special;
    floor.type = FLOOR_GEN;
    floor.speed = (FLOORSPEED << sped) | 0;
    switch (targ) {
      case F_TO_HNF: floor.floordestheight = findHighestFloorSurrounding(sec); break;
      case F_TO_LNF: floor.floordestheight = findLowestFloorSurrounding(sec); break;
      case F_TO_NNF:
        floor.floordestheight = up ? findNextHighest(sec, sec.floorheight, false) : findNextLowest(sec, sec.floorheight, false);
        break;
      case F_TO_LNC: floor.floordestheight = findLowestCeilingSurrounding(sec); break;
      case F_TO_C: floor.floordestheight = sec.ceilingheight; break;
      case F_BY_ST:
        floor.floordestheight = clampHeight((sec.floorheight >> 16) + floor.direction * (shortestLowerAround(ps, sec) >> 16));
        break;
      case F_BY_24: floor.floordestheight = (sec.floorheight + floor.direction * 24 * FRACUNIT) | 0; break;
      case F_BY_32: floor.floordestheight = (sec.floorheight + floor.direction * 32 * FRACUNIT) | 0; break;
    }
    if (chgT !== 0) {
      // The model: a neighbour at the destination (numeric) or the line's front sector (trigger).
      const model = numeric
        ? findModelSector(ps, floor.floordestheight, sec, targ === F_TO_LNC || targ === F_TO_C)
        : line.frontsector;
      if (model !== null) setFloorChange(floor, model, chgT);
    }
  }
  return rtn;
}

function setFloorChange(floor: FloorMove, model: Sector, chgT: number): void {
  floor.texture = model.floorpic;
  switch (chgT) {
    case CHG_ZERO: floor.newspecial = 0; floor.type = FLOOR_GEN_CHG0; break;
    case CHG_TYPE: floor.newspecial = model.special; floor.type = FLOOR_GEN_CHGT; break;
    case CHG_TEXTURE: floor.type = FLOOR_GEN_CHG; break;
  }
}

/** EV_DoGenCeiling. 1 when a ceiling started. */
export function evDoGenCeiling(ps: SimState, line: Line): number {
  const value = (line.special - GEN_CEILING_BASE) | 0;
  const crush = (value & PLANE_CRUSH) !== 0;
  const chgT = (value & PLANE_CHANGE) >> PLANE_CHANGE_SHIFT;
  const targ = (value & PLANE_TARGET) >> PLANE_TARGET_SHIFT;
  const up = (value & PLANE_DIRECTION) !== 0;
  const numeric = (value & PLANE_MODEL) !== 0;
  const sped = (value & SPEED) >> SPEED_SHIFT;
  const sectors = ps.level.sectors;
  let rtn = 0;
  let secnum = -1;
  while ((secnum = nextGenSector(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (ceilingActive(ps, sec)) continue;
    rtn = 1;
    const c = newCeiling(ps, sec);
    c.crush = crush ? 1 : 0;
    c.direction = up ? 1 : -1;
    c.texture = sec.ceilingpic;
    c.newspecial = sec.special;
    c.tag = sec.tag;
    c.type = CEIL_GEN;
    c.speed = planeSpeed(sped);
    let targheight = sec.ceilingheight;
    switch (targ) {
      case C_TO_HNC: targheight = findHighestCeilingSurrounding(sec); break;
      case C_TO_LNC: targheight = findLowestCeilingSurrounding(sec); break;
      case C_TO_NNC: targheight = up ? findNextHighest(sec, sec.ceilingheight, true) : findNextLowest(sec, sec.ceilingheight, true); break;
      case C_TO_HNF: targheight = findHighestFloorSurrounding(sec); break;
      case C_TO_F: targheight = sec.floorheight; break;
      case C_BY_ST: targheight = clampHeight((sec.ceilingheight >> 16) + c.direction * (shortestUpperAround(ps, sec) >> 16)); break;
      case C_BY_24: targheight = (sec.ceilingheight + c.direction * 24 * FRACUNIT) | 0; break;
      case C_BY_32: targheight = (sec.ceilingheight + c.direction * 32 * FRACUNIT) | 0; break;
    }
    if (up) c.topheight = targheight;
    else c.bottomheight = targheight;
    if (chgT !== 0) {
      const model = numeric
        ? findModelSector(ps, targheight, sec, !(targ === C_TO_HNF || targ === C_TO_F))
        : line.frontsector;
      if (model !== null) {
        c.texture = model.ceilingpic;
        switch (chgT) {
          case CHG_ZERO: c.newspecial = 0; c.type = CEIL_GEN_CHG0; break;
          case CHG_TYPE: c.newspecial = model.special; c.type = CEIL_GEN_CHGT; break;
          case CHG_TEXTURE: c.type = CEIL_GEN_CHG; break;
        }
      }
    }
    addActiveCeiling(ps, c);
  }
  return rtn;
}

/** EV_DoGenLift. 1 when a lift started. */
export function evDoGenLift(ps: SimState, line: Line): number {
  const value = (line.special - GEN_LIFT_BASE) | 0;
  const targ = (value & LIFT_TARGET) >> LIFT_TARGET_SHIFT;
  const dely = (value & LIFT_DELAY) >> LIFT_DELAY_SHIFT;
  const sped = (value & SPEED) >> SPEED_SHIFT;
  const sectors = ps.level.sectors;
  if (targ === L_PERPETUAL) activateInStasis(ps, line.tag);
  let rtn = 0;
  let secnum = -1;
  while ((secnum = nextGenSector(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (floorActive(sec)) continue;
    rtn = 1;
    const plat = newPlat(ps, sec);
    plat.crush = 0;
    plat.tag = line.tag;
    plat.type = PLAT_GEN_LIFT;
    plat.high = sec.floorheight;
    plat.status = PLAT_DOWN;
    switch (targ) {
      case L_TO_LNF:
        plat.low = findLowestFloorSurrounding(sec);
        if (plat.low > sec.floorheight) plat.low = sec.floorheight;
        break;
      case L_TO_NNF:
        plat.low = findNextLowest(sec, sec.floorheight, false);
        break;
      case L_TO_LNC:
        plat.low = findLowestCeilingSurrounding(sec);
        if (plat.low > sec.floorheight) plat.low = sec.floorheight;
        break;
      case L_PERPETUAL:
        plat.type = PLAT_GEN_PERPETUAL;
        plat.low = findLowestFloorSurrounding(sec);
        if (plat.low > sec.floorheight) plat.low = sec.floorheight;
        plat.high = findHighestFloorSurrounding(sec);
        if (plat.high < sec.floorheight) plat.high = sec.floorheight;
        plat.status = ps.rng.pRandom(PR_GENLIFT) & 1;
        break;
    }
    plat.speed = (PLATSPEED << (sped + 1)) | 0; // 2, 4, 8, 16 units a tic
    plat.wait = dely === 0 ? 35 : dely === 1 ? 3 * 35 : dely === 2 ? 5 * 35 : 10 * 35;
    ps.sectorSound(sec, SFX.pstart);
    addActivePlat(ps, plat);
  }
  return rtn;
}

/**
 * EV_DoGenStairs: from each tagged sector, steps across two-sided lines whose front is the last
 * step, through sectors of the same flat (or any, with "ignore texture"), each one step further up
 * or down; the steps are locked until every one has arrived. A line that built stairs turns its
 * direction bit over (the next use goes the other way).
 */
export function evDoGenStairs(ps: SimState, line: Line): number {
  const value = (line.special - GEN_STAIRS_BASE) | 0;
  const igno = (value & STAIR_IGNORE) !== 0;
  const dir = (value & STAIR_DIRECTION) !== 0 ? 1 : -1;
  const step = (value & STAIR_STEP) >> STAIR_STEP_SHIFT;
  const sped = (value & SPEED) >> SPEED_SHIFT;
  const sectors = ps.level.sectors;
  const speed = sped === 0 ? FLOORSPEED / 4 : sped === 1 ? FLOORSPEED / 2 : sped === 2 ? FLOORSPEED * 2 : FLOORSPEED * 4;
  const stairsize = (step === 0 ? 4 : step === 1 ? 8 : step === 2 ? 16 : 24) * FRACUNIT;
  const fixedStep = ps.compat.complevel >= 9;
  let rtn = 0;
  let secnum = -1;
  while ((secnum = nextGenSector(ps, line, secnum)) >= 0) {
    let sec = sectors[secnum];
    if (floorActive(sec) || sec.stairlock !== 0) continue;
    rtn = 1;
    let height = (sec.floorheight + dir * stairsize) | 0;
    startGenStep(ps, sec, dir, speed, height);
    const texture = sec.floorpic;
    sec.stairlock = -2;
    sec.nextsec = -1;
    sec.prevsec = -1;
    let oldsecnum = secnum;
    let ok: boolean;
    do {
      ok = false;
      for (let i = 0; i < sec.lines.length; i++) {
        const l = sec.lines[i];
        if (l.backsector === null) continue;
        if (l.frontsector === null || l.frontsector.index !== oldsecnum) continue;
        const tsec = l.backsector;
        if (!igno && tsec.floorpic !== texture) continue;
        if (!fixedStep) height = (height + dir * stairsize) | 0;
        if (floorActive(tsec) || tsec.stairlock !== 0) continue;
        if (fixedStep) height = (height + dir * stairsize) | 0;
        sec.nextsec = tsec.index;
        tsec.prevsec = oldsecnum;
        tsec.nextsec = -1;
        tsec.stairlock = -2;
        sec = tsec;
        oldsecnum = tsec.index;
        startGenStep(ps, sec, dir, speed, height);
        ok = true;
        break;
      }
    } while (ok);
  }
  if (rtn) {
    line.special ^= STAIR_DIRECTION;
    ps.lineChanged(line);
  }
  return rtn;
}

function startGenStep(ps: SimState, sec: Sector, dir: number, speed: number, height: number): void {
  const floor = newFloor(ps, sec);
  floor.direction = dir;
  floor.sector = sec;
  floor.speed = speed;
  floor.floordestheight = height;
  floor.crush = 0;
  floor.type = FLOOR_GEN_STAIR;
}

/** EV_DoGenCrusher: stopped crushers of the tag go on, and new ones start. 1 if any did. */
export function evDoGenCrusher(ps: SimState, line: Line): number {
  const value = (line.special - GEN_CRUSHER_BASE) | 0;
  const silent = (value & CRUSHER_SILENT) !== 0;
  const sped = (value & SPEED) >> SPEED_SHIFT;
  const sectors = ps.level.sectors;
  let rtn = activateInStasisCeiling(ps, line.tag);
  let secnum = -1;
  while ((secnum = nextGenSector(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (ceilingActive(ps, sec)) continue;
    rtn = 1;
    const c = newCeiling(ps, sec);
    c.crush = 1;
    c.direction = -1;
    c.texture = sec.ceilingpic;
    c.newspecial = sec.special;
    c.tag = sec.tag;
    c.type = silent ? CEIL_GEN_SILENT_CRUSHER : CEIL_GEN_CRUSHER;
    c.silent = silent;
    c.topheight = sec.ceilingheight;
    c.bottomheight = (sec.floorheight + 8 * FRACUNIT) | 0;
    c.speed = (CEILSPEED << sped) | 0;
    c.oldspeed = c.speed;
    addActiveCeiling(ps, c);
  }
  return rtn;
}

/** Boom's lit doors: a push-triggered generalized door lights its tag's sectors as it opens. */
function doorLightTag(line: Line): number {
  return (line.special & 6) === 6 && line.special > GEN_LOCKED_BASE ? line.tag : 0;
}

/** EV_DoGenLockedDoor (the key was checked by the trigger). 1 when a door started. */
export function evDoGenLockedDoor(ps: SimState, line: Line): number {
  const value = (line.special - GEN_LOCKED_BASE) | 0;
  const open = (value & LOCKED_KIND) !== 0;
  const sped = (value & SPEED) >> SPEED_SHIFT;
  const sectors = ps.level.sectors;
  let rtn = 0;
  let secnum = -1;
  while ((secnum = nextGenSector(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (ceilingActive(ps, sec)) continue;
    rtn = 1;
    const door = newDoor(ps, sec);
    door.topwait = VDOORWAIT;
    door.line = line;
    door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
    door.direction = 1;
    door.lighttag = doorLightTag(line);
    door.speed = (VDOORSPEED << sped) | 0;
    if (sped < 2) door.type = open ? VLD_GEN_OPEN : VLD_GEN_RAISE;
    else door.type = open ? VLD_GEN_BLAZE_OPEN : VLD_GEN_BLAZE_RAISE;
    ps.sectorSound(sec, door.speed >= VDOORSPEED * 4 ? SFX.bdopn : SFX.doropn);
  }
  return rtn;
}

/** EV_DoGenDoor. 1 when a door started. */
export function evDoGenDoor(ps: SimState, line: Line): number {
  const value = (line.special - GEN_DOOR_BASE) | 0;
  const dely = (value & DOOR_DELAY) >> DOOR_DELAY_SHIFT;
  const kind = (value & DOOR_KIND) >> DOOR_KIND_SHIFT;
  const sped = (value & SPEED) >> SPEED_SHIFT;
  const fast = sped >= 2;
  const sectors = ps.level.sectors;
  let rtn = 0;
  let secnum = -1;
  while ((secnum = nextGenSector(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (ceilingActive(ps, sec)) continue;
    rtn = 1;
    const door = newDoor(ps, sec);
    door.topwait = dely === 0 ? 35 : dely === 1 ? VDOORWAIT : dely === 2 ? 2 * VDOORWAIT : 7 * VDOORWAIT;
    door.speed = (VDOORSPEED << sped) | 0;
    door.line = line;
    door.lighttag = doorLightTag(line);
    switch (kind) {
      case D_OPEN_WAIT_CLOSE:
      case D_OPEN:
        door.direction = 1;
        door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
        if (door.topheight !== sec.ceilingheight) ps.sectorSound(sec, fast ? SFX.bdopn : SFX.doropn);
        if (kind === D_OPEN_WAIT_CLOSE) door.type = fast ? VLD_GEN_BLAZE_RAISE : VLD_GEN_RAISE;
        else door.type = fast ? VLD_GEN_BLAZE_OPEN : VLD_GEN_OPEN;
        break;
      case D_CLOSE_WAIT_OPEN:
        door.topheight = sec.ceilingheight;
        door.direction = -1;
        ps.sectorSound(sec, fast ? SFX.bdcls : SFX.dorcls);
        door.type = fast ? VLD_GEN_BLAZE_CDO : VLD_GEN_CDO;
        break;
      case D_CLOSE:
        door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
        door.direction = -1;
        ps.sectorSound(sec, fast ? SFX.bdcls : SFX.dorcls);
        door.type = fast ? VLD_GEN_BLAZE_CLOSE : VLD_GEN_CLOSE;
        break;
    }
  }
  return rtn;
}

function refuse(ps: SimState, player: PlayerState, text: string): boolean {
  player.message = text;
  player.messageTic = ps.leveltime;
  if (player.mo !== null) ps.sound(player.mo, SFX.oof);
  return false;
}

/**
 * P_CanUnlockGenDoor: does `player` hold what the locked line asks — any key, one colour (the card,
 * or with the "skull is card" bit either of that colour), or all keys (six, or with that bit the
 * three colours)? Otherwise Boom's message and the "oof".
 */
export function canUnlockGenDoor(ps: SimState, line: Line, player: PlayerState): boolean {
  const skulliscard = (line.special & LOCKED_NKEYS) !== 0;
  const c = player.cards;
  const has = (card: number, skull: number): boolean => c[card] !== 0 || (skulliscard && c[skull] !== 0);
  switch ((line.special & LOCKED_KEY) >> LOCKED_KEY_SHIFT) {
    case K_ANY:
      if (!c[IT_REDCARD] && !c[IT_REDSKULL] && !c[IT_BLUECARD] && !c[IT_BLUESKULL] && !c[IT_YELLOWCARD] && !c[IT_YELLOWSKULL]) {
        return refuse(ps, player, PD_ANY);
      }
      return true;
    case K_RCARD: return has(IT_REDCARD, IT_REDSKULL) || refuse(ps, player, skulliscard ? PD_REDK : PD_REDC);
    case K_BCARD: return has(IT_BLUECARD, IT_BLUESKULL) || refuse(ps, player, skulliscard ? PD_BLUEK : PD_BLUEC);
    case K_YCARD: return has(IT_YELLOWCARD, IT_YELLOWSKULL) || refuse(ps, player, skulliscard ? PD_YELLOWK : PD_YELLOWC);
    case K_RSKULL: return has(IT_REDSKULL, IT_REDCARD) || refuse(ps, player, skulliscard ? PD_REDK : PD_REDS);
    case K_BSKULL: return has(IT_BLUESKULL, IT_BLUECARD) || refuse(ps, player, skulliscard ? PD_BLUEK : PD_BLUES);
    case K_YSKULL: return has(IT_YELLOWSKULL, IT_YELLOWCARD) || refuse(ps, player, skulliscard ? PD_YELLOWK : PD_YELLOWS);
    default: // all keys
      if (!skulliscard) {
        if (!c[IT_REDCARD] || !c[IT_REDSKULL] || !c[IT_BLUECARD] || !c[IT_BLUESKULL] || !c[IT_YELLOWCARD] || !c[IT_YELLOWSKULL]) {
          return refuse(ps, player, PD_ALL6);
        }
        return true;
      }
      if ((!c[IT_REDCARD] && !c[IT_REDSKULL]) || (!c[IT_BLUECARD] && !c[IT_BLUESKULL]) || (!c[IT_YELLOWCARD] && !c[IT_YELLOWSKULL])) {
        return refuse(ps, player, PD_ALL3);
      }
      return true;
  }
}

/** The EV_ function of a generalized class. */
export function genAction(ps: SimState, line: Line, cls: number): number {
  switch (cls) {
    case GEN_FLOOR_BASE: return evDoGenFloor(ps, line);
    case GEN_CEILING_BASE: return evDoGenCeiling(ps, line);
    case GEN_DOOR_BASE: return evDoGenDoor(ps, line);
    case GEN_LOCKED_BASE: return evDoGenLockedDoor(ps, line);
    case GEN_LIFT_BASE: return evDoGenLift(ps, line);
    case GEN_STAIRS_BASE: return evDoGenStairs(ps, line);
    case GEN_CRUSHER_BASE: return evDoGenCrusher(ps, line);
  }
  return 0;
}

/**
 * May a monster trigger this generalized line? Floors and ceilings: only with no change and the
 * model bit set (it means "monsters" there); doors: the monster bit and not a secret line; locked
 * doors never; lifts, stairs and crushers: their monster bit.
 */
export function genMonsterAllowed(line: Line, cls: number, secretLine: boolean): boolean {
  const s = line.special;
  switch (cls) {
    case GEN_FLOOR_BASE:
    case GEN_CEILING_BASE:
      return (s & PLANE_CHANGE) === 0 && (s & PLANE_MODEL) !== 0;
    case GEN_DOOR_BASE:
      return (s & DOOR_MONSTER) !== 0 && !secretLine;
    case GEN_LOCKED_BASE:
      return false;
    default:
      return (s & MONSTER_BIT) !== 0;
  }
}
