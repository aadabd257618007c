// A top-down picture of a World's mesh: faces tinted by sector, triangle edges faint, walls black,
// portals highlighted with a line linking the pair. Returns an ABGR image (for PNG or a canvas).
import type { World } from './world.js';
import { SideFlags } from './world.js';

export interface TopDownImage {
  width: number;
  height: number;
  pixels: Uint32Array;
  /** Map to picture: px = (x - minX) * scale + pad, py = height - 1 - ((y - minY) * scale + pad). */
  scale: number;
  minX: number;
  minY: number;
  pad: number;
}

function sectorTint(s: number): number {
  // A stable pastel colour per sector.
  let h = (s * 2654435761) >>> 0;
  const r = 150 + (h & 0x5f); h >>>= 8;
  const g = 150 + (h & 0x5f); h >>>= 8;
  const b = 150 + (h & 0x5f);
  return (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
}

export function renderTopDown(world: World, maxSize = 1024): TopDownImage {
  const { minX, minY, maxX, maxY } = world.bounds;
  const pad = 16;
  const span = Math.max(maxX - minX, maxY - minY, 1);
  const scale = (maxSize - 2 * pad) / span;
  const width = Math.max(1, Math.ceil((maxX - minX) * scale) + 2 * pad);
  const height = Math.max(1, Math.ceil((maxY - minY) * scale) + 2 * pad);
  const px = new Uint32Array(width * height).fill(0xff303030);
  const X = (x: number) => (x - minX) * scale + pad;
  const Y = (y: number) => height - 1 - ((y - minY) * scale + pad);
  const m = world.mesh, vx = m.vx;

  // Faces: scanline-fill each triangle.
  for (let f = 0; f < m.faceCount; f++) {
    const s = world.faceSector[f];
    const color = s >= 0 ? sectorTint(s) : 0xff505050;
    const e0 = m.faceEdge[f], e1 = m.lnext(e0), e2 = m.lnext(e1);
    const a = m.vertex[e0], b = m.vertex[e1], c = m.vertex[e2];
    fillTriangle(px, width, height, X(vx[a * 2]), Y(vx[a * 2 + 1]), X(vx[b * 2]), Y(vx[b * 2 + 1]), X(vx[c * 2]), Y(vx[c * 2 + 1]), color);
  }
  // Edges: faint for unconstrained, black for walls, blue for two-sided lines, magenta for portals.
  const edges = m.quarterEdgeCount;
  for (let q = 0; q < edges; q += 4) {
    const a = m.vertex[q], b = m.vertex[q ^ 2];
    if (a < 0 || b < 0 || m.isOuterVertex(a) || m.isOuterVertex(b)) continue;
    let color = 0xff8a8a8a;
    if (m.constrained[q >> 2]) {
      const s1 = world.qeSide[q], s2 = world.qeSide[q ^ 2];
      const fl = (s1 >= 0 ? world.sideFlags[s1] : 0) | (s2 >= 0 ? world.sideFlags[s2] : 0);
      color = fl & SideFlags.PORTAL ? 0xffff00ff : fl & SideFlags.TWO_SIDED ? 0xffb05020 : 0xff000000;
    }
    line(px, width, height, X(vx[a * 2]), Y(vx[a * 2 + 1]), X(vx[b * 2]), Y(vx[b * 2 + 1]), color);
  }
  // Portal links: a dashed line between the midpoints of the two edges.
  for (const p of world.portals) {
    if (p.sideA < 0 || p.sideB < 0) continue;
    const mid = (s: number) => {
      const q = world.sideQe[s];
      const a = m.vertex[q], b = m.vertex[q ^ 2];
      return [X((vx[a * 2] + vx[b * 2]) / 2), Y((vx[a * 2 + 1] + vx[b * 2 + 1]) / 2)];
    };
    const [x0, y0] = mid(p.sideA), [x1, y1] = mid(p.sideB);
    line(px, width, height, x0, y0, x1, y1, 0xff00c0ff, 6);
  }
  // Player start.
  const sx = X(world.playerStart.x), sy = Y(world.playerStart.y);
  for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) plot(px, width, height, sx + dx, sy + dy, 0xff00ff00);
  line(px, width, height, sx, sy, sx + Math.cos(world.playerStart.angle) * 12, sy - Math.sin(world.playerStart.angle) * 12, 0xff00ff00);
  return { width, height, pixels: px, scale, minX, minY, pad };
}

function plot(px: Uint32Array, w: number, h: number, x: number, y: number, c: number): void {
  const xi = Math.round(x), yi = Math.round(y);
  if (xi >= 0 && yi >= 0 && xi < w && yi < h) px[yi * w + xi] = c;
}

function line(px: Uint32Array, w: number, h: number, x0: number, y0: number, x1: number, y1: number, c: number, dash = 0): void {
  const n = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))) + 1;
  for (let i = 0; i <= n; i++) {
    if (dash && Math.floor(i / dash) % 2) continue;
    const t = i / n;
    plot(px, w, h, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, c);
  }
}

function fillTriangle(px: Uint32Array, w: number, h: number, ax: number, ay: number, bx: number, by: number, cx: number, cy: number, c: number): void {
  const minY = Math.max(0, Math.ceil(Math.min(ay, by, cy) - 0.5)), maxY = Math.min(h - 1, Math.floor(Math.max(ay, by, cy) - 0.5));
  for (let y = minY; y <= maxY; y++) {
    const yc = y + 0.5;
    let lo = Infinity, hi = -Infinity;
    const edge = (x0: number, y0: number, x1: number, y1: number) => {
      if ((y0 <= yc && y1 > yc) || (y1 <= yc && y0 > yc)) {
        const x = x0 + ((yc - y0) * (x1 - x0)) / (y1 - y0);
        if (x < lo) lo = x;
        if (x > hi) hi = x;
      }
    };
    edge(ax, ay, bx, by); edge(bx, by, cx, cy); edge(cx, cy, ax, ay);
    if (lo > hi) continue;
    const x0 = Math.max(0, Math.ceil(lo - 0.5)), x1 = Math.min(w - 1, Math.floor(hi - 0.5));
    for (let x = x0; x <= x1; x++) px[y * w + x] = c;
  }
}
