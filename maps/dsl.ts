// The map DSL: an author writes sectors as polygons (any winding) with heights, flats, light and
// wall styles, marks edges with texture overrides and names, places things and links named lines as
// portals. `compile()` turns that into Doom-format map lumps:
//
//  - polygons are normalised to clockwise (DOOM's y-up map coordinates), so every edge has the
//    polygon's inside on its right, as DOOM's front sidedef is;
//  - vertices are deduplicated; an edge with another polygon's vertex lying on it is split there
//    (T-junctions), so edges shared by neighbours coincide exactly;
//  - polygons may nest: a polygon inside another is cut out of it (a pool in a hall, a pillar in a
//    room). What lies on each side of an edge is the innermost polygon there — a sector, or nothing
//    for `solid()` blocks and the outside;
//  - an edge with sectors on both sides becomes one two-sided linedef (front = the side of the first
//    polygon that defined it), an edge with one sector becomes a one-sided wall whose front faces
//    into that sector; upper and lower textures are filled from the sectors' styles where heights
//    step, and x offsets continue along collinear walls;
//  - named edges resolve to linedef indices; portals between named lines become the PORTALS lump.
//
// Bad geometry (crossing edges, overlapping sectors, things outside the map, portal lines that are
// two-sided or of unequal length, ...) is a MapError naming the map and the place.
import { MapError } from '../src/errors.js';
import { LineFlags, type Sidedef } from '../src/mapdata/map-data.js';
import { encodeMap } from '../src/mapdata/encode-map.js';
import { formatPortalsText, isPortalFlag, type PortalFlag } from '../src/mapdata/portals-text.js';
import type { LumpSource } from '../src/wad/wad-writer.js';

export { LineFlags };

/** Textures and offsets of one side of a line. */
export interface SideProps {
  /** Middle texture: a one-sided wall's texture, or a see-through texture on a two-sided line. */
  mid?: string;
  upper?: string;
  lower?: string;
  /** Texture x offset; by default offsets continue the texture along collinear walls. */
  xOff?: number;
  yOff?: number;
}

/** Properties of a polygon edge: its own side (facing into the polygon), the line, the far side. */
export interface EdgeProps extends SideProps {
  /** A handle for the linedef (portals refer to lines by name). Unique per map. */
  name?: string;
  /** Linedef flags to add (LineFlags.*): BLOCKING on a two-sided line makes a fence. */
  flags?: number;
  special?: number;
  tag?: number;
  /** Textures of the other side of the line (the neighbour's sidedef). */
  back?: SideProps;
}

/** A polygon corner; the optional props belong to the edge from this corner to the next. */
export type Pt = readonly [number, number] | readonly [number, number, EdgeProps];

export interface SectorSpec {
  floor: number;
  ceil: number;
  floorFlat: string;
  ceilFlat: string;
  /** DOOM light level, 0..255. */
  light: number;
  /** Texture of this sector's one-sided walls. */
  wall: string;
  /** Upper / lower texture on this sector's sides of two-sided lines (default: wall). */
  upper?: string;
  lower?: string;
  /** How this sector's raised floor edge looks from a lower neighbour (steps: a riser texture). Beats the neighbour's `lower`. */
  riser?: string;
  /** How this sector's lowered ceiling edge looks from a neighbour with a higher ceiling. Beats the neighbour's `upper`. */
  fascia?: string;
  special?: number;
  tag?: number;
}

export interface ThingSpec {
  x: number;
  y: number;
  /** Degrees, 0 = east, counter-clockwise. */
  angle: number;
  type: number;
  /** DOOM thing flags: 7 = on every skill. */
  flags: number;
}

export interface CompiledLinedef {
  v1: number;
  v2: number;
  flags: number;
  special: number;
  tag: number;
  /** Sidedef indices; 0xFFFF = none. */
  right: number;
  left: number;
}

/** A compiled sidedef has exactly the fields the map decoder reads back. */
export type CompiledSidedef = Sidedef;

export interface CompiledSector {
  floor: number;
  ceil: number;
  floorFlat: string;
  ceilFlat: string;
  light: number;
  special: number;
  tag: number;
}

export interface CompiledPortal {
  a: number;
  b: number;
  flags: PortalFlag[];
  nameA: string;
  nameB: string;
}

