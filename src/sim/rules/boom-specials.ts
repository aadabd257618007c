// Boom's line and sector specials (boomref.txt; Boom's p_spec, p_switch, p_telept), used when the
// game's compatibility level has Boom's rules (ps.compat.boom). The walk-over, switch and gun lines
// of DOOM's numbers 1..141 keep their actions with Boom's changes (a once-only line is spent only
// when it did something; a line that needs a tag does nothing with tag 0), the numbers 142..272 add
// their repeatable and once-only kinds (raise 512, change flats and specials, lower to the nearest
// floor, elevators, silent and line-to-line teleporters, ceilings to the lowest ceiling or highest
// floor, the instant toggle, more stairs, lights and exits), and the generalized lines
// (boom-generalized.ts) take their class's trigger. The sector special's bits (damage 5/10/20,
// secret, friction, wind) act as Boom's; the level start adds the scrollers, friction and pushers
// after the lights, in Boom's order.
import { TANTOANGLE } from '../../defs/doom/tables.js';
import { ANG90, ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACUNIT, fixedDiv, fixedMul, pointToAngle } from '../base/fixed.js';
import { ML_SECRET, type Line, type Sector } from '../base/level.js';
import { Thinker, ThinkerPool } from '../base/thinker.js';
import { MF, mobjIndex } from '../../defs/doom/things-info.js';
import { SFX } from '../../defs/doom/sounds.js';
import { PR_SLIMEHURT } from '../../defs/doom/random.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { CF_GODMODE, PW_INVULNERABILITY, PW_IRONFEET, type PlayerState } from '../base/player-state.js';
import { damageMobj } from './interaction.js';
import { pointOnLineSide } from '../base/line-side.js';
import { teleportMove } from './map-move.js';
import { calcHeight } from './player.js';
import { resetSpecialState } from './special-state.js';
import { changeSwitchTexture, useLineAction } from './switches.js';
import {
  VLD_BLAZE_CLOSE, VLD_BLAZE_OPEN, VLD_BLAZE_RAISE, VLD_CLOSE, VLD_CLOSE30_THEN_OPEN, VLD_NORMAL, VLD_OPEN, evDoDoor,
  evVerticalDoor, spawnDoorCloseIn30, spawnDoorRaiseIn5Mins,
} from './doors.js';
import {
  FLOOR_LOWER, FLOOR_LOWER_AND_CHANGE, FLOOR_LOWER_TO_LOWEST, FLOOR_LOWER_TO_NEAREST, FLOOR_RAISE, FLOOR_RAISE_24,
  FLOOR_RAISE_24_AND_CHANGE, FLOOR_RAISE_512, FLOOR_RAISE_CRUSH, FLOOR_RAISE_TO_NEAREST, FLOOR_RAISE_TO_TEXTURE, FLOOR_RAISE_TURBO,
  FLOOR_TURBO_LOWER, MOVE_OK, MOVE_PASTDEST, STAIRS_BUILD8, STAIRS_TURBO16, evBuildStairs, evDoDonut, evDoFloor, movePlane,
} from './floors.js';
import {
  PLAT_BLAZE_DWUS, PLAT_DOWN_WAIT_UP_STAY, PLAT_PERPETUAL_RAISE, PLAT_RAISE_AND_CHANGE, PLAT_RAISE_TO_NEAREST_AND_CHANGE,
  PLAT_TOGGLE_UP_DN, evDoPlat, evStopPlat,
} from './plats.js';
import {
  CEIL_CRUSH_AND_RAISE, CEIL_FAST_CRUSH_AND_RAISE, CEIL_LOWER_AND_CRUSH, CEIL_LOWER_TO_FLOOR, CEIL_LOWER_TO_LOWEST,
  CEIL_LOWER_TO_MAX_FLOOR, CEIL_RAISE_TO_HIGHEST, CEIL_SILENT_CRUSH_AND_RAISE, evCeilingCrushStop, evDoCeiling,
} from './ceilings.js';
import {
  FASTDARK, SLOWDARK, evLightTurnOn, evStartLightStrobing, evTurnTagLightsOff, spawnFireFlicker, spawnGlowingLight,
  spawnLightFlash, spawnStrobeFlash,
} from './sector-lights.js';
import { evTeleport, teleportDestination } from './teleport.js';
import { crossRepeatable, findModelSector, findNextHighestFloor, findNextLowestFloor, findSectorFromLineTag } from './specials.js';
import {
  GEN_CRUSHER_BASE, GEN_LIFT_BASE, GEN_LOCKED_BASE, GUN_MANY, GUN_ONCE, PUSH_MANY, PUSH_ONCE, SWITCH_MANY, SWITCH_ONCE, TRIGGER_MASK,
  WALK_MANY, WALK_ONCE, canUnlockGenDoor, genAction, genClass, genMonsterAllowed,
} from './boom-generalized.js';
import { CARRYFACTOR, SCROLL_SHIFT, SC_CARRY, SC_CEILING, SC_FLOOR, SC_SIDE, addScroller } from './scrollers.js';
import { spawnFriction } from './friction.js';
import { spawnPushers } from './pushers.js';

const MT_ROCKET = mobjIndex('MT_ROCKET');
const MT_PLASMA = mobjIndex('MT_PLASMA');
const MT_BFG = mobjIndex('MT_BFG');
const MT_TROOPSHOT = mobjIndex('MT_TROOPSHOT');
const MT_HEADSHOT = mobjIndex('MT_HEADSHOT');
const MT_BRUISERSHOT = mobjIndex('MT_BRUISERSHOT');

/** The sector special's fields: the DOOM type (low 5 bits), damage (2 bits), secret. */
export const DAMAGE_MASK = 0x60;
export const DAMAGE_SHIFT = 5;
/** MBF21's sector bits: the alternative damage mode, and death to grounded monsters (mobj.ts). */
export const DEATH_MASK = 0x1000;
export const KILL_MONSTERS_MASK = 0x2000;
const SECRET_MASK = 0x80;

