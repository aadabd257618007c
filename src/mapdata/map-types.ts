// The shapes a decoded map has (the records of map-data.ts, whatever the format they came from: the
// binary lumps or UDMF's TEXTMAP), the format's limits, and the checks of DOOM's own structures that
// every decoder of them shares (the BLOCKMAP's lists, the BSP's tree).
import type { MapFormat } from '../wad/wad-stack.js';

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
