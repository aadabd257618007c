// An MBF21 (version 221) demo on a map the project builds (tests/sim/data/mbf21-map/make-mbf21-map.ts:
// MBF21's weapon pointers on the pistol, A_JumpIfFlagsSet / A_AddFlags / A_RemoveFlags turning a
// lamp solid and back, barrels dying into A_SpawnObject (a DSDHacked thing with LOGRAV) and
// A_RadiusDamage, new frames beyond DOOM's count, a block-players line), played here at complevel 21
// and compared, tic by tic, with the player's x, y, z and angle dsda-doom 0.25.6 wrote playing it
// (mbf21-demo.gst.gz, its -export_ghost): in sync to the end. The demo is also rebuilt from the
// maker to check the committed files are what it writes.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { loadStack } from '../../tools/load.js';
import { parseDemo } from '../../src/sim/demo.js';
import { parseGhost, playAgainstGhost } from '../helpers/demo-corpus.js';
import { defsForStack } from '../../src/defs/load-defs.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { HOMER, MBF21_MONSTER_MOVES, NEW_THING, mbf21Demo } from './data/mbf21-map/make-mbf21-map.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { MF, mobjIndex } from '../../src/defs/doom/things-info.js';

const DIR = join(__dirname, 'data', 'mbf21-map');

describe('an MBF21 demo on a built map, against dsda-doom', () => {
  it('the committed demos are the maker\'s', () => {
    expect(Buffer.compare(Buffer.from(readFileSync(join(DIR, 'mbf21-demo.lmp'))), Buffer.from(mbf21Demo()))).toBe(0);
    expect(Buffer.compare(Buffer.from(readFileSync(join(DIR, 'mbf21-monsters.lmp'))), Buffer.from(mbf21Demo(MBF21_MONSTER_MOVES)))).toBe(0);
  });

  for (const [wad, lmp] of [['mbf21-map.wad', 'mbf21-demo'], ['mbf21-monsters.wad', 'mbf21-monsters']]) {
    it.skipIf(!haveFreedoom)(`${lmp} plays in sync to its end${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
      const stack = loadStack(FREEDOOM2, [join(DIR, wad)]);
      const { defs, warnings } = defsForStack(stack);
      expect(warnings).toEqual([]);
      const demo = parseDemo(readFileSync(join(DIR, `${lmp}.lmp`)), `${lmp}.lmp`);
      expect(demo.complevel).toBe(21);
      const ghost = parseGhost(gunzipSync(readFileSync(join(DIR, `${lmp}.gst.gz`))));
      const r = playAgainstGhost(lmp, stack, demo, ghost, [], defs);
      expect(r.firstDesync, `${r.ticsInSync}/${r.ticsTotal}`).toBeNull();
      expect(r.ticsTotal).toBe(demo.tics - 1);
    });
  }

  it.skipIf(!haveFreedoom)('the monsters\' map: the turret fired homing missiles and bullets, the zombieman died on its floor and dropped a stimpack', () => {
    const stack = loadStack(FREEDOOM2, [join(DIR, 'mbf21-monsters.wad')]);
    const { defs } = defsForStack(stack);
    const demo = parseDemo(readFileSync(join(DIR, 'mbf21-monsters.lmp')), 'mbf21-monsters.lmp');
    const options = demoOptions(demo, { commercial: true, defs });
    const game = new DemoGame(demo, (map) => loadWorld(stack, map ?? 'MAP01', { skill: options.skill }), options);
    let homers = 0, stims = 0, zombieDead = false, homerTracer = 0;
    const homerSeen = new Set<Mobj>();
    while (game.running) {
      game.step();
      const cap = game.ps.thinkers.cap;
      for (let t = cap.next; t !== null && t !== cap; t = t.next) {
        if (!(t instanceof Mobj)) continue;
        if (t.type === HOMER - 1 && !homerSeen.has(t)) { homerSeen.add(t); homers++; }
        if (t.type === HOMER - 1 && t.tracer === game.ps.player.mo) homerTracer++;
        if (t.type === mobjIndex('MT_MISC10')) stims = 1;
        if (t.type === mobjIndex('MT_POSSESSED') && t.health <= 0) zombieDead = true;
      }
    }
    expect(homers).toBeGreaterThanOrEqual(2);
    expect(homerTracer).toBeGreaterThan(0);
    expect([zombieDead, stims]).toEqual([true, 1]);
    expect(game.ps.player.health).toBeLessThan(100);
  });

  it.skipIf(!haveFreedoom)('the features were met on the way: shots fired at 2 ammo each, a barrel burst into a new thing, its blast hurt, the lamp was solid a while', () => {
    const stack = loadStack(FREEDOOM2, [join(DIR, 'mbf21-map.wad')]);
    const { defs } = defsForStack(stack);
    const demo = parseDemo(readFileSync(join(DIR, 'mbf21-demo.lmp')), 'mbf21-demo.lmp');
    const options = demoOptions(demo, { commercial: true, defs });
    const game = new DemoGame(demo, (map) => loadWorld(stack, map ?? 'MAP01', { skill: options.skill }), options);
    let sparks = 0, lampSolid = 0;
    const lampType = mobjIndex('MT_MISC31');
    while (game.running) {
      game.step();
      const cap = game.ps.thinkers.cap;
      for (let t = cap.next; t !== null && t !== cap; t = t.next) {
        if (!(t instanceof Mobj)) continue;
        if (t.type === NEW_THING - 1) sparks = Math.max(sparks, 1);
        if (t.type === lampType && t.flags & MF.SOLID) lampSolid++;
      }
    }
    const p = game.ps.player;
    expect(p.ammo[0] % 2).toBe(0);
    expect(50 - p.ammo[0]).toBeGreaterThanOrEqual(8);
    expect(p.health).toBeLessThan(100);
    expect(sparks).toBe(1);
    expect(lampSolid).toBeGreaterThan(100);
  });
});
