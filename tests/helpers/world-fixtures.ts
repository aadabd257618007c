// Shared fixtures: cached Freedoom stacks, a seeded PRNG, random poses inside a World.
import { prng } from '../../src/util/prng.js';
import { randomPose } from '../../tools/random-pose.js';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';

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
