// The GPU path's geometry, built once per World and moved by the live state: wall quads for the
// upper, lower, middle and masked middle part of each directed side (per mesh edge piece), floor and
// ceiling triangles straight from the mesh faces, and per portal linedef the quads that open into the
// linked space (plus the walls drawn there instead once the recursion is as deep as it may go).
// Every such vertex is "live": it names its side (or sector), the front and back sectors, which part
// and which corner it is; the vertex shader reads the sectors' heights, lights and flats and the
// side's texture ids and u offset from small per-frame textures (gpu-renderer.ts) and places itself,
// as `resolveLive` below does in JS. Two-sided sides always get an upper, a lower and a masked quad
// (degenerate while the heights hide them), so a door that opens or a lift that lowers shows walls
// the build never saw. Texture coordinates follow the CPU raycaster: u grows left to right as seen
// from the side's face (the side's u at its destination vertex plus the distance from it),
// v = (pegged top z + y offset) − z.
// Vertices are interleaved, 52 bytes: x y z u v, wall u distance and y offset (float32), then kind
// tex light spare (int16; spare = 1 for a mirrored sprite; the build-time values, which sprites and
// tests read), then ref front back code (int32; ref −1 for a vertex that does not move).
import type { World } from '../../world/world.js';
import { PORTAL_XF_STRIDE, SideFlags } from '../../world/world.js';
import { lowerTextureTop, maskedTextureTop, middleTextureTop, upperTextureTop } from '../pegging.js';

/** What a vertex's fragment shader does. */
export const Kind = {
  /** A wall texture, repeated both ways; light by depth with the side's fake contrast. */
  WALL: 0,
  /** A two-sided middle texture: repeated across, not down; transparent texels discarded. */
  MASKED: 1,
  /** A floor or ceiling: u holds the plane's z, the texel comes from where the view ray meets it. */
  FLAT: 2,
  /** The sky: texel from the view angle and the screen row, unlit. */
  SKY: 3,
  /** Opaque black (a one-sided wall without a middle texture). */
  BLACK: 4,
  /** A sprite: u clamped to the picture (mirrored when the spare value is 1), v not repeated, transparent texels discarded. */
  SPRITE: 5,
  /** Not drawn (a live part the current heights hide: its quad is degenerate). */
  NONE: 6,
} as const;

/** Which part of a side (or which plane) a live vertex belongs to: the low 3 bits of its code. */
export const Part = {
  UPPER: 0,
  LOWER: 1,
  /** A one-sided wall's middle. */
  SOLID: 2,
  /** A two-sided side's masked middle. */
  MASKED: 3,
  FLOOR: 4,
  CEILING: 5,
  /** A portal opening (front floor to front ceiling, black). */
  OPENING: 6,
} as const;

/** Code bits of a live vertex: part (0–2), top corner (3), side flags (8–15), sky flags (16–19), light delta + 1 (20–21). */
export const CODE_TOP = 8;
/** Code bit of a masked middle drawn translucent (Boom's 260), its table (World.tranmaps, < 64) in
 *  the bits from CODE_TABLE_SHIFT. */
export const CODE_TRANSLUCENT = 1 << 24;
export const CODE_TABLE_SHIFT = 25;
export const SKY_FRONT_FLOOR = 1;
export const SKY_FRONT_CEIL = 2;
export const SKY_BACK_FLOOR = 4;
export const SKY_BACK_CEIL = 8;

/** Light value meaning full bright (colormap 0). */
export const FULL_BRIGHT = 255;

export const VERTEX_FLOATS = 7;
export const VERTEX_BYTES = VERTEX_FLOATS * 4 + 4 * 2 + 4 * 4;
/** Byte offsets of the attributes. */
export const OFFSET_WALL = 20;
export const OFFSET_INFO = VERTEX_FLOATS * 4;
export const OFFSET_LIVE = OFFSET_INFO + 8;

const F_STRIDE = VERTEX_BYTES >> 2;
const I_STRIDE = VERTEX_BYTES >> 1;

/** A part as the live state shows it (see resolvePart). */
export interface ResolvedPart {
  z0: number;
  z1: number;
  /** Texture v at z = 0 (v = vTop − z). */
  vTop: number;
  kind: number;
  tex: number;
  light: number;
  /** The plane's z for a FLAT part. */
  planeZ: number;
}

