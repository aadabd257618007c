// MBF (203) demos written here (tests/play/data/mbf-woof/make-woof-demos.ts) for MBF's own example
// maps in the demo corpus's wads/woof-examples (which come without demos), each played to its end at
// MBF's rules and compared, tic by tic, with the player's x, y, z and angle dsda-doom 0.25.6 wrote
// playing it (its -export_ghost, committed beside the demo). In hockey.wad ten friendly barons and
// knights and the three helper dogs the demo asks for fight the other eleven: the test also checks
// that friends and dogs did fight (their enemies hurt or dead, dogs' attacks made). The example WADs
// stay in the shared corpus: without it (or Freedoom) the tests are skipped, saying why.
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
import { FULL } from '../helpers/full.js';

const DIR = join(__dirname, 'data', 'mbf-woof');
const WADS = join(CORPUS_DIR, 'wads', 'woof-examples');
const skipAll = !haveFreedoom ? noFreedoomReason : !existsSync(WADS) ? `MBF's example WADs are absent (${WADS})` : '';
/** The quick suite plays the short ones; TOOM_FULL=1 all. */
const QUICK = ['hockey', 'sky'];

describe(`MBF demos on MBF's example maps, against dsda-doom${skipAll ? ` (skipped: ${skipAll})` : ''}`, () => {
  it('the committed demos are what make-woof-demos.ts writes', () => {
    for (const d of WOOF_DEMOS) expect([...readFileSync(join(DIR, `${d.id}.lmp`))], d.id).toEqual([...woofDemo(d)]);
  });

  for (const d of WOOF_DEMOS) {
    const run = FULL || QUICK.includes(d.id);
    it.skipIf(skipAll !== '' || !run)(`${d.id} (${d.wad}${d.deh.length ? ` + ${d.deh.join(', ')}` : ''}, ${d.tics} tics, ${d.dogs} dog(s)): in sync to its end`, () => {
      const stack = loadStack(join(FREEDOOM_DIR, 'freedoom2.wad'), [join(WADS, d.wad)]);
      const patches = d.deh.map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(join(WADS, f))) }));
      const { defs } = defsForStack(stack, { patches });
      const demo = parseDemo(readFileSync(join(DIR, `${d.id}.lmp`)), `${d.id}.lmp`, 'demo');
      const ghost = parseGhost(gunzipSync(readFileSync(join(DIR, `${d.id}.gst.gz`))));
      const r = playAgainstGhost(d.id, stack, demo, ghost, [], defs);
      const f = r.firstDesync;
      expect(f, `${d.id}: ${r.ticsInSync}/${r.ticsTotal} tics; ${f ? `parts at tic ${f.tic} (${f.field}: ref ${f.ref}, ours ${f.ours})` : ''}`).toBeNull();
      expect(r.ticsTotal).toBe(d.tics);
    }, 300_000);
  }
});
