// What touching a pickup does in DOOM, keyed by the thing's sprite as DOOM decides it: keys, weapons,
// ammo, health, armour, power-ups, the backpack; the amounts, caps and exact messages; whether the thing
// counts toward the level's item total (MF_COUNTITEM in the thing table); and the messages of locked
// doors and switches. Data only: the simulation applies it.
import { LINE_SPECIALS, type KeyColor } from './line-specials.js';
import { TICRATE } from './timing.js';
import { MF, MOBJ_INFO, SPRITE_NAMES, STATE_SPRITE } from './things-info.js';

/** DOOM's ammo types, in its order (am_clip, am_shell, am_cell, am_misl). */
export type AmmoType = 'clip' | 'shell' | 'cell' | 'misl';
export const AMMO_TYPES: readonly AmmoType[] = ['clip', 'shell', 'cell', 'misl'];
/** Most ammo a player carries without a backpack (a backpack doubles it). */
export const MAX_AMMO: Readonly<Record<AmmoType, number>> = { clip: 200, shell: 50, cell: 300, misl: 50 };
/** One "clip" of each ammo type: the unit pickups give multiples of. */
export const CLIP_AMMO: Readonly<Record<AmmoType, number>> = { clip: 10, shell: 4, cell: 20, misl: 1 };

/** DOOM's weapons, in its order (wp_fist .. wp_supershotgun). */
export type WeaponType =
  | 'fist' | 'pistol' | 'shotgun' | 'chaingun' | 'missile' | 'plasma' | 'bfg' | 'chainsaw' | 'supershotgun';
export const WEAPON_TYPES: readonly WeaponType[] = [
  'fist', 'pistol', 'shotgun', 'chaingun', 'missile', 'plasma', 'bfg', 'chainsaw', 'supershotgun',
];
/** The ammo each weapon uses (null: none). */
export const WEAPON_AMMO: Readonly<Record<WeaponType, AmmoType | null>> = {
  fist: null, pistol: 'clip', shotgun: 'shell', chaingun: 'clip', missile: 'misl', plasma: 'cell', bfg: 'cell',
  chainsaw: null, supershotgun: 'shell',
};

/** DOOM's power-ups, in its order (pw_invulnerability .. pw_infrared). */
export type PowerType = 'invulnerability' | 'strength' | 'invisibility' | 'ironfeet' | 'allmap' | 'infrared';
/** How long a timed power lasts, in tics; 0 = until the level ends (berserk, computer map). */
export const POWER_TICS: Readonly<Record<PowerType, number>> = {
  invulnerability: 30 * TICRATE, strength: 0, invisibility: 60 * TICRATE, ironfeet: 60 * TICRATE, allmap: 0,
  infrared: 120 * TICRATE,
};

/** Health that medikits and stimpacks heal up to (MAXHEALTH). */
export const MAX_HEALTH = 100;
/** Cap of health bonuses and the soul sphere. */
export const MAX_BONUS_HEALTH = 200;
/** Cap of armour bonuses. */
export const MAX_BONUS_ARMOR = 200;
/** Palette flash added per pickup (BONUSADD). */
export const BONUS_FLASH = 6;
/** A pickup is out of reach when its bottom is above the toucher's top or more than this below its feet. */
export const PICKUP_REACH_BELOW = 8;
/** Skills 1 and 5 (sk_baby, sk_nightmare) give twice the ammo of every pickup. */
export const DOUBLE_AMMO_SKILLS: readonly number[] = [1, 5];

interface PickupBase {
  /** The thing's sprite (the spawn state's), as DOOM identifies pickups. */
  readonly sprite: string;
  /** Editor number of the thing that carries this sprite. */
  readonly doomednum: number;
  /** Counts toward the level's items (MF_COUNTITEM on the thing). */
  readonly countItem: boolean;
  readonly message: string;
}

/** A key: always picked up (in single player); the message only if the player lacked it. */
export interface KeyPickup extends PickupBase {
  readonly kind: 'key';
  readonly color: KeyColor;
  readonly skull: boolean;
}

/**
 * A weapon: picked up if the player lacks it or can take its ammo. Placed weapons give two clips of
 * their ammo (`ammoAmount`), weapons dropped by monsters one (`droppedAmmoAmount`).
 */
export interface WeaponPickup extends PickupBase {
  readonly kind: 'weapon';
  readonly weapon: WeaponType;
  readonly ammo: AmmoType | null;
  readonly ammoAmount: number;
  readonly droppedAmmoAmount: number;
}

/** Ammo: picked up unless that ammo is full; the amount is capped at the maximum. */
export interface AmmoPickup extends PickupBase {
  readonly kind: 'ammo';
  readonly ammo: AmmoType;
  readonly amount: number;
  /** A clip dropped by a monster gives half (5); other ammo ignores the dropped flag. */
  readonly droppedAmount: number;
}

