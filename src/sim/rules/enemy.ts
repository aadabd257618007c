// DOOM's monster thinking (p_enemy, the part that is not an attack): the noise alert that floods a
// shot through the sectors, the look for the player by sight and sound, the chase — the eight walk
// directions, DOOM's rules for choosing a new one with their random draws, the step along one that
// opens doors and lets floaters rise and sink — the melee and missile range checks, facing the
// target, and the state tics and missile speeds fast monsters (skill 5, -fast) play with. The attacks
// and the bosses are in enemy-attacks.ts and enemy-boss.ts; the dispatch of the actions in actions.ts.
import { ANG270, ANG45, ANG90, FRACBITS, FRACUNIT, ANGLE_OUT, aproxDistance, fixedMul, pointToAngleOut } from '../base/fixed.js';
import { MF, mobjIndex } from '../../defs/doom/things-info.js';
import { DOOM_DEFS, type Defs } from '../../defs/defs.js';
import { SFX } from '../../defs/doom/sounds.js';
import { ML_SOUNDBLOCK, ML_TWOSIDED, type Sector } from '../base/level.js';
import { lineOpening } from '../base/map-util.js';
import { tryMove } from './map-move.js';
import { FLOATSPEED, MELEERANGE, setMobjState } from './mobj.js';
import { type Mobj } from '../base/thing.js';
import { checkSight } from '../base/sight.js';
import { portalLinks } from './portal-move.js';
import { EDGE, IMG, chaseLook, heardRoute, soundEdge, soundFlooded, targetImage } from './portal-sight.js';
import { useSpecialLine } from './switches.js';
import { COMP_DOORSTUCK, COMP_DROPOFF, COMP_PURSUIT, COMP_STAYLIFT } from '../base/compat.js';
import {
  PR_AVOIDCRUSH, PR_DEFECT, PR_DROPOFF, PR_ENEMYSTRAFE, PR_FACETARGET, PR_MISSRANGE, PR_NEWCHASE, PR_NEWCHASEDIR, PR_OPENDOOR,
  PR_SEE, PR_STAYONLIFT, PR_TRYWALK,
} from '../../defs/doom/random.js';
import { ORIG_FRICTION, ORIG_FRICTION_FACTOR, moveFriction, getMoveFactorMbf } from './friction.js';
import {
  avoidDropoff, dropoffDeltaX, dropoffDeltaY, helpFriend, hitFriend, isOnLift, isUnderDamage, searchMonsters,
} from './mbf-friends.js';
import { PST_LIVE, WP_CHAINSAW, WP_FIST } from '../base/player-state.js';
import type { SimState } from '../base/sim-state.js';

// ---------------------------------------------------------------- directions

export const DI_EAST = 0;
export const DI_NORTHEAST = 1;
export const DI_NORTH = 2;
export const DI_NORTHWEST = 3;
export const DI_WEST = 4;
export const DI_SOUTHWEST = 5;
export const DI_SOUTH = 6;
export const DI_SOUTHEAST = 7;
export const DI_NODIR = 8;

/** The direction opposite each (DI_NODIR's is DI_NODIR). */
export const OPPOSITE = Int32Array.of(DI_WEST, DI_SOUTHWEST, DI_SOUTH, DI_SOUTHEAST, DI_EAST, DI_NORTHEAST, DI_NORTH, DI_NORTHWEST, DI_NODIR);
/** The diagonal toward a target, by ((dy < 0) << 1) + (dx > 0). */
export const DIAGS = Int32Array.of(DI_NORTHWEST, DI_NORTHEAST, DI_SOUTHWEST, DI_SOUTHEAST);
/** One step's x and y per unit of speed, by direction (16.16; 47000 ≈ 1/√2). */
export const XSPEED = Int32Array.of(FRACUNIT, 47000, 0, -47000, -FRACUNIT, -47000, 0, 47000);
export const YSPEED = Int32Array.of(0, 47000, FRACUNIT, 47000, 0, -47000, -FRACUNIT, -47000);
/** DOOM's names for the two. */
export { XSPEED as xspeed, YSPEED as yspeed };

