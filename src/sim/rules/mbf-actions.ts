// MBF's code pointers (mbfedit.txt): the actions MBF added for DEHACKED/BEX patches, most of them
// steered by the two numbers of the frame that names them (DEHACKED's "Unknown 1" and "Unknown 2",
// MBF's misc1 and misc2). They run as dsda-doom runs them: from complevel 10 (LxDoom, the first
// engine with MBF's pointers) for most, from complevel 11 (MBF) for A_BetaSkullAttack and A_Stop;
// below that a state naming one does nothing (actions.ts warns once per pointer at load).
// MBF draws its random numbers by class (Boom's pr_class_t): every draw here goes through
// mbfRandom() with its class, so the game's RNG can tell the classes apart where Boom's does.
import { ANG90, FRACBITS, FRACUNIT, aproxDistance, fixedMul } from '../base/fixed.js';
import { FINECOSINE, FINESINE, FINETANGENT } from '../../defs/doom/tables.js';
import { MF, mobjIndex } from '../../defs/doom/things-info.js';
import { Line } from '../base/level.js';
import { MIF_LINEDONE, checkMissileSpawn, setMobjState, spawnMissile, spawnMobj } from './mobj.js';
import { type Mobj } from '../base/thing.js';
import { radiusAttack } from './map-move.js';
import { damageMobj } from './interaction.js';
import { checkMeleeRange, faceTarget } from './enemy.js';
import { crossSpecialLine } from './specials.js';
import { useSpecialLine } from './switches.js';
import { PS_WEAPON, WP_PLASMA, PlayerState } from '../base/player-state.js';
import { recoil } from './weapons.js';
import type { SimState } from '../base/sim-state.js';
import { COMPLEVEL_LXDOOM } from '../base/compat.js';
import { PR_BFG, PR_RANDOMJUMP, PR_SKULLFLY } from '../../defs/doom/random.js';

/** One draw of P_Random(cls): Boom's class `cls` (data/random.ts) under Boom-family rules. */
export function mbfRandom(ps: SimState, cls: number): number {
  return ps.rng.pRandom(cls);
}

/** The first complevel at which dsda-doom runs MBF's code pointers (LxDoom's). */
export const COMPLEVEL_MBF_POINTERS = COMPLEVEL_LXDOOM;

const MT_SKULL = mobjIndex('MT_SKULL');
const MT_FATSHOT = mobjIndex('MT_FATSHOT');
const MT_PLASMA1 = mobjIndex('MT_PLASMA1');
const MT_PLASMA2 = mobjIndex('MT_PLASMA2');
/** ANG90 / 768 and ANG90 / 640 (C's unsigned division): the beta BFG's spread steps. */
const OLDBFG_STEP1 = Math.floor(ANG90 / 768), OLDBFG_STEP2 = Math.floor(ANG90 / 640);

function pointersRun(ps: SimState): boolean {
  return ps.compat.complevel >= COMPLEVEL_MBF_POINTERS;
}

/** The binary angle of `degrees` degrees, as MBF computes it: ((uint64)degrees << 32) / 360, kept to 32 bits. */
export function mbfDegreesToAngle(degrees: number): number {
  // (d mod 2^32) = q × 360 + r: the q × 2^32 part leaves no trace in 32 bits, so only r counts.
  const r = (degrees >>> 0) % 360;
  return Math.floor((r * 4294967296) / 360) >>> 0;
}

/** A_Die: the thing kills itself (damage = its health, from nothing). */
export function aDie(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  damageMobj(ps, mo, null, null, mo.health);
}

/** A_Detonate: A_Explode with the thing type's damage as both the damage and the reach. */
export function aDetonate(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  radiusAttack(ps, mo, mo.target, ps.defs.infoDamage[mo.type]);
}

/** Stand-in for the aiming point P_SpawnMissile reads (x, y, z and the shadow bit). */
const aimPoint = { x: 0, y: 0, z: 0, flags: 0 };

/**
 * A_Mushroom: an explosion (A_Explode), then a cloud of mancubus fireballs aimed at a grid of points
 * around the thing every 8 units out to its damage, each raised by its distance × misc1 (default 4.0)
 * and its speed scaled by misc2 (default 0.5), falling under gravity. The frame's numbers are read at
 * MBF's complevel (11) and MBF21's only; elsewhere the defaults.
 */
