// The map of the Playsim's allocation check with monsters fighting (playsim-alloc-harness.ts `fight`):
// one hall, 1536 × 1024, the player at its west end facing east, and across the hall every kind of
// DOOM and DOOM II monster that walks — former humans, imps, demons, spectres, lost souls,
// cacodemons, barons and hell knights, revenants, mancubi, arachnotrons, pain elementals, an
// arch-vile, a cyberdemon and a spider mastermind — in rows, with barrels among them. Played on
// nightmare (skill 5: fast monsters, and the dead come back), so the fight never ends.
import type { TestMap } from '../helpers/map-builder.js';
import { SimMap } from './helpers.js';

/** Editor numbers of the monsters, row by row (west to east). */
const ROWS: readonly (readonly number[])[] = [
  [3004, 9, 65, 84, 3004, 9, 65],
  [3001, 3002, 58, 3006, 3001, 3002, 58],
  [3005, 3003, 69, 66, 67, 68, 71],
  [64, 16, 7],
];

export function fightMap(): TestMap {
  const m = new SimMap();
  m.row([{ w: 1536, floor: 0, ceil: 256, light: 200 }], [], 1024);
  m.thing(64, 512, 1, 0); // player 1, facing east
  ROWS.forEach((row, r) => {
    const x = 448 + r * 256;
    row.forEach((type, i) => {
      const y = ((i + 1) * 1024) / (row.length + 1);
      m.thing(x, Math.round(y), type, 180); // facing west, at the player
      if (r < 3 && i % 2 === 0) m.thing(x + 96, Math.round(y) + 48, 2035); // a barrel
    });
  });
  return m.build();
}
