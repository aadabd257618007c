// `npm run bench -- --quick --json` prints one JSON document of the documented shape, with 1- and
// 2-thread 640×400 render entries for Freedoom E1 maps and the playsim's per-tic entries when Freedoom
// is installed. The figures
// themselves are not asserted (speed is measured by the benchmark, never by a test). It runs the
// quick benchmark (8 s), so it is part of `npm run test:full` (CI), not of `npm test`.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { haveFreedoom } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';

const root = join(__dirname, '..', '..');

describe.runIf(FULL)(`npm run bench -- --quick --json${fullOnly}`, () => {
  it('prints the documented JSON document', () => {
    const out = execFileSync(process.execPath, [join(root, 'dist', 'bench.js'), '--quick', '--json'], { cwd: root, encoding: 'utf8', timeout: 170_000 });
    const doc = JSON.parse(out);
    expect(doc.machine).toMatchObject({ cores: expect.any(Number), cpu: expect.any(String), node: process.version });
    expect(doc.reference).toBeNull();
    expect(doc.suites.length).toBeGreaterThan(5);
    for (const s of doc.suites) {
      expect(['load', 'mesh', 'render']).toContain(s.suite);
      expect(typeof s.wad).toBe('string');
      expect(s.threads).toBeGreaterThanOrEqual(1);
      expect(s.frames).toBeGreaterThan(0);
      expect(s.medianMs).toBeGreaterThan(0);
      expect(s.p95Ms).toBeGreaterThanOrEqual(s.medianMs);
      if (s.suite === 'render') expect(s.resolution).toMatch(/^\d+x\d+$/);
    }
    const render = (wad: string, threads: number) => doc.suites.filter((s: { suite: string; wad: string; resolution: string; threads: number }) =>
      s.suite === 'render' && s.wad === wad && s.resolution === '640x400' && s.threads === threads);
    expect(render('toom-demo', 1).length).toBe(3);
    expect(render('toom-demo', 2).length).toBe(3);
    for (const kind of ['load', 'mesh']) expect(doc.suites.some((s: { suite: string }) => s.suite === kind)).toBe(true);
    if (haveFreedoom) {
      const one = render('freedoom1', 1), two = render('freedoom1', 2);
      expect(one.map((s: { map: string }) => s.map)).toEqual(['E1M1', 'E1M2', 'E1M3']);
      expect(two.map((s: { map: string }) => s.map)).toEqual(['E1M1', 'E1M2', 'E1M3']);
      expect(doc.summary.maps).toEqual(['E1M1', 'E1M2', 'E1M3']);
      expect(doc.summary.medianMs1).toBeGreaterThan(0);
      // DOOM's playsim per tic: DEMO1 of both IWADs (nomonsters), the quick walks.
      const p = doc.playsim;
      expect(p.demos.map((d: { wad: string; demo: string; map: string }) => `${d.wad} ${d.demo} ${d.map}`)).toEqual(['freedoom1 DEMO1 E1M4', 'freedoom2 DEMO1 MAP15']);
      expect(p.maps.map((m: { map: string }) => m.map)).toEqual(['E1M1', 'E1M2', 'E1M3', 'MAP01']);
      for (const r of [...p.demos, ...p.maps]) {
        expect(r.tics).toBeGreaterThan(1000);
        expect(r.medianMs).toBeGreaterThan(0);
        expect(r.p99Ms).toBeGreaterThanOrEqual(r.medianMs);
      }
      expect(p.mapMedianMs).toBeGreaterThan(0);
    }
  }, 180_000);
});
