// Multi-core rendering in the page: with T (or toom.setThreads) the page renders column bands in Web
// Workers over a SharedArrayBuffer; the picture is bit-identical to the one-thread picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../tools/commands/serve.js';
import { haveChromium, launchBrowser, noChromiumReason, waitFrames, type Browser } from './web-harness.js';

describe.skipIf(!haveChromium)(`parallel rendering in the page${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

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

  it('2 threads: the workers start, frames go on, and the picture equals the one-thread picture', async () => {
    await waitFrames(page, 3);
    const single = await page.evaluate(() => Array.from(window.toom.pixels()));
    await page.evaluate(() => window.toom.setThreads(2));
    expect(await page.evaluate(() => window.toom.state().threads)).toBe(2);
    const before = await page.evaluate(() => window.toom.state().frames);
    await waitFrames(page, 5);
    expect(await page.evaluate(() => window.toom.state().frames)).toBeGreaterThan(before);
    expect(await page.evaluate(() => window.toom.state().threads), "the workers kept up (no fallback)").toBe(2);
    const par = await page.evaluate(() => Array.from(window.toom.pixels()));
    expect(par.length).toBe(single.length);
    let diff = 0;
    for (let i = 0; i < par.length; i++) if (par[i] !== single[i]) diff++;
    expect(diff).toBe(0);
    await page.keyboard.press('KeyT');
    await page.waitForFunction(() => window.toom.state().threads === 1);
    expect(pageErrors).toEqual([]);
  });
});
