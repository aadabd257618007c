// A seeded, bounded fuzz run inside `npm test` (50 damaged WADs, 300 in test:full, in-process, each checked
// against the per-case time limit), plus checks of the harness itself: cases are reproducible, every
// mutator really changes the WAD, and the worker watchdog of `npm run fuzz` catches an infinite loop.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { FUZZ_KINDS, caseSeed, makeCase } from '../../tools/fuzz/mutate.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { CASE_LIMIT_MS, isFailure, loadBases, loadEnv, runCase, type Status } from '../../tools/fuzz/run-case.js';
import { haveFreedoom } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';

const ROOT = join(__dirname, '..', '..');
const SEED = 0x70f0;
// `npm test` runs the first 50 seeds; `npm run test:full` all 300 (the same seeds, so a case that fails
// in the quick run fails in the full one too).
const CASES = FULL ? 300 : 50;

describe('fuzz', () => {
  const bases = loadBases(ROOT);

  it(`${CASES} seeded damaged WADs: each gives a typed error or a full render, within ${CASE_LIMIT_MS} ms of CPU`, () => {
    if (!haveFreedoom) console.warn('fuzz: Freedoom is not installed; fuzzing the demo WAD only');
    const env = loadEnv();
    const failures: string[] = [];
    const statuses = new Map<Status, number>();
    const kinds = new Set<string>();
    const t0 = performance.now();
    for (let i = 0; i < CASES; i++) {
      const c = makeCase(bases, caseSeed(SEED, i));
      const o = runCase(c, env);
      kinds.add(c.kind);
      statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
      if (isFailure(o.status)) {
        failures.push(`${c.kind}-${c.seed} (${c.base} ${c.map}): ${o.status} at ${o.stage}: ${o.message}\n` +
          `  reproduce and save: npm run fuzz -- --case-seed ${c.seed}${haveFreedoom ? '' : ' --no-freedoom'}\n${o.stack ?? ''}`);
      }
    }
    const secs = (performance.now() - t0) / 1000;
    console.log(`fuzz: ${CASES} cases in ${secs.toFixed(1)} s: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`);
    expect(failures).toEqual([]);
    // Not vacuous: many cases load and render, many are rejected with typed errors, and most kinds ran.
    expect(statuses.get('ok') ?? 0).toBeGreaterThan(CASES / 4);
    expect(statuses.get('typed') ?? 0).toBeGreaterThan(CASES / 6);
    expect(kinds.size).toBeGreaterThan(FUZZ_KINDS.length - 3);
  });

  it('a case is a pure function of its seed', () => {
    for (const s of [1, 2, 0xdeadbeef]) {
      const a = makeCase(bases, s), b = makeCase(bases, s);
      expect(b.kind).toBe(a.kind);
      expect(b.base).toBe(a.base);
      expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    }
    expect(caseSeed(1, 0)).not.toBe(caseSeed(1, 1));
    expect(caseSeed(1, 0)).not.toBe(caseSeed(2, 0));
  });

  it('every kind damages the WAD (the bytes differ from the undamaged base for most seeds)', () => {
    const demo = bases.filter((b) => b.id === 'demo');
    const undamaged = Buffer.from(writeWad(demo[0].kind, demo[0].lumps));
    for (const kind of FUZZ_KINDS) {
      let changed = 0;
      for (let s = 0; s < 8; s++) if (!Buffer.from(makeCase(demo, s, kind).bytes).equals(undamaged)) changed++;
      expect(changed, kind).toBeGreaterThanOrEqual(6);
    }
  });

  it.runIf(FULL)(`the watchdog of \`npm run fuzz\` terminates a worker stuck in an infinite loop and carries on (--selftest)${fullOnly}`, () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'fuzz.js'), '--selftest', '--no-freedoom', '--timeout-ms', '500'], {
      cwd: ROOT, encoding: 'utf8', timeout: 60_000,
    });
    expect(r.stdout + r.stderr).toMatch(/infinite loop → hang .*dying worker → crash .*next case → (ok|typed): ok/);
    expect(r.status).toBe(0);
  });
});
