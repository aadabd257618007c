// WADs load and Worlds build in a worker (src/web/world-loader.ts): while a large or hostile WAD loads,
// the page keeps drawing the map it has (requestAnimationFrame keeps ticking, the loop's frames go on),
// shows its progress with a Cancel button, ends a refused WAD in the error banner, lists the build's
// warnings (overlapping lines, refused portals), and a cancel leaves the page on its map with the next
// load working; without cross-origin isolation the World is copied, not shared. The hostile WADs are issue 16's (tests/fuzz/hostile-cases.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HOSTILE_NAMES, hostileCase } from '../fuzz/hostile-cases.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FULL } from '../helpers/full.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { closePage, haveChromium, launchBrowser, noChromiumReason, openPage, waitFrames, type Browser, type OpenPage } from './web-harness.js';
import { startServer, type RunningServer } from '../../tools/commands/serve.js';

const demo = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'wad', 'toom-demo.wad')));
const file = (name: (typeof HOSTILE_NAMES)[number]) => ({ name: `${name}.wad`, mimeType: 'application/octet-stream', buffer: Buffer.from(hostileCase(name, demo).bytes) });

/** Large files go by path: a buffer would be decoded from base64 on the page's own thread. */
function onDisk(name: (typeof HOSTILE_NAMES)[number]): string {
  const dir = join(OUTPUT_DIR, 'web-loading');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.wad`);
  writeFileSync(path, hostileCase(name, demo).bytes);
  return path;
}

interface Watch { maxGapMs: number; ticks: number; frames: number; loadMs: number; sawProgress: boolean }

declare global { interface Window { __watch?: { stop: boolean; max: number; last: number; ticks: number; frames0: number; t0: number; progress: boolean } } }

/** Starts watching requestAnimationFrame's gaps and whether the progress line shows. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = { stop: false, max: 0, last: performance.now(), ticks: 0, frames0: window.toom.state().frames, t0: performance.now(), progress: false };
    window.__watch = w;
    const tick = (t: number): void => {
      if (w.stop) return;
      w.max = Math.max(w.max, t - w.last);
      w.last = t;
      w.ticks++;
      if (!(document.getElementById('loading') as HTMLElement).hidden) w.progress = true;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function stopWatch(page: Page): Promise<Watch> {
  return page.evaluate(() => {
    const w = window.__watch!;
    w.stop = true;
    return { maxGapMs: w.max, ticks: w.ticks, frames: window.toom.state().frames - w.frames0, loadMs: performance.now() - w.t0, sawProgress: w.progress };
  });
}

describe.skipIf(!haveChromium)(`loading in a worker${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let p: OpenPage;
  beforeAll(async () => { p = await openPage(); }, 60_000);
  afterAll(async () => { await closePage(p); });

  it('a refused texture ends in the error banner while the page keeps drawing its map', async () => {
    const { page } = p;
    const before = await page.evaluate(() => window.toom.state());
    await watch(page);
    await page.setInputFiles('#file', file('texture-patches-32767'));
    await page.waitForFunction(() => window.toom.state().lastError !== null, null, { timeout: 30_000 });
    const w = await stopWatch(page);
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toMatch(/^texture-patches-32767\.wad: TEXTURE1: texture "ALIASTEX": its patches would copy more than \d+ texels in all; refused$/);
    expect(await page.isVisible('#banner')).toBe(true);
    expect(await page.textContent('#banner-text')).toBe(s.lastError);
    expect([s.wad, s.map]).toEqual([before.wad, before.map]);
    expect(w.frames).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.toom.loading())).toBe(false);
    expect(p.pageErrors).toEqual([]);
  });

  it('lists the build warnings: overlapping lines and refused portals', async () => {
    const { page } = p;
    await page.click('#banner-close');
    await page.setInputFiles('#file', file('portal-storm-20000'));
    await page.waitForFunction(() => window.toom.state().wad.endsWith('+portal-storm-20000.wad') || window.toom.state().lastError !== null, null, { timeout: 30_000 });
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toBeNull();
    expect(s.map).toBe('MAP01');
    const warnings = await page.evaluate(() => window.toom.warnings());
    expect(warnings).toContain('40000 edge piece(s) shared by overlapping linedefs (the last one wins)');
    expect(warnings.some((x) => /^portals ignored: .*more than 8192 portals declared; refused/.test(x))).toBe(true);
    expect(await page.isVisible('#warnings')).toBe(true);
    const summary = await page.textContent('#warnings summary');
    expect(summary).toMatch(/^MAP01: \d+ build warnings?$/);
    await page.click('#warnings summary');
    const items = await page.$$eval('#warnings li', (li) => li.map((e) => e.textContent ?? ''));
    expect(items).toContain('40000 edge piece(s) shared by overlapping linedefs (the last one wins)');
    const refused = items.find((x) => x.startsWith('portals ignored:'));
    expect(refused).toMatch(/refused/);
    // A line of the page's list is bounded (the PORTALS text it quotes could be long).
    for (const x of items) expect(x.length).toBeLessThanOrEqual(300);
    await waitFrames(page, 3);
    expect(p.pageErrors).toEqual([]);
  });

  // `npm test` loads one case of each kind in the page (the CLI's hostile test runs all of them);
  // test:full loads every case here too.
  const cases = FULL ? HOSTILE_NAMES : (['texture-alias-400x4096', 'texture-patches-32767', 'sprite-alias-1000x4096', 'portal-storm-20000'] as const);
  it(`${FULL ? 'every hostile case' : 'a hostile case of each kind'} of issue 16 ends within 15 s: its map drawn, or the error banner`, async () => {
    const { page } = p;
    for (const name of cases) {
      await page.evaluate(() => document.getElementById('banner-close')!.click());
      // The exact stack this case makes when it loads (the stack may already end with the same name,
      // from an earlier test: `endsWith` would pass before this load ended).
      const want = `${(await page.evaluate(() => window.toom.state().wad))}+${name}.wad`;
      const t0 = Date.now();
      await page.setInputFiles('#file', file(name));
      // (The README's 15 s is for a quiet machine: the CLI checks it as CPU time, tests/fuzz/hostile; here
      // 45 s is a watchdog that a loaded 2-core machine does not reach and a hang does.)
      await page.waitForFunction((w) => window.toom.state().wad === w || window.toom.state().lastError !== null, want, { timeout: 45_000 });
      const s = await page.evaluate(() => window.toom.state());
      expect(Date.now() - t0, name).toBeLessThan(45_000);
      if (s.lastError !== null) {
        expect(s.lastError, name).toMatch(new RegExp(`^${name}\\.wad: `));
        expect(await page.isVisible('#banner'), name).toBe(true);
      } else {
        expect(s.map, name).toBe('MAP01');
      }
      await waitFrames(page, 2);
    }
    expect(p.pageErrors).toEqual([]);
  }, 200_000);

  it.skipIf(!haveFreedoom)(`a long load keeps requestAnimationFrame ticking and shows its progress${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, async () => {
    const { page } = p;
    const before = await page.evaluate(() => window.toom.state());
    await watch(page);
    // Freedoom's assets decoded, then 100,000 portal lines over MAP01: about a second of work, all in
    // the worker.
    await page.setInputFiles('#file', [FREEDOOM2, onDisk('portal-storm-100000')]);
    await page.waitForFunction((b) => window.toom.state().wad !== b || window.toom.state().lastError !== null, before.wad, { timeout: 60_000 });
    const w = await stopWatch(page);
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toBeNull();
    expect(s.map).toBe('MAP01');
    console.log(`load ${w.loadMs.toFixed(0)} ms: ${w.ticks} animation frames, longest gap ${w.maxGapMs.toFixed(0)} ms, ${w.frames} frames drawn`);
    // The page's thread was free: animation frames came all along, none stalled for the load's length
    // (a build on the page's thread stalls one frame for about all of it; taking the attached World
    // and starting its simulation is a short stall, which a loaded machine stretches past 250 ms).
    expect(w.loadMs).toBeGreaterThan(300);
    expect(w.maxGapMs).toBeLessThan(w.loadMs / 2);
    expect(w.ticks).toBeGreaterThan(w.loadMs / 100);
    expect(w.frames).toBeGreaterThan(0);
    expect(w.sawProgress).toBe(true);
    expect(p.pageErrors).toEqual([]);
  }, 90_000);

  it.skipIf(!haveFreedoom)('Cancel ends a load: the page stays on its map and the next load works', async () => {
    const { page } = p;
    const before = await page.evaluate(() => window.toom.state());
    // The Cancel button is clicked on the first frame the load is under way (it takes a few tenths
    // of a second; waiting for the progress line to show raced with the load's end).
    await page.evaluate(() => {
      const watch = (): void => {
        if (window.toom.loading()) (document.getElementById('loading-cancel') as HTMLButtonElement).click();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.setInputFiles('#file', [FREEDOOM2, onDisk('portal-storm-100000')]);
    await page.waitForFunction(() => document.getElementById('banner-text')!.textContent!.startsWith('loading cancelled') || window.toom.state().lastError !== null, null, { timeout: 30_000 });
    await waitFrames(page, 3);
    expect(await page.isVisible('#loading')).toBe(false);
    const s = await page.evaluate(() => window.toom.state());
    expect([s.wad, s.map, s.lastError]).toEqual([before.wad, before.map, null]);
    expect(await page.evaluate(() => window.toom.loading())).toBe(false);
    expect(await page.textContent('#banner-text')).toMatch(/^loading cancelled: still on MAP01$/);
    await waitFrames(page, 3);
    // The loader starts a fresh worker for the next load.
    await page.setInputFiles('#file', file('portal-storm-8000'));
    await page.waitForFunction(() => window.toom.state().wad.endsWith('+portal-storm-8000.wad') || window.toom.state().lastError !== null, null, { timeout: 30_000 });
    expect((await page.evaluate(() => window.toom.state())).lastError).toBeNull();
    expect(await page.evaluate(() => window.toom.warnings())).toContain('16000 edge piece(s) shared by overlapping linedefs (the last one wins)');
    expect(p.pageErrors).toEqual([]);
  }, 90_000);
});

describe.skipIf(!haveChromium)(`without cross-origin isolation${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    server = await startServer({ port: 0 });
    browser = await launchBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // The same server with its COOP/COEP headers taken off: no SharedArrayBuffer in the page.
    await page.route('**/*', async (route) => {
      const r = await route.fetch();
      const headers = { ...r.headers() };
      delete headers['cross-origin-opener-policy'];
      delete headers['cross-origin-embedder-policy'];
      await route.fulfill({ response: r, headers });
    });
    await page.goto(server.url);
    await page.evaluate(() => window.toom.ready);
  }, 60_000);
  afterAll(async () => { await browser?.close(); await server?.close(); });

  it('the World is copied from the worker: the page draws, refuses a hostile WAD, and T stays at one thread saying why', async () => {
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(false);
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toBeNull();
    expect(s.map).toBe('MAP01');
    await waitFrames(page, 3);
    await page.setInputFiles('#file', file('sprite-alias-1000x4096'));
    await page.waitForFunction(() => window.toom.state().lastError !== null, null, { timeout: 30_000 });
    expect((await page.evaluate(() => window.toom.state())).lastError).toMatch(/ZAAAA0: picture too large: 4096x4096/);
    await page.click('#banner-close');
    await page.keyboard.press('KeyF');
    await page.keyboard.press('KeyT');
    await page.waitForTimeout(400);
    const t = await page.evaluate(() => window.toom.frameTimes());
    expect([t.threads, t.threadNote]).toEqual([1, 'one thread: the page is not cross-origin isolated (no shared memory)']);
    expect(await page.textContent('#hud')).toContain(t.threadNote);
    // Walking still works on the copied World (its sprite lookup came as a table).
    await page.evaluate(() => window.toom.play('forward 20'));
    expect((await page.evaluate(() => window.toom.state())).tic).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
