// The GPU path's static geometry, built once per World: wall quads for every upper, middle, lower
// and masked middle part of each directed side (per mesh edge piece), floor and ceiling triangles
// straight from the mesh faces, and per portal linedef the quads that open into the linked space
// (plus the walls drawn there instead once the recursion is as deep as it may go). Texture
// coordinates follow the CPU raycaster: u grows left to right as seen from the side's face (the
// side's u at its destination vertex plus the distance from it), v = (pegged top z + y offset) − z.
// Vertices are interleaved: x y z u v (float32) then kind tex light spare (int16; spare = 1 for a mirrored sprite), 28 bytes.
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
} as const;

/** Light value meaning full bright (colormap 0). */
export const FULL_BRIGHT = 255;

export const VERTEX_FLOATS = 5;
export const VERTEX_BYTES = VERTEX_FLOATS * 4 + 4 * 2;

/** A growable interleaved vertex list. */
export class VertexList {
  private buf: ArrayBuffer;
  private f: Float32Array;
  private i: Int16Array;
  count = 0;

  constructor(capacity = 1024) {
    this.buf = new ArrayBuffer(capacity * VERTEX_BYTES);
    this.f = new Float32Array(this.buf);
    this.i = new Int16Array(this.buf);
  }

  get capacity(): number { return this.buf.byteLength / VERTEX_BYTES; }

  clear(): void { this.count = 0; }

  /** The filled part (a view, no copy). */
  bytes(): Uint8Array { return new Uint8Array(this.buf, 0, this.count * VERTEX_BYTES); }

  push(x: number, y: number, z: number, u: number, v: number, kind: number, tex: number, light: number, spare = 0): void {
    if (this.count >= this.capacity) this.grow();
    const fo = this.count * (VERTEX_BYTES >> 2), io = this.count * (VERTEX_BYTES >> 1) + VERTEX_FLOATS * 2;
    const f = this.f, ii = this.i;
    f[fo] = x; f[fo + 1] = y; f[fo + 2] = z; f[fo + 3] = u; f[fo + 4] = v;
    ii[io] = kind; ii[io + 1] = tex; ii[io + 2] = light; ii[io + 3] = spare;
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
  }

