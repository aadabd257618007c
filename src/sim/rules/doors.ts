// DOOM's vertical doors (p_doors): the door thinker (a ceiling that opens to 4 units under the lowest
// neighbouring ceiling, waits, closes, goes back up when something is under it), the tagged doors of
// walk-over, switch and shot lines, the locked ones with their key checks and DOOM's messages, the
// doors used directly (DR/D1: the sector behind the line, reversing a door already moving), and the
// two timed doors of sector specials 10 and 14. DOOM's arithmetic and order of thinker creation.
import { TICRATE } from '../../defs/doom/timing.js';
import { FRACUNIT } from '../base/fixed.js';
import type { Line, Sector } from '../base/level.js';
import { Thinker, ThinkerPool, TF_ACTIVE } from '../base/thinker.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import type { PlayerState } from '../base/player-state.js';
import { SFX } from '../../defs/doom/sounds.js';
import { MOVE_CRUSHED, MOVE_PASTDEST, FloorMove, movePlane } from './floors.js';
import { Plat } from './plats.js';
import { Ceiling } from './ceilings.js';
import { findLowestCeilingSurrounding, findSectorFromLineTag } from './specials.js';
import { ceilingActive, setCeilingData } from '../base/sector-data.js';
import { evLightTurnOnPartway } from './sector-lights.js';

/** DOOM's vldoor_e. */
export const VLD_NORMAL = 0;
export const VLD_CLOSE30_THEN_OPEN = 1;
export const VLD_CLOSE = 2;
export const VLD_OPEN = 3;
export const VLD_RAISE_IN_5_MINS = 4;
export const VLD_BLAZE_RAISE = 5;
export const VLD_BLAZE_OPEN = 6;
export const VLD_BLAZE_CLOSE = 7;
/** Boom's generalized doors (p_genlin): raise, open, close-then-open and close, slow or blazing. */
export const VLD_GEN_RAISE = 8;
export const VLD_GEN_BLAZE_RAISE = 9;
export const VLD_GEN_OPEN = 10;
export const VLD_GEN_BLAZE_OPEN = 11;
export const VLD_GEN_CLOSE = 12;
export const VLD_GEN_BLAZE_CLOSE = 13;
export const VLD_GEN_CDO = 14;
export const VLD_GEN_BLAZE_CDO = 15;

export const VDOORSPEED = FRACUNIT * 2;
export const VDOORWAIT = 150;

/** The keys (DOOM's card_t). */
const IT_BLUECARD = 0, IT_YELLOWCARD = 1, IT_REDCARD = 2, IT_BLUESKULL = 3, IT_YELLOWSKULL = 4, IT_REDSKULL = 5;

// DOOM's messages (d_englsh.h).

/** A moving door (vldoor_t). direction: 1 up, 0 waiting at the top, -1 down, 2 waiting to raise. */
export class VerticalDoor extends Thinker {
  type = VLD_NORMAL;
  sector: Sector = null as unknown as Sector;
  topheight = 0;
  speed = 0;
  direction = 0;
  /** Tics to wait at the top. */
  topwait = 0;
  /** Tics left of the wait (kept when a closing door is sent back up). */
  topcountdown = 0;
  /** Boom: the line that started it, and the tag whose sectors light up as it opens (0: none). */
  line: Line | null = null;
  lighttag = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    verticalDoor(this.ps, this);
  }

  override freed(): void {
    DOOR_POOL.give(this.ps, this);
  }

  /** A door from the pool, as new. */
  reset(): this {
    this.type = VLD_NORMAL;
    this.sector = null as unknown as Sector;
    this.topheight = 0; this.speed = 0; this.direction = 0; this.topwait = 0; this.topcountdown = 0;
    this.line = null; this.lighttag = 0;
    return this;
  }
}

const DOOR_POOL = new ThinkerPool<VerticalDoor>();

