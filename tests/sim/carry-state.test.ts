// An authoring edit rebuilds the World; the page goes on with the same Playsim attached to the new
// build (src/web/game.ts carryFrom: the old World's live state copied over, Playsim.attach, a new
// WorldSync). The attach changes nothing in the game (its digest stays), the new World shows what
// the old one showed, and the game goes on in it exactly as if no edit had happened. With a portal
// linked in between, the doors and lifts stay where they were, and the clock, keys and player go on.
// A World of other counts is refused before anything changes.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { copyLive } from '../../src/world/live-state.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { PortalEdit } from '../../src/web/authoring/portal-edit.js';
import { playsimDigest } from '../helpers/playsim-digest.js';
import { startAllDoorsAndLifts } from '../../src/sim/start-movers.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';

const SCRIPT = 'run, forward 40, turn-left 12, forward 30, use, strafe-right 10, wait 20, fire, forward 25, turn-right 30, forward 40';
const MORE = 'forward 30, turn-left 20, use, run, forward 50, wait 60, back 20';

/** A Playsim on `world` with every door and lift moving, its World synced after each tic. */
function game(world: World): { ps: Playsim; sync: WorldSync } {
  const ps = new Playsim(world, { skill: 3 });
  startAllDoorsAndLifts(ps);
  const sync = new WorldSync(ps);
  sync.sync();
  return { ps, sync };
}

function playScript(g: { ps: Playsim; sync: WorldSync }, script: string): void {
  const player = new ScriptPlayer(parseInputScript(script)), cmd = new TicCmd();
  while (!player.done && g.ps.exited === 0) {
    g.ps.tick(player.next(cmd));
    g.sync.sync();
  }
}

/** The page's carry: false, and nothing changed, when the rebuilt World's live views do not fit. */
function carry(g: { ps: Playsim; sync: WorldSync }, world: World): boolean {
  if (!copyLive(g.ps.world.live, world.live)) return false;
  g.ps.attach(world);
  g.sync = new WorldSync(g.ps);
  g.sync.sync();
  return true;
}

/** The live views the renderers read, as plain arrays. */
function shown(w: World): Record<string, number[]> {
  return {
    floor: Array.from(w.sectorFloorZ), ceil: Array.from(w.sectorCeilZ), light: Array.from(w.sectorLight), flat: Array.from(w.sectorFloorFlat),
    middle: Array.from(w.sideMiddle), xoff: Array.from(w.sideXOff), special: Array.from(w.lineSpecial),
    thingX: Array.from(w.thingX), thingY: Array.from(w.thingY), thingFace: Array.from(w.thingFace), thingPic: Array.from(w.thingRotPic),
  };
}

describe.skipIf(!haveFreedoom)(`the Playsim carried to a rebuilt World${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  const stack = haveFreedoom ? WadStack.fromBuffers([{ name: 'freedoom1.wad', bytes: new Uint8Array(readFileSync(FREEDOOM1)) }]) : null;

  it('a rebuild of the same map: the game is untouched, the new World shows it, and it goes on as if nothing happened', () => {
    const a = game(loadWorld(stack!, 'E1M1'));
    playScript(a, SCRIPT);
    expect(a.ps.level.sectors.some((s) => s.specialdata !== null)).toBe(true);
    const oldWorld = a.ps.world;
    const before = playsimDigest(a.ps);
    const rebuilt = loadWorld(stack!, 'E1M1');
    expect(shown(rebuilt)).not.toEqual(shown(oldWorld));
    expect(carry(a, rebuilt)).toBe(true);
    expect(a.ps.world).toBe(rebuilt);
    expect(playsimDigest(a.ps)).toBe(before);
    expect(shown(rebuilt)).toEqual(shown(oldWorld));
    // A game never carried, on a World of its own, plays the same: the same state, the same picture.
    const b = game(loadWorld(stack!, 'E1M1'));
    playScript(b, SCRIPT);
    expect(playsimDigest(b.ps)).toBe(before);
    playScript(a, MORE);
    playScript(b, MORE);
    expect(a.ps.leveltime).toBe(b.ps.leveltime);
    expect(playsimDigest(a.ps)).toBe(playsimDigest(b.ps));
    expect(shown(rebuilt)).toEqual(shown(b.ps.world));
    // The old World is no longer written.
    expect(shown(oldWorld)).not.toEqual(shown(rebuilt));
  });

  it('a portal linked in between keeps doors, lifts, clock, keys and the player where they were', () => {
    const a = game(loadWorld(stack!, 'E1M1'));
    playScript(a, 'wait 70');
    a.ps.player.cards[0] = 1;
    const w0 = a.ps.world, mo = a.ps.player.mo!;
    const moving = a.ps.level.sectors.filter((s) => s.specialdata !== null).map((s) => s.index);
    expect(moving.length).toBeGreaterThan(3);
    // Half-way: neither where the map starts them nor at their destinations.
    const before = moving.map((s) => [w0.sectorFloorZ[s], w0.sectorCeilZ[s]]);
    const pose = [mo.x, mo.y, mo.z, mo.angle, a.ps.player.viewz];
    const digest = playsimDigest(a.ps);
    const edit = new PortalEdit(stack!, 'E1M1');
    edit.link(571, 597, false);
    const linked = loadWorld(edit.stack(), 'E1M1');
    expect(linked.portals).toHaveLength(1);
    expect(moving.map((s) => [linked.sectorFloorZ[s], linked.sectorCeilZ[s]])).not.toEqual(before);
    expect(carry(a, linked)).toBe(true);
    expect(moving.map((s) => [linked.sectorFloorZ[s], linked.sectorCeilZ[s]])).toEqual(before);
    expect(a.ps.leveltime).toBe(70);
    expect(Array.from(a.ps.player.cards)).toEqual([1, 0, 0, 0, 0, 0]);
    expect([mo.x, mo.y, mo.z, mo.angle, a.ps.player.viewz]).toEqual(pose);
    expect(playsimDigest(a.ps)).toBe(digest);
    // It goes on: the doors and lifts keep moving in the new World.
    playScript(a, 'wait 10');
    expect(moving.map((s) => [linked.sectorFloorZ[s], linked.sectorCeilZ[s]])).not.toEqual(before);
  });

  it('a World of other counts is refused, and neither World changes', () => {
    const a = game(loadWorld(stack!, 'E1M1'));
    playScript(a, 'forward 20');
    const other = loadWorld(stack!, 'E1M2');
    const mine = shown(a.ps.world), theirs = shown(other), digest = playsimDigest(a.ps);
    const w = a.ps.world;
    expect(carry(a, other)).toBe(false);
    expect(a.ps.world).toBe(w);
    expect(shown(other)).toEqual(theirs);
    expect(shown(w)).toEqual(mine);
    expect(playsimDigest(a.ps)).toBe(digest);
  });
});
