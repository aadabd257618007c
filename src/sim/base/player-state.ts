// DOOM's player_t: what a player is besides its body (the Mobj) — the ticcmd being obeyed, the view
// height and bob, health and armour, powers, keys, weapons and ammo, the weapon sprites, the
// counters for the palette flashes, the level tallies. Numbers in DOOM's units (16.16 for heights).
import { TicCmd } from './ticcmd.js';
import type { Mobj } from './thing.js';
import { DOOM_DEFS, type Defs } from '../../defs/defs.js';

export const PST_LIVE = 0;
export const PST_DEAD = 1;
export const PST_REBORN = 2;

export const NUMPOWERS = 6;
export const PW_INVULNERABILITY = 0;
export const PW_STRENGTH = 1;
export const PW_INVISIBILITY = 2;
export const PW_IRONFEET = 3;
export const PW_ALLMAP = 4;
export const PW_INFRARED = 5;

export const NUMCARDS = 6;
/** The keys in DOOM's card_t order. */
export const CARD_NAMES = ['blue card', 'yellow card', 'red card', 'blue skull', 'yellow skull', 'red skull'] as const;
export const NUMWEAPONS = 9;
export const WP_FIST = 0;
export const WP_PISTOL = 1;
export const WP_SHOTGUN = 2;
export const WP_CHAINGUN = 3;
export const WP_MISSILE = 4;
export const WP_PLASMA = 5;
export const WP_BFG = 6;
export const WP_CHAINSAW = 7;
export const WP_SUPERSHOTGUN = 8;
export const WP_NOCHANGE = 10;

export const NUMAMMO = 4;
export const AM_CLIP = 0;
export const AM_SHELL = 1;
export const AM_CELL = 2;
export const AM_MISL = 3;
export const AM_NOAMMO = 5;

export const CF_NOCLIP = 1;
export const CF_GODMODE = 2;
export const CF_NOMOMENTUM = 4;

/** One weapon sprite (pspdef_t): its state (-1: none), tics left, and screen offset (16.16). */
export class PspDef {
  state = -1;
  tics = 0;
  sx = 0;
  sy = 0;
}

export const PS_WEAPON = 0;
export const PS_FLASH = 1;

export class PlayerState {
  mo: Mobj | null = null;
  playerstate = PST_REBORN;
  readonly cmd = new TicCmd();
  viewz = 0;
  viewheight = 0;
  deltaviewheight = 0;
  bob = 0;
  health = 100;
  armorpoints = 0;
  armortype = 0;
  readonly powers = new Int32Array(NUMPOWERS);
  readonly cards = new Uint8Array(NUMCARDS);
  backpack = false;
  readyweapon = WP_PISTOL;
  pendingweapon = WP_PISTOL;
  readonly weaponowned = new Uint8Array(NUMWEAPONS);
  readonly ammo = new Int32Array(NUMAMMO);
  readonly maxammo = new Int32Array(NUMAMMO);
  attackdown = false;
  usedown = false;
  cheats = 0;
  refire = 0;
  killcount = 0;
  itemcount = 0;
  secretcount = 0;
  /** The last message ('' for none) and the level tic it was given. */
  message = '';
  messageTic = -1;
  damagecount = 0;
  bonuscount = 0;
  attacker: Mobj | null = null;
  extralight = 0;
  fixedcolormap = 0;
  readonly psprites: readonly [PspDef, PspDef] = [new PspDef(), new PspDef()];
  didsecret = false;

  /** G_PlayerReborn: a fresh player (the tallies survive), with the game's start health, bullets and ammo caps. */
  reborn(defs: Defs = DOOM_DEFS): void {
    const k = this.killcount, i = this.itemcount, s = this.secretcount;
    this.mo = null;
    this.playerstate = PST_LIVE;
    this.cmd.clear();
    this.viewz = 0; this.viewheight = 0; this.deltaviewheight = 0; this.bob = 0;
    this.health = defs.misc.initialHealth;
    this.armorpoints = 0; this.armortype = 0;
    this.powers.fill(0); this.cards.fill(0); this.backpack = false;
    this.readyweapon = WP_PISTOL; this.pendingweapon = WP_PISTOL;
    this.weaponowned.fill(0);
    this.weaponowned[WP_FIST] = 1; this.weaponowned[WP_PISTOL] = 1;
    this.ammo.fill(0);
    this.ammo[AM_CLIP] = defs.misc.initialBullets;
    this.maxammo.set(defs.maxAmmo);
    this.attackdown = true; this.usedown = true; // don't do anything immediately
    this.cheats = 0; this.refire = 0;
    this.message = ''; this.messageTic = -1;
    this.damagecount = 0; this.bonuscount = 0; this.attacker = null;
    this.extralight = 0; this.fixedcolormap = 0;
    for (const p of this.psprites) { p.state = -1; p.tics = 0; p.sx = 0; p.sy = 0; }
    this.didsecret = false;
    this.killcount = k; this.itemcount = i; this.secretcount = s;
  }
}
