// DOOM's weapons (p_pspr): the two weapon sprites of a player (the gun and its muzzle flash) as a
// small state machine of their own — raising, lowering, the ready bob, firing with the ammo check
// and DOOM's choice of the next weapon when out of ammo — and the weapons' attacks: fist and
// chainsaw, the hitscan guns with their autoaim slope and spread, the missile launchers, the BFG's
// spray. Random draws, angles and arithmetic are DOOM's, in DOOM's order.
import { WPF } from '../../defs/mbf21-defs.js';
import { ANG180, ANG90, ANGLETOFINESHIFT, FINEANGLES, FINECOSINE, FINEMASK, FINESINE, FRACUNIT, fixedMul, ANGLE_OUT } from '../base/fixed.js';
import { stateIndex, mobjIndex, MF } from '../../defs/doom/things-info.js';
import { SFX } from '../../defs/doom/sounds.js';
import { MELEERANGE, setMobjState, spawnMobj, spawnPlayerMissile } from './mobj.js';
import { type Mobj } from '../base/thing.js';
import { MISSILERANGE, aimLineAttack, lineAttack } from './map-move.js';
import { damageMobj } from './interaction.js';
import { noiseAlert } from './enemy.js';
import { thrust } from './player.js';
import {
  AM_CELL, AM_CLIP, AM_MISL, AM_NOAMMO, AM_SHELL, PS_FLASH, PS_WEAPON, PST_DEAD, PW_STRENGTH, WP_BFG, WP_CHAINGUN, WP_CHAINSAW,
  WP_FIST, WP_MISSILE, WP_NOCHANGE, WP_PISTOL, WP_PLASMA, WP_SHOTGUN, WP_SUPERSHOTGUN, type PlayerState, type PspDef,
} from '../base/player-state.js';
import type { SimState } from '../base/sim-state.js';
import { portalAngleTo } from './portal-move.js';
import { BT_ATTACK } from '../base/ticcmd.js';
import { PR_BFG, PR_GUNSHOT, PR_MISFIRE, PR_PLASMA, PR_PUNCH, PR_PUNCHANGLE, PR_SAW, PR_SHOTGUN } from '../../defs/doom/random.js';

const LOWERSPEED = 6 * FRACUNIT;
const RAISESPEED = 6 * FRACUNIT;
const WEAPONBOTTOM = 128 * FRACUNIT;
const WEAPONTOP = 32 * FRACUNIT;
/** Autoaim reach of the guns and of the BFG's spray (16 blocks of 64 units). */
const AIMRANGE = 16 * 64 * FRACUNIT;
/** C's integer ANG90 / 20 and ANG90 / 21 (the chainsaw's pull toward its target). */
const SAW_TURN = (ANG90 / 20) | 0;
const SAW_SNAP = (ANG90 / 21) | 0;
/** The BFG's 40 spray rays: from 45° left of the ball's angle, ANG90 / 40 (C's integer) apart. */
const SPRAY_STEP = (ANG90 / 40) | 0;

const S_PLAY = stateIndex('S_PLAY');
const S_PLAY_ATK1 = stateIndex('S_PLAY_ATK1');
const S_PLAY_ATK2 = stateIndex('S_PLAY_ATK2');
const S_SAW = stateIndex('S_SAW');
const S_CHAIN1 = stateIndex('S_CHAIN1');
const MT_ROCKET = mobjIndex('MT_ROCKET');
const MT_PLASMA = mobjIndex('MT_PLASMA');
const MT_BFG = mobjIndex('MT_BFG');
const MT_EXTRABFG = mobjIndex('MT_EXTRABFG');

/** P_SetPsprite: enters `stnum` on weapon sprite `position` (its action runs) and goes on through zero-tic states. */
export function setPsprite(ps: SimState, player: PlayerState, position: number, stnum: number): void {
  const psp = player.psprites[position];
  let guard = 0;
  do {
    if (stnum === 0) {
      psp.state = -1; // the sprite is off
      break;
    }
    psp.state = stnum;
    psp.tics = ps.stateTics[stnum];
    // A state's misc1/misc2 (DEHACKED's Unknown 1/2; none of DOOM's own states has them) place the sprite.
    const misc1 = ps.defs.stateMisc1[stnum];
    if (misc1 !== 0) {
      psp.sx = misc1 << 16;
      psp.sy = ps.defs.stateMisc2[stnum] << 16;
    }
    const action = ps.defs.stateAction[stnum];
    if (action !== 0) {
      ps.pspAction(ps, action, player, psp);
      if (psp.state < 0) break;
    }
    stnum = ps.defs.stateNext[psp.state];
    if (++guard > 1000000) throw new Error(`weapon sprite state ${psp.state}: endless cycle of zero-tic states`);
  } while (psp.tics === 0);
}