const MT_VILE = mobjIndex('MT_VILE');
const MT_UNDEAD = mobjIndex('MT_UNDEAD');
const MT_CYBORG = mobjIndex('MT_CYBORG');
const MT_SPIDER = mobjIndex('MT_SPIDER');
const MT_SKULL = mobjIndex('MT_SKULL');
const MT_DOGS = mobjIndex('MT_DOGS');
/** A monster's pursuit of a target it was hurt by (and MBF's time between rethinks). */
const BASETHRESHOLD = 100;


// ---------------------------------------------------------------- fast monsters

/**
 * The state tics a game plays with (DOOM's own definitions unless `defs` says): DOOM's, or with fast
 * monsters (G_InitNew with -fast or on nightmare) the demon's walk, attack and pain
 * (S_SARG_RUN1..S_SARG_PAIN2) at half. Made once per definitions and shared; never written.
 */
export function stateTicsFor(fast: boolean, defs: Defs = DOOM_DEFS): Int32Array {
  return defs.stateTicsFor(fast);
}

/** Speeds by type (DOOM's raw units) a game plays with: with fast monsters the baron's, cacodemon's
 *  and imp's balls fly at 20 units a tic. Made once per definitions; never written. */
export function infoSpeedFor(fast: boolean, defs: Defs = DOOM_DEFS): Int32Array {
  return defs.infoSpeedFor(fast);
}

// ---------------------------------------------------------------- sound

/**
 * P_NoiseAlert: a shot or a yell floods out from the emitter's sector through open two-sided
 * lines, two sound-blocking lines deep, marking `target` as what the sectors heard.
 */
export function noiseAlert(ps: SimState, target: Mobj, emitter: Mobj): void {
  ps.validcount++;
  recursiveSound(ps, emitter.sector, target);
}

/** P_RecursiveSound's entry: false when `sec` was already flooded this alert with as few blocks. */
function floodSector(ps: SimState, sec: Sector, soundblocks: number, target: Mobj): boolean {
  if (sec.validcount === ps.validcount && sec.soundtraversed <= soundblocks + 1) return false; // already flooded
  sec.validcount = ps.validcount;
  sec.soundtraversed = soundblocks + 1;
  // Counted as a thing's target is (Boom's P_SetTarget on the sector's soundtarget).
  const old = sec.soundtarget;
  if (old !== null) old.references--;
  sec.soundtarget = target;
  target.references++;
  return true;
}

/**
 * P_RecursiveSound from `start`: DOOM recurses into each neighbour as it meets it in the sector's line
 * list (a 20,000-sector chain is 20,000 calls deep); the same depth-first walk runs here on an
 * explicit stack made with the level (Level.floodFrame: per frame the sector and its sound blocks,
 * Level.floodNext: the next of its lines to look through), so sectors are flooded, and lines opened
 * (lineOpening leaves its numbers in ps.tm), in DOOM's order.
 */
function recursiveSound(ps: SimState, start: Sector, target: Mobj): void {
  if (!floodSector(ps, start, 0, target)) return;
  soundFlooded(ps, null, start, false); // (portal maps: the route the noise came by)
  const lv = ps.level, sectors = lv.sectors, frame = lv.floodFrame, next = lv.floodNext;
  frame[0] = start.index << 1;
  next[0] = 0;
  let sp = 1;
  while (sp > 0) {
    const f = sp - 1, sec = sectors[frame[f] >> 1], soundblocks = frame[f] & 1;
    const lines = sec.lines, i = next[f];
    if (i >= lines.length) {
      // Portal maps: after its lines, the sector's portals (portal-sight.ts); none elsewhere.
      if (!soundEdge(ps, sec, i - lines.length)) { sp--; continue; }
      next[f] = i + 1;
      if (!EDGE.open) continue;
      const beyond = EDGE.to!;
      let pblocks = soundblocks;
      if (EDGE.block) {
        if (soundblocks !== 0) continue;
        pblocks = 1;
      }
      if (!floodSector(ps, beyond, pblocks, target)) continue;
      soundFlooded(ps, sec, beyond, true);
      frame[sp] = (beyond.index << 1) | pblocks;
      next[sp] = 0;
      sp++;
      continue;
    }
    next[f] = i + 1;
    const check = lines[i];
    if (!(check.flags & ML_TWOSIDED)) continue;
    lineOpening(ps.tm, check);
    if (ps.tm.openrange <= 0) continue; // a closed door
    const other = check.frontsector === sec ? check.backsector! : check.frontsector!;
    let blocks = soundblocks;
    if (check.flags & ML_SOUNDBLOCK) {
      if (soundblocks !== 0) continue;
      blocks = 1;
    }
    if (!floodSector(ps, other, blocks, target)) continue;
    soundFlooded(ps, sec, other, false);
    frame[sp] = (other.index << 1) | blocks;
    next[sp] = 0;
    sp++;
  }
}

