// Linedef labels: the digit glyphs land where they should (exact pixels), clip and size rules hold.
import { describe, expect, it } from 'vitest';
import { LABEL_BOX, drawLabel, drawLineLabel, labelWidth } from '../../src/util/line-labels.js';

const C = 0xff00ffff;

function ascii(fb: Uint32Array, w: number, h: number): string {
  let s = '';
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) s += fb[y * w + x] === C ? '#' : fb[y * w + x] === LABEL_BOX ? '.' : ' ';
    s += '\n';
  }
  return s;
}

describe('line labels', () => {
  it('draws "17" as 3×5 glyphs on a box, exactly', () => {
    const fb = new Uint32Array(11 * 9);
    expect(drawLabel(fb, 11, 9, 17, 5, 4.5, C, 1)).toBe(true);
    expect(ascii(fb, 11, 9)).toBe([
      '           ',
      ' ......... ',
      ' ..#..###. ',
      ' .##....#. ',
      ' ..#...#.. ',
      ' ..#...#.. ',
      ' .###..#.. ',
      ' ......... ',
      '           ',
      '',
    ].join('\n'));
  });
  it('scales, refuses what does not fit, and skips lines too short on screen', () => {
    expect(labelWidth(475, 2)).toBe(26);
    const fb = new Uint32Array(40 * 40);
    expect(drawLabel(fb, 40, 40, 475, 2, 20, C, 2)).toBe(false);
    expect(fb.every((p) => p === 0)).toBe(true);
    expect(drawLineLabel(fb, 40, 40, 475, 10, 20, 20, 20, C, 2)).toBe(false);
    expect(drawLineLabel(fb, 40, 40, 475, 0, 20, 39, 20, C, 2)).toBe(true);
    expect(fb.filter((p) => p === C).length).toBeGreaterThan(3 * 7 * 4);
    // A second label over the first is left out.
    const before = fb.slice();
    expect(drawLabel(fb, 40, 40, 12, 22, 21, C, 2)).toBe(false);
    expect(fb).toEqual(before);
  });
});

describe('toom mesh -o --ids', () => {
  it('labels every line of the authoring test map at its midpoint', async () => {
    const { loadWorld } = await import('../../src/world/load-world.js');
    const { renderTopDown } = await import('../../src/world/top-down.js');
    const { labelTopDown } = await import('../../src/world/top-down-labels.js');
    const { testStack } = await import('../helpers/test-wad.js');
    const { pickRooms } = await import('../helpers/pick-map.js');
    const world = loadWorld(testStack(pickRooms()), 'MAP01');
    const img = renderTopDown(world, 2048);
    expect(labelTopDown(img, world)).toBe(8);
    // Line 2 (256,256)-(256,0): its box at the midpoint (256, 128), and white digit pixels in it.
    const x = Math.round((256 - img.minX) * img.scale + img.pad), y = Math.round(img.height - 1 - ((128 - img.minY) * img.scale + img.pad));
    let box = 0, ink = 0;
    for (let yy = y - 7; yy <= y + 7; yy++) for (let xx = x - 5; xx <= x + 5; xx++) {
      const p = img.pixels[yy * img.width + xx];
      if (p === LABEL_BOX) box++; else if (p === 0xffffffff) ink++;
    }
    expect(box).toBeGreaterThan(20);
    expect(ink).toBe(4 * 11); // the glyph "2" has 11 pixels, each 2×2
  });
});
