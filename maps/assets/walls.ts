// Wall patch painters: bricks, stone blocks, rock, metal panels, wood, tech panels, a door, a step
// riser, a see-through grate, a light panel, a sign, a support beam, marble and the sky. Each returns
// a Canvas that tiles in both directions (so textures made of it tile too).
import { Canvas, mix, scale } from './canvas.js';
import { drawText, textWidth } from './font.js';
import { clamp, fbm, hash2, hash3, valueNoise, worley } from './noise.js';
import { LIGHT_WHITE, RAMPS, type Rgb } from './palette.js';

/** Bricks in staggered rows: w×h, bricks bw×bh with a 2-texel mortar joint. */
export function bricks(w: number, h: number, bw: number, bh: number, brick: Rgb, mortar: Rgb, seed: number): Canvas {
  const c = new Canvas(w, h);
  const rows = Math.round(h / bh);
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / bh), ly = y - row * bh;
    const off = (row % 2) * (bw / 2);
    for (let x = 0; x < w; x++) {
      const xs = (x + off) % w;
      const col = Math.floor(xs / bw), lx = xs - col * bw;
      const id = (row % rows) * 64 + col;
      const n = fbm(x, y, 16, 4, w, h, seed);
      if (ly < 2 || lx < 2) {
        const shadow = ly < 2 && ly === 1 ? 0.8 : 1;
        const m = scale(mortar, (0.8 + 0.4 * n) * shadow);
        c.set(x, y, m);
        continue;
      }
      const t = hash2(id, 3, seed);
      let base = mix(brick, scale(brick, 0.62), t);
      if (hash2(id, 9, seed) > 0.8) base = mix(base, [brick[0] * 0.9, brick[1] * 1.1, brick[2] * 1.2], 0.5);
      const speck = hash2(x * 7 + 1, y * 13 + 5, seed) > 0.93 ? 0.8 : 1;
      let f = (0.78 + 0.44 * n) * speck;
      if (ly === 2) f *= 1.28;
      else if (ly === 3) f *= 1.1;
      else if (ly === bh - 1) f *= 0.66;
      if (lx === 2) f *= 1.16;
      else if (lx === bw - 1) f *= 0.72;
      // Chipped corners.
      if ((lx < 4 && ly < 4 && hash2(id, 5, seed) > 0.6) || (lx > bw - 4 && ly > bh - 4 && hash2(id, 6, seed) > 0.6)) {
        c.set(x, y, scale(mortar, 0.85 + 0.3 * n));
        continue;
      }
      c.set(x, y, scale(base, f));
    }
  }
  return c;
}

/** Irregular dressed stone blocks in rows of given heights (sum = h), tileable. */
export function stoneBlocks(w: number, h: number, rowHeights: number[], stone: Rgb, seed: number): Canvas {
  const c = new Canvas(w, h);
  let y0 = 0;
  rowHeights.forEach((rh, row) => {
    // Cut positions for this row, wrapping at w.
    const start = Math.floor(hash2(row, 1, seed) * w);
    const cuts: number[] = [];
    let x = 0;
    let k = 0;
    while (x < w) {
      cuts.push((start + x) % w);
      const bw = 28 + Math.floor(hash2(row, 10 + k++, seed) * 36);
      x += bw;
      if (w - x < 24) break;
    }
    cuts.sort((a, b) => a - b);
    for (let yy = 0; yy < rh; yy++) {
      for (let xx = 0; xx < w; xx++) {
        // Block index and local x: the last cut at or before xx (wrapping).
        let bi = cuts.length - 1;
        for (let i = 0; i < cuts.length; i++) if (cuts[i] <= xx) bi = i;
        const bx0 = cuts[bi];
        const bx1 = bi + 1 < cuts.length ? cuts[bi + 1] : cuts[0] + w;
        const lx = (xx - bx0 + w) % w;
        const bw = ((bx1 - bx0) + w) % w || w;
        const id = row * 32 + bi;
        const py = y0 + yy;
        const n = fbm(xx, py, 32, 5, w, h, seed + 3);
        if (yy < 2 || lx < 2) {
          c.set(xx, py, scale(stone, 0.32 + 0.15 * n));
          continue;
        }
        const tint = hash2(id, 2, seed);
        let base = mix(stone, [stone[0] * 0.85, stone[1] * 0.88, stone[2] * 0.95], tint);
        base = scale(base, 0.82 + 0.3 * hash2(id, 4, seed));
        let f = 0.7 + 0.55 * n;
        if (yy === 2 || yy === 3) f *= 1.22;
        if (lx === 2 || lx === 3) f *= 1.12;
        if (yy >= rh - 2) f *= 0.68;
        if (lx >= bw - 2) f *= 0.74;
        // Pits.
        if (hash2(xx, py, seed + 9) > 0.985) f *= 0.6;
        c.set(xx, py, scale(base, f));
      }
    }
    y0 += rh;
  });
  // A few cracks: random walks.
  for (let k = 0; k < 6; k++) {
    let x = hash2(k, 100, seed) * w, y = hash2(k, 101, seed) * h;
    for (let s = 0; s < 18; s++) {
      c.mul(x, y, 0.55);
      c.mul(x + 1, y, 1.15);
      x += hash2(k, 200 + s, seed) * 2 - 1;
      y += 1;
    }
  }
  return c;
}

