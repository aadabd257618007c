// The quad-edge DCEL (Guibas–Stolfi) that every map is loaded into: a constrained Delaunay
// triangulation built incrementally, with no BSP.
//
// This file owns the mesh topology and every operation that changes it: allocation and
// growth of the struct-of-arrays storage, splice/connect/flip, vertex insertion (walking
// point location, snapping, splitting faces and edges, Lawson flips), constraint enforcement
// (straight segments made into chains of constrained edges, crossings split at their
// intersection), constrained-chain lookup, point location and the face index.
//
// Conventions
// - Map space, y up. A primal quarter edge has its face on the LEFT; every bounded face is a
//   counter-clockwise triangle and `lnext` walks it counter-clockwise. Exact predicates come
//   from `./predicates.ts` (see there for the sign conventions).
// - Edge e owns quarter edges 4e..4e+3: 4e = A→B, 4e+1 = right face→left face, 4e+2 = B→A,
//   4e+3 = left→right. Primal quarter edges are the even ones. `sym(q) = q ^ 2`.
// - Vertices 0, 1, 2 are the corners of the bounding triangle (counter-clockwise). Their three
//   hull edges are edges 0, 1, 2; quarter edges 2, 6 and 10 have the unbounded outer face on
//   their left, and they are never flipped or split.
// - Nothing is ever deleted: a flip rewires the same edge, an edge split reuses the edge for
//   one half. So every quarter edge 0..quarterEdgeCount-1 is live.

// Exact predicates with robust-predicates' raw signs: orient2d < 0 means counter-clockwise
// (left) in map space, incircle > 0 means inside. See ./predicates.ts.
import { incircleExact as incircle, orient2dExact as orient2d } from './predicates.js';

/**
 * Two points closer than this (Euclidean distance, in map units) are the same vertex:
 * `insertVertex` returns the existing index, and a computed segment intersection that falls
 * this close to a vertex uses that vertex instead of creating a new one.
 *
 * 1e-6 map units is about 1/15 of DOOM's own fixed-point resolution (1/65536 ≈ 1.5e-5), so
 * only points the engine itself could not tell apart get merged, and nothing a renderer or
 * a player could notice moves. It is also ~10^5 times the rounding error of a segment
 * intersection computed in doubles at DOOM's coordinate range (ulp(32768) ≈ 7.3e-12), so the
 * intersection of two segments that meet at a shared vertex, or the same crossing computed
 * twice from different pieces, reliably lands on one vertex instead of making a sliver.
 */
export const SNAP_TOLERANCE = 1e-6;
const SNAP_TOLERANCE_SQ = SNAP_TOLERANCE * SNAP_TOLERANCE;

/** Width of chain()'s search corridor around a segment, in units of SNAP_TOLERANCE. */
const CHAIN_CORRIDOR_SNAPS = 64;

/** Quarter edges whose left face is the unbounded outer face (sym of the three hull edges). */
const OUTER_QE_A = 2;
const OUTER_QE_B = 6;
const OUTER_QE_C = 10;

export class QuadEdgeMesh {
  /** Per quarter edge: Onext (next quarter edge counter-clockwise around the same origin). */
  next: Int32Array;
  /** Per quarter edge: rot. Always equals (q & ~3) | ((q + 1) & 3); kept as data per DESIGN. */
  rot: Int32Array;
  /** Per quarter edge: origin vertex for primal quarter edges (even q), -1 for dual ones. */
  vertex: Int32Array;
  /** Per edge (quarter edge >> 2): 1 when constrained (never flipped). */
  constrained: Uint8Array;
  /** Vertex coordinates, x and y interleaved. */
  vx: Float64Array;
  /** Per vertex: one primal quarter edge leaving that vertex (kept valid by every operation). */
  vertexEdge: Int32Array;
  vertexCount = 0;
  quarterEdgeCount = 0;

  /** Filled by buildFaceIndex: per quarter edge the id of the left face of a primal quarter edge, -1 for the outer face and for dual quarter edges. */
  qeFace: Int32Array = new Int32Array(0);
  /** Filled by buildFaceIndex: face id -> one primal quarter edge with that face on its left. */
  faceEdge: Int32Array = new Int32Array(0);
  faceCount = 0;

  private edgeCap: number;
  private vertexCap: number;
  /** Hint for the walking locate: the edge touched last. */
  private lastEdge = 0;
  private rng = 0x2545f491;

  // Reusable scratch (never allocated per operation; grown by doubling when too small).
  private flipStack = new Int32Array(256);
  private flipTop = 0;
  private segStack = new Int32Array(64);
  private segTop = 0;
  private cross = new Int32Array(64);
  private newEdges = new Int32Array(64);
  private chainMark = new Int32Array(0);
  private chainParent = new Int32Array(0);
  private chainStack = new Int32Array(64);
  private chainStamp = 0;

