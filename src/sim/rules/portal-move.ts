// Portals in DOOM's playsim (DOOM has none: everything here is this project's rule, kept apart from
// the files that re-express DOOM, which call in through a few marked hooks). A portal links the
// front side of linedef A to the front side of linedef B (src/world/portals.ts); the World gives
// each linked side a similarity (sidePortalXf: matrix, translation, floor shift) from A's space
// into B's. The rules:
//
// - Collision. A portal line, or a portal's exit line, seen from its front (the thing's centre on
//   the front side) neither blocks a box nor bounds its floor and ceiling: what lies beyond is the
//   target's space, checked when the centre gets there. From its back a line is as DOOM has it (a
//   one-sided exit of a one-way portal is a wall a box may lean into up to its radius, never cross).
// - Crossing. When a move (P_TryMove) takes a thing's centre across a portal line from its front
//   (front before, back after, the move's segment meeting the line between its ends; the nearest
//   such line when several), the move is made in the target's space instead: the destination goes
//   through the similarity and is rounded to 16.16 (Math.round of map units · 65536, | 0; nudged
//   by 1/65536 steps onto the front of the exit line if rounding left it on or behind it), the angle
//   turns by the similarity's rotation as a binary angle (added, >>> 0), the momentum turns (and
//   scales) with it (Math.round, | 0), z moves by the floor shift (XF_DZ in 16.16; a player's view
//   too), and DOOM's position check and height rules run there (blocking walls and things near the
//   exit, steps, fit) — all or nothing, as P_TryMove is. Walk-over lines crossed on the way fire:
//   first those the centre crossed from its start to the portal (whose box there touches them),
//   then the portal line's own special, then those crossed from the exit to the destination
//   (DOOM's spechit in the target's space); each as P_CrossSpecialLine from the side it came from.
//   A move DOOM splits in two (P_XYMovement) turns its second half with the thing.
// - Traces. Use and gunfire (P_UseLines, P_LineAttack) that meet a portal line from its front go
//   on from the crossing point in the target's space, to the image of their end (so what is left of
//   the range, scaled): the use from there, a shot with its height moved by the floor shift and its
//   slope divided by the scale (heights are not scaled). A special on the portal line is used or
//   shot first (a use then stops, as DOOM's does). At most MAX_TRACE_HOPS portals per trace.
//   Autoaim (P_AimLineAttack) stops at a portal: nothing beyond it is aimed at.
// - A missile spawned with its half step (P_CheckMissileSpawn) across a portal goes through it.
//
// Maps without portals take none of these paths: every hook answers from one test (no portal
// lines), so DOOM's game is unchanged. Allocation-free per tic: the tables are built once per World
// (again when an authoring edit attaches a rebuilt one) and the scratch is preallocated.
import { FRACUNIT, fixedMul } from '../base/fixed.js';
import { MF } from '../../defs/doom/things-info.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, MAPBLOCKSHIFT, type Line } from '../base/level.js';
import { MAXSPECIALCROSS, blockLinesIterator, interceptVector, pathTraverse, pointOnDivlineSide, setThingPosition, unsetThingPosition, type TraverseFn } from '../base/map-util.js';
import { boxOnLineSide, pointOnLineSide } from '../base/line-side.js';
import { checkPosition } from './map-move.js';
import { explodeMissile } from './mobj.js';
import { type Mobj } from '../base/thing.js';
import { crossSpecialLine } from './specials.js';
import type { SimState } from '../base/sim-state.js';
import { PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World } from '../../world/world.js';

/** Portals a use or a shot may go through. */
export const MAX_TRACE_HOPS = 8;

/** portalTryMove's answers. */
export const PORTAL_NOT_CROSSED = -1;
export const PORTAL_BLOCKED = 0;
export const PORTAL_MOVED = 1;

// Per portal slot, XF_WORDS numbers: the similarity, the floor shift in 16.16 and the scale.
const XF_WORDS = 8;
const W_M00 = 0, W_M01 = 1, W_M10 = 2, W_M11 = 3, W_TX = 4, W_TY = 5, W_DZ = 6, W_SCALE = 7;
const TWO_PI_TO_ANGLE = 4294967296 / (2 * Math.PI);