/** Natural rock: boulders (cellular noise) with fBm relief, shaded from the upper left, dark cracks. */
export function rock(w: number, h: number, light: Rgb, dark: Rgb, seed: number): Canvas {
  const hf = new Float32Array(w * h);
  const crack = new Float32Array(w * h);
  const cell = new Int32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const n = fbm(x, y, 32, 5, w, h, seed);
      const c = worley(x + (n - 0.5) * 14, y + (n - 0.5) * 10, w, h, 4, seed + 1);
      const i = y * w + x;
      hf[i] = n * 0.55 + Math.min(1, c.d1 * 0.9) * -0.45 + 0.45;
      crack[i] = c.d2 - c.d1;
      cell[i] = c.id;
    }
  }
  const c = new Canvas(w, h);
  const H = (x: number, y: number) => hf[(((y % h) + h) % h) * w + (((x % w) + w) % w)];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const gx = H(x + 1, y) - H(x - 1, y), gy = H(x, y + 1) - H(x, y - 1);
      const sh = clamp(1 - gx * 3.2 - gy * 3.8, 0.4, 1.55);
      const tint = hash2(cell[i], 3, seed);
      const base = mix(mix(dark, light, clamp(hf[i] * 1.3 - 0.15, 0, 1)), [light[0] * 0.8, light[1] * 0.82, light[2] * 0.9], tint * 0.35);
      let f = sh * (hash2(x, y, seed + 2) > 0.95 ? 0.85 : 1);
      if (crack[i] < 0.06) f *= 0.35 + crack[i] * 6;
      c.set(x, y, scale(base, f));
    }
  }
  return c;
}

/** Brushed steel panels of ph height, with bevels, an inset line and rivets. */
export function metalPanels(w: number, h: number, ph: number, steel: Rgb, seed: number): Canvas {
  const c = new Canvas(w, h);
  c.paint((x, y) => {
    const brushed = valueNoise(x, y * 16, 16, w, h * 16, seed);
    const n = fbm(x, y, 32, 4, w, h, seed + 1);
    const stain = fbm(x, y, 64, 3, w, h, seed + 2);
    return scale(steel, 0.75 + 0.18 * brushed + 0.2 * n - 0.25 * Math.max(0, stain - 0.6));
  });
  for (let y0 = 0; y0 < h; y0 += ph) {
    c.bevel(0, y0, w, ph, 3, 1.4, 0.55);
    // Inset groove.
    for (let x = 7; x < w - 7; x++) { c.mul(x, y0 + 7, 0.6); c.mul(x, y0 + ph - 8, 1.2); }
    for (let y = y0 + 7; y < y0 + ph - 7; y++) { c.mul(7, y, 0.6); c.mul(w - 8, y, 1.2); }
    for (const [rx, ry] of [[4, 4], [w - 5, 4], [4, ph - 5], [w - 5, ph - 5]]) {
      c.disc(rx, y0 + ry, 1.8, scale(steel, 1.15));
      c.mul(rx + 1, y0 + ry + 2, 0.6);
    }
  }
  return c;
}

