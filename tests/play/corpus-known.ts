// The corpus demos that still part from dsda-doom's reference, with the ghost records they hold in
// sync today (issue 29's measure, 2026-11-27): none — every demo of the corpus plays in sync to its
// end (100lineN's Boom 2.02 demos since reference counts on removed things, comp_vile, Boom's weapon
// bits, logictic, REJECT's pad, comp_pain and comp_skull, and getNextSector with comp_model off;
// docs/game.md, "Boom").
// The corpus test holds each listed demo to at least the records it matches: a change that makes one
// part earlier fails; one that brings it further should raise its number here (or drop it once it
// plays in sync, which the test then reports).
export const KNOWN_TO_PART: ReadonlyMap<string, number> = new Map<string, number>([]);
