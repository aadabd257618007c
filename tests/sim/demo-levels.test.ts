// A demo goes on across levels as DOOM's G_Ticker plays it: the exit is taken the tic after it was
// triggered (G_DoCompleted), the tally runs on the demo's own ticcmds — its length in tics follows
// wi_stuff's counting (a second's pause between the stats, kills, items and secrets 2 % a tic, time
// and par 3 s a tic) and the demo's use presses (one hurries the count, the next leaves the tally;
// DOOM 1 shows the episode map 4 s more, or until a press) — and the next map is loaded the tic
// after the tally ends, with the player's inventory, the random cursor and gametic going on.
import { describe, expect, it } from 'vitest';
import { SimMap } from './helpers.js';
import { testStack } from '../helpers/test-wad.js';
import { loadWorld } from '../../src/world/load-world.js';
import { parseDemo } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { DemoInterlude } from '../../src/screen/demo-interlude.js';
import { BT_USE } from '../../src/sim/base/ticcmd.js';
import type { WadStack } from '../../src/wad/wad-stack.js';

/** Two cells: the player at (64, 128) facing east; the line at x = 128 is a W1 exit (52), or secret exit (124). */
function exitMap(name: string, special = 52) {
  const m = new SimMap();
  m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special }]);
  m.thing(64, 128, 1, 0);
  return m.build(name);
}

/** A v1.9 demo of `tics` tics: forward for the first 20 (and from `again` for 40), else standing;
 *  use pressed on `uses`. */
function demoBytes(episode: number, map: number, tics: number, uses: number[], again = -1): Uint8Array {
  const b = new Uint8Array(13 + tics * 4 + 1);
  b.set([109, 2, episode, map, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
  for (let t = 0; t < tics; t++) {
    b[13 + t * 4] = t < 20 || (again >= 0 && t >= again && t < again + 40) ? 50 : 0;
    b[13 + t * 4 + 3] = uses.includes(t) ? BT_USE : 0;
  }
  b[13 + tics * 4] = 0x80;
  return b;
}

interface Run { exits: { tic: number; map: string }[]; entered: { tic: number; map: string }[]; game: DemoGame; rng0: object }

function play(stack: WadStack, first: string, bytes: Uint8Array): Run {
  const demo = parseDemo(bytes, 'levels.lmp');
  const options = demoOptions(demo, { commercial: first.startsWith('MAP') });
  const game = new DemoGame(demo, (m) => loadWorld(stack, m ?? first, { skill: options.skill }), options, DemoInterlude.of(stack));
  const run: Run = { exits: [], entered: [], game, rng0: game.ps.rng };
  game.onLevelStart = (g, tic) => { if (g.entered) run.entered.push({ tic, map: g.ps.world.name }); };
  while (game.running) {
    game.step();
    if (game.completed) run.exits.push({ tic: game.completed.tic, map: game.completed.map });
  }
  return run;
}

describe('a demo across levels: the tally on the demo\'s tics, then the next map', () => {
  const doom2 = testStack(exitMap('MAP01'), exitMap('MAP02'));
  const doom1 = testStack(exitMap('E1M1'), exitMap('E1M2'));
  // Where the walk exits: found once (the exit is taken the tic after the line is crossed).
  const probe = play(doom2, 'MAP01', demoBytes(1, 1, 60, []));
  const E = probe.exits[0].tic;

  it('the exit is taken the tic after it was crossed; without a press the tally never ends', () => {
    expect(probe.exits).toEqual([{ tic: E, map: 'MAP01' }]);
    expect(E).toBeGreaterThan(1);
    expect(E).toBeLessThan(20);
    const wait = play(doom2, 'MAP01', demoBytes(1, 1, E + 400, []));
    expect(wait.entered).toEqual([]);
    expect(wait.game.tic).toBe(E + 400);
  });

  it('DOOM II: counted to the end (189 tics at par 30 s), a press, 10 tics, then MAP02', () => {
    // Tally tic n runs on gametic E + n − 1. Nothing to count: pauses of 35, the time and par
    // reach 30 s on the 11th tic of theirs: all shown after tally tic 189; a press on tally tic 200
    // leaves it, 10 tics later the tally is done, and MAP02 loads on the next gametic.
    const r = play(doom2, 'MAP01', demoBytes(1, 1, E + 260, [E + 199]));
    expect(r.entered).toEqual([{ tic: E + 210, map: 'MAP02' }]);
    // A press before the count ends only finishes the count.
    const early = play(doom2, 'MAP01', demoBytes(1, 1, E + 260, [E + 150]));
    expect(early.entered).toEqual([]);
  });

  it('DOOM II: a press hurries the count, a held use is one press, the next press leaves', () => {
    const r = play(doom2, 'MAP01', demoBytes(1, 1, E + 100, [E + 4, E + 5, E + 6, E + 9]));
    expect(r.entered).toEqual([{ tic: E + 20, map: 'MAP02' }]);
    // Both MAP01 exits then MAP02's: the level plays on from where it loads.
    const two = play(doom2, 'MAP01', demoBytes(1, 1, E + 100, [E + 4, E + 9]));
    expect(two.entered).toEqual([{ tic: E + 20, map: 'MAP02' }]);
    expect(two.exits.length).toBe(1);
  });

  it('DOOM 1: after the count, the episode map for 4 s (or until a press), then 10 tics, then E1M2', () => {
    const r = play(doom1, 'E1M1', demoBytes(1, 1, E + 400, [E + 199]));
    expect(r.exits).toEqual([{ tic: E, map: 'E1M1' }]);
    expect(r.entered).toEqual([{ tic: E + 350, map: 'E1M2' }]);
    const pressed = play(doom1, 'E1M1', demoBytes(1, 1, E + 400, [E + 199, E + 219]));
    expect(pressed.entered).toEqual([{ tic: E + 230, map: 'E1M2' }]);
  });

  it('DOOM II after MAP06: the text screen, left by any button once its first 50 tics are out, then MAP07', () => {
    const stack = testStack(exitMap('MAP06'), exitMap('MAP07'));
    // The tally ends on tally tic 20 (gametic E + 19) and the text screen begins; its tic k runs on
    // gametic E + 19 + k, and a button counts from its 52nd tic: a press on its 41st is ignored, one
    // on its 56th (gametic E + 75) leaves it, and MAP07 loads on the next gametic.
    const r = play(stack, 'MAP06', demoBytes(1, 6, E + 120, [E + 4, E + 9, E + 60, E + 75]));
    expect(r.exits).toEqual([{ tic: E, map: 'MAP06' }]);
    expect(r.entered).toEqual([{ tic: E + 76, map: 'MAP07' }]);
  });

  it('the next map keeps the player\'s inventory, the random cursor and the gametic, and plays on to its exit', () => {
    const r = play(doom2, 'MAP01', demoBytes(1, 1, E + 260, [E + 4, E + 9], E + 20));
    const ps = r.game.ps;
    expect(ps.world.name).toBe('MAP02');
    expect(ps.rng).toBe(r.rng0);
    expect(ps.player.ammo[0]).toBe(50);
    expect(ps.player.health).toBe(100);
    // MAP02 starts on gametic E + 20 and is walked as MAP01 was: its exit is E tics later.
    expect(r.entered).toEqual([{ tic: E + 20, map: 'MAP02' }]);
    expect(r.exits).toEqual([{ tic: E, map: 'MAP01' }, { tic: E + 20 + E, map: 'MAP02' }]);
    expect(ps.leveltime).toBe(E);
    expect(ps.gametic).toBe(E + 20 + E);
  });
});
