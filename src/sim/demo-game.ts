// A DOOM demo played as DOOM's G_Ticker plays it, one gametic a step, whatever the game state:
// - reborn: when the dead player asked for a restart (Use), the level is loaded afresh before that
//   tic runs, the random cursor carried over (DOOM does not reset it on a reload). The map's World
//   (its mesh, sides and sectors) is not built again: its live numbers are put back as the map
//   began and a new Playsim is made on it, which is all DOOM's reload changes;
// - exits: the tic after the exit was triggered, G_DoCompleted hands the level to the interlude
//   (the tally and DOOM II's text screens, src/screen's DemoInterlude), which reads the demo's
//   ticcmds on its tics (its buttons hurry the tally); when it asks for the next map (G_DoWorldDone)
//   that map is loaded the next tic with the player's inventory, the random cursor and gametic
//   going on, and the demo goes on to its end. Without an interlude the demo ends at the first exit.
// The demo's header gives the skill and the nomonsters, fast and respawn options.
import type { World } from '../world/world.js';
import { allocateLive, copyLive, type LiveState } from '../world/live-state.js';
import { Playsim } from './playsim.js';
import { EXIT_NONE, EXIT_SECRET, type PlaysimOptions } from './base/sim-state.js';
import { PST_REBORN } from './base/player-state.js';
import { TicCmd } from './base/ticcmd.js';
import { demoPlayerSlot, demoSkill, demoTicCmd, type Demo, type DemoHeader } from './demo.js';
import { Compat, VANILLA } from './base/compat.js';

/**
 * The rules a demo plays at: a Boom-family header's complevel with its options and comp_* vector; a
 * vanilla demo's, DOOM's own rules (`base` when it is vanilla too, e.g. an Ultimate DOOM --complevel).
 */
export function demoCompat(demo: DemoHeader, base: Compat = VANILLA): Compat {
  if (demo.options === null) return base.vanilla ? base : VANILLA;
  return new Compat(demo.complevel, { options: demo.options, comp: demo.comp ?? undefined });
}

/** The Playsim options a demo's header asks for (over `base`): its skill, options and rules. */
export function demoOptions(demo: Demo, base: PlaysimOptions = {}): PlaysimOptions {
  return {
    ...base, skill: demoSkill(demo), nomonsters: demo.noMonsters, fast: demo.fast, respawn: demo.respawn,
    compat: demoCompat(demo, base.compat),
  };
}

/**
 * What runs between two levels (G_DoCompleted to G_DoWorldDone: the tally, a text screen), on the
 * demo's tics. src/screen's DemoInterlude is one (the page's intermission and finale rules).
 */
export interface DemoInterludeHooks {
  /** G_DoCompleted: the level `ps` was just left by its exit. */
  begin(ps: Playsim): void;
  /** One tic between levels (WI_Ticker, F_Ticker) with that tic's buttons. */
  tick(buttons: number): void;
  /** The map G_DoWorldDone loads now; null while none is wanted. */
  readonly nextMap: string | null;
  /** Nothing follows (the end of an episode or the game, or the stack lacks the next map). */
  readonly over: boolean;
  /** The player's fire and use held as the next level starts (the tally tracks them on its tics). */
  readonly attackdown: boolean;
  readonly usedown: boolean;
  /** The map asked for was loaded: play goes on. */
  started(): void;
}

/** One level exit: the gametic of G_DoCompleted (the tic after the exit was triggered) and the map. */
export interface DemoExit {
  tic: number;
  map: string;
  secret: boolean;
}

export class DemoGame {
  ps: Playsim;
  /** The next tic to play (DOOM's gametic). */
  tic = 0;
  /** Levels loaded again after the player died. */
  restarts = 0;
  /** Worlds built (one per map entered: a restart reuses its map's World). */
  worldsBuilt = 0;
  /** The level exits so far, in order. */
  readonly exits: DemoExit[] = [];
  /** Set by each step: a level tic was played (a trace line belongs to it). */
  played = false;
  /** Set by each step: the level exit G_DoCompleted took at its start (null: none). */
  completed: DemoExit | null = null;
  /** Set by each step: a new map was entered at its start (not a restart). */
  entered = false;
  /** Between two levels (the tally or a text screen). */
  between = false;
  /** Called as each level is loaded (the demo's first, the next after an exit, a restart), before its
   *  first tic: the game and the gametic it was loaded on. */
  onLevelStart: ((game: DemoGame, tic: number) => void) | null = null;
  private ended = false;
  private readonly cmd = new TicCmd();
  private readonly slot: number;
  /** The current World's live numbers as its map began (put back on a restart). */
  private pristine: LiveState;

