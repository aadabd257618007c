// Flat painters (64×64, tileable): floor tiles, checker marble, tread plate, wood, ceiling panels,
// concrete, a light panel, grass, dirt, paving, the sky flat and the three nukage frames.
import { Canvas, mix, scale } from './canvas.js';
import { clamp, fbm, hash2, valueNoise, worley } from './noise.js';
import { LIGHT_WHITE, type Rgb } from './palette.js';

const S = 64;

/** Square tiles of `tile` texels with grout and a bevel. */
export function tiles(tile: number, colour: Rgb, grout: Rgb, seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const lx = x % tile, ly = y % tile;
    const id = Math.floor(x / tile) * 7 + Math.floor(y / tile);
    const n = fbm(x, y, 16, 4, S, S, seed);
    if (lx < 2 || ly < 2) return scale(grout, 0.8 + 0.4 * n);
    let f = (0.8 + 0.3 * n) * (0.85 + 0.25 * hash2(id, 1, seed));
    if (lx === 2 || ly === 2) f *= 1.2;
    if (lx === tile - 1 || ly === tile - 1) f *= 0.75;
    return scale(colour, f);
  });
  return c;
}

/** Checkerboard marble tiles. */
export function checker(tile: number, a: Rgb, b: Rgb, seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const odd = (Math.floor(x / tile) + Math.floor(y / tile)) & 1;
    const warp = fbm(x, y, 16, 4, S, S, seed);
    const v = Math.abs(Math.sin(((x + y) / S + warp * 1.5) * Math.PI * 4));
    let col = odd ? b : a;
    col = scale(col, 0.85 + 0.25 * fbm(x, y, 8, 3, S, S, seed + 1));
    if (v < 0.08) col = scale(col, odd ? 1.4 : 0.8);
    const lx = x % tile, ly = y % tile;
    if (lx === 0 || ly === 0) col = scale(col, 0.7);
    return col;
  });
  return c;
}

/** Diamond tread plate. */
export function treadPlate(steel: Rgb, seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const n = fbm(x, y, 16, 3, S, S, seed);
    const cell = 8;
    const row = Math.floor(y / cell);
    const lx = (x + (row & 1) * 4) % cell, ly = y % cell;
    const dir = (Math.floor(x / cell) + row) & 1;
    // A short diagonal ridge per cell.
    const u = dir ? lx - ly : lx + ly - cell + 1;
    let f = 0.8 + 0.25 * n;
    if (Math.abs(u) < 1 && lx > 1 && lx < cell - 1) f *= 1.45;
    else if (Math.abs(u - 1) < 1 && lx > 1 && lx < cell - 1) f *= 0.65;
    return scale(steel, f);
  });
  // Plate seams every 32 texels.
  for (let i = 0; i < S; i++) for (const k of [0, 32]) { c.mul(i, k, 0.5); c.mul(k, i, 0.5); c.mul(i, k + 1, 1.2); c.mul(k + 1, i, 1.2); }
  return c;
}

/** Horizontal floor boards. */
export function woodFloor(wood: Rgb, seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const board = Math.floor(y / 8), ly = y % 8;
    const joint = Math.floor(hash2(board, 1, seed) * S);
    const g = fbm(x, y, 16, 3, S, S, seed + board);
    const grain = Math.sin((ly + g * 6) * 1.9) * 0.5 + 0.5;
    let f = (0.72 + 0.2 * grain + 0.12 * valueNoise(x, y * 8, 8, S, S * 8, seed + 2)) * (0.8 + 0.35 * hash2(board, 2, seed));
    if (ly === 0) f *= 0.4;
    else if (ly === 1) f *= 1.15;
    if (((x - joint + S) % S) === 0) f *= 0.45;
    return scale(wood, f);
  });
  return c;
}

/** Ceiling panels: 32×32 tiles with perforations and a dark grid. */
export function ceilingPanels(colour: Rgb, seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const lx = x % 32, ly = y % 32;
    const n = fbm(x, y, 16, 3, S, S, seed);
    if (lx < 2 || ly < 2) return scale([60, 62, 68], 0.8 + 0.3 * n);
    let f = 0.82 + 0.25 * n;
    if (lx % 5 === 3 && ly % 5 === 3) f *= 0.62;
    if (lx === 2 || ly === 2) f *= 1.15;
    if (lx === 31 || ly === 31) f *= 0.8;
    return scale(colour, f);
  });
  return c;
}

/** Rough concrete with formwork lines. */
export function concrete(colour: Rgb, seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const n = fbm(x, y, 32, 5, S, S, seed);
    const pits = hash2(x, y, seed + 1) > 0.97 ? 0.7 : 1;
    let f = (0.7 + 0.45 * n) * pits;
    if (y % 32 === 0) f *= 0.7;
    return scale(colour, f);
  });
  return c;
}

