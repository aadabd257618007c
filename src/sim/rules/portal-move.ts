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
//   shot first (a use then stops, as DOOM's does). Autoaim (P_AimLineAttack, the player's and
//   monsters', melee's and the BFG's tracers too) goes on the same way: its two slopes are first
//   narrowed by the portal's opening as at a two-sided line (the portal line's front sector against
//   the exit's, moved back by the floor shift), then divided by the scale and measured from the
//   aim's origin (the distance gone so far, scaled, added to each intercept's); the slope it finds
//   is scaled back into the shooter's space. A shot whose height at the portal line is outside that
//   opening is not carried (the line is DOOM's there). At most MAX_TRACE_HOPS portals per trace.
// - A missile spawned with its half step (P_CheckMissileSpawn) across a portal goes through it.
// - Touch (portalTouch). A box overlapping a portal line or a portal's exit from its front also
//   meets what lies beyond it: its centre and box through the transform (a portal line's own, an
//   exit's inverse), its radius scaled and its feet moved by the floor shift, the exit's front
//   sector bounding floor, ceiling and drop-off as the back of a two-sided line; DOOM's thing and
//   line checks there, kept to what lies in front of the far line. One portal deep, MAX_TOUCH lines.
// - Splash (portalSplash). A blast reaches through each portal line its box crosses with it in
//   front, standing at its image beyond; the line of sight is bent at the portal (bentSight).
// - Monsters' aim (portalNearer). A monster faces, shoots missiles at, steers a tracer at and
//   reaches in melee the target's nearer image through one portal seen along a bent line.
//
// - Sight, the noise alert, where a sound is heard and chasing through portals: portal-sight.ts (a
//   crossing here turns a monster's walking direction and its route to its target).
//
// Maps without portals take none of these paths: every hook answers from one test (no portal
// lines), so DOOM's game is unchanged. Allocation-free per tic: the tables are built once per World
// (again when an authoring edit attaches a rebuilt one) and the scratch is preallocated.
import { ANGLE_OUT, FRACBITS, FRACUNIT, aproxDistance, fixedDiv, fixedMul, pointToAngleOut } from '../base/fixed.js';
import { MF } from '../../defs/doom/things-info.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, MAPBLOCKSHIFT, MAXRADIUS, type Level, type Line } from '../base/level.js';
import {
  MAXSPECIALCROSS, blockLinesIterator, blockThingsIterator, interceptVector, pathTraverse, pointOnDivlineSide, setThingPosition,
  unsetThingPosition, type LineFn, type ThingFn, type TraverseFn,
} from '../base/map-util.js';
import { boxOnLineSide, pointOnLineSide } from '../base/line-side.js';
import { checkPosition } from './map-move.js';
import { checkSight } from '../base/sight.js';
import { explodeMissile } from './mobj.js';
import { Mobj } from '../base/thing.js';
import { crossSpecialLine } from './specials.js';
import type { SimState } from '../base/sim-state.js';
import { PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World } from '../../world/world.js';
import { portalCrossed } from './portal-sight.js';

/** Portal lines one box is checked through (the rest, in a hostile nest of portals, are not). */
export const MAX_TOUCH = 8;

/** Things one explosion hurts through portals (the rest are not hurt through them). */
export const MAX_SPLASH_HURT = 64;

/** Portals a use, an aim or a shot may go through (as many as the renderer draws through). */
export const MAX_TRACE_HOPS = 16;

/** portalTraceOn's kinds of trace. */
export const TRACE_USE = 0;
export const TRACE_SHOT = 1;
export const TRACE_AIM = 2;

/** portalTryMove's answers. */
export const PORTAL_NOT_CROSSED = -1;
export const PORTAL_BLOCKED = 0;
export const PORTAL_MOVED = 1;

// Per transform, XF_WORDS numbers: the similarity, the floor shift in 16.16, the scale, and the
// half-side of the box that bounds the image of a square box of half-side 1 (scale · (|cos| + |sin|)).
export const XF_WORDS = 9;
export const W_M00 = 0, W_M01 = 1, W_M10 = 2, W_M11 = 3, W_TX = 4, W_TY = 5, W_DZ = 6, W_SCALE = 7, W_SPAN = 8;
const TWO_PI_TO_ANGLE = 4294967296 / (2 * Math.PI);

