// Sight, sound and chasing through portals (DOOM has no portals: everything here is this project's
// rule; sight.ts and enemy.ts call in through a few marked hooks, and maps without portals never get
// past their first test, so DOOM's game is unchanged). The rules:
//
// - Sight. When DOOM's straight check (REJECT, then the line of sight) fails on a map with portals,
//   the line of sight may go through portals: a chain of portals p1..pn (n ≤ MAX_SIGHT_HOPS) is a
//   way when the straight line from the looker's eyes to the target's image through the chain (the
//   target's position through the chain's similarities backwards) crosses p1's line from its front
//   between its ends, and, carried through p1 into its target's space (as a shot is: the crossing
//   point and the image through the similarity, rounded to 16.16, the point nudged in front of the
//   exit line), crosses p2 likewise, and so on; each leg (eyes → p1, exit of p1 → p2, …, exit of pn →
//   the target) passes DOOM's line-of-sight rules in its own space, the slopes to the target's top
//   and bottom carried from leg to leg by the fraction along the whole line (the eyes' height moves
//   with each portal's floor shift; heights are not scaled). REJECT is not asked. A portal line seen
//   from its front blocks a straight line of sight (what it shows is the linked space).
//   The chains are found as the renderer finds portal views: from the eyes, each portal whose front
//   faces them and whose line shows through the window so far (the window: the part of the last
//   exit line the eyes see through, carried through each portal, in floating point), the shortest
//   chains first (all of one portal, then of two, …), each length in slot order; the first chain
//   whose fixed-point walk passes is the way. Bounded: at most MAX_TESTS portal lines looked at and
//   MAX_CHAINS chains walked per check, however many portals face each other.
// - What a monster saw: a check that passes records on the looker the way to the target (its route:
//   the similarity from the target's space into the looker's, the portals it went through); a monster
//   then chases, faces and measures its target at the target's image (the target through the
//   route), walks towards it, through the portal, and the route loses that portal as it crosses
//   (P_TryMove's portal hook), its walking direction turned with it. A monster picking a new chase
//   direction looks again first (the route then follows the target).
// - Sound. P_NoiseAlert's flood crosses a portal from its line's sector into its exit line's sector
//   (and back from an exit with no portal of its own), as across a two-sided line: a sound-blocking
//   flag on either line counts as one, and a closed sector on either side stops it. Each flooded
//   sector keeps the route the noise came by, and a monster woken by it chases the target's image
//   through that route.
// - Heard position. A sound's origin beyond portals is heard at its image nearest the listener: its
//   position straight, or through a chain of portals the straight line to the image passes (the
//   same window rule, no walls asked: DOOM's sound ignores them), whichever is nearer; images
//   beyond DOOM's hearing range (1200 units) are not looked for.
import { FRACUNIT, fixedMul } from './fixed.js';
import { ML_SOUNDBLOCK, type Line, type Sector } from './level.js';
import { interceptVector, pointOnDivlineSide, pointOnLineSide } from './map-util.js';
import type { Mobj } from './mobj.js';
import type { Playsim } from './playsim.js';
import { W_DZ, W_M00, W_M01, W_M10, W_M11, W_TX, W_TY, XF_WORDS, portalLinks, type PortalLinks } from './portal-move.js';
import { checkSight, sightBegin, sightLeg } from './sight.js';

/** Portals a line of sight or a sound's path may go through (as many as the renderer draws). */
export const MAX_SIGHT_HOPS = 16;
/** Portal lines looked at per check (the bound on a nest of portals). */
export const MAX_TESTS = 512;
/** Chains walked in fixed point per sight check. */
export const MAX_CHAINS = 16;

/** How far DOOM hears a sound (S_CLIPPING_DIST, map units): images beyond are not looked for. */
const HEARD_RANGE = 1200;

const D = MAX_SIGHT_HOPS + 1;
const EPS = 1e-9;