  /**
   * Creates the bounding triangle (vertices 0, 1, 2) around the box [minX, maxX] × [minY, maxY]
   * with a margin of several box sizes. `capacityHint` (optional, an expected vertex count)
   * only sizes the initial arrays; they grow by doubling anyway.
   */
  constructor(minX: number, minY: number, maxX: number, maxY: number, capacityHint = 0) {
    if (!Number.isFinite(minX) || !Number.isFinite(minY) || !Number.isFinite(maxX) || !Number.isFinite(maxY)
      || minX > maxX || minY > maxY) {
      throw new Error(`QuadEdgeMesh: bad bounding box (${minX}, ${minY})-(${maxX}, ${maxY})`);
    }
    const hint = Math.max(0, Math.floor(capacityHint));
    this.vertexCap = Math.max(8, hint + 3);
    this.edgeCap = Math.max(8, 3 * hint + 6);
    this.next = new Int32Array(4 * this.edgeCap);
    this.rot = new Int32Array(4 * this.edgeCap);
    this.vertex = new Int32Array(4 * this.edgeCap);
    this.constrained = new Uint8Array(this.edgeCap);
    this.vx = new Float64Array(2 * this.vertexCap);
    this.vertexEdge = new Int32Array(this.vertexCap);

    // Integer corners (for integer boxes) keep the predicates on their fast exact path.
    const cx = Math.floor((minX + maxX) / 2);
    const cy = Math.floor((minY + maxY) / 2);
    // The box lies within size of (cx, cy); the triangle below contains the disc of radius
    // 3s/√5 > 5 size around it, so the margin is at least 4 box sizes on every side.
    const s = 4 * Math.ceil(Math.max(maxX - minX, maxY - minY, 1));
    const v0 = this.addVertex(cx - 3 * s, cy - 3 * s);
    const v1 = this.addVertex(cx + 3 * s, cy - 3 * s);
    const v2 = this.addVertex(cx, cy + 3 * s);
    const ea = this.makeEdge(); // 0: v0 -> v1
    const eb = this.makeEdge(); // 4: v1 -> v2
    this.vertex[ea] = v0; this.vertex[ea ^ 2] = v1;
    this.vertex[eb] = v1; this.vertex[eb ^ 2] = v2;
    this.splice(ea ^ 2, eb);
    this.connect(eb, ea); // 8: v2 -> v0
    this.vertexEdge[v0] = ea;
    this.vertexEdge[v1] = eb;
    this.vertexEdge[v2] = 8;
    this.lastEdge = ea;
  }

  // ---------------------------------------------------------------- small helpers

  get edgeCount(): number { return this.quarterEdgeCount >> 2; }
  sym(q: number): number { return q ^ 2; }
  tor(q: number): number { return (q & ~3) | ((q + 3) & 3); }
  /** Next quarter edge counter-clockwise around the left face. */
  lnext(q: number): number {
    const n = this.next[(q & ~3) | ((q + 3) & 3)];
    return (n & ~3) | ((n + 1) & 3);
  }
  /** Oprev: next quarter edge clockwise around the origin. */
  prev(q: number): number {
    const n = this.next[(q & ~3) | ((q + 1) & 3)];
    return (n & ~3) | ((n + 1) & 3);
  }
  org(q: number): number { return this.vertex[q]; }
  dest(q: number): number { return this.vertex[q ^ 2]; }
  isOuterVertex(v: number): boolean { return v >= 0 && v < 3; }
  /** True for the three quarter edges whose left face is the unbounded outer face. */
  isOuterQuarterEdge(q: number): boolean { return q === OUTER_QE_A || q === OUTER_QE_B || q === OUTER_QE_C; }

  // ---------------------------------------------------------------- storage

  private addVertex(x: number, y: number): number {
    if (this.vertexCount >= this.vertexCap) this.growVertices(this.vertexCount + 1);
    const v = this.vertexCount++;
    this.vx[2 * v] = x;
    this.vx[2 * v + 1] = y;
    this.vertexEdge[v] = -1;
    return v;
  }

  private growVertices(min: number): void {
    let cap = this.vertexCap;
    while (cap < min) cap *= 2;
    const vx = new Float64Array(2 * cap); vx.set(this.vx); this.vx = vx;
    const ve = new Int32Array(cap); ve.set(this.vertexEdge); this.vertexEdge = ve;
    this.vertexCap = cap;
  }

  private growEdges(min: number): void {
    let cap = this.edgeCap;
    while (cap < min) cap *= 2;
    const next = new Int32Array(4 * cap); next.set(this.next); this.next = next;
    const rot = new Int32Array(4 * cap); rot.set(this.rot); this.rot = rot;
    const vertex = new Int32Array(4 * cap); vertex.set(this.vertex); this.vertex = vertex;
    const c = new Uint8Array(cap); c.set(this.constrained); this.constrained = c;
    this.edgeCap = cap;
  }

  /** Makes room for `edges` more edges and `vertices` more vertices (so no growth mid-operation). */
  private reserve(edges: number, vertices: number): void {
    const e = (this.quarterEdgeCount >> 2) + edges;
    if (e > this.edgeCap) this.growEdges(e);
    if (this.vertexCount + vertices > this.vertexCap) this.growVertices(this.vertexCount + vertices);
  }

  /** A new isolated edge (Guibas–Stolfi MakeEdge); returns its first primal quarter edge. */
  private makeEdge(): number {
    const e = this.quarterEdgeCount >> 2;
    if (e >= this.edgeCap) this.growEdges(e + 1);
    const q = e << 2;
    const next = this.next, rot = this.rot, vertex = this.vertex;
    next[q] = q; next[q + 1] = q + 3; next[q + 2] = q + 2; next[q + 3] = q + 1;
    rot[q] = q + 1; rot[q + 1] = q + 2; rot[q + 2] = q + 3; rot[q + 3] = q;
    vertex[q] = -1; vertex[q + 1] = -1; vertex[q + 2] = -1; vertex[q + 3] = -1;
    this.constrained[e] = 0;
    this.quarterEdgeCount = q + 4;
    return q;
  }

  /** Guibas–Stolfi Splice. */
  private splice(a: number, b: number): void {
    const next = this.next;
    const na = next[a], nb = next[b];
    const alpha = (na & ~3) | ((na + 1) & 3);
    const beta = (nb & ~3) | ((nb + 1) & 3);
    const nAlpha = next[alpha], nBeta = next[beta];
    next[a] = nb; next[b] = na;
    next[alpha] = nBeta; next[beta] = nAlpha;
  }

