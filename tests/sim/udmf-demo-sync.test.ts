// Freedoom's demos played on their maps converted to UDMF (tools/udmf-convert.ts: TEXTMAP, the BSP
// as ZNODES, BLOCKMAP, REJECT) stay in sync with Chocolate Doom's traces of the binary maps, tic by
// tic: the UDMF reader gives the game exactly what the binary one does. npm test plays freedoom2's
// DEMO1; the full run all eight.
import { describe, expect, it } from 'vitest';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { compareTraces } from '../helpers/trace-compare.js';
import { demoTrace, referenceTrace } from '../helpers/demo-trace.js';
import { loadStack } from '../../tools/load.js';
import { demoMapName, parseDemo } from '../../src/sim/demo.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { parseWad } from '../../src/wad/wad-file.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { udmfMapLumps } from '../../tools/udmf-convert.js';

for (const [iwad, name] of [[FREEDOOM1, 'freedoom1'], [FREEDOOM2, 'freedoom2']] as const) {
  const skip = freedoomGoldenSkip(iwad);
  describe.skipIf(skip !== null)(`demo sync on ${name}'s maps as UDMF${skip ? ` (${skip})` : ''}`, () => {
    for (const lump of ['DEMO1', 'DEMO2', 'DEMO3', 'DEMO4']) {
      const key = `${name}-${lump}`;
      const quick = key === 'freedoom2-DEMO1';
      it.runIf(FULL || quick)(`${lump}: in sync with Chocolate Doom to its last tic${FULL || quick ? '' : fullOnly}`, () => {
        const stack = loadStack(iwad, []);
        const demo = parseDemo(Uint8Array.from(stack.find(lump)!.data), iwad, lump);
        const map = demoMapName(demo, name === 'freedoom2');
        const { lumps, lost } = udmfMapLumps(map, decodeMap(stack.map(map)));
        expect(lost).toEqual([]);
        stack.add(parseWad(writeWad('PWAD', lumps), 'udmf.wad'));
        expect(stack.map(map).format).toBe('udmf');
        const d = compareTraces(referenceTrace(new URL(`./data/demo-traces/${key}.txt.gz`, import.meta.url)), demoTrace(stack, demo));
        const where = d.first ? `first desync at tic ${d.first.tic} (${d.first.field}: ref ${d.first.ref}, ours ${d.first.ours})` : 'in sync';
        expect(d.first, `${key} on UDMF: ${d.inSync}/${d.total} tics in sync; ${where}`).toBeNull();
        expect(d.inSync).toBe(d.total);
        expect(d.total).toBeGreaterThan(1000);
      }, 60_000);
    }
  });
}
