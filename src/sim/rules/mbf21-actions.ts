// MBF21's code pointers (the MBF21 v1.4 specification; dsda-doom 0.25.6's behaviour where it is
// silent): the things' and the weapons' actions steered by a frame's Args1..Args8 (src/defs's
// stateArgs; an arg a patch left unset takes its pointer's default, MBF21_POINTER_ARGS). They run at
// complevel 21 only, as in dsda-doom; elsewhere a frame naming one does nothing (actions.ts warns).
// A_HealChase is not run yet (it needs the arch-vile's corpse search, enemy-boss.ts).
// Random numbers come from Boom's pr_mbf21 class.
import { ANG90, ANG180, ANGLETOFINESHIFT, ANGLE_OUT, FRACUNIT, aproxDistance, fixedMul, pointToAngleOut } from '../base/fixed.js';
import { FINECOSINE, FINESINE, FINETANGENT } from '../../defs/doom/tables.js';
import { MF, stateIndex } from '../../defs/doom/things-info.js';
import { PR_DEFECT } from '../../defs/doom/random.js';
import { CODE_POINTER_NAMES, codePointerIndex } from '../../defs/code-pointers.js';
import { MBF21_POINTER_ARGS, STATE_ARGS } from '../../defs/mbf21-defs.js';
import { setMobjState, spawnMissile, spawnMobj, spawnPlayerMissile } from './mobj.js';
import type { Mobj } from '../base/thing.js';
import { MISSILERANGE, aimLineAttack, lineAttack, radiusAttack } from './map-move.js';
import { damageMobj } from './interaction.js';
import { faceTarget, noiseAlert } from './enemy.js';
import { checkSight } from '../base/sight.js';
import { bulletSlope, checkAmmo, setPsprite } from './weapons.js';
import { AM_NOAMMO, PS_FLASH, PW_STRENGTH, WP_NOCHANGE, type PlayerState, type PspDef } from '../base/player-state.js';
import { BT_ATTACK } from '../base/ticcmd.js';
import type { SimState } from '../base/sim-state.js';

/** Boom's pr_mbf21 class (two after pr_defect: pr_heretic lies between). */
export const PR_MBF21 = PR_DEFECT + 2;

/** ANG1 as dsda-doom's FixedToAngle multiplies by it (ANG45 / 45, truncated). */
const ANG1 = Math.floor(0x20000000 / 45);
const ANGLE_MAX = 0xffffffff;
const FINEANGLES = 8192;
const S_PLAY_ATK2 = stateIndex('S_PLAY_ATK2');

/** Frame `state`'s arg `k` (0-based): the patch's value, else its pointer's default (0 when none). */
export function stateArg(ps: SimState, state: number, k: number): number {
  const d = ps.defs;
  if (d.stateArgsSet[state] & (1 << k)) return d.stateArgs[state * STATE_ARGS + k];
  const defaults = DEFAULTS[d.stateAction[state]];
  return defaults !== undefined && k < defaults.length ? defaults[k] : d.stateArgs[state * STATE_ARGS + k];
}
/** Default args by code pointer number. */
const DEFAULTS: (readonly number[] | undefined)[] = CODE_POINTER_NAMES.map((n) => MBF21_POINTER_ARGS.get(n));

/** FixedToAngle: fixed-point degrees (non-negative) as a binary angle, ((uint64)a × ANG1) >> 16, kept to 32 bits. */
export function fixedToAngle(a: number): number {
  // a × ANG1 needs up to 63 bits: split a into 16-bit halves so each product stays exact.
  const u = a >>> 0;
  const hi = u >>> 16, lo = u & 0xffff;
  // (hi·2^16 + lo)·ANG1 >> 16 = hi·ANG1 + (lo·ANG1 >> 16), modulo 2^32.
  return (((hi * ANG1) % 4294967296) + Math.floor((lo * ANG1) / 65536)) >>> 0;
}

