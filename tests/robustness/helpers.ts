// Shared checks for the broken-geometry tests: build a map with the WAD writer, load it the way the
// app does, render with a sentinel-filled framebuffer and count the pixels left unwritten.
import { expect } from 'vitest';
import { testStack } from '../helpers/test-wad.js';
import type { TestMap } from '../helpers/map-builder.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera, type Camera } from '../../src/render/camera.js';
import { SENTINEL } from '../../tools/fuzz/run-case.js';
import { cpuMs } from '../helpers/cpu-time.js';

export const W = 160, H = 100;

export function worldOf(map: TestMap): World {
  return loadWorld(testStack(map), map.name ?? 'MAP01');
}

export interface Frame {
  unwritten: number;
  /** Distinct colours in the frame (a frame of one colour is a black screen, say). */
  colours: number;
  ms: number;
}

export function renderFrame(r: CpuRenderer, cam: Camera, tics = 0): Frame {
  r.fb.fill(SENTINEL);
  // This process's CPU time, not the clock (helpers/cpu-time.ts).
  const ms = cpuMs(() => r.render(cam, tics));
  let unwritten = 0;
  const seen = new Set<number>();
  for (let i = 0; i < r.fb.length; i++) {
    if (r.fb[i] === SENTINEL) unwritten++;
    else if (seen.size < 64) seen.add(r.fb[i]);
  }
  return { unwritten, colours: seen.size, ms };
}

/** Renders from each camera at 8 angles (plus the exact angles given) and expects every pixel written, quickly. */
export function expectFullRenders(world: World, spots: { x: number; y: number; z?: number; angles?: number[] }[]): Frame[] {
  const r = new CpuRenderer(world, W, H);
  const frames: Frame[] = [];
  for (const s of spots) {
    const angles = [...(s.angles ?? []), ...Array.from({ length: 8 }, (_, k) => (k * Math.PI) / 4 + 0.1)];
    for (const a of angles) {
      const cam = makeCamera(s.x, s.y, a, s.z ?? NaN);
      const f = renderFrame(r, cam);
      expect(f.unwritten, `camera (${s.x}, ${s.y}, z ${s.z ?? 'auto'}) angle ${a.toFixed(3)}: unwritten pixels`).toBe(0);
      expect(f.ms, `camera (${s.x}, ${s.y}) angle ${a.toFixed(3)}: render time`).toBeLessThan(1000);
      frames.push(f);
    }
  }
  return frames;
}

export function expectWarning(world: World, re: RegExp): void {
  expect(world.warnings.some((w) => re.test(w)), `a warning matching ${re} among ${JSON.stringify(world.warnings)}`).toBe(true);
}