// ---------------------------------------------------------------- range checks

/** P_CheckMeleeRange: the target within reach (64 − 20 units plus its type's radius) and in sight. */
export function checkMeleeRange(ps: SimState, actor: Mobj): boolean {
  const pl = actor.target;
  if (pl === null) return false;
  if (actor.flags & pl.flags & MF.FRIEND && ps.compat.mbf) return false; // MBF: friends never hit friends
  // Portal maps look first: the sight check finds the way the target is seen by (its image's distance).
  const portals = portalLinks(ps).count !== 0;
  if (portals && !checkSight(ps, actor, pl)) return false;
  targetImage(ps, actor, pl);
  const dist = aproxDistance((IMG.x - actor.x) | 0, (IMG.y - actor.y) | 0);
  const range = (MELEERANGE - 20 * FRACUNIT + ps.defs.infoRadius[pl.type]) | 0;
  if (dist >= range) return false;
  return portals || checkSight(ps, actor, pl);
}

/** P_CheckMissileRange: whether to shoot now — in sight, just hit, not waiting; the nearer, the likelier. */
export function checkMissileRange(ps: SimState, actor: Mobj): boolean {
  const target = actor.target!;
  if (!checkSight(ps, actor, target)) return false;
  const mbf = ps.compat.mbf;
  if (actor.flags & MF.JUSTHIT) {
    actor.flags &= ~MF.JUSTHIT; // the target just hit it: fight back
    // MBF: a friend shoots no corpse, and a friend back only now and then (a player: with infighting).
    if (!mbf || !(actor.flags & MF.FRIEND)) return true;
    return target.health > 0 && (!(target.flags & MF.FRIEND)
      || (target.player !== null ? ps.compat.options.monsterInfighting || ps.rng.pRandom(PR_DEFECT) > 128
        : !(target.flags & MF.JUSTHIT) && ps.rng.pRandom(PR_DEFECT) > 128));
  }
  if (mbf && actor.flags & target.flags & MF.FRIEND) return false; // MBF: friends leave friends be
  if (actor.reactiontime !== 0) return false; // not yet
  targetImage(ps, actor, target); // (through a portal: its image)
  let dist = (aproxDistance((actor.x - IMG.x) | 0, (actor.y - IMG.y) | 0) - 64 * FRACUNIT) | 0;
  if (ps.defs.infoMeleeState[actor.type] === 0) dist = (dist - 128 * FRACUNIT) | 0; // no melee: fire more
  dist >>= FRACBITS;
  const type = actor.type;
  if (type === MT_VILE && dist > 14 * 64) return false; // too far
  if (type === MT_UNDEAD) {
    if (dist < 196) return false; // near enough for the fist
    dist >>= 1;
  }
  if (type === MT_CYBORG || type === MT_SPIDER || type === MT_SKULL) dist >>= 1;
  if (dist > 200) dist = 200;
  if (type === MT_CYBORG && dist > 160) dist = 160;
  if (ps.rng.pRandom(PR_MISSRANGE) < dist) return false;
  return !(mbf && hitFriend(ps, actor)); // MBF: no shot through a friend
}

// ---------------------------------------------------------------- walking

/**
 * P_Move: a step of the type's speed in the current direction. Blocked, a floater that would fit
 * rises or sinks instead, and a monster pushes the special lines it touched (doors open); false when
 * nothing came of it.
 */