/** T_VerticalDoor. */
export function verticalDoor(ps: SimState, door: VerticalDoor): void {
  const sec = door.sector;
  switch (door.direction) {
    case 0: // waiting at the top
      door.topcountdown = (door.topcountdown - 1) | 0;
      if (door.topcountdown === 0) {
        switch (door.type) {
          case VLD_BLAZE_RAISE:
            door.direction = -1;
            ps.sectorSound(sec, SFX.bdcls);
            break;
          case VLD_NORMAL:
            door.direction = -1;
            ps.sectorSound(sec, SFX.dorcls);
            break;
          case VLD_CLOSE30_THEN_OPEN:
            door.direction = 1;
            ps.sectorSound(sec, SFX.doropn);
            break;
          case VLD_GEN_RAISE:
            door.direction = -1;
            ps.sectorSound(sec, SFX.dorcls);
            break;
          case VLD_GEN_BLAZE_RAISE:
            door.direction = -1;
            ps.sectorSound(sec, SFX.bdcls);
            break;
          case VLD_GEN_CDO:
            door.direction = 1;
            ps.sectorSound(sec, SFX.doropn);
            break;
          case VLD_GEN_BLAZE_CDO:
            door.direction = 1;
            ps.sectorSound(sec, SFX.bdopn);
            break;
        }
      }
      break;
    case 2: // initial wait (raise in 5 minutes)
      door.topcountdown = (door.topcountdown - 1) | 0;
      if (door.topcountdown === 0 && door.type === VLD_RAISE_IN_5_MINS) {
        door.direction = 1;
        door.type = VLD_NORMAL;
        ps.sectorSound(sec, SFX.doropn);
      }
      break;
    case -1: {
      const res = movePlane(ps, sec, door.speed, sec.floorheight, 0, 1, door.direction);
      if (res === MOVE_PASTDEST) {
        switch (door.type) {
          case VLD_BLAZE_RAISE:
          case VLD_BLAZE_CLOSE:
          case VLD_GEN_BLAZE_RAISE:
          case VLD_GEN_BLAZE_CLOSE:
            setCeilingData(ps, sec, null);
            ps.thinkers.remove(door);
            // Vanilla sounds the blazing close twice (here and as it starts down); Boom once.
            if (!ps.compat.boom) ps.sectorSound(sec, SFX.bdcls);
            break;
          case VLD_NORMAL:
          case VLD_CLOSE:
          case VLD_GEN_RAISE:
          case VLD_GEN_CLOSE:
            setCeilingData(ps, sec, null);
            ps.thinkers.remove(door);
            break;
          case VLD_CLOSE30_THEN_OPEN:
            door.direction = 0;
            door.topcountdown = TICRATE * 30;
            break;
          case VLD_GEN_CDO:
          case VLD_GEN_BLAZE_CDO:
            door.direction = 0;
            door.topcountdown = door.topwait;
            break;
        }
        if (door.lighttag !== 0 && door.line !== null && door.topheight !== sec.floorheight) evLightTurnOnPartway(ps, door.line, 0);
      } else if (res === MOVE_CRUSHED) {
        switch (door.type) {
          case VLD_BLAZE_CLOSE: case VLD_CLOSE: case VLD_GEN_CLOSE: case VLD_GEN_BLAZE_CLOSE:
            break; // close doors wait on what is under them
          case VLD_BLAZE_RAISE: case VLD_GEN_BLAZE_RAISE:
            door.direction = 1;
            ps.sectorSound(sec, ps.compat.boom ? SFX.bdopn : SFX.doropn);
            break;
          default:
            door.direction = 1; // something is under it: back up
            ps.sectorSound(sec, SFX.doropn);
            break;
        }
      }
      break;
    }
    case 1: {
      const res = movePlane(ps, sec, door.speed, door.topheight, 0, 1, door.direction);
      if (res === MOVE_PASTDEST) {
        switch (door.type) {
          case VLD_BLAZE_RAISE:
          case VLD_NORMAL:
          case VLD_GEN_RAISE:
          case VLD_GEN_BLAZE_RAISE:
            door.direction = 0;
            door.topcountdown = door.topwait;
            break;
          case VLD_CLOSE30_THEN_OPEN:
          case VLD_BLAZE_OPEN:
          case VLD_OPEN:
          case VLD_GEN_BLAZE_OPEN:
          case VLD_GEN_OPEN:
          case VLD_GEN_CDO:
          case VLD_GEN_BLAZE_CDO:
            setCeilingData(ps, sec, null);
            ps.thinkers.remove(door);
            break;
        }
        // Boom's lit doors (a manual door's tag): the tagged sectors light up as the door opens.
        if (door.lighttag !== 0 && door.line !== null && door.topheight !== sec.floorheight) evLightTurnOnPartway(ps, door.line, 65536);
      }
      break;
    }
  }
}

function say(ps: SimState, player: PlayerState, text: string): void {
  player.message = text;
  player.messageTic = ps.leveltime;
  ps.sound(null, SFX.oof);
}

