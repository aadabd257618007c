// DOOM's things (p_mobj): the Mobj — a map object with a position in 16.16, a binary angle, a state
// of the state machine, momentum and flags — and what happens to one: spawning (map things with
// their random start into the first state, the player, puffs, blood, missiles), the state machine
// (actions run as a state is entered), removal, and each tic's think: horizontal movement with
// DOOM's move splitting, slide and friction, vertical movement with gravity and landing.
import { FRACUNIT, ANG45, ANGLETOFINESHIFT, FINECOSINE, FINESINE, INT_MAX, INT_MIN, aproxDistance, fixedMul, ANGLE_OUT, pointToAngleOut } from './fixed.js';
import {
  MF, MOBJ_INFO, MOBJ_TYPE_COUNT, STATE_ACTION, STATE_NEXT, mobjIndex, mobjTypeForDoomednum, stateIndex,
} from './data/things-info.js';
import { Thinker } from './thinker.js';
import type { Sector } from './level.js';
import type { Playsim } from './playsim.js';
import type { PlayerState } from './player-state.js';
import { setThingPosition, unsetThingPosition } from './map-util.js';
import { delSeclist, type SecNode } from './sector-nodes.js';
import { aimLineAttack, attackRange, slideMove, tryMove } from './map-move.js';
import { runMobjAction } from './actions.js';
import { portalCrossings, portalSpawnStep, portalTurnX, portalTurnY } from './portal-move.js';
import { SFX } from './data/sounds.js';
import { PR_EXPLODE, PR_LASTLOOK, PR_MISSILE, PR_RESPAWN, PR_SHADOW, PR_SPAWNBLOOD, PR_SPAWNPUFF, PR_SPAWNTHING } from './data/random.js';

export const ONFLOORZ = INT_MIN;
export const ONCEILINGZ = INT_MAX;
export const MAXMOVE = 30 * FRACUNIT;
export const STOPSPEED = 0x1000;
export const FRICTION = 0xe800;
export const GRAVITY = FRACUNIT;
export const VIEWHEIGHT = 41 * FRACUNIT;
export const FLOATSPEED = 4 * FRACUNIT;
export const MELEERANGE = 64 * FRACUNIT;

/** Per type, in DOOM's raw units: radius and height 16.16; speed 16.16 for missiles, else whole units. */
export const INFO_RADIUS = Int32Array.from(MOBJ_INFO, (m) => Math.round(m.radius * FRACUNIT));
export const INFO_HEIGHT = Int32Array.from(MOBJ_INFO, (m) => Math.round(m.height * FRACUNIT));
export const INFO_SPEED = Int32Array.from(MOBJ_INFO, (m) => (m.flags & MF.MISSILE ? Math.round(m.speed * FRACUNIT) : m.speed));

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
const S_PLAY = stateIndex('S_PLAY');
const S_PLAY_RUN1 = stateIndex('S_PLAY_RUN1');
const S_PUFF3 = stateIndex('S_PUFF3');
const S_BLOOD2 = stateIndex('S_BLOOD2');
const S_BLOOD3 = stateIndex('S_BLOOD3');

/** The map thing a Mobj came from (mapthing_t), for respawns. */
export class SpawnPoint {
  x = 0;
  y = 0;
  angle = 0;
  type = 0;
  options = 0;
}

