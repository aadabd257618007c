// The definitions a WAD stack plays with: DOOM's tables (things, states, weapons, ammo, the misc
// numbers, sprite and sound names, the strings and par times) as one object, so a DEHACKED/BEX patch
// changes one game's tables and another game in the same process keeps DOOM's own. Columns are typed
// arrays indexed by DOOM's numbers, filled once when the stack is read: the simulation reads them per
// tic and never writes them. DOOM_DEFS is DOOM's own set, shared by every game without a patch.
import {
  ACTION_NAMES, DOOM_STATE_COUNT, MOBJ_INFO, MOBJ_TYPE_COUNT, MF, SPRITE_NAMES, STATE_ACTION, STATE_BRIGHT, STATE_COUNT, STATE_FRAME,
  STATE_NEXT, STATE_SPRITE, STATE_TICS, stateIndex, mobjIndex,
} from './doom/things-info.js';
import {
  INFO_ACTIVESOUND, INFO_ATTACKSOUND, INFO_DEATHSOUND, INFO_PAINSOUND, INFO_SEESOUND,
} from './doom/mobj-sounds.js';
import { SFX_NAMES } from './doom/sounds.js';
import {
  WEAPON_AMMO, WEAPON_ATKSTATE, WEAPON_DOWNSTATE, WEAPON_FLASHSTATE, WEAPON_READYSTATE, WEAPON_UPSTATE, BFG_CELLS_PER_SHOT,
} from './doom/weapon-info.js';
import { BASE_STATE_POINTER, CODE_POINTER_NAMES } from './code-pointers.js';
import {
  MAX_DEH_SOUNDS, MAX_DEH_SPRITES, MAX_DEH_STATES, MAX_DEH_TYPES, MELEERANGE, MF2, PG_BARON, STATE_ARGS, STATEF_SKILL5FAST, WPF,
} from './mbf21-defs.js';
import type { MapInfo } from './umapinfo.js';
import { DOOM_MESSAGES, DOOM_CPARS, DOOM_PARS, type Messages, type MessageKey, MESSAGE_KEYS } from './strings.js';

const FRACUNIT = 65536;
export const NUMWEAPONS = 9;
export const NUMAMMO = 4;

/** DEHACKED's Misc block: the numbers DOOM wires into its rules (Chocolate Doom's names, defaults). */
export interface MiscDefs {
  initialHealth: number;
  initialBullets: number;
  /** Cap of the health bonus. */
  maxHealth: number;
  /** Cap of the armour bonus. */
  maxArmor: number;
  /** Armour class of the green armour (not the bonus: that is always class 1). */
  greenArmorClass: number;
  /** Armour class of the blue armour (the megasphere always gives class 2). */
  blueArmorClass: number;
  maxSoulsphere: number;
  soulsphereHealth: number;
  megasphereHealth: number;
  godModeHealth: number;
  idfaArmor: number;
  idfaArmorClass: number;
  idkfaArmor: number;
  idkfaArmorClass: number;
  bfgCellsPerShot: number;
  /** Monsters hurt their own species' missiles' targets ("Monsters Infight" 221); DOOM: false (202). */
  speciesInfighting: boolean;
}

export function doomMisc(): MiscDefs {
  return {
    initialHealth: 100, initialBullets: 50, maxHealth: 200, maxArmor: 200, greenArmorClass: 1, blueArmorClass: 2,
    maxSoulsphere: 200, soulsphereHealth: 100, megasphereHealth: 200, godModeHealth: 100, idfaArmor: 200,
    idfaArmorClass: 2, idkfaArmor: 200, idkfaArmorClass: 2, bfgCellsPerShot: BFG_CELLS_PER_SHOT, speciesInfighting: false,
  };
}

/** DEHACKED's cheat names (the Cheat block's keys, Chocolate Doom's spelling) → DOOM's sequences. */
export const DOOM_CHEATS: ReadonlyMap<string, string> = new Map([
  ['Change music', 'idmus'], ['Chainsaw', 'idchoppers'], ['God mode', 'iddqd'], ['Ammo & Keys', 'idkfa'],
  ['Ammo', 'idfa'], ['No Clipping 1', 'idspispopd'], ['No Clipping 2', 'idclip'], ['Invincibility', 'idbeholdv'],
  ['Berserk', 'idbeholds'], ['Invisibility', 'idbeholdi'], ['Radiation Suit', 'idbeholdr'], ['Auto-map', 'idbeholda'],
  ['Lite-Amp Goggles', 'idbeholdl'], ['BEHOLD menu', 'idbehold'], ['Level Warp', 'idclev'], ['Player Position', 'idmypos'],
  ['Map cheat', 'iddt'],
]);