/** An angle in whole degrees as a binary angle offset: (int64)degrees << 16 / 360, truncated, kept to 32 bits. */
function degreesOffset(fixedDegrees: number): number {
  return Math.trunc((fixedDegrees * 65536) / 360) | 0;
}

/** AngleToSlope, clamped to ±90°: the tangent of a signed binary angle. */
function angleToSlope(a: number): number {
  if (a > 0x40000000) return FINETANGENT[0];
  if (-a > 0x40000000) return FINETANGENT[FINEANGLES / 2 - 1];
  return FINETANGENT[((0x40000000 - a) >>> 0) >>> ANGLETOFINESHIFT];
}

/** DegToSlope: a pitch in fixed-point degrees as a slope. */
function degToSlope(a: number): number {
  return a >= 0 ? angleToSlope(fixedToAngle(a) | 0) : angleToSlope(-(fixedToAngle(-a) | 0));
}

/** P_RandomHitscanAngle: a spread in (−spread, spread) fixed-point degrees, as a signed binary angle. */
function randomHitscanAngle(ps: SimState, spread: number): number {
  const bam = spread < 0 ? fixedToAngle(-spread) : fixedToAngle(spread);
  const t = ps.rng.pRandom(PR_MBF21);
  const u = ps.rng.pRandom(PR_MBF21);
  return Math.trunc((bam * (t - u)) / 255) | 0;
}

/** P_RandomHitscanSlope: a vertical spread as a slope. */
function randomHitscanSlope(ps: SimState, spread: number): number {
  return angleToSlope(randomHitscanAngle(ps, spread));
}

/** P_CheckFov: `t2` within `fov` (a binary angle) centred on `t1`'s facing. */
function checkFov(t1: Mobj, t2: Mobj, fov: number): boolean {
  pointToAngleOut(t1.x, t1.y, t2.x, t2.y);
  const angle = ANGLE_OUT[0];
  const minang = (t1.angle - (fov >>> 1)) >>> 0, maxang = (t1.angle + (fov >>> 1)) >>> 0;
  return minang > maxang ? angle >= minang || angle <= maxang : angle >= minang && angle <= maxang;
}

/** P_CheckRange: the target is no friend of a friend, nearer than `range` and in sight. */
function checkRange(ps: SimState, actor: Mobj, range: number): boolean {
  const pl = actor.target;
  return pl !== null && !(actor.flags & pl.flags & MF.FRIEND) && aproxDistance((pl.x - actor.x) | 0, (pl.y - actor.y) | 0) < range
    && checkSight(ps, actor, pl);
}

/** The tracer or target a thing points at, dropped when it has left the game. */
function live(mo: Mobj | null): Mobj | null {
  return mo !== null && mo.fn >= 0 ? mo : null;
}

// ---------------------------------------------------------------- the things' pointers

/** A_SpawnObject(type, angle, x, y, z, vx, vy, vz): spawns a thing relative to the actor's facing. */
function aSpawnObject(ps: SimState, actor: Mobj): void {
  const st = actor.state;
  const typeNum = stateArg(ps, st, 0);
  if (typeNum === 0) return;
  const type = typeNum - 1;
  if (type < 0 || type >= ps.defs.typeCount) return;
  const an = (actor.angle + degreesOffset(stateArg(ps, st, 1))) >>> 0;
  const fan = an >>> ANGLETOFINESHIFT;
  const ox = stateArg(ps, st, 2), oy = stateArg(ps, st, 3), oz = stateArg(ps, st, 4);
  const vx = stateArg(ps, st, 5), vy = stateArg(ps, st, 6), vz = stateArg(ps, st, 7);
  const dx = (fixedMul(ox, FINECOSINE[fan]) - fixedMul(oy, FINESINE[fan])) | 0;
  const dy = (fixedMul(ox, FINESINE[fan]) + fixedMul(oy, FINECOSINE[fan])) | 0;
  const mo = spawnMobj(ps, (actor.x + dx) | 0, (actor.y + dy) | 0, (actor.z + oz) | 0, type);
  mo.angle = an;
  mo.momx = (fixedMul(vx, FINECOSINE[fan]) - fixedMul(vy, FINESINE[fan])) | 0;
  mo.momy = (fixedMul(vx, FINESINE[fan]) + fixedMul(vy, FINECOSINE[fan])) | 0;
  mo.momz = vz;
  const d = ps.defs;
  if (d.infoFlags[mo.type] & (MF.MISSILE | MF.BOUNCES)) {
    if (d.infoFlags[actor.type] & (MF.MISSILE | MF.BOUNCES)) {
      mo.target = live(actor.target);
      mo.tracer = live(actor.tracer);
    } else {
      mo.target = actor;
      mo.tracer = live(actor.target);
    }
  }
}

