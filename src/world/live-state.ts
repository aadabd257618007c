// The World's live state: every number the simulation changes while a map is played — sector
// heights, lights, flats and specials, side texture ids and offsets, line specials, things (position,
// angle, shown frame, type) — as typed-array views on ONE buffer. The buffer is a SharedArrayBuffer where
// the platform has one (Node; a cross-origin isolated page), so render threads attach to the same
// numbers instead of copying them; the simulation (src/sim) is its only writer, once per tic.
//
// The World's fields of the same names ARE these views: renderers read them as before.
//
// Thing slots: the map's drawn things first (World.thingCount), then spare slots for things the game
// spawns while it is played (puffs, blood, missiles, fog, explosions, dropped items, respawned
// monsters), World.thingCapacity in all. A spare slot starts hidden (face -1, no pictures) and is
// shown only while the simulation gives it a thing; renderers draw every slot whose face is >= 0.

/** Counts that size the live block. */
export interface LiveCounts {
  sectors: number;
  sides: number;
  lines: number;
  /** Thing slots: the map's drawn things plus spare ones (spareThingSlots). */
  things: number;
}

/**
 * Spare thing slots for a map with `mapThings` drawn things: 256 for what lives a few tics at a time
 * (a super shotgun blast makes 20 puffs or blood spots, a BFG hit 40 sprays, every monster's missiles
 * and their explosions; DOOM itself draws at most 128 sprites a frame), plus half the map's things
 * for what stays (items dropped by former humans, monsters respawned on nightmare, lost souls from
 * pain elementals) — monsters are rarely more than half a map's things. A hidden slot costs renderers
 * one comparison a frame and the live block 81 bytes.
 */
export function spareThingSlots(mapThings: number): number {
  return 256 + Math.ceil(mapThings / 2);
}

/** The live views, all on `buffer`. */
export interface LiveState {
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
  readonly sectorFloorZ: Float64Array;
  readonly sectorCeilZ: Float64Array;
  readonly sideXOff: Float64Array;
  readonly sideUDest: Float64Array;
  readonly thingX: Float64Array;
  readonly thingY: Float64Array;
  readonly thingZ: Float64Array;
  readonly thingAngle: Float64Array;
  readonly sectorLight: Int32Array;
  readonly sectorFloorFlat: Int32Array;
  readonly sectorCeilFlat: Int32Array;
  readonly sectorSpecial: Int32Array;
  readonly sideUpper: Int32Array;
  readonly sideMiddle: Int32Array;
  readonly sideLower: Int32Array;
  readonly lineSpecial: Int32Array;
  /** Face the thing stands in; -1 hides it (picked up, removed, a spare slot not in use). */
  readonly thingFace: Int32Array;
  /** DOOM's editor number of the thing shown (a map thing's THINGS type; a spawned thing's, -1 for
   *  those without one: puffs, missiles, fog). */
  readonly thingType: Int32Array;
  /** Per thing, 8 rotations of the frame shown: picture ids into `sprites`, -1 for none. */
  readonly thingRotPic: Int32Array;
  readonly thingRotFlip: Uint8Array;
  readonly thingBright: Uint8Array;
  /** Per line: DOOM's ML_MAPPED (seen by the player, for the automap). */
  readonly lineSeen: Uint8Array;
}

/** True when typed arrays may live on a SharedArrayBuffer here. */
export function canShareMemory(): boolean {
  if (typeof SharedArrayBuffer === 'undefined') return false;
  const g = globalThis as { crossOriginIsolated?: boolean };
  return g.crossOriginIsolated !== false;
}

const align8 = (n: number): number => (n + 7) & ~7;

/** Allocates a zeroed live block for `c` (shared when `shared` and the platform allows). */
export function allocateLive(c: LiveCounts, shared = canShareMemory()): LiveState {
  const f64 = (2 * c.sectors + 2 * c.sides + 4 * c.things) * 8;
  const i32 = (4 * c.sectors + 3 * c.sides + c.lines + 2 * c.things + 8 * c.things) * 4;
  const u8 = 8 * c.things + c.things + c.lines;
  const bytes = align8(f64 + align8(i32) + u8) || 8;
  const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  let o = 0;
  const F = (n: number) => { const a = new Float64Array(buffer, o, n); o += n * 8; return a; };
  const I = (n: number) => { const a = new Int32Array(buffer, o, n); o += n * 4; return a; };
  const U = (n: number) => { const a = new Uint8Array(buffer, o, n); o += n; return a; };
  const sectorFloorZ = F(c.sectors), sectorCeilZ = F(c.sectors);
  const sideXOff = F(c.sides), sideUDest = F(c.sides);
  const thingX = F(c.things), thingY = F(c.things), thingZ = F(c.things), thingAngle = F(c.things);
  const sectorLight = I(c.sectors), sectorFloorFlat = I(c.sectors), sectorCeilFlat = I(c.sectors), sectorSpecial = I(c.sectors);
  const sideUpper = I(c.sides), sideMiddle = I(c.sides), sideLower = I(c.sides);
  const lineSpecial = I(c.lines);
  const thingFace = I(c.things), thingType = I(c.things), thingRotPic = I(c.things * 8);
  const thingRotFlip = U(c.things * 8), thingBright = U(c.things), lineSeen = U(c.lines);
  return {
    buffer, sectorFloorZ, sectorCeilZ, sideXOff, sideUDest, thingX, thingY, thingZ, thingAngle,
    sectorLight, sectorFloorFlat, sectorCeilFlat, sectorSpecial, sideUpper, sideMiddle, sideLower, lineSpecial,
    thingFace, thingType, thingRotPic, thingRotFlip, thingBright, lineSeen,
  };
}

/**
 * Copies every live view of `from` into the same view of `to` (a World rebuilt from the same map:
 * an authoring edit), view by view, not through `buffer` (a World handed between threads may carry
 * its views on a larger shared buffer). False, and nothing copied, when a view's length differs.
 */
export function copyLive(from: LiveState, to: LiveState): boolean {
  const views = [
    'sectorFloorZ', 'sectorCeilZ', 'sideXOff', 'sideUDest', 'thingX', 'thingY', 'thingZ', 'thingAngle', 'sectorLight',
    'sectorFloorFlat', 'sectorCeilFlat', 'sectorSpecial', 'sideUpper', 'sideMiddle', 'sideLower', 'lineSpecial', 'thingFace',
    'thingType', 'thingRotPic', 'thingRotFlip', 'thingBright', 'lineSeen',
  ] as const satisfies readonly Exclude<keyof LiveState, 'buffer'>[];
  for (const k of views) if (from[k].length !== to[k].length) return false;
  for (const k of views) (to[k] as Float64Array).set(from[k] as Float64Array);
  return true;
}

/** The live block's bytes (a copy): for hashing and snapshots. */
export function liveBytes(live: LiveState): Uint8Array {
  return new Uint8Array(live.buffer as ArrayBuffer).slice();
}