export interface CompiledMap {
  name: string;
  title: string;
  /** x, y pairs. */
  vertices: [number, number][];
  linedefs: CompiledLinedef[];
  sidedefs: CompiledSidedef[];
  sectors: CompiledSector[];
  things: ThingSpec[];
  portals: CompiledPortal[];
  /** Named lines → linedef index. */
  names: Map<string, number>;
  /** The map's lumps: marker, THINGS, LINEDEFS, SIDEDEFS, VERTEXES, SECTORS[, PORTALS]. */
  lumps: LumpSource[];
}

export const NO_SIDEDEF = 0xffff;
const NAME_RE = /^[A-Z0-9_\-\[\]\\]{1,8}$/;

interface Poly {
  /** Sector index, or -1 for a solid block. */
  sector: number;
  /** Clockwise corners (x, y) and the props of the edge leaving each corner. */
  xs: number[];
  ys: number[];
  props: (EdgeProps | undefined)[];
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Where the author wrote it, for messages. */
  label: string;
}

interface Cover {
  poly: number;
  /** The polygon edge runs the same way as the segment's first-seen direction. */
  same: boolean;
  props: EdgeProps | undefined;
}

interface Segment {
  v0: number;
  v1: number;
  covers: Cover[];
}

/** Signed area, positive when counter-clockwise (y up). */
function signedArea(xs: readonly number[], ys: readonly number[]): number {
  let a = 0;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) a += xs[j] * ys[i] - xs[i] * ys[j];
  return a / 2;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Even-odd point-in-polygon for a point not on the boundary. */
function inside(p: Poly, x: number, y: number): boolean {
  if (x < p.minX || x > p.maxX || y < p.minY || y > p.maxY) return false;
  let c = false;
  const xs = p.xs, ys = p.ys;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    if ((ys[i] > y) !== (ys[j] > y) && x < ((xs[j] - xs[i]) * (y - ys[i])) / (ys[j] - ys[i]) + xs[i]) c = !c;
  }
  return c;
}

/** True when (x, y) lies on the polygon's boundary (exact for integer and half-integer points). */
function onBoundary(p: Poly, x: number, y: number): boolean {
  const xs = p.xs, ys = p.ys;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    if (orient(xs[j], ys[j], xs[i], ys[i], x, y) !== 0) continue;
    if (x >= Math.min(xs[i], xs[j]) && x <= Math.max(xs[i], xs[j]) && y >= Math.min(ys[i], ys[j]) && y <= Math.max(ys[i], ys[j])) return true;
  }
  return false;
}

/** Corners given as [x, y] or [x, y, props]. */
export function at(x: number, y: number, props: EdgeProps): Pt {
  return [x, y, props];
}

/** Edge props of a rectangle's sides by compass direction. */
export interface RectSides { n?: EdgeProps; s?: EdgeProps; e?: EdgeProps; w?: EdgeProps }

/**
 * A rectangle (x0, y0)–(x1, y1), counter-clockwise from (x0, y0); per-side edge props by compass
 * direction: s = the y0 side, e = the x1 side, n = the y1 side, w = the x0 side.
 */
export function rect(x0: number, y0: number, x1: number, y1: number, sides: RectSides = {}): Pt[] {
  const c = (x: number, y: number, p?: EdgeProps): Pt => (p ? [x, y, p] : [x, y]);
  return [c(x0, y0, sides.s), c(x1, y0, sides.e), c(x1, y1, sides.n), c(x0, y1, sides.w)];
}

export class MapBuilder {
  private polys: { sector: number; points: readonly Pt[]; label: string }[] = [];
  private sectorSpecs: SectorSpec[] = [];
  private thingSpecs: ThingSpec[] = [];
  private portalSpecs: { a: string; b: string; flags: PortalFlag[] }[] = [];

  /**
   * @param name the map marker (MAP01, ...)
   * @param title a human title (comments, tools)
   * @param source the file named in errors
   */
  constructor(readonly name: string, readonly title: string, readonly source = 'maps/demo.ts') {
    if (!NAME_RE.test(name)) throw this.err(`map name ${JSON.stringify(name)} is not a lump name`);
  }

  private err(problem: string): MapError {
    return new MapError(this.source, this.name, problem);
  }

  /** Adds a sector with one polygon; returns its sector index. */
  sector(spec: SectorSpec, points: readonly Pt[]): number {
    const i = this.sectorSpecs.length;
    this.sectorSpecs.push({ ...spec });
    this.polys.push({ sector: i, points, label: `sector ${i}` });
    return i;
  }

  /** Adds another polygon to an existing sector (a sector may have several disjoint regions). */
  region(sector: number, points: readonly Pt[]): void {
    if (sector < 0 || sector >= this.sectorSpecs.length) throw this.err(`region: no sector ${sector}`);
    this.polys.push({ sector, points, label: `sector ${sector} (region)` });
  }

