// A helper for the server's race tests: swaps two names atomically (renameat2 RENAME_EXCHANGE) in a
// loop, and makes FIFOs. Node has neither call, so it is tests/web/swap-names.c compiled at test time
// with `cc`, or else the same loop in python3 through ctypes; `swapper()` says why when neither works
// (then the race tests skip with that reason).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface Swapper {
  /** How the swaps are made ('cc' or 'python3'). */
  readonly how: string;
  /** Exchanges `a` and `b` for `seconds` (256 times at least, a multiple of 256: they end as they
   *  began); resolves to the count. */
  exchange(a: string, b: string, seconds: number): Promise<number>;
  /** Makes a FIFO at `path`. */
  mkfifo(path: string): void;
}

const PYTHON = String.raw`
import ctypes, os, sys, time
libc = ctypes.CDLL(None, use_errno=True)
AT_FDCWD, RENAME_EXCHANGE = -100, 2
NR = {'x86_64': 316, 'aarch64': 276, 'riscv64': 276, 'i686': 353, 'armv7l': 382}.get(os.uname().machine)
def exchange(a, b):
    if hasattr(libc, 'renameat2'):
        r = libc.renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE)
    elif NR is not None:
        r = libc.syscall(NR, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE)
    else:
        sys.exit('renameat2: unknown syscall number on ' + os.uname().machine)
    if r != 0:
        sys.exit('renameat2: ' + os.strerror(ctypes.get_errno()))
if sys.argv[1] == '--mkfifo':
    os.mkfifo(sys.argv[2], 0o644)
    sys.exit(0)
a, b = sys.argv[1].encode(), sys.argv[2].encode()
until, n = time.monotonic() + float(sys.argv[3]), 0
while True:
    exchange(a, b)
    n += 1
    if n % 256 == 0 and time.monotonic() >= until:
        break
print(n)
`;

/** A working swapper using `workDir` for its binary and probe files, or why there is none. */
export function swapper(workDir: string): Swapper | string {
  const tries: string[] = [];
  let cmd: string[] | null = null, how = '';
  const bin = join(workDir, 'swap-names');
  const cc = spawnSync('cc', ['-O2', '-o', bin, join(__dirname, 'swap-names.c')], { encoding: 'utf8' });
  if (cc.status === 0 && existsSync(bin)) { cmd = [bin]; how = 'cc'; } else tries.push(cc.error ? 'no cc' : `cc failed: ${cc.stderr.trim().split('\n')[0]}`);
  if (!cmd) {
    const py = join(workDir, 'swap-names.py');
    writeFileSync(py, PYTHON);
    const r = spawnSync('python3', ['-c', 'import ctypes'], { encoding: 'utf8' });
    if (r.status === 0) { cmd = ['python3', py]; how = 'python3'; } else tries.push(r.error ? 'no python3' : 'python3 without ctypes');
  }
  if (!cmd) return `no renameat2 helper: ${tries.join(', ')}`;
  const [exe, ...pre] = cmd;
  // One exchange on this file system, to see that it supports RENAME_EXCHANGE.
  const a = join(workDir, 'probe-a'), b = join(workDir, 'probe-b');
  writeFileSync(a, 'a');
  writeFileSync(b, 'b');
  const probe = spawnSync(exe, [...pre, a, b, '0'], { encoding: 'utf8' });
  const ok = probe.status === 0 && readFileSync(a, 'utf8') === 'a' && readFileSync(b, 'utf8') === 'b';
  rmSync(a, { force: true });
  rmSync(b, { force: true });
  if (!ok) return `renameat2 RENAME_EXCHANGE does not work here (${how}): ${(probe.stderr || String(probe.error)).trim()}`;
  return {
    how,
    exchange: (x, y, seconds) => new Promise((resolve, reject) => {
      const child = spawn(exe, [...pre, x, y, String(seconds)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '', err = '';
      child.stdout.on('data', (c: Buffer) => { out += c; });
      child.stderr.on('data', (c: Buffer) => { err += c; });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`swap-names exited ${code}: ${err}`))));
    }),
    mkfifo: (path) => {
      const r = spawnSync(exe, [...pre, '--mkfifo', path], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`mkfifo ${path}: ${r.stderr}`);
    },
  };
}
