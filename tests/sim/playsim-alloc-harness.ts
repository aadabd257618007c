// Run by tests/sim/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: plays
// DOOM's playsim (Playsim.tick, DemoGame.step) and prints the heap growth over a window of tics (the
// least of up to eight windows after four warm-up ones, as tests/helpers/heap-growth.ts measures).
//
//   demo IWAD LUMP [monsters] — a Freedoom demo lump with its header's nomonsters byte set (or as
//     recorded, with `monsters`), through DemoGame: windows of 1,000 tics; the demo is played three
//     times over (three games made up front, so the windows only play).
//   fight PATH — the hall of fight-map.ts with DOOM's nodes (data/fight-map/fight-map.wad) on nightmare: every kind of monster across the hall, barrels
//     among them, the player (god mode) sweeping its chaingun over them; the dead come back
//     (nightmare), the arch-vile raises, the pain elementals spit lost souls: windows of 10,000 tics.
//   built | built-bsp — the map of alloc-map.ts (a manual door, a walk-over lift line, a repeatable
//     door switch, six light specials, a pickup, a solid lamp) as the tests build maps (no BSP: the
//     playsim finds sectors through the mesh, as on the project's own maps) or with DOOM's nodes
//     (built-bsp PATH: data/alloc-map/alloc-map.wad); its route loops: east through the door and over the lift
//     line, use the switch, three shots, back west (the pistol's clip topped up between loops).
//     Every door and lift of the map is also set moving again every 500 tics. Windows of 10,000 tics.
//   MAP-FILE MAP — a real map with a seeded random route (walk, run, turn, strafe, use, fire) and
//     every door and lift moving again every 500 tics: windows of 10,000 tics.
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { EXIT_NONE } from '../../src/sim/base/sim-state.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { demoMapName, parseDemo } from '../../src/sim/demo.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { sectorsMoving, startAllDoorsAndLifts } from '../../src/sim/start-movers.js';
import { AM_CLIP, CF_GODMODE, PST_LIVE } from '../../src/sim/base/player-state.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';
import { prng } from '../../src/util/prng.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { simWorld } from './helpers.js';
import { ALLOC_ROUTE, allocMap } from './alloc-map.js';
import { BT_ATTACK } from '../../src/sim/base/ticcmd.js';
import { MF } from '../../src/defs/doom/things-info.js';
import { WP_CHAINGUN } from '../../src/sim/base/player-state.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const [which, arg] = [process.argv[2], process.argv[3]];

/** Counters the loops write (a typed array: a number in a closure's `let` would be boxed on every write):
 *  tics, sectors moving (summed per tic), shots fired, uses; on the built map, times the door (sector
 *  1) came open, the lift (sector 5) went down and the switch showed its other texture. */
const count = new Float64Array(7);

