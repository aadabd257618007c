// Decodes a map's THINGS, LINEDEFS, SIDEDEFS, VERTEXES and SECTORS (Doom and Hexen formats) into
// typed structures, checking every reference. SEGS, SSECTORS, NODES, BLOCKMAP are never read.
import { MapError } from '../errors.js';
import { readName, type Lump } from '../wad/wad-file.js';
import type { MapEntry, MapFormat } from '../wad/wad-stack.js';

export const NO_SIDE = 0xffff;

/** Linedef flags (DOOM's ML_* bits). */
export const LineFlags = {
  BLOCKING: 0x0001,
  BLOCK_MONSTERS: 0x0002,
  TWO_SIDED: 0x0004,
  UPPER_UNPEGGED: 0x0008,
  LOWER_UNPEGGED: 0x0010,
  SECRET: 0x0020,
  BLOCK_SOUND: 0x0040,
  NOT_ON_MAP: 0x0080,
  ALREADY_ON_MAP: 0x0100,
} as const;

export interface Thing {
  x: number;
  y: number;
  /** Degrees, 0 = east, counter-clockwise. */
  angle: number;
  type: number;
  flags: number;
  /** Hexen only: thing id, z height, special and args. */
  tid: number;
  z: number;
  special: number;
}

export interface Linedef {
  v1: number;
  v2: number;
  flags: number;
  special: number;
  tag: number;
  /** Hexen line special arguments (zeros for Doom format). */
  args: [number, number, number, number, number];
  /** Sidedef indices; NO_SIDE (0xFFFF) when absent. */
  right: number;
  left: number;
}

export interface Sidedef {
  xOffset: number;
  yOffset: number;
  upper: string;
  lower: string;
  middle: string;
  sector: number;
}

export interface SectorDef {
  floorZ: number;
  ceilingZ: number;
  floorFlat: string;
  ceilingFlat: string;
  light: number;
  special: number;
  tag: number;
}

export interface MapData {
  name: string;
  file: string;
  format: MapFormat;
  vertices: Float64Array; // x, y interleaved
  linedefs: Linedef[];
  sidedefs: Sidedef[];
  sectors: SectorDef[];
  things: Thing[];
  /** The PORTALS lump's text, when the map has one. */
  portalsText: string | null;
  /** Problems that still allow a best-effort map (missing front sidedefs, ...). */
  warnings: string[];
}

function records(entry: MapEntry, name: string, size: number, required: boolean): { lump: Lump | null; count: number; view: DataView | null } {
  const lump = entry.lumps.get(name) ?? null;
  if (!lump) {
    if (required) throw new MapError(entry.file, entry.name, `${name}: required lump is missing`);
    return { lump: null, count: 0, view: null };
  }
  if (lump.data.length % size !== 0) {
    throw new MapError(entry.file, entry.name, `${name}: size ${lump.data.length} is not a multiple of the ${size}-byte record`);
  }
  return { lump, count: lump.data.length / size, view: new DataView(lump.data.buffer, lump.data.byteOffset, lump.data.byteLength) };
}