/** Turns a fresh missile by `angle` degrees, sets its speed along it with `pitch`, and offsets it. */
function aimMissile(ps: SimState, mo: Mobj, shooterAngle: number, angle: number, pitch: number, ofsXY: number, ofsZ: number): void {
  mo.angle = (mo.angle + degreesOffset(angle)) >>> 0;
  const an = mo.angle >>> ANGLETOFINESHIFT;
  const speed = ps.infoSpeed[mo.type];
  mo.momx = fixedMul(speed, FINECOSINE[an]);
  mo.momy = fixedMul(speed, FINESINE[an]);
  mo.momz = (mo.momz + fixedMul(speed, degToSlope(pitch))) | 0;
  const side = ((shooterAngle - ANG90) >>> 0) >>> ANGLETOFINESHIFT;
  mo.x = (mo.x + fixedMul(ofsXY, FINECOSINE[side])) | 0;
  mo.y = (mo.y + fixedMul(ofsXY, FINESINE[side])) | 0;
  mo.z = (mo.z + ofsZ) | 0;
}

/** A_MonsterProjectile(type, angle, pitch, hoffset, voffset): a missile at the target. */
function aMonsterProjectile(ps: SimState, actor: Mobj): void {
  const st = actor.state, target = actor.target;
  const typeNum = stateArg(ps, st, 0);
  if (target === null || typeNum === 0) return;
  const type = typeNum - 1;
  if (type < 0 || type >= ps.defs.typeCount) return;
  faceTarget(ps, actor);
  const mo = spawnMissile(ps, actor, target, type);
  aimMissile(ps, mo, actor.angle, stateArg(ps, st, 1), stateArg(ps, st, 2), stateArg(ps, st, 3), stateArg(ps, st, 4));
  mo.tracer = live(actor.target);
}

/** A_MonsterBulletAttack(hspread, vspread, count, damage, modulus): hitscans at the target. */
function aMonsterBulletAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  const st = actor.state;
  const hspread = stateArg(ps, st, 0), vspread = stateArg(ps, st, 1), n = stateArg(ps, st, 2);
  const base = stateArg(ps, st, 3), mod = stateArg(ps, st, 4);
  faceTarget(ps, actor);
  ps.sound(actor, ps.defs.infoAttackSound[actor.type]);
  const aimslope = aimLineAttack(ps, actor, actor.angle >>> ANGLETOFINESHIFT, MISSILERANGE);
  for (let i = 0; i < n; i++) {
    const damage = Math.imul((ps.rng.pRandom(PR_MBF21) % mod) + 1, base);
    const angle = (actor.angle + randomHitscanAngle(ps, hspread)) >>> 0;
    const slope = (aimslope + randomHitscanSlope(ps, vspread)) | 0;
    lineAttack(ps, actor, angle >>> ANGLETOFINESHIFT, MISSILERANGE, slope, damage);
  }
}

