// DOOM's linedef specials (vanilla DOOM and DOOM II, types 1..141) as data: how each is triggered
// (walk over, use, shoot, use a door directly, or always on), whether it can trigger again, what it
// starts in its tagged sectors, which key it needs, whether monsters may trigger it and whether a
// switch texture flips. Also the movement constants DOOM's movers use, in map units and tics.
// Facts from DOOM's line trigger tables (cross, use and shoot); the simulation owns the behaviour.
import { TICRATE } from './timing.js';

/**
 * How a line is triggered. walk: crossing it (W); switch: using its front side (S); gun: hitting it
 * with a hitscan (G); manual: using its front side acts on the sector behind the line, no tag (D);
 * none: active from the level start, never triggered (the scrolling wall, 48).
 */
export type Trigger = 'walk' | 'switch' | 'gun' | 'manual' | 'none';

/** What a special starts. Names follow DOOM's own mover types (vldoor_e, floor_e, ceiling_e, plattype_e). */
export type ActionKind =
  | 'door.normal' | 'door.open' | 'door.close' | 'door.close30ThenOpen' | 'door.raiseIn5Mins'
  | 'door.blazeRaise' | 'door.blazeOpen' | 'door.blazeClose'
  | 'floor.lowerFloor' | 'floor.lowerFloorToLowest' | 'floor.turboLower' | 'floor.raiseFloor'
  | 'floor.raiseFloorToNearest' | 'floor.raiseToTexture' | 'floor.lowerAndChange' | 'floor.raiseFloor24'
  | 'floor.raiseFloor24AndChange' | 'floor.raiseFloorCrush' | 'floor.raiseFloorTurbo' | 'floor.raiseFloor512'
  | 'donut' | 'stairs.build8' | 'stairs.turbo16'
  | 'ceiling.lowerToFloor' | 'ceiling.raiseToHighest' | 'ceiling.lowerAndCrush' | 'ceiling.crushAndRaise'
  | 'ceiling.fastCrushAndRaise' | 'ceiling.silentCrushAndRaise' | 'ceiling.crushStop'
  | 'plat.perpetualRaise' | 'plat.downWaitUpStay' | 'plat.raiseAndChange' | 'plat.raiseToNearestAndChange'
  | 'plat.blazeDWUS' | 'plat.stop'
  | 'light.turnOn' | 'light.turnOff' | 'light.startStrobing'
  | 'exit.normal' | 'exit.secret' | 'teleport' | 'scroll.left';

export type KeyColor = 'blue' | 'yellow' | 'red';

export interface LineSpecialDef {
  readonly type: number;
  readonly trigger: Trigger;
  /** W1/S1/G1/D1 (false: the line's special is cleared once it has fired) or WR/SR/GR/DR (true). */
  readonly repeat: boolean;
  /**
   * What DOOM starts, in its order. Every mover skips a sector that already has one (DOOM's
   * "specialdata" rule): so for 40 the ceiling claims the sector first and the floor part never moves.
   */
  readonly actions: readonly ActionKind[];
  /** Key needed (card or skull of that colour). */
  readonly key?: KeyColor;
  /** Monsters may trigger it too (vanilla: 1, 4, 10, 39, 46, 88, 97, 125, 126). */
  readonly monsters?: boolean;
  /** Only monsters trigger it (the monster teleports 125 and 126). */
  readonly monstersOnly?: boolean;
  /**
   * light.turnOn: the new light level (0 = the brightest neighbour's). plat.raiseAndChange: the rise
   * in map units (24 or 32).
   */
  readonly arg?: number;
  /**
   * Switch and gun lines: when the switch texture flips (SW1 ↔ SW2; back after BUTTON_TIME when the
   * line repeats). 'onSuccess': only if a mover started; 'always': even if nothing moved (exits,
   * light changes and every gun line). Walk and manual lines never flip textures.
   */
  readonly switchTexture?: 'onSuccess' | 'always';
  /** Short description in the usual W1/WR/S1/SR/G1/GR/D1/DR style. */
  readonly name: string;
}

