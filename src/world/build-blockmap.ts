// Builds a BLOCKMAP in exactly the lump's format, for maps that carry none (the project's own maps)
// or a broken one, so the simulation searches lines block by block as DOOM does.
//
// Format (as node builders write it, signed 16-bit words): origin x, origin y, columns, rows; then
// columns × rows offsets (in words from the lump's start) to the block lists; each list is a 0 word,
// then the numbers of the lines in that block in increasing order, then -1. Identical lists are
// stored once and shared (the format allows it; every block without lines points at one "0, -1").
//
// Origin: (minX - 8, minY - 8) of the vertices the linedefs use (not below -32768); blocks are 128 units square. A line
// is listed in every block holding a point of its segment, a point (x, y) being in the block
// ((x - ox) >> 7, (y - oy) >> 7) as DOOM computes it: the walk goes column by column and finds the
// rows the segment covers in each with exact integer arithmetic (no floating-point misses), so a line
// through a block's corner or along its lower/left edge is in exactly the blocks those points fall in.
//
// Limits (a hostile map must not make this allocate absurdly): the lump's offsets are 16-bit words
// and its line numbers signed shorts, so more than 32767 lines, or an offset past 65535 words, cannot
// be written in this format — null with the reason, no coarser grid (DOOM's 128-unit blocks are part
// of its rules). Before the lists are laid out, more than MAX_ENTRIES line-in-block entries in all
// stops the build too (a real map has a few thousand). Columns × rows is bounded by the offsets long
// before the 1 << 22 a larger grid would cost.

/** At most this many (line, block) pairs before identical lists are shared. */
const MAX_ENTRIES = 1 << 20;
/** The largest offset a 16-bit word can hold (read unsigned). */
const MAX_OFFSET = 0xffff;

export interface BuiltBlockmap {
  blockmap: Int16Array | null;
  /** Why there is none, when blockmap is null. */
  problem: string | null;
}

/** floor(n / d) for d > 0, exact for |n|, |d| < 2^53 / d (the float quotient corrected). */
function floorDiv(n: number, d: number): number {
  let q = Math.floor(n / d);
  if (q * d > n) q--;
  else if ((q + 1) * d <= n) q++;
  return q;
}

/** Calls visit(column, row) once for each block holding a point of the segment (u1, v1)–(u2, v2),
 *  coordinates relative to the origin (integers). */
export function blocksOfSegment(u1: number, v1: number, u2: number, v2: number, visit: (col: number, row: number) => void): void {
  if (u1 > u2) { let t = u1; u1 = u2; u2 = t; t = v1; v1 = v2; v2 = t; }
  if (u1 === u2) {
    const c = Math.floor(u1 / 128);
    const r0 = Math.floor(Math.min(v1, v2) / 128), r1 = Math.floor(Math.max(v1, v2) / 128);
    for (let r = r0; r <= r1; r++) visit(c, r);
    return;
  }
  // v(u) = (v1·dx + (u − u1)·dy) / dx; its row is floor(v(u) / 128) = floor(N(u) / (128·dx)).
  const dx = u2 - u1, dy = v2 - v1, d = 128 * dx;
  const c0 = Math.floor(u1 / 128), c1 = Math.floor(u2 / 128);
  for (let c = c0; c <= c1; c++) {
    // The segment's points in column c: u in [ua, ub), or [ua, ub] in the last column (a point at
    // u = 128·(c + 1) is the next column's).
    const ua = Math.max(u1, c * 128);
    const open = c < c1;
    const ub = open ? (c + 1) * 128 : u2;
    let lo: number, hi: number;
    if (dy === 0) lo = hi = Math.floor(v1 / 128);
    else {
      const na = v1 * dx + (ua - u1) * dy, nb = v1 * dx + (ub - u1) * dy;
      if (dy > 0) {
        lo = floorDiv(na, d);
        // Open end: v approaches v(ub) from below, so the highest row is ceil(v(ub)/128) − 1.
        hi = open ? -floorDiv(-nb, d) - 1 : floorDiv(nb, d);
        if (hi < lo) hi = lo;
      } else {
        hi = floorDiv(na, d);
        // Open or closed, the values just above v(ub) have the same row as v(ub).
        lo = floorDiv(nb, d);
      }
    }
    for (let r = lo; r <= hi; r++) visit(c, r);
  }
}

