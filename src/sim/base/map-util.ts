// DOOM's map utilities (p_maputl): which side of a line a point or a box is on, the opening under
// a two-sided line, linking things into their sector's and block's lists, walking the blockmap's
// lines and things, and tracing a line through the blockmap collecting the lines and things it
// crosses (intercepts), nearest first. Exactly DOOM's arithmetic, including its rounding and its
// shortcuts (a short trace decides sides against the line, a long one against the trace). The
// scratch state DOOM kept in globals lives in MapScratch, one per SimState. Allocation-free.
import { interceptVector64 } from './intercept64.js';
import { COMPLEVEL_PRBOOM4 } from './compat.js';
import { createSecNodeList, takeSecList } from './sector-nodes.js';
import { FRACBITS, FRACUNIT, INT_MAX, fixedDiv, fixedMul } from './fixed.js';
import { MF } from '../../defs/doom/things-info.js';
import { MAPBLOCKSHIFT, type Line } from './level.js';
import { pointOnLineSide } from './line-side.js';
import type { Mobj } from './thing.js';
import type { SimState } from './sim-state.js';

export const MAPBLOCKSIZE = 128 * FRACUNIT;
export const MAPBTOFRAC = MAPBLOCKSHIFT - FRACBITS;
export const PT_ADDLINES = 1;
export const PT_ADDTHINGS = 2;
export const PT_EARLYOUT = 4;
/** DOOM's MAXSPECIALCROSS as Chocolate Doom extends it (its overrun emulation keeps 20). */
export const MAXSPECIALCROSS = 20;
const MAXINTERCEPTS = 1024;

export class Intercept {
  frac = 0;
  isaline = false;
  line: Line | null = null;
  thing: Mobj | null = null;
}

export type LineFn = (ps: SimState, ld: Line) => boolean;
export type ThingFn = (ps: SimState, mo: Mobj) => boolean;
export type TraverseFn = (ps: SimState, inter: Intercept) => boolean;

/** What DOOM's p_map and p_maputl kept in globals. */
export class MapScratch {
  // P_CheckPosition's
  tmthing: Mobj | null = null;
  tmflags = 0;
  tmx = 0;
  tmy = 0;
  readonly tmbbox = new Int32Array(4);
  tmfloorz = 0;
  tmceilingz = 0;
  tmdropoffz = 0;
  ceilingline: Line | null = null;
  /** MBF's blockline: the last line that blocked or bounded the move (a bouncing thing reflects off it). */
  blockline: Line | null = null;
  /** MBF's floorline (the line that set tmfloorz) and tmunstuck (a player may leave a wall it is in). */
  floorline: Line | null = null;
  unstuck = false;
  floatok = false;
  /** MBF's felldown: the last P_TryMove let the thing drop more than 24 units. */
  felldown = false;
  readonly spechit: (Line | null)[] = new Array<Line | null>(MAXSPECIALCROSS).fill(null);
  numspechit = 0;
  // P_LineOpening's
  opentop = 0;
  openbottom = 0;
  openrange = 0;
  lowfloor = 0;
  // the trace
  traceX = 0;
  traceY = 0;
  traceDx = 0;
  traceDy = 0;
  earlyout = false;
  /** P_PathTraverse's flags (PT_ADDLINES, PT_ADDTHINGS) for the block visits. */
  ptflags = 0;
  /** Things looked at by blockThingsIterator so far (moves, attacks, searches): with the thinker
   *  updates, the work a headless run is budgeted by (tools/work-budget.ts). */
  thingVisits = 0;
  readonly intercepts: Intercept[] = Array.from({ length: MAXINTERCEPTS }, () => new Intercept());
  interceptCount = 0;
  // P_SlideMove's
  bestslidefrac = 0;
  secondslidefrac = 0;
  bestslideline: Line | null = null;
  secondslideline: Line | null = null;
  slidemo: Mobj | null = null;
  tmxmove = 0;
  tmymove = 0;
  // attacks
  linetarget: Mobj | null = null;
  shootthing: Mobj | null = null;
  shootz = 0;
  laDamage = 0;
  attackrange = 0;
  aimslope = 0;
  topslope = 0;
  bottomslope = 0;
  /** Portals (not DOOM's): an aim gone on through a portal measures its slopes from its origin, this far
   *  behind the trace's start (in the trace's space); 0 for DOOM's own traces. */
  aimdist0 = 0;
  usething: Mobj | null = null;
  bombsource: Mobj | null = null;
  bombspot: Mobj | null = null;
  bombdamage = 0;
  crushchange = false;
  nofit = false;
}

