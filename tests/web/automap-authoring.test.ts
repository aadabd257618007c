// The automap for map authors (headless Chromium, the living map built in tests/helpers): P shows
// the things in their kinds' colours and the player's path; a click on a line of the automap
// selects it (no pointer lock, no shot); two lines clicked and linked with L rebuild the World
// with the door half-open as it was, the clock and the items taken carried over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVING, livingWad } from '../helpers/living-map.js';
import { closePage, haveChromium, noChromiumReason, openLocalWad, openPage, waitFrames, type OpenPage } from './web-harness.js';

const abgr = (r: number, g: number, b: number): number => (0xff000000 | (b << 16) | (g << 8) | r) | 0;
// The README's automap legend: health/armour light blue, keys in their colour, the path faint blue-grey.
const HEALTH = abgr(127, 191, 255), KEY_BLUE = abgr(0, 0, 255), PATH = abgr(75, 75, 135), BACKGROUND = abgr(0, 0, 0);
/** The living map's things: the health bonus and the blue keycard. */
const BONUS = { x: 128, y: 128 }, KEYCARD = { x: 336, y: 128 };

/** The framebuffer pixel where map point (x, y) lands on the automap: centred on the player, north up, h/1600 × zoom pixels a unit. */
async function screenOf(page: Page, x: number, y: number): Promise<{ px: number; py: number }> {
  return page.evaluate(([mx, my]) => {
    const c = document.getElementById('screen') as HTMLCanvasElement, s = window.toom.state();
    const scale = (c.height / 1600) * window.toom.automap().zoom;
    return { px: Math.round((c.width >> 1) + (mx - s.x) * scale), py: Math.round((c.height >> 1) - (my - s.y) * scale) };
  }, [x, y]);
}

async function pixelAt(page: Page, x: number, y: number): Promise<number> {
  const { px, py } = await screenOf(page, x, y);
  return page.evaluate(([i, j]) => window.toom.pixels()[j * (document.getElementById('screen') as HTMLCanvasElement).width + i] | 0, [px, py]);
}

/** The pixels of the column through map point (x, y), one row above it to one below (a line drawn near it). */
async function columnAt(page: Page, x: number, y: number): Promise<number[]> {
  const { px, py } = await screenOf(page, x, y);
  return page.evaluate(([i, j]) => {
    const w = (document.getElementById('screen') as HTMLCanvasElement).width, fb = window.toom.pixels();
    return [fb[(j - 1) * w + i] | 0, fb[j * w + i] | 0, fb[(j + 1) * w + i] | 0];
  }, [px, py]);
}

/** Clicks the canvas where map point (x, y) is drawn (client pixels from the canvas's box). */
async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const { px, py } = await screenOf(page, x, y);
  const box = (await page.locator('#screen').boundingBox())!;
  const size = await page.evaluate(() => { const c = document.getElementById('screen') as HTMLCanvasElement; return [c.width, c.height]; });
  await page.mouse.click(box.x + (px + 0.5) * box.width / size[0], box.y + (py + 0.5) * box.height / size[1]);
}

