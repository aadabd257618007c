// Moving sectors: doors, floors (stairs and donuts are floors too), ceilings (crushers) and
// platforms (lifts), at DOOM's speeds and with DOOM's rules (p_doors, p_floor, p_ceilng, p_plats).
// As in DOOM a sector has at most one mover (its "specialdata"): a trigger skips a sector that is
// already moving. The movers live in struct-of-arrays indexed by sector, run each tic in the
// order they were started, and write the World's live heights and floor flats. Allocation-free.
import type { World } from '../world/world.js';
import {
  highestCeilingSurrounding, highestFloorSurrounding, lowestCeilingSurrounding, lowestFloorSurrounding,
  nextHighestFloor, shortestLowerTexture,
} from './sector-search.js';

/** Whatever stands in a sector: told when its heights change (DOOM's P_ChangeSector). */
export interface SectorBodies {
  /** Moves bodies with the sector's new heights; true when something does not fit (DOOM's "nofit"). */
  changeSector(sector: number, crush: boolean): boolean;
}

export const MOVER_NONE = 0;
export const MOVER_DOOR = 1;
export const MOVER_FLOOR = 2;
export const MOVER_CEILING = 3;
export const MOVER_PLAT = 4;

// Door types (DOOM's vldoor_e).
export const DOOR_NORMAL = 0;
export const DOOR_CLOSE30_THEN_OPEN = 1;
export const DOOR_CLOSE = 2;
export const DOOR_OPEN = 3;
export const DOOR_RAISE_IN_5_MINS = 4;
export const DOOR_BLAZE_RAISE = 5;
export const DOOR_BLAZE_OPEN = 6;
export const DOOR_BLAZE_CLOSE = 7;

// Floor types (DOOM's floor_e).
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

// Ceiling types (DOOM's ceiling_e).
export const CEIL_LOWER_TO_FLOOR = 0;
export const CEIL_RAISE_TO_HIGHEST = 1;
export const CEIL_LOWER_AND_CRUSH = 2;
export const CEIL_CRUSH_AND_RAISE = 3;
export const CEIL_FAST_CRUSH_AND_RAISE = 4;
export const CEIL_SILENT_CRUSH_AND_RAISE = 5;

// Platform types (DOOM's plattype_e) and states.
export const PLAT_PERPETUAL_RAISE = 0;
export const PLAT_DOWN_WAIT_UP_STAY = 1;
export const PLAT_RAISE_AND_CHANGE = 2;
export const PLAT_RAISE_TO_NEAREST_AND_CHANGE = 3;
export const PLAT_BLAZE_DWUS = 4;
export const PLAT_UP = 0;
export const PLAT_DOWN = 1;
export const PLAT_WAITING = 2;
export const PLAT_IN_STASIS = 3;

// Stairs.
export const STAIRS_BUILD8 = 0;
export const STAIRS_TURBO16 = 1;

/** DOOM's speeds in map units per tic, waits in tics. */
export const DOOR_SPEED = 2;
export const DOOR_WAIT = 150;
export const FLOOR_SPEED = 1;
export const CEIL_SPEED = 1;
export const PLAT_SPEED = 1;
export const PLAT_WAIT_TICS = 3 * 35;
const TICRATE = 35;

// T_MovePlane results.
const RES_OK = 0;
const RES_CRUSHED = 1;
const RES_PASTDEST = 2;

export class Movers {
  /** Per sector: MOVER_* (0 = none: the sector is free for a new special). */
  readonly kind: Uint8Array;
  readonly type: Uint8Array;
  /** Door: -1 down, 0 waiting, 1 up, 2 initial wait. Floor: ±1. Ceiling: ±1, 0 in stasis. Plat: PLAT_* status. */
  readonly dir: Int8Array;
  readonly oldDir: Int8Array;
  readonly speed: Float64Array;
  /** Door: top height. Floor: destination. Ceiling: bottom. Plat: low. */
  readonly dest: Float64Array;
  /** Ceiling: top. Plat: high. */
  readonly top: Float64Array;
  readonly crush: Uint8Array;
  /** Door: top wait. Plat: wait. */
  readonly wait: Int32Array;
  /** Door: countdown. Plat: count. */
  readonly count: Int32Array;
  readonly tag: Int32Array;
  readonly newSpecial: Int32Array;
  readonly newFlat: Int32Array;
  /** Sectors with a mover, in the order they started (DOOM's thinker order). */
  private readonly order: Int32Array;
  private orderCount = 0;

