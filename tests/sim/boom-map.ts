// A small Boom map for checking the simulation against dsda-doom (tests/sim/boom-specials.test.ts):
// a walk east across a conveyor (252), ice (223), wind (224), a generalized door used on the way
// (DR, normal speed), a point pusher's reach (226 with a thing 5001), and a silent teleporter (207)
// back to the start room — with the inputs of the demo that walks it (BOOM_MAP_INPUTS). Texture
// and flat names are Freedoom's (DOOM II's), so dsda-doom can play it over freedoom2.wad.
import { SimMap } from './helpers.js';
import type { TestMap } from '../helpers/map-builder.js';

/** Freedoom's names for the map builder's defaults. */
function freedoomNames(map: TestMap, flat = 'FLOOR0_1'): TestMap {
  const tex: Record<string, string> = { BRICK: 'STARTAN3', METAL: 'BRICK1' };
  for (const s of map.sides) {
    if (s.middle !== undefined && tex[s.middle]) s.middle = tex[s.middle];
    if (s.upper !== undefined && tex[s.upper]) s.upper = tex[s.upper];
    if (s.lower !== undefined && tex[s.lower]) s.lower = tex[s.lower];
  }
  for (const s of map.sectors) {
    if (s.floorFlat === 'FLOOR') s.floorFlat = flat;
    s.ceilFlat = 'CEIL1_1';
  }
  return map;
}

export function boomMap(): TestMap {
  const m = new SimMap();
  const r = m.row([
    { w: 256, floor: 0, ceil: 128 }, // 0 start
    { w: 256, floor: 0, ceil: 128, tag: 1 }, // 1 conveyor
    { w: 128, floor: 0, ceil: 128, tag: 2, special: 0x100 }, // 2 ice
    { w: 256, floor: 0, ceil: 128, tag: 3, special: 0x200 }, // 3 wind
    { w: 64, floor: 0, ceil: 128 }, // 4
    { w: 32, floor: 0, ceil: 0, tag: 5 }, // 5 generalized door
    { w: 256, floor: 8, ceil: 136, tag: 6, special: 0x200 }, // 6 point pusher's sector
    { w: 128, floor: 8, ceil: 136 }, // 7 past the silent teleporter (207 on its west edge)
    { w: 128, floor: 24, ceil: 152, tag: 7 }, // 8 the destination's sector
  ], [{}, {}, {}, {}, {}, { special: 0x3c00 + (1 << 5) + (1 << 3) + 7 }, {}, { special: 207, tag: 7 }]);
  m.setWall(r.north[1], { special: 252, tag: 1 });
  m.setWall(r.north[2], { special: 223, tag: 2 });
  m.setWall(r.north[3], { special: 224, tag: 3 });
  m.setWall(r.north[6], { special: 226, tag: 6 });
  m.thing(64, 128, 1, 0);
  m.thing(1200, 60, 5001, 0);
  // Facing west: the teleporter's line points south, so Boom turns the player by 270 − 180 + 90 =
  // 180°, and it walks back west over everything (crossing the teleporter from behind: nothing).
  m.thing(1440, 128, 14, 180);
  return freedoomNames(m.build());
}

/**
 * The second map (MAP02): movers under the player's feet — a generalized floor raised by 24 as it
 * walks on (W1), generalized stairs building up by 8 ahead of it (W1), an elevator (228) lifting it
 * to the next floor, a generalized lift (WR) lowering under it and coming back, and a silent
 * line-to-line teleporter (243) sending it back west from a line further on.
 */
