// DOOM's specials (p_spec): the searches every mover uses (neighbouring sectors' floors, ceilings and
// lights, tagged sectors), the walk-over and shot lines with DOOM's line special numbers (who may
// trigger which, once or again), what the sector under the player does (damage floors, secrets, the
// E1M8 exit floor), the level start (light thinkers and timed doors in sector order, the secret
// count, the scrolling walls) and the per-tic update of what changes game state (scrolling walls,
// switch timers). Flat and texture animation is the renderers' (World animations), not here.
import { FRACUNIT, INT_MAX } from '../base/fixed.js';
import { ML_TWOSIDED, type Line, type Sector, type Side } from '../base/level.js';
import { mobjIndex } from '../../defs/doom/things-info.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { CF_GODMODE, PW_IRONFEET, type PlayerState } from '../base/player-state.js';
import { damageMobj } from './interaction.js';
import { MAXLINEANIMS, resetSpecialState, specialState } from './special-state.js';
import {
  VLD_BLAZE_CLOSE, VLD_BLAZE_OPEN, VLD_BLAZE_RAISE, VLD_CLOSE, VLD_CLOSE30_THEN_OPEN, VLD_NORMAL, VLD_OPEN, evDoDoor,
  spawnDoorCloseIn30, spawnDoorRaiseIn5Mins,
} from './doors.js';
import {
  FLOOR_LOWER, FLOOR_LOWER_AND_CHANGE, FLOOR_LOWER_TO_LOWEST, FLOOR_RAISE, FLOOR_RAISE_24, FLOOR_RAISE_24_AND_CHANGE,
  FLOOR_RAISE_CRUSH, FLOOR_RAISE_TO_NEAREST, FLOOR_RAISE_TO_TEXTURE, FLOOR_RAISE_TURBO, FLOOR_TURBO_LOWER, STAIRS_BUILD8,
  STAIRS_TURBO16, evBuildStairs, evDoFloor,
} from './floors.js';
import { PLAT_BLAZE_DWUS, PLAT_DOWN_WAIT_UP_STAY, PLAT_PERPETUAL_RAISE, PLAT_RAISE_TO_NEAREST_AND_CHANGE, evDoPlat, evStopPlat } from './plats.js';
import {
  CEIL_CRUSH_AND_RAISE, CEIL_FAST_CRUSH_AND_RAISE, CEIL_LOWER_AND_CRUSH, CEIL_RAISE_TO_HIGHEST, CEIL_SILENT_CRUSH_AND_RAISE,
  evCeilingCrushStop, evDoCeiling,
} from './ceilings.js';
import {
  FASTDARK, SLOWDARK, evLightTurnOn, evStartLightStrobing, evTurnTagLightsOff, spawnFireFlicker, spawnGlowingLight,
  spawnLightFlash, spawnStrobeFlash,
} from './sector-lights.js';
import { evTeleport } from './teleport.js';
import { changeSwitchTexture, updateButtons, useSpecialLine } from './switches.js';
import { boomCrossSpecialLine, boomPlayerInSpecialSector, boomShootSpecialLine, boomSpawnSpecials } from './boom-specials.js';
import { PR_SLIMEHURT } from '../../defs/doom/random.js';

export { useSpecialLine };
export { evDoDonut } from './floors.js';

const MT_ROCKET = mobjIndex('MT_ROCKET');
const MT_PLASMA = mobjIndex('MT_PLASMA');
const MT_BFG = mobjIndex('MT_BFG');
const MT_TROOPSHOT = mobjIndex('MT_TROOPSHOT');
const MT_HEADSHOT = mobjIndex('MT_HEADSHOT');
const MT_BRUISERSHOT = mobjIndex('MT_BRUISERSHOT');

// ---------------------------------------------------------------- searches

/** getSide: side `side` (0 front, 1 back) of the `line`-th line of `sector`; null where the line has none. */
export function getSide(ps: SimState, sector: Sector, line: number, side: number): Side | null {
  const l = sector.lines[line];
  const s = side === 0 ? l.side0 : l.side1;
  return s >= 0 ? ps.level.sides[s] : null;
}