  /** A solid block (pillar, building, wall mass): its edges become one-sided walls of what surrounds it. */
  solid(points: readonly Pt[]): void {
    this.polys.push({ sector: -1, points, label: `solid ${this.polys.filter((p) => p.sector < 0).length}` });
  }

  thing(x: number, y: number, type: number, angle = 0, flags = 7): this {
    this.thingSpecs.push({ x, y, type, angle, flags });
    return this;
  }

  /** Player 1 start (thing type 1). */
  player(x: number, y: number, angle: number): this {
    return this.thing(x, y, 1, angle);
  }

  /** Links the front of line `a` to the front of line `b` (and back, unless 'oneway'). */
  portal(a: string, b: string, ...flags: PortalFlag[]): this {
    this.portalSpecs.push({ a, b, flags });
    return this;
  }

  /** The spec of a sector added earlier (for building neighbours from it). */
  spec(sector: number): SectorSpec {
    return this.sectorSpecs[sector];
  }

  /** Compiles the map: the stages below, in order (each throws a MapError naming the place). */
  compile(): CompiledMap {
    const ck = checks((p) => this.err(p));
    checkSectorSpecs(this.sectorSpecs, ck);
    const verts = new VertexSet();
    const polys = normalisePolygons(this.polys, verts, ck);
    const { segs, edgeSegs } = splitEdges(polys, verts, ck);
    checkCrossings(polys, segs, verts, ck);
    const regions = new Regions(polys, verts, ck);
    const { linedefs, sidedefs, names, outV } = emitLines(this.sectorSpecs, polys, segs, edgeSegs, regions, verts, ck);
    checkThings(this.thingSpecs, polys, regions, ck);
    const portals = resolvePortals(this.portalSpecs, this.sectorSpecs, { linedefs, sidedefs, names, outV }, ck);
    const specs = this.sectorSpecs;
    const sectors: CompiledSector[] = specs.map((s) => ({
      floor: s.floor, ceil: s.ceil, floorFlat: s.floorFlat.toUpperCase(), ceilFlat: s.ceilFlat.toUpperCase(),
      light: s.light, special: s.special ?? 0, tag: s.tag ?? 0,
    }));
    const out: CompiledMap = {
      name: this.name, title: this.title, vertices: outV, linedefs, sidedefs, sectors, things: this.thingSpecs.map((t) => ({ ...t })),
      portals, names, lumps: [],
    };
    out.lumps = mapLumps(out);
    return out;
  }
}

// ------------------------------------------------------------------------ the compiler's stages

/** Error and value checks shared by the stages. */
interface Checks {
  err: (problem: string) => MapError;
  checkName: (n: string, what: string) => void;
  checkInt: (v: number, what: string, lo?: number, hi?: number) => void;
}

function checks(err: (problem: string) => MapError): Checks {
  const checkName = (n: string, what: string) => {
    if (n !== '-' && !NAME_RE.test(n.toUpperCase())) throw err(`${what}: ${JSON.stringify(n)} is not a texture/flat name (1 to 8 characters)`);
  };
  const checkInt = (v: number, what: string, lo = -32768, hi = 32767) => {
    if (!Number.isInteger(v) || v < lo || v > hi) throw err(`${what}: ${v} must be an integer in ${lo}..${hi}`);
  };
  return { err, checkName, checkInt };
}

/** Deduplicated vertices, numbered in the order first seen. */
class VertexSet {
  readonly vx: number[] = [];
  readonly vy: number[] = [];
  private readonly key = new Map<string, number>();

  id(x: number, y: number): number {
    const k = `${x},${y}`;
    let id = this.key.get(k);
    if (id === undefined) {
      id = this.vx.length;
      this.vx.push(x); this.vy.push(y);
      this.key.set(k, id);
    }
    return id;
  }
}

/** The author's polygon as given: sector (or -1 for a solid), corners, a label for messages. */
interface PolySource { sector: number; points: readonly Pt[]; label: string }

/** What the line stage made: linedefs, sidedefs, named lines and the output vertices. */
interface Lines {
  linedefs: CompiledLinedef[];
  sidedefs: CompiledSidedef[];
  names: Map<string, number>;
  outV: [number, number][];
}

