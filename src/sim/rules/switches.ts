// DOOM's switches and used lines (p_switch): what a line does when a player (or, for plain doors, a
// monster) uses it — doors used directly, and the switches of every kind, once (S1) or again (SR) —
// and the switch texture flip on the line's front side: the part whose texture comes first in DOOM's
// switch list flips to its pair, with the switch sound; a repeatable switch gets a button timer
// (1 second) that flips it back. The exit switch keeps vanilla's quirk: its special is cleared
// before the sound is chosen, so it clicks as any other switch.
import type { Line } from '../base/level.js';
import { ML_SECRET } from '../base/level.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { SFX } from '../../defs/doom/sounds.js';
import { BUTTON_BOTTOM, BUTTON_MIDDLE, BUTTON_TOP, MAXBUTTONS, specialState } from './special-state.js';
import {
  VLD_BLAZE_CLOSE, VLD_BLAZE_OPEN, VLD_BLAZE_RAISE, VLD_CLOSE, VLD_NORMAL, VLD_OPEN, evDoDoor, evDoLockedDoor, evVerticalDoor,
} from './doors.js';
import {
  FLOOR_LOWER, FLOOR_LOWER_TO_LOWEST, FLOOR_RAISE, FLOOR_RAISE_512, FLOOR_RAISE_CRUSH, FLOOR_RAISE_TO_NEAREST, FLOOR_RAISE_TURBO,
  FLOOR_TURBO_LOWER, STAIRS_BUILD8, STAIRS_TURBO16, evBuildStairs, evDoDonut, evDoFloor,
} from './floors.js';
import { PLAT_BLAZE_DWUS, PLAT_DOWN_WAIT_UP_STAY, PLAT_RAISE_AND_CHANGE, PLAT_RAISE_TO_NEAREST_AND_CHANGE, evDoPlat } from './plats.js';
import { CEIL_CRUSH_AND_RAISE, CEIL_LOWER_TO_FLOOR, evDoCeiling } from './ceilings.js';
import { evLightTurnOn } from './sector-lights.js';
import { boomUseSpecialLine } from './boom-specials.js';

/** One second, in tics. */
export const BUTTONTIME = 35;

/** P_StartButton: a timer to flip `line`'s front `where` back to `texture` (none twice for one line). */
export function startButton(ps: SimState, line: Line, where: number, texture: number, time: number): void {
  const buttons = specialState(ps).buttons;
  for (let i = 0; i < MAXBUTTONS; i++) {
    if (buttons[i].btimer !== 0 && buttons[i].line === line) return;
  }
  for (let i = 0; i < MAXBUTTONS; i++) {
    const b = buttons[i];
    if (b.btimer === 0) {
      b.line = line;
      b.where = where;
      b.btexture = texture;
      b.btimer = time;
      return;
    }
  }
  ps.warn(`more than ${MAXBUTTONS} switches waiting to flip back (vanilla stops here); line ${line.index}'s stays flipped`);
}

/** P_ChangeSwitchTexture: flips the switch on `line`'s front side; `useAgain`: it flips back after BUTTONTIME. */
export function changeSwitchTexture(ps: SimState, line: Line, useAgain: boolean): void {
  if (!useAgain) {
    line.special = 0;
    ps.lineChanged(line);
  }
  if (line.side0 < 0) return;
  const st = specialState(ps);
  const side = ps.level.sides[line.side0];
  const pair = ps.world.switchPair, rank = st.switchRank;
  const texTop = side.toptexture, texMid = side.midtexture, texBot = side.bottomtexture;
  // The first of the three in DOOM's switch list (top before middle before bottom for one texture).
  let where = -1, best = 0x7fffffff;
  if (texTop >= 0 && texTop < rank.length && rank[texTop] >= 0 && rank[texTop] < best) { where = BUTTON_TOP; best = rank[texTop]; }
  if (texMid >= 0 && texMid < rank.length && rank[texMid] >= 0 && rank[texMid] < best) { where = BUTTON_MIDDLE; best = rank[texMid]; }
  if (texBot >= 0 && texBot < rank.length && rank[texBot] >= 0 && rank[texBot] < best) { where = BUTTON_BOTTOM; best = rank[texBot]; }
  if (where < 0) return;
  const sound = line.special === 11 ? SFX.swtchx : SFX.swtchn; // 11 is already cleared: vanilla's quirk
  // Vanilla plays it from the first button slot's origin (none: at the player, full volume).
  const b0 = st.buttons[0];
  if (b0.btimer !== 0 && b0.line !== null && b0.line.frontsector !== null) ps.sectorSound(b0.line.frontsector, sound);
  else ps.sound(null, sound);
  const tex = where === BUTTON_TOP ? texTop : where === BUTTON_MIDDLE ? texMid : texBot;
  if (where === BUTTON_TOP) side.toptexture = pair[tex];
  else if (where === BUTTON_MIDDLE) side.midtexture = pair[tex];
  else side.bottomtexture = pair[tex];
  ps.sideChanged(side);
  if (useAgain) startButton(ps, line, where, tex, BUTTONTIME);
}

