// For benchmarks and tests of DOOM's playsim: sets every door and lift of a map moving at once, as if
// each had been used — a manual door line's back sector rises, waits and closes (a normal door);
// tagged door lines open their sectors the same way (EV_DoDoor); lift lines lower theirs, wait and
// come back up (EV_DoPlat, down-wait-up-stay) — so a scene has its movers in motion without a route
// to each switch. The movers are DOOM's own thinkers, started in line order, so a run is
// deterministic; a sector already moving is left alone, and nothing uses the random table. Not DOOM
// behaviour (no player triggers them, keys are not asked for): the Playsim counterpart of
// movers-in-motion.ts, which does this for the earlier simulation.
import { FRACUNIT } from './base/fixed.js';
import type { Playsim } from './playsim.js';
import { lineSpecial } from '../defs/doom/line-specials.js';
import { VDOORSPEED, VDOORWAIT, VLD_NORMAL, evDoDoor, newDoor } from './rules/doors.js';
import { PLAT_DOWN_WAIT_UP_STAY, evDoPlat } from './rules/plats.js';
import { findLowestCeilingSurrounding } from './rules/specials.js';

/** Per line special number: 1 manual door, 2 tagged door, 3 lift, 0 neither. */
const KIND = new Uint8Array(256);
for (let t = 1; t < 256; t++) {
  const d = lineSpecial(t);
  if (d === undefined) continue;
  const act = d.actions[0];
  if (d.trigger === 'manual') KIND[t] = 1;
  else if (act === 'door.normal' || act === 'door.open' || act === 'door.blazeRaise' || act === 'door.blazeOpen') KIND[t] = 2;
  else if (act === 'plat.downWaitUpStay' || act === 'plat.blazeDWUS') KIND[t] = 3;
}

/** Starts every door and lift that is not already moving. Returns how many lines started one. */
export function startAllDoorsAndLifts(ps: Playsim): number {
  const level = ps.level, lines = level.lines;
  let started = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const kind = line.special > 0 && line.special < 256 ? KIND[line.special] : 0;
    if (kind === 0) continue;
    if (kind === 1) {
      if (line.side1 < 0) continue;
      const sec = level.sides[line.side1].sector;
      if (sec.specialdata !== null) continue;
      const door = newDoor(ps, sec);
      door.type = VLD_NORMAL;
      door.direction = 1;
      door.speed = VDOORSPEED;
      door.topwait = VDOORWAIT;
      door.topheight = (findLowestCeilingSurrounding(sec) - 4 * FRACUNIT) | 0;
      started++;
    } else if (line.tag !== 0) {
      if (kind === 2 ? evDoDoor(ps, line, VLD_NORMAL) : evDoPlat(ps, line, PLAT_DOWN_WAIT_UP_STAY, 0)) started++;
    }
  }
  return started;
}

/** Sectors with a mover at work (a door, lift, floor or ceiling thinker). */
export function sectorsMoving(ps: Playsim): number {
  const sectors = ps.level.sectors;
  let n = 0;
  for (let s = 0; s < sectors.length; s++) if (sectors[s].specialdata !== null) n++;
  return n;
}
