// DOOM's state actions (the A_* functions a state names): run as a thing or a weapon sprite enters
// the state. A state holds a code pointer number (src/defs/code-pointers.ts: DOOM's, Boom's and
// MBF's names, so a DEHACKED Pointer block or a BEX [CODEPTR] line can give any state any action);
// each handler here is registered by name, as DOOM's info.c lists its actions, and the numbers are
// resolved once, at load, to the small codes the two dispatchers switch on: no name is compared per tic. The weapon
// sprites' actions live in weapons.ts (p_pspr); the things' actions that are not the monsters'
// are here; the monsters' (p_enemy) are in enemy.ts, enemy-attacks.ts and enemy-boss.ts.
import { DOOM_STATE_COUNT, MF, mobjIndex } from '../../defs/doom/things-info.js';
import { BASE_STATE_POINTER, CODE_POINTER_NAMES, FIRST_MBF_POINTER, FIRST_MBF21_POINTER, codePointerIndex } from '../../defs/code-pointers.js';
import { SFX } from '../../defs/doom/sounds.js';
import { extraArgsProblems, mbf21PointerRuns, runMbf21MobjAction, runMbf21PspAction } from './mbf21-actions.js';
import { radiusAttack } from './map-move.js';
import { aChase, aLook, faceTarget } from './enemy.js';
import {
  aBabyMetal, aBruisAttack, aBspiAttack, aCPosAttack, aCPosRefire, aCyberAttack, aFatAttack1, aFatAttack2, aFatAttack3, aFatRaise,
  aHeadAttack, aHoof, aMetal, aPainAttack, aPainDie, aPosAttack, aSPosAttack, aSargAttack, aSkelFist, aSkelMissile, aSkelWhoosh,
  aSkullAttack, aSpidRefire, aTracer, aTroopAttack,
} from './enemy-attacks.js';
import {
  aBossDeath, aBrainAwake, aBrainDie, aBrainExplode, aBrainPain, aBrainScream, aBrainSpit, aFire, aFireCrackle, aKeenDie, aSpawnFly,
  aSpawnSound, aStartFire, aVileAttack, aVileChase, aVileStart, aVileTarget,
} from './enemy-boss.js';
import type { Mobj } from '../base/thing.js';
import {
  COMPLEVEL_MBF_POINTERS, aBetaSkullAttack, aFireOldBfg, aDetonate, aDie, aFace, aLineEffect, aMushroom, aPlaySound, aRandomJump, aScratch,
  aSpawn, aStop, aTurn,
} from './mbf-actions.js';
import {
  bfgSpray, checkAmmo, fireBfg, fireCGun, fireMissile, firePistol, firePlasma, fireShotgun, fireShotgun2, gunFlash, lower, punch,
  raise, reFire, saw, weaponReady,
} from './weapons.js';
import type { PlayerState, PspDef } from '../base/player-state.js';
import type { SimState } from '../base/sim-state.js';
import { PR_SCREAM } from '../../defs/doom/random.js';

const MT_SPIDER = mobjIndex('MT_SPIDER');
const MT_CYBORG = mobjIndex('MT_CYBORG');

// Codes of the weapon sprites' actions.
const P_WEAPONREADY = 1, P_LOWER = 2, P_RAISE = 3, P_PUNCH = 4, P_REFIRE = 5, P_FIREPISTOL = 6, P_LIGHT0 = 7, P_LIGHT1 = 8;
const P_LIGHT2 = 9, P_FIRESHOTGUN = 10, P_FIRESHOTGUN2 = 11, P_CHECKRELOAD = 12, P_OPENSHOTGUN2 = 13, P_LOADSHOTGUN2 = 14;
const P_CLOSESHOTGUN2 = 15, P_FIRECGUN = 16, P_GUNFLASH = 17, P_FIREMISSILE = 18, P_SAW = 19, P_FIREPLASMA = 20;
const P_BFGSOUND = 21, P_FIREBFG = 22, P_FIREOLDBFG = 23;

