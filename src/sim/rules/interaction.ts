// DOOM's interactions (p_inter): what touching a pickup gives the player — ammo with DOOM's clip
// sizes and its switch to a better weapon, weapons, health, armour, keys, power-ups, with their
// caps, messages and sounds — and damage: the push away from the inflictor, armour absorption,
// god mode and invulnerability, pain and the monster's new target; death with its flags, tallies,
// gibbing and the items a former human drops. The arithmetic and random draws are DOOM's.
import { WPF } from '../../defs/mbf21-defs.js';
import { NUMWEAPONS } from '../../defs/defs.js';
import { POWER_TICS } from '../../defs/doom/pickups.js';
import { ANG180, ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACUNIT, fixedMul, ANGLE_OUT } from '../base/fixed.js';
import { MF, SPRITE_NAMES, mobjIndex } from '../../defs/doom/things-info.js';
import { SFX } from '../../defs/doom/sounds.js';
import { MT_SKULL, ONFLOORZ, removeMobj, setMobjState, spawnMobj } from './mobj.js';
import { type Mobj } from '../base/thing.js';
import { dropWeapon } from './weapons.js';
import {
  AM_CELL, AM_CLIP, AM_MISL, AM_NOAMMO, AM_SHELL, CF_GODMODE, NUMAMMO, PST_DEAD, PW_ALLMAP, PW_INFRARED, PW_INVISIBILITY,
  PW_INVULNERABILITY, PW_IRONFEET, PW_STRENGTH, WP_BFG, WP_CHAINGUN, WP_CHAINSAW, WP_FIST, WP_MISSILE, WP_PISTOL, WP_PLASMA,
  WP_SHOTGUN, WP_SUPERSHOTGUN, type PlayerState,
} from '../base/player-state.js';
import type { SimState } from '../base/sim-state.js';
import { portalAngleAway } from './portal-move.js';
import { PR_DAMAGEMOBJ, PR_KILLTICS, PR_PAINCHANCE } from '../../defs/doom/random.js';
import { spawnHealth, threadToFront, updateThread } from './mbf-friends.js';
import { COMPLEVEL_MBF } from '../base/compat.js';
import { MAXGEAR, MIF_FALLING } from './mbf-torque.js';

/** Palette flash added by a pickup. */
const BONUSADD = 6;
const MAXHEALTH = 100;
/** A monster hurt by something chases it for this many tics before it may switch. */
const BASETHRESHOLD = 100;
// P_GivePower's timers: data/pickups.ts's POWER_TICS, the one table of them.
const INVULNTICS = POWER_TICS.invulnerability;
const INVISTICS = POWER_TICS.invisibility;
const INFRATICS = POWER_TICS.infrared;
const IRONTICS = POWER_TICS.ironfeet;

const IT_BLUECARD = 0, IT_YELLOWCARD = 1, IT_REDCARD = 2, IT_BLUESKULL = 3, IT_YELLOWSKULL = 4, IT_REDSKULL = 5;


