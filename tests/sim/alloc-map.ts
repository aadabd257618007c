// The map and route the Playsim's allocation check (playsim-alloc-harness.ts) plays on: a row of rooms
// along x (y 0..256) the player walks — a manual door (DR), a walk-over lift line (WR, tag 1), a
// repeatable blazing-door switch (SR, tag 3) on the east wall — and apart from it (y 400..528) the
// lift (tag 1) beside a pit and the switch's door (tag 3). Lights:
// flicker (17), glow (8), slow synchronized strobe (12), random blink (1), fast strobe (2), slow
// strobe (3). A health bonus off the walking line and a solid lamp by the south wall. The same map
// with DOOM's nodes (zdbsp) is data/alloc-map/alloc-map.wad, written by data/alloc-map/make-alloc-map.ts.
import type { TestMap } from '../helpers/map-builder.js';
import { SimMap } from './helpers.js';

/** Facing east at (64, 128): to the door (x 256) and use it; through, over the lift line (x 528) to
 *  the switch on the east wall (x 784); use it, fire three shots, back west to about the start (the
 *  door, open 150 tics, is passed again before it closes). One loop is 280 tics. */
export const ALLOC_ROUTE = 'forward 30, use, wait 28, forward 76, use, wait 4, fire, wait 8, fire, wait 8, fire, wait 8, back 86, wait 20';

export function allocMap(): TestMap {
  const m = new SimMap();
  m.row([
    { w: 256, floor: 0, ceil: 128, light: 192, special: 17 }, // start room
    { w: 16, floor: 0, ceil: 0, light: 160 }, // door sector (DR on its west line)
    { w: 256, floor: 0, ceil: 128, light: 200, special: 8 },
    { w: 128, floor: 0, ceil: 128, light: 180, special: 12 }, // entered over the lift line
    { w: 128, floor: 0, ceil: 128, light: 170, special: 1 }, // the switch on its east wall
  ], [{}, { special: 1 }, {}, { special: 88, tag: 1 }, {}], 256, { special: 114, tag: 3, middle: 'SW1BRCOM' });
  m.row([
    { w: 128, floor: 0, ceil: 128, tag: 1, light: 160, special: 2 }, // the lift (tag 1)
    { w: 128, floor: -64, ceil: 128, light: 160, special: 3 }, // the pit beside it
    { w: 16, floor: 0, ceil: 0, tag: 3 }, // the switch's door (tag 3)
    { w: 128, floor: 0, ceil: 128 },
  ], [{}, {}, {}, {}], 128, {}, 400);
  m.thing(64, 128, 1, 0); // player 1, facing east
  m.thing(400, 200, 2014); // a health bonus
  m.thing(600, 40, 2028); // a solid lamp
  return m.build();
}
