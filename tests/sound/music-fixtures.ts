// Shared by the music tests: a MUS lump built byte by byte, Freedoom's music lumps, a DFT.
import { readFileSync } from 'node:fs';
import { parseWad } from '../../src/wad/wad-file.js';

/** A MUS lump: header with `instruments`, then `score` (events, delays, the score end) as given. */
export function buildMus(score: number[], instruments: number[] = [], channels = 2): Uint8Array {
  const start = 16 + 2 * instruments.length;
  const b = new Uint8Array(start + score.length);
  b.set([0x4d, 0x55, 0x53, 0x1a]);
  const u16 = (o: number, v: number): void => { b[o] = v & 255; b[o + 1] = v >> 8; };
  u16(4, score.length);
  u16(6, start);
  u16(8, channels);
  u16(10, 0);
  u16(12, instruments.length);
  instruments.forEach((n, i) => u16(16 + 2 * i, n));
  b.set(score, start);
  return b;
}

/** A lump of a WAD by name (the last of that name). */
export function wadLump(path: string, name: string): Uint8Array {
  const wad = parseWad(new Uint8Array(readFileSync(path)), path);
  const l = [...wad.lumps].reverse().find((x) => x.name === name);
  if (!l) throw new Error(`${path} has no ${name}`);
  return l.data;
}

/** |DFT| of x at frequency f (Hz), for a signal sampled at `rate`, normalized by the length. */
export function dftMagnitude(x: Float32Array, rate: number, f: number): number {
  let re = 0, im = 0;
  const w = (2 * Math.PI * f) / rate;
  for (let i = 0; i < x.length; i++) { re += x[i] * Math.cos(w * i); im -= x[i] * Math.sin(w * i); }
  return Math.hypot(re, im) / x.length;
}

/** The frequency (whole Hz, from lo to hi) of the strongest DFT bin: a 4 Hz scan, then ±4 Hz by 1 Hz. */
export function spectralPeak(x: Float32Array, rate: number, lo: number, hi: number): number {
  let best = lo, bestMag = -1;
  for (let f = lo; f <= hi; f += 4) {
    const m = dftMagnitude(x, rate, f);
    if (m > bestMag) { bestMag = m; best = f; }
  }
  const coarse = best;
  for (let f = Math.max(lo, coarse - 4); f <= Math.min(hi, coarse + 4); f++) {
    const m = dftMagnitude(x, rate, f);
    if (m > bestMag) { bestMag = m; best = f; }
  }
  return best;
}

/** FNV-1a over the float bits of a sample block. */
export function hashSamples(x: Float32Array): string {
  const u = new Uint32Array(x.buffer, x.byteOffset, x.length);
  let h = 0x811c9dc5;
  for (let i = 0; i < u.length; i++) {
    h ^= u[i];
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
