// `npm run bench [-- --quick] [-- --json] [-- --reference] [-- --living] [-- --playsim] [-- --music] [-- --screen]`: WAD loading,
// mesh building and CPU rendering (320×200, 640×400, 1280×800; 1 and 2 threads at 640×400) along a
// fixed, seeded camera path per map, the living-world suite (./living-world.ts; --living runs it
// alone) and DOOM's playsim per tic (./playsim.ts; --playsim runs it alone). Every
// frame is timed on its own; the table gives median, p95, frames per second and Mpixels/s. JSON and
// benny's chart are saved under bench/results/: latest-run.json (untracked) by default, the tracked
// latest.json only with --save. With --json, stdout holds exactly one JSON document; progress (and
// benny's) goes to stderr.
import { readFileSync, existsSync, mkdirSync } from 'node:fs';
import { writeOutputFile } from '../tools/safe-output.js';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, totalmem, platform, arch } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import { WadStack } from '../src/wad/wad-stack.js';
import { decodeMap } from '../src/mapdata/map-data.js';
import { buildWorld } from '../src/world/build-world.js';
import { loadAssetTables } from '../src/world/world-assets.js';
import { assetsOf } from '../src/world/load-world.js';
import { CpuRenderer } from '../src/render/cpu/renderer.js';
import { ParallelRenderer } from '../src/render/cpu/parallel-renderer.js';
import { makeCamera } from '../src/render/camera.js';
import { benchViews } from './views.js';
import { livingWorldSuite } from './living-world.js';
import { playsimSuite } from './playsim.js';
import { musicSuite } from './music.js';
import { screenSuite } from './screen.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const asJson = args.has('--json');
const reference = args.has('--reference');
const save = args.has('--save');
/** Progress lines: stdout for people, stderr in --json mode (stdout holds only the document). */
const log = (s: string) => { if (asJson) process.stderr.write(s + '\n'); else console.log(s); };
/** Where the results go: the tracked latest.json only when asked (--save), else an untracked file. */
const resultsFile = quick ? 'latest-quick.json' : save ? 'latest.json' : 'latest-run.json';

export interface SuiteResult {
  suite: 'load' | 'mesh' | 'render';
  wad: string;
  map: string | null;
  resolution: string | null;
  threads: number;
  frames: number;
  medianMs: number;
  p95Ms: number;
  fps?: number;
  mpixelsPerSec?: number;
  portalsCrossed?: number;
}

