// Multi-core rendering in the page: the page's thread and Web Workers take blocks of columns from a
// shared counter and draw them into a SharedArrayBuffer (needs cross-origin isolation, which `toom
// serve` provides with COOP/COEP). The page's thread then waits for the workers by polling the shared
// done-counter (the main thread of a page may not block in Atomics.wait). The workers' Worlds share
// the page's live block, so they draw the moving world the page's simulation writes. The picture is
// bit-identical to the single-thread renderer's.
import { CpuRenderer } from '../render/cpu/renderer.js';
import type { Camera } from '../render/camera.js';
import type { World } from '../world/world.js';
import { handoverWorld } from '../world/world-handover.js';
import { closeFrame, CTL_DONE, CTL_SEQ, CTL_FAILED, CTL_WORDS, P_WORDS, SHARED_BYTES, joinQueue, startFrame, stopWorkers, type WorkerSetup } from '../render/cpu/parallel-protocol.js';

/** True when this page may share memory with workers. */
export function canRunParallel(): boolean {
  return typeof SharedArrayBuffer !== 'undefined' && (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
}

export class WebParallelRenderer {
  readonly fb: Uint32Array;
  readonly threads: number;
  /** Set when a worker failed or timed out: the page falls back to one thread. */
  failed = false;
  private constructor(
    private readonly main: CpuRenderer,
    fb: Uint32Array,
    private readonly workers: Worker[],
    private readonly ctl: Int32Array,
    private readonly params: Float64Array,
  ) {
    this.fb = fb;
    this.threads = workers.length + 1;
  }

  static async create(world: World, width: number, height: number, threads: number, screenHeight = 0, drawWeapon = true): Promise<WebParallelRenderer> {
    const n = Math.max(2, Math.min(8, threads | 0));
    const fbShared = new SharedArrayBuffer(width * height * 4);
    const fb = new Uint32Array(fbShared);
    const shared = new SharedArrayBuffer(SHARED_BYTES);
    const main = new CpuRenderer(world, width, height, fb);
    // The page's views are the player's eyes (Game.drawWeapon); the workers take it from the frame's parameters.
    main.drawWeapon = drawWeapon;
    main.screenHeight = screenHeight; // the weapon's place on a view shortened by the status bar
    const workers: Worker[] = [];
    const ready: Promise<void>[] = [];
    // The workers attach to this World (on shared memory) instead of rebuilding it from the WAD.
    const handed = handoverWorld(world);
    for (let i = 1; i < n; i++) {
      const w = new Worker(new URL('./render-worker.js', import.meta.url), { type: 'module' });
      workers.push(w);
      ready.push(new Promise((resolve, reject) => {
        w.onmessage = (e) => (e.data === 'ready' ? resolve() : reject(new Error(String(e.data))));
        w.onerror = (e) => reject(new Error(e.message || 'render worker failed to start'));
      }));
      const setup: WorkerSetup = { world: handed, width, height, band: i, threads: n, framebuffer: fbShared, shared };
      w.postMessage(setup);
    }
    try {
      await Promise.all(ready);
    } catch (e) {
      for (const w of workers) w.terminate();
      throw e;
    }
    const ctl = new Int32Array(shared, 0, CTL_WORDS);
    joinQueue(main, ctl, 0);
    return new WebParallelRenderer(main, fb, workers, ctl, new Float64Array(shared, CTL_WORDS * 4, P_WORDS));
  }

  get stats() {
    return this.main.stats;
  }

  /** Wakes the workers ahead of the next render (at the top of a frame, before the tics run), so that
   *  their wake-up from sleep overlaps the page's own work instead of delaying the frame. */
  prepare(): void {
    Atomics.notify(this.ctl, CTL_SEQ);
  }

  /** Renders one frame; false (and `failed` set) when a worker did not finish within 250 ms. */
  render(cam: Camera, tics: number): boolean {
    const ctl = this.ctl;
    startFrame(this.main, ctl, this.params, cam, tics);
    // Wait only for the workers that joined before the page's thread had taken every block.
    const n = closeFrame(ctl), t0 = performance.now();
    while (Atomics.load(ctl, CTL_DONE) < n) {
      if (performance.now() - t0 > 250) { this.failed = true; return false; }
    }
    if (Atomics.load(ctl, CTL_FAILED)) { this.failed = true; return false; }
    return true;
  }

  close(): void {
    stopWorkers(this.ctl);
    for (const w of this.workers) w.terminate();
  }
}