/** 0. Sector heights, light and flat names are in range. */
function checkSectorSpecs(specs: readonly SectorSpec[], ck: Checks): void {
  const { err, checkName, checkInt } = ck;
  specs.forEach((s, i) => {
    checkInt(s.floor, `sector ${i} floor`);
    checkInt(s.ceil, `sector ${i} ceiling`);
    if (s.ceil < s.floor) throw err(`sector ${i}: ceiling ${s.ceil} is below floor ${s.floor}`);
    checkInt(s.light, `sector ${i} light`, 0, 255);
    checkName(s.floorFlat, `sector ${i} floor flat`);
    checkName(s.ceilFlat, `sector ${i} ceiling flat`);
    for (const k of ['wall', 'upper', 'lower', 'riser', 'fascia'] as const) if (s[k] !== undefined) checkName(s[k]!, `sector ${i} ${k}`);
  });
}

/** 1. Normalised polygons (clockwise, checked corners and names) and their deduplicated vertices. */
function normalisePolygons(sources: readonly PolySource[], verts: VertexSet, ck: Checks): Poly[] {
  const { err, checkName, checkInt } = ck;
  const polys: Poly[] = sources.map((src) => {
    const pts = src.points;
    if (pts.length < 3) throw err(`${src.label}: a polygon needs at least 3 corners, got ${pts.length}`);
    let xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    let props = pts.map((p) => (p.length > 2 ? (p as readonly [number, number, EdgeProps])[2] : undefined));
    xs.forEach((x, k) => { checkInt(x, `${src.label} corner ${k} x`); checkInt(ys[k], `${src.label} corner ${k} y`); });
    for (let k = 0; k < xs.length; k++) {
      const n = (k + 1) % xs.length;
      if (xs[k] === xs[n] && ys[k] === ys[n]) throw err(`${src.label}: corners ${k} and ${n} are both (${xs[k]}, ${ys[k]})`);
    }
    for (const [k, p] of props.entries()) {
      if (!p) continue;
      for (const f of ['mid', 'upper', 'lower'] as const) {
        if (p[f] !== undefined) checkName(p[f]!, `${src.label} edge ${k} ${f}`);
        if (p.back?.[f] !== undefined) checkName(p.back[f]!, `${src.label} edge ${k} back ${f}`);
      }
    }
    const a = signedArea(xs, ys);
    if (a === 0) throw err(`${src.label}: polygon has zero area`);
    if (a > 0) {
      // Counter-clockwise: reverse; the edge leaving corner k (k → k+1) becomes the edge leaving k+1 backwards.
      const n = xs.length;
      const nx: number[] = [], ny: number[] = [], np: (EdgeProps | undefined)[] = [];
      for (let k = 0; k < n; k++) {
        const from = (n - k) % n; // corners in reverse: 0, n-1, n-2, ...
        nx.push(xs[from]); ny.push(ys[from]);
        // Edge from `from` to `from - 1` is the original edge (from - 1 → from).
        np.push(props[(from - 1 + n) % n]);
      }
      xs = nx; ys = ny; props = np;
    }
    return {
      sector: src.sector, xs, ys, props, area: Math.abs(a), label: src.label,
      minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys),
    };
  });
  for (const p of polys) for (let k = 0; k < p.xs.length; k++) verts.id(p.xs[k], p.ys[k]);
  return polys;
}

/** 2. Split edges at vertices lying on them, collect unique segments. */
function splitEdges(polys: readonly Poly[], verts: VertexSet, ck: Checks): { segs: Segment[]; edgeSegs: number[][][] } {
  const { err } = ck;
  const { vx, vy } = verts;
  const vertexId = (x: number, y: number) => verts.id(x, y);
  const cornerCount = vx.length;
  const segs: Segment[] = [];
  const segKey = new Map<number, number>();
  /** Per polygon, per edge: the segment ids in order along the edge. */
  const edgeSegs: number[][][] = [];
  polys.forEach((p, pi) => {
    const per: number[][] = [];
    for (let k = 0; k < p.xs.length; k++) {
      const n = (k + 1) % p.xs.length;
      const ax = p.xs[k], ay = p.ys[k], bx = p.xs[n], by = p.ys[n];
      const a = vertexId(ax, ay), b = vertexId(bx, by);
      const on: { t: number; v: number }[] = [];
      const x0 = Math.min(ax, bx), x1 = Math.max(ax, bx), y0 = Math.min(ay, by), y1 = Math.max(ay, by);
      const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
      for (let v = 0; v < cornerCount; v++) {
        if (v === a || v === b) continue;
        const x = vx[v], y = vy[v];
        if (x < x0 || x > x1 || y < y0 || y > y1) continue;
        if (orient(ax, ay, bx, by, x, y) !== 0) continue;
        on.push({ t: ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2, v });
      }
      on.sort((s, t) => s.t - t.t);
      const chain = [a, ...on.map((o) => o.v), b];
      const ids: number[] = [];
      for (let c = 0; c + 1 < chain.length; c++) {
        const u = chain[c], w = chain[c + 1];
        const key = Math.min(u, w) * 1048576 + Math.max(u, w);
        let id = segKey.get(key);
        if (id === undefined) {
          id = segs.length;
          segs.push({ v0: u, v1: w, covers: [] });
          segKey.set(key, id);
        }
        const s = segs[id];
        if (s.covers.some((cv) => cv.poly === pi)) {
          throw err(`${p.label}: its boundary runs over (${vx[u]}, ${vy[u]})–(${vx[w]}, ${vy[w]}) twice`);
        }
        s.covers.push({ poly: pi, same: s.v0 === u, props: p.props[k] });
        ids.push(id);
      }
      per.push(ids);
    }
    edgeSegs.push(per);
  });
  return { segs, edgeSegs };
}

