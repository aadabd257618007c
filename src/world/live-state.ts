// The World's live state: every number the simulation changes while a map is played — sector
// heights, lights, flats, flat offsets and specials, side texture ids and offsets, line specials, things (position,
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
 * one comparison a frame and the live block 82 bytes.
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
  /** Per side piece: the sidedef's row (y) offset, map units (Boom's scrollers move it). */
  readonly sideYOff: Float64Array;
  readonly sideUDest: Float64Array;
  /** Per sector: Boom's flat offsets (map units, added to the flat's texture x and y), floor and ceiling. */
  readonly sectorFloorXOff: Float64Array;
  readonly sectorFloorYOff: Float64Array;
  readonly sectorCeilXOff: Float64Array;
  readonly sectorCeilYOff: Float64Array;
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
  /** Per thing: 1 drawn with DOOM's fuzz (MF_SHADOW: spectres, invisible players), 2 translucent
   *  (Boom's and MBF's TRANSLUCENT things, through World.thingTranmap), 0 opaque. */
  readonly thingShadow: Uint8Array;
  /** Per line: DOOM's ML_MAPPED (seen by the player, for the automap). */
  readonly lineSeen: Uint8Array;
  /** The view player: VIEW_SLOTS numbers at the VIEW_* offsets (weapon sprites, extra light, fixed
   *  colormap, palette). No weapon (pictures -1), no light or palette effects until a simulation writes it. */
  readonly view: Int32Array;
}

// The view block (LiveState.view): what the renderers need of the player whose eyes they draw from.
/** Per weapon sprite (0 the weapon, 1 its flash): picture id into `sprites`, -1 for none. */
export const VIEW_PSPR_PIC = 0;
/** Per weapon sprite: DOOM's sx and sy (16.16 screen units of a 320×200 screen; bob included). */
export const VIEW_PSPR_SX = 2;
export const VIEW_PSPR_SY = 4;
/** Per weapon sprite: VIEW_BRIGHT (a full-bright frame) | VIEW_FLIP (the picture is mirrored). */
export const VIEW_PSPR_FLAGS = 6;
export const VIEW_BRIGHT = 1;
export const VIEW_FLIP = 2;
/** 1 when the weapon is drawn with fuzz (invisibility, with DOOM's blink as it runs out). */
export const VIEW_SHADOW = 8;
/** DOOM's extralight: light levels (of 16) the gun flash adds to the whole view. */
export const VIEW_EXTRALIGHT = 9;
/** DOOM's fixedcolormap: 0 for none, else the colormap every wall, flat and sprite takes (1: light
 *  amplification, 32: invulnerability's inverse map). */
export const VIEW_FIXED_COLORMAP = 10;
/** PLAYPAL palette 0..13 the screen is shown through (pain reds, pickup golds, the radiation suit). */
export const VIEW_PALETTE = 11;
/** The sector the player's body is in (its light lights the weapon), -1 for none. */
export const VIEW_SECTOR = 12;
export const VIEW_SLOTS = 16;

/** True when typed arrays may live on a SharedArrayBuffer here. */
export function canShareMemory(): boolean {
  if (typeof SharedArrayBuffer === 'undefined') return false;
  const g = globalThis as { crossOriginIsolated?: boolean };
  return g.crossOriginIsolated !== false;
}

const align8 = (n: number): number => (n + 7) & ~7;

/** Allocates a zeroed live block for `c` (shared when `shared` and the platform allows). */
export function allocateLive(c: LiveCounts, shared = canShareMemory()): LiveState {
  const f64 = (6 * c.sectors + 3 * c.sides + 4 * c.things) * 8;
  const i32 = (4 * c.sectors + 3 * c.sides + c.lines + 2 * c.things + 8 * c.things + VIEW_SLOTS) * 4;
  const u8 = 8 * c.things + c.things + c.things + c.lines;
  const bytes = align8(f64 + align8(i32) + u8) || 8;
  const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  let o = 0;
  const F = (n: number) => { const a = new Float64Array(buffer, o, n); o += n * 8; return a; };
  const I = (n: number) => { const a = new Int32Array(buffer, o, n); o += n * 4; return a; };
  const U = (n: number) => { const a = new Uint8Array(buffer, o, n); o += n; return a; };
  const sectorFloorZ = F(c.sectors), sectorCeilZ = F(c.sectors);
  const sideXOff = F(c.sides), sideYOff = F(c.sides), sideUDest = F(c.sides);
  const sectorFloorXOff = F(c.sectors), sectorFloorYOff = F(c.sectors), sectorCeilXOff = F(c.sectors), sectorCeilYOff = F(c.sectors);
  const thingX = F(c.things), thingY = F(c.things), thingZ = F(c.things), thingAngle = F(c.things);
  const sectorLight = I(c.sectors), sectorFloorFlat = I(c.sectors), sectorCeilFlat = I(c.sectors), sectorSpecial = I(c.sectors);
  const sideUpper = I(c.sides), sideMiddle = I(c.sides), sideLower = I(c.sides);
  const lineSpecial = I(c.lines);
  const thingFace = I(c.things), thingType = I(c.things), thingRotPic = I(c.things * 8);
  const view = I(VIEW_SLOTS);
  view[VIEW_PSPR_PIC] = -1; view[VIEW_PSPR_PIC + 1] = -1; view[VIEW_SECTOR] = -1;
  const thingRotFlip = U(c.things * 8), thingBright = U(c.things), thingShadow = U(c.things), lineSeen = U(c.lines);
  return {
    buffer, sectorFloorZ, sectorCeilZ, sideXOff, sideYOff, sideUDest, sectorFloorXOff, sectorFloorYOff, sectorCeilXOff, sectorCeilYOff, thingX, thingY, thingZ, thingAngle,
    sectorLight, sectorFloorFlat, sectorCeilFlat, sectorSpecial, sideUpper, sideMiddle, sideLower, lineSpecial,
    thingFace, thingType, thingRotPic, thingRotFlip, thingBright, thingShadow, lineSeen, view,
  };
}

/**
 * Copies every live view of `from` into the same view of `to` (a World rebuilt from the same map:
 * an authoring edit), view by view, not through `buffer` (a World handed between threads may carry
 * its views on a larger shared buffer). False, and nothing copied, when a view's length differs.
 */
export function copyLive(from: LiveState, to: LiveState): boolean {
  const views = [
    'sectorFloorZ', 'sectorCeilZ', 'sideXOff', 'sideYOff', 'sideUDest', 'sectorFloorXOff', 'sectorFloorYOff', 'sectorCeilXOff', 'sectorCeilYOff', 'thingX', 'thingY', 'thingZ', 'thingAngle', 'sectorLight',
    'sectorFloorFlat', 'sectorCeilFlat', 'sectorSpecial', 'sideUpper', 'sideMiddle', 'sideLower', 'lineSpecial', 'thingFace',
    'thingType', 'thingRotPic', 'thingRotFlip', 'thingBright', 'thingShadow', 'lineSeen', 'view',
  ] as const satisfies readonly Exclude<keyof LiveState, 'buffer'>[];
  for (const k of views) if (from[k].length !== to[k].length) return false;
  for (const k of views) (to[k] as Float64Array).set(from[k] as Float64Array);
  return true;
}

/** The live block's bytes (a copy): for hashing and snapshots. */
export function liveBytes(live: LiveState): Uint8Array {
  return new Uint8Array(live.buffer as ArrayBuffer).slice();
}
