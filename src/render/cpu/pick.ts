// What is under one pixel of the CPU renderer's view (the authoring pick, "what am I looking at"):
// one ray for that pixel's column walks the World's mesh as the column walk does (same crossings,
// same row rounding, the same portal jumps), and stops at the first surface covering the pixel's
// row: a wall part (upper, middle or lower of a side of a linedef), a masked middle's opaque texel, a
// floor or ceiling (or sky), or a thing's sprite nearer than those. Asked for one pixel on demand
// (the crosshair), never per column of a frame; it owns its result and scratch: no allocation.
import { PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World } from '../../world/world.js';
import { eyeHeight, focalLength, type Camera } from '../camera.js';
import { locatePoint } from '../../world/locate-point.js';
import { MAX_PORTAL_DEPTH } from '../portal-depth.js';
import { RAY_DX, RAY_DY, RAY_X, RAY_Y, rayExitEdge } from '../ray-start.js';
import { maskedTextureTop } from '../pegging.js';
import { SAMPLE_NUDGE, rowStep, textureRay } from '../sampling.js';
import { ROT_ANGLE, ROT_DX, ROT_DY, spriteRotation } from '../sprite-rotation.js';

export const PICK_NONE = 0;
export const PICK_WALL = 1;
export const PICK_FLOOR = 2;
export const PICK_CEILING = 3;
export const PICK_SKY = 4;
export const PICK_THING = 5;

export const PART_UPPER = 0;
export const PART_MIDDLE = 1;
export const PART_LOWER = 2;
const PART_NAMES = ['upper', 'middle', 'lower'];

const MAX_STEPS = 1 << 14;
const SEGMENTS = MAX_PORTAL_DEPTH + 1;

/** The answer of one pick (reused: read it before the next pick). */
export class PickResult {
  kind = PICK_NONE;
  /** Walls: the linedef, 0 for its front side and 1 for its back, the side piece id, the part and
   *  its texture id (-1 for none). */
  line = -1;
  back = 0;
  side = -1;
  part = PART_MIDDLE;
  texture = -1;
  /** The sector the surface belongs to (walls: the side's sector; things: the thing's). */
  sector = -1;
  /** Floors and ceilings: the flat id (-1 for none). */
  flat = -1;
  /** Things: the World's thing index and its DOOM type. */
  thing = -1;
  thingType = 0;
  /** Distance along the view direction (in the space of the last portal crossed). */
  depth = 0;
  /** Portals the ray crossed before it hit. */
  portals = 0;

  clear(): void {
    this.kind = PICK_NONE; this.line = -1; this.back = 0; this.side = -1; this.part = PART_MIDDLE;
    this.texture = -1; this.sector = -1; this.flat = -1; this.thing = -1; this.thingType = 0;
    this.depth = 0; this.portals = 0;
  }
}

/** The pick as one line of text (the HUD's; builds a string: call it a few times a second, not per column). */
export function describePick(w: World, p: PickResult): string {
  const portals = p.portals > 0 ? `  (through ${p.portals} portal${p.portals > 1 ? 's' : ''})` : '';
  const sec = p.sector >= 0 ? `sector ${p.sector} floor ${w.sectorFloorZ[p.sector]} ceil ${w.sectorCeilZ[p.sector]}` : 'no sector';
  switch (p.kind) {
    case PICK_WALL:
      return `line ${p.line} ${p.back ? 'back' : 'front'}  ${PART_NAMES[p.part]} ${p.texture >= 0 ? w.textures[p.texture].name : '-'}  ${sec}${portals}`;
    case PICK_FLOOR:
    case PICK_CEILING:
      return `${p.kind === PICK_FLOOR ? 'floor' : 'ceiling'} ${p.flat >= 0 ? w.flats[p.flat].name : '-'}  ${sec}${portals}`;
    case PICK_SKY:
      return `sky  ${sec}${portals}`;
    case PICK_THING:
      return `thing ${p.thing} type ${p.thingType}  ${sec}${portals}`;
    default:
      return 'nothing';
  }
}

