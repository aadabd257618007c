// Demo sync with the monsters: Freedoom's eight demo lumps as they were recorded (no byte changed:
// the monsters look, chase, shoot, bite, take pain, fight each other and die), played by the DOOM
// playsim and compared tic by tic with Chocolate Doom's traces of the same demos (doom-trace, stored
// gzipped in tests/sim/data/demo-traces/<iwad>-DEMOn.txt.gz, written by
// ../shared/tools/doom-trace/trace.sh; their sha256 are doom-trace's examples/freedoom-0.12.1.sha256).
// Every demo plays in sync to its last tic — the random cursor, the player's fields and the hash of
// every thing's fields — and, in the full run, the same twice.
import { describe, expect, it } from 'vitest';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { compareTraces } from '../helpers/trace-compare.js';
import { demoTrace, referenceTrace } from '../helpers/demo-trace.js';
import { loadStack } from '../../tools/load.js';
import { parseDemo } from '../../src/sim/demo.js';

/** Tics per demo (all of them: each plays in sync to its end since the monsters came, issue 24). */
const TICS: Record<string, number> = {
  'freedoom1-DEMO1': 1531, 'freedoom1-DEMO2': 2763, 'freedoom1-DEMO3': 1241, 'freedoom1-DEMO4': 6467,
  'freedoom2-DEMO1': 1415, 'freedoom2-DEMO2': 4785, 'freedoom2-DEMO3': 2593, 'freedoom2-DEMO4': 1842,
};

/** One stack per IWAD for the file (playing a demo reads the stack, never changes it). */
const stacks = new Map<string, ReturnType<typeof loadStack>>();
function playTrace(iwad: string, lump: string): string {
  let stack = stacks.get(iwad);
  if (!stack) stacks.set(iwad, (stack = loadStack(iwad, [])));
  const l = stack.find(lump);
  if (!l) throw new Error(`${iwad}: no ${lump}`);
  const bytes = Uint8Array.from(l.data);
  return demoTrace(stack, parseDemo(bytes, iwad, lump));
}

for (const [iwad, name] of [[FREEDOOM1, 'freedoom1'], [FREEDOOM2, 'freedoom2']] as const) {
  const skip = freedoomGoldenSkip(iwad);
  describe.skipIf(skip !== null)(`demo sync on ${name} with monsters${skip ? ` (${skip})` : ''}`, () => {
    for (const lump of ['DEMO1', 'DEMO2', 'DEMO3', 'DEMO4']) {
      const key = `${name}-${lump}`;
      // npm test plays DEMO1 of each IWAD (the corpus's quick sample plays more); the full run all eight.
      it.runIf(FULL || lump === 'DEMO1')(`${lump}: in sync with Chocolate Doom to its last tic (${TICS[key]})${FULL ? ', and the same twice' : lump === 'DEMO1' ? '' : fullOnly}`, () => {
        const ref = referenceTrace(new URL(`./data/demo-traces/${key}.txt.gz`, import.meta.url));
        const ours = playTrace(iwad, lump);
        const d = compareTraces(ref, ours);
        const where = d.first ? `first desync at tic ${d.first.tic} (${d.first.field}: ref ${d.first.ref}, ours ${d.first.ours})` : 'in sync';
        expect(d.total).toBe(TICS[key]);
        expect(d.first, `${key}: ${d.inSync}/${d.total} tics in sync; ${where}`).toBeNull();
        expect(d.inSync).toBe(d.total);
        // Determinism, played again: in the full run (npm test's state-hash checks it on Freedoom's E1M1).
        if (FULL) expect(playTrace(iwad, lump)).toBe(ours);
      }, 60_000);
    }
  });
}