export function move(ps: SimState, actor: Mobj, dropoff = 0): boolean {
  const dir = actor.movedir;
  if (dir === DI_NODIR) return false;
  if (dir >>> 0 >= 8) throw new Error(`thing type ${actor.type}: weird movedir ${dir}`);
  let speed = ps.defs.infoSpeed[actor.type];
  const mbf = ps.compat.mbf;
  // MBF's monster_friction: slower in mud, and on ice a push of momentum instead of a step.
  let movefactor = ORIG_FRICTION_FACTOR, friction = ORIG_FRICTION;
  if (mbf && ps.compat.options.monsterFriction) {
    movefactor = getMoveFactorMbf(ps, actor);
    friction = moveFriction;
    if (friction < ORIG_FRICTION) {
      speed = Math.trunc(Math.imul(ORIG_FRICTION_FACTOR - Math.trunc((ORIG_FRICTION_FACTOR - movefactor) / 2), speed) / ORIG_FRICTION_FACTOR);
      if (speed === 0) speed = 1;
    }
  }
  const deltax = Math.imul(speed, XSPEED[dir]), deltay = Math.imul(speed, YSPEED[dir]);
  const origx = actor.x, origy = actor.y;
  const tryx = (origx + deltax) | 0;
  const tryy = (origy + deltay) | 0;
  const ok = tryMove(ps, actor, tryx, tryy, dropoff);
  if (ok && friction > ORIG_FRICTION) {
    // (The thing stays linked where it stepped to: MBF's own shortcut.)
    actor.x = origx;
    actor.y = origy;
    const f = Math.imul(movefactor, (FRACUNIT / ORIG_FRICTION_FACTOR / 4) | 0);
    actor.momx = (actor.momx + fixedMul(deltax, f)) | 0;
    actor.momy = (actor.momy + fixedMul(deltay, f)) | 0;
  }
  if (!ok) {
    const tm = ps.tm;
    if (actor.flags & MF.FLOAT && tm.floatok) {
      // Must adjust its height.
      if (actor.z < tm.tmfloorz) actor.z = (actor.z + FLOATSPEED) | 0;
      else actor.z = (actor.z - FLOATSPEED) | 0;
      actor.flags |= MF.INFLOAT;
      return true;
    }
    if (tm.numspechit <= 0) return false;
    actor.movedir = DI_NODIR;
    let good = false, blocked = 0;
    while (tm.numspechit > 0) {
      const ld = tm.spechit[--tm.numspechit]!;
      // A door it may open: a way on (MBF tells the line that blocked it from others).
      if (useSpecialLine(ps, actor, ld, 0)) {
        good = true;
        blocked |= ld === tm.blockline ? 1 : 2;
      }
    }
    if (good && mbf && !ps.compat.has(COMP_DOORSTUCK)) {
      // MBF: walks on nine times in ten through the line it opened, once in ten past another.
      return ((ps.rng.pRandom(PR_OPENDOOR) >= 230 ? 1 : 0) ^ (blocked & 1)) !== 0;
    }
    // Boom 2.02 on (comp_doorstuck off): a monster that opened something walks on only three times
    // in four, so one in a door's track does not think itself freed for ever (MBF's finer rule, which
    // tells the blocking line from others, is not here yet: it plays as Boom's).
    if (!good || ps.compat.vanilla || ps.compat.has(COMP_DOORSTUCK)) return good;
    return (ps.rng.pRandom(PR_TRYWALK) & 3) !== 0;
  }
  actor.flags &= ~MF.INFLOAT;
  // MBF: one that went over a ledge falls under gravity instead.
  if (!(actor.flags & MF.FLOAT) && (!ps.tm.felldown || !mbf)) actor.z = actor.floorz;
  return true;
}

/**
 * P_SmartMove (MBF; P_Move before it): a dog near a target of its own side may jump down a ledge
 * (dog_jumping); after the step, one that meant to stay on a lift with its target and stepped off,
 * or (monster_avoid_hazards) stepped under a crusher, picks a new way most of the time.
 */
function smartMove(ps: SimState, actor: Mobj): boolean {
  if (!ps.compat.mbf) return move(ps, actor);
  const target = actor.target;
  const onLift = !ps.compat.has(COMP_STAYLIFT) && target !== null && target.health > 0
    && target.sector.tag === actor.sector.tag && isOnLift(ps, actor);
  const avoid = ps.compat.options.monsterAvoidHazards;
  let underDamage = avoid ? isUnderDamage(actor) : 0;
  let dropoff = 0;
  if (actor.type === MT_DOGS && target !== null && ps.compat.options.dogJumping && !((target.flags ^ actor.flags) & MF.FRIEND)
    && aproxDistance((actor.x - target.x) | 0, (actor.y - target.y) | 0) < FRACUNIT * 144 && ps.rng.pRandom(PR_DROPOFF) < 235) dropoff = 2;
  if (!move(ps, actor, dropoff)) return false;
  if ((onLift && ps.rng.pRandom(PR_STAYONLIFT) < 230 && !isOnLift(ps, actor))
    || (avoid && underDamage === 0 && (underDamage = isUnderDamage(actor)) !== 0
      && (underDamage < 0 || ps.rng.pRandom(PR_AVOIDCRUSH) < 200))) actor.movedir = DI_NODIR;
  return true;
}

