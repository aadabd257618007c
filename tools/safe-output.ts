// Safe output files for the CLI, the build and the bench: an output never replaces one of the
// command's inputs (compared by device and inode, so symlinks and hard links count), and is written
// to a temporary file in the same folder, flushed and renamed into place, so a crash, `kill -9` or
// a full disk mid-write leaves the old file intact. A temporary file left by a killed run is removed
// by the next write to the same output. Read-modify-write outputs (`portal add`) hold a lock file.
// An existing output that is read-only (no write bit, or not writable by this user) is refused, not
// replaced: the rename would replace it regardless of its mode.
import {
  accessSync, closeSync, constants, fchmodSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, realpathSync, renameSync,
  statSync, lstatSync, unlinkSync, writeSync, type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { WadError } from '../src/errors.js';

export interface OutputInput {
  /** The path as given. */
  path: string;
  /** The option that named it: `--iwad`, `--file`. */
  option: string;
}

const TMP_SUFFIX = '.toom-tmp';

function errCode(e: unknown): string {
  return (e as NodeJS.ErrnoException)?.code ?? (e as Error)?.message ?? String(e);
}

function statOrNull(path: string): Stats | null {
  try { return statSync(path); } catch { return null; }
}

/**
 * Refuses (WadError, exit 2) when `out` is one of `inputs`: the same device and inode, so a symlink
 * or a hard link to an input is refused too. An output that does not exist yet is no input. A
 * directory as output is refused here too, so commands can check before doing their work.
 */
export function checkNotInput(out: string, inputs: readonly OutputInput[]): void {
  const o = statOrNull(out);
  if (!o) return;
  if (o.isDirectory()) throw new WadError(out, 'output', 'is a directory, not a file');
  checkWritable(out, o);
  for (const i of inputs) {
    const s = statOrNull(i.path);
    if (s && s.dev === o.dev && s.ino === o.ino) {
      throw new WadError(out, 'output', `is the same file as the input ${i.path} (${i.option}); refusing to write over an input`);
    }
  }
}

/**
 * Refuses (WadError) to replace an existing output that is read-only: one with no write bit at all
 * (checked on the mode, so root, whom the kernel lets write anything, is refused too) or one this
 * user may not write (access(2)). The atomic rename would replace either without asking.
 */
function checkWritable(out: string, st: Stats): void {
  if (!st.isFile()) return;
  const mode = `mode ${(st.mode & 0o7777).toString(8).padStart(4, '0')}`;
  if ((st.mode & 0o222) === 0) throw new WadError(out, 'output', `is read-only (${mode}); refusing to replace it`);
  try { accessSync(out, constants.W_OK); } catch (e) {
    throw new WadError(out, 'output', `is not writable by this user (${mode}, ${errCode(e)}); refusing to replace it`);
  }
}

/** Where the bytes really go: a symlink's target (so the link stays a link), else the path itself. */
function realTarget(out: string): string {
  try {
    if (lstatSync(out).isSymbolicLink()) return realpathSync(out);
  } catch { /* dangling link or no file: write the path itself */ }
  return resolve(out);
}

function pidAlive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch (e) { return errCode(e) === 'EPERM'; }
}

