// Run by tests/web/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: the
// page's per-tic and per-frame work outside the renderer and the sim — the ticcmd from the keys,
// the automap's sight rays, the player's path, the automap drawing (things and path included) —
// over 1,000 rounds, and prints the heap growth.
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { KeyCmdBuilder, type HeldKeys } from '../../src/web/key-cmd.js';
import { Sight } from '../../src/web/sight.js';
import { Automap } from '../../src/web/automap.js';
import { AutomapLines } from '../../src/web/automap-lines.js';
import { automapThingKinds } from '../../src/web/automap-things.js';
import { PlayerPath } from '../../src/web/player-path.js';
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
automap.things = true;
const thingKinds = automapThingKinds(world);
// The path: a point every round (steps of 20, past PATH_MIN_STEP), a jump every 100 rounds, and
// the ring (4,096 points) full after the 4,000 warm-up rounds and wrapping in the measured ones.
const path = new PlayerPath();
const builder = new KeyCmdBuilder(), cmd = new TicCmd();
const keys: HeldKeys = { forward: 0, strafe: 0, turn: 0, run: false, use: false, fire: false, weapon: -1 };
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
    path.record(pose.x + (i % 100) * 20, pose.y + ((i / 100) | 0) * 7, (i & 255) === 0);
    automap.draw(fb, W, H, world, lines, sight, (i & 128) !== 0, view, thingKinds, path);
  }
}
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ rounds: 1000, growth }));
