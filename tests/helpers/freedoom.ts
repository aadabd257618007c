// Where the tests find Freedoom (Debian package `freedoom`); tests that need it skip with this reason.
import { existsSync } from 'node:fs';

export const FREEDOOM1 = '/usr/share/games/doom/freedoom1.wad';
export const FREEDOOM2 = '/usr/share/games/doom/freedoom2.wad';
export const haveFreedoom = existsSync(FREEDOOM1) && existsSync(FREEDOOM2);
export const noFreedoomReason = 'Freedoom is not installed (apt-get install freedoom): skipping the real-data tests';
if (!haveFreedoom) console.warn(`SKIP: ${noFreedoomReason}`);
