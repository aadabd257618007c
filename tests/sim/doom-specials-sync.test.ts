// Sector specials and movers in sync with Chocolate Doom, tic by tic: three scripted demos on small
// Freedoom: Phase 2 PWAD maps without monsters (tests/sim/data/special-demos/, written by
// make-special-demos.ts there: doors, walk-over and switched lifts, perpetual lifts, turbo stairs,
// crushers over barrels, a shot line, a donut under things, teleport, secret, nukage, and every light
// special). The trace sees the movers through the player's and the things' heights and the lights
// through the random cursor; every tic must match.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { compareTraces } from '../helpers/trace-compare.js';
import { loadStack } from '../../tools/load.js';
import { loadWorld } from '../../src/world/load-world.js';
import { parseDemo } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { traceTic } from '../../src/sim/trace.js';

const dir = new URL('./data/special-demos/', import.meta.url);

function playTrace(name: string): string {
  const stack = loadStack(FREEDOOM2, [new URL(`${name}.wad`, dir).pathname]);
  const demo = parseDemo(readFileSync(new URL(`${name}.lmp`, dir)), `${name}.lmp`, 'demo');
  const options = demoOptions(demo, { commercial: true });
  const game = new DemoGame(demo, () => loadWorld(stack, 'MAP01', { skill: options.skill }), options);
  const lines: string[] = [];
  while (game.running) {
    game.step();
    lines.push(traceTic(game.ps, game.tic - 1, false));
  }
  return `${lines.join('\n')}\n`;
}

const skip = freedoomGoldenSkip(FREEDOOM2);
describe.skipIf(skip !== null)(`special demos in sync with Chocolate Doom${skip ? ` (${skip})` : ''}`, () => {
  for (const name of ['movers', 'switches', 'donut']) {
    it(`${name}: every tic`, () => {
      const ref = gunzipSync(readFileSync(new URL(`${name}.txt.gz`, dir))).toString('latin1');
      const d = compareTraces(ref, playTrace(name));
      const where = d.first ? `first desync at tic ${d.first.tic} (${d.first.field}: ref ${d.first.ref}, ours ${d.first.ours})` : 'in sync';
      expect(d.first, where).toBeNull();
      expect(d.inSync).toBe(d.total);
    }, 60_000);
  }
});