/** Boom's complevels where the fixes of comp_zerotags and comp_zombie start (G_Compatibility). */
const COMPLEVEL_ZEROTAGS_FIX = 8;
const COMPLEVEL_ZOMBIE_FIX = 10;

// ---------------------------------------------------------------- helpers

/** P_CheckTag: may this line act with tag 0 (doors used directly, lights, teleports, exits, scrollers)? */
function checkTag(ps: SimState, line: Line): boolean {
  if (line.tag !== 0 || ps.compat.complevel < COMPLEVEL_ZEROTAGS_FIX) return true;
  switch (line.special) {
    case 1: case 26: case 27: case 28: case 31: case 32: case 33: case 34: case 117: case 118:
    case 139: case 170: case 79: case 35: case 138: case 171: case 81: case 13: case 192: case 169: case 80: case 12:
    case 194: case 173: case 157: case 104: case 193: case 172: case 156: case 17:
    case 195: case 174: case 97: case 39: case 126: case 125: case 210: case 209: case 208: case 207:
    case 11: case 52: case 197: case 51: case 124: case 198:
    case 48: case 85:
      return true;
  }
  return false;
}

/** A dead player may not exit or flip exit switches (comp_zombie off, complevel ≥ 10). */
function zombie(ps: SimState, thing: Mobj): boolean {
  return ps.compat.complevel >= COMPLEVEL_ZOMBIE_FIX && thing.player !== null && thing.player.health <= 0;
}

function once(ps: SimState, line: Line, done: number): void {
  if (done) {
    line.special = 0;
    ps.lineChanged(line);
  }
}

function isProjectile(t: number): boolean {
  return t === MT_ROCKET || t === MT_PLASMA || t === MT_BFG || t === MT_TROOPSHOT || t === MT_HEADSHOT || t === MT_BRUISERSHOT;
}

// ---------------------------------------------------------------- walk-over lines

