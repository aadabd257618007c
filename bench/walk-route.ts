// The walking route of the simulation benchmarks (./living-world.ts, ./playsim.ts): a seeded list of
// ticcmds (walk, run, turn, strafe, now and then use), and a World whose exit lines are disarmed so a
// walk never ends the level.
import type { World } from '../src/world/world.js';
import { TicCmd, ScriptPlayer, parseInputScript } from '../src/sim/index.js';
import { lineSpecial } from '../src/defs/doom/line-specials.js';
import { prng } from '../src/util/prng.js';

/** A seeded walking route (walk, run, turn, strafe, now and then use): `tics` long. */
export function walkingRoute(seed: number, tics: number): TicCmd[] {
  const rnd = prng(seed);
  const kinds = ['forward', 'forward', 'forward', 'turn-left', 'turn-right', 'strafe-left', 'strafe-right', 'back'];
  const steps: string[] = [];
  for (let total = 0; total < tics;) {
    const r = rnd();
    if (r < 0.05) { steps.push('use'); total++; continue; }
    if (r < 0.1) { steps.push('run'); continue; }
    const n = 1 + Math.floor(rnd() * 20);
    steps.push(`${kinds[Math.floor(rnd() * kinds.length)]} ${n}`);
    total += n;
  }
  const player = new ScriptPlayer(parseInputScript(steps.join(',')));
  const cmds: TicCmd[] = [];
  for (let i = 0; i < tics; i++) cmds.push(player.next(new TicCmd()));
  return cmds;
}

/** Exit lines lose their specials (a route that ends the level would leave the rest of the run idle). */
export function withoutExits(world: World): World {
  for (let l = 0; l < world.lineCount; l++) {
    const d = lineSpecial(world.lineSpecial[l]);
    if (d !== undefined && (d.actions[0] === 'exit.normal' || d.actions[0] === 'exit.secret')) world.lineSpecial[l] = 0;
  }
  return world;
}
