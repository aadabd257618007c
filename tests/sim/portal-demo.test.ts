// A fight through a portal, recorded as a DOOM demo and played back: on the demo WAD's MAP01 the
// player stands in the courtyard facing the hut, whose door is a portal into the hall; the guard
// inside the hall sees the player through it, walks to it and comes out through it, and the player
// shoots it down in the courtyard. The run is recorded as a v1.9 demo lump (the tic commands as
// DOOM writes them), played back by DemoGame, and the whole game state (tests/helpers/playsim-
// digest.ts) must be the same at every second, on the recording run and on two playbacks.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript, scriptTics } from '../../src/sim/input-script.js';
import { parseDemo } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';
import type { Mobj } from '../../src/sim/base/thing.js';
import { playsimDigest } from '../helpers/playsim-digest.js';

const root = join(__dirname, '..', '..');
const POSSESSED = mobjIndex('MT_POSSESSED');
/** Stand while the guard comes, then shoot, step aside, shoot again, back off. */
const SCRIPT = [
  'wait 150', 'fire', 'wait 12', 'fire', 'wait 12', 'fire', 'wait 40', 'fire', 'wait 12', 'fire',
  'strafe-left 8', 'wait 30', 'fire', 'wait 20', 'strafe-right 8', 'fire', 'wait 12', 'fire', 'wait 40',
  'back 10', 'fire', 'wait 12', 'fire', 'wait 60', 'fire', 'wait 12', 'fire', 'wait 80',
].join(', ');

function stack(): WadStack {
  return WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: new Uint8Array(readFileSync(join(root, 'wad', 'toom-demo.wad'))) }]);
}

/** The guard in the hall (the zombieman nearest the hall's door). */
function guard(ps: Playsim): Mobj {
  return liveMobjs(ps).filter((m) => m.type === POSSESSED && m.x > 2048 * 65536).sort((a, b) => a.y - b.y)[0];
}

describe('a demo of a fight through a portal', () => {
  it('MAP01: the guard sees the player through the hut\'s door and comes out through it, and is shot down; played back, the state is the same every second', () => {
    const s = stack();
    // Record: the script's commands as a v1.9 demo writes them (the turn's high byte), played as read back.
    const ps = new Playsim(loadWorld(s, 'MAP01', { skill: 3 }), { skill: 3 });
    const g = guard(ps);
    const spawnHealth = g.health;
    const steps = parseInputScript(SCRIPT), player = new ScriptPlayer(steps), n = scriptTics(steps);
    const cmd = new TicCmd();
    const body: number[] = [];
    const recorded: string[] = [];
    let sawThroughPortal = false, cameOut = -1;
    for (let t = 0; t < n; t++) {
      player.next(cmd);
      const turn = ((cmd.angleTurn + 128) >> 8) & 0xff;
      body.push(cmd.forwardMove & 0xff, cmd.sideMove & 0xff, turn, cmd.buttons & 0xff);
      cmd.angleTurn = (turn << 24) >> 16;
      ps.tick(cmd);
      if (g.target === ps.player.mo && g.routeHops === 1) sawThroughPortal = true;
      if (cameOut < 0 && g.x < 1024 * 65536) cameOut = t;
      if ((t + 1) % 35 === 0) recorded.push(playsimDigest(ps));
    }
    recorded.push(playsimDigest(ps));
    // What happened: the guard saw the player through the door, walked to it and came out of the
    // hut (about four and a half seconds in), and the player shot it down in the courtyard.
    expect(sawThroughPortal).toBe(true);
    expect(cameOut).toBeGreaterThan(100);
    expect(cameOut).toBeLessThan(200);
    expect(g.health).toBeLessThan(spawnHealth);
    expect(g.health).toBeLessThanOrEqual(0);
    // The demo lump: header (v1.9, skill 3 → byte 2, episode 1, map 1, single player), commands, end.
    const bytes = Uint8Array.from([109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, ...body, 0x80]);
    const demo = parseDemo(bytes, 'fight.lmp', 'fight.lmp');
    expect(demo.tics).toBe(n);
    for (let run = 0; run < 2; run++) {
      const options = demoOptions(demo, { commercial: true });
      const game = new DemoGame(demo, () => loadWorld(s, 'MAP01', { skill: options.skill }), options);
      const played: string[] = [];
      while (game.running) {
        game.step();
        if (game.played && game.tic % 35 === 0) played.push(playsimDigest(game.ps));
      }
      played.push(playsimDigest(game.ps));
      expect(played).toEqual(recorded);
    }
  });
});