/** 3. No two segments may cross or touch except at shared end points. */
function checkCrossings(polys: readonly Poly[], segs: readonly Segment[], verts: VertexSet, ck: Checks): void {
  const { err } = ck;
  const { vx, vy } = verts;
  const order = segs.map((_, i) => i).sort((i, j) => Math.min(vx[segs[i].v0], vx[segs[i].v1]) - Math.min(vx[segs[j].v0], vx[segs[j].v1]));
  for (let oi = 0; oi < order.length; oi++) {
    const s = segs[order[oi]];
    const ax = vx[s.v0], ay = vy[s.v0], bx = vx[s.v1], by = vy[s.v1];
    const sMaxX = Math.max(ax, bx);
    for (let oj = oi + 1; oj < order.length; oj++) {
      const t = segs[order[oj]];
      const cx = vx[t.v0], cy = vy[t.v0], dx = vx[t.v1], dy = vy[t.v1];
      if (Math.min(cx, dx) > sMaxX) break;
      if (Math.max(cy, dy) < Math.min(ay, by) || Math.min(cy, dy) > Math.max(ay, by)) continue;
      const shared = s.v0 === t.v0 || s.v0 === t.v1 || s.v1 === t.v0 || s.v1 === t.v1;
      const o1 = orient(ax, ay, bx, by, cx, cy), o2 = orient(ax, ay, bx, by, dx, dy);
      const o3 = orient(cx, cy, dx, dy, ax, ay), o4 = orient(cx, cy, dx, dy, bx, by);
      let bad = false;
      if (o1 === 0 && o2 === 0) {
        // Collinear: they may only meet at a shared end point (splitting made overlaps identical).
        const proj = (x: number, y: number) => (x - ax) * (bx - ax) + (y - ay) * (by - ay);
        const l2 = proj(bx, by), p1 = proj(cx, cy), p2 = proj(dx, dy);
        bad = Math.min(Math.max(p1, p2), l2) - Math.max(Math.min(p1, p2), 0) > 0;
      } else if (!shared) {
        // End points on the other's interior were split away: only a proper crossing is left to find.
        bad = ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
      }
      if (bad) {
        throw err(
          `edges cross: (${ax}, ${ay})–(${bx}, ${by}) of ${polys[s.covers[0].poly].label} and ` +
            `(${cx}, ${cy})–(${dx}, ${dy}) of ${polys[t.covers[0].poly].label}`,
        );
      }
    }
  }
}

/** 4. What lies on each side of each segment: the innermost polygon containing a point just off its middle. */
class Regions {
  readonly regionAt: (x: number, y: number, where: string) => number;
  readonly sideSector: (s: Segment, right: boolean) => number;

