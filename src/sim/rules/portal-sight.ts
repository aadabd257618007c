// Sight, sound and chasing through portals (DOOM has no portals: everything here is this project's
// rule). The Playsim registers portalCheckSight as the SimState's sight hook (base/sight.ts's
// P_CheckSight answers through it) and portalHeardEvent as its heard hook (the sound events);
// enemy.ts and portal-move.ts call in through a few marked hooks. Maps without portals never get
// past their first test, so DOOM's game is unchanged. The rules:
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
import { FRACUNIT, fixedMul } from '../base/fixed.js';
import { ML_SOUNDBLOCK, type Line, type Sector } from '../base/level.js';
import { interceptVector, pointOnDivlineSide } from '../base/map-util.js';
import { pointOnLineSide } from '../base/line-side.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { checkSight, checkSightStraight, sightBegin, sightLeg } from '../base/sight.js';
import { W_DZ, W_M00, W_M01, W_M10, W_M11, W_TX, W_TY, XF_WORDS, portalLinks, type PortalLinks } from './portal-move.js';

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
  /** Per depth: the end of its candidates (next runs up to it), and the region the eyes' image is in
   *  there (-1: any, for sound). */
  readonly end = new Int32Array(D);
  readonly at = new Int32Array(D);
  /** Sectors joined by two-sided lines make a region (a line of sight between two portals stays in
   *  one): per sector its region; the slots whose portal line faces into each region (CSR, in slot
   *  order); per slot the region its exit opens into. A sight search enters only the slots of the
   *  region it is in, and walks a chain only when it ends in the target's region. */
  readonly sectorRegion: Int32Array;
  readonly regionStart: Int32Array;
  readonly regionSlots: Int32Array;
  readonly slotExitRegion: Int32Array;
  /** The last search: portal lines looked at and chains walked (for the tests' bound). */
  tests = 0;
  chains = 0;
  // The nearest image found by a sound search (16.16).
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

  constructor(ps: SimState, pl: PortalLinks) {
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
    // Regions: union-find over the sectors through every two-sided line (portal lines too: a bigger
    // region only prunes less, never a chain that could be seen).
    const parent = Int32Array.from({ length: ns }, (_, i) => i);
    const find = (i: number): number => { while (parent[i] !== i) { parent[i] = parent[parent[i]]; i = parent[i]; } return i; };
    for (const ld of lines) {
      if (ld.frontsector === null || ld.backsector === null) continue;
      const ra = find(ld.frontsector.index), rb = find(ld.backsector.index);
      if (ra !== rb) parent[ra] = rb;
    }
    this.sectorRegion = new Int32Array(ns);
    for (let s = 0; s < ns; s++) this.sectorRegion[s] = find(s);
    this.regionStart = new Int32Array(ns + 1);
    this.regionSlots = new Int32Array(pl.count);
    this.slotExitRegion = new Int32Array(pl.count).fill(-1);
    const frontRegion = new Int32Array(pl.count).fill(-1);
    for (let k = 0; k < pl.count; k++) {
      const fs = lines[pl.slotLine[k]].frontsector, es = lines[pl.slotTarget[k]].frontsector;
      if (fs !== null) { frontRegion[k] = this.sectorRegion[fs.index]; this.regionStart[frontRegion[k] + 1]++; }
      if (es !== null) this.slotExitRegion[k] = this.sectorRegion[es.index];
    }
    for (let r = 0; r < ns; r++) this.regionStart[r + 1] += this.regionStart[r];
    const rfill = this.regionStart.slice(0, ns);
    for (let k = 0; k < pl.count; k++) if (frontRegion[k] >= 0) this.regionSlots[rfill[frontRegion[k]]++] = k;
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

function stateOf(ps: SimState, pl: PortalLinks): SightState {
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
export function lastSearchCounts(ps: SimState): { tests: number; chains: number } {
  const st = stateOf(ps, portalLinks(ps));
  return { tests: st.tests, chains: st.chains };
}

// ---------------------------------------------------------------- the window search

const MODE_SIGHT = 0;
const MODE_SOUND = 1;

// Float scratch (numbers passed between the search's functions stay in here, not in arguments or
// results: a double crossing a call that is not inlined is a heap number, one allocation).
const F = new Float64Array(8);
/** The clip of a portal line to the window at a depth: [F[T0], F[T1]] along v1 → v2. */
const T0 = 0, T1 = 1;
/** The target's image through a chain, in the eyes' space (map units). */
const IX = 2, IY = 3;
/** The target (map units) and the nearest image's squared distance so far (sound). */
const TX = 4, TY = 5, BEST = 6;

/** Clips [F[T0], F[T1]] to where the linear h (ha at v1, hb at v2) is ≥ 0; false when nothing is left. */
function clipHalf(h: Float64Array, i: number): boolean {
  const ha = h[i], hb = h[i + 1];
  if (ha < 0 && hb < 0) return false;
  if (ha < 0) { const t = ha / (ha - hb); if (t > F[T0]) F[T0] = t; }
  else if (hb < 0) { const t = ha / (ha - hb); if (t < F[T1]) F[T1] = t; }
  return F[T1] - F[T0] > EPS;
}

const H = new Float64Array(6);

/** Whether the target (F[TX], F[TY]) lies in the window's cone at depth d beyond its line (d ≥ 1). */
function inWindow(st: SightState, d: number): boolean {
  const ex = st.ex[d], ey = st.ey[d], ax = st.wax[d], ay = st.way[d], bx = st.wbx[d], by = st.wby[d];
  const px = F[TX], py = F[TY];
  // The cross products (A − O) × (P − O) of the cone's sides and the window's line.
  const s1 = (ax - ex) * (by - ey) - (ay - ey) * (bx - ex);
  if (s1 === 0) return false;
  if (((ax - ex) * (py - ey) - (ay - ey) * (px - ex)) * s1 < 0) return false;
  if (((bx - ex) * (py - ey) - (by - ey) * (px - ex)) * -s1 < 0) return false;
  const s3 = (bx - ax) * (ey - ay) - (by - ay) * (ex - ax);
  return ((bx - ax) * (py - ay) - (by - ay) * (px - ax)) * s3 < 0;
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
  // Its front faces the eyes: they are on its right, (B − A) × (E − A) < 0.
  if (!((bx - ax) * (ey - ay) - (by - ay) * (ex - ax) < 0)) return false;
  F[T0] = 0;
  F[T1] = 1;
  if (d > 0) {
    const wax = st.wax[d], way = st.way[d], wbx = st.wbx[d], wby = st.wby[d];
    // The side through the window's first end (towards its second), through its second (towards
    // its first), and beyond the window's line (away from the eyes), at the line's two ends.
    const s1 = (wax - ex) * (wby - ey) - (way - ey) * (wbx - ex);
    if (s1 === 0) return false;
    const s3 = (wbx - wax) * (ey - way) - (wby - way) * (ex - wax);
    H[0] = ((wax - ex) * (ay - ey) - (way - ey) * (ax - ex)) * s1;
    H[1] = ((wax - ex) * (by - ey) - (way - ey) * (bx - ex)) * s1;
    H[2] = -((wbx - ex) * (ay - ey) - (wby - ey) * (ax - ex)) * s1;
    H[3] = -((wbx - ex) * (by - ey) - (wby - ey) * (bx - ex)) * s1;
    H[4] = -((wbx - wax) * (ay - way) - (wby - way) * (ax - wax)) * s3;
    H[5] = -((wbx - wax) * (by - way) - (wby - way) * (bx - wax)) * s3;
    if (!clipHalf(H, 0) || !clipHalf(H, 2) || !clipHalf(H, 4)) return false;
  }
  const w = k * XF_WORDS, xf = pl.slotXf;
  const m00 = xf[w + W_M00], m01 = xf[w + W_M01], m10 = xf[w + W_M10], m11 = xf[w + W_M11], tx = xf[w + W_TX], ty = xf[w + W_TY];
  const n = d + 1;
  const t0 = F[T0], t1 = F[T1];
  const cx0 = ax + (bx - ax) * t0, cy0 = ay + (by - ay) * t0;
  const cx1 = ax + (bx - ax) * t1, cy1 = ay + (by - ay) * t1;
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

function imageOf(st: SightState, n: number, x: number, y: number): void {
  const g = st.g, p = n * 6;
  const a = g[p], b = g[p + 1], c = g[p + 2], d = g[p + 3], det = a * d - b * c;
  const ux = x / FRACUNIT - g[p + 4], uy = y / FRACUNIT - g[p + 5];
  F[IX] = (d * ux - b * uy) / det;
  F[IY] = (a * uy - c * ux) / det;
}

/** Whether depth n's window is nearer to the eyes (in their space) than the best image so far
 *  (F[BEST], squared): what lies beyond the window is at least that far. */
function windowNearer(st: SightState, n: number): boolean {
  const ex = st.ex[n], ey = st.ey[n], ax = st.wax[n], ay = st.way[n], dx = st.wbx[n] - ax, dy = st.wby[n] - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((ex - ax) * dx + (ey - ay) * dy) / len2 : 0;
  if (t < 0) t = 0; else if (t > 1) t = 1;
  const px = ax + dx * t - ex, py = ay + dy * t - ey;
  const g = st.g, p = n * 6;
  return (px * px + py * py) / Math.abs(g[p] * g[p + 3] - g[p + 1] * g[p + 2]) < F[BEST];
}

/**
 * The chains from eyes (x1, y1) towards the target at (x2, y2), shortest first (iterative deepening:
 * every chain of one portal, then of two, …), each depth depth-first in slot order: in MODE_SIGHT
 * the first whose fixed-point walk passes (true; the route recorded on t1); in MODE_SOUND every one
 * within the bounds whose window is nearer than the best image so far, the nearest image kept
 * (bestX, bestY; F[BEST] its squared distance). At most MAX_TESTS portal lines looked at in all.
 */
function search(ps: SimState, st: SightState, mode: number, x1: number, y1: number, x2: number, y2: number, t1: Mobj | null, t2: Mobj | null): boolean {
  const pl = st.pl, lines = ps.level.lines, count = pl.count;
  F[TX] = x2 / FRACUNIT;
  F[TY] = y2 / FRACUNIT;
  st.ex[0] = x1 / FRACUNIT;
  st.ey[0] = y1 / FRACUNIT;
  const g = st.g;
  g[0] = 1; g[1] = 0; g[2] = 0; g[3] = 1; g[4] = 0; g[5] = 0;
  st.dz[0] = 0;
  st.turn[0] = 0;
  st.tests = 0;
  st.chains = 0;
  // A sight search goes by regions (SightState.sectorRegion): from the eyes' region, into the
  // target's; a sound search looks at every slot.
  const sight = mode === MODE_SIGHT;
  st.at[0] = sight ? st.sectorRegion[t1!.sector.index] : -1;
  const goal = sight ? st.sectorRegion[t2!.sector.index] : -1;
  const regionSlots = st.regionSlots, regionStart = st.regionStart;
  for (let limit = 1; limit <= MAX_SIGHT_HOPS; limit++) {
    let reached = false, d = 0;
    st.next[0] = sight ? regionStart[st.at[0]] : 0;
    st.end[0] = sight ? regionStart[st.at[0] + 1] : count;
    while (d >= 0) {
      if (st.next[d] >= st.end[d]) { d--; continue; }
      const k = sight ? regionSlots[st.next[d]++] : st.next[d]++;
      if (++st.tests > MAX_TESTS) return false;
      if (!enter(st, lines, d, k)) continue;
      const n = d + 1;
      if (mode === MODE_SOUND && !windowNearer(st, n)) continue; // nothing beyond is nearer than what was found
      const r = sight ? st.slotExitRegion[k] : -1;
      st.at[n] = r;
      if (n < limit) {
        if (sight && r < 0) continue; // an exit into no sector leads nowhere
        d = n;
        st.next[d] = sight ? regionStart[r] : 0;
        st.end[d] = sight ? regionStart[r + 1] : count;
        continue;
      }
      reached = true;
      if (sight && r !== goal) continue; // the target is not in the space this chain ends in
      if (!inWindow(st, n)) continue;
      imageOf(st, n, x2, y2);
      if (mode === MODE_SOUND) {
        const dx = F[IX] - st.ex[0], dy = F[IY] - st.ey[0], d2 = dx * dx + dy * dy;
        if (d2 < F[BEST]) {
          F[BEST] = d2;
          st.bestX = Math.round(F[IX] * FRACUNIT) | 0;
          st.bestY = Math.round(F[IY] * FRACUNIT) | 0;
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
function walkChain(ps: SimState, st: SightState, n: number, t1: Mobj, t2: Mobj): boolean {
  const pl = st.pl, lines = ps.level.lines;
  const eyez = (t1.z + t1.height - (t1.height >> 2)) | 0;
  const zEnd = (eyez + st.dz[n]) | 0;
  sightBegin(eyez, ((t2.z + t2.height) - zEnd) | 0, (t2.z - zEnd) | 0);
  let sx = t1.x, sy = t1.y;
  let ex = Math.round(F[IX] * FRACUNIT) | 0, ey = Math.round(F[IY] * FRACUNIT) | 0;
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
    if (!sightLeg(ps, sx, sy, px, py, z, f, (fEnd - f) | 0, prevExit, ld, pl.lineSlot)) return false;
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
  return sightLeg(ps, sx, sy, t2.x, t2.y, z, f, (FRACUNIT - f) | 0, prevExit, null, pl.lineSlot);
}

/** The route array of `mo` (made once per thing, on its first route). */
function routeOf(mo: Mobj): Float64Array {
  let r = mo.route;
  if (r === null) {
    r = new Float64Array(8);
    mo.route = r;
  }
  return r;
}

// Route words: the similarity, the height shift, the turn.
const R00 = 0, R01 = 1, R10 = 2, R11 = 3, RTX = 4, RTY = 5, RDZ = 6, RTURN = 7;

/** t1's route to t2: back through depth n's chain. */
function setRoute(st: SightState, n: number, t1: Mobj, t2: Mobj): void {
  const g = st.g, p = n * 6, r = routeOf(t1);
  const a = g[p], b = g[p + 1], c = g[p + 2], d = g[p + 3], det = a * d - b * c;
  const r00 = d / det, r01 = -b / det, r10 = -c / det, r11 = a / det;
  t1.routeTarget = t2;
  t1.routeHops = n;
  t1.routeFirst = st.slot[0];
  r[R00] = r00; r[R01] = r01; r[R10] = r10; r[R11] = r11;
  r[RTX] = -(r00 * g[p + 4] + r01 * g[p + 5]);
  r[RTY] = -(r10 * g[p + 4] + r11 * g[p + 5]);
  r[RDZ] = -st.dz[n] | 0;
  r[RTURN] = (0 - st.turn[n]) >>> 0;
}

function straightRoute(t1: Mobj, t2: Mobj | null): void {
  t1.routeTarget = t2;
  t1.routeHops = 0;
  t1.routeFirst = -1;
}


// ---------------------------------------------------------------- the SimState's hooks

/** P_CheckSight as the Playsim registers it (SimState.sightHook): DOOM's check on a map without
 *  portals; on one with portals, DOOM's straight check (a portal line seen from its front blocks it;
 *  passing, t1's route is straight), else sight through portals. */
export function portalCheckSight(ps: SimState, t1: Mobj, t2: Mobj): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0) return checkSightStraight(ps, t1, t2, null);
  if (checkSightStraight(ps, t1, t2, pl.lineSlot)) {
    straightRoute(t1, t2);
    return true;
  }
  return search(ps, stateOf(ps, pl), MODE_SIGHT, t1.x, t1.y, t2.x, t2.y, t1, t2);
}

/** Where the player hears sound event i of the ring from, as the Playsim registers it
 *  (SimState.heardHook): on a map with portals, its origin's image through portals when nearer. */
export function portalHeardEvent(ps: SimState, r: Int32Array, i: number): void {
  const mo = ps.player.mo;
  if (mo === null || portalLinks(ps).count === 0 || (mo.x === r[i + 1] && mo.y === r[i + 2])) return;
  heardAt(ps, mo.x, mo.y, r[i + 1], r[i + 2]);
  r[i + 1] = IMG.x;
  r[i + 2] = IMG.y;
}

// ---------------------------------------------------------------- enemy.ts's hooks

/** Where `actor` sees `target` (IMG, 16.16): its position, or its image through the route the actor
 *  last saw or heard it by. */
export function targetImage(ps: SimState, actor: Mobj, target: Mobj): void {
  if (actor.routeTarget !== target || actor.routeHops === 0 || portalLinks(ps).count === 0) {
    IMG.x = target.x;
    IMG.y = target.y;
    return;
  }
  const x = target.x / FRACUNIT, y = target.y / FRACUNIT, r = actor.route!;
  IMG.x = Math.round((r[R00] * x + r[R01] * y + r[RTX]) * FRACUNIT) | 0;
  IMG.y = Math.round((r[R10] * x + r[R11] * y + r[RTY]) * FRACUNIT) | 0;
}

/** Hook of P_NewChaseDir on a map with portals: the monster looks for its target again (a pass
 *  updates its route). */
export function chaseLook(ps: SimState, actor: Mobj): void {
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
  const r = routeOf(thing);
  if (thing.routeHops === 0) {
    // A straight route (no portal) has no words yet: the identity, before this crossing's.
    r[R00] = 1; r[R01] = 0; r[R10] = 0; r[R11] = 1; r[RTX] = 0; r[RTY] = 0; r[RDZ] = 0; r[RTURN] = 0;
  }
  const r00 = r[R00], r01 = r[R01], r10 = r[R10], r11 = r[R11], rtx = r[RTX], rty = r[RTY];
  r[R00] = m00 * r00 + m01 * r10;
  r[R01] = m00 * r01 + m01 * r11;
  r[R10] = m10 * r00 + m11 * r10;
  r[R11] = m10 * r01 + m11 * r11;
  r[RTX] = m00 * rtx + m01 * rty + xf[w + W_TX];
  r[RTY] = m10 * rtx + m11 * rty + xf[w + W_TY];
  r[RDZ] = (r[RDZ] + xf[w + W_DZ]) | 0;
  r[RTURN] = (r[RTURN] + pl.slotTurn[k]) >>> 0;
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
export function soundEdge(ps: SimState, sec: Sector, j: number): boolean {
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
export function soundFlooded(ps: SimState, from: Sector | null, to: Sector, viaPortal: boolean): void {
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
  // The first portal on the way back from `to` (a listener's first): the one the noise came out of
  // (when it has a way back of its own), or the line it went into, crossed backwards.
  st.secFirst[t] = edgeFwd !== 0 ? pl.lineSlot[pl.slotTarget[k]] : k;
}

/** Hook of A_Look woken by a noise on a map with portals: the monster takes the route the noise
 *  came by into its sector. */
export function heardRoute(ps: SimState, actor: Mobj, target: Mobj): void {
  const pl = portalLinks(ps);
  if (pl.count === 0) return;
  const st = stateOf(ps, pl), s = actor.sector.index, R = st.secR, o = s * 6;
  if (st.secHops[s] === 0) {
    straightRoute(actor, target);
    return;
  }
  const r = routeOf(actor);
  actor.routeTarget = target;
  actor.routeHops = st.secHops[s];
  actor.routeFirst = st.secFirst[s];
  for (let i = 0; i < 6; i++) r[i] = R[o + i];
  r[RDZ] = st.secDz[s];
  r[RTURN] = st.secTurn[s];
}

// ---------------------------------------------------------------- where a sound is heard

/**
 * Where a listener at (lx, ly) hears an origin at (x, y) from (IMG, 16.16): the origin itself, or its
 * image through portals when that is nearer (see the header). Maps without portals: the origin.
 */
export function heardAt(ps: SimState, lx: number, ly: number, x: number, y: number): void {
  IMG.x = x;
  IMG.y = y;
  const pl = portalLinks(ps);
  if (pl.count === 0) return;
  const st = stateOf(ps, pl);
  const dx = (x - lx) / FRACUNIT, dy = (y - ly) / FRACUNIT;
  // (no farther than DOOM hears: S_CLIPPING_DIST, 1200 units)
  const d2 = dx * dx + dy * dy;
  F[BEST] = d2 < HEARD_RANGE * HEARD_RANGE ? d2 : HEARD_RANGE * HEARD_RANGE;
  st.bestX = x;
  st.bestY = y;
  search(ps, st, MODE_SOUND, lx, ly, x, y, null, null);
  IMG.x = st.bestX;
  IMG.y = st.bestY;
}
