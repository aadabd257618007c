// The corpus demos that still part from dsda-doom's reference, with the ghost records they hold in
// sync today (issue 29's measure, 2026-11-27). Only one is left, a 100lineN Boom 2.02 demo; every
// other demo of the corpus plays in sync to its end (100lineN's others since reference counts on
// removed things, comp_vile, Boom's weapon bits, logictic, REJECT's pad, comp_pain and comp_skull;
// docs/game.md, "Boom"):
// - 1n02-145 (MAP02, a map of Boom's specials) parts at tic 999: not diagnosed (the random
//   cursor parts at tic 920 first).
// The corpus test holds each of these to at least the records it matches now: a change that makes
// one part earlier fails; one that brings it further should raise its number here (or drop it once
// it plays in sync, which the test then reports).
export const KNOWN_TO_PART: ReadonlyMap<string, number> = new Map([
  ['100linen_1n02-145', 999],
]);
