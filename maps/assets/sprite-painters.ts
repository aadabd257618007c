// Sprite painters. Solid things are modelled as signed-distance shapes (spheres, capsules, boxes,
// cylinders) and ray-marched orthographically from a viewing angle, so the eight rotations of a
// monster are views of one model; flames are painted in 2D. Each sprite comes back as a Canvas plus
// the pixel where its foot point (the thing's position on the floor) lies.
import { Canvas, mix, scale } from './canvas.js';
import { clamp, hash3 } from './noise.js';
import { LIGHT_WHITE, type Rgb } from './palette.js';

type V3 = [number, number, number];

/** Euclidean length (Math.hypot is much slower). */
function hyp(x: number, y: number, z = 0): number {
  return Math.sqrt(x * x + y * y + z * z);
}

export interface Material {
  /** Base colour at a surface point (model space) with its normal. */
  colour(p: V3, n: V3): Rgb;
  /** Emissive surfaces ignore shading; `index` pins an exact palette entry. */
  emissive?: boolean;
  index?: number;
  /** Specular strength (metal). */
  spec?: number;
}

export interface Shape {
  /** Signed distance from p (model space). */
  d(p: V3): number;
  mat: Material;
  /** A bounding sphere (x, y, z, radius): rays passing farther away never evaluate the shape. */
  bound: [number, number, number, number];
}

export interface SpriteImage {
  canvas: Canvas;
  /** Column of the foot point. */
  originX: number;
  /** Row of the foot point (z = 0). */
  originY: number;
}

// ---- signed distance primitives ----

export function sphere(c: V3, r: number, mat: Material): Shape {
  return { mat, bound: [c[0], c[1], c[2], r], d: (p) => hyp(p[0] - c[0], p[1] - c[1], p[2] - c[2]) - r };
}

export function ellipsoid(c: V3, r: V3, mat: Material): Shape {
  return {
    mat,
    bound: [c[0], c[1], c[2], Math.max(r[0], r[1], r[2])],
    d: (p) => {
      const x = (p[0] - c[0]) / r[0], y = (p[1] - c[1]) / r[1], z = (p[2] - c[2]) / r[2];
      const k0 = hyp(x, y, z);
      const k1 = hyp(x / r[0], y / r[1], z / r[2]);
      return k1 === 0 ? -Math.min(r[0], r[1], r[2]) : (k0 * (k0 - 1)) / k1;
    },
  };
}

export function capsule(a: V3, b: V3, r: number, mat: Material): Shape {
  const bax = b[0] - a[0], bay = b[1] - a[1], baz = b[2] - a[2];
  const bb = bax * bax + bay * bay + baz * baz;
  return {
    mat,
    bound: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2, Math.sqrt(bb) / 2 + r],
    d: (p) => {
      const pax = p[0] - a[0], pay = p[1] - a[1], paz = p[2] - a[2];
      const h = clamp((pax * bax + pay * bay + paz * baz) / bb, 0, 1);
      return hyp(pax - bax * h, pay - bay * h, paz - baz * h) - r;
    },
  };
}

/** An axis-aligned box with rounded edges (radius rr). */
export function box(c: V3, half: V3, rr: number, mat: Material): Shape {
  return {
    mat,
    bound: [c[0], c[1], c[2], hyp(half[0], half[1], half[2])],
    d: (p) => {
      const qx = Math.abs(p[0] - c[0]) - half[0] + rr, qy = Math.abs(p[1] - c[1]) - half[1] + rr, qz = Math.abs(p[2] - c[2]) - half[2] + rr;
      const out = hyp(Math.max(qx, 0), Math.max(qy, 0), Math.max(qz, 0));
      return out + Math.min(Math.max(qx, qy, qz), 0) - rr;
    },
  };
}

/** A vertical cylinder from z0 to z1 around (cx, cy), edges rounded by rr. */
export function cylinder(cx: number, cy: number, z0: number, z1: number, r: number, rr: number, mat: Material): Shape {
  const zc = (z0 + z1) / 2, hz = (z1 - z0) / 2;
  return {
    mat,
    bound: [cx, cy, zc, hyp(r, hz)],
    d: (p) => {
      const dr = hyp(p[0] - cx, p[1] - cy) - r + rr;
      const dz = Math.abs(p[2] - zc) - hz + rr;
      return Math.min(Math.max(dr, dz), 0) + hyp(Math.max(dr, 0), Math.max(dz, 0)) - rr;
    },
  };
}