  /** New edge from dest(a) to org(b), with the left face of a on its left. */
  private connect(a: number, b: number): number {
    const e = this.makeEdge();
    this.vertex[e] = this.vertex[a ^ 2];
    this.vertex[e ^ 2] = this.vertex[b];
    this.splice(e, this.lnext(a));
    this.splice(e ^ 2, b);
    return e;
  }

  /**
   * Flips edge e inside its quadrilateral (the same edge is rewired, Guibas–Stolfi Swap). After
   * the flip e runs from the old right apex to the old left apex. Caller guarantees convexity.
   */
  private flip(e: number): void {
    const es = e ^ 2;
    const a = this.prev(e);
    const b = this.prev(es);
    const vertex = this.vertex;
    this.vertexEdge[vertex[e]] = a;
    this.vertexEdge[vertex[es]] = b;
    this.splice(e, a);
    this.splice(es, b);
    this.splice(e, this.lnext(a));
    this.splice(es, this.lnext(b));
    vertex[e] = vertex[a ^ 2];
    vertex[es] = vertex[b ^ 2];
  }

  /**
   * Inserts vertex v into the polygon left of e by connecting it to every corner; edge `base`
   * (isolated, its origin already set to org(e) and dest to v) becomes the first spoke.
   */
  private fan(e: number, base: number): void {
    this.splice(base, e);
    const first = base;
    let b = base;
    let f = e;
    do {
      b = this.connect(f, b ^ 2);
      f = this.prev(b);
    } while (this.lnext(f) !== first);
  }

  private insertInFace(e: number, v: number): void {
    const base = this.makeEdge();
    this.vertex[base] = this.vertex[e];
    this.vertex[base ^ 2] = v;
    this.fan(e, base);
    this.vertexEdge[v] = base ^ 2;
  }

  /**
   * Splits edge e at vertex v (v on e, or close enough that the four new triangles are positive).
   * The edge is reused as the half org(e)–v; when it was constrained both halves stay constrained.
   */
  private splitEdge(e: number, v: number): void {
    const wasConstrained = this.constrained[e >> 2];
    const u = this.vertex[e];
    const w = this.vertex[e ^ 2];
    const t = this.prev(e);
    // Detach e from both rings (Guibas–Stolfi DeleteEdge, without freeing it).
    this.splice(e, t);
    this.splice(e ^ 2, this.prev(e ^ 2));
    this.vertex[e ^ 2] = v;
    this.vertexEdge[u] = t;
    this.fan(t, e);
    this.vertexEdge[v] = e ^ 2;
    // Find the new spoke from w to v, give w a valid edge and copy the constraint.
    let s = e ^ 2;
    const next = this.next;
    do {
      if (this.vertex[s ^ 2] === w) {
        this.vertexEdge[w] = s ^ 2;
        this.constrained[s >> 2] = wasConstrained;
        break;
      }
      s = next[s];
    } while (s !== (e ^ 2));
    this.constrained[e >> 2] = wasConstrained;
  }

  // ---------------------------------------------------------------- Delaunay

  private pushFlip(q: number): void {
    if (this.flipTop >= this.flipStack.length) {
      const s = new Int32Array(this.flipStack.length * 2); s.set(this.flipStack); this.flipStack = s;
    }
    this.flipStack[this.flipTop++] = q;
  }

  /** Pushes the edges opposite v in the triangles around v. */
  private pushLink(v: number): void {
    const start = this.vertexEdge[v];
    let s = start;
    do {
      this.pushFlip(this.lnext(s));
      s = this.next[s];
    } while (s !== start);
  }

  /** Pushes the edges leaving v. */
  private pushSpokes(v: number): void {
    const start = this.vertexEdge[v];
    let s = start;
    do {
      this.pushFlip(s);
      s = this.next[s];
    } while (s !== start);
  }

  /** Pushes the four edges of the quadrilateral around edge e. */
  private pushQuad(e: number): void {
    const l = this.lnext(e);
    this.pushFlip(l);
    this.pushFlip(this.lnext(l));
    const r = this.lnext(e ^ 2);
    this.pushFlip(r);
    this.pushFlip(this.lnext(r));
  }

  /**
   * Lawson flips over the edges on the flip stack until all of them are locally Delaunay
   * (constrained edges excepted). With `apex` >= 0 (after inserting vertex apex, when only the
   * edges opposite apex can fail) a flip queues just the two new edges opposite apex; otherwise
   * it queues all four edges of the quadrilateral.
   */
  private restoreDelaunay(apex = -1): void {
    const vx = this.vx;
    const limit = 1_000_000 + 64 * (this.quarterEdgeCount >> 2);
    let flips = 0;
    while (this.flipTop > 0) {
      const e = this.flipStack[--this.flipTop];
      if (this.constrained[e >> 2] !== 0) continue;
      const vertex = this.vertex;
      const u = vertex[e], w = vertex[e ^ 2];
      if (u < 3 && w < 3) continue; // hull edge: the outer face is on one side
      const p = vertex[this.lnext(e) ^ 2];
      const r = vertex[this.lnext(e ^ 2) ^ 2];
      if (incircle(vx[2 * u], vx[2 * u + 1], vx[2 * w], vx[2 * w + 1], vx[2 * p], vx[2 * p + 1],
        vx[2 * r], vx[2 * r + 1]) > 0) {
        // r strictly inside the circumcircle of (u, w, p): the quadrilateral is strictly convex.
        if (++flips > limit) {
          this.flipTop = 0;
          throw new Error(`QuadEdgeMesh: Delaunay restoration did not converge after ${limit} flips`);
        }
        this.flip(e);
        // e now runs from the old right apex to the old left apex.
        if (apex >= 0 && vertex[e] === apex) {
          this.pushFlip(this.lnext(e));
          this.pushFlip(this.lnext(this.lnext(e ^ 2)));
        } else if (apex >= 0 && vertex[e ^ 2] === apex) {
          this.pushFlip(this.lnext(this.lnext(e)));
          this.pushFlip(this.lnext(e ^ 2));
        } else {
          this.pushQuad(e);
        }
      }
    }
  }