function sprite(name: string): number {
  const i = SPRITE_NAMES.indexOf(name);
  if (i < 0) throw new Error(`interaction: unknown sprite ${name}`);
  return i;
}
const SPR_ARM1 = sprite('ARM1'), SPR_ARM2 = sprite('ARM2'), SPR_BON1 = sprite('BON1'), SPR_BON2 = sprite('BON2');
const SPR_SOUL = sprite('SOUL'), SPR_MEGA = sprite('MEGA');
const SPR_BON3 = sprite('BON3'), SPR_BON4 = sprite('BON4');
const SPR_BKEY = sprite('BKEY'), SPR_YKEY = sprite('YKEY'), SPR_RKEY = sprite('RKEY');
const SPR_BSKU = sprite('BSKU'), SPR_YSKU = sprite('YSKU'), SPR_RSKU = sprite('RSKU');
const SPR_STIM = sprite('STIM'), SPR_MEDI = sprite('MEDI');
const SPR_PINV = sprite('PINV'), SPR_PSTR = sprite('PSTR'), SPR_PINS = sprite('PINS'), SPR_SUIT = sprite('SUIT');
const SPR_PMAP = sprite('PMAP'), SPR_PVIS = sprite('PVIS');
const SPR_CLIP = sprite('CLIP'), SPR_AMMO = sprite('AMMO'), SPR_ROCK = sprite('ROCK'), SPR_BROK = sprite('BROK');
const SPR_CELL = sprite('CELL'), SPR_CELP = sprite('CELP'), SPR_SHEL = sprite('SHEL'), SPR_SBOX = sprite('SBOX');
const SPR_BPAK = sprite('BPAK');
const SPR_BFUG = sprite('BFUG'), SPR_MGUN = sprite('MGUN'), SPR_CSAW = sprite('CSAW'), SPR_LAUN = sprite('LAUN');
const SPR_PLAS = sprite('PLAS'), SPR_SHOT = sprite('SHOT'), SPR_SGN2 = sprite('SGN2');

const MT_VILE = mobjIndex('MT_VILE');
const MT_WOLFSS = mobjIndex('MT_WOLFSS');
const MT_POSSESSED = mobjIndex('MT_POSSESSED');
const MT_SHOTGUY = mobjIndex('MT_SHOTGUY');
const MT_CHAINGUY = mobjIndex('MT_CHAINGUY');
const MT_CLIP = mobjIndex('MT_CLIP');
const MT_SHOTGUN = mobjIndex('MT_SHOTGUN');
const MT_CHAINGUN = mobjIndex('MT_CHAINGUN');


/** P_GiveAmmo: `num` clips (0: half a clip), doubled on skills 1 and 5; false if already full. An empty type switches up from fist or pistol. */
export function giveAmmo(ps: SimState, player: PlayerState, ammo: number, num: number): boolean {
  if (ammo === AM_NOAMMO || ammo < 0 || ammo >= NUMAMMO) return false;
  if (player.ammo[ammo] === player.maxammo[ammo]) return false;
  if (num !== 0) num *= ps.defs.clipAmmo[ammo];
  else num = ps.defs.clipAmmo[ammo] >> 1;
  if (ps.skill === 1 || ps.skill === 5) num <<= 1;
  const oldammo = player.ammo[ammo];
  player.ammo[ammo] += num;
  if (player.ammo[ammo] > player.maxammo[ammo]) player.ammo[ammo] = player.maxammo[ammo];
  // MBF21: the weapons' flags decide (from one that may be switched away from, to the best that
  // takes this ammo and now has a shot's worth it lacked before).
  if (ps.compat.mbf21) {
    const d = ps.defs, ready = player.readyweapon;
    if (d.weaponFlags[ready] & WPF.AUTOSWITCHFROM && d.weaponAmmo[ready] !== ammo) {
      for (let i = NUMWEAPONS - 1; i > ready; i--) {
        if (player.weaponowned[i] && !(d.weaponFlags[i] & WPF.NOAUTOSWITCHTO) && d.weaponAmmo[i] === ammo
          && d.weaponAmmoPerShot[i] > oldammo && d.weaponAmmoPerShot[i] <= player.ammo[ammo]) {
          player.pendingweapon = i;
          break;
        }
      }
    }
    return true;
  }
  // Some ammo left before: the player chose the weapon in hand; keep it.
  if (oldammo !== 0) return true;
  const ready = player.readyweapon, own = player.weaponowned;
  switch (ammo) {
    case AM_CLIP:
      if (ready === WP_FIST) player.pendingweapon = own[WP_CHAINGUN] ? WP_CHAINGUN : WP_PISTOL;
      break;
    case AM_SHELL:
      if ((ready === WP_FIST || ready === WP_PISTOL) && own[WP_SHOTGUN]) player.pendingweapon = WP_SHOTGUN;
      break;
    case AM_CELL:
      if ((ready === WP_FIST || ready === WP_PISTOL) && own[WP_PLASMA]) player.pendingweapon = WP_PLASMA;
      break;
    case AM_MISL:
      if (ready === WP_FIST && own[WP_MISSILE]) player.pendingweapon = WP_MISSILE;
      break;
  }
  return true;
}