function stats(times: number[]): { median: number; p95: number } {
  const s = [...times].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
  return { median: at(0.5), p95: at(0.95) };
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

interface WadPlan { label: string; path: string; renderMaps: string[]; meshMaps: 'all' | string[] }

function plans(): WadPlan[] {
  const out: WadPlan[] = [];
  const demo = join(root, 'wad', 'toom-demo.wad');
  if (!existsSync(demo)) throw new Error(`${demo} is missing: run npm install (it builds the demo WAD)`);
  out.push({ label: 'toom-demo', path: demo, renderMaps: ['MAP01', 'MAP02', 'MAP03'], meshMaps: 'all' });
  const f1 = '/usr/share/games/doom/freedoom1.wad', f2 = '/usr/share/games/doom/freedoom2.wad';
  if (existsSync(f1)) {
    out.push({
      label: 'freedoom1', path: f1,
      renderMaps: quick ? ['E1M1', 'E1M2', 'E1M3'] : ['E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9'],
      meshMaps: quick ? ['E1M1', 'E1M2', 'E1M3'] : 'all',
    });
  }
  if (existsSync(f2)) {
    out.push({
      label: 'freedoom2', path: f2,
      renderMaps: quick ? ['MAP01'] : ['MAP01', 'MAP02', 'MAP03', 'MAP04', 'MAP05'],
      meshMaps: quick ? ['MAP01', 'MAP12'] : 'all',
    });
  }
  return out;
}

function machine() {
  const c = cpus();
  return { cpu: c[0]?.model ?? 'unknown', cores: c.length, memoryGiB: round(totalmem() / 2 ** 30, 1), node: process.version, platform: `${platform()}-${arch()}` };
}

async function main(): Promise<void> {
  const results: SuiteResult[] = [];
  const frames = quick ? 150 : 500;
  const workerScript = join(here, 'render-worker.js');
  const bennyCases: { name: string; fn: () => void }[] = [];
  log(`Toom.ts benchmarks${quick ? ' (quick)' : ''} on ${machine().cpu}, ${machine().cores} cores, Node ${process.version}`);
  if (args.has('--living')) {
    // The living-world suite alone (it also runs at the end of a full bench).
    const living = await livingWorldSuite({ quick, log, frames });
    if (asJson) console.log(JSON.stringify({ machine: machine(), date: new Date().toISOString(), quick, living }));
    return;
  }
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const benny = (name: string, cases: { name: string; fn: () => void }[]) => (asJson && quick ? Promise.resolve() : runBenny(name, cases, resultsDir));
  if (args.has('--music')) {
    // The music suite alone: OPL synthesis of Freedoom's music (./music.ts).
    const music = await musicSuite({ quick, log, benny });
    if (asJson) console.log(JSON.stringify({ machine: machine(), date: new Date().toISOString(), quick, music }));
    return;
  }
  if (args.has('--screen')) {
    // The screen suite alone: DOOM's status bar, tally and melt per frame (./screen.ts).
    const screen = await screenSuite({ quick, log, benny });
    if (asJson) console.log(JSON.stringify({ machine: machine(), date: new Date().toISOString(), quick, screen }));
    return;
  }
  if (args.has('--playsim')) {
    // The playsim suite alone (it also runs at the end of a full bench).
    const playsim = await playsimSuite({ quick, log, benny });
    if (asJson) console.log(JSON.stringify({ machine: machine(), date: new Date().toISOString(), quick, playsim }));
    return;
  }

  for (const plan of plans()) {
    const bytes = new Uint8Array(readFileSync(plan.path));
    const files = [{ name: basename(plan.path), bytes }];

    // WAD loading: parse + every asset table.
    const loadTimes: number[] = [];
    for (let i = 0; i < (quick ? 3 : 10); i++) {
      const t0 = performance.now();
      loadAssetTables(WadStack.fromBuffers(files));
      loadTimes.push(performance.now() - t0);
    }
    const ls = stats(loadTimes);
    results.push({ suite: 'load', wad: plan.label, map: null, resolution: null, threads: 1, frames: loadTimes.length, medianMs: round(ls.median), p95Ms: round(ls.p95) });

    // Mesh building (the whole World: mesh, sides, sectors, things), per map.
    const stack = WadStack.fromBuffers(files);
    const assets = assetsOf(stack);
    const meshMaps = plan.meshMaps === 'all' ? stack.maps.map((m) => m.name) : plan.meshMaps;
    for (const map of meshMaps) {
      const data = decodeMap(stack.map(map));
      const times: number[] = [];
      buildWorld(data, assets); // warm-up
      for (let i = 0; i < (quick ? 3 : 7); i++) {
        const t0 = performance.now();
        buildWorld(data, assets);
        times.push(performance.now() - t0);
      }
      const s = stats(times);
      results.push({ suite: 'mesh', wad: plan.label, map, resolution: null, threads: 1, frames: times.length, medianMs: round(s.median), p95Ms: round(s.p95) });
    }

    // Rendering along the path.
    for (const map of plan.renderMaps) {
      const world = buildWorld(decodeMap(stack.map(map)), assets);
      const views = benchViews(world, frames);
      const sizes: [number, number][] = quick ? [[640, 400]] : [[320, 200], [640, 400], [1280, 800]];
      for (const [w, h] of sizes) {
        for (const threads of w === 640 ? [1, 2] : [1]) {
          let render: (i: number) => void;
          let close = async () => {};
          let portals = 0;
          const cam = makeCamera(0, 0, 0);
          if (threads === 1) {
            const r = new CpuRenderer(world, w, h);
            render = (i) => { const v = views[i]; cam.x = v.x; cam.y = v.y; cam.angle = v.angle; r.render(cam, v.tics); portals += r.stats.portalsCrossed; };
            if (w === 640) {
              let k = 0;
              bennyCases.push({ name: `${plan.label} ${map} 640x400`, fn: () => { render(k); k = (k + 1) % views.length; } });
            }
          } else {
            const pr = await ParallelRenderer.create({ world, width: w, height: h, threads, workerScript });
            render = (i) => { const v = views[i]; cam.x = v.x; cam.y = v.y; cam.angle = v.angle; pr.render(cam, v.tics); };
            close = () => pr.close();
          }
          // Warm-up: one pass over the whole path, so every view has been seen by the JIT once. A view
          // that first reaches a new branch deoptimizes the renderer (it runs interpreted for a few
          // frames, 10-20 ms each, until it is optimized again): that is start-up cost, not frame time.
          for (let i = 0; i < views.length; i++) render(i);
          portals = 0;
          const times = new Float64Array(views.length);
          for (let i = 0; i < views.length; i++) {
            const t0 = performance.now();
            render(i);
            times[i] = performance.now() - t0;
          }
          await close();
          const s = stats([...times]);
          results.push({
            suite: 'render', wad: plan.label, map, resolution: `${w}x${h}`, threads, frames: views.length,
            medianMs: round(s.median), p95Ms: round(s.p95), fps: round(1000 / s.median, 1), mpixelsPerSec: round((w * h) / s.median / 1000, 1),
            ...(threads === 1 ? { portalsCrossed: portals } : {}),
          });
          const last = results[results.length - 1];
          log(`  render ${plan.label.padEnd(9)} ${map.padEnd(5)} ${last.resolution!.padStart(9)} ${threads}t  median ${last.medianMs.toFixed(3)} ms  p95 ${last.p95Ms.toFixed(3)} ms`);
        }
      }
    }
  }

  // Doors, lifts and lights moving while the path is rendered; the simulation's cost per tic.
  const living = await livingWorldSuite({ quick, log, frames });
  // DOOM's playsim per tic: the Freedoom demos and the E1/MAP01-05 walks (with its own benny chart).
  const playsim = await playsimSuite({ quick, log, benny });

  // benny's chart of the 640×400 single-thread cases.
  await benny('render', bennyCases.slice(0, quick ? 3 : bennyCases.length));

  const ref = reference ? await crispyReference() : null;
  const summary = e1Summary(results);
  const doc = { machine: machine(), date: new Date().toISOString(), quick, suites: results, reference: ref, summary, living, playsim };
  writeOutputFile(join(resultsDir, resultsFile), JSON.stringify(doc, null, 2) + '\n');
  if (asJson) {
    console.log(JSON.stringify(doc));
    return;
  }
  printTable(results);
  if (summary) {
    console.log(`\nFreedoom ${summary.maps.join(' ')} at 640x400, median of the map medians: 1 thread ${summary.medianMs1.toFixed(3)} ms, ` +
      `2 threads ${summary.medianMs2 === null ? '-' : summary.medianMs2.toFixed(3)} ms`);
  }
  if (playsim.mapMedianMs !== null && living.maxMsPerTic !== null) {
    console.log(`\nsimulation per tic, the walks with doors and lifts moving (batches of 100 tics): earlier Sim slowest map ${living.maxMsPerTic.toFixed(4)} ms, ` +
      `DOOM's playsim slowest map ${playsim.mapMaxBatchMedianMs!.toFixed(4)} ms (per tic: median of the map medians ${playsim.mapMedianMs.toFixed(4)} ms, highest p99 ${playsim.mapMaxP99Ms!.toFixed(4)} ms)`);
  }
  if (ref) console.log(`\nreference: ${ref.engine} ${ref.msPerFrame.toFixed(3)} ms per frame (${ref.note})`);
  else if (reference) console.log('\nreference: crispy-doom or xvfb-run not installed (apt-get install crispy-doom xvfb)');
  console.log(`\nsaved bench/results/${resultsFile}, bench/results/render.chart.html${playsim.maps.length ? ' and playsim.chart.html' : ''}${quick || save ? '' : ' (--save writes the tracked bench/results/latest.json)'}`);
}

/** The headline figure: over the Freedoom E1 maps rendered, the median of the per-map 640×400 medians. */
function e1Summary(results: SuiteResult[]): { maps: string[]; medianMs1: number; medianMs2: number | null } | null {
  const pick = (threads: number) => results.filter((r) => r.suite === 'render' && r.wad === 'freedoom1' && r.resolution === '640x400' && r.threads === threads && /^E1M\d$/.test(r.map ?? ''));
  const one = pick(1), two = pick(2);
  if (one.length === 0) return null;
  const med = (rs: SuiteResult[]) => stats(rs.map((r) => r.medianMs)).median;
  return { maps: one.map((r) => r.map!), medianMs1: med(one), medianMs2: two.length ? med(two) : null };
}

function printTable(results: SuiteResult[]): void {
  const rows = results.map((r) => [
    r.suite, r.wad, r.map ?? '-', r.resolution ?? '-', String(r.threads), String(r.frames),
    r.medianMs.toFixed(3), r.p95Ms.toFixed(3), r.fps !== undefined ? r.fps.toFixed(0) : '-', r.mpixelsPerSec !== undefined ? r.mpixelsPerSec.toFixed(1) : '-',
  ]);
  const head = ['suite', 'wad', 'map', 'size', 'thr', 'n', 'median ms', 'p95 ms', 'fps', 'Mpx/s'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\n' + line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/** benny's suite `name` over `cases`: its chart and JSON as bench/results/<name>.chart.html and <name>.json. */
async function runBenny(name: string, cases: { name: string; fn: () => void }[], folder: string): Promise<void> {
  if (cases.length === 0) return;
  const b = await import('benny');
  const opts = quick ? { minSamples: 5, maxTime: 0.5 } : { minSamples: 20, maxTime: 2 };
  const silent = asJson;
  const origLog = console.log;
  // benny prints its progress with console.log and log-update (straight to process.stdout): in
  // --json mode both go to stderr, so stdout holds only the JSON document.
  const origWrite = process.stdout.write;
  if (silent) {
    console.log = (...a: unknown[]) => { process.stderr.write(a.join(' ') + '\n'); };
    process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  }
  try {
    await b.suite(
      name,
      ...cases.map((c) => b.add(c.name, c.fn, opts)),
      b.cycle(),
      b.complete(),
      b.save({ file: name, folder, format: 'chart.html' }),
      b.save({ file: name, folder, format: 'json' }),
    );
  } finally {
    console.log = origLog;
    process.stdout.write = origWrite;
  }
}

/**
 * crispy-doom's -timedemo of freedoom1's demo1 (optimized C, DOOM's BSP renderer, its 640×400 hi-res
 * mode, -noblit) under xvfb-run. It prints "timed N gametics in M realtics" and then waits on a
 * message box, so it is stopped as soon as that line appears.
 */
async function crispyReference(): Promise<{ engine: string; msPerFrame: number; note: string } | null> {
  const has = (c: string) => spawnSync('sh', ['-c', `command -v ${c}`]).status === 0;
  const iwad = '/usr/share/games/doom/freedoom1.wad';
  const exe = ['crispy-doom', '/usr/games/crispy-doom'].find((c) => has(c) || existsSync(c));
  if (!exe || !has('xvfb-run') || !existsSync(iwad)) return null;
  const home = join(root, 'bench', 'results', 'crispy-home');
  mkdirSync(home, { recursive: true });
  const out = await new Promise<string>((resolve) => {
    const child = spawn('xvfb-run', ['-a', exe, '-iwad', iwad, '-timedemo', 'demo1', '-noblit', '-nosound', '-nomusic', '-window'], {
      env: { ...process.env, HOME: home, SDL_AUDIODRIVER: 'dummy' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    const stop = () => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ } };
    const timer = setTimeout(() => { stop(); resolve(text); }, 120_000);
    const onData = (d: Buffer) => {
      text += d.toString();
      if (/timed \d+ gametics in \d+ realtics/.test(text)) { clearTimeout(timer); stop(); resolve(text); }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => { clearTimeout(timer); resolve(text); });
  });
  const m = /timed (\d+) gametics in (\d+) realtics/.exec(out);
  if (!m) return { engine: 'crispy-doom', msPerFrame: NaN, note: `no timing in its output: ${out.trim().split('\n').slice(-2).join(' | ')}` };
  const gametics = Number(m[1]), realtics = Number(m[2]);
  // -timedemo draws one frame per gametic; a realtic is 1/35 s.
  const ms = ((realtics / 35) * 1000) / gametics;
  return { engine: 'crispy-doom', msPerFrame: round(ms), note: `${gametics} frames in ${realtics} tics: -timedemo demo1 -noblit, 640x400 hi-res, under xvfb` };
}

main().catch((e) => {
  console.error(`bench: ${e?.stack ?? e}`);
  process.exitCode = 1;
});
