// MBF21's additions to DEHACKED (the MBF21 v1.4 specification; dsda-doom's reading where it is
// silent): the thing, frame and weapon "MBF21 Bits" with their mnemonics and numeric values, the
// thing fields (Fast speed, Melee range, Infighting/Projectile/Splash group, Rip sound, Dropped
// item), a frame's Args1..Args8 and its pointer's default args, a weapon's Ammo per shot — and the
// limits of the extended index spaces (DEHEXTRA and DSDHacked: states, things, sprites and sounds
// beyond DOOM's counts, created when a patch names them, bounded so a hostile index cannot make
// the tables huge).

/** A frame's MBF21 Bits. */
export const STATEF_SKILL5FAST = 1;
/** Args per frame. */
export const STATE_ARGS = 8;
/** DOOM's melee reach (MELEERANGE), 16.16. */
export const MELEERANGE = 64 * 65536;
/** The projectile group of the baron and the hell knight (their balls do not hurt each other). */
export const PG_BARON = 1;
/** Projectile group -1: its missiles hurt its own kind ("PG_GROUPLESS"). */
export const PG_GROUPLESS = -1;
/** Splash group 0: none. Infighting group 0: none. */
export const IG_DEFAULT = 0;
export const SG_DEFAULT = 0;

/** The thing MBF21 Bits, in the specification's order (bit i = 1 << i). */
export const MF2 = {
  LOGRAV: 0x1, SHORTMRANGE: 0x2, DMGIGNORED: 0x4, NORADIUSDMG: 0x8, FORCERADIUSDMG: 0x10, HIGHERMPROB: 0x20,
  RANGEHALF: 0x40, NOTHRESHOLD: 0x80, LONGMELEE: 0x100, BOSS: 0x200, MAP07BOSS1: 0x400, MAP07BOSS2: 0x800,
  E1M8BOSS: 0x1000, E2M8BOSS: 0x2000, E3M8BOSS: 0x4000, E4M6BOSS: 0x8000, E4M8BOSS: 0x10000, RIP: 0x20000,
  FULLVOLSOUNDS: 0x40000,
} as const;

/** The weapon MBF21 Bits. */
export const WPF = {
  NOTHRUST: 0x1, SILENT: 0x2, NOAUTOFIRE: 0x4, FLEEMELEE: 0x8, AUTOSWITCHFROM: 0x10, NOAUTOSWITCHTO: 0x20,
} as const;

export const MF2_NAMES: ReadonlyMap<string, number> = new Map(Object.entries(MF2));
export const WPF_NAMES: ReadonlyMap<string, number> = new Map(Object.entries(WPF));
export const STATEF_NAMES: ReadonlyMap<string, number> = new Map([['SKILL5FAST', STATEF_SKILL5FAST]]);
/** Every bit each kind defines (a number with others set is warned about; the known bits apply). */
export const MF2_ALL = 0x7ffff;
export const WPF_ALL = 0x3f;
export const STATEF_ALL = 0x1;

/**
 * The most states, thing types, sprites and sounds a patch may create (DSDHacked lets a patch name
 * any number; real patches use a few thousand). A number beyond is warned about and its block skipped.
 */
export const MAX_DEH_STATES = 1 << 16;
export const MAX_DEH_TYPES = 1 << 14;
export const MAX_DEH_SPRITES = 1 << 14;
export const MAX_DEH_SOUNDS = 1 << 14;

/**
 * MBF21's code pointers: how many args each reads and the defaults of those a frame leaves unset
 * (MBF21 v1.4's table). Args beyond a pointer's count must be 0.
 */
export const MBF21_POINTER_ARGS: ReadonlyMap<string, readonly number[]> = new Map<string, readonly number[]>([
  ['A_SpawnObject', [0, 0, 0, 0, 0, 0, 0, 0]],
  ['A_MonsterProjectile', [0, 0, 0, 0, 0]],
  ['A_MonsterBulletAttack', [0, 0, 1, 3, 5]],
  ['A_MonsterMeleeAttack', [3, 8, 0, 0]],
  ['A_RadiusDamage', [0, 0]],
  ['A_NoiseAlert', []],
  ['A_HealChase', [0, 0]],
  ['A_SeekTracer', [0, 0]],
  ['A_FindTracer', [0, 10]],
  ['A_ClearTracer', []],
  ['A_JumpIfHealthBelow', [0, 0]],
  ['A_JumpIfTargetInSight', [0, 0]],
  ['A_JumpIfTargetCloser', [0, 0]],
  ['A_JumpIfTracerInSight', [0, 0]],
  ['A_JumpIfTracerCloser', [0, 0]],
  ['A_JumpIfFlagsSet', [0, 0, 0]],
  ['A_AddFlags', [0, 0]],
  ['A_RemoveFlags', [0, 0]],
  ['A_WeaponProjectile', [0, 0, 0, 0, 0]],
  ['A_WeaponBulletAttack', [0, 0, 1, 5, 3]],
  ['A_WeaponMeleeAttack', [2, 10, 65536, 0, 0]],
  ['A_WeaponSound', [0, 0]],
  ['A_WeaponAlert', []],
  ['A_WeaponJump', [0, 0]],
  ['A_ConsumeAmmo', [0]],
  ['A_CheckAmmo', [0, 0]],
  ['A_RefireTo', [0, 0]],
  ['A_GunFlashTo', [0, 0]],
]);

/** Pointers whose Args1 is a thing number (DEHACKED's 1-based: stored as the type, number − 1). */
export const THING_ARG1_POINTERS: ReadonlySet<string> = new Set(['A_SpawnObject', 'A_MonsterProjectile', 'A_WeaponProjectile']);

/** Bits: a number, or mnemonics of `names` joined by +, |, commas or spaces; `bad` collects unknown names. */
export function mbf21Bits(s: string, names: ReadonlyMap<string, number>, bad: string[]): number {
  const t = s.trim();
  if (/^[+-]?(0x[0-9a-f]+|\d+)/i.test(t)) {
    const m = /^\s*([+-]?)(0x[0-9a-f]+|\d+)/i.exec(t)!;
    const v = m[2].toLowerCase().startsWith('0x') ? parseInt(m[2].slice(2), 16) : parseInt(m[2], 10);
    return (m[1] === '-' ? -v : v) | 0;
  }
  let v = 0;
  for (const word of t.split(/[+|,\s]+/)) {
    if (word === '') continue;
    const bit = names.get(word.toUpperCase());
    if (bit === undefined) bad.push(word);
    else v |= bit;
  }
  return v;
}