/** The portal tables of one World as the playsim reads them (by DOOM line index), and the scratch. */
export class PortalLinks {
  readonly world: World;
  /** Portal lines (their front linked): count of them; per slot its line, its exit line, transform. */
  readonly count: number;
  readonly slotLine: Int32Array;
  readonly slotTarget: Int32Array;
  readonly slotXf: Float64Array;
  /** Per slot: the similarity's rotation as a binary angle. */
  readonly slotTurn: Uint32Array;
  /** Per line: its slot, -1 when its front is no portal (empty when the map has no portals). */
  readonly lineSlot: Int32Array;
  /** Per line: 1 when a box whose centre is on its front passes it (a portal line or a portal's exit). */
  readonly lineOpen: Uint8Array;

  /** Crossings made so far (P_XYMovement and P_SlideMove see whether a step went through one). */
  crossings = 0;
  /** The slot of the last crossing. */
  lastSlot = -1;
  // A trace stopped at a portal: its slot and the fraction along the trace (-1: none).
  hitSlot = -1;
  hitFrac = 0;
  /** Portals the current use or shot has gone through (0: DOOM's own trace). */
  traceHop = 0;
  // The crossing found by findCrossing and the points of a move through a portal (16.16).
  crossFrac = 0;
  ox = 0;
  oy = 0;
  px = 0;
  py = 0;
  outX = 0;
  outY = 0;
  crossLine: Line | null = null;
  /** The box at the crossing point, for the walk-over lines before it. */
  readonly box = new Int32Array(4);
  /** Walk-over lines of the two legs of a move through a portal. */
  readonly before: (Line | null)[] = new Array<Line | null>(MAXSPECIALCROSS).fill(null);
  beforeCount = 0;
  readonly after: (Line | null)[] = new Array<Line | null>(MAXSPECIALCROSS).fill(null);
  afterCount = 0;

  constructor(world: World) {
    this.world = world;
    const slots: number[] = [];
    const targets: number[] = [];
    const n = world.lineCount;
    const xf = world.sidePortalXf;
    for (let l = 0; l < n; l++) {
      const a = world.linePieceStart[l * 2], b = world.linePieceStart[l * 2 + 1];
      if (a >= b) continue;
      const s = world.linePieces[a];
      if (!(world.sideFlags[s] & SideFlags.PORTAL)) continue;
      const tq = world.sidePortalQe[s];
      if (tq < 0) continue;
      const ts = world.qeSide[tq];
      const tl = ts >= 0 ? world.sideLinedef[ts] : -1;
      if (tl < 0 || tl === l) continue;
      const o = s * PORTAL_XF_STRIDE;
      let finite = true;
      for (let k = 0; k < PORTAL_XF_STRIDE; k++) if (!Number.isFinite(xf[o + k])) finite = false;
      if (!finite || xf[o + XF_M00] * xf[o + XF_M11] - xf[o + XF_M01] * xf[o + XF_M10] <= 0) continue;
      slots.push(l, s);
      targets.push(tl);
    }
    this.count = targets.length;
    this.slotLine = new Int32Array(this.count);
    this.slotTarget = Int32Array.from(targets);
    this.slotXf = new Float64Array(this.count * XF_WORDS);
    this.slotTurn = new Uint32Array(this.count);
    this.lineSlot = new Int32Array(this.count > 0 ? n : 0).fill(-1);
    this.lineOpen = new Uint8Array(this.count > 0 ? n : 0);
    for (let k = 0; k < this.count; k++) {
      const l = slots[k * 2], o = slots[k * 2 + 1] * PORTAL_XF_STRIDE, w = k * XF_WORDS;
      this.slotLine[k] = l;
      this.lineSlot[l] = k;
      this.lineOpen[l] = 1;
      this.lineOpen[targets[k]] = 1;
      const m00 = xf[o + XF_M00], m10 = xf[o + XF_M10];
      this.slotXf[w + W_M00] = m00;
      this.slotXf[w + W_M01] = xf[o + XF_M01];
      this.slotXf[w + W_M10] = m10;
      this.slotXf[w + W_M11] = xf[o + XF_M11];
      this.slotXf[w + W_TX] = xf[o + XF_TX];
      this.slotXf[w + W_TY] = xf[o + XF_TY];
      this.slotXf[w + W_DZ] = Math.round(xf[o + XF_DZ] * FRACUNIT) | 0;
      this.slotXf[w + W_SCALE] = Math.hypot(m00, m10);
      this.slotTurn[k] = Math.round(Math.atan2(m10, m00) * TWO_PI_TO_ANGLE) >>> 0;
    }
  }

