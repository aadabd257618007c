// Takes the README's authoring screenshots on Freedoom E1M1 in headless Chromium: the pick under
// the crosshair (I), the link workflow (K on a line, a second line, L: the view through the new
// portal), the automap zoomed in with linedef numbers, things and the picked line marked, and the
// automap after a walk from the start with things (P) and the player's path. Run:
//   node tools/build.mjs && npx esbuild tools/authoring-screenshots.ts --bundle --platform=node --format=esm --packages=external --outfile=dist/authoring-screenshots.mjs && node dist/authoring-screenshots.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './commands/serve.js';
import { projectRoot } from './load.js';

const CHROMIUM = '/usr/bin/chromium';
/** E1M1 from the start: east along the hall, up the diagonal to the door and back down (an input script). */
const WALK = process.env.WALK ?? 'run, forward 45, turn-left 11, forward 22, use, wait 40, forward 30, turn-right 20, forward 20';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function main(): Promise<void> {
  const root = projectRoot();
  const server = await startServer({ port: 0 });
  const profile = mkdtempSync(join(tmpdir(), 'toom-shots-'));
  const ctx = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 960, height: 680 } });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`${server.url}?iwad=freedoom1.wad&map=E1M1`);
    await page.evaluate(() => window.toom.ready);
    await page.selectOption('#res', '640x400');
    await page.evaluate(() => { window.toom.pause(true); window.toom.authoring.goTo(448, 330, Math.PI / 2); window.toom.authoring.setPick(true); });
    const frames = async (n: number): Promise<void> => {
      const f = await page.evaluate(() => window.toom.state().frames);
      await page.waitForFunction((s) => window.toom.state().frames >= s, f + n);
      await page.waitForTimeout(300);
    };
    await frames(3);
    const frame = page.locator('#frame');
    await frame.screenshot({ path: join(root, 'docs/authoring-pick.png') });
    await page.keyboard.press('KeyK');
    await page.evaluate(() => window.toom.authoring.select(597));
    await frames(2);
    await frame.screenshot({ path: join(root, 'docs/authoring-select.png') });
    await page.keyboard.press('KeyL');
    await frames(3);
    await frame.screenshot({ path: join(root, 'docs/authoring-link.png') });
    await page.keyboard.press('Tab');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Equal');
    await page.keyboard.press('KeyA'); // reveal: every line
    await frames(3);
    await frame.screenshot({ path: join(root, 'docs/authoring-automap-ids.png') });
    console.log(await page.evaluate(() => window.toom.authoring.text()));
    // A fresh E1M1: a walk from the start, then the automap with things (P) and the path behind.
    await page.goto(`${server.url}?iwad=freedoom1.wad&map=E1M1`);
    await page.evaluate(() => window.toom.ready);
    await page.evaluate((walk) => window.toom.play(walk), WALK);
    await page.evaluate(() => window.toom.pause(true));
    await page.keyboard.press('Tab');
    await page.keyboard.press('KeyP');
    await page.keyboard.press('Equal');
    await frames(3);
    await frame.screenshot({ path: join(root, 'docs/automap-things.png') });
  } finally {
    await ctx.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

void main();
