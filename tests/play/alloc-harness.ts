// Run by tests/play/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: ticks
// a player with seeded random inputs and prints the heap growth over 10,000 tics (least of three).
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Player, playerCamera, tickPlayer, type MoveInput } from '../../src/play/player.js';
import { makeCamera } from '../../src/render/camera.js';
import { prng } from '../helpers/world-fixtures.js';
import { multiRoom, worldOf } from './play-maps.js';

const [which, mapName] = [process.argv[2], process.argv[3]];
const world = which === 'multi'
  ? worldOf(multiRoom())
  : loadWorld(WadStack.fromBuffers([{ name: which, bytes: new Uint8Array(readFileSync(which)) }]), mapName);
const rnd = prng(5);
const N = 10_000;
// Inputs made up front: the loop only reads them.
const inputs: MoveInput[] = [];
let hold = 0;
let cur: MoveInput = { forward: 1, strafe: 0, turn: 0, run: true };
for (let i = 0; i < N; i++) {
  if (hold-- <= 0) {
    hold = Math.floor(rnd() * 30);
    cur = { forward: rnd() < 0.8 ? 1 : rnd() * 2 - 1, strafe: rnd() < 0.5 ? 0 : rnd() * 2 - 1, turn: rnd() < 0.5 ? 0 : (rnd() - 0.5) * 0.3, run: rnd() < 0.5 };
  }
  inputs.push(cur);
}
const start = which === 'multi' ? { x: 64, y: 2100 } : world.playerStart;
const p = new Player(world, start.x, start.y, 0);
const cam = makeCamera(0, 0, 0);
const run = () => { for (let i = 0; i < N; i++) { tickPlayer(world, p, inputs[i]); playerCamera(p, cam); } };
// Warm-up: the loop function itself is optimized (and on-stack replaced) on its third and fourth
// calls, which allocates code objects (16–20 KB, late on a loaded machine, when only two warm-up
// calls were made); after four calls only the ticks are measured.
for (let k = 0; k < 4; k++) run();
const gc = (globalThis as { gc?: () => void }).gc!;
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
console.log(JSON.stringify({ ticks: N, growth, x: p.x, y: p.y }));
