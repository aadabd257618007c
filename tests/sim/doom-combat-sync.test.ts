// Weapons, pickups and damage in sync with Chocolate Doom, tic by tic: four scripted demos on small
// Freedoom: Phase 2 PWAD maps without specials (tests/sim/data/combat-demos/, written by
// make-combat-demos.ts there: every pickup and weapon, barrels, the player's death by rocket; six
// monsters killed outright by rockets and their drops; berserk fist and near rockets on skills 1
// and 5). The reference traces are doom-trace's; every tic must match: random cursors, the player,
// and the hash of every thing's fields.
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { demoTrace, expectInSync, referenceTrace } from '../helpers/demo-trace.js';
import { loadStack } from '../../tools/load.js';
import { parseDemo } from '../../src/sim/demo.js';

const dir = new URL('./data/combat-demos/', import.meta.url);

function playTrace(name: string): string {
  const stack = loadStack(FREEDOOM2, [new URL(`${name}.wad`, dir).pathname]);
  return demoTrace(stack, parseDemo(readFileSync(new URL(`${name}.lmp`, dir)), `${name}.lmp`, 'demo'), 'MAP01');
}

const skip = freedoomGoldenSkip(FREEDOOM2);
describe.skipIf(skip !== null)(`combat demos in sync with Chocolate Doom${skip ? ` (${skip})` : ''}`, () => {
  for (const name of ['pickups', 'monsters', 'melee-baby', 'melee-nightmare']) {
    it(`${name}: every tic`, () => {
      expectInSync(referenceTrace(new URL(`${name}.txt.gz`, dir)), playTrace(name), name);
    }, 60_000);
  }
});