/** The weapon's blows do not push (DOOM: the chainsaw; MBF21: its NOTHRUST weapons). */
function noThrust(ps: SimState, weapon: number): boolean {
  return ps.compat.mbf21 ? (ps.defs.weaponFlags[weapon] & WPF.NOTHRUST) !== 0 : weapon === WP_CHAINSAW;
}

/** P_GiveWeapon (single player): two clips with a placed weapon, one with a dropped one; a new weapon is switched to. */
export function giveWeapon(ps: SimState, player: PlayerState, weapon: number, dropped: boolean): boolean {
  const ammo = ps.defs.weaponAmmo[weapon];
  const gaveammo = ammo !== AM_NOAMMO ? giveAmmo(ps, player, ammo, dropped ? 1 : 2) : false;
  if (player.weaponowned[weapon]) return gaveammo;
  player.weaponowned[weapon] = 1;
  player.pendingweapon = weapon;
  return true;
}

/** P_GiveBody: heals up to 100; false if already there. */
export function giveBody(player: PlayerState, num: number): boolean {
  if (player.health >= MAXHEALTH) return false;
  player.health += num;
  if (player.health > MAXHEALTH) player.health = MAXHEALTH;
  player.mo!.health = player.health;
  return true;
}

/** P_GiveArmor: armour of class 1 (100 points) or 2 (200); false if the player's points are already as many. */
export function giveArmor(player: PlayerState, armortype: number): boolean {
  const hits = armortype * 100;
  if (player.armorpoints >= hits) return false;
  player.armortype = armortype;
  player.armorpoints = hits;
  return true;
}

/** P_GiveCard. */
function giveCard(player: PlayerState, card: number): void {
  if (player.cards[card]) return;
  player.bonuscount = BONUSADD;
  player.cards[card] = 1;
}

/** P_GivePower: timed powers restart their clock; berserk also heals; the others only once. */
export function givePower(player: PlayerState, power: number): boolean {
  switch (power) {
    case PW_INVULNERABILITY: player.powers[power] = INVULNTICS; return true;
    case PW_INVISIBILITY:
      player.powers[power] = INVISTICS;
      player.mo!.flags |= MF.SHADOW;
      return true;
    case PW_INFRARED: player.powers[power] = INFRATICS; return true;
    case PW_IRONFEET: player.powers[power] = IRONTICS; return true;
    case PW_STRENGTH:
      giveBody(player, 100);
      player.powers[power] = 1;
      return true;
  }
  if (player.powers[power]) return false;
  player.powers[power] = 1;
  return true;
}

function say(ps: SimState, player: PlayerState, text: string): void {
  player.message = text;
  player.messageTic = ps.leveltime;
}

function keyPickup(ps: SimState, player: PlayerState, card: number, text: string): void {
  if (!player.cards[card]) say(ps, player, text);
  giveCard(player, card);
}