/** Vertical wooden planks with grain, gaps, butt joints and nails. */
export function planks(w: number, h: number, pw: number, wood: Rgb, seed: number): Canvas {
  const c = new Canvas(w, h);
  const n = Math.round(w / pw);
  for (let x = 0; x < w; x++) {
    const p = Math.floor(x / pw), lx = x - p * pw;
    const joint = Math.floor(hash2(p, 1, seed) * h);
    const tint = 0.78 + 0.4 * hash2(p, 2, seed);
    for (let y = 0; y < h; y++) {
      const seg = ((y - joint + h) % h) < h / 2 ? 0 : 1;
      const g = fbm(x, y, 32, 3, w, h, seed + p * 7 + seg * 3);
      const grain = Math.sin((lx + g * 9 + hash2(p, seg + 3, seed) * 6) * 1.7) * 0.5 + 0.5;
      const fine = valueNoise(x * 8, y, 8, w * 8, h, seed + 11);
      let f = tint * (0.72 + 0.22 * grain + 0.16 * fine);
      if (lx === 0) f *= 0.35;
      else if (lx === 1) f *= 1.18;
      else if (lx === pw - 1) f *= 0.7;
      const dy = (y - joint + h) % h;
      if (dy === 0 || dy === h / 2) f *= 0.4;
      else if (dy === 1 || dy === h / 2 + 1) f *= 1.15;
      // Knots.
      const kx = pw / 2 + (hash2(p, 7, seed) - 0.5) * (pw - 6), ky = hash2(p, 8, seed) * h;
      const kd = Math.hypot(lx - kx, Math.min(Math.abs(y - ky), h - Math.abs(y - ky)) * 0.6);
      if (kd < 2.5) f *= 0.55 + 0.15 * kd;
      c.set(x, y, scale(wood, f));
    }
    void n;
  }
  // Nails near each joint.
  for (let p = 0; p < n; p++) {
    const joint = Math.floor(hash2(p, 1, seed) * h);
    for (const dy of [3, h / 2 + 3]) {
      const y = (joint + dy) % h;
      c.disc(p * pw + pw / 2, y, 1.2, [90, 90, 96]);
    }
  }
  return c;
}

