// MUS lumps: events with exact tic times from a MUS built here, mus2mid's MIDI track for the OPL
// driver, and bad lumps as WadErrors naming file and lump.
import { describe, expect, it } from 'vitest';
import { WadError } from '../../src/errors.js';
import { MAX_MUS_TICS, MUS_CONTROLLER, MUS_PITCH, MUS_PLAY, MUS_RELEASE, MUS_SYSTEM, musToSong, parseMus } from '../../src/sound/mus.js';
import { parseMusicLump } from '../../src/sound/music-lump.js';
import { buildMus } from './music-fixtures.js';
import { cpuTimed } from '../helpers/cpu-time.js';

// @0: program 30 on channel 0; play key 36 vol 127 on 15 (last) — delay 128 (two bytes: 0x81 0x00)
// @128: play 60 on 0 (volume carried); pitch 192 on 0 (last) — delay 35
// @163: release 60 on 0; release 36 on 15 (last) — delay 16
// @179: system 11 on 1; controller 3 (volume) = 200 on 1 (last) — delay 5
// @184: score end on channel 0
const SCORE = [
  0x40, 0x00, 30, 0x9f, 36 | 0x80, 127, 0x81, 0x00,
  0x10, 60, 0xa0, 192, 35,
  0x00, 60, 0x8f, 36, 16,
  0x31, 11, 0xc1, 3, 200, 5,
  0x60,
];

describe('parseMus', () => {
  it('reads the header and every event with its tic, carrying volumes, to the score end', () => {
    const s = parseMus(buildMus(SCORE, [0, 135]), 't.wad', 'D_TEST');
    expect([s.scoreStart, s.scoreLength, s.primaryChannels, [...s.instruments]]).toEqual([20, SCORE.length, 2, [0, 135]]);
    const rows = Array.from({ length: s.count }, (_, i) => [s.time[i], s.type[i], s.channel[i], s.a[i], s.b[i]]);
    expect(rows).toEqual([
      [0, MUS_CONTROLLER, 0, 0, 30],
      [0, MUS_PLAY, 15, 36, 127],
      [128, MUS_PLAY, 0, 60, 127],
      [128, MUS_PITCH, 0, 192, 0],
      [163, MUS_RELEASE, 0, 60, 0],
      [163, MUS_RELEASE, 15, 36, 0],
      [179, MUS_SYSTEM, 1, 11, 0],
      [179, MUS_CONTROLLER, 1, 3, 200],
    ]);
    expect(s.lengthTics).toBe(184);
  });

  it('becomes the MIDI track mus2mid writes: channels by first use, all-notes-off, controllers mapped', () => {
    const song = parseMusicLump(buildMus(SCORE, [0, 135]), 't.wad', 'D_TEST');
    expect(song.format).toBe('mus');
    expect(song.ticksPerBeat).toBe(70);
    const t = song.tracks[0];
    const rows = Array.from({ length: t.count }, (_, i) => [t.delta[i], t.status[i], t.data1[i], t.data2[i]]);
    expect(rows).toEqual([
      [0, 0xb0, 0x7b, 0], [0, 0xc0, 30, 0], // channel 0's first use; program 30
      [0, 0x99, 36, 127], // MUS percussion 15 → MIDI 9
      [128, 0x90, 60, 127], [0, 0xe0, 0, 96], // wheel 192 × 64 = 12288: LSB 0, MSB 96
      [35, 0x80, 60, 0], [0, 0x89, 36, 0],
      [16, 0xb1, 0x7b, 0], [0, 0xb1, 0x7b, 0], [0, 0xb1, 0x07, 127], // channel 1's first use; system 11; volume 200 → 127
      [5, 0xff, 0x2f, 0],
    ]);
    expect(song.lengthTicks).toBe(184);
  });

  it('gives MIDI channels in order of first use and skips 9', () => {
    const score: number[] = [];
    for (let ch = 0; ch < 11; ch++) score.push(0x10 | ch, 60);
    score.push(0x60);
    const t = musToSong(parseMus(buildMus(score), 'f', 'D_X')).tracks[0];
    const notes = Array.from({ length: t.count }, (_, i) => t.status[i]).filter((s) => (s & 0xf0) === 0x90).map((s) => s & 15);
    expect(notes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11]);
  });

  const bad: Array<[string, Uint8Array, RegExp]> = [
    ['a short lump', new Uint8Array(10), /shorter than its 16-byte header/],
    ['a wrong header', buildMus([0x60]).map((v, i) => (i === 0 ? 0x4e : v)), /not a MUS lump/],
    ['no score end', buildMus([0x10, 60, 0x90, 60]), /runs past the end .* no score end/],
    ['event type 5', buildMus([0x50, 1, 0x60]), /event type 5 .* does not exist/],
    ['event type 7', buildMus([0x70, 0x60]), /event type 7/],
    ['controller 10', buildMus([0x40, 10, 1, 0x60]), /controller 10/],
    ['system event 3', buildMus([0x30, 3, 0x60]), /system event 3/],
    ['a delay of years', buildMus([0x90, 60, 0xff, 0xff, 0xff, 0x7f, 0x60]), new RegExp(`more than ${MAX_MUS_TICS} tics`)],
    ['instruments past the end', buildMus([0x60]).map((v, i) => (i === 12 ? 200 : v)), /200 instruments/],
  ];
  for (const [what, bytes, message] of bad) {
    it(`rejects ${what} with a WadError naming file and lump`, () => {
      let err: unknown;
      try { parseMus(bytes, 'bad.wad', 'D_BAD'); } catch (e) { err = e; }
      expect(err).toBeInstanceOf(WadError);
      expect((err as WadError).message).toMatch(/^bad\.wad: D_BAD: /);
      expect((err as WadError).message).toMatch(message);
    });
  }

  it('bounds its work by the lump: 64 KiB of one-byte events parse in well under a second', () => {
    const score = new Array(65534).fill(0x20).map((v, i) => (i % 2 ? 128 : v)); // pitch events
    score.push(0x60);
    const [s, ms] = cpuTimed(() => parseMus(buildMus(score), 'f', 'D_X'));
    expect(s.count).toBe(32767);
    expect(ms).toBeLessThan(1000); // CPU time (helpers/cpu-time.ts)
  });
});
