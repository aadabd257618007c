// DOOM's line of sight (p_sight): P_CheckSight as vanilla DOOM 1.9 and Chocolate Doom decide it —
// REJECT first (with Chocolate Doom's padding of a short lump), then the walk down the BSP from the
// root, crossing the segs of each subsector the sight line passes through, narrowing the slopes to
// the target's top and bottom at every two-sided line whose floors or ceilings differ. The per-map
// tables it needs (the BSP's partition lines, each seg's line and sectors, the padded REJECT) are
// built once per Level on first use. Maps without a BSP (the project's own) are judged by the same
// per-line rules over the lines a blockmap walk meets (see crossBlockmap). Allocation-free per call.
import { FRACBITS, fixedDiv, fixedMul } from './fixed.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, ML_TWOSIDED, type Level, type Line, type Sector } from './level.js';
import type { Mobj } from './thing.js';
import type { SimState } from './sim-state.js';
import { offBlockEdge, walkBlocks } from './map-util.js';
import { pointOnLineSide } from './line-side.js';

const NF_SUBSECTOR = 0x8000;

/** The sector Chocolate Doom gives a two-sided seg whose other sidedef is missing (the "glass hack"):
 *  floor and ceiling read from DOS memory at address 0 (its default dump, DOS 6.22's). Only reachable
 *  on maps vanilla DOOM would not load; kept so such a seg still has numbers. */
const NULL_SECTOR_FLOOR = 0x00199257;
const NULL_SECTOR_CEILING = 0x007006f4;

/** What P_SetupLevel built that sight reads, per Level. */
class SightTables {
  /** REJECT as the map has it (at most numsectors² bits: map-data.ts drops the rest); null when the map
   *  has no REJECT lump at all: then nothing is rejected. */
  readonly reject: Uint8Array | null;
  /** The 16 bytes Chocolate Doom pads a short REJECT with, read past its end (zeros past them). */
  readonly rejectPad: Uint8Array;
  readonly numsectors: number;
  /** False when the map has no BSP: sight walks the blockmap instead. */
  readonly hasBsp: boolean;
  readonly numnodes: number;
  /** Per node: x, y, dx, dy of the partition line, 16.16 (the divline_t at the head of node_t). */
  readonly nodeXY: Int32Array;
  /** Per node: right, left child (bit 15 = subsector). */
  readonly nodeChildren: Uint16Array;
  /** Per subsector: seg count, first seg. */
  readonly subsectors: Uint16Array;
  /** Per seg: its linedef, its front sector, its back sector (-1 none: the line was not two-sided at
   *  load; -2 the null sector), as P_LoadSegs sets them. */
  readonly segLine: Int32Array;
  readonly segFront: Int32Array;
  readonly segBack: Int32Array;
  /** The BSP walk's pending nodes (node << 1 | the side crossed first): a walk down a tree holds each
   *  node at most once (map-data.ts refuses NODES that are not a tree). */
  readonly bspStack: Int32Array;