export function newResolvedPart(): ResolvedPart {
  return { z0: 0, z1: 0, vTop: 0, kind: Kind.NONE, tex: -1, light: 0, planeZ: 0 };
}

function clampLevel(l: number): number {
  return l < 0 ? 0 : l > 15 ? 15 : l;
}

/**
 * Where part `part` of side `s` (or, for FLOOR/CEILING, sector `front`'s plane) lies under the World's
 * current live state, with its texture, kind and light: what the vertex shader computes per vertex
 * (shaders.ts mirrors this function line by line). `code` carries the static flags (see CODE_TOP).
 */
export function resolvePart(world: World, s: number, front: number, back: number, code: number, flatBase: number, out: ResolvedPart): ResolvedPart {
  const part = code & 7, flags = (code >> 8) & 255, sky = (code >> 16) & 15, delta = ((code >> 20) & 3) - 1;
  const ff = world.sectorFloorZ[front], fc = world.sectorCeilZ[front];
  const light = world.sectorLight[front];
  // Boom's light transfers (213, 261): the planes' light may come from other sectors.
  const floorLight = clampLevel(world.sectorLight[world.sectorFloorLightFrom[front]] >> 4);
  const ceilLight = clampLevel(world.sectorLight[world.sectorCeilLightFrom[front]] >> 4);
  out.z0 = 0; out.z1 = 0; out.vTop = 0; out.kind = Kind.NONE; out.tex = -1; out.light = 0; out.planeZ = 0;
  if (part === Part.FLOOR || part === Part.CEILING) {
    const c = part === Part.CEILING;
    const z = c ? fc : ff;
    const flat = c ? world.sectorCeilFlat[front] : world.sectorFloorFlat[front];
    out.z0 = z; out.z1 = z; out.planeZ = z;
    out.kind = sky & (c ? SKY_FRONT_CEIL : SKY_FRONT_FLOOR) ? Kind.SKY : Kind.FLAT;
    out.tex = flat >= 0 ? flatBase + flat : -1;
    out.light = c ? ceilLight : floorLight;
    return out;
  }
  if (part === Part.OPENING) {
    if (fc > ff) { out.z0 = ff; out.z1 = fc; out.kind = Kind.BLACK; }
    return out;
  }
  out.light = clampLevel((light >> 4) + delta);
  const texH = (t: number): number => world.textures[t].height;
  if (part === Part.SOLID) {
    if (fc > ff) {
      out.z0 = ff; out.z1 = fc;
      const tex = world.sideMiddle[s];
      out.tex = tex;
      if (tex >= 0) {
        out.kind = Kind.WALL;
        out.vTop = middleTextureTop(flags, ff, fc, texH(tex)) + world.sideYOff[s];
      } else {
        out.kind = Kind.BLACK;
      }
    }
    return out;
  }
  const bf = world.sectorFloorZ[back], bc = world.sectorCeilZ[back];
  // The open window between the parts, as the CPU's clamps leave it.
  const winHi = bc < fc ? (bc > ff ? bc : ff) : fc;
  if (part === Part.UPPER) {
    if (bc < fc && winHi < fc) {
      out.z0 = winHi; out.z1 = fc;
      const tex = world.sideUpper[s];
      if (sky & SKY_FRONT_CEIL && sky & SKY_BACK_CEIL) {
        out.kind = Kind.SKY; out.light = 0;
      } else if (tex >= 0) {
        out.kind = Kind.WALL; out.tex = tex;
        out.vTop = upperTextureTop(flags, fc, bc, texH(tex)) + world.sideYOff[s];
      } else if (sky & SKY_FRONT_CEIL) {
        out.kind = Kind.SKY; out.light = 0;
      } else {
        // A missing upper texture shows the sector's own ceiling plane (the flat shader finds it).
        const flat = world.sectorCeilFlat[front];
        out.kind = Kind.FLAT; out.tex = flat >= 0 ? flatBase + flat : -1; out.light = ceilLight; out.planeZ = fc;
      }
    }
    return out;
  }
  const winLo = bf > ff ? (bf < winHi ? bf : winHi) : ff;
  if (part === Part.LOWER) {
    if (bf > ff && winLo > ff) {
      out.z0 = ff; out.z1 = winLo;
      const tex = world.sideLower[s];
      if (tex >= 0) {
        out.kind = Kind.WALL; out.tex = tex;
        out.vTop = lowerTextureTop(flags, fc, bf) + world.sideYOff[s];
      } else if (sky & SKY_FRONT_FLOOR) {
        out.kind = Kind.SKY; out.light = 0;
      } else {
        const flat = world.sectorFloorFlat[front];
        out.kind = Kind.FLAT; out.tex = flat >= 0 ? flatBase + flat : -1; out.light = floorLight; out.planeZ = ff;
      }
    }
    return out;
  }
  // A masked middle texture: pegged at the lower ceiling (or the higher floor + its height), not repeated down.
  const mid = world.sideMiddle[s];
  if (mid >= 0 && winHi > winLo) {
    const th = texH(mid);
    const vTop = maskedTextureTop(flags, ff, fc, bf, bc, th) + world.sideYOff[s];
    const z1 = vTop < winHi ? vTop : winHi;
    const z0 = vTop - th > winLo ? vTop - th : winLo;
    if (z1 > z0) { out.z0 = z0; out.z1 = z1; out.vTop = vTop; out.kind = Kind.MASKED; out.tex = mid; }
  }
  return out;
}

