// Web Worker entry of a band renderer (bundled to dist/web/render-worker.js): builds its own World from
// the WAD bytes it is sent, puts that World's live views on the page's live block when one is sent
// (so it draws the page's moving world), then renders its column band whenever the page bumps the
// frame sequence.
import { runBand } from '../render/cpu/band-worker.js';
import { CpuRenderer } from '../render/cpu/renderer.js';
import { CTL_SEQ, CTL_WORDS, P_WORDS, joinQueue, type WorkerSetup } from '../render/cpu/parallel-protocol.js';
import { WadStack } from '../wad/wad-stack.js';
import { loadWorld } from '../world/load-world.js';
import { withLiveBuffer } from './shared-live.js';

/** The setup message: the band protocol's, plus the page's live block (a SharedArrayBuffer). */
export interface WebWorkerSetup extends WorkerSetup {
  live?: SharedArrayBuffer;
}

self.onmessage = (e: MessageEvent<WebWorkerSetup>) => {
  try {
    const setup = e.data;
    let world = loadWorld(WadStack.fromBuffers(setup.files), setup.map);
    if (setup.live) world = withLiveBuffer(world, setup.live);
    const renderer = new CpuRenderer(world, setup.width, setup.height, new Uint32Array(setup.framebuffer));
    const ctl = new Int32Array(setup.shared, 0, CTL_WORDS);
    joinQueue(renderer, ctl, setup.band);
    const params = new Float64Array(setup.shared, CTL_WORDS * 4, P_WORDS);
    const seq = Atomics.load(ctl, CTL_SEQ);
    (self as unknown as Worker).postMessage('ready');
    runBand(renderer, ctl, params, seq);
  } catch (err) {
    (self as unknown as Worker).postMessage(`error: ${(err as Error)?.message ?? err}`);
  }
};
