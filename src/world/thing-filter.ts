// Which of a map's THINGS a World draws, as DOOM's P_SpawnMapThing decides for a single-player game:
// not the multiplayer-only ones (flag 16), only those flagged for the skill (easy 1-2, normal 3,
// hard 4-5), never monsters under -nomonsters, player 1's start always; and of those, the ones with a
// sprite (player starts, deathmatch starts and teleport destinations have none). Also the tally of
// what was left out, which `toom mesh` prints beside `toom info`'s count of every THINGS entry.
import { thingSprite, thingType, ThingFlags } from '../assets/thing-types.js';
import type { MapData } from '../mapdata/map-data.js';

type MapThing = MapData['things'][number];

/** The THINGS flag of things placed only in multiplayer games. */
export const THING_MULTIPLAYER = 0x10;
const SKILL_BITS = [0, 1, 1, 2, 4, 4];

/** DOOM's skill (clamped to 1..5) as the THINGS flag bit it spawns. */
export function skillBit(skill: number): number {
  return SKILL_BITS[Math.max(1, Math.min(5, skill))];
}

/** Whether a single-player game on `skill` places `t` (player 1's start always). */
export function spawnsThing(t: MapThing, skill: number, noMonsters = false): boolean {
  if (t.type !== 1 && ((t.flags & THING_MULTIPLAYER) !== 0 || (t.flags & skillBit(skill)) === 0)) return false;
  return !(noMonsters && ((thingType(t.type)?.flags ?? 0) & ThingFlags.MONSTER));
}

export interface ThingTally {
  /** Every THINGS entry (what `toom info` counts). */
  total: number;
  /** Placed only in multiplayer games. */
  multiplayer: number;
  /** Single-player things not flagged for the skill. */
  otherSkills: number;
  /** Monsters left out by -nomonsters. */
  noMonsters: number;
  /** Placed but drawn by no sprite (player starts, deathmatch starts, teleport destinations). */
  noSprite: number;
  /** What the World draws: total minus the rest. */
  drawn: number;
}

/** Counts how `things` split between what a World on `skill` draws and why the rest is left out. */
export function thingTally(things: readonly MapThing[], skill: number, noMonsters = false): ThingTally {
  const n: ThingTally = { total: things.length, multiplayer: 0, otherSkills: 0, noMonsters: 0, noSprite: 0, drawn: 0 };
  for (const t of things) {
    if (t.type !== 1 && (t.flags & THING_MULTIPLAYER) !== 0) n.multiplayer++;
    else if (t.type !== 1 && (t.flags & skillBit(skill)) === 0) n.otherSkills++;
    else if (!spawnsThing(t, skill, noMonsters)) n.noMonsters++;
    else if (thingSprite(t.type) === undefined) n.noSprite++;
    else n.drawn++;
  }
  return n;
}