/** A growable interleaved vertex list. */
export class VertexList {
  private buf: ArrayBuffer;
  private f: Float32Array;
  private i: Int16Array;
  private l: Int32Array;
  count = 0;

  constructor(capacity = 1024) {
    this.buf = new ArrayBuffer(capacity * VERTEX_BYTES);
    this.f = new Float32Array(this.buf);
    this.i = new Int16Array(this.buf);
    this.l = new Int32Array(this.buf);
  }

  get capacity(): number { return this.buf.byteLength / VERTEX_BYTES; }

  clear(): void { this.count = 0; }

  /** The filled part (a view, no copy). */
  bytes(): Uint8Array { return new Uint8Array(this.buf, 0, this.count * VERTEX_BYTES); }

  /** A vertex that does not move (sprites): its live reference is −1. */
  push(x: number, y: number, z: number, u: number, v: number, kind: number, tex: number, light: number, spare = 0): void {
    this.pushLive(x, y, z, u, v, kind, tex, light, spare, 0, 0, -1, -1, -1, 0);
  }

  /** A vertex with every attribute: wu = wall u distance from the side's destination vertex, yoff = its y offset. */
  pushLive(x: number, y: number, z: number, u: number, v: number, kind: number, tex: number, light: number, spare: number,
    wu: number, yoff: number, ref: number, front: number, back: number, code: number): void {
    if (this.count >= this.capacity) this.grow();
    const fo = this.count * F_STRIDE, io = this.count * I_STRIDE + VERTEX_FLOATS * 2, lo = this.count * F_STRIDE + (OFFSET_LIVE >> 2);
    const f = this.f, ii = this.i, l = this.l;
    f[fo] = x; f[fo + 1] = y; f[fo + 2] = z; f[fo + 3] = u; f[fo + 4] = v; f[fo + 5] = wu; f[fo + 6] = yoff;
    ii[io] = kind; ii[io + 1] = tex; ii[io + 2] = light; ii[io + 3] = spare;
    l[lo] = ref; l[lo + 1] = front; l[lo + 2] = back; l[lo + 3] = code;
    this.count++;
  }

  /** Appends another list's vertices. */
  append(other: VertexList): void {
    const n = other.count;
    while (this.count + n > this.capacity) this.grow();
    new Uint8Array(this.buf).set(other.bytes(), this.count * VERTEX_BYTES);
    this.count += n;
  }

  private grow(): void {
    const nb = new ArrayBuffer(this.buf.byteLength * 2);
    new Uint8Array(nb).set(new Uint8Array(this.buf));
    this.buf = nb;
    this.f = new Float32Array(nb);
    this.i = new Int16Array(nb);
    this.l = new Int32Array(nb);
  }