/** Plain material helpers. */
export function solid(c: Rgb, spec = 0): Material {
  return { colour: () => c, spec };
}
export function glow(c: Rgb, index?: number): Material {
  return { colour: () => c, emissive: true, index };
}

// ---- the renderer ----

const TETRA = [1, -1, -1, -1, -1, 1, -1, 1, -1, 1, 1, 1];

export interface ViewOptions {
  /** Viewer direction from the thing, radians, counter-clockwise from the thing's facing (+x). */
  azimuth: number;
  /** Downward tilt of the view, radians. */
  elevation: number;
  width: number;
  height: number;
  /** Row of z = 0 at the foot point. */
  groundRow: number;
  /** Ambient light (0..1). */
  ambient?: number;
  /** The model's bounding box: min x, y, z, max x, y, z. */
  bounds: [number, number, number, number, number, number];
}

/** Ray-marches the shapes orthographically; returns a canvas cropped to what was hit. */
export function renderShapes(shapes: readonly Shape[], o: ViewOptions): SpriteImage {
  const ce = Math.cos(o.elevation), se = Math.sin(o.elevation);
  const ca = Math.cos(o.azimuth), sa = Math.sin(o.azimuth);
  const d: V3 = [-ca * ce, -sa * ce, -se];
  const right: V3 = [-sa, ca, 0];
  // up = right × d
  const up: V3 = [right[1] * d[2] - right[2] * d[1], right[2] * d[0] - right[0] * d[2], right[0] * d[1] - right[1] * d[0]];
  const lx = -d[0] * 0.62 + up[0] * 0.62 - right[0] * 0.48, ly = -d[1] * 0.62 + up[1] * 0.62 - right[1] * 0.48, lz = -d[2] * 0.62 + up[2] * 0.62 - right[2] * 0.48;
  const ll = hyp(lx, ly, lz);
  const L: V3 = [lx / ll, ly / ll, lz / ll];
  const amb = o.ambient ?? 0.34;
  const W = o.width, H = o.height;
  const c = new Canvas(W, H, false);
  const p: V3 = [0, 0, 0];
  const scene = (q: V3): number => {
    let m = Infinity;
    for (let i = 0; i < shapes.length; i++) {
      const v = shapes[i].d(q);
      if (v < m) m = v;
    }
    return m;
  };
  const R = Math.max(W, H) * 1.5;
  const [bx0, by0, bz0, bx1, by1, bz1] = o.bounds;
  const inv = (v: number) => (Math.abs(v) < 1e-9 ? 1e9 : 1 / v);
  const idx = inv(d[0]), idy = inv(d[1]), idz = inv(d[2]);
  const q: V3 = [0, 0, 0];
  const e = 0.15;
  const near = new Int32Array(shapes.length);
  for (let py = 0; py < H; py++) {
    for (let px = 0; px < W; px++) {
      const u = px + 0.5 - W / 2, v = o.groundRow - (py + 0.5);
      const ox = right[0] * u + up[0] * v - d[0] * R, oy = right[1] * u + up[1] * v - d[1] * R, oz = right[2] * u + up[2] * v - d[2] * R;
      // Clip the ray to the model's bounding box.
      let t0 = 0, t1 = 4 * R;
      const ax = (bx0 - ox) * idx, bx = (bx1 - ox) * idx;
      t0 = Math.max(t0, Math.min(ax, bx)); t1 = Math.min(t1, Math.max(ax, bx));
      const ay = (by0 - oy) * idy, byy = (by1 - oy) * idy;
      t0 = Math.max(t0, Math.min(ay, byy)); t1 = Math.min(t1, Math.max(ay, byy));
      const az = (bz0 - oz) * idz, bz = (bz1 - oz) * idz;
      t0 = Math.max(t0, Math.min(az, bz)); t1 = Math.min(t1, Math.max(az, bz));
      if (t0 >= t1) continue;
      // Only the shapes whose bounding spheres this ray passes through can be hit.
      let nNear = 0;
      for (let i = 0; i < shapes.length; i++) {
        const b = shapes[i].bound;
        const wx = b[0] - ox, wy = b[1] - oy, wz = b[2] - oz;
        const along = wx * d[0] + wy * d[1] + wz * d[2];
        const qx = wx - along * d[0], qy = wy - along * d[1], qz = wz - along * d[2];
        const rr = b[3] + 0.1;
        if (qx * qx + qy * qy + qz * qz <= rr * rr) near[nNear++] = i;
      }
      if (nNear === 0) continue;
      let t = t0, hit = -1;
      for (let step = 0; step < 160 && t < t1; step++) {
        p[0] = ox + d[0] * t; p[1] = oy + d[1] * t; p[2] = oz + d[2] * t;
        let m = Infinity, mi = -1;
        for (let k = 0; k < nNear; k++) {
          const i = near[k];
          const dv = shapes[i].d(p);
          if (dv < m) { m = dv; mi = i; }
        }
        if (m < 0.05) { hit = mi; break; }
        t += Math.max(m * 0.95, 0.03);
      }
      if (hit < 0) continue;
      // Tetrahedral normal: four scene evaluations.
      let nx = 0, ny = 0, nz = 0;
      for (let k = 0; k < 12; k += 3) {
        q[0] = p[0] + TETRA[k] * e; q[1] = p[1] + TETRA[k + 1] * e; q[2] = p[2] + TETRA[k + 2] * e;
        const f = scene(q);
        nx += TETRA[k] * f; ny += TETRA[k + 1] * f; nz += TETRA[k + 2] * f;
      }
      const nl = hyp(nx, ny, nz) || 1;
      const n: V3 = [nx / nl, ny / nl, nz / nl];
      q[0] = p[0]; q[1] = p[1]; q[2] = p[2];
      const mat = shapes[hit].mat;
      if (mat.index !== undefined) { c.setIndex(px, py, mat.index); continue; }
      const base = mat.colour([q[0], q[1], q[2]], n);
      if (mat.emissive) { c.set(px, py, base); continue; }
      const diff = Math.max(0, n[0] * L[0] + n[1] * L[1] + n[2] * L[2]);
      // Rim light from behind-right to separate the silhouette.
      const rim = Math.pow(1 - Math.abs(n[0] * d[0] + n[1] * d[1] + n[2] * d[2]), 3) * 0.25;
      let f = amb + 0.85 * diff + rim;
      if (mat.spec) {
        // Blinn half vector between L and the view direction (-d).
        const hx = L[0] - d[0], hy = L[1] - d[1], hz = L[2] - d[2];
        const hl = hyp(hx, hy, hz);
        f += mat.spec * Math.pow(Math.max(0, (n[0] * hx + n[1] * hy + n[2] * hz) / hl), 24);
      }
      c.set(px, py, scale(base, f));
    }
  }
  return crop({ canvas: c, originX: W / 2, originY: o.groundRow });
}

