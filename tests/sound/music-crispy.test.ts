// Our OPL music against a real DOOM engine's: crispy-doom (Chocolate Doom's OPL driver on the
// Nuked OPL3 emulator) played Freedoom's D_E1M1 to a file (SDL's disk audio driver); the stored
// reference is that recording's fingerprint — per 100 ms, the energy at each note's pitch C2–C7 for
// 10 s from the first note (tests/sound/data/crispy-d_e1m1-notes.json; how it was made: the README
// there). Our synthesizer's rendering of the same song must rise and fall on the same notes at the
// same times: frame by frame the note energies correlate strongly, and clearly more than with the
// recording shifted by a fraction of a beat or with another song.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGenMidi } from '../../src/sound/genmidi.js';
import { parseMusicLump } from '../../src/sound/music-lump.js';
import { MusicPlayer } from '../../src/sound/music-player.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { meanFrameCorrelation, noteEnergies } from './note-energy.js';

const REF = JSON.parse(readFileSync(join(import.meta.dirname, 'data', 'crispy-d_e1m1-notes.json'), 'utf8')) as { rate: number; frames: number; energies: number[] };

function render(song: string, seconds: number): Float32Array {
  const stack = stackFor(FREEDOOM1);
  const p = new MusicPlayer(parseGenMidi(stack.get('GENMIDI').data, 'freedoom1.wad'), REF.rate);
  p.play(parseMusicLump(stack.get(song).data, 'freedoom1.wad', song), true);
  const n = Math.round(REF.rate * seconds), L = new Float32Array(n), R = new Float32Array(n);
  for (let i = 0; i < n; i += 512) p.render(L.subarray(i), R.subarray(i), Math.min(512, n - i));
  return L;
}

/** The first sample at 5 % of the loudest, in seconds (as the reference's onset was found). */
function onset(x: Float32Array): number {
  let mx = 0;
  for (let i = 0; i < x.length; i++) mx = Math.max(mx, Math.abs(x[i]));
  let i = 0;
  while (Math.abs(x[i]) < mx * 0.05) i++;
  return i / REF.rate;
}

describe.skipIf(!haveFreedoom)(`OPL music against crispy-doom's${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('D_E1M1: the same notes at the same times as crispy-doom\'s recording, note for note per 100 ms', () => {
    const ours = render('D_E1M1', 12);
    // The two first notes are found by a level threshold, which the two chips' attacks cross a few
    // ms apart: the best alignment within ±50 ms is taken (here +20 ms).
    const t0 = onset(ours);
    let aligned = -1, at = 0;
    for (let d = -0.05; d <= 0.0501; d += 0.01) {
      const c = meanFrameCorrelation(noteEnergies(ours, REF.rate, REF.frames, t0 + d), REF.energies, REF.frames);
      if (c > aligned) { aligned = c; at = d; }
    }
    const shifted = meanFrameCorrelation(noteEnergies(ours, REF.rate, REF.frames, t0 + at + 0.35), REF.energies, REF.frames);
    const other = render('D_E1M2', 12);
    const otherSong = meanFrameCorrelation(noteEnergies(other, REF.rate, REF.frames, onset(other) + at), REF.energies, REF.frames);
    const said = `aligned ${aligned.toFixed(3)} at ${(at * 1000).toFixed(0)} ms, shifted ${shifted.toFixed(3)}, other song ${otherSong.toFixed(3)}`;
    expect(aligned, said).toBeGreaterThan(0.85);
    expect(aligned - shifted, said).toBeGreaterThan(0.2);
    expect(aligned - otherSong, said).toBeGreaterThan(0.4);
  });
});