  constructor(polys: readonly Poly[], verts: VertexSet, ck: Checks) {
    const { err } = ck;
    const { vx, vy } = verts;
    const nested = new Map<number, boolean>();
    const isNestedIn = (i: number, j: number): boolean => {
      const key = i * 65536 + j;
      let r = nested.get(key);
      if (r !== undefined) return r;
      const a = polys[i], b = polys[j];
      r = a.area < b.area;
      for (let k = 0; r && k < a.xs.length; k++) {
        const n = (k + 1) % a.xs.length;
        for (const [x, y] of [[a.xs[k], a.ys[k]], [(a.xs[k] + a.xs[n]) / 2, (a.ys[k] + a.ys[n]) / 2]]) {
          if (!onBoundary(b, x, y) && !inside(b, x, y)) { r = false; break; }
        }
      }
      nested.set(key, r);
      return r;
    };
    const regionAt = (x: number, y: number, where: string): number => {
      let best = -1;
      const hits: number[] = [];
      for (let i = 0; i < polys.length; i++) {
        if (!inside(polys[i], x, y)) continue;
        hits.push(i);
        if (best < 0 || polys[i].area < polys[best].area) best = i;
      }
      for (const h of hits) {
        if (h !== best && !isNestedIn(best, h)) throw err(`${polys[best].label} and ${polys[h].label} overlap (near ${where}); nest one inside the other or make them touch`);
      }
      return best;
    };
    const sideSector = (s: Segment, right: boolean): number => {
      const ax = vx[s.v0], ay = vy[s.v0], bx = vx[s.v1], by = vy[s.v1];
      const len = Math.hypot(bx - ax, by - ay);
      // Right of a→b is (dy, -dx).
      const nx = (by - ay) / len, ny = -(bx - ax) / len;
      const eps = 1e-6 * (right ? 1 : -1);
      const r = regionAt((ax + bx) / 2 + nx * eps, (ay + by) / 2 + ny * eps, `(${ax}, ${ay})–(${bx}, ${by})`);
      return r < 0 ? -1 : polys[r].sector;
    };
    this.regionAt = regionAt;
    this.sideSector = sideSector;
  }
}

/** 5. Linedefs and sidedefs, in the order the polygons' edges first define them. */
function emitLines(
  specs: readonly SectorSpec[], polys: readonly Poly[], segs: readonly Segment[], edgeSegs: readonly number[][][], regions: Regions, verts: VertexSet, ck: Checks,
): Lines {
  const { err, checkInt } = ck;
  const { vx, vy } = verts;
  const sideSector = regions.sideSector;
  const linedefs: CompiledLinedef[] = [];
  const sidedefs: CompiledSidedef[] = [];
  const names = new Map<string, number>();
  const vertexOut = new Map<number, number>();
  const outV: [number, number][] = [];
  const useV = (v: number) => {
    let o = vertexOut.get(v);
    if (o === undefined) {
      o = outV.length;
      outV.push([vx[v], vy[v]]);
      vertexOut.set(v, o);
    }
    return o;
  };
  const emitted = new Set<number>();
  const isSky = (f: string) => f.toUpperCase().startsWith('F_SKY');
  const makeSide = (own: number, other: number, props: SideProps, ax: number, ay: number, bx: number, by: number): number => {
    const S = specs[own];
    const len = Math.hypot(bx - ax, by - ay);
    const auto = Math.round((ax * (bx - ax) + ay * (by - ay)) / len);
    const side: CompiledSidedef = {
      xOffset: props.xOff ?? ((auto % 1024) + 1024) % 1024,
      yOffset: props.yOff ?? 0,
      upper: '-', lower: '-', middle: '-', sector: own,
    };
    if (other < 0) {
      side.middle = props.mid ?? S.wall;
      if (props.upper) side.upper = props.upper;
      if (props.lower) side.lower = props.lower;
    } else {
      const N = specs[other];
      side.middle = props.mid ?? '-';
      side.lower = props.lower ?? (N.floor > S.floor ? N.riser ?? S.lower ?? S.wall : '-');
      const skyHack = isSky(S.ceilFlat) && isSky(N.ceilFlat);
      side.upper = props.upper ?? (N.ceil < S.ceil && !skyHack ? N.fascia ?? S.upper ?? S.wall : '-');
    }
    checkInt(side.xOffset, 'x offset');
    checkInt(side.yOffset, 'y offset');
    side.upper = side.upper.toUpperCase(); side.lower = side.lower.toUpperCase(); side.middle = side.middle.toUpperCase();
    sidedefs.push(side);
    return sidedefs.length - 1;
  };
  const used = new Set<number>();
  polys.forEach((p, pi) => {
    for (let k = 0; k < p.xs.length; k++) {
      for (const id of edgeSegs[pi][k]) {
        if (emitted.has(id)) continue;
        emitted.add(id);
        const s = segs[id];
        let R = sideSector(s, true), L = sideSector(s, false);
        if (R === L) continue; // both outside, or the same sector on both sides: no line
        let v0 = s.v0, v1 = s.v1, flipped = false;
        if (R < 0) { [v0, v1] = [v1, v0]; [R, L] = [L, R]; flipped = true; }
        // Props: a cover's own props face into its polygon (the right of its direction).
        const front: SideProps = {}, back: SideProps = {};
        let flags = 0, special = 0, tag = 0, name: string | undefined;
        for (const c of s.covers) {
          // A solid's edge props describe the face seen from outside it.
          const intoFront = (c.same !== flipped) !== (polys[c.poly].sector < 0);
          const pr = c.props;
          if (!pr) continue;
          const ownSide = { mid: pr.mid, upper: pr.upper, lower: pr.lower, xOff: pr.xOff, yOff: pr.yOff };
          Object.assign(intoFront ? front : back, strip(ownSide));
          if (pr.back) Object.assign(intoFront ? back : front, strip(pr.back));
          flags |= pr.flags ?? 0;
          if (pr.special !== undefined) special = pr.special;
          if (pr.tag !== undefined) tag = pr.tag;
          if (pr.name !== undefined) {
            if (name !== undefined && name !== pr.name) throw err(`line (${vx[v0]}, ${vy[v0]})–(${vx[v1]}, ${vy[v1]}) is named both ${name} and ${pr.name}`);
            name = pr.name;
          }
        }
        const ax = vx[v0], ay = vy[v0], bx = vx[v1], by = vy[v1];
        const li = linedefs.length;
        const right = makeSide(R, L, front, ax, ay, bx, by);
        const left = L < 0 ? NO_SIDEDEF : makeSide(L, R, back, bx, by, ax, ay);
        used.add(R);
        if (L >= 0) used.add(L);
        flags |= L < 0 ? LineFlags.BLOCKING : LineFlags.TWO_SIDED;
        checkInt(special, `line ${li} special`);
        checkInt(tag, `line ${li} tag`);
        linedefs.push({ v1: useV(v0), v2: useV(v1), flags, special, tag, right, left });
        if (name !== undefined) {
          if (names.has(name)) throw err(`line name ${JSON.stringify(name)} is used by linedefs ${names.get(name)} and ${li} (a named edge must not be split by other corners, and names are unique)`);
          names.set(name, li);
        }
      }
    }
  });
  specs.forEach((_, i) => {
    if (!used.has(i)) throw err(`sector ${i} has no lines: it is entirely covered by the polygons nested in it`);
  });
  if (outV.length > 65535 || linedefs.length > 65535 || sidedefs.length >= NO_SIDEDEF) throw err('map too large for the Doom format');
  return { linedefs, sidedefs, names, outV };
}