export function aMushroom(ps: SimState, actor: Mobj): void {
  if (!pointersRun(ps)) return;
  const useMisc = ps.compat.complevel === 11 || ps.compat.mbf21;
  const m1 = ps.defs.stateMisc1[actor.state], m2 = ps.defs.stateMisc2[actor.state];
  const misc1 = useMisc && m1 !== 0 ? m1 : FRACUNIT * 4;
  const misc2 = useMisc && m2 !== 0 ? m2 : FRACUNIT / 2;
  const n = ps.defs.infoDamage[actor.type];
  radiusAttack(ps, actor, actor.target, 128);
  const ax = actor.x, ay = actor.y, az = actor.z, aflags = actor.flags;
  for (let i = -n; i <= n; i += 8) {
    for (let j = -n; j <= n; j += 8) {
      aimPoint.x = (ax + (i << FRACBITS)) | 0;
      aimPoint.y = (ay + (j << FRACBITS)) | 0;
      aimPoint.z = (az + Math.imul(aproxDistance(i, j), misc1)) | 0;
      aimPoint.flags = aflags;
      const mo = spawnMissile(ps, actor, aimPoint as unknown as Mobj, MT_FATSHOT);
      mo.momx = fixedMul(mo.momx, misc2);
      mo.momy = fixedMul(mo.momy, misc2);
      mo.momz = fixedMul(mo.momz, misc2);
      mo.flags &= ~MF.NOGRAVITY;
    }
  }
}

/** A_Spawn: spawns thing type misc1 − 1 (0: none) at the thing's x, y and its z + misc2 units; a friend's spawn is a friend. */
export function aSpawn(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  const m1 = ps.defs.stateMisc1[mo.state];
  if (m1 === 0) return;
  const type = m1 - 1;
  if (type < 0 || type >= ps.defs.typeCount) return; // warned at load (checkCodePointers)
  const z = ((ps.defs.stateMisc2[mo.state] << FRACBITS) + mo.z) | 0;
  const spawned = spawnMobj(ps, mo.x, mo.y, z, type);
  if (ps.compat.mbf) spawned.flags = (spawned.flags & ~MF.FRIEND) | (mo.flags & MF.FRIEND);
}

/** A_Turn: turns the thing by misc1 degrees (counter-clockwise). */
export function aTurn(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  mo.angle = (mo.angle + mbfDegreesToAngle(ps.defs.stateMisc1[mo.state])) >>> 0;
}

/** A_Face: faces the thing to misc1 degrees. */
export function aFace(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  mo.angle = mbfDegreesToAngle(ps.defs.stateMisc1[mo.state]);
}

/** A_Scratch: faces the target; within melee range, plays sound misc2 (0: none) and hurts it by misc1. */
export function aScratch(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  if (mo.target === null) return;
  faceTarget(ps, mo);
  if (!checkMeleeRange(ps, mo)) return;
  const sound = ps.defs.stateMisc2[mo.state];
  if (sound !== 0 && sound < ps.defs.soundNames.length) ps.sound(mo, sound);
  damageMobj(ps, mo.target, mo, mo, ps.defs.stateMisc1[mo.state]);
}

/** A_PlaySound: plays sound misc1 from the thing, or everywhere at full volume when misc2 is not 0. */
export function aPlaySound(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  const sound = ps.defs.stateMisc1[mo.state];
  if (sound <= 0 || sound >= ps.defs.soundNames.length) return;
  ps.sound(ps.defs.stateMisc2[mo.state] !== 0 ? null : mo, sound);
}

/** A_RandomJump: to state misc1 when a random number (0..255) is below misc2 (a chance of misc2 in 256). */
export function aRandomJump(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  const st = mo.state;
  if (mbfRandom(ps, PR_RANDOMJUMP) < ps.defs.stateMisc2[st]) {
    const to = ps.defs.stateMisc1[st];
    if (to >= 0 && to < ps.defs.stateCount) setMobjState(ps, mo, to);
  }
}

/** A_LineEffect's stand-ins, one per game: the copy of the level's first line and the pretend player. */
const lineEffectScratch = new WeakMap<SimState, { line: Line; player: PlayerState }>();

/**
 * A_LineEffect: runs line special misc1 with tag misc2 as if the thing were a live player using, or
 * else crossing, a copy of the level's first line (so a manual door opens that line's back sector and
 * a switch changes that line's texture, as in MBF). A special that clears itself (once only) is not
 * run again by this thing.
 */