/** P_BringUpWeapon: the pending weapon starts up from the bottom of the screen. */
function bringUpWeapon(ps: SimState, player: PlayerState): void {
  if (player.pendingweapon === WP_NOCHANGE) player.pendingweapon = player.readyweapon;
  if (player.pendingweapon === WP_CHAINSAW) ps.sound(player.mo, SFX.sawup);
  const newstate = ps.defs.weaponUpState[player.pendingweapon];
  player.pendingweapon = WP_NOCHANGE;
  player.psprites[PS_WEAPON].sy = WEAPONBOTTOM;
  setPsprite(ps, player, PS_WEAPON, newstate);
}

/** P_CheckAmmo: true if the ready weapon has a shot's ammo; if not, picks the next weapon in DOOM's order and lowers this one. */
export function checkAmmo(ps: SimState, player: PlayerState): boolean {
  const ready = player.readyweapon;
  const ammo = ps.defs.weaponAmmo[ready];
  // MBF21: a shot's worth is the weapon's Ammo per shot.
  const count = ps.compat.mbf21 ? ps.defs.weaponAmmoPerShot[ready] : ready === WP_BFG ? ps.defs.misc.bfgCellsPerShot : ready === WP_SUPERSHOTGUN ? 2 : 1;
  if (ammo === AM_NOAMMO || player.ammo[ammo] >= count) return true;
  // Boom switches weapons only by the player's commands (its demos record the change); out of ammo,
  // the weapon just does not fire.
  if (!ps.compat.vanilla) return false;
  const own = player.weaponowned, am = player.ammo;
  if (own[WP_PLASMA] && am[AM_CELL] && !ps.shareware) player.pendingweapon = WP_PLASMA;
  else if (own[WP_SUPERSHOTGUN] && am[AM_SHELL] > 2 && ps.commercial) player.pendingweapon = WP_SUPERSHOTGUN;
  else if (own[WP_CHAINGUN] && am[AM_CLIP]) player.pendingweapon = WP_CHAINGUN;
  else if (own[WP_SHOTGUN] && am[AM_SHELL]) player.pendingweapon = WP_SHOTGUN;
  else if (am[AM_CLIP]) player.pendingweapon = WP_PISTOL;
  else if (own[WP_CHAINSAW]) player.pendingweapon = WP_CHAINSAW;
  else if (own[WP_MISSILE] && am[AM_MISL]) player.pendingweapon = WP_MISSILE;
  else if (own[WP_BFG] && am[AM_CELL] > 40 && !ps.shareware) player.pendingweapon = WP_BFG;
  else player.pendingweapon = WP_FIST;
  setPsprite(ps, player, PS_WEAPON, ps.defs.weaponDownState[ready]);
  return false;
}

/** P_FireWeapon. */
function fireWeapon(ps: SimState, player: PlayerState): void {
  if (!checkAmmo(ps, player)) return;
  const mo = player.mo!;
  setMobjState(ps, mo, S_PLAY_ATK1);
  setPsprite(ps, player, PS_WEAPON, ps.defs.weaponAtkState[player.readyweapon]);
  // MBF21: a SILENT weapon wakes nobody.
  if (!(ps.compat.mbf21 && ps.defs.weaponFlags[player.readyweapon] & WPF.SILENT)) noiseAlert(ps, mo, mo);
}

/**
 * P_SubtractAmmo: a shot's ammo (DOOM's amount for the attack); MBF21 takes the weapon's Ammo per
 * shot when a patch set it, nothing from a weapon without ammo, and never goes below 0.
 */
function subtractAmmo(ps: SimState, player: PlayerState, amount: number): void {
  const type = ps.defs.weaponAmmo[player.readyweapon];
  if (!ps.compat.mbf21) {
    player.ammo[type] -= amount;
    return;
  }
  if (type === AM_NOAMMO || type < 0 || type >= player.ammo.length) return;
  const n = ps.defs.weaponAmmoPerShotSet[player.readyweapon] ? ps.defs.weaponAmmoPerShot[player.readyweapon] : amount;
  player.ammo[type] -= n;
  if (player.ammo[type] < 0) player.ammo[type] = 0;
}

/** P_DropWeapon: the player died; the weapon goes down. */
export function dropWeapon(ps: SimState, player: PlayerState): void {
  setPsprite(ps, player, PS_WEAPON, ps.defs.weaponDownState[player.readyweapon]);
}

