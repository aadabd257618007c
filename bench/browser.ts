// The browser frame-time harness: `npm run bench:browser [-- --json] [--res WxH] [--repeat N] [--out DIR] [--shots] [--threads-only]
// [--threads-compositor software|swiftshader]`.
// Serves the built page, opens headless Chromium (WebGL2 through SwiftShader, a software GPU, unless
// the machine offers a real one), and renders a fixed camera path with both paths on the demo WAD's
// maps and, when installed, Freedoom's E1M1: per view the median frame ms of each path and the share
// of pixels on which they agree. --out DIR saves each view's CPU and GPU pictures; --shots saves the
// page's split and difference views of MAP01's player start to docs/gpu-split.png and docs/gpu-diff.png.
// Then the page's own frame loop with 1 and with 2 render threads (T) at 640×400 and 1280×800: the
// median render time of 60 frames the HUD shows, at the player start of each map, the world paused,
// rounds alternating 1 and 2 threads (--threads-only skips the CPU/GPU views), in a Chromium that
// composites in software (--threads-compositor swiftshader: in the SwiftShader one the views use).
// Also exports the harness the GPU tests use.
import { mkdirSync, mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { startServer, type RunningServer } from '../tools/commands/serve.js';
import { loadStack, projectRoot, FREEDOOM_DIR } from '../tools/load.js';
import { loadWorld } from '../src/world/load-world.js';
import type { World } from '../src/world/world.js';

export const CHROMIUM = '/usr/bin/chromium';
/** Headless Chromium with WebGL2 allowed on SwiftShader when there is no GPU. */
export const GPU_CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];
/** Headless Chromium without GPU emulation: the compositor draws in software, a fraction of what
 *  SwiftShader's emulated GPU costs the CPU. */
export const SOFTWARE_CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];
export const DEMO_WAD = join(projectRoot(), 'wad/toom-demo.wad');
export const FREEDOOM1_WAD = join(FREEDOOM_DIR, 'freedoom1.wad');

export interface View { x: number; y: number; angle: number; z?: number }

export interface ViewResult {
  wad: string;
  map: string;
  view: number;
  cpuMs: number;
  gpuMs: number;
  agreement: number;
  gpuPasses: number;
}

export interface GpuSession {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  close(): Promise<void>;
}

