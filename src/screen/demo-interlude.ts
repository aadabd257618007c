// The screens between two levels of a demo (DemoGame's DemoInterludeHooks): the page's GameFlow —
// wi_stuff's tally, counted and hurried by the demo's fire and use exactly as on the page, and DOOM
// II's text screens, left by any button after their first 50 tics — run headless on the demo's own
// tics, nothing drawn. DOOM 1's eighth maps go to the episode's end, DOOM II's MAP30 to the cast
// call: nothing follows there, nor when the stack lacks the next map.
import type { DemoInterludeHooks, Playsim } from '../sim/index.js';
import type { WadStack } from '../wad/wad-stack.js';
import type { Defs } from '../defs/defs.js';
import { FLOW_LEVEL, GameFlow, levelResult } from './game-flow.js';

export class DemoInterlude implements DemoInterludeHooks {
  flow: GameFlow | null = null;
  private attack = false;
  private use = false;

  /** `maps`: the WAD stack's maps; `defs`: the game's definitions (par times, the text screens'
   *  texts: a text screen's length matters only to DOOM 1's episode ends, after which nothing is
   *  played). Default: DOOM's own. */
  constructor(
    private readonly maps: readonly string[], private readonly defs: Defs | undefined = undefined,
    private readonly flatExists?: (name: string) => boolean,
  ) {}

  /** An interlude for a WAD stack and the game's definitions. */
  static of(stack: WadStack, defs?: Defs): DemoInterlude {
    return new DemoInterlude(stack.maps.map((m) => m.name), defs, (n) => stack.flats.has(n));
  }

  begin(ps: Playsim): void {
    // The flow takes DOOM's random cursors once: the game's, which every level goes on with.
    this.flow ??= new GameFlow({ maps: this.maps, defs: this.defs, rng: ps.rng, flatExists: this.flatExists });
    this.attack = ps.player.attackdown;
    this.use = ps.player.usedown;
    this.flow.exitLevel(levelResult(ps, ps.world.name));
  }

  tick(buttons: number): void {
    const f = this.flow;
    if (f === null) return;
    f.tick(buttons);
    const wi = f.intermission;
    if (wi !== null) { this.attack = wi.attackHeld; this.use = wi.useHeld; }
  }

  get nextMap(): string | null {
    return this.flow ? this.flow.pendingMap : null;
  }

  get over(): boolean {
    const f = this.flow;
    return f !== null && f.phase !== FLOW_LEVEL && f.nextMap === null;
  }

  get attackdown(): boolean { return this.attack; }
  get usedown(): boolean { return this.use; }

  started(): void {
    this.flow?.levelStarted();
  }
}