  /** The point (x, y) (16.16) through slot k's similarity, rounded to 16.16: into outX, outY. */
  transform(k: number, x: number, y: number): void {
    const w = k * XF_WORDS, xf = this.slotXf;
    const ux = x / FRACUNIT, uy = y / FRACUNIT;
    this.outX = Math.round((xf[w + W_M00] * ux + xf[w + W_M01] * uy + xf[w + W_TX]) * FRACUNIT) | 0;
    this.outY = Math.round((xf[w + W_M10] * ux + xf[w + W_M11] * uy + xf[w + W_TY]) * FRACUNIT) | 0;
  }

  /** A vector (16.16) turned and scaled by slot k's similarity: into outX, outY. */
  turn(k: number, x: number, y: number): void {
    const w = k * XF_WORDS, xf = this.slotXf;
    this.outX = Math.round(xf[w + W_M00] * x + xf[w + W_M01] * y) | 0;
    this.outY = Math.round(xf[w + W_M10] * x + xf[w + W_M11] * y) | 0;
  }

  /** Nudges (outX, outY) onto the front of `line` when rounding left it on or behind it. */
  toFront(line: Line): void {
    const sx = line.dy > 0 ? 1 : line.dy < 0 ? -1 : 0, sy = line.dx > 0 ? -1 : line.dx < 0 ? 1 : 0;
    for (let step = 1, i = 0; i < 24 && pointOnLineSide(this.outX, this.outY, line) !== 0; i++, step *= 2) {
      this.outX = (this.outX + sx * step) | 0;
      this.outY = (this.outY + sy * step) | 0;
    }
  }
}

// The last SimState's tables (the common case: one game at a time), then a map by SimState.
let lastPs: SimState | null = null;
let lastLinks: PortalLinks | null = null;
const byPlaysim = new WeakMap<SimState, PortalLinks>();

/** The portal tables for the game's current World (rebuilt when a rebuilt World is attached). */
export function portalLinks(ps: SimState): PortalLinks {
  const c = lastLinks;
  if (lastPs === ps && c !== null && c.world === ps.world) return c;
  let pl = byPlaysim.get(ps);
  if (pl === undefined || pl.world !== ps.world) {
    pl = new PortalLinks(ps.world);
    byPlaysim.set(ps, pl);
  }
  lastPs = ps;
  lastLinks = pl;
  return pl;
}

// ---------------------------------------------------------------- collision hooks

/** Hook of PIT_CheckLine (and P_SlideMove's traces): true when `ld` is a portal or a portal's exit
 *  and (x, y) is on its front: it neither blocks nor bounds the heights there. */
export function portalOpen(ps: SimState, ld: Line, x: number, y: number): boolean {
  const pl = portalLinks(ps);
  return pl.count !== 0 && pl.lineOpen[ld.index] !== 0 && pointOnLineSide(x, y, ld) === 0;
}

/** Portal crossings made so far: a step that changed it went through a portal. */
export function portalCrossings(ps: SimState): number {
  return portalLinks(ps).crossings;
}

/** The rest (dx, dy) of a split move turned by the last crossing's portal: x part. */
export function portalTurnX(ps: SimState, dx: number, dy: number): number {
  const pl = portalLinks(ps);
  pl.turn(pl.lastSlot, dx, dy);
  return pl.outX;
}

/** The rest (dx, dy) of a split move turned by the last crossing's portal: y part. */
export function portalTurnY(ps: SimState, dx: number, dy: number): number {
  const pl = portalLinks(ps);
  pl.turn(pl.lastSlot, dx, dy);
  return pl.outY;
}