  constructor(private readonly w: World, private readonly bodies: SectorBodies) {
    const n = w.sectorCount;
    this.kind = new Uint8Array(n); this.type = new Uint8Array(n);
    this.dir = new Int8Array(n); this.oldDir = new Int8Array(n);
    this.speed = new Float64Array(n); this.dest = new Float64Array(n); this.top = new Float64Array(n);
    this.crush = new Uint8Array(n); this.wait = new Int32Array(n); this.count = new Int32Array(n);
    this.tag = new Int32Array(n); this.newSpecial = new Int32Array(n); this.newFlat = new Int32Array(n);
    this.order = new Int32Array(n);
  }

  /**
   * Takes over `from`'s movers (a World rebuilt with the same sectors: an authoring edit): every
   * per-sector field and the run order. False, and nothing copied, when the sector counts differ.
   */
  copyFrom(from: Movers): boolean {
    if (from.kind.length !== this.kind.length) return false;
    this.kind.set(from.kind); this.type.set(from.type); this.dir.set(from.dir); this.oldDir.set(from.oldDir);
    this.speed.set(from.speed); this.dest.set(from.dest); this.top.set(from.top); this.crush.set(from.crush);
    this.wait.set(from.wait); this.count.set(from.count); this.tag.set(from.tag);
    this.newSpecial.set(from.newSpecial); this.newFlat.set(from.newFlat);
    this.order.set(from.order);
    this.orderCount = from.orderCount;
    return true;
  }

  /** Number of sectors with a mover (stopped crushers and plats in stasis included). */
  get active(): number { return this.orderCount; }

  /** The i-th active sector, in start order. */
  activeSector(i: number): number { return this.order[i]; }

  private start(sec: number, kind: number, type: number): void {
    this.kind[sec] = kind; this.type[sec] = type;
    this.dir[sec] = 0; this.oldDir[sec] = 0; this.speed[sec] = 0; this.dest[sec] = 0; this.top[sec] = 0;
    this.crush[sec] = 0; this.wait[sec] = 0; this.count[sec] = 0; this.tag[sec] = 0;
    this.newSpecial[sec] = 0; this.newFlat[sec] = -1;
    this.order[this.orderCount++] = sec;
  }

  private finish(sec: number): void {
    this.kind[sec] = MOVER_NONE;
  }

  /** One tic of every mover, in start order; finished ones leave the list (order kept). */
  tick(levelTime: number): void {
    const n = this.orderCount;
    for (let i = 0; i < n; i++) {
      const sec = this.order[i];
      switch (this.kind[sec]) {
        case MOVER_DOOR: this.tickDoor(sec); break;
        case MOVER_FLOOR: this.tickFloor(sec); break;
        case MOVER_CEILING: this.tickCeiling(sec); break;
        case MOVER_PLAT: this.tickPlat(sec); break;
        default: break;
      }
    }
    void levelTime;
    // Compact: movers started during this tic (appended past n) keep their place after the rest.
    let k = 0;
    for (let i = 0; i < this.orderCount; i++) {
      const sec = this.order[i];
      if (this.kind[sec] !== MOVER_NONE) this.order[k++] = sec;
    }
    this.orderCount = k;
  }

  // ---- T_MovePlane: one step of a floor (floor = true) or ceiling towards dest.
  private movePlane(sec: number, speed: number, dest: number, crush: boolean, floor: boolean, dir: number): number {
    const w = this.w;
    const h = floor ? w.sectorFloorZ : w.sectorCeilZ;
    const last = h[sec];
    if (dir < 0) {
      if (last - speed < dest) {
        h[sec] = dest;
        if (this.bodies.changeSector(sec, crush)) { h[sec] = last; this.bodies.changeSector(sec, crush); }
        return RES_PASTDEST;
      }
      h[sec] = last - speed;
      if (this.bodies.changeSector(sec, crush)) {
        // DOOM lets a crushing ceiling go on into what it crushes, which takes damage. There is no
        // damage yet, so a crusher stops at the body like any other mover (its slowdown still applies).
        h[sec] = last; this.bodies.changeSector(sec, crush);
        return RES_CRUSHED;
      }
      return RES_OK;
    }
    if (last + speed > dest) {
      h[sec] = dest;
      if (this.bodies.changeSector(sec, crush)) { h[sec] = last; this.bodies.changeSector(sec, crush); }
      return RES_PASTDEST;
    }
    h[sec] = last + speed;
    if (this.bodies.changeSector(sec, crush)) {
      if (!floor) return RES_OK; // a rising ceiling never stops (DOOM's code for it is disabled)
      // A crushing floor: stops at the body too while there is no damage (see above).
      h[sec] = last; this.bodies.changeSector(sec, crush);
      return RES_CRUSHED;
    }
    return RES_OK;
  }

