// The sprite lookup the page's thread gets with a World built in a worker (src/web/sprite-table.ts)
// answers exactly as the World's own lookup for every sprite, frame and rotation the simulation can ask
// for, and undefined outside DOOM's table.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadWorld } from '../../src/world/load-world.js';
import { SPRITE_NAMES } from '../../src/defs/doom/things-info.js';
import { MAX_SPRITE_FRAMES } from '../../src/assets/sprites.js';
import { buildSpriteTable, spriteLookup } from '../../src/web/sprite-table.js';
import { FREEDOOM2, haveFreedoom } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';

const wads = [join(__dirname, '..', '..', 'wad', 'toom-demo.wad'), ...(haveFreedoom ? [FREEDOOM2] : [])];

describe('the sprite table', () => {
  for (const path of wads) {
    it(`answers as World.spriteFrame does (${path.split('/').pop()})`, () => {
      const stack = stackFor(path);
      const world = loadWorld(stack, stack.maps[0].name);
      const table = buildSpriteTable(world.spriteFrame);
      const lookup = spriteLookup(structuredClone(table));
      let found = 0;
      for (const name of SPRITE_NAMES) {
        for (let f = 0; f < MAX_SPRITE_FRAMES; f++) {
          for (let r = 0; r <= 8; r++) {
            const want = world.spriteFrame(name, f, r), got = lookup(name, f, r);
            expect(got === undefined ? undefined : { picture: got.picture, flipped: got.flipped }, `${name} ${f} ${r}`)
              .toEqual(want === undefined ? undefined : { picture: want.picture, flipped: want.flipped });
            if (got) found++;
          }
          expect(lookup(name.toLowerCase(), f, 1)?.picture).toBe(world.spriteFrame(name, f, 1)?.picture);
        }
      }
      expect(found).toBeGreaterThan(path.endsWith('freedoom2.wad') ? 1000 : 10);
      expect(lookup('XXXX', 0, 1)).toBeUndefined();
      expect(lookup(SPRITE_NAMES[0], MAX_SPRITE_FRAMES, 1)).toBeUndefined();
      expect(lookup(SPRITE_NAMES[0], -1, 1)).toBeUndefined();
    });
  }
});

describe('the sprite table with the game\'s definitions', () => {
  it('also holds the sprites a patch names ([SPRITES], new sprites), so the page draws them', () => {
    const lookup = (name: string, frame: number, rotation: number) =>
      name === 'ZZZZ' && frame === 0 && rotation <= 1 ? { picture: 7, flipped: false } : undefined;
    const plain = spriteLookup(buildSpriteTable(lookup));
    const patched = spriteLookup(buildSpriteTable(lookup, [...SPRITE_NAMES.slice(0, 3), 'ZZZZ']));
    expect(plain('ZZZZ', 0, 1)).toBeUndefined();
    expect(patched('ZZZZ', 0, 1)).toEqual({ picture: 7, flipped: false });
    expect(patched('zzzz', 0, 0)?.picture).toBe(7);
  });
});
