// Multi-core rendering (Node): the threads (the main thread and worker_threads, each attached to the
// one World) take blocks of `blockColumns` columns (BLOCK_COLUMNS, 32, unless set) from a shared queue
// — even threads from the left end, odd ones from the right — until none are left, all drawing into
// one SharedArrayBuffer framebuffer, so a thread that drew an easy part of the view takes more. Flats
// close their spans at block edges and span texels are anchored per row, so the picture equals the
// single-thread one bit for bit. Frames are started and joined through Atomics on shared memory: no
// allocation per frame.
import { Worker } from 'node:worker_threads';
import { CpuRenderer } from './renderer.js';
import type { Camera } from '../camera.js';
import type { World } from '../../world/world.js';
import { handoverWorld } from '../../world/world-handover.js';
import { BLOCK_COLUMNS, closeFrame, CTL_DONE, CTL_FAILED, CTL_WORDS, P_WORDS, QUIT_DETACH, SHARED_BYTES, joinQueue, startFrame, stopWorkers, type WorkerSetup } from './parallel-protocol.js';

export class ParallelRenderer {
  readonly fb: Uint32Array;
  readonly threads: number;
  private main: CpuRenderer;
  private workers: Worker[] = [];
  private ctl: Int32Array;
  private params: Float64Array;
  /** Columns per block of the shared queue. */
  blockColumns = BLOCK_COLUMNS;

  private constructor(main: CpuRenderer, fb: Uint32Array, shared: SharedArrayBuffer, threads: number) {
    this.main = main;
    this.fb = fb;
    this.threads = threads;
    this.ctl = new Int32Array(shared, 0, CTL_WORDS);
    this.params = new Float64Array(shared, CTL_WORDS * 4, P_WORDS);
  }

  /**
   * Starts `threads - 1` workers (script: dist/render-worker.js, built by `npm install`), each attached
   * to `world` (handed over on shared memory, not rebuilt). Resolves once every worker is ready.
   */
  static async create(opts: { world: World; width: number; height: number; threads: number; workerScript: string }): Promise<ParallelRenderer> {
    const { width, height } = opts;
    const threads = Math.max(1, Math.min(16, opts.threads | 0));
    const fbShared = new SharedArrayBuffer(width * height * 4);
    const fb = new Uint32Array(fbShared);
    const shared = new SharedArrayBuffer(SHARED_BYTES);
    const main = new CpuRenderer(opts.world, width, height, fb);
    const pr = new ParallelRenderer(main, fb, shared, threads);
    joinQueue(main, pr.ctl, 0);
    const ready: Promise<void>[] = [];
    const world = threads > 1 ? handoverWorld(opts.world) : opts.world;
    for (let i = 1; i < threads; i++) {
      const setup: WorkerSetup = { world, width, height, band: i, threads, framebuffer: fbShared, shared };
      const w = new Worker(opts.workerScript, { workerData: setup });
      pr.workers.push(w);
      ready.push(new Promise((resolve, reject) => {
        w.once('message', () => resolve());
        w.once('error', reject);
        w.once('exit', (code) => reject(new Error(`render worker exited with code ${code} before it was ready`)));
      }));
    }
    await Promise.all(ready);
    for (const w of pr.workers) w.removeAllListeners('exit');
    return pr;
  }

  /**
   * Moves the threads to another World (same size): the workers leave the current control block and
   * attach to `world` (handed over on shared memory) with their code already compiled, instead of new
   * workers starting cold. Resolves once every worker is ready.
   */
  async attach(world: World): Promise<void> {
    const width = this.main.width, height = this.main.height;
    const shared = new SharedArrayBuffer(SHARED_BYTES);
    const handed = handoverWorld(world);
    const ready = this.workers.map((w) => new Promise<void>((resolve, reject) => {
      const fail = (e: unknown): void => { w.off('message', ok); reject(e instanceof Error ? e : new Error(`render worker exited with code ${String(e)} before it was ready`)); };
      const ok = (): void => { w.off('error', fail); w.off('exit', fail); resolve(); };
      w.once('message', ok);
      w.once('error', fail);
      w.once('exit', fail);
    }));
    // The new setup is queued first: a worker leaving the old block reads it as soon as it is out.
    for (let i = 0; i < this.workers.length; i++) {
      const setup: WorkerSetup = { world: handed, width, height, band: i + 1, threads: this.threads, framebuffer: this.fb.buffer as SharedArrayBuffer, shared };
      this.workers[i].postMessage(setup);
    }
    stopWorkers(this.ctl, QUIT_DETACH);
    await Promise.all(ready);
    this.main = new CpuRenderer(world, width, height, this.fb);
    this.ctl = new Int32Array(shared, 0, CTL_WORDS);
    this.params = new Float64Array(shared, CTL_WORDS * 4, P_WORDS);
    joinQueue(this.main, this.ctl, 0);
  }

  /** Renders one frame: every thread takes column blocks until none are left; then waits for all. */
  render(cam: Camera, tics = 0): void {
    const ctl = this.ctl;
    startFrame(this.main, ctl, this.params, cam, tics, this.blockColumns);
    const n = closeFrame(ctl); // the workers that joined: the others skip this frame
    for (let spin = 0; spin < 200_000 && Atomics.load(ctl, CTL_DONE) < n; spin++);
    for (;;) {
      const done = Atomics.load(ctl, CTL_DONE);
      if (done >= n) break;
      // A worker that died cannot answer: give up after 10 s rather than hang.
      if (Atomics.wait(ctl, CTL_DONE, done, 10_000) === 'timed-out') throw new Error('a render worker did not finish its frame within 10 s');
    }
    if (Atomics.load(ctl, CTL_FAILED)) throw new Error('a render worker failed while rendering its columns');
  }

  async close(): Promise<void> {
    stopWorkers(this.ctl);
    await Promise.all(this.workers.map((w) => new Promise<void>((resolve) => { w.once('exit', () => resolve()); })));
    this.workers = [];
  }
}
