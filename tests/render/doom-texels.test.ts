// Which texel DOOM shows where a texel edge projects exactly onto a pixel edge: a wall seen square on at
// a whole scale. The texture column comes from DOOM's per-column fine angle (r_main.c
// R_InitTextureMapping, r_segs.c texturecolumn), the texture row from the centre row with the step
// 0xffffffff / rw_scale (r_draw.c R_DrawColumn). The expected texels are computed here in DOOM's own
// 16.16 integer arithmetic, independently of src/render/sampling.ts, and checked pixel by pixel on
// both the wall and a masked middle, and on the pick.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { Picker } from '../../src/render/cpu/pick.js';
import { makeCamera } from '../../src/render/camera.js';
import { boxRoom } from '../helpers/map-builder.js';
import { SAMPLE_NUDGE, textureRays } from '../../src/render/sampling.js';
import { testStack } from '../helpers/test-wad.js';

const FRAC = 65536;
/** tables.c finetangent[i]: tan((i - 2048 + 0.5) * 2π / 8192) in 16.16, truncated (exact for the
 *  entries within ±45°, the only ones used here; checked against the table in chocolate-doom). */
const finetangent = (i: number) => Math.trunc(Math.tan(((i - 2048 + 0.5) * 2 * Math.PI) / 8192) * FRAC);
const fixedMul = (a: number, b: number) => Math.floor((a * b) / FRAC);
const fixedDiv = (a: number, b: number) => Math.floor((a * FRAC) / b);

/** r_main.c R_InitTextureMapping for a view `width` wide: xtoviewangle[x] as a fine angle index. */
function xToFineAngle(width: number): number[] {
  const centerx = width / 2, centerxfrac = centerx * FRAC;
  const focallength = fixedDiv(centerxfrac, finetangent(2048 + 1024));
  const viewangletox: number[] = [];
  for (let i = 0; i < 4096; i++) {
    const tan = finetangent(i);
    let t: number;
    if (tan > FRAC * 2) t = -1;
    else if (tan < -FRAC * 2) t = width + 1;
    else t = Math.min(width + 1, Math.max(-1, Math.floor((centerxfrac - fixedMul(tan, focallength) + FRAC - 1) / FRAC)));
    viewangletox.push(t);
  }
  const out: number[] = [];
  for (let x = 0; x < width; x++) {
    let i = 0;
    while (viewangletox[i] > x) i++;
    out.push(i - 2048); // (i << ANGLETOFINESHIFT) - ANG90, in fine steps
  }
  return out;
}

