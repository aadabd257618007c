// Builds small Doom-format map lumps for tests with the WAD writer.
import { LumpBuilder, writeWad, type LumpSource } from '../../src/wad/wad-writer.js';

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

export function mapLumps(m: TestMap): LumpSource[] {
  const things = new LumpBuilder();
  for (const t of m.things ?? [{ x: 0, y: 0, type: 1 }]) things.i16(t.x).i16(t.y).i16(t.angle ?? 0).i16(t.type).i16(t.flags ?? 7);
  const lines = new LumpBuilder();
  for (const l of m.lines) lines.u16(l.v1).u16(l.v2).i16(l.flags ?? 1).i16(l.special ?? 0).i16(l.tag ?? 0).u16(l.right).u16(l.left ?? 0xffff);
  const sides = new LumpBuilder();
  for (const s of m.sides) sides.i16(s.x ?? 0).i16(s.y ?? 0).name(s.upper ?? '-').name(s.lower ?? '-').name(s.middle ?? '-').u16(s.sector);
  const verts = new LumpBuilder();
  for (const [x, y] of m.vertices) verts.i16(x).i16(y);
  const secs = new LumpBuilder();
  for (const s of m.sectors) secs.i16(s.floor).i16(s.ceil).name(s.floorFlat ?? 'FLOOR').name(s.ceilFlat ?? 'CEIL').i16(s.light ?? 160).i16(s.special ?? 0).i16(s.tag ?? 0);
  const out: LumpSource[] = [
    { name: m.name ?? 'MAP01', data: new Uint8Array(0) },
    { name: 'THINGS', data: things.build() },
    { name: 'LINEDEFS', data: lines.build() },
    { name: 'SIDEDEFS', data: sides.build() },
    { name: 'VERTEXES', data: verts.build() },
    { name: 'SECTORS', data: secs.build() },
  ];
  if (m.portals !== undefined) out.push({ name: 'PORTALS', data: new TextEncoder().encode(m.portals) });
  return out;
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
