// Decodes a map's THINGS, LINEDEFS, SIDEDEFS, VERTEXES and SECTORS (Doom and Hexen formats) into
// typed structures, checking every reference. BLOCKMAP, NODES, SSECTORS, SEGS and REJECT (optional)
// are kept raw in typed arrays for the simulation, which decides with DOOM's own structures; the
// renderers never read them. A broken optional lump gives null and a warning, never an error.
import { MapError } from '../errors.js';
import { readName, type Lump } from '../wad/wad-file.js';
import type { MapEntry } from '../wad/wad-stack.js';
import { decodeUdmf } from './udmf.js';
import { LineFlags, MAX_RECORDS, NO_SIDE, checkBlockmap, nodeShape, type Linedef, type MapData, type SectorDef, type Sidedef, type Thing } from './map-types.js';

export * from './map-types.js';

function records(
  entry: MapEntry, name: keyof typeof MAX_RECORDS, size: number, warnings: string[],
): { lump: Lump; count: number; view: DataView } {
  const lump = entry.lumps.get(name) ?? null;
  if (!lump) throw new MapError(entry.file, entry.name, `${name}: required lump is missing`);
  if (lump.data.length % size !== 0) {
    throw new MapError(entry.file, entry.name, `${name}: size ${lump.data.length} is not a multiple of the ${size}-byte record`);
  }
  let count = lump.data.length / size;
  const max = MAX_RECORDS[name];
  if (count > max) {
    warnings.push(`${name}: ${count} records, more than the ${max} a map may have (${recordCapWhy(name)}); the rest are ignored`);
    count = max;
  }
  return { lump, count, view: new DataView(lump.data.buffer, lump.data.byteOffset, lump.data.byteLength) };
}

function recordCapWhy(name: keyof typeof MAX_RECORDS): string {
  switch (name) {
    case 'VERTEXES': return 'linedefs and segs name them with 16-bit numbers';
    case 'SECTORS': return 'sidedefs name them with 16-bit numbers';
    case 'SIDEDEFS': return 'linedefs name them with 16-bit numbers, 65535 meaning none';
    case 'LINEDEFS': return 'segs name them with 16-bit numbers';
    case 'THINGS': return 'a bound on the game\'s memory';
  }
}