  constructor(ps: SimState) {
    const lv = ps.level, d = ps.world.doom;
    const ns = lv.sectors.length;
    this.numsectors = ns;

    // P_LoadReject: a lump shorter than numsectors² bits is padded (PadRejectArray) with what
    // vanilla would have read past its end — the zone block after it: the size of P_GroupLines' line
    // buffer rounded up plus 24, 0, PU_LEVEL (50), the zone id 0x1d4a11, as little-endian int32s —
    // and zeros beyond those 16 bytes. The padding is not allocated (numsectors² bits can be 512 MB
    // for a 1-byte lump): checkSight reads those 16 bytes here and zeros past them.
    const raw = d.reject;
    this.reject = raw;
    this.rejectPad = new Uint8Array(16);
    if (raw !== null && raw.length < Math.floor((ns * ns + 7) / 8)) {
      let totallines = 0;
      for (const l of lv.lines) {
        totallines++;
        if (l.backsector !== null && l.backsector !== l.frontsector) totallines++;
      }
      const pad0 = (((totallines * 4 + 3) & ~3) + 24) | 0;
      const rejectpad = [pad0, 0, 50, 0x1d4a11];
      for (let i = 0; i < 16; i++) this.rejectPad[i] = (rejectpad[i >> 2] >>> ((i & 3) * 8)) & 0xff;
    }

    const nodes = d.nodes, children = d.nodeChildren, ss = d.subsectors, segs = d.segs;
    if (nodes !== null && children !== null && ss !== null && segs !== null && ss.length > 0) {
      this.hasBsp = true;
      const nn = (nodes.length / 12) | 0;
      this.numnodes = nn;
      this.nodeXY = new Int32Array(nn * 4);
      for (let i = 0; i < nn; i++) for (let k = 0; k < 4; k++) this.nodeXY[i * 4 + k] = nodes[i * 12 + k] << FRACBITS;
      this.nodeChildren = children;
      this.subsectors = ss;
      const nseg = (segs.length / 6) | 0;
      this.segLine = new Int32Array(nseg);
      this.segFront = new Int32Array(nseg);
      this.segBack = new Int32Array(nseg);
      const nsides = d.sideSector.length;
      for (let i = 0; i < nseg; i++) {
        const line = segs[i * 6 + 3], side = segs[i * 6 + 4];
        this.segLine[i] = line;
        const sd = side === 0 ? d.lineSide0[line] : d.lineSide1[line];
        this.segFront[i] = sd >= 0 && sd < nsides ? d.sideSector[sd] : 0;
        if (lv.lines[line].flags & ML_TWOSIDED) {
          const other = side === 0 ? d.lineSide1[line] : d.lineSide0[line];
          this.segBack[i] = other >= 0 && other < nsides ? d.sideSector[other] : -2;
        } else {
          this.segBack[i] = -1;
        }
      }
    } else {
      this.hasBsp = false;
      this.numnodes = 0;
      this.nodeXY = new Int32Array(0);
      this.nodeChildren = new Uint16Array(0);
      this.subsectors = new Uint16Array(0);
      this.segLine = new Int32Array(0);
      this.segFront = new Int32Array(0);
      this.segBack = new Int32Array(0);
    }
    this.bspStack = new Int32Array(this.numnodes);
  }
}

const tablesOf = new WeakMap<Level, SightTables>();

function tablesFor(ps: SimState): SightTables {
  let t = tablesOf.get(ps.level);
  if (t === undefined) {
    t = new SightTables(ps);
    tablesOf.set(ps.level, t);
  }
  return t;
}

// p_sight's globals, for the call in progress.
let sightzstart = 0;
let topslope = 0;
let bottomslope = 0;
let straceX = 0;
let straceY = 0;
let straceDx = 0;
let straceDy = 0;
let t2x = 0;
let t2y = 0;
let curTables: SightTables = null as unknown as SightTables;
let curLines: Line[] = [];
let curSectors: Sector[] = [];
let curValid = 0;
// Portal maps only (portal-sight.ts): per line its portal slot (null on maps without portals: DOOM's
// rules alone), and a leg of a sight line through portals — the part [legFa, legFa + legSpan] of the
// whole line, so openings narrow the slopes by the fraction along the whole line.
let portalSlots: Int32Array | null = null;
let legMode = false;
let legFa = 0;
let legSpan = 0;

/**
 * P_DivlineSide: 0 front, 1 back, 2 on the line (x, y, dx, dy). Exactly vanilla's, including its
 * slip: for a horizontal line it compares the point's x (not y) with the line's y to answer "on".
 */
export function divlineSide(x: number, y: number, lx: number, ly: number, ldx: number, ldy: number): number {
  if (ldx === 0) {
    if (x === lx) return 2;
    if (x <= lx) return ldy > 0 ? 1 : 0;
    return ldy < 0 ? 1 : 0;
  }
  if (ldy === 0) {
    if (x === ly) return 2;
    if (y <= ly) return ldx < 0 ? 1 : 0;
    return ldx > 0 ? 1 : 0;
  }
  const dx = (x - lx) | 0, dy = (y - ly) | 0;
  const left = Math.imul(ldy >> FRACBITS, dx >> FRACBITS);
  const right = Math.imul(dy >> FRACBITS, ldx >> FRACBITS);
  if (right < left) return 0;
  if (left === right) return 2;
  return 1;
}

/** P_InterceptVector2: the fraction along the sight line (strace) where it meets line (x, y, dx, dy). */
function interceptVector2(lx: number, ly: number, ldx: number, ldy: number): number {
  const den = (fixedMul(ldy >> 8, straceDx) - fixedMul(ldx >> 8, straceDy)) | 0;
  if (den === 0) return 0;
  const num = (fixedMul(((lx - straceX) | 0) >> 8, ldy) + fixedMul(((straceY - ly) | 0) >> 8, ldx)) | 0;
  return fixedDiv(num, den);
}

