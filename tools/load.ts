// Reads WAD files from disk into a WadStack (IWAD first, then PWADs in order), with typed errors.
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { basename, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WadError } from '../src/errors.js';
import { WadStack } from '../src/wad/wad-stack.js';

export function readWadFile(path: string): { name: string; bytes: Uint8Array } {
  let bytes: Uint8Array;
  try {
    const b = readFileSync(path);
    bytes = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  } catch (e) {
    throw new WadError(path, 'file', `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return { name: basename(path), bytes };
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

/** Writes an output file; a failure (missing folder, no permission) is reported like bad input, naming the file. */
export function writeOutput(path: string, data: Uint8Array): void {
  try {
    writeFileSync(path, data);
  } catch (e) {
    throw new WadError(path, 'output', `cannot write: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}