/** A point the hooks hand back (no allocation per call). */
export const IMG = { x: 0, y: 0 };

/** Per PortalLinks: the search's scratch, the sound flood's routes and the portal edges of sectors. */
class SightState {
  readonly pl: PortalLinks;
  // Per depth: the eyes' image, the window's ends (map units), the similarity from the eyes' space
  // (6 numbers), the height shift (16.16) and turn so far; the slot taken and the next to try.
  readonly ex = new Float64Array(D);
  readonly ey = new Float64Array(D);
  readonly wax = new Float64Array(D);
  readonly way = new Float64Array(D);
  readonly wbx = new Float64Array(D);
  readonly wby = new Float64Array(D);
  readonly g = new Float64Array(D * 6);
  readonly dz = new Int32Array(D);
  readonly turn = new Uint32Array(D);
  readonly slot = new Int32Array(D);
  readonly next = new Int32Array(D);
  /** The last search: portal lines looked at and chains walked (for the tests' bound). */
  tests = 0;
  chains = 0;
  // The nearest image found by a sound search.
  bestD2 = 0;
  bestX = 0;
  bestY = 0;
  /** Per sector: the route of the last noise that flooded it (6 numbers, height shift, turn, hops, first slot). */
  readonly secR: Float64Array;
  readonly secDz: Int32Array;
  readonly secTurn: Uint32Array;
  readonly secHops: Int32Array;
  readonly secFirst: Int32Array;
  /** Per sector, its portal edges (CSR): the slot, 1 when crossed forwards, the sector beyond. */
  readonly edgeStart: Int32Array;
  readonly edgeSlot: Int32Array;
  readonly edgeFwd: Uint8Array;
  readonly edgeTo: Int32Array;
  readonly edgeBlock: Uint8Array;

  constructor(ps: Playsim, pl: PortalLinks) {
    this.pl = pl;
    const ns = ps.level.sectors.length, lines = ps.level.lines;
    this.secR = new Float64Array(ns * 6);
    this.secDz = new Int32Array(ns);
    this.secTurn = new Uint32Array(ns);
    this.secHops = new Int32Array(ns);
    this.secFirst = new Int32Array(ns).fill(-1);
    for (let s = 0; s < ns; s++) { this.secR[s * 6] = 1; this.secR[s * 6 + 3] = 1; }
    const from: number[] = [], slot: number[] = [], fwd: number[] = [], to: number[] = [], block: number[] = [];
    for (let k = 0; k < pl.count; k++) {
      const a = lines[pl.slotLine[k]], b = lines[pl.slotTarget[k]];
      const sa = a.frontsector, sb = b.frontsector;
      if (sa === null || sb === null) continue;
      const blocks = (a.flags | b.flags) & ML_SOUNDBLOCK ? 1 : 0;
      from.push(sa.index); slot.push(k); fwd.push(1); to.push(sb.index); block.push(blocks);
      // Back from an exit with no portal of its own (a one-way portal's far end).
      if (pl.lineSlot[b.index] < 0) { from.push(sb.index); slot.push(k); fwd.push(0); to.push(sa.index); block.push(blocks); }
    }
    this.edgeStart = new Int32Array(ns + 1);
    for (const f of from) this.edgeStart[f + 1]++;
    for (let s = 0; s < ns; s++) this.edgeStart[s + 1] += this.edgeStart[s];
    const n = from.length, fill = this.edgeStart.slice(0, ns);
    this.edgeSlot = new Int32Array(n);
    this.edgeFwd = new Uint8Array(n);
    this.edgeTo = new Int32Array(n);
    this.edgeBlock = new Uint8Array(n);
    for (let e = 0; e < n; e++) {
      const at = fill[from[e]]++;
      this.edgeSlot[at] = slot[e];
      this.edgeFwd[at] = fwd[e];
      this.edgeTo[at] = to[e];
      this.edgeBlock[at] = block[e];
    }
  }
}

