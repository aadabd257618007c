// Bundled by tests/web/music-output.test.ts into a bare page: loads Freedoom's GENMIDI and D_E1M1
// from the server's /iwad/, plays them through MusicOutput into an OfflineAudioContext and reports
// what came out.
import { parseWad } from '../../src/wad/wad-file.js';
import { MusicOutput } from '../../src/web/music-output.js';

interface MusicReport { rmsBefore: number; rmsAfter: number; rmsQuiet: number; peak: number; errors: string[]; sampleRate: number }

async function musicTest(): Promise<MusicReport> {
  const bytes = new Uint8Array(await (await fetch('/iwad/freedoom1.wad')).arrayBuffer());
  const wad = parseWad(bytes, 'freedoom1.wad');
  const lump = (name: string): Uint8Array => wad.lumps.find((l) => l.name === name)!.data;
  const rate = 48000, seconds = 3;
  const ctx = new OfflineAudioContext(2, rate * seconds, rate);
  const music = await MusicOutput.create(ctx, ctx.destination);
  const errors: string[] = [];
  music.onerror = (m) => errors.push(m);
  music.play(new Uint8Array([1, 2, 3]), false); // a bad lump: reported, not thrown
  // The bank and the song are handed over while rendering is suspended at 0.5 s, so nothing can
  // sound before (messages reach the worklet whenever the rendering lets them); the music starts there.
  const suspended = ctx.suspend(0.5).then(async () => {
    music.setBank(lump('GENMIDI'));
    music.play(lump('D_E1M1'), true);
    await music.flush();
    await ctx.resume();
  });
  // At 2 s DOOM's music volume goes down to 16 (the menu's 2 × 8) in the OPL driver.
  const quieter = ctx.suspend(2).then(async () => { music.setMusicVolume(16); await music.flush(); await ctx.resume(); });
  const rendered = ctx.startRendering();
  await suspended;
  await quieter;
  const buffer = await rendered;
  const left = buffer.getChannelData(0);
  const rms = (from: number, to: number): number => {
    let s = 0;
    for (let i = from; i < to; i++) s += left[i] * left[i];
    return Math.sqrt(s / (to - from));
  };
  let peak = 0;
  for (let i = 0; i < left.length; i++) peak = Math.max(peak, Math.abs(left[i]));
  return { rmsBefore: rms(0, rate * 0.4), rmsAfter: rms(rate, rate * 2), rmsQuiet: rms(Math.round(rate * 2.2), rate * 3), peak, errors, sampleRate: buffer.sampleRate };
}

(window as unknown as { musicTest: typeof musicTest }).musicTest = musicTest;