/** getSector: the sector of that side. */
export function getSector(ps: SimState, sector: Sector, line: number, side: number): Sector | null {
  const s = getSide(ps, sector, line, side);
  return s !== null ? s.sector : null;
}

/** twoSided: whether the `line`-th line of `sector` is flagged two-sided. */
export function twoSided(sector: Sector, line: number): boolean {
  return (sector.lines[line].flags & ML_TWOSIDED) !== 0;
}

/** getNextSector: the sector on the other side of `line` from `sec`; null for a line not flagged two-sided
 *  (Boom with comp_model off: null for a line without a back side, or with `sec` on both sides). */
export function getNextSector(line: Line, sec: Sector): Sector | null {
  if (line.boomNextSector) {
    // Boom (comp_model off): the line's real sides decide, not its 2S flag, and a line with the
    // sector on both sides leads nowhere (a line inside a sector no longer counts it as a neighbour).
    if (line.frontsector === sec) return line.backsector !== sec ? line.backsector : null;
    return line.frontsector;
  }
  if (!(line.flags & ML_TWOSIDED)) return null;
  if (line.frontsector === sec) return line.backsector;
  return line.frontsector;
}

/** P_FindLowestFloorSurrounding (the sector's own floor if lower). */
export function findLowestFloorSurrounding(sec: Sector): number {
  let floor = sec.floorheight;
  for (let i = 0; i < sec.lines.length; i++) {
    const other = getNextSector(sec.lines[i], sec);
    if (other !== null && other.floorheight < floor) floor = other.floorheight;
  }
  return floor;
}

/** P_FindHighestFloorSurrounding (-500 units when no neighbour is higher). */
export function findHighestFloorSurrounding(sec: Sector): number {
  let floor = -500 * FRACUNIT;
  for (let i = 0; i < sec.lines.length; i++) {
    const other = getNextSector(sec.lines[i], sec);
    if (other !== null && other.floorheight > floor) floor = other.floorheight;
  }
  return floor;
}

const MAX_ADJOINING_SECTORS = 20;
const heightlist = new Int32Array(MAX_ADJOINING_SECTORS + 2);

/**
 * P_FindNextHighestFloor: the lowest neighbouring floor above `currentheight` (itself if none), with
 * vanilla's fixed list of 20: the 22nd higher neighbour overwrites the height compared against, as
 * Chocolate Doom emulates; past that vanilla crashes (here: a warning, the rest unlooked at).
 */
export function findNextHighestFloor(ps: SimState, sec: Sector, currentheight: number): number {
  if (ps.compat.boom) return findNextHighest(sec, currentheight, false);
  let height = currentheight;
  let h = 0;
  for (let i = 0; i < sec.lines.length; i++) {
    const other = getNextSector(sec.lines[i], sec);
    if (other === null || other.floorheight <= height) continue;
    if (h === MAX_ADJOINING_SECTORS + 1) height = other.floorheight;
    else if (h === MAX_ADJOINING_SECTORS + 2) {
      ps.warn(`sector ${sec.index} has more than 22 higher neighbours (vanilla crashes here)`);
      break;
    }
    heightlist[h++] = other.floorheight;
  }
  if (h === 0) return currentheight;
  let min = heightlist[0];
  for (let i = 1; i < h; i++) if (heightlist[i] < min) min = heightlist[i];
  return min;
}

/** Boom's P_FindNextHighestFloor / P_FindNextHighestCeiling: the lowest neighbouring floor (ceiling)
 *  above `currentheight`, no limit on neighbours; `currentheight` when none. */
export function findNextHighest(sec: Sector, currentheight: number, ceiling: boolean): number {
  let found = false, height = 0;
  for (let i = 0; i < sec.lines.length; i++) {
    const other = getNextSector(sec.lines[i], sec);
    if (other === null) continue;
    const h = ceiling ? other.ceilingheight : other.floorheight;
    if (h > currentheight && (!found || h < height)) { height = h; found = true; }
  }
  return found ? height : currentheight;
}

/** Boom's P_FindNextLowestFloor / P_FindNextLowestCeiling: the highest neighbouring floor (ceiling)
 *  below `currentheight`; `currentheight` when none. */
