// Takes the README's screenshots: serves the built page, opens it in headless Chromium and captures
// the window (or only the view with --view) once frames are drawn. It can open WADs as the file
// input does (--wad, repeatable), pick a map (--map), and play an input script on the page's tic
// loop (--script, the steps of `toom play --input`), pausing the world on the script's last tic so
// the picture shows exactly that tic. Build the page first, then run:
//   node tools/build.mjs && npx esbuild tools/screenshot.ts --bundle --platform=node --format=esm --packages=external --outfile=dist/screenshot.mjs && node dist/screenshot.mjs [--out docs/screenshot.png] [--res 640x400] [--automap [--reveal]] [--hud] [--view] [--wad FILE ...] [--map NAME] [--script STEPS]
import { mkdirSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './commands/serve.js';
import { projectRoot } from './load.js';
import { Args } from './args.js';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

async function main(): Promise<number> {
  const a = new Args(process.argv.slice(2), ['automap', 'reveal', 'hud', 'view']);
  const root = projectRoot();
  const out = resolve(a.get('out') ?? join(root, 'docs/screenshot.png'));
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    console.error('screenshot: dist/web/index.html is missing: run `node tools/build.mjs` first');
    return 1;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`screenshot: ${CHROMIUM} is missing (apt-get install chromium)`);
    return 1;
  }
  const wads = a.all('wad').map((f) => resolve(f));
  for (const f of wads) {
    if (!existsSync(f)) { console.error(`screenshot: ${f}: no such file`); return 1; }
  }
  const server = await startServer({ port: 0, root });
  const profile = mkdtempSync(join(tmpdir(), 'toom-chromium-'));
  // A persistent context on a fresh temp folder is Playwright's way to pass --user-data-dir.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 840 },
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    const res = a.get('res');
    if (res) await page.addInitScript((r) => localStorage.setItem('toom.settings', JSON.stringify({ res: r })), res);
    await page.goto(server.url);
    await page.evaluate(() => window.toom.ready);
    if (wads.length > 0) {
      const before = await page.evaluate(() => window.toom.state().wad);
      await page.setInputFiles('#file', wads);
      await page.waitForFunction((b) => window.toom.state().lastError !== null || window.toom.state().wad !== b, before, { timeout: 60_000 });
    }
    const map = a.get('map');
    if (map) {
      await page.selectOption('#map', map.toUpperCase());
      await page.waitForFunction((m) => window.toom.state().map === m, map.toUpperCase(), { timeout: 60_000 });
    }
    const script = a.get('script');
    if (script) {
      await page.evaluate(async (s) => {
        await window.toom.play(s);
        window.toom.pause(true);
      }, script);
    }
    // DOOM's screen melt after a load: the picture is taken once it has ended.
    await page.waitForFunction(() => !window.toom.state().wipe, null, { timeout: 60_000 });
    if (a.flag('automap')) await page.keyboard.press('Tab');
    if (a.flag('automap') && a.flag('reveal')) await page.keyboard.press('a');
    if (a.flag('hud')) await page.keyboard.press('f');
    const start = await page.evaluate(() => window.toom.state().frames);
    await page.waitForFunction((n) => window.toom.state().frames >= n + 30, start, { timeout: 60_000 });
    const s = await page.evaluate(() => window.toom.state());
    if (s.lastError) console.error(`page error banner: ${s.lastError}`);
    mkdirSync(dirname(out), { recursive: true });
    if (a.flag('view')) await page.locator('#frame').screenshot({ path: out });
    else await page.screenshot({ path: out });
    console.log(`wrote ${out} (${s.wad} ${s.map} tic ${s.tic} at ${s.x.toFixed(0)},${s.y.toFixed(0)}, ${s.frames} frames${s.message ? `, "${s.message}"` : ''})`);
    return 0;
  } finally {
    await browser.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().then(
  (code) => { process.exitCode = code; },
  (e) => { console.error(`screenshot: ${(e as Error).message ?? e}`); process.exitCode = 1; },
);
