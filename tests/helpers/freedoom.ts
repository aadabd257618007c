// Whether the tests find Freedoom (Debian package `freedoom`, paths in tools/freedoom.ts); tests that
// need it skip with this reason.
import { existsSync } from 'node:fs';
import { FREEDOOM1, FREEDOOM2 } from '../../tools/freedoom.js';

export { FREEDOOM1, FREEDOOM2 };
export const haveFreedoom = existsSync(FREEDOOM1) && existsSync(FREEDOOM2);
export const noFreedoomReason = 'Freedoom is not installed (apt-get install freedoom): skipping the real-data tests';
if (!haveFreedoom) console.warn(`SKIP: ${noFreedoomReason}`);