/**
 * The sight line against one crossed two-sided opening (front, back heights): false when it closes.
 * P_CrossSubsector's tail from "no wall to block sight with?" on.
 */
function crossOpening(
  ff: number, fc: number, bf: number, bc: number, lx: number, ly: number, ldx: number, ldy: number,
): boolean {
  if (ff === bf && fc === bc) return true;
  const opentop = fc < bc ? fc : bc;
  const openbottom = ff > bf ? ff : bf;
  if (openbottom >= opentop) return false;
  let frac = interceptVector2(lx, ly, ldx, ldy);
  if (legMode) frac = (legFa + fixedMul(frac, legSpan)) | 0;
  if (ff !== bf) {
    const slope = fixedDiv((openbottom - sightzstart) | 0, frac);
    if (slope > bottomslope) bottomslope = slope;
  }
  if (fc !== bc) {
    const slope = fixedDiv((opentop - sightzstart) | 0, frac);
    if (slope < topslope) topslope = slope;
  }
  return topslope > bottomslope;
}

/** Whether the sight line crosses line `ld` (both ends of each on opposite sides of the other). */
function crosses(ld: Line): boolean {
  if (divlineSide(ld.v1x, ld.v1y, straceX, straceY, straceDx, straceDy)
    === divlineSide(ld.v2x, ld.v2y, straceX, straceY, straceDx, straceDy)) return false;
  return divlineSide(straceX, straceY, ld.v1x, ld.v1y, ld.dx, ld.dy) !== divlineSide(t2x, t2y, ld.v1x, ld.v1y, ld.dx, ld.dy);
}

/** P_CrossSubsector: true when the sight line passes the subsector's segs. */
function crossSubsector(num: number): boolean {
  const t = curTables, lines = curLines, sectors = curSectors, vc = curValid;
  let seg = t.subsectors[num * 2 + 1];
  for (let count = t.subsectors[num * 2]; count > 0; seg++, count--) {
    const ld = lines[t.segLine[seg]];
    // Boom's quick rejection: a line whose box misses the sight line's box is not crossed (vanilla's
    // side tests can call a far line crossed: their slip on horizontal lines).
    if (boomSight) {
      const bb = ld.bbox;
      if (bb[BOXLEFT] > losRight || bb[BOXRIGHT] < losLeft || bb[BOXBOTTOM] > losTop || bb[BOXTOP] < losBottom) {
        ld.validcount = vc;
        continue;
      }
    }
    // Already checked (from the line's other side)?
    if (ld.validcount === vc) continue;
    ld.validcount = vc;
    if (!crosses(ld)) continue;
    // A portal seen from its front shows the space beyond it, not what stands behind its line.
    if (portalSlots !== null && portalSlots[ld.index] >= 0 && pointOnLineSide(straceX, straceY, ld) === 0) return false;
    // The "impassable glass" hack's line has no back sector.
    if (ld.backsector === null) return false;
    if (!(ld.flags & ML_TWOSIDED)) return false;
    const front = sectors[t.segFront[seg]];
    const b = t.segBack[seg];
    let bf: number, bc: number;
    if (b >= 0) { bf = sectors[b].floorheight; bc = sectors[b].ceilingheight; }
    else if (b === -2) { bf = NULL_SECTOR_FLOOR; bc = NULL_SECTOR_CEILING; }
    else return false; // flagged two-sided only after load: DOOM would read a null back sector
    if (!crossOpening(front.floorheight, front.ceilingheight, bf, bc, ld.v1x, ld.v1y, ld.dx, ld.dy)) return false;
  }
  return true;
}

let boomSight = false;
let losLeft = 0, losRight = 0, losTop = 0, losBottom = 0;

/**
 * P_CrossBSPNode from node `root`: true when the sight line crosses its subtree successfully. DOOM
 * recurses: at a node, the child on the start's side (the right one when the start is on the line),
 * then, unless the end is on that same side too, the other child; the first subsector the line does
 * not pass stops everything. Here the same walk runs on an explicit stack (a 32,767-node chain is
 * 32,767 calls deep): the nodes whose first child is being crossed wait there with that side, and the
 * subsectors are crossed in DOOM's order.
 */
