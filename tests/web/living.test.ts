// The living world in the page (headless Chromium): on a map built here, Space at a locked door
// shows DOOM's message, a pickup's message and the status line's items/secrets/keys follow, E
// opens a door (its sector's ceiling rises tic by tic), the automap shows what was seen in DOOM's
// colours and A reveals the rest, a focused button never eats the use key, Ctrl fires, an exit
// line shows the tally and Space goes on to the next map (and a secret exit with no map to go to
// says so after the tally and stays), and 2 render threads draw the moved door like one. On Freedoom's MAP01, Space opens the
// first door.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closePage, haveChromium, keepPixels, noChromiumReason, openLocalWad, openPage, pixelsChangedSince, waitFrames, type OpenPage } from './web-harness.js';
import { LIVING, livingWad } from '../helpers/living-map.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { writePng } from '../../tools/png.js';
import { join } from 'node:path';

/** Waits until the page's simulation has run `n` more tics. */
async function waitTics(page: Page, n: number): Promise<number> {
  const start = await page.evaluate(() => window.toom.state().tic);
  await page.waitForFunction((t) => window.toom.state().tic >= t, start + n, { timeout: 60_000 });
  return start;
}

/** Counts the framebuffer's pixels of each ABGR colour asked for. */
function countColors(page: Page, colors: number[]): Promise<number[]> {
  return page.evaluate((cs) => {
    const px = window.toom.pixels();
    const n = cs.map(() => 0);
    for (let i = 0; i < px.length; i++) { const k = cs.indexOf(px[i] | 0); if (k >= 0) n[k]++; }
    return n;
  }, colors);
}

interface MeltFrame { px: Uint32Array; offsets: number[]; tics: number; tic: number }
interface MeltCheck { moving: number; shiftedWrong: number; newWrong: number; newChanged: number; oldShown: number; ticsA: number; ticsB: number; gameTics: number[]; end: number }

/**
 * Watches DOOM's melt on the page: two frames of it (A, B) some tics apart and the picture after it
 * (F). The old picture's columns must have moved down by exactly the change in their offsets
 * (`shiftedWrong` counts pixels of B that did not), above each column the new picture shows (B
 * against A above A's offsets: `newChanged`, as nothing ticks meanwhile; B against F above B's
 * offsets: `newWrong`, for a screen that holds still after the melt too), and the old picture is
 * not the new one (`oldShown` pixels of B below the offsets differ from F). The game's clock (the
 * tally's tics, or the level's) must not move during the melt.
 */
