// The GENMIDI lump: DMX's OPL instrument bank. Layout (little-endian): the 8 bytes "#OPL_II#", then
// 175 instruments of 36 bytes (128 General MIDI programs, then 47 percussion keys 35-81), then 175
// names of 32 bytes. An instrument: u16 flags (1 = fixed note, 4 = double voice), u8 fine tuning
// (the second voice's pitch, 128 = none), u8 fixed note, and two voices of 16 bytes: modulator
// operator (6 bytes), feedback/connection (register 0xC0), carrier operator, an unused byte, and a
// signed 16-bit note offset. An operator holds its register values in the order tremolo/vibrato
// (0x20), attack/decay (0x60), sustain/release (0x80), waveform (0xE0), key scale (0x40 top bits),
// level (0x40 low bits).

import { WadError } from '../errors.js';

export const GENMIDI_HEADER = '#OPL_II#';
export const GENMIDI_MELODIC = 128;
export const GENMIDI_PERCUSSION = 47;
export const GENMIDI_INSTRUMENTS = GENMIDI_MELODIC + GENMIDI_PERCUSSION;
/** The first and last MIDI percussion keys GENMIDI has instruments for. */
export const PERCUSSION_FIRST = 35;
export const PERCUSSION_LAST = 81;
export const GENMIDI_FLAG_FIXED = 0x0001;
export const GENMIDI_FLAG_2VOICE = 0x0004;
const INSTRUMENT_BYTES = 36;
const NAME_BYTES = 32;
/** Bytes before the names: what a bank must hold to be played. */
export const GENMIDI_DATA_BYTES = GENMIDI_HEADER.length + GENMIDI_INSTRUMENTS * INSTRUMENT_BYTES;

export interface GenMidiOperator {
  /** Register 0x20: tremolo, vibrato, sustaining, key-scale rate, frequency multiple. */
  readonly tremolo: number;
  /** Register 0x60: attack rate (high nibble), decay rate. */
  readonly attack: number;
  /** Register 0x80: sustain level (high nibble), release rate. */
  readonly sustain: number;
  /** Register 0xE0: waveform. */
  readonly waveform: number;
  /** Register 0x40's top two bits (key scale level), as stored (0x00, 0x40, 0x80 or 0xC0). */
  readonly scale: number;
  /** Register 0x40's low six bits: total level (attenuation, 0.75 dB steps). */
  readonly level: number;
}

export interface GenMidiVoice {
  readonly modulator: GenMidiOperator;
  /** Register 0xC0: feedback (bits 1-3) and connection (bit 0: 1 = AM, both operators heard). */
  readonly feedback: number;
  readonly carrier: GenMidiOperator;
  /** Semitones added to the note (not for fixed-note instruments). */
  readonly noteOffset: number;
}

export interface GenMidiInstrument {
  readonly flags: number;
  /** The second voice's pitch: (fineTuning / 2 − 64) 32nds of a semitone. */
  readonly fineTuning: number;
  /** The note a fixed-note instrument always plays. */
  readonly fixedNote: number;
  readonly voices: readonly [GenMidiVoice, GenMidiVoice];
  /** The instrument's name from the bank ('' when the lump stops before the names). */
  readonly name: string;
}

export interface GenMidi {
  /** 175 instruments: programs 0-127, then percussion keys 35-81 at 128 + key − 35. */
  readonly instruments: readonly GenMidiInstrument[];
}

function readOperator(b: Uint8Array, o: number): GenMidiOperator {
  return { tremolo: b[o], attack: b[o + 1], sustain: b[o + 2], waveform: b[o + 3], scale: b[o + 4], level: b[o + 5] };
}

function readVoice(b: Uint8Array, o: number): GenMidiVoice {
  const offset = b[o + 14] | (b[o + 15] << 8);
  return {
    modulator: readOperator(b, o),
    feedback: b[o + 6],
    carrier: readOperator(b, o + 7),
    noteOffset: offset >= 0x8000 ? offset - 0x10000 : offset,
  };
}

/** Parses a GENMIDI lump, or throws a WadError naming what is wrong. */
export function parseGenMidi(bytes: Uint8Array, file: string, lump = 'GENMIDI'): GenMidi {
  if (bytes.length < GENMIDI_HEADER.length) {
    throw new WadError(file, lump, `GENMIDI is ${bytes.length} bytes, shorter than its ${GENMIDI_HEADER.length}-byte header`);
  }
  let magic = '';
  for (let i = 0; i < GENMIDI_HEADER.length; i++) magic += String.fromCharCode(bytes[i]);
  if (magic !== GENMIDI_HEADER) throw new WadError(file, lump, `not a GENMIDI bank (header ${JSON.stringify(magic)}, expected "${GENMIDI_HEADER}")`);
  if (bytes.length < GENMIDI_DATA_BYTES) {
    throw new WadError(file, lump, `GENMIDI is ${bytes.length} bytes; its ${GENMIDI_INSTRUMENTS} instruments need ${GENMIDI_DATA_BYTES}`);
  }
  const instruments: GenMidiInstrument[] = [];
  for (let i = 0; i < GENMIDI_INSTRUMENTS; i++) {
    const o = GENMIDI_HEADER.length + i * INSTRUMENT_BYTES;
    const fixedNote = bytes[o + 3];
    if (fixedNote > 127) throw new WadError(file, lump, `instrument ${i} has fixed note ${fixedNote}, past MIDI's 127`);
    const n = GENMIDI_DATA_BYTES + i * NAME_BYTES;
    let name = '';
    if (n + NAME_BYTES <= bytes.length) {
      for (let k = 0; k < NAME_BYTES && bytes[n + k] !== 0; k++) name += String.fromCharCode(bytes[n + k]);
    }
    instruments.push({
      flags: bytes[o] | (bytes[o + 1] << 8),
      fineTuning: bytes[o + 2],
      fixedNote,
      voices: [readVoice(bytes, o + 4), readVoice(bytes, o + 20)],
      name,
    });
  }
  return { instruments };
}