  // ---------------------------------------------------------------- doors
  private tickDoor(sec: number): void {
    const type = this.type[sec];
    switch (this.dir[sec]) {
      case 0: // waiting at the top (or closed, for close30ThenOpen)
        if (--this.count[sec] === 0) {
          if (type === DOOR_BLAZE_RAISE || type === DOOR_NORMAL) this.dir[sec] = -1;
          else if (type === DOOR_CLOSE30_THEN_OPEN) this.dir[sec] = 1;
        }
        break;
      case 2: // initial wait (raiseIn5Mins)
        if (--this.count[sec] === 0 && type === DOOR_RAISE_IN_5_MINS) {
          this.dir[sec] = 1;
          this.type[sec] = DOOR_NORMAL;
        }
        break;
      case -1: {
        const res = this.movePlane(sec, this.speed[sec], this.w.sectorFloorZ[sec], false, false, -1);
        if (res === RES_PASTDEST) {
          if (type === DOOR_BLAZE_RAISE || type === DOOR_BLAZE_CLOSE || type === DOOR_NORMAL || type === DOOR_CLOSE) this.finish(sec);
          else if (type === DOOR_CLOSE30_THEN_OPEN) { this.dir[sec] = 0; this.count[sec] = TICRATE * 30; }
        } else if (res === RES_CRUSHED) {
          // Something in the way: back up, except for plain close doors.
          if (type !== DOOR_BLAZE_CLOSE && type !== DOOR_CLOSE) this.dir[sec] = 1;
        }
        break;
      }
      case 1: {
        const res = this.movePlane(sec, this.speed[sec], this.dest[sec], false, false, 1);
        if (res === RES_PASTDEST) {
          if (type === DOOR_BLAZE_RAISE || type === DOOR_NORMAL) { this.dir[sec] = 0; this.count[sec] = this.wait[sec]; }
          else if (type === DOOR_CLOSE30_THEN_OPEN || type === DOOR_BLAZE_OPEN || type === DOOR_OPEN) this.finish(sec);
        }
        break;
      }
      default: break;
    }
  }

  /** EV_DoDoor on one sector (tagged doors). False when the sector already moves. */
  startDoor(sec: number, type: number): boolean {
    if (this.kind[sec] !== MOVER_NONE) return false;
    const w = this.w;
    this.start(sec, MOVER_DOOR, type);
    this.wait[sec] = DOOR_WAIT;
    this.speed[sec] = DOOR_SPEED;
    switch (type) {
      case DOOR_BLAZE_CLOSE:
        this.dest[sec] = lowestCeilingSurrounding(w, sec) - 4;
        this.dir[sec] = -1;
        this.speed[sec] = DOOR_SPEED * 4;
        break;
      case DOOR_CLOSE:
        this.dest[sec] = lowestCeilingSurrounding(w, sec) - 4;
        this.dir[sec] = -1;
        break;
      case DOOR_CLOSE30_THEN_OPEN:
        this.dest[sec] = w.sectorCeilZ[sec];
        this.dir[sec] = -1;
        break;
      case DOOR_BLAZE_RAISE: case DOOR_BLAZE_OPEN:
        this.dir[sec] = 1;
        this.dest[sec] = lowestCeilingSurrounding(w, sec) - 4;
        this.speed[sec] = DOOR_SPEED * 4;
        break;
      default: // normal, open
        this.dir[sec] = 1;
        this.dest[sec] = lowestCeilingSurrounding(w, sec) - 4;
        break;
    }
    return true;
  }