export function decodeMap(entry: MapEntry): MapData {
  if (entry.format === 'udmf') return decodeUdmf(entry);
  const hexen = entry.format === 'hexen';
  const err = (problem: string) => new MapError(entry.file, entry.name, problem);
  const warnings: string[] = [];

  const vx = records(entry, 'VERTEXES', 4, warnings);
  const vertices = new Float64Array(vx.count * 2);
  for (let i = 0; i < vx.count; i++) {
    vertices[i * 2] = vx.view.getInt16(i * 4, true);
    vertices[i * 2 + 1] = vx.view.getInt16(i * 4 + 2, true);
  }

  const sc = records(entry, 'SECTORS', 26, warnings);
  const sectors: SectorDef[] = [];
  for (let i = 0; i < sc.count; i++) {
    const o = i * 26;
    const d = sc.lump.data;
    sectors.push({
      floorZ: sc.view.getInt16(o, true),
      ceilingZ: sc.view.getInt16(o + 2, true),
      floorFlat: readName(d, o + 4),
      ceilingFlat: readName(d, o + 12),
      light: sc.view.getInt16(o + 20, true),
      special: sc.view.getInt16(o + 22, true),
      tag: sc.view.getInt16(o + 24, true),
    });
  }

  const sd = records(entry, 'SIDEDEFS', 30, warnings);
  const sidedefs: Sidedef[] = [];
  for (let i = 0; i < sd.count; i++) {
    const o = i * 30;
    const d = sd.lump.data;
    const sector = sd.view.getUint16(o + 28, true);
    if (sector >= sectors.length) throw err(`SIDEDEFS: sidedef ${i} references sector ${sector}, but the map has ${sectors.length} sectors`);
    sidedefs.push({
      xOffset: sd.view.getInt16(o, true),
      yOffset: sd.view.getInt16(o + 2, true),
      upper: readName(d, o + 4),
      lower: readName(d, o + 12),
      middle: readName(d, o + 20),
      sector,
    });
  }

  const lsize = hexen ? 16 : 14;
  const ld = records(entry, 'LINEDEFS', lsize, warnings);
  const linedefs: Linedef[] = [];
  const noBack: number[] = [];
  for (let i = 0; i < ld.count; i++) {
    const o = i * lsize;
    const v = ld.view;
    const d = ld.lump.data;
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
  const th = records(entry, 'THINGS', tsize, warnings);
  const things: Thing[] = [];
  for (let i = 0; i < th.count; i++) {
    const o = i * tsize;
    const v = th.view;
    if (hexen) {
      things.push({
        tid: v.getInt16(o, true), x: v.getInt16(o + 2, true), y: v.getInt16(o + 4, true), z: v.getInt16(o + 6, true),
        angle: v.getInt16(o + 8, true), type: v.getInt16(o + 10, true), flags: v.getUint16(o + 12, true), special: th.lump.data[o + 14],
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

  let blockmap: Int16Array | null = null;
  const bmLump = entry.lumps.get('BLOCKMAP');
  if (bmLump) {
    const words = lumpWords(bmLump.data);
    const problem = checkBlockmap(words, linedefs.length);
    if (problem === null) blockmap = words;
    else warnings.push(`BLOCKMAP: ${problem}; not used`);
  }
  const bsp = decodeBsp(entry, vx.count, linedefs, warnings);
  // REJECT: only the sectors² bits DOOM can read are kept (a copy, so the World never holds a view
  // into the whole WAD); a short lump is kept as it is and padded where it is read (sight.ts).
  const rejectLump = entry.lumps.get('REJECT');
  let reject: Uint8Array | null = null;
  if (rejectLump) {
    const need = Math.ceil((sectors.length * sectors.length) / 8);
    reject = rejectLump.data.slice(0, Math.min(need, rejectLump.data.length));
    if (reject.length < need) warnings.push(`REJECT: ${reject.length} bytes, fewer than the ${need} that ${sectors.length} sectors need`);
  }
  return {
    name: entry.name, file: entry.file, format: entry.format, vertices, linedefs, sidedefs, sectors, things, portalsText,
    blockmap, ...bsp, reject, warnings,
  };
}

/** A lump's bytes as little-endian signed 16-bit words (an odd last byte is dropped, as DOOM's
 *  length / 2 drops it). */
function lumpWords(data: Uint8Array): Int16Array {
  const n = data.length >> 1;
  const out = new Int16Array(n);
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < n; i++) out[i] = v.getInt16(i * 2, true);
  return out;
}


/** ZDoom's extended and GL node signatures: a NODES lump in one of these formats is not decoded. */
const EXTENDED_NODES = new Set(['XNOD', 'ZNOD', 'XGLN', 'ZGLN', 'XGL2', 'ZGL2', 'XGL3', 'ZGL3']);

interface Bsp { nodes: Int16Array | null; nodeChildren: Uint16Array | null; subsectors: Uint16Array | null; segs: Int32Array | null }

/** NODES, SSECTORS and SEGS, every reference checked (seg vertices, linedefs and sides; subsector seg
 *  ranges; node children, and a tree below the root: no cycle, no shared node): all four arrays, or
 *  all null (with a warning when the lumps are there but unusable; the game then judges sight by the
 *  blockmap and finds sectors by the mesh, as on a map built without nodes). */
function decodeBsp(entry: MapEntry, vertexCount: number, linedefs: readonly Linedef[], warnings: string[]): Bsp {
  const none: Bsp = { nodes: null, nodeChildren: null, subsectors: null, segs: null };
  const nl = entry.lumps.get('NODES'), sl = entry.lumps.get('SSECTORS'), gl = entry.lumps.get('SEGS');
  if (!(nl?.data.length || sl?.data.length || gl?.data.length)) return none;
  const drop = (problem: string): Bsp => { warnings.push(`${problem}; the map's BSP (NODES, SSECTORS, SEGS) is not used`); return none; };
  if (nl && nl.data.length >= 4) {
    const sig = String.fromCharCode(nl.data[0], nl.data[1], nl.data[2], nl.data[3]);
    if (EXTENDED_NODES.has(sig)) return drop(`NODES: ZDoom extended nodes (${sig}) are not decoded`);
  }
  if (!nl) return drop('NODES: missing');
  if (!sl?.data.length) return drop('SSECTORS: missing or empty');
  if (!gl?.data.length) return drop('SEGS: missing or empty');
  for (const [l, size] of [[nl, 28], [sl, 4], [gl, 12]] as const) {
    if (l.data.length % size !== 0) return drop(`${l.name}: size ${l.data.length} is not a multiple of the ${size}-byte record`);
  }
  const view = (l: Lump) => new DataView(l.data.buffer, l.data.byteOffset, l.data.byteLength);

  const nseg = gl.data.length / 12;
  const segs = new Int32Array(nseg * 6);
  const gv = view(gl);
  for (let i = 0; i < nseg; i++) {
    const o = i * 12;
    const v1 = gv.getUint16(o, true), v2 = gv.getUint16(o + 2, true), line = gv.getUint16(o + 6, true), side = gv.getInt16(o + 8, true);
    if (v1 >= vertexCount || v2 >= vertexCount) return drop(`SEGS: seg ${i} references vertex ${v1 >= vertexCount ? v1 : v2}, but the map has ${vertexCount} vertices`);
    if (line >= linedefs.length) return drop(`SEGS: seg ${i} references linedef ${line}, but the map has ${linedefs.length} linedefs`);
    if (side !== 0 && side !== 1) return drop(`SEGS: seg ${i} has side ${side} (0 or 1 expected)`);
    if ((side === 0 ? linedefs[line].right : linedefs[line].left) === NO_SIDE) return drop(`SEGS: seg ${i} is on side ${side} of linedef ${line}, which has no sidedef there`);
    segs[i * 6] = v1; segs[i * 6 + 1] = v2; segs[i * 6 + 2] = gv.getInt16(o + 4, true);
    segs[i * 6 + 3] = line; segs[i * 6 + 4] = side; segs[i * 6 + 5] = gv.getInt16(o + 10, true);
  }

  const nss = sl.data.length / 4;
  const subsectors = new Uint16Array(nss * 2);
  const sv = view(sl);
  for (let i = 0; i < nss; i++) {
    const count = sv.getUint16(i * 4, true), first = sv.getUint16(i * 4 + 2, true);
    // DOOM reads a subsector's first seg for its sector (P_GroupLines), even when the count is 0.
    if (first >= nseg || first + count > nseg) return drop(`SSECTORS: subsector ${i} has segs ${first}..${first + count - 1}, but SEGS has ${nseg}`);
    subsectors[i * 2] = count; subsectors[i * 2 + 1] = first;
  }

  const nn = nl.data.length / 28;
  const nodes = new Int16Array(nn * 12);
  const nodeChildren = new Uint16Array(nn * 2);
  const nv = view(nl);
  for (let i = 0; i < nn; i++) {
    for (let k = 0; k < 12; k++) nodes[i * 12 + k] = nv.getInt16(i * 28 + k * 2, true);
    for (let k = 0; k < 2; k++) {
      const c = nv.getUint16(i * 28 + 24 + k * 2, true);
      if (c & 0x8000 ? (c & 0x7fff) >= nss : c >= nn) {
        return drop(`NODES: node ${i} child ${k} is ${c & 0x8000 ? `subsector ${c & 0x7fff}, but SSECTORS has ${nss}` : `node ${c}, but NODES has ${nn}`}`);
      }
      nodeChildren[i * 2 + k] = c;
    }
  }
  const shape = nodeShape(nodeChildren, nn);
  if (shape !== null) return drop(`NODES: ${shape}`);
  return { nodes, nodeChildren, subsectors, segs };
}