  /** Reads vertex k back (tests): the stored (build-time) values and its live reference. */
  vertex(k: number): { x: number; y: number; z: number; u: number; v: number; kind: number; tex: number; light: number; wu: number; yoff: number; ref: number; front: number; back: number; code: number } {
    const fo = k * F_STRIDE, io = k * I_STRIDE + VERTEX_FLOATS * 2, lo = k * F_STRIDE + (OFFSET_LIVE >> 2);
    return {
      x: this.f[fo], y: this.f[fo + 1], z: this.f[fo + 2], u: this.f[fo + 3], v: this.f[fo + 4],
      kind: this.i[io], tex: this.i[io + 1], light: this.i[io + 2],
      wu: this.f[fo + 5], yoff: this.f[fo + 6], ref: this.l[lo], front: this.l[lo + 1], back: this.l[lo + 2], code: this.l[lo + 3],
    };
  }

  /**
   * A vertical quad on the segment a → b (seen from its left, where a is on the right), from z0 up to
   * z1, as two counter-clockwise triangles; u is uA at a and uB at b, v = vTop − z.
   */
  quad(ax: number, ay: number, bx: number, by: number, z0: number, z1: number, uA: number, uB: number, vTop: number,
    kind: number, tex: number, light: number, spare = 0): void {
    this.push(ax, ay, z0, uA, vTop - z0, kind, tex, light, spare);
    this.push(ax, ay, z1, uA, vTop - z1, kind, tex, light, spare);
    this.push(bx, by, z1, uB, vTop - z1, kind, tex, light, spare);
    this.push(ax, ay, z0, uA, vTop - z0, kind, tex, light, spare);
    this.push(bx, by, z1, uB, vTop - z1, kind, tex, light, spare);
    this.push(bx, by, z0, uB, vTop - z0, kind, tex, light, spare);
  }

  /**
   * A live quad of side `s`'s part (code): the same corners as quad(), each carrying its side, sectors
   * and code (with CODE_TOP on the upper corners), and the part as `r` resolves it at build time.
   */
  liveQuad(ax: number, ay: number, bx: number, by: number, len: number, uDest: number, yoff: number,
    s: number, front: number, back: number, code: number, r: ResolvedPart): void {
    const flat = r.kind === Kind.FLAT;
    const uA = flat ? r.planeZ : uDest + len, uB = flat ? r.planeZ : uDest;
    const v0 = flat ? 0 : r.vTop - r.z0, v1 = flat ? 0 : r.vTop - r.z1;
    const k = r.kind, t = r.tex, li = r.light, top = code | CODE_TOP;
    this.pushLive(ax, ay, r.z0, uA, v0, k, t, li, 0, len, yoff, s, front, back, code);
    this.pushLive(ax, ay, r.z1, uA, v1, k, t, li, 0, len, yoff, s, front, back, top);
    this.pushLive(bx, by, r.z1, uB, v1, k, t, li, 0, 0, yoff, s, front, back, top);
    this.pushLive(ax, ay, r.z0, uA, v0, k, t, li, 0, len, yoff, s, front, back, code);
    this.pushLive(bx, by, r.z1, uB, v1, k, t, li, 0, 0, yoff, s, front, back, top);
    this.pushLive(bx, by, r.z0, uB, v0, k, t, li, 0, 0, yoff, s, front, back, code);
  }
}

/** The sides of one portal linedef, drawn as one opening into one linked space. */
export interface PortalGroup {
  linedef: number;
  /** The first side (its transform is the group's). */
  side: number;
  /** Vertex range of the opening's quads (front floor to front ceiling of each piece). */
  quadFirst: number;
  quadCount: number;
  /** Vertex range of the walls the sides show when no deeper portal may be opened. */
  wallFirst: number;
  wallCount: number;
  /** The opening's extent: the line's ends (a on the right seen from the front) and heights at build
   *  time (portalHeights gives the live ones). */
  ax: number; ay: number; bx: number; by: number;
  zLo: number; zHi: number;
  /** The sector of each of its sides (for the live heights). */
  sectors: Int32Array;
  /** The transform into the linked space (m00 m01 m10 m11 tx ty dz). */
  xf: Float64Array;
  /** In the linked space, the half-plane beyond the linked line: keep nx·x + ny·y + c ≥ 0 (n unit). */
  clip: Float64Array;
}

