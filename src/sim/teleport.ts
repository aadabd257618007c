// DOOM's teleporters (p_telept): a thing crossing a teleport line from its front goes to the first
// teleport destination (in thinker order) standing in a sector tagged like the line, searching the
// tagged sectors in sector order; it lands on the floor there facing the destination's way, with
// its momentum gone, and fog rises where it left and 20 units in front of where it arrived. A player
// is held for 18 tics. Missiles never teleport.
import { ANGLETOFINESHIFT, FINECOSINE, FINESINE } from './fixed.js';
import type { Line } from './level.js';
import { TF_ACTIVE } from './thinker.js';
import { MT_TELEPORTMAN, MT_TFOG, Mobj, spawnMobj } from './mobj.js';
import type { Playsim } from './playsim.js';
import { teleportMove } from './map-move.js';
import { MF } from './data/things-info.js';
import { SFX } from './data/sounds.js';

/** EV_Teleport: 1 when `thing` was moved. */
export function evTeleport(ps: Playsim, line: Line, side: number, thing: Mobj): number {
  if (thing.flags & MF.MISSILE) return 0;
  if (side === 1) return 0; // only from the front
  const tag = line.tag;
  const sectors = ps.level.sectors, cap = ps.thinkers.cap;
  for (let i = 0; i < sectors.length; i++) {
    if (sectors[i].tag !== tag) continue;
    for (let t = cap.next!; t !== cap; t = t.next!) {
      if (t.fn !== TF_ACTIVE || !(t instanceof Mobj)) continue;
      const m = t;
      if (m.type !== MT_TELEPORTMAN) continue;
      if (m.sector.index !== i) continue;
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
  }
  return 0;
}
