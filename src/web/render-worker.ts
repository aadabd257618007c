// Web Worker entry of a render thread (bundled to dist/web/render-worker.js): attaches to the World the
// page built (handed over on shared memory), then renders column blocks whenever the page bumps the
// frame sequence.
import { prepareBand, runBand } from '../render/cpu/band-worker.js';
import { CTL_SEQ, type WorkerSetup } from '../render/cpu/parallel-protocol.js';

self.onmessage = (e: MessageEvent<WorkerSetup>) => {
  try {
    const { renderer, ctl, params } = prepareBand(e.data);
    const seq = Atomics.load(ctl, CTL_SEQ);
    (self as unknown as Worker).postMessage('ready');
    // The page draws at most once a display frame (16 ms at 60 Hz) and wakes its workers at the top of
    // each (prepare()): spinning after a frame would only take a core from the browser's compositor,
    // which works right after the page's frame; after that early wake-up the worker spins until the
    // frame starts (the page's tics run in between) instead of sleeping again.
    runBand(renderer, ctl, params, seq, 0, 1_000_000);
  } catch (err) {
    (self as unknown as Worker).postMessage(`error: ${(err as Error)?.message ?? err}`);
  }
};
