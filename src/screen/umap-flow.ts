// What UMAPINFO changes between two levels, as dsda-doom does it (its G_DoCompleted, G_WorldDone,
// F_StartFinale and wi_stuff with a map's UMAPINFO entry): the map entered, the tally's names,
// pictures and par time, whether the tally is skipped, which text screen follows and what ends it.
// Pure functions over the entries; game-flow.ts calls them.
import type { Defs } from '../defs/defs.js';
import { endsGame, type MapInfo, type UmapEntry } from '../defs/umapinfo.js';
import type { WbUmap } from './intermission.js';
import type { UmapFinale } from './finale.js';

/** The map a UMAPINFO entry sends an exit to ('' when it names none: DOOM's own order then). A
 *  secret exit without `nextsecret` takes `next`. */
export function umapExitTarget(e: UmapEntry, secret: boolean): string {
  return secret && e.nextSecret !== '' ? e.nextSecret : e.next;
}

/** The game ends at this exit before any tally (an ending with `nointermission`). */
export function umapSkipsTally(e: UmapEntry): boolean {
  return endsGame(e) && e.noIntermission;
}

/** The tally's UMAPINFO parts: the map left (`e`) and the map entered (`next`, its entry if any).
 *  A name picture wins over a written name (upper case, one line, ready to draw); the entered map's enterpic, else the left map's exitpic
 *  for both screens (the specification's default). */
export function umapTally(info: MapInfo, e: UmapEntry, next: string | null): WbUmap {
  const n = next !== null ? info.maps.get(next) ?? null : null;
  // Written in the HUD font, which has capitals only, on one line.
  const line = (s: string) => s.toUpperCase().replace(/\s*\n\s*/g, ' ');
  return {
    lastPic: e.levelPic, lastTitle: e.levelPic === '' ? line(e.levelName) : '', lastAuthor: e.levelPic === '' ? line(e.author) : '',
    nextPic: n?.levelPic ?? '', nextTitle: n && n.levelPic === '' ? line(n.levelName) : '', nextAuthor: n && n.levelPic === '' ? line(n.author) : '',
    exitPic: e.exitPic, enterPic: n?.enterPic ?? '', skipNextLoc: e.endPic !== '',
  };
}

/** What follows the tally of a map with an entry (dsda-doom's dsda_UPrepareFinale): a text screen
 *  with UMAPINFO's text, 'none' (the text was cleared: straight on), 'victory' (the game's ending:
 *  its default text screen, then the ending), or 'default' (DOOM's own rule for the map). */
export function umapAfterTally(e: UmapEntry, secret: boolean): { kind: 'text'; text: string } | { kind: 'none' | 'victory' | 'default' } {
  if (secret && e.interTextSecret !== '') return e.interTextSecret === null ? { kind: 'none' } : { kind: 'text', text: e.interTextSecret };
  if (!secret && e.interText !== '') return e.interText === null ? { kind: 'none' } : { kind: 'text', text: e.interText };
  if (!secret && endsGame(e)) return { kind: 'victory' };
  return { kind: 'default' };
}

/** The text screen's UMAPINFO parts: the ending that follows, the backdrop (a flat by that name if
 *  the stack has one, else a picture) and the music. `flatExists` tells the flats apart. */
export function umapFinale(e: UmapEntry, flatExists: (name: string) => boolean): { umap: UmapFinale; flat: string | null } {
  const backdrop = e.interBackdrop;
  const asFlat = backdrop !== '' && flatExists(backdrop);
  return {
    // dsda-doom's F_Ticker ends on the map's ending after either exit's text.
    umap: { end: e.endPic, backdropPicture: backdrop !== '' && !asFlat ? backdrop : '', music: e.interMusic },
    flat: asFlat ? backdrop : null,
  };
}

/** The text of a victory screen without UMAPINFO text (dsda-doom: the game's own, else "The End"). */
export function victoryText(defs: Defs, key: string | null): string {
  return (key !== null ? defs.strings.get(key) : undefined) ?? 'The End';
}
