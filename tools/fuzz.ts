// `npm run fuzz -- [--seconds N] [--cases N] [--seed S] [--kind K] [--workers N] [--no-freedoom]`
// `npm run fuzz -- --replay FILE.wad ...`, `npm run fuzz -- --case-seed N`, `npm run fuzz -- --selftest`
// Mutates WADs (the demo WAD; Freedoom 1 E1M1..E1M3 map lumps when installed) and runs every case
// through load → decodeMap → buildWorld → two renders in a worker thread with a watchdog: a case
// that takes longer than --timeout-ms (2000) is a hang, and the worker is terminated, so a true
// infinite loop is caught. Failures (an untyped exception, an unwritten pixel, a hang) are saved to
// tests/fuzz-cases/<kind>-<seed>.wad with a .json note; `npm test` replays them forever after.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { FUZZ_KINDS, caseSeed, makeCase, type FuzzCase } from './fuzz/mutate.js';
import {
  CASE_LIMIT_MS, FUZZ_CASES_DIR, isFailure, loadBases, loadEnv, runCase, saveFailure, savedCases, signature,
  type Outcome, type Status,
} from './fuzz/run-case.js';
import { FREEDOOM1 } from './freedoom.js';

interface CaseMsg { id: number; bytes: ArrayBuffer; over: string | null; map: string; seed: number; selftest?: 'hang' | 'die' }
type FromWorker = { type: 'ready' } | { type: 'done'; id: number; outcome: Outcome };

// ------------------------------------------------------------------------------------ worker side