/** A_WeaponReady: fire, change weapon, or bob with the player's movement. */
export function weaponReady(ps: SimState, player: PlayerState, psp: PspDef): void {
  const mo = player.mo!;
  if (mo.state === S_PLAY_ATK1 || mo.state === S_PLAY_ATK2) setMobjState(ps, mo, S_PLAY);
  if (player.readyweapon === WP_CHAINSAW && psp.state === S_SAW) ps.sound(mo, SFX.sawidl);
  // A change is pending (already validated), or the player is dead: put the weapon away.
  if (player.pendingweapon !== WP_NOCHANGE || player.health === 0) {
    setPsprite(ps, player, PS_WEAPON, ps.defs.weaponDownState[player.readyweapon]);
    return;
  }
  if (player.cmd.buttons & BT_ATTACK) {
    // The missile launcher and the BFG do not fire again while the button stays down.
    // MBF21: the weapons with NOAUTOFIRE (DOOM's: those two) do not.
    const autofire = ps.compat.mbf21 ? !(ps.defs.weaponFlags[player.readyweapon] & WPF.NOAUTOFIRE)
      : player.readyweapon !== WP_MISSILE && player.readyweapon !== WP_BFG;
    if (!player.attackdown || autofire) {
      player.attackdown = true;
      fireWeapon(ps, player);
      return;
    }
  } else player.attackdown = false;
  let angle = Math.imul(128, ps.leveltime) & FINEMASK;
  psp.sx = (FRACUNIT + fixedMul(player.bob, FINECOSINE[angle])) | 0;
  angle &= FINEANGLES / 2 - 1;
  psp.sy = (WEAPONTOP + fixedMul(player.bob, FINESINE[angle])) | 0;
}

/** A_ReFire: fire again while the button is held (unless a change is pending), else check the ammo. */
export function reFire(ps: SimState, player: PlayerState): void {
  if (player.cmd.buttons & BT_ATTACK && player.pendingweapon === WP_NOCHANGE && player.health !== 0) {
    player.refire++;
    fireWeapon(ps, player);
  } else {
    player.refire = 0;
    checkAmmo(ps, player);
  }
}

/** A_Lower: down by 6 a tic; at the bottom the pending weapon comes up (a dead player's stays down). */
export function lower(ps: SimState, player: PlayerState, psp: PspDef): void {
  psp.sy = (psp.sy + LOWERSPEED) | 0;
  if (psp.sy < WEAPONBOTTOM) return;
  if (player.playerstate === PST_DEAD) {
    psp.sy = WEAPONBOTTOM;
    return;
  }
  if (player.health === 0) {
    setPsprite(ps, player, PS_WEAPON, 0);
    return;
  }
  player.readyweapon = player.pendingweapon;
  bringUpWeapon(ps, player);
}

/** A_Raise: up by 6 a tic; at the top the weapon is ready. */
export function raise(ps: SimState, player: PlayerState, psp: PspDef): void {
  psp.sy = (psp.sy - RAISESPEED) | 0;
  if (psp.sy > WEAPONTOP) return;
  psp.sy = WEAPONTOP;
  setPsprite(ps, player, PS_WEAPON, ps.defs.weaponReadyState[player.readyweapon]);
}

/** Boom's weapon recoil by weapon (fist, pistol, shotgun, chaingun, launcher, plasma, BFG, chainsaw, super shotgun). */
const RECOIL = Int32Array.of(10, 10, 30, 10, 100, 20, 100, 0, 80);

/**
 * The kick of a shot (Boom's and MBF's weapon_recoil option, with the muzzle flash): the player is
 * thrust backwards by `scale` (2048 a shot, the beta BFG's 512) times the weapon's recoil.
 */
export function recoil(ps: SimState, player: PlayerState, scale: number, weapon = player.readyweapon): void {
  const mo = player.mo!;
  if (ps.compat.compatibility || !ps.compat.options.weaponRecoil || mo.flags & MF.NOCLIP) return;
  const k = weapon >= 0 && weapon < RECOIL.length ? RECOIL[weapon] : 0;
  thrust(player, ((mo.angle + ANG180) >>> 0) >>> ANGLETOFINESHIFT, Math.imul(scale, k));
}

/** A_GunFlash. */
export function gunFlash(ps: SimState, player: PlayerState): void {
  setMobjState(ps, player.mo!, S_PLAY_ATK2);
  setPsprite(ps, player, PS_FLASH, ps.defs.weaponFlashState[player.readyweapon]);
  recoil(ps, player, 2048);
}

