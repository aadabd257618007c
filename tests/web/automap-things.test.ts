// What each thing is on the automap (src/web/automap-things.ts), from the game's definitions: DOOM's
// own, and a DEHACKED patch's moved editor numbers and flags.
import { describe, expect, it } from 'vitest';
import { THING_HEALTH, THING_KEY_BLUE, THING_MONSTER, THING_OTHER, THING_WEAPON, automapThingKinds } from '../../src/web/automap-things.js';
import { defsFromPatch } from '../../src/defs/load-defs.js';
import type { World } from '../../src/world/world.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';

/** A World as far as the automap's kinds read it: the things' editor numbers. */
const world = (types: number[]) => ({ thingCount: types.length, thingType: Int32Array.from(types) }) as unknown as World;

describe('automap thing kinds', () => {
  // imp, shotgun, stimpack, blue card, barrel, an unknown number
  const things = world([3001, 2001, 2011, 5, 2035, 4242]);

  it('DOOM\'s things: a monster, a weapon, health, a key, anything else', () => {
    expect([...automapThingKinds(things)]).toEqual([THING_MONSTER, THING_WEAPON, THING_HEALTH, THING_KEY_BLUE, THING_OTHER, THING_OTHER]);
  });

  it('a patch\'s: the imp moved to number 4242, the stimpack no longer a pickup', () => {
    const imp = mobjIndex('MT_TROOP') + 1, stim = mobjIndex('MT_MISC10') + 1; // DEHACKED numbers things from 1
    const { defs, warnings } = defsFromPatch([`Thing ${imp}`, 'ID # = 4242', '', `Thing ${stim}`, 'Bits = 0', ''].join('\n'), 't.deh');
    expect(warnings).toEqual([]);
    expect([...automapThingKinds(things, defs)]).toEqual([THING_OTHER, THING_WEAPON, THING_OTHER, THING_KEY_BLUE, THING_OTHER, THING_MONSTER]);
  });
});
