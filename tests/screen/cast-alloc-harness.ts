// Run by tests/screen/cast.test.ts as an esbuild bundle in a child `node --expose-gc`: DOOM II's
// cast call ticked (a key every 150 tics, so members walk, attack, die and come on), drawn and
// scaled into a framebuffer over 1,000 rounds; prints the heap growth. The warm-up runs go round
// the whole cast, so every picture is decoded before the measured runs.
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { ScreenBuffer, blitScreen } from '../../src/screen/screen-buffer.js';
import { Cast } from '../../src/screen/cast.js';
import { defsOf } from '../../src/defs/load-defs.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const path = process.argv[2];
const stack = WadStack.fromBuffers([{ name: path, bytes: new Uint8Array(readFileSync(path)) }]);
const gfx = new ScreenGraphics(stack);
const screen = new ScreenBuffer();
const W = 640, H = 400, fb = new Uint32Array(W * H);
const cast = new Cast(defsOf(stack).defs);
let sounds = 0;
cast.onSound = () => { sounds++; };
let tic = 0;

function run(): void {
  for (let i = 0; i < 1000; i++) {
    cast.tick(0, tic % 150 === 149);
    tic++;
    screen.clear();
    cast.draw(screen, gfx);
    blitScreen(screen, 0, 200, fb, W, 0, H, gfx.palettes[0]);
  }
}
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ rounds: 1000, growth, sounds, warnings: gfx.warnings.length }));