function crossBSP(root: number): boolean {
  const t = curTables, xy = t.nodeXY, ch = t.nodeChildren, stack = t.bspStack;
  let sp = 0, bsp = root;
  for (;;) {
    // Down to a subsector, always taking the start's side first.
    while (!(bsp & NF_SUBSECTOR)) {
      const o = bsp * 4;
      let side = divlineSide(straceX, straceY, xy[o], xy[o + 1], xy[o + 2], xy[o + 3]);
      if (side === 2) side = 0; // "on" crosses both sides
      if (sp === stack.length) return false; // not a tree: cannot happen past map-data.ts's check
      stack[sp++] = (bsp << 1) | side;
      bsp = ch[bsp * 2 + side];
    }
    if (!crossSubsector(bsp === -1 ? 0 : bsp & ~NF_SUBSECTOR)) return false;
    // Up to the nearest waiting node whose other side the line touches; its other child is next.
    for (;;) {
      if (sp === 0) return true;
      const e = stack[--sp], node = e >> 1, side = e & 1, o = node * 4;
      if (side !== divlineSide(t2x, t2y, xy[o], xy[o + 1], xy[o + 2], xy[o + 3])) {
        bsp = ch[node * 2 + (side ^ 1)];
        break;
      }
    }
  }
}

/** The sight rule of one line met by the blockmap walk (no BSP): as P_CrossSubsector judges a seg. */
function crossBlockLine(ld: Line): boolean {
  if (!crosses(ld)) return true;
  if (portalSlots !== null && portalSlots[ld.index] >= 0 && pointOnLineSide(straceX, straceY, ld) === 0) return false;
  const front = ld.frontsector, back = ld.backsector;
  if (back === null || front === null) return false;
  if (!(ld.flags & ML_TWOSIDED)) return false;
  return crossOpening(front.floorheight, front.ceilingheight, back.floorheight, back.ceilingheight, ld.v1x, ld.v1y, ld.dx, ld.dy);
}

/** The lines of block (x, y) not yet seen this validcount (P_BlockLinesIterator's order and rules). */
function crossBlock(lv: Level, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= lv.bmapwidth || y >= lv.bmapheight) return true;
  const list = lv.blockLines, lines = curLines, vc = curValid;
  for (let i = lv.blockStart[y * lv.bmapwidth + x]; ; i++) {
    const n = list[i];
    if (n === -1) break;
    if (n >= lines.length) continue;
    const ld = lines[n];
    if (ld.validcount === vc) continue;
    ld.validcount = vc;
    if (!crossBlockLine(ld)) return false;
  }
  return true;
}

/**
 * Sight on a map without a BSP (our rule; DOOM always has one): the blocks from t1 to t2 are walked
 * as P_PathTraverse walks them (its nudge off a block edge, its stepping, its 64-block limit) and
 * every line they hold is judged by P_CrossSubsector's rules: a crossed one-sided or not-two-sided
 * line blocks; a crossed two-sided line narrows the slopes by its opening. A walk takes a fresh
 * validcount, as P_PathTraverse does. The verdict does not depend on the order lines are met in
 * (the slopes only narrow), so no intercept list is kept; the movement code's trace state is not
 * touched.
 */
function crossBlockmap(ps: SimState, lv: Level): boolean {
  curValid = ++ps.validcount;
  const x1 = offBlockEdge(lv.bmaporgx, straceX), y1 = offBlockEdge(lv.bmaporgy, straceY);
  return walkBlocks(ps, x1, y1, t2x, t2y, crossBlockVisit);
}

function crossBlockVisit(ps: SimState, bx: number, by: number): boolean {
  return crossBlock(ps.level, bx, by);
}

/** P_CheckSight: can t1 see t2 (REJECT, then the BSP line-of-sight walk). On a SimState whose rules
 *  registered a sight hook (rules/portal-sight.ts: through portals), that hook answers. */
export function checkSight(ps: SimState, t1: Mobj, t2: Mobj): boolean {
  const hook = ps.sightHook;
  if (hook !== null) return hook(ps, t1, t2);
  return checkSightStraight(ps, t1, t2, null);
}

/** DOOM's P_CheckSight itself; `portals` (per line its portal slot, or null on a map without
 *  portals): a portal line crossed from its front blocks the line of sight. */
