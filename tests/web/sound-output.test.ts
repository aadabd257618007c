// The sound output's decisions as Web Audio, in Node on a stand-in context (tests/web/fake-audio.ts):
// DOOM's channel volume and separation become the two gains Chocolate Doom's mixer sets (exact
// values), a new sound starts a source with its lump's buffer on its channel's gains, moving origins
// move the gains every tic, ended and replaced sounds stop their sources, a new level stops all, the
// sliders and the mute reach the channels and the buses. And the per-tic work allocates nothing.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { SoundOutput, musicGain } from '../../src/web/sound-output.js';
import { leftGain, menuToDoomVolume, panLevel, rightGain, sepToPan } from '../../src/sound/stereo.js';
import { SFX, SFX_NAMES } from '../../src/defs/doom/sounds.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FakeContext, type FakeGain, asSim, dmxLump, emit, fakeBuffer, fakeSim, fakeWorld } from './fake-audio.js';

const U = 65536;

describe('DOOM volume and separation as two gains (Chocolate Doom i_sdlsound.c)', () => {
  it('left = (254 − sep)·vol/127, right = sep·vol/127, truncated, over 255', () => {
    // The menu's 8 is snd_SfxVolume 64; 15 is 120.
    expect([menuToDoomVolume(8), menuToDoomVolume(15), menuToDoomVolume(0), menuToDoomVolume(16), menuToDoomVolume(-2)]).toEqual([64, 120, 0, 120, 0]);
    // Centred at 120: 126·120/127 = 119.06 → 119; 128·120/127 = 120.9 → 120.
    expect([leftGain(120, 128), rightGain(120, 128)]).toEqual([119 / 255, 120 / 255]);
    // DOOM's widest left (sep 32) at 120: 222·120/127 = 209.8 → 209; 32·120/127 = 30.2 → 30.
    expect([leftGain(120, 32), rightGain(120, 32)]).toEqual([209 / 255, 30 / 255]);
    expect([leftGain(57, 33), rightGain(57, 33)]).toEqual([99 / 255, 14 / 255]);
    expect([leftGain(0, 128), rightGain(0, 200)]).toEqual([0, 0]);
    expect([panLevel(254, 127), panLevel(300, 127), panLevel(-5, 127)]).toEqual([254, 255, 0]);
  });

  it('separation as a pan: 128 centred, 32 and 224 DOOM\'s widest', () => {
    expect([sepToPan(128), sepToPan(1), sepToPan(255), sepToPan(0), sepToPan(300)]).toEqual([0, -1, 1, -1, 1]);
    expect(sepToPan(32)).toBeCloseTo(-96 / 127, 12);
    expect(sepToPan(224)).toBeCloseTo(96 / 127, 12);
  });

  it('music: the menu volume × 8 over 127', () => {
    expect([musicGain(0), musicGain(8), musicGain(15)]).toEqual([0, 1, 1]); // the level is the OPL driver's
  });
});

/** An output on a fake context with DSDOROPN (11025 Hz, 3150 samples), DSPISTOL (350) and DSPOSACT (5512 at 22050). */
function setup(attach = true) {
  const out = new SoundOutput();
  out.bufferFactory = fakeBuffer;
  out.bankSliceMs = Infinity;
  const lumps = new Map([['DSDOROPN', dmxLump(11025, 3150)], ['DSPISTOL', dmxLump(11025, 350)], ['DSPOSACT', dmxLump(22050, 5512)]]);
  out.setBank(lumps, (n) => lumps.get(n), 'test.wad');
  const ctx = new FakeContext();
  if (attach) out.attach(ctx as unknown as AudioContext);
  const sim = fakeSim(), world = fakeWorld(8);
  out.follow(asSim(sim));
  const tic = () => { sim.leveltime++; out.tic(asSim(sim), world); };
  const chanGains = (c: number) => [(ctx.gains[3 + 2 * c] as FakeGain).gain.value, (ctx.gains[4 + 2 * c] as FakeGain).gain.value];
  return { out, ctx, sim, world, tic, chanGains };
}