export function findNextLowest(sec: Sector, currentheight: number, ceiling: boolean): number {
  let found = false, height = 0;
  for (let i = 0; i < sec.lines.length; i++) {
    const other = getNextSector(sec.lines[i], sec);
    if (other === null) continue;
    const h = ceiling ? other.ceilingheight : other.floorheight;
    if (h < currentheight && (!found || h > height)) { height = h; found = true; }
  }
  return found ? height : currentheight;
}

/** P_FindNextLowestFloor (Boom). */
export function findNextLowestFloor(sec: Sector, currentheight: number): number {
  return findNextLowest(sec, currentheight, false);
}

/**
 * Boom's P_FindModelFloorSector / P_FindModelCeilingSector: across the sector's two-sided lines in
 * order, the first neighbour whose floor (ceiling) is at `height`; null when none.
 */
export function findModelSector(ps: SimState, height: number, sec: Sector, ceiling: boolean): Sector | null {
  for (let i = 0; i < sec.lines.length; i++) {
    const l = sec.lines[i];
    if (!(l.flags & ML_TWOSIDED)) continue;
    const front = l.side0 >= 0 ? ps.level.sides[l.side0].sector : null;
    const other = front === sec ? (l.side1 >= 0 ? ps.level.sides[l.side1].sector : null) : front;
    if (other === null) continue;
    if ((ceiling ? other.ceilingheight : other.floorheight) === height) return other;
  }
  return null;
}

/** P_FindLowestCeilingSurrounding (INT_MAX without neighbours). */
export function findLowestCeilingSurrounding(sec: Sector): number {
  let height = INT_MAX;
  for (let i = 0; i < sec.lines.length; i++) {
    const other = getNextSector(sec.lines[i], sec);
    if (other !== null && other.ceilingheight < height) height = other.ceilingheight;
  }
  return height;
}

/** P_FindHighestCeilingSurrounding (0 when no neighbour is higher). */
export function findHighestCeilingSurrounding(sec: Sector): number {
  let height = 0;
  for (let i = 0; i < sec.lines.length; i++) {
    const other = getNextSector(sec.lines[i], sec);
    if (other !== null && other.ceilingheight > height) height = other.ceilingheight;
  }
  return height;
}

/** P_FindSectorFromLineTag: the next sector after `start` with the line's tag, -1 when none. */
export function findSectorFromLineTag(ps: SimState, line: Line, start: number): number {
  const sectors = ps.level.sectors;
  for (let i = start + 1; i < sectors.length; i++) if (sectors[i].tag === line.tag) return i;
  return -1;
}

/** P_FindMinSurroundingLight: the darkest neighbour's light, or `max` if none is darker. */
export function findMinSurroundingLight(sector: Sector, max: number): number {
  let min = max;
  for (let i = 0; i < sector.lines.length; i++) {
    const check = getNextSector(sector.lines[i], sector);
    if (check !== null && check.lightlevel < min) min = check.lightlevel;
  }
  return min;
}

// ---------------------------------------------------------------- line triggers

function once(ps: SimState, line: Line): void {
  line.special = 0;
  ps.lineChanged(line);
}

/** A once-only line is spent: in vanilla DOOM always; in Boom only when its action started something. */
function onceIf(ps: SimState, line: Line, started: number): void {
  if (started || ps.compat.vanilla) once(ps, line);
}