describe.skipIf(!haveChromium)(`the automap for authors${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let o: OpenPage;
  let page: Page;
  beforeAll(async () => {
    o = await openPage();
    page = o.page;
    await openLocalWad(page, 'living.wad', livingWad());
    // Count the pointer-lock requests: an automap click must make none.
    await page.evaluate(() => {
      const c = document.getElementById('screen') as HTMLCanvasElement & { locks?: number };
      const lock = c.requestPointerLock.bind(c);
      c.locks = 0;
      c.requestPointerLock = (...a: Parameters<typeof lock>) => { c.locks!++; return lock(...a); };
    });
  });
  afterAll(() => closePage(o));

  const locks = () => page.evaluate(() => (document.getElementById('screen') as HTMLCanvasElement & { locks?: number }).locks ?? 0);

  it('P shows the things in their kinds\' colours: the health bonus light blue, the blue keycard blue', async () => {
    await page.evaluate(() => window.toom.pause(true));
    await page.keyboard.press('Tab');
    await waitFrames(page, 2);
    expect(await pixelAt(page, BONUS.x, BONUS.y)).toBe(BACKGROUND);
    expect(await pixelAt(page, KEYCARD.x, KEYCARD.y)).toBe(BACKGROUND);
    await page.keyboard.press('KeyP');
    await waitFrames(page, 2);
    expect(await page.evaluate(() => window.toom.automap().things)).toBe(true);
    expect(await pixelAt(page, BONUS.x, BONUS.y)).toBe(HEALTH);
    expect(await pixelAt(page, KEYCARD.x, KEYCARD.y)).toBe(KEY_BLUE);
  });

  it('the path: walking east over the bonus draws a line behind the player; the bonus taken is gone', async () => {
    await page.keyboard.press('Tab');
    await page.evaluate(() => window.toom.pause(false));
    await page.evaluate(() => window.toom.play('turn-left 51, forward 40'));
    await page.evaluate(() => window.toom.pause(true));
    const s = await page.evaluate(() => window.toom.state());
    // The walk ends against the door, having drifted a little south.
    expect([s.items, Math.round(s.x)]).toEqual([1, 240]);
    expect(Math.abs(s.y - 128)).toBeLessThan(8);
    await page.keyboard.press('Tab');
    await waitFrames(page, 2);
    // Along y ≈ 128 from the start (x 48) towards the player, clear of the arrow (57 units long),
    // where the bonus was too (taken: not drawn).
    for (const x of [64, 100, BONUS.x, 150]) expect(await columnAt(page, x, 128)).toContain(PATH);
    expect(await columnAt(page, BONUS.x, BONUS.y)).not.toContain(HEALTH);
    expect(await columnAt(page, 150, 160)).toEqual([BACKGROUND, BACKGROUND, BACKGROUND]);
    expect(await pixelAt(page, KEYCARD.x, KEYCARD.y)).toBe(KEY_BLUE);
    await page.keyboard.press('Tab');
  });

  it('a click on a line of the automap selects it (no pointer lock); L links two, the half-open door stays as it was', async () => {
    // Open the door (E), let it rise part way, then hold the world still.
    const door = LIVING.door;
    await page.evaluate(() => window.toom.pause(false));
    await page.keyboard.press('e');
    await page.waitForFunction((d) => window.toom.sector(d)!.ceil >= 40, door, { timeout: 60_000 });
    await page.evaluate(() => window.toom.pause(true));
    const before = await page.evaluate((d) => ({ s: window.toom.state(), door: window.toom.sector(d)! }), door);
    expect(before.door.ceil).toBeLessThan(124); // still opening
    await page.keyboard.press('Tab');
    await page.keyboard.press('a'); // every line drawn, so every line is clickable
    await waitFrames(page, 2);
    // Line 3: room A's east wall north of the door, (256, 256)-(256, 160); line 4 south of it, (256, 96)-(256, 0).
    await clickMap(page, 256, 224);
    await waitFrames(page, 1);
    expect(await page.evaluate(() => window.toom.authoring.selection())).toEqual([3]);
    expect(await page.evaluate(() => window.toom.authoring.note())).toBe('line 3 selected on the automap');
    await clickMap(page, 256, 30);
    expect(await page.evaluate(() => window.toom.authoring.selection())).toEqual([3, 4]);
    // Empty floor: nothing near, the selection stays.
    await clickMap(page, 150, 200);
    expect(await page.evaluate(() => window.toom.authoring.selection())).toEqual([3, 4]);
    expect(await page.evaluate(() => window.toom.authoring.note())).toBe('no line near the click');
    expect(await locks()).toBe(0);
    expect(await page.evaluate(() => window.toom.state().buttons)).toBe(0);
    await waitFrames(page, 2);
    // The selection is marked green on the map (3 pixels wide over line 3).
    expect(await pixelAt(page, 256, 224)).toBe(abgr(0, 255, 0));

    await page.keyboard.press('Shift+KeyL'); // the authoring keys take Shift (plain letters are the game's)
    await page.waitForFunction(() => window.toom.authoring.text().includes('portal 3 4'), undefined, { timeout: 5000 });
    const after = await page.evaluate((d) => ({ s: window.toom.state(), door: window.toom.sector(d)! }), door);
    expect(await page.evaluate(() => window.toom.authoring.note())).toMatch(/^linked 3 → 4/);
    expect(await page.evaluate(() => window.toom.authoring.note())).not.toMatch(/restarted/);
    expect(after.s.lastError).toBeNull();
    expect(after.door).toEqual(before.door);
    expect([after.s.tic, after.s.items, after.s.health, after.s.x, after.s.y, after.s.z, after.s.sector])
      .toEqual([before.s.tic, before.s.items, before.s.health, before.s.x, before.s.y, before.s.z, before.s.sector]);
    // The bonus stays taken, the path stays drawn.
    await waitFrames(page, 2);
    expect(await columnAt(page, BONUS.x, BONUS.y)).toContain(PATH);
    expect(await columnAt(page, BONUS.x, BONUS.y)).not.toContain(HEALTH);
    // The clock goes on from there, and the door with it, up to its top (124).
    await page.evaluate(() => window.toom.pause(false));
    await page.waitForFunction((d) => window.toom.sector(d)!.ceil === 124, door, { timeout: 60_000 });
    expect((await page.evaluate(() => window.toom.state())).tic).toBeGreaterThan(before.s.tic);
    // Off the automap a click locks the pointer again (the counter above can count).
    await page.keyboard.press('Tab');
    await page.locator('#screen').click();
    expect(await locks()).toBe(1);
    expect(o.pageErrors).toEqual([]);
  });
});
