// The game's compatibility level: which engine's rules the simulation follows, chosen once per game
// (a demo's header, the CLI's --complevel, the page's Compatibility menu) and read here, in one place.
// The numbers are PrBoom+'s and dsda-doom's complevels, which every Boom-family port shares:
// 0..4 vanilla DOOM (1.2, 1.666, DOOM II 1.9, Ultimate DOOM, Final DOOM), 9 Boom 2.02, 11 MBF,
// 21 MBF21. Rules that differ between them ask `Compat`, never the number itself.

/** DOOM II / DOOM 1.9 (Chocolate Doom's default). */
export const COMPLEVEL_DOOM2 = 2;
/** The Ultimate DOOM. */
export const COMPLEVEL_ULTIMATE = 3;
/** Final DOOM (TNT, Plutonia). */
export const COMPLEVEL_FINAL = 4;
/** Boom 2.01 (demo version 201). */
export const COMPLEVEL_BOOM201 = 8;
/** Boom 2.02 (demo versions 202; `-complevel 9`). */
export const COMPLEVEL_BOOM = 9;
/** LxDoom 1.x (`-complevel 10`): the first level with MBF's code pointers and its fix of long negative moves. */
export const COMPLEVEL_LXDOOM = 10;
/** MBF (demo version 203; `-complevel 11`). */
export const COMPLEVEL_MBF = 11;
/** MBF21 (demo version 221; `-complevel 21`). */
export const COMPLEVEL_MBF21 = 21;

/** The rules of one game, derived from its complevel. Immutable once the game starts. */
export class Compat {
  /** Vanilla DOOM's rules and quirks exactly (complevels 0..6: DOOM's demo_compatibility). */
  readonly vanilla: boolean;
  /** Boom's specials, sector bits and rule changes (complevel ≥ 9's engine, 200..202 demos). */
  readonly boom: boolean;
  /** MBF's thing flags, code pointers and monster behaviour (complevel ≥ 11). */
  readonly mbf: boolean;
  /** MBF21's extensions (complevel ≥ 21). */
  readonly mbf21: boolean;

  constructor(readonly complevel: number = COMPLEVEL_DOOM2) {
    this.vanilla = complevel < COMPLEVEL_BOOM201 - 1;
    this.boom = complevel >= COMPLEVEL_BOOM201 - 1;
    this.mbf = complevel >= COMPLEVEL_MBF;
    this.mbf21 = complevel >= COMPLEVEL_MBF21;
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

/** What each complevel is, for menus, help texts and warnings. */
export const COMPLEVEL_NAMES: Readonly<Record<number, string>> = {
  0: 'DOOM 1.2', 1: 'DOOM 1.666', 2: 'DOOM II 1.9', 3: 'Ultimate DOOM', 4: 'Final DOOM', 5: 'DosDoom 0.47',
  6: 'TASDoom', 7: "Boom's compatibility mode", 8: 'Boom 2.01', 9: 'Boom 2.02', 10: 'LxDoom 1.3.2', 11: 'MBF',
  12: 'PrBoom 2.03b', 13: 'PrBoom 2.1.0', 14: 'PrBoom 2.2', 15: 'PrBoom 2.3', 16: 'PrBoom 2.4.0', 17: 'PrBoom 2.5',
  21: 'MBF21',
};