  // ---------------------------------------------------------------- point location

  /**
   * Returns a primal quarter edge whose left face contains (x, y) (closed triangle). Walks
   * from `hint` (stochastic visibility walk with exact orientation tests; it terminates on any
   * triangulation, constrained or not), and falls back to a full scan after a step bound.
   * A point outside the bounding triangle gets one of the outer quarter edges (2, 6, 10).
   */
  locate(x: number, y: number, hint: number): number {
    let e = hint;
    if (!(e >= 0 && e < this.quarterEdgeCount && (e & 1) === 0)) e = this.lastEdge;
    if (e === OUTER_QE_A || e === OUTER_QE_B || e === OUTER_QE_C) e ^= 2;
    const vx = this.vx, vertex = this.vertex, next = this.next;
    const maxSteps = 4096 + 4 * (this.quarterEdgeCount >> 2);
    // First triangle: test the hint edge itself too (raw orient2d > 0: point right of the edge).
    {
      const a = vertex[e], b = vertex[e ^ 2];
      if (orient2d(vx[2 * a], vx[2 * a + 1], vx[2 * b], vx[2 * b + 1], x, y) > 0) {
        e ^= 2;
        if (e === OUTER_QE_A || e === OUTER_QE_B || e === OUTER_QE_C) return e;
      }
    }
    let r = this.rng;
    for (let step = 0; step < maxSteps; step++) {
      // The point is on or left of e (we entered through it); test the other two edges of the
      // triangle, in random order (the stochastic walk ends with probability 1 on any
      // triangulation, where a deterministic visibility walk can cycle in a constrained one).
      let n = next[(e & ~3) | ((e + 3) & 3)];
      let e1 = (n & ~3) | ((n + 1) & 3); // lnext(e)
      n = next[(e1 & ~3) | ((e1 + 3) & 3)];
      let e2 = (n & ~3) | ((n + 1) & 3); // lnext(e1)
      r ^= r << 13; r ^= r >>> 17; r ^= r << 5;
      if ((r & 1) !== 0) { const t = e1; e1 = e2; e2 = t; }
      let a = vertex[e1], b = vertex[e1 ^ 2];
      if (orient2d(vx[2 * a], vx[2 * a + 1], vx[2 * b], vx[2 * b + 1], x, y) > 0) {
        e = e1 ^ 2;
        if (e === OUTER_QE_A || e === OUTER_QE_B || e === OUTER_QE_C) break;
        continue;
      }
      a = vertex[e2]; b = vertex[e2 ^ 2];
      if (orient2d(vx[2 * a], vx[2 * a + 1], vx[2 * b], vx[2 * b + 1], x, y) > 0) {
        e = e2 ^ 2;
        if (e === OUTER_QE_A || e === OUTER_QE_B || e === OUTER_QE_C) break;
        continue;
      }
      this.rng = r;
      return e;
    }
    this.rng = r;
    if (e === OUTER_QE_A || e === OUTER_QE_B || e === OUTER_QE_C) return e;
    return this.locateScan(x, y);
  }

  /** O(n) fallback for locate: the first bounded face that contains the point. */
  private locateScan(x: number, y: number): number {
    for (let q = 0; q < this.quarterEdgeCount; q += 2) {
      if (this.isOuterQuarterEdge(q)) continue;
      if (this.faceContains(q, x, y)) return q;
    }
    return OUTER_QE_A;
  }

  /** True when (x, y) lies in the closed triangle left of q. */
  faceContains(q: number, x: number, y: number): boolean {
    const vx = this.vx;
    let e = q;
    for (let i = 0; i < 3; i++) {
      const a = this.vertex[e], b = this.vertex[e ^ 2];
      if (-orient2d(vx[2 * a], vx[2 * a + 1], vx[2 * b], vx[2 * b + 1], x, y) < 0) return false;
      e = this.lnext(e);
    }
    return true;
  }

  // ---------------------------------------------------------------- vertex insertion

  /**
   * Inserts (x, y) and returns its vertex index, or the index of an existing vertex within
   * SNAP_TOLERANCE. A point in a face splits the face; a point exactly on an edge splits the
   * edge (both halves stay constrained if it was); then Lawson flips restore the Delaunay
   * property (constrained edges are never flipped). Throws for non-finite coordinates and for
   * points not strictly inside the bounding triangle.
   */
  insertVertex(x: number, y: number): number {
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      throw new Error(`QuadEdgeMesh.insertVertex: non-finite coordinate (${x}, ${y})`);
    }
    const e = this.locate(x, y, this.lastEdge);
    if (this.isOuterQuarterEdge(e)) {
      throw new Error(`QuadEdgeMesh.insertVertex: point (${x}, ${y}) lies outside the bounding triangle`);
    }
    this.lastEdge = e;
    const snapped = this.snapNear(e, x, y);
    if (snapped >= 0) return snapped;

