// The front door of the simulation: what the page, the CLI, the screen layer and the benchmarks use
// of src/sim, and the only file of it they import (the lint's import boundaries hold them to it).
// The floors behind it: base/ (the level's structures, things, the shared game state, map
// utilities, sight, sector searches: no rules), rules/ (DOOM's mutual recursion: movement,
// interaction, monsters, weapons, specials), and the front door's own files beside this one (the
// Playsim, world sync, demo and script input, traces). DOOM's own tables are the base of the
// definitions (src/defs/doom/); base/fixed.ts (fixed point and angles) is a layer of its own that
// src/sound and src/screen may read too.
export * from './playsim.js';
export { EXIT_NONE, EXIT_NORMAL, EXIT_SECRET, SOUND_SLOT_PLAYER, type PlaysimOptions } from './base/sim-state.js';
export * from './world-sync.js';
export * from './demo.js';
export * from './demo-game.js';
export * from './input-script.js';
export * from './trace.js';
export * from './place.js';
export * from './start-movers.js';
export * from './base/ticcmd.js';
export * from './base/player-state.js';
export * from './base/compat.js';
export * from './base/next-map.js';
export { LineTrace, lineOpening } from './base/line-trace.js';
export { Mobj } from './base/thing.js';
export { setMobjState } from './rules/mobj.js';
// P_GivePower, for the front end's idbehold cheats (ST_Responder calls it between tics).
export { givePower } from './rules/interaction.js';
export { IMG, heardAt } from './rules/portal-sight.js';
