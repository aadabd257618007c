// Handing a built World to other threads (the render workers) instead of having each rebuild it from
// the WAD. The World is an object graph of typed arrays (its own, its mesh's, its texture, flat and
// sprite pictures', its live state's); the hand-over walks that graph generically, so a field added
// to the World later travels without a change here:
// - a typed array already on a SharedArrayBuffer (the live state) is handed over as it is: every
//   thread sees the same memory, and what the main thread writes the workers read;
// - the others (written once, at build time) are copied into shared memory once — one copy shared by
//   every worker, not one copy per worker — views that shared a buffer still sharing their bytes
//   there. A buffer another World already handed over (the textures, flats and sprites of the WAD
//   stack every map of it shares) is not copied again: its copy is reused when it covers the range.
// - functions are left out (a structured clone cannot carry them; render threads need none).
// The result goes through postMessage / workerData (structured clone: plain objects, arrays and
// strings are cloned, SharedArrayBuffers are shared); the receiving thread calls attachWorld.
import { QuadEdgeMesh } from '../mesh/quad-edge-mesh.js';
import type { World } from './world.js';

/** What the hand-over needs of a typed array (any element type). */
interface TypedArray { readonly buffer: ArrayBufferLike; readonly byteOffset: number; readonly byteLength: number; readonly length: number }
type TypedArrayCtor = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => TypedArray;

const handovers = new WeakMap<World, World>();

/** Where a buffer's bytes [lo, hi) were copied: at `at` in `sab`. */
interface SharedRange { lo: number; hi: number; at: number; sab: SharedArrayBuffer | null }
/** Copies made by earlier hand-overs, by source buffer (the assets every World of a stack shares). */
const sharedCopies = new WeakMap<ArrayBufferLike, SharedRange>();

/** True when this platform has SharedArrayBuffer (a page must also be cross-origin isolated). */
export function canShareMemory(): boolean {
  return typeof SharedArrayBuffer !== 'undefined';
}

/** The World as it is handed to other threads: the same graph with every typed array on a
 *  SharedArrayBuffer (built once per World and cached). Without SharedArrayBuffer, the World itself
 *  (the message then copies its arrays into each thread). */
export function handoverWorld(world: World): World {
  if (!canShareMemory()) return world;
  let h = handovers.get(world);
  if (!h) handovers.set(world, (h = shareGraph(world)));
  return h;
}

/** The receiving thread's side: the World from a hand-over, with its mesh's methods restored (the
 *  structured clone carries data, not prototypes). */
export function attachWorld(received: World): World {
  Object.setPrototypeOf(received.mesh, QuadEdgeMesh.prototype);
  return received;
}

/** Every typed array reachable from `root`, found once each (cycles and shared objects visited once). */
function collectViews(root: unknown, out: TypedArray[], seen: Set<object>): void {
  if (root === null || typeof root !== 'object' || seen.has(root)) return;
  seen.add(root);
  if (ArrayBuffer.isView(root)) {
    if (!(root instanceof DataView)) out.push(root as unknown as TypedArray);
    return;
  }
  if (Array.isArray(root)) {
    for (const v of root) collectViews(v, out, seen);
    return;
  }
  for (const k of Object.keys(root)) collectViews((root as Record<string, unknown>)[k], out, seen);
}

function shareGraph(world: World): World {
  // The byte range each non-shared buffer's views cover: that range is copied once, so views that
  // overlapped (several arrays on one buffer) still overlap, and a small view into a large buffer
  // (a picture sliced from the WAD's bytes) does not copy the whole buffer.
  const views: TypedArray[] = [];
  collectViews(world, views, new Set());
  const ranges = new Map<ArrayBufferLike, SharedRange>();
  for (const v of views) {
    if (v.buffer instanceof SharedArrayBuffer) continue;
    const r = ranges.get(v.buffer);
    const lo = v.byteOffset, hi = v.byteOffset + v.byteLength;
    if (!r) ranges.set(v.buffer, { lo, hi, at: 0, sab: null });
    else { if (lo < r.lo) r.lo = lo; if (hi > r.hi) r.hi = hi; }
  }
  // The ranges not copied before go into one new SharedArrayBuffer, each at an 8-byte aligned place,
  // its start rounded down to 8 too, so every view keeps its element alignment.
  let total = 0;
  for (const [buf, r] of ranges) {
    const earlier = sharedCopies.get(buf);
    if (earlier && earlier.lo <= r.lo && r.hi <= earlier.hi) { ranges.set(buf, earlier); continue; }
    r.lo -= r.lo & 7;
    r.at = total;
    total += (r.hi - r.lo + 7) & ~7;
  }
  const sab = new SharedArrayBuffer(total);
  const bytes = new Uint8Array(sab);
  for (const [buf, r] of ranges) {
    if (r.sab !== null) continue;
    r.sab = sab;
    bytes.set(new Uint8Array(buf as ArrayBuffer, r.lo, r.hi - r.lo), r.at);
    sharedCopies.set(buf, r);
  }
  const copies = new Map<object, unknown>();
  const copy = (v: unknown): unknown => {
    // Functions (the World's sprite lookup, which only the simulation calls) do not travel: render
    // threads draw the frames the simulation already resolved into the live state.
    if (typeof v === 'function') return undefined;
    if (v === null || typeof v !== 'object') return v;
    // Shared memory itself (the live block's `buffer`) is handed over as the same memory; walked as
    // an object it would become {} (it has no own keys).
    if (v instanceof SharedArrayBuffer) return v;
    const done = copies.get(v);
    if (done !== undefined) return done;
    let out: unknown;
    if (ArrayBuffer.isView(v)) {
      const r = ranges.get(v.buffer);
      if (v instanceof DataView || !r) out = v; // already shared
      else {
        const ta = v as unknown as TypedArray;
        out = new (ta.constructor as TypedArrayCtor)(r.sab!, r.at + ta.byteOffset - r.lo, ta.length);
      }
    } else if (Array.isArray(v)) {
      const a: unknown[] = [];
      copies.set(v, a);
      for (const x of v) a.push(copy(x));
      out = a;
    } else {
      const o: Record<string, unknown> = {};
      copies.set(v, o);
      for (const k of Object.keys(v)) o[k] = copy((v as Record<string, unknown>)[k]);
      out = o;
    }
    copies.set(v, out);
    return out;
  };
  return copy(world) as World;
}
