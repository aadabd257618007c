import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WadError, isInputError } from '../../src/errors.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { texture } from '../../tools/commands/texture.js';
import { UsageError } from '../../tools/args.js';
import { readPng } from '../../tools/png.js';
import { buildPicture, pnames, solidPicture, testColormap, testPlaypal, textureLump, thrown } from './helpers.js';

const OUT = join(import.meta.dirname, '../output/texture-command');
const empty = new Uint8Array(0);
/** Palette 0 of testPlaypal: colour i = (r i, g 255 - i, b i). */
const abgr = (i: number) => (0xff000000 | (i << 16) | ((255 - i) << 8) | i) >>> 0;

function writeTestWad(): string {
  mkdirSync(OUT, { recursive: true });
  const path = join(OUT, 'cmd.wad');
  writeFileSync(path, writeWad('IWAD', [
    { name: 'PLAYPAL', data: testPlaypal() },
    { name: 'COLORMAP', data: testColormap() },
    { name: 'PNAMES', data: pnames(['WALLP']) },
    { name: 'TEXTURE1', data: textureLump([{ name: 'WALL', width: 3, height: 2, patches: [[1, 0, 0]] }]) },
    { name: 'WALLP', data: solidPicture(1, 2, (_, y) => 40 + y) },
    { name: 'GRAPHIC', data: buildPicture(2, 1, [[[0, [7]]], []]) },
    { name: 'S_START', data: empty },
    { name: 'TROOA2A8', data: buildPicture(2, 1, [[[0, [1]]], [[0, [2]]]]) },
    { name: 'S_END', data: empty },
    { name: 'F_START', data: empty },
    { name: 'FLAT1', data: Uint8Array.from({ length: 4096 }, (_, i) => i & 0xff) },
    { name: 'F_END', data: empty },
  ]));
  return path;
}

function run(args: string[]): number | void | Promise<number | void> {
  const log = console.log;
  console.log = () => {};
  try {
    return texture.run(args);
  } finally {
    console.log = log;
  }
}

describe('toom texture', () => {
  const wad = writeTestWad();

  it('writes a wall texture with alpha 0 where no patch covers it', () => {
    const out = join(OUT, 'wall.png');
    expect(run(['--iwad', wad, 'wall', '-o', out])).toBe(0);
    const png = readPng(out);
    expect([png.width, png.height]).toEqual([3, 2]);
    expect(Array.from(png.pixels)).toEqual([0, abgr(40), 0, 0, abgr(41), 0]);
  });

  it('writes a flat, row-major', () => {
    const out = join(OUT, 'flat.png');
    run(['--iwad', wad, 'FLAT1', '-o', out]);
    const png = readPng(out);
    expect([png.width, png.height]).toEqual([64, 64]);
    expect(png.pixels[2 * 64 + 5]).toBe(abgr((2 * 64 + 5) & 0xff));
  });

  it('writes sprite lumps, mirrored views and other picture lumps', () => {
    run(['--iwad', wad, 'TROOA2A8', '-o', join(OUT, 'a2.png')]);
    expect(Array.from(readPng(join(OUT, 'a2.png')).pixels)).toEqual([abgr(1), abgr(2)]);
    run(['--iwad', wad, 'TROOA8', '-o', join(OUT, 'a8.png')]);
    expect(Array.from(readPng(join(OUT, 'a8.png')).pixels)).toEqual([abgr(2), abgr(1)]);
    run(['--iwad', wad, 'GRAPHIC', '-o', join(OUT, 'g.png')]);
    expect(Array.from(readPng(join(OUT, 'g.png')).pixels)).toEqual([abgr(7), 0]);
  });

  it('uses --palette', () => {
    run(['--iwad', wad, 'GRAPHIC', '--palette', '2', '-o', join(OUT, 'g2.png')]);
    expect(readPng(join(OUT, 'g2.png')).pixels[0]).toBe((0xff000000 | (9 << 16) | (248 << 8) | 7) >>> 0);
  });

  it('fails with an input error (exit 2) for an unknown name or a lump that is not a picture', () => {
    const e = thrown(() => run(['--iwad', wad, 'NOPE', '-o', join(OUT, 'x.png')]));
    expect(e).toBeInstanceOf(WadError);
    expect(isInputError(e)).toBe(true);
    expect(e.message).toBe('cmd.wad: NOPE: no wall texture, flat, sprite or picture lump of that name');
    const e2 = thrown(() => run(['--iwad', wad, 'COLORMAP', '-o', join(OUT, 'x.png')]));
    expect(e2).toBeInstanceOf(WadError);
    expect(e2.message).toMatch(/^cmd\.wad: COLORMAP: not a wall texture, flat or sprite, and not a picture: /);
  });

  it('rejects bad usage', () => {
    expect(thrown(() => run(['--iwad', wad, 'WALL']))).toBeInstanceOf(UsageError);
    expect(thrown(() => run(['--iwad', wad, '-o', 'x.png']))).toBeInstanceOf(UsageError);
    expect(thrown(() => run(['--iwad', wad, 'WALL', '--palette', '14', '-o', 'x.png']))).toBeInstanceOf(UsageError);
  });
});
