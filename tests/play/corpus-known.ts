// The corpus demos that still part from dsda-doom's reference, with the ghost records they hold in
// sync today (issue 29's measure, 2026-11-27). All are 100lineN's Boom 2.02 demos; every other demo
// of the corpus plays in sync to its end. What is known of the causes (docs/game.md, "Boom"):
// - 1n25-051 (MAP25, a revenant's tracer): dsda-doom keeps a removed thing as it was while anything
//   still points at it (reference counts on target, tracer, lastenemy); our Mobj pool reuses a thing
//   512 spawns after its removal, vanilla's rule. Without reuse it parts at tic 1616 instead.
// - the maps playing only DOOM's own specials (MAP04, 21, 23, 24, 25, 27, 32): not diagnosed yet;
//   the reference-count rule above is a suspect where revenants fire.
// - the others: maps of Boom's specials; the order in which a mover crushes or carries several
//   things (Boom's sector contact lists are computed from the blockmap here) and Boom's rules not yet
//   written are the suspects.
// The corpus test holds each of these to at least the records it matches now: a change that makes
// one part earlier fails; one that brings it further should raise its number here (or drop it once
// it plays in sync, which the test then reports).
export const KNOWN_TO_PART: ReadonlyMap<string, number> = new Map([
  ['100linen_100lineN-11-656-TOD-prplus2513', 13163],
  ['100linen_100lineN-31-645-TOD-prplus2513', 635],
  ['100linen_1ln05p018', 640],
  ['100linen_1n02-145', 660],
  ['100linen_1n19-021', 566],
  ['100linen_1n19-023', 738],
  ['100linen_1n19-458', 200],
]);