export interface WorldGeometry {
  /** Every vertex is live except what a caller adds (sprites): see the header. */
  vertices: VertexList;
  /** Everything but the portal ranges: vertices [0, mainCount); the opaque ones first, [0, opaqueCount),
   *  then masked middle textures (drawn with a shader that may discard, so without early depth tests). */
  opaqueCount: number;
  /** Translucent masked middles (Boom's 260) last: [translucentFirst, mainCount), drawn after the
   *  sprites, blended over what they cover. */
  translucentFirst: number;
  mainCount: number;
  portals: PortalGroup[];
  /** Entry offsets in the atlas numbering (textures are entries 0..). */
  flatBase: number;
  spriteBase: number;
}

/** Static sky flags of a side's sectors (front floor, front ceiling, back floor, back ceiling). */
function skyBits(world: World, front: number, back: number): number {
  let sky = 0;
  if (world.sectorFloorSky[front]) sky |= SKY_FRONT_FLOOR;
  if (world.sectorCeilSky[front]) sky |= SKY_FRONT_CEIL;
  if (back >= 0 && world.sectorFloorSky[back]) sky |= SKY_BACK_FLOOR;
  if (back >= 0 && world.sectorCeilSky[back]) sky |= SKY_BACK_CEIL;
  return sky;
}

/** The static part of a live vertex's code for side `s` (part and corner added by the caller). */
function sideCode(world: World, s: number, front: number, back: number): number {
  return ((world.sideFlags[s] & 255) << 8) | (skyBits(world, front, back) << 16) | ((world.sideLightDelta[s] + 1) << 20);
}

/**
 * Emits the live wall parts of side `s` into `out` (and its masked middle into `masked`), as the CPU
 * raycaster draws them when the side is no portal (or the portal depth is used up): a one-sided
 * side's middle; a two-sided side's upper and lower (into `out`) and masked middle, always, however
 * the build-time heights hide them. Returns false when the side has no sector to be seen from.
 */
function emitSideWalls(world: World, s: number, out: VertexList, masked: VertexList, flatBase: number, r: ResolvedPart,
  translucent: VertexList = masked): boolean {
  const mesh = world.mesh;
  const qe = world.sideQe[s];
  const face = mesh.qeFace[qe];
  const sec = face >= 0 ? world.faceSector[face] : -1;
  if (sec < 0) return false;
  const backFace = mesh.qeFace[qe ^ 2];
  const back = backFace >= 0 ? world.faceSector[backFace] : -1;
  const a = mesh.vertex[qe], b = mesh.vertex[qe ^ 2];
  const ax = mesh.vx[a * 2], ay = mesh.vx[a * 2 + 1], bx = mesh.vx[b * 2], by = mesh.vx[b * 2 + 1];
  const len = world.sideLength[s], uDest = world.sideUDest[s], yoff = world.sideYOff[s];
  if (!(world.sideFlags[s] & SideFlags.TWO_SIDED) || back < 0) {
    const code = sideCode(world, s, sec, -1) | Part.SOLID;
    out.liveQuad(ax, ay, bx, by, len, uDest, yoff, s, sec, sec, code, resolvePart(world, s, sec, sec, code, flatBase, r));
    return true;
  }
  const base = sideCode(world, s, sec, back);
  // Translucent only where the caller keeps a list of them (drawn last from a copy of the frame); a
  // portal side's walls are drawn opaque.
  const tl = translucent !== masked && world.sideTranslucency !== undefined && world.sideTranslucency[s] >= 0;
  for (const part of [Part.UPPER, Part.LOWER, Part.MASKED]) {
    const code = base | part | (part === Part.MASKED && tl ? CODE_TRANSLUCENT | ((world.sideTranslucency[s] & 63) << CODE_TABLE_SHIFT) : 0);
    (part === Part.MASKED ? (tl ? translucent : masked) : out).liveQuad(ax, ay, bx, by, len, uDest, yoff, s, sec, back, code, resolvePart(world, s, sec, back, code, flatBase, r));
  }
  return true;
}

/**
 * What the vertex shader makes of vertex k of `list` under the World's current live state: its z,
 * u, v, kind, texture entry and light (for tests, and as the shader's reference).
 */
