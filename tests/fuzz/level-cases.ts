// The hostile level data of issue 33 (section 1, items 1, 2, 3, 7 and the other declared counts), made
// exactly: the lumps of one map, MAP01, whose declared structure would amplify into huge work or
// memory in a naive loader — a BLOCKMAP whose blocks all share one long list, NODES that are a DAG
// (shared children) or a 32,767-node chain, a 20,000-sector chain for the noise alert, THINGS, REJECT
// and the other record lumps past what the format can reference. Shared by the in-process tests
// (tests/world/level-bounds.test.ts, quick) and the CLI cases (tests/fuzz/hostile-cases.ts, full).
// Written with DataViews, not LumpBuilder: some lumps are megabytes.
import type { LumpSource } from '../../src/wad/wad-writer.js';

/** Texture and flat names the map uses: the test IWAD's (tests/helpers/test-wad.ts) or the demo WAD's. */
export interface LevelStyle { wall: string; floor: string; ceil: string }
export const TEST_STYLE: LevelStyle = { wall: 'BRICK', floor: 'FLOOR', ceil: 'CEIL' };
export const DEMO_STYLE: LevelStyle = { wall: 'STONE1', floor: 'FLOOR1', ceil: 'CEIL1' };

/** A little-endian record writer over a preallocated buffer. */
class Records {
  readonly data: Uint8Array;
  private readonly v: DataView;
  private o = 0;
  constructor(bytes: number) {
    this.data = new Uint8Array(bytes);
    this.v = new DataView(this.data.buffer);
  }
  i16(x: number): this { this.v.setInt16(this.o, x, true); this.o += 2; return this; }
  u16(x: number): this { this.v.setUint16(this.o, x & 0xffff, true); this.o += 2; return this; }
  name(s: string): this { for (let i = 0; i < 8; i++) this.data[this.o + i] = i < s.length ? s.charCodeAt(i) : 0; this.o += 8; return this; }
  get offset(): number { return this.o; }
}

interface Line { v1: number; v2: number; flags: number; right: number; left: number }
interface Side { middle: string; sector: number }
interface Thing { x: number; y: number; angle: number; type: number }

/** The marker and THINGS, LINEDEFS, SIDEDEFS, VERTEXES, SECTORS (Doom format), then `extra`. */
function mapOf(
  vertices: readonly number[], lines: readonly Line[], sides: readonly Side[], sectors: number, style: LevelStyle,
  things: readonly Thing[], extra: LumpSource[] = [],
): LumpSource[] {
  const th = new Records(things.length * 10);
  for (const t of things) th.i16(t.x).i16(t.y).i16(t.angle).i16(t.type).u16(7);
  const ld = new Records(lines.length * 14);
  for (const l of lines) ld.u16(l.v1).u16(l.v2).u16(l.flags).i16(0).i16(0).u16(l.right).u16(l.left);
  const sd = new Records(sides.length * 30);
  for (const s of sides) sd.i16(0).i16(0).name('-').name('-').name(s.middle).u16(s.sector);
  const vx = new Records(vertices.length * 2);
  for (const c of vertices) vx.i16(c);
  const sc = new Records(sectors * 26);
  for (let i = 0; i < sectors; i++) sc.i16(0).i16(128).name(style.floor).name(style.ceil).i16(160).i16(0).i16(0);
  return [
    { name: 'MAP01', data: new Uint8Array(0) },
    { name: 'THINGS', data: th.data }, { name: 'LINEDEFS', data: ld.data }, { name: 'SIDEDEFS', data: sd.data },
    { name: 'VERTEXES', data: vx.data }, { name: 'SECTORS', data: sc.data }, ...extra,
  ];
}

const NONE = 0xffff;

/** The 512 × 512 room at the origin: vertices (0,0) (0,512) (512,512) (512,0), four one-sided lines
 *  going clockwise (their fronts face in), sidedefs 0..3, sector 0. */
function room(): { vertices: number[]; lines: Line[]; sides: Side[] } {
  return {
    vertices: [0, 0, 0, 512, 512, 512, 512, 0],
    lines: [0, 1, 2, 3].map((i) => ({ v1: i, v2: (i + 1) % 4, flags: 1, right: i, left: NONE })),
    sides: [0, 1, 2, 3].map(() => ({ middle: '', sector: 0 })),
  };
}

