// The corpus demos that still part from dsda-doom's reference, with the ghost records they hold in
// sync today (issue 29's measure, 2026-11-27). Both are 100lineN's Boom 2.02 demos on maps of DOOM's
// own specials; every other demo of the corpus plays in sync to its end. What is known of the causes
// (docs/game.md, "Boom"):
// - dsda-doom keeps a removed thing as it was while anything still points at it (reference counts
//   on target, tracer, lastenemy); our Mobj pool reuses a thing 512 spawns after its removal,
//   vanilla's rule: a suspect where revenants fire.
// - the maps of Boom's specials, and MAP04, 21, 23, 24, 25 (1n25-051) and 32, play in sync since
//   Boom's pain elemental and arch-vile, its sight (a short REJECT padded with zeros), its four-bit
//   weapon commands and its neighbour searches (comp_model) were written.
// The corpus test holds each of these to at least the records it matches now: a change that makes
// one part earlier fails; one that brings it further should raise its number here (or drop it once
// it plays in sync, which the test then reports).
export const KNOWN_TO_PART: ReadonlyMap<string, number> = new Map([
  ['100linen_100lineN27056', 2151],
  ['100linen_1n25-240', 1941],
]);
