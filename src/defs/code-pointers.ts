// The code pointers a WAD may name: every action function DOOM's state table uses (DOOM's own, in
// the order of data/things-info.ts's ACTION_NAMES, so a state's action number means the same here
// and there), then those Boom's BEX [CODEPTR] block and MBF (and, for the sequel, MBF21) added. A
// state holds an index into this list; the simulation registers a handler by name for each one it
// runs (src/sim/rules/actions.ts), as DOOM's info.c lists its actions.
import { ACTION_NAMES, STATE_ACTION_NAMES, STATE_COUNT } from './doom/things-info.js';

/** MBF's code pointers (mbfedit.txt), beyond DOOM's. */
const MBF_POINTERS: readonly string[] = [
  'A_Detonate', 'A_Mushroom', 'A_Die', 'A_Spawn', 'A_Turn', 'A_Face', 'A_Scratch', 'A_PlaySound', 'A_RandomJump',
  'A_LineEffect', 'A_FireOldBFG', 'A_BetaSkullAttack', 'A_Stop',
];

/** MBF21's code pointers (named here so a patch using them is read; none is run yet). */
const MBF21_POINTERS: readonly string[] = [
  'A_SpawnObject', 'A_MonsterProjectile', 'A_MonsterBulletAttack', 'A_MonsterMeleeAttack', 'A_RadiusDamage',
  'A_NoiseAlert', 'A_HealChase', 'A_SeekTracer', 'A_FindTracer', 'A_ClearTracer', 'A_JumpIfHealthBelow',
  'A_JumpIfTargetInSight', 'A_JumpIfTargetCloser', 'A_JumpIfTracerInSight', 'A_JumpIfTracerCloser',
  'A_JumpIfFlagsSet', 'A_AddFlags', 'A_RemoveFlags', 'A_WeaponProjectile', 'A_WeaponBulletAttack',
  'A_WeaponMeleeAttack', 'A_WeaponSound', 'A_WeaponAlert', 'A_WeaponJump', 'A_ConsumeAmmo', 'A_CheckAmmo',
  'A_RefireTo', 'A_GunFlashTo',
];

/** Every code pointer name by number; 0 is '' (no action). DOOM's come first, in ACTION_NAMES's order. */
export const CODE_POINTER_NAMES: readonly string[] = [...ACTION_NAMES, ...MBF_POINTERS, ...MBF21_POINTERS];

/** Where each group starts in CODE_POINTER_NAMES (for messages: whose pointer a name is). */
export const FIRST_MBF_POINTER = ACTION_NAMES.length;
export const FIRST_MBF21_POINTER = ACTION_NAMES.length + MBF_POINTERS.length;

const byUpperName = new Map(CODE_POINTER_NAMES.map((n, i) => [n.toUpperCase(), i]));

/**
 * The number of a code pointer by name, as BEX names them: with or without the A_ prefix, any case
 * ('Look', 'A_LOOK'); 'NULL' (BEX's none) is 0. -1 for a name no engine defines.
 */
export function codePointerIndex(name: string): number {
  const n = name.trim().toUpperCase();
  if (n === 'NULL' || n === 'A_NULL') return 0;
  return byUpperName.get(n) ?? byUpperName.get(`A_${n}`) ?? -1;
}

/** Each state's own code pointer number in the engines' table (DOOM's states, then Boom's and MBF's). */
export const BASE_STATE_POINTER: Readonly<Int32Array> = Int32Array.from({ length: STATE_COUNT }, (_, i) => {
  const name = STATE_ACTION_NAMES[i];
  const n = name === '' ? 0 : codePointerIndex(name);
  if (n < 0) throw new Error(`code-pointers: state ${i}'s action ${name} is no code pointer`);
  return n;
});