/** P_TryWalk: a step in the current direction; if it went, walk on that way for 0..15 more tics. */
export function tryWalk(ps: SimState, actor: Mobj): boolean {
  if (!smartMove(ps, actor)) return false;
  actor.movecount = ps.rng.pRandom(PR_TRYWALK) & 15;
  return true;
}

/**
 * P_NewChaseDir: a new direction toward the target — the diagonal, then the two straight ones (the
 * larger distance first, or at random), the old one, every one in a random order of search, and
 * last the way back; DI_NODIR when none is open.
 */
export function newChaseDir(ps: SimState, actor: Mobj): void {
  const target = actor.target;
  if (target === null) throw new Error(`thing type ${actor.type}: newChaseDir with no target`);
  // Portal maps: look again, and head for the target's image (through the portal it is seen by).
  chaseLook(ps, actor);
  targetImage(ps, actor, target);
  let deltax = (IMG.x - actor.x) | 0, deltay = (IMG.y - actor.y) | 0;
  if (!ps.compat.mbf) {
    doNewChaseDir(ps, actor, deltax, deltay);
    return;
  }
  // MBF: off a tall ledge first (small steps); keep away from a friend it follows (distfriend);
  // back away (monster_backing) from an enemy that fights only up close.
  actor.strafecount = 0;
  if (((actor.floorz - actor.dropoffz) | 0) > FRACUNIT * 24 && actor.z <= actor.floorz && !(actor.flags & (MF.DROPOFF | MF.FLOAT))
    && !ps.compat.has(COMP_DROPOFF) && avoidDropoff(ps, actor)) {
    doNewChaseDir(ps, actor, dropoffDeltaX, dropoffDeltaY);
    actor.movecount = 1;
    return;
  }
  const dist = aproxDistance(deltax, deltay);
  const o = ps.compat.options;
  if (actor.flags & target.flags & MF.FRIEND && (o.distfriend << FRACBITS) > dist && !isOnLift(ps, target) && isUnderDamage(actor) === 0) {
    deltax = -deltax | 0; deltay = -deltay | 0;
  } else if (target.health > 0 && (actor.flags ^ target.flags) & MF.FRIEND) {
    const d = ps.defs;
    if (o.monsterBacking && d.infoMissileState[actor.type] !== 0 && actor.type !== MT_SKULL
      && ((d.infoMissileState[target.type] === 0 && dist < MELEERANGE * 2)
        || (target.player !== null && dist < MELEERANGE * 3 && fleeMelee(target.player.readyweapon)))) {
      actor.strafecount = ps.rng.pRandom(PR_ENEMYSTRAFE) & 15;
      deltax = -deltax | 0; deltay = -deltay | 0;
    }
  }
  doNewChaseDir(ps, actor, deltax, deltay);
  if (actor.strafecount !== 0) actor.movecount = actor.strafecount;
}

/** The weapons a monster backs away from (MBF: the fist and the chainsaw). */
function fleeMelee(weapon: number): boolean {
  return weapon === WP_FIST || weapon === WP_CHAINSAW;
}