/** P_TouchSpecialThing: `toucher` (a player) touched `special`; what it is is decided by its sprite, as in DOOM. */
export function touchSpecialThing(ps: SimState, special: Mobj, toucher: Mobj): void {
  const delta = (special.z - toucher.z) | 0;
  if (delta > toucher.height || delta < -8 * FRACUNIT) return; // out of reach
  const player = toucher.player;
  if (player === null) return; // only players pick up (DOOM assumes one)
  if (toucher.health <= 0) return; // a sliding corpse
  let sound: number = SFX.itemup;
  const spr = ps.defs.stateSprite[special.state];
  switch (spr) {
    case SPR_ARM1:
      if (!giveArmor(player, ps.defs.misc.greenArmorClass)) return;
      say(ps, player, ps.defs.msg.GOTARMOR);
      break;
    case SPR_ARM2:
      if (!giveArmor(player, ps.defs.misc.blueArmorClass)) return;
      say(ps, player, ps.defs.msg.GOTMEGA);
      break;
    case SPR_BON1:
      player.health++; // may go over 100
      if (player.health > ps.defs.misc.maxHealth) player.health = ps.defs.misc.maxHealth;
      player.mo!.health = player.health;
      say(ps, player, ps.defs.msg.GOTHTHBONUS);
      break;
    case SPR_BON2:
      player.armorpoints++;
      if (player.armorpoints > ps.defs.misc.maxArmor) player.armorpoints = ps.defs.misc.maxArmor;
      if (!player.armortype) player.armortype = 1;
      say(ps, player, ps.defs.msg.GOTARMBONUS);
      break;
    case SPR_SOUL:
      player.health += ps.defs.misc.soulsphereHealth;
      if (player.health > ps.defs.misc.maxSoulsphere) player.health = ps.defs.misc.maxSoulsphere;
      player.mo!.health = player.health;
      say(ps, player, ps.defs.msg.GOTSUPER);
      sound = SFX.getpow;
      break;
    case SPR_MEGA:
      if (!ps.commercial) return;
      player.health = ps.defs.misc.megasphereHealth;
      player.mo!.health = player.health;
      giveArmor(player, 2);
      say(ps, player, ps.defs.msg.GOTMSPHERE);
      sound = SFX.getpow;
      break;
    // Keys: in single player always taken (the message only for a new one).
    case SPR_BKEY: keyPickup(ps, player, IT_BLUECARD, ps.defs.msg.GOTBLUECARD); break;
    case SPR_YKEY: keyPickup(ps, player, IT_YELLOWCARD, ps.defs.msg.GOTYELWCARD); break;
    case SPR_RKEY: keyPickup(ps, player, IT_REDCARD, ps.defs.msg.GOTREDCARD); break;
    case SPR_BSKU: keyPickup(ps, player, IT_BLUESKULL, ps.defs.msg.GOTBLUESKUL); break;
    case SPR_YSKU: keyPickup(ps, player, IT_YELLOWSKULL, ps.defs.msg.GOTYELWSKUL); break;
    case SPR_RSKU: keyPickup(ps, player, IT_REDSKULL, ps.defs.msg.GOTREDSKULL); break;
    case SPR_STIM:
      if (!giveBody(player, 10)) return;
      say(ps, player, ps.defs.msg.GOTSTIM);
      break;
    case SPR_MEDI:
      if (!giveBody(player, 25)) return;
      // DOOM tests the health after healing, so "REALLY need" never shows.
      say(ps, player, player.health < 25 ? ps.defs.msg.GOTMEDINEED : ps.defs.msg.GOTMEDIKIT);
      break;
    case SPR_PINV:
      if (!givePower(player, PW_INVULNERABILITY)) return;
      say(ps, player, ps.defs.msg.GOTINVUL);
      sound = SFX.getpow;
      break;
    case SPR_PSTR:
      if (!givePower(player, PW_STRENGTH)) return;
      say(ps, player, ps.defs.msg.GOTBERSERK);
      if (player.readyweapon !== WP_FIST) player.pendingweapon = WP_FIST;
      sound = SFX.getpow;
      break;
    case SPR_PINS:
      if (!givePower(player, PW_INVISIBILITY)) return;
      say(ps, player, ps.defs.msg.GOTINVIS);
      sound = SFX.getpow;
      break;
    case SPR_SUIT:
      if (!givePower(player, PW_IRONFEET)) return;
      say(ps, player, ps.defs.msg.GOTSUIT);
      sound = SFX.getpow;
      break;
    case SPR_PMAP:
      if (!givePower(player, PW_ALLMAP)) return;
      say(ps, player, ps.defs.msg.GOTMAP);
      sound = SFX.getpow;
      break;
    case SPR_PVIS:
      if (!givePower(player, PW_INFRARED)) return;
      say(ps, player, ps.defs.msg.GOTVISOR);
      sound = SFX.getpow;
      break;
    case SPR_CLIP:
      if (!giveAmmo(ps, player, AM_CLIP, special.flags & MF.DROPPED ? 0 : 1)) return;
      say(ps, player, ps.defs.msg.GOTCLIP);
      break;
    case SPR_AMMO:
      if (!giveAmmo(ps, player, AM_CLIP, 5)) return;
      say(ps, player, ps.defs.msg.GOTCLIPBOX);
      break;
    case SPR_ROCK:
      if (!giveAmmo(ps, player, AM_MISL, 1)) return;
      say(ps, player, ps.defs.msg.GOTROCKET);
      break;
    case SPR_BROK:
      if (!giveAmmo(ps, player, AM_MISL, 5)) return;
      say(ps, player, ps.defs.msg.GOTROCKBOX);
      break;
    case SPR_CELL:
      if (!giveAmmo(ps, player, AM_CELL, 1)) return;
      say(ps, player, ps.defs.msg.GOTCELL);
      break;
    case SPR_CELP:
      if (!giveAmmo(ps, player, AM_CELL, 5)) return;
      say(ps, player, ps.defs.msg.GOTCELLBOX);
      break;
    case SPR_SHEL:
      if (!giveAmmo(ps, player, AM_SHELL, 1)) return;
      say(ps, player, ps.defs.msg.GOTSHELLS);
      break;
    case SPR_SBOX:
      if (!giveAmmo(ps, player, AM_SHELL, 5)) return;
      say(ps, player, ps.defs.msg.GOTSHELLBOX);
      break;
    case SPR_BPAK:
      if (!player.backpack) {
        for (let i = 0; i < NUMAMMO; i++) player.maxammo[i] *= 2;
        player.backpack = true;
      }
      for (let i = 0; i < NUMAMMO; i++) giveAmmo(ps, player, i, 1);
      say(ps, player, ps.defs.msg.GOTBACKPACK);
      break;
    case SPR_BFUG:
      if (!giveWeapon(ps, player, WP_BFG, false)) return;
      say(ps, player, ps.defs.msg.GOTBFG9000);
      sound = SFX.wpnup;
      break;
    case SPR_MGUN:
      if (!giveWeapon(ps, player, WP_CHAINGUN, (special.flags & MF.DROPPED) !== 0)) return;
      say(ps, player, ps.defs.msg.GOTCHAINGUN);
      sound = SFX.wpnup;
      break;
    case SPR_CSAW:
      if (!giveWeapon(ps, player, WP_CHAINSAW, false)) return;
      say(ps, player, ps.defs.msg.GOTCHAINSAW);
      sound = SFX.wpnup;
      break;
    case SPR_LAUN:
      if (!giveWeapon(ps, player, WP_MISSILE, false)) return;
      say(ps, player, ps.defs.msg.GOTLAUNCHER);
      sound = SFX.wpnup;
      break;
    case SPR_PLAS:
      if (!giveWeapon(ps, player, WP_PLASMA, false)) return;
      say(ps, player, ps.defs.msg.GOTPLASMA);
      sound = SFX.wpnup;
      break;
    case SPR_SHOT:
      if (!giveWeapon(ps, player, WP_SHOTGUN, (special.flags & MF.DROPPED) !== 0)) return;
      say(ps, player, ps.defs.msg.GOTSHOTGUN);
      sound = SFX.wpnup;
      break;
    case SPR_SGN2:
      if (!giveWeapon(ps, player, WP_SUPERSHOTGUN, (special.flags & MF.DROPPED) !== 0)) return;
      say(ps, player, ps.defs.msg.GOTSHOTGUN2);
      sound = SFX.wpnup;
      break;
    // MBF's beta bonus items: a message, nothing else.
    case SPR_BON3: say(ps, player, ps.defs.msg.BETA_BONUS3); break;
    case SPR_BON4: say(ps, player, ps.defs.msg.BETA_BONUS4); break;
    default:
      // DOOM stops with an error here; a table can't make one, so warn and leave the thing be.
      ps.warn(`thing type ${special.type} is a pickup of unknown sprite ${ps.defs.spriteNames[spr]}`);
      return;
  }
  if (special.flags & MF.COUNTITEM) player.itemcount++;
  removeMobj(ps, special);
  player.bonuscount += BONUSADD;
  ps.sound(null, sound);
}

