// Loads every texture, flat and sprite of the Freedoom IWADs, and renders a few to tests/output/
// (look at them: tests/output/freedoom-*.png). Skips, saying why, when Freedoom is not installed.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WadStack } from '../../src/wad/wad-stack.js';
import type { Lump } from '../../src/wad/wad-file.js';
import { buildLitPalette, readColormap, readPlaypal } from '../../src/assets/palette.js';
import { loadTextures } from '../../src/assets/textures.js';
import { loadFlats } from '../../src/assets/flats.js';
import { loadSprites } from '../../src/assets/sprites.js';
import { ANIM_STRIDE, loadAnimations } from '../../src/assets/animations.js';
import { THING_TYPES, ThingFlags } from '../../src/assets/thing-types.js';
import { renderAsset } from '../../tools/commands/texture.js';
import { writePng } from '../../tools/png.js';

const DIR = '/usr/share/games/doom';
const OUT = join(import.meta.dirname, '../output');

function load(file: string): WadStack {
  const b = readFileSync(join(DIR, file));
  return WadStack.fromBuffers([{ name: file, bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength) }]);
}

/** Lumps between start and end markers (any of the given names), counted straight from the directory. */
function between(lumps: readonly Lump[], starts: string[], ends: string[]): Set<string> {
  const names = new Set<string>();
  let inside = false;
  for (const l of lumps) {
    if (starts.includes(l.name)) inside = true;
    else if (ends.includes(l.name)) inside = false;
    else if (inside && l.data.length > 0 && !/^[FSP][123S]?_(START|END)$/.test(l.name)) names.add(l.name);
  }
  return names;
}

function textureTotal(stack: WadStack): number {
  let n = 0;
  for (const name of ['TEXTURE1', 'TEXTURE2']) {
    const l = stack.find(name);
    if (l) n += new DataView(l.data.buffer, l.data.byteOffset, 4).getInt32(0, true);
  }
  return n;
}

for (const file of ['freedoom1.wad', 'freedoom2.wad']) {
  const present = existsSync(join(DIR, file));
  if (!present) console.warn(`skipping ${file} asset tests: ${join(DIR, file)} not found (Debian package freedoom)`);
  const title = present ? `Freedoom ${file}` : `Freedoom ${file} (SKIPPED: ${join(DIR, file)} not found; install the Debian package freedoom)`;

  describe.skipIf(!present)(title, () => {
    const stack = present ? load(file) : new WadStack();
    const doom2 = file === 'freedoom2.wad';

    it('builds the lit palette', () => {
      const playpal = readPlaypal(stack);
      const colormap = readColormap(stack);
      const lit = buildLitPalette(playpal, colormap);
      expect(lit.length).toBe(34 * 256);
      expect(lit.every((c) => c >>> 24 === 0xff)).toBe(true);
      // Spot checks against the raw lumps: map 0 (full bright) and map 33 (all black in DOOM IWADs).
      for (const [map, i] of [[0, 0], [0, 176], [16, 100], [33, 200]]) {
        const c = colormap[map * 256 + i] * 3;
        expect(lit[(map << 8) | i]).toBe((0xff000000 | (playpal[c + 2] << 16) | (playpal[c + 1] << 8) | playpal[c]) >>> 0);
      }
      expect(colormap.subarray(33 * 256).every((v) => v === colormap[33 * 256])).toBe(true);
    });

    it('loads every wall texture: the TEXTURE1/TEXTURE2 totals, no warnings', () => {
      const set = loadTextures(stack);
      const total = textureTotal(stack);
      expect(total).toBeGreaterThan(0);
      expect(set.textures.length).toBe(total);
      expect(set.warnings).toEqual([]);
      for (const t of set.textures) {
        expect(t.pixels.length).toBe(t.width * t.height);
        expect(t.mask.length).toBe(t.width * t.height);
      }
      // Walls that are see-through, and walls that are not.
      expect(set.textures[set.byName.get('MIDGRATE')!].masked).toBe(true);
      expect(set.textures[set.byName.get('STARTAN3')!].masked).toBe(false);
    });

    it('loads every flat of F_START..F_END, each 4096 bytes', () => {
      const set = loadFlats(stack);
      const names = between(stack.files[0].lumps, ['F_START', 'FF_START'], ['F_END', 'FF_END']);
      expect(names.size).toBeGreaterThan(0);
      expect(set.flats.length).toBe(names.size);
      expect(set.warnings).toEqual([]);
      expect(set.byName.has('F_SKY1')).toBe(true);
      expect(set.byName.has('FLOOR4_8')).toBe(true);
    });

    it('loads every sprite of S_START..S_END, with every view of every frame', () => {
      const set = loadSprites(stack);
      const names = between(stack.files[0].lumps, ['S_START', 'SS_START'], ['S_END', 'SS_END']);
      expect(names.size).toBeGreaterThan(0);
      expect(set.pictures.length).toBe(names.size);
      expect(set.warnings).toEqual([]);
      // Every thing type's spawn frame exists (DOOM II things only in freedoom2).
      const missing: string[] = [];
      for (const t of THING_TYPES.values()) {
        if (!t.sprite || (!doom2 && t.flags & ThingFlags.DOOM2)) continue;
        for (let r = 0; r <= 8; r++) {
          if (!set.get(t.sprite, t.frame, r)) missing.push(`${t.type} ${t.sprite}${String.fromCharCode(65 + t.frame)}${r}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('resolves all of DOOM\'s animations', () => {
      const a = loadAnimations(loadTextures(stack), loadFlats(stack));
      expect(a.warnings).toEqual([]);
      expect(a.textures.length / ANIM_STRIDE).toBe(13);
      expect(a.flats.length / ANIM_STRIDE).toBe(9);
      // DOOM's phase: NUKAGE1 is flat 121 in Freedoom (F1_START counted), not our index 120.
      const nukage = a.flats.indexOf(loadFlats(stack).byName.get('NUKAGE1')!);
      expect([a.flats[nukage], a.flats[nukage + 3]]).toEqual([120, 121]);
    });

    it('renders STARTAN3, FLOOR4_8 and POSSA1 to tests/output/', () => {
      mkdirSync(OUT, { recursive: true });
      const tag = file.replace('.wad', '');
      const wall = renderAsset(stack, 'STARTAN3');
      expect([wall.kind, wall.width, wall.height]).toEqual(['wall texture', 128, 128]);
      expect(wall.abgr.every((c) => c >>> 24 === 0xff)).toBe(true);
      writePng(join(OUT, `freedoom-${tag}-STARTAN3.png`), wall.width, wall.height, wall.abgr);
      const flat = renderAsset(stack, 'FLOOR4_8');
      expect([flat.kind, flat.width, flat.height]).toEqual(['flat', 64, 64]);
      writePng(join(OUT, `freedoom-${tag}-FLOOR4_8.png`), flat.width, flat.height, flat.abgr);
      const sprite = renderAsset(stack, 'POSSA1');
      expect(sprite.kind).toBe('sprite');
      const alpha = new Set(Array.from(sprite.abgr, (c) => c >>> 24));
      expect(alpha).toEqual(new Set([0, 0xff]));
      writePng(join(OUT, `freedoom-${tag}-POSSA1.png`), sprite.width, sprite.height, sprite.abgr);
    });
  });
}