export function aLineEffect(ps: SimState, mo: Mobj): void {
  if (!pointersRun(ps)) return;
  if (mo.intflags & MIF_LINEDONE) return;
  const lines = ps.level.lines;
  if (lines.length === 0) return;
  const special = ps.defs.stateMisc1[mo.state];
  if (special === 0) return;
  let scratch = lineEffectScratch.get(ps);
  if (scratch === undefined) {
    const line = new Line(0);
    line.dirty = true; // never listed for the World: it is no line of the map
    scratch = { line, player: new PlayerState() };
    lineEffectScratch.set(ps, scratch);
  }
  const junk = scratch.line, first = lines[0];
  junk.v1x = first.v1x; junk.v1y = first.v1y; junk.v2x = first.v2x; junk.v2y = first.v2y;
  junk.dx = first.dx; junk.dy = first.dy; junk.flags = first.flags;
  junk.side0 = first.side0; junk.side1 = first.side1;
  junk.bbox.set(first.bbox);
  junk.slopetype = first.slopetype;
  junk.frontsector = first.frontsector; junk.backsector = first.backsector;
  junk.specialdata = first.specialdata;
  junk.special = (special << 16) >> 16; // a short, as MBF's line_t holds it
  junk.tag = (ps.defs.stateMisc2[mo.state] << 16) >> 16;
  const oldPlayer = mo.player;
  mo.player = scratch.player;
  scratch.player.health = 100;
  if (!useSpecialLine(ps, mo, junk, 0)) crossSpecialLine(ps, junk, 0, mo);
  if (junk.special === 0) mo.intflags |= MIF_LINEDONE;
  mo.player = oldPlayer;
}

/** A_BetaSkullAttack: the pre-beta lost soul's bite: faces the target and hurts it by 1..8 × damage (not another lost soul). */
export function aBetaSkullAttack(ps: SimState, actor: Mobj): void {
  if (!ps.compat.mbf) return;
  const target = actor.target;
  if (target === null || target.type === MT_SKULL) return;
  ps.sound(actor, ps.defs.infoAttackSound[actor.type]);
  faceTarget(ps, actor);
  const damage = Math.imul((mbfRandom(ps, PR_SKULLFLY) % 8) + 1, ps.defs.infoDamage[actor.type]);
  damageMobj(ps, target, actor, actor, damage);
}

/** A_Stop: the thing stops dead (all momentum 0). */
export function aStop(ps: SimState, actor: Mobj): void {
  if (!ps.compat.mbf) return;
  actor.momx = 0;
  actor.momy = 0;
  actor.momz = 0;
}

/**
 * A_FireOldBFG (a weapon frame's): the pre-beta BFG — one cell, the muzzle light, and two plasma balls
 * (MT_PLASMA1 then MT_PLASMA2, bouncing missiles at 25 × the sine tables) fired from 62 units up less
 * the weapon sprite's height, each spread by its own two draws: up to ±7.5° sideways, ±9° in pitch. No
 * autoaim (MBF's beta emulation has none). With weapon recoil on, a kick of the plasma rifle's at a quarter.
 */
export function aFireOldBfg(ps: SimState, player: PlayerState): void {
  if (!ps.compat.mbf) return;
  const mo = player.mo;
  if (mo === null) return;
  recoil(ps, player, 512, WP_PLASMA);
  const ammo = ps.defs.weaponAmmo[player.readyweapon];
  if (ammo >= 0 && ammo < player.ammo.length) player.ammo[ammo] -= 1;
  player.extralight = 2;
  const z = (mo.z + 62 * FRACUNIT - player.psprites[PS_WEAPON].sy) | 0;
  for (let k = 0; k < 2; k++) {
    const an1 = (Math.imul((mbfRandom(ps, PR_BFG) & 127) - 64, OLDBFG_STEP1) + mo.angle) >>> 0;
    const an2 = (Math.imul((mbfRandom(ps, PR_BFG) & 127) - 64, OLDBFG_STEP2) + ANG90) >>> 0;
    const th = spawnMobj(ps, mo.x, mo.y, z, k === 0 ? MT_PLASMA1 : MT_PLASMA2);
    th.target = mo;
    th.angle = an1;
    th.momx = Math.imul(FINECOSINE[an1 >>> 19], 25);
    th.momy = Math.imul(FINESINE[an1 >>> 19], 25);
    th.momz = Math.imul(FINETANGENT[an2 >>> 19], 25);
    checkMissileSpawn(ps, th);
  }
}