if (which === 'demo') {
  const stack = WadStack.fromBuffers([{ name: arg.split('/').pop()!, bytes: new Uint8Array(readFileSync(arg)) }]);
  const lump = stack.find(process.argv[4]);
  if (!lump) throw new Error(`${arg}: no ${process.argv[4]}`);
  const bytes = Uint8Array.from(lump.data);
  const monsters = process.argv[5] === 'monsters';
  if (!monsters) bytes[7] = 1; // nomonsters
  const demo = parseDemo(bytes, arg, process.argv[4]);
  const commercial = stack.maps.some((m) => /^MAP\d\d$/.test(m.name));
  const map = demoMapName(demo, commercial);
  const options = demoOptions(demo, { commercial });
  const games: DemoGame[] = [];
  for (let i = 0; i < 3; i++) games.push(new DemoGame(demo, () => loadWorld(stack, map, { skill: options.skill, noMonsters: !monsters }), options));
  const W = 1000;
  const at = new Int32Array(1); // the game being played
  const run = () => {
    for (let i = 0; i < W; i++) {
      let g = games[at[0]];
      if (!g.running) { at[0]++; g = games[at[0]]; }
      g.step();
      count[0]++;
    }
  };
  const growth = leastHeapGrowth(run);
  const g = games[at[0]];
  console.log(JSON.stringify({ map, demoTics: demo.tics, window: W, growth, tics: count[0], games: at[0] + 1, restarts: g.restarts, exited: g.ps.exited }));
} else if (which === 'fight') {
  const ps = new Playsim(loadWorld(WadStack.fromBuffers([
    { name: 'test.wad', bytes: writeWad('IWAD', testAssetLumps()) },
    { name: 'fight-map.wad', bytes: new Uint8Array(readFileSync(arg)) }, // data/fight-map/fight-map.wad
  ]), 'MAP01'), { skill: 5 });
  const p = ps.player;
  p.cheats |= CF_GODMODE;
  p.weaponowned[WP_CHAINGUN] = 1;
  p.pendingweapon = WP_CHAINGUN;
  // Fire all the time, sweeping ±22° across the hall (the turn flips every 64 tics).
  const fire = new TicCmd(), left = new TicCmd(), right = new TicCmd();
  fire.buttons = BT_ATTACK;
  left.buttons = BT_ATTACK; left.angleTurn = 64;
  right.buttons = BT_ATTACK; right.angleTurn = -64;
  const N = 10_000;
  const state = new Int32Array(2); // tics played, monsters alive at the last count
  const monsters = liveMobjs(ps).filter((mo) => mo.flags & MF.COUNTKILL).length;
  const run = () => {
    for (let i = 0; i < N; i++) {
      const t = state[0]++;
      p.ammo[AM_CLIP] = 200;
      const phase = t & 255;
      ps.tick(phase < 32 || phase >= 224 ? left : phase >= 96 && phase < 160 ? right : fire);
      count[0]++;
    }
  };
  const growth = leastHeapGrowth(run, 16 * 1024);
  let alive = 0, things = 0;
  for (const mo of liveMobjs(ps)) {
    things++;
    if (mo.flags & MF.COUNTKILL && mo.health > 0) alive++;
  }
  console.log(JSON.stringify({
    window: N, growth, tics: count[0], monsters, alive, things, kills: p.killcount,
    alivePlayer: p.playerstate === PST_LIVE, exited: ps.exited !== EXIT_NONE,
  }));
} else {
  let world: World;
  let script: string;
  if (which === 'built') {
    world = simWorld(allocMap());
    script = ALLOC_ROUTE;
  } else if (which === 'built-bsp') {
    world = loadWorld(WadStack.fromBuffers([
      { name: 'test.wad', bytes: writeWad('IWAD', testAssetLumps()) },
      { name: 'alloc-map.wad', bytes: new Uint8Array(readFileSync(arg)) }, // data/alloc-map/alloc-map.wad
    ]), 'MAP01');
    script = ALLOC_ROUTE;
  } else {
    world = loadWorld(WadStack.fromBuffers([{ name: which, bytes: new Uint8Array(readFileSync(which)) }]), arg, { noMonsters: true });
    script = randomRoute(10_000);
  }
  // The level must not end mid-measurement: exit lines lose their specials before the game reads them.
  for (let l = 0; l < world.lineCount; l++) {
    const d = lineSpecial(world.lineSpecial[l]);
    if (d !== undefined && (d.actions[0] === 'exit.normal' || d.actions[0] === 'exit.secret')) world.lineSpecial[l] = 0;
  }
  const ps = new Playsim(world, { skill: 3, nomonsters: true });
  ps.player.cheats |= CF_GODMODE; // nukage and barrels must not end the run
  // The commands, made up front: the loop only reads them.
  const loop = parseInputScript(script);
  const player = new ScriptPlayer(loop);
  const cmds: TicCmd[] = [];
  for (let i = 0; !player.done; i++) cmds.push(player.next(new TicCmd()));
  const N = 10_000;
  const state = new Int32Array(5); // next command, tics played; door open, lift down, switch on (0/1)
  const built = which.startsWith('built');
  const door = ps.level.sectors[1], lift = ps.level.sectors[built ? 5 : 0];
  let switchLine = 0;
  for (let l = 0; l < ps.level.lines.length; l++) if (ps.level.lines[l].special === 114) switchLine = l;
  const switchSide = ps.level.sides[Math.max(0, ps.level.lines[switchLine].side0)], switchOff = switchSide.midtexture;
  const watch = () => {
    const open = door.ceilingheight - door.floorheight >= 56 * 65536 ? 1 : 0, down = lift.floorheight < 0 ? 1 : 0;
    const on = switchSide.midtexture !== switchOff ? 1 : 0;
    if (open > state[2]) count[4]++;
    if (down > state[3]) count[5]++;
    if (on > state[4]) count[6]++;
    state[2] = open; state[3] = down; state[4] = on;
  };
  const run = () => {
    for (let i = 0; i < N; i++) {
      const t = state[1]++;
      if (t % 500 === 0) startAllDoorsAndLifts(ps);
      if (state[0] === cmds.length) { state[0] = 0; ps.player.ammo[AM_CLIP] = 50; }
      const cmd = cmds[state[0]++];
      if (cmd.buttons & 1) count[2]++;
      if (cmd.buttons & 2) count[3]++;
      ps.tick(cmd);
      count[0]++;
      count[1] += sectorsMoving(ps);
      if (built) watch();
    }
  };
  const growth = leastHeapGrowth(run, 16 * 1024);
  const mo = ps.player.mo!;
  console.log(JSON.stringify({
    window: N, growth, tics: count[0], exited: ps.exited !== EXIT_NONE, alive: ps.player.playerstate === PST_LIVE, leveltime: ps.leveltime,
    movingPerTic: count[1] / count[0], shots: count[2], uses: count[3], doorOpened: count[4], liftDown: count[5], switchOn: count[6],
    x: mo.x / 65536, y: mo.y / 65536,
    health: ps.player.health, ammo: ps.player.ammo[AM_CLIP], thinkers: countThinkers(ps),
  }));
}

function countThinkers(ps: Playsim): number {
  let n = 0;
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) n++;
  return n;
}

/** A seeded random route (walk, run, turn, strafe, back, use, fire): `tics` long. */
function randomRoute(tics: number): string {
  const rnd = prng(7);
  const kinds = ['forward', 'forward', 'forward', 'turn-left', 'turn-right', 'strafe-left', 'strafe-right', 'back'];
  const steps: string[] = [];
  for (let total = 0; total < tics;) {
    const r = rnd();
    if (r < 0.05) { steps.push('use'); total++; continue; }
    if (r < 0.08) { steps.push('fire'); total++; continue; }
    if (r < 0.13) { steps.push('run'); continue; }
    const n = 1 + Math.floor(rnd() * 20);
    steps.push(`${kinds[Math.floor(rnd() * kinds.length)]} ${n}`);
    total += n;
  }
  return steps.join(',');
}
