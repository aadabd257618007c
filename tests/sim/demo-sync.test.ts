// Demo sync, the strictest measure of DOOM engines: Freedoom's eight demo lumps, with the header's
// nomonsters byte set (issue 22; the monsters come in issue 24), played by the DOOM playsim and
// compared tic by tic with Chocolate Doom's traces of the same demos (doom-trace, stored gzipped in
// tests/sim/data/demo-traces/, written by ../shared/tools/doom-trace/trace.sh). The target is every
// tic in sync; until every rule is DOOM's, each demo must keep at least the tics it has reached (a
// ratchet: raise the numbers as rules land, never lower them).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { compareTraces } from '../helpers/trace-compare.js';
import { loadStack } from '../../tools/load.js';
import { loadWorld } from '../../src/world/load-world.js';
import { parseDemo, demoMapName } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { traceTic } from '../../src/sim/trace.js';

/** Tics in sync reached so far, per demo (of the reference's total). */
const REACHED: Record<string, number> = {
  'freedoom1-DEMO1': 0, 'freedoom1-DEMO2': 0, 'freedoom1-DEMO3': 0, 'freedoom1-DEMO4': 0,
  'freedoom2-DEMO1': 0, 'freedoom2-DEMO2': 0, 'freedoom2-DEMO3': 0, 'freedoom2-DEMO4': 0,
};

function playTrace(iwad: string, lump: string): string {
  const stack = loadStack(iwad, []);
  const l = stack.find(lump);
  if (!l) throw new Error(`${iwad}: no ${lump}`);
  const bytes = Uint8Array.from(l.data);
  bytes[7] = 1; // nomonsters
  const demo = parseDemo(bytes, iwad, lump);
  const commercial = stack.maps.some((m) => /^MAP\d\d$/.test(m.name));
  const map = demoMapName(demo, commercial);
  const options = demoOptions(demo, { commercial });
  const game = new DemoGame(demo, () => loadWorld(stack, map, { skill: options.skill, noMonsters: true }), options);
  const lines: string[] = [];
  while (game.running) {
    game.step();
    lines.push(traceTic(game.ps, game.tic - 1, false));
  }
  return `${lines.join('\n')}\n`;
}

for (const [iwad, name] of [[FREEDOOM1, 'freedoom1'], [FREEDOOM2, 'freedoom2']] as const) {
  const skip = freedoomGoldenSkip(iwad);
  describe.skipIf(skip !== null)(`demo sync on ${name} without monsters${skip ? ` (${skip})` : ''}`, () => {
    for (const lump of ['DEMO1', 'DEMO2', 'DEMO3', 'DEMO4']) {
      const key = `${name}-${lump}`;
      it(`${lump}: at least ${REACHED[key]} tics in sync with Chocolate Doom`, () => {
        const ref = gunzipSync(readFileSync(new URL(`./data/demo-traces/${key}-nm.txt.gz`, import.meta.url))).toString('latin1');
        const ours = playTrace(iwad, lump);
        const d = compareTraces(ref, ours);
        const where = d.first ? `first desync at tic ${d.first.tic} (${d.first.field}: ref ${d.first.ref}, ours ${d.first.ours})` : 'in sync';
        console.log(`${key}: ${d.inSync}/${d.total} tics in sync; ${where}`);
        expect(d.inSync, where).toBeGreaterThanOrEqual(REACHED[key]);
      }, 60_000);
    }
  });
}