/** Removes temporary files of `target` left behind by runs that were killed mid-write. */
function removeStaleTemps(target: string): void {
  const dir = dirname(target), prefix = `.${basename(target)}.`;
  let names: string[];
  try { names = readdirSync(dir); } catch { return; }
  for (const n of names) {
    if (!n.startsWith(prefix) || !n.endsWith(TMP_SUFFIX)) continue;
    const pid = Number(n.slice(prefix.length, -TMP_SUFFIX.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !pidAlive(pid)) {
      try { unlinkSync(join(dir, n)); } catch { /* another run removed it */ }
    }
  }
}

export interface WriteOptions {
  /** The command's inputs: writing over one of them is refused. */
  inputs?: readonly OutputInput[];
  /** Create the output's folder when missing. */
  mkdir?: boolean;
}

/** An output written piece by piece: to a temporary file, renamed into place by commit(). */
export interface OutputStream {
  /** Appends text or bytes (buffered; a failure is a WadError naming the output, the temporary file removed). */
  write(data: Uint8Array | string): void;
  /** Flushes, syncs and renames the temporary file into place. */
  commit(): void;
  /** Removes the temporary file; the old output stays as it was. */
  abort(): void;
}

const STREAM_BUFFER = 1 << 20;

/**
 * Opens `out` for writing in pieces (for outputs too large to hold, such as `play --trace`): the
 * same checks and guarantees as writeOutputFile, the bytes going to a temporary file in the same
 * folder until commit() renames it into place. A failure or abort() leaves the old file intact.
 */
export function openOutputStream(out: string, opts: WriteOptions = {}): OutputStream {
  if (opts.inputs) checkNotInput(out, opts.inputs);
  const target = realTarget(out);
  const fail = (problem: string) => new WadError(out, 'output', problem);
  const existing = statOrNull(target);
  if (existing?.isDirectory()) throw fail('is a directory, not a file');
  if (existing && !existing.isFile()) throw fail('is not a regular file');
  if (existing) checkWritable(out, existing);
  if (opts.mkdir) {
    try { mkdirSync(dirname(target), { recursive: true }); } catch (e) { throw fail(`cannot create its folder: ${errCode(e)}`); }
  }
  removeStaleTemps(target);
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}-${Math.random().toString(36).slice(2, 8)}${TMP_SUFFIX}`);
  let fd = -1;
  const pending: (Uint8Array | string)[] = [];
  let pendingBytes = 0;
  const abort = () => {
    if (fd >= 0) try { closeSync(fd); } catch { /* already failing */ }
    fd = -2;
    try { unlinkSync(tmp); } catch { /* never created */ }
  };
  const guard = (fn: () => void) => {
    try { fn(); } catch (e) { abort(); throw fail(`cannot write: ${errCode(e)}`); }
  };
  const flush = () => {
    if (pending.length === 0) return;
    const one = pending.length === 1 ? pending[0] : null;
    const bytes = one instanceof Uint8Array ? one : Buffer.concat(pending.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
    pending.length = 0;
    pendingBytes = 0;
    let at = 0;
    while (at < bytes.length) at += writeSync(fd, bytes, at, Math.min(bytes.length - at, 1 << 24));
  };
  guard(() => {
    fd = openSync(tmp, 'wx', 0o666);
    if (existing) fchmodSync(fd, existing.mode & 0o7777);
  });
  return {
    write(data) {
      if (fd < 0) throw fail('written after it was closed');
      pending.push(data);
      pendingBytes += data.length;
      if (pendingBytes >= STREAM_BUFFER) guard(flush);
    },
    commit() {
      if (fd < 0) throw fail('written after it was closed');
      guard(() => {
        flush();
        fsyncSync(fd);
        closeSync(fd);
        fd = -1;
        renameSync(tmp, target);
      });
      fd = -2;
    },
    abort,
  };
}

/**
 * Writes `data` to `out` through a temporary file in the same folder, renamed into place. Every
 * failure (a directory as output, a read-only or missing folder, a full disk) is a WadError naming
 * the output, and leaves the old file as it was and no temporary file behind.
 */
export function writeOutputFile(out: string, data: Uint8Array | string, opts: WriteOptions = {}): void {
  const s = openOutputStream(out, opts);
  s.write(data);
  s.commit();
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
function sleepMs(ms: number): void {
  Atomics.wait(sleepCell, 0, 0, ms);
}

/**
 * Runs `fn` holding `<out>.lock` (created exclusively, holding our pid). Another holder is waited
 * for up to `timeoutMs`; a lock whose process is gone is taken over. So two `portal add` runs on
 * one output take turns: the second re-reads what the first wrote and adds to it.
 */
export function withOutputLock<T>(out: string, fn: () => T, timeoutMs = 30_000): T {
  const lock = `${realTarget(out)}.lock`;
  const deadline = Date.now() + timeoutMs;
  let fd = -1;
  for (;;) {
    try {
      fd = openSync(lock, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      break;
    } catch (e) {
      if (errCode(e) !== 'EEXIST') throw new WadError(out, 'output', `cannot create the lock file ${lock}: ${errCode(e)}`);
      let holder = NaN;
      try { holder = Number(readFileSync(lock, 'utf8').trim()); } catch { continue; /* just released */ }
      const age = Date.now() - (statOrNull(lock)?.mtimeMs ?? Date.now());
      // A lock whose writer died (or one still empty after a second: its writer died between open and write).
      const known = Number.isInteger(holder) && holder > 0;
      if ((known && !pidAlive(holder)) || (!known && age > 1000)) {
        try { unlinkSync(lock); } catch { /* someone else took it over */ }
        continue;
      }
      if (Date.now() > deadline) throw new WadError(out, 'output', `locked by process ${holder} (${lock}) for more than ${timeoutMs / 1000} s`);
      sleepMs(10 + Math.random() * 20);
    }
  }
  try {
    return fn();
  } finally {
    try { closeSync(fd); } catch { /* closed */ }
    try { unlinkSync(lock); } catch { /* removed */ }
  }
}
