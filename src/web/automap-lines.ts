// What each linedef is on the automap, decided once when a map starts (before the first tic:
// once-only lines clear their special when they fire): walls, teleporters, secret-flagged lines
// (drawn as walls, as DOOM does), doors and keyed doors (the line's own special, or the boundary of
// a sector that door specials move: manual doors' back sectors and door lines' tagged sectors),
// lifts (sectors tagged by platform specials), portals, and plain two-sided lines (coloured per
// frame by their floor or ceiling change, as DOOM's automap). Lines flagged never to be drawn
// (ML_DONTDRAW) are kept aside.
import type { World } from '../world/world.js';
import { SideFlags } from '../world/world.js';
import { lineSpecial } from '../defs/doom/line-specials.js';

export const LINE_PLAIN = 0;
export const LINE_WALL = 1;
export const LINE_SECRET = 2;
export const LINE_TELEPORT = 3;
export const LINE_DOOR = 4;
export const LINE_KEY_BLUE = 5;
export const LINE_KEY_YELLOW = 6;
export const LINE_KEY_RED = 7;
export const LINE_LIFT = 8;
export const LINE_PORTAL = 9;

const ML_SECRET = 0x20;
const ML_DONTDRAW = 0x80;

/** Sector roles: moved by a door special (with the key it needs), or a lift. */
const ROLE_DOOR = 1, ROLE_BLUE = 2, ROLE_YELLOW = 3, ROLE_RED = 4, ROLE_LIFT = 5;

function keyRole(key: string | undefined): number {
  return key === 'blue' ? ROLE_BLUE : key === 'yellow' ? ROLE_YELLOW : key === 'red' ? ROLE_RED : ROLE_DOOR;
}

const ROLE_CLASS = [LINE_PLAIN, LINE_DOOR, LINE_KEY_BLUE, LINE_KEY_YELLOW, LINE_KEY_RED, LINE_LIFT];

export class AutomapLines {
  /** Per line: one of the LINE_* classes. */
  readonly kind: Uint8Array;
  /** Per line: 1 for DOOM's ML_DONTDRAW (shown only when the whole map is revealed). */
  readonly hidden: Uint8Array;

  constructor(world: World) {
    const w = world, nl = w.lineCount;
    this.kind = new Uint8Array(nl);
    this.hidden = new Uint8Array(nl);
    // Sector roles from the lines that move them; a keyed role wins over a plain door, a door over a lift.
    const role = new Uint8Array(w.sectorCount);
    const give = (s: number, r: number): void => {
      if (s < 0 || s >= role.length) return;
      const cur = role[s];
      if (cur === 0 || cur === ROLE_LIFT || (cur === ROLE_DOOR && r !== ROLE_LIFT)) role[s] = r;
    };
    const tagged = (tag: number, r: number): void => {
      if (tag === 0) return;
      for (let s = 0; s < w.sectorCount; s++) if (w.sectorTag[s] === tag) give(s, r);
    };
    for (let l = 0; l < nl; l++) {
      const d = lineSpecial(w.lineSpecial[l]);
      if (d === undefined) continue;
      const a = d.actions[0];
      if (a.startsWith('door.')) {
        if (d.trigger === 'manual') give(w.lineBack[l], keyRole(d.key));
        else tagged(w.lineTag[l], keyRole(d.key));
      } else if (a.startsWith('plat.') && a !== 'plat.stop') {
        tagged(w.lineTag[l], ROLE_LIFT);
      }
    }
    for (let l = 0; l < nl; l++) {
      this.kind[l] = this.classify(w, l, role);
      this.hidden[l] = w.lineFlags[l] & ML_DONTDRAW ? 1 : 0;
    }
  }

  private classify(w: World, l: number, role: Uint8Array): number {
    const flags = w.lineFlags[l];
    for (let k = w.linePieceStart[l * 2]; k < w.linePieceStart[l * 2 + 2]; k++) {
      if (w.sideFlags[w.linePieces[k]] & SideFlags.PORTAL) return LINE_PORTAL;
    }
    const front = w.lineFront[l], back = w.lineBack[l];
    if (front < 0 || back < 0) return LINE_WALL;
    const type = w.lineSpecial[l];
    if (type === 39 || type === 97 || type === 125 || type === 126) return LINE_TELEPORT;
    if (flags & ML_SECRET) return LINE_SECRET;
    const d = lineSpecial(type);
    if (d !== undefined && d.actions[0].startsWith('door.')) {
      return ROLE_CLASS[keyRole(d.key)];
    }
    // The stronger role of the two sectors: a keyed door, a door, a lift.
    const a = role[front], b = role[back];
    const r = a === 0 ? b : b === 0 ? a : a === ROLE_LIFT ? b : b === ROLE_LIFT ? a : a !== ROLE_DOOR ? a : b;
    return ROLE_CLASS[r];
  }
}