export class Defs {
  stateCount: number;
  typeCount: number;
  // States (state_t), by state number.
  /** Sprite number (index into spriteNames). */
  stateSprite: Int32Array;
  /** Frame (0 = A), without the full-bright bit. */
  stateFrame: Int32Array;
  /** 1: drawn full-bright (DEHACKED's 0x8000 in the subnumber). */
  stateBright: Uint8Array;
  /** Duration in tics; -1 = forever. */
  stateTics: Int32Array;
  /** Code pointer number (index into CODE_POINTER_NAMES; 0 = none). */
  stateAction: Int32Array;
  stateNext: Int32Array;
  /** DEHACKED's "Unknown 1" / "Unknown 2" (misc1, misc2: MBF's pointers read them). */
  stateMisc1: Int32Array;
  stateMisc2: Int32Array;
  // Thing types (mobjinfo_t), by type number, in DOOM's raw units: radius and height 16.16, speed
  // 16.16 for missiles and whole units a step for monsters (as DEHACKED writes them).
  infoDoomednum: Int32Array;
  infoSpawnState: Int32Array;
  infoSeeState: Int32Array;
  infoPainState: Int32Array;
  infoMeleeState: Int32Array;
  infoMissileState: Int32Array;
  infoDeathState: Int32Array;
  infoXdeathState: Int32Array;
  infoRaiseState: Int32Array;
  infoSpawnHealth: Int32Array;
  infoReactionTime: Int32Array;
  infoPainChance: Int32Array;
  infoSpeed: Int32Array;
  infoRadius: Int32Array;
  infoHeight: Int32Array;
  infoMass: Int32Array;
  infoDamage: Int32Array;
  /** MF_* bits (bit 31, MBF's translucency, makes the number negative). */
  infoFlags: Int32Array;
  /** Per type: 1 where a patch set its Bits (Boom's own translucency then leaves the type alone). */
  infoBitsSet: Uint8Array;
  infoSeeSound: Int32Array;
  infoAttackSound: Int32Array;
  infoPainSound: Int32Array;
  infoDeathSound: Int32Array;
  infoActiveSound: Int32Array;
  // Weapons (weaponinfo_t), by weapon number.
  readonly weaponAmmo: Int32Array;
  readonly weaponUpState: Int32Array;
  readonly weaponDownState: Int32Array;
  readonly weaponReadyState: Int32Array;
  readonly weaponAtkState: Int32Array;
  readonly weaponFlashState: Int32Array;
  // Ammo, by ammo type (clip, shell, cell, missile).
  readonly maxAmmo: Int32Array;
  /** One "clip" of each type (what a pickup gives multiples of). */
  readonly clipAmmo: Int32Array;
  // MBF21's additions (mbf21-defs.ts names them; their DEHACKED fields are read from any patch and
  // act at complevel 21).
  /** A frame's MBF21 Bits (STATEF_SKILL5FAST: its tics halve with fast monsters). */
  stateFlags: Int32Array;
  /** A frame's Args1..Args8: state s's k-th at s × 8 + k. */
  stateArgs: Int32Array;
  /** Which of a frame's args a patch set (bit k: Args(k+1)); the others take its pointer's defaults. */
  stateArgsSet: Uint8Array;
  /** A thing's MBF21 Bits (MF2_*). */
  infoFlags2: Int32Array;
  /** Speed with fast monsters (16.16 for missiles, as Speed), or -1 (NO_ALTSPEED: none). */
  infoFastSpeed: Int32Array;
  /** Melee reach, 16.16 (DOOM's MELEERANGE, 64 units, unless a patch says). */
  infoMeleeRange: Int32Array;
  /** Infighting, projectile and splash groups (0: none; projectile -1: its missiles hurt its own kind). */
  infoInfightingGroup: Int32Array;
  infoProjectileGroup: Int32Array;
  infoSplashGroup: Int32Array;
  /** Sound a ripping missile makes per thing it passes (0: none). */
  infoRipSound: Int32Array;
  /** Thing type dropped at death (-1: none; DOOM's zombies drop their guns' ammo or guns). */
  infoDroppedItem: Int32Array;
  /** A weapon's ammo per shot and whether a patch set it (MBF21's ammo checks use it then). */
  readonly weaponAmmoPerShot: Int32Array;
  readonly weaponAmmoPerShotSet: Uint8Array;
  /** A weapon's MBF21 Bits (WPF_*). */
  readonly weaponFlags: Int32Array;
  readonly misc: MiscDefs;
  /** Sprite names by sprite number (DEHACKED Text or BEX [SPRITES] may rename them). */
  readonly spriteNames: string[];
  /** Sound names by sfx number. */
  readonly soundNames: string[];
  /** Renamed songs (BEX [MUSIC], a DEHACKED Text of a song's name): DOOM's name → the new one,
   *  both without "D_", upper case. */
  readonly musicNames: Map<string, string>;
  /** A Sound block's "Value" (sfxinfo_t priority), by sfx number; -1: DOOM's own. */
  soundPriority: Int32Array;
  /** BEX [STRINGS] by mnemonic (upper case), and DEHACKED Text: an original string → its replacement. */
  readonly strings: Map<string, string>;
  readonly texts: Map<string, string>;
  /** Par times in seconds: DOOM 1's at episode × 10 + map (episodes 1..3, maps 1..9), DOOM II's at map − 1. */
  readonly pars: Int32Array;
  readonly cpars: Int32Array;
  /** Cheat sequences by DEHACKED's names (DOOM_CHEATS's keys). */
  readonly cheats: Map<string, string>;
  /** The messages the rules show (pickups, locked doors), resolved through the strings (finish()). */
  msg: Messages;
  /** The stack's UMAPINFO (umapinfo.ts), null when it has none. */
  mapInfo: MapInfo | null;
  private doomednumType = new Map<number, number>();
  private fastTicsCache: (Int32Array | null)[] = [null, null];
  private fastSpeedCache: Int32Array | null = null;