  /** Reads vertex k back (tests). */
  vertex(k: number): { x: number; y: number; z: number; u: number; v: number; kind: number; tex: number; light: number } {
    const fo = k * (VERTEX_BYTES >> 2), io = k * (VERTEX_BYTES >> 1) + VERTEX_FLOATS * 2;
    return {
      x: this.f[fo], y: this.f[fo + 1], z: this.f[fo + 2], u: this.f[fo + 3], v: this.f[fo + 4],
      kind: this.i[io], tex: this.i[io + 1], light: this.i[io + 2],
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
  /** The opening's extent: the line's ends (a on the right seen from the front) and heights. */
  ax: number; ay: number; bx: number; by: number;
  zLo: number; zHi: number;
  /** The transform into the linked space (m00 m01 m10 m11 tx ty dz). */
  xf: Float64Array;
  /** In the linked space, the half-plane beyond the linked line: keep nx·x + ny·y + c ≥ 0 (n unit). */
  clip: Float64Array;
}

export interface WorldGeometry {
  vertices: VertexList;
  /** Everything but the portal ranges: vertices [0, mainCount); the opaque ones first, [0, opaqueCount),
   *  then masked middle textures (drawn with a shader that may discard, so without early depth tests). */
  opaqueCount: number;
  mainCount: number;
  portals: PortalGroup[];
  /** Entry offsets in the atlas numbering (textures are entries 0..). */
  flatBase: number;
  spriteBase: number;
}

function clampLevel(l: number): number {
  return l < 0 ? 0 : l > 15 ? 15 : l;
}

/**
 * Emits the wall parts of side `s` into `out`, as the CPU raycaster draws them when the side is no
 * portal (or the portal depth is used up). Returns false when the side is not drawn at all.
 */
function emitSideWalls(world: World, s: number, out: VertexList, masked: VertexList, flatBase: number): boolean {
  const mesh = world.mesh;
  const qe = world.sideQe[s];
  const face = mesh.qeFace[qe];
  const sec = face >= 0 ? world.faceSector[face] : -1;
  if (sec < 0) return false;
  const backFace = mesh.qeFace[qe ^ 2];
  const back = backFace >= 0 ? world.faceSector[backFace] : -1;
  const a = mesh.vertex[qe], b = mesh.vertex[qe ^ 2];
  const ax = mesh.vx[a * 2], ay = mesh.vx[a * 2 + 1], bx = mesh.vx[b * 2], by = mesh.vx[b * 2 + 1];
  const flags = world.sideFlags[s];
  const uB = world.sideUDest[s], uA = uB + world.sideLength[s];
  const yoff = world.sideYOff[s];
  const light = world.sectorLight[sec];
  const wallLight = clampLevel((light >> 4) + world.sideLightDelta[s]);
  const flatLight = clampLevel(light >> 4);
  const ff = world.sectorFloorZ[sec], fc = world.sectorCeilZ[sec];
  const texH = (t: number): number => world.textures[t].height;

  if (!(flags & SideFlags.TWO_SIDED) || back < 0) {
    if (fc <= ff) return true;
    const tex = world.sideMiddle[s];
    if (tex >= 0) {
      const zTop = middleTextureTop(flags, ff, fc, texH(tex));
      out.quad(ax, ay, bx, by, ff, fc, uA, uB, zTop + yoff, Kind.WALL, tex, wallLight);
    } else {
      out.quad(ax, ay, bx, by, ff, fc, uA, uB, 0, Kind.BLACK, -1, wallLight);
    }
    return true;
  }

  const bf = world.sectorFloorZ[back], bc = world.sectorCeilZ[back];
  // The open window between the parts, as the CPU's clamps leave it.
  let winHi = fc;
  if (bc < fc) {
    const z0 = bc > ff ? bc : ff;
    if (z0 < fc) {
      if (world.sectorCeilSky[sec] && world.sectorCeilSky[back]) {
        out.quad(ax, ay, bx, by, z0, fc, uA, uB, 0, Kind.SKY, -1, 0);
      } else {
        const tex = world.sideUpper[s];
        if (tex >= 0) {
          const zTop = upperTextureTop(flags, fc, bc, texH(tex));
          out.quad(ax, ay, bx, by, z0, fc, uA, uB, zTop + yoff, Kind.WALL, tex, wallLight);
        } else if (world.sectorCeilSky[sec]) {
          out.quad(ax, ay, bx, by, z0, fc, uA, uB, 0, Kind.SKY, -1, 0);
        } else {
          // A missing upper texture shows the sector's own ceiling plane (the flat shader finds it).
          const flat = world.sectorCeilFlat[sec];
          out.quad(ax, ay, bx, by, z0, fc, fc, fc, 0, Kind.FLAT, flat >= 0 ? flatBase + flat : -1, flatLight);
        }
      }
    }
    winHi = z0;
  }
  let winLo = ff;
  if (bf > ff) {
    const z1 = bf < winHi ? bf : winHi;
    if (z1 > ff) {
      const tex = world.sideLower[s];
      if (tex >= 0) {
        const zTop = lowerTextureTop(flags, fc, bf);
        out.quad(ax, ay, bx, by, ff, z1, uA, uB, zTop + yoff, Kind.WALL, tex, wallLight);
      } else if (world.sectorFloorSky[sec]) {
        out.quad(ax, ay, bx, by, ff, z1, uA, uB, 0, Kind.SKY, -1, 0);
      } else {
        const flat = world.sectorFloorFlat[sec];
        out.quad(ax, ay, bx, by, ff, z1, ff, ff, 0, Kind.FLAT, flat >= 0 ? flatBase + flat : -1, flatLight);
      }
    }
    winLo = z1;
  }
  // A masked middle texture: pegged at the lower ceiling (or the higher floor + its height), not repeated down.
  const mid = world.sideMiddle[s];
  if (mid >= 0 && winHi > winLo) {
    const th = texH(mid);
    const zTop = maskedTextureTop(flags, ff, fc, bf, bc, th);
    const vTop = zTop + yoff;
    const z1 = vTop < winHi ? vTop : winHi;
    const z0 = vTop - th > winLo ? vTop - th : winLo;
    if (z1 > z0) masked.quad(ax, ay, bx, by, z0, z1, uA, uB, vTop, Kind.MASKED, mid, wallLight);
  }
  return true;
}

/** Builds the World's static geometry. `flatBase`/`spriteBase`: the atlas numbering (see atlas.ts). */
export function buildGeometry(world: World, flatBase = world.textures.length, spriteBase = world.textures.length + world.flats.length): WorldGeometry {
  const mesh = world.mesh;
  const vl = new VertexList(Math.max(1024, mesh.faceCount * 6 + world.sideCount * 18));
  const ml = new VertexList(1024);

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
    emitSideWalls(world, s, vl, ml, flatBase);
  }
  // Floors and ceilings after the walls (walls hide more of them than they hide walls: the depth test
  // then skips shading them): each face's triangle at its sector's heights, ceilings wound the other way.
  for (let f = 0; f < mesh.faceCount; f++) {
    const sec = world.faceSector[f];
    if (sec < 0) continue;
    const e0 = mesh.faceEdge[f], e1 = mesh.lnext(e0), e2 = mesh.lnext(e1);
    const v0 = mesh.vertex[e0], v1 = mesh.vertex[e1], v2 = mesh.vertex[e2];
    const x0 = mesh.vx[v0 * 2], y0 = mesh.vx[v0 * 2 + 1], x1 = mesh.vx[v1 * 2], y1 = mesh.vx[v1 * 2 + 1], x2 = mesh.vx[v2 * 2], y2 = mesh.vx[v2 * 2 + 1];
    const ff = world.sectorFloorZ[sec], fc = world.sectorCeilZ[sec];
    const light = clampLevel(world.sectorLight[sec] >> 4);
    const floorFlat = world.sectorFloorFlat[sec], ceilFlat = world.sectorCeilFlat[sec];
    const fk = world.sectorFloorSky[sec] ? Kind.SKY : Kind.FLAT;
    const ft = floorFlat >= 0 ? flatBase + floorFlat : -1;
    vl.push(x0, y0, ff, ff, 0, fk, ft, light);
    vl.push(x1, y1, ff, ff, 0, fk, ft, light);
    vl.push(x2, y2, ff, ff, 0, fk, ft, light);
    const ck = world.sectorCeilSky[sec] ? Kind.SKY : Kind.FLAT;
    const ct = ceilFlat >= 0 ? flatBase + ceilFlat : -1;
    vl.push(x0, y0, fc, fc, 0, ck, ct, light);
    vl.push(x2, y2, fc, fc, 0, ck, ct, light);
    vl.push(x1, y1, fc, fc, 0, ck, ct, light);
  }
  const opaqueCount = vl.count;
  vl.append(ml);
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
    for (const s of sides) {
      const qe = world.sideQe[s];
      const a = mesh.vertex[qe], b = mesh.vertex[qe ^ 2];
      const pax = mesh.vx[a * 2], pay = mesh.vx[a * 2 + 1], pbx = mesh.vx[b * 2], pby = mesh.vx[b * 2 + 1];
      const sec = world.faceSector[mesh.qeFace[qe]];
      const ff = world.sectorFloorZ[sec], fc = world.sectorCeilZ[sec];
      if (ff < zLo) zLo = ff;
      if (fc > zHi) zHi = fc;
      const ta = pax * dx + pay * dy, tb = pbx * dx + pby * dy;
      if (ta < minT) { minT = ta; ax = pax; ay = pay; }
      if (tb > maxT) { maxT = tb; bx = pbx; by = pby; }
      if (fc > ff) vl.quad(pax, pay, pbx, pby, ff, fc, 0, 0, 0, Kind.BLACK, -1, 0);
    }
    const quadCount = vl.count - quadFirst;
    const wallFirst = vl.count;
    ml.clear();
    for (const s of sides) emitSideWalls(world, s, vl, ml, flatBase);
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
    portals.push({ linedef, side: s0, quadFirst, quadCount, wallFirst, wallCount, ax, ay, bx, by, zLo, zHi, xf, clip });
  }
  return { vertices: vl, opaqueCount, mainCount, portals, flatBase, spriteBase };
}