  /**
   * A manual door (EV_VerticalDoor) on the sector behind the used line. `raise` doors (DR: 1, 26–28,
   * 117) reverse a door already moving: closing → up again, open or opening → down at once
   * (`byPlayer` only: monsters never close doors).
   */
  manualDoor(sec: number, type: number, raise: boolean, byPlayer: boolean): void {
    if (this.kind[sec] !== MOVER_NONE) {
      if (!raise) return;
      if (this.kind[sec] === MOVER_DOOR) {
        if (this.dir[sec] === -1) this.dir[sec] = 1;
        else if (byPlayer) this.dir[sec] = -1;
      } else if (this.kind[sec] === MOVER_PLAT && byPlayer) {
        // Vanilla writes -1 into the field a door keeps its direction in, which is a plat's wait.
        this.wait[sec] = -1;
      }
      return;
    }
    this.start(sec, MOVER_DOOR, type);
    this.dir[sec] = 1;
    this.speed[sec] = type === DOOR_BLAZE_RAISE || type === DOOR_BLAZE_OPEN ? DOOR_SPEED * 4 : DOOR_SPEED;
    this.wait[sec] = DOOR_WAIT;
    this.dest[sec] = lowestCeilingSurrounding(this.w, sec) - 4;
  }

  /** Sector special 10: a door that closes 30 seconds into the level (P_SpawnDoorCloseIn30). */
  spawnDoorCloseIn30(sec: number): void {
    if (this.kind[sec] !== MOVER_NONE) return;
    this.start(sec, MOVER_DOOR, DOOR_NORMAL);
    this.dir[sec] = 0;
    this.speed[sec] = DOOR_SPEED;
    this.count[sec] = 30 * TICRATE;
  }

  /** Sector special 14: a door that opens 5 minutes into the level (P_SpawnDoorRaiseIn5Mins). */
  spawnDoorRaiseIn5Mins(sec: number): void {
    if (this.kind[sec] !== MOVER_NONE) return;
    this.start(sec, MOVER_DOOR, DOOR_RAISE_IN_5_MINS);
    this.dir[sec] = 2;
    this.speed[sec] = DOOR_SPEED;
    this.dest[sec] = lowestCeilingSurrounding(this.w, sec) - 4;
    this.wait[sec] = DOOR_WAIT;
    this.count[sec] = 5 * 60 * TICRATE;
  }

  // ---------------------------------------------------------------- floors
  private tickFloor(sec: number): void {
    const dir = this.dir[sec];
    const res = this.movePlane(sec, this.speed[sec], this.dest[sec], this.crush[sec] === 1, true, dir);
    if (res !== RES_PASTDEST) return;
    const type = this.type[sec];
    if ((dir === 1 && type === FLOOR_DONUT_RAISE) || (dir === -1 && type === FLOOR_LOWER_AND_CHANGE)) {
      this.w.sectorSpecial[sec] = this.newSpecial[sec];
      this.w.sectorFloorFlat[sec] = this.newFlat[sec];
    }
    this.finish(sec);
  }

