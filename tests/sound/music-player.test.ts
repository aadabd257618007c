// DOOM's OPL music driver: a GENMIDI instrument's note at its pitch, pitch bend, percussion, volume,
// silence after release, a bounded hostile song, and a second of Freedoom's D_E1M1 rendered the same
// every time and not silent.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { parseGenMidi, type GenMidi } from '../../src/sound/genmidi.js';
import { parseMusicLump } from '../../src/sound/music-lump.js';
import { MusicPlayer } from '../../src/sound/music-player.js';
import { FREQUENCY_CURVE } from '../../src/sound/dmx-music-tables.js';
import { OPL_RATE } from '../../src/sound/opl.js';
import { FREEDOOM1, FREEDOOM2, noFreedoomReason } from '../helpers/freedoom.js';
import { buildMus, hashSamples, spectralPeak, wadLump } from './music-fixtures.js';
import { cpuMs } from '../helpers/cpu-time.js';

const RATE = 44100;
const skip = existsSync(FREEDOOM1) ? false : noFreedoomReason;
const bank = (): GenMidi => parseGenMidi(wadLump(FREEDOOM1, 'GENMIDI'), FREEDOOM1);

function renderSong(player: MusicPlayer, seconds: number, block = 512): Float32Array {
  const n = Math.round(RATE * seconds);
  const left = new Float32Array(n), right = new Float32Array(n);
  for (let i = 0; i < n; i += block) player.render(left.subarray(i), right.subarray(i), Math.min(block, n - i));
  expect(right).toEqual(left); // OPL2 is mono
  return left;
}
const rms = (x: Float32Array): number => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / Math.max(1, x.length));
/** A MUS: `events` at tic 0 (the last flagged), held `tics`, then release `releases`, 70 tics, the end. */
function note(events: number[][], releases: number[][], tics = 140): Uint8Array {
  const score: number[] = [];
  events.forEach((e, i) => score.push(i === events.length - 1 ? e[0] | 0x80 : e[0], ...e.slice(1)));
  if (tics >= 128) score.push(0x80 | (tics >> 7));
  score.push(tics & 127);
  releases.forEach((e, i) => score.push(i === releases.length - 1 ? e[0] | 0x80 : e[0], ...e.slice(1)));
  score.push(70, 0x60);
  return buildMus(score);
}

