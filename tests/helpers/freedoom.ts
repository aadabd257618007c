// Whether the tests find Freedoom (Debian package `freedoom`, paths in tools/freedoom.ts); tests that
// need it skip with this reason. The Freedoom goldens also need the very files they were made from.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { FREEDOOM1, FREEDOOM2 } from '../../tools/freedoom.js';

export { FREEDOOM1, FREEDOOM2 };
export const haveFreedoom = existsSync(FREEDOOM1) && existsSync(FREEDOOM2);
export const noFreedoomReason = 'Freedoom is not installed (apt-get install freedoom): skipping the real-data tests';
if (!haveFreedoom) console.warn(`SKIP: ${noFreedoomReason}`);

/** The Freedoom files the Freedoom goldens (tests/golden/freedoom*.png) were rendered from: Debian's
 *  freedoom 0.12.1. Another release may change textures, so the goldens are compared exactly, and
 *  only against these files. */
export const GOLDEN_FREEDOOM_SHA256: Readonly<Record<string, string>> = {
  [FREEDOOM1]: '84c3a912f2973892a8025d09d65f5053b1ee2304968a5a172526d683a185b885',
  [FREEDOOM2]: 'c72de2af7e2d0c17f6213e751a167e2f1913278aaf37ae6957854fe3cd6588ca',
};

/** Why the goldens rendered from `path` cannot be compared here, or null when they can. */
export function freedoomGoldenSkip(path: string): string | null {
  if (!existsSync(path)) return noFreedoomReason;
  const sum = createHash('sha256').update(readFileSync(path)).digest('hex');
  const want = GOLDEN_FREEDOOM_SHA256[path] ?? '(none)';
  if (sum === want) return null;
  return `${path} has sha256 ${sum.slice(0, 12)}…, not the ${want.slice(0, 12)}… the Freedoom goldens were made from: skipping them`;
}