/** P_CrossSpecialLine under Boom's rules: `thing` crossed `line` from `side` (0 front, 1 back). */
export function boomCrossSpecialLine(ps: SimState, line: Line, side: number, thing: Mobj): void {
  if (thing.player === null && isProjectile(thing.type)) return;
  const cls = genClass(line.special);
  if (cls !== 0) {
    // Boom never made its walk-over crushers work (MBF21 did).
    if (cls === GEN_CRUSHER_BASE && !ps.compat.mbf21) return;
    const trig = line.special & TRIGGER_MASK;
    if (trig !== WALK_ONCE && trig !== WALK_MANY) return;
    if (cls === GEN_LOCKED_BASE) {
      if (thing.player === null || !canUnlockGenDoor(ps, line, thing.player)) return;
    } else {
      if (thing.player === null && !genMonsterAllowed(line, cls, (line.flags & ML_SECRET) !== 0)) return;
      if (line.tag === 0) return; // walk-over generalized lines need a tag
    }
    const done = genAction(ps, line, cls);
    if (trig === WALK_ONCE) once(ps, line, done);
    return;
  }
  if (thing.player === null) {
    switch (line.special) {
      case 39: case 97: case 125: case 126: case 4: case 10: case 88:
      case 207: case 208: case 243: case 244: case 262: case 263: case 264: case 265: case 266: case 267: case 268: case 269:
        break;
      default:
        return;
    }
  }
  if (!checkTag(ps, line)) return;
  switch (line.special) {
    // Once (W1): spent only when it acted.
    case 2: once(ps, line, evDoDoor(ps, line, VLD_OPEN)); break;
    case 3: once(ps, line, evDoDoor(ps, line, VLD_CLOSE)); break;
    case 4: once(ps, line, evDoDoor(ps, line, VLD_NORMAL)); break;
    case 5: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE)); break;
    case 6: once(ps, line, evDoCeiling(ps, line, CEIL_FAST_CRUSH_AND_RAISE)); break;
    case 8: once(ps, line, evBuildStairs(ps, line, STAIRS_BUILD8)); break;
    case 10: once(ps, line, evDoPlat(ps, line, PLAT_DOWN_WAIT_UP_STAY, 0)); break;
    case 12: evLightTurnOn(ps, line, 0); once(ps, line, 1); break;
    case 13: evLightTurnOn(ps, line, 255); once(ps, line, 1); break;
    case 16: once(ps, line, evDoDoor(ps, line, VLD_CLOSE30_THEN_OPEN)); break;
    case 17: evStartLightStrobing(ps, line); once(ps, line, 1); break;
    case 19: once(ps, line, evDoFloor(ps, line, FLOOR_LOWER)); break;
    case 22: once(ps, line, evDoPlat(ps, line, PLAT_RAISE_TO_NEAREST_AND_CHANGE, 0)); break;
    case 25: once(ps, line, evDoCeiling(ps, line, CEIL_CRUSH_AND_RAISE)); break;
    case 30: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TO_TEXTURE)); break;
    case 35: evLightTurnOn(ps, line, 35); once(ps, line, 1); break;
    case 36: once(ps, line, evDoFloor(ps, line, FLOOR_TURBO_LOWER)); break;
    case 37: once(ps, line, evDoFloor(ps, line, FLOOR_LOWER_AND_CHANGE)); break;
    case 38: once(ps, line, evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST)); break;
    case 39: once(ps, line, evTeleport(ps, line, side, thing)); break;
    case 40: once(ps, line, evDoCeiling(ps, line, CEIL_RAISE_TO_HIGHEST)); break; // Boom: the ceiling only
    case 44: once(ps, line, evDoCeiling(ps, line, CEIL_LOWER_AND_CRUSH)); break;
    case 52: if (!zombie(ps, thing)) ps.exitLevel(false); break;
    case 53: once(ps, line, evDoPlat(ps, line, PLAT_PERPETUAL_RAISE, 0)); break;
    case 54: evStopPlat(ps, line); once(ps, line, 1); break;
    case 56: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE_CRUSH)); break;
    case 57: once(ps, line, evCeilingCrushStop(ps, line)); break;
    case 58: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24)); break;
    case 59: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24_AND_CHANGE)); break;
    case 100: once(ps, line, evBuildStairs(ps, line, STAIRS_TURBO16)); break;
    case 104: evTurnTagLightsOff(ps, line); once(ps, line, 1); break;
    case 108: once(ps, line, evDoDoor(ps, line, VLD_BLAZE_RAISE)); break;
    case 109: once(ps, line, evDoDoor(ps, line, VLD_BLAZE_OPEN)); break;
    case 110: once(ps, line, evDoDoor(ps, line, VLD_BLAZE_CLOSE)); break;
    case 119: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TO_NEAREST)); break;
    case 121: once(ps, line, evDoPlat(ps, line, PLAT_BLAZE_DWUS, 0)); break;
    case 124: if (!zombie(ps, thing)) ps.exitLevel(true); break;
    case 125: if (thing.player === null) once(ps, line, evTeleport(ps, line, side, thing)); break;
    case 130: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TURBO)); break;
    case 141: once(ps, line, evDoCeiling(ps, line, CEIL_SILENT_CRUSH_AND_RAISE)); break;


    // Boom's, once (W1).
    case 142: once(ps, line, evDoFloor(ps, line, FLOOR_RAISE_512)); break;
    case 143: once(ps, line, evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 24)); break;
    case 144: once(ps, line, evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 32)); break;
    case 145: once(ps, line, evDoCeiling(ps, line, CEIL_LOWER_TO_FLOOR)); break;
    case 146: once(ps, line, evDoDonut(ps, line)); break;
    case 199: once(ps, line, evDoCeiling(ps, line, CEIL_LOWER_TO_LOWEST)); break;
    case 200: once(ps, line, evDoCeiling(ps, line, CEIL_LOWER_TO_MAX_FLOOR)); break;
    case 207: once(ps, line, evSilentTeleport(ps, line, side, thing)); break;
    case 153: once(ps, line, evDoChange(ps, line, false)); break;
    case 239: once(ps, line, evDoChange(ps, line, true)); break;
    case 219: once(ps, line, evDoFloor(ps, line, FLOOR_LOWER_TO_NEAREST)); break;
    case 227: once(ps, line, evDoElevator(ps, line, ELEVATE_UP)); break;
    case 231: once(ps, line, evDoElevator(ps, line, ELEVATE_DOWN)); break;
    case 235: once(ps, line, evDoElevator(ps, line, ELEVATE_CURRENT)); break;
    case 243: once(ps, line, evSilentLineTeleport(ps, line, side, thing, false)); break;
    case 262: once(ps, line, evSilentLineTeleport(ps, line, side, thing, true)); break;
    case 264: if (thing.player === null) once(ps, line, evSilentLineTeleport(ps, line, side, thing, true)); break;
    case 266: if (thing.player === null) once(ps, line, evSilentLineTeleport(ps, line, side, thing, false)); break;
    case 268: if (thing.player === null) once(ps, line, evSilentTeleport(ps, line, side, thing)); break;

    // Boom's, again (WR).
    case 147: evDoFloor(ps, line, FLOOR_RAISE_512); break;
    case 148: evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 24); break;
    case 149: evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 32); break;
    case 150: evDoCeiling(ps, line, CEIL_SILENT_CRUSH_AND_RAISE); break;
    case 151:
      evDoCeiling(ps, line, CEIL_RAISE_TO_HIGHEST);
      evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST);
      break;
    case 152: evDoCeiling(ps, line, CEIL_LOWER_TO_FLOOR); break;
    case 256: evBuildStairs(ps, line, STAIRS_BUILD8); break;
    case 257: evBuildStairs(ps, line, STAIRS_TURBO16); break;
    case 155: evDoDonut(ps, line); break;
    case 156: evStartLightStrobing(ps, line); break;
    case 157: evTurnTagLightsOff(ps, line); break;
    case 201: evDoCeiling(ps, line, CEIL_LOWER_TO_LOWEST); break;
    case 202: evDoCeiling(ps, line, CEIL_LOWER_TO_MAX_FLOOR); break;
    case 208: evSilentTeleport(ps, line, side, thing); break;
    case 212: evDoPlat(ps, line, PLAT_TOGGLE_UP_DN, 0); break;
    case 154: evDoChange(ps, line, false); break;
    case 240: evDoChange(ps, line, true); break;
    case 220: evDoFloor(ps, line, FLOOR_LOWER_TO_NEAREST); break;
    case 228: evDoElevator(ps, line, ELEVATE_UP); break;
    case 232: evDoElevator(ps, line, ELEVATE_DOWN); break;
    case 236: evDoElevator(ps, line, ELEVATE_CURRENT); break;
    case 244: evSilentLineTeleport(ps, line, side, thing, false); break;
    case 263: evSilentLineTeleport(ps, line, side, thing, true); break;
    case 265: if (thing.player === null) evSilentLineTeleport(ps, line, side, thing, true); break;
    case 267: if (thing.player === null) evSilentLineTeleport(ps, line, side, thing, false); break;
    case 269: if (thing.player === null) evSilentTeleport(ps, line, side, thing); break;
    // Again (WR): DOOM's, unchanged.
    default: crossRepeatable(ps, line, side, thing);
  }
}

// ---------------------------------------------------------------- used lines