/** P_CrossSpecialLine: `thing` crossed `line` from `side` (0 front, 1 back). */
export function crossSpecialLine(ps: SimState, line: Line, side: number, thing: Mobj): void {
  if (ps.compat.boom) {
    boomCrossSpecialLine(ps, line, side, thing);
    return;
  }
  if (thing.player === null) {
    // Projectiles trigger nothing; other monsters only teleports, raise doors and lifts.
    const t = thing.type;
    if (t === MT_ROCKET || t === MT_PLASMA || t === MT_BFG || t === MT_TROOPSHOT || t === MT_HEADSHOT || t === MT_BRUISERSHOT) return;
    switch (line.special) {
      case 39: case 97: case 125: case 126: case 4: case 10: case 88: break;
      default: return;
    }
  }
  switch (line.special) {
    // Once (W1).
    case 2: onceIf(ps, line, evDoDoor(ps, line, VLD_OPEN)); break;
    case 3: onceIf(ps, line, evDoDoor(ps, line, VLD_CLOSE)); break;
    case 4: onceIf(ps, line, evDoDoor(ps, line, VLD_NORMAL)); break;
    case 5: onceIf(ps, line, evDoFloor(ps, line, FLOOR_RAISE)); break;
    case 6: onceIf(ps, line, evDoCeiling(ps, line, CEIL_FAST_CRUSH_AND_RAISE)); break;
    case 8: onceIf(ps, line, evBuildStairs(ps, line, STAIRS_BUILD8)); break;
    case 10: onceIf(ps, line, evDoPlat(ps, line, PLAT_DOWN_WAIT_UP_STAY, 0)); break;
    case 12: evLightTurnOn(ps, line, 0); once(ps, line); break;
    case 13: evLightTurnOn(ps, line, 255); once(ps, line); break;
    case 16: onceIf(ps, line, evDoDoor(ps, line, VLD_CLOSE30_THEN_OPEN)); break;
    case 17: evStartLightStrobing(ps, line); once(ps, line); break;
    case 19: onceIf(ps, line, evDoFloor(ps, line, FLOOR_LOWER)); break;
    case 22: onceIf(ps, line, evDoPlat(ps, line, PLAT_RAISE_TO_NEAREST_AND_CHANGE, 0)); break;
    case 25: onceIf(ps, line, evDoCeiling(ps, line, CEIL_CRUSH_AND_RAISE)); break;
    case 30: onceIf(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TO_TEXTURE)); break;
    case 35: evLightTurnOn(ps, line, 35); once(ps, line); break;
    case 36: onceIf(ps, line, evDoFloor(ps, line, FLOOR_TURBO_LOWER)); break;
    case 37: onceIf(ps, line, evDoFloor(ps, line, FLOOR_LOWER_AND_CHANGE)); break;
    case 38: onceIf(ps, line, evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST)); break;
    case 39: onceIf(ps, line, evTeleport(ps, line, side, thing)); break;
    case 40:
      if (ps.compat.vanilla) {
        evDoCeiling(ps, line, CEIL_RAISE_TO_HIGHEST);
        evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST);
        once(ps, line);
      } else if (evDoCeiling(ps, line, CEIL_RAISE_TO_HIGHEST)) {
        // Boom: the ceiling alone (its floor half never worked), spent only if it started.
        once(ps, line);
      }
      break;
    case 44: onceIf(ps, line, evDoCeiling(ps, line, CEIL_LOWER_AND_CRUSH)); break;
    case 52: ps.exitLevel(false); break;
    case 53: onceIf(ps, line, evDoPlat(ps, line, PLAT_PERPETUAL_RAISE, 0)); break;
    case 54: evStopPlat(ps, line); once(ps, line); break;
    case 56: onceIf(ps, line, evDoFloor(ps, line, FLOOR_RAISE_CRUSH)); break;
    case 57: onceIf(ps, line, evCeilingCrushStop(ps, line)); break;
    case 58: onceIf(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24)); break;
    case 59: onceIf(ps, line, evDoFloor(ps, line, FLOOR_RAISE_24_AND_CHANGE)); break;
    case 104: evTurnTagLightsOff(ps, line); once(ps, line); break;
    case 108: onceIf(ps, line, evDoDoor(ps, line, VLD_BLAZE_RAISE)); break;
    case 109: onceIf(ps, line, evDoDoor(ps, line, VLD_BLAZE_OPEN)); break;
    case 100: onceIf(ps, line, evBuildStairs(ps, line, STAIRS_TURBO16)); break;
    case 110: onceIf(ps, line, evDoDoor(ps, line, VLD_BLAZE_CLOSE)); break;
    case 119: onceIf(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TO_NEAREST)); break;
    case 121: onceIf(ps, line, evDoPlat(ps, line, PLAT_BLAZE_DWUS, 0)); break;
    case 124: ps.exitLevel(true); break;
    case 125:
      if (thing.player === null) onceIf(ps, line, evTeleport(ps, line, side, thing));
      break;
    case 130: onceIf(ps, line, evDoFloor(ps, line, FLOOR_RAISE_TURBO)); break;
    case 141: onceIf(ps, line, evDoCeiling(ps, line, CEIL_SILENT_CRUSH_AND_RAISE)); break;

    // Again (WR): the same under Boom's rules (boom-specials.ts).
    default: crossRepeatable(ps, line, side, thing);
  }
}

