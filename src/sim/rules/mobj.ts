// DOOM's things (p_mobj): the Mobj — a map object with a position in 16.16, a binary angle, a state
// of the state machine, momentum and flags — and what happens to one: spawning (map things with
// their random start into the first state, the player, puffs, blood, missiles), the state machine
// (actions run as a state is entered), removal, and each tic's think: horizontal movement with
// DOOM's move splitting, slide and friction, vertical movement with gravity and landing.
import { FRACBITS, FRACUNIT, ANG45, ANGLETOFINESHIFT, FINECOSINE, FINESINE, INT_MAX, INT_MIN, aproxDistance, fixedMul, ANGLE_OUT, pointToAngleOut } from '../base/fixed.js';
import {
  DOOM_TYPE_COUNT, MF, mobjIndex, stateIndex,
} from '../../defs/doom/things-info.js';
import { FRICTION, Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { setThingPosition, unsetThingPosition } from '../base/map-util.js';
import { delSeclist } from '../base/sector-nodes.js';
import { aimLineAttack, attackRange, checkPosition, sentient, slideMove, tryMove } from './map-move.js';
import { damageMobj } from './interaction.js';
import { COMPLEVEL_LXDOOM, COMP_FALLOFF } from '../base/compat.js';
import { spawnHealth, updateThread } from './mbf-friends.js';
import { getFriction } from './friction.js';
import { MIF_FALLING, applyTorque } from './mbf-torque.js';
import { setupPsprites } from './weapons.js';
import { portalAimPoint, portalCrossings, portalSpawnStep, portalTurnX, portalTurnY } from './portal-move.js';
import { SFX } from '../../defs/doom/sounds.js';
import { PR_EXPLODE, PR_LASTLOOK, PR_MISSILE, PR_RESPAWN, PR_SHADOW, PR_SPAWNBLOOD, PR_SPAWNPUFF, PR_SPAWNTHING } from '../../defs/doom/random.js';

export const ONFLOORZ = INT_MIN;
export const ONCEILINGZ = INT_MAX;
export const MAXMOVE = 30 * FRACUNIT;
export const STOPSPEED = 0x1000;
export const GRAVITY = FRACUNIT;
/** MBF21's LOGRAV thing bit (src/defs/mbf21-defs.ts's MF2.LOGRAV). */
const MF2_LOGRAV = 0x1;
export const VIEWHEIGHT = 41 * FRACUNIT;
export const FLOATSPEED = 4 * FRACUNIT;
export const MELEERANGE = 64 * FRACUNIT;


/** MBF's intflags: a touchy thing armed (it came to rest once); an A_LineEffect used up. */
export const MIF_ARMED = 2;
export const MIF_LINEDONE = 8;

export const MT_PLAYER = mobjIndex('MT_PLAYER');
export const MT_PUFF = mobjIndex('MT_PUFF');
export const MT_BLOOD = mobjIndex('MT_BLOOD');
export const MT_TFOG = mobjIndex('MT_TFOG');
export const MT_IFOG = mobjIndex('MT_IFOG');
export const MT_TELEPORTMAN = mobjIndex('MT_TELEPORTMAN');
export const MT_SKULL = mobjIndex('MT_SKULL');
export const MT_INV = mobjIndex('MT_INV');
export const MT_INS = mobjIndex('MT_INS');
export const MT_BARREL = mobjIndex('MT_BARREL');
const MT_DOGS = mobjIndex('MT_DOGS');
const S_PLAY = stateIndex('S_PLAY');
const S_PLAY_RUN1 = stateIndex('S_PLAY_RUN1');
const S_PUFF3 = stateIndex('S_PUFF3');
const S_BLOOD2 = stateIndex('S_BLOOD2');
const S_BLOOD3 = stateIndex('S_BLOOD3');

/** The map thing a Mobj came from (mapthing_t), for respawns. */

/** P_SpawnMobj. */
export function spawnMobj(ps: SimState, x: number, y: number, z: number, type: number): Mobj {
  const mo = ps.allocMobj();
  mo.type = type;
  mo.x = x;
  mo.y = y;
  mo.radius = ps.defs.infoRadius[type];
  mo.height = ps.defs.infoHeight[type];
  const d = ps.defs;
  mo.flags = d.infoFlags[type];
  mo.flags2 = d.infoFlags2[type];
  // MBF's friends, bouncers and touchy things act only in MBF games (every rule asks compat.mbf);
  // there every player is a friend. Boom's engine (dsda-doom's reference at complevels 7..10) clears
  // the bits; vanilla DOOM (Chocolate Doom's reference) keeps a patch's stray bits, unused.
  if (ps.compat.mbf) {
    if (type === MT_PLAYER) mo.flags |= MF.FRIEND;
  } else if (ps.compat.boom) mo.flags &= ~(MF.BOUNCES | MF.FRIEND | MF.TOUCHY);
  mo.health = d.infoSpawnHealth[type];
  if (ps.skill !== 5) mo.reactiontime = d.infoReactionTime[type];
  mo.lastlook = ps.rng.pRandom(PR_LASTLOOK) % 4;
  const st = d.infoSpawnState[type];
  mo.state = st;
  mo.tics = ps.stateTics[st];
  setThingPosition(ps, mo);
  mo.floorz = mo.sector.floorheight;
  mo.ceilingz = mo.sector.ceilingheight;
  mo.dropoffz = mo.floorz;
  if (z === ONFLOORZ) mo.z = mo.floorz;
  else if (z === ONCEILINGZ) mo.z = (mo.ceilingz - mo.height) | 0;
  else mo.z = z;
  ps.thinkers.add(mo);
  updateThread(ps, mo);
  ps.mobjSpawned(mo);
  return mo;
}

/** P_RemoveMobj (items placed on the map join the respawn queue, used by deathmatch 2 only). */
export function removeMobj(ps: SimState, mo: Mobj): void {
  unsetThingPosition(ps, mo);
  if (!ps.compat.vanilla) delSeclist(ps);
  // LxDoom on: the removed thing lets go of what it pointed at (older games keep the pointers, and
  // with them the counts, for good).
  if (ps.compat.complevel >= COMPLEVEL_LXDOOM) {
    mo.target = null;
    mo.tracer = null;
    mo.lastenemy = null;
  }
  ps.thinkers.remove(mo);
  updateThread(ps, mo);
  ps.mobjRemoved(mo);
}

/** P_SetMobjState: enters `state` (running its action) and goes on through zero-tic states. False when removed. */
export function setMobjState(ps: SimState, mo: Mobj, state: number): boolean {
  let guard = 0;
  do {
    if (state === 0) {
      mo.state = 0;
      removeMobj(ps, mo);
      return false;
    }
    mo.state = state;
    mo.tics = ps.stateTics[state];
    const action = ps.defs.stateAction[state];
    if (action !== 0) ps.mobjAction(ps, action, mo);
    state = ps.defs.stateNext[state];
    if (++guard > 1000000) throw new Error(`thing type ${mo.type}: endless cycle of zero-tic states`);
  } while (mo.tics === 0);
  return true;
}

/** P_ExplodeMissile. */
export function explodeMissile(ps: SimState, mo: Mobj): void {
  mo.momx = 0; mo.momy = 0; mo.momz = 0;
  setMobjState(ps, mo, ps.defs.infoDeathState[mo.type]);
  mo.tics -= ps.rng.pRandom(PR_EXPLODE) & 3;
  if (mo.tics < 1) mo.tics = 1;
  mo.flags &= ~MF.MISSILE;
  ps.sound(mo, ps.defs.infoDeathSound[mo.type]);
}

/** P_XYMovement. */
export function xyMovement(ps: SimState, mo: Mobj): void {
  if (mo.momx === 0 && mo.momy === 0) {
    if (mo.flags & MF.SKULLFLY) {
      mo.flags &= ~MF.SKULLFLY;
      mo.momx = 0; mo.momy = 0; mo.momz = 0;
      setMobjState(ps, mo, ps.defs.infoSpawnState[mo.type]);
    }
    return;
  }
  const player = mo.player;
  const oldx = mo.x, oldy = mo.y;
  if (mo.momx > MAXMOVE) mo.momx = MAXMOVE;
  else if (mo.momx < -MAXMOVE) mo.momx = -MAXMOVE;
  if (mo.momy > MAXMOVE) mo.momy = MAXMOVE;
  else if (mo.momy < -MAXMOVE) mo.momy = -MAXMOVE;
  let xmove = mo.momx, ymove = mo.momy;
  // From LxDoom on (complevel 10; MBF's fix) long moves west or south are split too, as long moves
  // east and north always were (vanilla's missed walls, keys grabbed through them).
  const splitNegative = ps.compat.complevel >= COMPLEVEL_LXDOOM;
  do {
    let ptryx: number, ptryy: number;
    if (xmove > MAXMOVE / 2 || ymove > MAXMOVE / 2 || (splitNegative && (xmove < -MAXMOVE / 2 || ymove < -MAXMOVE / 2))) {
      ptryx = (mo.x + ((xmove / 2) | 0)) | 0;
      ptryy = (mo.y + ((ymove / 2) | 0)) | 0;
      xmove >>= 1;
      ymove >>= 1;
    } else {
      ptryx = (mo.x + xmove) | 0;
      ptryy = (mo.y + ymove) | 0;
      xmove = 0;
      ymove = 0;
    }
    const crossings = portalCrossings(ps);
    if (!tryMove(ps, mo, ptryx, ptryy, true)) {
      // MBF: a bouncer, or a thing other than a player sliding on ice into a wall, bounces off it.
      if (!(mo.flags & MF.MISSILE) && ps.compat.mbf && (mo.flags & MF.BOUNCES || (player === null && ps.tm.blockline !== null
        && ps.variableFriction && mo.z <= mo.floorz && getFriction(ps, mo) > FRICTION))) bounceOffWall(ps, mo);
      else if (mo.player !== null) slideMove(ps, mo);
      else if (mo.flags & MF.MISSILE) {
        const cl = ps.tm.ceilingline;
        // The sky hack: missiles vanish into the sky; Boom only when it is above the sky's ceiling
        // (below it, the missile hit the wall under the sky and explodes).
        if (cl !== null && cl.backsector !== null && cl.backsector.ceilingpic === ps.level.skyflatnum
          && (ps.compat.vanilla || mo.z > cl.backsector.ceilingheight)) {
          removeMobj(ps, mo);
          return;
        }
        explodeMissile(ps, mo);
      } else {
        mo.momx = 0;
        mo.momy = 0;
      }
    }
    // Portals (not DOOM's; portal-move.ts): the rest of a split move turns with the thing through a portal.
    if ((xmove !== 0 || ymove !== 0) && portalCrossings(ps) !== crossings) {
      const tx = portalTurnX(ps, xmove, ymove);
      ymove = portalTurnY(ps, xmove, ymove);
      xmove = tx;
    }
  } while (xmove !== 0 || ymove !== 0);

  if (player !== null && player.cheats & 4) {
    mo.momx = 0; mo.momy = 0;
    return;
  }
  if (mo.flags & (MF.MISSILE | MF.SKULLFLY)) return;
  if (mo.z > mo.floorz) return;
  // MBF: a bouncer hanging over a ledge keeps sliding, as a corpse does.
  if (mo.flags & MF.CORPSE || (ps.compat.mbf && ((mo.flags & MF.BOUNCES && mo.z > mo.dropoffz) || mo.intflags & MIF_FALLING))) {
    if (mo.momx > FRACUNIT / 4 || mo.momx < -FRACUNIT / 4 || mo.momy > FRACUNIT / 4 || mo.momy < -FRACUNIT / 4) {
      if (mo.floorz !== mo.sector.floorheight) return;
    }
  }
  if (mo.momx > -STOPSPEED && mo.momx < STOPSPEED && mo.momy > -STOPSPEED && mo.momy < STOPSPEED
    && (player === null || (player.cmd.forwardMove === 0 && player.cmd.sideMove === 0))) {
    // A voodoo doll coming to rest stops its player's running frames in DOOM, not at Boom's levels
    // (7–9: only the player's own body does; dsda-doom's rule).
    if (player !== null && ((player.mo!.state - S_PLAY_RUN1) >>> 0) < 4
      && (ps.compat.vanilla || player.mo === mo || ps.compat.complevel >= 10)) setMobjState(ps, player.mo!, S_PLAY);
    mo.momx = 0;
    mo.momy = 0;
  } else if (ps.compat.boom && !ps.compat.mbf) {
    // Boom's friction (friction.ts): what the friction thinkers set this tic, back to DOOM's after;
    // from Boom 2.02, a thing that did not move (stuck on ice against a wall) slows as on normal floor.
    const still = ps.compat.complevel >= 9 && oldx === mo.x && oldy === mo.y;
    const friction = still ? FRICTION : mo.friction;
    mo.momx = fixedMul(mo.momx, friction);
    mo.momy = fixedMul(mo.momy, friction);
    mo.friction = FRICTION;
  } else if (ps.compat.mbf) {
    // MBF: the friction of the floors the thing touches, read as it moves (friction.ts).
    const friction = getFriction(ps, mo);
    mo.momx = fixedMul(mo.momx, friction);
    mo.momy = fixedMul(mo.momy, friction);
  } else {
    mo.momx = fixedMul(mo.momx, FRICTION);
    mo.momy = fixedMul(mo.momy, FRICTION);
  }
}

/**
 * MBF: a bouncing thing (not a missile) blocked in its move reflects its momentum off the line that
 * blocked it (halving the part across the line when it falls under gravity); blocked by a thing, it stops.
 */
function bounceOffWall(ps: SimState, mo: Mobj): void {
  const bl = ps.tm.blockline;
  if (bl === null) {
    mo.momx = 0;
    mo.momy = 0;
    return;
  }
  const ux = bl.dx >> FRACBITS, uy = bl.dy >> FRACBITS;
  const len2 = (Math.imul(ux, ux) + Math.imul(uy, uy)) | 0;
  const r = len2 === 0 ? 0 : (((Math.imul(ux, mo.momx) + Math.imul(uy, mo.momy)) | 0) / len2) | 0;
  const x = fixedMul(r, bl.dx), y = fixedMul(r, bl.dy);
  mo.momx = (x * 2 - mo.momx) | 0;
  mo.momy = (y * 2 - mo.momy) | 0;
  if (!(mo.flags & MF.NOGRAVITY)) {
    mo.momx = (((mo.momx + x) | 0) / 2) | 0;
    mo.momy = (((mo.momy + y) | 0) / 2) | 0;
  }
}

const BOUNCE_DONE = 0, BOUNCE_FLOAT = 1;

/**
 * MBF's bouncing in P_ZMovement (a thing with MF.BOUNCES and vertical momentum): off floors (with
 * decay under gravity: 0.45, floaters 0.70, or 0.85 with DROPOFF; at rest under mass × gravity / 64)
 * and non-sky ceilings; missiles vanish into a sky and explode when they come to rest. BOUNCE_FLOAT:
 * a live floating monster goes on to DOOM's float-toward-target and clipping (the height already moved).
 */
function bounceZ(ps: SimState, mo: Mobj): number {
  mo.z = (mo.z + mo.momz) | 0;
  const floater = mo.flags & MF.FLOAT && sentient(ps, mo) ? BOUNCE_FLOAT : BOUNCE_DONE;
  if (mo.z <= mo.floorz) {
    mo.z = mo.floorz;
    if (mo.momz < 0) {
      mo.momz = -mo.momz | 0;
      if (!(mo.flags & MF.NOGRAVITY)) {
        const decay = mo.flags & MF.FLOAT ? (mo.flags & MF.DROPOFF ? BOUNCE_85 : BOUNCE_70) : BOUNCE_45;
        mo.momz = fixedMul(mo.momz, decay);
        if (Math.abs(mo.momz) <= Math.imul(ps.defs.infoMass[mo.type], (GRAVITY * 4) / 256)) mo.momz = 0;
      }
      if (mo.flags & MF.TOUCHY && mo.intflags & MIF_ARMED && mo.health > 0) {
        damageMobj(ps, mo, null, null, mo.health);
        return BOUNCE_DONE;
      }
      return floater;
    }
  } else if (mo.z >= ((mo.ceilingz - mo.height) | 0)) {
    mo.z = (mo.ceilingz - mo.height) | 0;
    if (mo.momz > 0) {
      if (mo.sector.ceilingpic !== ps.level.skyflatnum) mo.momz = -mo.momz | 0;
      else if (mo.flags & MF.MISSILE) {
        removeMobj(ps, mo);
        return BOUNCE_DONE;
      } else if (mo.flags & MF.NOGRAVITY) mo.momz = -mo.momz | 0;
      return floater;
    }
  } else {
    if (!(mo.flags & MF.NOGRAVITY)) mo.momz = (mo.momz - Math.imul(ps.defs.infoMass[mo.type], GRAVITY / 256)) | 0;
    return floater;
  }
  // Came to rest against the floor or ceiling.
  mo.momz = 0;
  if (mo.flags & MF.MISSILE) {
    const cl = ps.tm.ceilingline;
    if (cl !== null && cl.backsector !== null && cl.backsector.ceilingpic === ps.level.skyflatnum && mo.z > cl.backsector.ceilingheight) {
      removeMobj(ps, mo);
      return BOUNCE_DONE;
    }
    explodeMissile(ps, mo);
  }
  return floater;
}
const BOUNCE_45 = (FRACUNIT * 0.45) | 0, BOUNCE_70 = (FRACUNIT * 0.7) | 0, BOUNCE_85 = (FRACUNIT * 0.85) | 0;

/** P_ZMovement. */
export function zMovement(ps: SimState, mo: Mobj): void {
  const p = mo.player;
  if (mo.flags & MF.BOUNCES && mo.momz !== 0 && ps.compat.mbf) {
    // MBF's bouncers.
    if (bounceZ(ps, mo) === BOUNCE_DONE || mo.fn < 0) return;
  } else {
    if (p !== null && mo.z < mo.floorz) {
      p.viewheight = (p.viewheight - (mo.floorz - mo.z)) | 0;
      p.deltaviewheight = (VIEWHEIGHT - p.viewheight) >> 3;
    }
    mo.z = (mo.z + mo.momz) | 0;
  }
  if (mo.flags & MF.FLOAT && mo.target !== null) {
    if (!(mo.flags & MF.SKULLFLY) && !(mo.flags & MF.INFLOAT)) {
      const dist = aproxDistance(mo.x - mo.target.x, mo.y - mo.target.y);
      const delta = (mo.target.z + (mo.height >> 1) - mo.z) | 0;
      if (delta < 0 && dist < -(delta * 3)) mo.z = (mo.z - FLOATSPEED) | 0;
      else if (delta > 0 && dist < delta * 3) mo.z = (mo.z + FLOATSPEED) | 0;
    }
  }
  if (mo.z <= mo.floorz) {
    // The Ultimate DOOM's executable and later turn a charging lost soul back off the floor; DOOM II
    // 1.9's stops it, and (the code after the stop) negates a momentum already 0 (Compat).
    if (ps.skullBounce && mo.flags & MF.SKULLFLY) mo.momz = -mo.momz | 0;
    if (mo.momz < 0) {
      if (mo.flags & MF.TOUCHY && mo.intflags & MIF_ARMED && mo.health > 0 && ps.compat.mbf) {
        damageMobj(ps, mo, null, null, mo.health); // MBF: an armed touchy thing dies landing
      } else if (p !== null && mo.momz < -GRAVITY * 8) {
        p.deltaviewheight = mo.momz >> 3;
        ps.sound(mo, SFX.oof);
      }
      mo.momz = 0;
    }
    mo.z = mo.floorz;
    if (!ps.skullBounce && mo.flags & MF.SKULLFLY) mo.momz = -mo.momz | 0;
    if (mo.flags & MF.MISSILE && !(mo.flags & MF.NOCLIP)) {
      explodeMissile(ps, mo);
      return;
    }
  } else if (mo.flags2 & MF2_LOGRAV && ps.compat.mbf21) {
    // MBF21's low gravity: an eighth of DOOM's pull.
    if (mo.momz === 0) mo.momz = -(GRAVITY >> 3) * 2;
    else mo.momz = (mo.momz - (GRAVITY >> 3)) | 0;
  } else if (!(mo.flags & MF.NOGRAVITY)) {
    if (mo.momz === 0) mo.momz = -GRAVITY * 2;
    else mo.momz = (mo.momz - GRAVITY) | 0;
  }
  if (((mo.z + mo.height) | 0) > mo.ceilingz) {
    if (mo.momz > 0) mo.momz = 0;
    mo.z = (mo.ceilingz - mo.height) | 0;
    if (mo.flags & MF.SKULLFLY) mo.momz = -mo.momz | 0;
    if (mo.flags & MF.MISSILE && !(mo.flags & MF.NOCLIP)) {
      explodeMissile(ps, mo);
    }
  }
}

/** P_MobjThinker. */
export function mobjThinker(ps: SimState, mo: Mobj): void {
  if (mo.momx !== 0 || mo.momy !== 0 || mo.flags & MF.SKULLFLY) {
    xyMovement(ps, mo);
    if (mo.fn < 0) return;
  }
  if (mo.z !== mo.floorz || mo.momz !== 0) {
    zMovement(ps, mo);
    if (mo.fn < 0) return;
  } else if (mo.momx === 0 && mo.momy === 0 && ps.compat.mbf && !sentient(ps, mo)) {
    mo.intflags |= MIF_ARMED; // MBF: a thing at rest is armed (a touchy one now dies when touched)
    // MBF: one hanging over a ledge is tipped off it (mbf-torque.ts).
    if (mo.z > mo.dropoffz && !(mo.flags & MF.NOGRAVITY) && !ps.compat.has(COMP_FALLOFF)) applyTorque(ps, mo);
    else {
      mo.intflags &= ~MIF_FALLING;
      mo.gear = 0;
    }
  }
  // MBF21: a sector with the kill-grounded-monsters bit kills the monsters standing on its floor.
  if (ps.compat.mbf21 && mo.sector.special & 0x2000 && mo.z === mo.floorz && mo.player === null
    && mo.flags & MF.SHOOTABLE && !(mo.flags & MF.FLOAT)) {
    damageMobj(ps, mo, null, null, 10000);
    if (mo.fn < 0) return;
  }
  if (mo.tics !== -1) {
    mo.tics--;
    if (mo.tics === 0) setMobjState(ps, mo, ps.defs.stateNext[mo.state]);
  } else {
    if (!(mo.flags & MF.COUNTKILL)) return;
    if (!ps.respawnmonsters) return;
    mo.movecount++;
    if (mo.movecount < 12 * 35) return;
    if (ps.leveltime & 31) return;
    if (ps.rng.pRandom(PR_RESPAWN) > 4) return;
    nightmareRespawn(ps, mo);
  }
}

/** P_NightmareRespawn. */
function nightmareRespawn(ps: SimState, mobj: Mobj): void {
  const x = mobj.spawnpoint.x << 16, y = mobj.spawnpoint.y << 16;
  if (!checkPosition(ps, mobj, x, y)) return;
  let mo = spawnMobj(ps, mobj.x, mobj.y, mobj.sector.floorheight, MT_TFOG);
  ps.sound(mo, SFX.telept);
  const sec = ps.level.pointInSector(x, y);
  mo = spawnMobj(ps, x, y, sec.floorheight, MT_TFOG);
  ps.sound(mo, SFX.telept);
  const z = ps.defs.infoFlags[mobj.type] & MF.SPAWNCEILING ? ONCEILINGZ : ONFLOORZ;
  mo = spawnMobj(ps, x, y, z, mobj.type);
  copySpawnPoint(mo, mobj);
  mo.angle = mapAngle(mobj.spawnpoint.angle);
  if (mobj.spawnpoint.options & 8) mo.flags |= MF.AMBUSH;
  mo.reactiontime = 18;
  removeMobj(ps, mobj);
}

function copySpawnPoint(to: Mobj, from: Mobj): void {
  const a = to.spawnpoint, b = from.spawnpoint;
  a.x = b.x; a.y = b.y; a.angle = b.angle; a.type = b.type; a.options = b.options;
}

/** ANG45 · (degrees / 45), C's division: a map thing's facing as a binary angle. */
export function mapAngle(degrees: number): number {
  return Math.imul(ANG45, (degrees / 45) | 0) >>> 0;
}

/** P_SpawnPlayer. */
export function spawnPlayer(ps: SimState, x: number, y: number, angle: number, type: number, options: number): void {
  const p = ps.player;
  if (p.playerstate === 2) p.reborn(ps.defs);
  const mo = spawnMobj(ps, x << 16, y << 16, ONFLOORZ, MT_PLAYER);
  if (type > 1) mo.flags |= (type - 1) << 26;
  mo.angle = mapAngle(angle);
  mo.player = p;
  mo.health = p.health;
  mo.spawnpoint.x = x; mo.spawnpoint.y = y; mo.spawnpoint.angle = angle; mo.spawnpoint.type = type; mo.spawnpoint.options = options;
  p.mo = mo;
  p.playerstate = 0;
  p.refire = 0;
  p.message = '';
  p.damagecount = 0;
  p.bonuscount = 0;
  p.extralight = 0;
  p.fixedcolormap = 0;
  p.viewheight = VIEWHEIGHT;
  setupPsprites(ps, p);
}

/** P_SpawnMapThing (single player: deathmatch starts kept aside, multiplayer-only things skipped). */
export function spawnMapThing(ps: SimState, x: number, y: number, angle: number, type: number, options: number): void {
  if (type === 11 || type <= 0) return;
  // MBF reads a thing's bit 128 (a friend) unless bit 256 says an old editor filled the unused bits.
  if (ps.compat.mbf && options & 256) options &= 0x1f;
  if (type <= 4) {
    if (type === 1) spawnPlayer(ps, x, y, angle, type, options);
    // MBF's helper dogs (the `dogs` option): one, a friend, at each of the first starts of players 2..4.
    else if (type - 1 <= ps.compat.options.dogs && !ps.dogSpawned[type - 1]) {
      ps.dogSpawned[type - 1] = true;
      spawnMapThingAs(ps, x, y, angle, type, options | MTF_FRIEND, MT_DOGS);
    }
    return;
  }
  if (options & 16) return;
  // DOOM's gameskill is 0-based (sk_baby 0 .. sk_nightmare 4); ours is 1..5.
  const bit = ps.skill === 1 ? 1 : ps.skill === 5 ? 4 : 1 << (ps.skill - 2);
  if (!(options & bit)) return;
  // Boom's point pushers and pullers are no things here (pushers.ts stands them in), but spawning
  // one draws P_SpawnMobj's random lastlook, which the things after it depend on.
  if (ps.compat.boom && (type === 5001 || type === 5002)) {
    ps.rng.pRandom(PR_LASTLOOK);
    return;
  }
  let t = ps.defs.typeForDoomednum(type);
  // Boom's and MBF's thing types (pushers, the dog, the beta items) are no things in vanilla DOOM.
  if (t >= DOOM_TYPE_COUNT && !ps.compat.boom) t = -1;
  if (t < 0) {
    ps.warn(`thing of unknown type ${type} at (${x}, ${y}) not spawned`);
    return;
  }
  const flags = ps.defs.infoFlags[t];
  if (ps.nomonsters && (t === MT_SKULL || flags & MF.COUNTKILL)) return;
  spawnMapThingAs(ps, x, y, angle, type, options, t);
}

/** MBF's thing flag: the thing is a friend. */
const MTF_FRIEND = 128;

/** The spawning half of P_SpawnMapThing: thing type `t` for map thing `type`. */
function spawnMapThingAs(ps: SimState, x: number, y: number, angle: number, type: number, options: number, t: number): void {
  const flags = ps.defs.infoFlags[t];
  const z = flags & MF.SPAWNCEILING ? ONCEILINGZ : ONFLOORZ;
  const mo = spawnMobj(ps, x << 16, y << 16, z, t);
  if (ps.compat.mbf && !(mo.flags & MF.FRIEND) && options & MTF_FRIEND) {
    mo.flags |= MF.FRIEND;
    updateThread(ps, mo);
    mo.health = spawnHealth(ps, mo);
  }
  mo.spawnpoint.x = x; mo.spawnpoint.y = y; mo.spawnpoint.angle = angle; mo.spawnpoint.type = type; mo.spawnpoint.options = options;
  if (mo.tics > 0) mo.tics = 1 + (ps.rng.pRandom(PR_SPAWNTHING) % mo.tics);
  // (MBF leaves friends out of the kills to make.)
  if (mo.flags & MF.COUNTKILL && !(ps.compat.mbf && mo.flags & MF.FRIEND)) ps.totalkills++;
  if (mo.flags & MF.COUNTITEM) ps.totalitems++;
  mo.angle = mapAngle(angle);
  if (options & 8) mo.flags |= MF.AMBUSH;
}

/** P_SpawnPuff. */
export function spawnPuff(ps: SimState, x: number, y: number, z: number): void {
  z = (z + (ps.rng.pSubRandom(PR_SPAWNPUFF) << 10)) | 0;
  const th = spawnMobj(ps, x, y, z, MT_PUFF);
  th.momz = FRACUNIT;
  th.tics -= ps.rng.pRandom(PR_SPAWNPUFF) & 3;
  if (th.tics < 1) th.tics = 1;
  if (attackRange(ps) === MELEERANGE) setMobjState(ps, th, S_PUFF3);
}

/** P_SpawnBlood. */
export function spawnBlood(ps: SimState, x: number, y: number, z: number, damage: number): void {
  z = (z + (ps.rng.pSubRandom(PR_SPAWNBLOOD) << 10)) | 0;
  const th = spawnMobj(ps, x, y, z, MT_BLOOD);
  th.momz = FRACUNIT * 2;
  th.tics -= ps.rng.pRandom(PR_SPAWNBLOOD) & 3;
  if (th.tics < 1) th.tics = 1;
  if (damage <= 12 && damage >= 9) setMobjState(ps, th, S_BLOOD2);
  else if (damage < 9) setMobjState(ps, th, S_BLOOD3);
}

/** P_CheckMissileSpawn: a missile starts half a move out, and explodes at once in a wall. */
export function checkMissileSpawn(ps: SimState, th: Mobj): void {
  th.tics -= ps.rng.pRandom(PR_MISSILE) & 3;
  if (th.tics < 1) th.tics = 1;
  const ox = th.x, oy = th.y;
  th.x = (th.x + (th.momx >> 1)) | 0;
  th.y = (th.y + (th.momy >> 1)) | 0;
  th.z = (th.z + (th.momz >> 1)) | 0;
  // MBF: a thing fired that is no missile (a grenade) is not checked against the walls here.
  if (!(th.flags & MF.MISSILE) && ps.compat.mbf) return;
  // Portals (not DOOM's; portal-move.ts): a half step across a portal goes through it.
  if (portalSpawnStep(ps, th, ox, oy)) return;
  if (!tryMove(ps, th, th.x, th.y)) explodeMissile(ps, th);
}

/** P_SpawnMissile: from a monster at its target. */
export function spawnMissile(ps: SimState, source: Mobj, dest: Mobj, type: number): Mobj {
  const th = spawnMobj(ps, source.x, source.y, (source.z + 32 * FRACUNIT) | 0, type);
  th.target = source;
  // Portals (not DOOM's; portal-move.ts): at the target's nearer image through a portal.
  const aim = portalAimPoint(ps, source, dest);
  const destx = aim.imgX, desty = aim.imgY, destz = aim.imgZ;
  pointToAngleOut(source.x, source.y, destx, desty);
  let an = ANGLE_OUT[0];
  if (dest.flags & MF.SHADOW) an = (an + (ps.rng.pSubRandom(PR_SHADOW) << 20)) >>> 0;
  th.angle = an;
  const fa = an >>> ANGLETOFINESHIFT;
  const speed = ps.infoSpeed[type];
  th.momx = fixedMul(speed, FINECOSINE[fa]);
  th.momy = fixedMul(speed, FINESINE[fa]);
  let dist = aproxDistance(destx - source.x, desty - source.y);
  dist = (dist / speed) | 0;
  if (dist < 1) dist = 1;
  th.momz = (((destz - source.z) | 0) / dist) | 0;
  checkMissileSpawn(ps, th);
  return th;
}

/** P_SpawnPlayerMissile: autoaimed up or down at what is in front, ±(1 << 26) tried when nothing is. */
export function spawnPlayerMissile(ps: SimState, source: Mobj, type: number): Mobj {
  let an = source.angle;
  let slope = aimLineAttack(ps, source, an >>> ANGLETOFINESHIFT, 16 * 64 * FRACUNIT);
  if (ps.tm.linetarget === null) {
    an = (an + (1 << 26)) >>> 0;
    slope = aimLineAttack(ps, source, an >>> ANGLETOFINESHIFT, 16 * 64 * FRACUNIT);
    if (ps.tm.linetarget === null) {
      an = (an - (2 << 26)) >>> 0;
      slope = aimLineAttack(ps, source, an >>> ANGLETOFINESHIFT, 16 * 64 * FRACUNIT);
    }
    if (ps.tm.linetarget === null) {
      an = source.angle;
      slope = 0;
    }
  }
  const th = spawnMobj(ps, source.x, source.y, (source.z + 32 * FRACUNIT) | 0, type);
  th.target = source;
  th.angle = an;
  const speed = ps.defs.infoSpeed[type];
  th.momx = fixedMul(speed, FINECOSINE[an >>> ANGLETOFINESHIFT]);
  th.momy = fixedMul(speed, FINESINE[an >>> ANGLETOFINESHIFT]);
  th.momz = fixedMul(speed, slope);
  checkMissileSpawn(ps, th);
  return th;
}
