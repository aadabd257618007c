// DOOM's questions about a sector's surroundings (P_FindLowestFloorSurrounding and its kin): the
// neighbours are the sectors across its TWO-SIDED lines (ML_TWOSIDED), as DOOM's getNextSector
// finds them. Heights and lights are read from the World's live state. Allocation-free.
import type { World } from '../world/world.js';

const ML_TWOSIDED = 0x0004;

/** The sector across line `li` from `sec`, or -1 (one-sided lines have none, as in DOOM). */
export function nextSector(w: World, li: number, sec: number): number {
  if (!(w.lineFlags[li] & ML_TWOSIDED)) return -1;
  const f = w.lineFront[li], b = w.lineBack[li];
  if (f === sec) return b;
  return f;
}

/** Lowest floor among the neighbours and the sector itself. */
export function lowestFloorSurrounding(w: World, sec: number): number {
  let floor = w.sectorFloorZ[sec];
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const o = nextSector(w, w.sectorLines[i], sec);
    if (o >= 0 && w.sectorFloorZ[o] < floor) floor = w.sectorFloorZ[o];
  }
  return floor;
}

/** Highest floor among the neighbours (DOOM starts from -500). */
export function highestFloorSurrounding(w: World, sec: number): number {
  let floor = -500;
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const o = nextSector(w, w.sectorLines[i], sec);
    if (o >= 0 && w.sectorFloorZ[o] > floor) floor = w.sectorFloorZ[o];
  }
  return floor;
}

/** The lowest neighbouring floor above `height`, or `height` when there is none. */
export function nextHighestFloor(w: World, sec: number, height: number): number {
  let best = Infinity;
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const o = nextSector(w, w.sectorLines[i], sec);
    if (o >= 0 && w.sectorFloorZ[o] > height && w.sectorFloorZ[o] < best) best = w.sectorFloorZ[o];
  }
  return best === Infinity ? height : best;
}

/** Lowest neighbouring ceiling (DOOM starts from MAXINT). */
export function lowestCeilingSurrounding(w: World, sec: number): number {
  let h = 32767;
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const o = nextSector(w, w.sectorLines[i], sec);
    if (o >= 0 && w.sectorCeilZ[o] < h) h = w.sectorCeilZ[o];
  }
  return h;
}

/** Highest neighbouring ceiling (DOOM starts from 0). */
export function highestCeilingSurrounding(w: World, sec: number): number {
  let h = 0;
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const o = nextSector(w, w.sectorLines[i], sec);
    if (o >= 0 && w.sectorCeilZ[o] > h) h = w.sectorCeilZ[o];
  }
  return h;
}

/** Darkest neighbour's light, starting from `max`. */
export function minSurroundingLight(w: World, sec: number, max: number): number {
  let min = max;
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const o = nextSector(w, w.sectorLines[i], sec);
    if (o >= 0 && w.sectorLight[o] < min) min = w.sectorLight[o];
  }
  return min;
}

/** Brightest neighbour's light, starting from `min` (EV_LightTurnOn with level 0). */
export function maxSurroundingLight(w: World, sec: number, min: number): number {
  let max = min;
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const o = nextSector(w, w.sectorLines[i], sec);
    if (o >= 0 && w.sectorLight[o] > max) max = w.sectorLight[o];
  }
  return max;
}

/** The texture id on a line side (0 front, 1 back) part: the first piece's, -1 for none. */
export function lineSideTexture(w: World, li: number, side: number, part: 'upper' | 'middle' | 'lower'): number {
  const a = w.linePieceStart[li * 2 + side], b = w.linePieceStart[li * 2 + side + 1];
  if (a >= b) return -1;
  const s = w.linePieces[a];
  return part === 'upper' ? w.sideUpper[s] : part === 'middle' ? w.sideMiddle[s] : w.sideLower[s];
}

/** Height of the shortest lower texture on the sector's two-sided lines (raiseToTexture); 32767 when none. */
export function shortestLowerTexture(w: World, sec: number): number {
  let min = 32767;
  for (let i = w.sectorLineStart[sec]; i < w.sectorLineStart[sec + 1]; i++) {
    const li = w.sectorLines[i];
    if (!(w.lineFlags[li] & ML_TWOSIDED)) continue;
    for (let side = 0; side < 2; side++) {
      const t = lineSideTexture(w, li, side, 'lower');
      if (t >= 0 && w.textures[t].height < min) min = w.textures[t].height;
    }
  }
  return min;
}