const TABLE: readonly LineSpecialDef[] = [
  { type: 1, trigger: 'manual', repeat: true, actions: ['door.normal'], monsters: true, name: 'DR Door open wait close' },
  { type: 2, trigger: 'walk', repeat: false, actions: ['door.open'], name: 'W1 Door open stay' },
  { type: 3, trigger: 'walk', repeat: false, actions: ['door.close'], name: 'W1 Door close stay' },
  { type: 4, trigger: 'walk', repeat: false, actions: ['door.normal'], monsters: true, name: 'W1 Door open wait close' },
  { type: 5, trigger: 'walk', repeat: false, actions: ['floor.raiseFloor'], name: 'W1 Floor raise to lowest neighbour ceiling' },
  { type: 6, trigger: 'walk', repeat: false, actions: ['ceiling.fastCrushAndRaise'], name: 'W1 Crusher start (fast)' },
  { type: 7, trigger: 'switch', repeat: false, actions: ['stairs.build8'], switchTexture: 'onSuccess', name: 'S1 Stairs raise by 8' },
  { type: 8, trigger: 'walk', repeat: false, actions: ['stairs.build8'], name: 'W1 Stairs raise by 8' },
  { type: 9, trigger: 'switch', repeat: false, actions: ['donut'], switchTexture: 'onSuccess', name: 'S1 Donut (raise ring, lower pillar)' },
  { type: 10, trigger: 'walk', repeat: false, actions: ['plat.downWaitUpStay'], monsters: true, name: 'W1 Lift lower wait raise' },
  { type: 11, trigger: 'switch', repeat: false, actions: ['exit.normal'], switchTexture: 'always', name: 'S1 Exit level' },
  { type: 12, trigger: 'walk', repeat: false, actions: ['light.turnOn'], arg: 0, name: 'W1 Light change to brightest neighbour' },
  { type: 13, trigger: 'walk', repeat: false, actions: ['light.turnOn'], arg: 255, name: 'W1 Light change to 255' },
  { type: 14, trigger: 'switch', repeat: false, actions: ['plat.raiseAndChange'], arg: 32, switchTexture: 'onSuccess', name: 'S1 Floor raise by 32, change flat' },
  { type: 15, trigger: 'switch', repeat: false, actions: ['plat.raiseAndChange'], arg: 24, switchTexture: 'onSuccess', name: 'S1 Floor raise by 24, change flat' },
  { type: 16, trigger: 'walk', repeat: false, actions: ['door.close30ThenOpen'], name: 'W1 Door close wait open (30 s)' },
  { type: 17, trigger: 'walk', repeat: false, actions: ['light.startStrobing'], name: 'W1 Light start blinking' },
  { type: 18, trigger: 'switch', repeat: false, actions: ['floor.raiseFloorToNearest'], switchTexture: 'onSuccess', name: 'S1 Floor raise to next higher floor' },
  { type: 19, trigger: 'walk', repeat: false, actions: ['floor.lowerFloor'], name: 'W1 Floor lower to highest neighbour floor' },
  { type: 20, trigger: 'switch', repeat: false, actions: ['plat.raiseToNearestAndChange'], switchTexture: 'onSuccess', name: 'S1 Floor raise to next higher floor, change flat' },
  { type: 21, trigger: 'switch', repeat: false, actions: ['plat.downWaitUpStay'], switchTexture: 'onSuccess', name: 'S1 Lift lower wait raise' },
  { type: 22, trigger: 'walk', repeat: false, actions: ['plat.raiseToNearestAndChange'], name: 'W1 Floor raise to next higher floor, change flat' },
  { type: 23, trigger: 'switch', repeat: false, actions: ['floor.lowerFloorToLowest'], switchTexture: 'onSuccess', name: 'S1 Floor lower to lowest neighbour floor' },
  { type: 24, trigger: 'gun', repeat: false, actions: ['floor.raiseFloor'], switchTexture: 'always', name: 'G1 Floor raise to lowest neighbour ceiling' },
  { type: 25, trigger: 'walk', repeat: false, actions: ['ceiling.crushAndRaise'], name: 'W1 Crusher start' },
  { type: 26, trigger: 'manual', repeat: true, actions: ['door.normal'], key: 'blue', name: 'DR Door open wait close (blue key)' },
  { type: 27, trigger: 'manual', repeat: true, actions: ['door.normal'], key: 'yellow', name: 'DR Door open wait close (yellow key)' },
  { type: 28, trigger: 'manual', repeat: true, actions: ['door.normal'], key: 'red', name: 'DR Door open wait close (red key)' },
  { type: 29, trigger: 'switch', repeat: false, actions: ['door.normal'], switchTexture: 'onSuccess', name: 'S1 Door open wait close' },
  { type: 30, trigger: 'walk', repeat: false, actions: ['floor.raiseToTexture'], name: 'W1 Floor raise by shortest lower texture' },
  { type: 31, trigger: 'manual', repeat: false, actions: ['door.open'], name: 'D1 Door open stay' },
  { type: 32, trigger: 'manual', repeat: false, actions: ['door.open'], key: 'blue', name: 'D1 Door open stay (blue key)' },
  { type: 33, trigger: 'manual', repeat: false, actions: ['door.open'], key: 'red', name: 'D1 Door open stay (red key)' },
  { type: 34, trigger: 'manual', repeat: false, actions: ['door.open'], key: 'yellow', name: 'D1 Door open stay (yellow key)' },
  { type: 35, trigger: 'walk', repeat: false, actions: ['light.turnOn'], arg: 35, name: 'W1 Light change to 35' },
  { type: 36, trigger: 'walk', repeat: false, actions: ['floor.turboLower'], name: 'W1 Floor lower to 8 above highest neighbour floor (fast)' },
  { type: 37, trigger: 'walk', repeat: false, actions: ['floor.lowerAndChange'], name: 'W1 Floor lower to lowest neighbour floor, change flat and type' },
  { type: 38, trigger: 'walk', repeat: false, actions: ['floor.lowerFloorToLowest'], name: 'W1 Floor lower to lowest neighbour floor' },
  { type: 39, trigger: 'walk', repeat: false, actions: ['teleport'], monsters: true, name: 'W1 Teleport' },
  { type: 40, trigger: 'walk', repeat: false, actions: ['ceiling.raiseToHighest', 'floor.lowerFloorToLowest'], name: 'W1 Ceiling raise to highest neighbour ceiling (floor part: sector busy)' },
  { type: 41, trigger: 'switch', repeat: false, actions: ['ceiling.lowerToFloor'], switchTexture: 'onSuccess', name: 'S1 Ceiling lower to floor' },
  { type: 42, trigger: 'switch', repeat: true, actions: ['door.close'], switchTexture: 'onSuccess', name: 'SR Door close stay' },
  { type: 43, trigger: 'switch', repeat: true, actions: ['ceiling.lowerToFloor'], switchTexture: 'onSuccess', name: 'SR Ceiling lower to floor' },
  { type: 44, trigger: 'walk', repeat: false, actions: ['ceiling.lowerAndCrush'], name: 'W1 Ceiling lower to 8 above floor' },
  { type: 45, trigger: 'switch', repeat: true, actions: ['floor.lowerFloor'], switchTexture: 'onSuccess', name: 'SR Floor lower to highest neighbour floor' },
  { type: 46, trigger: 'gun', repeat: true, actions: ['door.open'], monsters: true, switchTexture: 'always', name: 'GR Door open stay' },
  { type: 47, trigger: 'gun', repeat: false, actions: ['plat.raiseToNearestAndChange'], switchTexture: 'always', name: 'G1 Floor raise to next higher floor, change flat' },
  { type: 48, trigger: 'none', repeat: true, actions: ['scroll.left'], name: 'Scroll wall left' },
  { type: 49, trigger: 'switch', repeat: false, actions: ['ceiling.crushAndRaise'], switchTexture: 'onSuccess', name: 'S1 Crusher start' },
  { type: 50, trigger: 'switch', repeat: false, actions: ['door.close'], switchTexture: 'onSuccess', name: 'S1 Door close stay' },
  { type: 51, trigger: 'switch', repeat: false, actions: ['exit.secret'], switchTexture: 'always', name: 'S1 Exit to secret level' },
  { type: 52, trigger: 'walk', repeat: false, actions: ['exit.normal'], name: 'W1 Exit level' },
  { type: 53, trigger: 'walk', repeat: false, actions: ['plat.perpetualRaise'], name: 'W1 Lift start perpetual' },
  { type: 54, trigger: 'walk', repeat: false, actions: ['plat.stop'], name: 'W1 Lift stop' },
  { type: 55, trigger: 'switch', repeat: false, actions: ['floor.raiseFloorCrush'], switchTexture: 'onSuccess', name: 'S1 Floor raise to 8 below lowest neighbour ceiling, crush' },
  { type: 56, trigger: 'walk', repeat: false, actions: ['floor.raiseFloorCrush'], name: 'W1 Floor raise to 8 below lowest neighbour ceiling, crush' },
  { type: 57, trigger: 'walk', repeat: false, actions: ['ceiling.crushStop'], name: 'W1 Crusher stop' },
  { type: 58, trigger: 'walk', repeat: false, actions: ['floor.raiseFloor24'], name: 'W1 Floor raise by 24' },
  { type: 59, trigger: 'walk', repeat: false, actions: ['floor.raiseFloor24AndChange'], name: 'W1 Floor raise by 24, change flat and type' },
  { type: 60, trigger: 'switch', repeat: true, actions: ['floor.lowerFloorToLowest'], switchTexture: 'onSuccess', name: 'SR Floor lower to lowest neighbour floor' },
  { type: 61, trigger: 'switch', repeat: true, actions: ['door.open'], switchTexture: 'onSuccess', name: 'SR Door open stay' },
  { type: 62, trigger: 'switch', repeat: true, actions: ['plat.downWaitUpStay'], switchTexture: 'onSuccess', name: 'SR Lift lower wait raise' },
  { type: 63, trigger: 'switch', repeat: true, actions: ['door.normal'], switchTexture: 'onSuccess', name: 'SR Door open wait close' },
  { type: 64, trigger: 'switch', repeat: true, actions: ['floor.raiseFloor'], switchTexture: 'onSuccess', name: 'SR Floor raise to lowest neighbour ceiling' },
  { type: 65, trigger: 'switch', repeat: true, actions: ['floor.raiseFloorCrush'], switchTexture: 'onSuccess', name: 'SR Floor raise to 8 below lowest neighbour ceiling, crush' },
  { type: 66, trigger: 'switch', repeat: true, actions: ['plat.raiseAndChange'], arg: 24, switchTexture: 'onSuccess', name: 'SR Floor raise by 24, change flat' },
  { type: 67, trigger: 'switch', repeat: true, actions: ['plat.raiseAndChange'], arg: 32, switchTexture: 'onSuccess', name: 'SR Floor raise by 32, change flat' },
  { type: 68, trigger: 'switch', repeat: true, actions: ['plat.raiseToNearestAndChange'], switchTexture: 'onSuccess', name: 'SR Floor raise to next higher floor, change flat' },
  { type: 69, trigger: 'switch', repeat: true, actions: ['floor.raiseFloorToNearest'], switchTexture: 'onSuccess', name: 'SR Floor raise to next higher floor' },
  { type: 70, trigger: 'switch', repeat: true, actions: ['floor.turboLower'], switchTexture: 'onSuccess', name: 'SR Floor lower to 8 above highest neighbour floor (fast)' },
  { type: 71, trigger: 'switch', repeat: false, actions: ['floor.turboLower'], switchTexture: 'onSuccess', name: 'S1 Floor lower to 8 above highest neighbour floor (fast)' },
  { type: 72, trigger: 'walk', repeat: true, actions: ['ceiling.lowerAndCrush'], name: 'WR Ceiling lower to 8 above floor' },
  { type: 73, trigger: 'walk', repeat: true, actions: ['ceiling.crushAndRaise'], name: 'WR Crusher start' },
  { type: 74, trigger: 'walk', repeat: true, actions: ['ceiling.crushStop'], name: 'WR Crusher stop' },
  { type: 75, trigger: 'walk', repeat: true, actions: ['door.close'], name: 'WR Door close stay' },
  { type: 76, trigger: 'walk', repeat: true, actions: ['door.close30ThenOpen'], name: 'WR Door close wait open (30 s)' },
  { type: 77, trigger: 'walk', repeat: true, actions: ['ceiling.fastCrushAndRaise'], name: 'WR Crusher start (fast)' },
  { type: 79, trigger: 'walk', repeat: true, actions: ['light.turnOn'], arg: 35, name: 'WR Light change to 35' },
  { type: 80, trigger: 'walk', repeat: true, actions: ['light.turnOn'], arg: 0, name: 'WR Light change to brightest neighbour' },
  { type: 81, trigger: 'walk', repeat: true, actions: ['light.turnOn'], arg: 255, name: 'WR Light change to 255' },
  { type: 82, trigger: 'walk', repeat: true, actions: ['floor.lowerFloorToLowest'], name: 'WR Floor lower to lowest neighbour floor' },
  { type: 83, trigger: 'walk', repeat: true, actions: ['floor.lowerFloor'], name: 'WR Floor lower to highest neighbour floor' },
  { type: 84, trigger: 'walk', repeat: true, actions: ['floor.lowerAndChange'], name: 'WR Floor lower to lowest neighbour floor, change flat and type' },
  { type: 86, trigger: 'walk', repeat: true, actions: ['door.open'], name: 'WR Door open stay' },
  { type: 87, trigger: 'walk', repeat: true, actions: ['plat.perpetualRaise'], name: 'WR Lift start perpetual' },
  { type: 88, trigger: 'walk', repeat: true, actions: ['plat.downWaitUpStay'], monsters: true, name: 'WR Lift lower wait raise' },
  { type: 89, trigger: 'walk', repeat: true, actions: ['plat.stop'], name: 'WR Lift stop' },
  { type: 90, trigger: 'walk', repeat: true, actions: ['door.normal'], name: 'WR Door open wait close' },
  { type: 91, trigger: 'walk', repeat: true, actions: ['floor.raiseFloor'], name: 'WR Floor raise to lowest neighbour ceiling' },
  { type: 92, trigger: 'walk', repeat: true, actions: ['floor.raiseFloor24'], name: 'WR Floor raise by 24' },
  { type: 93, trigger: 'walk', repeat: true, actions: ['floor.raiseFloor24AndChange'], name: 'WR Floor raise by 24, change flat and type' },
  { type: 94, trigger: 'walk', repeat: true, actions: ['floor.raiseFloorCrush'], name: 'WR Floor raise to 8 below lowest neighbour ceiling, crush' },
  { type: 95, trigger: 'walk', repeat: true, actions: ['plat.raiseToNearestAndChange'], name: 'WR Floor raise to next higher floor, change flat' },
  { type: 96, trigger: 'walk', repeat: true, actions: ['floor.raiseToTexture'], name: 'WR Floor raise by shortest lower texture' },
  { type: 97, trigger: 'walk', repeat: true, actions: ['teleport'], monsters: true, name: 'WR Teleport' },
  { type: 98, trigger: 'walk', repeat: true, actions: ['floor.turboLower'], name: 'WR Floor lower to 8 above highest neighbour floor (fast)' },
  { type: 99, trigger: 'switch', repeat: true, actions: ['door.blazeOpen'], key: 'blue', switchTexture: 'onSuccess', name: 'SR Door open stay (fast, blue key)' },
  { type: 100, trigger: 'walk', repeat: false, actions: ['stairs.turbo16'], name: 'W1 Stairs raise by 16 (fast)' },
  { type: 101, trigger: 'switch', repeat: false, actions: ['floor.raiseFloor'], switchTexture: 'onSuccess', name: 'S1 Floor raise to lowest neighbour ceiling' },
  { type: 102, trigger: 'switch', repeat: false, actions: ['floor.lowerFloor'], switchTexture: 'onSuccess', name: 'S1 Floor lower to highest neighbour floor' },
  { type: 103, trigger: 'switch', repeat: false, actions: ['door.open'], switchTexture: 'onSuccess', name: 'S1 Door open stay' },
  { type: 104, trigger: 'walk', repeat: false, actions: ['light.turnOff'], name: 'W1 Light change to darkest neighbour' },
  { type: 105, trigger: 'walk', repeat: true, actions: ['door.blazeRaise'], name: 'WR Door open wait close (fast)' },
  { type: 106, trigger: 'walk', repeat: true, actions: ['door.blazeOpen'], name: 'WR Door open stay (fast)' },
  { type: 107, trigger: 'walk', repeat: true, actions: ['door.blazeClose'], name: 'WR Door close stay (fast)' },
  { type: 108, trigger: 'walk', repeat: false, actions: ['door.blazeRaise'], name: 'W1 Door open wait close (fast)' },
  { type: 109, trigger: 'walk', repeat: false, actions: ['door.blazeOpen'], name: 'W1 Door open stay (fast)' },
  { type: 110, trigger: 'walk', repeat: false, actions: ['door.blazeClose'], name: 'W1 Door close stay (fast)' },
  { type: 111, trigger: 'switch', repeat: false, actions: ['door.blazeRaise'], switchTexture: 'onSuccess', name: 'S1 Door open wait close (fast)' },
  { type: 112, trigger: 'switch', repeat: false, actions: ['door.blazeOpen'], switchTexture: 'onSuccess', name: 'S1 Door open stay (fast)' },
  { type: 113, trigger: 'switch', repeat: false, actions: ['door.blazeClose'], switchTexture: 'onSuccess', name: 'S1 Door close stay (fast)' },
  { type: 114, trigger: 'switch', repeat: true, actions: ['door.blazeRaise'], switchTexture: 'onSuccess', name: 'SR Door open wait close (fast)' },
  { type: 115, trigger: 'switch', repeat: true, actions: ['door.blazeOpen'], switchTexture: 'onSuccess', name: 'SR Door open stay (fast)' },
  { type: 116, trigger: 'switch', repeat: true, actions: ['door.blazeClose'], switchTexture: 'onSuccess', name: 'SR Door close stay (fast)' },
  { type: 117, trigger: 'manual', repeat: true, actions: ['door.blazeRaise'], name: 'DR Door open wait close (fast)' },
  { type: 118, trigger: 'manual', repeat: false, actions: ['door.blazeOpen'], name: 'D1 Door open stay (fast)' },
  { type: 119, trigger: 'walk', repeat: false, actions: ['floor.raiseFloorToNearest'], name: 'W1 Floor raise to next higher floor' },
  { type: 120, trigger: 'walk', repeat: true, actions: ['plat.blazeDWUS'], name: 'WR Lift lower wait raise (fast)' },
  { type: 121, trigger: 'walk', repeat: false, actions: ['plat.blazeDWUS'], name: 'W1 Lift lower wait raise (fast)' },
  { type: 122, trigger: 'switch', repeat: false, actions: ['plat.blazeDWUS'], switchTexture: 'onSuccess', name: 'S1 Lift lower wait raise (fast)' },
  { type: 123, trigger: 'switch', repeat: true, actions: ['plat.blazeDWUS'], switchTexture: 'onSuccess', name: 'SR Lift lower wait raise (fast)' },
  { type: 124, trigger: 'walk', repeat: false, actions: ['exit.secret'], name: 'W1 Exit to secret level' },
  { type: 125, trigger: 'walk', repeat: false, actions: ['teleport'], monsters: true, monstersOnly: true, name: 'W1 Teleport (monsters only)' },
  { type: 126, trigger: 'walk', repeat: true, actions: ['teleport'], monsters: true, monstersOnly: true, name: 'WR Teleport (monsters only)' },
  { type: 127, trigger: 'switch', repeat: false, actions: ['stairs.turbo16'], switchTexture: 'onSuccess', name: 'S1 Stairs raise by 16 (fast)' },
  { type: 128, trigger: 'walk', repeat: true, actions: ['floor.raiseFloorToNearest'], name: 'WR Floor raise to next higher floor' },
  { type: 129, trigger: 'walk', repeat: true, actions: ['floor.raiseFloorTurbo'], name: 'WR Floor raise to next higher floor (fast)' },
  { type: 130, trigger: 'walk', repeat: false, actions: ['floor.raiseFloorTurbo'], name: 'W1 Floor raise to next higher floor (fast)' },
  { type: 131, trigger: 'switch', repeat: false, actions: ['floor.raiseFloorTurbo'], switchTexture: 'onSuccess', name: 'S1 Floor raise to next higher floor (fast)' },
  { type: 132, trigger: 'switch', repeat: true, actions: ['floor.raiseFloorTurbo'], switchTexture: 'onSuccess', name: 'SR Floor raise to next higher floor (fast)' },
  { type: 133, trigger: 'switch', repeat: false, actions: ['door.blazeOpen'], key: 'blue', switchTexture: 'onSuccess', name: 'S1 Door open stay (fast, blue key)' },
  { type: 134, trigger: 'switch', repeat: true, actions: ['door.blazeOpen'], key: 'red', switchTexture: 'onSuccess', name: 'SR Door open stay (fast, red key)' },
  { type: 135, trigger: 'switch', repeat: false, actions: ['door.blazeOpen'], key: 'red', switchTexture: 'onSuccess', name: 'S1 Door open stay (fast, red key)' },
  { type: 136, trigger: 'switch', repeat: true, actions: ['door.blazeOpen'], key: 'yellow', switchTexture: 'onSuccess', name: 'SR Door open stay (fast, yellow key)' },
  { type: 137, trigger: 'switch', repeat: false, actions: ['door.blazeOpen'], key: 'yellow', switchTexture: 'onSuccess', name: 'S1 Door open stay (fast, yellow key)' },
  { type: 138, trigger: 'switch', repeat: true, actions: ['light.turnOn'], arg: 255, switchTexture: 'always', name: 'SR Light change to 255' },
  { type: 139, trigger: 'switch', repeat: true, actions: ['light.turnOn'], arg: 35, switchTexture: 'always', name: 'SR Light change to 35' },
  { type: 140, trigger: 'switch', repeat: false, actions: ['floor.raiseFloor512'], switchTexture: 'onSuccess', name: 'S1 Floor raise by 512' },
  { type: 141, trigger: 'walk', repeat: false, actions: ['ceiling.silentCrushAndRaise'], name: 'W1 Crusher start (silent)' },
];

