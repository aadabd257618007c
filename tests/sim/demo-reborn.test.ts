// A demo whose player dies again and again (a room of DOOM's 20 % damage floor, zombiemen shooting,
// Use held so each death restarts the level at once): DemoGame's restart builds the map's World
// once and puts its live numbers back as the map began, instead of building the mesh again on each
// death (issue 33: a demo dying every 40 tics ran for minutes), and plays exactly as building a new
// World per death does — the same trace, every thing, every tic. And a Freedoom demo that dies,
// restarts and plays on stays in sync with dsda-doom's ghost through the restart.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { parseGhost, playAgainstGhost } from '../helpers/demo-corpus.js';
import { loadStack } from '../../tools/load.js';
import { boxRoom } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';
import { loadWorld } from '../../src/world/load-world.js';
import { liveBytes } from '../../src/world/live-state.js';
import type { World } from '../../src/world/world.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { Playsim } from '../../src/sim/playsim.js';
import { PST_REBORN } from '../../src/sim/base/player-state.js';
import { TicCmd, BT_ATTACK, BT_USE } from '../../src/sim/base/ticcmd.js';
import { demoTicCmd, parseDemo } from '../../src/sim/demo.js';
import { traceTic } from '../../src/sim/trace.js';
import { WorldSync } from '../../src/sim/world-sync.js';

const TICS = 2400;

/** A v1.9 demo of MAP01 at skill 3: walking and turning, firing now and then, Use always held. */
function dyingDemo(): Uint8Array {
  const b = new Uint8Array(13 + TICS * 4 + 1);
  b.set([109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
  for (let t = 0; t < TICS; t++) {
    const o = 13 + t * 4;
    b[o] = (t % 90) < 45 ? 25 : 0x100 - 25; // forward, then back
    b[o + 1] = (t % 70) < 10 ? 24 : 0; // a strafe now and then
    b[o + 2] = (t % 50) < 5 ? 8 : 0; // a turn now and then
    b[o + 3] = BT_USE | ((t % 40) < 3 ? BT_ATTACK : 0);
  }
  b[13 + TICS * 4] = 0x80;
  return b;
}

function room() {
  const m = boxRoom(-256, -256, 256, 256, { floor: 0, ceil: 128, special: 16 });
  m.things = [
    { x: 0, y: 0, type: 1 },
    { x: 200, y: 200, type: 3004, angle: 225 },
    { x: -200, y: 200, type: 3004, angle: 315 },
    { x: 200, y: -200, type: 2035 },
  ];
  return m;
}

describe('a demo that dies many times: the level restarts without building its World again', () => {
  const stack = testStack(room());
  const demo = parseDemo(dyingDemo(), 'dying.lmp');
  const options = demoOptions(demo, { commercial: true });

  it('one World for every restart, its live numbers as the map began, and the trace of a World built per death', () => {
    // DemoGame, with the live state written every tic (as the page and the renderers have it).
    let builds = 0;
    const game = new DemoGame(demo, () => { builds++; return loadWorld(stack, 'MAP01', { skill: options.skill }); }, options);
    const begun = liveBytes(game.ps.world.live);
    let sync = new WorldSync(game.ps);
    const checked: boolean[] = [];
    game.onLevelStart = (g) => {
      checked.push(Buffer.from(liveBytes(g.ps.world.live)).equals(Buffer.from(begun)));
      sync = new WorldSync(g.ps);
    };
    const ours: string[] = [];
    while (game.running) {
      game.step();
      if (!game.played) continue;
      sync.sync();
      ours.push(traceTic(game.ps, game.tic - 1, true));
    }

    // The old way: a new World and Playsim for each death (G_DoReborn → G_DoLoadLevel).
    let rebuilt = 0;
    const build = (): World => { rebuilt++; return loadWorld(stack, 'MAP01', { skill: options.skill }); };
    let ps = new Playsim(build(), options);
    const cmd = new TicCmd();
    const ref: string[] = [];
    for (let t = 0; t < demo.tics; t++) {
      if (ps.player.playerstate === PST_REBORN) ps = new Playsim(build(), { ...options, gametic: t }, ps.rng);
      ps.tick(demoTicCmd(demo, t, 0, cmd));
      ref.push(traceTic(ps, t, true));
    }

    expect(game.restarts).toBeGreaterThanOrEqual(8);
    expect(builds).toBe(1);
    expect(game.worldsBuilt).toBe(1);
    expect(rebuilt).toBe(game.restarts + 1);
    expect(checked.length).toBe(game.restarts);
    expect(checked.every(Boolean)).toBe(true);
    expect(ours.length).toBe(TICS);
    for (let t = 0; t < TICS; t++) if (ours[t] !== ref[t]) expect(ours[t], `tic ${t}`).toBe(ref[t]);
  });
});

describe.skipIf(!haveFreedoom)(`freedoom2 DEMO3 played on past its death: the restart in sync with dsda-doom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('DEMO3 (MAP02, the player dies on tic 2529), then 40 tics dead, Use for 3, 200 tics walking and turning: every tic of dsda-doom 0.25.6\'s ghost', () => {
    // The demo is DEMO3's commands with those 243 added (made here from the IWAD's own lump); the
    // reference is dsda-doom's -export_ghost of the same bytes (data/demo-traces/freedoom2-demo3-reborn.gst.gz):
    // its record on the restart's gametic is the player as spawned again.
    const stack = loadStack(FREEDOOM2);
    const lump = stack.find('DEMO3')!.data;
    let end = 13;
    while (lump[end] !== 0x80) end += 4;
    const extra: number[] = [];
    for (let t = 0; t < 40; t++) extra.push(0, 0, 0, 0);
    for (let t = 0; t < 3; t++) extra.push(0, 0, 0, BT_USE);
    for (let t = 0; t < 200; t++) extra.push(t % 60 < 40 ? 25 : 0, 0, t % 50 < 5 ? 4 : 0, 0);
    const bytes = Uint8Array.from([...lump.subarray(0, end), ...extra, 0x80]);
    const demo = parseDemo(bytes, 'DEMO3+reborn');
    expect(demo.tics).toBe(2593 + 243);
    const ghost = parseGhost(gunzipSync(readFileSync(new URL('./data/demo-traces/freedoom2-demo3-reborn.gst.gz', import.meta.url))));
    const r = playAgainstGhost('DEMO3+reborn', stack, demo, ghost, []);
    expect(r.restarts).toBe(1);
    expect(r.worldsBuilt).toBe(1);
    expect(r.firstDesync, `${r.ticsInSync}/${r.ticsTotal}`).toBeNull();
    expect(r.ticsInSync).toBe(2835);
  });
});