let lastPl: PortalLinks | null = null;
let lastState: SightState | null = null;
const states = new WeakMap<PortalLinks, SightState>();

function stateOf(ps: Playsim, pl: PortalLinks): SightState {
  if (lastPl === pl && lastState !== null) return lastState;
  let st = states.get(pl);
  if (st === undefined) {
    st = new SightState(ps, pl);
    states.set(pl, st);
  }
  lastPl = pl;
  lastState = st;
  return st;
}

/** The last search's counts (tests: the bound on hostile nests). */
export function lastSearchCounts(ps: Playsim): { tests: number; chains: number } {
  const st = stateOf(ps, portalLinks(ps));
  return { tests: st.tests, chains: st.chains };
}

// ---------------------------------------------------------------- the window search

const MODE_SIGHT = 0;
const MODE_SOUND = 1;

/** cross(O → A, O → P). */
function cross(ox: number, oy: number, ax: number, ay: number, px: number, py: number): number {
  return (ax - ox) * (py - oy) - (ay - oy) * (px - ox);
}

// The clip of a portal line to the window at a depth: [clipT0, clipT1] along v1 → v2.
let clipT0 = 0;
let clipT1 = 1;

/** Clips the segment (ax, ay) → (bx, by) to the half-plane where h ≥ 0 (h linear, ha and hb at the ends). */
function clipHalf(ha: number, hb: number): boolean {
  if (ha < 0 && hb < 0) return false;
  if (ha < 0) { const t = ha / (ha - hb); if (t > clipT0) clipT0 = t; }
  else if (hb < 0) { const t = ha / (ha - hb); if (t < clipT1) clipT1 = t; }
  return clipT1 - clipT0 > EPS;
}

/** Whether (px, py) lies in the window's cone at depth d beyond its line (d ≥ 1). */
function inWindow(st: SightState, d: number, px: number, py: number): boolean {
  const ex = st.ex[d], ey = st.ey[d], ax = st.wax[d], ay = st.way[d], bx = st.wbx[d], by = st.wby[d];
  const s1 = cross(ex, ey, ax, ay, bx, by);
  if (s1 === 0) return false;
  if (cross(ex, ey, ax, ay, px, py) * s1 < 0) return false;
  if (cross(ex, ey, bx, by, px, py) * -s1 < 0) return false;
  const s3 = cross(ax, ay, bx, by, ex, ey);
  return cross(ax, ay, bx, by, px, py) * s3 < 0;
}

/**
 * Slot k's line seen from depth d's eyes through its window: false when its front does not face
 * them or no part of it shows; else depth d + 1 is set up (the eyes, the window and the similarity
 * carried through k).
 */