/** Every vanilla linedef special by type (139 of 1..141: 78 and 85 do not exist in vanilla). */
export const LINE_SPECIALS: ReadonlyMap<number, LineSpecialDef> = new Map(TABLE.map((d) => [d.type, d]));

/** The definition of a special, or undefined for 0, unknown and non-vanilla types. */
export function lineSpecial(type: number): LineSpecialDef | undefined {
  return LINE_SPECIALS.get(type);
}

// Movement constants (DOOM's fixed-point values / 65536: map units, and tics at 35 a second).

/** Tics per second. */
/** Normal door speed, units per tic (VDOORSPEED). */
export const DOOR_SPEED = 2;
/** Blazing (fast) door speed: 4 × DOOR_SPEED. */
export const DOOR_BLAZE_SPEED = 8;
/** Tics an open-wait-close door waits at the top (VDOORWAIT). */
export const DOOR_WAIT = 150;
/** A door opens to this far below the lowest ceiling around it. */
export const DOOR_TOP_GAP = 4;
/** door.close30ThenOpen (and sector special 10): tics the door stays closed, 30 s. */
export const DOOR_CLOSE30_WAIT = 30 * TICRATE;
/** Sector special 14: tics before the door opens, 5 minutes. */
export const DOOR_RAISE_IN_5_MINS_WAIT = 5 * 60 * TICRATE;
/** Lift base speed, units per tic (PLATSPEED). */
export const PLAT_SPEED = 1;
/** Lift lower-wait-raise speed (PLATSPEED × 4). */
export const PLAT_DWUS_SPEED = 4;
/** Fast lift speed (PLATSPEED × 8). */
export const PLAT_BLAZE_SPEED = 8;
/** Raise-and-change floors (plat movers) speed: PLATSPEED / 2. */
export const PLAT_CHANGE_SPEED = 0.5;
/** Perpetual lift speed (PLATSPEED). */
export const PLAT_PERPETUAL_SPEED = 1;
/** Tics a lift waits at either end: PLATWAIT 3 s × TICRATE. */
export const PLAT_WAIT = 3 * TICRATE;
/** Floor mover speed, units per tic (FLOORSPEED). */
export const FLOOR_SPEED = 1;
/** Turbo floors (turboLower, raiseFloorTurbo): FLOORSPEED × 4. */
export const FLOOR_TURBO_SPEED = 4;
/** turboLower stops this far above the highest neighbouring floor (unless already level with it). */
export const FLOOR_TURBO_LOWER_GAP = 8;
/** raiseFloorCrush stops this far below the lowest neighbouring ceiling. */
export const FLOOR_CRUSH_GAP = 8;
/** stairs.build8: each step 8 units higher, moving FLOORSPEED / 4. */
export const STAIRS_BUILD8_STEP = 8;
export const STAIRS_BUILD8_SPEED = 0.25;
/** stairs.turbo16: each step 16 units higher, moving FLOORSPEED × 4. */
export const STAIRS_TURBO16_STEP = 16;
export const STAIRS_TURBO16_SPEED = 4;
/** Donut: ring and pillar both move at FLOORSPEED / 2. */
export const DONUT_SPEED = 0.5;
/** Ceiling mover speed, units per tic (CEILSPEED). */
export const CEILING_SPEED = 1;
/** Fast crusher speed (CEILSPEED × 2). */
export const CEILING_FAST_SPEED = 2;
/** Normal and silent crushers (and lowerAndCrush) slow to CEILSPEED / 8 while something is crushed. */
export const CEILING_CRUSH_SLOW_SPEED = 0.125;
/** Crushers and lowerAndCrush stop this far above the floor. */
export const CEILING_CRUSH_GAP = 8;
/** Tics a repeatable switch shows its "on" texture before flipping back (BUTTONTIME, 1 s). */
export const BUTTON_TIME = 35;
/** The scrolling wall (48) moves its texture this many units per tic. */
export const SCROLL_SPEED = 1;
/** Tics a teleported player cannot move (reactiontime after a teleport). */
export const TELEPORT_FREEZE = 18;