/** A_MonsterMeleeAttack(damage, modulus, sound, range): a bite within reach (0: the type's Melee range). */
function aMonsterMeleeAttack(ps: SimState, actor: Mobj): void {
  const target = actor.target;
  if (target === null) return;
  const st = actor.state;
  const base = stateArg(ps, st, 0), mod = stateArg(ps, st, 1), sound = stateArg(ps, st, 2);
  let range = stateArg(ps, st, 3);
  if (range === 0) range = ps.defs.infoMeleeRange[actor.type];
  range = (range + ps.defs.infoRadius[target.type] - 20 * FRACUNIT) | 0;
  faceTarget(ps, actor);
  if (!checkRange(ps, actor, range)) return;
  if (sound > 0 && sound < ps.defs.soundNames.length) ps.sound(actor, sound);
  const damage = Math.imul((ps.rng.pRandom(PR_MBF21) % mod) + 1, base);
  damageMobj(ps, actor.target!, actor, actor, damage);
}

/** A_SeekTracer(threshold, maxturn): a homing missile turns toward its tracer (P_SeekerMissile). */
function aSeekTracer(ps: SimState, actor: Mobj): void {
  const st = actor.state;
  const thresh = fixedToAngle(stateArg(ps, st, 0)), turnMax = fixedToAngle(stateArg(ps, st, 1));
  const target = live(actor.tracer);
  if (target === null) return;
  if (!(target.flags & MF.SHOOTABLE)) { actor.tracer = null; return; }
  pointToAngleOut(actor.x, actor.y, target.x, target.y);
  const a1 = actor.angle, a2 = ANGLE_OUT[0];
  let delta: number, clockwise: boolean;
  if (a2 > a1) {
    const diff = (a2 - a1) >>> 0;
    if (diff > ANG180) { delta = (ANGLE_MAX - diff) >>> 0; clockwise = false; } else { delta = diff; clockwise = true; }
  } else {
    const diff = (a1 - a2) >>> 0;
    if (diff > ANG180) { delta = (ANGLE_MAX - diff) >>> 0; clockwise = true; } else { delta = diff; clockwise = false; }
  }
  if (delta > thresh) {
    delta >>>= 1;
    if (delta > turnMax) delta = turnMax;
  }
  actor.angle = (clockwise ? actor.angle + delta : actor.angle - delta) >>> 0;
  const an = actor.angle >>> ANGLETOFINESHIFT;
  const speed = ps.infoSpeed[actor.type];
  actor.momx = fixedMul(speed, FINECOSINE[an]);
  actor.momy = fixedMul(speed, FINESINE[an]);
  // seekcenter: always toward the middle of the tracer's height.
  let dist = aproxDistance((target.x - actor.x) | 0, (target.y - actor.y) | 0);
  dist = speed !== 0 ? (dist / speed) | 0 : 1;
  if (dist < 1) dist = 1;
  actor.momz = (((target.z + ((target.height / 2) | 0) - actor.z) | 0) / dist) | 0;
}

/** RoughBlockCheck: the first shootable thing linked in block `index` that `mo` would home on. */
function roughBlockCheck(ps: SimState, mo: Mobj, index: number, fov: number): Mobj | null {
  for (let link = ps.level.blocklinks[index]; link !== null; link = link.bnext) {
    if (!(link.flags & MF.SHOOTABLE) || link === mo.target) continue;
    const t = mo.target;
    if (t !== null && !((link.flags ^ t.flags) & MF.FRIEND) && t.target !== link) continue;
    if (fov > 0 && !checkFov(mo, link, fov)) continue;
    if (!checkSight(ps, mo, link)) continue;
    return link;
  }
  return null;
}

