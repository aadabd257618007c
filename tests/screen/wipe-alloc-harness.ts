// Run by tests/screen/wipe.test.ts as an esbuild bundle in a child `node --expose-gc`: DOOM's melt
// started again and again at the same size (640×400), ticked and drawn over a framebuffer 1,000
// times a run, and prints the heap growth (the old picture's copy is made once per size).
import { ScreenWipe } from '../../src/screen/wipe.js';
import { DoomRandom } from '../../src/defs/doom/random.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const W = 640, H = 400;
const old = new Uint32Array(W * H), fb = new Uint32Array(W * H);
for (let i = 0; i < old.length; i++) old[i] = 0xff000000 | i;
const wipe = new ScreenWipe(), rng = new DoomRandom();
let frames = 0, starts = 0;
const run = (): void => {
  for (let k = 0; k < 1000; k++, frames++) {
    // Restarted every 8 frames and after each end (a typed array made per start would show: its
    // buffer is outside the JS heap, but its objects are not).
    if (!wipe.active || (k & 7) === 0) { wipe.start(old, W, H, rng); starts++; }
    wipe.tick();
    fb.fill(0xff00ff00);
    wipe.draw(fb);
  }
};
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ frames, starts, growth }));
