// The game of one map at DOOM's rules and in DOOM's numbers (p_setup's spawning, p_tick's ticker):
// the front door of src/sim. A Playsim is the shared state (base/sim-state.ts) with the rules'
// hooks registered, the map's things and specials spawned, and the tic itself: the player thinks,
// the thinkers run in DOOM's order, the specials update. Deterministic: the same map, options and
// ticcmds give the same state bit for bit.
import type { World } from '../world/world.js';
import type { DoomRandom } from '../defs/doom/random.js';
import { EXIT_NONE, SimState, type PlaysimOptions } from './base/sim-state.js';
import type { TicCmd } from './base/ticcmd.js';
import { mobjThinker, spawnMapThing } from './rules/mobj.js';
import { playerThink } from './rules/player.js';
import { spawnSpecials, updateSpecials } from './rules/specials.js';
import { checkCodePointers, runMobjAction, runPspAction } from './rules/actions.js';
import { checkPosition } from './rules/map-move.js';
import { portalCheckSight, portalHeardEvent } from './rules/portal-sight.js';
import type { Mobj } from './base/thing.js';

export class Playsim extends SimState {
  /** `rng`: the random cursors to go on with (a level reloaded after a death keeps DOOM's cursor);
   *  without one, a new game's: DOOM's table, or Boom's generators seeded from the compat's seed. */
  constructor(world: World, options: PlaysimOptions = {}, rng?: DoomRandom) {
    super(world, options, rng);
    this.mobjThink = mobjThinker;
    this.mobjAction = runMobjAction;
    this.pspAction = runPspAction;
    // Sight and heard positions through portals (maps without portals: DOOM's alone).
    this.sightHook = portalCheckSight;
    this.heardHook = portalHeardEvent;
    checkCodePointers(this);
    // P_LoadThings, then P_SpawnSpecials (G_DoLoadLevel's order).
    const d = world.doom;
    for (let i = 0; i < d.thingType.length; i++) {
      spawnMapThing(this, d.thingX[i], d.thingY[i], d.thingAngle[i], d.thingType[i], d.thingFlags[i]);
    }
    if (this.player.mo === null) {
      const s = world.playerStart;
      spawnMapThing(this, Math.round(s.x), Math.round(s.y), Math.round((s.angle * 180) / Math.PI), 1, 7);
    }
    spawnSpecials(this);
    this.seedPool();
  }

  /** P_CheckPosition, for callers outside the rules (tools, tests): the result in `tm`. */
  checkPosition(mo: Mobj, x: number, y: number): boolean {
    return checkPosition(this, mo, x, y);
  }

  /** P_Ticker: one tic with the player's command. */
  tick(cmd: TicCmd): void {
    if (this.exited !== EXIT_NONE) return;
    this.player.cmd.copyFrom(cmd);
    this.rng.tic = this.logictic;
    playerThink(this, this.player);
    this.thinkers.run();
    updateSpecials(this);
    this.leveltime++;
    this.gametic++;
  }
}