/** P_UseSpecialLine under Boom's rules: `thing` used `line` from `side`. False when it may not. */
export function boomUseSpecialLine(ps: SimState, thing: Mobj, line: Line, side: number): boolean {
  // Boom 2.01 lost the front-side test (demos of complevel 8 depend on it).
  if (side !== 0 && ps.compat.complevel !== 8) return false;
  const cls = genClass(line.special);
  if (cls !== 0) {
    const push = (line.special & 6) === 6;
    if (cls === GEN_LOCKED_BASE) {
      if (thing.player === null || !canUnlockGenDoor(ps, line, thing.player)) return false;
    } else if (thing.player === null && !genMonsterAllowed(line, cls, (line.flags & ML_SECRET) !== 0)) {
      return false;
    }
    if (line.tag === 0 && !push) return false; // switched generalized lines need a tag
    switch (line.special & TRIGGER_MASK) {
      case PUSH_ONCE: if (side === 0) once(ps, line, genAction(ps, line, cls)); return true;
      case PUSH_MANY: if (side === 0) genAction(ps, line, cls); return true;
      case SWITCH_ONCE: if (genAction(ps, line, cls)) changeSwitchTexture(ps, line, false); return true;
      case SWITCH_MANY: if (genAction(ps, line, cls)) changeSwitchTexture(ps, line, true); return true;
      default: return false; // walk-over and gun lines are not used
    }
  }
  if (thing.player === null) {
    if (line.flags & ML_SECRET) return false;
    switch (line.special) {
      case 1: case 32: case 33: case 34: case 195: case 174: case 210: case 209: break;
      default: return false;
    }
  }
  if (!checkTag(ps, line)) return false;
  switch (line.special) {
    case 11: case 51:
      if (zombie(ps, thing)) {
        ps.sound(thing, SFX.noway);
        return false;
      }
      useLineAction(ps, thing, line);
      return true;
    // Boom's switches, once (S1).
    case 158: s1(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TO_TEXTURE)); return true;
    case 159: s1(ps, line, evDoFloor(ps, line, FLOOR_LOWER_AND_CHANGE)); return true;
    case 160: s1(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24_AND_CHANGE)); return true;
    case 161: s1(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24)); return true;
    case 162: s1(ps, line, evDoPlat(ps, line, PLAT_PERPETUAL_RAISE, 0)); return true;
    case 163: evStopPlat(ps, line); s1(ps, line, 1); return true;
    case 164: s1(ps, line, evDoCeiling(ps, line, CEIL_FAST_CRUSH_AND_RAISE)); return true;
    case 165: s1(ps, line, evDoCeiling(ps, line, CEIL_SILENT_CRUSH_AND_RAISE)); return true;
    case 166: s1(ps, line, evDoCeiling(ps, line, CEIL_RAISE_TO_HIGHEST) || evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST)); return true;
    case 167: s1(ps, line, evDoCeiling(ps, line, CEIL_LOWER_AND_CRUSH)); return true;
    case 168: s1(ps, line, evCeilingCrushStop(ps, line)); return true;
    case 169: evLightTurnOn(ps, line, 0); s1(ps, line, 1); return true;
    case 170: evLightTurnOn(ps, line, 35); s1(ps, line, 1); return true;
    case 171: evLightTurnOn(ps, line, 255); s1(ps, line, 1); return true;
    case 172: evStartLightStrobing(ps, line); s1(ps, line, 1); return true;
    case 173: evTurnTagLightsOff(ps, line); s1(ps, line, 1); return true;
    case 174: s1(ps, line, evTeleport(ps, line, side, thing)); return true;
    case 175: s1(ps, line, evDoDoor(ps, line, VLD_CLOSE30_THEN_OPEN)); return true;
    case 189: s1(ps, line, evDoChange(ps, line, false)); return true;
    case 203: s1(ps, line, evDoCeiling(ps, line, CEIL_LOWER_TO_LOWEST)); return true;
    case 204: s1(ps, line, evDoCeiling(ps, line, CEIL_LOWER_TO_MAX_FLOOR)); return true;
    case 209: s1(ps, line, evSilentTeleport(ps, line, side, thing)); return true;
    case 241: s1(ps, line, evDoChange(ps, line, true)); return true;
    case 221: s1(ps, line, evDoFloor(ps, line, FLOOR_LOWER_TO_NEAREST)); return true;
    case 229: s1(ps, line, evDoElevator(ps, line, ELEVATE_UP)); return true;
    case 233: s1(ps, line, evDoElevator(ps, line, ELEVATE_DOWN)); return true;
    case 237: s1(ps, line, evDoElevator(ps, line, ELEVATE_CURRENT)); return true;
    // Boom's switches, again (SR).
    case 78: sr(ps, line, evDoChange(ps, line, true)); return true;
    case 176: sr(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TO_TEXTURE)); return true;
    case 177: sr(ps, line, evDoFloor(ps, line, FLOOR_LOWER_AND_CHANGE)); return true;
    case 178: sr(ps, line, evDoFloor(ps, line, FLOOR_RAISE_512)); return true;
    case 179: sr(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24_AND_CHANGE)); return true;
    case 180: sr(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24)); return true;
    case 181: evDoPlat(ps, line, PLAT_PERPETUAL_RAISE, 0); sr(ps, line, 1); return true;
    case 182: evStopPlat(ps, line); sr(ps, line, 1); return true;
    case 183: sr(ps, line, evDoCeiling(ps, line, CEIL_FAST_CRUSH_AND_RAISE)); return true;
    case 184: sr(ps, line, evDoCeiling(ps, line, CEIL_CRUSH_AND_RAISE)); return true;
    case 185: sr(ps, line, evDoCeiling(ps, line, CEIL_SILENT_CRUSH_AND_RAISE)); return true;
    case 186: sr(ps, line, evDoCeiling(ps, line, CEIL_RAISE_TO_HIGHEST) || evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST)); return true;
    case 187: sr(ps, line, evDoCeiling(ps, line, CEIL_LOWER_AND_CRUSH)); return true;
    case 188: sr(ps, line, evCeilingCrushStop(ps, line)); return true;
    case 190: sr(ps, line, evDoChange(ps, line, false)); return true;
    case 191: sr(ps, line, evDoDonut(ps, line)); return true;
    case 192: evLightTurnOn(ps, line, 0); sr(ps, line, 1); return true;
    case 193: evStartLightStrobing(ps, line); sr(ps, line, 1); return true;
    case 194: evTurnTagLightsOff(ps, line); sr(ps, line, 1); return true;
    case 195: sr(ps, line, evTeleport(ps, line, side, thing)); return true;
    case 196: sr(ps, line, evDoDoor(ps, line, VLD_CLOSE30_THEN_OPEN)); return true;
    case 205: sr(ps, line, evDoCeiling(ps, line, CEIL_LOWER_TO_LOWEST)); return true;
    case 206: sr(ps, line, evDoCeiling(ps, line, CEIL_LOWER_TO_MAX_FLOOR)); return true;
    case 210: sr(ps, line, evSilentTeleport(ps, line, side, thing)); return true;
    case 211: sr(ps, line, evDoPlat(ps, line, PLAT_TOGGLE_UP_DN, 0)); return true;
    case 222: sr(ps, line, evDoFloor(ps, line, FLOOR_LOWER_TO_NEAREST)); return true;
    case 230: sr(ps, line, evDoElevator(ps, line, ELEVATE_UP)); return true;
    case 234: sr(ps, line, evDoElevator(ps, line, ELEVATE_DOWN)); return true;
    case 238: sr(ps, line, evDoElevator(ps, line, ELEVATE_CURRENT)); return true;
    case 258: sr(ps, line, evBuildStairs(ps, line, STAIRS_BUILD8)); return true;
    case 259: sr(ps, line, evBuildStairs(ps, line, STAIRS_TURBO16)); return true;
  }
  // DOOM's own (the manual doors go to EV_VerticalDoor there).
  if (line.special === 1 || line.special === 26 || line.special === 27 || line.special === 28 || line.special === 31
    || line.special === 32 || line.special === 33 || line.special === 34 || line.special === 117 || line.special === 118) {
    evVerticalDoor(ps, line, thing);
    return true;
  }
  useLineAction(ps, thing, line);
  return true;
}