export function boomMap2(): TestMap {
  const m = new SimMap();
  const gen = (base: number, fields: number) => base + fields;
  m.row([
    { w: 128, floor: 0, ceil: 160 }, // 0 start
    { w: 128, floor: 0, ceil: 160, tag: 1 }, // 1 generalized floor, up 24 (slow)
    { w: 64, floor: 24, ceil: 192, tag: 2, floorFlat: 'FLOOR4_8' }, // 2..4 stairs, up 8 each
    { w: 64, floor: 24, ceil: 192, floorFlat: 'FLOOR4_8' },
    { w: 64, floor: 24, ceil: 192, floorFlat: 'FLOOR4_8' },
    { w: 128, floor: 48, ceil: 200, tag: 3 }, // 5 elevator up to 96
    { w: 128, floor: 96, ceil: 240, tag: 4 }, // 6 generalized lift down to 64
    { w: 128, floor: 64, ceil: 240 }, // 7
    { w: 192, floor: 0, ceil: 240 }, // 8 the line teleporter's exit on its east edge
    { w: 64, floor: 0, ceil: 240 }, // 9
  ], [{}, { special: gen(0x6000, (6 << 7) + (1 << 6)), tag: 1 }, { special: gen(0x3000, (1 << 8) + (1 << 6) + (1 << 3)), tag: 2 }, {}, {},
    { special: 228, tag: 3 }, { special: gen(0x3400, (0 << 8) + (0 << 6) + (1 << 3) + 1), tag: 4 }, {},
    { special: 243, tag: 5 }, { tag: 5 }]);
  m.thing(64, 128, 1, 0);
  return freedoomNames(m.build(), 'FLOOR0_1');
}

// x: start 0–256, conveyor 256–512, ice 512–640, wind 640–896, 896–960, door 960–992, pusher's
// 992–1248, 1248–1376, destination 1376–1504.

/** The demo's tic commands: forward move, side move, turn (DOOM's angleturn >> 8), buttons. */
export function boomMapInputs(): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let t = 0; t < 800; t++) {
    const fwd = t < 20 ? 0 : t < 700 ? 25 : -25;
    const side = t >= 300 && t < 320 ? 24 : 0;
    const turn = t >= 450 && t < 460 ? 2 : 0;
    const use = t % 12 === 0 && t > 0 ? 2 : 0;
    out.push([fwd, side, turn, use]);
  }
  return out;
}

/**
 * The third map (MAP03): mud (223 from a 64-unit line), a current (225), and a conveyor driven by how
 * far another sector's floor moves (247: displacement), whose floor a generalized floor line raises
 * as the player walks onto the conveyor.
 */
export function boomMap3(): TestMap {
  const m = new SimMap();
  const r = m.row([
    { w: 192, floor: 0, ceil: 160 }, // 0 start
    { w: 256, floor: 0, ceil: 160, tag: 1, special: 0x100 }, // 1 mud
    { w: 64, floor: 0, ceil: 160 }, // 2 (its north wall: 223, 64 long)
    { w: 256, floor: 0, ceil: 160, tag: 2, special: 0x200 }, // 3 current
    { w: 64, floor: 0, ceil: 160 }, // 4 (its north wall: 225, 64 long)
    { w: 256, floor: 0, ceil: 160, tag: 5 }, // 5 conveyor moved by sector 6's floor
    { w: 128, floor: 0, ceil: 160, tag: 6 }, // 6 the control: its floor rises 24 (north wall: 247)
    { w: 128, floor: 24, ceil: 160 }, // 7
  ], [{}, {}, {}, {}, {}, { special: 0x6000 + (6 << 7) + (1 << 6) + 1, tag: 6 }]);
  m.setWall(r.north[2], { special: 223, tag: 1 });
  m.setWall(r.north[4], { special: 225, tag: 2 });
  m.setWall(r.north[6], { special: 247, tag: 5 });
  m.thing(64, 128, 1, 0);
  return freedoomNames(m.build());
}

export function boomMap3Inputs(): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let t = 0; t < 500; t++) out.push([t < 5 ? 0 : t < 420 ? 25 : 0, t >= 300 && t < 330 ? -20 : 0, 0, 0]);
  return out;
}

/**
 * The fourth map (MAP04): a blue card to pick up, a generalized locked door (DR, blue card), a
 * generalized floor lowering to the next floor (WR) and an elevator going down (231) under the
 * player, generalized stairs building down by 16, and a reversed line-to-line teleporter (262).
 */