describe.skipIf(skip)(`MusicPlayer (${skip || 'Freedoom GENMIDI'})`, () => {
  it('instrument 0 (piano), MIDI note 69: 440 Hz (its FM makes the 2nd harmonic loudest); after its release, silence', () => {
    const p = new MusicPlayer(bank(), RATE);
    p.play(parseMusicLump(note([[0x10, 69 | 0x80, 127]], [[0x00, 69]]), 'f', 'D_T'), false);
    const x = renderSong(p, 1.5);
    const w = x.subarray(RATE * 0.1, RATE * 0.1 + 16384);
    expect(spectralPeak(w, RATE, 100, 600)).toBe(440);
    expect(spectralPeak(w, RATE, 100, 4000)).toBe(880);
    expect(rms(x.subarray(RATE * 0.1, RATE * 0.5))).toBeGreaterThan(0.01);
    expect(rms(x.subarray(RATE * 1.3))).toBeLessThan(1e-4);
  });

  it('a full pitch-wheel up bends by 63/32 of a semitone: DMX\'s table entry 63 steps on (492 Hz)', () => {
    // Note 69 + 63/32: table index 64 + 32 × 69 + 63, octave 5; the piano's multiple is ½.
    const fnum = FREQUENCY_CURVE[284 + ((64 + 32 * 69 + 63 - 284) % 384)];
    const hz = (fnum * OPL_RATE * 2 ** 5) / 2 ** 20 / 2;
    expect(Math.round(hz)).toBe(492);
    const p = new MusicPlayer(bank(), RATE);
    p.play(parseMusicLump(note([[0x20, 255], [0x10, 69 | 0x80, 127]], [[0x00, 69]]), 'f', 'D_T'), false);
    const x = renderSong(p, 0.6);
    expect(spectralPeak(x.subarray(RATE * 0.1, RATE * 0.1 + 16384), RATE, 100, 600)).toBe(Math.round(hz));
  });

  it('percussion channel 15 plays keys 35-81 only; a channel at volume 0 is 40 dB down (OPL level 63)', () => {
    const play = (mus: Uint8Array): number => {
      const p = new MusicPlayer(bank(), RATE);
      p.play(parseMusicLump(mus, 'f', 'D_T'), false);
      return rms(renderSong(p, 0.5));
    };
    expect(play(note([[0x1f, 36 | 0x80, 127]], [[0x0f, 36]]))).toBeGreaterThan(0.01);
    expect(play(note([[0x1f, 30 | 0x80, 127]], [[0x0f, 30]]))).toBe(0);
    const quiet = play(note([[0x40, 3, 0], [0x10, 69 | 0x80, 127]], [[0x00, 69]]));
    const loud = play(note([[0x40, 3, 127], [0x10, 69 | 0x80, 127]], [[0x00, 69]]));
    expect(loud).toBeGreaterThan(0.01);
    expect(quiet).toBeGreaterThan(0);
    expect(quiet).toBeLessThan(loud / 100);
  });

  it('the output gain scales the samples; stop() lets the notes release to silence', () => {
    const mus = parseMusicLump(note([[0x10, 69 | 0x80, 127]], [[0x00, 69]], 1000), 'f', 'D_T');
    const full = new MusicPlayer(bank(), RATE), half = new MusicPlayer(bank(), RATE);
    half.volume = 0.5;
    full.play(mus, false);
    half.play(mus, false);
    const a = renderSong(full, 0.3), b = renderSong(half, 0.3);
    for (let i = 0; i < a.length; i += 97) expect(b[i]).toBeCloseTo(a[i] / 2, 6);
    full.stop();
    expect(full.playing).toBeNull();
    renderSong(full, 0.5);
    expect(rms(renderSong(full, 0.2))).toBeLessThan(1e-4);
  });

  it('a looping song of 30,000 notes and no length does not stall rendering', () => {
    const score: number[] = [];
    for (let i = 0; i < 30000; i++) score.push(0x10 | (i % 9), 40 + (i % 40));
    score.push(0x60);
    const p = new MusicPlayer(bank(), RATE);
    p.play(parseMusicLump(buildMus(score), 'f', 'D_T'), true);
    expect(cpuMs(() => renderSong(p, 1))).toBeLessThan(5000); // CPU time (helpers/cpu-time.ts)
  });

  it('D_E1M1 (MIDI): one second renders the same samples every time, at any block size, not silent', () => {
    const song = parseMusicLump(wadLump(FREEDOOM1, 'D_E1M1'), FREEDOOM1, 'D_E1M1');
    const run = (block: number): Float32Array => {
      const p = new MusicPlayer(bank(), RATE);
      p.play(song, true);
      return renderSong(p, 1, block);
    };
    const a = run(512), b = run(128), c = run(4410);
    expect(hashSamples(b)).toBe(hashSamples(a));
    expect(hashSamples(c)).toBe(hashSamples(a));
    expect(rms(a)).toBeGreaterThan(0.02);
    expect(hashSamples(a)).toBe(E1M1_HASH);
  });

  const skip2 = existsSync(FREEDOOM2) ? false : noFreedoomReason;
  it.skipIf(skip2)('D_RUNNIN (Freedoom 2) plays with its own bank, not silent', () => {
    const p = new MusicPlayer(parseGenMidi(wadLump(FREEDOOM2, 'GENMIDI'), FREEDOOM2), RATE);
    p.play(parseMusicLump(wadLump(FREEDOOM2, 'D_RUNNIN'), FREEDOOM2, 'D_RUNNIN'), false);
    expect(rms(renderSong(p, 2))).toBeGreaterThan(0.02);
  });
});

/** The first second of Freedoom 0.12.1's D_E1M1 at 44.1 kHz (FNV-1a of the float bits). */
const E1M1_HASH = '5ccef48c';

describe.skipIf(skip)('DMX music volume', () => {
  it('DOOM\'s music slider goes to the driver: quieter notes at 64 than at 127, carriers at full attenuation at 0', () => {
    const level = (v: number): number => {
      const p = new MusicPlayer(bank(), RATE);
      p.setMusicVolume(v);
      p.play(parseMusicLump(wadLump(FREEDOOM1, 'D_E1M1'), FREEDOOM1, 'D_E1M1'), true);
      return rms(renderSong(p, 1));
    };
    // (The song's first second: its opening notes, as in the test above.)
    const full = level(127), half = level(64), none = level(0);
    expect(full).toBeGreaterThan(0.02);
    expect(half).toBeLessThan(full * 0.8);
    expect(half).toBeGreaterThan(full * 0.05);
    // At 0 every carrier gets the chip's full attenuation (−47 dB): DMX's OPL music is faint, not
    // silent (the page's music bus closes at 0).
    expect(none).toBeLessThan(full * 0.02);
    expect(none).toBeGreaterThan(0);
  });
});