// Codes of the things' actions.
const M_EXPLODE = 1, M_SCREAM = 2, M_XSCREAM = 3, M_PAIN = 4, M_FALL = 5, M_PLAYERSCREAM = 6, M_BFGSPRAY = 7;
// The monsters' (p_enemy): the look and chase (enemy.ts), the attacks (enemy-attacks.ts).
const M_LOOK = 8, M_CHASE = 9, M_FACETARGET = 10, M_POSATTACK = 11, M_SPOSATTACK = 12, M_CPOSATTACK = 13, M_CPOSREFIRE = 14;
const M_SPIDREFIRE = 15, M_BSPIATTACK = 16, M_TROOPATTACK = 17, M_SARGATTACK = 18, M_HEADATTACK = 19, M_CYBERATTACK = 20;
const M_BRUISATTACK = 21, M_SKELMISSILE = 22, M_TRACER = 23, M_SKELWHOOSH = 24, M_SKELFIST = 25, M_FATRAISE = 26;
const M_FATATTACK1 = 27, M_FATATTACK2 = 28, M_FATATTACK3 = 29, M_SKULLATTACK = 30, M_PAINATTACK = 31, M_PAINDIE = 32;
const M_HOOF = 33, M_METAL = 34, M_BABYMETAL = 35;
// The bosses' (enemy-boss.ts): the arch-vile, Keen, the boss deaths, the boss brain and its spawner.
const M_VILECHASE = 36, M_VILESTART = 37, M_STARTFIRE = 38, M_FIRECRACKLE = 39, M_FIRE = 40, M_VILETARGET = 41;
const M_VILEATTACK = 42, M_KEENDIE = 43, M_BOSSDEATH = 44, M_BRAINAWAKE = 45, M_BRAINPAIN = 46, M_BRAINSCREAM = 47;
const M_BRAINEXPLODE = 48, M_BRAINDIE = 49, M_BRAINSPIT = 50, M_SPAWNSOUND = 51, M_SPAWNFLY = 52;
// MBF's (mbf-actions.ts).
const M_DETONATE = 53, M_MUSHROOM = 54, M_DIE = 55, M_SPAWN = 56, M_TURN = 57, M_FACE = 58, M_SCRATCH = 59;
const M_PLAYSOUND = 60, M_RANDOMJUMP = 61, M_LINEEFFECT = 62, M_BETASKULLATTACK = 63, M_STOP = 64;

const PSP_ACTIONS: readonly [string, number][] = [
  ['A_WeaponReady', P_WEAPONREADY], ['A_Lower', P_LOWER], ['A_Raise', P_RAISE], ['A_Punch', P_PUNCH], ['A_ReFire', P_REFIRE],
  ['A_FirePistol', P_FIREPISTOL], ['A_Light0', P_LIGHT0], ['A_Light1', P_LIGHT1], ['A_Light2', P_LIGHT2],
  ['A_FireShotgun', P_FIRESHOTGUN], ['A_FireShotgun2', P_FIRESHOTGUN2], ['A_CheckReload', P_CHECKRELOAD],
  ['A_OpenShotgun2', P_OPENSHOTGUN2], ['A_LoadShotgun2', P_LOADSHOTGUN2], ['A_CloseShotgun2', P_CLOSESHOTGUN2],
  ['A_FireCGun', P_FIRECGUN], ['A_GunFlash', P_GUNFLASH], ['A_FireMissile', P_FIREMISSILE], ['A_Saw', P_SAW],
  ['A_FirePlasma', P_FIREPLASMA], ['A_BFGsound', P_BFGSOUND], ['A_FireBFG', P_FIREBFG],
  ['A_FireOldBFG', P_FIREOLDBFG],
];

