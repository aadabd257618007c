// A small WAD the page tests play through (built here with the WAD writer): MAP01 is a room with a
// blue-key door right in front of the start (the player faces it), a health bonus and a door that
// opens and stays open (D1, type 31) to the east, behind it a secret room with a blue keycard and a walk-over exit line
// (W1, type 52) to MAP02: two rooms split by a secret exit line (W1, type 124) that has nowhere to
// go (the WAD has no MAP03 or MAP31). Every byte is computed here.
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { mapLumps, type TestMap } from './map-builder.js';
import { encodePicture, testAssetLumps } from './test-wad.js';

/** Sector ids of MAP01 (the tests read their live heights through the page). */
export const LIVING = { roomA: 0, blueDoor: 1, door: 2, secretRoom: 3, exitRoom: 4 } as const;

export function livingMap(): TestMap {
  // Vertices (x, y).
  const v: [number, number][] = [
    [0, 0], [0, 96], [0, 160], [0, 256], // 0-3: room A west wall (blue door between 1 and 2)
    [256, 256], [256, 160], [256, 96], [256, 0], // 4-7: room A east wall (door between 5 and 6)
    [-16, 96], [-16, 160], // 8-9: the blue door's far side
    [272, 96], [272, 160], // 10-11: the door's east side
    [272, 0], [272, 256], [400, 0], [400, 256], [528, 0], [528, 256], // 12-17: rooms B1 and B2
  ];
  const wall = (sector: number) => ({ middle: 'BRICK', sector });
  const sides = [
    /* 0 */ wall(0), /* 1 */ wall(0), /* 2 */ wall(0), /* 3 */ wall(0), /* 4 */ wall(0), /* 5 */ wall(0),
    /* 6 */ { upper: 'METAL', sector: 0 }, /* 7 */ { upper: 'METAL', sector: 1 }, // blue door line
    /* 8 */ wall(1), /* 9 */ wall(1), /* 10 */ wall(1), // blue door sector's other sides
    /* 11 */ { upper: 'METAL', sector: 0 }, /* 12 */ { upper: 'METAL', sector: 2 }, // door, west face
    /* 13 */ { upper: 'METAL', sector: 3 }, /* 14 */ { upper: 'METAL', sector: 2 }, // door, east face
    /* 15 */ wall(2), /* 16 */ wall(2), // door jambs
    /* 17 */ wall(3), /* 18 */ wall(3), /* 19 */ wall(3), /* 20 */ wall(3), // room B1
    /* 21 */ { sector: 3 }, /* 22 */ { sector: 4 }, // the exit line between B1 and B2
    /* 23 */ wall(4), /* 24 */ wall(4), /* 25 */ wall(4), // room B2
  ];
  return {
    name: 'MAP01',
    vertices: v,
    lines: [
      // Room A (front sides face the room: clockwise).
      { v1: 0, v2: 1, right: 0 }, { v1: 2, v2: 3, right: 1 }, { v1: 3, v2: 4, right: 2 },
      { v1: 4, v2: 5, right: 3 }, { v1: 6, v2: 7, right: 4 }, { v1: 7, v2: 0, right: 5 },
      // The blue door (DR, blue key), front facing room A.
      { v1: 1, v2: 2, right: 6, left: 7, special: 26, flags: 0x4 },
      { v1: 1, v2: 8, right: 8 }, { v1: 8, v2: 9, right: 9 }, { v1: 9, v2: 2, right: 10 },
      // The door (D1 open and stay), both faces usable.
      { v1: 5, v2: 6, right: 11, left: 12, special: 31, flags: 0x4 },
      { v1: 10, v2: 11, right: 13, left: 14, special: 31, flags: 0x4 },
      { v1: 10, v2: 6, right: 15 }, { v1: 5, v2: 11, right: 16 },
      // Room B1 (secret).
      { v1: 12, v2: 10, right: 17 }, { v1: 11, v2: 13, right: 18 }, { v1: 13, v2: 15, right: 19 }, { v1: 14, v2: 12, right: 20 },
      // The exit line (W1 exit) between B1 and B2.
      { v1: 15, v2: 14, right: 21, left: 22, special: 52, flags: 0x4 },
      // Room B2.
      { v1: 15, v2: 17, right: 23 }, { v1: 17, v2: 16, right: 24 }, { v1: 16, v2: 14, right: 25 },
    ],
    sides,
    sectors: [
      { floor: 0, ceil: 128, light: 192 }, // 0 room A
      { floor: 0, ceil: 0, light: 160 }, // 1 blue door
      { floor: 0, ceil: 0, light: 160 }, // 2 door
      { floor: 0, ceil: 128, light: 176, special: 9 }, // 3 room B1, secret
      { floor: 0, ceil: 128, light: 192 }, // 4 room B2
    ],
    things: [
      { x: 48, y: 128, angle: 180, type: 1 },
      { x: 128, y: 128, type: 2014 }, // health bonus
      { x: 336, y: 128, type: 5 }, // blue keycard
    ],
  };
}

/** MAP02: rooms x 0..128 and 128..256 (y 0..256) split by a W1 secret exit; the player faces it from x 32. */
export function livingMap2(): TestMap {
  return {
    name: 'MAP02',
    vertices: [[0, 0], [0, 256], [128, 256], [128, 0], [256, 256], [256, 0]],
    lines: [
      { v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 2, right: 1 }, { v1: 3, v2: 0, right: 2 },
      { v1: 2, v2: 3, right: 3, left: 4, special: 124, flags: 0x4 },
      { v1: 2, v2: 4, right: 5 }, { v1: 4, v2: 5, right: 6 }, { v1: 5, v2: 3, right: 7 },
    ],
    sides: [
      { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 },
      { sector: 0 }, { sector: 1 },
      { middle: 'BRICK', sector: 1 }, { middle: 'BRICK', sector: 1 }, { middle: 'BRICK', sector: 1 },
    ],
    sectors: [{ floor: 0, ceil: 128, light: 192 }, { floor: 0, ceil: 128, light: 160 }],
    things: [{ x: 32, y: 128, angle: 0, type: 1 }],
  };
}

/** The living-map IWAD: the test assets, the BON1 and BKEY sprites, MAP01 and MAP02. */
export function livingWad(): Uint8Array {
  const lumps: LumpSource[] = testAssetLumps();
  const sprite = encodePicture(12, 12, (x, y) => ((x + y) & 1 ? 0x4c : 0x2a), 6, 12);
  const end = lumps.findIndex((l) => l.name === 'S_END');
  lumps.splice(end, 0, { name: 'BON1A0', data: sprite }, { name: 'BKEYA0', data: sprite });
  return writeWad('IWAD', [...lumps, ...mapLumps(livingMap()), ...mapLumps(livingMap2())]);
}
