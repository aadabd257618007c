// DOOM's moving floors (p_floor): the one plane mover every sector mover uses (a floor or ceiling one
// step towards its destination, undone when things do not fit), the floor mover thinker with its
// kinds (lower to the highest or lowest neighbour, raise to the lowest ceiling, to the next floor, by
// 24 or 512, to the shortest lower texture, with a change of flat and special), the stairs that
// build sector by sector across same-flat neighbours, and the donut. DOOM's arithmetic, DOOM's order
// of thinker creation, and its quirks (the stairs' crush value, the tag search going on from the
// last stair, the texture height of texture 0, the donut's missing back sector).
import { COMP_FLOORS } from '../base/compat.js';
import { FRACUNIT, INT_MAX } from '../base/fixed.js';
import { ML_TWOSIDED, type Line, type Sector } from '../base/level.js';
import { Thinker, ThinkerPool } from '../base/thinker.js';
import type { SimState } from '../base/sim-state.js';
import { changeSector } from './map-move.js';
import { SFX } from '../../defs/doom/sounds.js';
import {
  findHighestFloorSurrounding, findLowestCeilingSurrounding, findLowestFloorSurrounding, findNextHighestFloor,
  findNextLowestFloor, findSectorFromLineTag, getNextSector,
} from './specials.js';

/** T_MovePlane's results. */
export const MOVE_OK = 0;
export const MOVE_CRUSHED = 1;
export const MOVE_PASTDEST = 2;

export const FLOORSPEED = FRACUNIT;

/** DOOM's floor_e. */
export const FLOOR_LOWER = 0; // to the highest neighbouring floor
export const FLOOR_LOWER_TO_LOWEST = 1;
export const FLOOR_TURBO_LOWER = 2;
export const FLOOR_RAISE = 3; // to the lowest neighbouring ceiling
export const FLOOR_RAISE_TO_NEAREST = 4;
export const FLOOR_RAISE_TO_TEXTURE = 5;
export const FLOOR_LOWER_AND_CHANGE = 6;
export const FLOOR_RAISE_24 = 7;
export const FLOOR_RAISE_24_AND_CHANGE = 8;
export const FLOOR_RAISE_CRUSH = 9;
export const FLOOR_RAISE_TURBO = 10;
export const FLOOR_DONUT_RAISE = 11;
export const FLOOR_RAISE_512 = 12;
/** Boom's: lower to the next lower neighbouring floor (219..222). */
export const FLOOR_LOWER_TO_NEAREST = 13;
/** Boom's generalized floors (p_genlin): plain, with a flat change (texture only, zeroed special,
 *  copied special), and a generalized stair step. */
export const FLOOR_GEN = 14;
export const FLOOR_GEN_CHG = 15;
export const FLOOR_GEN_CHG0 = 16;
export const FLOOR_GEN_CHGT = 17;
export const FLOOR_GEN_STAIR = 18;
/** Boom's stair steps of 7/8 and 127/100 (a step of the non-generalized stairs). */
export const FLOOR_BUILD_STAIR = 19;

/** DOOM's stair_e. */
export const STAIRS_BUILD8 = 0;
export const STAIRS_TURBO16 = 1;

/** What vanilla leaves in a stair step's crush field (a number, not true: it crushes but is not "crush == true"). */
const STAIRS_CRUSH = 10;
/** Chocolate Doom's stand-in for what vanilla reads past a donut's missing back sector (Windows 98's). */
const DONUT_OVERRUN_FLOORHEIGHT = 0;
const DONUT_OVERRUN_FLOORPIC = 0x16;

/**
 * T_MovePlane: moves the floor (floorOrCeiling 0) or ceiling (1) of `sector` by `speed` in `direction`
 * (1 up, -1 down) towards `dest`. `crush`: DOOM's field as a number (0 no, 1 yes, other values crush
 * without counting as "yes"). Returns MOVE_OK, MOVE_CRUSHED or MOVE_PASTDEST.
 */