/** The blockmap of the lines (v1, v2 vertex indices into x, y pairs), or null with the reason. */
export function buildBlockmap(vertexes: Int32Array, lineV1: Int32Array, lineV2: Int32Array): BuiltBlockmap {
  const nl = lineV1.length;
  if (nl === 0) return { blockmap: null, problem: 'the map has no lines' };
  if (nl > 0x7fff) return { blockmap: null, problem: `${nl} lines: a blockmap's line numbers are signed 16-bit words (at most 32767 lines)` };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let l = 0; l < nl; l++) {
    for (const v of [lineV1[l], lineV2[l]]) {
      const x = vertexes[v * 2], y = vertexes[v * 2 + 1];
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  // The origin is a signed word too: at a map's extreme edge it stops at -32768 (still below minX).
  const ox = Math.max(-0x8000, minX - 8), oy = Math.max(-0x8000, minY - 8);
  const cols = Math.floor((maxX - ox) / 128) + 1, rows = Math.floor((maxY - oy) / 128) + 1;
  const blocks = cols * rows;
  // The header, the table and at least one list must sit at offsets a 16-bit word can hold.
  if (4 + blocks > MAX_OFFSET) {
    return { blockmap: null, problem: `the map needs ${cols} × ${rows} blocks: more than 16-bit offsets can address` };
  }

  // Count per block, then fill in line order (so each list is increasing): CSR.
  const start = new Int32Array(blocks + 1);
  let total = 0;
  const count = (c: number, r: number) => { start[r * cols + c + 1]++; total++; };
  for (let l = 0; l < nl; l++) {
    const a = lineV1[l] * 2, b = lineV2[l] * 2;
    blocksOfSegment(vertexes[a] - ox, vertexes[a + 1] - oy, vertexes[b] - ox, vertexes[b + 1] - oy, count);
    if (total > MAX_ENTRIES) return { blockmap: null, problem: `more than ${MAX_ENTRIES} line-in-block entries (lines ${l + 1} of ${nl} walked)` };
  }
  for (let i = 0; i < blocks; i++) start[i + 1] += start[i];
  const list = new Int32Array(total);
  const fill = start.slice(0, blocks);
  let line = 0;
  const put = (c: number, r: number) => { list[fill[r * cols + c]++] = line; };
  for (; line < nl; line++) {
    const a = lineV1[line] * 2, b = lineV2[line] * 2;
    blocksOfSegment(vertexes[a] - ox, vertexes[a + 1] - oy, vertexes[b] - ox, vertexes[b + 1] - oy, put);
  }

  // Lay out: header, table, then each distinct list once.
  const out = new Int16Array(4 + blocks + total + 2 * blocks);
  out[0] = ox; out[1] = oy; out[2] = cols; out[3] = rows;
  let at = 4 + blocks;
  const placed = new Map<string, number>();
  for (let i = 0; i < blocks; i++) {
    const lines = list.subarray(start[i], start[i + 1]);
    const key = lines.join(',');
    let off = placed.get(key);
    if (off === undefined) {
      if (at > MAX_OFFSET) return { blockmap: null, problem: `the block lists run past word ${MAX_OFFSET}, the last a 16-bit offset can address` };
      off = at;
      placed.set(key, off);
      out[at++] = 0;
      out.set(lines, at);
      at += lines.length;
      out[at++] = -1;
    }
    out[4 + i] = off;
  }
  return { blockmap: out.slice(0, at), problem: null };
}
