// Which THINGS a World draws (DOOM's single-player rules by skill) and the tally `toom mesh` prints
// of what it left out; on Freedoom E1M1, the tally adds up to `toom info`'s 238 and the World's 169.
import { describe, expect, it } from 'vitest';
import type { Thing } from '../../src/mapdata/map-data.js';
import { spawnsThing, thingTally } from '../../src/world/thing-filter.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { loadWorld } from '../../src/world/load-world.js';
import { loadStack } from '../../tools/load.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';

const thing = (type: number, flags: number): Thing => ({ x: 0, y: 0, angle: 0, type, flags, tid: 0, z: 0, special: 0 });

describe('the things a World draws', () => {
  // 2012 medikit, 3004 zombieman (a monster), 2 player 2 start, 14 teleport destination; flags:
  // 1 easy, 2 normal, 4 hard, 16 multiplayer only.
  const things = [
    thing(1, 0), // player 1 start: always placed, but drawn by no sprite
    thing(2012, 7), thing(2012, 4), thing(2012, 7 | 16),
    thing(3004, 2), thing(3004, 1),
    thing(2, 7), thing(14, 7),
  ];

  it('follows the skill bits and leaves multiplayer-only things out; player 1 always placed', () => {
    expect(things.map((t) => spawnsThing(t, 3))).toEqual([true, true, false, false, true, false, true, true]);
    expect(things.map((t) => spawnsThing(t, 5))).toEqual([true, true, true, false, false, false, true, true]);
    expect(things.map((t) => spawnsThing(t, 2))).toEqual([true, true, false, false, false, true, true, true]);
    expect(things.map((t) => spawnsThing(t, 3, true))).toEqual([true, true, false, false, false, false, true, true]);
  });

  it('tallies why each thing is not drawn', () => {
    expect(thingTally(things, 3)).toEqual({ total: 8, multiplayer: 1, otherSkills: 2, noMonsters: 0, noSprite: 3, drawn: 2 });
    expect(thingTally(things, 3, true)).toEqual({ total: 8, multiplayer: 1, otherSkills: 2, noMonsters: 1, noSprite: 3, drawn: 1 });
  });

  it.skipIf(!haveFreedoom)(`Freedoom E1M1: 238 in THINGS, 169 drawn on skill 3${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
    const stack = loadStack(FREEDOOM1);
    const t = thingTally(decodeMap(stack.map('E1M1')).things, 3);
    expect(t).toEqual({ total: 238, multiplayer: 31, otherSkills: 29, noMonsters: 0, noSprite: 9, drawn: 169 });
    expect(loadWorld(stack, 'E1M1', { skill: 3 }).thingCount).toBe(t.drawn);
  });
});