const MOBJ_ACTIONS: readonly [string, number][] = [
  ['A_Explode', M_EXPLODE], ['A_Scream', M_SCREAM], ['A_XScream', M_XSCREAM], ['A_Pain', M_PAIN], ['A_Fall', M_FALL],
  ['A_PlayerScream', M_PLAYERSCREAM], ['A_BFGSpray', M_BFGSPRAY],
  ['A_Look', M_LOOK], ['A_Chase', M_CHASE], ['A_FaceTarget', M_FACETARGET], ['A_PosAttack', M_POSATTACK],
  ['A_SPosAttack', M_SPOSATTACK], ['A_CPosAttack', M_CPOSATTACK], ['A_CPosRefire', M_CPOSREFIRE], ['A_SpidRefire', M_SPIDREFIRE],
  ['A_BspiAttack', M_BSPIATTACK], ['A_TroopAttack', M_TROOPATTACK], ['A_SargAttack', M_SARGATTACK], ['A_HeadAttack', M_HEADATTACK],
  ['A_CyberAttack', M_CYBERATTACK], ['A_BruisAttack', M_BRUISATTACK], ['A_SkelMissile', M_SKELMISSILE], ['A_Tracer', M_TRACER],
  ['A_SkelWhoosh', M_SKELWHOOSH], ['A_SkelFist', M_SKELFIST], ['A_FatRaise', M_FATRAISE], ['A_FatAttack1', M_FATATTACK1],
  ['A_FatAttack2', M_FATATTACK2], ['A_FatAttack3', M_FATATTACK3], ['A_SkullAttack', M_SKULLATTACK], ['A_PainAttack', M_PAINATTACK],
  ['A_PainDie', M_PAINDIE], ['A_Hoof', M_HOOF], ['A_Metal', M_METAL], ['A_BabyMetal', M_BABYMETAL],
  ['A_VileChase', M_VILECHASE], ['A_VileStart', M_VILESTART], ['A_StartFire', M_STARTFIRE], ['A_FireCrackle', M_FIRECRACKLE],
  ['A_Fire', M_FIRE], ['A_VileTarget', M_VILETARGET], ['A_VileAttack', M_VILEATTACK], ['A_KeenDie', M_KEENDIE],
  ['A_BossDeath', M_BOSSDEATH], ['A_BrainAwake', M_BRAINAWAKE], ['A_BrainPain', M_BRAINPAIN], ['A_BrainScream', M_BRAINSCREAM],
  ['A_BrainExplode', M_BRAINEXPLODE], ['A_BrainDie', M_BRAINDIE], ['A_BrainSpit', M_BRAINSPIT], ['A_SpawnSound', M_SPAWNSOUND],
  ['A_SpawnFly', M_SPAWNFLY],
  ['A_Detonate', M_DETONATE], ['A_Mushroom', M_MUSHROOM], ['A_Die', M_DIE], ['A_Spawn', M_SPAWN], ['A_Turn', M_TURN],
  ['A_Face', M_FACE], ['A_Scratch', M_SCRATCH], ['A_PlaySound', M_PLAYSOUND], ['A_RandomJump', M_RANDOMJUMP],
  ['A_LineEffect', M_LINEEFFECT], ['A_BetaSkullAttack', M_BETASKULLATTACK], ['A_Stop', M_STOP],
];

/** Code pointer number → code, for each dispatcher (0: nothing to do). */
const PSP_CODE = new Uint8Array(CODE_POINTER_NAMES.length);
const MOBJ_CODE = new Uint8Array(CODE_POINTER_NAMES.length);

function register(table: Uint8Array, list: readonly [string, number][]): void {
  for (const [name, code] of list) {
    const i = codePointerIndex(name);
    if (i <= 0) throw new Error(`actions: no code pointer is named ${name}`);
    table[i] = code;
  }
}
register(PSP_CODE, PSP_ACTIONS);
register(MOBJ_CODE, MOBJ_ACTIONS);
for (let i = 1; i < FIRST_MBF_POINTER; i++) {
  if (PSP_CODE[i] === 0 && MOBJ_CODE[i] === 0) throw new Error(`actions: DOOM's ${CODE_POINTER_NAMES[i]} has no handler`);
}

/** True when this engine runs code pointer `action` (0, none, counts as run). */
export function codePointerRuns(action: number): boolean {
  return action === 0 || PSP_CODE[action] !== 0 || MOBJ_CODE[action] !== 0 || mbf21PointerRuns(action);
}

