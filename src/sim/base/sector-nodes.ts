// Boom's lists of the sectors each thing touches and the things touching each sector (msecnode_t):
// rebuilt whenever a thing is placed (P_SetThingPosition's P_CreateSecNodeList), and read by Boom's
// P_CheckSector, which moves things with a moving floor or ceiling by walking the sector's list of
// touching things instead of the blockmap around it (complevel 7 and above with comp_floors off).
// A node for a sector the thing already touched is kept where it is in that sector's list; a new one
// goes to the head: the order is the format. Kept only for Boom-family games (vanilla never reads it).
// Nodes come from a free list (grown only to the high-water mark): nothing is allocated per tic once
// the level has run a while.
import type { SimState } from './sim-state.js';
import type { Mobj } from './thing.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, MAPBLOCKSHIFT, type Line, type Sector } from './level.js';
import { MF } from '../../defs/doom/things-info.js';
import { boxOnLineSide } from './line-side.js';

/** One (sector, thing) contact, threaded on the thing's list and on the sector's. */
export class SecNode {
  sector: Sector | null = null;
  thing: Mobj | null = null;
  tprev: SecNode | null = null;
  tnext: SecNode | null = null;
  sprev: SecNode | null = null;
  snext: SecNode | null = null;
  visited = false;
}

/** The free nodes and the list in the making (Boom's sector_list global), per game. */
export class SecNodeState {
  free: SecNode | null = null;
  /** The nodes just taken off a thing by unsetThingPosition, for setThingPosition to reuse. */
  list: SecNode | null = null;
  /** Lines seen by the walk in progress (Boom's validcount2). */
  validcount2 = 0;
}

function getNode(st: SecNodeState): SecNode {
  const n = st.free;
  if (n === null) return new SecNode();
  st.free = n.tnext;
  n.tnext = null;
  return n;
}

/** P_AddSecnode: keeps `thing`'s node for `s` if the list has one, else a new node at the head of both lists. */
function addSecnode(st: SecNodeState, s: Sector, thing: Mobj, next: SecNode | null): SecNode {
  for (let node = next; node !== null; node = node.tnext) {
    if (node.sector === s) {
      node.thing = thing;
      return next!;
    }
  }
  const node = getNode(st);
  node.visited = false;
  node.sector = s;
  node.thing = thing;
  node.tprev = null;
  node.tnext = next;
  if (next !== null) next.tprev = node;
  node.sprev = null;
  node.snext = s.touchingThings;
  if (s.touchingThings !== null) s.touchingThings.sprev = node;
  s.touchingThings = node;
  return node;
}

/** P_DelSecnode: unthreads `node` from both lists, back to the free list; returns the thing-list successor. */
function delSecnode(st: SecNodeState, node: SecNode): SecNode | null {
  const tp = node.tprev, tn = node.tnext, sp = node.sprev, sn = node.snext;
  if (tp !== null) tp.tnext = tn;
  if (tn !== null) tn.tprev = tp;
  if (sp !== null) sp.snext = sn;
  else node.sector!.touchingThings = sn;
  if (sn !== null) sn.sprev = sp;
  node.sector = null; node.thing = null; node.tprev = null; node.sprev = null; node.snext = null;
  node.tnext = st.free;
  st.free = node;
  return tn;
}

/** P_DelSeclist: the list taken off a removed thing. */
export function delSeclist(ps: SimState): void {
  const st = ps.secNodes;
  let node = st.list;
  while (node !== null) node = delSecnode(st, node);
  st.list = null;
}

/** P_UnsetThingPosition's part: the thing's list goes to the list in the making. */
export function takeSecList(ps: SimState, thing: Mobj): void {
  ps.secNodes.list = thing.touchingSectors;
  thing.touchingSectors = null;
}

let walkThing: Mobj | null = null;