export class Picker {
  readonly world: World;
  readonly result = new PickResult();
  // The ray's pieces between portal crossings: origin, direction, forward and right vectors, eye z,
  // and the depth range [t0, t1) it covers.
  private readonly sx = new Float64Array(SEGMENTS);
  private readonly sy = new Float64Array(SEGMENTS);
  private readonly sfx = new Float64Array(SEGMENTS);
  private readonly sfy = new Float64Array(SEGMENTS);
  private readonly srx = new Float64Array(SEGMENTS);
  private readonly sry = new Float64Array(SEGMENTS);
  private readonly sz = new Float64Array(SEGMENTS);
  private readonly st0 = new Float64Array(SEGMENTS);
  private readonly st1 = new Float64Array(SEGMENTS);
  private readonly rot = new Float64Array(3);
  /** The ray handed to rayExitEdge (x, y, dx, dy). */
  private readonly ray = new Float64Array(4);
  private hintQe = 0;

  constructor(world: World) {
    this.world = world;
  }

  /** What pixel (px, py) of a width×height view from `cam` shows (the renderer's projection). */
  pick(cam: Camera, width: number, height: number, px: number, py: number): PickResult {
    const w = this.world, mesh = w.mesh, r = this.result;
    r.clear();
    const W = width, H = height;
    // The renderer's sampling positions (renderer.ts, ../sampling.ts): the horizon half a row low less
    // the nudge, the column's ray through its left edge.
    const focal = focalLength(W, cam.fov), hz = H / 2 + 0.5 - SAMPLE_NUDGE;
    const q0 = locatePoint(w, cam.x, cam.y, this.hintQe); // the renderer's camera rule
    this.hintQe = q0;
    const face0 = mesh.qeFace[q0];
    if (face0 < 0) return r;
    const vtx = mesh.vertex, vx = mesh.vx, qeFace = mesh.qeFace;
    const floorZ = w.sectorFloorZ, ceilZ = w.sectorCeilZ;
    const y = py | 0;

    let fx = Math.cos(cam.angle), fy = Math.sin(cam.angle), rx = fy, ry = -fx;
    let cx = cam.x, cy = cam.y;
    let eyeZ = eyeHeight(cam.z, w, w.faceSector[face0]);
    const sxOff = ((px | 0) + SAMPLE_NUDGE - W / 2) / focal;
    let dx = fx + rx * sxOff, dy = fy + ry * sxOff;
    // DOOM's texture ray for the column (sampling.ts textureRays), as the renderer takes wall u.
    const txOff = textureRay(W, cam.fov, px | 0);
    let tdx = fx + rx * txOff, tdy = fy + ry * txOff;
    let seg = 0;
    this.setSegment(0, cx, cy, fx, fy, rx, ry, eyeZ, 0);

    // The exit edge of the start face, as the walk finds it.
    const ray = this.ray;
    ray[RAY_X] = cx; ray[RAY_Y] = cy; ray[RAY_DX] = dx; ray[RAY_DY] = dy;
    let e = rayExitEdge(mesh, q0, ray);
    let sector = w.faceSector[qeFace[e]];
    let tPrev = 0, yLo = 0, yHi = H | 0, portals = 0, steps = 0;
    let hitT = Infinity;

    for (;;) {
      if (++steps > MAX_STEPS) break;
      const a = vtx[e], b = vtx[e ^ 2];
      const ax = vx[a * 2], ay = vx[a * 2 + 1];
      const ex = vx[b * 2] - ax, ey = vx[b * 2 + 1] - ay;
      const den = dx * ey - dy * ex;
      let t = den > 1e-12 ? ((ax - cx) * ey - (ay - cy) * ex) / den : tPrev;
      if (t < tPrev) t = tPrev;
      const side = w.qeSide[e];
      const tt = t > 0.001 ? t : 0.001;
      const scale = focal / tt;

      // The planes of the sector being left close the window from above and below.
      if (sector >= 0) {
        const ic = this.row(hz - (ceilZ[sector] - eyeZ) * scale, H);
        const iF = this.row(hz - (floorZ[sector] - eyeZ) * scale, H);
        const icc = ic > yHi ? yHi : ic;
        let iff = iF < yLo ? yLo : iF;
        if (iff < icc) iff = icc;
        if (icc > yLo && y >= yLo && y < icc) { hitT = this.plane(r, sector, true, eyeZ, H / 2, focal, y); break; }
        if (icc > yLo) yLo = icc;
        if (iff < yHi && y >= iff && y < yHi) { hitT = this.plane(r, sector, false, eyeZ, H / 2, focal, y); break; }
        if (iff < yHi) yHi = iff;
      }
      if (yLo >= yHi) break;
      const flags = side >= 0 ? w.sideFlags[side] : 0;

      if (flags & SideFlags.PORTAL && portals < MAX_PORTAL_DEPTH && seg + 1 < SEGMENTS) {
        const target = w.sidePortalQe[side];
        if (target >= 0 && qeFace[target] >= 0) {
          portals++;
          const xf = w.sidePortalXf, o = side * PORTAL_XF_STRIDE;
          const m00 = xf[o + XF_M00], m01 = xf[o + XF_M01], m10 = xf[o + XF_M10], m11 = xf[o + XF_M11];
          const ncx = m00 * cx + m01 * cy + xf[o + XF_TX], ncy = m10 * cx + m11 * cy + xf[o + XF_TY];
          const ndx = m00 * dx + m01 * dy, ndy = m10 * dx + m11 * dy;
          const ntdx = m00 * tdx + m01 * tdy, ntdy = m10 * tdx + m11 * tdy;
          tdx = ntdx; tdy = ntdy;
          const nfx = m00 * fx + m01 * fy, nfy = m10 * fx + m11 * fy;
          const nrx = m00 * rx + m01 * ry, nry = m10 * rx + m11 * ry;
          cx = ncx; cy = ncy; dx = ndx; dy = ndy; fx = nfx; fy = nfy; rx = nrx; ry = nry;
          eyeZ += xf[o + XF_DZ];
          this.st1[seg] = t;
          seg++;
          this.setSegment(seg, cx, cy, fx, fy, rx, ry, eyeZ, t);
          e = this.portalEntry(side, target, cx + t * dx, cy + t * dy);
          sector = w.faceSector[qeFace[e]];
          tPrev = t;
          // The exit edge of the face entered, for the transformed ray.
          const e1 = mesh.lnext(e);
          const v = vtx[e1 ^ 2];
          const sv = dx * (vx[v * 2 + 1] - cy) - dy * (vx[v * 2] - cx);
          e = sv < 0 ? mesh.lnext(e1) : e1;
          continue;
        }
      }

      const nextFace = qeFace[e ^ 2];
      const nextSector = nextFace >= 0 ? w.faceSector[nextFace] : -1;
      if (side >= 0 && sector >= 0) {
        const tden = tdx * ey - tdy * ex;
        let s = tden > 1e-12 ? ((ax - cx) * tdy - (ay - cy) * tdx) / tden : 0.5;
        if (s < 0) s = 0; else if (s > 1) s = 1;
        const u = w.sideUDest[side] + (1 - s) * w.sideLength[side];
        if (!(flags & SideFlags.TWO_SIDED) || nextSector < 0) {
          if (y >= yLo && y < yHi) { this.wall(r, side, PART_MIDDLE, w.sideMiddle[side], t); hitT = t; }
          break;
        }
        const fc = ceilZ[sector], ff = floorZ[sector], bc = ceilZ[nextSector], bf = floorZ[nextSector];
        if (bc < fc) {
          let iu = this.row(hz - (bc - eyeZ) * scale, H);
          if (iu > yHi) iu = yHi;
          if (iu > yLo) {
            if (y >= yLo && y < iu) {
              if (w.sectorCeilSky[sector] && w.sectorCeilSky[nextSector]) { r.kind = PICK_SKY; r.sector = sector; r.depth = t; }
              else this.wall(r, side, PART_UPPER, w.sideUpper[side], t);
              hitT = t;
              break;
            }
            yLo = iu;
          }
        }
        if (bf > ff && yLo < yHi) {
          let il = this.row(hz - (bf - eyeZ) * scale, H);
          if (il < yLo) il = yLo;
          if (il < yHi) {
            if (y >= il && y < yHi) { this.wall(r, side, PART_LOWER, w.sideLower[side], t); hitT = t; break; }
            yHi = il;
          }
        }
        const mid = w.sideMiddle[side];
        if (mid >= 0 && y >= yLo && y < yHi) {
          // A masked middle hits where its texel is opaque (it does not tile vertically).
          const tex = w.textures[mid];
          const zTop = maskedTextureTop(flags, ff, fc, bf, bc, tex.height);
          // DOOM's row step from the centre row, as masked.ts draws it.
          const v = zTop - eyeZ + w.sideYOff[side] + (y - H / 2) * rowStep(scale);
          const vi = Math.floor(v);
          let ui = Math.floor(u) % tex.width; if (ui < 0) ui += tex.width;
          if (vi >= 0 && vi < tex.height && tex.mask[ui * tex.height + vi]) { this.wall(r, side, PART_MIDDLE, mid, t); hitT = t; break; }
        }
      }
      if (yLo >= yHi || y < yLo || y >= yHi) break;
      if (nextFace < 0) break;
      sector = nextSector;
      tPrev = t;
      const e1 = mesh.lnext(e ^ 2);
      const v = vtx[e1 ^ 2];
      const sv = dx * (vx[v * 2 + 1] - cy) - dy * (vx[v * 2] - cx);
      e = sv < 0 ? mesh.lnext(e1) : e1;
    }
    this.st1[seg] = Infinity;
    r.portals = portals;
    this.things(r, seg, hitT, W, H, focal, hz, px | 0, y);
    return r;
  }

