// For benchmarks and tests: sets every door and lift of a map moving at once, as if each had been
// used (manual doors: the sector behind the line rises; tagged door and lift lines: their tagged
// sectors open or lower), so a scene has its movers in motion without a route to each switch.
// It starts the movers through the Sim's own Movers (the simulation stays the only writer of the
// live state), in line order, so it is deterministic. Not DOOM behaviour: no player triggers them.
import { lineSpecial } from './data/line-specials.js';
import { DOOR_NORMAL, PLAT_DOWN_WAIT_UP_STAY } from './movers.js';
import type { Sim } from './sim.js';

/** Starts every door and lift that is not already moving. Returns how many sectors started. */
export function startAllDoorsAndLifts(sim: Sim): number {
  const w = sim.world, mv = sim.movers;
  let started = 0;
  for (let l = 0; l < w.lineCount; l++) {
    const d = lineSpecial(w.lineSpecial[l]);
    if (d === undefined) continue;
    const act = d.actions[0];
    if (d.trigger === 'manual') {
      const sec = w.lineBack[l];
      if (sec >= 0 && mv.kind[sec] === 0) { mv.manualDoor(sec, DOOR_NORMAL, true, true); started++; }
      continue;
    }
    const door = act === 'door.normal' || act === 'door.open' || act === 'door.blazeRaise' || act === 'door.blazeOpen';
    const lift = act === 'plat.downWaitUpStay' || act === 'plat.blazeDWUS';
    if (!door && !lift) continue;
    const tag = w.lineTag[l];
    if (tag === 0) continue;
    for (let s = 0; s < w.sectorCount; s++) {
      if (w.sectorTag[s] !== tag || mv.kind[s] !== 0) continue;
      const ok = door ? mv.startDoor(s, DOOR_NORMAL) : mv.startPlat(s, PLAT_DOWN_WAIT_UP_STAY, tag, w.lineFront[l], 0, sim.rng);
      if (ok) started++;
    }
  }
  return started;
}
