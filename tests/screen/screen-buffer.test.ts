import { describe, expect, it } from 'vitest';
import { ScreenBuffer, blitScreen, SCREEN_WIDTH } from '../../src/screen/screen-buffer.js';
import type { Picture } from '../../src/assets/picture.js';

/** A 3×2 picture, column-major, texel (x, y) = 10 + x * 2 + y, the last column's bottom transparent. */
function pic(leftOffset: number, topOffset: number): Picture {
  const pixels = new Uint8Array([10, 11, 12, 13, 14, 15]);
  const mask = new Uint8Array([1, 1, 1, 1, 1, 0]);
  return { width: 3, height: 2, leftOffset, topOffset, pixels, mask };
}

describe('ScreenBuffer', () => {
  it('places a patch by its offsets as V_DrawPatch does, skipping transparent texels', () => {
    const s = new ScreenBuffer();
    s.pixels.fill(99);
    s.drawPatch(pic(1, 1), 10, 20);
    const at = (x: number, y: number): number => s.pixels[y * SCREEN_WIDTH + x];
    expect([at(9, 19), at(10, 19), at(11, 19)]).toEqual([10, 12, 14]);
    expect([at(9, 20), at(10, 20), at(11, 20)]).toEqual([11, 13, 99]);
    expect(s.covered[20 * SCREEN_WIDTH + 11]).toBe(0);
    expect(s.covered[19 * SCREEN_WIDTH + 9]).toBe(1);
  });

  it('mirrors a flipped patch in place, as V_DrawPatchFlipped does', () => {
    const s = new ScreenBuffer();
    s.pixels.fill(99);
    s.drawPatch(pic(1, 0), 10, 0, true);
    // Unflipped, columns 0..2 would sit at x=9..11 (left offset 1); flipped, the same span holds
    // columns 2, 1, 0.
    expect([s.pixels[8], s.pixels[9], s.pixels[10], s.pixels[11], s.pixels[12]]).toEqual([99, 14, 12, 10, 99]);
  });

  it('clips patches hanging off the screen', () => {
    const s = new ScreenBuffer();
    s.drawPatch(pic(0, 0), 319, 199);
    s.drawPatch(pic(0, 0), -2, -1);
    expect(s.pixels[199 * SCREEN_WIDTH + 319]).toBe(10);
    expect(s.covered[0]).toBe(0); // texel (2, 1) of the second patch lands on (0, 0): transparent
    s.drawPatch(pic(0, 0), -2, 0);
    expect(s.pixels[0]).toBe(14); // texel (2, 0)
  });

  it('scales rows into a framebuffer, only covered pixels when asked', () => {
    const s = new ScreenBuffer();
    s.fillRect(0, 0, 160, 1, 1);
    const pal = new Uint32Array(256);
    pal[0] = 0xff000000; pal[1] = 0xff0000ff;
    const fb = new Uint32Array(640 * 4).fill(7);
    blitScreen(s, 0, 2, fb, 640, 0, 4, pal, true);
    expect(fb[0]).toBe(0xff0000ff);
    expect(fb[319]).toBe(0xff0000ff);
    expect(fb[320]).toBe(7);
    expect(fb[640 + 5]).toBe(0xff0000ff); // row 1 of the framebuffer is screen row 0 again
    expect(fb[2 * 640 + 5]).toBe(7); // screen row 1 is not covered
    blitScreen(s, 0, 2, fb, 640, 0, 4, pal, false);
    expect(fb[2 * 640 + 5]).toBe(0xff000000);
  });
});
