// The camera both renderers and the player share: position, eye height, view angle, field of view
// (angles in radians, 0 = east, counter-clockwise), and DOOM's eye height rule.
import type { World } from '../world/world.js';

export interface Camera {
  x: number;
  y: number;
  /** Eye z; NaN means 41 units above the floor of the camera's sector (DOOM's view height). */
  z: number;
  angle: number;
  /** Horizontal field of view in radians (90° by default). */
  fov: number;
}

/** DOOM's VIEWHEIGHT: the eye is this far above the feet. */
export const VIEW_HEIGHT = 41;
export const DEFAULT_FOV = Math.PI / 2;

/** The focal length in pixels of a view `width` wide: (width/2) / tan(fov/2). At DOOM's 90° field
 *  of view tan(45°) is exactly 1, which doubles miss (0.9999999999999999): a wall or a flat row at a
 *  whole depth then projects a hair past a whole row or texel, and such ties went the other way from
 *  DOOM's (whose projection at 90° is exactly half the width) and from the GPU's single floats. */
export function focalLength(width: number, fov: number): number {
  return (width / 2) / (fov === DEFAULT_FOV ? 1 : Math.tan(fov / 2));
}

export function makeCamera(x: number, y: number, angle: number, z = NaN, fov = DEFAULT_FOV): Camera {
  return { x, y, z, angle, fov };
}

/** The eye z for a camera z: `z` itself, or — when it is NaN — VIEW_HEIGHT above the floor of
 *  `sector` (the camera's; 0 when it is outside every sector, -1). */
export function eyeHeight(z: number, world: World, sector: number): number {
  if (!Number.isNaN(z)) return z;
  return (sector >= 0 ? world.sectorFloorZ[sector] : 0) + VIEW_HEIGHT;
}