/** P_RoughTargetSearch: rings of blocks around `mo`, out to `distance` blocks. */
function roughTargetSearch(ps: SimState, mo: Mobj, fov: number, distance: number): Mobj | null {
  const lv = ps.level, w = lv.bmapwidth, h = lv.bmapheight;
  const startX = (mo.x - lv.bmaporgx) >> 23, startY = (mo.y - lv.bmaporgy) >> 23;
  let target: Mobj | null;
  if (startX >= 0 && startX < w && startY >= 0 && startY < h && (target = roughBlockCheck(ps, mo, startY * w + startX, fov)) !== null) return target;
  for (let count = 1; count <= distance; count++) {
    let blockX = startX - count, blockY = startY - count;
    blockY = blockY < 0 ? 0 : blockY >= h ? h - 1 : blockY;
    blockX = blockX < 0 ? 0 : blockX >= w ? w - 1 : blockX;
    let blockIndex = blockY * w + blockX;
    let firstStop = startX + count;
    if (firstStop < 0) continue;
    if (firstStop >= w) firstStop = w - 1;
    let secondStop = startY + count;
    if (secondStop < 0) continue;
    if (secondStop >= h) secondStop = h - 1;
    const thirdStop = secondStop * w + blockX;
    secondStop = secondStop * w + firstStop;
    firstStop += blockY * w;
    const finalStop = blockIndex;
    for (; blockIndex <= firstStop; blockIndex++) if ((target = roughBlockCheck(ps, mo, blockIndex, fov)) !== null) return target;
    for (blockIndex--; blockIndex <= secondStop; blockIndex += w) if ((target = roughBlockCheck(ps, mo, blockIndex, fov)) !== null) return target;
    for (blockIndex -= w; blockIndex >= thirdStop; blockIndex--) if ((target = roughBlockCheck(ps, mo, blockIndex, fov)) !== null) return target;
    for (blockIndex++; blockIndex > finalStop; blockIndex -= w) if ((target = roughBlockCheck(ps, mo, blockIndex, fov)) !== null) return target;
  }
  return null;
}

/** A_JumpIf…: to frame `to` (a frame that exists). */
function jump(ps: SimState, mo: Mobj, to: number): void {
  if (to >= 0 && to < ps.defs.stateCount) setMobjState(ps, mo, to);
}

// ---------------------------------------------------------------- the weapons' pointers

/** P_SetPspritePtr: the weapon sprite `psp` of `player` enters frame `to`. */
function setPsp(ps: SimState, player: PlayerState, psp: PspDef, to: number): void {
  if (to < 0 || to >= ps.defs.stateCount) return;
  setPsprite(ps, player, player.psprites[PS_FLASH] === psp ? PS_FLASH : 0, to);
}

/** A_WeaponProjectile(type, angle, pitch, hoffset, voffset). */
function aWeaponProjectile(ps: SimState, player: PlayerState, st: number): void {
  const typeNum = stateArg(ps, st, 0), pmo = player.mo;
  if (typeNum === 0 || pmo === null) return;
  const type = typeNum - 1;
  if (type < 0 || type >= ps.defs.typeCount) return;
  const mo = spawnPlayerMissile(ps, pmo, type);
  aimMissile(ps, mo, pmo.angle, stateArg(ps, st, 1), stateArg(ps, st, 2), stateArg(ps, st, 3), stateArg(ps, st, 4));
  mo.tracer = ps.tm.linetarget;
}

/** A_WeaponBulletAttack(hspread, vspread, count, damage, modulus). */
function aWeaponBulletAttack(ps: SimState, player: PlayerState, st: number): void {
  const mo = player.mo;
  if (mo === null) return;
  const hspread = stateArg(ps, st, 0), vspread = stateArg(ps, st, 1), n = stateArg(ps, st, 2);
  const base = stateArg(ps, st, 3), mod = stateArg(ps, st, 4);
  const slope0 = bulletSlope(ps, mo);
  for (let i = 0; i < n; i++) {
    const damage = Math.imul((ps.rng.pRandom(PR_MBF21) % mod) + 1, base);
    const angle = (mo.angle + randomHitscanAngle(ps, hspread)) >>> 0;
    const slope = (slope0 + randomHitscanSlope(ps, vspread)) | 0;
    lineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, MISSILERANGE, slope, damage);
  }
}