/**
 * Warns (once per name) about states whose code pointer this engine does not run yet — MBF's and
 * MBF21's, given by a patch — so a game that needs them says so instead of silently doing nothing.
 * Once per game, never per tic.
 */
export function checkCodePointers(ps: SimState): void {
  const d = ps.defs, act = d.stateAction;
  const early = ps.compat.complevel < COMPLEVEL_MBF_POINTERS;
  const live = liveStates(ps);
  let seen: Set<number> | null = null;
  for (let s = 0; s < act.length; s++) {
    const a = act[s];
    // Only frames the game can reach, or that the patch gave a pointer (MBF's own frames, such as
    // the beta BFG's, sit unused in every game).
    if (live[s] === 0 && a === BASE_STATE_POINTER[s]) continue;
    if (a === A_SPAWN && d.stateMisc1[s] !== 0 && (d.stateMisc1[s] - 1 < 0 || d.stateMisc1[s] - 1 >= d.typeCount)) {
      ps.warn(`frame ${s}: A_Spawn's thing type ${d.stateMisc1[s] - 1} (Unknown 1 = ${d.stateMisc1[s]}) does not exist (nothing is spawned)`);
    }
    if (a === A_RANDOMJUMP && d.stateMisc2[s] > 0 && (d.stateMisc1[s] < 0 || d.stateMisc1[s] >= d.stateCount)) {
      ps.warn(`frame ${s}: A_RandomJump's frame ${d.stateMisc1[s]} (Unknown 1) does not exist (it never jumps)`);
    }
    if (seen?.has(a)) continue;
    if (!codePointerRuns(a)) {
      (seen ??= new Set()).add(a);
      ps.warn(`frame ${s}: code pointer ${CODE_POINTER_NAMES[a]} is not run by this engine yet (the state does nothing)`);
    } else if (a >= FIRST_MBF21_POINTER && !ps.compat.mbf21) {
      (seen ??= new Set()).add(a);
      ps.warn(`frame ${s}: MBF21's code pointer ${CODE_POINTER_NAMES[a]} does nothing at complevel ${ps.compat.complevel} (as in dsda-doom; use complevel 21)`);
    } else if (a >= FIRST_MBF_POINTER && (early || (!ps.compat.mbf && MBF_ONLY.has(a)))) {
      (seen ??= new Set()).add(a);
      ps.warn(`frame ${s}: MBF's code pointer ${CODE_POINTER_NAMES[a]} does nothing at complevel ${ps.compat.complevel} (as in dsda-doom; use complevel 11)`);
    }
  }
  if (ps.compat.mbf21) for (const p of extraArgsProblems(ps)) ps.warn(`${p} (MBF21 wants 0: the arg is passed on as it is)`);
}
/** Marks the states a game can enter: every thing's and weapon's entry states and what follows them. */
function liveStates(ps: SimState): Uint8Array {
  const d = ps.defs, live = new Uint8Array(d.stateCount), stack: number[] = [];
  const mark = (s: number): void => {
    if (s > 0 && s < d.stateCount && live[s] === 0) { live[s] = 1; stack.push(s); }
  };
  const entries = [d.infoSpawnState, d.infoSeeState, d.infoPainState, d.infoMeleeState, d.infoMissileState, d.infoDeathState,
    d.infoXdeathState, d.infoRaiseState, d.weaponUpState, d.weaponDownState, d.weaponReadyState, d.weaponAtkState, d.weaponFlashState];
  for (const col of entries) for (let i = 0; i < col.length; i++) mark(col[i]);
  // The states DOOM's code enters by number are DOOM's own (below DOOM_STATE_COUNT): all live.
  for (let s = 1; s < DOOM_STATE_COUNT && s < d.stateCount; s++) mark(s);
  while (stack.length > 0) {
    const s = stack.pop()!;
    mark(d.stateNext[s]);
    if (d.stateAction[s] === A_RANDOMJUMP) mark(d.stateMisc1[s]);
  }
  return live;
}