/** Crops a sprite to its opaque pixels (at least 1×1), moving the origin with it. */
export function crop(s: SpriteImage): SpriteImage {
  const c = s.canvas;
  let x0 = c.width, y0 = c.height, x1 = -1, y1 = -1;
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
    if (!c.a[y * c.width + x]) continue;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (x1 < 0) throw new Error('sprite rendered empty');
  const out = new Canvas(x1 - x0 + 1, y1 - y0 + 1, false);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
    const i = y * c.width + x;
    if (!c.a[i]) continue;
    const j = (y - y0) * out.width + (x - x0);
    out.r[j] = c.r[i]; out.g[j] = c.g[i]; out.b[j] = c.b[i]; out.a[j] = 1; out.fixed[j] = c.fixed[i];
  }
  return { canvas: out, originX: Math.round(s.originX - x0), originY: Math.round(s.originY - y0) };
}

/** Darkens the outermost opaque pixels a little: DOOM sprites read better with a dark outline. */
export function outline(s: SpriteImage, f = 0.6): SpriteImage {
  const c = s.canvas;
  const edge: number[] = [];
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
    const i = y * c.width + x;
    if (!c.a[i] || c.fixed[i] >= 0) continue;
    const open = (xx: number, yy: number) => xx < 0 || yy < 0 || xx >= c.width || yy >= c.height || !c.a[yy * c.width + xx];
    if (open(x - 1, y) || open(x + 1, y) || open(x, y - 1) || open(x, y + 1)) edge.push(i);
  }
  for (const i of edge) { c.r[i] *= f; c.g[i] *= f; c.b[i] *= f; }
  return s;
}

