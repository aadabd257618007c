// MBF's "torque" (P_ApplyTorque, killough 9/98): a lifeless thing at rest whose centre hangs over a
// ledge is pushed off it, away from each two-sided line it straddles whose far floor is below it,
// harder the farther out its centre is; the push halves for each "gear" it has climbed while falling
// (so that it settles instead of rocking), and it is marked falling (MIF_FALLING) while it moves.
// From complevel 11 with comp_falloff off; p_mobj's thinker calls it for things at rest.
import { FRACBITS, FRACUNIT, ANG90, ANGLETOFINESHIFT, fixedDiv, fixedMul } from '../base/fixed.js';
import { FINESINE, TANTOANGLE } from '../../defs/doom/tables.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, MAPBLOCKSHIFT, type Line } from '../base/level.js';
import { blockLinesIterator } from '../base/map-util.js';
import { boxOnLineSide } from '../base/line-side.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';

/** MBF's intflag: a thing falling off a ledge under torque. */
export const MIF_FALLING = 1;
/** The gear at which the push is at full strength, and the highest. */
const OVERDRIVE = 6;
export const MAXGEAR = OVERDRIVE + 16;
/** FRACBITS - SLOPEBITS: the shift from a 16.16 slope to TANTOANGLE's index. */
const DBITS = 5;

const box = new Int32Array(4);
let torqued: Mobj | null = null;

function torqueLine(_ps: SimState, ld: Line): boolean {
  const mo = torqued!;
  if (ld.backsector === null || (ld.dx === 0 && ld.dy === 0)) return true;
  const bb = ld.bbox;
  if (!(box[BOXRIGHT] > bb[BOXLEFT] && box[BOXLEFT] < bb[BOXRIGHT] && box[BOXTOP] > bb[BOXBOTTOM] && box[BOXBOTTOM] < bb[BOXTOP]
    && boxOnLineSide(box, ld) === -1)) return true;
  // The lever arm: which side of the line the centre is, and how far (in map units, C's ints).
  let dist = (Math.imul(ld.dx >> FRACBITS, mo.y >> FRACBITS) - Math.imul(ld.dy >> FRACBITS, mo.x >> FRACBITS)
    - Math.imul(ld.dx >> FRACBITS, ld.v1y >> FRACBITS) + Math.imul(ld.dy >> FRACBITS, ld.v1x >> FRACBITS)) | 0;
  const front = ld.frontsector!.floorheight, back = ld.backsector.floorheight;
  if (!(dist < 0 ? front < mo.z && back >= mo.z : back < mo.z && front >= mo.z)) return true;
  let x = ld.dx < 0 ? -ld.dx | 0 : ld.dx, y = ld.dy < 0 ? -ld.dy | 0 : ld.dy;
  if (y > x) { const t = x; x = y; y = t; }
  y = FINESINE[((TANTOANGLE[fixedDiv(y, x) >> DBITS] + ANG90) >>> 0) >>> ANGLETOFINESHIFT];
  const g = mo.gear;
  dist = fixedDiv(fixedMul(dist, g < OVERDRIVE ? y << (OVERDRIVE - g) : y >> (g - OVERDRIVE)), x);
  x = fixedMul(ld.dy, dist);
  y = fixedMul(ld.dx, dist);
  // No sudden rush: gear up (halving the push) while it would move more than 2 units a tic.
  dist = (fixedMul(x, x) + fixedMul(y, y)) | 0;
  while (dist > FRACUNIT * 4 && mo.gear < MAXGEAR) {
    mo.gear++;
    x >>= 1; y >>= 1; dist >>= 1;
  }
  mo.momx = (mo.momx - x) | 0;
  mo.momy = (mo.momy + y) | 0;
  return true;
}

/** P_ApplyTorque: the pushes of every line the thing straddles; then its falling flag and gear. */
export function applyTorque(ps: SimState, mo: Mobj): void {
  const lv = ps.level;
  box[BOXLEFT] = (mo.x - mo.radius) | 0;
  box[BOXRIGHT] = (mo.x + mo.radius) | 0;
  box[BOXBOTTOM] = (mo.y - mo.radius) | 0;
  box[BOXTOP] = (mo.y + mo.radius) | 0;
  const xl = (box[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT, xh = (box[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
  const yl = (box[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT, yh = (box[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT;
  const before = mo.intflags;
  torqued = mo;
  ps.validcount++;
  for (let bx = xl; bx <= xh; bx++) {
    for (let by = yl; by <= yh; by++) blockLinesIterator(ps, bx, by, torqueLine);
  }
  if (mo.momx | mo.momy) mo.intflags |= MIF_FALLING;
  else mo.intflags &= ~MIF_FALLING;
  if (!((mo.intflags | before) & MIF_FALLING)) mo.gear = 0;
  else if (mo.gear < MAXGEAR) mo.gear++;
}
