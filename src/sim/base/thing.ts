// DOOM's map object (p_mobj's mobj_t): a thing with a position in 16.16, a binary angle, a state of
// the state machine, momentum, flags and its links into the sector and block lists. What happens to
// one (spawning, the state machine, movement, removal) is in rules/mobj.ts.
import { Thinker } from './thinker.js';
import type { Sector } from './level.js';
import type { PlayerState } from './player-state.js';
import type { SecNode } from './sector-nodes.js';
import type { SimState } from './sim-state.js';

/** DOOM's friction (P_XYMovement's FRICTION): a thing's own until Boom's friction sectors set another. */
export const FRICTION = 0xe800;

export class SpawnPoint {
  x = 0;
  y = 0;
  angle = 0;
  type = 0;
  options = 0;
}

export class Mobj extends Thinker {
  x = 0;
  y = 0;
  z = 0;
  /** Sector links (snext, sprev) and block links (bnext, bprev). */
  snext: Mobj | null = null;
  sprev: Mobj | null = null;
  bnext: Mobj | null = null;
  bprev: Mobj | null = null;
  /** Binary angle, unsigned. */
  angle = 0;
  /** The sector of the subsector holding the thing's centre. */
  sector: Sector = null as unknown as Sector;
  floorz = 0;
  ceilingz = 0;
  radius = 0;
  height = 0;
  momx = 0;
  momy = 0;
  momz = 0;
  validcount = 0;
  type = 0;
  tics = 0;
  state = 0;
  flags = 0;
  health = 0;
  movedir = 0;
  movecount = 0;
  /** What it chases or attacks (a missile: who fired it). Written through the accessor, which keeps
   *  the pointed-at thing's reference count (Boom's P_SetTarget, as for tracer and lastenemy);
   *  `_target` is the field itself, written bare only where Boom writes it bare. */
  _target: Mobj | null = null;
  reactiontime = 0;
  threshold = 0;
  player: PlayerState | null = null;
  lastlook = 0;
  readonly spawnpoint = new SpawnPoint();
  /** A revenant's missile's quarry; an arch-vile's fire (counted, as target). */
  _tracer: Mobj | null = null;
  /** Boom's remembered former target (monsters_remember): taken up again when the current one is gone (counted, as target). */
  _lastenemy: Mobj | null = null;
  /** MBF's threads of live monsters (rules/mbf-friends.ts): the thread (TH_*) and the neighbours in it. */
  thclass = 0;
  cnext: Mobj | null = null;
  cprev: Mobj | null = null;
  /** MBF's torque gear (rules/mbf-torque.ts): 0 full strength, up to MAXGEAR. */
  gear = 0;
  /** The blockmap block whose list holds it (-1: none), for Boom's unlinking. */
  blocknum = -1;
  /** MBF: tics left backing away from (or strafing) its target, facing it; tics before it thinks of another target. */
  strafecount = 0;
  pursuecount = 0;
  /** Boom's list of the sectors this thing touches (sector-nodes.ts); null in vanilla games. */
  touchingSectors: SecNode | null = null;
  /** The World's drawn-thing slot showing this thing, -1 for none. */
  slot = -1;
  /** True once the thing has started a sound (its removal then stops it: S_StopSound). */
  sounded = false;
  /** Boom's friction of this tic and thrust factor (set by friction thinkers, back to DOOM's after use). */
  friction = FRICTION;
  movefactor = 2048;
  /** The lowest floor under the box at the last move (MBF's dropoffz: a bouncer over a ledge keeps sliding). */
  dropoffz = 0;
  /** MBF's internal flags (MIF_*: an armed touchy thing, a used-up A_LineEffect); 0 in vanilla games. */
  intflags = 0;
  /** MBF21's thing flags (its MBF21 Bits: MF2 in src/defs/mbf21-defs.ts), from the type at spawn; A_AddFlags and A_RemoveFlags change them. */
  flags2 = 0;
  /** Portal maps only (rules/portal-sight.ts): the way to `routeTarget` through portals as last seen
   *  or heard — how many portals (0: straight), the first one's slot, and (made on first use, kept
   *  with the thing) the similarity from the target's space into this thing's: m00, m01, m10, m11,
   *  tx, ty in map units, the height shift (16.16) and the turn (a binary angle). */
  routeTarget: Mobj | null = null;
  routeHops = 0;
  routeFirst = -1;
  route: Float64Array | null = null;

  constructor(readonly ps: SimState) {
    super();
  }

  get target(): Mobj | null {
    return this._target;
  }
  set target(mo: Mobj | null) {
    const old = this._target;
    if (old !== null) old.references--;
    this._target = mo;
    if (mo !== null) mo.references++;
  }
  get tracer(): Mobj | null {
    return this._tracer;
  }
  set tracer(mo: Mobj | null) {
    const old = this._tracer;
    if (old !== null) old.references--;
    this._tracer = mo;
    if (mo !== null) mo.references++;
  }
  get lastenemy(): Mobj | null {
    return this._lastenemy;
  }
  set lastenemy(mo: Mobj | null) {
    const old = this._lastenemy;
    if (old !== null) old.references--;
    this._lastenemy = mo;
    if (mo !== null) mo.references++;
  }

  /** P_MobjThinker, through the hook the SimState registers (DOOM's thinker function pointer). */
  think(): void {
    this.ps.mobjThink(this.ps, this);
  }

  /** Clears every field for reuse from the pool. Its own pointers are dropped bare, counts untouched:
   *  a thing Boom frees still pointing somewhere (complevels below LxDoom keep a removed thing's
   *  pointers) never gave its counts back there either. */
  reset(): void {
    this.x = 0; this.y = 0; this.z = 0;
    this.snext = null; this.sprev = null; this.bnext = null; this.bprev = null;
    this.angle = 0; this.floorz = 0; this.ceilingz = 0; this.radius = 0; this.height = 0;
    this.momx = 0; this.momy = 0; this.momz = 0; this.validcount = 0; this.type = 0; this.tics = 0;
    this.state = 0; this.flags = 0; this.health = 0; this.movedir = 0; this.movecount = 0; this._target = null;
    this.reactiontime = 0; this.threshold = 0; this.player = null; this.lastlook = 0; this._tracer = null;
    this._lastenemy = null;
    // Boom frees a thing only at a count of 0; a vanilla game's stale pointers may have left any.
    this.references = 0;
    this.thclass = 0; this.cnext = null; this.cprev = null; this.gear = 0; this.blocknum = -1; this.strafecount = 0; this.pursuecount = 0;
    this.touchingSectors = null;
    const sp = this.spawnpoint;
    sp.x = 0; sp.y = 0; sp.angle = 0; sp.type = 0; sp.options = 0;
    this.slot = -1;
    this.sounded = false;
    this.friction = FRICTION;
    this.movefactor = 2048;
    this.intflags = 0;
    this.flags2 = 0;
    this.dropoffz = 0;
    this.routeTarget = null;
    this.routeHops = 0;
    this.routeFirst = -1;
    if (this.route !== null) this.route.fill(0);
  }
}
