// The compatibility level a WAD stack asks for when nobody says (src/defs/complevel.ts): COMPLVL,
// then MBF's patches, then Boom's specials and lumps, then vanilla by the IWAD's kind. On stacks built
// here with exact reasons, and on Freedoom and the demo corpus's PWADs.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { stackComplevel } from '../../src/defs/complevel.js';
import { defsForStack } from '../../src/defs/load-defs.js';
import { boxRoom, mapLumps, type TestMap } from '../helpers/map-builder.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { CORPUS_DIR, haveCorpus } from '../helpers/demo-corpus.js';
import { loadStack } from '../../tools/load.js';

const text = (s: string) => new TextEncoder().encode(s);

function room(name: string, edit: (m: TestMap) => void = () => {}): LumpSource[] {
  const m = boxRoom(0, 0, 256, 256);
  m.things = [{ x: 64, y: 64, type: 1 }];
  edit(m);
  const lumps = mapLumps(m);
  lumps[0] = { ...lumps[0], name };
  return lumps;
}

function stackOf(...files: LumpSource[][]): WadStack {
  return WadStack.fromBuffers(files.map((lumps, i) => ({ name: `f${i}.wad`, bytes: writeWad(i === 0 ? 'IWAD' : 'PWAD', lumps) })));
}

describe('the complevel a stack asks for', () => {
  it('vanilla: the Ultimate DOOM for ExMy maps, DOOM II 1.9 for MAPxx', () => {
    expect(stackComplevel(stackOf(room('E1M1')))).toEqual({ complevel: 3, why: 'a DOOM 1 stack with nothing of Boom or MBF', warnings: [] });
    expect(stackComplevel(stackOf(room('MAP01'))).complevel).toBe(2);
  });

  it('COMPLVL decides first, whatever the maps use; a bad one is warned about and ignored', () => {
    const boomMap = room('MAP01', (m) => { m.lines[0].special = 242; m.lines[0].tag = 1; });
    for (const [word, level] of [['vanilla', 2], ['boom', 9], ['mbf', 11], ['MBF21\n', 21]] as const) {
      const r = stackComplevel(stackOf(room('MAP01'), [...boomMap, { name: 'COMPLVL', data: text(word) }]));
      expect(r.complevel).toBe(level);
      expect(r.why).toBe(`COMPLVL lump: ${word.trim().toLowerCase()}`);
    }
    const bad = stackComplevel(stackOf(room('MAP01'), [{ name: 'COMPLVL', data: text('prboom+') }]));
    expect(bad.complevel).toBe(2);
    expect(bad.warnings).toEqual(['f1.wad COMPLVL: "prboom+" is not vanilla, boom, mbf or mbf21; ignored']);
  });

  it("Boom: a line special above 141, a sector's Boom bits, or Boom's own lumps", () => {
    expect(stackComplevel(stackOf(room('MAP01'), room('MAP02', (m) => { m.lines[2].special = 0x3c01; })))).toMatchObject({ complevel: 9, why: `MAP02 uses line special ${0x3c01}` });
    expect(stackComplevel(stackOf(room('MAP01'), room('MAP01', (m) => { m.sectors[0].special = 32 | 9; })))).toMatchObject({ complevel: 9, why: 'MAP01 uses sector special 41' });
    expect(stackComplevel(stackOf(room('MAP01'), room('MAP01', (m) => { m.lines[0].special = 141; m.sectors[0].special = 31; }))).complevel).toBe(2);
    // The IWAD's own maps and lumps do not count (Freedoom's carry Boom's specials for Boom's ports).
    expect(stackComplevel(stackOf([...room('MAP01', (m) => { m.lines[0].special = 242; }), { name: 'ANIMATED', data: new Uint8Array([255]) }])).complevel).toBe(2);
    expect(stackComplevel(stackOf(room('MAP01'), [{ name: 'ANIMATED', data: new Uint8Array([255]) }]))).toMatchObject({ complevel: 9, why: 'f1.wad has a ANIMATED lump' });
  });

  it("MBF: a patch giving a frame one of MBF's code pointers or a thing MBF's flags", () => {
    const ptr = stackOf(room('MAP01'), [{ name: 'DEHACKED', data: text('[CODEPTR]\nFRAME 1 = Mushroom\n') }]);
    expect(stackComplevel(ptr, defsForStack(ptr).defs)).toMatchObject({ complevel: 11, why: "a DEHACKED patch uses MBF's additions" });
    const flags = stackOf(room('MAP01'), [{ name: 'DEHACKED', data: text('Patch File for DeHackEd v3.0\nDoom version = 21\nPatch format = 6\n\nThing 1 (Player)\nBits = SOLID+SHOOTABLE+BOUNCES\n') }]);
    expect(stackComplevel(flags, defsForStack(flags).defs).complevel).toBe(11);
    const plain = stackOf(room('MAP01'), [{ name: 'DEHACKED', data: text('[CODEPTR]\nFRAME 1 = Look\n') }]);
    expect(stackComplevel(plain, defsForStack(plain).defs).complevel).toBe(2);
  });

  it.skipIf(!haveFreedoom)('Freedoom: Phase 1 at the Ultimate DOOM, Phase 2 at DOOM II 1.9', () => {
    expect(stackComplevel(loadStack(FREEDOOM1)).complevel).toBe(3);
    expect(stackComplevel(loadStack(FREEDOOM2)).complevel).toBe(2);
  });
  if (!haveFreedoom) it.skip(noFreedoomReason, () => {});

  it.skipIf(!haveCorpus || !haveFreedoom)("the corpus: 100lineN asks for Boom, the vanilla PWADs for vanilla", () => {
    const wad = (folder: string) => {
      const f = readdirSync(join(CORPUS_DIR, 'wads', folder)).find((n) => /\.wad$/i.test(n))!;
      return join(CORPUS_DIR, 'wads', folder, f);
    };
    expect(stackComplevel(loadStack(FREEDOOM2, [wad('100linen')])).complevel).toBe(9);
    for (const folder of ['01fava', '1fiffy', '02what']) {
      if (!existsSync(join(CORPUS_DIR, 'wads', folder))) continue;
      const iwad = readFileSync(join(CORPUS_DIR, 'index.tsv'), 'utf8').split('\n').find((l) => l.startsWith(`${folder}_`))!.split('\t')[1];
      expect(stackComplevel(loadStack(join('/usr/share/games/doom', iwad), [wad(folder)])).complevel, folder).toBeLessThan(7);
    }
  });
});