/** EV_DoLockedDoor: EV_DoDoor for a player holding the line's key (switches 99, 133..137). */
export function evDoLockedDoor(ps: SimState, line: Line, type: number, thing: Mobj): number {
  const p = thing.player;
  if (p === null) return 0;
  switch (line.special) {
    case 99: case 133:
      if (!p.cards[IT_BLUECARD] && !p.cards[IT_BLUESKULL]) { say(ps, p, ps.defs.msg.PD_BLUEO); return 0; }
      break;
    case 134: case 135:
      if (!p.cards[IT_REDCARD] && !p.cards[IT_REDSKULL]) { say(ps, p, ps.defs.msg.PD_REDO); return 0; }
      break;
    case 136: case 137:
      if (!p.cards[IT_YELLOWCARD] && !p.cards[IT_YELLOWSKULL]) { say(ps, p, ps.defs.msg.PD_YELLOWO); return 0; }
      break;
  }
  return evDoDoor(ps, line, type);
}

/** A door thinker (from the pool or new) added to the list and owning `sec`; the caller sets the rest. */
export function newDoor(ps: SimState, sec: Sector): VerticalDoor {
  const door = DOOR_POOL.take(ps)?.reset() ?? new VerticalDoor(ps);
  ps.thinkers.add(door);
  setCeilingData(ps, sec, door);
  door.sector = sec;
  return door;
}

/** EV_DoDoor: a door of `type` in every idle sector tagged like `line`. 1 if any started. */
export function evDoDoor(ps: SimState, line: Line, type: number): number {
  const sectors = ps.level.sectors;
  let secnum = -1;
  let rtn = 0;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (ceilingActive(ps, sec)) continue;
    rtn = 1;
    const door = newDoor(ps, sec);
    door.type = type;
    door.topwait = VDOORWAIT;
    door.speed = VDOORSPEED;
    switch (type) {
      case VLD_BLAZE_CLOSE:
        door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
        door.direction = -1;
        door.speed = VDOORSPEED * 4;
        ps.sectorSound(sec, SFX.bdcls);
        break;
      case VLD_CLOSE:
        door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
        door.direction = -1;
        ps.sectorSound(sec, SFX.dorcls);
        break;
      case VLD_CLOSE30_THEN_OPEN:
        door.topheight = sec.ceilingheight;
        door.direction = -1;
        ps.sectorSound(sec, SFX.dorcls);
        break;
      case VLD_BLAZE_RAISE:
      case VLD_BLAZE_OPEN:
        door.direction = 1;
        door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
        door.speed = VDOORSPEED * 4;
        if (door.topheight !== sec.ceilingheight) ps.sectorSound(sec, SFX.bdopn);
        break;
      case VLD_NORMAL:
      case VLD_OPEN:
        door.direction = 1;
        door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
        if (door.topheight !== sec.ceilingheight) ps.sectorSound(sec, SFX.doropn);
        break;
    }
  }
  return rtn;
}

/**
 * What EV_VerticalDoor reads and writes as "door->direction" when the sector's mover is no door: the
 * int at the door's direction offset in Chocolate Doom's 64-bit structures (a plat's count, a
 * ceiling's speed, a floor's texture and the two bytes after it).
 */
function aliasDirection(t: Thinker): number {
  if (t instanceof VerticalDoor) return t.direction;
  if (t instanceof Plat) return t.count;
  if (t instanceof Ceiling) return t.speed;
  if (t instanceof FloorMove) return (t.texture & 0xffff) | (t.texturePad << 16);
  return 0;
}

function setAliasDirection(t: Thinker, v: number): void {
  if (t instanceof VerticalDoor) t.direction = v;
  else if (t instanceof Plat) t.count = v;
  else if (t instanceof Ceiling) t.speed = v;
  else if (t instanceof FloorMove) {
    t.texture = (v << 16) >> 16;
    t.texturePad = (v >> 16) & 0xffff;
  }
}

