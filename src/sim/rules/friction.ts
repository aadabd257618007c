// Boom's friction (223; p_spec's T_Friction, p_map's P_GetMoveFactor): a line of special 223 gives
// the sectors of its tag a friction from its length — 100 units is DOOM's own, shorter is mud,
// longer is ice — acting on players standing on the floor of a sector whose special has the
// friction bit (0x100). Boom 2.02 keeps a thinker per sector (made as the level starts, in line
// order after the scrollers) that each tic sets the touching players' friction and move factor;
// the player's movement then reads them: a smaller thrust on ice and, slowly at first, in mud
// (P_MovePlayer), a different momentum decay (P_XYMovement), and both go back to normal each tic.
import { FRACBITS, FRACUNIT, aproxDistance } from '../base/fixed.js';
import type { Line } from '../base/level.js';
import { Thinker } from '../base/thinker.js';
import { MF } from '../../defs/doom/things-info.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { findSectorFromLineTag } from './specials.js';
import { touchingThings } from './scrollers.js';

/** DOOM's friction and thrust factor (ORIG_FRICTION, ORIG_FRICTION_FACTOR). */
export const ORIG_FRICTION = 0xe800;
export const ORIG_FRICTION_FACTOR = 2048;
/** Mud: above this momentum the move factor doubles, above twice it quadruples, above 4× it is 8×. */
const MORE_FRICTION_MOMENTUM = 15000;
/** The sector special's friction bit. */
export const FRICTION_MASK = 0x100;

/** friction_t. */
export class Friction extends Thinker {
  friction = ORIG_FRICTION;
  movefactor = ORIG_FRICTION_FACTOR;
  affectee = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    frictionThink(this.ps, this);
  }
}

const touching: Mobj[] = [];

/** T_Friction: players on the floor of the sector take its friction (the lowest of several wins). */
export function frictionThink(ps: SimState, f: Friction): void {
  if (!ps.variableFriction) return;
  const sec = ps.level.sectors[f.affectee];
  if (!(sec.special & FRICTION_MASK)) return;
  const n = touchingThings(ps, sec, touching);
  for (let i = 0; i < n; i++) {
    const thing = touching[i];
    if (thing.player === null || thing.flags & (MF.NOGRAVITY | MF.NOCLIP) || thing.z > sec.floorheight) continue;
    if (thing.friction === ORIG_FRICTION || f.friction < thing.friction) {
      thing.friction = f.friction;
      thing.movefactor = f.movefactor;
    }
  }
}

/** The friction and move factor of a 223 line of `length` units (Boom's formulas, C's division). */
export function frictionOfLength(length: number): { friction: number; movefactor: number } {
  const friction = (((0x1eb8 * length) / 0x80) | 0) + 0xd000;
  const movefactor = friction > ORIG_FRICTION
    ? (((0x10092 - friction) * 0x70) / 0x158) | 0
    : (((friction - 0xdb34) * 0xa) / 0x80) | 0;
  return { friction, movefactor };
}

/**
 * P_SpawnFriction for one line (special 223): a friction thinker for each sector of its tag (Boom);
 * from MBF on, the sectors keep the friction themselves (clamped to 0..1, the factor to at least 32)
 * and a thing's friction is read from the sectors it touches as it moves (getFriction).
 */
export function spawnFriction(ps: SimState, line: Line): void {
  let { friction, movefactor } = frictionOfLength(aproxDistance(line.dx, line.dy) >> FRACBITS);
  const mbf = ps.compat.mbf;
  if (mbf) {
    if (friction > FRACUNIT) friction = FRACUNIT;
    if (friction < 0) friction = 0;
    if (movefactor < 32) movefactor = 32;
  }
  let secnum = -1;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = ps.level.sectors[secnum];
    sec.friction = friction;
    sec.movefactor = movefactor;
    if (mbf) continue;
    const f = new Friction(ps);
    f.friction = friction;
    f.movefactor = movefactor;
    f.affectee = secnum;
    ps.thinkers.add(f);
  }
}

/** The thrust factor getFriction found with its friction. */
export let frictionMoveFactor = ORIG_FRICTION_FACTOR;

/**
 * P_GetFriction (MBF on): the friction of `mo` this tic — the lowest of the friction sectors it
 * touches whose floor it stands on (or is under the deep water of), DOOM's own elsewhere, in the air
 * and for things that do not fall or clip. Its thrust factor is left in frictionMoveFactor.
 */
export function getFriction(ps: SimState, mo: Mobj): number {
  let friction = ORIG_FRICTION, movefactor = ORIG_FRICTION_FACTOR;
  if (!(mo.flags & (MF.NOCLIP | MF.NOGRAVITY)) && ps.variableFriction) {
    const sectors = ps.level.sectors;
    for (let m = mo.touchingSectors; m !== null; m = m.tnext) {
      const sec = m.sector!;
      if (!(sec.special & FRICTION_MASK) || !(sec.friction < friction || friction === ORIG_FRICTION)) continue;
      if (mo.z <= sec.floorheight || (sec.heightsec !== -1 && mo.z <= sectors[sec.heightsec].floorheight)) {
        friction = sec.friction;
        movefactor = sec.movefactor;
      }
    }
  }
  frictionMoveFactor = movefactor;
  return friction;
}

/**
 * P_GetMoveFactor from MBF on: the thrust factor of the floor's friction (getFriction), in mud
 * growing with the momentum. The friction found is left in moveFriction.
 */
export let moveFriction = ORIG_FRICTION;
export function getMoveFactorMbf(ps: SimState, mo: Mobj): number {
  const friction = getFriction(ps, mo);
  let movefactor = frictionMoveFactor;
  if (friction < ORIG_FRICTION) {
    const momentum = aproxDistance(mo.momx, mo.momy);
    if (momentum > MORE_FRICTION_MOMENTUM << 2) movefactor <<= 3;
    else if (momentum > MORE_FRICTION_MOMENTUM << 1) movefactor <<= 2;
    else if (momentum > MORE_FRICTION_MOMENTUM) movefactor <<= 1;
  }
  moveFriction = friction;
  return movefactor;
}

/**
 * P_GetMoveFactor (Boom 2.02): the thrust factor of `mo` this tic — DOOM's 2048 on normal floors,
 * the ice's factor, or the mud's growing with the momentum; the stored factor goes back to normal.
 */
export function getMoveFactor(ps: SimState, mo: Mobj): number {
  if (!ps.variableFriction || mo.flags & (MF.NOGRAVITY | MF.NOCLIP)) return ORIG_FRICTION_FACTOR;
  const friction = mo.friction;
  if (friction === ORIG_FRICTION) return ORIG_FRICTION_FACTOR;
  let movefactor = mo.movefactor;
  if (friction < ORIG_FRICTION) {
    const momentum = aproxDistance(mo.momx, mo.momy);
    if (momentum > MORE_FRICTION_MOMENTUM << 2) movefactor <<= 3;
    else if (momentum > MORE_FRICTION_MOMENTUM << 1) movefactor <<= 2;
    else if (momentum > MORE_FRICTION_MOMENTUM) movefactor <<= 1;
  }
  mo.movefactor = ORIG_FRICTION_FACTOR;
  return movefactor;
}
