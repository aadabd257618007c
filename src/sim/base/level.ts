// DOOM's level as the game rules see it (p_setup): vertexes, sectors, sides and lines in 16.16 fixed
// point with their derived data (line slope type and bounding box, each sector's line list in line
// order, its block box and sound origin), the blockmap with its per-block thing lists, and the BSP
// for "which sector holds this point" exactly as R_PointInSubsector answers it. Built once per map
// from the World's DOOM data (world.doom); the mesh stays the model for drawing and portals. The
// structures are objects of one shape each, linked as DOOM links them: the rules that are ported
// from DOOM walk these links.
import type { SecNode } from './sector-nodes.js';
import type { World } from '../../world/world.js';
import { FaceWalk } from '../../world/face-walk.js';
import { blocksOfSegment } from '../../world/build-blockmap.js';
import { FRACBITS, fixedDiv, fixedMul } from './fixed.js';
import type { Mobj } from './thing.js';
import type { Thinker } from './thinker.js';

export const MAPBLOCKSHIFT = FRACBITS + 7;
export const MAXRADIUS = 32 << FRACBITS;
export const BOXTOP = 0;
export const BOXBOTTOM = 1;
export const BOXLEFT = 2;
export const BOXRIGHT = 3;

export const ST_HORIZONTAL = 0;
export const ST_VERTICAL = 1;
export const ST_POSITIVE = 2;
export const ST_NEGATIVE = 3;

/** DOOM's ML_* line flags. */
export const ML_BLOCKING = 1;
export const ML_BLOCKMONSTERS = 2;
export const ML_TWOSIDED = 4;
export const ML_DONTPEGTOP = 8;
export const ML_DONTPEGBOTTOM = 16;
export const ML_SECRET = 32;
export const ML_SOUNDBLOCK = 64;
export const ML_DONTDRAW = 128;
export const ML_MAPPED = 256;
/** Boom: a use of this line goes on to the lines behind it (a switch behind a see-through line). */
export const ML_PASSUSE = 512;

export class Sector {
  floorheight = 0;
  ceilingheight = 0;
  floorpic = 0;
  ceilingpic = 0;
  lightlevel = 0;
  special = 0;
  tag = 0;
  soundtraversed = 0;
  soundtarget: Mobj | null = null;
  /** Block box (top, bottom, left, right), in blocks. */
  readonly blockbox = new Int32Array(4);
  soundorgX = 0;
  soundorgY = 0;
  validcount = 0;
  thinglist: Mobj | null = null;
  /** Boom's list of the things touching this sector (sector-nodes.ts); unused by vanilla games. */
  touchingThings: SecNode | null = null;
  /** The mover working on this sector (door, floor, ceiling, plat), or null. Under Boom's rules
   *  only the floor's mover (floor, plat, stairs; Boom's floordata). */
  specialdata: Thinker | null = null;
  /** Boom's rules only: the ceiling's mover (ceiling, door, crusher; Boom's ceilingdata), which may
   *  move alongside a floor mover. Always null under vanilla rules. */
  ceilingdata: Thinker | null = null;
  /** Boom's generalized stairs: the lock on a step being built (-2 moving, -1 done, 0 free) and
   *  the steps before and after it (sector numbers, -1 for none). */
  stairlock = 0;
  prevsec = -1;
  nextsec = -1;
  /** Boom's flat scrolling (250, 251, 253, 245..249, 214..218): the floor's and ceiling's texture
   *  offsets, 16.16 (for the renderers; the simulation only keeps them). */
  floorXOffs = 0;
  floorYOffs = 0;
  /** Boom's 242: the sector whose floor is this one's water surface (-1: none); carried things and
   *  currents under it, the renderers' deep water. */
  heightsec = -1;
  ceilingXOffs = 0;
  ceilingYOffs = 0;
  /** MBF's friction of the floor (a 223 line's, kept by the sector from MBF on) and its thrust
   *  factor; DOOM's own (0xe800, 2048) elsewhere. Read only where the friction bit is set. */
  friction = 0xe800;
  movefactor = 2048;
  lines: Line[] = [];
  constructor(readonly index: number) {}
}

export class Side {
  textureoffset = 0;
  rowoffset = 0;
  toptexture = 0;
  bottomtexture = 0;
  midtexture = 0;
  /** Listed in the SimState's dirty sides (waiting for the World sync). */
  dirty = false;
  constructor(readonly index: number, public sector: Sector) {}
}

