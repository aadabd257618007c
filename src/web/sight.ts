// What the player has seen, for the automap: DOOM marks a line "mapped" when the renderer draws it.
// The page approximates that without reaching into the renderer: each tic a fan of rays across the
// field of view (alternating between two interleaved sets, so 2 tics cover it at half the spacing)
// follows the line trace from the eye until a line with no opening (a wall, a closed door); every
// line a ray reaches is marked. The page keeps these marks itself (the World's live lineSeen is the
// simulation's, which marks the lines around the player). mark() allocates nothing.
import type { World } from '../world/world.js';
import { LineTrace, lineOpening } from '../sim/line-trace.js';

/** Rays per tic, and how far they reach (map units). */
export const SIGHT_RAYS = 24;
export const SIGHT_RANGE = 4096;

export class Sight {
  /** Per line: 1 once some ray reached it. */
  readonly seen: Uint8Array;
  private readonly trace: LineTrace;
  private phase = 0;

  constructor(private readonly world: World) {
    this.seen = new Uint8Array(world.lineCount);
    this.trace = new LineTrace(world);
  }

  /** Casts this tic's rays from (x, y) over the field of view `fov` (radians) centred on `angle`. */
  mark(x: number, y: number, angle: number, fov: number): void {
    const w = this.world, t = this.trace, seen = this.seen;
    const step = fov / SIGHT_RAYS;
    const start = angle + fov / 2 - step * (this.phase ? 0.25 : 0.75);
    this.phase ^= 1;
    for (let r = 0; r < SIGHT_RAYS; r++) {
      const a = start - r * step;
      const n = t.run(x, y, x + Math.cos(a) * SIGHT_RANGE, y + Math.sin(a) * SIGHT_RANGE);
      for (let k = 0; k < n; k++) {
        const l = t.hitLine[k];
        seen[l] = 1;
        if (lineOpening(w, l) <= 0) break;
      }
    }
  }

  /** True when the player has seen line l (by these rays or by the simulation's marks, or the map's ML_MAPPED). */
  isSeen(l: number): boolean {
    return this.seen[l] !== 0 || this.world.lineSeen[l] !== 0 || (this.world.lineFlags[l] & 0x100) !== 0;
  }
}
