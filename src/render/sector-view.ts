// The sectors as one view draws them. DOOM draws a sector as the World's live state has it; Boom's
// 242 (transferred heights: deep water, fake floors and ceilings) draws the tagged sectors at their
// control sector's heights, and a viewer below the control's floor (under the water) or above its
// ceiling sees the control's flats and light instead (Boom's R_FakeFlat). Both renderers read a
// sector's heights, flats, flat offsets and light through this table, refreshed once per frame from
// the viewer's sector and eye z. A map without 242 draws the World's own arrays (no copy at all).
import type { World } from '../world/world.js';

/**
 * Boom's colormap for the whole view (242's C_START lumps): while the viewer is in a sector drawn at a
 * control sector's heights, the control's lower colormap below its floor, upper above its ceiling,
 * middle between (World.sectorColormaps; -1: the WAD's COLORMAP).
 */
export function viewColormap(world: World, viewSector: number, eyeZ: number): number {
  const hs = world.sectorHeightSec, maps = world.sectorColormaps;
  if (hs === undefined || maps === undefined || viewSector < 0 || viewSector >= world.sectorCount) return -1;
  const c = hs[viewSector];
  if (c < 0) return -1;
  const k = eyeZ < world.sectorFloorZ[c] ? 0 : eyeZ > world.sectorCeilZ[c] ? 2 : 1;
  const cm = maps[c * 3 + k];
  return cm >= 0 && cm < world.boomColormaps.length ? cm : -1;
}

/**
 * Boom's clipping of a sprite in a sector drawn at control sector `c`'s heights (R_DrawSprite): the
 * rows it keeps, written to out[0] (first row drawn) and out[1] (first row not drawn below), starting
 * from 0 and `height`. The control's floor, when above the thing's foot and on the screen, hides what
 * is below it (seen from above the water: the viewer's own control floor below the eye, or none and
 * the floor not above the eye) or above it (seen from under the water); the control's ceiling, when
 * below the sprite's top and on the screen, hides what is above it, or below it for a viewer above its
 * own control ceiling. `viewHeightSec`: the viewer's sector's control (-1 none); rows of a plane at z:
 * floor(height / 2 - (z - eyeZ) * scale).
 */
export function spriteWaterClip(world: World, c: number, viewHeightSec: number, eyeZ: number, footZ: number, topZ: number,
  scale: number, height: number, out: Int32Array): void {
  out[0] = 0; out[1] = height;
  const fz = world.sectorFloorZ, cz = world.sectorCeilZ;
  let mh = fz[c];
  if (mh > footZ) {
    const h = Math.floor(height / 2 - (mh - eyeZ) * scale);
    if (h >= 0 && h < height) {
      if (mh <= eyeZ || (viewHeightSec >= 0 && eyeZ > fz[viewHeightSec])) { if (h < out[1]) out[1] = h; }
      else if (viewHeightSec >= 0 && eyeZ <= fz[viewHeightSec]) { if (h + 1 > out[0]) out[0] = h + 1; }
    }
  }
  mh = cz[c];
  if (mh < topZ) {
    const h = Math.floor(height / 2 - (mh - eyeZ) * scale);
    if (h >= 0 && h < height) {
      if (viewHeightSec >= 0 && eyeZ >= cz[viewHeightSec]) { if (h < out[1]) out[1] = h; }
      else if (h + 1 > out[0]) out[0] = h + 1;
    }
  }
}

/** Boom's "− 1" and "+ 1" of a fake surface (one 16.16 unit), in map units. */
const FRAC = 1 / 65536;

export class SectorView {
  /** True when some sector has a transferred height (the table is refreshed per frame). */
  readonly fake: boolean;
  readonly floorZ: Float64Array;
  readonly ceilZ: Float64Array;
  /** Flat ids (-1 for sky or a missing flat) and sky flags, as World.sectorFloorFlat / sectorFloorSky. */
  readonly floorFlat: Int32Array;
  readonly ceilFlat: Int32Array;
  readonly floorSky: Uint8Array;
  readonly ceilSky: Uint8Array;
  readonly floorXOff: Float64Array;
  readonly floorYOff: Float64Array;
  readonly ceilXOff: Float64Array;
  readonly ceilYOff: Float64Array;
  /** The sector whose light level lights the walls and things (Boom: the control's, seen from under
   *  its water or above its ceiling), the floor plane and the ceiling plane. */
  readonly lightFrom: Int32Array;
  readonly floorLightFrom: Int32Array;
  readonly ceilLightFrom: Int32Array;
  /** The viewer's sector's control sector (-1: none), as of the last update. */
  viewHeightSec = -1;

  constructor(private readonly world: World) {
    const w = world, n = w.sectorCount;
    let fake = false;
    const hs = w.sectorHeightSec;
    for (let s = 0; hs !== undefined && s < n; s++) if (hs[s] >= 0) { fake = true; break; }
    this.fake = fake;
    const identity = new Int32Array(n);
    for (let s = 0; s < n; s++) identity[s] = s;
    if (!fake) {
      this.floorZ = w.sectorFloorZ; this.ceilZ = w.sectorCeilZ;
      this.floorFlat = w.sectorFloorFlat; this.ceilFlat = w.sectorCeilFlat;
      this.floorSky = w.sectorFloorSky; this.ceilSky = w.sectorCeilSky;
      this.floorXOff = w.sectorFloorXOff; this.floorYOff = w.sectorFloorYOff;
      this.ceilXOff = w.sectorCeilXOff; this.ceilYOff = w.sectorCeilYOff;
      this.lightFrom = identity; this.floorLightFrom = w.sectorFloorLightFrom; this.ceilLightFrom = w.sectorCeilLightFrom;
      return;
    }
    this.floorZ = new Float64Array(n); this.ceilZ = new Float64Array(n);
    this.floorFlat = new Int32Array(n); this.ceilFlat = new Int32Array(n);
    this.floorSky = new Uint8Array(n); this.ceilSky = new Uint8Array(n);
    this.floorXOff = new Float64Array(n); this.floorYOff = new Float64Array(n);
    this.ceilXOff = new Float64Array(n); this.ceilYOff = new Float64Array(n);
    this.lightFrom = identity; this.floorLightFrom = new Int32Array(n); this.ceilLightFrom = new Int32Array(n);
    this.update(-1, 0);
  }