async function watchMelt(page: Page, clock: 'tally' | 'level'): Promise<MeltCheck> {
  const grab = (g: string): Promise<void> => page.evaluate((which) => {
    const w = window.toom.wipe(), s = window.toom.state();
    const frames = ((window as unknown as { __melt?: MeltFrame[] }).__melt ??= []);
    frames.push({ px: window.toom.pixels(), offsets: w.offsets, tics: w.tics, tic: which === 'tally' ? s.tally!.tic : s.tic });
  }, g);
  await page.evaluate(() => { (window as unknown as { __melt?: MeltFrame[] }).__melt = []; });
  await page.waitForFunction(() => window.toom.wipe().active, null, { timeout: 30_000 });
  await grab(clock);
  const ticsA = await page.evaluate(() => window.toom.wipe().tics);
  await page.waitForFunction((t) => window.toom.wipe().tics >= t + 12 || !window.toom.wipe().active, ticsA, { timeout: 30_000 });
  await grab(clock);
  await page.waitForFunction(() => !window.toom.state().wipe, null, { timeout: 30_000 });
  const end = await page.evaluate(() => window.toom.wipe().tics);
  await grab(clock);
  // Frame B, to look at.
  const shot = await page.evaluate(() => {
    const c = document.getElementById('screen') as HTMLCanvasElement;
    return { w: c.width, h: c.height, px: Array.from((window as unknown as { __melt: MeltFrame[] }).__melt[1].px) };
  });
  writePng(join(OUTPUT_DIR, `page-melt-${clock}.png`), shot.w, shot.h, Uint32Array.from(shot.px));
  return page.evaluate(() => {
    const [a, b, f] = (window as unknown as { __melt: MeltFrame[] }).__melt;
    const c = document.getElementById('screen') as HTMLCanvasElement, W = c.width, H = c.height;
    let moving = 0, shiftedWrong = 0, newWrong = 0, newChanged = 0, oldShown = 0;
    for (let x = 0; x < W; x++) {
      const i = Math.floor((x * 160) / W), oa = a.offsets[i], ob = b.offsets[i];
      if (ob > oa && ob < H) moving++;
      for (let r = 0; r < H; r++) {
        const p = r * W + x;
        if (r < oa && b.px[p] !== a.px[p]) newChanged++;
        if (r < ob) { if (b.px[p] !== f.px[p]) newWrong++; continue; }
        if (b.px[p] !== f.px[p]) oldShown++;
        if (r - (ob - oa) >= oa && b.px[p] !== a.px[p - (ob - oa) * W]) shiftedWrong++;
      }
    }
    return { moving, shiftedWrong, newWrong, newChanged, oldShown, ticsA: a.tics, ticsB: b.tics, gameTics: [a.tic, b.tic, f.tic], end: (window as unknown as { __melt: MeltFrame[] }).__melt[2].tics };
  }).then((m) => ({ ...m, end }));
}

const abgr = (r: number, g: number, b: number): number => (0xff000000 | (b << 16) | (g << 8) | r) | 0;
const WALL = abgr(255, 0, 0), DOOR = abgr(255, 255, 255), KEY_BLUE = abgr(0, 0, 255);