export function boomMap4(): TestMap {
  const m = new SimMap();
  m.row([
    { w: 192, floor: 0, ceil: 128 }, // 0 start
    { w: 128, floor: 0, ceil: 128 }, // 1 the blue card
    { w: 16, floor: 0, ceil: 0, tag: 2 }, // 2 locked door
    { w: 256, floor: 0, ceil: 160, tag: 3 }, // 3 lowers to the next floor (-32)
    { w: 128, floor: -32, ceil: 160 }, // 4
    { w: 128, floor: -32, ceil: 96, tag: 5 }, // 5 elevator down to -64
    { w: 128, floor: -64, ceil: 96, tag: 6, floorFlat: 'FLOOR4_8' }, // 6..8 stairs down by 16
    { w: 128, floor: -64, ceil: 96, floorFlat: 'FLOOR4_8' },
    { w: 128, floor: -64, ceil: 96, floorFlat: 'FLOOR4_8' },
    { w: 128, floor: -112, ceil: 96 }, // 9 (262 on its east edge)
    { w: 128, floor: -112, ceil: 96 }, // 10 (the exit line on its east edge)
    { w: 256, floor: -112, ceil: 96 }, // 11
  ], [{}, {}, { special: 0x3800 + (2 << 6) + (1 << 3) + 7 }, { special: 0x6000 + (2 << 7) + (1 << 3) + 1, tag: 3 }, {},
    { special: 231, tag: 5 }, { special: 0x3000 + (2 << 6) + (2 << 3), tag: 6 }, {}, {}, {}, { special: 262, tag: 9 }, { tag: 9 }]);
  m.thing(64, 128, 1, 0);
  m.thing(256, 128, 5, 0);
  return freedoomNames(m.build());
}

export function boomMap4Inputs(): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let t = 0; t < 700; t++) {
    const pause = (t >= 120 && t < 160) || (t >= 260 && t < 300);
    out.push([t < 5 || pause ? 0 : 25, t >= 400 && t < 420 ? 20 : 0, 0, t % 12 === 0 && t > 0 ? 2 : 0]);
  }
  return out;
}

/**
 * The fifth map (MAP05): a generalized door opened by gunfire (G1), a generalized ceiling raised
 * over a low passage by a walk line (W1, turbo), and a generalized floor raised by 24 under the
 * player by a switch it keeps using (SR) until its head meets the ceiling.
 */
export function boomMap5(): TestMap {
  const m = new SimMap();
  const r = m.row([
    { w: 192, floor: 0, ceil: 128 }, // 0 start
    { w: 128, floor: 0, ceil: 128 }, // 1
    { w: 16, floor: 0, ceil: 0, tag: 2 }, // 2 the door (shot)
    { w: 256, floor: 0, ceil: 128 }, // 3
    { w: 16, floor: 0, ceil: 40, tag: 4 }, // 4 the low passage
    { w: 256, floor: 0, ceil: 160, tag: 5 }, // 5 the floor raised by the switch on its east wall
  ], [{}, {}, { special: 0x3c00 + (1 << 5) + (1 << 3) + 4, tag: 2 }, { special: 0x4000 + (1 << 6) + (3 << 3), tag: 4 }]);
  m.setWall(r.eastWall, { special: 0x6000 + (6 << 7) + (1 << 6) + (1 << 3) + 3, tag: 5, middle: 'SW1BRCOM' });
  m.thing(64, 128, 1, 0);
  return freedoomNames(m.build());
}

export function boomMap5Inputs(): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let t = 0; t < 500; t++) {
    const fire = t >= 5 && t < 40 ? 1 : 0;
    const use = t >= 40 && t % 12 === 0 ? 2 : 0;
    out.push([t < 45 ? 0 : 25, 0, 0, fire | use]);
  }
  return out;
}

/** The second demo's tic commands: walk east, pausing on the elevator and the lift, using now and then. */
export function boomMap2Inputs(): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let t = 0; t < 600; t++) {
    const fwd = t < 10 || (t >= 150 && t < 190) || (t >= 260 && t < 300) ? 0 : 25;
    const use = t % 12 === 0 && t > 0 ? 2 : 0;
    out.push([fwd, 0, 0, use]);
  }
  return out;
}