/** The repeatable walk-over specials of DOOM (WR): the same under vanilla's and Boom's rules. */
export function crossRepeatable(ps: SimState, line: Line, side: number, thing: Mobj): void {
  switch (line.special) {
    case 72: evDoCeiling(ps, line, CEIL_LOWER_AND_CRUSH); break;
    case 73: evDoCeiling(ps, line, CEIL_CRUSH_AND_RAISE); break;
    case 74: evCeilingCrushStop(ps, line); break;
    case 75: evDoDoor(ps, line, VLD_CLOSE); break;
    case 76: evDoDoor(ps, line, VLD_CLOSE30_THEN_OPEN); break;
    case 77: evDoCeiling(ps, line, CEIL_FAST_CRUSH_AND_RAISE); break;
    case 79: evLightTurnOn(ps, line, 35); break;
    case 80: evLightTurnOn(ps, line, 0); break;
    case 81: evLightTurnOn(ps, line, 255); break;
    case 82: evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST); break;
    case 83: evDoFloor(ps, line, FLOOR_LOWER); break;
    case 84: evDoFloor(ps, line, FLOOR_LOWER_AND_CHANGE); break;
    case 86: evDoDoor(ps, line, VLD_OPEN); break;
    case 87: evDoPlat(ps, line, PLAT_PERPETUAL_RAISE, 0); break;
    case 88: evDoPlat(ps, line, PLAT_DOWN_WAIT_UP_STAY, 0); break;
    case 89: evStopPlat(ps, line); break;
    case 90: evDoDoor(ps, line, VLD_NORMAL); break;
    case 91: evDoFloor(ps, line, FLOOR_RAISE); break;
    case 92: evDoFloor(ps, line, FLOOR_RAISE_24); break;
    case 93: evDoFloor(ps, line, FLOOR_RAISE_24_AND_CHANGE); break;
    case 94: evDoFloor(ps, line, FLOOR_RAISE_CRUSH); break;
    case 95: evDoPlat(ps, line, PLAT_RAISE_TO_NEAREST_AND_CHANGE, 0); break;
    case 96: evDoFloor(ps, line, FLOOR_RAISE_TO_TEXTURE); break;
    case 97: evTeleport(ps, line, side, thing); break;
    case 98: evDoFloor(ps, line, FLOOR_TURBO_LOWER); break;
    case 105: evDoDoor(ps, line, VLD_BLAZE_RAISE); break;
    case 106: evDoDoor(ps, line, VLD_BLAZE_OPEN); break;
    case 107: evDoDoor(ps, line, VLD_BLAZE_CLOSE); break;
    case 120: evDoPlat(ps, line, PLAT_BLAZE_DWUS, 0); break;
    case 126: if (thing.player === null) evTeleport(ps, line, side, thing); break;
    case 128: evDoFloor(ps, line, FLOOR_RAISE_TO_NEAREST); break;
    case 129: evDoFloor(ps, line, FLOOR_RAISE_TURBO); break;
  }
}

/** P_ShootSpecialLine: a hitscan from `thing` hit `line` (monsters: only the door, 46). */
export function shootSpecialLine(ps: SimState, thing: Mobj, line: Line): void {
  if (ps.compat.boom) {
    boomShootSpecialLine(ps, thing, line);
    return;
  }
  if (thing.player === null && line.special !== 46) return;
  switch (line.special) {
    // Boom spends a G1 line (its switch texture changes) only when its action started.
    case 24:
      if (evDoFloor(ps, line, FLOOR_RAISE) || ps.compat.vanilla) changeSwitchTexture(ps, line, false);
      break;
    case 46:
      evDoDoor(ps, line, VLD_OPEN);
      changeSwitchTexture(ps, line, true);
      break;
    case 47:
      if (evDoPlat(ps, line, PLAT_RAISE_TO_NEAREST_AND_CHANGE, 0) || ps.compat.vanilla) changeSwitchTexture(ps, line, false);
      break;
  }
}