  private constructor(from: Defs | null) {
    const cp = (a: Int32Array | undefined, n: number, fill: (i: number) => number): Int32Array =>
      a !== undefined ? Int32Array.from(a) : Int32Array.from({ length: n }, (_, i) => fill(i));
    const S = from === null ? STATE_COUNT : from.stateCount, T = from === null ? MOBJ_TYPE_COUNT : from.typeCount;
    this.stateCount = S;
    this.typeCount = T;
    const f = from ?? undefined;
    this.stateSprite = cp(f?.stateSprite, S, (i) => STATE_SPRITE[i]);
    this.stateFrame = cp(f?.stateFrame, S, (i) => STATE_FRAME[i]);
    this.stateBright = from !== null ? Uint8Array.from(from.stateBright) : Uint8Array.from(STATE_BRIGHT);
    this.stateTics = cp(f?.stateTics, S, (i) => STATE_TICS[i]);
    this.stateAction = cp(f?.stateAction, S, (i) => (i < DOOM_STATE_COUNT ? baseAction(STATE_ACTION[i]) : BASE_STATE_POINTER[i]));
    this.stateNext = cp(f?.stateNext, S, (i) => STATE_NEXT[i]);
    this.stateMisc1 = cp(f?.stateMisc1, S, () => 0);
    this.stateMisc2 = cp(f?.stateMisc2, S, () => 0);
    const m = MOBJ_INFO;
    this.infoDoomednum = cp(f?.infoDoomednum, T, (i) => m[i].doomednum);
    this.infoSpawnState = cp(f?.infoSpawnState, T, (i) => m[i].spawnState);
    this.infoSeeState = cp(f?.infoSeeState, T, (i) => m[i].seeState);
    this.infoPainState = cp(f?.infoPainState, T, (i) => m[i].painState);
    this.infoMeleeState = cp(f?.infoMeleeState, T, (i) => m[i].meleeState);
    this.infoMissileState = cp(f?.infoMissileState, T, (i) => m[i].missileState);
    this.infoDeathState = cp(f?.infoDeathState, T, (i) => m[i].deathState);
    this.infoXdeathState = cp(f?.infoXdeathState, T, (i) => m[i].xdeathState);
    this.infoRaiseState = cp(f?.infoRaiseState, T, (i) => m[i].raiseState);
    this.infoSpawnHealth = cp(f?.infoSpawnHealth, T, (i) => m[i].spawnHealth);
    this.infoReactionTime = cp(f?.infoReactionTime, T, (i) => m[i].reactionTime);
    this.infoPainChance = cp(f?.infoPainChance, T, (i) => m[i].painChance);
    this.infoSpeed = cp(f?.infoSpeed, T, (i) => (m[i].flags & MF.MISSILE ? Math.round(m[i].speed * FRACUNIT) : m[i].speed));
    this.infoRadius = cp(f?.infoRadius, T, (i) => Math.round(m[i].radius * FRACUNIT));
    this.infoHeight = cp(f?.infoHeight, T, (i) => Math.round(m[i].height * FRACUNIT));
    this.infoMass = cp(f?.infoMass, T, (i) => m[i].mass);
    this.infoDamage = cp(f?.infoDamage, T, (i) => m[i].damage);
    this.infoFlags = cp(f?.infoFlags, T, (i) => m[i].flags);
    this.infoBitsSet = from !== null ? Uint8Array.from(from.infoBitsSet) : new Uint8Array(T);
    this.infoSeeSound = cp(f?.infoSeeSound, T, (i) => INFO_SEESOUND[i]);
    this.infoAttackSound = cp(f?.infoAttackSound, T, (i) => INFO_ATTACKSOUND[i]);
    this.infoPainSound = cp(f?.infoPainSound, T, (i) => INFO_PAINSOUND[i]);
    this.infoDeathSound = cp(f?.infoDeathSound, T, (i) => INFO_DEATHSOUND[i]);
    this.infoActiveSound = cp(f?.infoActiveSound, T, (i) => INFO_ACTIVESOUND[i]);
    this.weaponAmmo = cp(f?.weaponAmmo, NUMWEAPONS, (i) => WEAPON_AMMO[i]);
    this.weaponUpState = cp(f?.weaponUpState, NUMWEAPONS, (i) => WEAPON_UPSTATE[i]);
    this.weaponDownState = cp(f?.weaponDownState, NUMWEAPONS, (i) => WEAPON_DOWNSTATE[i]);
    this.weaponReadyState = cp(f?.weaponReadyState, NUMWEAPONS, (i) => WEAPON_READYSTATE[i]);
    this.weaponAtkState = cp(f?.weaponAtkState, NUMWEAPONS, (i) => WEAPON_ATKSTATE[i]);
    this.weaponFlashState = cp(f?.weaponFlashState, NUMWEAPONS, (i) => WEAPON_FLASHSTATE[i]);
    this.stateFlags = cp(f?.stateFlags, S, (i) => (i >= S_SARG_RUN1 && i <= S_SARG_PAIN2 ? STATEF_SKILL5FAST : 0));
    this.stateArgs = cp(f?.stateArgs, S * STATE_ARGS, () => 0);
    this.stateArgsSet = from !== null ? Uint8Array.from(from.stateArgsSet) : new Uint8Array(S);
    this.infoFlags2 = cp(f?.infoFlags2, T, (i) => MBF21_DOOM_FLAGS2.get(i) ?? 0);
    this.infoFastSpeed = cp(f?.infoFastSpeed, T, (i) => (FAST_MISSILES.includes(i) ? 20 * FRACUNIT : -1));
    this.infoMeleeRange = cp(f?.infoMeleeRange, T, () => MELEERANGE);
    this.infoInfightingGroup = cp(f?.infoInfightingGroup, T, () => 0);
    this.infoProjectileGroup = cp(f?.infoProjectileGroup, T, (i) => (i === MT_BRUISER || i === MT_KNIGHT ? PG_BARON : 0));
    this.infoSplashGroup = cp(f?.infoSplashGroup, T, () => 0);
    this.infoRipSound = cp(f?.infoRipSound, T, () => 0);
    this.infoDroppedItem = cp(f?.infoDroppedItem, T, (i) => DOOM_DROPS.get(i) ?? -1);
    this.weaponAmmoPerShot = cp(f?.weaponAmmoPerShot, NUMWEAPONS, (i) => WEAPON_AMMO_PER_SHOT[i]);
    this.weaponAmmoPerShotSet = from !== null ? Uint8Array.from(from.weaponAmmoPerShotSet) : new Uint8Array(NUMWEAPONS);
    this.weaponFlags = cp(f?.weaponFlags, NUMWEAPONS, (i) => WEAPON_FLAGS[i]);
    this.maxAmmo = from !== null ? Int32Array.from(from.maxAmmo) : Int32Array.of(200, 50, 300, 50);
    this.clipAmmo = from !== null ? Int32Array.from(from.clipAmmo) : Int32Array.of(10, 4, 20, 1);
    this.misc = from !== null ? { ...from.misc } : doomMisc();
    this.spriteNames = from !== null ? [...from.spriteNames] : [...SPRITE_NAMES];
    this.soundNames = from !== null ? [...from.soundNames] : [...SFX_NAMES];
    this.soundPriority = from !== null ? Int32Array.from(from.soundPriority) : new Int32Array(SFX_NAMES.length).fill(-1);
    this.musicNames = new Map(from?.musicNames);
    this.strings = new Map(from?.strings);
    this.texts = new Map(from?.texts);
    this.pars = from !== null ? Int32Array.from(from.pars) : Int32Array.from(DOOM_PARS);
    this.cpars = from !== null ? Int32Array.from(from.cpars) : Int32Array.from(DOOM_CPARS);
    this.cheats = new Map(from?.cheats ?? DOOM_CHEATS);
    this.msg = { ...(from?.msg ?? DOOM_MESSAGES) };
    this.mapInfo = from?.mapInfo ?? null;
    this.finish();
  }