describe('SoundOutput', () => {
  it('builds master ← effects, music; effects ← merger ← each channel\'s left (input 0) and right (input 1) gain', () => {
    const { ctx } = setup();
    const [master, effects, music] = ctx.gains;
    expect(master.links).toEqual([[ctx.destination, 0, 0]]);
    expect(effects.links).toEqual([[master, 0, 0]]);
    expect(music.links).toEqual([[master, 0, 0]]);
    expect(ctx.mergers.length).toBe(1);
    expect(ctx.mergers[0].links).toEqual([[effects, 0, 0]]);
    expect(ctx.gains.length).toBe(3 + 16);
    for (let c = 0; c < 8; c++) {
      expect(ctx.gains[3 + 2 * c].links).toEqual([[ctx.mergers[0], 0, 0]]);
      expect(ctx.gains[4 + 2 * c].links).toEqual([[ctx.mergers[0], 0, 1]]);
    }
  });

  it('a door 300 units to the left: DSDOROPN\'s buffer on channel 0, left louder, exact gains, playbackRate 1', () => {
    const { out, ctx, sim, tic, chanGains } = setup();
    expect(out.bankSounds).toBe(3);
    emit(sim, SFX.doropn, 0, 300 * U, -1);
    tic();
    expect(ctx.sources.length).toBe(1);
    const src = ctx.sources[0];
    expect(src.buffer).toMatchObject({ sampleRate: 11025, length: 3150 });
    expect(src.started).toBe(1);
    expect(src.links).toEqual([[ctx.gains[3], 0, 0], [ctx.gains[4], 0, 0]]);
    // Volume 64·(1200 − 300)/1000 = 57.6 → 57; separation 33 (DOOM's tables, the channel tests).
    expect(out.channels.volume[0]).toBe(57);
    expect(out.channels.sep[0]).toBe(33);
    expect(chanGains(0)).toEqual([99 / 255, 14 / 255]);
    const [s] = out.started();
    expect(s).toMatchObject({ n: 1, tic: 1, sfx: SFX.doropn, lump: 'DSDOROPN', channel: 0, volume: 57, sep: 33, gainL: 99 / 255, gainR: 14 / 255, rate: 11025, length: 3150, playbackRate: 1 });
    expect(s.pan).toBeCloseTo(-95 / 127, 12);
    expect(s.sum).toBeCloseTo(3150 * (200 - 128) / 128, 6);
  });

  it('a moving thing moves its gains every tic; its sound ends after its length and the source stops', () => {
    const { out, ctx, sim, world, tic, chanGains } = setup();
    world.thingX[3] = 100;
    emit(sim, SFX.posact, 100 * U, 0, 3);
    tic();
    // Straight ahead, under 200 units: full 64, separation 129 (DOOM's wrap).
    expect(chanGains(0)).toEqual([Math.trunc(125 * 64 / 127) / 255, Math.trunc(129 * 64 / 127) / 255]);
    world.thingX[3] = 0;
    world.thingY[3] = -300; // to the right now
    tic();
    expect([out.channels.volume[0], out.channels.sep[0]]).toEqual([57, 224]);
    expect(chanGains(0)).toEqual([Math.trunc(30 * 57 / 127) / 255, Math.trunc(224 * 57 / 127) / 255]);
    // DSPOSACT: 5512 samples at 22050 Hz = 8.75 tics → 9; two have passed.
    expect(out.channels.ticsLeft[0]).toBe(7);
    for (let t = 0; t < 6; t++) tic();
    expect(ctx.sources[0].stopped).toBe(0);
    tic();
    expect(out.channels.sfx[0]).toBe(0);
    expect(ctx.sources[0].stopped).toBe(1);
    expect(ctx.sources[0].connected).toBe(0);
    expect(out.playingNow()).toEqual([]);
  });

  it('the same origin replaces its sound (a new source, the old one stopped); the player\'s own shots play centred at full volume', () => {
    const { out, ctx, sim, tic, chanGains } = setup();
    emit(sim, SFX.pistol, 500 * U, 0, -3);
    tic();
    expect(chanGains(0)).toEqual([Math.trunc(126 * 64 / 127) / 255, Math.trunc(128 * 64 / 127) / 255]);
    emit(sim, SFX.pistol, 900 * U, 20 * U, -3);
    tic();
    expect(ctx.sources.length).toBe(2);
    expect(ctx.sources[0].stopped).toBe(1);
    expect(ctx.sources[1].started).toBe(1);
    expect(out.started().map((s) => [s.channel, s.lump, s.volume, s.sep])).toEqual([[0, 'DSPISTOL', 64, 128], [0, 'DSPISTOL', 64, 128]]);
  });

  it('a sound with no lump in the WAD frees its channel at once and starts nothing', () => {
    const { out, ctx, sim, tic } = setup();
    emit(sim, SFX.oof, 0, 0, -1);
    tic();
    expect(ctx.sources.length).toBe(0);
    expect(out.channels.sfx[0]).toBe(0);
  });

  it('before the context (no gesture yet) the channels run but nothing starts; after it, only new sounds', () => {
    const { out, sim, tic } = setup(false);
    emit(sim, SFX.doropn, 0, 100 * U, -1);
    tic();
    expect(out.channels.sfx[0]).toBe(SFX.doropn);
    expect(out.playingNow()).toEqual([{ channel: 0, lump: 'DSDOROPN', volume: 64, sep: 33, gainL: null, gainR: null, source: false }]);
    const ctx = new FakeContext();
    out.attach(ctx as unknown as AudioContext);
    tic();
    expect(ctx.sources.length).toBe(0);
    emit(sim, SFX.pistol, 0, 0, -3);
    tic();
    expect(ctx.sources.length).toBe(1);
    expect(out.started().map((s) => s.channel)).toEqual([1]);
  });

  it('a new level stops every source; events before it are not played', () => {
    const { out, ctx, sim, tic } = setup();
    emit(sim, SFX.doropn, 0, 100 * U, -1);
    emit(sim, SFX.pistol, 0, 0, -3);
    tic();
    expect(ctx.sources.map((s) => s.stopped)).toEqual([0, 0]);
    const next = fakeSim(8);
    emit(next, SFX.doropn, 0, 100 * U, -1); // before the page follows it
    out.follow(asSim(next));
    expect(ctx.sources.map((s) => s.stopped)).toEqual([1, 1]);
    expect(out.channels.gamemap).toBe(8);
    out.tic(asSim(next), fakeWorld(1));
    expect(ctx.sources.length).toBe(2);
  });

  it('sliders and mute: effects volume is DOOM\'s snd_SfxVolume (× 8), music the OPL driver\'s (the bus only closes at 0), mute the master', () => {
    const { out, ctx, sim, tic, chanGains } = setup();
    const [master, effects, music] = ctx.gains;
    expect([master.gain.value, effects.gain.value, music.gain.value]).toEqual([1, 1, 1]);
    out.setVolumes(15, 3, false);
    expect(out.channels.sfxVolume).toBe(120);
    expect(music.gain.value).toBe(1); // DOOM's 24 goes to the OPL driver (MusicOutput.setMusicVolume)
    emit(sim, SFX.doropn, 0, 300 * U, -1);
    tic();
    expect(out.channels.volume[0]).toBe(108); // 120·900/1000
    expect(chanGains(0)).toEqual([Math.trunc(221 * 108 / 127) / 255, Math.trunc(33 * 108 / 127) / 255]);
    out.setVolumes(15, 3, true);
    expect([master.gain.value, effects.gain.value, music.gain.value]).toEqual([0, 1, 1]);
    out.setVolumes(15, 3, false);
    expect(master.gain.value).toBe(1);
    // Volume 0: DOOM starts no sound from a distance (inaudible), as its menu at 0 does.
    out.setVolumes(0, 3, false);
    emit(sim, SFX.posact, 0, 300 * U, 5);
    tic();
    expect(ctx.sources.length).toBe(1);
  });

  it('a bad lump is a problem, not a throw; missing ones are not listed', () => {
    const out = new SoundOutput();
    out.bankSliceMs = Infinity;
    out.bufferFactory = (rate, samples) => {
      if (rate < 3000) throw new Error('rate out of range');
      return fakeBuffer(rate, samples);
    };
    const lumps = new Map([['DSPISTOL', dmxLump(1000, 100)], ['DSOOF', new Uint8Array(3)], ['DSDOROPN', dmxLump(11025, 100)]]);
    out.setBank(lumps, (n) => lumps.get(n), 'x.wad');
    expect([out.bankSounds, out.bankReady]).toEqual([1, true]);
    expect(out.bankProblems).toEqual([
      'x.wad: DSPISTOL: Web Audio cannot play 1000 Hz (rate out of range)',
      'x.wad: DSOOF: DMX sound is 3 bytes, shorter than its 8-byte header',
    ]);
    expect(out.channels.sfxTics[SFX.pistol]).toBe(0);
    const again = out.decodeMs;
    out.setBank(lumps, () => { throw new Error('decoded twice'); }, 'x.wad'); // the same stack: nothing done
    expect(out.decodeMs).toBe(again);
  });

  it('plays a patch\'s renamed sounds ([SOUNDS], Defs.soundNames): the pistol from DSBANG, not DSPISTOL', () => {
    const out = new SoundOutput();
    out.bufferFactory = fakeBuffer;
    out.bankSliceMs = Infinity;
    const names = [...SFX_NAMES];
    names[SFX.pistol] = 'bang';
    const lumps = new Map([['DSPISTOL', dmxLump(11025, 350)], ['DSBANG', dmxLump(11025, 3150)]]);
    out.setBank(lumps, (n) => lumps.get(n), 'x.wad', names);
    expect([out.bankSounds, out.channels.sfxTics[SFX.pistol]]).toEqual([1, 10]); // DSBANG's 3150 samples at 11025 Hz: 10 tics
  });

  it('decodes in slices between tasks: with a 0 ms budget one lump a task, sounds heard once decoded', async () => {
    const out = new SoundOutput();
    out.bufferFactory = fakeBuffer;
    out.bankSliceMs = 0;
    const lumps = new Map([['DSPISTOL', dmxLump(11025, 350)], ['DSDOROPN', dmxLump(11025, 3150)]]);
    out.setBank(lumps, (n) => lumps.get(n), 'test.wad');
    expect([out.bankReady, out.bankSounds]).toEqual([false, 1]); // sfx 1, pistol, in the first slice
    expect(out.channels.sfxTics[SFX.doropn]).toBe(0);
    await new Promise<void>((done) => { const wait = () => (out.bankReady ? done() : setTimeout(wait, 1)); wait(); });
    expect(out.bankSounds).toBe(2);
    expect(out.channels.sfxTics[SFX.doropn]).toBe(10); // 3150 samples at 11025 Hz: 10 tics
    expect(out.decodeMs).toBeGreaterThanOrEqual(out.longestSliceMs);
  });

  it('allocates nothing per tic (1,000 tics of starts, moves, stops on the esbuild bundle)', async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bundle = join(OUTPUT_DIR, 'sound-output-alloc-harness.mjs');
    await build({ entryPoints: [join(__dirname, 'sound-output-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!) as { tics: number; started: number; growth: number };
    expect(report.started).toBeGreaterThan(1000);
    expect(report.growth).toBeLessThan(8192);
  }, 30_000);
});

