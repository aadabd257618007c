// The level's bookkeeping for DOOM's sector specials — what p_spec, p_plats, p_ceilng and p_switch
// keep in globals: the active plats and active ceilings (30 slots each, as vanilla), the 16 button
// timers that flip used switches back, the scrolling walls (64 at most), and each texture's place in
// DOOM's switch list (which decides which part of a side flips when several show a switch). One per
// SimState, made when the specials spawn; fixed-size, so nothing is allocated while playing.
import { DOOM_SWITCHES } from '../../assets/switches.js';
import type { Line } from '../base/level.js';
import type { SimState } from '../base/sim-state.js';
import type { Plat } from './plats.js';
import type { Ceiling } from './ceilings.js';

export const MAXPLATS = 30;
export const MAXCEILINGS = 30;
export const MAXBUTTONS = 16;
export const MAXLINEANIMS = 64;

/** Which part of the front side a button flips back (DOOM's bwhere_e). */
export const BUTTON_TOP = 0;
export const BUTTON_MIDDLE = 1;
export const BUTTON_BOTTOM = 2;

/** A used repeatable switch waiting to flip back (button_t); free while btimer is 0. */
export class Button {
  line: Line | null = null;
  where = BUTTON_TOP;
  btexture = 0;
  btimer = 0;

  clear(): void {
    this.line = null;
    this.where = BUTTON_TOP;
    this.btexture = 0;
    this.btimer = 0;
  }
}

export class SpecialState {
  readonly activeplats: (Plat | null)[] = new Array<Plat | null>(MAXPLATS).fill(null);
  readonly activeceilings: (Ceiling | null)[] = new Array<Ceiling | null>(MAXCEILINGS).fill(null);
  readonly buttons: Button[] = [];
  /** Lines with the wall-scroll special 48, in line order (DOOM's linespeciallist). */
  readonly scrollers: Line[] = [];
  /** Per texture id: its index in DOOM's switch list (SW1 of pair k at 2k, SW2 at 2k + 1), pairs the
   *  list lacks after those by texture id; -1 for a texture that is no switch. */
  readonly switchRank: Int32Array;

  constructor(ps: SimState) {
    for (let i = 0; i < MAXBUTTONS; i++) this.buttons.push(new Button());
    const w = ps.world, pair = w.switchPair;
    const n = w.textures.length;
    this.switchRank = new Int32Array(n).fill(-1);
    const listed = new Map<string, number>();
    DOOM_SWITCHES.forEach((p, k) => {
      listed.set(p.off, 2 * k);
      listed.set(p.on, 2 * k + 1);
    });
    for (let id = 0; id < n && id < pair.length; id++) {
      if (pair[id] < 0) continue;
      const r = listed.get(w.textures[id].name.toUpperCase());
      this.switchRank[id] = r !== undefined ? r : 2 * DOOM_SWITCHES.length + id;
    }
  }
}

const states = new WeakMap<SimState, SpecialState>();

/** The specials' state of `ps` (made on first use). */
export function specialState(ps: SimState): SpecialState {
  let s = states.get(ps);
  if (s === undefined) {
    s = new SpecialState(ps);
    states.set(ps, s);
  }
  return s;
}

/** A fresh state for a level starting (P_SpawnSpecials clears the lists). */
export function resetSpecialState(ps: SimState): SpecialState {
  const s = new SpecialState(ps);
  states.set(ps, s);
  return s;
}