function enter(st: SightState, lines: Line[], d: number, k: number): boolean {
  const pl = st.pl, ld = lines[pl.slotLine[k]];
  const ax = ld.v1x / FRACUNIT, ay = ld.v1y / FRACUNIT, bx = ld.v2x / FRACUNIT, by = ld.v2y / FRACUNIT;
  const ex = st.ex[d], ey = st.ey[d];
  if (!(cross(ax, ay, bx, by, ex, ey) < 0)) return false; // its front faces the eyes (the right side)
  clipT0 = 0;
  clipT1 = 1;
  if (d > 0) {
    const wax = st.wax[d], way = st.way[d], wbx = st.wbx[d], wby = st.wby[d];
    const s1 = cross(ex, ey, wax, way, wbx, wby);
    if (s1 === 0) return false;
    if (!clipHalf(cross(ex, ey, wax, way, ax, ay) * s1, cross(ex, ey, wax, way, bx, by) * s1)) return false;
    if (!clipHalf(-cross(ex, ey, wbx, wby, ax, ay) * s1, -cross(ex, ey, wbx, wby, bx, by) * s1)) return false;
    const s3 = -cross(wax, way, wbx, wby, ex, ey);
    if (!clipHalf(cross(wax, way, wbx, wby, ax, ay) * s3, cross(wax, way, wbx, wby, bx, by) * s3)) return false;
  }
  const w = k * XF_WORDS, xf = pl.slotXf;
  const m00 = xf[w + W_M00], m01 = xf[w + W_M01], m10 = xf[w + W_M10], m11 = xf[w + W_M11], tx = xf[w + W_TX], ty = xf[w + W_TY];
  const n = d + 1;
  const cx0 = ax + (bx - ax) * clipT0, cy0 = ay + (by - ay) * clipT0;
  const cx1 = ax + (bx - ax) * clipT1, cy1 = ay + (by - ay) * clipT1;
  st.wax[n] = m00 * cx0 + m01 * cy0 + tx;
  st.way[n] = m10 * cx0 + m11 * cy0 + ty;
  st.wbx[n] = m00 * cx1 + m01 * cy1 + tx;
  st.wby[n] = m10 * cx1 + m11 * cy1 + ty;
  st.ex[n] = m00 * ex + m01 * ey + tx;
  st.ey[n] = m10 * ex + m11 * ey + ty;
  const g = st.g, o = d * 6, p = n * 6;
  g[p] = m00 * g[o] + m01 * g[o + 2];
  g[p + 1] = m00 * g[o + 1] + m01 * g[o + 3];
  g[p + 2] = m10 * g[o] + m11 * g[o + 2];
  g[p + 3] = m10 * g[o + 1] + m11 * g[o + 3];
  g[p + 4] = m00 * g[o + 4] + m01 * g[o + 5] + tx;
  g[p + 5] = m10 * g[o + 4] + m11 * g[o + 5] + ty;
  st.dz[n] = (st.dz[d] + xf[w + W_DZ]) | 0;
  st.turn[n] = (st.turn[d] + pl.slotTurn[k]) >>> 0;
  st.slot[d] = k;
  return true;
}

// The image of the target through depth n's chain, in the eyes' space (16.16; float for sound).
let imgFX = 0;
let imgFY = 0;

function imageOf(st: SightState, n: number, x: number, y: number): void {
  const g = st.g, p = n * 6;
  const a = g[p], b = g[p + 1], c = g[p + 2], d = g[p + 3], det = a * d - b * c;
  const ux = x / FRACUNIT - g[p + 4], uy = y / FRACUNIT - g[p + 5];
  imgFX = (d * ux - b * uy) / det;
  imgFY = (a * uy - c * ux) / det;
}

/** The distance (map units, in the eyes' space) from depth n's eyes to its window: what lies
 *  beyond the window is at least that far. */
function windowDistance(st: SightState, n: number): number {
  const ex = st.ex[n], ey = st.ey[n], ax = st.wax[n], ay = st.way[n], dx = st.wbx[n] - ax, dy = st.wby[n] - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((ex - ax) * dx + (ey - ay) * dy) / len2 : 0;
  if (t < 0) t = 0; else if (t > 1) t = 1;
  const px = ax + dx * t - ex, py = ay + dy * t - ey;
  const g = st.g, p = n * 6, scale = Math.sqrt(Math.abs(g[p] * g[p + 3] - g[p + 1] * g[p + 2]));
  return Math.sqrt(px * px + py * py) / scale;
}

/**
 * The chains from eyes (x1, y1) towards the target at (x2, y2), shortest first (iterative deepening:
 * every chain of one portal, then of two, …), each depth depth-first in slot order: in MODE_SIGHT
 * the first whose fixed-point walk passes (true; the route recorded on t1); in MODE_SOUND every one
 * within the bounds whose window is nearer than the best image so far, the nearest image kept
 * (bestX, bestY, bestD2). At most MAX_TESTS portal lines looked at in all.
 */