/** A_WeaponMeleeAttack(damage, modulus, berserk factor, sound, range). */
function aWeaponMeleeAttack(ps: SimState, player: PlayerState, st: number): void {
  const mo = player.mo;
  if (mo === null) return;
  const base = stateArg(ps, st, 0), mod = stateArg(ps, st, 1), zerk = stateArg(ps, st, 2), sound = stateArg(ps, st, 3);
  let range = stateArg(ps, st, 4);
  if (range === 0) range = ps.defs.infoMeleeRange[mo.type];
  let damage = Math.imul((ps.rng.pRandom(PR_MBF21) % mod) + 1, base);
  if (player.powers[PW_STRENGTH]) damage = Math.floor((damage * zerk) / 65536) | 0; // exact: |damage × zerk| < 2^53
  const t = ps.rng.pRandom(PR_MBF21);
  const angle = (mo.angle + ((t - ps.rng.pRandom(PR_MBF21)) << 18)) >>> 0;
  // MBF's melee aim skips friends first; the project's aim has no such mask yet: the plain aim.
  const slope = aimLineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, range);
  lineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, range, slope, damage);
  const target = ps.tm.linetarget;
  if (target === null) return;
  if (sound > 0 && sound < ps.defs.soundNames.length) ps.sound(mo, sound);
  pointToAngleOut(mo.x, mo.y, target.x, target.y);
  mo.angle = ANGLE_OUT[0];
}

/** A_ConsumeAmmo(amount): takes the amount (0: the weapon's ammo per shot), never below 0. */
function aConsumeAmmo(ps: SimState, player: PlayerState, st: number): void {
  const type = ps.defs.weaponAmmo[player.readyweapon];
  if (type === AM_NOAMMO || type < 0 || type >= player.ammo.length) return;
  const a = stateArg(ps, st, 0);
  const amount = a !== 0 ? a : ps.defs.weaponAmmoPerShot[player.readyweapon];
  player.ammo[type] = player.ammo[type] >= amount ? player.ammo[type] - amount : 0;
}

/** A_CheckAmmo(frame, amount): to `frame` when the ammo is below the amount (0: ammo per shot). */
function aCheckAmmo(ps: SimState, player: PlayerState, psp: PspDef, st: number): void {
  const type = ps.defs.weaponAmmo[player.readyweapon];
  if (type === AM_NOAMMO || type < 0 || type >= player.ammo.length) return;
  const a = stateArg(ps, st, 1);
  const amount = a !== 0 ? a : ps.defs.weaponAmmoPerShot[player.readyweapon];
  if (player.ammo[type] < amount) setPsp(ps, player, psp, stateArg(ps, st, 0));
}

// ---------------------------------------------------------------- dispatch

const T_SPAWNOBJECT = 1, T_MONSTERPROJECTILE = 2, T_MONSTERBULLETATTACK = 3, T_MONSTERMELEEATTACK = 4, T_RADIUSDAMAGE = 5;
const T_NOISEALERT = 6, T_SEEKTRACER = 8, T_FINDTRACER = 9, T_CLEARTRACER = 10, T_JUMPIFHEALTHBELOW = 11;
const T_JUMPIFTARGETINSIGHT = 12, T_JUMPIFTARGETCLOSER = 13, T_JUMPIFTRACERINSIGHT = 14, T_JUMPIFTRACERCLOSER = 15;
const T_JUMPIFFLAGSSET = 16, T_ADDFLAGS = 17, T_REMOVEFLAGS = 18;
const W_PROJECTILE = 1, W_BULLETATTACK = 2, W_MELEEATTACK = 3, W_SOUND = 4, W_ALERT = 5, W_JUMP = 6, W_CONSUMEAMMO = 7;
const W_CHECKAMMO = 8, W_REFIRETO = 9, W_GUNFLASHTO = 10;