/** Starts the server and Chromium on the page at a resolution; resolves once the default WAD draws. */
export async function openGpuSession(res = '640x400', software = false): Promise<GpuSession> {
  const server = await startServer({ port: 0 });
  const profile = mkdtempSync(join(tmpdir(), 'toom-gpu-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, args: software ? SOFTWARE_CHROMIUM_ARGS : GPU_CHROMIUM_ARGS, viewport: { width: 1400, height: 900 },
    });
  } catch (e) {
    await server.close();
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript((r) => localStorage.setItem('toom.settings', JSON.stringify({ res: r })), res);
  await page.goto(server.url);
  await page.evaluate(() => window.toom.ready);
  return {
    server, context, page, pageErrors,
    close: async () => {
      await context.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens a WAD the server offers (`/wad/NAME` or `/iwad/NAME`) and a map in it. */
export async function openMap(page: Page, wadUrl: string, map: string): Promise<void> {
  if ((await page.inputValue('#wad')) !== wadUrl) {
    await page.selectOption('#wad', wadUrl);
    await page.waitForFunction((u) => (document.getElementById('wad') as HTMLSelectElement).value === u && window.toom.state().lastError === null,
      wadUrl, { timeout: 120_000 });
  }
  if ((await page.evaluate(() => window.toom.state().map)) !== map) {
    await page.selectOption('#map', map);
    await page.waitForFunction((m) => window.toom.state().map === m, map, { timeout: 120_000 });
  }
  const err = await page.evaluate(() => window.toom.state().lastError);
  if (err) throw new Error(`the page failed to open ${wadUrl} ${map}: ${err}`);
  // A new map melts in (DOOM's wipe, about a second): pictures and timings are of the map itself.
  await page.waitForFunction(() => !window.toom.state().wipe, null, { timeout: 30_000 });
}

/** Renders a view with both paths in the page: agreement and median ms of `repeat` frames. */
export async function compareView(page: Page, view: View | undefined, repeat = 1): Promise<{ agreement: number; cpuMs: number; gpuMs: number; gpuPasses: number }> {
  return page.evaluate(([v, r]) => window.toom.compare(v ?? undefined, r), [view ?? null, repeat] as const);
}

/** The CPU and GPU pictures of the page's last compare(), as PNG files. */
export async function saveComparePngs(page: Page, cpuPath: string | null, gpuPath: string | null): Promise<void> {
  const { cpu, gpu, width, height } = await page.evaluate(() => {
    const p = window.toom.comparePixels();
    const b64 = (a: Uint32Array): string => {
      const u8 = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
      let s = '';
      for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
      return btoa(s);
    };
    return { cpu: b64(p.cpu), gpu: b64(p.gpu), width: p.width, height: p.height };
  });
  for (const [data, path] of [[cpu, cpuPath], [gpu, gpuPath]] as const) {
    if (!path) continue;
    const png = new PNG({ width, height });
    Buffer.from(data, 'base64').copy(png.data);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, PNG.sync.write(png));
  }
}

/** The page's framebuffer (what the canvas shows, at the internal resolution) as a PNG file. */
export async function saveScreenPng(page: Page, path: string): Promise<void> {
  const { data, width, height } = await page.evaluate(() => {
    const px = window.toom.pixels();
    const c = document.getElementById('screen') as HTMLCanvasElement;
    const u8 = new Uint8Array(px.buffer, px.byteOffset, px.byteLength);
    let s = '';
    for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
    return { data: btoa(s), width: c.width, height: c.height };
  });
  const png = new PNG({ width, height });
  Buffer.from(data, 'base64').copy(png.data);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, PNG.sync.write(png));
}

/** Waits until the page has drawn `n` more frames. */
export async function waitFrames(page: Page, n: number): Promise<void> {
  const start = await page.evaluate(() => window.toom.state().frames);
  await page.waitForFunction((k) => window.toom.state().frames >= k, start + n, { timeout: 60_000 });
}

/** A fixed camera path through a World: the player start turned four ways, then along the start's view. */
export function cameraPath(world: World): View[] {
  const s = world.playerStart;
  const views: View[] = [];
  for (let k = 0; k < 4; k++) views.push({ x: s.x, y: s.y, angle: s.angle + (k * Math.PI) / 2 });
  // A few steps forward (while still inside the map's faces with room to stand) and a look back.
  const m = world.mesh;
  let x = s.x, y = s.y;
  for (let k = 0; k < 2; k++) {
    const nx = x + Math.cos(s.angle) * 96, ny = y + Math.sin(s.angle) * 96;
    const f = m.qeFace[m.locate(nx, ny, 0)];
    const sec = f >= 0 ? world.faceSector[f] : -1;
    if (sec < 0 || world.sectorCeilZ[sec] - world.sectorFloorZ[sec] < 56) break;
    x = nx; y = ny;
    views.push({ x, y, angle: s.angle + 0.35 * (k % 2 === 0 ? 1 : -1) });
  }
  return views;
}

interface Target { wad: string; url: string; path: string; maps: string[] }

function targets(): Target[] {
  const out: Target[] = [];
  if (existsSync(DEMO_WAD)) out.push({ wad: 'toom-demo.wad', url: '/wad/toom-demo.wad', path: DEMO_WAD, maps: ['MAP01', 'MAP02', 'MAP03'] });
  if (existsSync(FREEDOOM1_WAD)) out.push({ wad: 'freedoom1.wad', url: '/iwad/freedoom1.wad', path: FREEDOOM1_WAD, maps: ['E1M1'] });
  return out;
}

export interface ThreadRow {
  wad: string;
  map: string;
  resolution: string;
  /** Median over the rounds of the page's median frame ms (60 frames each). */
  oneMs: number;
  twoMs: number;
  /** twoMs / oneMs. */
  ratio: number;
  /** Threads the page really drew with when 2 were asked for, and why fewer ('' when 2). */
  threads: number;
  note: string;
}

const THREAD_RESOLUTIONS = ['640x400', '1280x800'];
const THREAD_ROUNDS = 3;

/** The page's median frame ms with `n` threads: set them, let 70 frames pass, read the HUD's median. */
async function pageFrameMs(page: Page, n: number): Promise<{ ms: number; threads: number; note: string }> {
  await page.evaluate((k) => window.toom.setThreads(k), n);
  await waitFrames(page, 70);
  const t = await page.evaluate(() => window.toom.frameTimes());
  return { ms: t.medianMs, threads: t.threads, note: t.threadNote };
}

/** 1 against 2 threads in the page's frame loop, per resolution, on the maps given. */
export async function threadRows(page: Page, maps: { wad: string; url: string; map: string }[]): Promise<ThreadRow[]> {
  const rows: ThreadRow[] = [];
  for (const m of maps) {
    await openMap(page, m.url, m.map);
    await page.evaluate(() => window.toom.pause(true));
    for (const res of THREAD_RESOLUTIONS) {
      await page.selectOption('#res', res);
      await waitFrames(page, 10);
      const one: number[] = [], two: number[] = [];
      let threads = 2, note = '';
      for (let r = 0; r < THREAD_ROUNDS; r++) {
        one.push((await pageFrameMs(page, 1)).ms);
        const t = await pageFrameMs(page, 2);
        two.push(t.ms);
        threads = Math.min(threads, t.threads);
        if (t.note) note = t.note;
      }
      const oneMs = median(one), twoMs = median(two);
      rows.push({ wad: m.wad, map: m.map, resolution: res, oneMs, twoMs, ratio: twoMs / oneMs, threads, note });
    }
    await page.evaluate(() => window.toom.setThreads(1));
    await page.evaluate(() => window.toom.pause(false));
  }
  return rows;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length & 1 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const json = argv.includes('--json');
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const res = opt('res') ?? '640x400';
  const repeat = Math.max(1, Number(opt('repeat') ?? 15));
  const outDir = opt('out');
  const shots = argv.includes('--shots');
  const threadsOnly = argv.includes('--threads-only');
  if (!existsSync(join(projectRoot(), 'dist/web/index.html'))) {
    console.error('bench:browser: dist/web/index.html is missing: run `node tools/build.mjs` first');
    return 1;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`bench:browser: ${CHROMIUM} is missing (apt-get install chromium)`);
    return 1;
  }
  const session = await openGpuSession(res);
  const results: ViewResult[] = [];
  let threads: ThreadRow[] = [];
  let browser = '', webgl = '';
  try {
    const { page } = session;
    browser = `Chromium ${session.context.browser()?.version() ?? (await page.evaluate(() => navigator.userAgent))}`;
    webgl = await page.evaluate(() => window.toom.gpuRenderer());
    for (const t of threadsOnly ? [] : targets()) {
      const stack = loadStack(t.path);
      for (const map of t.maps) {
        await openMap(page, t.url, map);
        const views = cameraPath(loadWorld(stack, map));
        for (let v = 0; v < views.length; v++) {
          await compareView(page, views[v], 2); // warm-up (shader compile, JIT)
          const r = await compareView(page, views[v], repeat);
          results.push({ wad: t.wad, map, view: v, ...r });
          if (outDir) {
            const base = resolve(outDir, `${t.wad.replace(/\.wad$/, '')}-${map}-${v}`);
            await saveComparePngs(page, `${base}-cpu.png`, `${base}-gpu.png`);
          }
          if (!json) {
            console.log(`${t.wad} ${map} view ${v}: cpu ${r.cpuMs.toFixed(2)} ms  gpu ${r.gpuMs.toFixed(2)} ms  ` +
              `agreement ${(r.agreement * 100).toFixed(1)}%  (${r.gpuPasses} GPU pass${r.gpuPasses === 1 ? '' : 'es'})`);
          }
        }
      }
    }
    if (shots && existsSync(DEMO_WAD)) {
      await openMap(page, '/wad/toom-demo.wad', 'MAP01');
      for (const mode of ['split', 'diff'] as const) {
        await page.evaluate((m) => window.toom.setMode(m), mode);
        await waitFrames(page, 3);
        const path = join(projectRoot(), `docs/gpu-${mode}.png`);
        await saveScreenPng(page, path);
        if (!json) console.log(`wrote ${path}`);
      }
      await page.evaluate(() => window.toom.setMode('cpu'));
    }
    if (session.pageErrors.length) console.error(`page errors:\n${session.pageErrors.join('\n')}`);
  } finally {
    await session.close();
  }
  // The thread rows run in a second Chromium whose compositor draws in software (unless
  // --threads-compositor swiftshader): SwiftShader's emulated GPU, which the views above need for
  // WebGL2, costs about two cores of CPU per frame loop here, so the page's render threads would
  // measure against the GPU process's emulation instead of against each other. On a machine with a
  // GPU the compositor's work is on the GPU; with software compositing it is a fraction of a core.
  const threadCompositor = opt('threads-compositor') === 'swiftshader' ? 'swiftshader' : 'software';
  const threadSession = await openGpuSession(res, threadCompositor === 'software');
  try {
    const threadMaps = targets().map((t) => ({ wad: t.wad, url: t.url, map: t.maps[0] }));
    threads = await threadRows(threadSession.page, threadMaps);
    if (!json) {
      for (const r of threads) {
        console.log(`page frame loop ${r.wad} ${r.map} ${r.resolution}: 1 thread ${r.oneMs.toFixed(2)} ms  2 threads ${r.twoMs.toFixed(2)} ms  ` +
          `(${r.ratio.toFixed(2)}x)${r.threads < 2 ? `  [${r.note}]` : ''}`);
      }
      console.log(`page frame loop: ${threadCompositor} compositing`);
    }
    if (threadSession.pageErrors.length) console.error(`page errors:\n${threadSession.pageErrors.join('\n')}`);
  } finally {
    await threadSession.close();
  }
  const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d;
  if (json) {
    console.log(JSON.stringify({
      browser, webgl, resolution: res, repeat, threadCompositor,
      views: results.map((r) => ({ wad: r.wad, map: r.map, view: r.view, cpuMs: round(r.cpuMs, 3), gpuMs: round(r.gpuMs, 3), agreement: round(r.agreement, 4), gpuPasses: r.gpuPasses })),
      threads: threads.map((r) => ({ ...r, oneMs: round(r.oneMs, 3), twoMs: round(r.twoMs, 3), ratio: round(r.ratio, 3) })),
    }, null, 2));
  } else {
    console.log(`\n${browser}\nWebGL: ${webgl}${/swiftshader/i.test(webgl) ? ' (software rendering: GPU times are CPU-emulated)' : ''}`);
    console.log(`${res}, median of ${repeat} frames per view; GPU ms include waiting for the frame to finish`);
    if (results.length === 0) return 0;
    const byPath = { cpu: median(results.map((r) => r.cpuMs)), gpu: median(results.map((r) => r.gpuMs)) };
    console.log(`median over all views: cpu ${byPath.cpu.toFixed(2)} ms  gpu ${byPath.gpu.toFixed(2)} ms  ` +
      `lowest agreement ${(Math.min(...results.map((r) => r.agreement)) * 100).toFixed(1)}%`);
  }
  return 0;
}

// Run only as the bench's own entry (dist/bench-browser.mjs), not when imported by tests or tools.
if (process.argv[1] && /bench-browser\.m?js$/.test(process.argv[1]) && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => { process.exitCode = code; },
    (e) => { console.error(`bench:browser: ${(e as Error).stack ?? e}`); process.exitCode = 1; },
  );
}
