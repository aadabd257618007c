// DMX sound lumps (DS*): the header DOOM's sound library reads, and the samples as DOOM plays them.
// Layout (little-endian): u16 format (3), u16 sample rate, u32 sample count, then the samples, 8-bit
// unsigned (128 = silence). DMX skips 16 bytes at each end of the sample data, so what is heard is
// count − 32 samples from offset 8 + 16. As Chocolate Doom does, a lump whose count runs past its
// end or is 48 or less is not a playable sound: here a WadError naming the lump.

import { WadError } from '../errors.js';

/** A decoded sound: its sample rate (Hz) and its samples in [-1, 1). */
export interface DmxSound {
  readonly rate: number;
  readonly samples: Float32Array;
}

/** The DMX header's format number for a digital sound. */
export const DMX_FORMAT = 3;
/** Header bytes before the samples. */
export const DMX_HEADER = 8;
/** Bytes of padding DMX skips at each end of the sample data. */
export const DMX_PAD = 16;
/** The most samples decoded of one sound (a minute at 11,025 Hz, 24 s at 44,100 Hz; DOOM's longest
 *  are a few seconds): a PWAD's 100 MB "sound" must not become 400 MB of floats. Past it the sound
 *  is cut (the sound bank reports it). */
export const MAX_DMX_SAMPLES = 1 << 20;
/** DMX (and Chocolate Doom) discard sounds of this many samples or fewer. */
export const DMX_MIN_LENGTH = 48;

/** The header of a DMX lump (format, rate, declared sample count), or a WadError. */
export function readDmxHeader(bytes: Uint8Array, file: string, lump: string): { format: number; rate: number; length: number } {
  if (bytes.length < DMX_HEADER) throw new WadError(file, lump, `DMX sound is ${bytes.length} bytes, shorter than its ${DMX_HEADER}-byte header`);
  const format = bytes[0] | (bytes[1] << 8);
  const rate = bytes[2] | (bytes[3] << 8);
  const length = (bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24)) >>> 0;
  return { format, rate, length };
}

/**
 * Decodes a DMX sound lump to the samples DOOM plays: the declared count less the 16 padding bytes
 * at each end, 8-bit unsigned mapped to (s − 128) / 128, at most MAX_DMX_SAMPLES of them. Never
 * allocates more than the lump holds.
 */
export function decodeDmx(bytes: Uint8Array, file: string, lump: string): DmxSound {
  const { format, rate, length } = readDmxHeader(bytes, file, lump);
  if (format !== DMX_FORMAT) throw new WadError(file, lump, `DMX sound has format ${format}, not ${DMX_FORMAT}`);
  if (rate === 0) throw new WadError(file, lump, 'DMX sound has a sample rate of 0');
  if (length > bytes.length - DMX_HEADER) {
    throw new WadError(file, lump, `DMX sound declares ${length} samples but the lump holds ${bytes.length - DMX_HEADER}`);
  }
  if (length <= DMX_MIN_LENGTH) throw new WadError(file, lump, `DMX sound has ${length} samples; DMX plays none of ${DMX_MIN_LENGTH} or fewer`);
  const n = Math.min(length - 2 * DMX_PAD, MAX_DMX_SAMPLES);
  const samples = new Float32Array(n);
  const start = DMX_HEADER + DMX_PAD;
  for (let i = 0; i < n; i++) samples[i] = (bytes[start + i] - 128) / 128;
  return { rate, samples };
}
