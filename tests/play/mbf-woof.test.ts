// MBF (203) demos written here (tests/play/data/mbf-woof/make-woof-demos.ts) for MBF's own example
// maps in the demo corpus's wads/woof-examples (which come without demos), each played to its end at
// MBF's rules and compared, tic by tic, with the player's x, y, z and angle dsda-doom 0.25.6 wrote
// playing it (its -export_ghost, committed beside the demo). In hockey.wad ten friendly barons and
// knights and the three helper dogs the demo asks for fight the other eleven: the test also checks
// that friends and dogs did fight (their enemies hurt or dead, dogs' attacks made). The example WADs
// stay in the shared corpus: without it (or Freedoom) the tests are skipped, saying why. The quick
// suite plays hockey, mbfedit and the fight check; TOOM_FULL=1 every demo.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CORPUS_DIR, parseGhost, playAgainstGhost } from '../helpers/demo-corpus.js';
import { FREEDOOM_DIR, loadStack } from '../../tools/load.js';
import { parseDemo } from '../../src/sim/demo.js';
import { defsForStack } from '../../src/defs/load-defs.js';
import { WOOF_DEMOS, woofDemo } from './data/mbf-woof/make-woof-demos.js';
import { haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { loadWorld } from '../../src/world/load-world.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { MF, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import type { Playsim } from '../../src/sim/playsim.js';
import { FULL } from '../helpers/full.js';

const DIR = join(__dirname, 'data', 'mbf-woof');
const WADS = join(CORPUS_DIR, 'wads', 'woof-examples');
const skipAll = !haveFreedoom ? noFreedoomReason : !existsSync(WADS) ? `MBF's example WADs are absent (${WADS})` : '';
/** The demos the quick suite plays. */
const QUICK = ['hockey', 'mbfedit'];
const MT_DOGS = mobjIndex('MT_DOGS');
const S_DOGS_ATK1 = stateIndex('S_DOGS_ATK1'), S_DOGS_ATK3 = stateIndex('S_DOGS_ATK3');

/** Plays a demo and counts, over its tics: monsters of each side targeting one of the other side
 *  (friends: `friendOnEnemy`, dogs: `dogOnEnemy`), dogs biting one, and at the end the monsters of
 *  each side hurt or dead. */
function fightStats(d: (typeof WOOF_DEMOS)[number]) {
  const stack = loadStack(join(FREEDOOM_DIR, 'freedoom2.wad'), [join(WADS, d.wad)]);
  const { defs } = defsForStack(stack, { patches: d.deh.map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(join(WADS, f))) })) });
  const demo = parseDemo(readFileSync(join(DIR, `${d.id}.lmp`)), `${d.id}.lmp`, 'demo');
  const options = demoOptions(demo, { commercial: true, defs });
  const game = new DemoGame(demo, (map) => loadWorld(stack, map ?? 'MAP01', { skill: options.skill }), options, null);
  const n = { friendOnEnemy: 0, enemyOnFriend: 0, dogOnEnemy: 0, dogBites: 0, enemiesHurt: 0, friendsHurt: 0 };
  const monsters = (ps: Playsim, fn: (m: Mobj) => void) => {
    const cap = ps.thinkers.cap;
    for (let t = cap.next!; t !== cap; t = t.next!) if (t instanceof Mobj && t.player === null && t.flags & (MF.COUNTKILL | MF.CORPSE)) fn(t);
  };
  while (game.running) {
    game.step();
    monsters(game.ps, (m) => {
      if (m.health <= 0 || m.target === null || m.target.player !== null || !((m.target.flags ^ m.flags) & MF.FRIEND)) return;
      if (m.type === MT_DOGS) {
        n.dogOnEnemy++;
        if (m.state >= S_DOGS_ATK1 && m.state <= S_DOGS_ATK3) n.dogBites++;
      } else if (m.flags & MF.FRIEND) n.friendOnEnemy++;
      else n.enemyOnFriend++;
    });
  }
  monsters(game.ps, (m) => {
    if (m.health < defs.infoSpawnHealth[m.type]) { if (m.flags & MF.FRIEND) n.friendsHurt++; else n.enemiesHurt++; }
  });
  return n;
}

describe(`MBF demos on MBF's example maps, against dsda-doom${skipAll ? ` (skipped: ${skipAll})` : ''}`, () => {
  it('the committed demos are what make-woof-demos.ts writes', () => {
    for (const d of WOOF_DEMOS) expect([...readFileSync(join(DIR, `${d.id}.lmp`))], d.id).toEqual([...woofDemo(d)]);
  });

  for (const d of WOOF_DEMOS) {
    it.skipIf(skipAll !== '' || !(FULL || QUICK.includes(d.id)))(`${d.id} (${d.wad}${d.deh.length ? ` + ${d.deh.join(', ')}` : ''}, ${d.tics} tics, ${d.dogs} dog(s)): in sync to its end`, () => {
      const stack = loadStack(join(FREEDOOM_DIR, 'freedoom2.wad'), [join(WADS, d.wad)]);
      const patches = d.deh.map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(join(WADS, f))) }));
      const { defs } = defsForStack(stack, { patches });
      const demo = parseDemo(readFileSync(join(DIR, `${d.id}.lmp`)), `${d.id}.lmp`, 'demo');
      const ghost = parseGhost(gunzipSync(readFileSync(join(DIR, `${d.id}.gst.gz`))));
      const r = playAgainstGhost(d.id, stack, demo, ghost, [], defs);
      const f = r.firstDesync;
      expect(f, `${d.id}: ${r.ticsInSync}/${r.ticsTotal} tics; ${f ? `parts at tic ${f.tic} (${f.field}: ref ${f.ref}, ours ${f.ours})` : ''}`).toBeNull();
      expect(r.ticsTotal).toBe(d.tics - 1); // (the ghost has no record after the last tic)
    }, 300_000);
  }

  it.skipIf(skipAll !== '')('the friends fight: hockey\'s friendly barons and knights go for the other team and back, both sides hurt; mbfedit\'s dogs bite its monsters', () => {
    const hockey = fightStats(WOOF_DEMOS.find((d) => d.id === 'hockey')!);
    expect(hockey.friendOnEnemy).toBeGreaterThan(1000);
    expect(hockey.enemyOnFriend).toBeGreaterThan(1000);
    expect(hockey.enemiesHurt).toBeGreaterThan(0);
    expect(hockey.friendsHurt).toBeGreaterThan(0);
    const mbfedit = fightStats(WOOF_DEMOS.find((d) => d.id === 'mbfedit')!);
    expect(mbfedit.dogOnEnemy).toBeGreaterThan(100);
    expect(mbfedit.dogBites).toBeGreaterThan(100);
  }, 300_000);
});
