// A demo across levels in UMAPINFO's order (as `toom play` plays it: DemoGame with DemoInterlude and
// the stack's definitions): MAP01 → MAP03 (not DOOM's MAP02), the tally and a text screen on the
// demo's own tics, the next map loaded when they end.
import { describe, expect, it } from 'vitest';
import { SimMap } from './helpers.js';
import { testStack } from '../helpers/test-wad.js';
import { loadWorld } from '../../src/world/load-world.js';
import { parseDemo } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { DemoInterlude } from '../../src/screen/demo-interlude.js';
import { defsForStack } from '../../src/defs/load-defs.js';
import { parseWad } from '../../src/wad/wad-file.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { BT_USE } from '../../src/sim/index.js';
import type { WadStack } from '../../src/wad/wad-stack.js';

/** The player at (64, 128) facing east; the line at x = 128 is a W1 exit. */
function exitMap(name: string) {
  const m = new SimMap();
  m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special: 52 }]);
  m.thing(64, 128, 1, 0);
  return m.build(name);
}

/** A v1.9 DOOM II demo: forward for the first 20 tics and from `again` for 40; use on `uses`. */
function demoBytes(tics: number, uses: number[], again: number): Uint8Array {
  const b = new Uint8Array(13 + tics * 4 + 1);
  b.set([109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
  for (let t = 0; t < tics; t++) {
    b[13 + t * 4] = t < 20 || (t >= again && t < again + 40) ? 50 : 0;
    b[13 + t * 4 + 3] = uses.includes(t) ? BT_USE : 0;
  }
  b[13 + tics * 4] = 0x80;
  return b;
}

function stackWith(umapinfo: string): WadStack {
  const s = testStack(exitMap('MAP01'), exitMap('MAP02'), exitMap('MAP03'));
  s.add(parseWad(writeWad('PWAD', [{ name: 'UMAPINFO', data: new TextEncoder().encode(umapinfo) }]), 'order.wad'));
  return s;
}

function play(stack: WadStack, bytes: Uint8Array): { exits: string[]; entered: { tic: number; map: string }[]; exitTics: number[] } {
  const demo = parseDemo(bytes, 'order.lmp');
  const { defs, warnings } = defsForStack(stack);
  expect(warnings).toEqual([]);
  const options = { ...demoOptions(demo, { commercial: true }), defs };
  const game = new DemoGame(demo, (m) => loadWorld(stack, m ?? 'MAP01', { skill: options.skill }), options, DemoInterlude.of(stack, defs));
  const r = { exits: [] as string[], entered: [] as { tic: number; map: string }[], exitTics: [] as number[] };
  game.onLevelStart = (g, tic) => { if (g.entered) r.entered.push({ tic, map: g.ps.world.name }); };
  while (game.running) {
    game.step();
    if (game.completed) { r.exits.push(game.completed.map); r.exitTics.push(game.completed.tic); }
  }
  return r;
}

describe('a demo across levels in UMAPINFO\'s order', () => {
  it('MAP01 → MAP03 by `next`, the tally timed as DOOM\'s, then MAP03 exited too', () => {
    const stack = stackWith('MAP MAP01 { next = "MAP03" }');
    const probe = play(stack, demoBytes(60, [], 10_000));
    const E = probe.exitTics[0];
    // The same tally as without UMAPINFO (tests/sim/demo-levels.test.ts): a press on tally tic 200
    // leaves it; MAP03 loads 10 tics later.
    const r = play(stack, demoBytes(E + 300, [E + 199], E + 215));
    expect(r.entered).toEqual([{ tic: E + 210, map: 'MAP03' }]);
    expect(r.exits).toEqual(['MAP01', 'MAP03']);
  });
  it('an intertext after MAP01: the text screen takes the next press, then MAP03', () => {
    const stack = stackWith('MAP MAP01 { next = "MAP03" intertext = "Hi" }');
    const probe = play(stack, demoBytes(60, [], 10_000));
    const E = probe.exitTics[0];
    // The tally ends 10 tics after the press (E + 209); the text screen's first tic is E + 210 and
    // any button leaves it at once (dsda-doom's rule for a UMAPINFO text): MAP03 on the next tic.
    const r = play(stack, demoBytes(E + 300, [E + 199, E + 212], E + 230));
    expect(r.entered).toEqual([{ tic: E + 213, map: 'MAP03' }]);
    expect(r.exits).toEqual(['MAP01', 'MAP03']);
  });
});