const A_SPAWN = codePointerIndex('A_Spawn');
const A_RANDOMJUMP = codePointerIndex('A_RandomJump');
const MBF_ONLY = new Set([codePointerIndex('A_BetaSkullAttack'), codePointerIndex('A_Stop'), codePointerIndex('A_FireOldBFG')]);

/** Runs a weapon sprite's state action (P_SetPsprite's call). */
export function runPspAction(ps: SimState, action: number, player: PlayerState, psp: PspDef): void {
  switch (PSP_CODE[action]) {
    case P_WEAPONREADY: weaponReady(ps, player, psp); break;
    case P_LOWER: lower(ps, player, psp); break;
    case P_RAISE: raise(ps, player, psp); break;
    case P_PUNCH: punch(ps, player); break;
    case P_REFIRE: reFire(ps, player); break;
    case P_FIREPISTOL: firePistol(ps, player); break;
    case P_LIGHT0: player.extralight = 0; break;
    case P_LIGHT1: player.extralight = 1; break;
    case P_LIGHT2: player.extralight = 2; break;
    case P_FIRESHOTGUN: fireShotgun(ps, player); break;
    case P_FIRESHOTGUN2: fireShotgun2(ps, player); break;
    case P_CHECKRELOAD: checkAmmo(ps, player); break;
    case P_OPENSHOTGUN2: ps.sound(player.mo, SFX.dbopn); break;
    case P_LOADSHOTGUN2: ps.sound(player.mo, SFX.dbload); break;
    case P_CLOSESHOTGUN2:
      ps.sound(player.mo, SFX.dbcls);
      reFire(ps, player);
      break;
    case P_FIRECGUN: fireCGun(ps, player, psp); break;
    case P_GUNFLASH: gunFlash(ps, player); break;
    case P_FIREMISSILE: fireMissile(ps, player); break;
    case P_SAW: saw(ps, player); break;
    case P_FIREPLASMA: firePlasma(ps, player); break;
    case P_BFGSOUND: ps.sound(player.mo, SFX.bfg); break;
    case P_FIREBFG: fireBfg(ps, player); break;
    case P_FIREOLDBFG: aFireOldBfg(ps, player); break;
    default: runMbf21PspAction(ps, action, player, psp); break;
  }
}

