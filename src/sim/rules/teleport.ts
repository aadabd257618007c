// DOOM's teleporters (p_telept): a thing crossing a teleport line from its front goes to the first
// teleport destination (in thinker order) standing in a sector tagged like the line, searching the
// tagged sectors in sector order; it lands on the floor there facing the destination's way, with
// its momentum gone, and fog rises where it left and 20 units in front of where it arrived. A player
// is held for 18 tics. Missiles never teleport.
//
// DOOM searches every tagged sector's thinkers on each teleport (sectors × thinkers: 10,000 tagged
// sectors and 20,000 destinations took 47 s for 1,062 tics). Here the first destination of each tag
// is found once per level, in DOOM's order, and kept: destinations (MT_TELEPORTMAN) are spawned only
// from the map's things when the level loads, and none is ever moved or removed, so the answer never
// changes. A kept destination that is gone or has moved all the same makes the index be built again.
import { ANGLETOFINESHIFT, FINECOSINE, FINESINE } from '../base/fixed.js';
import type { Line } from '../base/level.js';
import { TF_ACTIVE } from '../base/thinker.js';
import { MT_TELEPORTMAN, MT_TFOG, spawnMobj } from './mobj.js';
import { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { teleportMove } from './map-move.js';
import { MF } from '../../defs/doom/things-info.js';
import { SFX } from '../../defs/doom/sounds.js';

/** Per tag, the destination DOOM's search finds first, and the sector it was found in. */
interface TeleportIndex {
  readonly dest: Map<number, Mobj>;
  readonly sector: Map<number, number>;
}

const indexes = new WeakMap<SimState, TeleportIndex>();

/**
 * DOOM's choice for every tag at once: for each sector in order, the first destination in thinker
 * order standing in it; a tag's destination is that of its lowest-numbered sector that has one.
 */
function buildIndex(ps: SimState): TeleportIndex {
  const sectors = ps.level.sectors, cap = ps.thinkers.cap;
  const firstIn = new Map<number, Mobj>();
  for (let t = cap.next!; t !== cap; t = t.next!) {
    if (t.fn !== TF_ACTIVE || !(t instanceof Mobj) || t.type !== MT_TELEPORTMAN) continue;
    if (!firstIn.has(t.sector.index)) firstIn.set(t.sector.index, t);
  }
  const dest = new Map<number, Mobj>(), sector = new Map<number, number>();
  for (let i = 0; i < sectors.length; i++) {
    const m = firstIn.get(i), tag = sectors[i].tag;
    if (m !== undefined && !dest.has(tag)) { dest.set(tag, m); sector.set(tag, i); }
  }
  return { dest, sector };
}

/** The teleport destination for `tag` (null when no tagged sector holds one). */
export function teleportDestination(ps: SimState, tag: number): Mobj | null {
  let index = indexes.get(ps);
  if (index === undefined) indexes.set(ps, (index = buildIndex(ps)));
  let m = index.dest.get(tag);
  if (m !== undefined && (m.fn !== TF_ACTIVE || m.type !== MT_TELEPORTMAN || m.sector.index !== index.sector.get(tag))) {
    indexes.set(ps, (index = buildIndex(ps)));
    m = index.dest.get(tag);
  }
  return m ?? null;
}

/** EV_Teleport: 1 when `thing` was moved. */
export function evTeleport(ps: SimState, line: Line, side: number, thing: Mobj): number {
  if (thing.flags & MF.MISSILE) return 0;
  if (side === 1) return 0; // only from the front
  const m = teleportDestination(ps, line.tag);
  if (m === null) return 0;
  const oldx = thing.x, oldy = thing.y, oldz = thing.z;
  if (!teleportMove(ps, thing, m.x, m.y)) return 0;
  thing.z = thing.floorz; // DOOM 1.9 (not Final DOOM)
  if (thing.player !== null) thing.player.viewz = (thing.z + thing.player.viewheight) | 0;
  let fog = spawnMobj(ps, oldx, oldy, oldz, MT_TFOG);
  ps.sound(fog, SFX.telept);
  const an = m.angle >>> ANGLETOFINESHIFT;
  fog = spawnMobj(ps, (m.x + 20 * FINECOSINE[an]) | 0, (m.y + 20 * FINESINE[an]) | 0, thing.z, MT_TFOG);
  ps.sound(fog, SFX.telept);
  if (thing.player !== null) thing.reactiontime = 18; // don't move for a bit
  thing.angle = m.angle;
  thing.momx = 0;
  thing.momy = 0;
  thing.momz = 0;
  return 1;
}