function s1(ps: SimState, line: Line, done: number): void {
  if (done) changeSwitchTexture(ps, line, false);
}

function sr(ps: SimState, line: Line, done: number): void {
  if (done) changeSwitchTexture(ps, line, true);
}

// ---------------------------------------------------------------- shot lines

/** P_ShootSpecialLine under Boom's rules. */
export function boomShootSpecialLine(ps: SimState, thing: Mobj, line: Line): void {
  const cls = genClass(line.special);
  if (cls !== 0) {
    const trig = line.special & TRIGGER_MASK;
    if (cls === GEN_LOCKED_BASE) {
      if (thing.player === null) return;
      if (trig !== GUN_ONCE && trig !== GUN_MANY) return;
      if (!canUnlockGenDoor(ps, line, thing.player)) return;
    } else if (thing.player === null && !genMonsterAllowed(line, cls, (line.flags & ML_SECRET) !== 0)) {
      return;
    }
    // Every gun class wants a tag but the lifts (Boom forgot them).
    if (line.tag === 0 && cls !== GEN_LIFT_BASE) return;
    if (trig === GUN_ONCE) {
      if (genAction(ps, line, cls)) changeSwitchTexture(ps, line, false);
    } else if (trig === GUN_MANY) {
      if (genAction(ps, line, cls)) changeSwitchTexture(ps, line, true);
    }
    return;
  }
  if (thing.player === null && line.special !== 46) return;
  if (!checkTag(ps, line)) return;
  switch (line.special) {
    case 24: if (evDoFloor(ps, line, FLOOR_RAISE)) changeSwitchTexture(ps, line, false); break;
    case 46:
      evDoDoor(ps, line, VLD_OPEN);
      changeSwitchTexture(ps, line, true);
      break;
    case 47: if (evDoPlat(ps, line, PLAT_RAISE_TO_NEAREST_AND_CHANGE, 0)) changeSwitchTexture(ps, line, false); break;
    case 197:
    case 198:
      if (zombie(ps, thing)) break;
      changeSwitchTexture(ps, line, false);
      ps.exitLevel(line.special === 198);
      break;
  }
}

// ---------------------------------------------------------------- floor and texture changes

/**
 * EV_DoChange (153, 154, 189, 190 by the line's front sector; 78, 239..241 by the neighbour at the
 * same floor height): the tagged sectors take that floor flat and special, without moving.
 */
export function evDoChange(ps: SimState, line: Line, numeric: boolean): number {
  const sectors = ps.level.sectors;
  let rtn = 0;
  let secnum = -1;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    rtn = 1;
    const model = numeric ? findModelSector(ps, sec.floorheight, sec, false) : line.frontsector;
    if (model !== null) {
      sec.floorpic = model.floorpic;
      sec.special = model.special;
    }
  }
  return rtn;
}

// ---------------------------------------------------------------- elevators

export const ELEVATE_UP = 0;
export const ELEVATE_DOWN = 1;
export const ELEVATE_CURRENT = 2;
const ELEVATORSPEED = FRACUNIT * 4;

/** elevator_t: a sector's floor and ceiling moving together (227..238). */
export class Elevator extends Thinker {
  type = ELEVATE_UP;
  sector: Sector = null as unknown as Sector;
  direction = 0;
  floordestheight = 0;
  ceilingdestheight = 0;
  speed = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    moveElevator(this.ps, this);
  }

  override freed(): void {
    ELEVATOR_POOL.give(this.ps, this);
  }
}

const ELEVATOR_POOL = new ThinkerPool<Elevator>();