export class Line {
  v1x = 0;
  v1y = 0;
  v2x = 0;
  v2y = 0;
  dx = 0;
  dy = 0;
  flags = 0;
  special = 0;
  tag = 0;
  /** Sidedef indices, -1 for none. */
  side0 = -1;
  side1 = -1;
  /** top, bottom, left, right. */
  readonly bbox = new Int32Array(4);
  slopetype = ST_HORIZONTAL;
  frontsector: Sector | null = null;
  backsector: Sector | null = null;
  validcount = 0;
  /** Boom's second line mark, for the walk that lists a thing's sectors (sector-nodes.ts). */
  validcount2 = 0;
  specialdata: Thinker | null = null;
  /** Listed in the SimState's dirty lines (waiting for the World sync). */
  dirty = false;
  /** Boom's getNextSector for this game (comp_model off): set once by the SimState. */
  boomNextSector = false;
  constructor(readonly index: number) {}
}

/** The level's structures, built from a World. */
export class Level {
  readonly sectors: Sector[] = [];
  readonly sides: Side[] = [];
  readonly lines: Line[] = [];
  /** Blockmap: origin (16.16), size in blocks, the lump's words (offsets at 4 + block). */
  readonly bmaporgx: number;
  readonly bmaporgy: number;
  readonly bmapwidth: number;
  readonly bmapheight: number;
  /** Per block b, its list: the line numbers blockLines[blockStart[b]], blockLines[blockStart[b] + 1],
   *  … up to the first -1, as DOOM reads the lump (blocks may share a list, or overlap: nothing is
   *  copied per block, so the lists cost the lump's size however many blocks point at them). */
  readonly blockStart: Int32Array;
  readonly blockLines: Int32Array;
  /** True when the lists are the lump's own (each opening with its delimiter word, which DOOM reads as
   *  line 0 and Boom skips: whatever that first word is); false for lists built here without one. */
  readonly blockListsHaveHead: boolean;
  /** Why the lists were built here rather than read from the map ('' when read). */
  readonly blockmapNote: string = '';
  /** The noise alert's walk (enemy.ts): per frame the sector (index << 1 | sound blocks passed) and
   *  the next of its lines. A sector is entered at most twice per alert, so 2 × sectors + 1 frames. */
  readonly floodFrame: Int32Array;
  readonly floodNext: Int32Array;
  /** Per block: the first thing of its list (DOOM's blocklinks). */
  readonly blocklinks: (Mobj | null)[];
  /** BSP: per node x, y, dx, dy (16.16) and children; per subsector its sector. */
  private readonly nodeXY: Int32Array;
  private readonly nodeChildren: Uint16Array;
  private readonly subsectorSector: Int32Array;
  readonly skyflatnum: number;
  /** For the mesh fallback (maps without a BSP). */
  private world: World;
  private qeHint = 0;
  /** Per blockmap block: the mesh edge the last point found in it was on (-1: none yet), where the
   *  next walk for a point in that block starts (meshSector), so far-apart spaces (portal maps) do
   *  not walk the mesh from one place to the other. Made on the first mesh lookup. */
  private blockHint: Int32Array | null = null;
  /** The mesh walk for maps without a BSP (allocation-free: the point goes in through a typed array). */
  private readonly walk: FaceWalk;