/** 6. Things must stand inside a sector. */
function checkThings(things: readonly ThingSpec[], polys: readonly Poly[], regions: Regions, ck: Checks): void {
  const { err, checkInt } = ck;
  const regionAt = regions.regionAt;
  things.forEach((t, i) => {
    checkInt(t.x, `thing ${i} x`); checkInt(t.y, `thing ${i} y`); checkInt(t.type, `thing ${i} type`); checkInt(t.angle, `thing ${i} angle`);
    const r = regionAt(t.x + 1e-4, t.y + 1.3e-4, `thing ${i}`);
    if (r < 0 || polys[r].sector < 0) throw err(`thing ${i} (type ${t.type}) at (${t.x}, ${t.y}) is outside every sector`);
  });
}

/** 7. Portals: named one-sided lines of equal length and equal opening, each line in one portal. */
function resolvePortals(
  portalSpecs: readonly { a: string; b: string; flags: PortalFlag[] }[], specs: readonly SectorSpec[], lines: Lines, ck: Checks,
): CompiledPortal[] {
  const { err } = ck;
  const { linedefs, sidedefs, names, outV } = lines;
  const portals: CompiledPortal[] = [];
  const inPortal = new Set<number>();
  const line = (n: string) => {
    const li = names.get(n);
    if (li === undefined) throw err(`portal: no line named ${JSON.stringify(n)} (names: ${[...names.keys()].join(', ') || 'none'})`);
    return li;
  };
  for (const ps of portalSpecs) {
    const a = line(ps.a), b = line(ps.b);
    const what = `portal ${ps.a} (linedef ${a}) ↔ ${ps.b} (linedef ${b})`;
    if (a === b) throw err(`${what}: a line cannot link to itself`);
    for (const f of ps.flags) if (!isPortalFlag(f)) throw err(`${what}: unknown flag ${JSON.stringify(f)}`);
    const len2 = (li: number) => {
      const l = linedefs[li];
      return (outV[l.v2][0] - outV[l.v1][0]) ** 2 + (outV[l.v2][1] - outV[l.v1][1]) ** 2;
    };
    for (const li of [a, b]) {
      if (linedefs[li].left !== NO_SIDEDEF) throw err(`${what}: linedef ${li} is two-sided; a portal line must be a one-sided wall`);
      if (inPortal.has(li)) throw err(`${what}: linedef ${li} is already in another portal`);
      inPortal.add(li);
    }
    if (len2(a) !== len2(b)) throw err(`${what}: lengths differ (${Math.sqrt(len2(a)).toFixed(2)} and ${Math.sqrt(len2(b)).toFixed(2)})`);
    const sa = specs[sidedefs[linedefs[a].right].sector], sb = specs[sidedefs[linedefs[b].right].sector];
    if (sa.ceil - sa.floor !== sb.ceil - sb.floor) {
      throw err(`${what}: openings differ (${sa.ceil - sa.floor} and ${sb.ceil - sb.floor} between floor and ceiling)`);
    }
    portals.push({ a, b, flags: ps.flags, nameA: ps.a, nameB: ps.b });
  }
  return portals;
}

