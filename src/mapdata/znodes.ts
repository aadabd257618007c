// ZDoom's extended nodes in a UDMF map's ZNODES lump, uncompressed non-GL form ("XNOD"): the
// vertices the node builder added (16.16 fixed), subsectors as seg counts, segs (v1, v2, line,
// side), nodes (DOOM's partition and boxes, 32-bit children whose bit 31 marks a subsector). Decoded
// into the binary decoder's BSP arrays, every reference checked; segs' angle and offset, which
// XNOD does not store, are computed as node builders do (the game reads neither). Compressed
// (ZNOD) and GL forms (XGLN, XGL2, XGL3 and their Z… twins) are not decoded: the map then has no
// BSP and the game finds sectors by the mesh. `xnodLump` writes the form read here.
import { NO_SIDE, nodeShape, type Linedef } from './map-types.js';

export interface ZnodesBsp {
  nodes: Int16Array;
  nodeChildren: Uint16Array;
  subsectors: Uint16Array;
  segs: Int32Array;
  /** The node builder's vertices, x, y interleaved (map units), after the map's own. */
  newVertices: number[];
}

/** Decodes an XNOD lump, or returns why it cannot be used. `vertices`: the map's own, x, y. */
export function decodeXnod(data: Uint8Array, vertices: ArrayLike<number>, linedefs: readonly Linedef[]): ZnodesBsp | string {
  if (data.length < 4) return `${data.length} bytes, too short for a signature`;
  const sig = String.fromCharCode(data[0], data[1], data[2], data[3]);
  if (sig !== 'XNOD') return `${sig.replace(/[^ -~]/g, '?')} nodes are not decoded (only uncompressed XNOD)`;
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let o = 4;
  const need = (n: number, what: string): string | null => (o + n > data.length ? `truncated in the ${what}` : null);
  const u32 = () => { const x = v.getUint32(o, true); o += 4; return x; };
  let e = need(8, 'vertex counts');
  if (e) return e;
  const orgVerts = u32(), newVerts = u32();
  const mapVerts = vertices.length / 2;
  if (orgVerts !== mapVerts) return `built for ${orgVerts} vertices, but the map has ${mapVerts}`;
  if ((e = need(newVerts * 8, 'new vertices'))) return e;
  const newVertices: number[] = [];
  for (let i = 0; i < newVerts; i++) { newVertices.push(v.getInt32(o, true) / 65536, v.getInt32(o + 4, true) / 65536); o += 8; }
  const allX = (i: number) => (i < mapVerts ? vertices[i * 2] : newVertices[(i - mapVerts) * 2]);
  const allY = (i: number) => (i < mapVerts ? vertices[i * 2 + 1] : newVertices[(i - mapVerts) * 2 + 1]);
  const nv = mapVerts + newVerts;

  if ((e = need(4, 'subsector count'))) return e;
  const nss = u32();
  if ((e = need(nss * 4, 'subsectors'))) return e;
  if (nss === 0 || nss > 0x7fff) return `${nss} subsectors (1..32767 fit DOOM's 16-bit children)`;
  const subsectors = new Uint16Array(nss * 2);
  let first = 0;
  for (let i = 0; i < nss; i++) {
    const count = u32();
    if (count > 0xffff || first > 0xffff) return `subsector ${i} has ${count} segs from seg ${first}, more than 16 bits hold`;
    subsectors[i * 2] = count;
    subsectors[i * 2 + 1] = first;
    first += count;
  }
  if ((e = need(4, 'seg count'))) return e;
  const nseg = u32();
  if (nseg !== first) return `${nseg} segs, but the subsectors count ${first}`;
  if ((e = need(nseg * 11, 'segs'))) return e;
  const segs = new Int32Array(nseg * 6);
  for (let i = 0; i < nseg; i++) {
    const v1 = u32(), v2 = u32(), line = v.getUint16(o, true), side = data[o + 2];
    o += 3;
    if (v1 >= nv || v2 >= nv) return `seg ${i} references vertex ${v1 >= nv ? v1 : v2}, but there are ${nv}`;
    if (line >= linedefs.length) return `seg ${i} references linedef ${line}, but the map has ${linedefs.length}`;
    if (side > 1) return `seg ${i} has side ${side} (0 or 1 expected)`;
    const l = linedefs[line];
    if ((side === 0 ? l.right : l.left) === NO_SIDE) return `seg ${i} is on side ${side} of linedef ${line}, which has no sidedef there`;
    const angle = Math.round((Math.atan2(allY(v2) - allY(v1), allX(v2) - allX(v1)) / (2 * Math.PI)) * 65536);
    const from = side === 0 ? l.v1 : l.v2;
    const offset = Math.trunc(Math.hypot(allX(v1) - allX(from), allY(v1) - allY(from)));
    segs[i * 6] = v1; segs[i * 6 + 1] = v2; segs[i * 6 + 2] = (angle << 16) >> 16;
    segs[i * 6 + 3] = line; segs[i * 6 + 4] = side; segs[i * 6 + 5] = (offset << 16) >> 16;
  }
  if ((e = need(4, 'node count'))) return e;
  const nn = u32();
  if ((e = need(nn * 32, 'nodes'))) return e;
  if (nn > 0x7fff) return `${nn} nodes (at most 32767 fit DOOM's 16-bit children)`;
  const nodes = new Int16Array(nn * 12);
  const nodeChildren = new Uint16Array(nn * 2);
  for (let i = 0; i < nn; i++) {
    for (let k = 0; k < 12; k++) { nodes[i * 12 + k] = v.getInt16(o, true); o += 2; }
    for (let k = 0; k < 2; k++) {
      const c = u32();
      const sub = (c & 0x80000000) !== 0, n = c & 0x7fffffff;
      if (sub ? n >= nss : n >= nn) return `node ${i} child ${k} is ${sub ? `subsector ${n}, but there are ${nss}` : `node ${n}, but there are ${nn}`}`;
      nodeChildren[i * 2 + k] = sub ? 0x8000 | n : n;
    }
  }
  const shape = nodeShape(nodeChildren, nn);
  if (shape !== null) return shape;
  return { nodes, nodeChildren, subsectors, segs, newVertices };
}

