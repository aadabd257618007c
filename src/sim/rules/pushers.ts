// Boom's pushers (224 wind, 225 current, 226 point push/pull; p_spec's T_Pusher): thinkers made as
// the level starts (in line order, after the scrollers and friction) that push players in sectors
// whose special has the push bit (0x200). Wind and current push with the line's vector (its length
// in units, >> 7 a tic): wind full in the air and half on the ground, current only on the ground
// (with a deep-water surface, 242: wind above it, current under it). A point pusher is a thing 5001
// (push) or 5002 (pull) in the tagged sector: players within twice the line's length of it, and in
// its sight, are pushed away from (or pulled to) it, less the farther they are.
import { ANG180, ANGLETOFINESHIFT, ANGLE_OUT, FINECOSINE, FINESINE, FRACBITS, aproxDistance, fixedMul, pointToAngleOut } from '../base/fixed.js';
import { MAPBLOCKSHIFT, MAXRADIUS, type Line } from '../base/level.js';
import { Thinker } from '../base/thinker.js';
import { MF } from '../../defs/doom/things-info.js';
import { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { checkSight } from '../base/sight.js';
import { sentient } from './map-move.js';
import { findSectorFromLineTag } from './specials.js';
import { touchingThings } from './scrollers.js';

export const P_PUSH = 0;
export const P_PULL = 1;
export const P_WIND = 2;
export const P_CURRENT = 3;
/** The sector special's push bit. */
export const PUSH_MASK = 0x200;
/** The Boom things: a point pusher and a point puller. */
export const DOOMED_PUSH = 5001;
export const DOOMED_PULL = 5002;
const PUSH_FACTOR = 7;

/** pusher_t. `source`: the point pusher's stand-in thing (sight checks), null for wind and current. */
export class Pusher extends Thinker {
  type = P_WIND;
  source: Mobj | null = null;
  xMag = 0;
  yMag = 0;
  magnitude = 0;
  radius = 0;
  x = 0;
  y = 0;
  affectee = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    pusherThink(this.ps, this);
  }
}

const touching: Mobj[] = [];

/**
 * PIT_PushThing (Boom 2.02: players only, on the ground or not, not flying or clipping; MBF: any
 * monster or shootable thing not clipping, with a force falling off as the square of the distance
 * wherever Boom's would reach).
 */
function pushThing(ps: SimState, p: Pusher, thing: Mobj): void {
  const mbf = ps.compat.mbf;
  if (mbf ? !(sentient(ps, thing) || thing.flags & MF.SHOOTABLE) || thing.flags & MF.NOCLIP
    : thing.player === null || thing.flags & (MF.NOCLIP | MF.NOGRAVITY)) return;
  const sx = p.x, sy = p.y;
  let speed = (p.magnitude - ((aproxDistance((thing.x - sx) | 0, (thing.y - sy) | 0) >> FRACBITS) >> 1)) << (FRACBITS - PUSH_FACTOR - 1);
  if (speed > 0 && mbf) {
    const x = (thing.x - sx) >> FRACBITS, y = (thing.y - sy) >> FRACBITS;
    const d = (Math.imul(x, x) + Math.imul(y, y) + 1) | 0;
    // C's unsigned 64-bit division: a sum that wrapped negative is a huge divisor.
    speed = d > 0 ? Math.floor((p.magnitude * 8388608) / d) | 0 : 0;
  }
  if (speed <= 0 || !checkSight(ps, thing, p.source!)) return;
  pointToAngleOut(thing.x, thing.y, sx, sy);
  let pushangle = ANGLE_OUT[0];
  if (p.type === P_PUSH) pushangle = (pushangle + ANG180) >>> 0; // away
  const fa = pushangle >>> ANGLETOFINESHIFT;
  thing.momx = (thing.momx + fixedMul(speed, FINECOSINE[fa])) | 0;
  thing.momy = (thing.momy + fixedMul(speed, FINESINE[fa])) | 0;
}

