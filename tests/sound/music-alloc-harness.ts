// Run by tests/sound/music-no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`:
// the music player renders Freedoom's D_E1M1 (looping) in 128-frame blocks, as an AudioWorklet
// does; after a warm-up through the whole song and its loop, prints the heap growth over 1,000
// blocks (about 2.9 s of music, hundreds of events).
import { parseGenMidi } from '../../src/sound/genmidi.js';
import { parseMusicLump } from '../../src/sound/music-lump.js';
import { MusicPlayer } from '../../src/sound/music-player.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';
import { FREEDOOM1 } from '../../tools/freedoom.js';
import { wadLump } from './music-fixtures.js';

const player = new MusicPlayer(parseGenMidi(wadLump(FREEDOOM1, 'GENMIDI'), FREEDOOM1), 44100);
player.play(parseMusicLump(wadLump(FREEDOOM1, 'D_E1M1'), FREEDOOM1, 'D_E1M1'), true);
const left = new Float32Array(128), right = new Float32Array(128);
// Warm-up: the whole song and its loop, so every path the music takes (voice stealing, tempo,
// the restart) is compiled before the heap is measured.
for (let k = 0; k < 35_000; k++) player.render(left, right, 128);
// (The energy sum lives in a typed array: a double in a closure's variable is boxed at every store.)
let blocks = 0;
const energy = new Float64Array(1);
const run = (): void => {
  for (let k = 0; k < 1000; k++, blocks++) {
    player.render(left, right, 128);
    energy[0] += left[0] * left[0];
  }
};
const growth = leastHeapGrowth(run, 2048);
console.log(JSON.stringify({ blocks, energy: energy[0], growth }));