// ---- the things ----

const noiseMat = (c: Rgb, amount: number, seed: number, spec = 0): Material => ({
  spec,
  colour: (p) => scale(c, 1 + (hash3(Math.floor(p[0] * 1.5), Math.floor(p[1] * 1.5), Math.floor(p[2] * 1.5), seed) - 0.5) * amount),
});

/** Zombieman: facing +x, 56 tall. Frame 0 standing, frame 1 mid-stride. Rotation 1..5 (DOOM's numbering). */
export function zombieman(frame: number, rotation: number): SpriteImage {
  const skin: Material = { colour: (p) => (p[0] > 3.8 && p[2] > 49.4 && p[2] < 50.8 && Math.abs(Math.abs(p[1]) - 1.9) < 0.75 ? [220, 40, 24] : [206, 150, 120]) };
  const hair = solid([52, 34, 22]);
  const shirt = noiseMat([122, 112, 72], 0.2, 1);
  const vest = noiseMat([72, 84, 52], 0.18, 2, 0.15);
  const pants = noiseMat([92, 70, 44], 0.2, 3);
  const boots = solid([44, 34, 28], 0.3);
  const gun = solid([58, 60, 66], 0.7);
  const belt = solid([40, 30, 22], 0.2);
  const stride = frame === 1 ? 6 : 0;
  const shapes: Shape[] = [];
  for (const side of [-1, 1]) {
    const fw = side * stride;
    const hip: V3 = [0, side * 4.5, 26], knee: V3 = [fw * 0.6 + 1.5, side * 5, 14], foot: V3 = [fw, side * 5.2, 3.5];
    shapes.push(capsule(hip, knee, 3.8, pants), capsule(knee, foot, 3.3, pants));
    shapes.push(ellipsoid([foot[0] + 2.2, foot[1], 2.4], [5, 2.9, 2.4], boots));
  }
  shapes.push(box([0, 0, 35.5], [4.8, 8.6, 9.5], 3.2, shirt));
  shapes.push(box([0.4, 0, 37.5], [5.3, 7.6, 6.5], 2.6, vest));
  shapes.push(box([0, 0, 26.5], [5, 8.2, 1.6], 1.2, belt));
  shapes.push(sphere([0, 9.6, 43.2], 3.7, shirt), sphere([0, -9.6, 43.2], 3.7, shirt));
  // Arms holding the rifle forward at hip height.
  const swing = frame === 1 ? 1.5 : 0;
  shapes.push(capsule([0, 10, 43], [3 + swing, 11, 34], 2.6, shirt), capsule([3 + swing, 11, 34], [11, 3, 32], 2.4, shirt));
  shapes.push(capsule([0, -10, 43], [2 - swing, -11, 35], 2.6, shirt), capsule([2 - swing, -11, 35], [8, -3, 34], 2.4, shirt));
  shapes.push(sphere([11.5, 2.6, 32], 2, skin), sphere([8.5, -2.5, 34], 2, skin));
  shapes.push(box([12, 0, 34], [10, 1.1, 1.6], 0.5, gun), box([6, 0, 32], [2, 1, 3], 0.5, gun), box([19.5, 0, 35.6], [3, 0.6, 0.6], 0.3, gun));
  shapes.push(capsule([0, 0, 44], [0.5, 0, 47], 2.4, skin));
  shapes.push(sphere([0.6, 0, 50.2], 4.6, skin));
  shapes.push(ellipsoid([-0.4, 0, 52], [4.8, 4.8, 3.6], hair));
  const az = ((rotation - 1) * Math.PI) / 4;
  return outline(renderShapes(shapes, { azimuth: az, elevation: 0.12, width: 64, height: 72, groundRow: 68, bounds: [-10, -17, 0, 26, 17, 60] }));
}

/**
 * Imp: facing +x, 56 tall, hunched, brown and spiked. Frame 0 standing, 1 mid-stride, 5 the other
 * stride, 2 its right arm raised with a fireball, 3 the arm thrown forward, 4 the arm coming down.
 * Rotation 1..5.
 */
