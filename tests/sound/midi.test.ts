// MIDI lumps (Freedoom's music): tracks, event counts, first events and lengths of D_E1M1 and
// D_RUNNIN; a MIDI built here with running status, SysEx and tempo; bad files as WadErrors.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { WadError } from '../../src/errors.js';
import { parseMidi } from '../../src/sound/midi.js';
import { parseMusicLump } from '../../src/sound/music-lump.js';
import { songDurationUs, type MusicTrack } from '../../src/sound/music-song.js';
import { FREEDOOM1, FREEDOOM2, noFreedoomReason } from '../helpers/freedoom.js';
import { wadLump } from './music-fixtures.js';

const rows = (t: MusicTrack, n = t.count): number[][] =>
  Array.from({ length: Math.min(n, t.count) }, (_, i) => [t.delta[i], t.status[i], t.data1[i], t.data2[i], t.tempo[i]]);

function midi(division: number, tracks: number[][], format = 1): Uint8Array {
  const out = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, format, 0, tracks.length, division >> 8, division & 255];
  for (const t of tracks) out.push(0x4d, 0x54, 0x72, 0x6b, 0, 0, t.length >> 8, t.length & 255, ...t);
  return new Uint8Array(out);
}

describe('parseMidi', () => {
  const skip1 = existsSync(FREEDOOM1) ? false : noFreedoomReason;
  it.skipIf(skip1)(`Freedoom's D_E1M1: 9 tracks, their events, 27648 ticks at 96 a beat, 92.9 s (${skip1 || 'Freedoom'})`, () => {
    const song = parseMusicLump(wadLump(FREEDOOM1, 'D_E1M1'), FREEDOOM1, 'D_E1M1');
    expect(song.format).toBe('midi');
    expect(song.ticksPerBeat).toBe(96);
    expect(song.tracks.map((t) => t.count)).toEqual([2, 1045, 1197, 687, 347, 239, 117, 119, 2469]);
    expect(rows(song.tracks[0])).toEqual([[0, 0xff, 0x51, 0, 322581], [0, 0xff, 0x2f, 0, 0]]);
    expect(rows(song.tracks[1], 4)).toEqual([[0, 0xff, 3, 0, 0], [0, 0xb0, 10, 38, 0], [0, 0xb0, 7, 100, 0], [0, 0xe0, 0, 64, 0]]);
    expect(song.lengthTicks).toBe(27648);
    // 288 beats of 322,581 µs, each event's delta truncated to whole µs.
    expect(Math.abs(songDurationUs(song) - 288 * 322581)).toBeLessThan(song.tracks.reduce((n, t) => n + t.count, 0));
  });

  const skip2 = existsSync(FREEDOOM2) ? false : noFreedoomReason;
  it.skipIf(skip2)(`Freedoom's D_RUNNIN: 11 tracks, 15360 ticks, tempo 521739 (${skip2 || 'Freedoom'})`, () => {
    const song = parseMidi(wadLump(FREEDOOM2, 'D_RUNNIN'), FREEDOOM2, 'D_RUNNIN');
    expect(song.ticksPerBeat).toBe(96);
    expect(song.tracks.map((t) => t.count)).toEqual([4, 191, 211, 427, 349, 53, 353, 2907, 1503, 1917, 867]);
    expect(rows(song.tracks[0])).toEqual([[0, 0xff, 0x51, 0, 521739], [0, 0xff, 0x51, 0, 521739], [0, 0xff, 0x51, 0, 521739], [0, 0xff, 0x2f, 0, 0]]);
    expect(rows(song.tracks[1], 3)).toEqual([[0, 0xff, 3, 0, 0], [0, 0xb8, 10, 80, 0], [0, 0xb8, 7, 100, 0]]);
    expect(song.lengthTicks).toBe(15360);
  });

  it('reads running status, SysEx, one-byte events, tempo; a track without its end ends at its chunk', () => {
    const song = parseMidi(midi(120, [
      [0, 0xff, 0x51, 3, 0x07, 0xa1, 0x20, 0x83, 0x60, 0x90, 60, 100, 10, 64, 90, 0, 0xf0, 2, 1, 2, 5, 0xc3, 7, 0, 0xff, 0x2f, 0],
      [0, 0x91, 50, 1],
    ]), 'f', 'D_M');
    expect(rows(song.tracks[0])).toEqual([
      [0, 0xff, 0x51, 0, 500000], [480, 0x90, 60, 100, 0], [10, 0x90, 64, 90, 0], [0, 0xf0, 0, 0, 0], [5, 0xc3, 7, 0, 0], [0, 0xff, 0x2f, 0, 0],
    ]);
    expect(rows(song.tracks[1])).toEqual([[0, 0x91, 50, 1, 0], [0, 0xff, 0x2f, 0, 0]]);
    expect(song.lengthTicks).toBe(495);
    expect(parseMidi(midi(0xe728, [[0, 0xff, 0x2f, 0]]), 'f', 'D_M').ticksPerBeat).toBe(24 * 40); // SMPTE 25 fps × 40, as Chocolate Doom reads it: -6360 / 256 truncates to -24
  });

  const bad: Array<[string, Uint8Array, RegExp]> = [
    ['format 2', midi(96, [[0, 0xff, 0x2f, 0]], 2), /format 2/],
    ['no tracks', midi(96, []), /no tracks/],
    ['a zero division', midi(0, [[0, 0xff, 0x2f, 0]]), /0 ticks a beat/],
    ['a missing track', midi(96, [[0, 0xff, 0x2f, 0]]).map((v, i) => (i === 11 ? 3 : v)), /declares 3 tracks; the lump ends after 1/],
    ['a track past the end', midi(96, [[0, 0xff, 0x2f, 0]]).map((v, i) => (i === 21 ? 40 : v)), /runs past the end/],
    ['an event cut off', midi(96, [[0, 0x90, 60]]), /ends inside an event/],
    ['an unknown status', midi(96, [[0, 0xf4, 0]]), /unknown event type 0xf4/],
    ['a 5-byte number', midi(96, [[0x81, 0x81, 0x81, 0x81, 0x01, 0xff, 0x2f, 0]]), /longer than 4 bytes/],
    ['a meta past its track', midi(96, [[0, 0xff, 0x01, 9, 1]]), /meta event past its end/],
  ];
  for (const [what, bytes, message] of bad) {
    it(`rejects ${what} with a WadError naming file and lump`, () => {
      expect(() => parseMidi(bytes, 'bad.wad', 'D_BAD')).toThrow(WadError);
      expect(() => parseMidi(bytes, 'bad.wad', 'D_BAD')).toThrow(message);
      expect(() => parseMidi(bytes, 'bad.wad', 'D_BAD')).toThrow(/^bad\.wad: D_BAD: /);
    });
  }
});
