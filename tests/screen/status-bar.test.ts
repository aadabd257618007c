// DOOM's status bar drawn from the WAD's own graphics: the widgets' pictures at DOOM's places
// (checked pixel for pixel against the pictures drawn alone at those places), on Freedoom 1 and 2;
// the demo WAD, which has no status bar graphics, gets none and a warning; the whole 640×400 screen
// of Freedoom E1M1's start against a golden picture.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadStack } from '../../tools/load.js';
import { writePng } from '../../tools/png.js';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { OUTPUT_DIR, compareGolden } from '../helpers/golden.js';
import { ScreenBuffer, SCREEN_WIDTH } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { StatusBar, ST_Y } from '../../src/screen/status-bar.js';
import { GameScreen, drawStatusbarScreen, viewHeight } from '../../src/screen/screen-layout.js';
import { PlayerState, WP_SHOTGUN } from '../../src/sim/base/player-state.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim } from '../../src/sim/playsim.js';
import type { WadStack } from '../../src/wad/wad-stack.js';

const DEMO_WAD = join(__dirname, '..', '..', 'wad', 'toom-demo.wad');

function fresh(): PlayerState {
  const p = new PlayerState();
  p.reborn();
  return p;
}

/** Whether every opaque texel of picture `name` placed at (x, y) by its offsets shows in `s` (above row `belowRow`). */
function shows(s: ScreenBuffer, g: ScreenGraphics, name: string, x: number, y: number, belowRow = 200): boolean {
  const one = new ScreenBuffer();
  one.drawPatch(g.picture(name)!, x, y);
  let n = 0;
  for (let i = 0; i < belowRow * SCREEN_WIDTH; i++) {
    if (!one.covered[i]) continue;
    n++;
    if (s.pixels[i] !== one.pixels[i]) return false;
  }
  return n > 0;
}

/** The bar drawn alone into a fresh screen. */
function bar(stack: WadStack, p: PlayerState): { s: ScreenBuffer; g: ScreenGraphics; sb: StatusBar } {
  const g = new ScreenGraphics(stack), sb = new StatusBar(g), s = new ScreenBuffer();
  sb.start(p);
  sb.draw(s, p);
  return { s, g, sb };
}

