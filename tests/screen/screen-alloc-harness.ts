// Run by tests/screen/no-allocation.test.ts as an esbuild bundle in a child `node --expose-gc`:
// 1,000 frames of DOOM's screen on Freedoom (argv[2]) — the face's tic, the status bar drawn whole
// with numbers, keys and weapons changing, a message on the view, the bar scaled onto a 640×400
// framebuffer through a changing palette — and prints the heap growth.
import { loadStack } from '../../tools/load.js';
import { GameScreen } from '../../src/screen/screen-layout.js';
import { PlayerState } from '../../src/sim/base/player-state.js';
import { DoomRandom } from '../../src/defs/doom/random.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const gs = new GameScreen(loadStack(process.argv[2]));
const p = new PlayerState();
p.reborn();
gs.start(p);
const rng = new DoomRandom();
const src = { player: p, leveltime: 0, rng };
const W = 640, H = 400, fb = new Uint32Array(W * H);
p.message = 'Picked up a clip.';
let frame = 0;
const run = (): void => {
  for (let k = 0; k < 1000; k++, frame++) {
    p.health = 100 - (frame % 120);
    p.ammo[0] = frame % 250;
    p.armorpoints = frame % 3 === 0 ? -(frame % 150) : frame % 200;
    p.cards[frame % 6] = (frame >> 3) & 1;
    p.weaponowned[2 + (frame % 5)] = (frame >> 4) & 1;
    p.damagecount = frame % 40 < 10 ? 5 : 0;
    p.attackdown = (frame & 64) !== 0;
    p.messageTic = frame - (frame % 200);
    src.leveltime = frame + 1;
    gs.tick(src);
    gs.draw(fb, W, H, (frame & 128) !== 0 ? 'weapon' : 'statusbar', src, frame % 14);
  }
};
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ frames: frame, growth, face: gs.statusBar.face.index }));