/** P_UpdateSpecials' buttons: each timer counts down; at 0 the switch flips back with a click. */
export function updateButtons(ps: SimState): void {
  const buttons = specialState(ps).buttons;
  for (let i = 0; i < MAXBUTTONS; i++) {
    const b = buttons[i];
    if (b.btimer === 0) continue;
    b.btimer--;
    if (b.btimer !== 0) continue;
    const line = b.line!;
    if (line.side0 >= 0) {
      const side = ps.level.sides[line.side0];
      if (b.where === BUTTON_TOP) side.toptexture = b.btexture;
      else if (b.where === BUTTON_MIDDLE) side.midtexture = b.btexture;
      else side.bottomtexture = b.btexture;
      ps.sideChanged(side);
    }
    if (line.frontsector !== null) ps.sectorSound(line.frontsector, SFX.swtchn);
    b.clear();
  }
}

/** P_UseSpecialLine: `thing` used `line` from `side` (0 front, 1 back). False when it may not. */
export function useSpecialLine(ps: SimState, thing: Mobj, line: Line, side: number): boolean {
  if (ps.compat.boom) return boomUseSpecialLine(ps, thing, line, side);
  // Only the front side, but for the secret exit.
  if (side !== 0 && line.special !== 124) return false;
  // Monsters open plain doors only, and never through a secret line.
  if (thing.player === null) {
    if (line.flags & ML_SECRET) return false;
    switch (line.special) {
      case 1: case 32: case 33: case 34: break;
      default: return false;
    }
  }
  useLineAction(ps, thing, line);
  return true;
}