/** The portal tables of one World as the playsim reads them (by DOOM line index), and the scratch. */
export class PortalLinks {
  readonly world: World;
  /** Portal lines (their front linked): count of them; per slot its line, its exit line, transform. */
  readonly count: number;
  readonly slotLine: Int32Array;
  readonly slotTarget: Int32Array;
  /** The transforms: slot k's (its line's space into its exit's) at k, its inverse (the exit's
   *  space back into the line's) at inverse(k) = count + k. */
  readonly slotXf: Float64Array;
  /** Per transform (as slotXf): the similarity's rotation as a binary angle. */
  readonly slotTurn: Uint32Array;
  /** Per transform: the line a trace or a box comes out of (slot k: its exit line; inverse(k): k's line). */
  readonly xfFar: Int32Array;
  /** Per line (empty when the map has no portals): the transform a box overlapping it from its front
   *  reaches through — its own slot for a portal line, the inverse of the first portal it is the
   *  exit of otherwise; -1 for any other line. */
  readonly lineTouch: Int32Array;
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
  /** Portals the last use, aim or shot that reached one went through. */
  lastTraceHops = 0;
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
  // Touch: the portal lines (and exits) a box overlaps from their front, the far line of the
  // transform being checked, its vertices in map units, and whether a touch check is running.
  readonly touchLines = new Int32Array(MAX_TOUCH);
  touchCount = 0;
  touchFar: Line | null = null;
  farX = 0;
  farY = 0;
  farDx = 0;
  farDy = 0;
  touching = false;
  // Splash damage through a portal: the bomb's box, the things hurt through portals so far, the
  // transform being checked, the bomb's own place, and the probes of the bent line of sight.
  readonly splashBox = new Int32Array(4);
  readonly splashHurt: (Mobj | null)[] = new Array<Mobj | null>(MAX_SPLASH_HURT).fill(null);
  splashHurtCount = 0;
  splashing = false;
  splashK = -1;
  spotX = 0;
  spotY = 0;
  spotZ = 0;
  splashDamage = 0;
  splashSeen = false;
  probeA: Mobj | null = null;
  probeB: Mobj | null = null;
  /** portalNearer's answer: the image (16.16), its distance, its portal. */
  imgX = 0;
  imgY = 0;
  imgZ = 0;
  imgDist = 0;
  imgSlot = -1;
  /** Per block of `blockLevel`'s blockmap: 1 when a portal line or a portal's exit crosses it. */
  blockFlags: Uint8Array = new Uint8Array(0);
  blockLevel: Level | null = null;

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
    this.slotXf = new Float64Array(this.count * 2 * XF_WORDS);
    this.slotTurn = new Uint32Array(this.count * 2);
    this.xfFar = new Int32Array(this.count * 2);
    this.lineSlot = new Int32Array(this.count > 0 ? n : 0).fill(-1);
    this.lineOpen = new Uint8Array(this.count > 0 ? n : 0);
    this.lineTouch = new Int32Array(this.count > 0 ? n : 0).fill(-1);
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
      const scale = Math.hypot(m00, m10);
      this.slotXf[w + W_SCALE] = scale;
      this.slotXf[w + W_SPAN] = Math.abs(m00) + Math.abs(m10);
      this.slotTurn[k] = Math.round(Math.atan2(m10, m00) * TWO_PI_TO_ANGLE) >>> 0;
      this.xfFar[k] = targets[k];
      // The inverse: M⁻¹ = Mᵀ / scale², t⁻¹ = −M⁻¹ t, the floor shift negated.
      const v = (this.count + k) * XF_WORDS, s2 = scale * scale;
      const i00 = this.slotXf[w + W_M00] / s2, i01 = this.slotXf[w + W_M10] / s2;
      const i10 = this.slotXf[w + W_M01] / s2, i11 = this.slotXf[w + W_M11] / s2;
      const tx = this.slotXf[w + W_TX], ty = this.slotXf[w + W_TY];
      this.slotXf[v + W_M00] = i00;
      this.slotXf[v + W_M01] = i01;
      this.slotXf[v + W_M10] = i10;
      this.slotXf[v + W_M11] = i11;
      this.slotXf[v + W_TX] = -(i00 * tx + i01 * ty);
      this.slotXf[v + W_TY] = -(i10 * tx + i11 * ty);
      this.slotXf[v + W_DZ] = -this.slotXf[w + W_DZ];
      this.slotXf[v + W_SCALE] = 1 / scale;
      this.slotXf[v + W_SPAN] = Math.abs(i00) + Math.abs(i10);
      this.slotTurn[this.count + k] = (0 - this.slotTurn[k]) >>> 0;
      this.xfFar[this.count + k] = l;
    }
    for (let k = 0; k < this.count; k++) this.lineTouch[this.slotLine[k]] = k;
    for (let k = 0; k < this.count; k++) if (this.lineTouch[targets[k]] < 0) this.lineTouch[targets[k]] = this.count + k;
  }

  /** Per block of the Level's blockmap: 1 where a portal line or a portal's exit may pass. */
  blocksOf(lv: Level): Uint8Array {
    if (this.blockLevel === lv) return this.blockFlags;
    const w = lv.bmapwidth, h = lv.bmapheight, flags = new Uint8Array(w > 0 && h > 0 ? w * h : 0);
    for (let l = 0; l < this.lineOpen.length && flags.length > 0; l++) {
      if (this.lineOpen[l] === 0) continue;
      const bb = lv.lines[l].bbox;
      const xl = Math.max(0, (bb[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT), xh = Math.min(w - 1, (bb[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT);
      const yl = Math.max(0, (bb[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT), yh = Math.min(h - 1, (bb[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT);
      for (let y = yl; y <= yh; y++) for (let x = xl; x <= xh; x++) flags[y * w + x] = 1;
    }
    this.blockFlags = flags;
    this.blockLevel = lv;
    return flags;
  }

  /** True when (x, y) (16.16) lies strictly in front of the far line being checked. */
  ahead(x: number, y: number): boolean {
    return ((x / FRACUNIT - this.farX) * this.farDy - (y / FRACUNIT - this.farY) * this.farDx) > 1e-9;
  }

  /** Makes `far` the line whose front the checks beyond a portal keep to. */
  setFar(far: Line): void {
    this.touchFar = far;
    this.farX = far.v1x / FRACUNIT;
    this.farY = far.v1y / FRACUNIT;
    this.farDx = far.dx / FRACUNIT;
    this.farDy = far.dy / FRACUNIT;
  }

  /** The index of slot k's inverse transform (from its exit's space back into its line's). */
  inverse(k: number): number {
    return this.count + k;
  }

  /** Transform k's floor shift (16.16: add it to a height to move it into the far space). */
  dz(k: number): number {
    return this.slotXf[k * XF_WORDS + W_DZ];
  }

  /** Transform k's scale (lengths in the far space over lengths here). */
  scale(k: number): number {
    return this.slotXf[k * XF_WORDS + W_SCALE];
  }

  /** The point (x, y) (16.16) through transform k's similarity (a slot, or inverse(slot)), rounded to
   *  16.16: into outX, outY. */
  transform(k: number, x: number, y: number): void {
    const w = k * XF_WORDS, xf = this.slotXf;
    const ux = x / FRACUNIT, uy = y / FRACUNIT;
    this.outX = Math.round((xf[w + W_M00] * ux + xf[w + W_M01] * uy + xf[w + W_TX]) * FRACUNIT) | 0;
    this.outY = Math.round((xf[w + W_M10] * ux + xf[w + W_M11] * uy + xf[w + W_TY]) * FRACUNIT) | 0;
  }

  /** A vector (16.16) turned and scaled by transform k's similarity: into outX, outY. */
  turn(k: number, x: number, y: number): void {
    const w = k * XF_WORDS, xf = this.slotXf;
    this.outX = Math.round(xf[w + W_M00] * x + xf[w + W_M01] * y) | 0;
    this.outY = Math.round(xf[w + W_M10] * x + xf[w + W_M11] * y) | 0;
  }

  /** The point (x, y) (16.16) through slot k's inverse (from the exit's space back into the portal
   *  line's), rounded to 16.16: into outX, outY. */
  untransform(k: number, x: number, y: number): void {
    const w = k * XF_WORDS, xf = this.slotXf;
    const a = xf[w + W_M00], b = xf[w + W_M01], c = xf[w + W_M10], d = xf[w + W_M11], det = a * d - b * c;
    const ux = x / FRACUNIT - xf[w + W_TX], uy = y / FRACUNIT - xf[w + W_TY];
    this.outX = Math.round(((d * ux - b * uy) / det) * FRACUNIT) | 0;
    this.outY = Math.round(((a * uy - c * ux) / det) * FRACUNIT) | 0;
  }

  /** A vector (16.16) through slot k's inverse (turned back, scaled down): into outX, outY. */
  unturn(k: number, x: number, y: number): void {
    const w = k * XF_WORDS, xf = this.slotXf;
    const a = xf[w + W_M00], b = xf[w + W_M01], c = xf[w + W_M10], d = xf[w + W_M11], det = a * d - b * c;
    this.outX = Math.round((d * x - b * y) / det) | 0;
    this.outY = Math.round((a * y - c * x) / det) | 0;
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
  portalCrossed(pl, thing, k);
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

// ---------------------------------------------------------------- touch

let touchPl: PortalLinks | null = null;
let touchThingFn: ThingFn | null = null;
let touchLineFn: LineFn | null = null;

/** The portal lines and exits the box (tm.tmbbox) overlaps with its centre (tm.tmx, tm.tmy) in front. */
function collectTouch(ps: SimState, ld: Line): boolean {
  const pl = touchPl!, tm = ps.tm, box = tm.tmbbox;
  if (pl.lineTouch[ld.index] < 0) return true;
  if (box[BOXRIGHT] <= ld.bbox[BOXLEFT] || box[BOXLEFT] >= ld.bbox[BOXRIGHT]
    || box[BOXTOP] <= ld.bbox[BOXBOTTOM] || box[BOXBOTTOM] >= ld.bbox[BOXTOP]) return true;
  if (boxOnLineSide(box, ld) !== -1 || pointOnLineSide(tm.tmx, tm.tmy, ld) !== 0) return true;
  if (pl.touchCount < MAX_TOUCH) pl.touchLines[pl.touchCount++] = ld.index;
  return true;
}

/** Beyond a portal: only the things whose centres lie in front of its far line. */
function touchThing(ps: SimState, mo: Mobj): boolean {
  if (!touchPl!.ahead(mo.x, mo.y)) return true;
  return touchThingFn!(ps, mo);
}

/** Beyond a portal: the lines with an end in front of its far line, not the far line itself. */
function touchLine(ps: SimState, ld: Line): boolean {
  const pl = touchPl!;
  if (ld === pl.touchFar || (!pl.ahead(ld.v1x, ld.v1y) && !pl.ahead(ld.v2x, ld.v2y))) return true;
  return touchLineFn!(ps, ld);
}

/**
 * Hook at the end of P_CheckPosition (`lineFn`: PIT_CheckLine) and P_TeleportMove (`lineFn` null:
 * things only), with the scratch box of `thing` set: where the box overlaps a portal line or a
 * portal's exit from its front, the part of the linked space it reaches is checked too, in that
 * space's numbers — the centre through the transform, the box the one bounding the image, the
 * thing (for the checks' length: not relinked) at its image with its radius scaled and its feet
 * (and the heights found so far) moved by the floor shift, the far line's front sector bounding
 * the floor, ceiling and drop-off as the back of a two-sided line does (not for a teleport, whose
 * heights are its sector's); then DOOM's checks of the things (`thingFn`: blocking, pickups, telefrags, missiles' hits)
 * and lines there, keeping to what lies in front of the far line (the far line itself is the
 * doorway). The heights come back into the thing's space; walk-over lines beyond are not kept (a
 * crossing fires them, portalTryMove). One level deep, MAX_TOUCH portals at most. False: blocked.
 */
export function portalTouch(ps: SimState, thing: Mobj, thingFn: ThingFn, lineFn: LineFn | null): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0 || pl.touching) return true;
  const tm = ps.tm, lv = ps.level, box = tm.tmbbox;
  const flags = pl.blocksOf(lv), w = lv.bmapwidth;
  const xl = (box[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT, xh = (box[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
  const yl = (box[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT, yh = (box[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT;
  let near = false;
  for (let by = yl < 0 ? 0 : yl; by <= yh && by < lv.bmapheight && !near; by++) {
    for (let bx = xl < 0 ? 0 : xl; bx <= xh && bx < w; bx++) if (flags[by * w + bx] !== 0) { near = true; break; }
  }
  if (!near) return true;
  pl.touchCount = 0;
  touchPl = pl;
  ps.validcount++;
  for (let bx = xl; bx <= xh; bx++) for (let by = yl; by <= yh; by++) blockLinesIterator(ps, bx, by, collectTouch);
  if (pl.touchCount === 0) {
    touchPl = null;
    return true;
  }
  const x = tm.tmx, y = tm.tmy, top = box[BOXTOP], bottom = box[BOXBOTTOM], left = box[BOXLEFT], right = box[BOXRIGHT];
  const x0 = thing.x, y0 = thing.y, z = thing.z, radius = thing.radius, spec = tm.numspechit, lines = lv.lines;
  touchThingFn = thingFn;
  touchLineFn = lineFn;
  pl.touching = true;
  let ok = true;
  for (let i = 0; i < pl.touchCount && ok; i++) {
    const k = pl.lineTouch[pl.touchLines[i]], far = lines[pl.xfFar[k]];
    const wk = k * XF_WORDS, dz = pl.slotXf[wk + W_DZ];
    pl.transform(k, x, y);
    const ix = pl.outX, iy = pl.outY, half = Math.round(radius * pl.slotXf[wk + W_SPAN]) | 0;
    tm.tmx = ix;
    tm.tmy = iy;
    box[BOXTOP] = (iy + half) | 0;
    box[BOXBOTTOM] = (iy - half) | 0;
    box[BOXRIGHT] = (ix + half) | 0;
    box[BOXLEFT] = (ix - half) | 0;
    thing.z = (z + dz) | 0;
    thing.radius = Math.round(radius * pl.slotXf[wk + W_SCALE]) | 0;
    tm.tmfloorz = (tm.tmfloorz + dz) | 0;
    tm.tmceilingz = (tm.tmceilingz + dz) | 0;
    tm.tmdropoffz = (tm.tmdropoffz + dz) | 0;
    const fs = far.frontsector!;
    if (lineFn !== null) {
      if (fs.floorheight > tm.tmfloorz) tm.tmfloorz = fs.floorheight;
      if (fs.ceilingheight < tm.tmceilingz) tm.tmceilingz = fs.ceilingheight;
      if (fs.floorheight < tm.tmdropoffz) tm.tmdropoffz = fs.floorheight;
    }
    thing.x = ix;
    thing.y = iy;
    pl.setFar(far);
    ps.validcount++;
    const bxl = (box[BOXLEFT] - lv.bmaporgx - MAXRADIUS) >> MAPBLOCKSHIFT, bxh = (box[BOXRIGHT] - lv.bmaporgx + MAXRADIUS) >> MAPBLOCKSHIFT;
    const byl = (box[BOXBOTTOM] - lv.bmaporgy - MAXRADIUS) >> MAPBLOCKSHIFT, byh = (box[BOXTOP] - lv.bmaporgy + MAXRADIUS) >> MAPBLOCKSHIFT;
    for (let bx = bxl; bx <= bxh && ok; bx++) for (let by = byl; by <= byh && ok; by++) ok = blockThingsIterator(ps, bx, by, touchThing);
    if (ok && lineFn !== null) {
      const lxl = (box[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT, lxh = (box[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
      const lyl = (box[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT, lyh = (box[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT;
      for (let bx = lxl; bx <= lxh && ok; bx++) for (let by = lyl; by <= lyh && ok; by++) ok = blockLinesIterator(ps, bx, by, touchLine);
    }
    tm.tmfloorz = (tm.tmfloorz - dz) | 0;
    tm.tmceilingz = (tm.tmceilingz - dz) | 0;
    tm.tmdropoffz = (tm.tmdropoffz - dz) | 0;
    thing.x = x0;
    thing.y = y0;
    thing.z = z;
    thing.radius = radius;
  }
  pl.touching = false;
  pl.touchFar = null;
  touchPl = null;
  touchThingFn = null;
  touchLineFn = null;
  tm.tmx = x;
  tm.tmy = y;
  box[BOXTOP] = top;
  box[BOXBOTTOM] = bottom;
  box[BOXLEFT] = left;
  box[BOXRIGHT] = right;
  tm.numspechit = spec;
  return ok;
}

// ---------------------------------------------------------------- splash damage

/** The portal lines and exits the bomb's box crosses with the bomb in front. */
function collectSplash(_ps: SimState, ld: Line): boolean {
  const pl = touchPl!, box = pl.splashBox;
  if (pl.lineTouch[ld.index] < 0) return true;
  if (box[BOXRIGHT] <= ld.bbox[BOXLEFT] || box[BOXLEFT] >= ld.bbox[BOXRIGHT]
    || box[BOXTOP] <= ld.bbox[BOXBOTTOM] || box[BOXBOTTOM] >= ld.bbox[BOXTOP]) return true;
  if (boxOnLineSide(box, ld) !== -1 || pointOnLineSide(pl.spotX, pl.spotY, ld) !== 0) return true;
  if (pl.touchCount < MAX_TOUCH) pl.touchLines[pl.touchCount++] = ld.index;
  return true;
}

/** Beyond a portal: a thing in front of the far line, not within the bomb's own reach (DOOM's pass
 *  judged it), not hurt through another portal already. */
function splashThing(ps: SimState, mo: Mobj): boolean {
  const pl = touchPl!;
  if (!pl.ahead(mo.x, mo.y)) return true;
  const dx = Math.abs(mo.x - pl.spotX), dy = Math.abs(mo.y - pl.spotY);
  if ((((dx > dy ? dx : dy) - mo.radius) | 0) >> 16 < pl.splashDamage) return true;
  for (let i = 0; i < pl.splashHurtCount; i++) if (pl.splashHurt[i] === mo) return true;
  if (pl.splashHurtCount >= MAX_SPLASH_HURT) return true;
  pl.splashSeen = false;
  touchThingFn!(ps, mo);
  if (pl.splashSeen) pl.splashHurt[pl.splashHurtCount++] = mo;
  return true;
}

/**
 * Hook at the end of P_RadiusAttack (`fn`: PIT_RadiusAttack): the bomb reaches through each
 * portal line (or exit) its box crosses with the bomb in front, as if it stood at its image in the
 * far space (its place and height through the transform): `fn` judges the things in front of the
 * far line there by DOOM's rule — its box distance from the image (in the far space's units), its
 * line of sight bent at the portal (portalSplashSight) — and the thrust pushes them away from the
 * image. A thing within the bomb's direct reach is left to DOOM's pass; each thing is hurt through
 * one portal at most; one portal deep, MAX_TOUCH portals at most.
 */
export function portalSplash(ps: SimState, spot: Mobj, damage: number, fn: ThingFn): void {
  const pl = portalLinks(ps);
  if (pl.count === 0 || pl.splashing || touchPl !== null) return;
  const lv = ps.level, box = pl.splashBox;
  const reach = ((damage > 4096 ? 4096 : damage) << FRACBITS) + MAXRADIUS;
  box[BOXTOP] = (spot.y + reach) | 0;
  box[BOXBOTTOM] = (spot.y - reach) | 0;
  box[BOXRIGHT] = (spot.x + reach) | 0;
  box[BOXLEFT] = (spot.x - reach) | 0;
  const flags = pl.blocksOf(lv), w = lv.bmapwidth;
  const xl = (box[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT, xh = (box[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
  const yl = (box[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT, yh = (box[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT;
  let near = false;
  for (let by = yl < 0 ? 0 : yl; by <= yh && by < lv.bmapheight && !near; by++) {
    for (let bx = xl < 0 ? 0 : xl; bx <= xh && bx < w; bx++) if (flags[by * w + bx] !== 0) { near = true; break; }
  }
  if (!near) return;
  const x = spot.x, y = spot.y, z = spot.z;
  pl.spotX = x;
  pl.spotY = y;
  pl.spotZ = z;
  pl.splashDamage = damage;
  pl.touchCount = 0;
  touchPl = pl;
  ps.validcount++;
  for (let bx = xl; bx <= xh; bx++) for (let by = yl; by <= yh; by++) blockLinesIterator(ps, bx, by, collectSplash);
  pl.splashHurtCount = 0;
  pl.splashing = true;
  touchThingFn = fn;
  const lines = lv.lines;
  for (let i = 0; i < pl.touchCount; i++) {
    const k = pl.lineTouch[pl.touchLines[i]];
    pl.transform(k, x, y);
    const ix = pl.outX, iy = pl.outY;
    pl.splashK = k;
    pl.setFar(lines[pl.xfFar[k]]);
    spot.x = ix;
    spot.y = iy;
    spot.z = (z + pl.slotXf[k * XF_WORDS + W_DZ]) | 0;
    const bxl = (ix - reach - lv.bmaporgx) >> MAPBLOCKSHIFT, bxh = (ix + reach - lv.bmaporgx) >> MAPBLOCKSHIFT;
    const byl = (iy - reach - lv.bmaporgy) >> MAPBLOCKSHIFT, byh = (iy + reach - lv.bmaporgy) >> MAPBLOCKSHIFT;
    for (let by = byl; by <= byh; by++) for (let bx = bxl; bx <= bxh; bx++) blockThingsIterator(ps, bx, by, splashThing);
  }
  spot.x = x;
  spot.y = y;
  spot.z = z;
  pl.splashing = false;
  pl.splashHurtCount = 0;
  pl.splashHurt.fill(null);
  touchPl = null;
  touchThingFn = null;
}

/**
 * Hook of PIT_RadiusAttack's line of sight: DOOM's checkSight, but during portalSplash's pass (the
 * bomb `spot` standing at its image beyond the portal) bentSight's line, the thing looking.
 */
export function portalSplashSight(ps: SimState, thing: Mobj, spot: Mobj): boolean {
  const pl = portalLinks(ps);
  if (!pl.splashing) return checkSight(ps, thing, spot);
  // The bomb in its own place for the check.
  const ix = spot.x, iy = spot.y, iz = spot.z;
  spot.x = pl.spotX;
  spot.y = pl.spotY;
  spot.z = pl.spotZ;
  const seen = bentSight(ps, pl, pl.splashK, spot, thing, true);
  spot.x = ix;
  spot.y = iy;
  spot.z = iz;
  pl.splashSeen = seen;
  return seen;
}

/**
 * A line of sight bent at a portal: `near` stands in the space of transform k's near line, `far` in
 * the space of its far line. The straight line from `far` to the image of `near` (through the
 * transform) must pass through the far line between its ends (map units, doubles: deterministic);
 * then DOOM's checkSight must pass on both legs, between each thing and a probe standing one unit
 * in front of the line where the bent line crosses it, with the other thing's height there (moved
 * by the floor shift): `far` looking when `farLooks`, `near` otherwise.
 */
export function bentSight(ps: SimState, pl: PortalLinks, k: number, near: Mobj, far: Mobj, farLooks: boolean): boolean {
  const lines = ps.level.lines, farLine = lines[pl.xfFar[k]];
  pl.setFar(farLine);
  pl.transform(k, near.x, near.y);
  const px = far.x / FRACUNIT, py = far.y / FRACUNIT, sx = pl.outX / FRACUNIT, sy = pl.outY / FRACUNIT;
  const cp = (px - pl.farX) * pl.farDy - (py - pl.farY) * pl.farDx;
  const cs = (sx - pl.farX) * pl.farDy - (sy - pl.farY) * pl.farDx;
  if (!(cp > 0) || cs > 0) return false;
  const t = cp / (cp - cs), cx = px + (sx - px) * t, cy = py + (sy - py) * t;
  const len2 = pl.farDx * pl.farDx + pl.farDy * pl.farDy;
  const u = ((cx - pl.farX) * pl.farDx + (cy - pl.farY) * pl.farDy) / len2;
  if (!(u >= 0 && u <= 1)) return false;
  if (pl.probeA === null) pl.probeA = new Mobj(ps);
  if (pl.probeB === null) pl.probeB = new Mobj(ps);
  const b = pl.probeB, a = pl.probeA, dz = pl.slotXf[k * XF_WORDS + W_DZ];
  const fl = Math.sqrt(len2);
  b.x = Math.round((cx + pl.farDy / fl) * FRACUNIT) | 0;
  b.y = Math.round((cy - pl.farDx / fl) * FRACUNIT) | 0;
  b.z = (near.z + dz) | 0;
  b.height = near.height;
  b.sector = farLine.frontsector!;
  if (!(farLooks ? checkSight(ps, far, b) : checkSight(ps, b, far))) return false;
  const back = k < pl.count ? pl.count + k : k - pl.count, nearLine = lines[pl.xfFar[back]];
  pl.transform(back, Math.round(cx * FRACUNIT) | 0, Math.round(cy * FRACUNIT) | 0);
  const ndx = nearLine.dx / FRACUNIT, ndy = nearLine.dy / FRACUNIT, nl = Math.sqrt(ndx * ndx + ndy * ndy);
  a.x = Math.round(pl.outX + (ndy / nl) * FRACUNIT) | 0;
  a.y = Math.round(pl.outY - (ndx / nl) * FRACUNIT) | 0;
  a.z = (far.z - dz) | 0;
  a.height = far.height;
  a.sector = nearLine.frontsector!;
  return farLooks ? checkSight(ps, a, near) : checkSight(ps, near, a);
}

/**
 * The nearer image of `to` seen from `from` through one portal: among the portal lines `from`
 * stands in front of (within the distance to `to` itself), `to` standing in front of the exit,
 * the image of `to` through the portal's inverse whose line from `from` passes through the portal
 * line and along which `from` sees `to` (bentSight), the nearest by DOOM's approximate distance,
 * if nearer than `to` itself: true, with imgX, imgY, imgZ (its feet moved back by the floor
 * shift), imgDist and imgSlot set. Every portal is looked at (the cost grows with the map's
 * portals, bounded by them); the line-of-sight walks only for images nearer than the best so far.
 */
export function portalNearer(ps: SimState, from: Mobj, to: Mobj): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0 || pl.splashing) return false;
  const lines = ps.level.lines;
  let best = aproxDistance((to.x - from.x) | 0, (to.y - from.y) | 0), found = -1, bx = 0, by = 0;
  for (let k = 0; k < pl.count; k++) {
    const ld = lines[pl.slotLine[k]], bb = ld.bbox;
    if (from.x + best <= bb[BOXLEFT] || from.x - best >= bb[BOXRIGHT] || from.y + best <= bb[BOXBOTTOM] || from.y - best >= bb[BOXTOP]) continue;
    if (pointOnLineSide(from.x, from.y, ld) !== 0) continue;
    if (pointOnLineSide(to.x, to.y, lines[pl.slotTarget[k]]) !== 0) continue;
    const inv = pl.count + k;
    pl.transform(inv, to.x, to.y);
    const ix = pl.outX, iy = pl.outY;
    const d = aproxDistance((ix - from.x) | 0, (iy - from.y) | 0);
    if (d >= best) continue;
    if (!bentSight(ps, pl, k, from, to, false)) continue;
    best = d;
    found = k;
    bx = ix;
    by = iy;
  }
  if (found < 0) return false;
  pl.imgX = bx;
  pl.imgY = by;
  pl.imgZ = (to.z - pl.slotXf[found * XF_WORDS + W_DZ]) | 0;
  pl.imgDist = best;
  pl.imgSlot = found;
  return true;
}

/** Where `from` aims at `to`: its nearer image through a portal (portalNearer), else `to` itself,
 *  in the returned links' imgX, imgY, imgZ (spawnMissile, A_Tracer, A_SkullAttack). */
export function portalAimPoint(ps: SimState, from: Mobj, to: Mobj): PortalLinks {
  const pl = portalLinks(ps);
  if (!portalNearer(ps, from, to)) {
    pl.imgX = to.x;
    pl.imgY = to.y;
    pl.imgZ = to.z;
  }
  return pl;
}

/** R_PointToAngle2 from `from` to `to`'s nearer image through a portal (portalNearer), else to
 *  `to` itself: into ANGLE_OUT[0]. */
export function portalAngleTo(ps: SimState, from: Mobj, to: Mobj): void {
  if (portalNearer(ps, from, to)) {
    const pl = portalLinks(ps);
    pointToAngleOut(from.x, from.y, pl.imgX, pl.imgY);
  } else pointToAngleOut(from.x, from.y, to.x, to.y);
}

/** The direction from `from` towards `to` as `to`'s own space has it (P_DamageMobj's push): through
 *  `to`'s nearer image, the portal's turn added: into ANGLE_OUT[0]. */
export function portalAngleAway(ps: SimState, from: Mobj, to: Mobj): void {
  if (portalNearer(ps, from, to)) {
    const pl = portalLinks(ps);
    pointToAngleOut(from.x, from.y, pl.imgX, pl.imgY);
    ANGLE_OUT[0] = (ANGLE_OUT[0] + pl.slotTurn[pl.imgSlot]) >>> 0;
  } else pointToAngleOut(from.x, from.y, to.x, to.y);
}

/** Hook of P_CheckMeleeRange past DOOM's own test: `target`'s nearer image through a portal
 *  (portalNearer: seen) is within `range`. */
export function portalInReach(ps: SimState, actor: Mobj, target: Mobj, range: number): boolean {
  if (!portalNearer(ps, actor, target)) return false;
  return portalLinks(ps).imgDist < range;
}

// ---------------------------------------------------------------- trace hooks

/** Hook of the use and shot traversals: `li`, met at `frac`, is a portal seen from the trace's
 *  start: the trace stops there and portalTraceOn goes on beyond it. A shot (`shot`) whose height
 *  there is outside the portal's opening (as portalAimHit has it) is not carried: DOOM's rule for
 *  the line goes on (a wall: the puff on it). */
export function portalTraceHit(ps: SimState, li: Line, frac: number, shot: boolean): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0) return false;
  const k = pl.lineSlot[li.index], tm = ps.tm;
  if (k < 0 || pointOnLineSide(tm.traceX, tm.traceY, li) !== 0) return false;
  if (shot) {
    const front = li.frontsector!, beyond = ps.level.lines[pl.slotTarget[k]].frontsector!;
    const dz = pl.slotXf[k * XF_WORDS + W_DZ];
    const bfloor = (beyond.floorheight - dz) | 0, bceil = (beyond.ceilingheight - dz) | 0;
    const top = front.ceilingheight < bceil ? front.ceilingheight : bceil;
    const bottom = front.floorheight > bfloor ? front.floorheight : bfloor;
    const z = (tm.shootz + fixedMul(tm.aimslope, fixedMul(tm.attackrange, frac))) | 0;
    if (z < bottom || z > top) return false;
  }
  pl.hitSlot = k;
  pl.hitFrac = frac;
  return true;
}

/**
 * Hook of the aim traversal: `li`, met at `frac`, is a portal seen from the trace's start: the aim
 * stops there (true) and portalTraceOn goes on beyond it, the slopes narrowed by the portal's
 * opening (as DOOM's at a two-sided line: the higher floor, the lower ceiling of the portal line's
 * front sector and its exit's, those moved back by the floor shift); closed, it goes no further.
 */
export function portalAimHit(ps: SimState, li: Line, frac: number): boolean {
  const pl = portalLinks(ps);
  if (pl.count === 0) return false;
  const k = pl.lineSlot[li.index], tm = ps.tm;
  if (k < 0 || pointOnLineSide(tm.traceX, tm.traceY, li) !== 0) return false;
  const front = li.frontsector!, beyond = ps.level.lines[pl.slotTarget[k]].frontsector!;
  const dz = pl.slotXf[k * XF_WORDS + W_DZ];
  const bfloor = (beyond.floorheight - dz) | 0, bceil = (beyond.ceilingheight - dz) | 0;
  const top = front.ceilingheight < bceil ? front.ceilingheight : bceil;
  const bottom = front.floorheight > bfloor ? front.floorheight : bfloor;
  if (bottom >= top) return true;
  const dist = (fixedMul(tm.attackrange, frac) + tm.aimdist0) | 0;
  if (front.floorheight !== bfloor) {
    const slope = fixedDiv((bottom - tm.shootz) | 0, dist);
    if (slope > tm.bottomslope) tm.bottomslope = slope;
  }
  if (front.ceilingheight !== bceil) {
    const slope = fixedDiv((top - tm.shootz) | 0, dist);
    if (slope < tm.topslope) tm.topslope = slope;
  }
  if (tm.topslope <= tm.bottomslope) return true;
  pl.hitSlot = k;
  pl.hitFrac = frac;
  return true;
}

/** Hook of P_UseSpecialLine's caller: the side `user` uses `li` from — DOOM's, or past a portal,
 *  that of the point the use came out at. */
export function portalUseSide(ps: SimState, user: Mobj, li: Line): number {
  if (portalLinks(ps).traceHop === 0) return pointOnLineSide(user.x, user.y, li);
  return pointOnLineSide(ps.tm.traceX, ps.tm.traceY, li);
}

/**
 * Hook after P_UseLines', P_LineAttack's and P_AimLineAttack's trace (`mode`: TRACE_USE, TRACE_SHOT,
 * TRACE_AIM): when it stopped at a portal, the trace goes on from the crossing point in the
 * target's space to the image of its end, with `fn`; up to MAX_TRACE_HOPS portals. A shot carries
 * its height (moved by the floor shift), what is left of its range (scaled) and its slope (divided
 * by the scale: heights are not scaled); an aim the same for its two slopes, measured from its
 * origin (tm.aimdist0: the scaled distance gone so far), and the slope it finds is scaled back
 * into the shooter's space.
 */
export function portalTraceOn(ps: SimState, flags: number, fn: TraverseFn, mode: number): void {
  const pl = portalLinks(ps);
  if (pl.hitSlot < 0) return;
  const tm = ps.tm, lines = ps.level.lines;
  let scaled = 1;
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
    if (mode !== TRACE_USE) {
      const w = k * XF_WORDS, scale = pl.slotXf[w + W_SCALE], dz = pl.slotXf[w + W_DZ];
      const dist = fixedMul(tm.attackrange, frac);
      if (mode === TRACE_SHOT) {
        tm.shootz = (tm.shootz + fixedMul(tm.aimslope, dist) + dz) | 0;
        tm.aimslope = Math.round(tm.aimslope / scale) | 0;
      } else {
        tm.shootz = (tm.shootz + dz) | 0;
        tm.aimdist0 = Math.round(((tm.aimdist0 + dist) | 0) * scale) | 0;
        tm.topslope = Math.round(tm.topslope / scale) | 0;
        tm.bottomslope = Math.round(tm.bottomslope / scale) | 0;
        scaled *= scale;
      }
      tm.attackrange = Math.round(((tm.attackrange - dist) | 0) * scale) | 0;
      if (tm.attackrange < FRACUNIT) break;
    }
    // The trace starts on the exit line: not in its way (marked seen for the traversal about to run).
    exit.validcount = ps.validcount + 1;
    pl.traceHop = hop;
    pathTraverse(ps, sx, sy, ex, ey, flags, fn);
  }
  pl.lastTraceHops = pl.traceHop;
  if (mode === TRACE_AIM && tm.linetarget !== null && scaled !== 1) tm.aimslope = Math.round(tm.aimslope * scaled) | 0;
  pl.hitSlot = -1;
  pl.traceHop = 0;
}