describe.skipIf(!haveFreedoom)(`the status bar on Freedoom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  for (const wad of [FREEDOOM1, FREEDOOM2]) {
    const name = wad.split('/').pop();
    it(`${name}: at the start: 100% health, 50 bullets, 0% armour, ARMS 2 lit, no keys, the straight face`, () => {
      const stack = loadStack(wad);
      const { s, g, sb } = bar(stack, fresh());
      expect(sb.available).toBe(true);
      expect(g.warnings).toEqual([]);
      // Only the bar's rows are drawn.
      expect(s.covered.subarray(0, ST_Y * SCREEN_WIDTH).some((c) => c !== 0)).toBe(false);
      expect(s.covered.subarray(ST_Y * SCREEN_WIDTH).every((c) => c === 1)).toBe(true);
      // Ready ammo 50 right-aligned to x=44 in the 13-pixel tall digits, at y=171.
      expect(shows(s, g, 'STTNUM5', 44 - 26, 171)).toBe(true);
      expect(shows(s, g, 'STTNUM0', 44 - 13, 171)).toBe(true);
      // Health 100% at x=90: 1, 0, 0, then the percent sign.
      expect(shows(s, g, 'STTNUM1', 90 - 39, 171)).toBe(true);
      expect(shows(s, g, 'STTNUM0', 90 - 26, 171)).toBe(true);
      expect(shows(s, g, 'STTNUM0', 90 - 13, 171)).toBe(true);
      expect(shows(s, g, 'STTPRCNT', 90, 171)).toBe(true);
      // Armour 0%: a single 0 at x=221.
      expect(shows(s, g, 'STTNUM0', 221 - 13, 171)).toBe(true);
      expect(shows(s, g, 'STTPRCNT', 221, 171)).toBe(true);
      // ARMS: the panel, 2 lit (the yellow small digit), 3..7 grey.
      expect(shows(s, g, 'STARMS', 104, 168, 172)).toBe(true); // above the digits drawn over it
      expect(shows(s, g, 'STYSNUM2', 111, 172)).toBe(true);
      expect(shows(s, g, 'STGNUM3', 123, 172)).toBe(true);
      expect(shows(s, g, 'STGNUM4', 135, 172)).toBe(true);
      expect(shows(s, g, 'STGNUM5', 111, 182)).toBe(true);
      expect(shows(s, g, 'STGNUM7', 135, 182)).toBe(true);
      expect(shows(s, g, 'STYSNUM3', 123, 172)).toBe(false);
      // The face STFST00 at (143, 168); no key in any slot (the bar's own pixels there).
      expect(shows(s, g, 'STFST00', 143, 168)).toBe(true);
      for (const y of [171, 181, 191]) for (let k = 0; k < 6; k++) expect(shows(s, g, `STKEYS${k}`, 239, y)).toBe(false);
      // The ammo table: 50 of 200 bullets, 0 of 50 shells, 0 of 300 cells, 0 of 50 rockets (small digits, 4 wide).
      expect(shows(s, g, 'STYSNUM5', 288 - 8, 173)).toBe(true);
      expect(shows(s, g, 'STYSNUM0', 288 - 4, 173)).toBe(true);
      expect(shows(s, g, 'STYSNUM2', 314 - 12, 173)).toBe(true);
      expect(shows(s, g, 'STYSNUM0', 288 - 4, 179)).toBe(true);
      expect(shows(s, g, 'STYSNUM5', 314 - 8, 179)).toBe(true);
      expect(shows(s, g, 'STYSNUM3', 314 - 12, 191)).toBe(true);
      expect(shows(s, g, 'STYSNUM5', 314 - 8, 185)).toBe(true);
    });

    it(`${name}: keys in their slots (a skull over its card), a new weapon lit, the shotgun's shells as ready ammo`, () => {
      const stack = loadStack(wad);
      const p = fresh();
      p.cards[0] = 1; // blue card: top slot
      p.cards[2] = 1; p.cards[5] = 1; // red card and red skull: the skull shows in the bottom slot
      p.weaponowned[WP_SHOTGUN] = 1;
      p.readyweapon = WP_SHOTGUN;
      p.ammo[1] = 7;
      const { s, g } = bar(stack, p);
      expect(shows(s, g, 'STKEYS0', 239, 171)).toBe(true);
      expect(shows(s, g, 'STKEYS5', 239, 191)).toBe(true);
      expect(shows(s, g, 'STKEYS2', 239, 191)).toBe(false);
      for (let k = 0; k < 6; k++) expect(shows(s, g, `STKEYS${k}`, 239, 181)).toBe(false);
      expect(shows(s, g, 'STYSNUM3', 123, 172)).toBe(true);
      expect(shows(s, g, 'STTNUM7', 44 - 13, 171)).toBe(true);
      expect(shows(s, g, 'STYSNUM7', 288 - 4, 179)).toBe(true);
    });

    it(`${name}: the fist shows no ready ammo; negative health shows the minus`, () => {
      const stack = loadStack(wad);
      const p = fresh();
      p.readyweapon = 0;
      p.health = -5;
      const { s, g } = bar(stack, p);
      // The ready-ammo area is the bar's own background: the same as a bar drawn over a cleared screen with 0 ammo drawn nowhere.
      const plain = new ScreenBuffer();
      plain.drawPatch(g.picture('STBAR')!, 0, 168);
      for (let y = 171; y < 187; y++) for (let x = 5; x < 44; x++) expect(s.pixels[y * 320 + x]).toBe(plain.pixels[y * 320 + x]);
      expect(shows(s, g, 'STTNUM5', 90 - 13, 171)).toBe(true);
      expect(shows(s, g, 'STTMINUS', 90 - 13 - 8, 171)).toBe(true);
    });
  }
});

describe.skipIf(!existsSync(DEMO_WAD))('the demo WAD', () => {
  it('has no status bar graphics: no bar, one warning, and the view keeps the whole height', () => {
    const stack = loadStack(DEMO_WAD);
    const gs = new GameScreen(stack);
    expect(gs.statusBar.available).toBe(false);
    expect(gs.warnings.some((w) => /STBAR: no status bar graphics/.test(w))).toBe(true);
    expect(gs.warnings.some((w) => /STCFN033: no heads-up font/.test(w))).toBe(true);
    expect(gs.warnings.length).toBe(2);
    expect(gs.viewHeight('statusbar', 400)).toBe(400);
    const fb = new Uint32Array(640 * 400).fill(7);
    drawStatusbarScreen(stack, null, fb, 640, 400, 0, gs);
    expect(fb.every((c) => c === 7)).toBe(true);
  });
});

const e1m1Skip = freedoomGoldenSkip(FREEDOOM1);
describe.skipIf(e1m1Skip !== null)(`the whole screen${e1m1Skip ? ` (${e1m1Skip})` : ''}`, () => {
  it('Freedoom E1M1 at the start, 640×400: the view in the top 336 rows, the bar in the 64 below (golden)', () => {
    const stack = loadStack(FREEDOOM1);
    const world = loadWorld(stack, 'E1M1');
    const sim = new Playsim(world, { skill: 3 });
    const W = 640, H = 400, viewH = viewHeight('statusbar', H);
    expect(viewH).toBe(336);
    const fb = new Uint32Array(W * H);
    const r = new CpuRenderer(world, W, viewH, fb.subarray(0, W * viewH));
    const s = world.playerStart;
    r.render(makeCamera(s.x, s.y, s.angle), 0);
    const gs = drawStatusbarScreen(stack, sim, fb, W, H);
    expect(gs.warnings).toEqual([]);
    writePng(join(OUTPUT_DIR, 'statusbar-freedoom1-e1m1.png'), W, H, fb);
    const res = compareGolden('statusbar-freedoom1-e1m1', W, H, fb);
    expect(res.differing).toBe(0);
  });
});