/** P_KillMobj: `target` dies (gibbed below minus its spawn health); kills are tallied; some former humans drop their gun. */
export function killMobj(ps: SimState, source: Mobj | null, target: Mobj): void {
  target.flags &= ~(MF.SHOOTABLE | MF.FLOAT | MF.SKULLFLY);
  if (target.type !== MT_SKULL) target.flags &= ~MF.NOGRAVITY;
  target.flags |= MF.CORPSE | MF.DROPOFF;
  target.height >>= 2;
  // MBF (complevel 11 exactly, and MBF21) takes the dead out of its threads of friends and enemies.
  if (ps.compat.complevel === COMPLEVEL_MBF || ps.compat.mbf21) updateThread(ps, target);
  if (source !== null && source.player !== null) {
    if (target.flags & MF.COUNTKILL) source.player.killcount++;
  } else if (target.flags & MF.COUNTKILL) {
    ps.player.killcount++; // every monster death counts in single player, even by another monster
  }
  const victim = target.player;
  if (victim !== null) {
    target.flags &= ~MF.SOLID;
    victim.playerstate = PST_DEAD;
    dropWeapon(ps, victim);
  }
  const type = target.type;
  if (target.health < -ps.defs.infoSpawnHealth[type] && ps.defs.infoXdeathState[type] !== 0) setMobjState(ps, target, ps.defs.infoXdeathState[type]);
  else setMobjState(ps, target, ps.defs.infoDeathState[type]);
  target.tics -= ps.rng.pRandom(PR_KILLTICS) & 3;
  if (target.tics < 1) target.tics = 1;
  let item: number;
  if (!ps.compat.vanilla) {
    // Boom-family engines (dsda-doom) read the type's Dropped item (MBF21's field; DOOM's by default).
    item = ps.defs.infoDroppedItem[type];
    if (item < 0 || item >= ps.defs.typeCount) return;
  } else if (type === MT_WOLFSS || type === MT_POSSESSED) item = MT_CLIP;
  else if (type === MT_SHOTGUY) item = MT_SHOTGUN;
  else if (type === MT_CHAINGUY) item = MT_CHAINGUN;
  else return;
  const mo = spawnMobj(ps, target.x, target.y, ONFLOORZ, item);
  mo.flags |= MF.DROPPED;
}