/** T_Pusher. */
export function pusherThink(ps: SimState, p: Pusher): void {
  if (!ps.allowPushers) return;
  const lv = ps.level, sec = lv.sectors[p.affectee];
  if (!(sec.special & PUSH_MASK)) return;
  if (p.type === P_PUSH || p.type === P_PULL) {
    // Every thing in the blocks around the source, out to where the force is 0.
    const xl = clampBlock(((p.x - p.radius - lv.bmaporgx - MAXRADIUS) | 0) >> MAPBLOCKSHIFT, lv.bmapwidth);
    const xh = clampBlock(((p.x + p.radius - lv.bmaporgx + MAXRADIUS) | 0) >> MAPBLOCKSHIFT, lv.bmapwidth);
    const yl = clampBlock(((p.y - p.radius - lv.bmaporgy - MAXRADIUS) | 0) >> MAPBLOCKSHIFT, lv.bmapheight);
    const yh = clampBlock(((p.y + p.radius - lv.bmaporgy + MAXRADIUS) | 0) >> MAPBLOCKSHIFT, lv.bmapheight);
    for (let bx = xl; bx <= xh; bx++) {
      for (let by = yl; by <= yh; by++) {
        for (let mo = lv.blocklinks[by * lv.bmapwidth + bx]; mo !== null; mo = mo.bnext) pushThing(ps, p, mo);
      }
    }
    return;
  }
  const ht = sec.heightsec !== -1 ? lv.sectors[sec.heightsec].floorheight : 0;
  const n = touchingThings(ps, sec, touching);
  for (let i = 0; i < n; i++) {
    const thing = touching[i];
    if (thing.player === null || thing.flags & (MF.NOGRAVITY | MF.NOCLIP)) continue;
    let xspeed = 0, yspeed = 0;
    if (p.type === P_WIND) {
      if (sec.heightsec === -1) {
        if (thing.z > thing.floorz) { xspeed = p.xMag; yspeed = p.yMag; } else { xspeed = p.xMag >> 1; yspeed = p.yMag >> 1; }
      } else if (thing.z > ht) {
        xspeed = p.xMag; yspeed = p.yMag;
      } else if (thing.player.viewz < ht) {
        xspeed = 0; yspeed = 0; // under water: no wind
      } else {
        xspeed = p.xMag >> 1; yspeed = p.yMag >> 1;
      }
    } else if (sec.heightsec === -1) {
      if (thing.z <= sec.floorheight) { xspeed = p.xMag; yspeed = p.yMag; }
    } else if (thing.z <= ht) {
      xspeed = p.xMag; yspeed = p.yMag;
    }
    thing.momx = (thing.momx + (xspeed << (FRACBITS - PUSH_FACTOR))) | 0;
    thing.momy = (thing.momy + (yspeed << (FRACBITS - PUSH_FACTOR))) | 0;
  }
}

function clampBlock(b: number, size: number): number {
  return b < 0 ? 0 : b >= size ? size - 1 : b;
}

function addPusher(ps: SimState, type: number, line: Line, source: Mobj | null, affectee: number): void {
  const p = new Pusher(ps);
  p.type = type;
  p.source = source;
  p.xMag = line.dx >> FRACBITS;
  p.yMag = line.dy >> FRACBITS;
  p.magnitude = aproxDistance(p.xMag, p.yMag);
  if (source !== null) {
    p.radius = p.magnitude << (FRACBITS + 1);
    p.x = source.x;
    p.y = source.y;
  }
  p.affectee = affectee;
  ps.thinkers.add(p);
}

/**
 * The point pushers of the map (things 5001, 5002 that the skill spawns), each as a thing that is
 * never linked nor thinks — Boom's thing has no sprite, no sound and no random draws; it only stands
 * where the force comes from and is looked at. Per sector, the one Boom's P_GetPushThing finds: the
 * last spawned (a sector's thing list starts with the newest).
 */
function pushSources(ps: SimState): Map<number, Mobj> {
  const d = ps.world.doom, out = new Map<number, Mobj>();
  const bit = ps.skill === 1 ? 1 : ps.skill === 5 ? 4 : 1 << (ps.skill - 2);
  for (let i = 0; i < d.thingType.length; i++) {
    const t = d.thingType[i];
    if (t !== DOOMED_PUSH && t !== DOOMED_PULL) continue;
    const options = d.thingFlags[i];
    if (options & 16 || !(options & bit)) continue;
    const mo = new Mobj(ps);
    mo.x = d.thingX[i] << FRACBITS;
    mo.y = d.thingY[i] << FRACBITS;
    mo.sector = ps.level.pointInSector(mo.x, mo.y);
    mo.z = mo.sector.floorheight;
    mo.radius = 8 << FRACBITS;
    mo.height = 8 << FRACBITS;
    mo.flags = MF.NOBLOCKMAP;
    mo.type = t === DOOMED_PUSH ? -DOOMED_PUSH : -DOOMED_PULL; // no MOBJ_INFO entry: only a point
    out.set(mo.sector.index, mo);
  }
  return out;
}

/** P_SpawnPushers: the wind, current and point-pusher thinkers of every 224..226 line, in line order. */
export function spawnPushers(ps: SimState): void {
  const lines = ps.level.lines;
  let sources: Map<number, Mobj> | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.special < 224 || l.special > 226) continue;
    let secnum = -1;
    while ((secnum = findSectorFromLineTag(ps, l, secnum)) >= 0) {
      if (l.special === 224) addPusher(ps, P_WIND, l, null, secnum);
      else if (l.special === 225) addPusher(ps, P_CURRENT, l, null, secnum);
      else {
        if (sources === null) sources = pushSources(ps);
        const src = sources.get(secnum);
        if (src !== undefined) addPusher(ps, src.type === -DOOMED_PUSH ? P_PUSH : P_PULL, l, src, secnum);
      }
    }
  }
}