/** T_MoveElevator: going down the ceiling leads, going up the floor; the other follows unless blocked. */
export function moveElevator(ps: SimState, e: Elevator): void {
  const sec = e.sector;
  let res: number;
  if (e.direction < 0) {
    res = movePlane(ps, sec, e.speed, e.ceilingdestheight, 0, 1, e.direction);
    if (res === MOVE_OK || res === MOVE_PASTDEST) movePlane(ps, sec, e.speed, e.floordestheight, 0, 0, e.direction);
  } else {
    res = movePlane(ps, sec, e.speed, e.floordestheight, 0, 0, e.direction);
    if (res === MOVE_OK || res === MOVE_PASTDEST) movePlane(ps, sec, e.speed, e.ceilingdestheight, 0, 1, e.direction);
  }
  if (!(ps.leveltime & 7)) ps.sectorSound(sec, SFX.stnmov);
  if (res === MOVE_PASTDEST) {
    sec.specialdata = null;
    sec.ceilingdata = null;
    ps.thinkers.remove(e);
    ps.sectorSound(sec, SFX.pstop);
  }
}

/** EV_DoElevator: each idle tagged sector (neither floor nor ceiling moving) moves as a whole. */
export function evDoElevator(ps: SimState, line: Line, type: number): number {
  const sectors = ps.level.sectors;
  let rtn = 0;
  let secnum = -1;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    if (sec.specialdata !== null || sec.ceilingdata !== null) continue;
    rtn = 1;
    const e = ELEVATOR_POOL.take(ps) ?? new Elevator(ps);
    ps.thinkers.add(e);
    sec.specialdata = e;
    sec.ceilingdata = e;
    e.type = type;
    e.speed = ELEVATORSPEED;
    e.sector = sec;
    switch (type) {
      case ELEVATE_DOWN:
        e.direction = -1;
        e.floordestheight = findNextLowestFloor(sec, sec.floorheight);
        break;
      case ELEVATE_UP:
        e.direction = 1;
        e.floordestheight = findNextHighestFloor(ps, sec, sec.floorheight);
        break;
      default:
        e.floordestheight = line.frontsector !== null ? line.frontsector.floorheight : sec.floorheight;
        e.direction = e.floordestheight > sec.floorheight ? 1 : -1;
        break;
    }
    e.ceilingdestheight = (sec.ceilingheight + e.floordestheight - sec.floorheight) | 0;
  }
  return rtn;
}

// ---------------------------------------------------------------- silent teleporters

/** The player's view after a silent teleport: P_CalcHeight with no step under way (and DOOM's
 *  `onground` as P_MovePlayer left it this tic). */
function keepView(ps: SimState, player: PlayerState): void {
  const delta = player.deltaviewheight;
  player.deltaviewheight = 0;
  calcHeight(ps, player, ps.playerOnground);
  player.deltaviewheight = delta;
}

/**
 * EV_SilentTeleport (207, 208, 209, 210, 268, 269): to the line's teleport destination without fog
 * or the 18-tic freeze, keeping the height above the floor and the momentum, both the thing's
 * facing and its momentum turned by the destination's angle against the line's.
 */
export function evSilentTeleport(ps: SimState, line: Line, side: number, thing: Mobj): number {
  if (side !== 0 || thing.flags & MF.MISSILE) return 0;
  const m = teleportDestination(ps, line.tag);
  if (m === null) return 0;
  const z = (thing.z - thing.floorz) | 0;
  const momx = thing.momx, momy = thing.momy;
  const angle = (pointToAngle(0, 0, line.dx, line.dy) - m.angle + ANG90) >>> 0;
  const s = FINESINE[angle >>> ANGLETOFINESHIFT], c = FINECOSINE[angle >>> ANGLETOFINESHIFT];
  const player = thing.player !== null && thing.player.mo === thing ? thing.player : null;
  if (!teleportMove(ps, thing, m.x, m.y)) return 0;
  thing.angle = (thing.angle + angle) >>> 0;
  thing.momx = (fixedMul(momx, c) - fixedMul(momy, s)) | 0;
  thing.momy = (fixedMul(momy, c) + fixedMul(momx, s)) | 0;
  thing.z = (thing.floorz + z) | 0;
  if (player !== null) keepView(ps, player);
  return 1;
}

/** How far (in 1/65536 units) a line teleport may nudge the thing to land on the exit's right side. */
const FUDGEFACTOR = 10;

/**
 * EV_SilentLineTeleport (243, 244, 262..267): from the crossing point on this line to the same
 * point on the other two-sided line of the tag (mirrored along it when `reverse`), keeping the
 * height above the higher floor at the exit, turned by the angle between the lines (and 180° when
 * not reversed), with the momentum turned alike.
 */
export function evSilentLineTeleport(ps: SimState, line: Line, side: number, thing: Mobj, reverse: boolean): number {
  if (side !== 0 || thing.flags & MF.MISSILE) return 0;
  const lines = ps.level.lines;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.tag !== line.tag || l === line || l.backsector === null || l.frontsector === null) continue;
    let pos = Math.abs(line.dx) > Math.abs(line.dy)
      ? fixedDiv((thing.x - line.v1x) | 0, line.dx)
      : fixedDiv((thing.y - line.v1y) | 0, line.dy);
    if (reverse) pos = (FRACUNIT - pos) | 0;
    const angle = ((reverse ? 0 : 0x80000000) + pointToAngle(0, 0, l.dx, l.dy) - pointToAngle(0, 0, line.dx, line.dy)) >>> 0;
    let x = (l.v2x - fixedMul(pos, l.dx)) | 0;
    let y = (l.v2y - fixedMul(pos, l.dy)) | 0;
    const s = FINESINE[angle >>> ANGLETOFINESHIFT], c = FINECOSINE[angle >>> ANGLETOFINESHIFT];
    const player = thing.player !== null && thing.player.mo === thing ? thing.player : null;
    const stepdown = l.frontsector.floorheight < l.backsector.floorheight ? 1 : 0;
    const z = (thing.z - thing.floorz) | 0;
    const exitSide = reverse || (player !== null && stepdown === 1) ? 1 : 0;
    let fudge = FUDGEFACTOR;
    while (pointOnLineSide(x, y, l) !== exitSide && --fudge >= 0) {
      if (Math.abs(l.dx) > Math.abs(l.dy)) y -= ((l.dx < 0) !== (exitSide === 1)) ? -1 : 1;
      else x += ((l.dy < 0) !== (exitSide === 1)) ? -1 : 1;
    }
    if (!teleportMove(ps, thing, x, y)) return 0;
    const floorSec = stepdown === 1 ? l.backsector : l.frontsector;
    thing.z = (z + floorSec.floorheight) | 0;
    thing.angle = (thing.angle + angle) >>> 0;
    const mx = thing.momx, my = thing.momy;
    thing.momx = (fixedMul(mx, c) - fixedMul(my, s)) | 0;
    thing.momy = (fixedMul(my, c) + fixedMul(mx, s)) | 0;
    if (player !== null) keepView(ps, player);
    return 1;
  }
  return 0;
}

