// Node entry of a render worker (bundled to dist/render-worker.js): worker_threads glue around band-worker.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareBand, runBand } from './band-worker.js';
import { CTL_SEQ, type WorkerSetup } from './parallel-protocol.js';

const { renderer, ctl, params } = prepareBand(workerData as WorkerSetup);
const seq = Atomics.load(ctl, CTL_SEQ);
parentPort!.postMessage('ready');
runBand(renderer, ctl, params, seq);
