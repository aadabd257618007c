// Portals: linked edges. Gathers a map's portal pairs (the PORTALS lump, read by
// src/mapdata/portals-text.ts, and Hexen Line_SetPortal, special 156), validates them, and links the
// front sides of both lines: a ray or player crossing A's front continues out of B's front, and
// back. The World builder calls linkPortals before it assembles the World: linking marks the
// builder's side flags and returns the portal tables the World is then made with.
import { MapError } from '../errors.js';
import type { MapData } from '../mapdata/map-data.js';
import { NO_SIDE } from '../mapdata/map-data.js';
import { parsePortalsText, portalOrigin, type PortalDef } from '../mapdata/portals-text.js';
import type { QuadEdgeMesh } from '../mesh/quad-edge-mesh.js';
import { PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type Portal } from './world.js';

export const LINE_SET_PORTAL = 156;
export const LINE_SET_IDENTIFICATION = 121;

/** The most portals a map may declare (PORTALS lines plus Line_SetPortal pairs); more is a MapError. */
export const MAX_PORTALS = 8192;
/** Skipped-portal warnings kept per map (the rest are counted in one line). */
const MAX_PORTAL_WARNINGS = 50;

/** Hexen Line_SetPortal(target line id, this line id, type 0..3, anchor): all four types are honoured as two-way linked portals. */
export function hexenPortals(map: MapData): PortalDef[] {
  if (map.format !== 'hexen') return [];
  const byId = new Map<number, number>();
  map.linedefs.forEach((l, i) => {
    if (l.special === LINE_SET_IDENTIFICATION && !byId.has(l.args[0])) byId.set(l.args[0], i);
    if (l.special === LINE_SET_PORTAL && l.args[1] !== 0 && !byId.has(l.args[1])) byId.set(l.args[1], i);
  });
  const out: PortalDef[] = [];
  const seen = new Set<string>();
  map.linedefs.forEach((l, i) => {
    if (l.special !== LINE_SET_PORTAL || l.args[2] > 3) return;
    const target = byId.get(l.args[0]);
    if (target === undefined || target === i) return;
    const key = i < target ? `${i}:${target}` : `${target}:${i}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ lineA: i, lineB: target, flags: [], sourceLine: 0 });
  });
  return out;
}

/** Checks a set of definitions against the map: unknown linedef, self-link, a line in two portals, a line without a front side. */
export function validatePortals(defs: readonly PortalDef[], map: MapData): void {
  const used = new Map<number, PortalDef>();
  for (const d of defs) validatePortal(d, map, used);
}

/**
 * Checks one definition against the map and the lines already `used` by earlier valid ones (line →
 * its definition); on success marks its two lines used. Constant time, so a map's portals check in
 * linear time. A conflict names both definitions: the one refused and the pair holding the line.
 */
export function validatePortal(d: PortalDef, map: MapData, used: Map<number, PortalDef>): void {
  const where = portalOrigin(d);
  const err = (why: string) => new MapError(map.file, map.name, `${where}: ${why}`);
  for (const l of [d.lineA, d.lineB]) {
    if (l >= map.linedefs.length) throw err(`unknown linedef ${l} (the map has ${map.linedefs.length})`);
    if (map.linedefs[l].right === NO_SIDE) throw err(`linedef ${l} has no front side to link`);
    const v = map.linedefs[l];
    if (v.v1 === v.v2) throw err(`linedef ${l} has zero length`);
  }
  if (d.lineA === d.lineB) throw err(`linedef ${d.lineA} is linked to itself`);
  for (const l of [d.lineA, d.lineB]) {
    const prev = used.get(l);
    if (prev === undefined) continue;
    const held = `portal ${prev.lineA} ${prev.lineB}`, origin = portalOrigin(prev);
    throw err(`linedef ${l} is already in ${held}${origin === held ? '' : ` (${origin})`}`);
  }
  used.set(d.lineA, d);
  used.set(d.lineB, d);
}

/** A linedef's length in map units. */
export function linedefLength(map: MapData, l: number): number {
  const ld = map.linedefs[l], v = map.vertices;
  return Math.hypot(v[ld.v2 * 2] - v[ld.v1 * 2], v[ld.v2 * 2 + 1] - v[ld.v1 * 2 + 1]);
}

function frontFloor(map: MapData, l: number): number | null {
  const side = map.sidedefs[map.linedefs[l].right];
  const sec = side ? map.sectors[side.sector] : undefined;
  return sec ? sec.floorZ : null;
}

/** Lengths more than this ratio apart draw the view through the portal visibly scaled. */
export const PORTAL_SCALE_WARN = 1.25;
/** Front floors more than this apart make crossing a step (DOOM's step is 24). */
export const PORTAL_STEP_WARN = 24;

/**
 * The one check of pairs that are valid but will look odd, for `toom portal add` and the page:
 * lengths differing by more than a quarter (the view through it is scaled by their ratio), front
 * floors more than 24 apart (a step up or down when crossing). Lines must exist (validate first).
 */
export function portalPairWarnings(map: MapData, a: number, b: number): string[] {
  const out: string[] = [];
  const la = linedefLength(map, a), lb = linedefLength(map, b);
  const ratio = la > lb ? la / lb : lb / la;
  if (ratio > PORTAL_SCALE_WARN) out.push(`lengths ${la.toFixed(0)} and ${lb.toFixed(0)}: the view through it is scaled ×${ratio.toFixed(2)}`);
  const fa = frontFloor(map, a), fb = frontFloor(map, b);
  if (fa !== null && fb !== null && Math.abs(fa - fb) > PORTAL_STEP_WARN) out.push(`front floors ${fa} and ${fb}: crossing steps ${fb - fa > 0 ? 'up' : 'down'} ${Math.abs(fb - fa)}`);
  return out;
}

/** All portal definitions of a map (PORTALS lump, then Hexen specials). */
export function portalDefs(map: MapData): PortalDef[] {
  const defs = map.portalsText !== null ? parsePortalsText(map.portalsText, map.file, map.name) : [];
  const hexen = hexenPortals(map);
  if (defs.length + hexen.length > MAX_PORTALS) {
    throw new MapError(map.file, map.name, `${defs.length + hexen.length} portals declared, more than the ${MAX_PORTALS} a map may have; refused`);
  }
  return [...defs, ...hexen];
}

/** The sides as the World builder made them (before the World exists); linking writes only `sideFlags` and `warnings`. */
export interface PortalSides {
  readonly mesh: QuadEdgeMesh;
  readonly sideCount: number;
  readonly sideQe: Int32Array;
  readonly sideLinedef: Int32Array;
  /** The builder's own flags: linking sets SideFlags.PORTAL on every linked side. */
  readonly sideFlags: Uint16Array;
  /** The builder's warning list: skipped portals are reported here. */
  readonly warnings: string[];
}

/** The World's portal fields, as linking makes them (see World for their meaning). */
export interface PortalTables {
  sidePortalQe: Int32Array;
  sidePortalXf: Float64Array;
  portalPieceStart: Int32Array;
  portalPieces: Int32Array;
  portals: Portal[];
}

/**
 * Links the sides for every valid definition (invalid ones become warnings: best effort) and
 * returns the portal tables for the World; sides no portal links keep target -1.
 */
export function linkPortals(sides: PortalSides, map: MapData): PortalTables {
  const tables: PortalTables = {
    sidePortalQe: new Int32Array(sides.sideCount).fill(-1),
    sidePortalXf: new Float64Array(sides.sideCount * PORTAL_XF_STRIDE),
    portalPieceStart: new Int32Array(sides.sideCount + 1),
    portalPieces: new Int32Array(0),
    portals: [],
  };
  let defs: PortalDef[];
  try {
    defs = portalDefs(map);
  } catch (e) {
    sides.warnings.push(`portals ignored: ${(e as Error).message}`);
    return tables;
  }
  if (defs.length === 0) return tables;
  const ok: PortalDef[] = [];
  const used = new Map<number, PortalDef>();
  let skipped = 0;
  for (const d of defs) {
    try {
      validatePortal(d, map, used);
      ok.push(d);
    } catch (e) {
      if (++skipped <= MAX_PORTAL_WARNINGS) sides.warnings.push(`portal skipped: ${(e as Error).message}`);
    }
  }
  if (skipped > MAX_PORTAL_WARNINGS) sides.warnings.push(`${skipped - MAX_PORTAL_WARNINGS} more portal(s) skipped`);
  // Front sides of each linedef, in order along the line.
  const fronts = new Map<number, number[]>();
  for (let s = 0; s < sides.sideCount; s++) {
    const li = sides.sideLinedef[s];
    const l = map.linedefs[li];
    // The front side's quarter edge runs v2→v1 (its face is on the right of v1→v2).
    const isFront = l.right !== NO_SIDE && isFrontQe(sides.mesh, sides.sideQe[s], map.vertices, l.v1, l.v2);
    if (!isFront) continue;
    let list = fronts.get(li);
    if (!list) fronts.set(li, (list = []));
    list.push(s);
  }
  const targets: number[][] = [];
  let missing = 0;
  for (const d of ok) {
    const link = (from: number, to: number) => {
      const src = fronts.get(from), dst = fronts.get(to);
      if (!src || !dst) {
        if (++missing <= MAX_PORTAL_WARNINGS) sides.warnings.push(`portal ${from}→${to}: a line is missing from the mesh`);
        return;
      }
      const lf = map.linedefs[from], lt = map.linedefs[to];
      const ax1 = map.vertices[lf.v1 * 2], ay1 = map.vertices[lf.v1 * 2 + 1], ax2 = map.vertices[lf.v2 * 2], ay2 = map.vertices[lf.v2 * 2 + 1];
      const bx1 = map.vertices[lt.v1 * 2], by1 = map.vertices[lt.v1 * 2 + 1], bx2 = map.vertices[lt.v2 * 2], by2 = map.vertices[lt.v2 * 2 + 1];
      // A.v1 maps to B.v2 and A.v2 to B.v1: the target faces the other way (+π).
      const ux = ax2 - ax1, uy = ay2 - ay1, vx = bx1 - bx2, vy = by1 - by2;
      const la = Math.hypot(ux, uy), lb = Math.hypot(vx, vy);
      const k = lb / la;
      const th = Math.atan2(vy, vx) - Math.atan2(uy, ux);
      const c = Math.cos(th) * k, s = Math.sin(th) * k;
      const tx = bx2 - (c * ax1 - s * ay1), ty = by2 - (s * ax1 + c * ay1);
      const dz = map.sectors[map.sidedefs[lt.right].sector].floorZ - map.sectors[map.sidedefs[lf.right].sector].floorZ;
      for (const sd of src) {
        tables.sidePortalQe[sd] = sides.sideQe[dst[0]];
        targets[sd] = dst.map((t) => sides.sideQe[t]);
        const xf = tables.sidePortalXf;
        const o = sd * PORTAL_XF_STRIDE;
        xf[o + XF_M00] = c; xf[o + XF_M01] = -s; xf[o + XF_M10] = s; xf[o + XF_M11] = c;
        xf[o + XF_TX] = tx; xf[o + XF_TY] = ty; xf[o + XF_DZ] = dz;
        sides.sideFlags[sd] |= SideFlags.PORTAL;
      }
    };
    link(d.lineA, d.lineB);
    if (!d.flags.includes('oneway')) link(d.lineB, d.lineA);
    tables.portals.push({ sideA: fronts.get(d.lineA)?.[0] ?? -1, sideB: fronts.get(d.lineB)?.[0] ?? -1, lineA: d.lineA, lineB: d.lineB, flags: d.flags });
  }
  if (missing > MAX_PORTAL_WARNINGS) sides.warnings.push(`${missing - MAX_PORTAL_WARNINGS} more portal line(s) missing from the mesh`);
  tables.portalPieces = packPieces(tables.portalPieceStart, sides.sideCount, targets);
  return tables;
}

/** Packs each portal side's target pieces into one flat array, filling `start` (sideCount + 1 entries). */
function packPieces(start: Int32Array, sideCount: number, targets: number[][]): Int32Array {
  const all: number[] = [];
  for (let s = 0; s < sideCount; s++) {
    start[s] = all.length;
    const t = targets[s];
    if (t) for (const q of t) all.push(q);
  }
  start[sideCount] = all.length;
  return Int32Array.from(all);
}

/** True when quarter edge q runs from the v2 end toward the v1 end (the front side's orientation). */
function isFrontQe(m: QuadEdgeMesh, q: number, verts: Float64Array, v1: number, v2: number): boolean {
  const o = m.vertex[q], d = m.vertex[m.sym(q)];
  const dx = m.vx[d * 2] - m.vx[o * 2], dy = m.vx[d * 2 + 1] - m.vx[o * 2 + 1];
  const lx = verts[v2 * 2] - verts[v1 * 2], ly = verts[v2 * 2 + 1] - verts[v1 * 2 + 1];
  return dx * lx + dy * ly < 0;
}
