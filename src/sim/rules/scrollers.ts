// Boom's scrollers (p_spec's T_Scroll, from lines 48, 85, 214..218, 245..255): thinkers added as the
// level starts, in line order, that each tic move a wall's texture offsets, a floor's or ceiling's
// flat offsets (kept for the renderers), or carry the things standing on a floor (conveyors). A
// scroller may follow a control sector (its speed times how far the control sector's floor plus
// ceiling moved this tic: displacement 245..249) and may accumulate (accelerative 214..218).
// Also the "things touching a sector" search the carrying scrollers, friction and pushers share:
// Boom's touching_thinglist, here found through the blockmap over the sector's block box.
import { INT_MIN, fixedMul } from '../base/fixed.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, type Sector } from '../base/level.js';
import { Thinker } from '../base/thinker.js';
import { boxOnLineSide } from '../base/line-side.js';
import { MF } from '../../defs/doom/things-info.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';

export const SC_SIDE = 0;
export const SC_FLOOR = 1;
export const SC_CEILING = 2;
export const SC_CARRY = 3;

const tbox = new Int32Array(4);

/**
 * Does `mo` touch `sec` as Boom's sector node lists say: its centre is in it, or its bounding box
 * crosses one of the sector's lines (things not in sector lists never do).
 */
export function touchesSector(mo: Mobj, sec: Sector): boolean {
  if (mo.flags & MF.NOSECTOR) return false;
  if (mo.sector === sec) return true;
  const r = mo.radius;
  tbox[BOXTOP] = (mo.y + r) | 0;
  tbox[BOXBOTTOM] = (mo.y - r) | 0;
  tbox[BOXLEFT] = (mo.x - r) | 0;
  tbox[BOXRIGHT] = (mo.x + r) | 0;
  const lines = sec.lines;
  for (let i = 0; i < lines.length; i++) {
    const ld = lines[i];
    if (tbox[BOXRIGHT] <= ld.bbox[BOXLEFT] || tbox[BOXLEFT] >= ld.bbox[BOXRIGHT]
      || tbox[BOXTOP] <= ld.bbox[BOXBOTTOM] || tbox[BOXBOTTOM] >= ld.bbox[BOXTOP]) continue;
    if (boxOnLineSide(tbox, ld) === -1) return true;
  }
  return false;
}

/**
 * The things touching `sec` (Boom's touching_thinglist) into `out` (reused; no allocation once it
 * has grown), returning how many. Every effect applied to them adds, so their order does not matter.
 */
export function touchingThings(ps: SimState, sec: Sector, out: Mobj[]): number {
  const lv = ps.level, b = sec.blockbox;
  let n = 0;
  for (let by = b[BOXBOTTOM]; by <= b[BOXTOP]; by++) {
    for (let bx = b[BOXLEFT]; bx <= b[BOXRIGHT]; bx++) {
      for (let mo = lv.blocklinks[by * lv.bmapwidth + bx]; mo !== null; mo = mo.bnext) {
        if (!touchesSector(mo, sec)) continue;
        if (n < out.length) out[n] = mo;
        else out.push(mo);
        n++;
      }
    }
  }
  return n;
}

const touching: Mobj[] = [];

/** scroll_t. */
export class Scroller extends Thinker {
  type = SC_SIDE;
  /** Per tic (16.16): texture offsets for walls and flats, momentum for carried things. */
  dx = 0;
  dy = 0;
  /** The side (SC_SIDE) or sector moved. */
  affectee = 0;
  /** The control sector (-1: none), its floor + ceiling last tic, accelerative or not, the speed so far. */
  control = -1;
  lastHeight = 0;
  accel = false;
  vdx = 0;
  vdy = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    scroll(this.ps, this);
  }
}

/** Add_Scroller: a scroller thinker at the end of the thinker list. */
export function addScroller(ps: SimState, type: number, dx: number, dy: number, control: number, affectee: number, accel: boolean): Scroller {
  const s = new Scroller(ps);
  s.type = type;
  s.dx = dx;
  s.dy = dy;
  s.accel = accel;
  s.control = control;
  if (control !== -1) {
    const c = ps.level.sectors[control];
    s.lastHeight = (c.floorheight + c.ceilingheight) | 0;
  }
  s.affectee = affectee;
  ps.thinkers.add(s);
  return s;
}

/** T_Scroll. */
export function scroll(ps: SimState, s: Scroller): void {
  let dx = s.dx, dy = s.dy;
  if (s.control !== -1) {
    const c = ps.level.sectors[s.control];
    const height = (c.floorheight + c.ceilingheight) | 0;
    const delta = (height - s.lastHeight) | 0;
    s.lastHeight = height;
    dx = fixedMul(dx, delta);
    dy = fixedMul(dy, delta);
  }
  if (s.accel) {
    dx = (dx + s.vdx) | 0;
    dy = (dy + s.vdy) | 0;
    s.vdx = dx;
    s.vdy = dy;
  }
  if (dx === 0 && dy === 0) return;
  switch (s.type) {
    case SC_SIDE: {
      const side = ps.level.sides[s.affectee];
      side.textureoffset = (side.textureoffset + dx) | 0;
      side.rowoffset = (side.rowoffset + dy) | 0;
      ps.sideChanged(side);
      break;
    }
    case SC_FLOOR: {
      const sec = ps.level.sectors[s.affectee];
      sec.floorXOffs = (sec.floorXOffs + dx) | 0;
      sec.floorYOffs = (sec.floorYOffs + dy) | 0;
      break;
    }
    case SC_CEILING: {
      const sec = ps.level.sectors[s.affectee];
      sec.ceilingXOffs = (sec.ceilingXOffs + dx) | 0;
      sec.ceilingYOffs = (sec.ceilingYOffs + dy) | 0;
      break;
    }
    case SC_CARRY: {
      // Things on the floor (or anything under a deep-water surface) go with it.
      const sec = ps.level.sectors[s.affectee];
      const height = sec.floorheight;
      const waterheight = sec.heightsec !== -1 && ps.level.sectors[sec.heightsec].floorheight > height
        ? ps.level.sectors[sec.heightsec].floorheight : INT_MIN;
      const n = touchingThings(ps, sec, touching);
      for (let i = 0; i < n; i++) {
        const thing = touching[i];
        if (thing.flags & MF.NOCLIP) continue;
        if (!(thing.flags & MF.NOGRAVITY || thing.z > height) || thing.z < waterheight) {
          thing.momx = (thing.momx + dx) | 0;
          thing.momy = (thing.momy + dy) | 0;
        }
      }
      break;
    }
  }
}

/** Boom's scroll speeds come from the line's length: a 32nd of its dx, dy. */
export const SCROLL_SHIFT = 5;
/** The part of a flat scroller's speed that carries things (0.09375). */
export const CARRYFACTOR = (65536 * 0.09375) | 0;