function strip(p: SideProps): SideProps {
  const o: SideProps = {};
  if (p.mid !== undefined) o.mid = p.mid;
  if (p.upper !== undefined) o.upper = p.upper;
  if (p.lower !== undefined) o.lower = p.lower;
  if (p.xOff !== undefined) o.xOff = p.xOff;
  if (p.yOff !== undefined) o.yOff = p.yOff;
  return o;
}

/** The Doom-format lumps of a compiled map (src/mapdata/encode-map.ts), with its PORTALS lump. */
export function mapLumps(m: CompiledMap): LumpSource[] {
  return encodeMap({
    name: m.name,
    vertices: m.vertices.flat(),
    linedefs: m.linedefs.map((l) => ({ ...l, args: [0, 0, 0, 0, 0] })),
    sidedefs: m.sidedefs,
    sectors: m.sectors.map((s) => ({ floorZ: s.floor, ceilingZ: s.ceil, floorFlat: s.floorFlat, ceilingFlat: s.ceilFlat, light: s.light, special: s.special, tag: s.tag })),
    things: m.things.map((t) => ({ ...t, tid: 0, z: 0, special: 0 })),
    portalsText: m.portals.length ? portalsText(m.name, m.portals) : null,
  });
}

/** The PORTALS lump's text: a header saying what the lines mean, one line per pair naming its lines. */
function portalsText(mapName: string, portals: readonly CompiledPortal[]): string {
  return formatPortalsText(
    portals.map((p) => ({ lineA: p.a, lineB: p.b, flags: p.flags, comment: `${p.nameA} -> ${p.nameB}` })),
    [
      `PORTALS for ${mapName} (Toom.ts): portal <linedef A> <linedef B> [oneway]`,
      'The front side of A is linked to the front side of B (A.v1 meets B.v2); both ways unless oneway.',
    ],
  );
}

/**
 * A flight of stairs filling the rectangle (x0, y0)–(x1, y1), climbing toward `dir` (the first
 * step is at the opposite end) from `from` by `rise` per step (negative: going down).
 */
export function stairs(
  m: MapBuilder,
  o: {
    x0: number; y0: number; x1: number; y1: number;
    dir: 'n' | 's' | 'e' | 'w';
    steps: number;
    from: number;
    rise: number;
    /** Ceiling: a height, or a function of the step's floor. */
    ceil: number | ((floor: number) => number);
    style: Omit<SectorSpec, 'floor' | 'ceil'>;
    /** Light per step (default the style's). */
    light?: (i: number) => number;
  },
): number[] {
  const along = o.dir === 'n' || o.dir === 's' ? o.y1 - o.y0 : o.x1 - o.x0;
  if (along % o.steps !== 0) throw new Error(`stairs: ${along} units do not divide into ${o.steps} steps`);
  const depth = along / o.steps;
  const out: number[] = [];
  for (let i = 0; i < o.steps; i++) {
    const floor = o.from + o.rise * (i + 1);
    const ceil = typeof o.ceil === 'number' ? o.ceil : o.ceil(floor);
    let r: Pt[];
    switch (o.dir) {
      case 'n': r = rect(o.x0, o.y0 + i * depth, o.x1, o.y0 + (i + 1) * depth); break;
      case 's': r = rect(o.x0, o.y1 - (i + 1) * depth, o.x1, o.y1 - i * depth); break;
      case 'e': r = rect(o.x0 + i * depth, o.y0, o.x0 + (i + 1) * depth, o.y1); break;
      case 'w': r = rect(o.x1 - (i + 1) * depth, o.y0, o.x1 - i * depth, o.y1); break;
    }
    out.push(m.sector({ ...o.style, floor, ceil, light: o.light ? o.light(i) : o.style.light }, r));
  }
  return out;
}