  /** The renderer's row rounding of a projected height: ceil(y - 0.5) clamped to [-1, H + 1]. */
  private row(yf: number, H: number): number {
    return Math.ceil(yf < -1 ? -1 : yf > H + 1 ? H + 1 : yf - 0.5) | 0;
  }

  private setSegment(s: number, cx: number, cy: number, fx: number, fy: number, rx: number, ry: number, z: number, t0: number): void {
    this.sx[s] = cx; this.sy[s] = cy; this.sfx[s] = fx; this.sfy[s] = fy; this.srx[s] = rx; this.sry[s] = ry;
    this.sz[s] = z; this.st0[s] = t0; this.st1[s] = Infinity;
  }

  private wall(r: PickResult, side: number, part: number, texture: number, t: number): void {
    const w = this.world;
    const line = w.sideLinedef[side];
    r.kind = PICK_WALL; r.side = side; r.part = part; r.texture = texture; r.depth = t;
    r.sector = w.sideSector[side]; r.line = line;
    r.back = 0;
    if (line >= 0) {
      const ps = w.linePieceStart;
      for (let k = ps[2 * line + 1]; k < ps[2 * line + 2]; k++) if (w.linePieces[k] === side) { r.back = 1; break; }
    }
  }

  /** A floor or ceiling hit at row y; returns the depth of the plane's point there. */
  private plane(r: PickResult, sector: number, ceiling: boolean, eyeZ: number, mid: number, focal: number, y: number): number {
    const w = this.world;
    const sky = ceiling ? w.sectorCeilSky[sector] : w.sectorFloorSky[sector];
    r.kind = sky ? PICK_SKY : ceiling ? PICK_CEILING : PICK_FLOOR;
    r.sector = sector;
    r.flat = ceiling ? w.sectorCeilFlat[sector] : w.sectorFloorFlat[sector];
    const dz = (ceiling ? w.sectorCeilZ[sector] : w.sectorFloorZ[sector]) - eyeZ;
    const dy = mid - (y + 0.5); // flats: the row centre below the screen middle, as visplanes.ts
    r.depth = dy !== 0 ? (dz * focal) / dy : Infinity;
    if (!(r.depth > 0)) r.depth = Infinity;
    return r.depth;
  }