/** P_PointOnDivlineSide against the scratch's trace line or any (x, y, dx, dy). */
export function pointOnDivlineSide(x: number, y: number, lx: number, ly: number, ldx: number, ldy: number): number {
  if (ldx === 0) {
    if (x <= lx) return ldy > 0 ? 1 : 0;
    return ldy < 0 ? 1 : 0;
  }
  if (ldy === 0) {
    if (y <= ly) return ldx < 0 ? 1 : 0;
    return ldx > 0 ? 1 : 0;
  }
  const dx = (x - lx) | 0, dy = (y - ly) | 0;
  if ((ldy ^ ldx ^ dx ^ dy) & 0x80000000) return (ldy ^ dx) & 0x80000000 ? 1 : 0;
  const left = fixedMul(ldy >> 8, dx >> 8);
  const right = fixedMul(dy >> 8, ldx >> 8);
  return right < left ? 0 : 1;
}

/** P_InterceptVector: the fraction along v2 (the trace) where it meets v1; `wide`: PrBoom 2.4's 64-bit one (complevel 15 on). */
export function interceptVector(
  v2x: number, v2y: number, v2dx: number, v2dy: number, v1x: number, v1y: number, v1dx: number, v1dy: number, wide = false,
): number {
  if (wide) return interceptVector64(v2x, v2y, v2dx, v2dy, v1x, v1y, v1dx, v1dy);
  const den = (fixedMul(v1dy >> 8, v2dx) - fixedMul(v1dx >> 8, v2dy)) | 0;
  if (den === 0) return 0;
  const num = (fixedMul(((v1x - v2x) | 0) >> 8, v1dy) + fixedMul(((v2y - v1y) | 0) >> 8, v1dx)) | 0;
  return fixedDiv(num, den);
}

/** P_LineOpening: fills opentop, openbottom, openrange and lowfloor for a line. */
export function lineOpening(tm: MapScratch, ld: Line): void {
  if (ld.side1 === -1) {
    tm.openrange = 0;
    return;
  }
  const front = ld.frontsector!, back = ld.backsector!;
  tm.opentop = front.ceilingheight < back.ceilingheight ? front.ceilingheight : back.ceilingheight;
  if (front.floorheight > back.floorheight) {
    tm.openbottom = front.floorheight;
    tm.lowfloor = back.floorheight;
  } else {
    tm.openbottom = back.floorheight;
    tm.lowfloor = front.floorheight;
  }
  tm.openrange = (tm.opentop - tm.openbottom) | 0;
}

/** P_UnsetThingPosition: out of its sector's and its block's lists. */
export function unsetThingPosition(ps: SimState, thing: Mobj): void {
  if (!(thing.flags & MF.NOSECTOR)) {
    if (thing.snext !== null) thing.snext.sprev = thing.sprev;
    if (thing.sprev !== null) thing.sprev.snext = thing.snext;
    else thing.sector.thinglist = thing.snext;
    if (!ps.compat.vanilla) takeSecList(ps, thing);
  }
  if (!(thing.flags & MF.NOBLOCKMAP)) {
    if (thing.bnext !== null) thing.bnext.bprev = thing.bprev;
    if (thing.bprev !== null) thing.bprev.bnext = thing.bnext;
    else if (!ps.compat.vanilla) {
      // Boom's links remember the block's head the thing was put in (MBF moves an ice walker's x
      // back without relinking it).
      if (thing.blocknum >= 0) ps.level.blocklinks[thing.blocknum] = thing.bnext;
    } else {
      const lv = ps.level;
      const bx = (thing.x - lv.bmaporgx) >> MAPBLOCKSHIFT, by = (thing.y - lv.bmaporgy) >> MAPBLOCKSHIFT;
      if (bx >= 0 && bx < lv.bmapwidth && by >= 0 && by < lv.bmapheight) lv.blocklinks[by * lv.bmapwidth + bx] = thing.bnext;
    }
    thing.blocknum = -1;
  }
}

