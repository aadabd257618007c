// Run by tests/render/no-allocation.test.ts as an esbuild bundle (the code as it ships) in a child
// `node --expose-gc`: renders frames along a sweep and prints the heap growth over 1,000 frames.
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera, type Camera } from '../../src/render/camera.js';
import { CTL_WORDS, P_WORDS, SHARED_BYTES, joinQueue, startFrame } from '../../src/render/cpu/parallel-protocol.js';
import { testStack } from './test-wad.js';
import { twoRooms } from './scenes.js';

const [which, width, height, moving] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), process.argv[5] === 'moving'];
// 'queue': the parallel renderers' thread side (startFrame, column blocks from the shared queue), with
// no workers, so this thread takes every block.
const queue = process.argv[6] === 'queue';
const stack = which === 'two-rooms' ? testStack(twoRooms()) : WadStack.fromBuffers([{ name: which, bytes: new Uint8Array(readFileSync(which)) }]);
const world = loadWorld(stack, which === 'two-rooms' ? 'MAP01' : stack.maps[0].name);
const r = new CpuRenderer(world, width, height);
const shared = new SharedArrayBuffer(SHARED_BYTES);
const ctl = new Int32Array(shared, 0, CTL_WORDS), params = new Float64Array(shared, CTL_WORDS * 4, P_WORDS);
if (queue) joinQueue(r, ctl, 0);
const frame = queue ? (c: Camera, tics: number) => startFrame(r, ctl, params, c, tics) : (c: Camera, tics: number) => r.render(c, tics);
const x = which === 'two-rooms' ? 40 : world.playerStart.x, y = which === 'two-rooms' ? 128 : world.playerStart.y;
const cam = makeCamera(x, y, 0);
const angles = new Float64Array(1000);
for (let i = 0; i < 1000; i++) angles[i] = world.playerStart.angle - 1.5 + i * 0.003;
const gc = (globalThis as { gc?: () => void }).gc!;
cam.angle = angles[500];
// Fixed camera: only the renderer runs (animated flats still change with the tics). Moving: the
// caller's camera updates are part of the loop too.
const run = moving
  ? () => { for (let i = 0; i < 1000; i++) { cam.angle = angles[i]; frame(cam, i); } }
  : () => { for (let i = 0; i < 1000; i++) frame(cam, i); };
// Warm-up: the loop function itself is optimized (and on-stack replaced) on its third and fourth
// calls, which allocates code objects (16–20 KB, late on a loaded machine, when only two warm-up
// calls were made); after four calls only the frames are measured.
for (let k = 0; k < 4; k++) run();
// The least growth of up to eight windows, stopping at one under 4 KB: a real per-frame allocation
// (16 bytes a frame is 16 KB a window) shows in every window, while late JIT work — code objects
// installed while other processes load the machine, as in the full test suite — shows in some only.
let growth = Infinity;
for (let k = 0; k < 8 && growth >= 4096; k++) {
  gc(); gc();
  const before = process.memoryUsage().heapUsed;
  run();
  growth = Math.min(growth, process.memoryUsage().heapUsed - before);
}
console.log(JSON.stringify({ frames: 1000, growth }));
