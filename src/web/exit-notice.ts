// What the page does and says when a level is exited: the next map in DOOM's order among the maps
// the WAD stack has (secret exits included), and the notice ("E1M1 finished — entering E1M2",
// "E1M8 finished — the end of the episode"). Pure, so tests run it without a page.
import { nextMapName } from '../sim/index.js';
import { umapNext, type MapInfo } from '../defs/umapinfo.js';

/** The map after `from` for a normal or secret exit (UMAPINFO's order where `info` has the map, else
 *  DOOM's), if the stack has it; null otherwise. */
export function nextMapIn(maps: readonly string[], from: string, secret: boolean, info: MapInfo | null = null): string | null {
  const u = umapNext(info, from, secret);
  const next = u !== undefined ? u : nextMapName(from, secret, (m) => maps.includes(m));
  return next !== null && maps.includes(next) ? next : null;
}

/** The notice for leaving `from` (by the secret exit when `secret`) for `next` (null: nowhere to go). */
export function exitNotice(from: string, secret: boolean, next: string | null): string {
  const label = `${from} finished${secret ? ' (secret exit)' : ''}`;
  if (next !== null) return `${label} — entering ${next}`;
  const end = /^E\dM8$/i.test(from) ? 'the end of the episode' : /^MAP30$/i.test(from) ? 'the end of the game' : 'no next map in this WAD';
  return `${label} — ${end}`;
}