export function resolveLive(world: World, list: VertexList, k: number, flatBase: number, r: ResolvedPart = newResolvedPart()):
  { z: number; u: number; v: number; kind: number; tex: number; light: number } {
  const vx = list.vertex(k);
  if (vx.ref < 0) return { z: vx.z, u: vx.u, v: vx.v, kind: vx.kind, tex: vx.tex, light: vx.light };
  resolvePart(world, vx.ref, vx.front, vx.back, vx.code, flatBase, r);
  const z = vx.code & CODE_TOP ? r.z1 : r.z0;
  const part = vx.code & 7;
  if (r.kind === Kind.FLAT) return { z, u: r.planeZ, v: 0, kind: r.kind, tex: r.tex, light: r.light };
  const u = part === Part.FLOOR || part === Part.CEILING || part === Part.OPENING ? z : Math.fround(world.sideUDest[vx.ref]) + vx.wu;
  return { z, u, v: r.vTop - z, kind: r.kind, tex: r.tex, light: r.light };
}

/** Builds the World's geometry. `flatBase`/`spriteBase`: the atlas numbering (see atlas.ts). */
export function buildGeometry(world: World, flatBase = world.textures.length, spriteBase = world.textures.length + world.flats.length): WorldGeometry {
  const mesh = world.mesh;
  const vl = new VertexList(Math.max(1024, mesh.faceCount * 6 + world.sideCount * 18));
  const ml = new VertexList(1024);
  const tl = new VertexList(64);
  const r = newResolvedPart();

  // Walls of every side that is not an opened portal; portal sides are grouped by linedef.
  const portalSides = new Map<number, number[]>();
  for (let s = 0; s < world.sideCount; s++) {
    const target = world.sidePortalQe[s];
    if (world.sideFlags[s] & SideFlags.PORTAL && target >= 0 && mesh.qeFace[target] >= 0) {
      const qe = world.sideQe[s];
      const face = mesh.qeFace[qe];
      if (face >= 0 && world.faceSector[face] >= 0) {
        const li = world.sideLinedef[s];
        let list = portalSides.get(li);
        if (!list) portalSides.set(li, (list = []));
        list.push(s);
        continue;
      }
    }
    emitSideWalls(world, s, vl, ml, flatBase, r, tl);
  }
  // Floors and ceilings after the walls (walls hide more of them than they hide walls: the depth test
  // then skips shading them): each face's triangle at its sector's heights, ceilings wound the other way.
  for (let f = 0; f < mesh.faceCount; f++) {
    const sec = world.faceSector[f];
    if (sec < 0) continue;
    const e0 = mesh.faceEdge[f], e1 = mesh.lnext(e0), e2 = mesh.lnext(e1);
    const v0 = mesh.vertex[e0], v1 = mesh.vertex[e1], v2 = mesh.vertex[e2];
    const x0 = mesh.vx[v0 * 2], y0 = mesh.vx[v0 * 2 + 1], x1 = mesh.vx[v1 * 2], y1 = mesh.vx[v1 * 2 + 1], x2 = mesh.vx[v2 * 2], y2 = mesh.vx[v2 * 2 + 1];
    const sky = skyBits(world, sec, -1) << 16;
    const fc = sky | Part.FLOOR;
    resolvePart(world, -1, sec, -1, fc, flatBase, r);
    vl.pushLive(x0, y0, r.z0, r.z0, 0, r.kind, r.tex, r.light, 0, 0, 0, sec, sec, -1, fc);
    vl.pushLive(x1, y1, r.z0, r.z0, 0, r.kind, r.tex, r.light, 0, 0, 0, sec, sec, -1, fc);
    vl.pushLive(x2, y2, r.z0, r.z0, 0, r.kind, r.tex, r.light, 0, 0, 0, sec, sec, -1, fc);
    const cc = sky | Part.CEILING;
    resolvePart(world, -1, sec, -1, cc, flatBase, r);
    vl.pushLive(x0, y0, r.z0, r.z0, 0, r.kind, r.tex, r.light, 0, 0, 0, sec, sec, -1, cc);
    vl.pushLive(x2, y2, r.z0, r.z0, 0, r.kind, r.tex, r.light, 0, 0, 0, sec, sec, -1, cc);
    vl.pushLive(x1, y1, r.z0, r.z0, 0, r.kind, r.tex, r.light, 0, 0, 0, sec, sec, -1, cc);
  }
  const opaqueCount = vl.count;
  vl.append(ml);
  const translucentFirst = vl.count;
  vl.append(tl);
  const mainCount = vl.count;

  const portals: PortalGroup[] = [];
  for (const [linedef, sides] of portalSides) {
    const s0 = sides[0];
    const qe0 = world.sideQe[s0];
    const a0 = mesh.vertex[qe0], b0 = mesh.vertex[qe0 ^ 2];
    // Direction along the line (a → b of the side's quarter edge); the ends are the extreme pieces.
    const dx = mesh.vx[b0 * 2] - mesh.vx[a0 * 2], dy = mesh.vx[b0 * 2 + 1] - mesh.vx[a0 * 2 + 1];
    let minT = Infinity, maxT = -Infinity, ax = 0, ay = 0, bx = 0, by = 0, zLo = Infinity, zHi = -Infinity;
    const quadFirst = vl.count;
    const sectors = new Int32Array(sides.length);
    for (let k = 0; k < sides.length; k++) {
      const s = sides[k];
      const qe = world.sideQe[s];
      const a = mesh.vertex[qe], b = mesh.vertex[qe ^ 2];
      const pax = mesh.vx[a * 2], pay = mesh.vx[a * 2 + 1], pbx = mesh.vx[b * 2], pby = mesh.vx[b * 2 + 1];
      const sec = world.faceSector[mesh.qeFace[qe]];
      sectors[k] = sec;
      const ff = world.sectorFloorZ[sec], fc = world.sectorCeilZ[sec];
      if (ff < zLo) zLo = ff;
      if (fc > zHi) zHi = fc;
      const ta = pax * dx + pay * dy, tb = pbx * dx + pby * dy;
      if (ta < minT) { minT = ta; ax = pax; ay = pay; }
      if (tb > maxT) { maxT = tb; bx = pbx; by = pby; }
      const code = Part.OPENING;
      vl.liveQuad(pax, pay, pbx, pby, 0, 0, 0, s, sec, sec, code, resolvePart(world, s, sec, sec, code, flatBase, r));
    }
    const quadCount = vl.count - quadFirst;
    const wallFirst = vl.count;
    ml.clear();
    for (const s of sides) emitSideWalls(world, s, vl, ml, flatBase, r);
    vl.append(ml);
    const wallCount = vl.count - wallFirst;
    const xf = world.sidePortalXf.slice(s0 * PORTAL_XF_STRIDE, (s0 + 1) * PORTAL_XF_STRIDE);
    // The linked quarter edge's left face is where the view continues: keep its left half-plane.
    const tq = world.sidePortalQe[s0];
    const ta = mesh.vertex[tq], tb = mesh.vertex[tq ^ 2];
    const tax = mesh.vx[ta * 2], tay = mesh.vx[ta * 2 + 1];
    const tdx = mesh.vx[tb * 2] - tax, tdy = mesh.vx[tb * 2 + 1] - tay;
    const len = Math.hypot(tdx, tdy) || 1;
    const nx = -tdy / len, ny = tdx / len;
    const clip = Float64Array.of(nx, ny, -(nx * tax + ny * tay));
    portals.push({ linedef, side: s0, quadFirst, quadCount, wallFirst, wallCount, ax, ay, bx, by, zLo, zHi, sectors, xf, clip });
  }
  return { vertices: vl, opaqueCount, translucentFirst, mainCount, portals, flatBase, spriteBase };
}

/** The opening's live extent: the lowest floor and highest ceiling of its sides' sectors, into `out` (lo, hi). */
export function portalHeights(world: World, p: PortalGroup, out: Float64Array): Float64Array {
  let lo = Infinity, hi = -Infinity;
  const secs = p.sectors;
  for (let k = 0; k < secs.length; k++) {
    const ff = world.sectorFloorZ[secs[k]], fc = world.sectorCeilZ[secs[k]];
    if (ff < lo) lo = ff;
    if (fc > hi) hi = fc;
  }
  out[0] = lo; out[1] = hi;
  return out;
}