/**
 * Health: adds `amount` up to `max`. Stimpacks and medikits are left lying when health is already at
 * MAX_HEALTH; bonuses and the soul sphere are always taken.
 */
export interface HealthPickup extends PickupBase {
  readonly kind: 'health';
  readonly amount: number;
  readonly max: number;
  readonly always: boolean;
  /**
   * Medikit: this message instead when health is below `lowBelow` — checked after healing, so in DOOM
   * it never shows (health is at least 26 by then).
   */
  readonly lowMessage?: string;
  readonly lowBelow?: number;
}

/** Armour: sets points to armorClass × 100 and the class, unless the player already has that many points. */
export interface ArmorPickup extends PickupBase {
  readonly kind: 'armor';
  readonly armorClass: 1 | 2;
  readonly points: number;
}

/** Armour bonus: +1 point up to MAX_BONUS_ARMOR, always taken; sets class 1 if the player had none. */
export interface ArmorBonusPickup extends PickupBase {
  readonly kind: 'armorBonus';
  readonly amount: number;
  readonly max: number;
}

/** Megasphere (DOOM II only: in DOOM 1 it is not picked up): health set to 200 and class-2 armour 200. */
export interface MegaspherePickup extends PickupBase {
  readonly kind: 'megasphere';
  readonly health: number;
  readonly armorClass: 2;
  readonly points: number;
  readonly commercialOnly: true;
}

/**
 * A power-up: sets the power's timer to POWER_TICS. Invulnerability, invisibility, radiation suit and
 * light amplification are always taken (the timer restarts); berserk is always taken, heals to
 * MAX_HEALTH and switches to the fist; a second computer map is left lying.
 */
export interface PowerPickup extends PickupBase {
  readonly kind: 'power';
  readonly power: PowerType;
}

/** Backpack: doubles the ammo maxima (once) and gives one clip of every ammo type. */
export interface BackpackPickup extends PickupBase {
  readonly kind: 'backpack';
}

export type PickupDef =
  | KeyPickup | WeaponPickup | AmmoPickup | HealthPickup | ArmorPickup | ArmorBonusPickup | MegaspherePickup
  | PowerPickup | BackpackPickup;

// The thing that spawns with each pickup sprite: its editor number and item flag.
const carrier = new Map<string, { doomednum: number; countItem: boolean }>();
for (const m of MOBJ_INFO) {
  if (!(m.flags & MF.SPECIAL)) continue;
  carrier.set(SPRITE_NAMES[STATE_SPRITE[m.spawnState]], { doomednum: m.doomednum, countItem: (m.flags & MF.COUNTITEM) !== 0 });
}

type Spec = PickupDef extends infer P ? (P extends PickupDef ? Omit<P, 'doomednum' | 'countItem'> : never) : never;

function weapon(sprite: string, w: WeaponType, message: string): Spec {
  const ammo = WEAPON_AMMO[w];
  const clip = ammo === null ? 0 : CLIP_AMMO[ammo];
  return { kind: 'weapon', sprite, weapon: w, ammo, ammoAmount: 2 * clip, droppedAmmoAmount: clip, message };
}
function ammo(sprite: string, a: AmmoType, clips: number, message: string, droppedAmount = clips * CLIP_AMMO[a]): Spec {
  return { kind: 'ammo', sprite, ammo: a, amount: clips * CLIP_AMMO[a], droppedAmount, message };
}