/** A dark tech wall: vents on top, bevelled panels with screens and LED rows, pipes at the bottom. */
export function techPanel(seed: number): Canvas {
  const w = 128, h = 128;
  const steel: Rgb = [74, 82, 96];
  const c = new Canvas(w, h);
  c.paint((x, y) => scale(steel, 0.72 + 0.3 * fbm(x, y, 32, 4, w, h, seed) + 0.08 * valueNoise(x, y * 16, 8, w, h * 16, seed + 1)));
  // Vent band.
  c.bevel(0, 0, w, 16, 2);
  for (let x = 6; x < w - 6; x++) {
    if (x % 8 === 7) continue;
    for (let y = 4; y < 12; y += 3) { c.mul(x, y, 0.28); c.mul(x, y + 1, 1.25); }
  }
  // Panels.
  for (let py = 16; py < 112; py += 48) {
    for (let px = 0; px < w; px += 64) {
      c.bevel(px, py, 64, 48, 3, 1.45, 0.5);
      const k = (px >> 6) + (py >> 4);
      const kind = Math.floor(hash2(k, 1, seed) * 3);
      if (kind === 0) {
        // Screen with scan lines.
        c.rect(px + 10, py + 10, 44, 22, [12, 40, 24]);
        c.bevel(px + 9, py + 9, 46, 24, 1, 0.5, 1.5);
        for (let y = py + 11; y < py + 31; y += 2) {
          const len = 6 + Math.floor(hash2(k, y, seed) * 30);
          for (let x = px + 12; x < px + 12 + len; x++) c.set(x, y, [70, 220, 110]);
        }
      } else if (kind === 1) {
        // LED rows.
        const leds: Rgb[] = [[255, 60, 40], [80, 255, 80], [255, 220, 60], [90, 140, 255]];
        for (let r = 0; r < 3; r++) {
          for (let i = 0; i < 6; i++) {
            const on = hash2(k * 31 + r, i, seed) > 0.35;
            const col = leds[(r + i) % 4];
            const x = px + 10 + i * 8, y = py + 10 + r * 9;
            c.rect(x, y, 5, 4, on ? col : scale(col, 0.25));
            if (on) { c.set(x + 1, y + 1, mix(col, [255, 255, 255], 0.6)); }
          }
        }
        c.rect(px + 10, py + 38, 44, 3, [30, 32, 38]);
      } else {
        // Grille.
        for (let y = py + 8; y < py + 40; y += 4) {
          for (let x = px + 8; x < px + 56; x++) { c.mul(x, y, 0.35); c.mul(x, y + 1, 0.7); c.mul(x, y + 2, 1.2); }
        }
      }
    }
  }
  // Pipes along the bottom.
  for (let y = 112; y < 128; y++) {
    for (let x = 0; x < w; x++) {
      const ly = (y - 112) % 8;
      const f = 0.55 + 0.8 * Math.sin(((ly + 0.5) / 8) * Math.PI);
      const pipe: Rgb = y < 120 ? [120, 104, 64] : [96, 100, 110];
      c.set(x, y, scale(pipe, f * (0.85 + 0.2 * fbm(x, y, 16, 3, w, h, seed + 4))));
    }
    if ((y - 112) % 8 === 0) for (let x = 0; x < w; x++) c.mul(x, y, 0.5);
  }
  for (let x = 0; x < w; x += 32) for (let y = 112; y < 128; y++) { c.mul(x, y, 0.5); c.mul(x + 1, y, 0.7); c.mul(x + 3, y, 1.2); }
  return c;
}

/** A heavy metal door (64×128): frame, two leaves, ribs, a window and a hazard band. */
export function door(seed: number): Canvas {
  const w = 64, h = 128;
  const steel: Rgb = [104, 116, 134];
  const c = metalPanels(w, h, h, steel, seed);
  c.bevel(0, 0, w, h, 4, 1.5, 0.45);
  for (let y = 4; y < h - 4; y++) { c.mul(31, y, 0.35); c.mul(32, y, 0.5); c.mul(33, y, 1.25); }
  for (const ry of [40, 84]) {
    for (let x = 4; x < w - 4; x++) {
      c.mul(x, ry, 1.45); c.mul(x, ry + 1, 1.2); c.mul(x, ry + 4, 0.7); c.mul(x, ry + 5, 0.5);
    }
  }
  // Windows.
  for (const wx of [12, 40]) {
    c.rect(wx, 14, 12, 16, [30, 44, 60]);
    for (let y = 14; y < 30; y++) for (let x = wx; x < wx + 12; x++) if ((x - y + 64) % 9 < 2) c.set(x, y, [90, 120, 150]);
    c.bevel(wx - 1, 13, 14, 18, 1, 0.5, 1.6);
  }
  // Hazard stripes.
  for (let y = 104; y < 120; y++) {
    for (let x = 4; x < w - 4; x++) {
      const stripe = ((x + y) >> 3) & 1;
      const n = 0.85 + 0.25 * fbm(x, y, 8, 3, w, h, seed + 5);
      c.set(x, y, stripe ? scale([240, 196, 40], n) : scale([30, 28, 24], n));
    }
  }
  c.bevel(4, 104, w - 8, 16, 1);
  return c;
}