export function checkSightStraight(ps: SimState, t1: Mobj, t2: Mobj, portals: Int32Array | null): boolean {
  portalSlots = portals;
  const t = tablesFor(ps);
  // Trivial rejection: REJECT's bit for (t1's sector, t2's sector).
  const rj = t.reject;
  if (rj !== null) {
    // Up to 65,536² bits: the byte index needs all 32 bits, unsigned.
    const pnum = t1.sector.index * t.numsectors + t2.sector.index, at = pnum >>> 3;
    // Past a short lump: Chocolate Doom's 16 bytes of DOOM's zone (vanilla); Boom pads with zeros.
    const bits = at < rj.length ? rj[at] : at - rj.length < 16 && ps.compat.vanilla ? t.rejectPad[at - rj.length] : 0;
    if (bits & (1 << (pnum & 7))) return false;
  }
  // Boom: a deep-water sector's fake floor and ceiling (242) block the view across them (only Boom's
  // games link a control sector). DOOM-exact as Boom has it: the ceiling test adds t1's height.
  const h1 = t1.sector.heightsec, h2 = t2.sector.heightsec;
  if (h1 !== -1 || h2 !== -1) {
    const secs = ps.level.sectors;
    if (h1 !== -1) {
      const f = secs[h1].floorheight, c = secs[h1].ceilingheight;
      if ((((t1.z + t1.height) | 0) <= f && t2.z >= f) || (t1.z >= c && ((t2.z + t1.height) | 0) <= c)) return false;
    }
    if (h2 !== -1) {
      const f = secs[h2].floorheight, c = secs[h2].ceilingheight;
      if ((((t2.z + t2.height) | 0) <= f && t1.z >= f) || (t2.z >= c && ((t1.z + t2.height) | 0) <= c)) return false;
    }
  }
  // An unobstructed line of sight is possible: look from t1's eyes to any part of t2.
  curValid = ++ps.validcount;
  curTables = t;
  curLines = ps.level.lines;
  curSectors = ps.level.sectors;
  legMode = false;
  sightzstart = (t1.z + t1.height - (t1.height >> 2)) | 0;
  topslope = ((t2.z + t2.height) - sightzstart) | 0;
  bottomslope = (t2.z - sightzstart) | 0;
  setTrace(ps, t1.x, t1.y, t2.x, t2.y);
  if (!t.hasBsp) return crossBlockmap(ps, ps.level);
  // The head node is the last node output.
  return crossBSP(t.numnodes - 1);
}

function setTrace(ps: SimState, x1: number, y1: number, x2: number, y2: number): void {
  straceX = x1;
  straceY = y1;
  t2x = x2;
  t2y = y2;
  straceDx = (x2 - x1) | 0;
  straceDy = (y2 - y1) | 0;
  boomSight = !ps.compat.vanilla;
  if (boomSight) {
    if (x1 > x2) { losRight = x1; losLeft = x2; } else { losRight = x2; losLeft = x1; }
    if (y1 > y2) { losTop = y1; losBottom = y2; } else { losTop = y2; losBottom = y1; }
  }
}

/** A sight line through portals (portal-sight.ts) begins: the eyes' height and the slopes to the
 *  target's top and bottom, over the whole line (heights in the target's space less the shift). */
export function sightBegin(zstart: number, top: number, bottom: number): void {
  topslope = top;
  bottomslope = bottom;
  sightzstart = zstart;
}

/**
 * One leg of a sight line through portals: from (x1, y1) to (x2, y2) in one space, the fractions
 * [fa, fa + span] of the whole line, the eyes at `zstart` in this space; the lines `skipA` and
 * `skipB` (the portal it came out of and the one it goes into) are not in its way. P_CheckSight's
 * walk and rules otherwise, the slopes carried from leg to leg; true when it passes.
 */
export function sightLeg(
  ps: SimState, x1: number, y1: number, x2: number, y2: number, zstart: number, fa: number, span: number,
  skipA: Line | null, skipB: Line | null, portals: Int32Array,
): boolean {
  const t = tablesFor(ps);
  portalSlots = portals;
  curValid = ++ps.validcount;
  curTables = t;
  curLines = ps.level.lines;
  curSectors = ps.level.sectors;
  sightzstart = zstart;
  legMode = true;
  legFa = fa;
  legSpan = span;
  if (skipA !== null) skipA.validcount = curValid;
  if (skipB !== null) skipB.validcount = curValid;
  setTrace(ps, x1, y1, x2, y2);
  let ok: boolean;
  if (!t.hasBsp) {
    const lv = ps.level;
    ok = walkBlocks(ps, offBlockEdge(lv.bmaporgx, straceX), offBlockEdge(lv.bmaporgy, straceY), t2x, t2y, crossBlockVisit);
  } else {
    ok = crossBSP(t.numnodes - 1);
  }
  legMode = false;
  return ok;
}
