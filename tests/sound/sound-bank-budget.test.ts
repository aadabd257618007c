// The sound bank's bounds (issue 33, 1.8): 115 MB of distinct sounds made 1.14 GB in the page, and
// lumps whose directory entries alias the same bytes were decoded once per name. Now aliased lumps
// are decoded once (one sound, one Web Audio buffer) and the bank's decoded samples are capped, each
// sound past the cap not loaded with a problem naming its lump: in loadSoundBank and in the page's
// SoundOutput (on the Node stand-in for Web Audio).
import { describe, expect, it } from 'vitest';
import { MAX_BANK_SAMPLES, SoundBudget, loadSoundBank } from '../../src/sound/sound-bank.js';
import { MAX_DMX_SAMPLES } from '../../src/sound/dmx.js';
import { SFX, SFX_NAMES } from '../../src/defs/doom/sounds.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { SoundOutput } from '../../src/web/sound-output.js';
import { dmxLump, fakeBuffer } from '../web/fake-audio.js';

/** The DS lump names of sfx 1.. (linked effects play their link's lump: skipped here). */
const LUMPS = [...new Set(SFX_NAMES.slice(1).map((n) => `DS${n.toUpperCase()}`))];

/** A WAD whose `names` all point at the first one's bytes (the same offset and size). */
function aliasedWad(names: string[], data: Uint8Array): WadStack {
  const wad = writeWad('PWAD', names.map((n, i) => ({ name: n, data: i === 0 ? data : new Uint8Array(0) })));
  const v = new DataView(wad.buffer);
  const dir = v.getInt32(8, true);
  for (let i = 1; i < names.length; i++) {
    v.setInt32(dir + 16 * i, v.getInt32(dir, true), true);
    v.setInt32(dir + 16 * i + 4, v.getInt32(dir + 4, true), true);
  }
  return WadStack.fromBuffers([{ name: 'alias.wad', bytes: wad }]);
}

/** A WAD of `count` distinct sounds of `samples` samples each, under the first `count` DS names. */
function distinctWad(count: number, samples: number): WadStack {
  const lumps = LUMPS.slice(0, count).map((name, i) => ({ name, data: dmxLump(11025, samples, 100 + i) }));
  return WadStack.fromBuffers([{ name: 'big.wad', bytes: writeWad('PWAD', lumps) }]);
}

describe('the sound bank\'s bounds', () => {
  it('60 names aliasing one lump\'s bytes: decoded once, every sfx the same sound', () => {
    const names = LUMPS.slice(0, 60);
    const stack = aliasedWad(names, dmxLump(11025, 5000));
    const budget = new SoundBudget();
    const bank = loadSoundBank(SFX_NAMES, (n) => stack.find(n)?.data, 'alias.wad', budget);
    expect(budget.decoded).toBe(1);
    expect(budget.samples).toBe(5000);
    const sounds = new Set(bank.sounds.filter((s) => s !== null));
    expect(sounds.size).toBe(1);
    expect(bank.sounds.filter((s) => s !== null).length).toBeGreaterThanOrEqual(60);
    expect(bank.problems.filter((p) => !p.endsWith('no such lump'))).toEqual([]);
  });

  it('a bad lump aliased by many names is reported once', () => {
    const names = LUMPS.slice(0, 20);
    const stack = aliasedWad(names, new Uint8Array(5));
    const bank = loadSoundBank(SFX_NAMES, (n) => stack.find(n)?.data, 'alias.wad');
    expect(bank.problems.filter((p) => !p.endsWith('no such lump'))).toEqual([`alias.wad: ${names[0]}: DMX sound is 5 bytes, shorter than its 8-byte header`]);
  });

  it(`distinct sounds past ${MAX_BANK_SAMPLES} samples in all: the rest are not loaded, each named`, () => {
    // 18 sounds of a full MAX_DMX_SAMPLES each (18 MB of lumps; 72 MB of floats unbounded).
    const stack = distinctWad(18, MAX_DMX_SAMPLES);
    const budget = new SoundBudget();
    const bank = loadSoundBank(SFX_NAMES, (n) => stack.find(n)?.data, 'big.wad', budget);
    const fit = Math.floor(MAX_BANK_SAMPLES / MAX_DMX_SAMPLES);
    expect(fit).toBe(16);
    expect(budget.decoded).toBe(fit);
    expect(budget.samples).toBe(fit * MAX_DMX_SAMPLES);
    const refused = bank.problems.filter((p) => p.endsWith('not loaded'));
    expect(refused).toEqual(LUMPS.slice(fit, 18).map((lump) =>
      `big.wad: ${lump}: ${MAX_DMX_SAMPLES} samples would take the sound bank past its ${MAX_BANK_SAMPLES} (${fit * MAX_DMX_SAMPLES} decoded, ${fit} sounds); not loaded`));
  });

  it('the page\'s SoundOutput: aliases share one buffer, the cap holds, its problems name the lumps', () => {
    const out = new SoundOutput();
    let made = 0;
    out.bufferFactory = (rate, samples) => { made++; return fakeBuffer(rate, samples); };
    out.bankSliceMs = Infinity;
    out.bankSamples = 30_000;
    // DSPISTOL and DSSHOTGN alias one lump's bytes; DSPLASMA, DSBFG and DSSAWUP are distinct, 12,000 samples each.
    const wad = writeWad('PWAD', [
      { name: 'DSPISTOL', data: dmxLump(11025, 1000) },
      { name: 'DSSHOTGN', data: new Uint8Array(0) },
      { name: 'DSPLASMA', data: dmxLump(11025, 12_000, 1) },
      { name: 'DSBFG', data: dmxLump(11025, 12_000, 2) },
      { name: 'DSSAWUP', data: dmxLump(11025, 12_000, 3) },
    ]);
    const v = new DataView(wad.buffer), dir = v.getInt32(8, true);
    v.setInt32(dir + 16, v.getInt32(dir, true), true);
    v.setInt32(dir + 20, v.getInt32(dir + 4, true), true);
    const stack = WadStack.fromBuffers([{ name: 'page.wad', bytes: wad }]);
    out.setBank(stack, (n) => stack.find(n)?.data, 'page.wad');
    expect(out.bankReady).toBe(true);
    // pistol = shotgun (one decode, one buffer), plasma, bfg; the saw-up would pass 30,000.
    expect([out.bankDecoded, out.bankSampleCount, made]).toEqual([3, 25_000, 3]);
    expect(out.channels.sfxTics[SFX.pistol]).toBe(out.channels.sfxTics[SFX.shotgn]);
    expect(out.channels.sfxTics[SFX.pistol]).toBeGreaterThan(0);
    const order = [SFX.plasma, SFX.bfg, SFX.sawup].sort((a, b) => a - b).map((s) => `DS${SFX_NAMES[s].toUpperCase()}`);
    expect(out.bankProblems).toEqual([`page.wad: ${order[2]}: 12000 samples would take the sound bank past its 30000 (25000 decoded, 3 sounds); not loaded`]);
    expect(out.channels.sfxTics[SFX_NAMES.indexOf(order[2].slice(2).toLowerCase())]).toBe(0);
  });
});