function search(ps: Playsim, st: SightState, mode: number, x1: number, y1: number, x2: number, y2: number, t1: Mobj | null, t2: Mobj | null): boolean {
  const pl = st.pl, lines = ps.level.lines, count = pl.count;
  const tx = x2 / FRACUNIT, ty = y2 / FRACUNIT;
  st.ex[0] = x1 / FRACUNIT;
  st.ey[0] = y1 / FRACUNIT;
  const g = st.g;
  g[0] = 1; g[1] = 0; g[2] = 0; g[3] = 1; g[4] = 0; g[5] = 0;
  st.dz[0] = 0;
  st.turn[0] = 0;
  st.tests = 0;
  st.chains = 0;
  for (let limit = 1; limit <= MAX_SIGHT_HOPS; limit++) {
    let reached = false, d = 0;
    st.next[0] = 0;
    while (d >= 0) {
      if (st.next[d] >= count) { d--; continue; }
      const k = st.next[d]++;
      if (++st.tests > MAX_TESTS) return false;
      if (!enter(st, lines, d, k)) continue;
      const n = d + 1;
      if (mode === MODE_SOUND) {
        const w = windowDistance(st, n);
        if (w * w >= st.bestD2) continue; // nothing beyond is nearer than what was found
      }
      if (n < limit) {
        d = n;
        st.next[d] = 0;
        continue;
      }
      reached = true;
      if (!inWindow(st, n, tx, ty)) continue;
      imageOf(st, n, x2, y2);
      if (mode === MODE_SOUND) {
        const dx = imgFX - st.ex[0], dy = imgFY - st.ey[0], d2 = dx * dx + dy * dy;
        if (d2 < st.bestD2) {
          st.bestD2 = d2;
          st.bestX = Math.round(imgFX * FRACUNIT) | 0;
          st.bestY = Math.round(imgFY * FRACUNIT) | 0;
        }
      } else {
        if (++st.chains > MAX_CHAINS) return false;
        if (walkChain(ps, st, n, t1!, t2!)) {
          setRoute(st, n, t1!, t2!);
          return true;
        }
      }
    }
    if (!reached) return false; // no window is open that far
  }
  return false;
}

/**
 * The line of sight through depth n's chain in DOOM's numbers: the straight line to the target's
 * image, carried through each portal, each leg judged by sight.ts's rules (see the header).
 */
function walkChain(ps: Playsim, st: SightState, n: number, t1: Mobj, t2: Mobj): boolean {
  const pl = st.pl, lines = ps.level.lines;
  const eyez = (t1.z + t1.height - (t1.height >> 2)) | 0;
  const zEnd = (eyez + st.dz[n]) | 0;
  sightBegin(eyez, ((t2.z + t2.height) - zEnd) | 0, (t2.z - zEnd) | 0);
  let sx = t1.x, sy = t1.y;
  let ex = Math.round(imgFX * FRACUNIT) | 0, ey = Math.round(imgFY * FRACUNIT) | 0;
  let f = 0, z = eyez;
  let prevExit: Line | null = null;
  for (let h = 0; h < n; h++) {
    const k = st.slot[h], ld = lines[pl.slotLine[k]];
    if (pointOnLineSide(sx, sy, ld) !== 0 || pointOnLineSide(ex, ey, ld) !== 1) return false;
    const dx = (ex - sx) | 0, dy = (ey - sy) | 0;
    if (pointOnDivlineSide(ld.v1x, ld.v1y, sx, sy, dx, dy) === pointOnDivlineSide(ld.v2x, ld.v2y, sx, sy, dx, dy)) return false;
    let u = interceptVector(sx, sy, dx, dy, ld.v1x, ld.v1y, ld.dx, ld.dy);
    if (u < 0) u = 0; else if (u > FRACUNIT) u = FRACUNIT;
    const px = (sx + fixedMul(dx, u)) | 0, py = (sy + fixedMul(dy, u)) | 0;
    const fEnd = (f + fixedMul(u, (FRACUNIT - f) | 0)) | 0;
    if (!sightLeg(ps, sx, sy, px, py, z, f, (fEnd - f) | 0, prevExit, ld)) return false;
    const exit = lines[pl.slotTarget[k]];
    pl.transform(k, px, py);
    pl.toFront(exit);
    sx = pl.outX; sy = pl.outY;
    pl.transform(k, ex, ey);
    ex = pl.outX; ey = pl.outY;
    z = (z + pl.slotXf[k * XF_WORDS + W_DZ]) | 0;
    f = fEnd;
    prevExit = exit;
  }
  return sightLeg(ps, sx, sy, t2.x, t2.y, z, f, (FRACUNIT - f) | 0, prevExit, null);
}