/** P_DoNewChaseDir: the direction search of P_NewChaseDir toward (deltax, deltay). */
function doNewChaseDir(ps: SimState, actor: Mobj, deltax: number, deltay: number): void {
  const olddir = actor.movedir;
  const turnaround = OPPOSITE[olddir];
  let d1: number, d2: number;
  if (deltax > 10 * FRACUNIT) d1 = DI_EAST;
  else if (deltax < -10 * FRACUNIT) d1 = DI_WEST;
  else d1 = DI_NODIR;
  if (deltay < -10 * FRACUNIT) d2 = DI_SOUTH;
  else if (deltay > 10 * FRACUNIT) d2 = DI_NORTH;
  else d2 = DI_NODIR;

  // The direct route.
  if (d1 !== DI_NODIR && d2 !== DI_NODIR) {
    actor.movedir = DIAGS[((deltay < 0 ? 1 : 0) << 1) + (deltax > 0 ? 1 : 0)];
    if (actor.movedir !== turnaround && tryWalk(ps, actor)) return;
  }
  // The other directions.
  if (ps.rng.pRandom(PR_NEWCHASE) > 200 || iabs(deltay) > iabs(deltax)) {
    const t = d1;
    d1 = d2;
    d2 = t;
  }
  if (d1 === turnaround) d1 = DI_NODIR;
  if (d2 === turnaround) d2 = DI_NODIR;
  if (d1 !== DI_NODIR) {
    actor.movedir = d1;
    if (tryWalk(ps, actor)) return; // moved forward or attacked
  }
  if (d2 !== DI_NODIR) {
    actor.movedir = d2;
    if (tryWalk(ps, actor)) return;
  }
  // No direct path to the target: another direction.
  if (olddir !== DI_NODIR) {
    actor.movedir = olddir;
    if (tryWalk(ps, actor)) return;
  }
  // The order of search, at random.
  if (ps.rng.pRandom(PR_NEWCHASEDIR) & 1) {
    for (let tdir = DI_EAST; tdir <= DI_SOUTHEAST; tdir++) {
      if (tdir !== turnaround) {
        actor.movedir = tdir;
        if (tryWalk(ps, actor)) return;
      }
    }
  } else {
    for (let tdir = DI_SOUTHEAST; tdir !== DI_EAST - 1; tdir--) {
      if (tdir !== turnaround) {
        actor.movedir = tdir;
        if (tryWalk(ps, actor)) return;
      }
    }
  }
  if (turnaround !== DI_NODIR) {
    actor.movedir = turnaround;
    if (tryWalk(ps, actor)) return;
  }
  actor.movedir = DI_NODIR; // cannot move
}

/** C's abs on an int32 (abs(INT_MIN) stays INT_MIN). */
function iabs(a: number): number {
  return a < 0 ? -a | 0 : a;
}

// ---------------------------------------------------------------- looking

/**
 * P_LookForPlayers: the player, alive and in sight (and, unless `allaround`, in the front half or
 * within melee range) becomes the target. DOOM's loop over the four player slots with `lastlook`
 * and its stop rule is kept: only slot 0 is in the game here, so a monster whose lastlook is 1 stops
 * before looking, once, as in DOOM.
 */
export function lookForPlayers(ps: SimState, actor: Mobj, allaround: boolean): boolean {
  if (actor.flags & MF.FRIEND && ps.compat.mbf) {
    // MBF: a friend goes back to the player, seen or not; one that shoots leaves its refire loop.
    const player = ps.player;
    if (player.playerstate !== PST_LIVE) return false;
    actor.target = player.mo;
    if (ps.defs.infoMissileState[actor.type] !== 0) {
      setMobjState(ps, actor, ps.defs.infoSeeState[actor.type]);
      actor.flags &= ~MF.JUSTHIT;
    }
    return true;
  }
  let c = 0;
  const stop = (actor.lastlook - 1) & 3;
  // Boom (before MBF) with monsters_remember looks at every player, then falls back on the enemy it remembers.
  const remember = !ps.compat.vanilla && !ps.compat.mbf && ps.compat.options.monstersRemember;
  const stopc = remember ? 4 : 2;
  for (; ; actor.lastlook = (actor.lastlook + 1) & 3) {
    if (actor.lastlook !== 0) continue; // playeringame: slot 0 only
    if (c++ === stopc || actor.lastlook === stop) { // done looking
      if (remember) {
        const last = actor.lastenemy;
        if (last !== null && last.health > 0) {
          // Written bare, as Boom writes them here: the count moves with the pointer from lastenemy
          // to target, and the target let go keeps its count (it is never freed).
          actor._target = last;
          actor._lastenemy = null;
          return true;
        }
      }
      return false;
    }
    const player = ps.player;
    if (player.health <= 0) continue; // dead
    const mo = player.mo!;
    if (!checkSight(ps, actor, mo)) continue; // out of sight
    if (!allaround) {
      targetImage(ps, actor, mo); // (seen through a portal: its image)
      pointToAngleOut(actor.x, actor.y, IMG.x, IMG.y);
      const an = (ANGLE_OUT[0] - actor.angle) >>> 0;
      if (an > ANG90 && an < ANG270) {
        const dist = aproxDistance((IMG.x - actor.x) | 0, (IMG.y - actor.y) | 0);
        if (dist > MELEERANGE) continue; // behind its back, and not real close
      }
    }
    actor.target = mo;
    // MBF: a monster keeps after a player it found for a while (comp_pursuit off).
    if (ps.compat.mbf && !ps.compat.has(COMP_PURSUIT)) actor.threshold = 60;
    return true;
  }
}

