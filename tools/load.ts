// Reads WAD files from disk into a WadStack (IWAD first, then PWADs in order), with typed errors.
import { constants, existsSync, openSync, fstatSync, readSync, closeSync } from 'node:fs';
import { basename, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WadError } from '../src/errors.js';
import { WadStack } from '../src/wad/wad-stack.js';
import { writeOutputFile, type OutputInput } from './safe-output.js';

/** The largest file read as a WAD (the biggest IWADs are under 50 MB; megawads with music a few hundred). */
export const MAX_WAD_FILE_BYTES = 1 << 30;

/**
 * Reads a WAD file: only a regular file (a FIFO, a device such as /dev/zero or a directory is a
 * WadError, never a block or a runaway read), at most MAX_WAD_FILE_BYTES, exactly the size stat'ed.
 */
export function readWadFile(path: string): { name: string; bytes: Uint8Array } {
  let fd = -1;
  try {
    // O_NONBLOCK: opening a FIFO without a writer must not block; regular files ignore the flag.
    try { fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK); } catch (e) { throw new WadError(path, 'file', `cannot read: ${code(e)}`); }
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new WadError(path, 'file', 'is a directory, not a WAD file');
    if (!st.isFile()) throw new WadError(path, 'file', `is not a regular file (${st.isFIFO() ? 'a FIFO' : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : st.isSocket() ? 'a socket' : 'special'}); a WAD must be a regular file`);
    if (st.size > MAX_WAD_FILE_BYTES) throw new WadError(path, 'file', `${st.size} bytes is more than the ${MAX_WAD_FILE_BYTES} bytes read as a WAD`);
    const bytes = new Uint8Array(st.size);
    let at = 0;
    while (at < bytes.length) {
      let n: number;
      try { n = readSync(fd, bytes, at, bytes.length - at, at); } catch (e) { throw new WadError(path, 'file', `cannot read: ${code(e)}`); }
      if (n === 0) throw new WadError(path, 'file', `shrank while being read (${at} of ${st.size} bytes)`);
      at += n;
    }
    return { name: basename(path), bytes };
  } finally {
    if (fd >= 0) closeSync(fd);
  }
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
