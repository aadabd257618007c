// Run by tests/sim/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: plays
// 10,000 tics of Sim.tick — a seeded route of walking, running, turning, use and fire, with every
// door and lift of the map set moving again every 500 tics — and prints the heap growth over 10,000
// tics (the least of up to eight windows, as the player and renderer harnesses measure).
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Sim } from '../../src/sim/sim.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { startAllDoorsAndLifts } from '../../src/sim/movers-in-motion.js';
import { lineSpecial } from '../../src/sim/data/line-specials.js';
import { prng } from '../../src/util/prng.js';
import { testStack } from '../helpers/test-wad.js';
import { doorRouteMap } from '../helpers/door-route-map.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const [which, mapName] = [process.argv[2], process.argv[3]];
const N = 10_000;
let world;
if (which === 'door-route') {
  // The door-route map with a glowing room A and no exit line (the route must never end the level).
  const m = doorRouteMap({ light: 200, special: 8 });
  m.lines[10].special = 0;
  world = loadWorld(testStack(m), 'MAP01');
} else {
  world = loadWorld(WadStack.fromBuffers([{ name: which, bytes: new Uint8Array(readFileSync(which)) }]), mapName);
}
// The level must not end mid-measurement: exit lines lose their specials before the Sim reads them.
for (let l = 0; l < world.lineCount; l++) {
  const d = lineSpecial(world.lineSpecial[l]);
  if (d !== undefined && (d.actions[0] === 'exit.normal' || d.actions[0] === 'exit.secret')) world.lineSpecial[l] = 0;
}
const sim = new Sim(world);
sim.prepareStates();

// The commands, made up front: the loop only reads them.
const rnd = prng(7);
const kinds = ['forward', 'forward', 'forward', 'turn-left', 'turn-right', 'strafe-left', 'strafe-right', 'back'];
const steps: string[] = [];
for (let total = 0; total < N;) {
  const r = rnd();
  if (r < 0.05) { steps.push('use'); total++; continue; }
  if (r < 0.08) { steps.push('fire'); total++; continue; }
  if (r < 0.13) { steps.push('run'); continue; }
  const n = 1 + Math.floor(rnd() * 20);
  steps.push(`${kinds[Math.floor(rnd() * kinds.length)]} ${n}`);
  total += n;
}
const player = new ScriptPlayer(parseInputScript(steps.join(',')));
const cmds: TicCmd[] = [];
for (let i = 0; i < N; i++) cmds.push(player.next(new TicCmd()));

// (A counter in a typed array: a number in a closure's `let` would be boxed on every write.)
const moving = new Float64Array(1);
const run = () => {
  for (let i = 0; i < N; i++) {
    if (i % 500 === 0) startAllDoorsAndLifts(sim);
    sim.tick(cmds[i]);
    moving[0] += sim.movers.active;
  }
};
// The bound is 64 KiB over 10,000 tics: a window under 16 KiB is enough.
const growth = leastHeapGrowth(run, 16 * 1024);
console.log(JSON.stringify({ tics: N, growth, exited: sim.exited, levelTime: sim.levelTime, movingPerTic: moving[0] / sim.levelTime, x: sim.player.x, y: sim.player.y }));
