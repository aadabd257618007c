// The page between two maps: the flow of src/screen (tally, text screens, next map) run on the
// loop's tics with use and fire as its buttons, its 320×200 layer scaled over the whole canvas
// framebuffer through PLAYPAL's first palette (the same framebuffer every render mode hands to the
// canvas, so CPU, GPU, split and difference modes all show it), and the front end told when to
// load the next map or that the game ended. Sounds go out through `onSound` (the page's sound
// output hooks in there). The graphics and the DEHACKED strings are read once per WAD stack; the
// cast call draws the sprites the load worker decoded for the level's World (none decoded here).
// In DOOM II's cast call use and fire act as DOOM's keys: a press kills the member on stage.
import { blitScreen, ScreenBuffer, SCREEN_HEIGHT } from '../screen/screen-buffer.js';
import { ScreenGraphics, type SpriteSource } from '../screen/screen-graphics.js';
import { FLOW_CAST, FLOW_ENDED, FLOW_LEVEL, FLOW_PHASE_NAMES, GameFlow, levelResult } from '../screen/game-flow.js';
import { defsOf } from '../defs/load-defs.js';
import { FINALE_ART } from '../screen/finale.js';
import type { Playsim } from '../sim/index.js';
import type { WadStack } from '../wad/wad-stack.js';

export class Interlude {
  readonly screen = new ScreenBuffer();
  flow: GameFlow | null = null;
  private gfx: ScreenGraphics | null = null;
  private stack: WadStack | null = null;
  private requested: string | null = null;
  private failure = '';
  private endReported = false;
  /** The buttons of the last tic, and those whose press the cast took as a key (kept off the
   *  tic's buttons until released, as DOOM's responder keeps a key it takes off the command). */
  private held = 0;
  private taken = 0;
  /** The next map is wanted (the page loads it and then calls levelLoaded). */
  onNextMap: ((map: string) => void) | null = null;
  /** Nothing follows (the end of an episode or of the game, or a stack without the next map). */
  onEnd: ((reason: string) => void) | null = null;
  /** Each sound the screens start (an sfx number of src/defs/doom/sounds.ts). */
  onSound: ((sfx: number) => void) | null = null;
  private readonly sound = (sfx: number): void => { this.onSound?.(sfx); };

  /** Whether the screens are drawn instead of the level (a bare stack end shows the level). */
  get active(): boolean {
    const f = this.flow;
    return f !== null && f.phase !== FLOW_LEVEL && !(f.phase === FLOW_ENDED && f.finale === null);
  }

  /** The screen shown between maps (the tally, the text screen or the cast call), for the page's
   *  melt: another one, or the text giving way to the end picture (shownStage), melts in as in DOOM
   *  (F_StartCast forces a melt too). */
  get shown(): object | null {
    const f = this.flow;
    return f ? f.cast ?? f.finale ?? f.intermission : null;
  }

  get shownStage(): number {
    const fin = this.flow ? this.flow.finale : null;
    return fin !== null && fin.stage === FINALE_ART ? 1 : 0;
  }

  /** 'level', 'intermission', 'finale', 'ended' or 'cast'. */
  get phaseName(): string {
    return FLOW_PHASE_NAMES[this.flow ? this.flow.phase : FLOW_LEVEL];
  }

  /** The level `sim` of map `map` was exited: the tally (or DOOM 1's episode end) starts. `sprites`:
   *  the stack's sprites already decoded (the level's World), for the cast call. */
  begin(stack: WadStack, maps: readonly string[], sim: Playsim, map: string, sprites?: SpriteSource): void {
    if (stack !== this.stack || !this.flow) {
      this.stack = stack;
      try {
        this.gfx = new ScreenGraphics(stack);
      } catch (e) {
        // No usable PLAYPAL: the flow still runs, over a black screen.
        this.gfx = null;
        this.failure = e instanceof Error ? e.message : String(e);
      }
      this.flow = new GameFlow({ maps, defs: defsOf(stack).defs, rng: sim.rng, flatExists: (n) => stack.flats.has(n) });
      this.flow.onSound = this.sound;
    }
    if (sprites && this.gfx) this.gfx.useSprites(sprites);
    this.requested = null;
    this.endReported = false;
    this.held = this.taken = 0;
    this.flow.exitLevel(levelResult(sim, map));
  }

  /** A map was loaded: the one the flow asked for (play goes on), or another (a new game). */
  levelLoaded(map: string): void {
    const f = this.flow;
    if (!f) return;
    if (this.requested !== null && this.requested === map.toUpperCase()) f.levelStarted();
    else f.reset();
    this.requested = null;
  }

  /** One tic with the player's buttons (BT_ATTACK | BT_USE) and the presses of them since the last
   *  tic (DOOM's key events; -1 when the buttons come from a script: a new button is a press). */
  tick(buttons: number, presses = -1): void {
    const f = this.flow;
    if (!f || f.phase === FLOW_LEVEL) return;
    if (f.phase === FLOW_CAST) {
      // The cast call takes key events: a press counts even when the button was still down on the
      // last tic (pressed again during a melt, when no tics ran) or is already up again.
      const pressed = buttons & ~this.held;
      if ((presses > 0 || (presses < 0 && pressed !== 0)) && f.keyDown()) this.taken |= pressed !== 0 ? pressed : buttons;
    }
    this.taken &= buttons;
    this.held = buttons;
    f.tick(buttons & ~this.taken);
    if (f.pendingMap !== null && this.requested === null) {
      this.requested = f.pendingMap;
      this.onNextMap?.(f.pendingMap);
    }
    if (f.phase === FLOW_ENDED && !this.endReported) {
      this.endReported = true;
      this.onEnd?.(f.endReason);
    }
  }

  /** Draws the current screen over the whole framebuffer (`width`×`height`). */
  draw(fb: Uint32Array, width: number, height: number): void {
    const f = this.flow, gfx = this.gfx;
    if (!f) return;
    if (!gfx) { fb.fill(0xff000000); return; }
    this.screen.clear();
    if (!f.draw(this.screen, gfx)) return;
    blitScreen(this.screen, 0, SCREEN_HEIGHT, fb, width, 0, height, gfx.palettes[0]);
  }

  /** What could not be drawn (missing graphics), for the page's warnings. */
  get warnings(): readonly string[] {
    return this.gfx ? this.gfx.warnings : this.failure ? [this.failure] : [];
  }
}