/** An XNOD lump of a map's BSP (the binary decoder's arrays), all vertices being the map's own. */
export function xnodLump(vertexCount: number, nodes: Int16Array, nodeChildren: Uint16Array, subsectors: Uint16Array, segs: Int32Array): Uint8Array {
  const nss = subsectors.length / 2, nseg = segs.length / 6, nn = nodes.length / 12;
  const out = new Uint8Array(4 + 8 + 4 + nss * 4 + 4 + nseg * 11 + 4 + nn * 32);
  const v = new DataView(out.buffer);
  out.set([0x58, 0x4e, 0x4f, 0x44]); // XNOD
  let o = 4;
  const u32 = (x: number) => { v.setUint32(o, x, true); o += 4; };
  u32(vertexCount); u32(0);
  u32(nss);
  for (let i = 0; i < nss; i++) u32(subsectors[i * 2]);
  u32(nseg);
  for (let i = 0; i < nseg; i++) {
    u32(segs[i * 6]); u32(segs[i * 6 + 1]);
    v.setUint16(o, segs[i * 6 + 3], true); out[o + 2] = segs[i * 6 + 4]; o += 3;
  }
  u32(nn);
  for (let i = 0; i < nn; i++) {
    for (let k = 0; k < 12; k++) { v.setInt16(o, nodes[i * 12 + k], true); o += 2; }
    for (let k = 0; k < 2; k++) {
      const c = nodeChildren[i * 2 + k];
      u32(c & 0x8000 ? (0x80000000 | (c & 0x7fff)) >>> 0 : c);
    }
  }
  return out;
}
