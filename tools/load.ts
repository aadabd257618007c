// Reads WAD files from disk into a WadStack (IWAD first, then PWADs in order), with typed errors.
import { constants, existsSync, openSync, fstatSync, readSync, closeSync } from 'node:fs';
import { basename, join, dirname, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WadError } from '../src/errors.js';
import { WadStack } from '../src/wad/wad-stack.js';
import { MAX_DEHACKED_BYTES, defsForStack, type PatchFile, type StackDefs } from '../src/defs/load-defs.js';
import { writeOutputFile, type OutputInput } from './safe-output.js';

/** The largest file read as a WAD (the biggest IWADs are under 50 MB; megawads with music a few hundred). */
export const MAX_WAD_FILE_BYTES = 1 << 30;

/**
 * Opens `path` for reading: only a regular file (a FIFO, a device such as /dev/zero or a directory is
 * a WadError naming it as a `kind` file, never a block or a runaway read). Returns the descriptor
 * (the caller closes it) and the size stat'ed.
 */
export function openRegularFile(path: string, kind: string): { fd: number; size: number } {
  let fd = -1;
  // O_NONBLOCK: opening a FIFO without a writer must not block; regular files ignore the flag.
  try { fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK); } catch (e) { throw new WadError(path, 'file', `cannot read: ${code(e)}`); }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new WadError(path, 'file', `is a directory, not a ${kind} file`);
    if (!st.isFile()) throw new WadError(path, 'file', `is not a regular file (${st.isFIFO() ? 'a FIFO' : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : st.isSocket() ? 'a socket' : 'special'}); a ${kind} must be a regular file`);
    return { fd, size: st.size };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/** Reads up to `bytes.length` bytes at `at` (fewer only at the end of the file); errors name `path`. */
export function readAt(fd: number, path: string, bytes: Uint8Array, at: number): number {
  let n = 0;
  while (n < bytes.length) {
    let k: number;
    try { k = readSync(fd, bytes, n, bytes.length - n, at + n); } catch (e) { throw new WadError(path, 'file', `cannot read: ${code(e)}`); }
    if (k === 0) break;
    n += k;
  }
  return n;
}

/**
 * Reads a regular file of at most `maxBytes` whole (`kind` names it in errors: "WAD", "demo"), exactly
 * the size stat'ed: a file that shrinks while being read is an error, not a short read.
 */
export function readRegularFile(path: string, kind: string, maxBytes: number): Uint8Array {
  const { fd, size } = openRegularFile(path, kind);
  try {
    if (size > maxBytes) throw new WadError(path, 'file', `${size} bytes is more than the ${maxBytes} bytes read as a ${kind}`);
    const bytes = new Uint8Array(size);
    const n = readAt(fd, path, bytes, 0);
    if (n < size) throw new WadError(path, 'file', `shrank while being read (${n} of ${size} bytes)`);
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a WAD file: only a regular file (a FIFO, a device such as /dev/zero or a directory is a
 * WadError, never a block or a runaway read), at most MAX_WAD_FILE_BYTES, exactly the size stat'ed.
 */
export function readWadFile(path: string): { name: string; bytes: Uint8Array } {
  return { name: basename(path), bytes: readRegularFile(path, 'WAD', MAX_WAD_FILE_BYTES) };
}

function code(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
}

/** The inputs of a command that reads --iwad and --file, for the output checks. */
export function wadInputs(iwad: string | undefined, pwads: readonly string[]): OutputInput[] {
  return [...(iwad !== undefined ? [{ path: iwad, option: '--iwad' }] : []), ...pwads.map((p) => ({ path: p, option: '--file' }))];
}

export function loadStack(iwad: string, pwads: readonly string[] = []): WadStack {
  return WadStack.fromBuffers([iwad, ...pwads].map(readWadFile));
}

/**
 * The definitions of `stack` (src/defs): its DEHACKED lumps in load order, then the patch files of
 * --deh in order (.deh or .bex, at most MAX_DEHACKED_BYTES each: a bigger or unreadable file is a
 * WadError naming it). A file's INCLUDE names a lump of the stack or a file beside it.
 */
export function loadDefs(stack: WadStack, dehPaths: readonly string[] = []): StackDefs {
  const read = (path: string): PatchFile => ({ name: path, bytes: readRegularFile(path, 'DEHACKED patch', MAX_DEHACKED_BYTES) });
  const files = new Set(dehPaths);
  return defsForStack(stack, {
    patches: dehPaths.map(read),
    includeFile: (name, from) => {
      if (!files.has(from)) return null; // a lump includes lumps only
      const path = isAbsolute(name) ? name : join(dirname(from), name);
      if (!existsSync(path)) return null;
      files.add(path);
      return read(path);
    },
  });
}

/** The project root (dist/ or tools/ lives one level below it). */
export function projectRoot(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..');
}

export const FREEDOOM_DIR = '/usr/share/games/doom';

/** The IWAD to use when none is given: the built-in demo WAD, else the first IWAD in wad/ or the system folder. */
export function defaultIwad(): string {
  const root = projectRoot();
  const candidates = [join(root, 'wad/toom-demo.wad'), join(FREEDOOM_DIR, 'freedoom1.wad'), join(FREEDOOM_DIR, 'freedoom2.wad')];
  for (const c of candidates) if (existsSync(c)) return c;
  throw new WadError('(none)', 'iwad', 'no IWAD given (--iwad) and no default found: run `npm install` to build wad/toom-demo.wad');
}

/**
 * Writes an output file safely (see safe-output.ts): never over one of `inputs`, through a temporary
 * file renamed into place; a failure (missing folder, no permission, full disk) is a WadError naming it.
 */
export function writeOutput(path: string, data: Uint8Array, inputs: readonly OutputInput[] = [], mkdir = false): void {
  writeOutputFile(path, data, { inputs, mkdir });
}