    const vx = this.vx, vertex = this.vertex;
    const e1 = this.lnext(e), e2 = this.lnext(e1);
    let onEdge = -1;
    let nearly = false;
    for (let i = 0, q = e; i < 3; i++, q = i === 1 ? e1 : e2) {
      const a = vertex[q], b = vertex[q ^ 2];
      if (orient2d(vx[2 * a], vx[2 * a + 1], vx[2 * b], vx[2 * b + 1], x, y) === 0) { onEdge = q; break; }
    }
    if (onEdge >= 0 && vertex[onEdge] < 3 && vertex[onEdge ^ 2] < 3) {
      throw new Error(`QuadEdgeMesh.insertVertex: point (${x}, ${y}) lies on the bounding triangle`);
    }
    if (onEdge < 0) {
      // Within tolerance of a constrained edge (typically a chain piece whose end is a computed
      // intersection, so not exactly straight): put the vertex ON that edge, not beside it.
      for (let i = 0, q = e; i < 3; i++, q = i === 1 ? e1 : e2) {
        if (this.constrained[q >> 2] !== 0 && this.nearInterior(q, x, y) && this.canSplitAt(q, x, y)) {
          onEdge = q;
          nearly = true;
          break;
        }
      }
    }
    this.reserve(3, 1);
    const v = this.addVertex(x, y);
    if (onEdge >= 0) this.splitEdge(onEdge, v);
    else this.insertInFace(e, v);
    this.pushLink(v);
    if (nearly) {
      // v is only nearly on the split edge: check the spokes too.
      this.pushSpokes(v);
      this.restoreDelaunay();
    } else {
      this.restoreDelaunay(v);
    }
    this.lastEdge = this.vertexEdge[v];
    return v;
  }

  /**
   * An existing vertex within SNAP_TOLERANCE of (x, y), looking at the corners of the
   * triangle left of e and, across each edge the point is within tolerance of, the opposite
   * corner. -1 when none.
   */
  private snapNear(e: number, x: number, y: number): number {
    const vx = this.vx, vertex = this.vertex;
    let best = -1;
    let bestD = SNAP_TOLERANCE_SQ;
    let q = e;
    for (let i = 0; i < 3; i++) {
      const a = vertex[q];
      const dx = vx[2 * a] - x, dy = vx[2 * a + 1] - y;
      const d = dx * dx + dy * dy;
      if (d <= bestD) { best = a; bestD = d; }
      q = this.lnext(q);
    }
    if (best >= 0) return best;
    for (let i = 0; i < 3; i++) {
      const a = vertex[q], b = vertex[q ^ 2];
      const ax = vx[2 * a], ay = vx[2 * a + 1];
      const ex = vx[2 * b] - ax, ey = vx[2 * b + 1] - ay;
      const cr = ex * (y - ay) - ey * (x - ax);
      if (cr * cr <= SNAP_TOLERANCE_SQ * (ex * ex + ey * ey)) {
        const c = vertex[this.lnext(q ^ 2) ^ 2];
        const dx = vx[2 * c] - x, dy = vx[2 * c + 1] - y;
        const d = dx * dx + dy * dy;
        if (d <= bestD) { best = c; bestD = d; }
      }
      q = this.lnext(q);
    }
    return best;
  }

  /** (x, y) is within SNAP_TOLERANCE of the line of edge q and projects strictly inside it. */
  private nearInterior(q: number, x: number, y: number): boolean {
    const vx = this.vx;
    const a = this.vertex[q], b = this.vertex[q ^ 2];
    const ax = vx[2 * a], ay = vx[2 * a + 1];
    const ux = vx[2 * b] - ax, uy = vx[2 * b + 1] - ay;
    const rx = x - ax, ry = y - ay;
    const len2 = ux * ux + uy * uy;
    const t = rx * ux + ry * uy;
    if (!(t > 0 && t < len2)) return false;
    const cr = rx * uy - ry * ux;
    return cr * cr <= SNAP_TOLERANCE_SQ * len2;
  }

  /**
   * Splitting edge q at (x, y) (which need not lie exactly on it) leaves four positively
   * oriented triangles. False for hull edges.
   */
  private canSplitAt(q: number, x: number, y: number): boolean {
    const vx = this.vx, vertex = this.vertex;
    const c = vertex[q], d = vertex[q ^ 2];
    if (c < 3 && d < 3) return false;
    const p = vertex[this.lnext(q) ^ 2];
    const r = vertex[this.lnext(q ^ 2) ^ 2];
    const cx = vx[2 * c], cy = vx[2 * c + 1], dx = vx[2 * d], dy = vx[2 * d + 1];
    const px = vx[2 * p], py = vx[2 * p + 1], rx = vx[2 * r], ry = vx[2 * r + 1];
    // raw orient2d < 0 is counter-clockwise in map space
    return orient2d(cx, cy, x, y, px, py) < 0 && orient2d(x, y, dx, dy, px, py) < 0
      && orient2d(dx, dy, x, y, rx, ry) < 0 && orient2d(x, y, cx, cy, rx, ry) < 0;
  }

  // ---------------------------------------------------------------- constraints

  private pushSeg(a: number, b: number): void {
    if (a === b) return;
    if (this.segTop + 2 > this.segStack.length) {
      const s = new Int32Array(this.segStack.length * 2); s.set(this.segStack); this.segStack = s;
    }
    this.segStack[this.segTop++] = a;
    this.segStack[this.segTop++] = b;
  }

  /**
   * Makes the straight segment a–b a chain of constrained edges.
   *
   * Work list of sub-segments, starting with a–b. For a sub-segment s–t: walk from s along the
   * segment. A vertex exactly on the segment ends the piece there (s–c is made, c–t is queued).
   * Unconstrained crossing edges are collected and flipped away (Sloan's queue: an edge whose
   * quadrilateral is not convex goes back to the end of the queue; some crossing edge is always
   * flippable, so this terminates). A crossing constrained edge c–d is split at the intersection
   * point E (or at an existing vertex within SNAP_TOLERANCE of it), both halves staying
   * constrained, and s–E, E–t are queued. Afterwards Lawson flips restore the Delaunay property
   * around the new constrained edges. Bounded: throws instead of looping forever.
   */
  enforceEdge(a: number, b: number): void {
    const n = this.vertexCount;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a >= n || b >= n) {
      throw new Error(`QuadEdgeMesh.enforceEdge: vertex index out of range (${a}, ${b}; ${n} vertices)`);
    }
    if (a === b) return;
    this.segTop = 0;
    this.pushSeg(a, b);
    const limit = 16 * ((this.quarterEdgeCount >> 2) + 1024);
    let steps = 0;
    while (this.segTop > 0) {
      if (++steps > limit) {
        this.segTop = 0;
        throw new Error(`QuadEdgeMesh.enforceEdge(${a}, ${b}): no progress after ${limit} steps (degenerate geometry?)`);
      }
      const t = this.segStack[--this.segTop];
      const s = this.segStack[--this.segTop];
      if (s < 3 && t >= 3) this.enforceStep(t, s); // walk from a vertex inside the hull
      else this.enforceStep(s, t);
    }
  }

  /** One sub-segment a–b of enforceEdge (see there). */
  private enforceStep(a: number, b: number): void {
    const vx = this.vx;
    const ax = vx[2 * a], ay = vx[2 * a + 1], bx = vx[2 * b], by = vx[2 * b + 1];
    const next = this.next;
    const maxRing = (this.quarterEdgeCount >> 2) + 1;

    // 1. Around a: the edge to b, an edge along a→b, or the triangle that a→b enters.
    const ux = bx - ax, uy = by - ay;
    const len2 = ux * ux + uy * uy;
    const start = this.vertexEdge[a];
    let e = start;
    let found = -1;
    let near = -1;
    let nearDev = Infinity;
    let guard = 0;
    do {
      const d = this.vertex[e ^ 2];
      if (d === b) {
        this.constrained[e >> 2] = 1;
        this.lastEdge = e;
        return;
      }
      const dx = vx[2 * d], dy = vx[2 * d + 1];
      const od = orient2d(ax, ay, bx, by, dx, dy); // raw sign: < 0 left, > 0 right (y up)
      const along = (dx - ax) * ux + (dy - ay) * uy;
      if (od === 0) {
        if (along > 0) {
          // A vertex exactly on a→b: the piece a–d is an edge already.
          this.constrained[e >> 2] = 1;
          this.lastEdge = e;
          this.pushSeg(d, b);
          return;
        }
      } else {
        if (this.constrained[e >> 2] !== 0 && along > 0 && along < len2) {
          // A constrained edge whose far end is within tolerance of a→b: follow it (this is how
          // a segment finds the existing, not exactly straight, chain of an overlapping one).
          const cr = (dx - ax) * uy - (dy - ay) * ux;
          const dev = cr * cr;
          if (dev <= SNAP_TOLERANCE_SQ * len2 && dev < nearDev) { near = e; nearDev = dev; }
        }
        if (od > 0 && found < 0) {
          const d2 = this.vertex[next[e] ^ 2];
          if (orient2d(ax, ay, bx, by, vx[2 * d2], vx[2 * d2 + 1]) < 0) found = e;
        }
      }
      e = next[e];
      if (++guard > maxRing) break;
    } while (e !== start);
    if (near >= 0) {
      this.lastEdge = near;
      this.pushSeg(this.vertex[near ^ 2], b);
      return;
    }
    if (found < 0) {
      throw new Error(`QuadEdgeMesh.enforceEdge: no triangle at vertex ${a} towards vertex ${b} (inconsistent mesh)`);
    }

    // 2. Walk along a→b collecting the crossing edges (each stored right endpoint → left endpoint).
    let x = this.lnext(found);
    let count = 0;
    let target = b;
    const maxWalk = (this.quarterEdgeCount >> 2) + 1;
    for (;;) {
      if (this.constrained[x >> 2] !== 0) {
        this.splitCrossing(a, b, x);
        return;
      }
      if (count >= this.cross.length) {
        const c = new Int32Array(this.cross.length * 2); c.set(this.cross); this.cross = c;
      }
      this.cross[count++] = x;
      if (count > maxWalk) {
        throw new Error(`QuadEdgeMesh.enforceEdge: walk from vertex ${a} to ${b} does not end (inconsistent mesh)`);
      }
      const y = x ^ 2;
      const ly = this.lnext(y);
      const w = this.vertex[ly ^ 2];
      if (w === b) break;
      const ow = orient2d(ax, ay, bx, by, vx[2 * w], vx[2 * w + 1]);
      if (ow === 0) { target = w; break; }
      x = ow < 0 ? ly : this.lnext(ly); // w left: exit through r→w; w right: through w→l
    }

    // 3. Flip the crossing edges away (Sloan).
    const tx = vx[2 * target], ty = vx[2 * target + 1];
    if (this.newEdges.length < count) this.newEdges = new Int32Array(Math.max(count, 2 * this.newEdges.length));
    const ring = this.cross;
    const newEdges = this.newEdges;
    let newCount = 0;
    let head = 0;
    let size = count;
    const limit = 1024 + 64 * count * count;
    let iter = 0;
    while (size > 0) {
      if (++iter > limit) {
        throw new Error(`QuadEdgeMesh.enforceEdge: flipping edges across ${a}–${target} did not converge`);
      }
      const q = ring[head];
      head = head + 1 === count ? 0 : head + 1;
      size--;
      const vertex = this.vertex;
      const u = vertex[q], v = vertex[q ^ 2];
      const p = vertex[this.lnext(q) ^ 2];
      const r = vertex[this.lnext(q ^ 2) ^ 2];
      const px = vx[2 * p], py = vx[2 * p + 1], rx = vx[2 * r], ry = vx[2 * r + 1];
      const o1 = orient2d(px, py, rx, ry, vx[2 * u], vx[2 * u + 1]);
      const o2 = orient2d(px, py, rx, ry, vx[2 * v], vx[2 * v + 1]);
      if ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) {
        this.flip(q); // q now joins r and p
        const op = orient2d(ax, ay, tx, ty, px, py);
        const or = orient2d(ax, ay, tx, ty, rx, ry);
        if ((op > 0 && or < 0) || (op < 0 && or > 0)) {
          let tail = head + size; if (tail >= count) tail -= count;
          ring[tail] = q; size++;
        } else {
          newEdges[newCount++] = q;
        }
      } else {
        let tail = head + size; if (tail >= count) tail -= count;
        ring[tail] = q; size++;
      }
    }

    // 4. Constrain a–target, restore Delaunay around it, queue the rest of the segment.
    const at = this.findEdge(a, target);
    if (at < 0) {
      throw new Error(`QuadEdgeMesh.enforceEdge: edge ${a}–${target} missing after flips (inconsistent mesh)`);
    }
    this.constrained[at >> 2] = 1;
    this.lastEdge = at;
    this.pushQuad(at);
    for (let i = 0; i < newCount; i++) {
      this.pushFlip(newEdges[i]);
      this.pushQuad(newEdges[i]);
    }
    this.restoreDelaunay();
    if (target !== b) this.pushSeg(target, b);
  }

  /** Unconstrains edge x and restores the Delaunay property around it (x may flip away). */
  private releaseConstraint(x: number): void {
    this.constrained[x >> 2] = 0;
    this.lastEdge = x;
    this.pushFlip(x);
    this.restoreDelaunay();
  }

  /** The primal quarter edge from a to b, or -1. */
  findEdge(a: number, b: number): number {
    const start = this.vertexEdge[a];
    if (start < 0) return -1;
    let e = start;
    const limit = (this.quarterEdgeCount >> 2) + 1;
    for (let i = 0; i < limit; i++) {
      if (this.vertex[e ^ 2] === b) return e;
      e = this.next[e];
      if (e === start) break;
    }
    return -1;
  }

  /**
   * Sub-segment a–b crosses the constrained edge x (org right of a→b, dest left of it):
   * split x at the intersection and queue a–E, E–b.
   */
  private splitCrossing(a: number, b: number, x: number): void {
    const vx = this.vx, vertex = this.vertex;
    const c = vertex[x], d = vertex[x ^ 2];
    const ax = vx[2 * a], ay = vx[2 * a + 1], bx = vx[2 * b], by = vx[2 * b + 1];
    const cx = vx[2 * c], cy = vx[2 * c + 1], dx = vx[2 * d], dy = vx[2 * d + 1];
    const oc = orient2d(ax, ay, bx, by, cx, cy);
    const od = orient2d(ax, ay, bx, by, dx, dy);
    // An endpoint of x within tolerance of a–b (a grazing crossing, or the segment passing
    // through a computed intersection vertex): the segment goes through that endpoint. The
    // intersection point itself would be ill-conditioned here.
    {
      const ux = bx - ax, uy = by - ay;
      const len2 = ux * ux + uy * uy;
      const tc = (cx - ax) * ux + (cy - ay) * uy, td = (dx - ax) * ux + (dy - ay) * uy;
      const lim = SNAP_TOLERANCE_SQ * len2; // |oc| / |ab| is c's distance from the line
      const okC = tc > 0 && tc < len2 && oc * oc <= lim;
      const okD = td > 0 && td < len2 && od * od <= lim;
      if (okC || okD) {
        const v = okC && (!okD || oc * oc <= od * od) ? c : d;
        this.pushSeg(v, b);
        this.pushSeg(a, v);
        return;
      }
    }
    // Parametrise along c→d so E stays as close as possible to the constrained edge.
    const s = oc / (oc - od);
    let ex = cx + s * (dx - cx);
    let ey = cy + s * (dy - cy);
    if (!(s > 0 && s < 1)) { ex = (cx + dx) / 2; ey = (cy + dy) / 2; } // cannot happen with exact signs
    const p = vertex[this.lnext(x) ^ 2];
    const r = vertex[this.lnext(x ^ 2) ^ 2];

    // An existing vertex within tolerance of E stands in for it (c and d were handled above;
    // here: the segment's own ends, or the apexes of the triangles on x).
    let v = -1;
    let bestD = SNAP_TOLERANCE_SQ;
    for (let i = 0; i < 4; i++) {
      const k = i === 0 ? a : i === 1 ? b : i === 2 ? p : r;
      const kx = vx[2 * k] - ex, ky = vx[2 * k + 1] - ey;
      const dd = kx * kx + ky * ky;
      if (dd <= bestD) { bestD = dd; v = k; }
    }
    if (v >= 0) {
      // x passes within tolerance of v: reroute x's constraint through v.
      this.releaseConstraint(x);
      this.pushSeg(v, b);
      this.pushSeg(a, v);
      this.pushSeg(v, d);
      this.pushSeg(c, v);
      return;
    }
    if (this.canSplitAt(x, ex, ey)) {
      // Usual case: split x at E directly; both halves stay constrained.
      this.reserve(3, 1);
      v = this.addVertex(ex, ey);
      this.splitEdge(x, v);
      // E is only nearly on x, so check the spokes at v as well as its link.
      this.pushLink(v);
      this.pushSpokes(v);
      this.restoreDelaunay();
      this.lastEdge = this.vertexEdge[v];
      this.pushSeg(v, b);
      this.pushSeg(a, v);
      return;
    }
    // Degenerate neighbourhood (a sliver next to x): release x, insert E as an ordinary point
    // and re-enforce both halves of x and both halves of a–b through it.
    this.releaseConstraint(x);
    v = this.insertVertex(ex, ey);
    this.pushSeg(v, b);
    this.pushSeg(a, v);
    this.pushSeg(v, d);
    this.pushSeg(c, v);
  }

  /**
   * The primal quarter edges of the constrained chain from a to b along the segment a–b, in
   * order (the first starts at a, each starts where the previous ends, the last ends at b).
   *
   * Found as a path of constrained edges whose vertices all stay in a thin corridor around the
   * segment (CHAIN_CORRIDOR_SNAPS × SNAP_TOLERANCE wide, plus 1e-9 of the length): the pieces
   * of a segment that was split at computed intersections are not exactly collinear. Depth
   * first, preferring at each vertex the edge that advances towards b closest to the line, so
   * it follows the chain directly and only backtracks inside clusters of intersection vertices
   * a few SNAP_TOLERANCE apart. Throws when there is no such path (the segment was not enforced).
   */
  chain(a: number, b: number): number[] {
    const out: number[] = [];
    if (a === b) return out;
    const n = this.vertexCount;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a >= n || b >= n) {
      throw new Error(`QuadEdgeMesh.chain: vertex index out of range (${a}, ${b}; ${n} vertices)`);
    }
    if (this.chainMark.length < n) {
      const cap = Math.max(n, 2 * this.chainMark.length);
      this.chainMark = new Int32Array(cap);
      this.chainParent = new Int32Array(cap);
      this.chainStamp = 0;
    }
    const vx = this.vx, vertex = this.vertex, next = this.next, constrained = this.constrained;
    const ax = vx[2 * a], ay = vx[2 * a + 1];
    const ux = vx[2 * b] - ax, uy = vx[2 * b + 1] - ay;
    const len = Math.sqrt(ux * ux + uy * uy);
    const maxDev = CHAIN_CORRIDOR_SNAPS * SNAP_TOLERANCE + 1e-9 * len;
    let found = false;
    // Pass 0 only moves forward along a→b (a monotone chain, the normal case); pass 1 also
    // allows steps back inside the corridor (zig-zags through intersection clusters).
    for (let pass = 0; pass < 2 && !found; pass++) {
      if (++this.chainStamp >= 0x7fffffff) { this.chainMark.fill(0); this.chainStamp = 1; }
      const stamp = this.chainStamp;
      const mark = this.chainMark, parent = this.chainParent;
      let top = 0;
      mark[a] = stamp;
      let v = a;
      for (let guard = 0; ; guard++) {
        if (guard > this.quarterEdgeCount) throw new Error(`QuadEdgeMesh.chain(${a}, ${b}): search does not end`);
        // Expand v: push backward candidates first, forward ones next, the best forward one and
        // b itself last (the stack pops them first).
        const vAlong = ((vx[2 * v] - ax) * ux + (vx[2 * v + 1] - ay) * uy) / len;
        const start = this.vertexEdge[v];
        let best = -1, bestDev = Infinity, toB = -1;
        let q = start;
        do {
          if (constrained[q >> 2] !== 0) {
            const d = vertex[q ^ 2];
            if (d === b) toB = q;
            else if (mark[d] !== stamp) {
              const rx = vx[2 * d] - ax, ry = vx[2 * d + 1] - ay;
              const along = (rx * ux + ry * uy) / len;
              const dev = Math.abs(rx * uy - ry * ux) / len;
              if (dev <= maxDev && along > -maxDev && along < len + maxDev) {
                if (along > vAlong) {
                  if (dev < bestDev) { if (best >= 0) top = this.chainPush(top, best); best = q; bestDev = dev; } else top = this.chainPush(top, q);
                } else if (pass === 1) {
                  top = this.chainPush(top, q);
                }
              }
            }
          }
          q = next[q];
        } while (q !== start);
        if (toB >= 0) { parent[b] = toB; found = true; break; }
        if (best >= 0) top = this.chainPush(top, best);
        // Pop the next unvisited vertex.
        let e = -1;
        while (top > 0) {
          const c = this.chainStack[--top];
          if (mark[vertex[c ^ 2]] !== stamp) { e = c; break; }
        }
        if (e < 0) break;
        v = vertex[e ^ 2];
        mark[v] = stamp;
        parent[v] = e;
      }
    }
    if (!found) {
      throw new Error(`QuadEdgeMesh.chain(${a}, ${b}): no constrained edges join the two vertices along the segment`);
    }
    const parent = this.chainParent;
    for (let w = b; w !== a;) {
      const e = parent[w];
      out.push(e);
      w = vertex[e];
    }
    out.reverse();
    return out;
  }

  /** Pushes q on chain()'s search stack at position top; returns the new top. */
  private chainPush(top: number, q: number): number {
    if (top >= this.chainStack.length) {
      const st = new Int32Array(this.chainStack.length * 2); st.set(this.chainStack); this.chainStack = st;
    }
    this.chainStack[top] = q;
    return top + 1;
  }

  // ---------------------------------------------------------------- faces

  /**
   * Numbers the bounded faces 0..faceCount-1 and fills qeFace (per quarter edge: left face of
   * a primal quarter edge, -1 for the outer face and for dual quarter edges) and faceEdge
   * (face -> one primal quarter edge with that face on its left). Call after building.
   */
  buildFaceIndex(): void {
    const n = this.quarterEdgeCount;
    const qeFace = new Int32Array(n).fill(-1);
    const faces = Math.max(0, (n >> 2) - this.vertexCount + 1); // Euler, outer face excluded
    const faceEdge = new Int32Array(faces);
    let f = 0;
    for (let q = 0; q < n; q += 2) {
      if (qeFace[q] !== -1 || this.isOuterQuarterEdge(q)) continue;
      if (f >= faceEdge.length) throw new Error('QuadEdgeMesh.buildFaceIndex: more faces than Euler allows (inconsistent mesh)');
      const q1 = this.lnext(q), q2 = this.lnext(q1);
      qeFace[q] = f; qeFace[q1] = f; qeFace[q2] = f;
      faceEdge[f] = q;
      f++;
    }
    this.qeFace = qeFace;
    this.faceEdge = faceEdge.length === f ? faceEdge : faceEdge.slice(0, f);
    this.faceCount = f;
  }
}