  /**
   * DSDHacked: states up to `n` − 1 exist (created as TNT1 frames lasting forever, going to
   * themselves, as dsda-doom makes them). Bounded by MAX_DEH_STATES (the caller warns beyond).
   */
  ensureStates(n: number): void {
    const old = this.stateCount;
    if (n <= old) return;
    if (n > MAX_DEH_STATES) throw new RangeError(`defs: ${n} states is more than ${MAX_DEH_STATES}`);
    this.stateSprite = grow(this.stateSprite, n, SPR_TNT1);
    this.stateFrame = grow(this.stateFrame, n, 0);
    const bright = new Uint8Array(n); bright.set(this.stateBright); this.stateBright = bright;
    this.stateTics = grow(this.stateTics, n, -1);
    this.stateAction = grow(this.stateAction, n, 0);
    this.stateNext = grow(this.stateNext, n, 0);
    for (let i = old; i < n; i++) this.stateNext[i] = i;
    this.stateMisc1 = grow(this.stateMisc1, n, 0);
    this.stateMisc2 = grow(this.stateMisc2, n, 0);
    this.stateFlags = grow(this.stateFlags, n, 0);
    this.stateArgs = grow(this.stateArgs, n * STATE_ARGS, 0);
    const set = new Uint8Array(n); set.set(this.stateArgsSet); this.stateArgsSet = set;
    this.stateCount = n;
  }

