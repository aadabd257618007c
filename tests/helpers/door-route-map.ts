// A small map for `toom play`, demo and determinism tests, built with the WAD writer: the player
// starts in room A (sector 0) facing north at a manual door (line 2, type 1, into the closed door
// sector 1); behind it room B (sector 2, a secret sector, special 9) holds an armour bonus and a blue
// key card; a walk-over exit line (line 10, type 52, W1 exit) leads into room C (sector 3). Room A
// optionally has a glowing or strobing light (for `toom render --time`).
//
//   y 600 +-----------------+
//         |      C (3)      |
//   y 464 +=====exit 52=====+
//         |  B (2) secret   |   key (128, 400), armour bonus (128, 330)
//   y 272 +------+  +-------+
//   y 256 +------+D1+-------+   door sector 1: x 96..160, y 256..272, closed
//         |      A (0)      |   player start (128, 64), facing north
//   y   0 +-----------------+
//         x 0     96 160    256
import type { TestMap, TestSector } from './map-builder.js';

export const DOOR_ROUTE = {
  start: { x: 128, y: 64 },
  /** Line 2: the door's front, manual door (type 1). */
  doorLine: 2,
  doorSector: 1,
  exitLine: 10,
  /** Walks to the door, opens it, waits for it to rise, walks through B (key, bonus) over the exit line. */
  script: 'forward 30, use, wait 70, forward 60',
  /** Walks to the door and waits there without using it. */
  blockedScript: 'forward 30, wait 70, forward 60',
} as const;

export function doorRouteMap(roomA: Partial<TestSector> = {}): TestMap {
  const one = (sector: number) => ({ middle: 'BRICK', sector });
  return {
    vertices: [
      [0, 0], [0, 256], [96, 256], [160, 256], [256, 256], [256, 0], // 0-5: room A
      [96, 272], [160, 272], // 6-7: door's far side
      [0, 272], [0, 464], [256, 464], [256, 272], // 8-11: room B
      [0, 600], [256, 600], // 12-13: room C
    ],
    lines: [
      { v1: 0, v2: 1, right: 0 },
      { v1: 1, v2: 2, right: 1 },
      { v1: 2, v2: 3, right: 2, left: 3, flags: 4, special: 1 },
      { v1: 3, v2: 4, right: 4 },
      { v1: 4, v2: 5, right: 5 },
      { v1: 5, v2: 0, right: 6 },
      { v1: 2, v2: 6, right: 7 },
      { v1: 6, v2: 7, right: 8, left: 9, flags: 4 },
      { v1: 7, v2: 3, right: 10 },
      { v1: 8, v2: 9, right: 11 },
      { v1: 9, v2: 10, right: 12, left: 13, flags: 4, special: 52 },
      { v1: 10, v2: 11, right: 14 },
      { v1: 11, v2: 7, right: 15 },
      { v1: 6, v2: 8, right: 16 },
      { v1: 9, v2: 12, right: 17 },
      { v1: 12, v2: 13, right: 18 },
      { v1: 13, v2: 10, right: 19 },
    ],
    sides: [
      one(0), one(0), { upper: 'METAL', sector: 0 }, { sector: 1 }, one(0), one(0), one(0),
      { middle: 'METAL', sector: 1 }, { sector: 1 }, { upper: 'METAL', sector: 2 }, { middle: 'METAL', sector: 1 },
      one(2), { sector: 2 }, { sector: 3 }, one(2), one(2), one(2),
      one(3), one(3), one(3),
    ],
    sectors: [
      { floor: 0, ceil: 128, light: 160, ...roomA },
      { floor: 0, ceil: 0, light: 160 },
      { floor: 0, ceil: 128, light: 160, special: 9 },
      { floor: 0, ceil: 128, light: 160 },
    ],
    things: [
      { x: 128, y: 64, angle: 90, type: 1 },
      { x: 128, y: 330, type: 2015 },
      { x: 128, y: 400, type: 5 },
    ],
  };
}
