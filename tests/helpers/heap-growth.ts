// The measurement every no-allocation harness makes (run in a child `node --expose-gc`): warm the
// loop up, then take the least heap growth of up to eight runs of it.
//
// Warm-up: the loop function itself is optimized (and on-stack replaced) on its third and fourth
// calls, which allocates code objects (16–20 KB, late on a loaded machine, when only two warm-up
// calls were made); after four calls only the loop's own work is measured. The least growth of up
// to eight windows, stopping at one under `enough` (4 KB unless the caller's bound is looser: a
// quarter of it): a real per-iteration allocation (16 bytes an iteration is 16 KB over 1,000) shows
// in every window, while late JIT work — code objects installed while other processes load the
// machine, as in the full test suite — shows in some only.

/** Heap bytes the least-growing of up to `windows` runs of `run` (eight unless asked) added, after
 *  four warm-up runs; stops at the first run that added less than `enough`. */
export function leastHeapGrowth(run: () => void, enough = 4096, windows = 8): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('leastHeapGrowth needs node --expose-gc');
  for (let k = 0; k < 4; k++) run();
  let growth = Infinity;
  for (let k = 0; k < windows && growth >= enough; k++) {
    gc(); gc();
    const before = process.memoryUsage().heapUsed;
    run();
    growth = Math.min(growth, process.memoryUsage().heapUsed - before);
  }
  return growth;
}
