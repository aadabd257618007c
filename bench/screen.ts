// The screen suite of `npm run bench` (alone: `npm run bench -- --screen`): what DOOM's 320×200
// layer costs a frame at 640×400, on Freedoom 1: the status bar and message line drawn and scaled
// under a view (GameScreen.draw), the tally drawn and scaled over the whole picture, and a frame of
// the screen melt (ScreenWipe.draw). Medians of many frames after a warm-up (ms a frame), and benny's
// ops/s of each (bench/results/screen.*).
import { existsSync, readFileSync } from 'node:fs';
import { WadStack } from '../src/wad/wad-stack.js';
import { GameScreen } from '../src/screen/screen-layout.js';
import { ScreenGraphics } from '../src/screen/screen-graphics.js';
import { ScreenBuffer, blitScreen, SCREEN_HEIGHT } from '../src/screen/screen-buffer.js';
import { Intermission } from '../src/screen/intermission.js';
import { ScreenWipe } from '../src/screen/wipe.js';
import { PlayerState } from '../src/sim/index.js';
import { DoomRandom } from '../src/defs/doom/random.js';

const W = 640, H = 400;

export interface ScreenResult { what: string; medianMs: number; p99Ms: number }

function timeFrames(frames: number, fn: (i: number) => void): { medianMs: number; p99Ms: number } {
  for (let i = 0; i < Math.min(200, frames); i++) fn(i);
  const t = new Float64Array(frames);
  for (let i = 0; i < frames; i++) { const t0 = performance.now(); fn(i); t[i] = performance.now() - t0; }
  t.sort();
  return { medianMs: t[frames >> 1], p99Ms: t[Math.floor(frames * 0.99)] };
}

export async function screenSuite(opts: {
  quick: boolean; log: (s: string) => void; benny: (name: string, cases: { name: string; fn: () => void }[]) => Promise<void>;
}): Promise<ScreenResult[]> {
  const path = '/usr/share/games/doom/freedoom1.wad';
  if (!existsSync(path)) { opts.log(`  screen: skipped: ${path} is missing`); return []; }
  const stack = WadStack.fromBuffers([{ name: path, bytes: new Uint8Array(readFileSync(path)) }]);
  const frames = opts.quick ? 500 : 3000;
  const fb = new Uint32Array(W * H);
  const results: ScreenResult[] = [];
  const cases: { name: string; fn: () => void }[] = [];

  // The status bar and the message line under a 640×336 view.
  const gs = new GameScreen(stack);
  const player = new PlayerState();
  player.reborn();
  player.message = 'Picked up a clip.';
  player.messageTic = 0;
  const src = { player, leveltime: 10 };
  gs.start(player);
  const bar = (): void => gs.draw(fb, W, H, 'statusbar', src, 0);
  results.push({ what: 'status bar + message, 640×400', ...timeFrames(frames, bar) });
  cases.push({ name: 'status bar + message at 640×400', fn: bar });

  // The tally, counting, drawn and scaled over the whole picture.
  const gfx = new ScreenGraphics(stack);
  const screen = new ScreenBuffer();
  const wi = new Intermission({ commercial: false, episode: 0, last: 0, next: 1, didsecret: false, maxkills: 20, maxitems: 30, maxsecret: 3, partime: 30 * 35, kills: 15, items: 21, secrets: 2, time: 2835 });
  const tally = (): void => { wi.tick(0); wi.draw(screen, gfx); blitScreen(screen, 0, SCREEN_HEIGHT, fb, W, 0, H, gfx.palettes[0]); };
  results.push({ what: 'tally (E1 map, counting), 640×400', ...timeFrames(frames, tally) });
  cases.push({ name: 'tally at 640×400', fn: tally });

  // A frame of the melt (restarted when it ends).
  const wipe = new ScreenWipe();
  const rng = new DoomRandom();
  const old = new Uint32Array(W * H).fill(0xff204060);
  const melt = (): void => { if (!wipe.active) wipe.start(old, W, H, rng); wipe.tick(); wipe.draw(fb); };
  results.push({ what: 'screen melt frame, 640×400', ...timeFrames(frames, melt) });
  cases.push({ name: 'screen melt frame at 640×400', fn: melt });

  for (const r of results) opts.log(`  screen ${r.what.padEnd(36)} median ${r.medianMs.toFixed(3)} ms  p99 ${r.p99Ms.toFixed(3)} ms`);
  await opts.benny('screen', cases);
  return results;
}
