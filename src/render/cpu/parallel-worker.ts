// Node entry of a render worker (bundled to dist/render-worker.js): worker_threads glue around band-worker.
// The first setup comes as workerData; after a detach (ParallelRenderer.attach: another World on the
// same threads) the worker takes the next setup it is sent, warm, instead of a new worker starting cold.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareBand, runBand } from './band-worker.js';
import { CTL_QUIT, CTL_SEQ, QUIT_DETACH, type WorkerSetup } from './parallel-protocol.js';

async function serve(first: WorkerSetup): Promise<void> {
  let setup = first;
  for (;;) {
    const { renderer, ctl, params } = prepareBand(setup);
    const seq = Atomics.load(ctl, CTL_SEQ);
    parentPort!.postMessage('ready');
    runBand(renderer, ctl, params, seq);
    if (Atomics.load(ctl, CTL_QUIT) !== QUIT_DETACH) return;
    setup = await new Promise<WorkerSetup>((resolve) => parentPort!.once('message', resolve));
  }
}

void serve(workerData as WorkerSetup);
