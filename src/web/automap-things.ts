// What each of a World's things is on the automap, found once per map from the simulation's mobj
// types: a monster (DOOM counts it as a kill), a weapon or ammo (backpacks too), health, armour or a
// power-up, a key (by its colour), or anything else (decorations, barrels, lamps). The automap
// colours the marks by these kinds (automap.ts); the list is made at load, never per frame.
import type { World } from '../world/world.js';
import { MF, SPRITE_NAMES } from '../defs/doom/things-info.js';
import { pickupForSprite } from '../defs/doom/pickups.js';
import { DOOM_DEFS, type Defs } from '../defs/defs.js';

export const THING_OTHER = 0;
export const THING_MONSTER = 1;
export const THING_WEAPON = 2;
export const THING_HEALTH = 3;
export const THING_KEY_BLUE = 4;
export const THING_KEY_YELLOW = 5;
export const THING_KEY_RED = 6;
/** How many kinds there are (the size of a colour table indexed by kind). */
export const THING_KINDS = 7;

/** Per drawn thing of `world`, its THING_* kind, from the mobj type of its editor number in the
 *  game's definitions (a DEHACKED patch may move editor numbers, flags and spawn frames): what
 *  pickup a special thing is follows its spawn sprite's number, as P_TouchSpecialThing decides. */
export function automapThingKinds(world: World, defs: Defs = DOOM_DEFS): Uint8Array {
  const kinds = new Uint8Array(world.thingCount);
  for (let i = 0; i < world.thingCount; i++) {
    const mt = defs.typeForDoomednum(world.thingType[i]);
    if (mt < 0) continue;
    const flags = defs.infoFlags[mt];
    if (flags & MF.COUNTKILL) { kinds[i] = THING_MONSTER; continue; }
    if (!(flags & MF.SPECIAL)) continue;
    const sprite = SPRITE_NAMES[defs.stateSprite[defs.infoSpawnState[mt]]];
    const p = sprite === undefined ? undefined : pickupForSprite(sprite);
    if (p === undefined) continue;
    switch (p.kind) {
      case 'weapon': case 'ammo': case 'backpack': kinds[i] = THING_WEAPON; break;
      case 'health': case 'armor': case 'armorBonus': case 'megasphere': case 'power': kinds[i] = THING_HEALTH; break;
      case 'key': kinds[i] = p.color === 'blue' ? THING_KEY_BLUE : p.color === 'yellow' ? THING_KEY_YELLOW : THING_KEY_RED; break;
    }
  }
  return kinds;
}
