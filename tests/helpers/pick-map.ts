// The authoring tests' map: room A (BRICK walls, a lamp) and room B far to the east (METAL walls),
// not connected except by a portal from A's east wall (line 2) to B's west wall (line 4) when asked.
import type { TestMap } from './map-builder.js';

export function pickRooms(portals?: string): TestMap {
  return {
    name: 'MAP01',
    vertices: [[0, 0], [0, 256], [256, 256], [256, 0], [1000, 0], [1000, 256], [1256, 256], [1256, 0]],
    lines: [
      { v1: 0, v2: 1, right: 0 }, // 0: A west
      { v1: 1, v2: 2, right: 1 }, // 1: A north
      { v1: 2, v2: 3, right: 2 }, // 2: A east
      { v1: 3, v2: 0, right: 3 }, // 3: A south
      { v1: 4, v2: 5, right: 4 }, // 4: B west
      { v1: 5, v2: 6, right: 5 }, // 5: B north
      { v1: 6, v2: 7, right: 6 }, // 6: B east
      { v1: 7, v2: 4, right: 7 }, // 7: B south
    ],
    sides: [
      ...[0, 1, 2, 3].map(() => ({ middle: 'BRICK', sector: 0 })),
      ...[4, 5, 6, 7].map(() => ({ middle: 'METAL', sector: 1 })),
    ],
    sectors: [
      { floor: 0, ceil: 128, floorFlat: 'FLOOR', ceilFlat: 'CEIL', light: 192 },
      { floor: 16, ceil: 160, floorFlat: 'NUKAGE1', ceilFlat: 'CEIL', light: 160 },
    ],
    things: [{ x: 64, y: 128, angle: 0, type: 1 }, { x: 128, y: 40, type: 2028 }],
    portals,
  };
}
