// Replays every saved fuzz failure in tests/fuzz-cases/ (a .wad plus its .json note): each must now
// give a typed error or a full render, quickly. Cases layered over Freedoom skip when it is missing.
import { describe, expect, it } from 'vitest';
import { basename, join } from 'node:path';
import { CASE_LIMIT_MS, FUZZ_CASES_DIR, isFailure, loadEnv, runCase, savedCases, type FuzzEnv } from '../../tools/fuzz/run-case.js';
import { haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';

const cases = savedCases(join(__dirname, '..', '..', FUZZ_CASES_DIR));
let env: FuzzEnv | null = null;
// Cases over the demo WAD (the hostile PWADs of issue 16) or over Freedoom 1.
const envFor = (over: string | null): FuzzEnv => (env ??= loadEnv(over !== null && haveFreedoom, join(__dirname, '..', '..', 'wad', 'toom-demo.wad')));

describe('saved fuzz cases', () => {
  it('the folder holds saved cases, each with its note', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(c.note.kind, c.path).not.toBe('manual');
  });

  for (const c of cases) {
    const needsFreedoom = c.note.over === 'freedoom1';
    const title = `${basename(c.path)} (${c.note.base} ${c.note.map}, found: ${c.note.status} at ${c.note.stage}): typed error or full render`;
    it.skipIf(needsFreedoom && !haveFreedoom)(needsFreedoom && !haveFreedoom ? `${title} — ${noFreedoomReason}` : title, () => {
      const e = c.note.over !== null ? envFor(c.note.over) : (env ?? { iwads: new Map() });
      const o = runCase({ bytes: c.bytes, over: c.note.over, map: c.note.map, seed: c.note.seed }, e);
      expect(isFailure(o.status), `${o.status} at ${o.stage}: ${o.message}\n${o.stack ?? ''}`).toBe(false);
      expect(o.ms).toBeLessThan(CASE_LIMIT_MS);
    });
  }
});
