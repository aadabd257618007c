// Portals: linked edges. Parses the PORTALS lump (`portal <linedef A> <linedef B> [flags]`) and
// Hexen Line_SetPortal (special 156), validates the pairs, and links the front sides of both lines
// in the World: a ray or player crossing A's front continues out of B's front, and back.
import { MapError } from '../errors.js';
import type { MapData } from '../mapdata/map-data.js';
import { NO_SIDE } from '../mapdata/map-data.js';
import { PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World } from './world.js';

export const PORTAL_FLAGS = ['oneway'] as const;
export const LINE_SET_PORTAL = 156;
export const LINE_SET_IDENTIFICATION = 121;

export interface PortalDef {
  lineA: number;
  lineB: number;
  flags: string[];
  /** 1-based line of the lump text, 0 for Hexen specials. */
  sourceLine: number;
}

/** Parses PORTALS text. Syntax errors throw MapError naming the lump line. */
export function parsePortalsText(text: string, file: string, map: string): PortalDef[] {
  const out: PortalDef[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/#.*/, '').trim();
    if (!raw) continue;
    const w = raw.split(/\s+/);
    const bad = (why: string) => new MapError(file, map, `PORTALS line ${i + 1}: ${why}: ${JSON.stringify(lines[i].trim())}`);
    if (w[0].toLowerCase() !== 'portal') throw bad('expected "portal <linedef A> <linedef B> [flags]"');
    if (w.length < 3) throw bad('a portal needs two linedef numbers');
    const a = Number(w[1]), b = Number(w[2]);
    if (!Number.isInteger(a) || a < 0 || !Number.isInteger(b) || b < 0) throw bad('linedef numbers must be non-negative integers');
    const flags = w.slice(3).map((f) => f.toLowerCase());
    for (const f of flags) if (!(PORTAL_FLAGS as readonly string[]).includes(f)) throw bad(`unknown flag ${JSON.stringify(f)} (known: ${PORTAL_FLAGS.join(', ')})`);
    out.push({ lineA: a, lineB: b, flags, sourceLine: i + 1 });
  }
  return out;
}

export function formatPortals(defs: readonly PortalDef[]): string {
  return defs.map((d) => `portal ${d.lineA} ${d.lineB}${d.flags.length ? ' ' + d.flags.join(' ') : ''}\n`).join('');
}

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
  const used = new Map<number, number>();
  for (const d of defs) {
    const where = d.sourceLine ? `PORTALS line ${d.sourceLine}` : 'Line_SetPortal';
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
      if (prev !== undefined) throw err(`linedef ${l} is already in the portal on ${prev ? `PORTALS line ${prev}` : 'a Line_SetPortal line'}`);
      used.set(l, d.sourceLine);
    }
  }
}

/** All portal definitions of a map (PORTALS lump, then Hexen specials). */
export function portalDefs(map: MapData): PortalDef[] {
  const defs = map.portalsText !== null ? parsePortalsText(map.portalsText, map.file, map.name) : [];
  return [...defs, ...hexenPortals(map)];
}

/** Links the World's sides for every valid definition; invalid ones become warnings (best effort). */
export function linkPortals(world: World, map: MapData): void {
  let defs: PortalDef[];
  try {
    defs = portalDefs(map);
  } catch (e) {
    world.warnings.push(`portals ignored: ${(e as Error).message}`);
    return;
  }
  if (defs.length === 0) return;
  const ok: PortalDef[] = [];
  for (const d of defs) {
    try {
      validatePortals([...ok, d], map);
      ok.push(d);
    } catch (e) {
      world.warnings.push(`portal skipped: ${(e as Error).message}`);
    }
  }
  // Front sides of each linedef, in order along the line.
  const fronts = new Map<number, number[]>();
  for (let s = 0; s < world.sideCount; s++) {
    const li = world.sideLinedef[s];
    const l = map.linedefs[li];
    // The front side's quarter edge runs v2→v1 (its face is on the right of v1→v2).
    const isFront = l.right !== NO_SIDE && isFrontQe(world, world.sideQe[s], map.vertices, l.v1, l.v2);
    if (!isFront) continue;
    let list = fronts.get(li);
    if (!list) fronts.set(li, (list = []));
    list.push(s);
  }
  const targets: number[][] = [];
  for (const d of ok) {
    const link = (from: number, to: number) => {
      const src = fronts.get(from), dst = fronts.get(to);
      if (!src || !dst) { world.warnings.push(`portal ${from}→${to}: a line is missing from the mesh`); return; }
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
        world.sidePortalQe[sd] = world.sideQe[dst[0]];
        targets[sd] = dst.map((t) => world.sideQe[t]);
        const xf = world.sidePortalXf;
        const o = sd * PORTAL_XF_STRIDE;
        xf[o + XF_M00] = c; xf[o + XF_M01] = -s; xf[o + XF_M10] = s; xf[o + XF_M11] = c;
        xf[o + XF_TX] = tx; xf[o + XF_TY] = ty; xf[o + XF_DZ] = dz;
        (world.sideFlags as Uint16Array)[sd] |= SideFlags.PORTAL;
      }
    };
    link(d.lineA, d.lineB);
    if (!d.flags.includes('oneway')) link(d.lineB, d.lineA);
    world.portals.push({ sideA: fronts.get(d.lineA)?.[0] ?? -1, sideB: fronts.get(d.lineB)?.[0] ?? -1, lineA: d.lineA, lineB: d.lineB, flags: d.flags });
  }
  packPieces(world, targets);
}

/** Packs each portal side's target pieces into the World's flat arrays. */
function packPieces(world: World, targets: number[][]): void {
  const start = world.portalPieceStart as Int32Array;
  const all: number[] = [];
  for (let s = 0; s < world.sideCount; s++) {
    start[s] = all.length;
    const t = targets[s];
    if (t) all.push(...t);
  }
  start[world.sideCount] = all.length;
  (world as { portalPieces: Int32Array }).portalPieces = Int32Array.from(all);
}

/** True when quarter edge q runs from the v2 end toward the v1 end (the front side's orientation). */
function isFrontQe(world: World, q: number, verts: Float64Array, v1: number, v2: number): boolean {
  const m = world.mesh;
  const o = m.vertex[q], d = m.vertex[m.sym(q)];
  const dx = m.vx[d * 2] - m.vx[o * 2], dy = m.vx[d * 2 + 1] - m.vx[o * 2 + 1];
  const lx = verts[v2 * 2] - verts[v1 * 2], ly = verts[v2 * 2 + 1] - verts[v1 * 2 + 1];
  return dx * lx + dy * ly < 0;
}
