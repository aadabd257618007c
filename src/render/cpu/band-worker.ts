// The work loop of one render worker, independent of the threading API: attaches to the World the main
// thread built (handed over on shared memory, see world/world-handover.ts), then takes column blocks
// from the shared queue each time the main thread bumps the frame sequence.
import { attachWorld } from '../../world/world-handover.js';
import { CpuRenderer } from './renderer.js';
import { makeCamera } from '../camera.js';
import { joinFrame, joinQueue, CTL_DONE, CTL_FAILED, CTL_QUIT, CTL_SEQ, CTL_WORDS, P_ANGLE, P_FOV, P_TICS, P_WEAPON, P_SCREEN_H, P_X, P_Y, P_Z, P_WORDS, type WorkerSetup } from './parallel-protocol.js';

/** Polls of the frame sequence before a worker sleeps (roughly a millisecond). */
const SPIN_LIMIT = 200_000;

export function prepareBand(setup: WorkerSetup): { renderer: CpuRenderer; ctl: Int32Array; params: Float64Array } {
  const world = attachWorld(setup.world);
  const renderer = new CpuRenderer(world, setup.width, setup.height, new Uint32Array(setup.framebuffer));
  const ctl = new Int32Array(setup.shared, 0, CTL_WORDS);
  joinQueue(renderer, ctl, setup.band);
  return { renderer, ctl, params: new Float64Array(setup.shared, CTL_WORDS * 4, P_WORDS) };
}

/**
 * Blocks (Atomics.wait) between frames; returns when told to quit. `seq` is the frame sequence read
 * BEFORE the worker said it was ready: read after, a frame started in between would be missed and
 * both sides would wait forever. A wake-up without a new frame (a page's early "get ready" notify,
 * see WebParallelRenderer.prepare) goes back to spinning: the frame that follows finds the worker
 * awake. Before each sleep the worker polls the sequence: `spinAfterFrame` times after drawing a
 * frame, `spinAfterWake` times after an early wake-up (about 1 ms per 200,000 polls).
 */
export function runBand(renderer: CpuRenderer, ctl: Int32Array, params: Float64Array, seq: number, spinAfterFrame = SPIN_LIMIT, spinAfterWake = SPIN_LIMIT): void {
  const cam = makeCamera(0, 0, 0);
  let spinLimit = spinAfterFrame;
  for (;;) {
    // Spin a little before sleeping: the next frame usually follows within a millisecond, and waking
    // a thread from a futex costs tens of microseconds on a VM — a lot against a frame's 1 ms share.
    for (let spin = 0; spin < spinLimit && Atomics.load(ctl, CTL_SEQ) === seq; spin++);
    Atomics.wait(ctl, CTL_SEQ, seq);
    if (Atomics.load(ctl, CTL_QUIT)) return;
    if (Atomics.load(ctl, CTL_SEQ) === seq) { spinLimit = spinAfterWake; continue; } // woken early: no frame yet
    spinLimit = spinAfterFrame;
    seq = Atomics.load(ctl, CTL_SEQ);
    // Too late: the main thread took every block and closed the frame.
    if (!joinFrame(ctl)) continue;
    cam.x = params[P_X]; cam.y = params[P_Y]; cam.z = params[P_Z]; cam.angle = params[P_ANGLE]; cam.fov = params[P_FOV];
    renderer.drawWeapon = params[P_WEAPON] !== 0; renderer.screenHeight = params[P_SCREEN_H];
    try {
      renderer.render(cam, params[P_TICS]);
    } catch {
      Atomics.store(ctl, CTL_FAILED, 1);
    }
    Atomics.add(ctl, CTL_DONE, 1);
    Atomics.notify(ctl, CTL_DONE);
  }
}
