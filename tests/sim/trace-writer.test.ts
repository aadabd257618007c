// The trace writer `toom play --trace` uses (TraceWriter): byte for byte the lines of traceTic, the
// readable reference of doom-trace's format, with things moving, dying, targeting and being removed
// (a crowd of demons woken around the player on a pillar, and Freedoom's DEMO1 where installed).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { parseDemo } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { TraceWriter, traceTic } from '../../src/sim/trace.js';
import { monsterCrowd } from '../fuzz/hostile-cases.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';

const root = join(__dirname, '..', '..');
const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('TraceWriter', () => {
  it('writes what traceTic writes, tic by tic, with and without the things (300 demons chasing the player, the puffs of his pistol)', () => {
    const demo = new Uint8Array(readFileSync(join(root, 'wad', 'toom-demo.wad')));
    const stack = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: demo }, { name: 'crowd.wad', bytes: monsterCrowd(300) }]);
    const ps = new Playsim(loadWorld(stack, 'MAP01', { skill: 3 }), { skill: 3 });
    const w = new TraceWriter(), cmd = new TicCmd();
    let mobjLines = 0, targets = 0;
    for (let t = 0; t < 120; t++) {
      cmd.buttons = t % 10 === 0 ? 1 : 0; // fire now and then: the pistol's puffs come and go
      ps.tick(cmd);
      const withMobjs = t % 3 !== 1;
      w.tic(ps, t, withMobjs);
      const want = `${traceTic(ps, t, withMobjs)}\n`;
      expect(w.pending).toBe(want.length);
      expect(latin1(w.take())).toBe(want);
      expect(w.pending).toBe(0);
      if (withMobjs) {
        mobjLines += want.split('\n').length - 2;
        targets += want.split('\n').filter((l) => l.startsWith('m ') && !l.endsWith(' -1')).length;
      }
    }
    expect(mobjLines).toBeGreaterThan(80 * 300);
    expect(targets).toBeGreaterThan(1000); // the demons hunt the player: their target is his index
  });

  // (a whole demo, 1,531 tics, played twice over: in test:full)
  it.skipIf(!haveFreedoom || !FULL)(`writes what traceTic writes for Freedoom's DEMO1 to its end${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, () => {
    const stack = WadStack.fromBuffers([{ name: 'freedoom1.wad', bytes: new Uint8Array(readFileSync(FREEDOOM1)) }]);
    const d = parseDemo(stack.find('DEMO1')!.data, 'freedoom1.wad', 'DEMO1');
    const options = demoOptions(d, { commercial: false });
    const game = new DemoGame(d, () => loadWorld(stack, `E${d.episode}M${d.map}`, { skill: options.skill }), options);
    const w = new TraceWriter();
    let want = '', got = '';
    while (game.running) {
      game.step();
      const withMobjs = game.tic % 50 === 0;
      w.tic(game.ps, game.tic - 1, withMobjs);
      want += `${traceTic(game.ps, game.tic - 1, withMobjs)}\n`;
      if (w.pending > 1 << 16) got += latin1(w.take());
    }
    got += latin1(w.take());
    expect(game.tic).toBe(d.tics);
    expect(got.length).toBe(want.length);
    expect(got === want).toBe(true);
  });
});