  /** EV_DoFloor on one sector; `lineFront` is the triggering line's front sector (for the "change" types). */
  startFloor(sec: number, type: number, lineFront: number): boolean {
    if (this.kind[sec] !== MOVER_NONE) return false;
    const w = this.w;
    this.start(sec, MOVER_FLOOR, type);
    const floor = w.sectorFloorZ[sec];
    let dir = 1, speed = FLOOR_SPEED, dest = floor;
    switch (type) {
      case FLOOR_LOWER: dir = -1; dest = highestFloorSurrounding(w, sec); break;
      case FLOOR_LOWER_TO_LOWEST: dir = -1; dest = lowestFloorSurrounding(w, sec); break;
      case FLOOR_TURBO_LOWER:
        dir = -1; speed = FLOOR_SPEED * 4;
        dest = highestFloorSurrounding(w, sec);
        if (dest !== floor) dest += 8;
        break;
      case FLOOR_RAISE_CRUSH: case FLOOR_RAISE:
        dest = lowestCeilingSurrounding(w, sec);
        if (dest > w.sectorCeilZ[sec]) dest = w.sectorCeilZ[sec];
        if (type === FLOOR_RAISE_CRUSH) { dest -= 8; this.crush[sec] = 1; }
        break;
      case FLOOR_RAISE_TURBO: speed = FLOOR_SPEED * 4; dest = nextHighestFloor(w, sec, floor); break;
      case FLOOR_RAISE_TO_NEAREST: dest = nextHighestFloor(w, sec, floor); break;
      case FLOOR_RAISE_24: dest = floor + 24; break;
      case FLOOR_RAISE_512: dest = floor + 512; break;
      case FLOOR_RAISE_24_AND_CHANGE:
        dest = floor + 24;
        if (lineFront >= 0) { w.sectorFloorFlat[sec] = w.sectorFloorFlat[lineFront]; w.sectorSpecial[sec] = w.sectorSpecial[lineFront]; }
        break;
      case FLOOR_RAISE_TO_TEXTURE: dest = floor + shortestLowerTexture(w, sec); break;
      case FLOOR_LOWER_AND_CHANGE: {
        dir = -1;
        dest = lowestFloorSurrounding(w, sec);
        this.newFlat[sec] = w.sectorFloorFlat[sec];
        this.newSpecial[sec] = 0;
        // The flat and special of the first neighbour (in line order) already at the destination.
        for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
          const li = w.sectorLines[i];
          if (!(w.lineFlags[li] & 4)) continue;
          const other = w.lineFront[li] === sec ? w.lineBack[li] : w.lineFront[li];
          if (other >= 0 && w.sectorFloorZ[other] === dest) {
            this.newFlat[sec] = w.sectorFloorFlat[other];
            this.newSpecial[sec] = w.sectorSpecial[other];
            break;
          }
        }
        break;
      }
      default: break;
    }
    this.dir[sec] = dir; this.speed[sec] = speed; this.dest[sec] = dest;
    return true;
  }

  /** A floor mover with explicit fields (stairs and donuts). False when the sector already moves. */
  startFloorRaw(sec: number, type: number, dir: number, speed: number, dest: number, newFlat: number, newSpecial: number): boolean {
    if (this.kind[sec] !== MOVER_NONE) return false;
    this.start(sec, MOVER_FLOOR, type);
    this.dir[sec] = dir; this.speed[sec] = speed; this.dest[sec] = dest;
    this.newFlat[sec] = newFlat; this.newSpecial[sec] = newSpecial;
    return true;
  }

  /**
   * EV_BuildStairs from the tagged sector `first`: it and each next sector across a two-sided line
   * whose front is the current step and whose floor flat matches rise by one step more. Returns the
   * last sector raised (DOOM continues its tag search from there).
   */
  buildStairs(first: number, kind: number): number {
    const w = this.w;
    if (this.kind[first] !== MOVER_NONE) return first;
    const speed = kind === STAIRS_TURBO16 ? FLOOR_SPEED * 4 : FLOOR_SPEED / 4;
    const size = kind === STAIRS_TURBO16 ? 16 : 8;
    let sec = first;
    let height = w.sectorFloorZ[sec] + size;
    this.startFloorRaw(sec, FLOOR_LOWER, 1, speed, height, -1, 0);
    const flat = w.sectorFloorFlat[sec];
    for (let guard = 0; guard < w.sectorCount; guard++) {
      let found = -1;
      for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
        const li = w.sectorLines[i];
        if (!(w.lineFlags[li] & 4)) continue;
        if (w.lineFront[li] !== sec) continue;
        const t = w.lineBack[li];
        if (t < 0 || w.sectorFloorFlat[t] !== flat) continue;
        height += size;
        if (this.kind[t] !== MOVER_NONE) continue;
        found = t;
        break;
      }
      if (found < 0) break;
      sec = found;
      this.startFloorRaw(sec, FLOOR_LOWER, 1, speed, height, -1, 0);
    }
    return sec;
  }

  // ---------------------------------------------------------------- ceilings
  private tickCeiling(sec: number): void {
    const type = this.type[sec];
    const dir = this.dir[sec];
    if (dir === 1) {
      const res = this.movePlane(sec, this.speed[sec], this.top[sec], false, false, 1);
      if (res === RES_PASTDEST) {
        if (type === CEIL_RAISE_TO_HIGHEST) this.finish(sec);
        else if (type === CEIL_SILENT_CRUSH_AND_RAISE || type === CEIL_FAST_CRUSH_AND_RAISE || type === CEIL_CRUSH_AND_RAISE) this.dir[sec] = -1;
      }
    } else if (dir === -1) {
      const res = this.movePlane(sec, this.speed[sec], this.dest[sec], this.crush[sec] === 1, false, -1);
      if (res === RES_PASTDEST) {
        if (type === CEIL_SILENT_CRUSH_AND_RAISE || type === CEIL_CRUSH_AND_RAISE) { this.speed[sec] = CEIL_SPEED; this.dir[sec] = 1; }
        else if (type === CEIL_FAST_CRUSH_AND_RAISE) this.dir[sec] = 1;
        else if (type === CEIL_LOWER_AND_CRUSH || type === CEIL_LOWER_TO_FLOOR) this.finish(sec);
      } else if (res === RES_CRUSHED) {
        if (type === CEIL_SILENT_CRUSH_AND_RAISE || type === CEIL_CRUSH_AND_RAISE || type === CEIL_LOWER_AND_CRUSH) this.speed[sec] = CEIL_SPEED / 8;
      }
    }
  }

  /** Restarts stopped crushers with this tag (P_ActivateInStasisCeiling). */
  activateCeilingsInStasis(tag: number): void {
    for (let i = 0; i < this.orderCount; i++) {
      const sec = this.order[i];
      if (this.kind[sec] === MOVER_CEILING && this.tag[sec] === tag && this.dir[sec] === 0) this.dir[sec] = this.oldDir[sec];
    }
  }

  /** EV_CeilingCrushStop: stops moving ceilings with this tag. True when one stopped. */
  stopCeilings(tag: number): boolean {
    let any = false;
    for (let i = 0; i < this.orderCount; i++) {
      const sec = this.order[i];
      if (this.kind[sec] === MOVER_CEILING && this.tag[sec] === tag && this.dir[sec] !== 0) {
        this.oldDir[sec] = this.dir[sec];
        this.dir[sec] = 0;
        any = true;
      }
    }
    return any;
  }

  /** EV_DoCeiling on one sector. */
  startCeiling(sec: number, type: number): boolean {
    if (this.kind[sec] !== MOVER_NONE) return false;
    const w = this.w;
    this.start(sec, MOVER_CEILING, type);
    switch (type) {
      case CEIL_FAST_CRUSH_AND_RAISE:
        this.crush[sec] = 1;
        this.top[sec] = w.sectorCeilZ[sec];
        this.dest[sec] = w.sectorFloorZ[sec] + 8;
        this.dir[sec] = -1;
        this.speed[sec] = CEIL_SPEED * 2;
        break;
      case CEIL_SILENT_CRUSH_AND_RAISE: case CEIL_CRUSH_AND_RAISE: case CEIL_LOWER_AND_CRUSH: case CEIL_LOWER_TO_FLOOR:
        if (type === CEIL_SILENT_CRUSH_AND_RAISE || type === CEIL_CRUSH_AND_RAISE) {
          this.crush[sec] = 1;
          this.top[sec] = w.sectorCeilZ[sec];
        }
        this.dest[sec] = w.sectorFloorZ[sec] + (type === CEIL_LOWER_TO_FLOOR ? 0 : 8);
        this.dir[sec] = -1;
        this.speed[sec] = CEIL_SPEED;
        break;
      case CEIL_RAISE_TO_HIGHEST:
        this.top[sec] = highestCeilingSurrounding(w, sec);
        this.dir[sec] = 1;
        this.speed[sec] = CEIL_SPEED;
        break;
      default: break;
    }
    this.tag[sec] = w.sectorTag[sec];
    return true;
  }

  // ---------------------------------------------------------------- platforms
  private tickPlat(sec: number): void {
    const w = this.w;
    switch (this.dir[sec]) {
      case PLAT_UP: {
        const crush = this.crush[sec] === 1;
        const res = this.movePlane(sec, this.speed[sec], this.top[sec], crush, true, 1);
        if (res === RES_CRUSHED && !crush) {
          this.count[sec] = this.wait[sec];
          this.dir[sec] = PLAT_DOWN;
        } else if (res === RES_PASTDEST) {
          this.count[sec] = this.wait[sec];
          this.dir[sec] = PLAT_WAITING;
          const t = this.type[sec];
          if (t === PLAT_BLAZE_DWUS || t === PLAT_DOWN_WAIT_UP_STAY || t === PLAT_RAISE_AND_CHANGE || t === PLAT_RAISE_TO_NEAREST_AND_CHANGE) this.finish(sec);
        }
        break;
      }
      case PLAT_DOWN: {
        const res = this.movePlane(sec, this.speed[sec], this.dest[sec], false, true, -1);
        if (res === RES_PASTDEST) { this.count[sec] = this.wait[sec]; this.dir[sec] = PLAT_WAITING; }
        break;
      }
      case PLAT_WAITING:
        if (--this.count[sec] === 0) this.dir[sec] = w.sectorFloorZ[sec] === this.dest[sec] ? PLAT_UP : PLAT_DOWN;
        break;
      default: break; // in stasis
    }
  }

  /** Restarts plats in stasis with this tag (P_ActivateInStasis). */
  activatePlatsInStasis(tag: number): void {
    for (let i = 0; i < this.orderCount; i++) {
      const sec = this.order[i];
      if (this.kind[sec] === MOVER_PLAT && this.tag[sec] === tag && this.dir[sec] === PLAT_IN_STASIS) this.dir[sec] = this.oldDir[sec];
    }
  }

  /** EV_StopPlat. */
  stopPlats(tag: number): void {
    for (let i = 0; i < this.orderCount; i++) {
      const sec = this.order[i];
      if (this.kind[sec] === MOVER_PLAT && this.tag[sec] === tag && this.dir[sec] !== PLAT_IN_STASIS) {
        this.oldDir[sec] = this.dir[sec];
        this.dir[sec] = PLAT_IN_STASIS;
      }
    }
  }

  /**
   * EV_DoPlat on one sector. `rng` gives DOOM's P_Random (perpetual plats start up or down by it);
   * `lineFront` the line's front sector (for the change types), `amount` the raise for raiseAndChange.
   */
  startPlat(sec: number, type: number, tag: number, lineFront: number, amount: number, rng: { pRandom(): number }): boolean {
    if (this.kind[sec] !== MOVER_NONE) return false;
    const w = this.w;
    this.start(sec, MOVER_PLAT, type);
    this.tag[sec] = tag;
    const floor = w.sectorFloorZ[sec];
    switch (type) {
      case PLAT_RAISE_TO_NEAREST_AND_CHANGE:
        this.speed[sec] = PLAT_SPEED / 2;
        if (lineFront >= 0) w.sectorFloorFlat[sec] = w.sectorFloorFlat[lineFront];
        this.top[sec] = nextHighestFloor(w, sec, floor);
        this.wait[sec] = 0;
        this.dir[sec] = PLAT_UP;
        w.sectorSpecial[sec] = 0;
        break;
      case PLAT_RAISE_AND_CHANGE:
        this.speed[sec] = PLAT_SPEED / 2;
        if (lineFront >= 0) w.sectorFloorFlat[sec] = w.sectorFloorFlat[lineFront];
        this.top[sec] = floor + amount;
        this.wait[sec] = 0;
        this.dir[sec] = PLAT_UP;
        break;
      case PLAT_DOWN_WAIT_UP_STAY: case PLAT_BLAZE_DWUS: {
        this.speed[sec] = PLAT_SPEED * (type === PLAT_BLAZE_DWUS ? 8 : 4);
        const low = lowestFloorSurrounding(w, sec);
        this.dest[sec] = low > floor ? floor : low;
        this.top[sec] = floor;
        this.wait[sec] = PLAT_WAIT_TICS;
        this.dir[sec] = PLAT_DOWN;
        break;
      }
      case PLAT_PERPETUAL_RAISE: {
        this.speed[sec] = PLAT_SPEED;
        const low = lowestFloorSurrounding(w, sec);
        this.dest[sec] = low > floor ? floor : low;
        const high = highestFloorSurrounding(w, sec);
        this.top[sec] = high < floor ? floor : high;
        this.wait[sec] = PLAT_WAIT_TICS;
        this.dir[sec] = rng.pRandom() & 1;
        break;
      }
      default: break;
    }
    return true;
  }
}