/** P_SetThingPosition: finds the thing's sector and puts it at the head of the sector's and block's lists. */
export function setThingPosition(ps: SimState, thing: Mobj): void {
  const lv = ps.level;
  const sec = lv.pointInSector(thing.x, thing.y);
  thing.sector = sec;
  if (!(thing.flags & MF.NOSECTOR)) {
    thing.sprev = null;
    thing.snext = sec.thinglist;
    if (sec.thinglist !== null) sec.thinglist.sprev = thing;
    sec.thinglist = thing;
    if (!ps.compat.vanilla) createSecNodeList(ps, thing);
  }
  if (!(thing.flags & MF.NOBLOCKMAP)) {
    const bx = (thing.x - lv.bmaporgx) >> MAPBLOCKSHIFT, by = (thing.y - lv.bmaporgy) >> MAPBLOCKSHIFT;
    if (bx >= 0 && bx < lv.bmapwidth && by >= 0 && by < lv.bmapheight) {
      const i = by * lv.bmapwidth + bx;
      thing.blocknum = i;
      thing.bprev = null;
      thing.bnext = lv.blocklinks[i];
      if (thing.bnext !== null) thing.bnext.bprev = thing;
      lv.blocklinks[i] = thing;
    } else {
      thing.bnext = null;
      thing.bprev = null;
      thing.blocknum = -1;
    }
  }
}

/** P_BlockLinesIterator: each line of block (x, y) not yet seen this validcount; false if fn stopped. */
export function blockLinesIterator(ps: SimState, x: number, y: number, fn: LineFn): boolean {
  const lv = ps.level;
  if (x < 0 || y < 0 || x >= lv.bmapwidth || y >= lv.bmapheight) return true;
  const list = lv.blockLines;
  const lines = lv.lines, vc = ps.validcount;
  // Boom skips each list's first word (the leading 0 vanilla reads as line 0), whatever it holds.
  const first = lv.blockStart[y * lv.bmapwidth + x] + (lv.blockListsHaveHead && !ps.compat.vanilla ? 1 : 0);
  for (let i = first; i < list.length; i++) {
    const n = list[i];
    if (n === -1) break;
    if (n >= lines.length) continue;
    const ld = lines[n];
    if (ld.validcount === vc) continue;
    ld.validcount = vc;
    if (!fn(ps, ld)) return false;
  }
  return true;
}

/** P_BlockThingsIterator: each thing linked in block (x, y), head first. */
export function blockThingsIterator(ps: SimState, x: number, y: number, fn: ThingFn): boolean {
  const lv = ps.level;
  if (x < 0 || y < 0 || x >= lv.bmapwidth || y >= lv.bmapheight) return true;
  for (let mo = lv.blocklinks[y * lv.bmapwidth + x]; mo !== null; mo = mo.bnext) {
    ps.tm.thingVisits++;
    if (!fn(ps, mo)) return false;
  }
  return true;
}