/**
 * P_LookForMonsters as Boom has it before MBF's friends: the enemy it remembers (monsters_remember),
 * when that one still lives. Vanilla DOOM has no such look.
 */
function lookForMonsters(ps: SimState, actor: Mobj, allaround: boolean): boolean {
  if (ps.compat.vanilla) return false;
  const last = actor.lastenemy;
  if (last !== null && last.health > 0 && ps.compat.options.monstersRemember && !(last.flags & actor.flags & MF.FRIEND)) {
    actor.target = last;
    actor.lastenemy = null;
    return true;
  }
  // MBF: a monster of the other side nearby or in that side's thread (mbf-friends.ts).
  return ps.compat.mbf && searchMonsters(ps, actor, allaround);
}

/** P_LookForTargets: the players, then (Boom) a remembered enemy, (MBF) another monster; a friend the other way round. */
export function lookForTargets(ps: SimState, actor: Mobj, allaround: boolean): boolean {
  if (actor.flags & MF.FRIEND && ps.compat.mbf) return lookForMonsters(ps, actor, allaround) || lookForPlayers(ps, actor, allaround);
  return lookForPlayers(ps, actor, allaround) || lookForMonsters(ps, actor, allaround);
}

/** A_Look: stays in its state until it hears the player (an ambusher must also see it) or sees it; then the see sound and the chase. */
export function aLook(ps: SimState, actor: Mobj): void {
  actor.threshold = 0; // any shot will wake it up
  const friend = (actor.flags & MF.FRIEND) !== 0 && ps.compat.mbf;
  actor.pursuecount = 0;
  // MBF: a friend looks for enemies first, and never wakes to the sound alone.
  if (!(friend && lookForTargets(ps, actor, false))) {
    const targ = actor.sector.soundtarget;
    let seen = false;
    if (targ !== null && targ.flags & MF.SHOOTABLE) {
      actor.target = targ;
      heardRoute(ps, actor, targ); // (portal maps: the way the noise came)
      if (!(actor.flags & MF.AMBUSH) || checkSight(ps, actor, targ)) seen = true;
    }
    if (!seen && (friend || !lookForTargets(ps, actor, false))) return;
  }
  const seesound = ps.defs.infoSeeSound[actor.type];
  if (seesound !== 0) {
    let sound: number = seesound;
    if (seesound === SFX.posit1 || seesound === SFX.posit2 || seesound === SFX.posit3) sound = SFX.posit1 + (ps.rng.pRandom(PR_SEE) % 3);
    else if (seesound === SFX.bgsit1 || seesound === SFX.bgsit2) sound = SFX.bgsit1 + (ps.rng.pRandom(PR_SEE) % 2);
    ps.sound(actor.type === MT_SPIDER || actor.type === MT_CYBORG ? null : actor, sound); // the bosses at full volume
  }
  setMobjState(ps, actor, ps.defs.infoSeeState[actor.type]);
}

// ---------------------------------------------------------------- chasing

/**
 * A_Chase: the walk toward the target — turn toward the walk direction by 45°, look again when the
 * target is gone, melee when near, shoot when the missile range check says so (not twice in a row,
 * and on skills below 5 without -fast not while still walking a leg), else walk on or pick a new
 * direction; now and then the active sound.
 */
