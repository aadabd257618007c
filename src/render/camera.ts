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

export function makeCamera(x: number, y: number, angle: number, z = NaN, fov = DEFAULT_FOV): Camera {
  return { x, y, z, angle, fov };
}

/** The eye z for a camera z: `z` itself, or — when it is NaN — VIEW_HEIGHT above the floor of
 *  `sector` (the camera's; 0 when it is outside every sector, -1). */
export function eyeHeight(z: number, world: World, sector: number): number {
  if (!Number.isNaN(z)) return z;
  return (sector >= 0 ? world.sectorFloorZ[sector] : 0) + VIEW_HEIGHT;
}