  /**
   * `makeWorld` builds a World: of the demo's first map when called without a name, else of the map
   * named (once per map entered). `interlude`: what runs between levels; null ends the demo at the
   * first exit.
   */
  constructor(
    private readonly demo: Demo,
    private readonly makeWorld: (map?: string) => World,
    private readonly options: PlaysimOptions,
    private readonly interlude: DemoInterludeHooks | null = null,
  ) {
    const world = this.build();
    this.pristine = snapshotLive(world);
    this.ps = new Playsim(world, options);
    this.slot = demoPlayerSlot(demo);
  }

  /** False once the demo's tics are played, or nothing follows the last exit. */
  get running(): boolean {
    return !this.ended;
  }

  private build(map?: string): World {
    this.worldsBuilt++;
    return this.makeWorld(map);
  }

  /** One gametic: G_Ticker's reborn and game actions, then the demo's ticcmd into the level or the
   *  screens between levels. The step that finds the demo's end marker plays nothing. */
  step(): void {
    this.played = false;
    this.completed = null;
    this.entered = false;
    if (this.ended) return;
    if (!this.between) {
      if (this.ps.player.playerstate === PST_REBORN) this.restart();
      if (this.ps.exited !== EXIT_NONE) this.complete();
    } else if (this.interlude !== null && this.interlude.nextMap !== null) {
      this.enter(this.interlude.nextMap);
    }
    if (this.ended) return;
    // G_ReadDemoTiccmd: the end marker ends the demo here.
    if (this.tic >= this.demo.tics) { this.ended = true; return; }
    demoTicCmd(this.demo, this.tic, this.slot, this.cmd);
    if (this.between) {
      this.interlude!.tick(this.cmd.buttons);
      if (this.interlude!.over) this.ended = true;
    } else {
      this.ps.tick(this.cmd);
      this.played = true;
    }
    this.tic++;
  }

  /** G_DoReborn → G_DoLoadLevel: the same map as it began, a fresh player, DOOM's cursor going on. */
  private restart(): void {
    const old = this.ps, world = old.world;
    copyLive(this.pristine, world.live);
    this.ps = new Playsim(world, { ...this.options, gametic: this.tic }, old.rng);
    this.restarts++;
    this.onLevelStart?.(this, this.tic);
  }

  /** G_DoCompleted: the exit is counted and the interlude begins (or the demo ends). */
  private complete(): void {
    const ps = this.ps;
    const exit: DemoExit = { tic: this.tic, map: ps.world.name.toUpperCase(), secret: ps.exited === EXIT_SECRET };
    this.exits.push(exit);
    this.completed = exit;
    if (this.interlude === null) { this.ended = true; return; }
    this.interlude.begin(ps);
    this.between = true;
    if (this.interlude.over) this.ended = true;
  }

  /** G_DoWorldDone: the next map, the player's inventory carried (G_PlayerFinishLevel's rules). */
  private enter(map: string): void {
    const old = this.ps, hooks = this.interlude!;
    old.player.attackdown = hooks.attackdown;
    old.player.usedown = hooks.usedown;
    const world = this.build(map);
    this.pristine = snapshotLive(world);
    this.ps = new Playsim(world, { ...this.options, gametic: this.tic, carry: old.player }, old.rng);
    hooks.started();
    this.between = false;
    this.entered = true;
    this.onLevelStart?.(this, this.tic);
  }
}

/** A copy of `world`'s live block as it is now (a map as it began). */
function snapshotLive(world: World): LiveState {
  const l = world.live;
  const copy = allocateLive({ sectors: l.sectorFloorZ.length, sides: l.sideXOff.length, lines: l.lineSpecial.length, things: l.thingFace.length }, false);
  copyLive(l, copy);
  return copy;
}