  /** DSDHacked: thing types up to `n` − 1 exist (all zero, as dsda-doom makes them, but for MBF21's defaults). */
  ensureTypes(n: number): void {
    const old = this.typeCount;
    if (n <= old) return;
    if (n > MAX_DEH_TYPES) throw new RangeError(`defs: ${n} thing types is more than ${MAX_DEH_TYPES}`);
    for (const k of TYPE_COLUMNS) this[k] = grow(this[k], n, 0);
    const bitsSet = new Uint8Array(n); bitsSet.set(this.infoBitsSet); this.infoBitsSet = bitsSet;
    this.infoFastSpeed.fill(-1, old);
    this.infoMeleeRange.fill(MELEERANGE, old);
    this.infoDroppedItem.fill(-1, old);
    this.typeCount = n;
  }

  /** DEHEXTRA/DSDHacked: sprite names up to `n` − 1 exist (unnamed ones ''). */
  ensureSprites(n: number): void {
    if (n > MAX_DEH_SPRITES) throw new RangeError(`defs: ${n} sprites is more than ${MAX_DEH_SPRITES}`);
    while (this.spriteNames.length < n) this.spriteNames.push('');
  }

  /** DEHEXTRA/DSDHacked: sounds up to `n` − 1 exist (unnamed ones ''). */
  ensureSounds(n: number): void {
    if (n > MAX_DEH_SOUNDS) throw new RangeError(`defs: ${n} sounds is more than ${MAX_DEH_SOUNDS}`);
    const old = this.soundNames.length;
    if (n <= old) return;
    while (this.soundNames.length < n) this.soundNames.push('');
    this.soundPriority = grow(this.soundPriority, n, -1);
  }

  /** DOOM's own definitions, fresh (to be patched). */
  static doom(): Defs {
    return new Defs(null);
  }