/** A ceiling light: steel frame around a glowing grid diffuser. */
export function lightFlat(seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => scale([76, 80, 92], 0.8 + 0.3 * fbm(x, y, 16, 3, S, S, seed)));
  c.bevel(0, 0, S, S, 3, 1.4, 0.5);
  for (let y = 8; y < S - 8; y++) {
    for (let x = 8; x < S - 8; x++) {
      const grid = (x - 8) % 12 === 0 || (y - 8) % 12 === 0;
      const e = Math.max(Math.abs(x - 31.5), Math.abs(y - 31.5)) / 24;
      if (grid) c.set(x, y, [200, 196, 176]);
      else if (e < 0.8) c.setIndex(x, y, LIGHT_WHITE);
      else c.set(x, y, mix([255, 250, 226], [240, 220, 160], (e - 0.8) * 5));
    }
  }
  c.bevel(7, 7, S - 14, S - 14, 1, 0.5, 1.5);
  return c;
}

/** Grass: layered green noise with blade strokes and a few flowers. */
export function grass(seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const n = fbm(x, y, 32, 5, S, S, seed);
    const dry = fbm(x, y, 32, 3, S, S, seed + 1);
    const base = mix([58, 128, 40], [122, 140, 52], clamp((dry - 0.55) * 3, 0, 1));
    return scale(base, 0.62 + 0.55 * n);
  });
  for (let k = 0; k < 420; k++) {
    const x = hash2(k, 1, seed) * S, y = hash2(k, 2, seed) * S;
    const len = 2 + Math.floor(hash2(k, 3, seed) * 3);
    const lean = hash2(k, 4, seed) < 0.5 ? -1 : 1;
    const light = hash2(k, 5, seed) < 0.5;
    for (let i = 0; i < len; i++) {
      const px = x + (i === len - 1 ? lean : 0), py = y - i;
      const [r, g, b] = c.get(px, py);
      c.set(px, py, light ? [r * 1.3 + 6, g * 1.25 + 8, b * 1.1] : [r * 0.6, g * 0.7, b * 0.6]);
    }
  }
  for (let k = 0; k < 6; k++) {
    const x = hash2(k, 11, seed) * S, y = hash2(k, 12, seed) * S;
    c.set(x, y, hash2(k, 13, seed) < 0.5 ? [250, 240, 120] : [240, 240, 250]);
  }
  return c;
}

/** Gravel and dirt: cellular pebbles over brown noise. */
export function dirt(seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const n = fbm(x, y, 16, 4, S, S, seed);
    const w = worley(x, y, S, S, 8, seed + 1);
    const pebble = w.d1 < 0.32;
    const base: Rgb = pebble ? mix([150, 136, 112], [110, 100, 92], hash2(w.id, 1, seed)) : [104, 76, 50];
    let f = 0.72 + 0.45 * n;
    if (pebble) f *= 1.15 - w.d1;
    else if (w.d1 < 0.4) f *= 0.7;
    return scale(base, f);
  });
  return c;
}

/** Irregular flagstones. */
export function paving(stone: Rgb, seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => {
    const w = worley(x, y, S, S, 4, seed);
    const n = fbm(x, y, 16, 4, S, S, seed + 1);
    const edge = w.d2 - w.d1;
    if (edge < 0.09) return scale([58, 52, 44], 0.8 + 0.4 * n);
    const tint = mix(stone, [stone[0] * 0.82, stone[1] * 0.86, stone[2] * 0.8], hash2(w.id, 1, seed));
    let f = 0.76 + 0.32 * n;
    if (edge < 0.15) f *= 1.12;
    return scale(tint, f);
  });
  return c;
}

/** The sky flat (never drawn as a flat; the engine draws the sky texture where it is used). */
export function skyFlat(seed: number): Canvas {
  const c = new Canvas(S, S);
  c.paint((x, y) => mix([60, 110, 200], [200, 220, 245], fbm(x, y, 32, 4, S, S, seed)));
  return c;
}

/** Nukage frame k of 3: bright green slime whose pattern drifts across the frames. */
export function nukage(frame: number, seed: number): Canvas {
  const c = new Canvas(S, S);
  const ox = frame * 21, oy = frame * 21;
  c.paint((x, y) => {
    const n = fbm(x + ox, y + oy, 32, 4, S, S, seed);
    const m = fbm(x - ox, y + oy, 16, 3, S, S, seed + 1);
    const v = clamp(n * 0.65 + m * 0.35, 0, 1);
    const ripple = Math.abs(Math.sin(v * Math.PI * 7));
    let col = mix([14, 58, 10], [84, 196, 52], clamp((v - 0.25) * 1.8, 0, 1));
    if (ripple < 0.14) col = mix([190, 255, 140], col, ripple / 0.14);
    return col;
  });
  // Bubbles.
  for (let k = 0; k < 5; k++) {
    const x = (hash2(k, 1, seed) * S + frame * 9) % S, y = (hash2(k, 2, seed) * S + frame * 5) % S;
    c.disc(x, y, 1.5 + frame * 0.4, [170, 250, 120]);
  }
  return c;
}
