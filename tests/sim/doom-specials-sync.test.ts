// Sector specials and movers in sync with Chocolate Doom, tic by tic: three scripted demos on small
// Freedoom: Phase 2 PWAD maps without monsters (tests/sim/data/special-demos/, written by
// make-special-demos.ts there: doors, walk-over and switched lifts, perpetual lifts, turbo stairs,
// crushers over barrels, a shot line, a donut under things, teleport, secret, nukage, and every light
// special). The trace sees the movers through the player's and the things' heights and the lights
// through the random cursor; every tic must match.
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { demoTrace, expectInSync, referenceTrace } from '../helpers/demo-trace.js';
import { loadStack } from '../../tools/load.js';
import { parseDemo } from '../../src/sim/demo.js';

const dir = new URL('./data/special-demos/', import.meta.url);

function playTrace(name: string): string {
  const stack = loadStack(FREEDOOM2, [new URL(`${name}.wad`, dir).pathname]);
  return demoTrace(stack, parseDemo(readFileSync(new URL(`${name}.lmp`, dir)), `${name}.lmp`, 'demo'), 'MAP01');
}

const skip = freedoomGoldenSkip(FREEDOOM2);
describe.skipIf(skip !== null)(`special demos in sync with Chocolate Doom${skip ? ` (${skip})` : ''}`, () => {
  for (const name of ['movers', 'switches', 'donut']) {
    it(`${name}: every tic`, () => {
      expectInSync(referenceTrace(new URL(`${name}.txt.gz`, dir)), playTrace(name), name);
    }, 60_000);
  }
});