function roomWith(style: LevelStyle, things: Thing[], extra: LumpSource[]): LumpSource[] {
  const r = room();
  for (const s of r.sides) s.middle = style.wall;
  return mapOf(r.vertices, r.lines, r.sides, 1, style, things, extra);
}

/** The player at the room's west, facing east; a zombieman at its east, facing west. */
const PLAYER: Thing = { x: 128, y: 256, angle: 0, type: 1 };
const ZOMBIE: Thing = { x: 384, y: 256, angle: 180, type: 3004 };

/** SEGS: one seg per room line, its front side; SSECTORS: `count` subsectors, each all four segs. */
function roomSegs(subsectors: number): LumpSource[] {
  const segs = new Records(4 * 12);
  const v = [[0, 1], [1, 2], [2, 3], [3, 0]];
  for (let i = 0; i < 4; i++) segs.u16(v[i][0]).u16(v[i][1]).i16(0).u16(i).i16(0).i16(0);
  const ss = new Records(subsectors * 4);
  for (let i = 0; i < subsectors; i++) ss.u16(4).u16(0);
  return [{ name: 'SEGS', data: segs.data }, { name: 'SSECTORS', data: ss.data }];
}

/** NODES from per-node children; every node splits the room at x = 256 (dy > 0: the east half is the
 *  right side, child 0). */
function nodesLump(children: (i: number) => [number, number], count: number): LumpSource {
  const n = new Records(count * 28);
  for (let i = 0; i < count; i++) {
    n.i16(256).i16(0).i16(0).i16(512);
    n.i16(512).i16(0).i16(256).i16(512).i16(512).i16(0).i16(0).i16(256);
    const [r, l] = children(i);
    n.u16(r).u16(l);
  }
  return { name: 'NODES', data: n.data };
}

/**
 * BLOCKMAP amplification (issue 33, 1.1): `cols` × `rows` blocks (origin (-8, -8)) whose offsets all
 * point at one list of `entries` words (DOOM's leading 0, then the room's lines 0..3 over and over),
 * ended by -1. 128 × 128 blocks and 60,000 entries: a 152 KB lump that a loader copying each block's
 * list would turn into 983 M entries (3.9 GB), and every visit of a block would read 60,000 words.
 */
export function blockmapShared(style: LevelStyle, entries = 60_000, cols = 128, rows = 128): LumpSource[] {
  const blocks = cols * rows, listAt = 4 + blocks;
  const bm = new Records((listAt + entries + 1) * 2);
  bm.i16(-8).i16(-8).i16(cols).i16(rows);
  for (let b = 0; b < blocks; b++) bm.u16(listAt);
  bm.i16(0);
  for (let i = 1; i < entries; i++) bm.i16(i & 3);
  bm.i16(-1);
  return roomWith(style, [PLAYER, ZOMBIE], [{ name: 'BLOCKMAP', data: bm.data }]);
}

/**
 * Legitimate sharing, the same amplification for a copying loader: a round room of `sides` one-sided
 * lines (radius 7,900 about (8000, 8000)), a BLOCKMAP of 128 × 128 blocks that all point at one list:
 * the leading 0 and every line once. Copied per block, 16,384 × 2,001 entries (131 MB for 2,000 sides).
 */
export function blockmapSharedRound(style: LevelStyle, sides = 2000): LumpSource[] {
  const vertices: number[] = [], lines: Line[] = [], sd: Side[] = [];
  for (let i = 0; i < sides; i++) {
    const a = (-2 * Math.PI * i) / sides; // clockwise: each line's front (right) side faces the centre
    vertices.push(Math.round(8000 + 7900 * Math.cos(a)), Math.round(8000 + 7900 * Math.sin(a)));
    lines.push({ v1: i, v2: (i + 1) % sides, flags: 1, right: 0, left: NONE });
  }
  sd.push({ middle: style.wall, sector: 0 });
  const cols = 128, rows = 128, blocks = cols * rows, listAt = 4 + blocks;
  const bm = new Records((listAt + sides + 2) * 2);
  bm.i16(-8).i16(-8).i16(cols).i16(rows);
  for (let b = 0; b < blocks; b++) bm.u16(listAt);
  bm.i16(0);
  for (let i = 0; i < sides; i++) bm.i16(i);
  bm.i16(-1);
  const things: Thing[] = [{ x: 8000, y: 8000, angle: 0, type: 1 }, { x: 8400, y: 8000, angle: 180, type: 3004 }];
  return mapOf(vertices, lines, sd, 1, style, things, [{ name: 'BLOCKMAP', data: bm.data }]);
}

