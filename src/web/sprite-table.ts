// The World's sprite lookup as plain data, so that it can cross threads: the page builds its World in a
// worker (world-loader.ts), and a structured clone carries no functions. The worker resolves every
// (sprite, frame, rotation) the simulation can ask for — DOOM's sprite names (SPRITE_NAMES) × frames
// 'A'..']' × rotations 1..8 — into a picture number and a mirror flag; the page's thread answers
// World.spriteFrame from that table with the same results, allocation-free (shared answer objects).
import { SPRITE_NAMES } from '../defs/doom/things-info.js';
import { MAX_SPRITE_FRAMES } from '../assets/sprites.js';
import type { World } from '../world/world.js';

type SpriteFrameFn = World['spriteFrame'];

/** Picture per (name, frame, rotation 1..8), -1 where the WAD has none; flip 1 = drawn mirrored. */
export interface SpriteTable {
  names: string[];
  picture: Int32Array;
  flipped: Uint8Array;
}

const slot = (s: number, frame: number, rotation: number): number => (s * MAX_SPRITE_FRAMES + frame) * 8 + rotation - 1;

/** Resolves every frame the simulation can ask for through `lookup` (the World's own function):
 *  DOOM's sprites and those the game's definitions name (a patch's renames and new sprites). */
export function buildSpriteTable(lookup: SpriteFrameFn, defsNames: readonly string[] = []): SpriteTable {
  const names = [...SPRITE_NAMES];
  for (const n of defsNames) if (!names.includes(n)) names.push(n);
  const n = names.length * MAX_SPRITE_FRAMES * 8;
  const picture = new Int32Array(n).fill(-1), flipped = new Uint8Array(n);
  for (let s = 0; s < names.length; s++) {
    for (let f = 0; f < MAX_SPRITE_FRAMES; f++) {
      for (let r = 1; r <= 8; r++) {
        const ref = lookup(names[s], f, r);
        if (!ref) continue;
        picture[slot(s, f, r)] = ref.picture;
        flipped[slot(s, f, r)] = ref.flipped ? 1 : 0;
      }
    }
  }
  return { names, picture, flipped };
}

/**
 * The lookup answering from a table, as World.spriteFrame does for DOOM's sprites: rotation 0 ("no
 * rotation wanted") answers as rotation 1 (a single-picture frame answers every rotation, a rotated one
 * its front); names outside DOOM's table and frames past ']' answer undefined.
 */
export function spriteLookup(table: SpriteTable): SpriteFrameFn {
  const index = new Map<string, number>();
  table.names.forEach((name, i) => index.set(name, i));
  const answers: ({ picture: number; flipped: boolean } | undefined)[] = [];
  for (let i = 0; i < table.picture.length; i++) {
    answers.push(table.picture[i] < 0 ? undefined : Object.freeze({ picture: table.picture[i], flipped: table.flipped[i] === 1 }));
  }
  return (name, frame, rotation) => {
    let s = index.get(name);
    if (s === undefined) s = index.get(name.toUpperCase());
    if (s === undefined || !(frame >= 0 && frame < MAX_SPRITE_FRAMES) || !(rotation >= 0 && rotation <= 8)) return undefined;
    return answers[slot(s, frame | 0, rotation === 0 ? 1 : rotation | 0)];
  };
}
