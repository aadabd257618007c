// Decodes a map's THINGS, LINEDEFS, SIDEDEFS, VERTEXES and SECTORS (Doom and Hexen formats) into
// typed structures, checking every reference. BLOCKMAP, NODES, SSECTORS, SEGS and REJECT (optional)
// are kept raw in typed arrays for the simulation, which decides with DOOM's own structures; the
// renderers never read them. A broken optional lump gives null and a warning, never an error.
import { MapError } from '../errors.js';
import { readName, type Lump } from '../wad/wad-file.js';
import type { MapEntry, MapFormat } from '../wad/wad-stack.js';
import { decodeUdmf } from './udmf.js';

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
  /** BLOCKMAP, the whole lump as little-endian signed 16-bit words (DOOM reads it as shorts): origin
   *  x, origin y, columns, rows, then columns × rows list offsets (in words, read them `& 0xFFFF`),
   *  then the lists, each ending in -1. Checked (see checkBlockmap); null when absent or broken. */
  blockmap: Int16Array | null;
  /** NODES: 12 signed words per node (x, y, dx, dy, right bbox top/bottom/left/right, left bbox
   *  top/bottom/left/right); the children are in nodeChildren. Null when the BSP is absent or broken
   *  (nodes, nodeChildren, subsectors and segs are null together); empty for a one-subsector map. */
  nodes: Int16Array | null;
  /** 2 per node (right, left) as stored: bit 15 (0x8000) set = a subsector number in bits 0..14. */
  nodeChildren: Uint16Array | null;
  /** SSECTORS: 2 per subsector (seg count, first seg). */
  subsectors: Uint16Array | null;
  /** SEGS: 6 per seg (v1, v2, angle, linedef, side, offset); v1, v2 and linedef unsigned, the rest
   *  signed 16-bit values. */
  segs: Int32Array | null;
  /** REJECT, raw bytes: at most the sectors² bits DOOM reads (the rest of a longer lump is dropped; a
   *  shorter one is kept as it is, with a warning). Null when absent. */
  reject: Uint8Array | null;
  /** Problems that still allow a best-effort map (missing front sidedefs, ...). */
  warnings: string[];
}

/**
 * The most records read from each record lump; past them a warning names the lump and the rest are
 * ignored. Each record becomes objects (and, for lines, sectors and things, the mesh's, the game's
 * and the drawn things' structures, hundreds of bytes each), so an unbounded lump would turn a few
 * megabytes into gigabytes (2 M things took 1.6 GB and 32 s; 2 M linedefs 1.4 GB). The caps are what
 * the format can reference: linedefs name vertices and sidedefs with 16-bit words (0xFFFF is "no
 * sidedef"), sidedefs name sectors with one, segs name linedefs with one (in DOOM's nodes and
 * ZDoom's extended ones alike); nothing references a thing, and 65,536 is six times the largest
 * slaughter maps' counts (NUTS.WAD: about 10,000).
 */
export const MAX_RECORDS = { VERTEXES: 65_536, SECTORS: 65_536, SIDEDEFS: 65_535, LINEDEFS: 65_536, THINGS: 65_536 } as const;

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

/** Why `bm` is not a usable blockmap for a map of `lineCount` lines, or null when it is: the header's
 *  4 words are there, columns and rows are positive and the offset table fits in the lump (checked
 *  before anything is allocated), every offset (unsigned) points past the table into the lump, and
 *  every list it points at names lines of the map only, is no longer than the leading 0 and each line
 *  once, and ends with -1 inside the lump. Linear in the lump's size, however the lists share or
 *  overlap (the game reads the lists where they lie: sharing costs nothing). */
export function checkBlockmap(bm: Int16Array, lineCount: number): string | null {
  const n = bm.length;
  if (n < 4) return `${n * 2} bytes, shorter than the 8-byte header`;
  const cols = bm[2], rows = bm[3];
  if (cols <= 0 || rows <= 0) return `declares ${cols} × ${rows} blocks`;
  const listStart = 4 + cols * rows;
  if (listStart >= n) return `declares ${cols} × ${rows} blocks, whose header and offset table need ${listStart * 2} bytes, leaving no room for lists in the lump's ${n * 2}`;
  // Per word from listStart on: where the next -1 is (or -1), and how many bad line numbers precede it.
  const m = n - listStart;
  const nextEnd = new Int32Array(m);
  const badBefore = new Int32Array(m + 1);
  for (let i = 0; i < m; i++) {
    const w = bm[listStart + i];
    badBefore[i + 1] = badBefore[i] + (w !== -1 && (w < 0 || w >= lineCount) ? 1 : 0);
  }
  let end = -1;
  for (let i = m - 1; i >= 0; i--) {
    if (bm[listStart + i] === -1) end = i;
    nextEnd[i] = end;
  }
  for (let b = 0; b < cols * rows; b++) {
    const where = `block ${b} (column ${b % cols}, row ${Math.floor(b / cols)})`;
    const off = bm[4 + b] & 0xffff;
    if (off < listStart || off >= n) return `${where} has list offset ${off}, outside the lists (words ${listStart}..${n - 1})`;
    const e = nextEnd[off - listStart];
    if (e < 0) return `${where}: its list at word ${off} has no -1 before the lump ends`;
    // DOOM's leading 0 and each line at most once: a longer list repeats lines, which the game skips
    // anyway, but every block using it would cost the whole list at each visit.
    const len = e - (off - listStart);
    if (len > lineCount + 1) return `${where}: its list at word ${off} has ${len} entries, more than the leading 0 and each of the map's ${lineCount} lines once`;
    if (badBefore[e] !== badBefore[off - listStart]) {
      let i = off - listStart;
      while (badBefore[i + 1] === badBefore[i]) i++;
      return `${where}: its list names line ${bm[listStart + i]}, but the map has ${lineCount} lines`;
    }
  }
  return null;
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

/**
 * Why the nodes below the root (the last node) are not a tree, or null when they are: a node reached
 * again below itself (a cycle: a walk down would never end) or reached a second time from another
 * parent (shared: the nodes are a DAG, and a walk that takes both children — DOOM's sight check —
 * doubles at every sharing, 2^40 subsectors for 40 nodes). So every walk down the BSP visits each
 * node at most once. Iterative, linear in the node count.
 */
export function nodeShape(children: Uint16Array, nn: number): string | null {
  if (nn === 0) return null;
  const state = new Uint8Array(nn); // 0 unseen, 1 on the path, 2 done
  const parent = new Int32Array(nn).fill(-1);
  const stack = new Int32Array(nn), next = new Uint8Array(nn);
  let sp = 0;
  stack[sp++] = nn - 1;
  state[nn - 1] = 1;
  while (sp > 0) {
    const top = stack[sp - 1];
    if (next[sp - 1] === 2) { state[top] = 2; sp--; continue; }
    const c = children[top * 2 + next[sp - 1]++];
    if (c & 0x8000) continue;
    if (state[c] === 1) return `node ${c} is its own descendant`;
    if (state[c] === 2) {
      const first = parent[c] === top ? `twice by node ${top}` : `by nodes ${parent[c]} and ${top}`;
      return `node ${c} is reached from the root more than once (${first}): the BSP is not a tree`;
    }
    state[c] = 1;
    parent[c] = top;
    next[sp] = 0;
    stack[sp++] = c;
  }
  return null;
}
