// The game's compatibility level: which engine's rules the simulation follows, chosen once per game
// (a demo's header, the CLI's --complevel, the page's Compatibility menu) and read here, in one place.
// The numbers are PrBoom+'s and dsda-doom's complevels, which every Boom-family port shares:
// 0 DOOM 1.2, 1 DOOM 1.666, 2 DOOM II 1.9, 3 Ultimate DOOM, 4 Final DOOM, 5 DosDoom, 6 TASDoom,
// 7 Boom's compatibility mode, 8 Boom 2.01, 9 Boom 2.02, 10 LxDoom, 11 MBF, 12..17 PrBoom 2.03..2.5,
// 21 MBF21. Rules that differ between them ask `Compat`, never the number itself.
//
// Besides the level, a game carries Boom's and MBF's options: the comp_* vector (each switch on means
// "the old, buggy behaviour") and the game options a Boom/MBF demo header stores (monsters_remember,
// variable_friction, the random seed, MBF's monster AI switches …). Each comp_* switch has a level at
// which its fix arrived and a level from which it became a setting: below the second, the level
// decides (on below the first); from the second on, the demo header (or the defaults) decide.

/** DOOM 1.2. */
export const COMPLEVEL_DOOM12 = 0;
/** DOOM II / DOOM 1.9 (Chocolate Doom's default). */
export const COMPLEVEL_DOOM2 = 2;
/** The Ultimate DOOM. */
export const COMPLEVEL_ULTIMATE = 3;
/** Final DOOM (TNT, Plutonia). */
export const COMPLEVEL_FINAL = 4;
/** Boom's compatibility mode (a 200..202 demo with its compatibility flag set). */
export const COMPLEVEL_BOOM_COMPAT = 7;
/** Boom 2.01 (demo version 200/201). */
export const COMPLEVEL_BOOM201 = 8;
/** Boom 2.02 (demo versions 202; `-complevel 9`). */
export const COMPLEVEL_BOOM = 9;
/** LxDoom 1.3.2+ (an LxDoom 203 demo; `-complevel 10`): the first level with MBF's code pointers and its fix of long negative moves. */
export const COMPLEVEL_LXDOOM = 10;
/** MBF (demo version 203; `-complevel 11`). */
export const COMPLEVEL_MBF = 11;
/** PrBoom 2.03 beta. */
export const COMPLEVEL_PRBOOM1 = 12;
/** PrBoom 2.1.0 .. 2.5 (demo versions 210..214). */
export const COMPLEVEL_PRBOOM2 = 13;
export const COMPLEVEL_PRBOOM3 = 14;
export const COMPLEVEL_PRBOOM4 = 15;
export const COMPLEVEL_PRBOOM5 = 16;
export const COMPLEVEL_PRBOOM6 = 17;
/** MBF21 (demo version 221; `-complevel 21`). */
export const COMPLEVEL_MBF21 = 21;

/** The complevels a game may ask for (18..20 are placeholders no engine defines). */
export function isComplevel(n: number): boolean {
  return Number.isInteger(n) && ((n >= 0 && n <= COMPLEVEL_PRBOOM6) || n === COMPLEVEL_MBF21);
}

/** What each complevel is, for help texts and warnings. */
export const COMPLEVEL_NAMES: Readonly<Record<number, string>> = {
  0: 'DOOM 1.2', 1: 'DOOM 1.666', 2: 'DOOM II 1.9', 3: 'Ultimate DOOM', 4: 'Final DOOM', 5: 'DosDoom 0.47',
  6: 'TASDoom', 7: "Boom's compatibility mode", 8: 'Boom 2.01', 9: 'Boom 2.02', 10: 'LxDoom 1.3.2', 11: 'MBF',
  12: 'PrBoom 2.03b', 13: 'PrBoom 2.1.0', 14: 'PrBoom 2.2', 15: 'PrBoom 2.3', 16: 'PrBoom 2.4.0', 17: 'PrBoom 2.5',
  21: 'MBF21',
};