/** t1's route to t2: back through depth n's chain. */
function setRoute(st: SightState, n: number, t1: Mobj, t2: Mobj): void {
  const g = st.g, p = n * 6;
  const a = g[p], b = g[p + 1], c = g[p + 2], d = g[p + 3], det = a * d - b * c;
  const r00 = d / det, r01 = -b / det, r10 = -c / det, r11 = a / det;
  t1.routeTarget = t2;
  t1.routeHops = n;
  t1.routeFirst = st.slot[0];
  t1.r00 = r00; t1.r01 = r01; t1.r10 = r10; t1.r11 = r11;
  t1.rtx = -(r00 * g[p + 4] + r01 * g[p + 5]);
  t1.rty = -(r10 * g[p + 4] + r11 * g[p + 5]);
  t1.routeDz = -st.dz[n] | 0;
  t1.routeTurn = (0 - st.turn[n]) >>> 0;
}

function straightRoute(t1: Mobj, t2: Mobj | null): void {
  t1.routeTarget = t2;
  t1.routeHops = 0;
  t1.routeFirst = -1;
  t1.r00 = 1; t1.r01 = 0; t1.r10 = 0; t1.r11 = 1; t1.rtx = 0; t1.rty = 0;
  t1.routeDz = 0;
  t1.routeTurn = 0;
}

// ---------------------------------------------------------------- sight.ts's hooks

/** Hook of P_CheckSight on a map with portals: DOOM's straight check passed (t1's route is straight). */
export function sightStraight(t1: Mobj, t2: Mobj): void {
  straightRoute(t1, t2);
}

/** Hook of P_CheckSight on a map with portals, the straight check failed: sight through portals. */
export function portalSight(ps: Playsim, pl: PortalLinks, t1: Mobj, t2: Mobj): boolean {
  const st = stateOf(ps, pl);
  return search(ps, st, MODE_SIGHT, t1.x, t1.y, t2.x, t2.y, t1, t2);
}

// ---------------------------------------------------------------- enemy.ts's hooks

/** Where `actor` sees `target` (IMG, 16.16): its position, or its image through the route the actor
 *  last saw or heard it by. */
export function targetImage(ps: Playsim, actor: Mobj, target: Mobj): void {
  if (actor.routeTarget !== target || actor.routeHops === 0 || portalLinks(ps).count === 0) {
    IMG.x = target.x;
    IMG.y = target.y;
    return;
  }
  const x = target.x / FRACUNIT, y = target.y / FRACUNIT;
  IMG.x = Math.round((actor.r00 * x + actor.r01 * y + actor.rtx) * FRACUNIT) | 0;
  IMG.y = Math.round((actor.r10 * x + actor.r11 * y + actor.rty) * FRACUNIT) | 0;
}

/** Hook of P_NewChaseDir on a map with portals: the monster looks for its target again (a pass
 *  updates its route). */
export function chaseLook(ps: Playsim, actor: Mobj): void {
  const target = actor.target;
  if (target === null || portalLinks(ps).count === 0) return;
  checkSight(ps, actor, target);
}

/** Hook of P_TryMove's portal crossing (portal-move.ts): `thing` went through slot k — its route
 *  loses that portal (or gains the way back), and a monster's walking direction turns with it. */