describe.skipIf(!haveChromium)(`the living world in the page${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let o: OpenPage;
  let page: Page;
  beforeAll(async () => {
    o = await openPage();
    page = o.page;
    await openLocalWad(page, 'living.wad', livingWad());
  });
  afterAll(() => closePage(o));

  it('starts MAP01 with its level totals on the status line', async () => {
    const s = await page.evaluate(() => window.toom.state());
    expect(s.lastError).toBeNull();
    expect([s.map, s.items, s.itemsTotal, s.secrets, s.secretsTotal, s.keys, s.health]).toEqual(['MAP01', 0, 1, 0, 1, 0, 100]);
    await page.waitForFunction(() => /I 0\/1/.test(document.getElementById('status')!.textContent ?? ''));
    expect(await page.textContent('#status')).toMatch(/HEALTH 100%.*I 0\/1.*S 0\/1/);
    expect(await page.isVisible('#message')).toBe(false);
  });

  it('Space at the blue door (with a focused button) says the key is needed; the button is not pressed', async () => {
    let chooser = false;
    page.on('filechooser', () => { chooser = true; });
    // DOOM's G_PlayerReborn starts a player with use held (usedown), so a press on the level's very
    // first tics, before one without it, does nothing: press once the level has run (after the melt).
    await page.waitForFunction(() => !window.toom.state().wipe && window.toom.state().tic >= 2, null, { timeout: 30_000 });
    await page.focus('#open');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().message !== '', null, { timeout: 30_000 });
    expect((await page.evaluate(() => window.toom.state())).message).toBe('You need a blue key to open this door');
    expect(await page.isVisible('#message')).toBe(true);
    expect(await page.textContent('#message')).toBe('You need a blue key to open this door');
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).not.toBe('open');
    expect(chooser).toBe(false);
    expect((await page.evaluate(() => window.toom.sector(1)))!.ceil).toBe(0); // locked: did not move
  });

  // Four seconds of real time: only in the full run (the message timer itself is checked in tests/sim).
  it.runIf(FULL)(`the message goes after 4 seconds of tics${fullOnly}`, async () => {
    const s = await page.evaluate(() => window.toom.state());
    expect(s.message).not.toBe('');
    await page.waitForFunction(() => window.toom.state().message === '', null, { timeout: 60_000 });
    expect(await page.isVisible('#message')).toBe(false);
  });

  it('walking over the health bonus picks it up: message, health and items', async () => {
    await page.evaluate(() => window.toom.play('turn-left 51, forward 40'));
    const s = await page.evaluate(() => window.toom.state());
    expect([s.items, s.health, s.message]).toEqual([1, 101, 'Picked up a health bonus.']);
    expect(s.x).toBeCloseTo(240, 0); // against the door
    await page.waitForFunction(() => /I 1\/1/.test(document.getElementById('status')!.textContent ?? ''));
  });

  it('E opens the door: its ceiling rises 2 units a tic', async () => {
    const door = LIVING.door;
    const ticAndCeil = () => page.evaluate((d) => [window.toom.state().tic, window.toom.sector(d)!.ceil], door);
    expect((await ticAndCeil())[1]).toBe(0);
    await page.keyboard.press('e');
    await waitTics(page, 12);
    const a = await ticAndCeil();
    expect(a[1]).toBeGreaterThan(0);
    expect(a[1] % 2).toBe(0);
    // Still opening (to the lowest neighbour ceiling - 4 = 124) at DOOM's VDOORSPEED, 2 units a tic.
    const b = await ticAndCeil();
    if (b[1] < 124) expect(b[1] - a[1]).toBe(2 * (b[0] - a[0]));
    await page.waitForFunction((d) => window.toom.sector(d)!.ceil === 124, door, { timeout: 60_000 });
  });

  it('the automap shows the seen walls and doors in their colours; A reveals the rest', async () => {
    await page.keyboard.press('Tab');
    await waitFrames(page, 2);
    expect(await page.evaluate(() => window.toom.automap())).toEqual({ visible: true, reveal: false, things: false, zoom: 1 });
    const [wall, door, blue] = await countColors(page, [WALL, DOOR, KEY_BLUE]);
    expect(wall).toBeGreaterThan(100);
    expect(door).toBeGreaterThan(20);
    expect(blue).toBeGreaterThan(10);
    const seen = (await page.evaluate(() => window.toom.state())).seenLines;
    await page.keyboard.press('a');
    await waitFrames(page, 2);
    expect(await page.evaluate(() => window.toom.automap())).toEqual({ visible: true, reveal: true, things: false, zoom: 1 });
    const [wall2] = await countColors(page, [WALL]);
    expect(wall2).toBeGreaterThan(wall); // the unseen rooms' walls
    expect((await page.evaluate(() => window.toom.state())).x).toBeCloseTo(240, 0); // A did not strafe
    await page.keyboard.press('a');
    await page.keyboard.press('Tab');
    await waitFrames(page, 2);
    expect(seen).toBeGreaterThan(8);
  });

  it('2 render threads draw the opened door exactly like one thread', async () => {
    const isolated = await page.evaluate(() => crossOriginIsolated);
    expect(isolated).toBe(true);
    await page.evaluate(() => window.toom.pause(true));
    await waitFrames(page, 2);
    await keepPixels(page);
    await page.evaluate(() => window.toom.setThreads(2));
    await waitFrames(page, 4);
    expect(await page.evaluate(() => window.toom.state().threads)).toBe(2);
    expect(await pixelsChangedSince(page)).toBe(0);
    await page.evaluate(() => window.toom.setThreads(1));
    await page.evaluate(() => window.toom.pause(false));
  });

  it('Ctrl is fire', async () => {
    await page.keyboard.down('Control');
    await waitTics(page, 2);
    expect((await page.evaluate(() => window.toom.state())).buttons).toBe(1);
    await page.keyboard.up('Control');
    await waitTics(page, 2);
    expect((await page.evaluate(() => window.toom.state())).buttons).toBe(0);
  });

  it('through the door: the secret counts, the keycard shows, and the exit line enters MAP02', async () => {
    await page.evaluate(() => window.toom.play('forward 16'));
    const s = await page.evaluate(() => window.toom.state());
    expect([s.sector, s.secrets, s.keys]).toEqual([3, 1, 1]);
    await page.waitForFunction(() => document.querySelector('#status .key.blue.card') !== null);
    expect(await page.textContent('#status')).toMatch(/S 1\/1/);
    await page.evaluate(() => window.toom.play('forward 30'));
    // The tally first (this WAD has no WI graphics: a black screen, the counts still run), with the
    // status line hidden; Space finishes the count, Space again goes on to MAP02.
    await page.waitForFunction(() => window.toom.state().screen === 'intermission', null, { timeout: 30_000 });
    expect(await page.isVisible('#status')).toBe(false);
    // DOOM's melt: the level's last frame slides down off the (black) tally in 160 columns, the
    // tally waiting for it, then the tally alone.
    const melt = await watchMelt(page, 'tally');
    expect(melt.ticsB).toBeGreaterThan(melt.ticsA);
    expect(melt.moving).toBeGreaterThan(0);
    expect([melt.shiftedWrong, melt.newWrong, melt.newChanged]).toEqual([0, 0, 0]);
    expect(melt.oldShown).toBeGreaterThan(1000);
    expect(melt.gameTics[1]).toBe(melt.gameTics[0]); // the tally did not count during the melt
    expect(melt.end).toBeGreaterThanOrEqual(28);
    expect(melt.end).toBeLessThanOrEqual(43);
    await page.waitForFunction((t) => window.toom.state().tally!.tic > t, melt.gameTics[1], { timeout: 30_000 });
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().tally?.secrets === 100, null, { timeout: 30_000 });
    const shown = (await page.evaluate(() => window.toom.state())).tally!;
    expect(shown).toMatchObject({ kills: 0, items: 100, secrets: 100, par: 30 });
    // A second press, two tics later (a press within a tic of the last is a hold, as in DOOM).
    await page.waitForFunction((t) => window.toom.state().tally!.tic >= t + 2, shown.tic);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().map === 'MAP02', null, { timeout: 30_000 });
    // The tally melts into MAP02, the level waiting for it (its clock stays at 0), then it plays.
    expect((await page.evaluate(() => window.toom.state())).wipe).toBe(true);
    const into = await watchMelt(page, 'level');
    expect([into.shiftedWrong, into.newChanged, into.gameTics[0], into.gameTics[1]]).toEqual([0, 0, 0, 0]);
    expect(into.moving).toBeGreaterThan(0);
    expect(into.oldShown).toBeGreaterThan(1000);
    await page.waitForFunction(() => window.toom.state().tic > 0, null, { timeout: 30_000 });
    const t = await page.evaluate(() => window.toom.state());
    expect([t.screen, t.notice, t.exited, t.keys, t.health, t.secretsTotal]).toEqual(['level', '', 0, 0, 101, 0]);
    expect(await page.inputValue('#map')).toBe('MAP02');
    expect(o.pageErrors).toEqual([]);
  });

  it('a secret exit with nowhere to go says so and the page stays', async () => {
    await page.evaluate(() => window.toom.play('forward 20'));
    await page.waitForFunction(() => window.toom.state().exited !== 0, null, { timeout: 30_000 });
    // The tally, then (DOOM II without MAP31: a secret exit is a normal one) nothing to enter.
    await page.waitForFunction(() => window.toom.state().screen === 'intermission', null, { timeout: 30_000 });
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().tally?.time !== -1, null, { timeout: 30_000 });
    const wiTic = (await page.evaluate(() => window.toom.state())).tally!.tic;
    await page.waitForFunction((t) => window.toom.state().tally!.tic >= t + 2, wiTic);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().screen === 'ended', null, { timeout: 30_000 });
    await waitFrames(page, 5);
    const s = await page.evaluate(() => window.toom.state());
    expect([s.map, s.exited, s.notice]).toEqual(['MAP02', 2, 'MAP02 finished — no next map in this WAD']);
    const tic = s.tic;
    await page.keyboard.down('w');
    await waitFrames(page, 5);
    await page.keyboard.up('w');
    const t = await page.evaluate(() => window.toom.state());
    expect([t.map, t.tic, t.x]).toEqual(['MAP02', tic, s.x]); // the level is over: no more tics
    expect(await page.isVisible('#notice')).toBe(true);
  });

  it('in the GPU mode a map picked from the menu melts in as well (DOOM\'s new game); setWipe(false) turns it off', async () => {
    // The tally's melt back into the ended level first.
    await page.waitForFunction(() => !window.toom.state().wipe, null, { timeout: 30_000 });
    await page.evaluate(() => window.toom.setMode('gpu'));
    await waitFrames(page, 2);
    await page.selectOption('#map', 'MAP01');
    await page.waitForFunction(() => window.toom.state().map === 'MAP01' && !window.toom.loading(), null, { timeout: 30_000 });
    expect((await page.evaluate(() => window.toom.state())).wipe).toBe(true);
    const melt = await watchMelt(page, 'level');
    expect(await page.evaluate(() => window.toom.mode())).toBe('gpu');
    expect([melt.shiftedWrong, melt.newChanged, melt.gameTics[0], melt.gameTics[1]]).toEqual([0, 0, 0, 0]);
    expect(melt.moving).toBeGreaterThan(0);
    expect(melt.oldShown).toBeGreaterThan(1000);
    await page.evaluate(() => window.toom.setMode('cpu'));
    // Off: the next map shows at once and plays.
    await page.evaluate(() => window.toom.setWipe(false));
    await page.selectOption('#map', 'MAP02');
    await page.waitForFunction(() => window.toom.state().map === 'MAP02' && !window.toom.loading(), null, { timeout: 30_000 });
    expect(await page.evaluate(() => [window.toom.state().wipe, window.toom.wipe().active, window.toom.wipe().enabled])).toEqual([false, false, false]);
    await waitTics(page, 2);
    await page.evaluate(() => window.toom.setWipe(true));
    expect(o.pageErrors).toEqual([]);
  });

  it('?wipe=0 opens the page with the melt off (a map change shows at once)', async () => {
    await page.goto(`${o.server.url}?wipe=0`);
    await page.evaluate(() => window.toom.ready);
    expect(await page.evaluate(() => window.toom.wipe().enabled)).toBe(false);
    const other = (await page.evaluate(() => window.toom.state().map)) === 'MAP01' ? 'MAP02' : 'MAP01';
    await page.selectOption('#map', other);
    await page.waitForFunction((m) => window.toom.state().map === m && !window.toom.loading(), other, { timeout: 30_000 });
    expect(await page.evaluate(() => [window.toom.state().wipe, window.toom.wipe().active])).toEqual([false, false]);
    await waitTics(page, 2);
    expect(o.pageErrors).toEqual([]);
  });

  it.runIf(FULL && haveFreedoom)(`Freedoom MAP01: Space in front of the first door opens it${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    await page.setInputFiles('#file', FREEDOOM2);
    await page.waitForFunction(() => window.toom.state().map === 'MAP01' && window.toom.state().wad === 'freedoom2.wad', null, { timeout: 60_000 });
    // The start faces east down a corridor to a fast door (type 117) 900 units away; sector 27 is the door.
    expect((await page.evaluate(() => window.toom.sector(27)))!.ceil).toBe(-64);
    await page.evaluate(() => window.toom.play('run, forward 60'));
    expect((await page.evaluate(() => window.toom.state())).x).toBeGreaterThan(660);
    await page.keyboard.press('Space');
    await waitTics(page, 8);
    expect((await page.evaluate(() => window.toom.sector(27)))!.ceil).toBeGreaterThan(-64);
    await page.waitForFunction(() => window.toom.sector(27)!.ceil === 28, null, { timeout: 60_000 });
    expect(o.pageErrors).toEqual([]);
  });
});
