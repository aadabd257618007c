// Weapons, pickups and damage in sync with Chocolate Doom, tic by tic: four scripted demos on small
// Freedoom: Phase 2 PWAD maps without specials (tests/sim/data/combat-demos/, written by
// make-combat-demos.ts there: every pickup and weapon, barrels, the player's death by rocket; six
// monsters killed outright by rockets and their drops; berserk fist and near rockets on skills 1
// and 5). The reference traces are doom-trace's; every tic must match: random cursors, the player,
// and the hash of every thing's fields.
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

const dir = new URL('./data/combat-demos/', import.meta.url);

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
describe.skipIf(skip !== null)(`combat demos in sync with Chocolate Doom${skip ? ` (${skip})` : ''}`, () => {
  for (const name of ['pickups', 'monsters', 'melee-baby', 'melee-nightmare']) {
    it(`${name}: every tic`, () => {
      const ref = gunzipSync(readFileSync(new URL(`${name}.txt.gz`, dir))).toString('latin1');
      const d = compareTraces(ref, playTrace(name));
      const where = d.first ? `first desync at tic ${d.first.tic} (${d.first.field}: ref ${d.first.ref}, ours ${d.first.ours})` : 'in sync';
      expect(d.first, where).toBeNull();
      expect(d.inSync).toBe(d.total);
    }, 60_000);
  }
});