/** What DOOM's used lines 1..140 do (P_UseSpecialLine's switch), for a `thing` allowed to use `line`. */
export function useLineAction(ps: SimState, thing: Mobj, line: Line): void {
  switch (line.special) {
    // Doors used directly.
    case 1: case 26: case 27: case 28: case 31: case 32: case 33: case 34: case 117: case 118:
      evVerticalDoor(ps, line, thing);
      break;

    // Switches, once.
    case 7: if (evBuildStairs(ps, line, STAIRS_BUILD8)) changeSwitchTexture(ps, line, false); break;
    case 9: if (evDoDonut(ps, line)) changeSwitchTexture(ps, line, false); break;
    case 11:
      changeSwitchTexture(ps, line, false);
      ps.exitLevel(false);
      break;
    case 14: if (evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 32)) changeSwitchTexture(ps, line, false); break;
    case 15: if (evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 24)) changeSwitchTexture(ps, line, false); break;
    case 18: if (evDoFloor(ps, line, FLOOR_RAISE_TO_NEAREST)) changeSwitchTexture(ps, line, false); break;
    case 20: if (evDoPlat(ps, line, PLAT_RAISE_TO_NEAREST_AND_CHANGE, 0)) changeSwitchTexture(ps, line, false); break;
    case 21: if (evDoPlat(ps, line, PLAT_DOWN_WAIT_UP_STAY, 0)) changeSwitchTexture(ps, line, false); break;
    case 23: if (evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST)) changeSwitchTexture(ps, line, false); break;
    case 29: if (evDoDoor(ps, line, VLD_NORMAL)) changeSwitchTexture(ps, line, false); break;
    case 41: if (evDoCeiling(ps, line, CEIL_LOWER_TO_FLOOR)) changeSwitchTexture(ps, line, false); break;
    case 71: if (evDoFloor(ps, line, FLOOR_TURBO_LOWER)) changeSwitchTexture(ps, line, false); break;
    case 49: if (evDoCeiling(ps, line, CEIL_CRUSH_AND_RAISE)) changeSwitchTexture(ps, line, false); break;
    case 50: if (evDoDoor(ps, line, VLD_CLOSE)) changeSwitchTexture(ps, line, false); break;
    case 51:
      changeSwitchTexture(ps, line, false);
      ps.exitLevel(true);
      break;
    case 55: if (evDoFloor(ps, line, FLOOR_RAISE_CRUSH)) changeSwitchTexture(ps, line, false); break;
    case 101: if (evDoFloor(ps, line, FLOOR_RAISE)) changeSwitchTexture(ps, line, false); break;
    case 102: if (evDoFloor(ps, line, FLOOR_LOWER)) changeSwitchTexture(ps, line, false); break;
    case 103: if (evDoDoor(ps, line, VLD_OPEN)) changeSwitchTexture(ps, line, false); break;
    case 111: if (evDoDoor(ps, line, VLD_BLAZE_RAISE)) changeSwitchTexture(ps, line, false); break;
    case 112: if (evDoDoor(ps, line, VLD_BLAZE_OPEN)) changeSwitchTexture(ps, line, false); break;
    case 113: if (evDoDoor(ps, line, VLD_BLAZE_CLOSE)) changeSwitchTexture(ps, line, false); break;
    case 122: if (evDoPlat(ps, line, PLAT_BLAZE_DWUS, 0)) changeSwitchTexture(ps, line, false); break;
    case 127: if (evBuildStairs(ps, line, STAIRS_TURBO16)) changeSwitchTexture(ps, line, false); break;
    case 131: if (evDoFloor(ps, line, FLOOR_RAISE_TURBO)) changeSwitchTexture(ps, line, false); break;
    case 133: case 135: case 137:
      if (evDoLockedDoor(ps, line, VLD_BLAZE_OPEN, thing)) changeSwitchTexture(ps, line, false);
      break;
    case 140: if (evDoFloor(ps, line, FLOOR_RAISE_512)) changeSwitchTexture(ps, line, false); break;

    // Switches, again.
    case 42: if (evDoDoor(ps, line, VLD_CLOSE)) changeSwitchTexture(ps, line, true); break;
    case 43: if (evDoCeiling(ps, line, CEIL_LOWER_TO_FLOOR)) changeSwitchTexture(ps, line, true); break;
    case 45: if (evDoFloor(ps, line, FLOOR_LOWER)) changeSwitchTexture(ps, line, true); break;
    case 60: if (evDoFloor(ps, line, FLOOR_LOWER_TO_LOWEST)) changeSwitchTexture(ps, line, true); break;
    case 61: if (evDoDoor(ps, line, VLD_OPEN)) changeSwitchTexture(ps, line, true); break;
    case 62: if (evDoPlat(ps, line, PLAT_DOWN_WAIT_UP_STAY, 1)) changeSwitchTexture(ps, line, true); break;
    case 63: if (evDoDoor(ps, line, VLD_NORMAL)) changeSwitchTexture(ps, line, true); break;
    case 64: if (evDoFloor(ps, line, FLOOR_RAISE)) changeSwitchTexture(ps, line, true); break;
    case 66: if (evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 24)) changeSwitchTexture(ps, line, true); break;
    case 67: if (evDoPlat(ps, line, PLAT_RAISE_AND_CHANGE, 32)) changeSwitchTexture(ps, line, true); break;
    case 65: if (evDoFloor(ps, line, FLOOR_RAISE_CRUSH)) changeSwitchTexture(ps, line, true); break;
    case 68: if (evDoPlat(ps, line, PLAT_RAISE_TO_NEAREST_AND_CHANGE, 0)) changeSwitchTexture(ps, line, true); break;
    case 69: if (evDoFloor(ps, line, FLOOR_RAISE_TO_NEAREST)) changeSwitchTexture(ps, line, true); break;
    case 70: if (evDoFloor(ps, line, FLOOR_TURBO_LOWER)) changeSwitchTexture(ps, line, true); break;
    case 114: if (evDoDoor(ps, line, VLD_BLAZE_RAISE)) changeSwitchTexture(ps, line, true); break;
    case 115: if (evDoDoor(ps, line, VLD_BLAZE_OPEN)) changeSwitchTexture(ps, line, true); break;
    case 116: if (evDoDoor(ps, line, VLD_BLAZE_CLOSE)) changeSwitchTexture(ps, line, true); break;
    case 123: if (evDoPlat(ps, line, PLAT_BLAZE_DWUS, 0)) changeSwitchTexture(ps, line, true); break;
    case 132: if (evDoFloor(ps, line, FLOOR_RAISE_TURBO)) changeSwitchTexture(ps, line, true); break;
    case 99: case 134: case 136:
      if (evDoLockedDoor(ps, line, VLD_BLAZE_OPEN, thing)) changeSwitchTexture(ps, line, true);
      break;
    case 138:
      evLightTurnOn(ps, line, 255);
      changeSwitchTexture(ps, line, true);
      break;
    case 139:
      evLightTurnOn(ps, line, 35);
      changeSwitchTexture(ps, line, true);
      break;
  }
}