// ---------------------------------------------------------------- sectors

/** Boom's sector damage: every 32 tics unless in a radiation suit (which the 20 kind leaks through). */
function sectorDamage(ps: SimState, player: PlayerState, damage: number, leak: number): void {
  if (!player.powers[PW_IRONFEET] || (leak !== 0 && ps.rng.pRandom(PR_SLIMEHURT) < leak)) {
    if (!(ps.leveltime & 0x1f)) damageMobj(ps, player.mo!, null, null, damage);
  }
}

/** P_PlayerInSpecialSector under Boom's rules (the player is on the floor of `sector`). */
export function boomPlayerInSpecialSector(ps: SimState, player: PlayerState, sector: Sector): void {
  const special = sector.special;
  if (special < 32) {
    switch (special) {
      case 5: sectorDamage(ps, player, 10, 0); break;
      case 7: sectorDamage(ps, player, 5, 0); break;
      case 16: case 4: sectorDamage(ps, player, 20, 5); break;
      case 9:
        player.secretcount++;
        sector.special = 0;
        break;
      case 11:
        // Boom 2.02 still takes god mode away (comp_god until MBF).
        if (!ps.compat.mbf) player.cheats &= ~CF_GODMODE;
        if (!(ps.leveltime & 0x1f)) damageMobj(ps, player.mo!, null, null, 20);
        if (player.health <= 10) ps.exitLevel(false);
        break;
    }
    return;
  }
  if (ps.compat.mbf21 && special & DEATH_MASK) mbf21DeathSector(ps, player, (special & DAMAGE_MASK) >> DAMAGE_SHIFT);
  else {
    switch ((special & DAMAGE_MASK) >> DAMAGE_SHIFT) {
      case 1: sectorDamage(ps, player, 5, 0); break;
      case 2: sectorDamage(ps, player, 10, 0); break;
      case 3: sectorDamage(ps, player, 20, 5); break;
    }
  }
  if (special & SECRET_MASK) {
    player.secretcount++;
    sector.special &= ~SECRET_MASK;
    if (sector.special < 32) sector.special = 0;
  }
}

/**
 * MBF21's alternative damage mode (sector bit 12), by the damage bits: 0 kills a player without a
 * radiation suit or invulnerability, 1 kills any player, 2 kills and exits the level, 3 kills and
 * takes the secret exit.
 */
function mbf21DeathSector(ps: SimState, player: PlayerState, mode: number): void {
  const mo = player.mo!;
  if (mode === 0) {
    if (!player.powers[PW_INVULNERABILITY] && !player.powers[PW_IRONFEET]) damageMobj(ps, mo, null, null, 10000);
    return;
  }
  damageMobj(ps, mo, null, null, 10000);
  if (mode >= 2) ps.exitLevel(mode === 3);
}

/**
 * P_SpawnSpecials under Boom's rules: each sector's lights and timed doors from its low five bits
 * (Boom keeps the other bits; 4 gets the 20-damage bits), secrets counted from the secret bit (or
 * the plain 9); then the thinkers of the scrollers, the friction and the pushers, each in line
 * order; and the deep-water links (242) the carrying and pushing read.
 */
export function boomSpawnSpecials(ps: SimState): void {
  resetSpecialState(ps);
  const sectors = ps.level.sectors;
  for (let i = 0; i < sectors.length; i++) {
    const sector = sectors[i];
    if (sector.special === 0) continue;
    if (sector.special & SECRET_MASK) ps.totalsecret++;
    switch (sector.special & 31) {
      case 1: spawnLightFlash(ps, sector); break;
      case 2: spawnStrobeFlash(ps, sector, FASTDARK, false); break;
      case 3: spawnStrobeFlash(ps, sector, SLOWDARK, false); break;
      case 4:
        spawnStrobeFlash(ps, sector, FASTDARK, false);
        sector.special |= 3 << DAMAGE_SHIFT;
        break;
      case 8: spawnGlowingLight(ps, sector); break;
      case 9: if (sector.special < 32) ps.totalsecret++; break;
      case 10: spawnDoorCloseIn30(ps, sector); break;
      case 12: spawnStrobeFlash(ps, sector, SLOWDARK, true); break;
      case 13: spawnStrobeFlash(ps, sector, FASTDARK, true); break;
      case 14: spawnDoorRaiseIn5Mins(ps, sector); break;
      case 17: spawnFireFlicker(ps, sector); break;
    }
  }
  const lines = ps.level.lines;
  for (let i = 0; i < lines.length; i++) spawnScroller(ps, lines[i]);
  for (let i = 0; i < lines.length; i++) if (lines[i].special === 223) spawnFriction(ps, lines[i]);
  spawnPushers(ps);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.special !== 242 || l.side0 < 0) continue;
    const control = ps.level.sides[l.side0].sector.index;
    let secnum = -1;
    while ((secnum = findSectorFromLineTag(ps, l, secnum)) >= 0) sectors[secnum].heightsec = control;
  }
}