export function portalCrossed(pl: PortalLinks, thing: Mobj, k: number): void {
  if (thing.player === null && thing.movedir < 8) {
    thing.movedir = (thing.movedir + ((((pl.slotTurn[k] + 0x10000000) >>> 0) >>> 29))) & 7;
  }
  if (thing.routeTarget === null) return;
  const w = k * XF_WORDS, xf = pl.slotXf;
  const m00 = xf[w + W_M00], m01 = xf[w + W_M01], m10 = xf[w + W_M10], m11 = xf[w + W_M11];
  let hops: number, first = -1;
  if (thing.routeHops > 0 && thing.routeFirst === k) hops = thing.routeHops - 1;
  else {
    hops = thing.routeHops + 1;
    first = pl.lineSlot.length > 0 ? pl.lineSlot[pl.slotTarget[k]] : -1;
  }
  if (hops === 0) {
    straightRoute(thing, thing.routeTarget);
    return;
  }
  const r00 = thing.r00, r01 = thing.r01, r10 = thing.r10, r11 = thing.r11, rtx = thing.rtx, rty = thing.rty;
  thing.r00 = m00 * r00 + m01 * r10;
  thing.r01 = m00 * r01 + m01 * r11;
  thing.r10 = m10 * r00 + m11 * r10;
  thing.r11 = m10 * r01 + m11 * r11;
  thing.rtx = m00 * rtx + m01 * rty + xf[w + W_TX];
  thing.rty = m10 * rtx + m11 * rty + xf[w + W_TY];
  thing.routeDz = (thing.routeDz + xf[w + W_DZ]) | 0;
  thing.routeTurn = (thing.routeTurn + pl.slotTurn[k]) >>> 0;
  thing.routeHops = hops;
  thing.routeFirst = first;
}

// ---------------------------------------------------------------- the noise alert

/** The portal edge handed back by soundEdge. */
export const EDGE = { to: null as Sector | null, block: false, open: false };
let edgeSlot = -1;
let edgeFwd = 0;

/**
 * Hook of P_RecursiveSound on a map with portals: the j-th portal edge out of `sec` (EDGE: the sector
 * beyond, whether a sound-blocking line is on the way, whether both sectors are open); false past
 * the last.
 */
export function soundEdge(ps: Playsim, sec: Sector, j: number): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0) return false;
  const st = stateOf(ps, pl), at = st.edgeStart[sec.index] + j;
  if (at >= st.edgeStart[sec.index + 1]) return false;
  const other = ps.level.sectors[st.edgeTo[at]];
  EDGE.to = other;
  EDGE.block = st.edgeBlock[at] !== 0;
  EDGE.open = sec.ceilingheight - sec.floorheight > 0 && other.ceilingheight - other.floorheight > 0;
  edgeSlot = st.edgeSlot[at];
  edgeFwd = st.edgeFwd[at];
  return true;
}

/**
 * Hook of P_RecursiveSound's flooding of `to` from `from` on a map with portals (`viaPortal`: by the
 * edge soundEdge last handed back; else across a line): `to` keeps the route the noise came by. The
 * noise's own sector (from null) has the straight route.
 */