  /** The nearest thing whose sprite box covers the pixel in the part of the ray it is seen in, nearer than `hitT`. */
  private things(r: PickResult, segs: number, hitT: number, W: number, H: number, focal: number, hz: number, px: number, py: number): void {
    const w = this.world, rot = this.rot;
    let best = hitT, bestThing = -1, bestSeg = 0;
    for (let s = 0; s <= segs; s++) {
      const cx = this.sx[s], cy = this.sy[s], fx = this.sfx[s], fy = this.sfy[s], rx = this.srx[s], ry = this.sry[s];
      const k2 = fx * fx + fy * fy, k = Math.sqrt(k2);
      for (let i = 0; i < w.thingCapacity; i++) {
        const face = w.thingFace[i];
        if (face < 0 || w.faceSector[face] < 0) continue;
        const ddx = w.thingX[i] - cx, ddy = w.thingY[i] - cy;
        const depth = (ddx * fx + ddy * fy) / k2;
        if (depth < 4 || depth >= best || depth < this.st0[s] || depth >= this.st1[s]) continue;
        rot[ROT_DX] = ddx; rot[ROT_DY] = ddy; rot[ROT_ANGLE] = w.thingAngle[i];
        const pic = w.thingRotPic[i * 8 + spriteRotation(rot, 0)];
        if (pic < 0) continue;
        const spr = w.sprites[pic];
        const lat = (ddx * rx + ddy * ry) / k2;
        const scale = focal / depth, xScale = scale / k;
        const xl = W / 2 + lat * scale - spr.leftOffset * xScale;
        const xr = xl + spr.width * xScale;
        if (px < Math.floor(xl) || px >= Math.floor(xr)) continue; // as masked.ts (R_ProjectSprite)
        const yTop = hz - (w.thingZ[i] + spr.topOffset - this.sz[s]) * scale;
        if (py + 0.5 < yTop || py + 0.5 >= yTop + spr.height * scale || py >= H) continue;
        best = depth; bestThing = i; bestSeg = s;
      }
    }
    if (bestThing < 0) return;
    r.clear();
    r.kind = PICK_THING; r.thing = bestThing; r.thingType = w.thingType[bestThing];
    r.sector = w.faceSector[w.thingFace[bestThing]]; r.depth = best; r.portals = bestSeg;
  }

  /** The target piece of portal side `side` nearest (px, py), as the walk picks it. */
  private portalEntry(side: number, first: number, px: number, py: number): number {
    const w = this.world, p0 = w.portalPieceStart[side], p1 = w.portalPieceStart[side + 1];
    if (p1 - p0 <= 1) return first;
    const vtx = w.mesh.vertex, vx = w.mesh.vx;
    let best = first, bestD = Infinity;
    for (let k = p0; k < p1; k++) {
      const q = w.portalPieces[k];
      const a = vtx[q], b = vtx[q ^ 2];
      const ax = vx[a * 2], ay = vx[a * 2 + 1], ex = vx[b * 2] - ax, ey = vx[b * 2 + 1] - ay;
      const len2 = ex * ex + ey * ey;
      let u = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
      if (u < 0) u = 0; else if (u > 1) u = 1;
      const ddx = ax + u * ex - px, ddy = ay + u * ey - py;
      const d = ddx * ddx + ddy * ddy;
      if (d < bestD) { bestD = d; best = q; }
    }
    return best;
  }
}
