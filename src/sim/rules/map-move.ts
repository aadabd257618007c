// DOOM's movement and collision (p_map): a thing as DOOM's axis-aligned square box (radius = half
// its side) checked against the lines and things of the blocks it touches — floor, ceiling and
// drop-off heights from every line the box crosses, 24-unit steps, blocking things, pickups on
// touch — the move itself with the walk-over lines crossed, the slide along walls with DOOM's
// three traces and quirks, teleport moves with telefrags, hitscan aim and shots, use lines, splash
// damage and what a moving floor or ceiling does to the things over it. The arithmetic is DOOM's.
import { ANG45, ANG90, ANG180, ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACBITS, FRACUNIT, aproxDistance, fixedDiv, fixedMul, ANGLE_OUT, pointToAngleOut } from '../base/fixed.js';
import { MF, mobjIndex, stateIndex } from '../../defs/doom/things-info.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, MAPBLOCKSHIFT, MAXRADIUS, ML_BLOCKING, ML_BLOCKMONSTERS, ML_PASSUSE, ML_TWOSIDED, ST_HORIZONTAL, ST_VERTICAL, type Line, type Sector } from '../base/level.js';
import { PT_ADDLINES, PT_ADDTHINGS, MAXSPECIALCROSS, blockLinesIterator, blockThingsIterator, lineOpening, pathTraverse, setThingPosition, unsetThingPosition, type Intercept } from '../base/map-util.js';
import { boxOnLineSide, pointOnLineSide } from '../base/line-side.js';
import { MIF_ARMED, MT_BLOOD, MT_PLAYER, removeMobj, setMobjState, spawnBlood, spawnMobj, spawnPuff } from './mobj.js';
import { type Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import type { PlayerState } from '../base/player-state.js';
import { damageMobj, touchSpecialThing } from './interaction.js';
import { crossSpecialLine, shootSpecialLine, useSpecialLine } from './specials.js';
import type { MapScratch } from '../base/map-util.js';
import { MAXGEAR, MIF_FALLING } from './mbf-torque.js';
import { ORIG_FRICTION, getFriction } from './friction.js';
import { COMP_DROPOFF, COMP_FLOORS, COMP_LEDGEBLOCK, COMP_RESERVEDLINEFLAG, COMP_TELEFRAG, COMPLEVEL_PRBOOM2 } from '../base/compat.js';
import { checkSectorThings } from '../base/sector-nodes.js';
import {
  PORTAL_NOT_CROSSED, PORTAL_MOVED, TRACE_AIM, TRACE_SHOT, TRACE_USE, portalAimHit, portalCrossings, portalOpen, portalSplash, portalSplashSight, portalTouch, portalTraceHit, portalTraceOn, portalTryMove, portalUseSide,
} from './portal-move.js';
import { SFX } from '../../defs/doom/sounds.js';
import { MF2 } from '../../defs/mbf21-defs.js';
import { PR_CRUSH, PR_DAMAGE, PR_SKULLFLY } from '../../defs/doom/random.js';

export const USERANGE = 64 * FRACUNIT;
export const MISSILERANGE = 32 * 64 * FRACUNIT;
const MT_KNIGHT = mobjIndex('MT_KNIGHT');
const MT_BRUISER = mobjIndex('MT_BRUISER');
const MT_CYBORG = mobjIndex('MT_CYBORG');
const MT_SPIDER = mobjIndex('MT_SPIDER');
const MT_PAIN = mobjIndex('MT_PAIN');
const MT_SKULL = mobjIndex('MT_SKULL');
const S_GIBS = stateIndex('S_GIBS');

function cabs(a: number): number {
  return a < 0 ? (-a) | 0 : a;
}

/** Sets the scratch box and heights for `thing` at (x, y) (P_CheckPosition's and P_TeleportMove's start). */
function startCheck(ps: SimState, thing: Mobj, x: number, y: number): void {
  const tm = ps.tm;
  tm.tmthing = thing;
  tm.tmflags = thing.flags;
  tm.tmx = x;
  tm.tmy = y;
  tm.tmbbox[BOXTOP] = (y + thing.radius) | 0;
  tm.tmbbox[BOXBOTTOM] = (y - thing.radius) | 0;
  tm.tmbbox[BOXRIGHT] = (x + thing.radius) | 0;
  tm.tmbbox[BOXLEFT] = (x - thing.radius) | 0;
  const sec = ps.level.pointInSector(x, y);
  tm.ceilingline = null;
  tm.blockline = null;
  tm.floorline = null;
  // MBF: a player (not a voodoo doll) stuck in a wall or under a ceiling may get out.
  tm.unstuck = thing.player !== null && thing.player.mo === thing && ps.compat.mbf;
  tm.tmfloorz = sec.floorheight;
  tm.tmdropoffz = sec.floorheight;
  tm.tmceilingz = sec.ceilingheight;
  ps.validcount++;
  tm.numspechit = 0;
}

function stompThing(ps: SimState, thing: Mobj): boolean {
  const tm = ps.tm, t = tm.tmthing!;
  if (!(thing.flags & MF.SHOOTABLE)) return true;
  const blockdist = (thing.radius + t.radius) | 0;
  if (cabs((thing.x - tm.tmx) | 0) >= blockdist || cabs((thing.y - tm.tmy) | 0) >= blockdist) return true;
  if (thing === t) return true;
  // Monsters telefrag only on MAP30 — with comp_telefrag off (MBF), only the boss brain's spawns do.
  if (t.player === null && !(ps.compat.has(COMP_TELEFRAG) ? ps.gamemap === 30 : stompBoss)) return false;
  damageMobj(ps, thing, t, t, 10000);
  return true;
}

/** Whether the teleport move in progress is a boss spawn's (P_TeleportMove's `boss`). */
let stompBoss = false;

/** P_TeleportMove: moves `thing` to (x, y) killing what stands there (only players telefrag, but MAP30;
 *  under MBF's rules the boss brain's spawns, `boss`, instead of MAP30's monsters). */
export function teleportMove(ps: SimState, thing: Mobj, x: number, y: number, boss = false): boolean {
  stompBoss = boss;
  startCheck(ps, thing, x, y);
  const tm = ps.tm, lv = ps.level;
  const xl = (tm.tmbbox[BOXLEFT] - lv.bmaporgx - MAXRADIUS) >> MAPBLOCKSHIFT;
  const xh = (tm.tmbbox[BOXRIGHT] - lv.bmaporgx + MAXRADIUS) >> MAPBLOCKSHIFT;
  const yl = (tm.tmbbox[BOXBOTTOM] - lv.bmaporgy - MAXRADIUS) >> MAPBLOCKSHIFT;
  const yh = (tm.tmbbox[BOXTOP] - lv.bmaporgy + MAXRADIUS) >> MAPBLOCKSHIFT;
  for (let bx = xl; bx <= xh; bx++) {
    for (let by = yl; by <= yh; by++) if (!blockThingsIterator(ps, bx, by, stompThing)) return false;
  }
  // Portals (not DOOM's): the things beyond a portal line the box overlaps are stomped too.
  if (!portalTouch(ps, thing, stompThing, null)) return false;
  unsetThingPosition(ps, thing);
  thing.floorz = tm.tmfloorz;
  thing.ceilingz = tm.tmceilingz;
  thing.dropoffz = tm.tmdropoffz;
  thing.x = x;
  thing.y = y;
  setThingPosition(ps, thing);
  return true;
}

function checkLine(ps: SimState, ld: Line): boolean {
  const tm = ps.tm, box = tm.tmbbox, t = tm.tmthing!;
  if (box[BOXRIGHT] <= ld.bbox[BOXLEFT] || box[BOXLEFT] >= ld.bbox[BOXRIGHT]
    || box[BOXTOP] <= ld.bbox[BOXBOTTOM] || box[BOXBOTTOM] >= ld.bbox[BOXTOP]) return true;
  if (boxOnLineSide(box, ld) !== -1) return true;
  // Portals (not DOOM's; portal-move.ts): a portal line or a portal's exit seen from the front
  // neither blocks nor bounds the heights.
  if (portalOpen(ps, ld, tm.tmx, tm.tmy)) return true;
  if (ld.backsector === null) { // one-sided
    tm.blockline = ld;
    // MBF: a player already in the wall may move out of it.
    return tm.unstuck && !untouched(t, ld) && fixedMul((tm.tmx - t.x) | 0, ld.dy) > fixedMul((tm.tmy - t.y) | 0, ld.dx);
  }
  // MBF: a bouncing thing passes lines as a missile does (blocked by neither flag).
  if (!(t.flags & (ps.compat.mbf ? MF.MISSILE | MF.BOUNCES : MF.MISSILE))) {
    if (ld.flags & ML_BLOCKING) return tm.unstuck && !untouched(t, ld);
    // (MBF: monster-blocking lines let friends through.)
    if (t.player === null && ld.flags & ML_BLOCKMONSTERS && !(t.flags & MF.FRIEND && ps.compat.mbf)) return false;
    // MBF21's line flags: block players, block land monsters (not friends, not floaters).
    if (ps.compat.mbf21 && ld.flags & (ML_BLOCKPLAYERS | ML_BLOCKLANDMONSTERS) && mbf21LineFlagsOn(ps, ld.flags)) {
      if (t.player !== null && ld.flags & ML_BLOCKPLAYERS) return false;
      if (t.player === null && !(t.flags & (MF.FRIEND | MF.FLOAT)) && ld.flags & ML_BLOCKLANDMONSTERS) return false;
    }
  }
  lineOpening(tm, ld);
  if (tm.opentop < tm.tmceilingz) {
    tm.tmceilingz = tm.opentop;
    tm.ceilingline = ld;
    tm.blockline = ld;
  }
  if (tm.openbottom > tm.tmfloorz) {
    tm.tmfloorz = tm.openbottom;
    tm.floorline = ld;
    tm.blockline = ld;
  }
  if (tm.lowfloor < tm.tmdropoffz) tm.tmdropoffz = tm.lowfloor;
  if (ld.special !== 0 && tm.numspechit < MAXSPECIALCROSS) tm.spechit[tm.numspechit++] = ld;
  return true;
}

/** MBF21's block-players and block-land-monsters line flags. */
export const ML_BLOCKLANDMONSTERS = 0x1000;
export const ML_BLOCKPLAYERS = 0x2000;
/** Boom's reserved bit: with comp_reservedlineflag on, a line that has it keeps only DOOM's own flags (old editors set it by mistake). */
const ML_RESERVED = 0x800;

/** Whether a line's flags above DOOM's count (MBF21's rule for ML_RESERVED). */
function mbf21LineFlagsOn(ps: SimState, flags: number): boolean {
  return !(flags & ML_RESERVED && ps.compat.has(COMP_RESERVEDLINEFLAG));
}

/** MBF's sentient(): a live thing with a see state (a monster or a player). */
export function sentient(ps: SimState, mo: Mobj): boolean {
  return mo.health > 0 && ps.defs.infoSeeState[mo.type] !== 0;
}

/**
 * MBF's rule for a touchy thing touched by the moving thing `t`: `t` is solid, the touchy thing is
 * alive and armed (at rest once) or a monster, of another kind (players excepted; pain elementals
 * and lost souls count as one kind), and the two overlap in height.
 */
function touchedOff(ps: SimState, thing: Mobj, t: Mobj): boolean {
  return (t.flags & MF.SOLID) !== 0 && thing.health > 0 && ((thing.intflags & MIF_ARMED) !== 0 || sentient(ps, thing))
    && (thing.type !== t.type || thing.type === MT_PLAYER)
    && ((thing.z + thing.height) | 0) >= t.z && ((t.z + t.height) | 0) >= thing.z
    && !(thing.type === MT_PAIN && t.type === MT_SKULL) && !(thing.type === MT_SKULL && t.type === MT_PAIN);
}

function checkThing(ps: SimState, thing: Mobj): boolean {
  const tm = ps.tm, t = tm.tmthing!;
  const touchy = ps.compat.mbf ? MF.TOUCHY : 0; // MBF's flag (a vanilla patch's stray bit does nothing)
  if (!(thing.flags & (MF.SOLID | MF.SPECIAL | MF.SHOOTABLE | touchy))) return true;
  const blockdist = (thing.radius + t.radius) | 0;
  if (cabs((thing.x - tm.tmx) | 0) >= blockdist || cabs((thing.y - tm.tmy) | 0) >= blockdist) return true;
  if (thing === t) return true;
  // MBF's touchy things.
  if (thing.flags & touchy && touchedOff(ps, thing, t)) {
    damageMobj(ps, thing, null, null, thing.health);
    return true;
  }
  if (t.flags & MF.SKULLFLY) {
    const damage = ((ps.rng.pRandom(PR_SKULLFLY) % 8) + 1) * ps.defs.infoDamage[t.type];
    damageMobj(ps, thing, t, t, damage);
    t.flags &= ~MF.SKULLFLY;
    t.momx = 0; t.momy = 0; t.momz = 0;
    setMobjState(ps, t, ps.defs.infoSpawnState[t.type]);
    return false;
  }
  // MBF: a bouncing thing that is not solid hits things as a missile does.
  if (t.flags & MF.MISSILE || ((t.flags & (MF.BOUNCES | MF.SOLID)) === MF.BOUNCES && ps.compat.mbf)) {
    if (t.z > ((thing.z + thing.height) | 0)) return true; // overhead
    if (((t.z + t.height) | 0) < thing.z) return true; // underneath
    const tg = t.target;
    if (tg !== null && (tg.type === thing.type || (tg.type === MT_KNIGHT && thing.type === MT_BRUISER)
      || (tg.type === MT_BRUISER && thing.type === MT_KNIGHT))) {
      if (thing === tg) return true;
      // Same species: explode without harm (DEHACKED's "Monsters Infight = 221" lets them hurt).
      if (thing.type !== MT_PLAYER && !ps.defs.misc.speciesInfighting) return false;
    }
    if (!(thing.flags & MF.SHOOTABLE)) return !(thing.flags & MF.SOLID);
    const damage = ((ps.rng.pRandom(PR_DAMAGE) % 8) + 1) * ps.defs.infoDamage[t.type];
    damageMobj(ps, thing, t, t.target, damage);
    return false;
  }
  if (thing.flags & MF.SPECIAL) {
    const solid = (thing.flags & MF.SOLID) !== 0;
    if (tm.tmflags & MF.PICKUP) touchSpecialThing(ps, thing, t);
    return !solid;
  }
  if (ps.compat.vanilla) return !(thing.flags & MF.SOLID);
  // Boom: a solid thing blocks only a solid mover, and a no-clipping thing blocks nothing (a missile
  // that has just exploded goes on through the monster it hit, for the rest of its move).
  return !(thing.flags & MF.SOLID && !(thing.flags & MF.NOCLIP) && t.flags & MF.SOLID);
}

/** P_CheckPosition: can `thing` stand at (x, y)? Fills tmfloorz, tmceilingz, tmdropoffz, ceilingline, spechit. */
export function checkPosition(ps: SimState, thing: Mobj, x: number, y: number): boolean {
  startCheck(ps, thing, x, y);
  const tm = ps.tm, lv = ps.level;
  if (tm.tmflags & MF.NOCLIP) return true;
  let xl = (tm.tmbbox[BOXLEFT] - lv.bmaporgx - MAXRADIUS) >> MAPBLOCKSHIFT;
  let xh = (tm.tmbbox[BOXRIGHT] - lv.bmaporgx + MAXRADIUS) >> MAPBLOCKSHIFT;
  let yl = (tm.tmbbox[BOXBOTTOM] - lv.bmaporgy - MAXRADIUS) >> MAPBLOCKSHIFT;
  let yh = (tm.tmbbox[BOXTOP] - lv.bmaporgy + MAXRADIUS) >> MAPBLOCKSHIFT;
  for (let bx = xl; bx <= xh; bx++) {
    for (let by = yl; by <= yh; by++) if (!blockThingsIterator(ps, bx, by, checkThing)) return false;
  }
  xl = (tm.tmbbox[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
  xh = (tm.tmbbox[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
  yl = (tm.tmbbox[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT;
  yh = (tm.tmbbox[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT;
  // MBF21 marks the lines afresh here: what the things' checks did meanwhile (a pickup's line
  // effects, a touchy thing's death) may have used the count, and a line would go unchecked.
  if (ps.compat.mbf21) ps.validcount++;
  for (let bx = xl; bx <= xh; bx++) {
    for (let by = yl; by <= yh; by++) if (!blockLinesIterator(ps, bx, by, checkLine)) return false;
  }
  // Portals (not DOOM's; portal-move.ts): a box over a portal line meets what lies beyond it too.
  return portalTouch(ps, thing, checkThing, checkLine);
}

/**
 * P_TryMove: moves `thing` to (x, y) if it may go there, crossing walk-over lines on the way.
 * `dropoff`: Boom's permission to go over a ledge (momentum's moves, P_XYMovement's; walking never).
 */
export function tryMove(ps: SimState, thing: Mobj, x: number, y: number, dropoff: boolean | number = false): boolean {
  // Portals (not DOOM's; portal-move.ts): a move whose centre crosses a portal line from its front
  // is made in the target's space.
  const through = portalTryMove(ps, thing, x, y);
  if (through !== PORTAL_NOT_CROSSED) return through === PORTAL_MOVED;
  const tm = ps.tm;
  tm.floatok = false;
  tm.felldown = false;
  if (!checkPosition(ps, thing, x, y)) return false;
  if (!(thing.flags & MF.NOCLIP)) {
    if (((tm.tmceilingz - tm.tmfloorz) | 0) < thing.height) return unstuckMove(ps, thing); // doesn't fit
    tm.floatok = true;
    if (!(thing.flags & MF.TELEPORT) && ((tm.tmceilingz - thing.z) | 0) < thing.height) return unstuckMove(ps, thing); // must lower itself
    if (!(thing.flags & MF.TELEPORT) && ((tm.tmfloorz - thing.z) | 0) > 24 * FRACUNIT) return unstuckMove(ps, thing); // step too high
    if (!(thing.flags & (MF.DROPOFF | MF.FLOAT))) {
      const c = ps.compat;
      if (c.vanilla || c.has(COMP_DROPOFF) || c.has(COMP_LEDGEBLOCK)) {
        if (((tm.tmfloorz - tm.tmdropoffz) | 0) > 24 * FRACUNIT // drop-off
          && (c.vanilla || !ledgeDropAllowed(ps, dropoff !== false && dropoff !== 0))) return false;
      } else if (!mbfDropAllowed(tm, thing, dropoff)) {
        // MBF: no walk over a ledge (with monkeys, no step more than 24 down from its floor or its drop).
        if (!c.options.monkeys ? ((tm.tmfloorz - tm.tmdropoffz) | 0) > 24 * FRACUNIT
          : ((thing.floorz - tm.tmfloorz) | 0) > 24 * FRACUNIT || ((thing.dropoffz - tm.tmdropoffz) | 0) > 24 * FRACUNIT) return false;
      } else {
        // Allowed over: whether it fell more than 24 (a monster then falls under gravity, P_Move).
        tm.felldown = !(thing.flags & MF.NOGRAVITY) && ((thing.z - tm.tmfloorz) | 0) > 24 * FRACUNIT;
      }
    }
    // MBF: a thing falling off a ledge climbs no step higher than its speed squared.
    if (thing.intflags & MIF_FALLING && ((tm.tmfloorz - thing.z) | 0) > ((fixedMul(thing.momx, thing.momx) + fixedMul(thing.momy, thing.momy)) | 0)) return false;
    // MBF: a bouncing thing under gravity (not a missile, not a monster) climbs no step over 16.
    if (thing.flags & MF.BOUNCES && ps.compat.mbf && !(thing.flags & (MF.MISSILE | MF.NOGRAVITY)) && !sentient(ps, thing)
      && ((tm.tmfloorz - thing.z) | 0) > 16 * FRACUNIT) return false;
  }
  unsetThingPosition(ps, thing);
  const oldx = thing.x, oldy = thing.y;
  thing.floorz = tm.tmfloorz;
  thing.ceilingz = tm.tmceilingz;
  thing.dropoffz = tm.tmdropoffz;
  thing.x = x;
  thing.y = y;
  setThingPosition(ps, thing);
  if (!(thing.flags & (MF.TELEPORT | MF.NOCLIP))) {
    while (tm.numspechit > 0) {
      const ld = tm.spechit[--tm.numspechit]!;
      const side = pointOnLineSide(thing.x, thing.y, ld);
      const oldside = pointOnLineSide(oldx, oldy, ld);
      if (side !== oldside && ld.special !== 0) crossSpecialLine(ps, ld, oldside, thing);
    }
  }
  return true;
}

/** P_ThingHeightClip: after a sector moved, the thing's floor and ceiling again; false if it no longer fits. */
export function thingHeightClip(ps: SimState, thing: Mobj): boolean {
  const onfloor = thing.z === thing.floorz;
  checkPosition(ps, thing, thing.x, thing.y);
  thing.floorz = ps.tm.tmfloorz;
  thing.ceilingz = ps.tm.tmceilingz;
  thing.dropoffz = ps.tm.tmdropoffz;
  if (onfloor) {
    thing.z = thing.floorz;
    if (thing.intflags & MIF_FALLING && thing.gear >= MAXGEAR) thing.gear = 0; // MBF: its balance upset
  } else if (((thing.z + thing.height) | 0) > thing.ceilingz) thing.z = (thing.ceilingz - thing.height) | 0;
  return ((thing.ceilingz - thing.floorz) | 0) >= thing.height;
}

/** P_HitSlideLine: what is left of the move (tmxmove, tmymove) along the wall. */
function hitSlideLine(ps: SimState, ld: Line): void {
  const tm = ps.tm, mo = tm.slidemo!, c = ps.compat;
  // Boom: a player on ice hitting a wall bounces off it, losing half the speed ("oof"); MBF asks
  // the floor's friction of any thing, and only of a hard hit (more than 4 units a tic).
  const icy = c.mbf
    ? aproxDistance(tm.tmxmove, tm.tmymove) > 4 * FRACUNIT && ps.variableFriction && mo.z <= mo.floorz && getFriction(ps, mo) > ORIG_FRICTION
    : c.boom && !c.compatibility && ps.variableFriction && mo.player !== null && ps.playerOnground && mo.friction > ORIG_FRICTION;
  if (ld.slopetype === ST_HORIZONTAL) {
    if (icy && cabs(tm.tmymove) > cabs(tm.tmxmove)) {
      tm.tmxmove = (tm.tmxmove / 2) | 0;
      tm.tmymove = (-tm.tmymove / 2) | 0;
      ps.sound(mo, SFX.oof);
    } else tm.tmymove = 0;
    return;
  }
  if (ld.slopetype === ST_VERTICAL) {
    if (icy && cabs(tm.tmxmove) > cabs(tm.tmymove)) {
      tm.tmxmove = (-tm.tmxmove / 2) | 0;
      tm.tmymove = (tm.tmymove / 2) | 0;
      ps.sound(mo, SFX.oof);
    } else tm.tmxmove = 0;
    return;
  }
  const side = pointOnLineSide(mo.x, mo.y, ld);
  pointToAngleOut(0, 0, ld.dx, ld.dy);
  let lineangle = ANGLE_OUT[0];
  if (side === 1) lineangle = (lineangle + ANG180) >>> 0;
  pointToAngleOut(0, 0, tm.tmxmove, tm.tmymove);
  // Boom nudges the move's angle so a slide never turns back on itself.
  const moveangle = c.vanilla ? ANGLE_OUT[0] : (ANGLE_OUT[0] + 10) >>> 0;
  let deltaangle = (moveangle - lineangle) >>> 0;
  let movelen = aproxDistance(tm.tmxmove, tm.tmymove);
  if (icy && deltaangle > ANG45 && deltaangle < ANG90 + ANG45) {
    const bounced = ((lineangle - deltaangle) >>> 0) >>> ANGLETOFINESHIFT;
    movelen = (movelen / 2) | 0;
    ps.sound(mo, SFX.oof);
    tm.tmxmove = fixedMul(movelen, FINECOSINE[bounced]);
    tm.tmymove = fixedMul(movelen, FINESINE[bounced]);
    return;
  }
  if (deltaangle > ANG180) deltaangle = (deltaangle + ANG180) >>> 0;
  const la = lineangle >>> ANGLETOFINESHIFT, da = deltaangle >>> ANGLETOFINESHIFT;
  const newlen = fixedMul(movelen, FINECOSINE[da]);
  tm.tmxmove = fixedMul(newlen, FINECOSINE[la]);
  tm.tmymove = fixedMul(newlen, FINESINE[la]);
}

function slideTraverse(ps: SimState, inter: Intercept): boolean {
  const tm = ps.tm, mo = tm.slidemo!, li = inter.line!;
  if (portalOpen(ps, li, mo.x, mo.y)) return true; // portals (not DOOM's): no wall to slide along
  let blocking = false;
  if (!(li.flags & ML_TWOSIDED)) {
    if (pointOnLineSide(mo.x, mo.y, li)) return true; // don't hit the back side
    blocking = true;
  } else {
    lineOpening(tm, li);
    if (tm.openrange < mo.height) blocking = true; // doesn't fit
    else if (((tm.opentop - mo.z) | 0) < mo.height) blocking = true; // too high
    else if (((tm.openbottom - mo.z) | 0) > 24 * FRACUNIT) blocking = true; // step too high
    else return true;
  }
  if (blocking && inter.frac < tm.bestslidefrac) {
    tm.secondslidefrac = tm.bestslidefrac;
    tm.secondslideline = tm.bestslideline;
    tm.bestslidefrac = inter.frac;
    tm.bestslideline = li;
  }
  return false;
}

/** P_SlideMove: the player's move blocked; find the nearest wall along the three leading corners' paths and slide. */
export function slideMove(ps: SimState, mo: Mobj): void {
  const tm = ps.tm;
  tm.slidemo = mo;
  let hitcount = 0;
  for (;;) {
    if (++hitcount === 3) {
      stairStep(ps, mo);
      return;
    }
    let leadx: number, leady: number, trailx: number, traily: number;
    if (mo.momx > 0) {
      leadx = (mo.x + mo.radius) | 0;
      trailx = (mo.x - mo.radius) | 0;
    } else {
      leadx = (mo.x - mo.radius) | 0;
      trailx = (mo.x + mo.radius) | 0;
    }
    if (mo.momy > 0) {
      leady = (mo.y + mo.radius) | 0;
      traily = (mo.y - mo.radius) | 0;
    } else {
      leady = (mo.y - mo.radius) | 0;
      traily = (mo.y + mo.radius) | 0;
    }
    tm.bestslidefrac = FRACUNIT + 1;
    pathTraverse(ps, leadx, leady, (leadx + mo.momx) | 0, (leady + mo.momy) | 0, PT_ADDLINES, slideTraverse);
    pathTraverse(ps, trailx, leady, (trailx + mo.momx) | 0, (leady + mo.momy) | 0, PT_ADDLINES, slideTraverse);
    pathTraverse(ps, leadx, traily, (leadx + mo.momx) | 0, (traily + mo.momy) | 0, PT_ADDLINES, slideTraverse);
    if (tm.bestslidefrac === FRACUNIT + 1) {
      stairStep(ps, mo);
      return;
    }
    tm.bestslidefrac = (tm.bestslidefrac - 0x800) | 0;
    if (tm.bestslidefrac > 0) {
      const newx = fixedMul(mo.momx, tm.bestslidefrac);
      const newy = fixedMul(mo.momy, tm.bestslidefrac);
      const crossings = portalCrossings(ps);
      if (!tryMove(ps, mo, (mo.x + newx) | 0, (mo.y + newy) | 0)) {
        stairStep(ps, mo);
        return;
      }
      // Portals (not DOOM's): through a portal, the wall to slide along is in the space left behind.
      if (portalCrossings(ps) !== crossings) return;
    }
    tm.bestslidefrac = (FRACUNIT - (tm.bestslidefrac + 0x800)) | 0;
    if (tm.bestslidefrac > FRACUNIT) tm.bestslidefrac = FRACUNIT;
    if (tm.bestslidefrac <= 0) return;
    tm.tmxmove = fixedMul(mo.momx, tm.bestslidefrac);
    tm.tmymove = fixedMul(mo.momy, tm.bestslidefrac);
    hitSlideLine(ps, tm.bestslideline!);
    mo.momx = tm.tmxmove;
    mo.momy = tm.tmymove;
    if (tryMove(ps, mo, (mo.x + tm.tmxmove) | 0, (mo.y + tm.tmymove) | 0)) return;
  }
}

/**
 * Boom's and MBF's ledge rule for a thing without MF_DROPOFF over a drop of more than 24: Boom (and
 * comp_dropoff or comp_ledgeblock on) lets momentum carry it over but never a walk; MBF's own rule
 * (comp_dropoff off) the same for its monsters without monkeys (its dogs' jumps are not here yet).
 */
function ledgeDropAllowed(ps: SimState, dropoff: boolean): boolean {
  const c = ps.compat;
  if (c.has(COMP_LEDGEBLOCK)) return false;
  if (c.has(COMP_DROPOFF) && c.mbf && c.complevel <= COMPLEVEL_PRBOOM2) return false;
  return dropoff;
}

/** MBF's tmunstuck case of a blocked move: "moved" (without moving) when neither line that set the
 *  heights touches the player where it stands now, so that one caught in a wall can walk out. */
function unstuckMove(ps: SimState, thing: Mobj): boolean {
  const tm = ps.tm;
  return tm.unstuck && !(tm.ceilingline !== null && untouched(thing, tm.ceilingline))
    && !(tm.floorline !== null && untouched(thing, tm.floorline));
}

const touchBox = new Int32Array(4);
/** MBF's untouched(): the thing, where it stands now, does not touch the line. */
function untouched(thing: Mobj, ld: Line): boolean {
  const b = touchBox, bb = ld.bbox;
  b[BOXRIGHT] = (thing.x + thing.radius) | 0; b[BOXLEFT] = (thing.x - thing.radius) | 0;
  b[BOXTOP] = (thing.y + thing.radius) | 0; b[BOXBOTTOM] = (thing.y - thing.radius) | 0;
  return b[BOXRIGHT] <= bb[BOXLEFT] || b[BOXLEFT] >= bb[BOXRIGHT] || b[BOXTOP] <= bb[BOXBOTTOM] || b[BOXBOTTOM] >= bb[BOXTOP]
    || boxOnLineSide(b, ld) !== -1;
}

/** MBF's permission over a ledge: a move by momentum (1), or a dog's jump (2) of at most 128 down,
 *  toward a target standing no higher than the foot of the drop. */
function mbfDropAllowed(tm: MapScratch, thing: Mobj, dropoff: boolean | number): boolean {
  if (dropoff === false || dropoff === 0) return false;
  if (dropoff !== 2) return true;
  return !(((tm.tmfloorz - tm.tmdropoffz) | 0) > 128 * FRACUNIT || thing.target === null || thing.target.z > tm.tmdropoffz);
}

function stairStep(ps: SimState, mo: Mobj): void {
  if (!tryMove(ps, mo, mo.x, (mo.y + mo.momy) | 0)) tryMove(ps, mo, (mo.x + mo.momx) | 0, mo.y);
}

// ---------------------------------------------------------------- aim and shots

function aimTraverse(ps: SimState, inter: Intercept): boolean {
  const tm = ps.tm;
  if (inter.isaline) {
    const li = inter.line!;
    if (portalAimHit(ps, li, inter.frac)) return false; // portals (not DOOM's): goes on beyond (aimLineAttack)
    if (!(li.flags & ML_TWOSIDED)) return false;
    lineOpening(tm, li);
    if (tm.openbottom >= tm.opentop) return false;
    const dist = (fixedMul(tm.attackrange, inter.frac) + tm.aimdist0) | 0;
    if (li.backsector === null || li.frontsector!.floorheight !== li.backsector.floorheight) {
      const slope = fixedDiv((tm.openbottom - tm.shootz) | 0, dist);
      if (slope > tm.bottomslope) tm.bottomslope = slope;
    }
    if (li.backsector === null || li.frontsector!.ceilingheight !== li.backsector.ceilingheight) {
      const slope = fixedDiv((tm.opentop - tm.shootz) | 0, dist);
      if (slope < tm.topslope) tm.topslope = slope;
    }
    return tm.topslope > tm.bottomslope;
  }
  const th = inter.thing!;
  if (th === tm.shootthing) return true;
  if (!(th.flags & MF.SHOOTABLE)) return true;
  const dist = (fixedMul(tm.attackrange, inter.frac) + tm.aimdist0) | 0;
  let thingtopslope = fixedDiv((th.z + th.height - tm.shootz) | 0, dist);
  if (thingtopslope < tm.bottomslope) return true;
  let thingbottomslope = fixedDiv((th.z - tm.shootz) | 0, dist);
  if (thingbottomslope > tm.topslope) return true;
  if (thingtopslope > tm.topslope) thingtopslope = tm.topslope;
  if (thingbottomslope < tm.bottomslope) thingbottomslope = tm.bottomslope;
  tm.aimslope = ((thingtopslope + thingbottomslope) / 2) | 0;
  tm.linetarget = th;
  return false;
}

function shootTraverse(ps: SimState, inter: Intercept): boolean {
  const tm = ps.tm;
  if (inter.isaline) {
    const li = inter.line!;
    if (li.special !== 0) shootSpecialLine(ps, tm.shootthing!, li);
    if (portalTraceHit(ps, li, inter.frac, true)) return false; // portals (not DOOM's): goes on beyond (lineAttack)
    let hit = !(li.flags & ML_TWOSIDED);
    if (!hit) {
      lineOpening(tm, li);
      const dist = fixedMul(tm.attackrange, inter.frac);
      if (li.backsector === null) {
        if (fixedDiv((tm.openbottom - tm.shootz) | 0, dist) > tm.aimslope) hit = true;
        else if (fixedDiv((tm.opentop - tm.shootz) | 0, dist) < tm.aimslope) hit = true;
      } else {
        if (li.frontsector!.floorheight !== li.backsector.floorheight
          && fixedDiv((tm.openbottom - tm.shootz) | 0, dist) > tm.aimslope) hit = true;
        else if (li.frontsector!.ceilingheight !== li.backsector.ceilingheight
          && fixedDiv((tm.opentop - tm.shootz) | 0, dist) < tm.aimslope) hit = true;
      }
      if (!hit) return true;
    }
    const frac = (inter.frac - fixedDiv(4 * FRACUNIT, tm.attackrange)) | 0;
    const x = (tm.traceX + fixedMul(tm.traceDx, frac)) | 0;
    const y = (tm.traceY + fixedMul(tm.traceDy, frac)) | 0;
    const z = (tm.shootz + fixedMul(tm.aimslope, fixedMul(frac, tm.attackrange))) | 0;
    const sky = ps.level.skyflatnum;
    if (li.frontsector!.ceilingpic === sky) {
      if (z > li.frontsector!.ceilingheight) return false; // into the sky
      // A sky hack wall eats the bullet; Boom only when the bullet is above the back's ceiling.
      if (li.backsector !== null && li.backsector.ceilingpic === sky
        && (ps.compat.vanilla || li.backsector.ceilingheight < z)) return false;
    }
    spawnPuff(ps, x, y, z);
    return false;
  }
  const th = inter.thing!;
  if (th === tm.shootthing) return true;
  if (!(th.flags & MF.SHOOTABLE)) return true;
  const dist = fixedMul(tm.attackrange, inter.frac);
  const thingtopslope = fixedDiv((th.z + th.height - tm.shootz) | 0, dist);
  if (thingtopslope < tm.aimslope) return true;
  const thingbottomslope = fixedDiv((th.z - tm.shootz) | 0, dist);
  if (thingbottomslope > tm.aimslope) return true;
  const frac = (inter.frac - fixedDiv(10 * FRACUNIT, tm.attackrange)) | 0;
  const x = (tm.traceX + fixedMul(tm.traceDx, frac)) | 0;
  const y = (tm.traceY + fixedMul(tm.traceDy, frac)) | 0;
  const z = (tm.shootz + fixedMul(tm.aimslope, fixedMul(frac, tm.attackrange))) | 0;
  if (th.flags & MF.NOBLOOD) spawnPuff(ps, x, y, z);
  else spawnBlood(ps, x, y, z, tm.laDamage);
  if (tm.laDamage !== 0) damageMobj(ps, th, tm.shootthing, tm.shootthing, tm.laDamage);
  return false;
}

/** The range of the last aim or shot (a puff at melee range shows its late frames). */
export function attackRange(ps: SimState): number {
  return ps.tm.attackrange;
}

/** P_AimLineAttack: the slope to the first shootable thing in view along fine angle `fa` (DOOM's
 *  angle >> ANGLETOFINESHIFT: a full binary angle would be boxed at the call), 0 if none (sets
 *  tm.linetarget). */
export function aimLineAttack(ps: SimState, t1: Mobj, fa: number, distance: number): number {
  const tm = ps.tm;
  tm.shootthing = t1;
  const x2 = (t1.x + Math.imul(distance >> FRACBITS, FINECOSINE[fa])) | 0;
  const y2 = (t1.y + Math.imul(distance >> FRACBITS, FINESINE[fa])) | 0;
  tm.shootz = (t1.z + (t1.height >> 1) + 8 * FRACUNIT) | 0;
  tm.topslope = ((100 * FRACUNIT) / 160) | 0;
  tm.bottomslope = (-(100 * FRACUNIT) / 160) | 0;
  tm.attackrange = distance;
  tm.aimdist0 = 0;
  tm.linetarget = null;
  pathTraverse(ps, t1.x, t1.y, x2, y2, PT_ADDLINES | PT_ADDTHINGS, aimTraverse);
  // Portals (not DOOM's; portal-move.ts): an aim stopped at a portal goes on in the target's space.
  portalTraceOn(ps, PT_ADDLINES | PT_ADDTHINGS, aimTraverse, TRACE_AIM);
  return tm.linetarget !== null ? tm.aimslope : 0;
}

/** P_LineAttack: a hitscan along fine angle `fa` at `slope`: puffs, blood, damage, shot-triggered lines. */
export function lineAttack(ps: SimState, t1: Mobj, fa: number, distance: number, slope: number, damage: number): void {
  const tm = ps.tm;
  tm.shootthing = t1;
  tm.laDamage = damage;
  const x2 = (t1.x + Math.imul(distance >> FRACBITS, FINECOSINE[fa])) | 0;
  const y2 = (t1.y + Math.imul(distance >> FRACBITS, FINESINE[fa])) | 0;
  tm.shootz = (t1.z + (t1.height >> 1) + 8 * FRACUNIT) | 0;
  tm.attackrange = distance;
  tm.aimslope = slope;
  pathTraverse(ps, t1.x, t1.y, x2, y2, PT_ADDLINES | PT_ADDTHINGS, shootTraverse);
  // Portals (not DOOM's; portal-move.ts): a shot stopped at a portal goes on in the target's space.
  portalTraceOn(ps, PT_ADDLINES | PT_ADDTHINGS, shootTraverse, TRACE_SHOT);
}

// ---------------------------------------------------------------- use

function useTraverse(ps: SimState, inter: Intercept): boolean {
  const tm = ps.tm, li = inter.line!, user = tm.usething!;
  if (li.special === 0) {
    if (portalTraceHit(ps, li, inter.frac, false)) return false; // portals (not DOOM's): goes on beyond (useLines)
    lineOpening(tm, li);
    if (tm.openrange <= 0) {
      ps.sound(user, SFX.noway);
      return false; // can't use through a wall
    }
    return true;
  }
  // Portals (not DOOM's): past a portal, the side of the point the use came out at.
  const side = portalUseSide(ps, user, li) === 1 ? 1 : 0;
  useSpecialLine(ps, user, li, side);
  // Boom's pass-use flag: the use goes on to the lines behind this one.
  return ps.compat.boom && (li.flags & ML_PASSUSE) !== 0;
}

/** P_UseLines: the first line within 64 units in front of the player, used. */
export function useLines(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  ps.tm.usething = mo;
  const fa = mo.angle >>> ANGLETOFINESHIFT;
  const x2 = (mo.x + Math.imul(USERANGE >> FRACBITS, FINECOSINE[fa])) | 0;
  const y2 = (mo.y + Math.imul(USERANGE >> FRACBITS, FINESINE[fa])) | 0;
  pathTraverse(ps, mo.x, mo.y, x2, y2, PT_ADDLINES, useTraverse);
  // Portals (not DOOM's; portal-move.ts): a use stopped at a portal goes on in the target's space.
  portalTraceOn(ps, PT_ADDLINES, useTraverse, TRACE_USE);
}

// ---------------------------------------------------------------- splash damage

function radiusAttackThing(ps: SimState, thing: Mobj): boolean {
  const tm = ps.tm, spot = tm.bombspot!;
  const bounces = ps.compat.mbf ? MF.BOUNCES : 0;
  if (!(thing.flags & (MF.SHOOTABLE | bounces))) return true; // MBF: bouncers are hurt too
  const d = ps.defs;
  // MBF21: things of one splash group are not hurt by each other's blasts.
  if (ps.compat.mbf21 && d.infoSplashGroup[thing.type] !== 0 && d.infoSplashGroup[thing.type] === d.infoSplashGroup[spot.type]) return true;
  if (spot.flags & bounces) {
    // MBF: a bouncing bomb hurts the bosses too, but a cyberdemon's spares the cyberdemons.
    if (thing.type === MT_CYBORG && tm.bombsource !== null && tm.bombsource.type === MT_CYBORG) return true;
  } else if (ps.compat.mbf21) {
    // MBF21: the things with NORADIUSDMG or BOSS (DOOM's two spider bosses) unless the blast has FORCERADIUSDMG.
    if (thing.flags2 & (MF2.NORADIUSDMG | MF2.BOSS) && !(spot.flags2 & MF2.FORCERADIUSDMG)) return true;
  } else if (thing.type === MT_CYBORG || thing.type === MT_SPIDER) return true;
  const dx = cabs((thing.x - spot.x) | 0), dy = cabs((thing.y - spot.y) | 0);
  let dist = dx > dy ? dx : dy;
  dist = ((dist - thing.radius) | 0) >> FRACBITS;
  if (dist < 0) dist = 0;
  if (dist >= bombDistance) return true;
  // (Portals, not DOOM's: the sight is portalSplashSight's, bent at a portal during portalSplash's pass.)
  if (portalSplashSight(ps, thing, spot)) {
    // MBF21's A_RadiusDamage may reach further than it hurts: the damage falls off over the reach.
    const damage = tm.bombdamage === bombDistance ? tm.bombdamage - dist : (((tm.bombdamage * (bombDistance - dist)) / bombDistance) | 0) + 1;
    damageMobj(ps, thing, spot, tm.bombsource, damage);
  }
  return true;
}

/** The reach of the blast in progress (P_RadiusAttack's distance: the damage, but for A_RadiusDamage). */
let bombDistance = 0;

/** P_RadiusAttack: `damage` less the distance to every shootable thing in sight of `spot`, out to `distance` units. */
export function radiusAttack(ps: SimState, spot: Mobj, source: Mobj | null, damage: number, distance = damage): void {
  const tm = ps.tm, lv = ps.level;
  // DOOM shifts a sum that is already 16.16: the box is `distance` units (the overflow is vanilla's).
  const dist = (distance + MAXRADIUS) << FRACBITS;
  const yh = (spot.y + dist - lv.bmaporgy) >> MAPBLOCKSHIFT;
  const yl = (spot.y - dist - lv.bmaporgy) >> MAPBLOCKSHIFT;
  const xh = (spot.x + dist - lv.bmaporgx) >> MAPBLOCKSHIFT;
  const xl = (spot.x - dist - lv.bmaporgx) >> MAPBLOCKSHIFT;
  tm.bombspot = spot;
  tm.bombsource = source;
  tm.bombdamage = damage;
  bombDistance = distance;
  for (let y = yl; y <= yh; y++) for (let x = xl; x <= xh; x++) blockThingsIterator(ps, x, y, radiusAttackThing);
  // Portals (not DOOM's; portal-move.ts): the blast reaches through portal lines within its box.
  portalSplash(ps, spot, distance, radiusAttackThing);
}

// ---------------------------------------------------------------- moving sectors

function changeSectorThing(ps: SimState, thing: Mobj): boolean {
  const tm = ps.tm;
  if (thingHeightClip(ps, thing)) return true;
  if (thing.health <= 0) {
    setMobjState(ps, thing, S_GIBS);
    thing.flags &= ~MF.SOLID;
    thing.height = 0;
    thing.radius = 0;
    return true;
  }
  if (thing.flags & MF.DROPPED) {
    removeMobj(ps, thing);
    return true;
  }
  // MBF: a touchy thing (armed, or a monster) dies at once when a sector squeezes it.
  if (thing.flags & MF.TOUCHY && ps.compat.mbf && (thing.intflags & MIF_ARMED || sentient(ps, thing))) {
    damageMobj(ps, thing, null, null, thing.health);
    return true;
  }
  if (!(thing.flags & MF.SHOOTABLE)) return true;
  tm.nofit = true;
  if (tm.crushchange && !(ps.leveltime & 3)) {
    damageMobj(ps, thing, null, null, 10);
    const mo = spawnMobj(ps, thing.x, thing.y, (thing.z + ((thing.height / 2) | 0)) | 0, MT_BLOOD);
    mo.momx = ps.rng.pSubRandom(PR_CRUSH) << 12;
    mo.momy = ps.rng.pSubRandom(PR_CRUSH) << 12;
  }
  return true;
}

/** P_ChangeSector: the things over a moved sector fit again, are crushed or gibbed; true if some did not fit. */
export function changeSector(ps: SimState, sector: Sector, crunch: boolean): boolean {
  const tm = ps.tm;
  tm.nofit = false;
  tm.crushchange = crunch;
  if (!ps.compat.vanilla && !ps.compat.has(COMP_FLOORS)) {
    // Boom's P_CheckSector: the things touching the sector, not the blockmap around it.
    checkSectorThings(ps, sector, changeSectorThing);
    return tm.nofit;
  }
  const b = sector.blockbox;
  for (let x = b[BOXLEFT]; x <= b[BOXRIGHT]; x++) {
    for (let y = b[BOXBOTTOM]; y <= b[BOXTOP]; y++) blockThingsIterator(ps, x, y, changeSectorThing);
  }
  return tm.nofit;
}