export class Mobj extends Thinker {
  x = 0;
  y = 0;
  z = 0;
  /** Sector links (snext, sprev) and block links (bnext, bprev). */
  snext: Mobj | null = null;
  sprev: Mobj | null = null;
  bnext: Mobj | null = null;
  bprev: Mobj | null = null;
  /** Binary angle, unsigned. */
  angle = 0;
  /** The sector of the subsector holding the thing's centre. */
  sector: Sector = null as unknown as Sector;
  floorz = 0;
  ceilingz = 0;
  radius = 0;
  height = 0;
  momx = 0;
  momy = 0;
  momz = 0;
  validcount = 0;
  type = 0;
  tics = 0;
  state = 0;
  flags = 0;
  health = 0;
  movedir = 0;
  movecount = 0;
  target: Mobj | null = null;
  reactiontime = 0;
  threshold = 0;
  player: PlayerState | null = null;
  lastlook = 0;
  readonly spawnpoint = new SpawnPoint();
  tracer: Mobj | null = null;
  /** Boom's remembered former target (monsters_remember): taken up again when the current one is gone. */
  lastenemy: Mobj | null = null;
  /** Boom's list of the sectors this thing touches (sector-nodes.ts); null in vanilla games. */
  touchingSectors: SecNode | null = null;
  /** The World's drawn-thing slot showing this thing, -1 for none. */
  slot = -1;
  /** True once the thing has started a sound (its removal then stops it: S_StopSound). */
  sounded = false;

  constructor(readonly ps: Playsim) {
    super();
  }

  think(): void {
    mobjThinker(this.ps, this);
  }

  /** Clears every field for reuse from the pool. */
  reset(): void {
    this.x = 0; this.y = 0; this.z = 0;
    this.snext = null; this.sprev = null; this.bnext = null; this.bprev = null;
    this.angle = 0; this.floorz = 0; this.ceilingz = 0; this.radius = 0; this.height = 0;
    this.momx = 0; this.momy = 0; this.momz = 0; this.validcount = 0; this.type = 0; this.tics = 0;
    this.state = 0; this.flags = 0; this.health = 0; this.movedir = 0; this.movecount = 0; this.target = null;
    this.reactiontime = 0; this.threshold = 0; this.player = null; this.lastlook = 0; this.tracer = null;
    this.lastenemy = null;
    this.touchingSectors = null;
    const sp = this.spawnpoint;
    sp.x = 0; sp.y = 0; sp.angle = 0; sp.type = 0; sp.options = 0;
    this.slot = -1;
    this.sounded = false;
  }
}

/** P_SpawnMobj. */
export function spawnMobj(ps: Playsim, x: number, y: number, z: number, type: number): Mobj {
  const mo = ps.allocMobj();
  mo.type = type;
  mo.x = x;
  mo.y = y;
  mo.radius = INFO_RADIUS[type];
  mo.height = INFO_HEIGHT[type];
  const info = MOBJ_INFO[type];
  mo.flags = info.flags;
  mo.health = info.spawnHealth;
  if (ps.skill !== 5) mo.reactiontime = info.reactionTime;
  mo.lastlook = ps.rng.pRandom(PR_LASTLOOK) % 4;
  const st = info.spawnState;
  mo.state = st;
  mo.tics = ps.stateTics[st];
  setThingPosition(ps, mo);
  mo.floorz = mo.sector.floorheight;
  mo.ceilingz = mo.sector.ceilingheight;
  if (z === ONFLOORZ) mo.z = mo.floorz;
  else if (z === ONCEILINGZ) mo.z = (mo.ceilingz - mo.height) | 0;
  else mo.z = z;
  ps.thinkers.add(mo);
  ps.mobjSpawned(mo);
  return mo;
}

/** P_RemoveMobj (items placed on the map join the respawn queue, used by deathmatch 2 only). */
export function removeMobj(ps: Playsim, mo: Mobj): void {
  unsetThingPosition(ps, mo);
  if (!ps.compat.vanilla) delSeclist(ps);
  ps.thinkers.remove(mo);
  ps.mobjRemoved(mo);
}

/** P_SetMobjState: enters `state` (running its action) and goes on through zero-tic states. False when removed. */
export function setMobjState(ps: Playsim, mo: Mobj, state: number): boolean {
  let guard = 0;
  do {
    if (state === 0) {
      mo.state = 0;
      removeMobj(ps, mo);
      return false;
    }
    mo.state = state;
    mo.tics = ps.stateTics[state];
    const action = STATE_ACTION[state];
    if (action !== 0) runMobjAction(ps, action, mo);
    state = STATE_NEXT[state];
    if (++guard > 1000000) throw new Error(`thing type ${mo.type}: endless cycle of zero-tic states`);
  } while (mo.tics === 0);
  return true;
}

