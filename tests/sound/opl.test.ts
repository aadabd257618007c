// The OPL2 emulation: a plain sine patch sounds at its programmed frequency with the chip's full
// amplitude, attack and release shape the envelope, release ends in exact silence, waveforms.
import { describe, expect, it } from 'vitest';
import { OPL_RATE, Opl2 } from '../../src/sound/opl.js';
import { dftMagnitude, spectralPeak } from './music-fixtures.js';

/** Channel 0: a silent modulator, a carrier with the given registers, F-number 580 block 4 (440 Hz). */
function sinePatch(chip: Opl2, carrier: { attack: number; sustain: number; wave?: number; flags?: number }): void {
  chip.write(0x01, 0x20);
  chip.write(0x20, 0x01);
  chip.write(0x40, 0x3f);
  chip.write(0x23, carrier.flags ?? 0x21); // sustaining, multiple 1
  chip.write(0x43, 0x00);
  chip.write(0x63, carrier.attack);
  chip.write(0x83, carrier.sustain);
  chip.write(0xe3, carrier.wave ?? 0);
  chip.write(0xc0, 0x00);
  chip.write(0xa0, 580 & 0xff);
}
const keyOn = (chip: Opl2): void => chip.write(0xb0, 0x20 | (4 << 2) | (580 >> 8));
const keyOff = (chip: Opl2): void => chip.write(0xb0, (4 << 2) | (580 >> 8));
const render = (chip: Opl2, n: number): Float32Array => { const x = new Float32Array(n); chip.generate(x, 0, n); return x; };
const max = (x: Float32Array): number => x.reduce((m, v) => Math.max(m, v), -1);
const min = (x: Float32Array): number => x.reduce((m, v) => Math.min(m, v), 1);
/** The chip's loudest output: 4084 up, and its one's complement −4085 down. */
const FULL = 4084 / 32768, FULL_NEG = -4085 / 32768;
const rms = (x: Float32Array): number => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);

describe('Opl2', () => {
  it('F-number 580, block 4, multiple 1: a 440 Hz sine at the chip\'s full 4084 / −4085', () => {
    const chip = new Opl2();
    sinePatch(chip, { attack: 0xf0, sustain: 0x0f });
    keyOn(chip);
    const x = render(chip, 16384);
    expect(spectralPeak(x, OPL_RATE, 100, 2000)).toBe(440);
    expect([max(x), min(x)]).toEqual([FULL, FULL_NEG]);
    // A pure sine: the second and third harmonics are more than 50 dB below the fundamental.
    const f0 = dftMagnitude(x, OPL_RATE, 440);
    expect(dftMagnitude(x, OPL_RATE, 880) / f0).toBeLessThan(0.003);
    expect(dftMagnitude(x, OPL_RATE, 1320) / f0).toBeLessThan(0.003);
  });

  it('multiple 2 doubles the frequency; block 5 doubles it again', () => {
    const chip = new Opl2();
    sinePatch(chip, { attack: 0xf0, sustain: 0x0f, flags: 0x22 });
    chip.write(0xb0, 0x20 | (5 << 2) | (580 >> 8));
    expect(spectralPeak(render(chip, 16384), OPL_RATE, 100, 3000)).toBe(1760);
  });

  it('release rate 15 falls to exact silence within 5 ms of key off; a held note does not', () => {
    const chip = new Opl2();
    sinePatch(chip, { attack: 0xf0, sustain: 0x0f });
    keyOn(chip);
    render(chip, 4000);
    expect(max(render(chip, 2000))).toBe(FULL);
    keyOff(chip);
    render(chip, Math.round(OPL_RATE * 0.005));
    expect([max(render(chip, 4000)), min(render(chip, 4000))]).toEqual([0, 0]);
  });

  it('a slow attack rises, a slow release falls; a non-sustaining note decays while held', () => {
    const chip = new Opl2();
    sinePatch(chip, { attack: 0x40, sustain: 0x05 }); // attack 4, release 5
    keyOn(chip);
    const a = render(chip, OPL_RATE);
    const early = rms(a.subarray(0, 2000)), late = rms(a.subarray(OPL_RATE - 2000));
    expect(early).toBeLessThan(late / 4);
    keyOff(chip);
    const r = render(chip, OPL_RATE);
    expect(rms(r.subarray(OPL_RATE / 2 - 2000, OPL_RATE / 2))).toBeLessThan(rms(r.subarray(0, 2000)) / 4);
    const d = new Opl2();
    sinePatch(d, { attack: 0xf4, sustain: 0x04, flags: 0x01 }); // not sustaining: decay 4 on
    keyOn(d);
    const held = render(d, OPL_RATE);
    expect(rms(held.subarray(OPL_RATE - 2000))).toBeLessThan(rms(held.subarray(0, 2000)) / 4);
  });

  it('waveform 1 (half sine) never goes negative; waveform 2 (absolute sine) peaks at twice the frequency', () => {
    const half = new Opl2();
    sinePatch(half, { attack: 0xf0, sustain: 0x0f, wave: 1 });
    keyOn(half);
    const h = render(half, 20000);
    expect(min(h)).toBe(0);
    expect(max(h)).toBe(FULL);
    const abs = new Opl2();
    sinePatch(abs, { attack: 0xf0, sustain: 0x0f, wave: 2 });
    keyOn(abs);
    expect(spectralPeak(render(abs, 16384), OPL_RATE, 100, 2000)).toBe(880);
  });

  it('waveforms are off until register 0x01 enables them', () => {
    const chip = new Opl2();
    sinePatch(chip, { attack: 0xf0, sustain: 0x0f, wave: 1 });
    chip.write(0x01, 0);
    keyOn(chip);
    expect(min(render(chip, 20000))).toBe(FULL_NEG);
  });

  it('total level 0x10 attenuates by 12 dB', () => {
    const chip = new Opl2();
    sinePatch(chip, { attack: 0xf0, sustain: 0x0f });
    chip.write(0x43, 0x10);
    keyOn(chip);
    const ratio = max(render(chip, 20000)) / FULL;
    expect(20 * Math.log10(ratio)).toBeCloseTo(-12, 0);
  });
});