  /** A copy to patch (this one is left as it is). */
  clone(): Defs {
    return new Defs(this);
  }

  /**
   * After a patch: the lookups built from the columns (editor numbers, the messages through the
   * strings). Called once per patch set, never per tic.
   */
  finish(): void {
    const map = new Map<number, number>();
    // P_SpawnMapThing takes the first type with the number.
    for (let t = 0; t < this.typeCount; t++) if (!map.has(this.infoDoomednum[t])) map.set(this.infoDoomednum[t], t);
    this.doomednumType = map;
    const msg = {} as Record<MessageKey, string>;
    for (const k of MESSAGE_KEYS) msg[k] = this.string(k, DOOM_MESSAGES[k]);
    this.msg = msg;
    this.fastTicsCache = [null, null];
    this.fastSpeedCache = null;
  }

  /** The string DOOM names `mnemonic` (BEX) whose English text is `original` (DEHACKED Text), as patched. */
  /** The lump a song plays from ("D_" + its name, or the name a patch gave it). */
  musicLump(lump: string): string {
    if (this.musicNames.size === 0 || !/^D_/i.test(lump)) return lump;
    const to = this.musicNames.get(lump.slice(2).toUpperCase());
    return to === undefined ? lump : `D_${to}`;
  }

  string(mnemonic: string, original: string): string {
    return this.strings.get(mnemonic) ?? this.texts.get(original) ?? original;
  }

  /** The thing type of an editor number in a THINGS lump, or -1 (player starts and unknown numbers). */
  typeForDoomednum(doomednum: number): number {
    if (doomednum <= 0) return -1;
    return this.doomednumType.get(doomednum) ?? -1;
  }

  /** State tics a game plays with: with fast monsters (-fast, skill 5) the frames with MBF21's
   *  SKILL5FAST bit (DOOM's demon's run, attack and pain frames unless a patch says) last half as
   *  long (G_InitNew's rule; outside DOOM's own rules a 1-tic frame stays 1). Made once; never written. */
  stateTicsFor(fast: boolean, boom = false): Int32Array {
    if (!fast) return this.stateTics;
    const k = boom ? 1 : 0;
    let t = this.fastTicsCache[k];
    if (t === null) {
      t = Int32Array.from(this.stateTics);
      for (let i = 0; i < t.length; i++) if (this.stateFlags[i] & STATEF_SKILL5FAST && (t[i] !== 1 || !boom)) t[i] >>= 1;
      this.fastTicsCache[k] = t;
    }
    return t;
  }

  /** Speeds a game plays with: with fast monsters each type's Fast speed where it has one (DOOM's:
   *  the baron's, cacodemon's and imp's balls at 20 units a tic). Made once; never written. */
  infoSpeedFor(fast: boolean): Int32Array {
    if (!fast) return this.infoSpeed;
    if (this.fastSpeedCache === null) {
      const s = Int32Array.from(this.infoSpeed);
      for (let t = 0; t < s.length; t++) if (this.infoFastSpeed[t] !== -1) s[t] = this.infoFastSpeed[t];
      this.fastSpeedCache = s;
    }
    return this.fastSpeedCache;
  }
}

/** Int32 column `a` grown to `n`, the new entries `fill`. */
function grow(a: Int32Array, n: number, fill: number): Int32Array {
  const b = new Int32Array(n);
  b.set(a);
  if (fill !== 0) b.fill(fill, a.length);
  return b;
}

type TypeColumn = 'infoDoomednum' | 'infoSpawnState' | 'infoSeeState' | 'infoPainState' | 'infoMeleeState' | 'infoMissileState'
  | 'infoDeathState' | 'infoXdeathState' | 'infoRaiseState' | 'infoSpawnHealth' | 'infoReactionTime' | 'infoPainChance' | 'infoSpeed'
  | 'infoRadius' | 'infoHeight' | 'infoMass' | 'infoDamage' | 'infoFlags' | 'infoSeeSound' | 'infoAttackSound' | 'infoPainSound'
  | 'infoDeathSound' | 'infoActiveSound' | 'infoFlags2' | 'infoFastSpeed' | 'infoMeleeRange' | 'infoInfightingGroup'
  | 'infoProjectileGroup' | 'infoSplashGroup' | 'infoRipSound' | 'infoDroppedItem';
