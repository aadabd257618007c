// A music lump of either kind DOOM ports play: MIDI ("MThd", as Freedoom ships) or MUS (DOOM's own).
import { isMidi, parseMidi } from './midi.js';
import { musToSong, parseMus } from './mus.js';
import type { MusicSong } from './music-song.js';

/** The song in a music lump, or a WadError naming what is wrong with it. */
export function parseMusicLump(bytes: Uint8Array, file: string, lump: string): MusicSong {
  return isMidi(bytes) ? parseMidi(bytes, file, lump) : musToSong(parseMus(bytes, file, lump));
}
