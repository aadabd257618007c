// Run by tests/screen/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: the
// screens between maps — DOOM 1's tally (counting, the animated episode map, the last tics) and a
// text screen being typed — ticked and drawn and scaled into a framebuffer over 1,000 rounds, and
// prints the heap growth.
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { ScreenBuffer, blitScreen } from '../../src/screen/screen-buffer.js';
import { Intermission, TICRATE } from '../../src/screen/intermission.js';
import { Finale } from '../../src/screen/finale.js';
import { DoomRandom } from '../../src/defs/doom/random.js';
import { BT_USE } from '../../src/sim/base/ticcmd.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const path = process.argv[2];
const stack = WadStack.fromBuffers([{ name: path, bytes: new Uint8Array(readFileSync(path)) }]);
const gfx = new ScreenGraphics(stack);
const screen = new ScreenBuffer();
const W = 640, H = 400, fb = new Uint32Array(W * H);
const wbs = { commercial: false, episode: 0, last: 2, next: 3, didsecret: true, maxkills: 50, maxitems: 30, maxsecret: 4, partime: 90 * TICRATE, kills: 41, items: 20, secrets: 3, time: 400 * TICRATE };
const tallies = [new Intermission(wbs, new DoomRandom()), new Intermission(wbs, new DoomRandom()), new Intermission(wbs, new DoomRandom()), new Intermission(wbs, new DoomRandom()), new Intermission(wbs, new DoomRandom())];
const text = 'THE TEXT OF A SCREEN,\nTYPED AT DOOM\'S SPEED:\nA LETTER EVERY THREE TICS. '.repeat(8);
const finales = [new Finale({ commercial: false, episode: 1, map: 8, text, flat: 'FLOOR4_8' }), new Finale({ commercial: false, episode: 1, map: 8, text, flat: 'FLOOR4_8' })];
let round = 0;

function run(): void {
  const wi = tallies[Math.min(round, tallies.length - 1)], f = finales[Math.min(round, finales.length - 1)];
  round++;
  for (let i = 0; i < 1000; i++) {
    // Counting for 400 tics, a press, the episode map, a press, the last tics.
    wi.tick(i === 400 || i === 402 || i === 700 ? BT_USE : 0);
    screen.clear();
    wi.draw(screen, gfx);
    f.tick(0);
    if ((i & 1) === 0) f.draw(screen, gfx);
    blitScreen(screen, 0, 200, fb, W, 0, H, gfx.palettes[0]);
  }
}
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ rounds: 1000, growth, warnings: gfx.warnings.length }));
