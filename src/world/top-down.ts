// A top-down picture of a World's mesh: faces tinted by sector, triangle edges faint, walls black,
// two-sided lines blue, portals magenta with a dashed line linking the pair, the player start in
// green. Returns an ABGR image (for PNG or a canvas). Drawn with the shared MapRaster
// (map-raster.ts), the rasterizer the page's automap uses.
import type { World } from './world.js';
import { SideFlags } from './world.js';
import { MapRaster } from './map-raster.js';

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

/** Line classes of the picture's edges, and their colours. */
const EDGE_MESH = 0, EDGE_WALL = 1, EDGE_TWO_SIDED = 2, EDGE_PORTAL = 3, EDGE_LINK = 4, EDGE_START = 5;

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
  const r = new MapRaster(), color = r.classColor;
  color[EDGE_MESH] = 0xff8a8a8a | 0;
  color[EDGE_WALL] = 0xff000000 | 0;
  color[EDGE_TWO_SIDED] = 0xffb05020 | 0;
  color[EDGE_PORTAL] = 0xffff00ff | 0;
  color[EDGE_LINK] = 0xff00c0ff | 0;
  color[EDGE_START] = 0xff00ff00 | 0;
  r.target(px, width, height);
  // The map's lower-left corner lands pad pixels in from the picture's lower-left.
  r.mapX = minX; r.mapY = minY; r.scale = scale;
  r.screenX = pad; r.screenY = height - 1 - pad;
  const m = world.mesh, vx = m.vx;

  // Faces: each triangle filled with its sector's tint.
  for (let f = 0; f < m.faceCount; f++) {
    const s = world.faceSector[f];
    const e0 = m.faceEdge[f], e1 = m.lnext(e0), e2 = m.lnext(e1);
    r.triangle(vx, m.vertex[e0], m.vertex[e1], m.vertex[e2], s >= 0 ? sectorTint(s) : 0xff505050);
  }
  // Edges: faint for unconstrained, then the map's lines by class.
  r.meshEdges(m, color[EDGE_MESH]);
  const edges = m.quarterEdgeCount;
  for (let q = 0; q < edges; q += 4) {
    const a = m.vertex[q], b = m.vertex[q ^ 2];
    if (a < 0 || b < 0 || m.isOuterVertex(a) || m.isOuterVertex(b) || !m.constrained[q >> 2]) continue;
    const s1 = world.qeSide[q], s2 = world.qeSide[q ^ 2];
    const fl = (s1 >= 0 ? world.sideFlags[s1] : 0) | (s2 >= 0 ? world.sideFlags[s2] : 0);
    r.edge(vx, a, b, color[fl & SideFlags.PORTAL ? EDGE_PORTAL : fl & SideFlags.TWO_SIDED ? EDGE_TWO_SIDED : EDGE_WALL]);
  }
  // Portal links: a dashed line between the midpoints of the two edges.
  const mid = (s: number): [number, number] => {
    const q = world.sideQe[s];
    const a = m.vertex[q], b = m.vertex[q ^ 2];
    return [Math.round(r.fx((vx[a * 2] + vx[b * 2]) / 2)), Math.round(r.fy((vx[a * 2 + 1] + vx[b * 2 + 1]) / 2))];
  };
  for (const p of world.portals) {
    if (p.sideA < 0 || p.sideB < 0) continue;
    const [x0, y0] = mid(p.sideA), [x1, y1] = mid(p.sideB);
    r.line(x0, y0, x1, y1, color[EDGE_LINK], 6);
  }
  // Player start: a square and a tick along its angle.
  const start = world.playerStart;
  const sx = Math.round(r.fx(start.x)), sy = Math.round(r.fy(start.y));
  r.square(sx, sy, 3, color[EDGE_START]);
  r.line(sx, sy, Math.round(sx + Math.cos(start.angle) * 12), Math.round(sy - Math.sin(start.angle) * 12), color[EDGE_START], 0);
  return { width, height, pixels: px, scale, minX, minY, pad };
}
