// Shared fixtures: cached Freedoom stacks, a seeded PRNG, random poses inside a World, a pose facing a side.
import { prng } from '../../src/util/prng.js';
import { randomPose } from '../../tools/random-pose.js';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import type { World } from '../../src/world/world.js';

const stacks = new Map<string, WadStack>();
export function stackFor(path: string): WadStack {
  let s = stacks.get(path);
  if (!s) {
    const b = readFileSync(path);
    s = WadStack.fromBuffers([{ name: path.split('/').pop()!, bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength) }]);
    stacks.set(path, s);
  }
  return s;
}

export { prng, randomPose };

/** A pose `dist` units in front of a side (in its face), looking at the side's middle. */
export function facing(world: World, side: number, dist: number): { x: number; y: number; angle: number } {
  const m = world.mesh, q = world.sideQe[side];
  const a = m.vertex[q], b = m.vertex[q ^ 2];
  const ax = m.vx[a * 2], ay = m.vx[a * 2 + 1], bx = m.vx[b * 2], by = m.vx[b * 2 + 1];
  const len = Math.hypot(bx - ax, by - ay);
  const nx = -(by - ay) / len, ny = (bx - ax) / len; // left normal: into the side's face
  return { x: (ax + bx) / 2 + nx * dist, y: (ay + by) / 2 + ny * dist, angle: Math.atan2(-ny, -nx) };
}
