// DOOM thing types (editor numbers) the demo maps place; the engine's thing table maps them to the
// sprites the demo WAD paints (POSS, TROO, BAR1, COLU, ELEC, TRE2, TBLU, CAND).
export const T = {
  PLAYER1: 1,
  ZOMBIEMAN: 3004,
  IMP: 3001,
  BARREL: 2035,
  LAMP: 2028,
  TECH_COLUMN: 48,
  TREE: 54,
  BLUE_TORCH: 44,
  CANDLE: 34,
} as const;

/** Compass angles for things, degrees counter-clockwise from east. */
export const FACE = { E: 0, NE: 45, N: 90, NW: 135, W: 180, SW: 225, S: 270, SE: 315 } as const;