/**
 * NODES as a DAG (issue 33, 1.2): `count` nodes, node 0's children both subsector 0, every later
 * node's both children the node before it. Every node splits the room between the player and the
 * zombieman, so a walk that follows both children of each node visits 2^count subsectors.
 */
export function nodesDag(style: LevelStyle, count = 40): LumpSource[] {
  const nodes = nodesLump((i) => (i === 0 ? [0x8000, 0x8000] : [i - 1, i - 1]), count);
  return roomWith(style, [PLAYER, ZOMBIE], [...roomSegs(1), nodes]);
}

/**
 * A valid BSP that is a chain (issue 33, 1.3): `count` nodes (at most 32,767), node i's right child
 * node i − 1 (node 0's: subsector 0), its left child subsector i + 1. Things east of x = 256 walk the
 * whole chain down before they reach a subsector: a recursive walk goes `count` calls deep.
 */
export function nodesChain(style: LevelStyle, count = 32_767): LumpSource[] {
  const nodes = nodesLump((i) => [i === 0 ? 0x8000 : i - 1, 0x8000 | (i + 1)], count);
  const things: Thing[] = [{ x: 300, y: 100, angle: 90, type: 1 }, { x: 400, y: 400, angle: 270, type: 3004 }];
  return roomWith(style, things, [...roomSegs(count + 1), nodes]);
}

/**
 * A chain of `count` sectors (issue 33, 1.3): cells 3 units wide and 64 high along x from −30,000,
 * each its own sector, joined by two-sided lines; the player in cell 0. The noise alert of a shot
 * floods every cell: a recursive flood goes `count` calls deep. Sidedefs are shared: sector i's walls
 * use sidedef 2i (textured), its two-sided edges 2i + 1 (untextured).
 */
export function sectorChain(style: LevelStyle, count = 20_000): LumpSource[] {
  const x0 = -30_000, w = 3;
  const vertices: number[] = [];
  for (let i = 0; i <= count; i++) vertices.push(x0 + i * w, 0, x0 + i * w, 64); // 2i: south, 2i + 1: north
  const lines: Line[] = [], sides: Side[] = [];
  for (let i = 0; i < count; i++) sides.push({ middle: style.wall, sector: i }, { middle: '-', sector: i });
  // West wall, the edges between cells (going north: the east cell is in front), the east wall.
  lines.push({ v1: 0, v2: 1, flags: 1, right: 0, left: NONE });
  for (let i = 1; i < count; i++) lines.push({ v1: 2 * i, v2: 2 * i + 1, flags: 4, right: 2 * i + 1, left: 2 * (i - 1) + 1 });
  lines.push({ v1: 2 * count + 1, v2: 2 * count, flags: 1, right: 2 * (count - 1), left: NONE });
  for (let i = 0; i < count; i++) {
    lines.push({ v1: 2 * i + 1, v2: 2 * i + 3, flags: 1, right: 2 * i, left: NONE }); // north wall, going east
    lines.push({ v1: 2 * i + 2, v2: 2 * i, flags: 1, right: 2 * i, left: NONE }); // south wall, going west
  }
  // The player stands over the first cells (a 3-unit cell is narrower than the player).
  return mapOf(vertices, lines, sides, count, style, [{ x: x0 + 24, y: 32, angle: 0, type: 1 }]);
}

/** The room with `count` THINGS: the player, then health bonuses on a grid (issue 33, 1.7). */
export function manyThings(style: LevelStyle, count: number): LumpSource[] {
  const things: Thing[] = [PLAYER];
  for (let i = 1; i < count; i++) things.push({ x: 16 + (i % 480), y: 16 + ((i / 480) | 0) % 480, angle: 0, type: 2014 });
  return roomWith(style, things, []);
}

/** The room with a REJECT lump of `bytes` bytes (one sector needs 1), all zero: nothing rejected. */
export function longReject(style: LevelStyle, bytes: number): LumpSource[] {
  return roomWith(style, [PLAYER, ZOMBIE], [{ name: 'REJECT', data: new Uint8Array(bytes) }]);
}

/**
 * The room with `extra` more records in one of its record lumps, copies of its last record (a
 * vertex, sidedef or sector nothing references, or a repeat of the room's last wall). Records past
 * what the format can reference (65,536 vertices or sectors, 65,535 sidedefs) can never be used.
 */
