// Small Doom-format test maps with defaults for what a test does not care about, and their lumps.
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { encodeMap } from '../../src/mapdata/encode-map.js';

export interface TestLine { v1: number; v2: number; flags?: number; special?: number; tag?: number; right: number; left?: number }
export interface TestSide { x?: number; y?: number; upper?: string; lower?: string; middle?: string; sector: number }
export interface TestSector { floor: number; ceil: number; floorFlat?: string; ceilFlat?: string; light?: number; special?: number; tag?: number }
export interface TestThing { x: number; y: number; angle?: number; type: number; flags?: number }
export interface TestMap {
  name?: string;
  vertices: [number, number][];
  lines: TestLine[];
  sides: TestSide[];
  sectors: TestSector[];
  things?: TestThing[];
  portals?: string;
}

/** The map's lumps (src/mapdata/encode-map.ts), with the defaults above filled in. */
export function mapLumps(m: TestMap): LumpSource[] {
  return encodeMap({
    name: m.name ?? 'MAP01',
    vertices: m.vertices.flat(),
    linedefs: m.lines.map((l) => ({
      v1: l.v1, v2: l.v2, flags: l.flags ?? 1, special: l.special ?? 0, tag: l.tag ?? 0, args: [0, 0, 0, 0, 0], right: l.right, left: l.left ?? 0xffff,
    })),
    sidedefs: m.sides.map((s) => ({ xOffset: s.x ?? 0, yOffset: s.y ?? 0, upper: s.upper ?? '-', lower: s.lower ?? '-', middle: s.middle ?? '-', sector: s.sector })),
    sectors: m.sectors.map((s) => ({
      floorZ: s.floor, ceilingZ: s.ceil, floorFlat: s.floorFlat ?? 'FLOOR', ceilingFlat: s.ceilFlat ?? 'CEIL', light: s.light ?? 160, special: s.special ?? 0, tag: s.tag ?? 0,
    })),
    things: (m.things ?? [{ x: 0, y: 0, type: 1 }]).map((t) => ({ x: t.x, y: t.y, angle: t.angle ?? 0, type: t.type, flags: t.flags ?? 7, tid: 0, z: 0, special: 0 })),
    portalsText: m.portals,
  });
}

/** A closed rectangle room as one sector: 4 vertices, 4 one-sided lines. */
export function boxRoom(x0: number, y0: number, x1: number, y1: number, sector: TestSector = { floor: 0, ceil: 128 }, wall = 'WALL'): TestMap {
  return {
    vertices: [[x0, y0], [x0, y1], [x1, y1], [x1, y0]],
    // DOOM: the front (right) side of v1→v2 faces the sector; going clockwise around the room puts the room on the right.
    lines: [0, 1, 2, 3].map((i) => ({ v1: i, v2: (i + 1) % 4, right: i })),
    sides: [0, 1, 2, 3].map(() => ({ middle: wall, sector: 0 })),
    sectors: [sector],
    things: [{ x: (x0 + x1) / 2, y: (y0 + y1) / 2, type: 1 }],
  };
}

export function wadOf(kind: 'IWAD' | 'PWAD', lumps: LumpSource[]): Uint8Array {
  return writeWad(kind, lumps);
}
