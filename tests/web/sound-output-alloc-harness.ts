// Run by tests/web/sound-output.test.ts as an esbuild bundle in a child `node --expose-gc`: 1,000
// tics of the page's sound output on a stand-in context (sources from a pool made up front, so only
// the output's own work is measured): events from moving things, a sector and the player started,
// re-adjusted, ended and replaced; prints the heap growth.
import { SoundOutput } from '../../src/web/sound-output.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';
import { FakeContext, FakeSource, asSim, dmxLump, emit, fakeBuffer, fakeSim, fakeWorld } from './fake-audio.js';
import { SFX_NAMES } from '../../src/defs/doom/sounds.js';

const U = 65536;
const out = new SoundOutput();
out.bufferFactory = fakeBuffer;
out.bankSliceMs = Infinity;
const lump = dmxLump(11025, 2000);
out.setBank({}, () => lump, 'harness.wad');
const ctx = new FakeContext();
ctx.pool = Array.from({ length: 16 }, () => new FakeSource(true));
out.attach(ctx as unknown as AudioContext);
const sim = fakeSim(), world = fakeWorld(32);
const ps = asSim(sim);
out.follow(ps);
let tic = 0;
const run = (): void => {
  for (let k = 0; k < 1000; k++, tic++) {
    for (let s = 0; s < 32; s++) { world.thingX[s] = (s * 97 + tic * 13) % 1600; world.thingY[s] = (s * 31 + tic * 7) % 900; }
    emit(sim, 1 + (tic % (SFX_NAMES.length - 1)), world.thingX[tic & 31] * U, world.thingY[tic & 31] * U, tic & 31);
    emit(sim, 20, 192 * U, 128 * U, -1);
    if ((tic & 3) === 0) emit(sim, 1, 400 * U, 300 * U, -3);
    const mo = sim.player.mo!;
    mo.x = 400 * U; mo.y = 300 * U; mo.angle = (tic * 0x01000000) >>> 0;
    sim.leveltime++;
    out.tic(ps, world);
  }
};
const growth = leastHeapGrowth(run, 2048);
console.log(JSON.stringify({ tics: tic, started: out.started().pop()?.n ?? 0, growth }));