// ---------------------------------------------------------------- sectors

/** P_PlayerInSpecialSector: the sector under a player standing on its floor acts (each tic). */
export function playerInSpecialSector(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  const sector = mo.sector;
  if (mo.z !== sector.floorheight) return; // not down yet
  if (ps.compat.boom) {
    boomPlayerInSpecialSector(ps, player, sector);
    return;
  }
  switch (sector.special) {
    case 5: // hellslime
      if (!player.powers[PW_IRONFEET] && !(ps.leveltime & 0x1f)) damageMobj(ps, mo, null, null, 10);
      break;
    case 7: // nukage
      if (!player.powers[PW_IRONFEET] && !(ps.leveltime & 0x1f)) damageMobj(ps, mo, null, null, 5);
      break;
    case 16: // super hellslime
    case 4: // strobe and hurt
      // The suit leaks: with it, a P_Random draw under 5 still hurts.
      if (!player.powers[PW_IRONFEET] || ps.rng.pRandom(PR_SLIMEHURT) < 5) {
        if (!(ps.leveltime & 0x1f)) damageMobj(ps, mo, null, null, 20);
      }
      break;
    case 9: // secret
      player.secretcount++;
      sector.special = 0;
      break;
    case 11: // E1M8's exit floor: no god mode, hurts, and ends the level below 11 health
      player.cheats &= ~CF_GODMODE;
      if (!(ps.leveltime & 0x1f)) damageMobj(ps, mo, null, null, 20);
      if (player.health <= 10) ps.exitLevel(false);
      break;
    // Other numbers stop vanilla ("unknown special"); here they do nothing.
  }
}

/** P_SpawnSpecials: after the things, the sectors' light thinkers and timed doors, the secret count, the scrollers. */
export function spawnSpecials(ps: SimState): void {
  if (ps.compat.boom) {
    boomSpawnSpecials(ps);
    return;
  }
  const st = resetSpecialState(ps);
  const sectors = ps.level.sectors;
  for (let i = 0; i < sectors.length; i++) {
    const sector = sectors[i];
    switch (sector.special) {
      case 0: break;
      case 1: spawnLightFlash(ps, sector); break;
      case 2: spawnStrobeFlash(ps, sector, FASTDARK, false); break;
      case 3: spawnStrobeFlash(ps, sector, SLOWDARK, false); break;
      case 4:
        spawnStrobeFlash(ps, sector, FASTDARK, false);
        sector.special = 4; // it still hurts
        break;
      case 8: spawnGlowingLight(ps, sector); break;
      case 9: ps.totalsecret++; break;
      case 10: spawnDoorCloseIn30(ps, sector); break;
      case 12: spawnStrobeFlash(ps, sector, SLOWDARK, true); break;
      case 13: spawnStrobeFlash(ps, sector, FASTDARK, true); break;
      case 14: spawnDoorRaiseIn5Mins(ps, sector); break;
      case 17: spawnFireFlicker(ps, sector); break;
    }
  }
  const lines = ps.level.lines;
  let dropped = 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].special !== 48) continue;
    if (st.scrollers.length < MAXLINEANIMS) st.scrollers.push(lines[i]);
    else dropped++;
  }
  if (dropped > 0) ps.warn(`${MAXLINEANIMS + dropped} scrolling walls (vanilla stops past ${MAXLINEANIMS}); ${dropped} do not scroll`);
}

/** P_UpdateSpecials (after the thinkers): the scrolling walls move a unit, the switch timers count. */
export function updateSpecials(ps: SimState): void {
  const st = specialState(ps);
  const sides = ps.level.sides;
  for (let i = 0; i < st.scrollers.length; i++) {
    const line = st.scrollers[i];
    if (line.special !== 48 || line.side0 < 0) continue;
    const side = sides[line.side0];
    side.textureoffset = (side.textureoffset + FRACUNIT) | 0;
    ps.sideChanged(side);
  }
  updateButtons(ps);
}
