// The WAD's sound effects, decoded once per WAD (off the frame path): DS + each effect's name,
// through the lump lookup the caller gives (a WadStack's find), so src/sound reads no WAD itself.
// A missing or unplayable lump is no sound (DOOM and Chocolate Doom play nothing), with the reason.

import { WadError } from '../errors.js';
import { DMX_PAD, decodeDmx, readDmxHeader, type DmxSound } from './dmx.js';
import { sfxLumpOf } from './sfx-info.js';
import type { SoundChannels } from './channels.js';

/** Tics (1/35 s) a sound plays: ceil(samples · 35 / rate), at least 1. */
export function soundTics(s: DmxSound): number {
  return Math.max(1, Math.ceil((s.samples.length * 35) / s.rate));
}

export interface SoundBank {
  /** By sfx number: the decoded sound, or null (index 0, missing or bad lumps). */
  readonly sounds: (DmxSound | null)[];
  /** What could not be decoded: `<file>: <lump>: <problem>` (missing lumps are listed too). */
  readonly problems: string[];
}

/**
 * Decodes the sound of every sfx (`names`: DOOM's names by sfx number, src/sim/data/sounds.ts
 * SFX_NAMES; a linked effect plays its link's lump). `find` returns a lump's bytes or undefined.
 */
export function loadSoundBank(names: readonly string[], find: (lump: string) => Uint8Array | undefined, file: string): SoundBank {
  const sounds: (DmxSound | null)[] = [null];
  const problems: string[] = [];
  for (let sfx = 1; sfx < names.length; sfx++) sounds.push(loadSound(sfx, names, find, file, problems));
  return { sounds, problems };
}

/** The lump an sfx plays: DS + its name (its link's for a linked effect), in capitals. */
export function sfxLumpName(sfx: number, names: readonly string[]): string {
  return 'DS' + (names[sfxLumpOf(sfx)] ?? names[sfx] ?? '').toUpperCase();
}

/** One sfx's sound (as loadSoundBank decodes each), or null with the reason added to `problems`. */
export function loadSound(sfx: number, names: readonly string[], find: (lump: string) => Uint8Array | undefined, file: string, problems: string[]): DmxSound | null {
  const lump = sfxLumpName(sfx, names);
  const bytes = find(lump);
  if (bytes === undefined) {
    problems.push(`${file}: ${lump}: no such lump`);
    return null;
  }
  try {
    const sound = decodeDmx(bytes, file, lump);
    const declared = readDmxHeader(bytes, file, lump).length - 2 * DMX_PAD;
    if (declared > sound.samples.length) problems.push(`${file}: ${lump}: ${declared} samples, cut to the first ${sound.samples.length}`);
    return sound;
  } catch (e) {
    if (!(e instanceof WadError)) throw e;
    problems.push(e.message);
    return null;
  }
}

/** Gives the channels every sound's length, so they end when the sound does. */
export function setBankTics(bank: SoundBank, channels: SoundChannels): void {
  for (let sfx = 1; sfx < bank.sounds.length; sfx++) {
    const s = bank.sounds[sfx];
    channels.setSfxTics(sfx, s === null ? 0 : soundTics(s));
  }
}