export function aChase(ps: SimState, actor: Mobj): void {
  if (actor.reactiontime !== 0) actor.reactiontime--;
  // The target threshold: a dead target frees it at once.
  if (actor.threshold !== 0) {
    if (actor.target === null || actor.target.health <= 0) actor.threshold = 0;
    else actor.threshold--;
  }
  // Turn toward the direction of movement (MBF: face the target while backing away).
  if (actor.strafecount !== 0) faceTarget(ps, actor);
  else if (actor.movedir < 8) {
    const a = (actor.angle & 0xe0000000) >>> 0;
    actor.angle = a;
    const delta = (a - ((actor.movedir << 29) >>> 0)) | 0;
    if (delta > 0) actor.angle = (a - ANG45) >>> 0;
    else if (delta < 0) actor.angle = (a + ANG45) >>> 0;
  }
  const target = actor.target;
  if (target === null || !(target.flags & MF.SHOOTABLE)) {
    // Look for a new target.
    if (lookForTargets(ps, actor, true)) return;
    setMobjState(ps, actor, ps.defs.infoSpawnState[actor.type]);
    return;
  }
  // Do not attack twice in a row.
  if (actor.flags & MF.JUSTATTACKED) {
    actor.flags &= ~MF.JUSTATTACKED;
    if (ps.skill !== 5 && !ps.fastparm) newChaseDir(ps, actor);
    return;
  }
  // Melee.
  const type = actor.type;
  if (ps.defs.infoMeleeState[type] !== 0 && checkMeleeRange(ps, actor)) {
    if (ps.defs.infoAttackSound[type] !== 0) ps.sound(actor, ps.defs.infoAttackSound[type]);
    setMobjState(ps, actor, ps.defs.infoMeleeState[type]);
    // Boom-family engines remember a melee-only monster's attack (MF_JUSTHIT; read by MBF's friends).
    if (!ps.compat.vanilla && ps.defs.infoMissileState[type] === 0) actor.flags |= MF.JUSTHIT;
    return;
  }
  // A missile.
  if (ps.defs.infoMissileState[type] !== 0 && !(ps.skill < 5 && !ps.fastparm && actor.movecount !== 0) && checkMissileRange(ps, actor)) {
    setMobjState(ps, actor, ps.defs.infoMissileState[type]);
    actor.flags |= MF.JUSTATTACKED;
    return;
  }
  // (DOOM's netgame look for another player: single player here.)
  if (ps.compat.mbf && actor.threshold === 0 && mbfRethink(ps, actor)) return;
  if (actor.strafecount !== 0) actor.strafecount--;
  // Chase toward the target.
  if (--actor.movecount < 0 || !smartMove(ps, actor)) newChaseDir(ps, actor);
  // The active sound.
  if (ps.defs.infoActiveSound[type] !== 0 && ps.rng.pRandom(PR_SEE) < 3) ps.sound(actor, ps.defs.infoActiveSound[type]);
}

/**
 * MBF's new monster AI in A_Chase (no threshold left): help a hurt friend (help_friends); else, each
 * BASETHRESHOLD tics, think again: a target of its own side, dead or out of sight is changed for one
 * found (unless comp_pursuit keeps it); a friend without missiles that was not just fighting goes
 * back to the player. True when that ended the tic's chase.
 */
function mbfRethink(ps: SimState, actor: Mobj): boolean {
  if (ps.compat.options.helpFriends && helpFriend(ps, actor)) return true;
  if (actor.pursuecount !== 0) {
    actor.pursuecount--;
    return false;
  }
  actor.pursuecount = BASETHRESHOLD;
  const t = actor.target;
  const keep = t !== null && t.health > 0
    && (ps.compat.has(COMP_PURSUIT) || ((((t.flags ^ actor.flags) & MF.FRIEND) !== 0
      || (!(actor.flags & MF.FRIEND) && ps.compat.options.monsterInfighting)) && checkSight(ps, actor, t)));
  if (!keep && lookForTargets(ps, actor, true)) return true;
  if (ps.defs.infoMissileState[actor.type] === 0 && actor.flags & MF.FRIEND) {
    if (actor.flags & MF.JUSTHIT) actor.flags &= ~MF.JUSTHIT; // fighting: keep at it
    else if (lookForPlayers(ps, actor, true)) return true;
  }
  return false;
}

/** A_FaceTarget: turns to the target (no longer ambushing); a fuzzy target is seen up to ±45° off. */
export function faceTarget(ps: SimState, actor: Mobj): void {
  const target = actor.target;
  if (target === null) return;
  actor.flags &= ~MF.AMBUSH;
  targetImage(ps, actor, target); // (seen through a portal: its image)
  pointToAngleOut(actor.x, actor.y, IMG.x, IMG.y);
  actor.angle = ANGLE_OUT[0];
  if (target.flags & MF.SHADOW) actor.angle = (actor.angle + (ps.rng.pSubRandom(PR_FACETARGET) << 21)) >>> 0;
}

/** A_Chase under the name the attacks call it by (A_Hoof, A_Metal and A_BabyMetal walk on with it). */
export { aChase as chase };