/** The nearest portal line the move (ox, oy) → (x, y) crosses from its front: its slot (crossFrac
 *  set: the fraction of the move), or -1. */
function findCrossing(ps: SimState, pl: PortalLinks, ox: number, oy: number, x: number, y: number): number {
  if (ox === x && oy === y) return -1;
  const lines = ps.level.lines;
  const dx = (x - ox) | 0, dy = (y - oy) | 0;
  const left = ox < x ? ox : x, right = ox < x ? x : ox, bottom = oy < y ? oy : y, top = oy < y ? y : oy;
  let best = -1, bestFrac = 0;
  for (let k = 0; k < pl.count; k++) {
    const ld = lines[pl.slotLine[k]];
    if (right < ld.bbox[BOXLEFT] || left > ld.bbox[BOXRIGHT] || top < ld.bbox[BOXBOTTOM] || bottom > ld.bbox[BOXTOP]) continue;
    if (pointOnLineSide(ox, oy, ld) !== 0 || pointOnLineSide(x, y, ld) !== 1) continue;
    // The move's segment meets the line between its ends.
    if (pointOnDivlineSide(ld.v1x, ld.v1y, ox, oy, dx, dy) === pointOnDivlineSide(ld.v2x, ld.v2y, ox, oy, dx, dy)) continue;
    const frac = interceptVector(ox, oy, dx, dy, ld.v1x, ld.v1y, ld.dx, ld.dy);
    if (best < 0 || frac < bestFrac) {
      best = k;
      bestFrac = frac;
    }
  }
  pl.crossFrac = bestFrac < 0 ? 0 : bestFrac > FRACUNIT ? FRACUNIT : bestFrac;
  return best;
}

/** The SimState whose move is collecting walk-over lines (a LineFn takes no other argument). */
let collecting: PortalLinks | null = null;

/** Walk-over lines the centre crossed from the move's start to the portal (the box at the crossing touches them). */
function collectBefore(_ps: SimState, ld: Line): boolean {
  const pl = collecting!, box = pl.box;
  if (ld.special === 0 || ld === pl.crossLine || ld.backsector === null) return true;
  if (box[BOXRIGHT] <= ld.bbox[BOXLEFT] || box[BOXLEFT] >= ld.bbox[BOXRIGHT]
    || box[BOXTOP] <= ld.bbox[BOXBOTTOM] || box[BOXBOTTOM] >= ld.bbox[BOXTOP]) return true;
  if (boxOnLineSide(box, ld) !== -1) return true;
  if (pointOnLineSide(pl.ox, pl.oy, ld) === pointOnLineSide(pl.px, pl.py, ld)) return true;
  if (pl.beforeCount < MAXSPECIALCROSS) pl.before[pl.beforeCount++] = ld;
  return true;
}

/**
 * Hook of P_TryMove: the move of `thing` to (x, y) when its centre crosses a portal line from its
 * front (see the rules above): PORTAL_MOVED or PORTAL_BLOCKED; PORTAL_NOT_CROSSED when it crosses
 * none (DOOM's move goes on).
 */