export function decodeMap(entry: MapEntry): MapData {
  const hexen = entry.format === 'hexen';
  const err = (problem: string) => new MapError(entry.file, entry.name, problem);
  const warnings: string[] = [];

  const vx = records(entry, 'VERTEXES', 4, true);
  const vertices = new Float64Array(vx.count * 2);
  for (let i = 0; i < vx.count; i++) {
    vertices[i * 2] = vx.view!.getInt16(i * 4, true);
    vertices[i * 2 + 1] = vx.view!.getInt16(i * 4 + 2, true);
  }

  const sc = records(entry, 'SECTORS', 26, true);
  const sectors: SectorDef[] = [];
  for (let i = 0; i < sc.count; i++) {
    const o = i * 26;
    const d = sc.lump!.data;
    sectors.push({
      floorZ: sc.view!.getInt16(o, true),
      ceilingZ: sc.view!.getInt16(o + 2, true),
      floorFlat: readName(d, o + 4),
      ceilingFlat: readName(d, o + 12),
      light: sc.view!.getInt16(o + 20, true),
      special: sc.view!.getInt16(o + 22, true),
      tag: sc.view!.getInt16(o + 24, true),
    });
  }

  const sd = records(entry, 'SIDEDEFS', 30, true);
  const sidedefs: Sidedef[] = [];
  for (let i = 0; i < sd.count; i++) {
    const o = i * 30;
    const d = sd.lump!.data;
    const sector = sd.view!.getUint16(o + 28, true);
    if (sector >= sectors.length) throw err(`SIDEDEFS: sidedef ${i} references sector ${sector}, but the map has ${sectors.length} sectors`);
    sidedefs.push({
      xOffset: sd.view!.getInt16(o, true),
      yOffset: sd.view!.getInt16(o + 2, true),
      upper: readName(d, o + 4),
      lower: readName(d, o + 12),
      middle: readName(d, o + 20),
      sector,
    });
  }

  const lsize = hexen ? 16 : 14;
  const ld = records(entry, 'LINEDEFS', lsize, true);
  const linedefs: Linedef[] = [];
  const noBack: number[] = [];
  for (let i = 0; i < ld.count; i++) {
    const o = i * lsize;
    const v = ld.view!;
    const d = ld.lump!.data;
    const v1 = v.getUint16(o, true);
    const v2 = v.getUint16(o + 2, true);
    let flags: number, special: number, tag: number, right: number, left: number;
    let args: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    if (hexen) {
      flags = v.getUint16(o + 4, true);
      special = d[o + 6];
      args = [d[o + 7], d[o + 8], d[o + 9], d[o + 10], d[o + 11]];
      tag = args[0];
      right = v.getUint16(o + 12, true);
      left = v.getUint16(o + 14, true);
    } else {
      flags = v.getUint16(o + 4, true);
      special = v.getInt16(o + 6, true);
      tag = v.getInt16(o + 8, true);
      right = v.getUint16(o + 10, true);
      left = v.getUint16(o + 12, true);
    }
    if (v1 >= vx.count || v2 >= vx.count) {
      throw err(`LINEDEFS: linedef ${i} references vertex ${v1 >= vx.count ? v1 : v2}, but the map has ${vx.count} vertices`);
    }
    for (const s of [right, left]) {
      if (s !== NO_SIDE && s >= sidedefs.length) throw err(`LINEDEFS: linedef ${i} references sidedef ${s}, but the map has ${sidedefs.length} sidedefs`);
    }
    if (right === NO_SIDE) warnings.push(`linedef ${i} has no front sidedef`);
    else if (left === NO_SIDE && flags & LineFlags.TWO_SIDED) noBack.push(i);
    linedefs.push({ v1, v2, flags, special, tag, args, right, left });
  }
  if (noBack.length) {
    warnings.push(`${noBack.length} linedef(s) flagged two-sided without a back sidedef, drawn one-sided: ${noBack.slice(0, 8).join(' ')}${noBack.length > 8 ? ' ...' : ''}`);
  }

  const tsize = hexen ? 20 : 10;
  const th = records(entry, 'THINGS', tsize, true);
  const things: Thing[] = [];
  for (let i = 0; i < th.count; i++) {
    const o = i * tsize;
    const v = th.view!;
    if (hexen) {
      things.push({
        tid: v.getInt16(o, true), x: v.getInt16(o + 2, true), y: v.getInt16(o + 4, true), z: v.getInt16(o + 6, true),
        angle: v.getInt16(o + 8, true), type: v.getInt16(o + 10, true), flags: v.getUint16(o + 12, true), special: th.lump!.data[o + 14],
      });
    } else {
      things.push({
        x: v.getInt16(o, true), y: v.getInt16(o + 2, true), angle: v.getInt16(o + 4, true), type: v.getInt16(o + 6, true),
        flags: v.getUint16(o + 8, true), tid: 0, z: 0, special: 0,
      });
    }
  }

  const portals = entry.lumps.get('PORTALS');
  const portalsText = portals ? new TextDecoder('latin1').decode(portals.data) : null;
  return { name: entry.name, file: entry.file, format: entry.format, vertices, linedefs, sidedefs, sectors, things, portalsText, warnings };
}
