// Which mover owns a sector's floor and ceiling. Vanilla DOOM keeps one mover per sector
// (specialdata): a door and a lift never share a sector. Boom splits it in two (floordata and
// ceilingdata) so a floor mover and a ceiling mover may work on one sector at once; here the floor's
// stays in `specialdata` and the ceiling's is `ceilingdata`, used only under Boom's rules.
import type { Sector } from './level.js';
import type { SimState } from './sim-state.js';
import type { Thinker } from './thinker.js';

/** P_CeilingActive: is a mover working on the sector's ceiling (vanilla: on the sector at all)? */
export function ceilingActive(ps: SimState, sec: Sector): boolean {
  return ps.compat.boom ? sec.ceilingdata !== null : sec.specialdata !== null;
}

/** P_FloorActive: is a mover working on the sector's floor (vanilla: on the sector at all)? */
export function floorActive(sec: Sector): boolean {
  return sec.specialdata !== null;
}

/** The mover of the sector's ceiling (a door, a ceiling, a crusher): Boom's ceilingdata. */
export function setCeilingData(ps: SimState, sec: Sector, t: Thinker | null): void {
  if (ps.compat.boom) sec.ceilingdata = t;
  else sec.specialdata = t;
}

/** The ceiling mover of `sec` (vanilla: the one mover). */
export function ceilingData(ps: SimState, sec: Sector): Thinker | null {
  return ps.compat.boom ? sec.ceilingdata : sec.specialdata;
}
