// DOOM's message line: the player's message in the STCFN font at the screen's top-left (upper-cased,
// 4-pixel spaces), over the view only where the glyphs are, for HU_MSGTIMEOUT = 140 tics.
import { describe, expect, it } from 'vitest';
import { loadStack } from '../../tools/load.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { ScreenBuffer, SCREEN_WIDTH } from '../../src/screen/screen-buffer.js';
import { HU_SPACE_WIDTH, glyphLumpName } from '../../src/screen/hud-font.js';
import { HU_MSGTIMEOUT, liveMessage } from '../../src/screen/hud-messages.js';
import { GameScreen, viewHeight } from '../../src/screen/screen-layout.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';

describe('the message timer', () => {
  it(`shows a message given in a tic for the ${HU_MSGTIMEOUT} tics after it`, () => {
    const p = { message: 'Picked up a clip.', messageTic: 10 };
    expect(liveMessage(p, 11)).toBe('Picked up a clip.');
    expect(liveMessage(p, 10 + HU_MSGTIMEOUT)).toBe('Picked up a clip.');
    expect(liveMessage(p, 11 + HU_MSGTIMEOUT)).toBe('');
    expect(liveMessage({ message: '', messageTic: 10 }, 11)).toBe('');
    expect(liveMessage({ message: 'x', messageTic: -1 }, 11)).toBe('');
  });
});

describe.skipIf(!haveFreedoom)(`the message line on Freedoom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  for (const wad of [FREEDOOM1, FREEDOOM2]) {
    it(`${wad.split('/').pop()}: drawn with the STCFN glyphs at the top left, then gone after 4 s of tics`, () => {
      const stack = loadStack(wad);
      const gs = new GameScreen(stack);
      const g = gs.graphics;
      const world = loadWorld(stack, wad === FREEDOOM1 ? 'E1M1' : 'MAP01');
      const sim = new Playsim(world, { skill: 3 });
      const idle = new TicCmd();
      sim.tick(idle);
      sim.player.message = 'Got it, a b';
      sim.player.messageTic = sim.leveltime;
      sim.tick(idle);
      const W = 640, H = 400;
      const fb = new Uint32Array(W * H).fill(0x12345678);
      gs.draw(fb, W, H, 'statusbar', sim);
      // The expected line drawn glyph by glyph: G O T I T , space A space B, upper-cased.
      const want = new ScreenBuffer();
      let x = 0;
      for (const ch of 'GOT IT, A B') {
        if (ch === ' ') { x += HU_SPACE_WIDTH; continue; }
        const pic = g.picture(glyphLumpName(ch.charCodeAt(0)))!;
        want.drawPatch(pic, x, 0);
        x += pic.width;
      }
      const s = gs.screen;
      const h = gs.font.height;
      expect(h).toBe(g.picture('STCFN033')!.height);
      // (Texel by texel, the first difference reported: one expect per texel made this test take seconds.)
      let glyphTexels = 0, firstWrong = '';
      for (let y = 0; y < h; y++) for (let i = 0; i < SCREEN_WIDTH; i++) {
        const k = y * SCREEN_WIDTH + i;
        if (s.covered[k] !== want.covered[k] || (want.covered[k] && s.pixels[k] !== want.pixels[k])) {
          firstWrong ||= `texel ${i},${y}: covered ${s.covered[k]} pixel ${s.pixels[k]}, want covered ${want.covered[k]} pixel ${want.pixels[k]}`;
        }
        if (want.covered[k]) glyphTexels++;
      }
      expect(firstWrong).toBe('');
      expect(glyphTexels).toBeGreaterThan(50);
      // On the framebuffer, each covered texel is 2×2 pixels in the palette's colour; the rest of the view is untouched.
      const pal = g.palettes[0];
      let drawn = 0, firstBad = '';
      for (let y = 0; y < viewHeight('statusbar', H); y++) for (let i = 0; i < W; i++) {
        const k = (y >> 1) * SCREEN_WIDTH + (i >> 1), v = fb[y * W + i];
        const glyph = y < 2 * h && want.covered[k] !== 0;
        const expected = glyph ? pal[want.pixels[k]] : 0x12345678;
        if (v !== expected) firstBad ||= `pixel ${i},${y}: ${v.toString(16)}, want ${expected.toString(16)}`;
        if (glyph) drawn++;
      }
      expect(firstBad).toBe('');
      expect(drawn).toBe(glyphTexels * 4);
      // Still up 140 tics after the tic it was given, gone the tic after.
      for (let t = 1; t < HU_MSGTIMEOUT; t++) sim.tick(idle);
      fb.fill(0x12345678);
      gs.draw(fb, W, H, 'weapon', sim);
      expect(fb.subarray(0, W * 2 * h).some((v) => v !== 0x12345678)).toBe(true);
      sim.tick(idle);
      fb.fill(0x12345678);
      gs.draw(fb, W, H, 'weapon', sim);
      expect(fb.every((v) => v === 0x12345678)).toBe(true);
      // 'none' draws nothing at all, message or bar.
      sim.player.messageTic = sim.leveltime - 1;
      gs.draw(fb, W, H, 'none', sim);
      expect(fb.every((v) => v === 0x12345678)).toBe(true);
    });
  }

  it('a line stops at the right edge; characters outside the font are 4-pixel spaces', () => {
    const gs = new GameScreen(loadStack(FREEDOOM1));
    const s = new ScreenBuffer();
    const end = gs.font.drawText(s, 0, 0, '{}~');
    expect(end).toBe(3 * HU_SPACE_WIDTH);
    expect(s.covered.some((c) => c !== 0)).toBe(false);
    const long = gs.font.drawText(s, 0, 0, 'W'.repeat(79));
    expect(long).toBeLessThanOrEqual(SCREEN_WIDTH);
    expect(long + gs.graphics.picture('STCFN087')!.width).toBeGreaterThan(SCREEN_WIDTH);
  });
});