const THING_CODES: readonly [string, number][] = [
  ['A_SpawnObject', T_SPAWNOBJECT], ['A_MonsterProjectile', T_MONSTERPROJECTILE], ['A_MonsterBulletAttack', T_MONSTERBULLETATTACK],
  ['A_MonsterMeleeAttack', T_MONSTERMELEEATTACK], ['A_RadiusDamage', T_RADIUSDAMAGE], ['A_NoiseAlert', T_NOISEALERT],
  ['A_SeekTracer', T_SEEKTRACER], ['A_FindTracer', T_FINDTRACER], ['A_ClearTracer', T_CLEARTRACER],
  ['A_JumpIfHealthBelow', T_JUMPIFHEALTHBELOW], ['A_JumpIfTargetInSight', T_JUMPIFTARGETINSIGHT],
  ['A_JumpIfTargetCloser', T_JUMPIFTARGETCLOSER], ['A_JumpIfTracerInSight', T_JUMPIFTRACERINSIGHT],
  ['A_JumpIfTracerCloser', T_JUMPIFTRACERCLOSER], ['A_JumpIfFlagsSet', T_JUMPIFFLAGSSET], ['A_AddFlags', T_ADDFLAGS],
  ['A_RemoveFlags', T_REMOVEFLAGS],
];
const WEAPON_CODES: readonly [string, number][] = [
  ['A_WeaponProjectile', W_PROJECTILE], ['A_WeaponBulletAttack', W_BULLETATTACK], ['A_WeaponMeleeAttack', W_MELEEATTACK],
  ['A_WeaponSound', W_SOUND], ['A_WeaponAlert', W_ALERT], ['A_WeaponJump', W_JUMP], ['A_ConsumeAmmo', W_CONSUMEAMMO],
  ['A_CheckAmmo', W_CHECKAMMO], ['A_RefireTo', W_REFIRETO], ['A_GunFlashTo', W_GUNFLASHTO],
];

const THING_CODE = new Uint8Array(CODE_POINTER_NAMES.length);
const WEAPON_CODE = new Uint8Array(CODE_POINTER_NAMES.length);
for (const [name, code] of THING_CODES) THING_CODE[codePointerIndex(name)] = code;
for (const [name, code] of WEAPON_CODES) WEAPON_CODE[codePointerIndex(name)] = code;

/** True when code pointer `action` is one of MBF21's this engine runs. */
export function mbf21PointerRuns(action: number): boolean {
  return THING_CODE[action] !== 0 || WEAPON_CODE[action] !== 0;
}

/** Runs an MBF21 thing pointer (nothing below complevel 21, as in dsda-doom). */
export function runMbf21MobjAction(ps: SimState, action: number, mo: Mobj): void {
  const code = THING_CODE[action];
  if (code === 0 || !ps.compat.mbf21) return;
  const st = mo.state;
  switch (code) {
    case T_SPAWNOBJECT: aSpawnObject(ps, mo); break;
    case T_MONSTERPROJECTILE: aMonsterProjectile(ps, mo); break;
    case T_MONSTERBULLETATTACK: aMonsterBulletAttack(ps, mo); break;
    case T_MONSTERMELEEATTACK: aMonsterMeleeAttack(ps, mo); break;
    case T_RADIUSDAMAGE: radiusAttack(ps, mo, mo.target, stateArg(ps, st, 0), stateArg(ps, st, 1)); break;
    case T_NOISEALERT: if (mo.target !== null) noiseAlert(ps, mo.target, mo); break;
    case T_SEEKTRACER: aSeekTracer(ps, mo); break;
    case T_FINDTRACER:
      if (live(mo.tracer) === null) mo.tracer = roughTargetSearch(ps, mo, fixedToAngle(stateArg(ps, st, 0)), stateArg(ps, st, 1));
      break;
    case T_CLEARTRACER: mo.tracer = null; break;
    case T_JUMPIFHEALTHBELOW: if (mo.health < stateArg(ps, st, 1)) jump(ps, mo, stateArg(ps, st, 0)); break;
    case T_JUMPIFTARGETINSIGHT: case T_JUMPIFTRACERINSIGHT: {
      const other = code === T_JUMPIFTARGETINSIGHT ? mo.target : live(mo.tracer);
      if (other === null) break;
      const fov = fixedToAngle(stateArg(ps, st, 1));
      if (fov > 0 && !checkFov(mo, other, fov)) break;
      if (checkSight(ps, mo, other)) jump(ps, mo, stateArg(ps, st, 0));
      break;
    }
    case T_JUMPIFTARGETCLOSER: case T_JUMPIFTRACERCLOSER: {
      const other = code === T_JUMPIFTARGETCLOSER ? mo.target : live(mo.tracer);
      if (other === null) break;
      if (stateArg(ps, st, 1) > aproxDistance((mo.x - other.x) | 0, (mo.y - other.y) | 0)) jump(ps, mo, stateArg(ps, st, 0));
      break;
    }
    case T_JUMPIFFLAGSSET: {
      const f = stateArg(ps, st, 1), f2 = stateArg(ps, st, 2);
      if ((mo.flags & f) === f && (mo.flags2 & f2) === f2) jump(ps, mo, stateArg(ps, st, 0));
      break;
    }
    case T_ADDFLAGS: mo.flags |= stateArg(ps, st, 0); mo.flags2 |= stateArg(ps, st, 1); break;
    case T_REMOVEFLAGS: mo.flags &= ~stateArg(ps, st, 0); mo.flags2 &= ~stateArg(ps, st, 1); break;
    default: break;
  }
}

