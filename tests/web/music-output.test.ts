// MusicOutput in headless Chromium: the AudioWorklet (bundled from src/web/music-worklet.ts) renders
// Freedoom's D_E1M1 with its GENMIDI into an OfflineAudioContext; the samples are not silent, and a
// bad lump is reported through onerror.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../tools/commands/serve.js';
import { haveChromium, launchBrowser, noChromiumReason, removeDir, type Browser } from './web-harness.js';
import { FREEDOOM1, noFreedoomReason } from '../helpers/freedoom.js';

const skip = !haveChromium ? noChromiumReason : !existsSync(FREEDOOM1) ? noFreedoomReason : false;

describe.skipIf(skip)(`MusicOutput in Chromium${skip ? ` (${skip})` : ''}`, () => {
  let dir: string;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toom-music-'));
    const opts = { bundle: true, platform: 'browser' as const, format: 'esm' as const, target: 'es2022', logLevel: 'error' as const };
    await build({ ...opts, entryPoints: [join(__dirname, 'music-page-entry.ts')], outfile: join(dir, 'music-test.js') });
    await build({ ...opts, entryPoints: [join(__dirname, '../../src/web/music-worklet.ts')], outfile: join(dir, 'music-worklet.js') });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><script type="module" src="music-test.js"></script>\n');
    server = await startServer({ port: 0, webDir: dir, watch: false });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) removeDir(dir);
  });

  it('renders D_E1M1 off the main thread: silent before play, music after; a bad lump reported', async () => {
    const page = await browser.context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(server.url);
    await page.waitForFunction(() => 'musicTest' in window);
    const r = await page.evaluate(() => (window as unknown as { musicTest: () => Promise<{ rmsBefore: number; rmsAfter: number; rmsQuiet: number; peak: number; errors: string[]; sampleRate: number }> }).musicTest());
    expect(r.sampleRate).toBe(48000);
    expect(r.rmsBefore).toBe(0);
    expect(r.rmsAfter).toBeGreaterThan(0.02);
    // DOOM's music volume reaches the OPL driver in the worklet: 16 of 127 is far quieter.
    expect(r.rmsQuiet).toBeLessThan(r.rmsAfter * 0.5);
    expect(r.rmsQuiet).toBeGreaterThan(0);
    expect(r.peak).toBeLessThan(1);
    expect(r.errors).toEqual(['music: music lump: MUS lump is 3 bytes, shorter than its 16-byte header']);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
