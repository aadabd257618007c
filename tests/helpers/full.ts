// The full test run: `npm run test:full` sets TOOM_FULL=1 and the long sweeps run too; in `npm test`
// they are skipped, and their describe names say how to run them.
export const FULL = process.env.TOOM_FULL === '1';
export const fullOnly = FULL ? '' : ' (skipped: only in npm run test:full)';
