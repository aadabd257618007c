// Playing a demo for the demo-sync tests and checking its trace against Chocolate Doom's
// (doom-trace's, stored gzipped beside the tests): every tic must match.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { demoMapName, type Demo } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { traceTic } from '../../src/sim/trace.js';
import { compareTraces } from './trace-compare.js';
import { defsOf } from '../../src/defs/load-defs.js';

/** `demo` played on `stack` (its header's map, or `map`) to its end, with the stack's DEHACKED lumps
 *  applied as Chocolate Doom applies the Freedoom IWADs' (the references were recorded so): our trace. */
export function demoTrace(stack: WadStack, demo: Demo, map?: string): string {
  const commercial = stack.maps.some((m) => /^MAP\d\d$/.test(m.name));
  const options = demoOptions(demo, { commercial, defs: defsOf(stack).defs });
  const name = map ?? demoMapName(demo, commercial);
  const game = new DemoGame(demo, () => loadWorld(stack, name, { skill: options.skill, noMonsters: options.nomonsters }), options);
  const lines: string[] = [];
  while (game.running) {
    game.step();
    if (game.played) lines.push(traceTic(game.ps, game.tic - 1, false));
  }
  return `${lines.join('\n')}\n`;
}

/** The gzipped reference trace at `url`. */
export function referenceTrace(url: URL): string {
  return gunzipSync(readFileSync(url)).toString('latin1');
}

/** Every tic of `ours` matches `ref`, and as many tics; the message names the first that parts. */
export function expectInSync(ref: string, ours: string, label: string): void {
  const d = compareTraces(ref, ours);
  const where = d.first ? `first desync at tic ${d.first.tic} (${d.first.field}: ref ${d.first.ref}, ours ${d.first.ours})` : 'in sync';
  expect(d.first, `${label}: ${d.inSync}/${d.total} tics in sync; ${where}`).toBeNull();
  expect(d.inSync).toBe(d.total);
}
