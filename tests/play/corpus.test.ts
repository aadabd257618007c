// The community demo corpus (/work/shared/demo-corpus): real demos recorded on community PWADs, each
// played in-process to its end — across levels, through the tally and DOOM II's text screens — and
// compared with dsda-doom's reference: the player's x, y, z and angle on every tic, and every
// level's exit tic. The quick suite plays a few short demos (one crosses a level boundary, one ends
// in DOOM 1's episode end); TOOM_FULL=1 plays every demo whose format we read (the `nuts` map's
// ~10,000 monsters take minutes: they run only with TOOM_CORPUS_NUTS=1). The MBF21 (221) demos of
// index-mbf21.tsv (ambient_showcase's DEMO1, an MBF21 map with UMAPINFO) play in the quick suite too.
// Demos in formats not read yet are listed as skipped with the reason. The demos still known to part
// (corpus-known.ts) are held to the tics they keep in sync today. TOOM_CORPUS_ONLY=SUBSTR[,SUBSTR…] picks demos by id;
// TOOM_CORPUS_REPORT=1 prints one line per demo and a summary per PWAD folder; TOOM_DEMO_CORPUS=DIR
// reads another corpus of the same layout.
import { describe, expect, it, afterAll } from 'vitest';
import { CORPUS_DIR, corpusRows, corpusSkip, haveCorpus, playCorpusDemo, type CorpusResult, type CorpusRow } from '../helpers/demo-corpus.js';
import { FULL } from '../helpers/full.js';
import { haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { KNOWN_TO_PART } from './corpus-known.js';

/** Short demos for the quick suite: a MAP01→MAP02 run (the tally hurried by the demo's use), DOOM 1
 *  maps ending in the episode's end, a short DOOM II map. */
const QUICK = ['01_01allo58', '0lev1_0lev1-011', '01fava_f1a9b005', '00_e2m8_00_44'];

const ONLY = (process.env.TOOM_CORPUS_ONLY ?? '').split(',').filter(Boolean);
const REPORT = process.env.TOOM_CORPUS_REPORT === '1';
const NUTS = process.env.TOOM_CORPUS_NUTS === '1';

const skipAll = !haveCorpus ? `the demo corpus is absent (${CORPUS_DIR})` : !haveFreedoom ? noFreedoomReason : '';
const rows: CorpusRow[] = skipAll ? [] : corpusRows();
/** The MBF21 demos (index-mbf21.tsv): short, all of them in the quick suite. */
const mbf21Rows: CorpusRow[] = skipAll ? [] : corpusRows(CORPUS_DIR, 'index-mbf21.tsv');
const chosen = [
  ...rows.filter((r) => (ONLY.length > 0 ? ONLY.some((s) => r.id.includes(s)) : FULL ? NUTS || !r.id.startsWith('nuts_') : QUICK.includes(r.id))),
  ...mbf21Rows.filter((r) => ONLY.length === 0 || ONLY.some((s) => r.id.includes(s))),
];

const results: CorpusResult[] = [];

describe('the community demo corpus, played to its end against dsda-doom', () => {
  it.skipIf(skipAll !== '' || process.env.TOOM_DEMO_CORPUS !== undefined)(`the corpus is here and the quick sample is in it${skipAll ? ` (${skipAll})` : ''}`, () => {
    for (const id of QUICK) expect(rows.some((r) => r.id === id), id).toBe(true);
    expect(mbf21Rows.map((r) => r.id)).toContain('ambient_showcase_DEMO1');
  });

  // The quick run names the demos it leaves out because their format is not read yet (the full
  // run lists each of them as skipped, with the reason).
  if (!FULL && ONLY.length === 0 && rows.length > 0) {
    const unread = new Map<number, number>();
    for (const r of rows) if (!QUICK.includes(r.id) && r.version !== 109 && corpusSkip(r) !== null) unread.set(r.version, (unread.get(r.version) ?? 0) + 1);
    const list = [...unread].sort((a, b) => a[0] - b[0]).map(([v, n]) => `${n} of version ${v}`).join(', ');
    if (list) it.skip(`not read yet (skipped, and so in the full run): ${list}`, () => {});
  }

  for (const row of chosen) {
    const skip = corpusSkip(row);
    it.skipIf(skip !== null)(`${row.id} (v${row.version}, ${row.tics} tics, ${row.levels.length} level(s))${skip ? ` — skipped: ${skip}` : ''}`, () => {
      const r = playCorpusDemo(row);
      results.push(r);
      const d = r.firstDesync;
      const where = d ? `parts at tic ${d.tic} (${d.field}: ref ${d.ref}, ours ${d.ours})` : 'positions in sync';
      const known = KNOWN_TO_PART.get(row.id);
      if (known !== undefined) {
        // Still parting (corpus-known.ts): never earlier than it did; in sync now means the list is stale.
        expect(r.ticsInSync, `${row.id}: ${r.ticsInSync}/${r.ticsTotal} tics; ${where}; corpus-known.ts holds ${known}`).toBeGreaterThanOrEqual(known);
        expect(r.sync, `${row.id} now plays in sync: drop it from tests/play/corpus-known.ts`).toBe(false);
        return;
      }
      expect(d, `${row.id}: ${r.ticsInSync}/${r.ticsTotal} tics; ${where}`).toBeNull();
      expect(r.levels.got, `${row.id}: level times`).toEqual(r.levels.want);
      // A map's World is built once per visit: a restart after a death reuses it.
      expect(r.worldsBuilt).toBe(r.mapsEntered);
    }, 600_000);
  }

  afterAll(() => {
    if (!REPORT) return;
    const per = new Map<string, number[]>();
    for (const r of results) {
      const d = r.firstDesync;
      console.log(`${r.id.padEnd(40)} ${String(r.ticsInSync).padStart(7)}/${String(r.ticsTotal).padEnd(7)} ${r.sync ? 'in sync' : d ? `parts at tic ${d.tic} (${d.field}: ref ${d.ref}, ours ${d.ours})` : `levels ${JSON.stringify(r.levels.got)} vs ${JSON.stringify(r.levels.want)}`} restarts ${r.restarts}`);
      const k = r.id.split('_')[0];
      const c = per.get(k) ?? [0, 0, 0, 0];
      c[0] += r.sync ? 1 : 0; c[1]++; c[2] += r.ticsInSync; c[3] += r.ticsTotal;
      per.set(k, c);
    }
    for (const [k, c] of [...per].sort()) console.log(`  ${k.padEnd(12)} demos ${c[0]}/${c[1]}  tics ${c[2]}/${c[3]}`);
  });
});
