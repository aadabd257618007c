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
    runBand(renderer, ctl, params, seq);
  } catch (err) {
    (self as unknown as Worker).postMessage(`error: ${(err as Error)?.message ?? err}`);
  }
};
