// Golden image comparison. Goldens live in tests/golden/*.png; `UPDATE_GOLDEN=1 npm test` rewrites
// them (look at every rewritten picture before committing it). A missing golden fails the test.
import { existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPng, writePng } from '../../tools/png.js';

const here = dirname(fileURLToPath(import.meta.url));
export const GOLDEN_DIR = join(here, '..', 'golden');
export const OUTPUT_DIR = join(here, '..', 'output');
// tests/output/ is git-ignored, so a fresh clone has none: every test that writes there can rely on it.
mkdirSync(OUTPUT_DIR, { recursive: true });

export interface GoldenResult {
  /** Pixels whose channels differ by more than the tolerance. */
  differing: number;
  total: number;
  maxDelta: number;
}

/**
 * Compares an ABGR image with tests/golden/<name>.png. `channelTolerance` is the largest per-channel
 * difference that still counts as equal. On mismatch the actual picture is written to tests/output/.
 */
export function compareGolden(name: string, width: number, height: number, pixels: Uint32Array, channelTolerance = 0): GoldenResult {
  const path = join(GOLDEN_DIR, `${name}.png`);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writePng(path, width, height, pixels);
  }
  if (!existsSync(path)) throw new Error(`golden image ${path} is missing (run UPDATE_GOLDEN=1 npm test and look at it)`);
  const g = readPng(path);
  if (g.width !== width || g.height !== height) throw new Error(`golden ${name} is ${g.width}x${g.height}, got ${width}x${height}`);
  let differing = 0, maxDelta = 0;
  for (let i = 0; i < pixels.length; i++) {
    const a = pixels[i], b = g.pixels[i];
    if (a === b) continue;
    let d = 0;
    for (let s = 0; s < 32; s += 8) d = Math.max(d, Math.abs(((a >>> s) & 255) - ((b >>> s) & 255)));
    if (d > maxDelta) maxDelta = d;
    if (d > channelTolerance) differing++;
  }
  if (differing > 0) {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writePng(join(OUTPUT_DIR, `${name}.actual.png`), width, height, pixels);
  }
  return { differing, total: pixels.length, maxDelta };
}