/** EV_VerticalDoor: `thing` used a door line (DR, D1, their locked and blazing kinds) from its front. */
export function evVerticalDoor(ps: SimState, line: Line, thing: Mobj): void {
  const player = thing.player;
  switch (line.special) {
    case 26: case 32: // blue
      if (player === null) return;
      if (!player.cards[IT_BLUECARD] && !player.cards[IT_BLUESKULL]) { say(ps, player, ps.defs.msg.PD_BLUEK); return; }
      break;
    case 27: case 34: // yellow
      if (player === null) return;
      if (!player.cards[IT_YELLOWCARD] && !player.cards[IT_YELLOWSKULL]) { say(ps, player, ps.defs.msg.PD_YELLOWK); return; }
      break;
    case 28: case 33: // red
      if (player === null) return;
      if (!player.cards[IT_REDCARD] && !player.cards[IT_REDSKULL]) { say(ps, player, ps.defs.msg.PD_REDK); return; }
      break;
  }
  if (line.side1 < 0) {
    if (ps.compat.boom) {
      if (player !== null) ps.sound(thing, SFX.oof);
      return;
    }
    ps.warn(`line ${line.index}: door special ${line.special} on a one-sided line (vanilla stops here)`);
    return;
  }
  const sec = ps.level.sides[line.side1].sector;
  if (ps.compat.boom) {
    // Boom: the ceiling's mover; a repeatable door line reverses a door (or a plat's wait) on it.
    const door = sec.ceilingdata;
    if (door !== null) {
      switch (line.special) {
        case 1: case 26: case 27: case 28: case 117: {
          let outval = 0;
          if (door instanceof VerticalDoor && door.direction === -1) outval = 1;
          else if (player !== null) outval = -1;
          if (outval !== 0) {
            if (door instanceof VerticalDoor) door.direction = outval;
            else if (door instanceof Plat) door.wait = outval;
          }
          return;
        }
        default:
          return;
      }
    }
  }
  const busy = sec.specialdata;
  if (busy !== null && !ps.compat.boom) {
    switch (line.special) {
      case 1: case 26: case 27: case 28: case 117: // raise doors, not the open ones
        if (aliasDirection(busy) === -1) {
          setAliasDirection(busy, 1); // going down: back up
        } else {
          if (player === null) return; // monsters never close doors
          if (busy instanceof VerticalDoor) busy.direction = -1; // close now
          else if (busy instanceof Plat && busy.fn === TF_ACTIVE) busy.wait = -1;
          else {
            ps.warn(`line ${line.index}: a door use tried to close a mover that is no door (sector ${sec.index})`);
            setAliasDirection(busy, -1);
          }
        }
        return;
    }
  }
  switch (line.special) {
    case 117: case 118:
      ps.sectorSound(sec, SFX.bdopn);
      break;
    default:
      ps.sectorSound(sec, SFX.doropn);
      break;
  }
  const door = newDoor(ps, sec);
  door.direction = 1;
  door.speed = VDOORSPEED;
  door.topwait = VDOORWAIT;
  if (ps.compat.boom) {
    door.line = line;
    // Lit doors (comp_doorlight off): only the manual kinds below keep it.
    switch (line.special) {
      case 1: case 26: case 27: case 28: case 31: case 32: case 33: case 34: case 117: case 118: door.lighttag = line.tag; break;
    }
  }
  switch (line.special) {
    case 1: case 26: case 27: case 28:
      door.type = VLD_NORMAL;
      break;
    case 31: case 32: case 33: case 34:
      door.type = VLD_OPEN;
      line.special = 0;
      ps.lineChanged(line);
      break;
    case 117:
      door.type = VLD_BLAZE_RAISE;
      door.speed = VDOORSPEED * 4;
      break;
    case 118:
      door.type = VLD_BLAZE_OPEN;
      line.special = 0;
      ps.lineChanged(line);
      door.speed = VDOORSPEED * 4;
      break;
  }
  door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
}

/** P_SpawnDoorCloseIn30 (sector special 10): closes after 30 seconds, then stays. */
export function spawnDoorCloseIn30(ps: SimState, sec: Sector): void {
  const door = newDoor(ps, sec);
  sec.special = 0;
  door.direction = 0;
  door.type = VLD_NORMAL;
  door.speed = VDOORSPEED;
  door.topcountdown = 30 * TICRATE;
}

/** P_SpawnDoorRaiseIn5Mins (sector special 14): opens after 5 minutes, then acts as a normal door. */
export function spawnDoorRaiseIn5Mins(ps: SimState, sec: Sector): void {
  const door = newDoor(ps, sec);
  sec.special = 0;
  door.direction = 2;
  door.type = VLD_RAISE_IN_5_MINS;
  door.speed = VDOORSPEED;
  door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
  door.topwait = VDOORWAIT;
  door.topcountdown = 5 * 60 * TICRATE;
}