export function padded(style: LevelStyle, lump: 'VERTEXES' | 'SIDEDEFS' | 'SECTORS' | 'LINEDEFS' | 'THINGS', extra: number): LumpSource[] {
  const lumps = roomWith(style, [PLAYER], []);
  const l = lumps.find((x) => x.name === lump)!;
  const size = { VERTEXES: 4, SIDEDEFS: 30, SECTORS: 26, LINEDEFS: 14, THINGS: 10 }[lump];
  const out = new Uint8Array(l.data.length + extra * size);
  out.set(l.data);
  const last = l.data.subarray(l.data.length - size);
  for (let i = 0; i < extra; i++) out.set(last, l.data.length + i * size);
  l.data = out;
  return lumps;
}

/** `sectors` sectors (the room's, then unreferenced copies) and a 1-byte REJECT: Chocolate Doom pads
 *  a short REJECT to sectors² bits (512 MB for 65,536 sectors), read past the lump's end. */
export function shortReject(style: LevelStyle, sectors = 65_536): LumpSource[] {
  const lumps = padded(style, 'SECTORS', sectors - 1);
  lumps.push({ name: 'REJECT', data: new Uint8Array(1) });
  const th = lumps.find((l) => l.name === 'THINGS')!;
  const z = new Records(10).i16(ZOMBIE.x).i16(ZOMBIE.y).i16(ZOMBIE.angle).i16(ZOMBIE.type).u16(7).data;
  const both = new Uint8Array(th.data.length + 10);
  both.set(th.data);
  both.set(z, th.data.length);
  th.data = both;
  return lumps;
}

/**
 * A `cols` × `rows` grid of sectors, cells `w` units square from the origin, joined by two-sided
 * lines (issue 33, 1.3: 150 × 100 floods 15,000 sectors). `soundblock(vertical, c, r)` flags the
 * edge west of cell (c, r) (vertical) or south of it as sound-blocking; `closed(c, r)` makes the cell a
 * closed door (ceiling at its floor). The player in cell (0, 0). Sidedefs are shared per sector.
 */
export function sectorGrid(
  style: LevelStyle, cols: number, rows: number, w = 64,
  soundblock: (vertical: boolean, c: number, r: number) => boolean = () => false,
  closed: (c: number, r: number) => boolean = () => false,
): LumpSource[] {
  const vertices: number[] = [];
  const v = (c: number, r: number) => r * (cols + 1) + c;
  for (let r = 0; r <= rows; r++) for (let c = 0; c <= cols; c++) vertices.push(c * w, r * w);
  const cell = (c: number, r: number) => r * cols + c;
  const sides: Side[] = [];
  for (let i = 0; i < cols * rows; i++) sides.push({ middle: style.wall, sector: i }, { middle: '-', sector: i });
  const lines: Line[] = [];
  const flags = (vertical: boolean, c: number, r: number) => 4 | (soundblock(vertical, c, r) ? 64 : 0);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c <= cols; c++) {
      if (c === 0) lines.push({ v1: v(0, r), v2: v(0, r + 1), flags: 1, right: 2 * cell(0, r), left: NONE });
      else if (c === cols) lines.push({ v1: v(cols, r + 1), v2: v(cols, r), flags: 1, right: 2 * cell(cols - 1, r), left: NONE });
      else lines.push({ v1: v(c, r), v2: v(c, r + 1), flags: flags(true, c, r), right: 2 * cell(c, r) + 1, left: 2 * cell(c - 1, r) + 1 });
    }
  }
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r === 0) lines.push({ v1: v(c + 1, 0), v2: v(c, 0), flags: 1, right: 2 * cell(c, 0), left: NONE });
      else if (r === rows) lines.push({ v1: v(c, rows), v2: v(c + 1, rows), flags: 1, right: 2 * cell(c, rows - 1), left: NONE });
      else lines.push({ v1: v(c + 1, r), v2: v(c, r), flags: flags(false, c, r), right: 2 * cell(c, r) + 1, left: 2 * cell(c, r - 1) + 1 });
    }
  }
  const lumps = mapOf(vertices, lines, sides, cols * rows, style, [{ x: w >> 1, y: w >> 1, angle: 0, type: 1 }]);
  const sc = lumps.find((l) => l.name === 'SECTORS')!;
  const view = new DataView(sc.data.buffer);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (closed(c, r)) view.setInt16(cell(c, r) * 26 + 2, 0, true);
  return lumps;
}
