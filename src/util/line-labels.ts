// Linedef numbers drawn on a top-down picture (the automap, `toom mesh -o --ids`): a 3×5 pixel digit
// font scaled by a whole factor, on a dark box at the line's midpoint so it reads over any colour.
// Kept apart from the line rasterizers so both pictures share it. No allocation per label.

/** 3×5 digit glyphs, one row per 3 bits (bit 2 = left column), top row first. */
const GLYPHS = new Uint8Array([
  0b111, 0b101, 0b101, 0b101, 0b111, // 0
  0b010, 0b110, 0b010, 0b010, 0b111, // 1
  0b111, 0b001, 0b111, 0b100, 0b111, // 2
  0b111, 0b001, 0b111, 0b001, 0b111, // 3
  0b101, 0b101, 0b111, 0b001, 0b001, // 4
  0b111, 0b100, 0b111, 0b001, 0b111, // 5
  0b111, 0b100, 0b111, 0b101, 0b111, // 6
  0b111, 0b001, 0b010, 0b010, 0b010, // 7
  0b111, 0b101, 0b111, 0b101, 0b111, // 8
  0b111, 0b101, 0b111, 0b001, 0b111, // 9
]);

/** The label box: near-black, a colour no picture uses otherwise, so labels can avoid each other. */
export const LABEL_BOX = 0xff010101;

/** Digits of a non-negative whole number. */
function digitCount(n: number): number {
  let d = 1;
  while (n >= 10) { n = (n / 10) | 0; d++; }
  return d;
}

/** Width in pixels of `id`'s label at `scale` (box included). */
export function labelWidth(id: number, scale: number): number {
  return (digitCount(id) * 4 + 1) * scale;
}

/**
 * Draws `id` centred at (x, y) in colour `color` on a dark box, `scale` pixels per font pixel,
 * on the w×h picture. Returns false (and draws nothing) when the label would not fit on it or would
 * cover another label.
 */
export function drawLabel(fb: Uint32Array, w: number, h: number, id: number, x: number, y: number, color: number, scale: number): boolean {
  const n = digitCount(id);
  const bw = (n * 4 + 1) * scale, bh = 7 * scale;
  const x0 = Math.round(x - bw / 2) | 0, y0 = Math.round(y - bh / 2) | 0;
  if (x0 < 0 || y0 < 0 || x0 + bw > w || y0 + bh > h) return false;
  for (let yy = y0; yy < y0 + bh; yy++) for (let xx = x0; xx < x0 + bw; xx++) if (fb[yy * w + xx] === LABEL_BOX) return false;
  for (let yy = y0; yy < y0 + bh; yy++) fb.fill(LABEL_BOX, yy * w + x0, yy * w + x0 + bw);
  let v = id;
  for (let d = n - 1; d >= 0; d--) {
    const g = (v % 10) * 5;
    v = (v / 10) | 0;
    const gx = x0 + (1 + d * 4) * scale, gy = y0 + scale;
    for (let r = 0; r < 5; r++) {
      const bits = GLYPHS[g + r];
      for (let c = 0; c < 3; c++) {
        if (!(bits & (4 >> c))) continue;
        for (let sy = 0; sy < scale; sy++) {
          const o = (gy + r * scale + sy) * w + gx + c * scale;
          fb.fill(color, o, o + scale);
        }
      }
    }
  }
  return true;
}

/** A line's label at its on-screen midpoint when the line is long enough on screen to carry it. */
export function drawLineLabel(fb: Uint32Array, w: number, h: number, id: number, x0: number, y0: number, x1: number, y1: number, color: number, scale: number): boolean {
  const len = Math.abs(x1 - x0) > Math.abs(y1 - y0) ? Math.abs(x1 - x0) : Math.abs(y1 - y0);
  if (len < labelWidth(id, scale) * 0.75) return false;
  return drawLabel(fb, w, h, id, (x0 + x1) / 2, (y0 + y1) / 2, color, scale);
}
