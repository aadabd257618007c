// Run by tests/play/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: moves
// DOOM's player (Playsim.tick) with seeded random ticcmds — walking, running, strafing, turning —
// and takes the view the page draws from it each tic (PlayerPose.update, camera), and prints the
// heap growth over 10,000 tics (the least of up to sixteen windows: in a full parallel run all of eight once took 20–200 KB of
// late JIT work on the multi-room walk).
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { placePlayer } from '../../src/sim/place.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';
import { PlayerPose } from '../../src/web/player-pose.js';
import { makeCamera } from '../../src/render/camera.js';
import { prng } from '../helpers/world-fixtures.js';
import { multiRoom, worldOf } from './play-maps.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const [which, mapName] = [process.argv[2], process.argv[3]];
const world = which === 'multi'
  ? worldOf(multiRoom())
  : loadWorld(WadStack.fromBuffers([{ name: which, bytes: new Uint8Array(readFileSync(which)) }]), mapName);
// The walk must not end the level: exit lines lose their specials before the Playsim reads them.
for (let l = 0; l < world.lineCount; l++) {
  const d = lineSpecial(world.lineSpecial[l]);
  if (d !== undefined && d.actions.some((a) => a.startsWith('exit'))) world.lineSpecial[l] = 0;
}
const ps = new Playsim(world, { skill: 3, nomonsters: true });
if (which === 'multi') placePlayer(ps, 64, 2100, 0);
const rnd = prng(5);
const N = 10_000;
// Commands made up front: the loop only reads them.
const cmds: TicCmd[] = [];
let hold = 0;
let cur = new TicCmd();
for (let i = 0; i < N; i++) {
  if (hold-- <= 0) {
    hold = Math.floor(rnd() * 30);
    cur = new TicCmd();
    const run = rnd() < 0.5;
    cur.forwardMove = rnd() < 0.8 ? (run ? 50 : 25) : Math.round((rnd() * 2 - 1) * 50);
    cur.sideMove = rnd() < 0.5 ? 0 : Math.round((rnd() * 2 - 1) * 40);
    cur.angleTurn = rnd() < 0.5 ? 0 : Math.round((rnd() - 0.5) * 3000);
  }
  cmds.push(cur);
}
const pose = new PlayerPose();
const cam = makeCamera(0, 0, 0);
const run = () => { for (let i = 0; i < N; i++) { ps.tick(cmds[i]); pose.update(ps).camera(cam); } };
const growth = leastHeapGrowth(run, 4096, 16);
console.log(JSON.stringify({ tics: N, growth, leveltime: ps.leveltime, x: pose.x, y: pose.y }));