function workerMain(): void {
  const env = loadEnv((workerData as { freedoom: boolean }).freedoom);
  const port = parentPort!;
  port.on('message', (m: CaseMsg) => {
    // --selftest: prove the watchdog catches a true infinite loop and a dying worker.
    if (m.selftest === 'hang') for (;;);
    if (m.selftest === 'die') process.exit(3);
    const outcome = runCase({ bytes: new Uint8Array(m.bytes), over: m.over, map: m.map, seed: m.seed }, env, Infinity);
    port.postMessage({ type: 'done', id: m.id, outcome } satisfies FromWorker);
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
}

// -------------------------------------------------------------------------------------- main side

interface Options {
  seconds: number;
  cases: number;
  seed: number;
  kind?: string;
  workers: number;
  timeoutMs: number;
  freedoom: boolean;
  keep: number;
  out: string;
  replay: string[];
  selftest: boolean;
  /** Run just this case seed (as printed by a failing test or a note). */
  caseSeed?: number;
}

function usage(msg?: string): never {
  if (msg) console.error(`fuzz: ${msg}`);
  console.error('usage: npm run fuzz -- [--seconds N] [--cases N] [--seed S] [--kind K] [--workers N] [--timeout-ms N] [--keep N] [--out DIR] [--no-freedoom]');
  console.error('       npm run fuzz -- --case-seed N [--kind K]   (one case, as a failing test names it)');
  console.error('       npm run fuzz -- --replay FILE.wad ...');
  console.error('       npm run fuzz -- --selftest [--timeout-ms N]   (the watchdog catches an infinite loop and a dying worker)');
  console.error(`kinds: ${FUZZ_KINDS.join(' ')}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    seconds: NaN, cases: NaN, seed: (Date.now() ^ (process.pid << 16)) >>> 0, workers: Math.max(1, availableParallelism() - 1),
    timeoutMs: CASE_LIMIT_MS, freedoom: existsSync(FREEDOOM1), keep: 2, out: FUZZ_CASES_DIR, replay: [], selftest: false,
  };
  const num = (i: number) => {
    const v = Number(argv[i]);
    if (argv[i] === undefined || !Number.isFinite(v) || v < 0) usage(`${argv[i - 1]} needs a non-negative number`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seconds') o.seconds = num(++i);
    else if (a === '--cases') o.cases = Math.floor(num(++i));
    else if (a === '--seed') o.seed = num(++i) >>> 0;
    else if (a === '--workers') o.workers = Math.max(1, Math.floor(num(++i)));
    else if (a === '--timeout-ms') o.timeoutMs = num(++i);
    else if (a === '--keep') o.keep = Math.floor(num(++i));
    else if (a === '--out') o.out = argv[++i] ?? usage('--out needs a folder');
    else if (a === '--kind') { o.kind = argv[++i]; if (!o.kind || !FUZZ_KINDS.includes(o.kind)) usage(`unknown kind ${JSON.stringify(o.kind)}`); }
    else if (a === '--no-freedoom') o.freedoom = false;
    else if (a === '--selftest') o.selftest = true;
    else if (a === '--case-seed') { o.caseSeed = num(++i) >>> 0; o.cases = 1; }
    else if (a === '--replay') { while (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) o.replay.push(argv[++i]); }
    else if (a === '--help' || a === '-h') usage();
    else usage(`unknown argument ${JSON.stringify(a)}`);
  }
  if (Number.isNaN(o.seconds) && Number.isNaN(o.cases)) o.seconds = 60;
  if (Number.isNaN(o.seconds)) o.seconds = Infinity;
  if (Number.isNaN(o.cases)) o.cases = Infinity;
  return o;
}

/** A worker thread with a watchdog: run() resolves with the case's outcome, or 'hang' after timeoutMs (the worker is terminated). */
class Runner {
  private worker!: Worker;
  private ready!: Promise<void>;
  private pending: { id: number; resolve: (o: Outcome) => void; timer: NodeJS.Timeout | null } | null = null;
  private nextId = 1;
  restarts = 0;

  constructor(private freedoom: boolean, private timeoutMs: number) {
    this.start();
  }

  private start(): void {
    const w = new Worker(new URL(import.meta.url), { workerData: { freedoom: this.freedoom }, resourceLimits: { maxOldGenerationSizeMb: 2048 } });
    this.worker = w;
    this.ready = new Promise((resolve, reject) => {
      const onMsg = (m: FromWorker) => { if (m.type === 'ready') { w.off('message', onMsg); resolve(); } };
      w.on('message', onMsg);
      w.once('error', reject);
    });
    this.ready.catch(() => {}); // reported by the run() that awaits it
    w.on('message', (m: FromWorker) => {
      if (m.type !== 'done' || !this.pending || this.pending.id !== m.id) return;
      const p = this.pending;
      this.pending = null;
      if (p.timer) clearTimeout(p.timer);
      p.resolve(m.outcome);
    });
    const fail = (why: string) => {
      if (w !== this.worker || !this.pending) return;
      const p = this.pending;
      this.pending = null;
      if (p.timer) clearTimeout(p.timer);
      this.restart();
      p.resolve({ status: 'crash', stage: 'worker', message: why, ms: 0, warnings: 0 });
    };
    w.on('error', (e) => fail(`worker died: ${e.name}: ${e.message}`));
    w.on('exit', (code) => fail(`worker exited with code ${code}`));
  }

  private restart(): void {
    const old = this.worker;
    this.restarts++;
    this.start();
    void old.terminate();
  }

  async run(c: Pick<FuzzCase, 'bytes' | 'over' | 'map' | 'seed'>, selftest?: 'hang' | 'die'): Promise<Outcome> {
    await this.ready;
    const id = this.nextId++;
    const bytes = c.bytes.slice().buffer;
    return new Promise<Outcome>((resolve) => {
      const t0 = performance.now();
      const timer = setTimeout(() => {
        if (!this.pending || this.pending.id !== id) return;
        this.pending = null;
        this.restart();
        resolve({ status: 'hang', stage: 'watchdog', message: `no answer after ${Math.round(performance.now() - t0)} ms (limit ${this.timeoutMs}): worker terminated`, ms: performance.now() - t0, warnings: 0 });
      }, this.timeoutMs);
      this.pending = { id, resolve, timer };
      this.worker.postMessage({ id, bytes, over: c.over, map: c.map, seed: c.seed, selftest } satisfies CaseMsg, [bytes]);
    });
  }

  /** Runs a case; a hang is retried once in a fresh worker (a GC pause or a busy machine is not a hang). */
  async runConfirmed(c: Pick<FuzzCase, 'bytes' | 'over' | 'map' | 'seed'>): Promise<Outcome & { retried?: boolean }> {
    const o = await this.run(c);
    if (o.status !== 'hang') return o;
    const again = await this.run(c);
    return { ...again, retried: true };
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

async function replay(o: Options): Promise<void> {
  const runner = new Runner(o.freedoom, o.timeoutMs);
  let bad = 0;
  for (const path of o.replay) {
    const dir = path.replace(/[^/]*$/, '') || '.';
    const saved = savedCases(dir).find((s) => s.path.endsWith(path.split('/').pop()!));
    if (!saved) { console.error(`fuzz: ${path}: not found`); bad++; continue; }
    if (saved.note.over && !o.freedoom) { console.log(`${path}: skipped (needs ${saved.note.over})`); continue; }
    const out = await runner.runConfirmed({ bytes: saved.bytes, over: saved.note.over, map: saved.note.map, seed: saved.note.seed });
    if (isFailure(out.status)) bad++;
    console.log(`${path}: ${out.status} (${out.stage}, ${Math.round(out.ms)} ms): ${out.message}`);
    if (out.stack && isFailure(out.status)) console.log(out.stack.split('\n').slice(0, 6).join('\n'));
  }
  await runner.close();
  process.exitCode = bad ? 1 : 0;
}

/** Checks the harness itself: an infinite loop is reported as a hang, a dying worker as a crash, and the next case still runs. */
async function selftest(o: Options): Promise<void> {
  const bases = loadBases(process.cwd(), false);
  const c = makeCase(bases, 1, 'vertex-move');
  const runner = new Runner(o.freedoom, o.timeoutMs);
  const hang = await runner.run(c, 'hang');
  const die = await runner.run(c, 'die');
  // The next case runs in a fresh worker, confirmed like any other (a loaded machine is not a hang).
  const after = await runner.runConfirmed(c);
  await runner.close();
  const ok = hang.status === 'hang' && die.status === 'crash' && !isFailure(after.status);
  console.log(`selftest: infinite loop → ${hang.status} (${hang.message}); dying worker → ${die.status} (${die.message}); ` +
    `next case → ${after.status}: ${ok ? 'ok' : 'FAILED'}`);
  process.exitCode = ok ? 0 : 1;
}

async function fuzz(o: Options): Promise<void> {
  const bases = loadBases(process.cwd(), o.freedoom);
  console.log(`fuzz: seed ${o.seed}, bases ${bases.map((b) => b.id).join(' ')}, ${o.workers} worker(s), ` +
    `${Number.isFinite(o.seconds) ? `${o.seconds} s` : ''}${Number.isFinite(o.seconds) && Number.isFinite(o.cases) ? ', ' : ''}` +
    `${Number.isFinite(o.cases) ? `${o.cases} cases` : ''}, per-case limit ${o.timeoutMs} ms${o.kind ? `, kind ${o.kind}` : ''}`);
  const t0 = performance.now();
  const deadline = t0 + o.seconds * 1000;
  const byStatus = new Map<Status, number>();
  const byKind = new Map<string, Map<Status, number>>();
  const sigs = new Map<string, { count: number; first: string; files: string[] }>();
  let started = 0, finished = 0, retriedOk = 0, slowest = 0, slowestCase = '';
  let lastReport = t0;
  const runners = Array.from({ length: o.workers }, () => new Runner(o.freedoom, o.timeoutMs));

  const loop = async (runner: Runner) => {
    while (started < o.cases && performance.now() < deadline) {
      const index = started++;
      const c = makeCase(bases, o.caseSeed ?? caseSeed(o.seed, index), o.kind);
      const out = await runner.runConfirmed(c);
      finished++;
      if (out.retried && out.status !== 'hang') retriedOk++;
      if (out.ms > slowest && out.status !== 'hang') { slowest = out.ms; slowestCase = `${c.kind}-${c.seed} (${c.base})`; }
      byStatus.set(out.status, (byStatus.get(out.status) ?? 0) + 1);
      let k = byKind.get(c.kind);
      if (!k) byKind.set(c.kind, (k = new Map()));
      k.set(out.status, (k.get(out.status) ?? 0) + 1);
      if (isFailure(out.status)) {
        const sig = out.status === 'hang' ? `hang|${c.kind}` : signature(out);
        let s = sigs.get(sig);
        if (!s) sigs.set(sig, (s = { count: 0, first: `${c.kind}-${c.seed} ${c.base} ${c.map}: ${out.status} at ${out.stage}: ${out.message}`, files: [] }));
        s.count++;
        if (s.files.length < o.keep) s.files.push(saveFailure(o.out, c, out, o.seed));
        if (s.count === 1) console.log(`FAIL ${s.first}${out.stack ? '\n' + out.stack.split('\n').slice(0, 6).join('\n') : ''}`);
      }
      const now = performance.now();
      if (now - lastReport > 10_000) {
        lastReport = now;
        const fails = [...sigs.values()].reduce((a, s) => a + s.count, 0);
        console.log(`  ${Math.round((now - t0) / 1000)} s: ${finished} cases (${(finished / ((now - t0) / 1000)).toFixed(1)}/s), ${fails} failure(s), ${sigs.size} distinct`);
      }
    }
  };
  await Promise.all(runners.map(loop));
  await Promise.all(runners.map((r) => r.close()));

  const secs = (performance.now() - t0) / 1000;
  const fails = [...sigs.values()].reduce((a, s) => a + s.count, 0);
  console.log(`\nfuzz: ${finished} cases in ${secs.toFixed(1)} s (${(finished / secs).toFixed(1)}/s), seed ${o.seed}`);
  console.log(`  outcomes: ${[...byStatus].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  console.log(`  slowest finished case: ${Math.round(slowest)} ms (${slowestCase}); hangs that passed on retry: ${retriedOk}; worker restarts: ${runners.reduce((a, r) => a + r.restarts, 0)}`);
  console.log('  by kind:');
  for (const [kind, m] of [...byKind].sort()) console.log(`    ${kind.padEnd(16)} ${[...m].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  console.log(`  failures: ${fails} (${sigs.size} distinct)`);
  for (const [sig, s] of sigs) console.log(`    ${s.count}× ${sig}\n       e.g. ${s.first}\n       saved: ${s.files.join(' ') || '(none: --keep 0)'}`);
  process.exitCode = fails ? 1 : 0;
}

if (!isMainThread) workerMain();
else {
  const o = parseArgs(process.argv.slice(2));
  (o.selftest ? selftest(o) : o.replay.length ? replay(o) : fuzz(o)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
