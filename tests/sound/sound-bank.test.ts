// Decoding a WAD's DS* lumps once: every sfx's sound, lengths in tics for the channels, and missing or
// bad lumps reported (not thrown); Freedoom's full set when installed.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { loadSoundBank, setBankTics, soundTics } from '../../src/sound/sound-bank.js';
import { SoundChannels } from '../../src/sound/channels.js';
import { SFX, SFX_NAMES } from '../../src/defs/doom/sounds.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { FREEDOOM2, noFreedoomReason } from '../helpers/freedoom.js';

function dmx(rate: number, n: number): Uint8Array {
  const b = new Uint8Array(8 + n).fill(128);
  b.set([3, 0, rate & 255, rate >> 8, n & 255, n >> 8, 0, 0]);
  return b;
}

describe('loadSoundBank', () => {
  it('decodes by sfx number, chgun from DSPISTOL; missing and bad lumps are null with the reason', () => {
    const lumps = new Map<string, Uint8Array>([
      ['DSPISTOL', dmx(11025, 32 + 11025)],
      ['DSDOROPN', dmx(11025, 32 + 3150)],
      ['DSOOF', new Uint8Array(4)],
    ]);
    const bank = loadSoundBank(SFX_NAMES, (n) => lumps.get(n), 'test.wad');
    expect(bank.problems.filter((p) => !p.endsWith('no such lump'))).toEqual(['test.wad: DSOOF: DMX sound is 4 bytes, shorter than its 8-byte header']);
    expect(bank.sounds.length).toBe(SFX_NAMES.length);
    expect(bank.sounds[SFX.pistol]!.samples.length).toBe(11025);
    expect(bank.sounds[SFX.chgun]!.samples.length).toBe(11025);
    expect(bank.sounds[SFX.oof]).toBeNull();
    expect(bank.problems).toContain('test.wad: DSOOF: DMX sound is 4 bytes, shorter than its 8-byte header');
    expect(bank.problems).toContain('test.wad: DSSHOTGN: no such lump');
    expect(soundTics(bank.sounds[SFX.pistol]!)).toBe(35);
    expect(soundTics(bank.sounds[SFX.doropn]!)).toBe(10); // 3150 / 11025 s = 10 tics
    const ch = new SoundChannels();
    setBankTics(bank, ch);
    expect([ch.sfxTics[SFX.pistol], ch.sfxTics[SFX.doropn], ch.sfxTics[SFX.oof]]).toEqual([35, 10, 0]);
  });

  const skip = existsSync(FREEDOOM2) ? false : noFreedoomReason;
  it.skipIf(skip)(`Freedoom 2: every sfx decodes or is reported (its placeholders are 4-byte lumps) (${skip || FREEDOOM2})`, () => {
    const stack = WadStack.fromBuffers([{ name: FREEDOOM2, bytes: new Uint8Array(readFileSync(FREEDOOM2)) }]);
    const bank = loadSoundBank(SFX_NAMES, (n) => stack.find(n)?.data, FREEDOOM2);
    if (bank.problems.length > 0) console.log(bank.problems.join('\n'));
    const playable = bank.sounds.filter((s) => s !== null).length;
    expect(playable + bank.problems.length).toBe(SFX_NAMES.length - 1);
    expect(playable).toBeGreaterThan(90);
    expect(bank.sounds[SFX.doropn]).not.toBeNull();
    expect(bank.sounds[SFX.pistol]).not.toBeNull();
  });
});