export function imp(frame: number, rotation: number): SpriteImage {
  const hide = noiseMat([128, 84, 52], 0.35, 11);
  const belly = noiseMat([164, 120, 80], 0.2, 12);
  const spike = solid([226, 214, 186], 0.4);
  const eye = glow([255, 200, 40]);
  const fire = glow([255, 150, 30]);
  const stride = frame === 1 ? 6 : frame === 5 ? -6 : 0;
  const shapes: Shape[] = [];
  for (const side of [-1, 1]) {
    const fw = side * stride;
    const hip: V3 = [0, side * 4.5, 24], knee: V3 = [fw * 0.6 + 3, side * 5.5, 13], foot: V3 = [fw, side * 5.5, 3];
    shapes.push(capsule(hip, knee, 4, hide), capsule(knee, foot, 3.2, hide));
    shapes.push(ellipsoid([foot[0] + 2.5, foot[1], 2.2], [5, 3, 2.2], hide));
  }
  shapes.push(ellipsoid([0.5, 0, 34], [6.5, 9, 11], hide));
  shapes.push(ellipsoid([3.5, 0, 32], [3.5, 6.5, 7.5], belly));
  // Shoulder and back spikes.
  for (const side of [-1, 1]) {
    shapes.push(capsule([-1, side * 8.5, 42], [-3, side * 11, 47], 1.2, spike));
    shapes.push(capsule([-5, side * 3, 38], [-9, side * 4, 42], 1, spike));
  }
  // Arms: the left hangs, the right swings or throws.
  shapes.push(capsule([0, -9.5, 41], [3, -12, 32], 2.6, hide), capsule([3, -12, 32], [6, -10, 24], 2.2, hide));
  const hand: V3 = frame === 2 ? [-2, 13, 54] : frame === 3 ? [16, 8, 42] : frame === 4 ? [9, 12, 28] : [5 + stride * 0.3, 10, 24];
  const elbow: V3 = frame === 2 ? [-1, 13, 46] : frame === 3 ? [8, 12, 40] : [3, 12, 32];
  shapes.push(capsule([0, 9.5, 41], elbow, 2.6, hide), capsule(elbow, hand, 2.2, hide));
  for (const f of [-1, 0, 1]) shapes.push(capsule(hand, [hand[0] + 2.5, hand[1] + f * 1.2, hand[2] - 1.5], 0.7, spike));
  if (frame === 2 || frame === 3) shapes.push(sphere([hand[0] + 1, hand[1], hand[2] + 3.5], 3.2, fire));
  // Head low on the shoulders, a brow and glowing eyes.
  shapes.push(sphere([2.5, 0, 47], 5.2, hide));
  shapes.push(ellipsoid([5.5, 0, 49], [2.5, 5, 1.5], hide));
  shapes.push(sphere([7, 2, 47.5], 1.1, eye), sphere([7, -2, 47.5], 1.1, eye));
  shapes.push(capsule([1, 3, 51], [-2, 4, 55], 0.9, spike), capsule([1, -3, 51], [-2, -4, 55], 0.9, spike));
  const az = ((rotation - 1) * Math.PI) / 4;
  return outline(renderShapes(shapes, { azimuth: az, elevation: 0.12, width: 64, height: 72, groundRow: 68, bounds: [-12, -17, 0, 22, 17, 62] }));
}

/** The imp's fireball: frames 0 and 1 flicker in flight, 2..4 burst. Painted in 2D. */
export function fireball(frame: number): SpriteImage {
  const burst = frame >= 2 ? frame - 1 : 0;
  const r = burst === 0 ? 7 : 6 + burst * 4;
  const size = Math.ceil(r * 2 + 4), c = new Canvas(size, size, false), cx = size / 2;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    const dx = x + 0.5 - cx, dy = y + 0.5 - cx, d = Math.sqrt(dx * dx + dy * dy) / r;
    const n = hash3(x, y, frame, 31);
    if (d > 1 || (burst > 0 && n < (burst / 4) * d)) continue;
    const hot = clamp(1 - d + (frame === 1 ? 0.15 : 0) - burst * 0.12, 0, 1);
    c.set(x, y, mix([200, 40, 10], [255, 240, 150], hot * (0.8 + n * 0.2)));
  }
  return { canvas: c, originX: Math.round(cx), originY: Math.round(cx) };
}