/** P_SpawnScrollers for one line (48, 85, 214..218, 245..255). */
function spawnScroller(ps: SimState, l: Line): void {
  let special = l.special;
  if (special >= 1024 && special <= 1026) { spawnTaggedWallScroller(ps, l); return; }
  if (special !== 48 && special !== 85 && !(special >= 214 && special <= 218) && !(special >= 245 && special <= 255)) return;
  const sides = ps.level.sides;
  const dx = l.dx >> SCROLL_SHIFT, dy = l.dy >> SCROLL_SHIFT;
  let control = -1, accel = false;
  if (special >= 245 && special <= 249) { // displacement
    special += 250 - 245;
    control = l.side0 >= 0 ? sides[l.side0].sector.index : -1;
  } else if (special >= 214 && special <= 218) { // accelerative
    accel = true;
    special += 250 - 214;
    control = l.side0 >= 0 ? sides[l.side0].sector.index : -1;
  }
  let secnum = -1;
  switch (special) {
    case 250:
      while ((secnum = findSectorFromLineTag(ps, l, secnum)) >= 0) addScroller(ps, SC_CEILING, -dx, dy, control, secnum, accel);
      break;
    case 251:
    case 253:
      while ((secnum = findSectorFromLineTag(ps, l, secnum)) >= 0) addScroller(ps, SC_FLOOR, -dx, dy, control, secnum, accel);
      if (special === 253) addCarriers(ps, l, dx, dy, control, accel); // 253 scrolls and carries
      break;
    case 252:
      addCarriers(ps, l, dx, dy, control, accel);
      break;
    case 254: {
      const lines = ps.level.lines;
      for (let i = 0; i < lines.length; i++) {
        const t = lines[i];
        if (t.tag === l.tag && t !== l && t.side0 >= 0) addWallScroller(ps, dx, dy, t, control, accel);
      }
      break;
    }
    case 255:
      if (l.side0 >= 0) addScroller(ps, SC_SIDE, -sides[l.side0].textureoffset, sides[l.side0].rowoffset, -1, l.side0, false);
      break;
    case 48:
      if (l.side0 >= 0) addScroller(ps, SC_SIDE, FRACUNIT, 0, -1, l.side0, false);
      break;
    case 85:
      if (l.side0 >= 0) addScroller(ps, SC_SIDE, -FRACUNIT, 0, -1, l.side0, false);
      break;
  }
}

/**
 * MBF21's 1024..1026: the walls of the lines tagged like this one scroll by this line's first side's
 * offsets, an eighth a tic (x against the offset, as 255); 1025 by the offsets times the change of
 * this line's front sector's heights (displacement), 1026 accelerating with it.
 */
function spawnTaggedWallScroller(ps: SimState, l: Line): void {
  if (l.tag === 0 || l.side0 < 0) {
    // dsda-doom refuses the map; here a warning, and nothing scrolls.
    ps.warn(`line ${l.index}: special ${l.special} (scroll tagged walls) has no tag${l.side0 < 0 ? ' or no first side' : ''}; nothing scrolls`);
    return;
  }
  const sides = ps.level.sides, side = sides[l.side0];
  const control = l.special > 1024 ? side.sector.index : -1;
  const accel = l.special === 1026;
  const dx = (-side.textureoffset / 8) | 0, dy = (side.rowoffset / 8) | 0;
  const lines = ps.level.lines;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i];
    if (t.tag === l.tag && t !== l && t.side0 >= 0) addScroller(ps, SC_SIDE, dx, dy, control, t.side0, accel);
  }
}

/** The conveyors of a 252/253 line: a carrying scroller for each tagged sector, at 3/32 of the speed. */
function addCarriers(ps: SimState, l: Line, dx: number, dy: number, control: number, accel: boolean): void {
  const cx = fixedMul(dx, CARRYFACTOR), cy = fixedMul(dy, CARRYFACTOR);
  let secnum = -1;
  while ((secnum = findSectorFromLineTag(ps, l, secnum)) >= 0) addScroller(ps, SC_CARRY, cx, cy, control, secnum, accel);
}

/**
 * Add_WallScroller (254): the scroll vector (dx, dy) turned into the wall `l`'s own axes — along the
 * wall moves the texture sideways, across it moves it up or down — with Boom 2.02's fixed-point
 * arithmetic (complevel 10 and later divide in 64 bits).
 */
function addWallScroller(ps: SimState, dx: number, dy: number, l: Line, control: number, accel: boolean): void {
  let x = Math.abs(l.dx), y = Math.abs(l.dy);
  if (y > x) { const t = x; x = y; y = t; }
  const an = (TANTOANGLE[fixedDiv(y, x) >> 5] + ANG90) >>> 0;
  const d = fixedDiv(x, FINESINE[an >>> ANGLETOFINESHIFT]);
  let sx: number, sy: number;
  if (ps.compat.complevel >= 10) {
    sx = Number((BigInt(dy) * BigInt(-l.dy) - BigInt(dx) * BigInt(l.dx)) / BigInt(d)) | 0;
    sy = Number((BigInt(dy) * BigInt(l.dx) - BigInt(dx) * BigInt(l.dy)) / BigInt(d)) | 0;
  } else {
    sx = -fixedDiv((fixedMul(dy, l.dy) + fixedMul(dx, l.dx)) | 0, d) | 0;
    sy = -fixedDiv((fixedMul(dx, l.dy) - fixedMul(dy, l.dx)) | 0, d) | 0;
  }
  addScroller(ps, SC_SIDE, sx, sy, control, l.side0, accel);
}