/** A step riser (32×16): a bright worn nosing over a dark ribbed face. */
export function stepRiser(seed: number): Canvas {
  const w = 32, h = 16;
  const c = new Canvas(w, h);
  c.paint((x, y) => {
    const n = fbm(x, y, 8, 3, w, h, seed);
    if (y < 3) return scale([190, 182, 160], (y === 0 ? 1.15 : 0.95) * (0.85 + 0.3 * n));
    if (y === 3) return [40, 36, 30];
    const rib = x % 4 === 0 ? 0.7 : x % 4 === 1 ? 1.15 : 1;
    return scale([110, 100, 84], rib * (0.75 + 0.4 * n) * (1 - (y - 4) * 0.025));
  });
  return c;
}

/** A see-through grate (64×128): vertical bars and horizontal rails, transparent between. */
export function grate(seed: number): Canvas {
  const w = 64, h = 128;
  const c = new Canvas(w, h, false);
  const iron: Rgb = [120, 96, 78];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const bx = x % 16, by = y % 32;
      const rail = y < 6 || y >= h - 6 || (by >= 15 && by < 19);
      const bar = bx >= 6 && bx < 10;
      if (!rail && !bar) continue;
      const rust = fbm(x, y, 16, 4, w, h, seed);
      let f: number;
      if (rail) {
        const ly = y < 6 ? y : y >= h - 6 ? y - (h - 6) : by - 15;
        const th = y < 6 || y >= h - 6 ? 6 : 4;
        f = 0.55 + 0.75 * Math.sin(((ly + 0.5) / th) * Math.PI);
      } else f = 0.5 + 0.8 * Math.sin(((bx - 6 + 0.5) / 4) * Math.PI);
      const col = mix(iron, [150, 70, 30], clamp((rust - 0.5) * 2.5, 0, 1));
      c.set(x, y, scale(col, f * (0.8 + 0.3 * rust)));
      // Rivet where bars cross rails.
      if (rail && bar && bx === 7 && (by === 16 || y === 2 || y === h - 4)) c.set(x, y, scale(col, 1.5));
    }
  }
  return c;
}

/** A light panel (32×64): bevelled frame around a glowing diffuser. */
export function lightPanel(seed: number): Canvas {
  const w = 32, h = 64;
  const c = new Canvas(w, h);
  c.paint((x, y) => scale([70, 76, 88], 0.8 + 0.3 * fbm(x, y, 8, 3, w, h, seed)));
  c.bevel(0, 0, w, h, 3, 1.4, 0.5);
  for (let y = 6; y < h - 6; y++) {
    for (let x = 6; x < w - 6; x++) {
      const dx = (x - w / 2 + 0.5) / (w / 2 - 6), dy = (y - h / 2 + 0.5) / (h / 2 - 6);
      const e = Math.max(Math.abs(dx), Math.abs(dy));
      if (e < 0.55 && (y % 6) !== 0) c.setIndex(x, y, LIGHT_WHITE);
      else c.set(x, y, mix([255, 250, 220], [230, 200, 120], e));
      if (y % 6 === 0) c.mul(x, y, 0.85);
    }
  }
  c.bevel(5, 5, w - 10, h - 10, 1, 0.5, 1.5);
  return c;
}

/** A sign (64×32): a dark bevelled plate with glowing red letters. */
export function sign(text: string, seed: number): Canvas {
  const w = 64, h = 32;
  const c = new Canvas(w, h);
  c.paint((x, y) => scale([38, 36, 42], 0.8 + 0.35 * fbm(x, y, 8, 3, w, h, seed)));
  c.bevel(0, 0, w, h, 2, 1.6, 0.4);
  const s = 2;
  const x0 = Math.floor((w - textWidth(text, s)) / 2), y0 = Math.floor((h - 7 * s) / 2);
  const lit = new Set<number>();
  drawText(text, x0, y0, s, (x, y) => lit.add(y * w + x));
  // Glow halo, then the letters.
  for (const i of lit) {
    const x = i % w, y = Math.floor(i / w);
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
      if (lit.has((y + dy) * w + x + dx)) continue;
      const [r, g, b] = c.get(x + dx, y + dy);
      c.set(x + dx, y + dy, [Math.min(255, r + 28), g + 4, b + 2]);
    }
  }
  for (const i of lit) {
    const x = i % w, y = Math.floor(i / w);
    c.set(x, y, (x + y) % 3 === 0 ? [255, 200, 170] : [255, 64, 40]);
  }
  return c;
}