/** A_Punch: 2..20 (×10 berserk) at melee range, a little spread; turns to what it hit. */
export function punch(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  let damage = ((ps.rng.pRandom(PR_PUNCH) % 10) + 1) << 1;
  if (player.powers[PW_STRENGTH]) damage *= 10;
  const angle = (mo.angle + (ps.rng.pSubRandom(PR_PUNCHANGLE) << 18)) >>> 0;
  const slope = aimLineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, MELEERANGE);
  lineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, MELEERANGE, slope, damage);
  const target = ps.tm.linetarget;
  if (target !== null) {
    ps.sound(mo, SFX.punch);
    portalAngleTo(ps, mo, target); // (portals, not DOOM's: its image through a portal)
    mo.angle = ANGLE_OUT[0];
  }
}

/** A_Saw: 2..20 one unit past melee range (so the puff keeps its flash); pulls the player toward what it bites. */
export function saw(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  const damage = 2 * ((ps.rng.pRandom(PR_SAW) % 10) + 1);
  const angle = (mo.angle + (ps.rng.pSubRandom(PR_SAW) << 18)) >>> 0;
  const slope = aimLineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, MELEERANGE + 1);
  lineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, MELEERANGE + 1, slope, damage);
  const target = ps.tm.linetarget;
  if (target === null) {
    ps.sound(mo, SFX.sawful);
    return;
  }
  ps.sound(mo, SFX.sawhit);
  portalAngleTo(ps, mo, target); // (portals, not DOOM's: its image through a portal)
  const to = ANGLE_OUT[0];
  const delta = (to - mo.angle) >>> 0;
  if (delta > ANG180) {
    if ((delta | 0) < -SAW_TURN) mo.angle = (to + SAW_SNAP) >>> 0;
    else mo.angle = (mo.angle - SAW_TURN) >>> 0;
  } else if (delta > SAW_TURN) mo.angle = (to - SAW_SNAP) >>> 0;
  else mo.angle = (mo.angle + SAW_TURN) >>> 0;
  mo.flags |= MF.JUSTATTACKED;
}

/** A_FireMissile. */
export function fireMissile(ps: SimState, player: PlayerState): void {
  subtractAmmo(ps, player, 1);
  spawnPlayerMissile(ps, player.mo!, MT_ROCKET);
}

/** A_FireBFG. */
export function fireBfg(ps: SimState, player: PlayerState): void {
  subtractAmmo(ps, player, ps.defs.misc.bfgCellsPerShot);
  spawnPlayerMissile(ps, player.mo!, MT_BFG);
}

/** A_FirePlasma: one of the two flash frames at random. */
export function firePlasma(ps: SimState, player: PlayerState): void {
  subtractAmmo(ps, player, 1);
  setPsprite(ps, player, PS_FLASH, ps.defs.weaponFlashState[player.readyweapon] + (ps.rng.pRandom(PR_PLASMA) & 1));
  recoil(ps, player, 2048);
  spawnPlayerMissile(ps, player.mo!, MT_PLASMA);
}

/** P_BulletSlope: the autoaim slope straight ahead, else 5.6° left, else 5.6° right (the last try stands). */
export function bulletSlope(ps: SimState, mo: Mobj): number {
  let an = mo.angle;
  let slope = aimLineAttack(ps, mo, an >>> ANGLETOFINESHIFT, AIMRANGE);
  if (ps.tm.linetarget === null) {
    an = (an + (1 << 26)) >>> 0;
    slope = aimLineAttack(ps, mo, an >>> ANGLETOFINESHIFT, AIMRANGE);
    if (ps.tm.linetarget === null) {
      an = (an - (2 << 26)) >>> 0;
      slope = aimLineAttack(ps, mo, an >>> ANGLETOFINESHIFT, AIMRANGE);
    }
  }
  return slope;
}

/** P_GunShot: 5, 10 or 15; spread unless `accurate`. */
function gunShot(ps: SimState, mo: Mobj, accurate: boolean, slope: number): void {
  const damage = 5 * ((ps.rng.pRandom(PR_GUNSHOT) % 3) + 1);
  let angle = mo.angle;
  if (!accurate) angle = (angle + (ps.rng.pSubRandom(PR_MISFIRE) << 18)) >>> 0;
  lineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, MISSILERANGE, slope, damage);
}

