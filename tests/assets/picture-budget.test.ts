// Pictures whose columns share one long post chain (issue 33, 1.4): every column's offset points at
// the same chain, so a plain decoder walks the chain once per column (width × chain length: a 16 MB
// STBAR took 74 s). The decoder's work (posts walked + texels written) is bounded per picture by
// the lump's size and the picture's area, per set where asked (the page's screen graphics, decoded
// on its main thread, take small budgets), and a cut picture says so naming its lump.
import { describe, expect, it } from 'vitest';
import { WadError } from '../../src/errors.js';
import { decodePicture, pictureWorkBudget } from '../../src/assets/picture.js';
import { PictureCache } from '../../src/assets/picture-cache.js';
import { loadSprites } from '../../src/assets/sprites.js';
import { loadTextures } from '../../src/assets/textures.js';
import { PlayerState } from '../../src/sim/base/player-state.js';
import { GameScreen } from '../../src/screen/screen-layout.js';
import { SCREEN_GRAPHICS_WORK, SCREEN_PICTURE_WORK, ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { buildPicture, pnames, stackOf, testPlaypal, textureLump, thrown } from './helpers.js';

/**
 * A `width`×`height` picture of about `bytes` bytes whose columns all point at one chain of posts,
 * each `count` pixels long at topdelta 0 (DeePsea's rule keeps them all at the top: each one is
 * relative to the last). Decoding it plainly costs width × posts.
 */
/** `wad` with each directory entry that `to(name)` maps to another entry's name pointed at that
 *  entry's bytes (the same offset and size). */
function aliased(wad: Uint8Array, to: (name: string) => string | null): Uint8Array {
  const v = new DataView(wad.buffer, wad.byteOffset, wad.byteLength);
  const count = v.getInt32(4, true), dir = v.getInt32(8, true);
  const at = new Map<string, number>();
  const name = (e: number) => String.fromCharCode(...wad.subarray(e + 8, e + 16)).replace(/\0+$/, '');
  for (let i = 0; i < count; i++) at.set(name(dir + 16 * i), dir + 16 * i);
  for (let i = 0; i < count; i++) {
    const e = dir + 16 * i, target = to(name(e));
    if (target === null || target === name(e)) continue;
    const t = at.get(target)!;
    v.setInt32(e, v.getInt32(t, true), true);
    v.setInt32(e + 4, v.getInt32(t + 4, true), true);
  }
  return wad;
}

function sharedChain(width: number, height: number, bytes: number, count = 0): Uint8Array {
  const header = 8 + 4 * width;
  const postSize = 4 + count;
  const posts = Math.max(1, Math.floor((bytes - header - 1) / postSize));
  const d = new Uint8Array(header + posts * postSize + 1);
  const v = new DataView(d.buffer);
  v.setInt16(0, width, true);
  v.setInt16(2, height, true);
  for (let x = 0; x < width; x++) v.setInt32(8 + 4 * x, header, true);
  let p = header;
  for (let i = 0; i < posts; i++) {
    d[p] = 0;
    d[p + 1] = count;
    d.fill(7, p + 3, p + 3 + count);
    p += postSize;
  }
  d[p] = 0xff;
  return d;
}

describe('the picture decoder\'s work budget', () => {
  it('a 320×32 STBAR of 1 MB sharing one 262,000-post chain is cut, with a warning naming it', () => {
    const data = sharedChain(320, 32, 1 << 20);
    const warnings: string[] = [];
    const p = decodePicture(data, 'hostile.wad', 'STBAR', warnings);
    const budget = pictureWorkBudget(data.length, 320, 32);
    expect(budget).toBe(data.length + 2 * 320 * 32 + 4 * 320);
    expect(p.work).toBe(budget);
    // The chain is (len − header) / 4 posts: the budget takes 4 whole columns, the fifth is cut.
    const posts = (data.length - 8 - 4 * 320 - 1) / 4;
    const whole = Math.floor(budget / posts);
    expect(whole).toBe(4);
    expect(warnings).toEqual([
      `hostile.wad: STBAR: picture 320x32 walks more than ${budget} posts and texels in its ${data.length}-byte lump (columns sharing a long post chain?); decoding cut at column ${whole} of 320, the rest left transparent`,
    ]);
    expect([p.width, p.height]).toEqual([320, 32]);
    // Count-0 posts write nothing: the whole picture stays transparent.
    expect(p.mask.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('posts with pixels: the columns before the cut are whole, the cut column and those after are empty', () => {
    const data = sharedChain(64, 16, 64 * 1024, 8);
    const warnings: string[] = [];
    const p = decodePicture(data, 'h.wad', 'STTNUM0', warnings);
    // Each post: 1 unit + 8 texels. A column walks all the chain's posts.
    const posts = Math.floor((data.length - 8 - 4 * 64 - 1) / 12);
    const perColumn = posts * 9;
    const budget = pictureWorkBudget(data.length, 64, 16);
    const whole = Math.floor(budget / perColumn);
    expect(warnings.length).toBe(1);
    expect(warnings[0]).toContain(`h.wad: STTNUM0: picture 64x16 walks more than ${budget} posts and texels`);
    expect(warnings[0]).toContain(`cut at column ${whole} of 64`);
    for (let x = 0; x < 64; x++) {
      let n = 0;
      for (let y = 0; y < 16; y++) n += p.mask[x * 16 + y];
      expect([x, n]).toEqual([x, x < whole ? 8 : 0]);
    }
  });

  it('without a warnings list a cut picture is a WadError naming the lump (the CLI\'s texture command)', () => {
    const e = thrown(() => decodePicture(sharedChain(100, 8, 200_000), 'h.wad', 'STCFN065'));
    expect(e).toBeInstanceOf(WadError);
    expect(e.message).toMatch(/^h\.wad: STCFN065: picture 100x8 walks more than \d+ posts and texels in its \d+-byte lump \(columns sharing a long post chain\?\); refused$/);
  });

  it('columns sharing a short column (a real space-saving layout) are decoded whole, no warning', () => {
    const col = [[0, Array.from({ length: 200 }, (_, i) => i & 255)]] as [number, number[]][];
    const one = buildPicture(1, 200, [col]);
    // 320 columns all pointing at the one column of `one`.
    const d = new Uint8Array(8 + 4 * 320 + (one.length - 12));
    const v = new DataView(d.buffer);
    v.setInt16(0, 320, true);
    v.setInt16(2, 200, true);
    for (let x = 0; x < 320; x++) v.setInt32(8 + 4 * x, 8 + 4 * 320, true);
    d.set(one.subarray(12), 8 + 4 * 320);
    const warnings: string[] = [];
    const p = decodePicture(d, 'ok.wad', 'TITLEPIC', warnings);
    expect(warnings).toEqual([]);
    expect(p.work).toBe(320 * (1 + 200));
    expect(p.mask.reduce((a, b) => a + b, 0)).toBe(320 * 200);
    expect(p.pixels[319 * 200 + 199]).toBe(199);
  });

  it('a set\'s budget: a cache past its total refuses the next picture; each picture is held to its own share', () => {
    const cache = new PictureCache('screen graphics', 1 << 20, 100_000, 60_000);
    const warnings: string[] = [];
    const a = cache.decode(sharedChain(200, 8, 400_000), 'h.wad', 'WIMAP0', warnings);
    expect(a.work).toBe(60_000);
    expect(cache.work).toBe(60_000);
    const b = cache.decode(sharedChain(200, 8, 400_000, 1), 'h.wad', 'WIMAP1', warnings);
    expect(b.work).toBe(40_000); // what was left of the set's 100,000
    expect(cache.work).toBe(100_000);
    expect(warnings.map((w) => w.slice(0, w.indexOf(' walks')))).toEqual(['h.wad: WIMAP0: picture 200x8', 'h.wad: WIMAP1: picture 200x8']);
    const e = thrown(() => cache.decode(buildPicture(1, 1, [[[0, [1]]]]), 'h.wad', 'WIMAP2', warnings));
    expect(e.message).toBe('h.wad: WIMAP2: the screen graphics have used their decoding budget of 100000 posts and texels (2 pictures); refused');
  });

  it('the status bar, its numbers and the HUD font of a hostile WAD: cut within the screen budgets, aliases decoded once', () => {
    const stbar = sharedChain(320, 32, 16 << 20); // the 16 MB STBAR (74 s before)
    const num = sharedChain(14, 16, 2 << 20, 4);
    const glyph = sharedChain(8, 7, 1 << 20, 2);
    const names: string[] = [];
    for (let d = 0; d < 10; d++) names.push(`STTNUM${d}`);
    for (let c = 33; c <= 95; c++) names.push(`STCFN${String(c).padStart(3, '0')}`);
    const lumps = [{ name: 'PLAYPAL', data: testPlaypal() }, { name: 'STBAR', data: stbar }, { name: 'STTNUM0', data: num }, { name: 'STCFN033', data: glyph }];
    for (const n of names) if (n !== 'STTNUM0' && n !== 'STCFN033') lumps.push({ name: n, data: new Uint8Array(0) });
    // STTNUM1..9 alias STTNUM0's bytes, every other glyph STCFN033's (the same offset and size).
    const wad = aliased(writeWad('IWAD', lumps), (name) => (name.startsWith('STTNUM') ? 'STTNUM0' : name.startsWith('STCFN') ? 'STCFN033' : null));
    const stack = WadStack.fromBuffers([{ name: 'hostile.wad', bytes: wad }]);
    const gfx = new ScreenGraphics(stack);
    const screen = new GameScreen(gfx);
    const player = new PlayerState();
    player.reborn();
    screen.start(player);
    screen.draw(new Uint32Array(320 * 200), 320, 200, 'statusbar', { player, leveltime: 0 });
    const cut = gfx.warnings.filter((w) => w.includes('decoding cut'));
    expect(cut.map((w) => w.split(': ')[1]).sort()).toEqual(['STBAR', 'STCFN033', 'STTNUM0']);
    expect(cut.find((w) => w.startsWith('hostile.wad: STBAR: '))).toBe(
      `hostile.wad: STBAR: picture 320x32 walks more than ${SCREEN_PICTURE_WORK} posts and texels in its ${stbar.length}-byte lump (columns sharing a long post chain?); decoding cut at column 0 of 320, the rest left transparent`,
    );
    expect(gfx.warnings.filter((w) => w.includes('decoding budget'))).toEqual([]);
    // The work the page's main thread did for all 74 names: three pictures, each held to its share
    // (the glyph's own budget, from its 1 MB lump, is the smaller).
    const work = (gfx as unknown as { cache: PictureCache }).cache.work;
    expect(work).toBe(2 * SCREEN_PICTURE_WORK + pictureWorkBudget(glyph.length, 8, 7));
    expect(work).toBeLessThanOrEqual(SCREEN_GRAPHICS_WORK);
  });

  it('past the screen graphics\' total budget the next pictures are refused, each named', () => {
    const lumps = [{ name: 'PLAYPAL', data: testPlaypal() }];
    for (let i = 0; i < 6; i++) lumps.push({ name: `WIBAD${i}`, data: sharedChain(64, 8, (2 << 20) + 100 * i) });
    const gfx = new ScreenGraphics(stackOf(lumps, 'many.wad'));
    for (let i = 0; i < 6; i++) gfx.picture(`WIBAD${i}`);
    const budget = SCREEN_GRAPHICS_WORK / SCREEN_PICTURE_WORK;
    expect(gfx.warnings.filter((w) => w.includes('decoding cut')).length).toBe(budget);
    expect(gfx.warnings.filter((w) => w.includes('decoding budget'))).toEqual([
      `many.wad: WIBAD4: the screen graphics have used their decoding budget of ${SCREEN_GRAPHICS_WORK} posts and texels (4 pictures); refused`,
      `many.wad: WIBAD5: the screen graphics have used their decoding budget of ${SCREEN_GRAPHICS_WORK} posts and texels (4 pictures); refused`,
    ]);
    expect(gfx.picture('WIBAD5')).toBeNull();
  });

  it('textures and sprites (decoded in the load worker): a hostile patch and sprite are cut with a warning, the rest loads', () => {
    const hostile = sharedChain(64, 64, 1 << 20, 1);
    const good = buildPicture(2, 2, [[[0, [1, 2]]], [[0, [3, 4]]]]);
    const empty = new Uint8Array(0);
    const stack = stackOf([
      { name: 'PLAYPAL', data: testPlaypal() },
      { name: 'PNAMES', data: pnames(['BAD', 'GOOD']) },
      { name: 'TEXTURE1', data: textureLump([{ name: 'T0', width: 2, height: 2, patches: [[0, 0, 1]] }, { name: 'TBAD', width: 64, height: 64, patches: [[0, 0, 0]] }, { name: 'TGOOD', width: 2, height: 2, patches: [[0, 0, 1]] }]) },
      { name: 'P_START', data: empty },
      { name: 'BAD', data: hostile },
      { name: 'GOOD', data: good },
      { name: 'P_END', data: empty },
      { name: 'S_START', data: empty },
      { name: 'TROOA0', data: hostile },
      { name: 'POSSA0', data: good },
      { name: 'S_END', data: empty },
    ], 'mixed.wad');
    const ts = loadTextures(stack);
    expect(ts.warnings.filter((w) => w.includes('decoding cut')).map((w) => w.split(': ').slice(0, 2).join(': '))).toEqual(['mixed.wad: BAD']);
    expect(Array.from(ts.textures[ts.byName.get('TGOOD')!].pixels)).toEqual([1, 2, 3, 4]);
    const ss = loadSprites(stack);
    expect(ss.warnings.filter((w) => w.includes('decoding cut')).map((w) => w.split(': ').slice(0, 2).join(': '))).toEqual(['mixed.wad: TROOA0']);
    expect(Array.from(ss.pictures[ss.get('POSS', 0, 0)!.picture].pixels)).toEqual([1, 2, 3, 4]);
  });
});
