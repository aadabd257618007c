// A small Boom map the render tests build themselves: scrolling, translucency, light and sky transfers.
import type { TestMap } from './map-builder.js';

/** Line indices of boomRoom. */
export const BOOM_ROOM = {
  /** The east wall (x = 512): Boom's 255, scrolled by its sidedef's offsets (y 3 a tic). */
  scrollWall: 2,
  /** The translucent brick panel at x = 256 (260, tag 0). */
  panel: 12,
  /** The control box's lines: 251 (scroll the pool's floor, 2 units a tic along y), 213 (the pool's
   *  floor lit from the box), 272 (the sky hole's sky is BRICK). */
  floorScroller: 13,
  lightTransfer: 14,
  skyTransfer: 15,
} as const;

/**
 * Sector 0: a room 512 × 256 (floor 0, ceiling 96, light 176) with the player at (40, 128) facing
 * east. In it a pool (sector 1: x 320..448, y 64..192, a raised floor at 8, tag 1) whose floor scrolls (251) and
 * takes the dark control box's light (213); a sky hole (sector 3: x 96..224, y 160..240, ceiling 128
 * F_SKY1, tag 2) whose sky is BRICK (272); a two-sided panel at x = 256, y 128..192, its middle BRICK
 * drawn translucent (260); the east wall scrolls up (255). The control box (sector 2, light 80) lies
 * outside the room, unseen.
 */
export function boomRoom(): TestMap {
  const TS = 0x4;
  return {
    name: 'MAP01',
    vertices: [
      [0, 0], [0, 256], [512, 256], [512, 0],
      [320, 64], [320, 192], [448, 192], [448, 64],
      [96, 160], [96, 240], [224, 240], [224, 160],
      [256, 128], [256, 192],
      [600, 0], [600, 64], [664, 64], [664, 0],
    ],
    lines: [
      { v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 2, right: 1 }, { v1: 2, v2: 3, right: 2, special: 255 }, { v1: 3, v2: 0, right: 3 },
      // The pool (front: the room; back: the pool).
      { v1: 4, v2: 7, right: 4, left: 5, flags: TS }, { v1: 7, v2: 6, right: 6, left: 7, flags: TS },
      { v1: 6, v2: 5, right: 8, left: 9, flags: TS }, { v1: 5, v2: 4, right: 10, left: 11, flags: TS },
      // The sky hole.
      { v1: 8, v2: 11, right: 12, left: 13, flags: TS }, { v1: 11, v2: 10, right: 14, left: 15, flags: TS },
      { v1: 10, v2: 9, right: 16, left: 17, flags: TS }, { v1: 9, v2: 8, right: 18, left: 19, flags: TS },
      // The translucent panel.
      { v1: 12, v2: 13, right: 20, left: 21, flags: TS, special: 260 },
      // The control box.
      { v1: 14, v2: 15, right: 22, special: 251, tag: 1 }, { v1: 15, v2: 16, right: 23, special: 213, tag: 1 },
      { v1: 16, v2: 17, right: 24, special: 272, tag: 2 }, { v1: 17, v2: 14, right: 25 },
    ],
    sides: [
      { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 }, { middle: 'METAL', sector: 0, y: 3 }, { middle: 'BRICK', sector: 0 },
      { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 }, { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 },
      { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 }, { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 },
      { upper: 'METAL', sector: 0 }, { upper: 'METAL', sector: 3 }, { upper: 'METAL', sector: 0 }, { upper: 'METAL', sector: 3 },
      { upper: 'METAL', sector: 0 }, { upper: 'METAL', sector: 3 }, { upper: 'METAL', sector: 0 }, { upper: 'METAL', sector: 3 },
      { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 },
      { middle: 'BRICK', sector: 2 }, { middle: 'BRICK', sector: 2 }, { upper: 'BRICK', middle: 'BRICK', sector: 2 }, { middle: 'BRICK', sector: 2 },
    ],
    sectors: [
      { floor: 0, ceil: 96, light: 176 },
      { floor: 8, ceil: 96, light: 176, tag: 1 },
      { floor: 0, ceil: 64, light: 80 },
      { floor: 0, ceil: 128, ceilFlat: 'F_SKY1', light: 176, tag: 2 },
    ],
    things: [{ x: 40, y: 128, angle: 0, type: 1 }],
  };
}

/**
 * Boom's deep water (242): a room (sector 0: x 0..512, y 0..256, floor 0, ceiling 128, light 176)
 * with a pool (sector 1: x 192..384, y 64..192, its real floor at -128, its floor flat NUKAGE1, tag 5)
 * drawn at the control sector's heights (sector 2, outside the room: floor -16 — the water's surface —
 * ceiling 128, floor flat FLOOR, ceiling flat NUKAGE3, light 96). From above, the pool's surface is
 * NUKAGE1 at -16; from under it, the bottom at -128 shows FLOOR, the surface NUKAGE3, in light 96.
 * A lamp (2028) stands on the pool's bottom, under the water.
 * `underwaterColormap`: the 242 line's front lower texture (a C_START colormap for the view under water);
 * `controlCeilFlat`: the control's ceiling flat (F_SKY1: Boom's odd sky case under the water).
 */
export function deepWaterRoom(underwaterColormap?: string, controlCeilFlat = 'NUKAGE3'): TestMap {
  const TS = 0x4;
  return {
    name: 'MAP01',
    vertices: [
      [0, 0], [0, 256], [512, 256], [512, 0],
      [192, 64], [192, 192], [384, 192], [384, 64],
      [600, 0], [600, 64], [664, 64], [664, 0],
    ],
    lines: [
      { v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 2, right: 1 }, { v1: 2, v2: 3, right: 2 }, { v1: 3, v2: 0, right: 3 },
      { v1: 4, v2: 7, right: 4, left: 5, flags: TS }, { v1: 7, v2: 6, right: 6, left: 7, flags: TS },
      { v1: 6, v2: 5, right: 8, left: 9, flags: TS }, { v1: 5, v2: 4, right: 10, left: 11, flags: TS },
      { v1: 8, v2: 9, right: 12, special: 242, tag: 5 }, { v1: 9, v2: 10, right: 13 }, { v1: 10, v2: 11, right: 14 }, { v1: 11, v2: 8, right: 15 },
    ],
    sides: [
      { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 }, { middle: 'METAL', sector: 0 }, { middle: 'BRICK', sector: 0 },
      { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 }, { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 },
      { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 }, { lower: 'METAL', sector: 0 }, { lower: 'METAL', sector: 1 },
      { middle: 'BRICK', lower: underwaterColormap, sector: 2 }, { middle: 'BRICK', sector: 2 }, { middle: 'BRICK', sector: 2 },
      { middle: 'BRICK', sector: 2 },
    ],
    sectors: [
      { floor: 0, ceil: 128, light: 176 },
      { floor: -128, ceil: 128, floorFlat: 'NUKAGE1', light: 176, tag: 5 },
      { floor: -16, ceil: 128, floorFlat: 'FLOOR', ceilFlat: controlCeilFlat, light: 96 },
    ],
    things: [{ x: 40, y: 128, angle: 0, type: 1 }, { x: 300, y: 128, type: 2028 }],
  };
}