export function soundFlooded(ps: Playsim, from: Sector | null, to: Sector, viaPortal: boolean): void {
  const pl = portalLinks(ps);
  if (pl.count === 0) return;
  const st = stateOf(ps, pl), t = to.index, R = st.secR, o = t * 6;
  if (from === null) {
    R[o] = 1; R[o + 1] = 0; R[o + 2] = 0; R[o + 3] = 1; R[o + 4] = 0; R[o + 5] = 0;
    st.secDz[t] = 0; st.secTurn[t] = 0; st.secHops[t] = 0; st.secFirst[t] = -1;
    return;
  }
  const f = from.index, q = f * 6;
  if (!viaPortal) {
    for (let i = 0; i < 6; i++) R[o + i] = R[q + i];
    st.secDz[t] = st.secDz[f]; st.secTurn[t] = st.secTurn[f]; st.secHops[t] = st.secHops[f]; st.secFirst[t] = st.secFirst[f];
    return;
  }
  // The route into `to`'s space: the portal's similarity (or its inverse, crossed backwards) after from's.
  const k = edgeSlot, w = k * XF_WORDS, xf = pl.slotXf;
  let m00 = xf[w + W_M00], m01 = xf[w + W_M01], m10 = xf[w + W_M10], m11 = xf[w + W_M11], tx = xf[w + W_TX], ty = xf[w + W_TY];
  let dz = xf[w + W_DZ], turn = pl.slotTurn[k];
  if (edgeFwd === 0) {
    const det = m00 * m11 - m01 * m10;
    const i00 = m11 / det, i01 = -m01 / det, i10 = -m10 / det, i11 = m00 / det;
    const itx = -(i00 * tx + i01 * ty), ity = -(i10 * tx + i11 * ty);
    m00 = i00; m01 = i01; m10 = i10; m11 = i11; tx = itx; ty = ity;
    dz = -dz | 0;
    turn = (0 - turn) >>> 0;
  }
  const r00 = R[q], r01 = R[q + 1], r10 = R[q + 2], r11 = R[q + 3], rtx = R[q + 4], rty = R[q + 5];
  R[o] = m00 * r00 + m01 * r10;
  R[o + 1] = m00 * r01 + m01 * r11;
  R[o + 2] = m10 * r00 + m11 * r10;
  R[o + 3] = m10 * r01 + m11 * r11;
  R[o + 4] = m00 * rtx + m01 * rty + tx;
  R[o + 5] = m10 * rtx + m11 * rty + ty;
  st.secDz[t] = (st.secDz[f] + dz) | 0;
  st.secTurn[t] = (st.secTurn[f] + turn) >>> 0;
  st.secHops[t] = st.secHops[f] + 1;
  st.secFirst[t] = -1;
}

/** Hook of A_Look woken by a noise on a map with portals: the monster takes the route the noise
 *  came by into its sector. */
export function heardRoute(ps: Playsim, actor: Mobj, target: Mobj): void {
  const pl = portalLinks(ps);
  if (pl.count === 0) return;
  const st = stateOf(ps, pl), s = actor.sector.index, R = st.secR, o = s * 6;
  if (st.secHops[s] === 0) {
    straightRoute(actor, target);
    return;
  }
  actor.routeTarget = target;
  actor.routeHops = st.secHops[s];
  actor.routeFirst = -1;
  actor.r00 = R[o]; actor.r01 = R[o + 1]; actor.r10 = R[o + 2]; actor.r11 = R[o + 3]; actor.rtx = R[o + 4]; actor.rty = R[o + 5];
  actor.routeDz = st.secDz[s];
  actor.routeTurn = st.secTurn[s];
}

// ---------------------------------------------------------------- where a sound is heard

/**
 * Where a listener at (lx, ly) hears an origin at (x, y) from (IMG, 16.16): the origin itself, or its
 * image through portals when that is nearer (see the header). Maps without portals: the origin.
 */
export function heardAt(ps: Playsim, lx: number, ly: number, x: number, y: number): void {
  IMG.x = x;
  IMG.y = y;
  const pl = portalLinks(ps);
  if (pl.count === 0) return;
  const st = stateOf(ps, pl);
  const dx = (x - lx) / FRACUNIT, dy = (y - ly) / FRACUNIT;
  // (no farther than DOOM hears: S_CLIPPING_DIST, 1200 units)
  const d2 = dx * dx + dy * dy;
  st.bestD2 = d2 < HEARD_RANGE * HEARD_RANGE ? d2 : HEARD_RANGE * HEARD_RANGE;
  st.bestX = x;
  st.bestY = y;
  search(ps, st, MODE_SOUND, lx, ly, x, y, null, null);
  IMG.x = st.bestX;
  IMG.y = st.bestY;
}
