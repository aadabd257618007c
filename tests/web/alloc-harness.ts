// Run by tests/web/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: the
// page's per-tic and per-frame work outside the renderer and the sim — the ticcmd from the keys,
// the automap's sight rays, the automap drawing — over 1,000 rounds, and prints the heap growth.
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { KeyCmdBuilder, type HeldKeys } from '../../src/web/key-cmd.js';
import { Sight } from '../../src/web/sight.js';
import { Automap } from '../../src/web/automap.js';
import { AutomapLines } from '../../src/web/automap-lines.js';
import { livingWad } from '../helpers/living-map.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const which = process.argv[2];
const stack = which === 'living'
  ? WadStack.fromBuffers([{ name: 'living.wad', bytes: livingWad() }])
  : WadStack.fromBuffers([{ name: which, bytes: new Uint8Array(readFileSync(which)) }]);
const world = loadWorld(stack, stack.maps[0].name);
const start = world.playerStart;
// The pose and view are objects the loop updates, as the page's player and camera are.
const pose = { qe: world.mesh.locate(start.x, start.y, world.mesh.faceEdge[0]), x: start.x, y: start.y, angle: start.angle };
const view = { x: start.x, y: start.y, angle: start.angle };
const angles = new Float64Array(1000);
for (let i = 0; i < 1000; i++) angles[i] = start.angle + i * 0.0063;
const sight = new Sight(world), lines = new AutomapLines(world), automap = new Automap();
automap.visible = true;
const builder = new KeyCmdBuilder(), cmd = new TicCmd();
const keys: HeldKeys = { forward: 0, strafe: 0, turn: 0, run: false, use: false, fire: false };
const W = 320, H = 200, fb = new Uint32Array(W * H);

function run(): void {
  for (let i = 0; i < 1000; i++) {
    keys.forward = (i % 3) - 1; keys.strafe = ((i >> 2) % 3) - 1; keys.turn = ((i >> 4) % 3) - 1;
    keys.run = (i & 8) !== 0; keys.use = (i & 16) !== 0; keys.fire = (i & 32) !== 0;
    builder.addMouse((i % 7) - 3);
    builder.build(cmd, keys);
    pose.angle = angles[i];
    view.angle = angles[i];
    sight.mark(pose);
    automap.reveal = (i & 64) !== 0;
    automap.draw(fb, W, H, world, lines, sight, (i & 128) !== 0, view);
  }
}
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ rounds: 1000, growth }));
