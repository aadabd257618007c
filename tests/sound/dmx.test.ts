// DMX sound lumps: header, the 16 padding bytes DMX skips at each end, 8-bit unsigned to float, and
// typed errors for bad lumps; then Freedoom's DSPISTOL read independently from the WAD's bytes.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { MAX_DMX_SAMPLES, decodeDmx, readDmxHeader } from '../../src/sound/dmx.js';
import { loadSound } from '../../src/sound/sound-bank.js';
import { WadError } from '../../src/errors.js';
import { FREEDOOM2, noFreedoomReason } from '../helpers/freedoom.js';

/** A DMX lump: format, rate, declared length, then the sample bytes given. */
function lump(format: number, rate: number, length: number, samples: number[]): Uint8Array {
  const b = new Uint8Array(8 + samples.length);
  b[0] = format & 255; b[1] = format >> 8;
  b[2] = rate & 255; b[3] = rate >> 8;
  b[4] = length & 255; b[5] = (length >> 8) & 255; b[6] = (length >> 16) & 255; b[7] = (length >>> 24) & 255;
  b.set(samples, 8);
  return b;
}

const err = (f: () => unknown): WadError => {
  try { f(); } catch (e) { if (e instanceof WadError) return e; throw e; }
  throw new Error('no error');
};

describe('decodeDmx', () => {
  it('skips 16 bytes at each end and maps 0, 128, 255 to −1, 0, 127/128', () => {
    // 16 pad bytes (7), 17 samples, 16 pad bytes (9): 49 in all, the shortest DMX plays.
    const body = [...Array(16).fill(7), 0, 128, 255, 64, 192, ...Array(12).fill(128), ...Array(16).fill(9)];
    expect(body.length).toBe(49);
    const s = decodeDmx(lump(3, 11025, 49, body), 'test.wad', 'DSTEST');
    expect(s.rate).toBe(11025);
    expect(s.samples.length).toBe(17);
    expect(Array.from(s.samples.subarray(0, 5))).toEqual([-1, 0, 127 / 128, -0.5, 0.5]);
    expect(s.samples.every((v) => v >= -1 && v < 1)).toBe(true);
  });

  it('reads the rate (u16) and the length (u32) little-endian; bytes past the length are ignored', () => {
    const body = [...Array(16).fill(0), ...Array(30).fill(200), ...Array(16).fill(0), 1, 2, 3];
    const s = decodeDmx(lump(3, 22050, 62, body), 'test.wad', 'DSTEST');
    expect(s.rate).toBe(22050);
    expect(s.samples.length).toBe(30);
    expect(s.samples[29]).toBe(72 / 128);
    expect(readDmxHeader(lump(3, 0x1234, 0x01020304, []), 'w', 'L')).toEqual({ format: 3, rate: 0x1234, length: 0x01020304 });
  });

  it('bad lumps are WadErrors naming the file and the lump, with no large allocation', () => {
    expect(err(() => decodeDmx(new Uint8Array(5), 'a.wad', 'DSBAD')).message).toBe('a.wad: DSBAD: DMX sound is 5 bytes, shorter than its 8-byte header');
    expect(err(() => decodeDmx(lump(0, 11025, 60, Array(60).fill(128)), 'a.wad', 'DSBAD')).message).toContain('format 0, not 3');
    expect(err(() => decodeDmx(lump(3, 11025, 61, Array(60).fill(128)), 'a.wad', 'DSBAD')).message).toContain('declares 61 samples but the lump holds 60');
    // A length near 2^32 must be refused before anything is allocated.
    expect(err(() => decodeDmx(lump(3, 11025, 0xffffffff, Array(60).fill(128)), 'a.wad', 'DSBAD')).message).toContain('declares 4294967295 samples');
    expect(err(() => decodeDmx(lump(3, 11025, 48, Array(48).fill(128)), 'a.wad', 'DSBAD')).message).toContain('48 samples; DMX plays none of 48 or fewer');
    expect(err(() => decodeDmx(lump(3, 0, 60, Array(60).fill(128)), 'a.wad', 'DSBAD')).message).toContain('sample rate of 0');
  });
});

describe('a sound longer than any DOOM plays', () => {
  it(`is cut to ${MAX_DMX_SAMPLES} samples, and the bank says so`, () => {
    const declared = MAX_DMX_SAMPLES * 3;
    const bytes = new Uint8Array(8 + declared + 32).fill(200);
    bytes.set(lump(3, 11025, declared + 32, []).subarray(0, 8));
    const s = decodeDmx(bytes, 'big.wad', 'DSPISTOL');
    expect(s.samples.length).toBe(MAX_DMX_SAMPLES);
    const problems: string[] = [];
    const fromBank = loadSound(1, ['none', 'pistol'], () => bytes, 'big.wad', problems);
    expect(fromBank!.samples.length).toBe(MAX_DMX_SAMPLES);
    expect(problems).toEqual([`big.wad: DSPISTOL: ${declared} samples, cut to the first ${MAX_DMX_SAMPLES}`]);
  });
});

describe('Freedoom DSPISTOL', () => {
  const skip = existsSync(FREEDOOM2) ? false : noFreedoomReason;
  it.skipIf(skip)(`decodes as its own header says (${skip || FREEDOOM2})`, () => {
    // Find the lump through the WAD directory directly (not through src/wad).
    const wad = new Uint8Array(readFileSync(FREEDOOM2));
    const dv = new DataView(wad.buffer, wad.byteOffset, wad.byteLength);
    const n = dv.getInt32(4, true), dir = dv.getInt32(8, true);
    let pos = -1, size = -1;
    for (let i = 0; i < n; i++) {
      const e = dir + i * 16;
      const name = String.fromCharCode(...wad.subarray(e + 8, e + 16)).replace(/\0.*$/, '');
      if (name === 'DSPISTOL') { pos = dv.getInt32(e, true); size = dv.getInt32(e + 4, true); }
    }
    expect(pos).toBeGreaterThan(0);
    const bytes = wad.subarray(pos, pos + size);
    const rate = dv.getUint16(pos + 2, true), length = dv.getUint32(pos + 4, true);
    expect(dv.getUint16(pos, true)).toBe(3);
    const s = decodeDmx(bytes, FREEDOOM2, 'DSPISTOL');
    expect(s.rate).toBe(rate);
    expect(s.samples.length).toBe(length - 32);
    expect(s.samples[0]).toBe((bytes[24] - 128) / 128);
    expect(s.samples[s.samples.length - 1]).toBe((bytes[8 + length - 17] - 128) / 128);
    console.log(`DSPISTOL: ${size} bytes, rate ${rate}, ${length} samples declared, ${s.samples.length} played`);
  });
});
