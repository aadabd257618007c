// The browser app in headless Chromium: it opens the default WAD and draws, moves on W, shows the
// automap and HUD, remembers its choices, reports bad files in a banner while it keeps rendering,
// and opens Freedoom through the file input. Serves dist/web (built by tests/global-setup.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer, listWads, type RunningServer } from '../../tools/commands/serve.js';
import { projectRoot, FREEDOOM_DIR } from '../../tools/load.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { canvasStats, haveChromium, launchBrowser, noChromiumReason, waitFrames, type Browser } from './web-harness.js';

/** The WAD the page should open first: as src/web/wad-source.ts chooses. */
function expectedDefaultWad(): { name: string; path: string } | undefined {
  const dir = join(projectRoot(), 'wad');
  const own = listWads(dir).filter((w) => w.kind === 'IWAD');
  const w = own.find((e) => e.name === 'toom-demo.wad') ?? own[0];
  if (w) return { name: w.name, path: join(dir, w.name) };
  const sys = listWads(FREEDOOM_DIR).find((e) => e.kind === 'IWAD');
  return sys && { name: sys.name, path: join(FREEDOOM_DIR, sys.name) };
}

/** Deterministic noise that is not a WAD header. */
function randomBytes(n: number): Buffer {
  const b = Buffer.alloc(n);
  let s = 0x9e3779b9;
  for (let i = 0; i < n; i++) { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; b[i] = s & 0xff; }
  b[0] = 0x00;
  return b;
}

describe.skipIf(!haveChromium)(`the web page${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const defaultWad = expectedDefaultWad()?.name;
  const defaultPath = expectedDefaultWad()?.path ?? '';

  beforeAll(async () => {
    server = await startServer({ port: 0 });
    browser = await launchBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(server.url);
    await page.evaluate(() => window.toom.ready);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the default WAD and draws a frame that is not blank', async () => {
    expect(defaultWad, 'no IWAD in wad/ or the system folder').toBeDefined();
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toBeNull();
    expect(s.wad).toBe(defaultWad);
    expect(s.map).toMatch(/^\w+$/);
    await waitFrames(page, 3);
    const px = await canvasStats(page);
    expect([px.width, px.height]).toEqual([640, 400]);
    expect(px.distinct).toBeGreaterThan(20);
    expect(Number(await page.getAttribute('#screen', 'data-frames'))).toBeGreaterThan(0);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    expect(await page.inputValue('#map')).toBe(s.map);
    expect(pageErrors).toEqual([]);
  });

  it('moves forward while W is held, and the picture changes', async () => {
    const before = await page.evaluate(() => window.toom.state());
    const px0 = await canvasStats(page);
    await page.keyboard.down('w');
    await page.waitForTimeout(1000);
    await page.keyboard.up('w');
    await waitFrames(page, 3);
    const after = await page.evaluate(() => window.toom.state());
    const px1 = await canvasStats(page);
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(20);
    expect(px1.hash).not.toBe(px0.hash);
  });

  it('Tab toggles the automap and F the HUD', async () => {
    await page.keyboard.press('Tab');
    await waitFrames(page, 2);
    const map = await canvasStats(page);
    expect(map.distinct).toBeGreaterThanOrEqual(3); // background, lines, the arrow
    expect(map.distinct).toBeLessThanOrEqual(8);
    await page.keyboard.press('Tab');
    await waitFrames(page, 2);
    expect((await canvasStats(page)).distinct).toBeGreaterThan(20);

    await page.keyboard.press('f');
    const name = (await page.evaluate(() => window.toom.state())).map;
    await page.waitForFunction(() => /fps/.test(document.getElementById('hud')!.textContent ?? ''));
    expect(await page.isVisible('#hud')).toBe(true);
    expect(await page.textContent('#hud')).toContain(name);
    await page.keyboard.press('f');
    expect(await page.isVisible('#hud')).toBe(false);
  });

  it('remembers the resolution and the map across a reload', async () => {
    const maps = await page.$$eval('#map option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    const target = maps[maps.length - 1];
    await page.selectOption('#map', target);
    await page.waitForFunction((m) => window.toom.state().map === m, target);
    await page.selectOption('#res', '320x200');
    await waitFrames(page, 2);
    expect((await canvasStats(page)).width).toBe(320);
    await page.reload();
    await page.evaluate(() => window.toom.ready);
    const s = await page.evaluate(() => window.toom.state());
    expect(s.map).toBe(target);
    expect(s.wad).toBe(defaultWad);
    const px = await canvasStats(page);
    expect([px.width, px.height]).toEqual([320, 200]);
    expect(px.distinct).toBeGreaterThan(20);
  });

  it.each([
    ['random.wad', () => randomBytes(4096), /^random\.wad: header: not a WAD file/],
    ['truncated.wad', () => {
      const whole = readFileSync(defaultPath);
      return whole.subarray(0, whole.length >> 1);
    }, /^truncated\.wad: (directory|lump \d+ "[^"]*"): /],
    ['tiny.wad', () => Buffer.from('IWAD'), /^tiny\.wad: header: truncated header: file is 4 bytes/],
  ])('shows %s as an error banner and keeps rendering', async (name, bytes, message) => {
    const before = await page.evaluate(() => window.toom.state());
    await page.setInputFiles('#file', { name, mimeType: 'application/octet-stream', buffer: bytes() });
    await page.waitForFunction((n) => window.toom.state().lastError?.startsWith(`${n}: `), name);
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toMatch(message);
    expect(await page.isVisible('#banner')).toBe(true);
    expect(await page.textContent('#banner-text')).toBe(s.lastError);
    expect([s.wad, s.map]).toEqual([before.wad, before.map]);
    await waitFrames(page, 10); // the frame count keeps rising
    expect((await canvasStats(page)).distinct).toBeGreaterThan(20);
    await page.click('#banner-close');
    expect(await page.isVisible('#banner')).toBe(false);
  });

  it.runIf(FULL && haveFreedoom)(`opens Freedoom's E1M1 through the file input${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    await page.setInputFiles('#file', FREEDOOM1);
    await page.waitForFunction(() => window.toom.state().map === 'E1M1' || window.toom.state().lastError !== null, null, { timeout: 60_000 });
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toBeNull();
    expect([s.wad, s.map]).toEqual(['freedoom1.wad', 'E1M1']);
    expect(await page.isVisible('#banner')).toBe(false);
    await waitFrames(page, 3);
    expect((await canvasStats(page)).distinct).toBeGreaterThan(20);
    expect(pageErrors).toEqual([]);
  });
});
