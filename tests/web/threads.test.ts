// Multi-core rendering in the page: with T (or toom.setThreads) the page and Web Workers share the
// columns (blocks from a shared queue) over a SharedArrayBuffer; the picture is bit-identical to the
// one-thread picture (the simulation paused, so both pictures show the same tic).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closePage, haveChromium, keepPixels, noChromiumReason, openPage, pixelsChangedSince, waitFrames, type OpenPage } from './web-harness.js';

describe.skipIf(!haveChromium)(`parallel rendering in the page${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let o: OpenPage;
  let page: Page;
  beforeAll(async () => {
    o = await openPage();
    page = o.page;
  });
  afterAll(() => closePage(o));

  it('2 threads: the workers start, frames go on, and the picture equals the one-thread picture', async () => {
    await page.evaluate(() => window.toom.pause(true));
    await waitFrames(page, 3);
    await keepPixels(page);
    await page.evaluate(() => window.toom.setThreads(2));
    expect(await page.evaluate(() => window.toom.state().threads)).toBe(2);
    const before = await page.evaluate(() => window.toom.state().frames);
    await waitFrames(page, 5);
    expect(await page.evaluate(() => window.toom.state().frames)).toBeGreaterThan(before);
    expect(await page.evaluate(() => window.toom.state().threads), "the workers kept up (no fallback)").toBe(2);
    expect(await pixelsChangedSince(page)).toBe(0);
    await page.evaluate(() => window.toom.pause(false));
    await page.keyboard.press('KeyT');
    await page.waitForFunction(() => window.toom.state().threads === 1);
    expect(o.pageErrors).toEqual([]);
  });
});
