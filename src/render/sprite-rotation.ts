// Which of a thing's 8 sprite rotations the viewer sees (DOOM's R_ProjectSprite), shared by both
// renderers: the angle from the thing to the viewer, relative to the thing's facing, in eighths of a
// turn, rounded to the nearest (rotation 0: the viewer is in front of the thing; they go
// counter-clockwise, as the World's thingRotPic stores them).

/** Offsets of spriteRotation's inputs in the caller's scratch array: the thing's position minus the
 *  viewer's (x, y), and the thing's facing in radians. The doubles go through a typed array because
 *  V8 boxes (allocates) a double passed to a call it does not inline, and the renderers' sprite loops
 *  must not allocate. */
export const ROT_DX = 0;
export const ROT_DY = 1;
export const ROT_ANGLE = 2;

/** The rotation index 0..7 for the inputs at s[o + ROT_DX], s[o + ROT_DY], s[o + ROT_ANGLE]. */
export function spriteRotation(s: Float64Array, o: number): number {
  let ang = Math.atan2(-s[o + ROT_DY], -s[o + ROT_DX]) - s[o + ROT_ANGLE] + Math.PI / 8;
  ang = ang - Math.floor(ang / (Math.PI * 2)) * Math.PI * 2;
  return Math.floor(ang / (Math.PI / 4)) & 7;
}
