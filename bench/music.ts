// The music suite of `npm run bench` (alone: `npm run bench -- --music`): what DOOM's OPL music costs.
// Freedoom's D_E1M1 (freedoom1) and D_RUNNIN (freedoom2) through MusicPlayer at 48 kHz in
// 128-frame blocks (an AudioWorklet's render quantum): 20 s of each rendered untimed (the JIT), then
// 20 s timed; the figure is output samples synthesized a second and the real-time factor (seconds
// of music a second of one core). benny's ops/s of one 128-frame block (bench/results/music.*).
import { existsSync, readFileSync } from 'node:fs';
import { WadStack } from '../src/wad/wad-stack.js';
import { parseGenMidi } from '../src/sound/genmidi.js';
import { parseMusicLump } from '../src/sound/music-lump.js';
import { MusicPlayer } from '../src/sound/music-player.js';

const RATE = 48000;
const BLOCK = 128;

export interface MusicResult { wad: string; lump: string; seconds: number; samplesPerSecond: number; realtimeFactor: number }

export async function musicSuite(opts: {
  quick: boolean; log: (s: string) => void; benny: (name: string, cases: { name: string; fn: () => void }[]) => Promise<void>;
}): Promise<MusicResult[]> {
  const results: MusicResult[] = [];
  const cases: { name: string; fn: () => void }[] = [];
  const seconds = opts.quick ? 5 : 20;
  for (const [path, lump] of [['/usr/share/games/doom/freedoom1.wad', 'D_E1M1'], ['/usr/share/games/doom/freedoom2.wad', 'D_RUNNIN']]) {
    if (!existsSync(path)) { opts.log(`  music: skipped ${lump}: ${path} is missing`); continue; }
    const stack = WadStack.fromBuffers([{ name: path, bytes: new Uint8Array(readFileSync(path)) }]);
    const player = new MusicPlayer(parseGenMidi(stack.get('GENMIDI').data, path), RATE);
    player.play(parseMusicLump(stack.get(lump).data, path, lump), true);
    const left = new Float32Array(BLOCK), right = new Float32Array(BLOCK);
    const blocks = Math.round((seconds * RATE) / BLOCK);
    for (let i = 0; i < blocks; i++) player.render(left, right, BLOCK);
    const t0 = performance.now();
    for (let i = 0; i < blocks; i++) player.render(left, right, BLOCK);
    const s = (performance.now() - t0) / 1000;
    const samplesPerSecond = Math.round((blocks * BLOCK) / s);
    const r = { wad: path.replace(/.*\//, ''), lump, seconds, samplesPerSecond, realtimeFactor: Math.round((samplesPerSecond / RATE) * 10) / 10 };
    results.push(r);
    opts.log(`  music ${r.wad.padEnd(13)} ${lump.padEnd(8)} ${(samplesPerSecond / 1e6).toFixed(2)} M samples/s  ${r.realtimeFactor}× real time`);
    cases.push({ name: `${lump}: one ${BLOCK}-frame block at ${RATE} Hz`, fn: () => player.render(left, right, BLOCK) });
  }
  await opts.benny('music', cases);
  return results;
}
