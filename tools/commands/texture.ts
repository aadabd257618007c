// `toom texture`: writes one wall texture, flat, sprite frame or picture lump of a WAD stack as a PNG
// (palette 0 of PLAYPAL by default; alpha 0 where a texture or picture has no posts).
import { Args, UsageError } from '../args.js';
import { defaultIwad, loadStack, wadInputs } from '../load.js';
import { checkNotInput } from '../safe-output.js';
import { safeLine } from '../safe-text.js';
import { writePng } from '../png.js';
import type { Command } from './command.js';
import { WadError } from '../../src/errors.js';
import type { WadStack } from '../../src/wad/wad-stack.js';
import { PALETTE_COUNT, paletteToAbgr, readPlaypal } from '../../src/assets/palette.js';
import { loadTextures } from '../../src/assets/textures.js';
import { loadFlats } from '../../src/assets/flats.js';
import { loadSprites } from '../../src/assets/sprites.js';
import { decodePicture } from '../../src/assets/picture.js';
import { columnMajorToAbgr, mirrorAbgr, rowMajorToAbgr } from '../../src/assets/image.js';

export interface AssetImage {
  /** What the name was found as: "wall texture", "flat", "sprite", "picture". */
  kind: string;
  width: number;
  height: number;
  abgr: Uint32Array;
}

/**
 * Finds NAME as a wall texture, then a flat, then a sprite lump or sprite view (TROOA8 is found as
 * TROOA2A8 mirrored), then any lump in picture format; renders it with the given palette.
 */
export function renderAsset(stack: WadStack, name: string, paletteIndex = 0): AssetImage {
  const upper = name.toUpperCase();
  const palette = paletteToAbgr(readPlaypal(stack), paletteIndex);

  const textures = loadTextures(stack);
  const tid = textures.byName.get(upper);
  if (tid !== undefined) {
    const t = textures.textures[tid];
    return { kind: 'wall texture', width: t.width, height: t.height, abgr: columnMajorToAbgr(t.width, t.height, t.pixels, t.mask, palette) };
  }

  if (stack.flats.has(upper)) {
    const flats = loadFlats(stack);
    const f = flats.flats[flats.byName.get(upper)!];
    return { kind: 'flat', width: 64, height: 64, abgr: rowMajorToAbgr(64, 64, f.pixels, palette) };
  }

  if (upper.length === 6 && !stack.sprites.has(upper)) {
    // A sprite view with no lump of its own: the mirrored half of a SSSSFRFR lump, or a rotation-0 frame.
    const sprites = loadSprites(stack);
    const ref = sprites.get(upper.slice(0, 4), upper.charCodeAt(4) - 65, upper.charCodeAt(5) - 48);
    if (ref) {
      const p = sprites.pictures[ref.picture];
      const img = columnMajorToAbgr(p.width, p.height, p.pixels, p.mask, palette);
      return { kind: `sprite (${sprites.lumpNames[ref.picture]}${ref.flipped ? ', mirrored' : ''})`, width: p.width, height: p.height, abgr: ref.flipped ? mirrorAbgr(p.width, p.height, img) : img };
    }
  }

  const lump = stack.sprites.get(upper) ?? stack.find(upper);
  if (!lump) throw new WadError(stack.label, upper, 'no wall texture, flat, sprite or picture lump of that name');
  let p;
  try {
    p = decodePicture(lump.data, lump.file, upper);
  } catch (e) {
    if (e instanceof WadError) throw new WadError(lump.file, upper, `not a wall texture, flat or sprite, and not a picture: ${e.problem}`);
    throw e;
  }
  const kind = stack.sprites.get(upper) === lump ? 'sprite' : 'picture';
  return { kind, width: p.width, height: p.height, abgr: columnMajorToAbgr(p.width, p.height, p.pixels, p.mask, palette) };
}

export const texture: Command = {
  summary: 'write a wall texture, flat, sprite or picture lump as PNG',
  usage: 'toom texture [--iwad PATH] [--file PWAD ...] [--palette 0-13] NAME -o OUT.png',
  details: `Finds NAME as a wall texture, then a flat, then a sprite frame, then any lump in picture format.
  NAME             the name, any case: a texture (STARTAN3), flat (FLOOR4_8), sprite frame (TROOA2A8,
                   or TROOA8 for the mirrored view it holds) or picture lump (STBAR, TITLEPIC)
  --iwad PATH      the IWAD (default: the demo WAD, else Freedoom's freedoom1.wad or freedoom2.wad)
  --file PWAD      a PWAD layered over it; repeat for more, later ones on top
  --palette 0-13   which of PLAYPAL's palettes: 0 normal (default), 1-8 the red pain tints, 9-12 the
                   pickup flashes, 13 the radiation suit
  -o OUT.png       the PNG written (never over one of the inputs), transparent where the
                   picture has no posts`,
  run(argv) {
    const a = new Args(argv, []);
    if (a.positionals.length !== 1) throw new UsageError(a.positionals.length ? `expected one NAME, got ${a.positionals.join(' ')}` : 'missing NAME');
    const out = a.get('o') ?? a.get('out');
    if (!out) throw new UsageError('missing -o OUT.png');
    const palette = a.int('palette', 0, 0, PALETTE_COUNT - 1);
    const iwad = a.get('iwad') ?? defaultIwad(), files = a.all('file');
    const inputs = wadInputs(iwad, files);
    checkNotInput(out, inputs);
    const stack = loadStack(iwad, files);
    const img = renderAsset(stack, a.positionals[0], palette);
    writePng(out, img.width, img.height, img.abgr, inputs, true);
    console.log(safeLine(`${out}: ${a.positionals[0].toUpperCase()}, ${img.kind}, ${img.width}x${img.height}`));
    return 0;
  },
};
