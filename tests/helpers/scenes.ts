// Small maps the render tests build themselves.
import type { TestMap } from './map-builder.js';

/** Room A (floor 0, ceiling 128) and room B (a raised nukage floor at 24, sky at 96), joined by a
 *  two-sided line with an upper wall, a lower step and a masked grate; a lamp in room A. */
export function twoRooms(): TestMap {
  return {
    name: 'MAP01',
    vertices: [[0, 0], [0, 256], [256, 256], [256, 0], [512, 256], [512, 0]],
    lines: [
      { v1: 0, v2: 1, right: 0 },
      { v1: 1, v2: 2, right: 1 },
      { v1: 3, v2: 0, right: 2 },
      { v1: 3, v2: 2, right: 3, left: 4, flags: 0x4 },
      { v1: 2, v2: 4, right: 5 },
      { v1: 4, v2: 5, right: 6 },
      { v1: 5, v2: 3, right: 7 },
    ],
    sides: [
      { middle: 'BRICK', sector: 0 },
      { middle: 'BRICK', sector: 0, x: 16 },
      { middle: 'BRICK', sector: 0, y: 8 },
      { upper: 'BRICK', lower: 'METAL', middle: 'GRATE', sector: 1 },
      { upper: 'BRICK', lower: 'METAL', middle: 'GRATE', sector: 0 },
      { middle: 'METAL', sector: 1 },
      { middle: 'METAL', sector: 1 },
      { middle: 'METAL', sector: 1 },
    ],
    sectors: [
      { floor: 0, ceil: 128, floorFlat: 'FLOOR', ceilFlat: 'CEIL', light: 192 },
      { floor: 24, ceil: 96, floorFlat: 'NUKAGE1', ceilFlat: 'F_SKY1', light: 144 },
    ],
    things: [{ x: 40, y: 128, angle: 0, type: 1 }, { x: 160, y: 220, type: 2028, flags: 7 }],
  };
}

/** A room of Freedoom textures with a spectre (58) 96 units in front of the player, before a lit wall. */
/** A lit room with the player at (64, 128) facing a spectre (type 58), or another thing `type`, 96 units east. */
export function spectreRoom(type = 58): TestMap {
  return {
    name: 'MAP01',
    vertices: [[0, 0], [0, 256], [384, 256], [384, 0]],
    lines: [0, 1, 2, 3].map((i) => ({ v1: i, v2: (i + 1) % 4, right: i })),
    sides: [0, 1, 2, 3].map(() => ({ middle: 'STARTAN3', sector: 0 })),
    sectors: [{ floor: 0, ceil: 128, floorFlat: 'FLOOR4_8', ceilFlat: 'CEIL3_5', light: 192 }],
    things: [{ x: 64, y: 128, angle: 0, type: 1 }, { x: 160, y: 128, angle: 180, type }],
  };
}
