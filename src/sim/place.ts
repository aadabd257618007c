// Putting the player somewhere by hand (not a DOOM rule: the page keeps the player's spot across a
// reload of the same map): the body is taken out of the blockmap and sector lists, set at (x, y)
// facing `angle`, given the floor and ceiling DOOM's position check finds there, and stood on the
// floor; momentum stops. No telefrag, no walk-over lines.
import { FRACUNIT } from './base/fixed.js';
import { checkPosition } from './rules/map-move.js';
import { setThingPosition, unsetThingPosition } from './base/map-util.js';
import type { Playsim } from './playsim.js';

/** Places the player at (x, y) map units, facing `angle` radians. */
export function placePlayer(ps: Playsim, x: number, y: number, angle: number): void {
  const mo = ps.player.mo;
  if (mo === null) return;
  const fx = Math.round(x * FRACUNIT) | 0, fy = Math.round(y * FRACUNIT) | 0;
  unsetThingPosition(ps, mo);
  mo.x = fx;
  mo.y = fy;
  setThingPosition(ps, mo);
  checkPosition(ps, mo, fx, fy);
  mo.floorz = ps.tm.tmfloorz;
  mo.ceilingz = ps.tm.tmceilingz;
  mo.z = mo.floorz;
  mo.momx = 0; mo.momy = 0; mo.momz = 0;
  let a = angle / (Math.PI * 2);
  a -= Math.floor(a);
  mo.angle = Math.round(a * 4294967296) >>> 0;
  ps.player.viewz = (mo.z + ps.player.viewheight) | 0;
}