  /**
   * Refreshes the table for a viewer in sector `viewSector` (-1: none) with its eye at `eyeZ`: every
   * sector as the live state has it, then each sector with a control sector c drawn at c's floor and
   * ceiling; if the viewer's own sector has a control v and the eye is at or below v's floor, each
   * such sector from c's floor up to c's floor (− 1) with c's floor flat, c's ceiling flat (its floor
   * flat, and no room, when c's ceiling is sky) and c's light; if the eye is at or above v's ceiling,
   * a sector whose ceiling is above c's shows c's ceiling flat as a thin floor at c's ceiling (or,
   * unless c's floor is sky, c's floor flat up to its own ceiling) in c's light. No allocation.
   */
  update(viewSector: number, eyeZ: number): void {
    if (!this.fake) return;
    const w = this.world, n = w.sectorCount, hs = w.sectorHeightSec;
    this.viewHeightSec = viewSector >= 0 && viewSector < n ? hs[viewSector] : -1;
    this.floorZ.set(w.sectorFloorZ); this.ceilZ.set(w.sectorCeilZ);
    this.floorFlat.set(w.sectorFloorFlat); this.ceilFlat.set(w.sectorCeilFlat);
    this.floorSky.set(w.sectorFloorSky); this.ceilSky.set(w.sectorCeilSky);
    this.floorXOff.set(w.sectorFloorXOff); this.floorYOff.set(w.sectorFloorYOff);
    this.ceilXOff.set(w.sectorCeilXOff); this.ceilYOff.set(w.sectorCeilYOff);
    this.floorLightFrom.set(w.sectorFloorLightFrom); this.ceilLightFrom.set(w.sectorCeilLightFrom);
    for (let s = 0; s < n; s++) this.lightFrom[s] = s;
    const vh = viewSector >= 0 && viewSector < n ? hs[viewSector] : -1;
    const underwater = vh >= 0 && eyeZ <= w.sectorFloorZ[vh];
    const above = vh >= 0 && !underwater && eyeZ >= w.sectorCeilZ[vh];
    for (let s = 0; s < n; s++) {
      const c = hs[s];
      if (c < 0) continue;
      this.floorZ[s] = w.sectorFloorZ[c];
      this.ceilZ[s] = w.sectorCeilZ[c];
      if (underwater) {
        this.floorZ[s] = w.sectorFloorZ[s];
        this.ceilZ[s] = w.sectorFloorZ[c] - FRAC;
        this.setFloor(s, c, false);
        if (w.sectorCeilSky[c]) {
          this.floorZ[s] = this.ceilZ[s] + FRAC;
          this.copyFloorToCeiling(s);
        } else this.setCeiling(s, c);
        this.takeLight(s, c);
      } else if (above && w.sectorCeilZ[s] > w.sectorCeilZ[c]) {
        this.ceilZ[s] = w.sectorCeilZ[c];
        this.floorZ[s] = w.sectorCeilZ[c] + FRAC;
        this.setCeiling(s, c);
        this.setFloor(s, c, true);
        if (!w.sectorFloorSky[c]) {
          this.ceilZ[s] = w.sectorCeilZ[s];
          this.setFloor(s, c, false);
        }
        this.takeLight(s, c);
      }
    }
  }

  /** Sector s's floor takes c's floor flat (or, `fromCeiling`, c's ceiling flat) and offsets. */
  private setFloor(s: number, c: number, fromCeiling: boolean): void {
    const w = this.world;
    if (fromCeiling) {
      this.floorFlat[s] = w.sectorCeilFlat[c]; this.floorSky[s] = w.sectorCeilSky[c];
      this.floorXOff[s] = w.sectorCeilXOff[c]; this.floorYOff[s] = w.sectorCeilYOff[c];
    } else {
      this.floorFlat[s] = w.sectorFloorFlat[c]; this.floorSky[s] = w.sectorFloorSky[c];
      this.floorXOff[s] = w.sectorFloorXOff[c]; this.floorYOff[s] = w.sectorFloorYOff[c];
    }
  }

  private setCeiling(s: number, c: number): void {
    const w = this.world;
    this.ceilFlat[s] = w.sectorCeilFlat[c]; this.ceilSky[s] = w.sectorCeilSky[c];
    this.ceilXOff[s] = w.sectorCeilXOff[c]; this.ceilYOff[s] = w.sectorCeilYOff[c];
  }

  private copyFloorToCeiling(s: number): void {
    this.ceilFlat[s] = this.floorFlat[s]; this.ceilSky[s] = this.floorSky[s];
    this.ceilXOff[s] = this.floorXOff[s]; this.ceilYOff[s] = this.floorYOff[s];
  }

  private takeLight(s: number, c: number): void {
    const w = this.world;
    this.lightFrom[s] = c;
    this.floorLightFrom[s] = w.sectorFloorLightFrom[c];
    this.ceilLightFrom[s] = w.sectorCeilLightFrom[c];
  }
}
