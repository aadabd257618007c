// The page keeps more render threads only where they help: after T, it compares its frame times with
// the one-thread ones and goes back to one thread by itself when the threads were not at least 10 %
// faster, saying so in the HUD (src/web/thread-probe.ts). Which way it goes depends on the machine and
// its load; either way the page's state, its HUD and its note agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVerdict, KEEP_BELOW } from '../../src/web/thread-probe.js';
import { closePage, haveChromium, noChromiumReason, openPage, waitFrames, type OpenPage } from './web-harness.js';

describe('the verdict on more threads', () => {
  it('keeps them when their median is at most 0.9 of one thread, else says why', () => {
    expect(KEEP_BELOW).toBe(0.9);
    expect(probeVerdict(4, 2, 2)).toBeNull();
    expect(probeVerdict(4, 3.6, 2)).toBeNull();
    expect(probeVerdict(4, 3.61, 2)).toBe('one thread: 2 threads were slower here (3.61 ms against 4.00 ms a frame)');
    expect(probeVerdict(1.4, 5.51, 3)).toBe('one thread: 3 threads were slower here (5.51 ms against 1.40 ms a frame)');
    // Nothing measured: no verdict.
    expect(probeVerdict(0, 5, 2)).toBeNull();
    expect(probeVerdict(4, 0, 2)).toBeNull();
  });
});

describe.skipIf(!haveChromium)(`T in the page${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let o: OpenPage;
  beforeAll(async () => { o = await openPage(); }, 60_000);
  afterAll(() => closePage(o));

  it('keeps 2 threads only when they are faster, and the HUD says when it went back to one', async () => {
    const { page } = o;
    await page.evaluate(() => window.toom.pause(true));
    await page.keyboard.press('KeyF');
    await waitFrames(page, 70);
    const one = await page.evaluate(() => window.toom.frameTimes());
    expect(one.threads).toBe(1);
    await page.keyboard.press('KeyT');
    await page.waitForFunction(() => window.toom.frameTimes().threads > 1, null, { timeout: 10_000 });
    // The probe's 60 frames, and a few more for its verdict.
    await waitFrames(page, 75);
    await page.waitForTimeout(300); // the HUD refreshes four times a second
    const after = await page.evaluate(() => window.toom.frameTimes());
    const hud = (await page.textContent('#hud')) ?? '';
    if (after.threads === 1) {
      expect(after.threadNote).toMatch(/^one thread: \d threads were slower here \(\d+\.\d\d ms against \d+\.\d\d ms a frame\)$/);
      expect(hud).toContain(after.threadNote);
      expect(hud).toMatch(/ 1 thread \(T\)/);
    } else {
      expect(after.threadNote).toBe('');
      expect(hud).not.toContain('one thread:');
    }
    console.log(`one thread ${one.medianMs.toFixed(2)} ms; after T: ${after.threads} thread(s) ${after.medianMs.toFixed(2)} ms ${after.threadNote}`);
    await page.evaluate(() => window.toom.pause(false));
    expect(o.pageErrors).toEqual([]);
  }, 60_000);
});