export function portalTryMove(ps: SimState, thing: Mobj, x: number, y: number): number {
  const pl = portalLinks(ps);
  if (pl.count === 0) return PORTAL_NOT_CROSSED;
  const ox = thing.x, oy = thing.y;
  const k = findCrossing(ps, pl, ox, oy, x, y);
  if (k < 0) return PORTAL_NOT_CROSSED;
  const tm = ps.tm, lines = ps.level.lines;
  const line = lines[pl.slotLine[k]], exit = lines[pl.slotTarget[k]];
  const f = pl.crossFrac;
  const px = (ox + fixedMul((x - ox) | 0, f)) | 0, py = (oy + fixedMul((y - oy) | 0, f)) | 0;
  // Where the centre comes out (on the exit line) and where it ends, in the target's space.
  pl.transform(k, px, py);
  pl.toFront(exit);
  const ex = pl.outX, ey = pl.outY;
  pl.transform(k, x, y);
  pl.toFront(exit);
  const nx = pl.outX, ny = pl.outY;
  const dz = pl.slotXf[k * XF_WORDS + W_DZ];
  // DOOM's P_TryMove there, with the thing's feet where they come out.
  const oldz = thing.z;
  thing.z = (oldz + dz) | 0;
  tm.floatok = false;
  if (!checkPosition(ps, thing, nx, ny)) {
    thing.z = oldz;
    return PORTAL_BLOCKED;
  }
  if (!(thing.flags & MF.NOCLIP)) {
    let ok = ((tm.tmceilingz - tm.tmfloorz) | 0) >= thing.height;
    if (ok) {
      tm.floatok = true;
      if (!(thing.flags & MF.TELEPORT) && ((tm.tmceilingz - thing.z) | 0) < thing.height) ok = false;
      else if (!(thing.flags & MF.TELEPORT) && ((tm.tmfloorz - thing.z) | 0) > 24 * FRACUNIT) ok = false;
      else if (!(thing.flags & (MF.DROPOFF | MF.FLOAT)) && ((tm.tmfloorz - tm.tmdropoffz) | 0) > 24 * FRACUNIT) ok = false;
    }
    if (!ok) {
      thing.z = oldz;
      return PORTAL_BLOCKED;
    }
  }
  // The walk-over lines beyond the portal (DOOM's spechit there), kept before anything else checks.
  pl.afterCount = tm.numspechit < MAXSPECIALCROSS ? tm.numspechit : MAXSPECIALCROSS;
  for (let i = 0; i < pl.afterCount; i++) pl.after[i] = tm.spechit[i];
  tm.numspechit = 0;
  // Through: the thing in its new place, turned.
  unsetThingPosition(ps, thing);
  thing.floorz = tm.tmfloorz;
  thing.ceilingz = tm.tmceilingz;
  thing.x = nx;
  thing.y = ny;
  thing.angle = (thing.angle + pl.slotTurn[k]) >>> 0;
  pl.turn(k, thing.momx, thing.momy);
  thing.momx = pl.outX;
  thing.momy = pl.outY;
  setThingPosition(ps, thing);
  if (thing.player !== null) thing.player.viewz = (thing.player.viewz + dz) | 0;
  pl.crossings++;
  pl.lastSlot = k;
  if (thing.flags & (MF.TELEPORT | MF.NOCLIP)) return PORTAL_MOVED;

  // Walk-over lines: from the start to the portal (the box at the crossing point touches them)...
  pl.ox = ox; pl.oy = oy; pl.px = px; pl.py = py; pl.crossLine = line;
  const box = pl.box, lv = ps.level;
  box[BOXTOP] = (py + thing.radius) | 0;
  box[BOXBOTTOM] = (py - thing.radius) | 0;
  box[BOXRIGHT] = (px + thing.radius) | 0;
  box[BOXLEFT] = (px - thing.radius) | 0;
  pl.beforeCount = 0;
  collecting = pl;
  ps.validcount++;
  const xl = (box[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT, xh = (box[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
  const yl = (box[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT, yh = (box[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT;
  for (let bx = xl; bx <= xh; bx++) for (let by = yl; by <= yh; by++) blockLinesIterator(ps, bx, by, collectBefore);
  collecting = null;
  // (a special fired on the way may teleport the thing: the rest are then not crossed)
  while (pl.beforeCount > 0 && thing.x === nx && thing.y === ny) {
    const ld = pl.before[--pl.beforeCount]!;
    if (ld.special !== 0) crossSpecialLine(ps, ld, pointOnLineSide(ox, oy, ld), thing);
  }
  pl.beforeCount = 0;
  // ...the portal line itself, from its front...
  if (line.special !== 0 && thing.x === nx && thing.y === ny) crossSpecialLine(ps, line, 0, thing);
  // ...and from the exit to the destination (last found first, as DOOM takes its spechit).
  while (pl.afterCount > 0 && thing.x === nx && thing.y === ny) {
    const ld = pl.after[--pl.afterCount]!;
    const side = pointOnLineSide(nx, ny, ld), oldside = pointOnLineSide(ex, ey, ld);
    if (side !== oldside && ld.special !== 0) crossSpecialLine(ps, ld, oldside, thing);
  }
  pl.afterCount = 0;
  return PORTAL_MOVED;
}

/** Hook of P_CheckMissileSpawn: the missile's half step from (ox, oy) to where it now is crossed a
 *  portal: it goes through (or explodes where it stood); true when so handled. */
export function portalSpawnStep(ps: SimState, th: Mobj, ox: number, oy: number): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0) return false;
  const x = th.x, y = th.y;
  if (findCrossing(ps, pl, ox, oy, x, y) < 0) return false;
  // Linked where it was spawned: back there, then the move through the portal.
  th.x = ox;
  th.y = oy;
  if (portalTryMove(ps, th, x, y) !== PORTAL_MOVED) explodeMissile(ps, th);
  return true;
}

// ---------------------------------------------------------------- trace hooks

/** Hook of the use and shot traversals: `li`, met at `frac`, is a portal seen from the trace's
 *  start: the trace stops there and portalTraceOn goes on beyond it. */
export function portalTraceHit(ps: SimState, li: Line, frac: number): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0) return false;
  const k = pl.lineSlot[li.index];
  if (k < 0 || pointOnLineSide(ps.tm.traceX, ps.tm.traceY, li) !== 0) return false;
  pl.hitSlot = k;
  pl.hitFrac = frac;
  return true;
}

/** Hook of the aim traversal: true when `li` is a portal seen from the trace's start (the aim stops). */
export function portalAhead(ps: SimState, li: Line): boolean {
  const pl = portalLinks(ps);
  return pl.count !== 0 && pl.lineSlot[li.index] >= 0 && pointOnLineSide(ps.tm.traceX, ps.tm.traceY, li) === 0;
}

/** Hook of P_UseSpecialLine's caller: the side `user` uses `li` from — DOOM's, or past a portal,
 *  that of the point the use came out at. */
export function portalUseSide(ps: SimState, user: Mobj, li: Line): number {
  if (portalLinks(ps).traceHop === 0) return pointOnLineSide(user.x, user.y, li);
  return pointOnLineSide(ps.tm.traceX, ps.tm.traceY, li);
}

/**
 * Hook after P_UseLines' and P_LineAttack's trace: when it stopped at a portal, the trace goes on
 * from the crossing point in the target's space to the image of its end, with `fn` (a shot with its
 * height, range and slope carried over); up to MAX_TRACE_HOPS portals.
 */
export function portalTraceOn(ps: SimState, flags: number, fn: TraverseFn, shot: boolean): void {
  const pl = portalLinks(ps);
  if (pl.hitSlot < 0) return;
  const tm = ps.tm, lines = ps.level.lines;
  for (let hop = 1; hop <= MAX_TRACE_HOPS && pl.hitSlot >= 0; hop++) {
    const k = pl.hitSlot, frac = pl.hitFrac;
    pl.hitSlot = -1;
    const exit = lines[pl.slotTarget[k]];
    const x0 = tm.traceX, y0 = tm.traceY, dx = tm.traceDx, dy = tm.traceDy;
    pl.transform(k, (x0 + fixedMul(dx, frac)) | 0, (y0 + fixedMul(dy, frac)) | 0);
    pl.toFront(exit);
    const sx = pl.outX, sy = pl.outY;
    pl.transform(k, (x0 + dx) | 0, (y0 + dy) | 0);
    const ex = pl.outX, ey = pl.outY;
    if (shot) {
      const w = k * XF_WORDS, scale = pl.slotXf[w + W_SCALE];
      const dist = fixedMul(tm.attackrange, frac);
      tm.shootz = (tm.shootz + fixedMul(tm.aimslope, dist) + pl.slotXf[w + W_DZ]) | 0;
      tm.attackrange = Math.round(((tm.attackrange - dist) | 0) * scale) | 0;
      tm.aimslope = Math.round(tm.aimslope / scale) | 0;
      if (tm.attackrange < FRACUNIT) break;
    }
    // The trace starts on the exit line: not in its way (marked seen for the traversal about to run).
    exit.validcount = ps.validcount + 1;
    pl.traceHop = hop;
    pathTraverse(ps, sx, sy, ex, ey, flags, fn);
  }
  pl.hitSlot = -1;
  pl.traceHop = 0;
}