function addLineIntercepts(ps: SimState, ld: Line): boolean {
  const tm = ps.tm;
  let s1: number, s2: number;
  if (tm.traceDx > FRACUNIT * 16 || tm.traceDy > FRACUNIT * 16 || tm.traceDx < -FRACUNIT * 16 || tm.traceDy < -FRACUNIT * 16) {
    s1 = pointOnDivlineSide(ld.v1x, ld.v1y, tm.traceX, tm.traceY, tm.traceDx, tm.traceDy);
    s2 = pointOnDivlineSide(ld.v2x, ld.v2y, tm.traceX, tm.traceY, tm.traceDx, tm.traceDy);
  } else {
    s1 = pointOnLineSide(tm.traceX, tm.traceY, ld);
    s2 = pointOnLineSide((tm.traceX + tm.traceDx) | 0, (tm.traceY + tm.traceDy) | 0, ld);
  }
  if (s1 === s2) return true;
  const frac = interceptVector(tm.traceX, tm.traceY, tm.traceDx, tm.traceDy, ld.v1x, ld.v1y, ld.dx, ld.dy, ps.compat.complevel >= COMPLEVEL_PRBOOM4);
  if (frac < 0) return true;
  if (tm.earlyout && frac < FRACUNIT && ld.backsector === null) return false;
  if (tm.interceptCount >= MAXINTERCEPTS) return true;
  const it = tm.intercepts[tm.interceptCount++];
  it.frac = frac;
  it.isaline = true;
  it.line = ld;
  it.thing = null;
  return true;
}

function addThingIntercepts(ps: SimState, thing: Mobj): boolean {
  const tm = ps.tm;
  const tracepositive = (tm.traceDx ^ tm.traceDy) > 0;
  const x1 = (thing.x - thing.radius) | 0, x2 = (thing.x + thing.radius) | 0;
  let y1: number, y2: number;
  if (tracepositive) {
    y1 = (thing.y + thing.radius) | 0;
    y2 = (thing.y - thing.radius) | 0;
  } else {
    y1 = (thing.y - thing.radius) | 0;
    y2 = (thing.y + thing.radius) | 0;
  }
  const s1 = pointOnDivlineSide(x1, y1, tm.traceX, tm.traceY, tm.traceDx, tm.traceDy);
  const s2 = pointOnDivlineSide(x2, y2, tm.traceX, tm.traceY, tm.traceDx, tm.traceDy);
  if (s1 === s2) return true;
  const frac = interceptVector(tm.traceX, tm.traceY, tm.traceDx, tm.traceDy, x1, y1, (x2 - x1) | 0, (y2 - y1) | 0, ps.compat.complevel >= COMPLEVEL_PRBOOM4);
  if (frac < 0) return true;
  if (tm.interceptCount >= MAXINTERCEPTS) return true;
  const it = tm.intercepts[tm.interceptCount++];
  it.frac = frac;
  it.isaline = false;
  it.line = null;
  it.thing = thing;
  return true;
}

/** P_TraverseIntercepts: calls fn on the intercepts nearest first, up to maxfrac. */
function traverseIntercepts(ps: SimState, fn: TraverseFn, maxfrac: number): boolean {
  const tm = ps.tm, list = tm.intercepts, n = tm.interceptCount;
  let count = n;
  while (count-- > 0) {
    let dist = INT_MAX;
    let best: Intercept | null = null;
    for (let i = 0; i < n; i++) {
      if (list[i].frac < dist) {
        dist = list[i].frac;
        best = list[i];
      }
    }
    if (dist > maxfrac) return true;
    if (best === null) return true;
    if (!fn(ps, best)) return false;
    best.frac = INT_MAX;
  }
  return true;
}

/** Moves a trace's start off a block edge, as P_PathTraverse does ("don't side exactly on a line"). */
export function offBlockEdge(org: number, v: number): number {
  return ((v - org) & (MAPBLOCKSIZE - 1)) === 0 ? (v + FRACUNIT) | 0 : v;
}

export type BlockFn = (ps: SimState, bx: number, by: number) => boolean;

/**
 * P_PathTraverse's walk over the blocks from (x1, y1) (already off a block edge) to (x2, y2): the
 * blocks the segment passes, in order, stepped in DOOM's fixed point, at most 64; `visit` on each.
 * False as soon as a visit says stop.
 */