function getSectors(ps: SimState, ld: Line): void {
  const tm = ps.tm, bb = tm.tmbbox, lb = ld.bbox;
  if (bb[BOXRIGHT] <= lb[BOXLEFT] || bb[BOXLEFT] >= lb[BOXRIGHT] || bb[BOXTOP] <= lb[BOXBOTTOM] || bb[BOXBOTTOM] >= lb[BOXTOP]) return;
  if (boxOnLineSide(bb, ld) !== -1) return;
  const st = ps.secNodes, thing = walkThing!;
  if (ld.frontsector !== null) st.list = addSecnode(st, ld.frontsector, thing, st.list);
  if (ld.backsector !== null && ld.backsector !== ld.frontsector) st.list = addSecnode(st, ld.backsector, thing, st.list);
}

/**
 * P_CreateSecNodeList, then the list attached to the thing (P_SetThingPosition's part). Boom leaves
 * the movement code's tmthing, tmx, tmy and box set to this thing and place (PrBoom restores tmthing
 * only from complevel 14): the later code of the move reads them so.
 */
export function createSecNodeList(ps: SimState, thing: Mobj): void {
  const st = ps.secNodes, tm = ps.tm, lv = ps.level;
  for (let node = st.list; node !== null; node = node.tnext) node.thing = null;
  const savedThing = tm.tmthing;
  tm.tmthing = thing;
  const x = thing.x, y = thing.y;
  tm.tmx = x;
  tm.tmy = y;
  const bb = tm.tmbbox;
  bb[BOXTOP] = (y + thing.radius) | 0;
  bb[BOXBOTTOM] = (y - thing.radius) | 0;
  bb[BOXRIGHT] = (x + thing.radius) | 0;
  bb[BOXLEFT] = (x - thing.radius) | 0;
  const vc = ++st.validcount2;
  const xl = safeBlock(bb[BOXLEFT] - lv.bmaporgx), xh = safeBlock(bb[BOXRIGHT] - lv.bmaporgx);
  const yl = safeBlock(bb[BOXBOTTOM] - lv.bmaporgy), yh = safeBlock(bb[BOXTOP] - lv.bmaporgy);
  walkThing = thing;
  const lines = lv.lines, list = lv.blockLines, skip = lv.blockListsHaveHead ? 1 : 0;
  for (let bx = xl; bx <= xh; bx++) {
    if (bx < 0 || bx >= lv.bmapwidth) continue;
    for (let by = yl; by <= yh; by++) {
      if (by < 0 || by >= lv.bmapheight) continue;
      const b = by * lv.bmapwidth + bx;
      for (let i = lv.blockStart[b] + skip; i < list.length; i++) {
        const n = list[i];
        if (n === -1) break;
        if (n >= lines.length || n < 0) continue;
        const ld = lines[n];
        if (ld.validcount2 === vc) continue;
        ld.validcount2 = vc;
        getSectors(ps, ld);
      }
    }
  }
  walkThing = null;
  st.list = addSecnode(st, thing.sector, thing, st.list);
  // Drop the nodes of sectors it left.
  let node: SecNode | null = st.list;
  while (node !== null) {
    if (node.thing === null) {
      if (node === st.list) st.list = node.tnext;
      node = delSecnode(st, node);
    } else node = node.tnext;
  }
  thing.touchingSectors = st.list;
  st.list = null;
  if (ps.compat.complevel >= 14) tm.tmthing = savedThing;
}

/** P_GetSafeBlockX/Y: a map offset to a block index, clamped for huge maps as PrBoom does (no wrap). */
function safeBlock(d: number): number {
  return d >> MAPBLOCKSHIFT;
}

/**
 * Boom's P_CheckSector: each thing touching `sector` (not MF_NOBLOCKMAP), once, restarting from the
 * list's head after each (things may come and go meanwhile), through `fn` (PIT_ChangeSector).
 */
export function checkSectorThings(ps: SimState, sector: Sector, fn: (ps: SimState, thing: Mobj) => boolean): void {
  for (let n = sector.touchingThings; n !== null; n = n.snext) n.visited = false;
  let n: SecNode | null;
  do {
    for (n = sector.touchingThings; n !== null; n = n.snext) {
      if (!n.visited) {
        n.visited = true;
        if (!(n.thing!.flags & MF.NOBLOCKMAP)) fn(ps, n.thing!);
        break;
      }
    }
  } while (n !== null);
}
