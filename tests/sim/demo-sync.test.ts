// Demo sync, the strictest measure of DOOM engines: Freedoom's eight demo lumps, with the header's
// nomonsters byte set (issue 22; the monsters come in issue 24), played by the DOOM playsim and
// compared tic by tic with Chocolate Doom's traces of the same demos (doom-trace, stored gzipped in
// tests/sim/data/demo-traces/, written by ../shared/tools/doom-trace/trace.sh): every tic in sync,
// to the last — the random cursor, the player's fields and the hash of every thing's fields.
import { describe, expect, it } from 'vitest';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { compareTraces } from '../helpers/trace-compare.js';
import { demoTrace, referenceTrace } from '../helpers/demo-trace.js';
import { loadStack } from '../../tools/load.js';
import { parseDemo } from '../../src/sim/demo.js';

/** One stack per IWAD for the file (playing a demo reads the stack, never changes it). */
const stacks = new Map<string, ReturnType<typeof loadStack>>();
function playTrace(iwad: string, lump: string): string {
  let stack = stacks.get(iwad);
  if (!stack) stacks.set(iwad, (stack = loadStack(iwad, [])));
  const l = stack.find(lump);
  if (!l) throw new Error(`${iwad}: no ${lump}`);
  const bytes = Uint8Array.from(l.data);
  bytes[7] = 1; // nomonsters
  return demoTrace(stack, parseDemo(bytes, iwad, lump));
}

for (const [iwad, name] of [[FREEDOOM1, 'freedoom1'], [FREEDOOM2, 'freedoom2']] as const) {
  const skip = freedoomGoldenSkip(iwad);
  describe.skipIf(skip !== null)(`demo sync on ${name} without monsters${skip ? ` (${skip})` : ''}`, () => {
    for (const lump of ['DEMO1', 'DEMO2', 'DEMO3', 'DEMO4']) {
      const key = `${name}-${lump}`;
      // `npm test` plays DEMO1 of each IWAD here (and all eight with the monsters, demo-sync-monsters);
      // the full run all eight without them too.
      it.runIf(FULL || lump === 'DEMO1')(`${lump}: in sync with Chocolate Doom to its last tic${FULL ? ', and the same twice' : lump === 'DEMO1' ? '' : fullOnly}`, () => {
        const ref = referenceTrace(new URL(`./data/demo-traces/${key}-nm.txt.gz`, import.meta.url));
        const ours = playTrace(iwad, lump);
        const d = compareTraces(ref, ours);
        const where = d.first ? `first desync at tic ${d.first.tic} (${d.first.field}: ref ${d.first.ref}, ours ${d.first.ours})` : 'in sync';
        expect(d.first, `${key}: ${d.inSync}/${d.total} tics in sync; ${where}`).toBeNull();
        expect(d.inSync).toBe(d.total);
        // Determinism, played again: in the full run (npm test's state-hash checks it on Freedoom's E1M1).
        if (FULL) expect(playTrace(iwad, lump)).toBe(ours);
      }, 60_000);
    }
  });
}