  constructor(world: World) {
    this.world = world;
    this.walk = new FaceWalk(world);
    const d = world.doom;
    const ns = world.sectorCount;
    for (let i = 0; i < ns; i++) {
      const s = new Sector(i);
      s.floorheight = Math.round(world.sectorFloorZ[i] * 65536) | 0;
      s.ceilingheight = Math.round(world.sectorCeilZ[i] * 65536) | 0;
      // The World keeps sky flats apart (-1 and a sky flag); DOOM's rules compare with skyflatnum.
      s.floorpic = world.sectorFloorSky[i] ? d.skyFlat : world.sectorFloorFlat[i];
      s.ceilingpic = world.sectorCeilSky[i] ? d.skyFlat : world.sectorCeilFlat[i];
      s.lightlevel = world.sectorLight[i];
      s.special = world.sectorSpecial[i];
      s.tag = world.sectorTag[i];
      this.sectors.push(s);
    }
    const nsd = d.sideSector.length;
    for (let i = 0; i < nsd; i++) {
      const s = new Side(i, this.sectors[d.sideSector[i]]);
      s.textureoffset = d.sideXOff[i] << FRACBITS;
      s.rowoffset = d.sideYOff[i] << FRACBITS;
      s.toptexture = d.sideTop[i];
      s.bottomtexture = d.sideBottom[i];
      s.midtexture = d.sideMid[i];
      this.sides.push(s);
    }
    const v = d.vertexes;
    for (let i = 0; i < world.lineCount; i++) {
      const l = new Line(i);
      const a = d.lineV1[i] * 2, b = d.lineV2[i] * 2;
      l.v1x = v[a] << FRACBITS; l.v1y = v[a + 1] << FRACBITS;
      l.v2x = v[b] << FRACBITS; l.v2y = v[b + 1] << FRACBITS;
      l.dx = (l.v2x - l.v1x) | 0;
      l.dy = (l.v2y - l.v1y) | 0;
      l.flags = world.lineFlags[i];
      l.special = world.lineSpecial[i];
      l.tag = world.lineTag[i];
      if (l.dx === 0) l.slopetype = ST_VERTICAL;
      else if (l.dy === 0) l.slopetype = ST_HORIZONTAL;
      else l.slopetype = fixedDiv(l.dy, l.dx) > 0 ? ST_POSITIVE : ST_NEGATIVE;
      l.bbox[BOXLEFT] = Math.min(l.v1x, l.v2x); l.bbox[BOXRIGHT] = Math.max(l.v1x, l.v2x);
      l.bbox[BOXBOTTOM] = Math.min(l.v1y, l.v2y); l.bbox[BOXTOP] = Math.max(l.v1y, l.v2y);
      l.side0 = d.lineSide0[i];
      l.side1 = d.lineSide1[i];
      l.frontsector = l.side0 >= 0 ? this.sides[l.side0].sector : null;
      l.backsector = l.side1 >= 0 ? this.sides[l.side1].sector : null;
      this.lines.push(l);
    }

    // Blockmap: the lump's words (or those the World built in its format) read once as they are,
    // each block's list where its offset points — DOOM's leading 0 and order kept. A map too large
    // for the format (a hostile one) gets lists built here, unbounded by 16-bit words, with a warning.
    const bm = d.blockmap;
    if (bm !== null) {
      this.bmaporgx = bm[0] << FRACBITS;
      this.bmaporgy = bm[1] << FRACBITS;
      this.bmapwidth = bm[2];
      this.bmapheight = bm[3];
      const blocks = this.bmapwidth * this.bmapheight;
      this.blockStart = new Int32Array(blocks);
      for (let b = 0; b < blocks; b++) this.blockStart[b] = bm[4 + b] & 0xffff;
      // Line numbers are 0 .. lines − 1 and every list ends with -1 inside the lump (map-data.ts's
      // checkBlockmap, or build-blockmap.ts's format).
      this.blockLines = Int32Array.from(bm);
      this.blockListsHaveHead = true;
    } else {
      const built = buildLevelBlocks(d.vertexes, d.lineV1, d.lineV2);
      this.bmaporgx = built.ox << FRACBITS;
      this.bmaporgy = built.oy << FRACBITS;
      this.bmapwidth = built.cols;
      this.bmapheight = built.rows;
      this.blockStart = built.start;
      this.blockLines = built.lines;
      // Built as the lump's format is: each list opens with DOOM's leading 0 (which Boom skips).
      this.blockListsHaveHead = true;
      this.blockmapNote = built.note;
    }
    this.floodFrame = new Int32Array(2 * ns + 1);
    this.floodNext = new Int32Array(2 * ns + 1);
    this.blocklinks = new Array<Mobj | null>(this.bmapwidth * this.bmapheight).fill(null);

    // Sector line lists (P_GroupLines: line order, front then back), block boxes, sound origins.
    for (const l of this.lines) {
      if (l.frontsector !== null) l.frontsector.lines.push(l);
      if (l.backsector !== null && l.backsector !== l.frontsector) l.backsector.lines.push(l);
    }
    for (const s of this.sectors) {
      let top = -0x80000000, bottom = 0x7fffffff, left = 0x7fffffff, right = -0x80000000;
      for (const l of s.lines) {
        for (let e = 0; e < 2; e++) {
          const x = e === 0 ? l.v1x : l.v2x, y = e === 0 ? l.v1y : l.v2y;
          if (x < left) left = x;
          if (x > right) right = x;
          if (y < bottom) bottom = y;
          if (y > top) top = y;
        }
      }
      s.soundorgX = ((right + left) / 2) | 0;
      s.soundorgY = ((top + bottom) / 2) | 0;
      let b = (top - this.bmaporgy + MAXRADIUS) >> MAPBLOCKSHIFT;
      s.blockbox[BOXTOP] = b >= this.bmapheight ? this.bmapheight - 1 : b;
      b = (bottom - this.bmaporgy - MAXRADIUS) >> MAPBLOCKSHIFT;
      s.blockbox[BOXBOTTOM] = b < 0 ? 0 : b;
      b = (right - this.bmaporgx + MAXRADIUS) >> MAPBLOCKSHIFT;
      s.blockbox[BOXRIGHT] = b >= this.bmapwidth ? this.bmapwidth - 1 : b;
      b = (left - this.bmaporgx - MAXRADIUS) >> MAPBLOCKSHIFT;
      s.blockbox[BOXLEFT] = b < 0 ? 0 : b;
    }

    // BSP: the nodes' partition lines and each subsector's sector (its first seg's side).
    const nodes = d.nodes, ss = d.subsectors, segs = d.segs;
    if (nodes !== null && d.nodeChildren !== null && ss !== null && segs !== null && ss.length > 0) {
      const nn = nodes.length / 12;
      this.nodeXY = new Int32Array(nn * 4);
      for (let i = 0; i < nn; i++) for (let k = 0; k < 4; k++) this.nodeXY[i * 4 + k] = nodes[i * 12 + k] << FRACBITS;
      this.nodeChildren = d.nodeChildren;
      const nss = ss.length / 2;
      this.subsectorSector = new Int32Array(nss);
      for (let i = 0; i < nss; i++) {
        const seg = ss[i * 2 + 1] * 6;
        const line = segs[seg + 3], side = segs[seg + 4];
        const sd = side === 0 ? d.lineSide0[line] : d.lineSide1[line];
        this.subsectorSector[i] = sd >= 0 ? d.sideSector[sd] : 0;
      }
    } else {
      this.nodeXY = new Int32Array(0);
      this.nodeChildren = new Uint16Array(0);
      this.subsectorSector = new Int32Array(0);
    }
    this.skyflatnum = d.skyFlat;
  }