const SPECS: readonly Spec[] = [
  { kind: 'armor', sprite: 'ARM1', armorClass: 1, points: 100, message: 'Picked up the armor.' },
  { kind: 'armor', sprite: 'ARM2', armorClass: 2, points: 200, message: 'Picked up the MegaArmor!' },
  { kind: 'health', sprite: 'BON1', amount: 1, max: MAX_BONUS_HEALTH, always: true, message: 'Picked up a health bonus.' },
  { kind: 'armorBonus', sprite: 'BON2', amount: 1, max: MAX_BONUS_ARMOR, message: 'Picked up an armor bonus.' },
  { kind: 'health', sprite: 'SOUL', amount: 100, max: MAX_BONUS_HEALTH, always: true, message: 'Supercharge!' },
  { kind: 'megasphere', sprite: 'MEGA', health: 200, armorClass: 2, points: 200, commercialOnly: true, message: 'MegaSphere!' },
  { kind: 'key', sprite: 'BKEY', color: 'blue', skull: false, message: 'Picked up a blue keycard.' },
  { kind: 'key', sprite: 'YKEY', color: 'yellow', skull: false, message: 'Picked up a yellow keycard.' },
  { kind: 'key', sprite: 'RKEY', color: 'red', skull: false, message: 'Picked up a red keycard.' },
  { kind: 'key', sprite: 'BSKU', color: 'blue', skull: true, message: 'Picked up a blue skull key.' },
  { kind: 'key', sprite: 'YSKU', color: 'yellow', skull: true, message: 'Picked up a yellow skull key.' },
  { kind: 'key', sprite: 'RSKU', color: 'red', skull: true, message: 'Picked up a red skull key.' },
  { kind: 'health', sprite: 'STIM', amount: 10, max: MAX_HEALTH, always: false, message: 'Picked up a stimpack.' },
  {
    kind: 'health', sprite: 'MEDI', amount: 25, max: MAX_HEALTH, always: false, message: 'Picked up a medikit.',
    lowMessage: 'Picked up a medikit that you REALLY need!', lowBelow: 25,
  },
  { kind: 'power', sprite: 'PINV', power: 'invulnerability', message: 'Invulnerability!' },
  { kind: 'power', sprite: 'PSTR', power: 'strength', message: 'Berserk!' },
  { kind: 'power', sprite: 'PINS', power: 'invisibility', message: 'Partial Invisibility' },
  { kind: 'power', sprite: 'SUIT', power: 'ironfeet', message: 'Radiation Shielding Suit' },
  { kind: 'power', sprite: 'PMAP', power: 'allmap', message: 'Computer Area Map' },
  { kind: 'power', sprite: 'PVIS', power: 'infrared', message: 'Light Amplification Visor' },
  ammo('CLIP', 'clip', 1, 'Picked up a clip.', CLIP_AMMO.clip / 2),
  ammo('AMMO', 'clip', 5, 'Picked up a box of bullets.'),
  ammo('ROCK', 'misl', 1, 'Picked up a rocket.'),
  ammo('BROK', 'misl', 5, 'Picked up a box of rockets.'),
  ammo('CELL', 'cell', 1, 'Picked up an energy cell.'),
  ammo('CELP', 'cell', 5, 'Picked up an energy cell pack.'),
  ammo('SHEL', 'shell', 1, 'Picked up 4 shotgun shells.'),
  ammo('SBOX', 'shell', 5, 'Picked up a box of shotgun shells.'),
  { kind: 'backpack', sprite: 'BPAK', message: 'Picked up a backpack full of ammo!' },
  weapon('BFUG', 'bfg', 'You got the BFG9000!  Oh, yes.'),
  weapon('MGUN', 'chaingun', 'You got the chaingun!'),
  weapon('CSAW', 'chainsaw', 'A chainsaw!  Find some meat!'),
  weapon('LAUN', 'missile', 'You got the rocket launcher!'),
  weapon('PLAS', 'plasma', 'You got the plasma gun!'),
  weapon('SHOT', 'shotgun', 'You got the shotgun!'),
  weapon('SGN2', 'supershotgun', 'You got the super shotgun!'),
];

/** Every pickup, by sprite name. */
export const PICKUPS: ReadonlyMap<string, PickupDef> = new Map(SPECS.map((s): [string, PickupDef] => {
  const c = carrier.get(s.sprite);
  if (c === undefined) throw new Error(`pickups: no pickup thing spawns with sprite ${s.sprite}`);
  return [s.sprite, { ...s, doomednum: c.doomednum, countItem: c.countItem } as PickupDef];
}));

/** The pickup a thing with this sprite is, or undefined (not a pickup). */
export function pickupForSprite(sprite: string): PickupDef | undefined {
  return PICKUPS.get(sprite.toUpperCase());
}

/** The pickup of a thing type (index into MOBJ_INFO), by its spawn sprite; undefined if not MF_SPECIAL. */
export function pickupForMobjType(type: number): PickupDef | undefined {
  const m = MOBJ_INFO[type];
  if (m === undefined || !(m.flags & MF.SPECIAL)) return undefined;
  return PICKUPS.get(SPRITE_NAMES[STATE_SPRITE[m.spawnState]]);
}

/** DOOM's locked-door messages: used on a door (manual D lines) or on a switch (S lines). */
export const LOCKED_MESSAGES: Readonly<Record<KeyColor, { readonly door: string; readonly object: string }>> = {
  blue: { door: 'You need a blue key to open this door', object: 'You need a blue key to activate this object' },
  yellow: { door: 'You need a yellow key to open this door', object: 'You need a yellow key to activate this object' },
  red: { door: 'You need a red key to open this door', object: 'You need a red key to activate this object' },
};

/** The message DOOM shows when a keyed line is used without its key, or undefined if the line needs none. */
export function lockedMessage(lineType: number): string | undefined {
  const d = LINE_SPECIALS.get(lineType);
  if (d === undefined || d.key === undefined) return undefined;
  return d.trigger === 'manual' ? LOCKED_MESSAGES[d.key].door : LOCKED_MESSAGES[d.key].object;
}
