// The camera: position, eye height, view angle, field of view. Angles in radians, 0 = east, CCW.
export interface Camera {
  x: number;
  y: number;
  /** Eye z; NaN means 41 units above the floor of the camera's sector (DOOM's view height). */
  z: number;
  angle: number;
  /** Horizontal field of view in radians (90° by default). */
  fov: number;
}

export const VIEW_HEIGHT = 41;
export const DEFAULT_FOV = Math.PI / 2;

export function makeCamera(x: number, y: number, angle: number, z = NaN, fov = DEFAULT_FOV): Camera {
  return { x, y, z, angle, fov };
}