  /** Reads points from `world` from now on: a rebuild of the same map (an authoring edit). */
  attach(world: World): void {
    this.world = world;
    this.walk.world = world;
    this.qeHint = 0;
    this.blockHint?.fill(-1);
  }

  /** R_PointInSubsector's sector: the BSP's answer, or the mesh's on a map without one. */
  pointInSector(x: number, y: number): Sector {
    const n = this.nodeXY.length >> 2;
    if (this.subsectorSector.length === 0) return this.meshSector(x, y);
    if (n === 0) return this.sectors[this.subsectorSector[0]];
    let node = n - 1;
    const xy = this.nodeXY, ch = this.nodeChildren;
    for (let guard = 0; guard <= n; guard++) {
      const nx = xy[node * 4], ny = xy[node * 4 + 1], ndx = xy[node * 4 + 2], ndy = xy[node * 4 + 3];
      let side: number;
      if (ndx === 0) side = x <= nx ? (ndy > 0 ? 1 : 0) : (ndy < 0 ? 1 : 0);
      else if (ndy === 0) side = y <= ny ? (ndx < 0 ? 1 : 0) : (ndx > 0 ? 1 : 0);
      else {
        const dx = (x - nx) | 0, dy = (y - ny) | 0;
        if ((ndy ^ ndx ^ dx ^ dy) & 0x80000000) side = (ndy ^ dx) & 0x80000000 ? 1 : 0;
        else side = fixedMul(dy, ndx >> FRACBITS) < fixedMul(ndy >> FRACBITS, dx) ? 0 : 1;
      }
      const c = ch[node * 2 + side];
      if (c & 0x8000) {
        const s = c & 0x7fff;
        return this.sectors[this.subsectorSector[s < this.subsectorSector.length ? s : 0]];
      }
      node = c < n ? c : 0;
    }
    return this.meshSector(x, y); // a cycle in a broken BSP
  }