/** Runs an MBF21 weapon pointer (nothing below complevel 21). */
export function runMbf21PspAction(ps: SimState, action: number, player: PlayerState, psp: PspDef): void {
  const code = WEAPON_CODE[action];
  if (code === 0 || !ps.compat.mbf21 || psp.state < 0) return;
  const st = psp.state;
  switch (code) {
    case W_PROJECTILE: aWeaponProjectile(ps, player, st); break;
    case W_BULLETATTACK: aWeaponBulletAttack(ps, player, st); break;
    case W_MELEEATTACK: aWeaponMeleeAttack(ps, player, st); break;
    case W_SOUND: {
      const sound = stateArg(ps, st, 0);
      if (sound > 0 && sound < ps.defs.soundNames.length) ps.sound(stateArg(ps, st, 1) !== 0 ? null : player.mo, sound);
      break;
    }
    case W_ALERT: if (player.mo !== null) noiseAlert(ps, player.mo, player.mo); break;
    case W_JUMP: if (ps.rng.pRandom(PR_MBF21) < stateArg(ps, st, 1)) setPsp(ps, player, psp, stateArg(ps, st, 0)); break;
    case W_CONSUMEAMMO: aConsumeAmmo(ps, player, st); break;
    case W_CHECKAMMO: aCheckAmmo(ps, player, psp, st); break;
    case W_REFIRETO:
      if ((stateArg(ps, st, 1) !== 0 || checkAmmo(ps, player)) && player.cmd.buttons & BT_ATTACK
        && player.pendingweapon === WP_NOCHANGE && player.health > 0) setPsp(ps, player, psp, stateArg(ps, st, 0));
      break;
    case W_GUNFLASHTO:
      if (stateArg(ps, st, 1) === 0 && player.mo !== null) setMobjState(ps, player.mo, S_PLAY_ATK2);
      setPsprite(ps, player, PS_FLASH, stateArg(ps, st, 0));
      break;
    default: break;
  }
}

/** Frames whose MBF21 pointer reads more args than it takes (MBF21 requires the rest to be 0). */
export function extraArgsProblems(ps: SimState): string[] {
  const d = ps.defs, out: string[] = [];
  for (let s = 0; s < d.stateCount && out.length < 8; s++) {
    const defaults = DEFAULTS[d.stateAction[s]];
    const n = defaults === undefined ? 0 : defaults.length;
    for (let k = STATE_ARGS - 1; k >= n; k--) {
      if (d.stateArgs[s * STATE_ARGS + k] !== 0) {
        out.push(`frame ${s}: ${defaults === undefined ? 'its code pointer takes no args' : `${CODE_POINTER_NAMES[d.stateAction[s]]} takes ${n} args`} but Args${k + 1} is ${d.stateArgs[s * STATE_ARGS + k]}`);
        break;
      }
    }
  }
  return out;
}