/**
 * P_DamageMobj: `inflictor` (the thing that hit: a missile, a monster, null for the floor) hurts
 * `target` by `damage`; `source` (who to blame and chase, or null) becomes the monster's target.
 */
export function damageMobj(ps: SimState, target: Mobj, inflictor: Mobj | null, source: Mobj | null, damage: number): void {
  if (!(target.flags & MF.SHOOTABLE) && !(target.flags & MF.BOUNCES && ps.compat.mbf)) return; // MBF: bouncers can be hurt
  if (target.health <= 0) return;
  if (target.flags & MF.SKULLFLY) {
    target.momx = 0; target.momy = 0; target.momz = 0;
  }
  const player = target.player;
  if (player !== null && ps.skill === 1) damage >>= 1; // half damage on the easiest skill
  // The push away from the inflictor (not from the chainsaw, which would push its victim out of reach).
  if (inflictor !== null && !(target.flags & MF.NOCLIP)
    && (source === null || source.player === null || !noThrust(ps, source.player.readyweapon))) {
    portalAngleAway(ps, inflictor, target); // (portals, not DOOM's: away from it through a portal)
    let ang = ANGLE_OUT[0];
    let thrust = (Math.imul(Math.imul(damage, FRACUNIT >> 3), 100) / ps.defs.infoMass[target.type]) | 0;
    // Sometimes a killing blow from below throws the victim forwards, over the edge.
    if (damage < 40 && damage > target.health && ((target.z - inflictor.z) | 0) > 64 * FRACUNIT && ps.rng.pRandom(PR_DAMAGEMOBJ) & 1) {
      ang = (ang + ANG180) >>> 0;
      thrust = Math.imul(thrust, 4);
    }
    const fa = ang >>> ANGLETOFINESHIFT;
    target.momx = (target.momx + fixedMul(thrust, FINECOSINE[fa])) | 0;
    target.momy = (target.momy + fixedMul(thrust, FINESINE[fa])) | 0;
    if (target.intflags & MIF_FALLING && target.gear >= MAXGEAR) target.gear = 0; // MBF: pushed off a ledge
  }
  if (player !== null) {
    // The end of DOOM's episode 1 (sector special 11): the player cannot die there.
    if (target.sector.special === 11 && damage >= target.health) damage = target.health - 1;
    if (damage < 1000 && (player.cheats & CF_GODMODE || player.powers[PW_INVULNERABILITY])) return;
    if (player.armortype) {
      let saved = player.armortype === 1 ? (damage / 3) | 0 : (damage / 2) | 0;
      if (player.armorpoints <= saved) {
        saved = player.armorpoints; // the armour is used up
        player.armortype = 0;
      }
      player.armorpoints -= saved;
      damage -= saved;
    }
    player.health -= damage;
    if (player.health < 0) player.health = 0;
    player.attacker = source;
    player.damagecount += damage;
    if (player.damagecount > 100) player.damagecount = 100;
  }
  target.health -= damage;
  if (target.health <= 0) {
    killMobj(ps, source, target);
    return;
  }
  const mbf = ps.compat.mbf;
  if (mbf) {
    // MBF: a hurt player blames its attacker (for its friends to see), and anything under half its
    // health goes to the front of its side's thread, where friends look first.
    if (player !== null) target.target = source;
    if (target.health * 2 < spawnHealth(ps, target)) threadToFront(ps, target);
  }
  let justhit = false;
  if (ps.rng.pRandom(PR_PAINCHANCE) < ps.defs.infoPainChance[target.type] && !(target.flags & MF.SKULLFLY)) {
    if (mbf) justhit = true;
    else target.flags |= MF.JUSTHIT; // fight back
    setMobjState(ps, target, ps.defs.infoPainState[target.type]);
  }
  target.reactiontime = 0;
  if ((target.threshold === 0 || target.type === MT_VILE) && source !== null && source !== target && source.type !== MT_VILE
    && (!mbf || (source.flags ^ target.flags) & MF.FRIEND || ps.compat.options.monsterInfighting)) {
    // Not intent on another target: chase this one. Boom remembers the one it leaves (a player
    // first: a monster's former target is replaced unless it was a player still alive); MBF unless
    // it was an enemy, or a friend other than this attacker.
    if (!ps.compat.vanilla) {
      const last = target.lastenemy;
      if (last === null || last.health <= 0
        || (mbf ? !((target.flags ^ last.flags) & MF.FRIEND) && target.target !== source : last.player === null)) target.lastenemy = target.target;
    }
    target.target = source;
    target.threshold = BASETHRESHOLD;
    if (target.state === ps.defs.infoSpawnState[target.type] && ps.defs.infoSeeState[target.type] !== 0) {
      setMobjState(ps, target, ps.defs.infoSeeState[target.type]);
    }
  }
  // MBF: fight back, but not against a friend unless that friend did the hitting.
  if (justhit && (target.target === source || target.target === null || !(target.flags & target.target.flags & MF.FRIEND))) {
    target.flags |= MF.JUSTHIT;
  }
}
