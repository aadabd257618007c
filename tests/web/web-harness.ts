// Shared by the web tests: headless Chromium on a fresh profile, raw HTTP requests, canvas pixel
// statistics. The page itself is dist/web, built by tests/global-setup.ts before the suite.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser as PwBrowser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

const VIEWPORT = { width: 1024, height: 700 };
import { startServer, type RunningServer, type ServeOptions } from '../../tools/commands/serve.js';

export { CHROMIUM } from './chromium.js';
export const haveChromium = existsSync(CHROMIUM);
export const noChromiumReason = `Chromium is not installed at ${CHROMIUM} (apt-get install chromium): skipping the browser tests`;
if (!haveChromium) console.warn(`SKIP: ${noChromiumReason}`);

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** The suite's one Chromium (started by tests/global-setup.ts), connected to once per test worker. */
let shared: Promise<PwBrowser> | null = null;

/**
 * A fresh browser context (its own storage, cache and service workers) in the suite's shared
 * Chromium; when the test runs outside the suite's global setup (no endpoint), in a Chromium of its
 * own on a fresh profile.
 */
export async function launchBrowser(): Promise<Browser> {
  const ws = inject('chromiumWs');
  if (ws) {
    shared ??= chromium.connect(ws);
    const context = await (await shared).newContext({ viewport: VIEWPORT });
    return { context, close: () => context.close() };
  }
  const profile = mkdtempSync(join(tmpdir(), 'toom-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: VIEWPORT,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with the path sent byte for byte (fetch would normalize `..` away). */
export function rawGet(port: number, path: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Distinct colours and a hash of the canvas's pixels. */
export function canvasStats(page: Page): Promise<{ distinct: number; hash: number; width: number; height: number }> {
  return page.evaluate(() => {
    const c = document.getElementById('screen') as HTMLCanvasElement;
    const px = new Uint32Array(c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.buffer);
    const seen = new Set<number>();
    let hash = 0;
    for (let i = 0; i < px.length; i++) {
      seen.add(px[i]);
      hash = (Math.imul(hash, 31) + px[i]) | 0;
    }
    return { distinct: seen.size, hash, width: c.width, height: c.height };
  });
}

/** Opens `bytes` as the local file `name` through the page's file input; resolves when the page shows
 *  it, after DOOM's screen melt into it (or an error). */
export async function openLocalWad(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  await page.setInputFiles('#file', { name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
  await page.waitForFunction((n) => (window.toom.state().wad === n && !window.toom.state().wipe) || window.toom.state().lastError !== null, name);
}

/** Keeps a copy of the page's framebuffer in the page (compared later by pixelsChangedSince): the
 *  pixels stay in the page instead of crossing to the test as a quarter of a million numbers. */
export async function keepPixels(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __kept: Uint32Array }).__kept = window.toom.pixels().slice(); });
}

/** Pixels that differ between the framebuffer now and the one keepPixels kept (-1: another size). */
export function pixelsChangedSince(page: Page): Promise<number> {
  return page.evaluate(() => {
    const kept = (window as unknown as { __kept: Uint32Array }).__kept, now = window.toom.pixels();
    if (kept.length !== now.length) return -1;
    let diff = 0;
    for (let i = 0; i < now.length; i++) if (now[i] !== kept[i]) diff++;
    return diff;
  });
}

/** Waits until `n` more frames have been drawn. */
export async function waitFrames(page: Page, n: number): Promise<void> {
  const start = await page.evaluate(() => window.toom.state().frames);
  await page.waitForFunction((s) => window.toom.state().frames >= s, start + n, { timeout: 30_000 });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A server on a free port and a page that has opened the default WAD; page errors are collected. */
export interface OpenPage { server: RunningServer; browser: Browser; page: Page; pageErrors: string[] }

/**
 * A server (the default folders, or `opts.server`), Chromium, and the page open at the server's URL
 * plus `opts.query`, once it is ready; `opts.onPage` sees the page before it loads (listeners).
 */
export async function openPage(opts: { server?: Partial<ServeOptions>; query?: string; onPage?: (page: Page) => void } = {}): Promise<OpenPage> {
  const server = await startServer({ port: 0, ...opts.server });
  const browser = await launchBrowser();
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  opts.onPage?.(page);
  await page.goto(server.url + (opts.query ?? ''));
  await page.evaluate(() => window.toom.ready);
  return { server, browser, page, pageErrors };
}

export async function closePage(p: OpenPage | undefined): Promise<void> {
  await p?.browser.close();
  await p?.server.close();
}
