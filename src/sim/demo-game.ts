// A DOOM demo played as DOOM's G_Ticker plays it: one ticcmd a tic into the Playsim; when the dead
// player asked for a restart (Use), the level is loaded afresh — a new World and Playsim — before
// that tic runs, the random cursor carried over (DOOM does not reset it on a reload). The demo's
// header gives the skill and the nomonsters, fast and respawn options.
import type { World } from '../world/world.js';
import { Playsim, EXIT_NONE, type PlaysimOptions } from './playsim.js';
import { PST_REBORN } from './player-state.js';
import { TicCmd } from './ticcmd.js';
import { demoPlayerSlot, demoSkill, demoTicCmd, type Demo, type DemoHeader } from './demo.js';
import { Compat, VANILLA } from './compat.js';

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

export class DemoGame {
  ps: Playsim;
  /** The next tic to play (DOOM's gametic). */
  tic = 0;
  /** Levels loaded again after the player died. */
  restarts = 0;
  private readonly cmd = new TicCmd();
  private readonly slot: number;

  /** `makeWorld` builds a fresh World of the demo's map (called again on each restart). */
  constructor(
    private readonly demo: Demo,
    private readonly makeWorld: () => World,
    private readonly options: PlaysimOptions,
  ) {
    this.ps = new Playsim(makeWorld(), options);
    this.slot = demoPlayerSlot(demo);
  }

  /** False once the demo's tics are played or the level was exited. */
  get running(): boolean {
    return this.tic < this.demo.tics && this.ps.exited === EXIT_NONE;
  }

  /** Plays one tic (reloading the level first when the player asked for it). */
  step(): void {
    if (this.ps.player.playerstate === PST_REBORN) {
      const old = this.ps;
      this.ps = new Playsim(this.makeWorld(), { ...this.options, gametic: this.tic }, old.rng);
      this.restarts++;
    }
    this.ps.tick(demoTicCmd(this.demo, this.tic, this.slot, this.cmd));
    this.tic++;
  }
}