/** A vertical steel support (16×128): a rounded beam with bolts. */
export function support(seed: number): Canvas {
  const w = 16, h = 128;
  const c = new Canvas(w, h);
  c.paint((x, y) => {
    const f = 0.5 + 0.85 * Math.sin(((x + 0.5) / w) * Math.PI);
    const n = fbm(x, y, 16, 3, w, h, seed);
    return scale([116, 110, 100], f * (0.8 + 0.35 * n));
  });
  for (let y = 0; y < h; y += 32) {
    for (let x = 0; x < w; x++) { c.mul(x, y, 0.5); c.mul(x, y + 1, 1.3); }
    c.disc(8, y + 8, 1.8, [150, 146, 134]);
    c.disc(8, y + 24, 1.8, [150, 146, 134]);
  }
  return c;
}

/** Polished marble with veins. */
export function marble(w: number, h: number, base: Rgb, vein: Rgb, seed: number): Canvas {
  const c = new Canvas(w, h);
  c.paint((x, y) => {
    const warp = fbm(x, y, 32, 5, w, h, seed);
    const t = (x / w + (2 * y) / h + warp * 2.2) * Math.PI * 2;
    const v = Math.abs(Math.sin(t));
    const cloud = fbm(x + 11, y + 7, 16, 4, w, h, seed + 9);
    let col = mix(scale(base, 0.7), base, cloud);
    if (v < 0.07) col = mix(vein, col, v / 0.07);
    else if (v > 0.985) col = scale(col, 1.25);
    return col;
  });
  // Slab joints every 64 texels.
  for (let y = 0; y < h; y += 64) for (let x = 0; x < w; x++) { c.mul(x, y, 0.55); c.mul(x, y + 1, 1.2); }
  for (let x = 0; x < w; x += 64) for (let y = 0; y < h; y++) { c.mul(x, y, 0.6); c.mul(x + 1, y, 1.15); }
  return c;
}

/** The sky (256×128): a gradient, clouds, two mountain ridges; tiles horizontally. */
export function sky(seed: number): Canvas {
  const w = 256, h = 128;
  const c = new Canvas(w, h);
  const ridge = (x: number, base: number, amp: number, s: number) => {
    const n = fbm(x, 0, 64, 6, w, 0, s);
    return base - amp * clamp((n - 0.22) * 2.4, 0, 1.4);
  };
  for (let x = 0; x < w; x++) {
    const far = ridge(x, 118, 40, seed + 1), near = ridge(x, 128, 20, seed + 2);
    for (let y = 0; y < h; y++) {
      const t = y / h;
      let col: Rgb = mix([28, 64, 150], [196, 216, 238], Math.pow(t, 1.6));
      const cl = fbm(x, y * 2.2, 64, 5, w, 0, seed + 3);
      const cover = clamp((cl - 0.48) * 3.2, 0, 1) * clamp(1.2 - t, 0, 1);
      if (cover > 0) {
        const shade = 0.78 + 0.3 * clamp(fbm(x, y * 2.2 - 4, 64, 4, w, 0, seed + 3) - cl + 0.5, 0, 1);
        col = mix(col, scale([246, 244, 250], shade), cover);
      }
      if (y >= far) {
        const d = y - far;
        const snow = d < 3 + (88 - far) * 0.25 && far < 88 ? 1 : 0;
        col = snow ? [222, 228, 240] : mix([104, 116, 150], [70, 80, 110], clamp(d / 30, 0, 1));
        col = scale(col, 0.9 + 0.2 * hash3(x, y, 1, seed));
      }
      if (y >= near) {
        const d = y - near;
        col = mix([52, 62, 74], [30, 36, 44], clamp(d / 12, 0, 1));
        col = scale(col, 0.85 + 0.3 * fbm(x, y, 8, 3, w, 0, seed + 4));
      }
      c.set(x, y, col);
    }
  }
  void RAMPS;
  return c;
}