// The comp_* switches, in the order of MBF's and PrBoom+'s demo headers' compatibility vector.
export const COMP_TELEFRAG = 0;
export const COMP_DROPOFF = 1;
export const COMP_VILE = 2;
export const COMP_PAIN = 3;
export const COMP_SKULL = 4;
export const COMP_BLAZING = 5;
export const COMP_DOORLIGHT = 6;
export const COMP_MODEL = 7;
export const COMP_GOD = 8;
export const COMP_FALLOFF = 9;
export const COMP_FLOORS = 10;
export const COMP_SKYMAP = 11;
export const COMP_PURSUIT = 12;
export const COMP_DOORSTUCK = 13;
export const COMP_STAYLIFT = 14;
export const COMP_ZOMBIE = 15;
export const COMP_STAIRS = 16;
export const COMP_INFCHEAT = 17;
export const COMP_ZEROTAGS = 18;
export const COMP_MOVEBLOCK = 19;
export const COMP_RESPAWN = 20;
export const COMP_SOUND = 21;
export const COMP_666 = 22;
export const COMP_SOUL = 23;
export const COMP_MASKEDANIM = 24;
export const COMP_OUCHFACE = 25;
export const COMP_MAXHEALTH = 26;
export const COMP_TRANSLUCENCY = 27;
export const COMP_LEDGEBLOCK = 28;
export const COMP_FRIENDLYSPAWN = 29;
export const COMP_VOODOOSCROLLER = 30;
export const COMP_RESERVEDLINEFLAG = 31;
/** Length of the vector (MBF's and PrBoom+'s header carry this many bytes of it; MBF21's too). */
export const COMP_TOTAL = 32;

/** The switches' names, in vector order (for --json and messages). */
export const COMP_NAMES: readonly string[] = [
  'comp_telefrag', 'comp_dropoff', 'comp_vile', 'comp_pain', 'comp_skull', 'comp_blazing', 'comp_doorlight',
  'comp_model', 'comp_god', 'comp_falloff', 'comp_floors', 'comp_skymap', 'comp_pursuit', 'comp_doorstuck',
  'comp_staylift', 'comp_zombie', 'comp_stairs', 'comp_infcheat', 'comp_zerotags', 'comp_moveblock', 'comp_respawn',
  'comp_sound', 'comp_666', 'comp_soul', 'comp_maskedanim', 'comp_ouchface', 'comp_maxhealth', 'comp_translucency',
  'comp_ledgeblock', 'comp_friendlyspawn', 'comp_voodooscroller', 'comp_reservedlineflag',
];

/** Per switch: [the level whose engine has the fix, the level from which the switch is a setting]. */
const COMP_LEVELS: readonly (readonly [number, number])[] = [
  [11, 11], // telefrag: MBF lets only boss spawners telefrag (vanilla: every monster on MAP30)
  [11, 11], // dropoff: MBF lets things be pushed off ledges
  [8, 11], // vile: the arch-vile's ghosts
  [8, 11], // pain: the pain elemental's 20-skull limit
  [8, 11], // skull: lost souls spat through walls
  [8, 11], // blazing: the blazing door's double sound
  [8, 11], // doorlight: tagged doors' lighting
  [8, 11], // model: Boom's physics fixes
  [8, 11], // god: god mode's fixes
  [11, 11], // falloff: things fall off ledges
  [7, 11], // floors: moving floors' bugs
  [11, 11], // skymap
  [11, 11], // pursuit: MBF's limited pursuit
  [9, 11], // doorstuck: monsters stuck in doors
  [11, 11], // staylift: monsters stay on lifts
  [10, 11], // zombie: dead players trigger lines
  [9, 11], // stairs
  [11, 11], // infcheat
  [8, 11], // zerotags: specials with tag 0
  [10, 13], // moveblock: key grabs and mancubus shots through walls
  [13, 13], // respawn: things not on the map respawn at (0,0)
  [7, 14], // sound
  [3, 15], // 666: DOOM 1.9's boss-death rule
  [15, 15], // soul: lost souls bounce
  [1, 15], // maskedanim: masked mid textures do not animate
  [12, 17], // ouchface
  [7, 17], // maxhealth: DEHACKED's max health for potions only
  [7, 17], // translucency
  [8, 21], // ledgeblock: ground monsters are blocked by ledges
  [12, 21], // friendlyspawn
  [21, 21], // voodooscroller
  [21, 21], // reservedlineflag
];

