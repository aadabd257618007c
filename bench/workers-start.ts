// The page's time to its first frame drawn with Web Workers, in headless Chromium:
// `node tools/build.mjs && npx esbuild bench/workers-start.ts --bundle --platform=node --format=esm
// --packages=external --outfile=dist/workers-start.mjs && node dist/workers-start.mjs [--runs N]
// [--web DIR ...]`. For each server WAD (the demo WAD, and Freedoom's E1M1 when installed): open the
// page, then time toom.setThreads(2) from the call until a frame has been drawn with 2 threads (the
// workers started, attached to the World and rendered). Median of N runs, each in a fresh browser;
// with several --web builds (e.g. before and after a change), their runs alternate, so a noisy
// machine weighs on all of them alike.
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tools/commands/serve.js';

const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
const webDirs = argv.flatMap((a, i) => (a === '--web' ? [argv[i + 1]] : []));
if (webDirs.length === 0) webDirs.push('');
const runs = Number(opt('--runs') ?? 5);

async function once(url: string, wad: string): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), 'toom-ttff-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 1024, height: 700 },
  });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(url);
    await page.evaluate(() => window.toom.ready);
    if (wad) {
      await page.selectOption('#wad', wad);
      await page.waitForFunction((w) => window.toom.state().wad.includes(w), wad.split('/').pop()!, { timeout: 60_000 });
      await page.waitForFunction((f) => window.toom.state().frames > f, await page.evaluate(() => window.toom.state().frames));
    }
    return await page.evaluate(async () => {
      const t0 = performance.now();
      await window.toom.setThreads(2);
      if (window.toom.state().threads !== 2) throw new Error('the workers did not start');
      const f = window.toom.state().frames;
      await new Promise<void>((done) => { const check = () => (window.toom.state().frames > f ? done() : requestAnimationFrame(check)); requestAnimationFrame(check); });
      return performance.now() - t0;
    });
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const servers = await Promise.all(webDirs.map((d) => startServer({ port: 0, webDir: d || undefined })));
try {
  const wads: [string, string][] = [['toom-demo (MAP01)', '']];
  if (existsSync('/usr/share/games/doom/freedoom1.wad')) wads.push(['freedoom1 (E1M1)', '/iwad/freedoom1.wad']);
  for (const [label, wad] of wads) {
    const t: number[][] = servers.map(() => []);
    for (let i = 0; i < runs; i++) for (let k = 0; k < servers.length; k++) t[k].push(await once(servers[k].url, wad));
    for (let k = 0; k < servers.length; k++) {
      const s = [...t[k]].sort((a, b) => a - b);
      console.log(`${label} ${webDirs[k] || 'dist/web'}: median ${s[s.length >> 1].toFixed(0)} ms to the first 2-thread frame (runs: ${t[k].map((x) => x.toFixed(0)).join(', ')})`);
    }
  }
} finally {
  for (const s of servers) await s.close();
}
