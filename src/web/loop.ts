// The frame loop: movement runs at a fixed 35 Hz (an accumulator of elapsed time), rendering at the
// display's rate on requestAnimationFrame, one putImageData per frame. Nothing is allocated per
// frame: the camera, the move input and the statistics are preallocated and reused.
import { tickPlayer, playerCamera } from '../play/player.js';
import type { Game } from './game.js';
import type { Screen } from './screen.js';
import type { Input } from './input.js';
import type { Automap } from './automap.js';
import type { Hud } from './hud.js';
import { FrameStats } from './frame-stats.js';
import { MOUSE_YAW, TURN_RUN, TURN_WALK } from './input.js';
import type { Camera } from '../render/camera.js';

export const TIC_MS = 1000 / 35;
/** After a stall (a hidden tab, a map load) at most this much time is caught up. */
const MAX_CATCH_UP_MS = 250;

export class Loop {
  frames = 0;
  readonly stats = new FrameStats();
  private acc = 0;
  private last = -1;
  private running = false;
  /** Draws the 3D view in place of the CPU renderer when it returns true (the GPU, split and difference modes). */
  drawView: ((camera: Camera, tics: number) => boolean) | null = null;

  constructor(
    private readonly game: Game,
    private readonly screen: Screen,
    private readonly input: Input,
    private readonly automap: Automap,
    private readonly hud: Hud,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    requestAnimationFrame(this.frame);
  }

  /** Forgets accumulated time and statistics (after a map or resolution change). */
  reset(): void {
    this.acc = 0;
    this.last = -1;
    this.stats.reset();
  }

  private readonly frame = (now: number): void => {
    requestAnimationFrame(this.frame);
    let dt = this.last < 0 ? 0 : now - this.last;
    this.last = now;
    if (dt > MAX_CATCH_UP_MS) dt = MAX_CATCH_UP_MS;
    const g = this.game, p = g.player, world = g.world, r = g.renderer;
    if (!p || !world || !r) return;

    const mdx = this.input.takeMouseDx();
    if (mdx !== 0) p.angle -= mdx * MOUSE_YAW;
    this.acc += dt;
    const move = g.move, input = this.input;
    while (this.acc >= TIC_MS) {
      move.forward = input.forward;
      move.strafe = input.strafe;
      move.turn = input.turn * (input.run ? TURN_RUN : TURN_WALK);
      move.run = input.run;
      tickPlayer(world, p, move);
      g.tics++;
      this.acc -= TIC_MS;
    }
    playerCamera(p, g.camera);

    const t0 = performance.now();
    if (this.automap.visible) this.automap.draw(this.screen.fb, this.screen.width, this.screen.height, world, p.x, p.y, p.angle);
    else if (this.drawView && this.drawView(g.camera, g.tics)) { /* drawn by the render mode */ }
    else if (g.parallel && !g.parallel.failed && g.parallel.render(g.camera, g.tics)) this.screen.fb.set(g.parallel.fb);
    else r.render(g.camera, g.tics);
    const t1 = performance.now();
    this.screen.blit();
    this.stats.add(now, t1 - t0);
    this.frames++;
    this.screen.canvas.dataset.frames = String(this.frames);
    this.hud.update(now, this.stats, g.mapName, p.x, p.y, p.angle, this.screen.width, this.screen.height, g.parallel ? g.parallel.threads : 1);
  };
}
