// Watchdogs against runaway work (a quadratic loop, an amplification, a hang) that do not time the
// machine: they read this process's own CPU time (process.cpuUsage: user + system, every thread of
// the process), which the other work on a shared machine does not add to, where wall time stretches
// with the load (a test that took 23 s quiet took 140 s beside other work on 2 cores). CPU time still
// grows a little under load (caches and cores shared), so each limit keeps a margin of 4× or more over
// what the work costs quiet, and stays far under what the runaway case it guards against would cost.

/** `fn`'s result and the CPU milliseconds this process spent running it. */
export function cpuTimed<T>(fn: () => T): [T, number] {
  const u0 = process.cpuUsage();
  const value = fn();
  const u = process.cpuUsage(u0);
  return [value, (u.user + u.system) / 1000];
}

/** The CPU milliseconds this process spent running `fn`. */
export function cpuMs(fn: () => void): number {
  return cpuTimed(fn)[1];
}

/** This process's CPU time so far in milliseconds: a clock that runs only while the process runs. */
export function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