/** Runs a thing's state action (P_SetMobjState's call). */
export function runMobjAction(ps: SimState, action: number, mo: Mobj): void {
  switch (MOBJ_CODE[action]) {
    case M_EXPLODE: radiusAttack(ps, mo, mo.target, 128); break;
    case M_SCREAM: scream(ps, mo); break;
    case M_XSCREAM: ps.sound(mo, SFX.slop); break;
    case M_PAIN:
      if (ps.defs.infoPainSound[mo.type] !== 0) ps.sound(mo, ps.defs.infoPainSound[mo.type]);
      break;
    case M_FALL: mo.flags &= ~MF.SOLID; break; // a corpse can be walked over
    case M_PLAYERSCREAM:
      // DOOM II's louder death when the player ends below -50 without being gibbed.
      ps.sound(mo, ps.commercial && mo.health < -50 ? SFX.pdiehi : SFX.pldeth);
      break;
    case M_BFGSPRAY: bfgSpray(ps, mo); break;
    case M_LOOK: aLook(ps, mo); break;
    case M_CHASE: aChase(ps, mo); break;
    case M_FACETARGET: faceTarget(ps, mo); break;
    case M_POSATTACK: aPosAttack(ps, mo); break;
    case M_SPOSATTACK: aSPosAttack(ps, mo); break;
    case M_CPOSATTACK: aCPosAttack(ps, mo); break;
    case M_CPOSREFIRE: aCPosRefire(ps, mo); break;
    case M_SPIDREFIRE: aSpidRefire(ps, mo); break;
    case M_BSPIATTACK: aBspiAttack(ps, mo); break;
    case M_TROOPATTACK: aTroopAttack(ps, mo); break;
    case M_SARGATTACK: aSargAttack(ps, mo); break;
    case M_HEADATTACK: aHeadAttack(ps, mo); break;
    case M_CYBERATTACK: aCyberAttack(ps, mo); break;
    case M_BRUISATTACK: aBruisAttack(ps, mo); break;
    case M_SKELMISSILE: aSkelMissile(ps, mo); break;
    case M_TRACER: aTracer(ps, mo); break;
    case M_SKELWHOOSH: aSkelWhoosh(ps, mo); break;
    case M_SKELFIST: aSkelFist(ps, mo); break;
    case M_FATRAISE: aFatRaise(ps, mo); break;
    case M_FATATTACK1: aFatAttack1(ps, mo); break;
    case M_FATATTACK2: aFatAttack2(ps, mo); break;
    case M_FATATTACK3: aFatAttack3(ps, mo); break;
    case M_SKULLATTACK: aSkullAttack(ps, mo); break;
    case M_PAINATTACK: aPainAttack(ps, mo); break;
    case M_PAINDIE: aPainDie(ps, mo); break;
    case M_HOOF: aHoof(ps, mo); break;
    case M_METAL: aMetal(ps, mo); break;
    case M_BABYMETAL: aBabyMetal(ps, mo); break;
    case M_VILECHASE: aVileChase(ps, mo); break;
    case M_VILESTART: aVileStart(ps, mo); break;
    case M_STARTFIRE: aStartFire(ps, mo); break;
    case M_FIRECRACKLE: aFireCrackle(ps, mo); break;
    case M_FIRE: aFire(ps, mo); break;
    case M_VILETARGET: aVileTarget(ps, mo); break;
    case M_VILEATTACK: aVileAttack(ps, mo); break;
    case M_KEENDIE: aKeenDie(ps, mo); break;
    case M_BOSSDEATH: aBossDeath(ps, mo); break;
    case M_BRAINAWAKE: aBrainAwake(ps, mo); break;
    case M_BRAINPAIN: aBrainPain(ps, mo); break;
    case M_BRAINSCREAM: aBrainScream(ps, mo); break;
    case M_BRAINEXPLODE: aBrainExplode(ps, mo); break;
    case M_BRAINDIE: aBrainDie(ps, mo); break;
    case M_BRAINSPIT: aBrainSpit(ps, mo); break;
    case M_SPAWNSOUND: aSpawnSound(ps, mo); break;
    case M_SPAWNFLY: aSpawnFly(ps, mo); break;
    case M_DETONATE: aDetonate(ps, mo); break;
    case M_MUSHROOM: aMushroom(ps, mo); break;
    case M_DIE: aDie(ps, mo); break;
    case M_SPAWN: aSpawn(ps, mo); break;
    case M_TURN: aTurn(ps, mo); break;
    case M_FACE: aFace(ps, mo); break;
    case M_SCRATCH: aScratch(ps, mo); break;
    case M_PLAYSOUND: aPlaySound(ps, mo); break;
    case M_RANDOMJUMP: aRandomJump(ps, mo); break;
    case M_LINEEFFECT: aLineEffect(ps, mo); break;
    case M_BETASKULLATTACK: aBetaSkullAttack(ps, mo); break;
    case M_STOP: aStop(ps, mo); break;
    default: runMbf21MobjAction(ps, action, mo); break; // MBF21's, or none
  }
}

/** A_Scream: the death sound (one of three, or two, for the former humans' and imps' sets); the bosses' at full volume. */
function scream(ps: SimState, mo: Mobj): void {
  let sound: number = ps.defs.infoDeathSound[mo.type];
  if (sound === 0) return;
  if (sound === SFX.podth1 || sound === SFX.podth2 || sound === SFX.podth3) sound = SFX.podth1 + (ps.rng.pRandom(PR_SCREAM) % 3);
  else if (sound === SFX.bgdth1 || sound === SFX.bgdth2) sound = SFX.bgdth1 + (ps.rng.pRandom(PR_SCREAM) % 2);
  ps.sound(mo.type === MT_SPIDER || mo.type === MT_CYBORG ? null : mo, sound);
}