/** Barrel: frame 0 and 1 differ in the glow of the slime on top. */
export function barrel(frame: number): SpriteImage {
  const body: Material = {
    spec: 0.5,
    colour: (p) => {
      const band = (p[2] > 5 && p[2] < 7.5) || (p[2] > 23.5 && p[2] < 26) ? 0.72 : 1;
      const streak = hash3(Math.floor(Math.atan2(p[1], p[0]) * 6), Math.floor(p[2] / 6), 0, 4) * 0.2;
      return scale([84, 112, 78], band * (0.9 + streak));
    },
  };
  const slime = glow(frame === 0 ? [120, 230, 70] : [170, 255, 110]);
  const outer = cylinder(0, 0, 0, 30, 11, 1.5, body), hollow = cylinder(0, 0, 28, 34, 9, 0.5, body);
  const shapes: Shape[] = [
    { d: (p: V3) => Math.max(outer.d(p), -hollow.d(p)), mat: body, bound: outer.bound },
    cylinder(0, 0, 5, 7.5, 11.6, 0.6, solid([70, 92, 64], 0.6)),
    cylinder(0, 0, 23.5, 26, 11.6, 0.6, solid([70, 92, 64], 0.6)),
    cylinder(0, 0, 26, 28.6, 9.2, 0.2, slime),
  ];
  return outline(renderShapes(shapes, { azimuth: 0.3, elevation: 0.28, width: 32, height: 44, groundRow: 40, ambient: 0.4, bounds: [-13, -13, 0, 13, 13, 31] }), 0.75);
}

/** Floor lamp: a pole on a base with a glowing globe. */
export function lamp(): SpriteImage {
  const metal = solid([120, 120, 128], 0.8);
  const shapes = [
    cylinder(0, 0, 0, 3, 7, 1, metal),
    cylinder(0, 0, 0, 44, 1.6, 0.3, metal),
    cylinder(0, 0, 40, 43, 5, 1, metal),
    sphere([0, 0, 48], 6, glow([255, 250, 230], LIGHT_WHITE)),
  ];
  const s = renderShapes(shapes, { azimuth: 0, elevation: 0.15, width: 24, height: 60, groundRow: 57, bounds: [-8, -8, 0, 8, 8, 55] });
  // A softer rim on the globe.
  const c = s.canvas;
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
    const i = y * c.width + x;
    if (c.fixed[i] === LIGHT_WHITE) {
      const dx = x - s.originX + 0.5, dy = y - (s.originY - 48 * Math.cos(0.15));
      if (dx * dx + dy * dy > 16) { c.fixed[i] = -1; c.r[i] = 255; c.g[i] = 230; c.b[i] = 150; }
    }
  }
  return s;
}

/** Tall techno column: a steel cylinder with glowing blue bands. */
export function techColumn(): SpriteImage {
  const steel: Material = { spec: 0.8, colour: (p) => scale([110, 116, 130], 0.85 + 0.3 * hash3(0, 0, Math.floor(p[2] / 4), 9)) };
  const bandCol: Rgb = [110, 150, 255];
  const shapes: Shape[] = [
    cylinder(0, 0, 0, 8, 14, 1.5, solid([70, 74, 84], 0.5)),
    cylinder(0, 0, 0, 112, 9, 1, steel),
    cylinder(0, 0, 108, 116, 13, 1.5, solid([70, 74, 84], 0.5)),
  ];
  for (let z = 22; z < 100; z += 20) shapes.push(cylinder(0, 0, z, z + 5, 9.6, 0.5, glow(bandCol)));
  return outline(renderShapes(shapes, { azimuth: 0, elevation: 0.1, width: 32, height: 124, groundRow: 120, bounds: [-15, -15, 0, 15, 15, 117] }), 0.7);
}

