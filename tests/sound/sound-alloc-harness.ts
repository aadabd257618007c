// Run by tests/sound/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`: 1,000
// tics of sound events (a synthetic ring of 3 events a tic from moving things, sectors and the
// player) drained into SoundChannels and updated; prints the heap growth.
import { SoundChannels, SoundEventDrain, type SoundOrigins } from '../../src/sound/channels.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const U = 65536;
const ring = new Int32Array(64 * 4);
const src = { soundRing: ring, soundHead: 0 };
const ch = new SoundChannels();
for (let s = 1; s < 109; s++) ch.setSfxTics(s, 5 + (s % 40));
const drain = new SoundEventDrain(src);
const xs = new Int32Array(32), ys = new Int32Array(32);
const origins: SoundOrigins = { thingX: (slot) => xs[slot], thingY: (slot) => ys[slot] };
let tic = 0, started = 0;
function push(sfx: number, x: number, y: number, slot: number): void {
  const i = (src.soundHead % 64) * 4;
  ring[i] = sfx; ring[i + 1] = x; ring[i + 2] = y; ring[i + 3] = slot;
  src.soundHead++;
}
const run = (): void => {
  for (let k = 0; k < 1000; k++, tic++) {
    for (let s = 0; s < 32; s++) { xs[s] = ((s * 97 + tic * 13) % 1600) * U; ys[s] = ((s * 31 + tic * 7) % 900) * U; }
    push(1 + (tic % 108), xs[tic & 31], ys[tic & 31], tic & 31);
    push(20, 192 * U, 128 * U, -1);
    push(34, 0, 0, -1);
    const la = (tic * 0x01000000) | 0;
    started += drain.drain(src, ch, 400 * U, 300 * U, la, 5);
    ch.update(400 * U, 300 * U, la, 5, origins);
  }
};
const growth = leastHeapGrowth(run, 2048);
console.log(JSON.stringify({ tics: tic, started, growth }));