/** Boom's and MBF's game options (a Boom/MBF demo header's option block; the defaults otherwise). */
export interface GameOptions {
  /** Monsters go back to their former target after killing another (Boom). */
  monstersRemember: boolean;
  /** Ice and mud sectors (Boom's friction). */
  variableFriction: boolean;
  /** Firing pushes the player back. */
  weaponRecoil: boolean;
  /** Point pushers and pullers (things 5001/5002). */
  allowPushers: boolean;
  /** The player's view bobs. */
  playerBobbing: boolean;
  /** Monsters respawn (-respawn). */
  respawnparm: boolean;
  /** Fast monsters (-fast). */
  fastparm: boolean;
  /** No monsters (-nomonsters). */
  nomonsters: boolean;
  /** Boom's "demo insurance": one random sequence per class of use, shuffled by the tic. */
  demoInsurance: boolean;
  /** The random seed (Boom's RNG, unsigned 32-bit). */
  rngseed: number;
  /** Monsters fight each other (MBF). */
  monsterInfighting: boolean;
  /** Helper dogs (MBF), 0..3. */
  dogs: number;
  /** How far friends keep from the player (MBF), in map units. */
  distfriend: number;
  /** Monsters back away from melee attackers (MBF). */
  monsterBacking: boolean;
  /** Monsters avoid crushers and hazards (MBF). */
  monsterAvoidHazards: boolean;
  /** Monsters feel ice and mud (MBF). */
  monsterFriction: boolean;
  /** Monsters help their friends (MBF). */
  helpFriends: boolean;
  /** Dogs jump down ledges (MBF). */
  dogJumping: boolean;
  /** Monsters climb steep stairs (MBF). */
  monkeys: boolean;
}

/** What a demo header (or a front end) sets over a complevel's defaults. */
export interface CompatSettings {
  options?: Partial<GameOptions>;
  /** MBF's compatibility vector (COMP_TOTAL switches, 0 or 1), as an MBF/PrBoom+ header stores it. */
  comp?: ArrayLike<number>;
}

/** dsda-doom's defaults for a new game (its boom and mbf option sets), before G_Compatibility. */
function defaultOptions(complevel: number): GameOptions {
  const mbf = complevel >= COMPLEVEL_MBF;
  return {
    monstersRemember: complevel >= COMPLEVEL_BOOM_COMPAT,
    variableFriction: true, weaponRecoil: false, allowPushers: true, playerBobbing: true,
    respawnparm: false, fastparm: false, nomonsters: false, demoInsurance: false,
    // Boom's default seed; a new game adds the clock to it, a demo carries its own.
    rngseed: 1993,
    monsterInfighting: true, dogs: 0, distfriend: mbf ? 128 : 0, monsterBacking: false,
    monsterAvoidHazards: mbf, monsterFriction: mbf, helpFriends: false, dogJumping: mbf, monkeys: false,
  };
}

/** MBF's default comp_* settings (dsda-doom's mbf option set: only comp_zombie on). */
function defaultComp(complevel: number): Uint8Array {
  const c = new Uint8Array(COMP_TOTAL);
  if (complevel === COMPLEVEL_MBF21) {
    c[COMP_PURSUIT] = 1; c[COMP_ZOMBIE] = 1; c[COMP_LEDGEBLOCK] = 1; c[COMP_FRIENDLYSPAWN] = 1; c[COMP_RESERVEDLINEFLAG] = 1;
  } else {
    c[COMP_ZOMBIE] = 1;
  }
  return c;
}

