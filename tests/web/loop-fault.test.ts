// The page's frame loop when a tic throws (issue 33, 1.3): the loop is driven in Node on stand-ins
// for the game, screen and input, requestAnimationFrame replaced by a queue the test runs. A tic that
// throws stops the loop in that frame: the rest of the tic (the screen's tick, the World's sync, the
// sounds) and the frame's later tics do not run, no next frame is armed, the error is reported once;
// start() (the page calls it once a new map is loaded) runs it again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Loop } from '../../src/web/loop.js';
import type { Game } from '../../src/web/game.js';
import type { Screen } from '../../src/web/screen.js';
import type { Input } from '../../src/web/input.js';
import type { Automap } from '../../src/web/automap.js';
import type { Hud } from '../../src/web/hud.js';
import type { ViewMessages } from '../../src/web/messages.js';
import type { StatusBar } from '../../src/web/status-bar.js';
import { TIC_MS } from '../../src/web/tic-clock.js';

let queue: ((t: number) => void)[] = [];
const saved = (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
beforeEach(() => {
  queue = [];
  (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame = (cb: (t: number) => void) => { queue.push(cb); return queue.length; };
});
afterEach(() => { (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame = saved; });

/** Runs the frames armed so far at time `t`; how many ran. */
function runFrames(t: number): number {
  const now = queue;
  queue = [];
  for (const cb of now) cb(t);
  return now.length;
}

function setup(throwAt: number) {
  const log: string[] = [];
  const sim = {
    leveltime: 0, exited: 0, rng: { mRandom: () => 0 }, player: { playerstate: 0, powers: new Int32Array(8) }, compat: { boom: false }, commercial: true,
    tick() {
      if (this.leveltime + 1 === throwAt) { log.push(`tick ${this.leveltime + 1} threw`); throw new RangeError('Maximum call stack size exceeded'); }
      this.leveltime++;
      log.push(`tick ${this.leveltime}`);
    },
  };
  const noop = () => undefined;
  const game = {
    sim, world: { view: new Int32Array(8) }, renderer: { render: () => log.push(`render ${sim.leveltime}`) },
    sight: { mark: noop }, sync: { sync: () => log.push(`sync ${sim.leveltime}`) },
    player: { update: noop, camera: noop, x: 0, y: 0, angle: 0, portalsCrossed: 0 },
    path: { record: noop }, parallel: null, gameScreen: null, camera: { angle: 0 }, viewHeight: 200, screenSize: 'weapon', mapName: 'MAP01', lines: null,
  };
  const screen = { width: 320, height: 200, fb: new Uint32Array(320 * 200), blit: noop, canvas: { dataset: {} as Record<string, string> } };
  const input = { takeMouseDx: () => 0, takeKeys: noop, takePresses: () => 0, takeWheel: () => 0 };
  const loop = new Loop(game as unknown as Game, screen as unknown as Screen, input as unknown as Input, { visible: false } as unknown as Automap,
    { update: noop } as unknown as Hud, { update: noop } as unknown as ViewMessages, { update: noop } as unknown as StatusBar);
  const errors: unknown[] = [];
  loop.onError = (e) => errors.push(e);
  return { loop, sim, log, errors };
}

describe('the frame loop when a tic throws', () => {
  it('runs 4 tics a frame while they succeed, arming one frame after each', () => {
    const { loop, sim, log } = setup(-1);
    loop.start();
    expect(runFrames(0)).toBe(1);
    expect(runFrames(4 * TIC_MS + 1)).toBe(1);
    expect(sim.leveltime).toBe(4);
    expect(log).toEqual(['render 0', 'tick 1', 'sync 1', 'tick 2', 'sync 2', 'tick 3', 'sync 3', 'tick 4', 'sync 4', 'render 4']);
    expect(queue.length).toBe(1);
    expect(loop.isRunning).toBe(true);
  });

  it('tic 3 of a 4-tic frame throws: no sync, no tic 4, no drawing, no next frame; reported once; start() goes on', () => {
    const { loop, sim, log, errors } = setup(3);
    loop.start();
    runFrames(0);
    runFrames(4 * TIC_MS + 1);
    expect(log).toEqual(['render 0', 'tick 1', 'sync 1', 'tick 2', 'sync 2', 'tick 3 threw']);
    expect(queue.length).toBe(0);
    expect(loop.isRunning).toBe(false);
    expect(loop.failure).toBe('Maximum call stack size exceeded');
    expect(errors.length).toBe(1);
    expect(errors[0]).toBeInstanceOf(RangeError);
    expect(sim.leveltime).toBe(2);
    // Nothing more runs, however long the page waits.
    expect(runFrames(10_000)).toBe(0);
    expect(log.length).toBe(6);
    // A new map (here: the same stand-in, past the bad tic) runs the loop again.
    sim.leveltime = 3;
    loop.start();
    expect([loop.isRunning, loop.failure]).toEqual([true, null]);
    runFrames(20_000);
    runFrames(20_000 + 2 * TIC_MS + 1);
    expect(sim.leveltime).toBe(5);
    expect(errors.length).toBe(1);
  });

  it('the fault a test injects (window.toom.failTic) is thrown inside the next tic, before the sim runs it', () => {
    const { loop, sim, log, errors } = setup(-1);
    loop.start();
    runFrames(0);
    runFrames(2 * TIC_MS + 1);
    expect(sim.leveltime).toBe(2);
    loop.faultNextTic = 'injected';
    runFrames(2 * TIC_MS + 1 + 4 * TIC_MS);
    expect(sim.leveltime).toBe(2);
    expect((errors[0] as Error).message).toBe('injected');
    expect([loop.isRunning, loop.failure, loop.faultNextTic]).toEqual([false, 'injected', null]);
    expect(log.at(-1)).toBe('render 2');
  });
});