export function movePlane(ps: SimState, sector: Sector, speed: number, dest: number, crush: number, floorOrCeiling: number, direction: number): number {
  if (ps.compat.boom) return boomMovePlane(ps, sector, speed, dest, crush, floorOrCeiling, direction);
  const crunch = crush !== 0;
  // Boom's fixes (comp_floors off): a floor never passes its ceiling nor a ceiling its floor; a
  // lowering floor goes on over what is stuck in its ceiling; a rising floor never crushes.
  const boomFloors = !ps.compat.vanilla && !ps.compat.has(COMP_FLOORS);
  if (floorOrCeiling === 0) {
    if (direction === -1) {
      const lastpos = sector.floorheight;
      if (((sector.floorheight - speed) | 0) < dest) {
        sector.floorheight = dest;
        if (changeSector(ps, sector, crunch)) {
          sector.floorheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      sector.floorheight = (sector.floorheight - speed) | 0;
      if (changeSector(ps, sector, crunch) && !boomFloors) {
        sector.floorheight = lastpos;
        changeSector(ps, sector, crunch);
        return MOVE_CRUSHED;
      }
    } else if (direction === 1) {
      const lastpos = sector.floorheight;
      if (boomFloors && dest >= sector.ceilingheight) dest = sector.ceilingheight;
      if (((sector.floorheight + speed) | 0) > dest) {
        sector.floorheight = dest;
        if (changeSector(ps, sector, crunch)) {
          sector.floorheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      sector.floorheight = (sector.floorheight + speed) | 0;
      if (changeSector(ps, sector, crunch)) {
        if (crush === 1 && !boomFloors) return MOVE_CRUSHED;
        sector.floorheight = lastpos;
        changeSector(ps, sector, crunch);
        return MOVE_CRUSHED;
      }
    }
  } else if (floorOrCeiling === 1) {
    if (direction === -1) {
      const lastpos = sector.ceilingheight;
      if (boomFloors && dest <= sector.floorheight) dest = sector.floorheight;
      if (((sector.ceilingheight - speed) | 0) < dest) {
        sector.ceilingheight = dest;
        if (changeSector(ps, sector, crunch)) {
          sector.ceilingheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      sector.ceilingheight = (sector.ceilingheight - speed) | 0;
      if (changeSector(ps, sector, crunch)) {
        if (crush === 1) return MOVE_CRUSHED;
        sector.ceilingheight = lastpos;
        changeSector(ps, sector, crunch);
        return MOVE_CRUSHED;
      }
    } else if (direction === 1) {
      const lastpos = sector.ceilingheight;
      if (((sector.ceilingheight + speed) | 0) > dest) {
        sector.ceilingheight = dest;
        if (changeSector(ps, sector, crunch)) {
          sector.ceilingheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      // A rising ceiling never stops for what is under it.
      sector.ceilingheight = (sector.ceilingheight + speed) | 0;
      changeSector(ps, sector, crunch);
    }
  }
  return MOVE_OK;
}

/**
 * T_MovePlane under Boom's rules (comp_floors off): a lowering floor goes on through what is stuck
 * in the ceiling, a rising floor stops at the ceiling and never passes through what it crushes, a
 * lowering ceiling stops at the floor. `crush` as above (non-zero crushes).
 */
function boomMovePlane(ps: SimState, sector: Sector, speed: number, dest: number, crush: number, floorOrCeiling: number, direction: number): number {
  const crunch = crush !== 0;
  if (floorOrCeiling === 0) {
    if (direction === -1) {
      const lastpos = sector.floorheight;
      if (((sector.floorheight - speed) | 0) < dest) {
        sector.floorheight = dest;
        if (changeSector(ps, sector, crunch)) {
          sector.floorheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      sector.floorheight = (sector.floorheight - speed) | 0;
      changeSector(ps, sector, crunch);
    } else if (direction === 1) {
      const destheight = dest < sector.ceilingheight ? dest : sector.ceilingheight;
      const lastpos = sector.floorheight;
      if (((sector.floorheight + speed) | 0) > destheight) {
        sector.floorheight = destheight;
        if (changeSector(ps, sector, crunch)) {
          sector.floorheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      sector.floorheight = (sector.floorheight + speed) | 0;
      if (changeSector(ps, sector, crunch)) {
        sector.floorheight = lastpos;
        changeSector(ps, sector, crunch);
        return MOVE_CRUSHED;
      }
    }
  } else if (floorOrCeiling === 1) {
    if (direction === -1) {
      const destheight = dest > sector.floorheight ? dest : sector.floorheight;
      const lastpos = sector.ceilingheight;
      if (((sector.ceilingheight - speed) | 0) < destheight) {
        sector.ceilingheight = destheight;
        if (changeSector(ps, sector, crunch)) {
          sector.ceilingheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      sector.ceilingheight = (sector.ceilingheight - speed) | 0;
      if (changeSector(ps, sector, crunch)) {
        if (crunch) return MOVE_CRUSHED;
        sector.ceilingheight = lastpos;
        changeSector(ps, sector, crunch);
        return MOVE_CRUSHED;
      }
    } else if (direction === 1) {
      const lastpos = sector.ceilingheight;
      if (((sector.ceilingheight + speed) | 0) > dest) {
        sector.ceilingheight = dest;
        if (changeSector(ps, sector, crunch)) {
          sector.ceilingheight = lastpos;
          changeSector(ps, sector, crunch);
        }
        return MOVE_PASTDEST;
      }
      sector.ceilingheight = (sector.ceilingheight + speed) | 0;
      changeSector(ps, sector, crunch);
    }
  }
  return MOVE_OK;
}

/** A moving floor (floormove_t). */
export class FloorMove extends Thinker {
  type = FLOOR_LOWER;
  crush = 0;
  sector: Sector = null as unknown as Sector;
  direction = 0;
  newspecial = 0;
  texture = 0;
  floordestheight = 0;
  speed = 0;
  /** The two bytes after `texture` in Chocolate Doom's 64-bit layout, which a door use may write (see doors.ts). */
  texturePad = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    moveFloor(this.ps, this);
  }

  override freed(): void {
    FLOOR_POOL.give(this.ps, this);
  }

  /** A floor mover from the pool, as new. */
  reset(): this {
    this.type = FLOOR_LOWER; this.crush = 0;
    this.sector = null as unknown as Sector;
    this.direction = 0; this.newspecial = 0; this.texture = 0; this.floordestheight = 0; this.speed = 0; this.texturePad = 0;
    return this;
  }
}

const FLOOR_POOL = new ThinkerPool<FloorMove>();

/** T_MoveFloor. */
export function moveFloor(ps: SimState, floor: FloorMove): void {
  const sec = floor.sector;
  const res = movePlane(ps, sec, floor.speed, floor.floordestheight, floor.crush, 0, floor.direction);
  if (!(ps.leveltime & 7)) ps.sectorSound(sec, SFX.stnmov);
  if (res !== MOVE_PASTDEST) return;
  sec.specialdata = null;
  if ((floor.direction === 1 && floor.type === FLOOR_DONUT_RAISE) || (floor.direction === -1 && floor.type === FLOOR_LOWER_AND_CHANGE)) {
    sec.special = floor.newspecial;
    sec.floorpic = floor.texture;
  } else if (floor.type === FLOOR_GEN_CHG0 || floor.type === FLOOR_GEN_CHGT) {
    sec.special = floor.newspecial; // Boom's changers: the special with the flat, either way
    sec.floorpic = floor.texture;
  } else if (floor.type === FLOOR_GEN_CHG) {
    sec.floorpic = floor.texture;
  }
  ps.thinkers.remove(floor);
  if (sec.stairlock === -2) releaseStairLock(ps, sec);
  ps.sectorSound(sec, SFX.pstop);
}

/**
 * Boom's stair locks: a step that arrived is done (-1); when every step of its staircase is done,
 * all of them are free again (a staircase cannot be built over one still moving).
 */
function releaseStairLock(ps: SimState, done: Sector): void {
  const sectors = ps.level.sectors;
  done.stairlock = -1;
  let sec = done;
  while (sec.prevsec !== -1 && sectors[sec.prevsec].stairlock !== -2) sec = sectors[sec.prevsec];
  if (sec.prevsec !== -1) return;
  sec = done;
  while (sec.nextsec !== -1 && sectors[sec.nextsec].stairlock !== -2) sec = sectors[sec.nextsec];
  if (sec.nextsec !== -1) return;
  while (sec.prevsec !== -1) {
    sec.stairlock = 0;
    sec = sectors[sec.prevsec];
  }
  sec.stairlock = 0;
}

/** A floor mover (from the pool or new) added to the thinkers and owning `sec`'s floor. */
export function newFloor(ps: SimState, sec: Sector): FloorMove {
  const floor = FLOOR_POOL.take(ps)?.reset() ?? new FloorMove(ps);
  ps.thinkers.add(floor);
  sec.specialdata = floor;
  return floor;
}

/** Boom's heights in whole units, kept within ±32000 (no wrap), back in 16.16. */
export function clampHeight(units: number): number {
  if (units > 32000) units = 32000;
  if (units < -32000) units = -32000;
  return (units << 16) | 0;
}

/** Boom's P_FindShortestTextureAround: the shortest real lower texture on the sector's two-sided
 *  lines (texture 0 skipped), 32000 units when none. */
export function shortestLowerAround(ps: SimState, sec: Sector): number {
  const sides = ps.level.sides;
  let minsize = (32000 << 16) | 0;
  for (let i = 0; i < sec.lines.length; i++) {
    const l = sec.lines[i];
    if (!(l.flags & ML_TWOSIDED)) continue;
    if (l.side0 >= 0 && sides[l.side0].bottomtexture > 0) {
      const h = textureHeight(ps, sides[l.side0].bottomtexture);
      if (h < minsize) minsize = h;
    }
    if (l.side1 >= 0 && sides[l.side1].bottomtexture > 0) {
      const h = textureHeight(ps, sides[l.side1].bottomtexture);
      if (h < minsize) minsize = h;
    }
  }
  return minsize;
}

/** Boom's P_FindShortestUpperAround: the same for upper textures. */
export function shortestUpperAround(ps: SimState, sec: Sector): number {
  const sides = ps.level.sides;
  let minsize = (32000 << 16) | 0;
  for (let i = 0; i < sec.lines.length; i++) {
    const l = sec.lines[i];
    if (!(l.flags & ML_TWOSIDED)) continue;
    if (l.side0 >= 0 && sides[l.side0].toptexture > 0) {
      const h = textureHeight(ps, sides[l.side0].toptexture);
      if (h < minsize) minsize = h;
    }
    if (l.side1 >= 0 && sides[l.side1].toptexture > 0) {
      const h = textureHeight(ps, sides[l.side1].toptexture);
      if (h < minsize) minsize = h;
    }
  }
  return minsize;
}

/** DOOM's textureheight[] of texture `id` (16.16); texture 0 counts too, as in vanilla. */
function textureHeight(ps: SimState, id: number): number {
  const t = ps.world.textures;
  return id >= 0 && id < t.length ? (t[id].height << 16) | 0 : 0;
}

/** EV_DoFloor: starts a floor of `floortype` in every idle sector tagged like `line`. 1 if any started. */
export function evDoFloor(ps: SimState, line: Line, floortype: number): number {
  const sectors = ps.level.sectors, sides = ps.level.sides;
  let secnum = -1;
  let rtn = 0;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (sec.specialdata !== null) continue;
    rtn = 1;
    const floor = newFloor(ps, sec);
    floor.type = floortype;
    floor.crush = 0;
    floor.sector = sec;
    floor.speed = FLOORSPEED;
    switch (floortype) {
      case FLOOR_LOWER:
        floor.direction = -1;
        floor.floordestheight = findHighestFloorSurrounding(sec);
        break;
      case FLOOR_LOWER_TO_LOWEST:
        floor.direction = -1;
        floor.floordestheight = findLowestFloorSurrounding(sec);
        break;
      case FLOOR_TURBO_LOWER:
        floor.direction = -1;
        floor.speed = FLOORSPEED * 4;
        floor.floordestheight = findHighestFloorSurrounding(sec);
        if (floor.floordestheight !== sec.floorheight) floor.floordestheight = (floor.floordestheight + 8 * FRACUNIT) | 0;
        break;
      case FLOOR_RAISE_CRUSH:
      case FLOOR_RAISE:
        if (floortype === FLOOR_RAISE_CRUSH) floor.crush = 1;
        floor.direction = 1;
        floor.floordestheight = findLowestCeilingSurrounding(sec);
        if (floor.floordestheight > sec.ceilingheight) floor.floordestheight = sec.ceilingheight;
        if (floortype === FLOOR_RAISE_CRUSH) floor.floordestheight = (floor.floordestheight - 8 * FRACUNIT) | 0;
        break;
      case FLOOR_RAISE_TURBO:
        floor.direction = 1;
        floor.speed = FLOORSPEED * 4;
        floor.floordestheight = findNextHighestFloor(ps, sec, sec.floorheight);
        break;
      case FLOOR_RAISE_TO_NEAREST:
        floor.direction = 1;
        floor.floordestheight = findNextHighestFloor(ps, sec, sec.floorheight);
        break;
      case FLOOR_RAISE_24:
        floor.direction = 1;
        floor.floordestheight = (sec.floorheight + 24 * FRACUNIT) | 0;
        break;
      case FLOOR_RAISE_512:
        floor.direction = 1;
        floor.floordestheight = (sec.floorheight + 512 * FRACUNIT) | 0;
        break;
      case FLOOR_RAISE_24_AND_CHANGE:
        floor.direction = 1;
        floor.floordestheight = (sec.floorheight + 24 * FRACUNIT) | 0;
        if (line.frontsector !== null) {
          sec.floorpic = line.frontsector.floorpic;
          sec.special = line.frontsector.special;
        }
        break;
      case FLOOR_LOWER_TO_NEAREST:
        floor.direction = -1;
        floor.floordestheight = findNextLowestFloor(sec, sec.floorheight);
        break;
      case FLOOR_RAISE_TO_TEXTURE: {
        if (ps.compat.boom) {
          // Boom: texture 0 ('-') is no texture, and the height stops at 32000.
          floor.direction = 1;
          floor.floordestheight = clampHeight((sec.floorheight >> 16) + (shortestLowerAround(ps, sec) >> 16));
          break;
        }
        // The shortest lower texture on either side of the two-sided lines ('-' is texture 0, and counts).
        let minsize = INT_MAX;
        floor.direction = 1;
        for (let i = 0; i < sec.lines.length; i++) {
          const l = sec.lines[i];
          if (!(l.flags & ML_TWOSIDED)) continue;
          if (l.side0 >= 0) {
            const h = textureHeight(ps, sides[l.side0].bottomtexture);
            if (h < minsize) minsize = h;
          }
          if (l.side1 >= 0) {
            const h = textureHeight(ps, sides[l.side1].bottomtexture);
            if (h < minsize) minsize = h;
          }
        }
        floor.floordestheight = (sec.floorheight + minsize) | 0;
        break;
      }
      case FLOOR_LOWER_AND_CHANGE: {
        floor.direction = -1;
        floor.floordestheight = findLowestFloorSurrounding(sec);
        floor.texture = sec.floorpic;
        // The flat and special of the first neighbour (across a two-sided line) at the destination height.
        for (let i = 0; i < sec.lines.length; i++) {
          const l = sec.lines[i];
          if (!(l.flags & ML_TWOSIDED)) continue;
          const front = l.side0 >= 0 ? sides[l.side0].sector : null;
          const other = front === sec ? (l.side1 >= 0 ? sides[l.side1].sector : null) : front;
          if (other !== null && other.floorheight === floor.floordestheight) {
            floor.texture = other.floorpic;
            floor.newspecial = other.special;
            break;
          }
        }
        break;
      }
    }
  }
  return rtn;
}

/** EV_BuildStairs: each tagged sector rises by a step, and on from it every neighbour with its flat one step more. */
export function evBuildStairs(ps: SimState, line: Line, type: number): number {
  if (ps.compat.boom) return boomBuildStairs(ps, line, type);
  const sectors = ps.level.sectors;
  const speed = type === STAIRS_TURBO16 ? FLOORSPEED * 4 : FLOORSPEED / 4;
  const stairsize = type === STAIRS_TURBO16 ? 16 * FRACUNIT : 8 * FRACUNIT;
  let secnum = -1;
  let rtn = 0;
  // As in vanilla, the tag search goes on after the last step built, not the tagged sector.
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    let sec = sectors[secnum];
    if (sec.specialdata !== null) continue;
    rtn = 1;
    let height = (sec.floorheight + stairsize) | 0;
    startStep(ps, sec, speed, height);
    const texture = sec.floorpic;
    let ok: boolean;
    do {
      ok = false;
      for (let i = 0; i < sec.lines.length; i++) {
        const l = sec.lines[i];
        if (!(l.flags & ML_TWOSIDED)) continue;
        if (l.frontsector === null || l.frontsector.index !== secnum) continue;
        const tsec = l.backsector;
        if (tsec === null || tsec.floorpic !== texture) continue;
        height = (height + stairsize) | 0;
        if (tsec.specialdata !== null) continue;
        sec = tsec;
        secnum = tsec.index;
        startStep(ps, sec, speed, height);
        ok = true;
        break;
      }
    } while (ok);
  }
  return rtn;
}

/**
 * Boom's EV_BuildStairs (7, 8, 100, 127, 256..259): every tagged sector starts a staircase (the
 * search no longer goes on from the last step), the step height grows only for a step actually
 * built (Boom 2.02's fix), build8 never crushes and turbo16 does.
 */
function boomBuildStairs(ps: SimState, line: Line, type: number): number {
  const sectors = ps.level.sectors;
  const speed = type === STAIRS_TURBO16 ? FLOORSPEED * 4 : FLOORSPEED / 4;
  const stairsize = type === STAIRS_TURBO16 ? 16 * FRACUNIT : 8 * FRACUNIT;
  const crush = type === STAIRS_TURBO16 ? 1 : 0;
  const fixedStep = ps.compat.complevel >= 9;
  let rtn = 0;
  let tagged = -1;
  while ((tagged = findSectorFromLineTag(ps, line, tagged)) >= 0) {
    let sec = sectors[tagged];
    if (sec.specialdata !== null) continue;
    rtn = 1;
    let height = (sec.floorheight + stairsize) | 0;
    const first = startStep(ps, sec, speed, height);
    first.crush = crush;
    first.type = FLOOR_BUILD_STAIR;
    const texture = sec.floorpic;
    let oldsecnum = tagged;
    let ok: boolean;
    do {
      ok = false;
      for (let i = 0; i < sec.lines.length; i++) {
        const l = sec.lines[i];
        if (!(l.flags & ML_TWOSIDED)) continue;
        if (l.frontsector === null || l.frontsector.index !== oldsecnum) continue;
        const tsec = l.backsector;
        if (tsec === null || tsec.floorpic !== texture) continue;
        if (!fixedStep) height = (height + stairsize) | 0;
        if (tsec.specialdata !== null) continue;
        if (fixedStep) height = (height + stairsize) | 0;
        sec = tsec;
        oldsecnum = tsec.index;
        const f = startStep(ps, sec, speed, height);
        f.crush = crush;
        f.type = FLOOR_BUILD_STAIR;
        ok = true;
        break;
      }
    } while (ok);
  }
  return rtn;
}

function startStep(ps: SimState, sec: Sector, speed: number, height: number): FloorMove {
  const floor = newFloor(ps, sec);
  floor.direction = 1;
  floor.sector = sec;
  floor.speed = speed;
  floor.floordestheight = height;
  floor.type = FLOOR_LOWER;
  floor.crush = STAIRS_CRUSH;
  return floor;
}

/** EV_DoDonut: the tagged sector (the hole) lowers to, and the ring around it rises to, the outside floor. */
export function evDoDonut(ps: SimState, line: Line): number {
  const sectors = ps.level.sectors;
  let secnum = -1;
  let rtn = 0;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const s1 = sectors[secnum];
    if (s1.specialdata !== null) continue;
    if (ps.compat.boom) {
      if (boomDonut(ps, s1)) rtn = 1;
      continue;
    }
    rtn = 1;
    const s2 = s1.lines.length > 0 ? getNextSector(s1.lines[0], s1) : null;
    if (s2 === null) {
      ps.warn(`donut (line ${line.index}): sector ${s1.index}'s first line has no sector behind it`);
      break;
    }
    for (let i = 0; i < s2.lines.length; i++) {
      const s3 = s2.lines[i].backsector;
      if (s3 === s1) continue;
      let s3Height: number, s3Pic: number;
      if (s3 === null) {
        ps.warn(`donut (line ${line.index}): a line of sector ${s2.index} has no back sector; vanilla reads past it`);
        s3Height = DONUT_OVERRUN_FLOORHEIGHT;
        s3Pic = DONUT_OVERRUN_FLOORPIC < ps.world.flats.length ? DONUT_OVERRUN_FLOORPIC : 0;
      } else {
        s3Height = s3.floorheight;
        s3Pic = s3.floorpic;
      }
      // The rising ring first, then the lowering hole.
      const ring = newFloor(ps, s2);
      ring.type = FLOOR_DONUT_RAISE;
      ring.crush = 0;
      ring.direction = 1;
      ring.sector = s2;
      ring.speed = FLOORSPEED / 2;
      ring.texture = s3Pic;
      ring.newspecial = 0;
      ring.floordestheight = s3Height;
      const hole = newFloor(ps, s1);
      hole.type = FLOOR_LOWER;
      hole.crush = 0;
      hole.direction = -1;
      hole.sector = s1;
      hole.speed = FLOORSPEED / 2;
      hole.floordestheight = s3Height;
      break;
    }
  }
  return rtn;
}

/**
 * Boom's donut for one pillar `s1`: nothing without a pool behind its first line or while the pool
 * moves; the model is the first sector behind one of the pool's lines that is not the pillar (a
 * one-sided line is skipped, never read past). True when it started.
 */
function boomDonut(ps: SimState, s1: Sector): boolean {
  const s2 = s1.lines.length > 0 ? getNextSector(s1.lines[0], s1) : null;
  if (s2 === null || s2.specialdata !== null) return false;
  for (let i = 0; i < s2.lines.length; i++) {
    const s3 = s2.lines[i].backsector;
    if (s3 === null || s3 === s1) continue;
    const ring = newFloor(ps, s2);
    ring.type = FLOOR_DONUT_RAISE;
    ring.crush = 0;
    ring.direction = 1;
    ring.sector = s2;
    ring.speed = FLOORSPEED / 2;
    ring.texture = s3.floorpic;
    ring.newspecial = 0;
    ring.floordestheight = s3.floorheight;
    const hole = newFloor(ps, s1);
    hole.type = FLOOR_LOWER;
    hole.crush = 0;
    hole.direction = -1;
    hole.sector = s1;
    hole.speed = FLOORSPEED / 2;
    hole.floordestheight = s3.floorheight;
    return true;
  }
  return false;
}