/** The rules of one game, derived from its complevel and settings. Immutable once the game starts. */
export class Compat {
  /** Vanilla DOOM's rules and quirks exactly (complevels 0..6: DOOM's demo_compatibility). */
  readonly vanilla: boolean;
  /** Boom's specials, sector bits and rule changes (complevel ≥ 7: not demo_compatibility). */
  readonly boom: boolean;
  /** Boom's own compatibility mode or older (PrBoom's `compatibility`: complevel ≤ 7). */
  readonly compatibility: boolean;
  /** MBF's thing flags, code pointers and monster behaviour (complevel ≥ 11: mbf_features). */
  readonly mbf: boolean;
  /** MBF21's extensions (complevel 21). */
  readonly mbf21: boolean;
  /** The comp_* vector (1: the old behaviour), indexed by COMP_*. */
  readonly comp: Uint8Array;
  /** The game options (Boom's and MBF's). */
  readonly options: Readonly<GameOptions>;

  constructor(readonly complevel: number = COMPLEVEL_DOOM2, settings: CompatSettings = {}) {
    if (!isComplevel(complevel)) throw new RangeError(`complevel ${complevel} is not one of 0..17 or 21`);
    this.vanilla = complevel < COMPLEVEL_BOOM_COMPAT;
    this.boom = !this.vanilla;
    this.compatibility = complevel <= COMPLEVEL_BOOM_COMPAT;
    this.mbf = complevel >= COMPLEVEL_MBF;
    this.mbf21 = complevel >= COMPLEVEL_MBF21;
    const o = { ...defaultOptions(complevel), ...settings.options };
    if (this.vanilla) {
      // Old demos force Boom's additions off (G_ReadDemoHeader's rule for versions below 200).
      o.variableFriction = false; o.weaponRecoil = false; o.allowPushers = false;
    }
    const comp = defaultComp(complevel);
    if (settings.comp !== undefined) {
      for (let i = 0; i < COMP_TOTAL && i < settings.comp.length; i++) comp[i] = settings.comp[i] ? 1 : 0;
    }
    // Below the level where a switch became a setting, the level alone decides it.
    for (let i = 0; i < COMP_TOTAL; i++) {
      const [fix, opt] = COMP_LEVELS[i];
      if (complevel < opt) comp[i] = complevel < fix ? 1 : 0;
    }
    if (complevel === COMPLEVEL_MBF21) {
      // MBF21 made these fixes permanent.
      for (const i of [COMP_MOVEBLOCK, COMP_SOUND, COMP_666, COMP_MASKEDANIM, COMP_OUCHFACE, COMP_MAXHEALTH, COMP_TRANSLUCENCY]) comp[i] = 0;
    }
    if (!this.mbf) {
      // MBF's AI switches do not exist before MBF.
      o.monsterInfighting = true; o.monsterBacking = false; o.monsterAvoidHazards = false; o.monsterFriction = false;
      o.helpFriends = false; o.dogs = 0; o.dogJumping = false; o.monkeys = false;
    }
    o.rngseed >>>= 0;
    this.comp = comp;
    this.options = Object.freeze(o);
  }

  /** Whether comp_* switch `i` (COMP_*) asks for the old behaviour. */
  has(i: number): boolean {
    return this.comp[i] !== 0;
  }

  /**
   * A charging lost soul that hits a floor or ceiling turns back (P_ZMovement): DOOM's executables
   * from the Ultimate DOOM on (Final DOOM, Boom and after); DOOM II 1.9 and earlier stop it instead.
   * At complevel 2 (DOOM 1.9) a DOOM II game (`commercial`) stops it and a DOOM 1 game turns it, as
   * Chocolate Doom and dsda-doom choose the executable for Freedoom: Phase 2 (DOOM II 1.9) and
   * Phase 1 (the Ultimate DOOM).
   */
  lostSoulBounce(commercial: boolean): boolean {
    return this.complevel >= COMPLEVEL_ULTIMATE || (this.complevel === COMPLEVEL_DOOM2 && !commercial);
  }
}

/** The vanilla rules every game had before complevels existed (shared: it is immutable). */
export const VANILLA = new Compat(COMPLEVEL_DOOM2);
