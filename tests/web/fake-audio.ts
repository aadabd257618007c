// A stand-in for the few Web Audio nodes the sound output uses (Node has none): gain nodes with a
// settable gain, a channel merger, buffer sources that record start/stop, and their connections. It
// records what the output asked of Web Audio, so the tests read the graph and every source. Sources
// come from a pool made up front (`pool`), so a no-allocation harness measures the output alone.
import type { Playsim } from '../../src/sim/playsim.js';
import type { World } from '../../src/world/world.js';

export class FakeNode {
  /** [target, output, input] of each connect since the last disconnect (not kept when `quiet`). */
  readonly links: [FakeNode, number, number][] = [];
  connected = 0;
  constructor(readonly kind: string, readonly quiet = false) {}
  connect(to: FakeNode, output = 0, input = 0): FakeNode {
    this.connected++;
    if (!this.quiet) this.links.push([to, output, input]);
    return to;
  }
  disconnect(): void {
    this.connected = 0;
    this.links.length = 0;
  }
}

export class FakeGain extends FakeNode {
  readonly gain = { value: 1 };
  constructor() { super('gain'); }
}

export class FakeSource extends FakeNode {
  buffer: unknown = null;
  readonly playbackRate = { value: 1 };
  started = 0;
  stopped = 0;
  constructor(quiet = false) { super('source', quiet); }
  start(): void { this.started++; }
  stop(): void { this.stopped++; }
}

export class FakeContext {
  state = 'running';
  readonly sampleRate = 48000;
  readonly destination = new FakeNode('destination');
  readonly gains: FakeGain[] = [];
  readonly mergers: FakeNode[] = [];
  /** Every source handed out, in order (unless a pool is used). */
  readonly sources: FakeSource[] = [];
  /** Sources to hand out instead of new ones (reused round-robin), for allocation measurements. */
  pool: FakeSource[] | null = null;
  private next = 0;
  createGain(): FakeGain {
    const g = new FakeGain();
    this.gains.push(g);
    return g;
  }
  createChannelMerger(): FakeNode {
    const m = new FakeNode('merger');
    this.mergers.push(m);
    return m;
  }
  createBufferSource(): FakeSource {
    if (this.pool) {
      const s = this.pool[this.next++ % this.pool.length];
      s.buffer = null;
      return s;
    }
    const s = new FakeSource();
    this.sources.push(s);
    return s;
  }
  resume(): Promise<void> { return Promise.resolve(); }
}

/** A fake AudioBuffer: what the output reads of one. */
export function fakeBuffer(rate: number, samples: Float32Array): AudioBuffer {
  return { sampleRate: rate, length: samples.length, numberOfChannels: 1 } as unknown as AudioBuffer;
}

/** The part of a Playsim the sound output reads: its sound ring, map, clock and the player's body. */
export interface FakeSim {
  soundRing: Int32Array;
  soundHead: number;
  gamemap: number;
  leveltime: number;
  player: { mo: { x: number; y: number; angle: number } | null };
  /** The game's definitions as the output reads them: a Sound block's priorities (-1: DOOM's). */
  defs: { soundPriority: Int32Array };
}

export function fakeSim(gamemap = 1): FakeSim {
  return { soundRing: new Int32Array(64 * 4), soundHead: 0, gamemap, leveltime: 0, player: { mo: { x: 0, y: 0, angle: 0 } }, defs: { soundPriority: new Int32Array(0) } };
}

/** An event as the Playsim writes it: sfx, origin x, y (16.16) and slot (-1 point/none, -3 the player). */
export function emit(sim: FakeSim, sfx: number, x: number, y: number, slot: number): void {
  const i = (sim.soundHead % 64) * 4;
  sim.soundRing[i] = sfx;
  sim.soundRing[i + 1] = x;
  sim.soundRing[i + 2] = y;
  sim.soundRing[i + 3] = slot;
  sim.soundHead++;
}

export const asSim = (s: FakeSim): Playsim => s as unknown as Playsim;

/** The part of a World the output reads: the things' positions (map units). */
export function fakeWorld(things: number): World {
  return { thingX: new Float64Array(things), thingY: new Float64Array(things), portals: [] } as unknown as World;
}

/** A DMX lump: format 3, `rate`, 32 padding bytes plus `n` samples of value `v`. */
export function dmxLump(rate: number, n: number, v = 200): Uint8Array {
  const len = n + 32;
  const b = new Uint8Array(8 + len).fill(v);
  b.set([3, 0, rate & 255, rate >> 8, len & 255, (len >> 8) & 255, len >> 16, 0]);
  return b;
}