describe("DOOM's texel at exact texel edges (a wall square on, 8 pixels a texel)", () => {
  // METAL (the test IWAD's 64x72 texture): palette index 0x94 in texel columns u % 8 == 0, else 0x9a,
  // or 0x9c in texel rows v % 5 == 0. The room's east wall x = 226 runs from y 512 down to -512: its u
  // is 512 - y. Eye at (206, 3) facing east, 20 units from it: focal 160 / 20 = 8 pixels a texel, so
  // every texel edge projects onto a pixel edge: u edge k at column 160 + 8 * (k - 509), v edge at
  // row 100 + 8 * (v - 87) (the wall's top, ceiling 128, is 87 above the eye and pegs v 0).
  const W = 320, H = 200;
  const map = boxRoom(0, -512, 226, 512, { floor: 0, ceil: 128, ceilFlat: 'NUKAGE1', floorFlat: 'NUKAGE1', light: 255 }, 'METAL');
  const world = loadWorld(testStack(map), 'MAP01');
  const r = new CpuRenderer(world, W, H);
  const cam = makeCamera(206, 3, 0);
  r.render(cam, 0);
  const metal = (u: number, v: number) => ((u & 31) % 8 === 0 ? 0x94 : v % 5 === 0 ? 0x9c : 0x9a);
  // DOOM's texel of column x, row y. rw_offset: 509 (the wall's u where its normal meets the eye),
  // rw_distance 20, rw_centerangle ANG90 (so the fine angle is 2048 + xtoviewangle's); rw_scale:
  // FixedDiv(FixedMul(projection, sine), FixedMul(rw_distance, sine)), 8.0 exactly on this wall.
  const xa = xToFineAngle(W);
  const texU = (x: number) => Math.floor((509 * FRAC - fixedMul(finetangent(2048 + xa[x]), 20 * FRAC)) / FRAC) & 63;
  const iscale = Math.floor(0xffffffff / (8 * FRAC));
  const texV = (y: number) => (Math.floor((87 * FRAC + (y - H / 2) * iscale) / FRAC) % 72 + 72) % 72;
  const colourOf = (index: number) => {
    // The wall's colormap: the one that gives the plain texel's colour at a pixel away from any edge.
    for (let c = 0; c < 34; c++) if (world.lit[(c << 8) | 0x9a] === r.fb[70 * W + 164]) return world.lit[(c << 8) | index];
    throw new Error('no colormap gives the plain METAL texel');
  };

  it('shows, at every pixel, the texel of DOOM\'s texture column and row', () => {
    expect(iscale).toBe(8191); // a hair short of 1/8 texel a row
    let leftOfEdge = 0, aboveEdge = 0;
    let wrong = ''; // (the first wrong pixel: an expect per pixel cost seconds)
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const want = colourOf(metal(texU(x), texV(y)));
        if (r.fb[y * W + x] !== want) wrong ||= `column ${x}, row ${y}: ${r.fb[y * W + x]}, want ${want}`;
      }
    }
    expect(wrong).toBe('');
    // The cases this is about: columns at a texel edge show the texel left of it (the column's own
    // ray, just right of its left edge, would take u = 509 + (x - 160) / 8 exactly) ...
    for (let x = 0; x < W; x++) if (texU(x) !== (Math.floor(509 + (x + 1 / 16 - 160) / 8) & 63)) leftOfEdge++;
    // ... and rows below the centre row at a texel edge show the texel above it.
    for (let y = 0; y < H; y++) if (texV(y) !== Math.floor(87 + (y - 100) / 8) % 72) aboveEdge++;
    expect(leftOfEdge).toBeGreaterThanOrEqual(30);
    expect(aboveEdge).toBe(12); // rows 108, 116, .., 196
  });

  it('takes the same texels on a masked middle (a grate) and in the pick', () => {
    // Two rooms sharing the two-sided line x = 226 (y 512 down to -512, u = 512 - y), its front side
    // GRATE (64x32: opaque, index 0xdb, where u % 32 % 8 < 2 or v % 8 < 2). Ceilings at 48 peg the
    // grate's v 0 there, 7 above the eye: v edge k at row 100 + 8 * (k - 7), the grate on rows 44..299.
    const sector = { floor: 0, ceil: 48, ceilFlat: 'NUKAGE1', floorFlat: 'NUKAGE1', light: 255 };
    const two = loadWorld(testStack({
      vertices: [[0, -512], [0, 512], [226, 512], [226, -512], [400, 512], [400, -512]],
      lines: [
        { v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 2, right: 1 }, { v1: 2, v2: 3, right: 2, left: 3, flags: 4 }, { v1: 3, v2: 0, right: 4 },
        { v1: 2, v2: 4, right: 5 }, { v1: 4, v2: 5, right: 6 }, { v1: 5, v2: 3, right: 7 },
      ],
      sides: [
        { middle: 'METAL', sector: 0 }, { middle: 'METAL', sector: 0 }, { middle: 'GRATE', sector: 0 }, { sector: 1 },
        { middle: 'METAL', sector: 0 }, { middle: 'METAL', sector: 1 }, { middle: 'METAL', sector: 1 }, { middle: 'METAL', sector: 1 },
      ],
      sectors: [sector, sector],
      things: [{ x: 100, y: 0, type: 1 }],
    }), 'MAP01');
    const g = new CpuRenderer(two, W, H);
    g.render(cam, 0);
    const grateColours = new Set<number>();
    for (let c = 0; c < 34; c++) grateColours.add(two.lit[(c << 8) | 0xdb]);
    const texVg = (y: number) => Math.floor((7 * FRAC + (y - H / 2) * iscale) / FRAC);
    const opaque = (x: number, y: number) => {
      const u = texU(x), v = texVg(y);
      return v >= 0 && v < 32 && ((u & 31) % 8 < 2 || v % 8 < 2);
    };
    const picker = new Picker(two);
    let rows = 0, picked = 0, wrongGrate = '';
    for (let y = 0; y < H; y++) {
      if (texVg(y) < 0) continue;
      rows++;
      for (let x = 0; x < W; x++) {
        if (grateColours.has(g.fb[y * W + x]) !== opaque(x, y)) wrongGrate ||= `column ${x}, row ${y}: grate ${!opaque(x, y)}, want ${opaque(x, y)}`;
      }
    }
    expect(wrongGrate).toBe('');
    expect(rows).toBe(H - 44);
    // The pick agrees on the rows at and just below texel edges, over every column.
    for (const y of [44, 100, 107, 108, 116, 147, 148, 196]) {
      for (let x = 0; x < W; x++) {
        const p = picker.pick(cam, W, H, x, y);
        const onGrate = p.texture >= 0 && two.textures[p.texture].name === 'GRATE';
        expect(onGrate, `pick at column ${x}, row ${y}`).toBe(opaque(x, y));
        picked++;
      }
    }
    expect(picked).toBe(8 * W);
  });

  it("keeps each column's own ray where DOOM's fine angles are wider than a column", () => {
    // At 90° the edge columns span 1 / W radians: a fine step (2π / 8192) is wider from W = 1304 on.
    const own = (W: number, fov: number, x: number) => (x + SAMPLE_NUDGE - W / 2) / ((W / 2) / Math.tan(fov / 2));
    const differing = (W: number, fov: number) => {
      const out = new Float64Array(W);
      textureRays(W, fov, out);
      let n = 0;
      for (let x = 0; x < W; x++) if (Math.abs(out[x] - own(W, fov, x)) > 1e-12) n++;
      return n;
    };
    expect(differing(1303, Math.PI / 2)).toBeGreaterThan(1000);
    expect(differing(1304, Math.PI / 2)).toBe(0);
    expect(differing(640, Math.PI / 180)).toBe(0); // a 1° view: 640 columns in a fine step and a half
    expect(differing(640, Math.PI / 3)).toBeGreaterThan(500);
  });
});
