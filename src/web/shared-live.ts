// A render worker's World on the page's live block: the worker builds the same World from the same
// WAD bytes, then every live view (heights, lights, textures, things...) is re-made at the same
// offset on the page's SharedArrayBuffer, so the worker draws what the page's simulation wrote
// without a copy per frame. The layout is the worker's own block's: the same build gives the same
// counts, so the same offsets (checked by the block's size).
import type { LiveState } from '../world/live-state.js';
import type { World } from '../world/world.js';

type View = Float64Array | Int32Array | Uint8Array;

/** `world` with its live views on `buffer` (the page's live block). Throws when the layouts differ. */
export function withLiveBuffer(world: World, buffer: SharedArrayBuffer): World {
  const own = world.live;
  if (own.buffer.byteLength !== buffer.byteLength) {
    throw new Error(`the page's live block is ${buffer.byteLength} bytes, the worker's ${own.buffer.byteLength}: not the same map`);
  }
  const live: Record<string, unknown> = { buffer };
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(own)) {
    if (name === 'buffer') continue;
    const v = value as View;
    const Ctor = v.constructor as new (b: SharedArrayBuffer, offset: number, length: number) => View;
    const view = new Ctor(buffer, v.byteOffset, v.length);
    live[name] = view;
    // The World's fields of the same names are the live views.
    if ((world as unknown as Record<string, unknown>)[name] === value) fields[name] = view;
  }
  return { ...world, ...fields, live: live as unknown as LiveState };
}