export function walkBlocks(ps: SimState, x1: number, y1: number, x2: number, y2: number, visit: BlockFn): boolean {
  const lv = ps.level;
  x1 = (x1 - lv.bmaporgx) | 0;
  y1 = (y1 - lv.bmaporgy) | 0;
  const xt1 = x1 >> MAPBLOCKSHIFT, yt1 = y1 >> MAPBLOCKSHIFT;
  x2 = (x2 - lv.bmaporgx) | 0;
  y2 = (y2 - lv.bmaporgy) | 0;
  const xt2 = x2 >> MAPBLOCKSHIFT, yt2 = y2 >> MAPBLOCKSHIFT;
  let mapxstep: number, mapystep: number, partial: number, xstep: number, ystep: number;
  if (xt2 > xt1) {
    mapxstep = 1;
    partial = FRACUNIT - ((x1 >> MAPBTOFRAC) & (FRACUNIT - 1));
    ystep = fixedDiv((y2 - y1) | 0, Math.abs((x2 - x1) | 0) | 0);
  } else if (xt2 < xt1) {
    mapxstep = -1;
    partial = (x1 >> MAPBTOFRAC) & (FRACUNIT - 1);
    ystep = fixedDiv((y2 - y1) | 0, Math.abs((x2 - x1) | 0) | 0);
  } else {
    mapxstep = 0;
    partial = FRACUNIT;
    ystep = 256 * FRACUNIT;
  }
  let yintercept = ((y1 >> MAPBTOFRAC) + fixedMul(partial, ystep)) | 0;
  if (yt2 > yt1) {
    mapystep = 1;
    partial = FRACUNIT - ((y1 >> MAPBTOFRAC) & (FRACUNIT - 1));
    xstep = fixedDiv((x2 - x1) | 0, Math.abs((y2 - y1) | 0) | 0);
  } else if (yt2 < yt1) {
    mapystep = -1;
    partial = (y1 >> MAPBTOFRAC) & (FRACUNIT - 1);
    xstep = fixedDiv((x2 - x1) | 0, Math.abs((y2 - y1) | 0) | 0);
  } else {
    mapystep = 0;
    partial = FRACUNIT;
    xstep = 256 * FRACUNIT;
  }
  let xintercept = ((x1 >> MAPBTOFRAC) + fixedMul(partial, xstep)) | 0;
  let mapx = xt1, mapy = yt1;
  for (let count = 0; count < 64; count++) {
    if (!visit(ps, mapx, mapy)) return false;
    if (mapx === xt2 && mapy === yt2) break;
    if (yintercept >> FRACBITS === mapy) {
      yintercept = (yintercept + ystep) | 0;
      mapx += mapxstep;
    } else if (xintercept >> FRACBITS === mapx) {
      xintercept = (xintercept + xstep) | 0;
      mapy += mapystep;
    }
  }
  return true;
}

/** One block of a path traverse: its lines and/or things into the intercepts (ps.tm.ptflags). */
function addBlockIntercepts(ps: SimState, bx: number, by: number): boolean {
  const flags = ps.tm.ptflags;
  if (flags & PT_ADDLINES && !blockLinesIterator(ps, bx, by, addLineIntercepts)) return false;
  if (flags & PT_ADDTHINGS && !blockThingsIterator(ps, bx, by, addThingIntercepts)) return false;
  return true;
}

/** P_PathTraverse: the blocks from (x1, y1) to (x2, y2), their lines and/or things, then fn nearest first. */
export function pathTraverse(ps: SimState, x1: number, y1: number, x2: number, y2: number, flags: number, fn: TraverseFn): boolean {
  const tm = ps.tm, lv = ps.level;
  tm.earlyout = (flags & PT_EARLYOUT) !== 0;
  tm.ptflags = flags;
  ps.validcount++;
  tm.interceptCount = 0;
  x1 = offBlockEdge(lv.bmaporgx, x1);
  y1 = offBlockEdge(lv.bmaporgy, y1);
  tm.traceX = x1;
  tm.traceY = y1;
  tm.traceDx = (x2 - x1) | 0;
  tm.traceDy = (y2 - y1) | 0;
  if (!walkBlocks(ps, x1, y1, x2, y2, addBlockIntercepts)) return false;
  return traverseIntercepts(ps, fn, FRACUNIT);
}
