// GENMIDI: Freedoom's banks parsed to exact instrument values; bad banks are WadErrors.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { WadError } from '../../src/errors.js';
import { GENMIDI_DATA_BYTES, GENMIDI_INSTRUMENTS, parseGenMidi } from '../../src/sound/genmidi.js';
import { FREEDOOM1, FREEDOOM2, noFreedoomReason } from '../helpers/freedoom.js';
import { wadLump } from './music-fixtures.js';

describe('parseGenMidi', () => {
  for (const path of [FREEDOOM1, FREEDOOM2]) {
    const skip = existsSync(path) ? false : noFreedoomReason;
    it.skipIf(skip)(`${path}: 175 instruments, piano and bass drum exactly (${skip || 'Freedoom'})`, () => {
      const bank = parseGenMidi(wadLump(path, 'GENMIDI'), path);
      expect(bank.instruments.length).toBe(GENMIDI_INSTRUMENTS);
      const piano = bank.instruments[0];
      expect(piano.name).toBe('Acoustic Grand Piano');
      expect([piano.flags, piano.fineTuning, piano.fixedNote]).toEqual([0, 128, 0]);
      expect(piano.voices[0]).toEqual({
        modulator: { tremolo: 16, attack: 144, sustain: 246, waveform: 0, scale: 0, level: 28 },
        feedback: 10,
        carrier: { tremolo: 16, attack: 161, sustain: 245, waveform: 0, scale: 128, level: 0 },
        noteOffset: 0,
      });
      const guitar = bank.instruments[30];
      expect([guitar.name, guitar.voices[0].noteOffset, guitar.voices[0].modulator.waveform, guitar.voices[0].carrier.waveform]).toEqual(['Distortion Guitar', -12, 3, 1]);
      const kick = bank.instruments[128 + 36 - 35]; // percussion key 36
      expect([kick.name, kick.flags, kick.fixedNote]).toEqual(['Bass Drum 1', 1, 21]);
      expect(kick.voices[0].carrier).toEqual({ tremolo: 0, attack: 247, sustain: 151, waveform: 0, scale: 0, level: 0 });
      expect(bank.instruments.filter((i) => i.flags & 1).length).toBe(34);
      expect(bank.instruments.filter((i) => i.flags & 4).length).toBe(2);
    });
  }

  const good = (): Uint8Array => {
    const b = new Uint8Array(GENMIDI_DATA_BYTES);
    b.set([...'#OPL_II#'].map((c) => c.charCodeAt(0)));
    return b;
  };
  it('a bank without names parses with empty names', () => {
    expect(parseGenMidi(good(), 'f').instruments[5].name).toBe('');
  });
  const bad: Array<[string, Uint8Array, RegExp]> = [
    ['a short header', new Uint8Array(4), /shorter than its 8-byte header/],
    ['a wrong header', good().map((v, i) => (i === 1 ? 0x58 : v)), /not a GENMIDI bank/],
    ['missing instruments', good().slice(0, 1000), /1000 bytes; its 175 instruments need 6308/],
    ['a fixed note past 127', good().map((v, i) => (i === 8 + 36 * 3 + 3 ? 200 : v)), /instrument 3 has fixed note 200/],
  ];
  for (const [what, bytes, message] of bad) {
    it(`rejects ${what} with a WadError`, () => {
      expect(() => parseGenMidi(bytes, 'bad.wad')).toThrow(WadError);
      expect(() => parseGenMidi(bytes, 'bad.wad')).toThrow(message);
      expect(() => parseGenMidi(bytes, 'bad.wad')).toThrow(/^bad\.wad: GENMIDI: /);
    });
  }
});