  private meshSector(x: number, y: number): Sector {
    const w = this.world, m = w.mesh;
    if (m.faceCount === 0) return this.sectors[0];
    const walk = this.walk;
    walk.point[0] = x / 65536;
    walk.point[1] = y / 65536;
    const bx = (x - this.bmaporgx) >> MAPBLOCKSHIFT, by = (y - this.bmaporgy) >> MAPBLOCKSHIFT;
    const b = bx >= 0 && by >= 0 && bx < this.bmapwidth && by < this.bmapheight ? by * this.bmapwidth + bx : -1;
    let hints = this.blockHint;
    if (hints === null && b >= 0) hints = this.blockHint = new Int32Array(this.bmapwidth * this.bmapheight).fill(-1);
    let start = b >= 0 && hints![b] >= 0 ? hints![b] : this.qeHint;
    if (!(start >= 0 && start < m.qeFace.length)) start = m.faceEdge[0];
    const q = walk.edgeFrom(start);
    this.qeHint = q;
    if (b >= 0) hints![b] = q;
    const f = m.qeFace[q];
    const s = f >= 0 ? w.faceSector[f] : -1;
    return this.sectors[s >= 0 ? s : 0];
  }
}

/** Line-in-block entries the fallback lists may hold (a hostile map must not make this absurd). */
const MAX_BLOCK_ENTRIES = 1 << 23;

/** Block lists for a map whose blockmap could not be had in DOOM's format: 128-unit blocks from
 *  (minX - 8, minY - 8), each line in every block a point of it falls in (build-blockmap.ts's walk),
 *  DOOM's leading 0 kept and each list ended by -1, as in the lump; 32-bit, so any map the lumps can
 *  describe fits. */
function buildLevelBlocks(vertexes: Int32Array, lineV1: Int32Array, lineV2: Int32Array): {
  ox: number; oy: number; cols: number; rows: number; start: Int32Array; lines: Int32Array; note: string;
} {
  const nl = lineV1.length;
  let minX = 0, minY = 0, maxX = 0, maxY = 0;
  for (let l = 0; l < nl; l++) {
    for (let e = 0; e < 2; e++) {
      const v = (e === 0 ? lineV1[l] : lineV2[l]) * 2, x = vertexes[v], y = vertexes[v + 1];
      if (l === 0 && e === 0) { minX = maxX = x; minY = maxY = y; }
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  const ox = minX - 8, oy = minY - 8;
  const cols = Math.floor((maxX - ox) / 128) + 1, rows = Math.floor((maxY - oy) / 128) + 1;
  const blocks = cols * rows;
  const count = new Int32Array(blocks);
  for (let b = 0; b < blocks; b++) count[b] = 2; // the leading 0 and the closing -1 of every list
  let total = 2 * blocks, capped = -1;
  const tally = (c: number, r: number) => {
    if (c >= 0 && c < cols && r >= 0 && r < rows) { count[r * cols + c]++; total++; }
  };
  for (let l = 0; l < nl; l++) {
    const a = lineV1[l] * 2, b = lineV2[l] * 2;
    blocksOfSegment(vertexes[a] - ox, vertexes[a + 1] - oy, vertexes[b] - ox, vertexes[b + 1] - oy, tally);
    if (total > MAX_BLOCK_ENTRIES) { capped = l; break; }
  }
  const start = new Int32Array(blocks);
  for (let b = 1; b < blocks; b++) start[b] = start[b - 1] + count[b - 1];
  const lines = new Int32Array(blocks === 0 ? 0 : start[blocks - 1] + count[blocks - 1]);
  const fill = start.slice();
  for (let b = 0; b < blocks; b++) lines[fill[b]++] = 0;
  const last = capped >= 0 ? capped : nl;
  let line = 0;
  const put = (c: number, r: number) => {
    if (c >= 0 && c < cols && r >= 0 && r < rows) lines[fill[r * cols + c]++] = line;
  };
  for (; line < last; line++) {
    const a = lineV1[line] * 2, b = lineV2[line] * 2;
    blocksOfSegment(vertexes[a] - ox, vertexes[a + 1] - oy, vertexes[b] - ox, vertexes[b + 1] - oy, put);
  }
  for (let b = 0; b < blocks; b++) lines[fill[b]] = -1;
  const note = capped >= 0
    ? `the map has no blockmap in DOOM's format; the game's block lists stop at ${MAX_BLOCK_ENTRIES} entries (lines from ${capped} on are not checked for collisions)`
    : "the map has no blockmap in DOOM's format: the game built its block lists itself";
  return { ox, oy, cols, rows, start, lines, note };
}
