// Run by tests/play/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: ticks
// a player with seeded random inputs and prints the heap growth over 10,000 tics (least of three).
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Player, playerCamera, tickPlayer, type MoveInput } from '../../src/play/player.js';
import { makeCamera } from '../../src/render/camera.js';
import { prng } from '../helpers/world-fixtures.js';
import { multiRoom, worldOf } from './play-maps.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

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
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ ticks: N, growth, x: p.x, y: p.y }));
