// Writes a map's lumps — THINGS, LINEDEFS, SIDEDEFS, VERTEXES, SECTORS (Doom or Hexen records),
// BEHAVIOR for Hexen, PORTALS — from the structures decodeMap reads them into: the inverse of
// decodeMap, used by the demo WAD builder (maps/) and the tests. No nodes: Toom.ts never reads them.
import { LumpBuilder, type LumpSource } from '../wad/wad-writer.js';
import type { MapFormat } from '../wad/wad-stack.js';
import type { Linedef, SectorDef, Sidedef, Thing } from './map-data.js';
import { portalsLump } from './portals-text.js';

/** What encodeMap needs: a MapData without its decoder's bookkeeping (file, warnings). */
export interface MapSource {
  name: string;
  /** 'doom' unless given. */
  format?: MapFormat;
  /** x, y interleaved. */
  vertices: ArrayLike<number>;
  linedefs: readonly Linedef[];
  sidedefs: readonly Sidedef[];
  sectors: readonly SectorDef[];
  things: readonly Thing[];
  /** The PORTALS lump's text; none when null or absent. */
  portalsText?: string | null;
}

/** The map marker and its lumps, in the order Toom.ts writes them. */
export function encodeMap(m: MapSource): LumpSource[] {
  const hexen = m.format === 'hexen';
  const things = new LumpBuilder();
  for (const t of m.things) {
    if (hexen) things.i16(t.tid).i16(t.x).i16(t.y).i16(t.z).i16(t.angle).i16(t.type).u16(t.flags).u8(t.special).raw([0, 0, 0, 0, 0]);
    else things.i16(t.x).i16(t.y).i16(t.angle).i16(t.type).u16(t.flags);
  }
  const lines = new LumpBuilder();
  for (const l of m.linedefs) {
    if (hexen) lines.u16(l.v1).u16(l.v2).u16(l.flags).u8(l.special).raw(l.args).u16(l.right).u16(l.left);
    else lines.u16(l.v1).u16(l.v2).u16(l.flags).i16(l.special).i16(l.tag).u16(l.right).u16(l.left);
  }
  const sides = new LumpBuilder();
  for (const s of m.sidedefs) sides.i16(s.xOffset).i16(s.yOffset).name(s.upper).name(s.lower).name(s.middle).u16(s.sector);
  const verts = new LumpBuilder();
  for (let i = 0; i + 1 < m.vertices.length; i += 2) verts.i16(m.vertices[i]).i16(m.vertices[i + 1]);
  const secs = new LumpBuilder();
  for (const s of m.sectors) secs.i16(s.floorZ).i16(s.ceilingZ).name(s.floorFlat).name(s.ceilingFlat).i16(s.light).i16(s.special).i16(s.tag);
  const lumps: LumpSource[] = [
    { name: m.name, data: new Uint8Array(0) },
    { name: 'THINGS', data: things.build() },
    { name: 'LINEDEFS', data: lines.build() },
    { name: 'SIDEDEFS', data: sides.build() },
    { name: 'VERTEXES', data: verts.build() },
    { name: 'SECTORS', data: secs.build() },
  ];
  // An empty BEHAVIOR lump marks the map as Hexen format (its scripts are never run).
  if (hexen) lumps.push({ name: 'BEHAVIOR', data: new Uint8Array(0) });
  if (m.portalsText !== undefined && m.portalsText !== null) lumps.push({ name: 'PORTALS', data: portalsLump(m.portalsText) });
  return lumps;
}