const TYPE_COLUMNS: readonly TypeColumn[] = [
  'infoDoomednum', 'infoSpawnState', 'infoSeeState', 'infoPainState', 'infoMeleeState', 'infoMissileState', 'infoDeathState',
  'infoXdeathState', 'infoRaiseState', 'infoSpawnHealth', 'infoReactionTime', 'infoPainChance', 'infoSpeed', 'infoRadius',
  'infoHeight', 'infoMass', 'infoDamage', 'infoFlags', 'infoSeeSound', 'infoAttackSound', 'infoPainSound', 'infoDeathSound',
  'infoActiveSound', 'infoFlags2', 'infoFastSpeed', 'infoMeleeRange', 'infoInfightingGroup', 'infoProjectileGroup',
  'infoSplashGroup', 'infoRipSound', 'infoDroppedItem',
];

const SPR_TNT1 = SPRITE_NAMES.indexOf('TNT1');
const MT_BRUISER = mobjIndex('MT_BRUISER');
const MT_KNIGHT = mobjIndex('MT_KNIGHT');
/** DOOM's monsters' drops (P_KillMobj's rule, MBF21's Dropped item defaults). */
const DOOM_DROPS: ReadonlyMap<number, number> = new Map([
  [mobjIndex('MT_WOLFSS'), mobjIndex('MT_CLIP')], [mobjIndex('MT_POSSESSED'), mobjIndex('MT_CLIP')],
  [mobjIndex('MT_SHOTGUY'), mobjIndex('MT_SHOTGUN')], [mobjIndex('MT_CHAINGUY'), mobjIndex('MT_CHAINGUN')],
]);
/** DOOM's monsters' MBF21 Bits: what MBF21 writes as flags DOOM hard-coded by type. */
const MBF21_DOOM_FLAGS2: ReadonlyMap<number, number> = new Map([
  [mobjIndex('MT_VILE'), MF2.SHORTMRANGE | MF2.DMGIGNORED | MF2.NOTHRESHOLD],
  [mobjIndex('MT_CYBORG'), MF2.NORADIUSDMG | MF2.HIGHERMPROB | MF2.RANGEHALF | MF2.FULLVOLSOUNDS | MF2.E2M8BOSS | MF2.E4M6BOSS],
  [mobjIndex('MT_SPIDER'), MF2.NORADIUSDMG | MF2.RANGEHALF | MF2.FULLVOLSOUNDS | MF2.E3M8BOSS | MF2.E4M8BOSS],
  [mobjIndex('MT_SKULL'), MF2.RANGEHALF], [mobjIndex('MT_FATSO'), MF2.MAP07BOSS1], [mobjIndex('MT_BABY'), MF2.MAP07BOSS2],
  [MT_BRUISER, MF2.E1M8BOSS], [mobjIndex('MT_UNDEAD'), MF2.LONGMELEE | MF2.RANGEHALF],
]);
/** Ammo per shot: 1, but the BFG's 40 and the super shotgun's 2 (the fist's and chainsaw's unused). */
const WEAPON_AMMO_PER_SHOT: readonly number[] = [1, 1, 1, 1, 1, 1, 40, 1, 2];
/** DOOM's weapons' MBF21 Bits. */
const WEAPON_FLAGS: readonly number[] = [
  WPF.FLEEMELEE | WPF.AUTOSWITCHFROM | WPF.NOAUTOSWITCHTO, WPF.AUTOSWITCHFROM, 0, 0, WPF.NOAUTOFIRE, 0, WPF.NOAUTOFIRE,
  WPF.NOTHRUST | WPF.FLEEMELEE | WPF.NOAUTOSWITCHTO, 0,
];

const S_SARG_RUN1 = stateIndex('S_SARG_RUN1');
const S_SARG_PAIN2 = stateIndex('S_SARG_PAIN2');
const FAST_MISSILES = ['MT_BRUISERSHOT', 'MT_HEADSHOT', 'MT_TROOPSHOT'].map(mobjIndex);

/** A base state's action (an index into ACTION_NAMES) as a code pointer number: the same number. */
function baseAction(action: number): number {
  if (CODE_POINTER_NAMES[action] !== ACTION_NAMES[action]) throw new Error('defs: the code pointer list does not start with DOOM\'s actions');
  return action;
}

/** DOOM's own definitions: shared by every game that has no patch, never written. */
export const DOOM_DEFS: Defs = Defs.doom();
