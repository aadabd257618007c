// The WAD's sound effects, decoded once per WAD (off the frame path): DS + each effect's name,
// through the lump lookup the caller gives (a WadStack's find), so src/sound reads no WAD itself.
// A missing or unplayable lump is no sound (DOOM and Chocolate Doom play nothing), with the reason.
// The bank is bounded: lumps whose directory entries alias the same bytes are decoded once, and the
// decoded samples of the whole bank are capped (MAX_BANK_SAMPLES); a sound past the cap is not
// loaded, with a problem naming its lump.

import { TICRATE } from '../defs/doom/timing.js';
import { WadError } from '../errors.js';
import { DMX_HEADER, DMX_PAD, MAX_DMX_SAMPLES, decodeDmx, readDmxHeader, type DmxSound } from './dmx.js';
import { sfxLumpOf } from './sfx-info.js';
import type { SoundChannels } from './channels.js';

/** Tics (1/35 s) a sound plays: ceil(samples · 35 / rate), at least 1. */
export function soundTics(s: DmxSound): number {
  return Math.max(1, Math.ceil((s.samples.length * TICRATE) / s.rate));
}

/** The decoded samples a whole bank may hold (64 MB of floats, as much again in the page's Web Audio
 *  buffers; freedoom2's 103 distinct sounds hold 2.4 M, freedoom1's 67 hold 1.4 M; each sound is at
 *  most MAX_DMX_SAMPLES). */
export const MAX_BANK_SAMPLES = 1 << 24;

/** What a bank has decoded so far: samples in all, and each lump's sound by its bytes (aliases). */
export class SoundBudget {
  samples = 0;
  /** Distinct lump data decoded (aliases of one lump's bytes count once). */
  decoded = 0;
  private readonly byBytes = new WeakMap<ArrayBufferLike, Map<string, DmxSound | null>>();

  constructor(readonly maxSamples = MAX_BANK_SAMPLES) {}

  /** The sound already made of these bytes (null: they were bad or refused), undefined when new. */
  seen(bytes: Uint8Array): DmxSound | null | undefined {
    return this.byBytes.get(bytes.buffer)?.get(`${bytes.byteOffset}:${bytes.byteLength}`);
  }

  remember(bytes: Uint8Array, sound: DmxSound | null): void {
    let m = this.byBytes.get(bytes.buffer);
    if (!m) this.byBytes.set(bytes.buffer, (m = new Map()));
    m.set(`${bytes.byteOffset}:${bytes.byteLength}`, sound);
  }
}

export interface SoundBank {
  /** By sfx number: the decoded sound, or null (index 0, missing or bad lumps). */
  readonly sounds: (DmxSound | null)[];
  /** What could not be decoded: `<file>: <lump>: <problem>` (missing lumps are listed too). */
  readonly problems: string[];
}

/**
 * Decodes the sound of every sfx (`names`: DOOM's names by sfx number, src/defs/doom/sounds.ts
 * SFX_NAMES; a linked effect plays its link's lump). `find` returns a lump's bytes or undefined.
 */
export function loadSoundBank(names: readonly string[], find: (lump: string) => Uint8Array | undefined, file: string, budget = new SoundBudget()): SoundBank {
  const sounds: (DmxSound | null)[] = [null];
  const problems: string[] = [];
  for (let sfx = 1; sfx < names.length; sfx++) sounds.push(loadSound(sfx, names, find, file, problems, budget));
  return { sounds, problems };
}

/** The lump an sfx plays: DS + its name (its link's for a linked effect), in capitals. */
export function sfxLumpName(sfx: number, names: readonly string[]): string {
  return 'DS' + (names[sfxLumpOf(sfx)] ?? names[sfx] ?? '').toUpperCase();
}

/**
 * One sfx's sound (as loadSoundBank decodes each), or null with the reason added to `problems`.
 * With a `budget` (a bank's), bytes decoded before under another name give the same sound (no
 * problem repeated), and a sound that would take the bank past its samples is not loaded.
 */
export function loadSound(
  sfx: number, names: readonly string[], find: (lump: string) => Uint8Array | undefined, file: string, problems: string[], budget?: SoundBudget,
): DmxSound | null {
  const lump = sfxLumpName(sfx, names);
  const bytes = find(lump);
  if (bytes === undefined) {
    problems.push(`${file}: ${lump}: no such lump`);
    return null;
  }
  if (budget) {
    const seen = budget.seen(bytes);
    if (seen !== undefined) return seen;
  }
  let sound: DmxSound | null = null;
  try {
    const header = readDmxHeader(bytes, file, lump);
    const declared = header.length - 2 * DMX_PAD;
    // What decoding would take, checked before anything is allocated (a bad lump throws below).
    const wanted = Math.max(0, Math.min(declared, MAX_DMX_SAMPLES));
    if (budget && header.length <= bytes.length - DMX_HEADER && budget.samples + wanted > budget.maxSamples) {
      problems.push(`${file}: ${lump}: ${wanted} samples would take the sound bank past its ${budget.maxSamples} (${budget.samples} decoded, ${budget.decoded} sounds); not loaded`);
      budget.remember(bytes, null);
      return null;
    }
    sound = decodeDmx(bytes, file, lump);
    if (declared > sound.samples.length) problems.push(`${file}: ${lump}: ${declared} samples, cut to the first ${sound.samples.length}`);
  } catch (e) {
    if (!(e instanceof WadError)) throw e;
    problems.push(e.message);
  }
  if (budget) {
    budget.remember(bytes, sound);
    if (sound) { budget.samples += sound.samples.length; budget.decoded++; }
  }
  return sound;
}

/** Gives the channels every sound's length, so they end when the sound does. */
export function setBankTics(bank: SoundBank, channels: SoundChannels): void {
  for (let sfx = 1; sfx < bank.sounds.length; sfx++) {
    const s = bank.sounds[sfx];
    channels.setSfxTics(sfx, s === null ? 0 : soundTics(s));
  }
}