/** A_FirePistol: accurate on the first shot, spread while refiring. */
export function firePistol(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  ps.sound(mo, SFX.pistol);
  setMobjState(ps, mo, S_PLAY_ATK2);
  subtractAmmo(ps, player, 1);
  setPsprite(ps, player, PS_FLASH, ps.defs.weaponFlashState[player.readyweapon]);
  recoil(ps, player, 2048);
  gunShot(ps, mo, player.refire === 0, bulletSlope(ps, mo));
}

/** A_FireShotgun: seven spread pellets. */
export function fireShotgun(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  ps.sound(mo, SFX.shotgn);
  setMobjState(ps, mo, S_PLAY_ATK2);
  subtractAmmo(ps, player, 1);
  setPsprite(ps, player, PS_FLASH, ps.defs.weaponFlashState[player.readyweapon]);
  recoil(ps, player, 2048);
  const slope = bulletSlope(ps, mo);
  for (let i = 0; i < 7; i++) gunShot(ps, mo, false, slope);
}

/** A_FireShotgun2: twenty pellets spread in angle and in slope, two shells. */
export function fireShotgun2(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  ps.sound(mo, SFX.dshtgn);
  setMobjState(ps, mo, S_PLAY_ATK2);
  subtractAmmo(ps, player, 2);
  setPsprite(ps, player, PS_FLASH, ps.defs.weaponFlashState[player.readyweapon]);
  recoil(ps, player, 2048);
  const slope = bulletSlope(ps, mo);
  for (let i = 0; i < 20; i++) {
    const damage = 5 * ((ps.rng.pRandom(PR_SHOTGUN) % 3) + 1);
    const angle = (mo.angle + (ps.rng.pSubRandom(PR_SHOTGUN) << ANGLETOFINESHIFT)) >>> 0;
    lineAttack(ps, mo, angle >>> ANGLETOFINESHIFT, MISSILERANGE, (slope + (ps.rng.pSubRandom(PR_SHOTGUN) << 5)) | 0, damage);
  }
}

/** A_FireCGun: the flash frame follows the gun's frame (first or second shot). */
export function fireCGun(ps: SimState, player: PlayerState, psp: PspDef): void {
  const mo = player.mo!;
  ps.sound(mo, SFX.pistol);
  const ammo = ps.defs.weaponAmmo[player.readyweapon];
  if (!player.ammo[ammo]) return;
  setMobjState(ps, mo, S_PLAY_ATK2);
  subtractAmmo(ps, player, 1);
  setPsprite(ps, player, PS_FLASH, ps.defs.weaponFlashState[player.readyweapon] + psp.state - S_CHAIN1);
  recoil(ps, player, 2048);
  gunShot(ps, mo, player.refire === 0, bulletSlope(ps, mo));
}

/** A_BFGSpray (a thing's action, on the BFG ball's explosion): 40 rays from its shooter, 15d8 each to what they find. */
export function bfgSpray(ps: SimState, mo: Mobj): void {
  const source = mo.target;
  if (source === null) return; // DOOM assumes the shooter; a ball without one sprays nothing
  for (let i = 0; i < 40; i++) {
    const an = (mo.angle - ANG90 / 2 + SPRAY_STEP * i) >>> 0;
    aimLineAttack(ps, source, an >>> ANGLETOFINESHIFT, AIMRANGE);
    const target = ps.tm.linetarget;
    if (target === null) continue;
    spawnMobj(ps, target.x, target.y, (target.z + (target.height >> 2)) | 0, MT_EXTRABFG);
    let damage = 0;
    for (let j = 0; j < 15; j++) damage += (ps.rng.pRandom(PR_BFG) & 7) + 1;
    damageMobj(ps, target, source, source, damage);
  }
}

/** P_SetupPsprites: at the start of a level, the ready weapon comes up. */
export function setupPsprites(ps: SimState, player: PlayerState): void {
  player.psprites[PS_WEAPON].state = -1;
  player.psprites[PS_FLASH].state = -1;
  player.pendingweapon = player.readyweapon;
  bringUpWeapon(ps, player);
}

/** P_MovePsprites: each tic, the weapon sprites count down their tics; the flash follows the gun's offset. */
export function movePsprites(ps: SimState, player: PlayerState): void {
  for (let i = 0; i < 2; i++) {
    const psp = player.psprites[i];
    if (psp.state < 0 || psp.tics === -1) continue;
    psp.tics--;
    if (psp.tics === 0) setPsprite(ps, player, i, ps.defs.stateNext[psp.state]);
  }
  const gun = player.psprites[PS_WEAPON], flash = player.psprites[PS_FLASH];
  flash.sx = gun.sx;
  flash.sy = gun.sy;
}
