// DOOM's title and demo loop (D_DoAdvanceDemo, D_PageTicker) on Freedoom: the exact order of its
// steps and how many gametics each one lasts, for DOOM (the Ultimate DOOM's seven steps, CREDIT for
// HELP2, DEMO4 played) and DOOM II (six steps, TITLEPIC again for 11 s, no DEMO4), with the demos
// played to their end markers; in the full run the demos are played by the DOOM playsim (DemoGame)
// and each one's trace equals Chocolate Doom's reference.
import { describe, expect, it } from 'vitest';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { loadStack } from '../../tools/load.js';
import { parseDemo, demoMapName } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { traceTic } from '../../src/sim/trace.js';
import { loadWorld } from '../../src/world/load-world.js';
import { defsOf } from '../../src/defs/load-defs.js';
import { AttractLoop, DEMO_STATE, type AttractHost } from '../../src/frontend/attract-loop.js';
import { compareTraces } from '../helpers/trace-compare.js';
import { referenceTrace } from '../helpers/demo-trace.js';
import type { WadStack } from '../../src/wad/wad-stack.js';

/** Tics of each Freedoom demo (their lengths: tests/sim/demo-sync-monsters.test.ts plays them in sync to the end). */
const TICS: Record<string, number> = {
  'freedoom1-DEMO1': 1531, 'freedoom1-DEMO2': 2763, 'freedoom1-DEMO3': 1241, 'freedoom1-DEMO4': 6467,
  'freedoom2-DEMO1': 1415, 'freedoom2-DEMO2': 4785, 'freedoom2-DEMO3': 2593, 'freedoom2-DEMO4': 1842,
};

/** Runs the loop `tics` gametics and lists each step as [what, gametics shown]. */
function run(loop: AttractLoop, tics: number): [string, number][] {
  const out: [string, number][] = [];
  let seq = -2;
  loop.start();
  for (let t = 0; t < tics; t++) {
    loop.tick();
    const what = loop.state === DEMO_STATE ? loop.demoname : loop.pagename;
    if (loop.sequence === seq) out[out.length - 1][1]++;
    else { out.push([what, 1]); seq = loop.sequence; }
  }
  return out;
}

/** Plays the demos by their ticcmd count alone (the length a demo has when it plays in sync). */
function countingHost(stack: WadStack): AttractHost & { music: (l: string) => void; songs: string[] } {
  let left = 0;
  const songs: string[] = [];
  return {
    songs,
    startDemo(name) { left = parseDemo(stack.find(name)!.data, 'iwad', name).tics; return true; },
    tickDemo() { if (left === 0) return false; left--; return true; },
    music(l) { songs.push(l); },
  };
}

function expected(name: string, commercial: boolean): [string, number][] {
  const title = commercial ? 35 * 11 + 1 : 171;
  const demo = (n: number): [string, number] => [`DEMO${n}`, TICS[`${name}-DEMO${n}`] + 1];
  return commercial
    ? [['TITLEPIC', title], demo(1), ['CREDIT', 201], demo(2), ['TITLEPIC', title], demo(3), ['TITLEPIC', title]]
    : [['TITLEPIC', title], demo(1), ['CREDIT', 201], demo(2), ['CREDIT', 201], demo(3), demo(4), ['TITLEPIC', title]];
}

describe('the title and demo loop on Freedoom', () => {
  for (const [path, name, commercial] of [[FREEDOOM1, 'freedoom1', false], [FREEDOOM2, 'freedoom2', true]] as const) {
    const skip = freedoomGoldenSkip(path);
    it.skipIf(skip !== null)(`${name}: DOOM${commercial ? ' II' : ''}'s order and page tics, round again${skip ? ` (${skip})` : ''}`, () => {
      const stack = loadStack(path, []);
      const host = countingHost(stack);
      const game = { commercial, ultimate: !commercial, has: (l: string) => stack.find(l) !== undefined };
      const loop = new AttractLoop(game, host);
      const want = expected(name, commercial);
      const total = want.reduce((n, [, t]) => n + t, 0);
        const got = run(loop, total);
      expect(got).toEqual(want);
      expect(loop.steps).toBe(commercial ? 6 : 7);
      // The title music at each TITLEPIC (DOOM II's second title too), not looped; Freedoom 1 has D_INTROA.
      expect(host.songs).toEqual(commercial ? ['D_DM2TTL', 'D_DM2TTL', 'D_DM2TTL'] : ['D_INTROA', 'D_INTROA']);
      expect(loop.skipped).toEqual([]);
    });
  }

  it('a demo the stack lacks is passed over in the same tic; DOOM 1.9 (no E4) shows HELP2 and plays no DEMO4', () => {
    const host: AttractHost = { startDemo: () => true, tickDemo: () => false };
    const loop = new AttractLoop({ commercial: false, ultimate: false, has: (l) => l !== 'DEMO2' }, host);
    const got = run(loop, 171 + 1 + 201 + 201 + 1 + 171);
    expect(got).toEqual([['TITLEPIC', 171], ['DEMO1', 1], ['CREDIT', 201], ['HELP2', 201], ['DEMO3', 1], ['TITLEPIC', 171]]);
    expect(loop.skipped).toEqual(['DEMO2']);
  });

  it('a stack without TITLEPIC shows INTERPIC (DOOM 3: BFG Edition\'s doom2.wad)', () => {
    const loop = new AttractLoop({ commercial: true, ultimate: false, has: (l) => l !== 'TITLEPIC' }, { startDemo: () => false, tickDemo: () => false });
    loop.start();
    loop.tick();
    expect(loop.pagename).toBe('INTERPIC');
    expect(loop.pagetic).toBe(35 * 11 - 1);
  });

  const skip2 = freedoomGoldenSkip(FREEDOOM2);
  it.runIf(FULL && skip2 === null)(`freedoom2: the loop's demos played by the playsim equal Chocolate Doom's traces${fullOnly}`, () => {
    const stack = loadStack(FREEDOOM2, []);
    const defs = defsOf(stack).defs;
    let game: DemoGame | null = null;
    let lines: string[] = [];
    const traces = new Map<string, string>();
    let current = '';
    const host: AttractHost = {
      startDemo(n) {
        if (current) traces.set(current, `${lines.join('\n')}\n`);
        const demo = parseDemo(stack.find(n)!.data, 'freedoom2.wad', n);
        const options = demoOptions(demo, { commercial: true, defs });
        const map = demoMapName(demo, true);
        game = new DemoGame(demo, () => loadWorld(stack, map, { skill: options.skill, noMonsters: options.nomonsters }), options);
        lines = [];
        current = n;
        return true;
      },
      tickDemo() {
        const g = game!;
        g.step();
        if (g.played) lines.push(traceTic(g.ps, g.tic - 1, false));
        return g.running;
      },
    };
    const loop = new AttractLoop({ commercial: true, ultimate: false, has: (l) => stack.find(l) !== undefined }, host);
    run(loop, expected('freedoom2', true).reduce((n, [, t]) => n + t, 0));
    traces.set(current, `${lines.join('\n')}\n`);
    for (const n of ['DEMO1', 'DEMO2', 'DEMO3']) {
      const ref = referenceTrace(new URL(`../sim/data/demo-traces/freedoom2-${n}.txt.gz`, import.meta.url));
      const d = compareTraces(ref, traces.get(n)!);
      expect(d.first, `${n}`).toBeNull();
      expect(d.inSync).toBe(TICS[`freedoom2-${n}`]);
    }
  }, 600_000);
});