/** P_ExplodeMissile. */
export function explodeMissile(ps: Playsim, mo: Mobj): void {
  mo.momx = 0; mo.momy = 0; mo.momz = 0;
  setMobjState(ps, mo, MOBJ_INFO[mo.type].deathState);
  mo.tics -= ps.rng.pRandom(PR_EXPLODE) & 3;
  if (mo.tics < 1) mo.tics = 1;
  mo.flags &= ~MF.MISSILE;
  ps.sound(mo, deathSound(mo.type));
}

function deathSound(type: number): number {
  const n = MOBJ_INFO[type].name;
  if (n === 'MT_ROCKET') return SFX.barexp;
  if (n === 'MT_PLASMA' || n === 'MT_BFG') return SFX.firxpl;
  return 0;
}

/** P_XYMovement. */
export function xyMovement(ps: Playsim, mo: Mobj): void {
  if (mo.momx === 0 && mo.momy === 0) {
    if (mo.flags & MF.SKULLFLY) {
      mo.flags &= ~MF.SKULLFLY;
      mo.momx = 0; mo.momy = 0; mo.momz = 0;
      setMobjState(ps, mo, MOBJ_INFO[mo.type].spawnState);
    }
    return;
  }
  const player = mo.player;
  if (mo.momx > MAXMOVE) mo.momx = MAXMOVE;
  else if (mo.momx < -MAXMOVE) mo.momx = -MAXMOVE;
  if (mo.momy > MAXMOVE) mo.momy = MAXMOVE;
  else if (mo.momy < -MAXMOVE) mo.momy = -MAXMOVE;
  let xmove = mo.momx, ymove = mo.momy;
  do {
    let ptryx: number, ptryy: number;
    if (xmove > MAXMOVE / 2 || ymove > MAXMOVE / 2) {
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
      if (mo.player !== null) slideMove(ps, mo);
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
  if (mo.flags & MF.CORPSE) {
    if (mo.momx > FRACUNIT / 4 || mo.momx < -FRACUNIT / 4 || mo.momy > FRACUNIT / 4 || mo.momy < -FRACUNIT / 4) {
      if (mo.floorz !== mo.sector.floorheight) return;
    }
  }
  if (mo.momx > -STOPSPEED && mo.momx < STOPSPEED && mo.momy > -STOPSPEED && mo.momy < STOPSPEED
    && (player === null || (player.cmd.forwardMove === 0 && player.cmd.sideMove === 0))) {
    if (player !== null && ((player.mo!.state - S_PLAY_RUN1) >>> 0) < 4) setMobjState(ps, player.mo!, S_PLAY);
    mo.momx = 0;
    mo.momy = 0;
  } else {
    mo.momx = fixedMul(mo.momx, FRICTION);
    mo.momy = fixedMul(mo.momy, FRICTION);
  }
}

/** P_ZMovement. */
export function zMovement(ps: Playsim, mo: Mobj): void {
  const p = mo.player;
  if (p !== null && mo.z < mo.floorz) {
    p.viewheight = (p.viewheight - (mo.floorz - mo.z)) | 0;
    p.deltaviewheight = (VIEWHEIGHT - p.viewheight) >> 3;
  }
  mo.z = (mo.z + mo.momz) | 0;
  if (mo.flags & MF.FLOAT && mo.target !== null) {
    if (!(mo.flags & MF.SKULLFLY) && !(mo.flags & MF.INFLOAT)) {
      const dist = aproxDistance(mo.x - mo.target.x, mo.y - mo.target.y);
      const delta = (mo.target.z + (mo.height >> 1) - mo.z) | 0;
      if (delta < 0 && dist < -(delta * 3)) mo.z = (mo.z - FLOATSPEED) | 0;
      else if (delta > 0 && dist < delta * 3) mo.z = (mo.z + FLOATSPEED) | 0;
    }
  }
  if (mo.z <= mo.floorz) {
    // Both Freedoom IWADs play as Ultimate DOOM / Final DOOM: the lost soul bounce is corrected.
    if (mo.flags & MF.SKULLFLY) mo.momz = -mo.momz | 0;
    if (mo.momz < 0) {
      if (p !== null && mo.momz < -GRAVITY * 8) {
        p.deltaviewheight = mo.momz >> 3;
        ps.sound(mo, SFX.oof);
      }
      mo.momz = 0;
    }
    mo.z = mo.floorz;
    if (mo.flags & MF.MISSILE && !(mo.flags & MF.NOCLIP)) {
      explodeMissile(ps, mo);
      return;
    }
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
export function mobjThinker(ps: Playsim, mo: Mobj): void {
  if (mo.momx !== 0 || mo.momy !== 0 || mo.flags & MF.SKULLFLY) {
    xyMovement(ps, mo);
    if (mo.fn < 0) return;
  }
  if (mo.z !== mo.floorz || mo.momz !== 0) {
    zMovement(ps, mo);
    if (mo.fn < 0) return;
  }
  if (mo.tics !== -1) {
    mo.tics--;
    if (mo.tics === 0) setMobjState(ps, mo, STATE_NEXT[mo.state]);
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
function nightmareRespawn(ps: Playsim, mobj: Mobj): void {
  const x = mobj.spawnpoint.x << 16, y = mobj.spawnpoint.y << 16;
  if (!ps.checkPosition(mobj, x, y)) return;
  let mo = spawnMobj(ps, mobj.x, mobj.y, mobj.sector.floorheight, MT_TFOG);
  ps.sound(mo, SFX.telept);
  const sec = ps.level.pointInSector(x, y);
  mo = spawnMobj(ps, x, y, sec.floorheight, MT_TFOG);
  ps.sound(mo, SFX.telept);
  const z = MOBJ_INFO[mobj.type].flags & MF.SPAWNCEILING ? ONCEILINGZ : ONFLOORZ;
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
export function spawnPlayer(ps: Playsim, x: number, y: number, angle: number, type: number, options: number): void {
  const p = ps.player;
  if (p.playerstate === 2) p.reborn();
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
  ps.setupPsprites(p);
}

/** P_SpawnMapThing (single player: deathmatch starts kept aside, multiplayer-only things skipped). */
export function spawnMapThing(ps: Playsim, x: number, y: number, angle: number, type: number, options: number): void {
  if (type === 11 || type <= 0) return;
  if (type <= 4) {
    if (type === 1) spawnPlayer(ps, x, y, angle, type, options);
    return;
  }
  if (options & 16) return;
  // DOOM's gameskill is 0-based (sk_baby 0 .. sk_nightmare 4); ours is 1..5.
  const bit = ps.skill === 1 ? 1 : ps.skill === 5 ? 4 : 1 << (ps.skill - 2);
  if (!(options & bit)) return;
  const t = mobjTypeForDoomednum(type);
  if (t < 0 || t >= MOBJ_TYPE_COUNT) {
    ps.warn(`thing of unknown type ${type} at (${x}, ${y}) not spawned`);
    return;
  }
  const info = MOBJ_INFO[t];
  if (ps.nomonsters && (t === MT_SKULL || info.flags & MF.COUNTKILL)) return;
  const z = info.flags & MF.SPAWNCEILING ? ONCEILINGZ : ONFLOORZ;
  const mo = spawnMobj(ps, x << 16, y << 16, z, t);
  mo.spawnpoint.x = x; mo.spawnpoint.y = y; mo.spawnpoint.angle = angle; mo.spawnpoint.type = type; mo.spawnpoint.options = options;
  if (mo.tics > 0) mo.tics = 1 + (ps.rng.pRandom(PR_SPAWNTHING) % mo.tics);
  if (mo.flags & MF.COUNTKILL) ps.totalkills++;
  if (mo.flags & MF.COUNTITEM) ps.totalitems++;
  mo.angle = mapAngle(angle);
  if (options & 8) mo.flags |= MF.AMBUSH;
}

/** P_SpawnPuff. */
export function spawnPuff(ps: Playsim, x: number, y: number, z: number): void {
  z = (z + (ps.rng.pSubRandom(PR_SPAWNPUFF) << 10)) | 0;
  const th = spawnMobj(ps, x, y, z, MT_PUFF);
  th.momz = FRACUNIT;
  th.tics -= ps.rng.pRandom(PR_SPAWNPUFF) & 3;
  if (th.tics < 1) th.tics = 1;
  if (attackRange(ps) === MELEERANGE) setMobjState(ps, th, S_PUFF3);
}

/** P_SpawnBlood. */
export function spawnBlood(ps: Playsim, x: number, y: number, z: number, damage: number): void {
  z = (z + (ps.rng.pSubRandom(PR_SPAWNBLOOD) << 10)) | 0;
  const th = spawnMobj(ps, x, y, z, MT_BLOOD);
  th.momz = FRACUNIT * 2;
  th.tics -= ps.rng.pRandom(PR_SPAWNBLOOD) & 3;
  if (th.tics < 1) th.tics = 1;
  if (damage <= 12 && damage >= 9) setMobjState(ps, th, S_BLOOD2);
  else if (damage < 9) setMobjState(ps, th, S_BLOOD3);
}

/** P_CheckMissileSpawn: a missile starts half a move out, and explodes at once in a wall. */
export function checkMissileSpawn(ps: Playsim, th: Mobj): void {
  th.tics -= ps.rng.pRandom(PR_MISSILE) & 3;
  if (th.tics < 1) th.tics = 1;
  const ox = th.x, oy = th.y;
  th.x = (th.x + (th.momx >> 1)) | 0;
  th.y = (th.y + (th.momy >> 1)) | 0;
  th.z = (th.z + (th.momz >> 1)) | 0;
  // Portals (not DOOM's; portal-move.ts): a half step across a portal goes through it.
  if (portalSpawnStep(ps, th, ox, oy)) return;
  if (!tryMove(ps, th, th.x, th.y)) explodeMissile(ps, th);
}

/** P_SpawnMissile: from a monster at its target. */
export function spawnMissile(ps: Playsim, source: Mobj, dest: Mobj, type: number): Mobj {
  const th = spawnMobj(ps, source.x, source.y, (source.z + 32 * FRACUNIT) | 0, type);
  th.target = source;
  pointToAngleOut(source.x, source.y, dest.x, dest.y);
  let an = ANGLE_OUT[0];
  if (dest.flags & MF.SHADOW) an = (an + (ps.rng.pSubRandom(PR_SHADOW) << 20)) >>> 0;
  th.angle = an;
  const fa = an >>> ANGLETOFINESHIFT;
  const speed = ps.infoSpeed[type];
  th.momx = fixedMul(speed, FINECOSINE[fa]);
  th.momy = fixedMul(speed, FINESINE[fa]);
  let dist = aproxDistance(dest.x - source.x, dest.y - source.y);
  dist = (dist / speed) | 0;
  if (dist < 1) dist = 1;
  th.momz = (((dest.z - source.z) | 0) / dist) | 0;
  checkMissileSpawn(ps, th);
  return th;
}

/** P_SpawnPlayerMissile: autoaimed up or down at what is in front, ±(1 << 26) tried when nothing is. */
export function spawnPlayerMissile(ps: Playsim, source: Mobj, type: number): void {
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
  const speed = INFO_SPEED[type];
  th.momx = fixedMul(speed, FINECOSINE[an >>> ANGLETOFINESHIFT]);
  th.momy = fixedMul(speed, FINESINE[an >>> ANGLETOFINESHIFT]);
  th.momz = fixedMul(speed, slope);
  checkMissileSpawn(ps, th);
}