/** A large tree: a forked trunk and a crown of lumpy foliage. */
export function tree(): SpriteImage {
  const bark: Material = { colour: (p) => scale([96, 70, 46], 0.75 + 0.45 * hash3(Math.floor(p[0]), Math.floor(p[1]), Math.floor(p[2] / 3), 5)) };
  const leaves: Material = {
    colour: (p) => {
      const h = hash3(Math.floor(p[0] / 2), Math.floor(p[1] / 2), Math.floor(p[2] / 2), 6);
      return mix([34, 92, 28], [104, 160, 52], h);
    },
  };
  const bumpy = (c: V3, r: number): Shape => ({
    mat: leaves,
    bound: [c[0], c[1], c[2], r + 1.7],
    d: (p) => hyp(p[0] - c[0], p[1] - c[1], p[2] - c[2]) - r + 1.6 * Math.sin(p[0] * 0.9 + 1) * Math.sin(p[1] * 0.8) * Math.sin(p[2] * 0.85 + 2),
  });
  const shapes: Shape[] = [
    capsule([0, 0, 0], [0, 0, 46], 5, bark),
    capsule([0, 0, 30], [-12, 3, 52], 3, bark),
    capsule([0, 0, 34], [12, -2, 56], 3, bark),
    ellipsoid([0, 0, 1.5], [8, 8, 3], bark),
    bumpy([0, 0, 72], 22), bumpy([-17, 4, 58], 15), bumpy([17, -3, 60], 15), bumpy([5, 10, 86], 13), bumpy([-7, -9, 84], 13),
  ];
  const s = renderShapes(shapes, { azimuth: 0.4, elevation: 0.12, width: 80, height: 112, groundRow: 106, ambient: 0.3, bounds: [-36, -30, -1, 36, 30, 102] });
  // Ragged leaf edges: drop a few outer foliage pixels.
  const c = s.canvas;
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
    const i = y * c.width + x;
    if (!c.a[i] || c.g[i] < c.r[i] * 1.2) continue;
    const open = (xx: number, yy: number) => xx < 0 || yy < 0 || xx >= c.width || yy >= c.height || !c.a[yy * c.width + xx];
    if ((open(x - 1, y) || open(x + 1, y) || open(x, y - 1)) && hash3(x, y, 0, 77) < 0.45) c.a[i] = 0;
  }
  return outline(s, 0.7);
}

/** A tall blue firestick: frame 0..3 flicker. */
export function blueTorch(frame: number): SpriteImage {
  const w = 16, h = 68;
  const c = new Canvas(w, h, false);
  const cx = 8;
  // Stand.
  for (let y = 24; y < h; y++) {
    const half = y > h - 4 ? 4 : y < 28 ? 4 : 1.6;
    for (let x = 0; x < w; x++) {
      const dx = x + 0.5 - cx;
      if (Math.abs(dx) > half) continue;
      const f = 0.55 + 0.7 * Math.cos((dx / half) * 1.2);
      c.set(x, y, scale([90, 84, 76], f));
    }
  }
  // Flame.
  for (let y = 0; y < 26; y++) {
    for (let x = 0; x < w; x++) {
      const ty = (26 - y) / 26;
      const wob = Math.sin(y * 0.6 + frame * 1.7) * 1.3 * ty;
      const half = 5.5 * Math.sin(Math.min(1, (1 - ty) * 1.6 + 0.2) * Math.PI * 0.5) * (1 - ty * 0.85) + 0.5;
      const dx = Math.abs(x + 0.5 - cx - wob);
      if (dx > half) continue;
      if (hash3(x, y, frame, 21) < 0.25 * ty) continue;
      const core = 1 - dx / half;
      const col = mix([40, 70, 230], [200, 230, 255], clamp(core * 1.3 - ty * 0.5, 0, 1));
      c.set(x, y, col);
    }
  }
  return { canvas: c, originX: cx, originY: h };
}

/** A candle. */
export function candle(): SpriteImage {
  const w = 8, h = 16;
  const c = new Canvas(w, h, false);
  for (let y = 6; y < h; y++) for (let x = 2; x < 6; x++) c.set(x, y, scale([236, 226, 200], x === 2 ? 1 : x === 5 ? 0.7 : 0.9));
  for (let y = 0; y < 6; y++) {
    const half = y < 2 ? 0.6 : 1.5;
    for (let x = 0; x < w; x++) if (Math.abs(x + 0.5 - 4) <= half) c.set(x, y, y > 3 ? [255, 150, 40] : [255, 240, 160]);
  }
  c.setIndex(4, 3, LIGHT_WHITE);
  return { canvas: c, originX: 4, originY: h };
}
