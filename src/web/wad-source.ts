// Where WAD bytes come from: the server's listings (/wad/, /iwad/) and files the user opens or drops.
// Files are ordered as DOOM layers them: the IWAD (by its header's magic) first, then the PWADs in
// the order given.
import { WadError } from '../errors.js';
import { writeWad } from '../wad/wad-writer.js';

export interface WadBytes {
  name: string;
  bytes: Uint8Array;
}

/** A WAD the server offers: its URL path and its header kind. */
export interface ServerWad {
  url: string;
  name: string;
  kind: 'IWAD' | 'PWAD' | 'unknown';
}

async function listing(dir: 'wad' | 'iwad'): Promise<ServerWad[]> {
  try {
    const r = await fetch(`/${dir}/`);
    if (!r.ok) return [];
    const list = (await r.json()) as { name: string; kind: ServerWad['kind'] }[];
    return list.map((e) => ({ url: `/${dir}/${encodeURIComponent(e.name)}`, name: e.name, kind: e.kind }));
  } catch {
    return [];
  }
}

/** The server's IWADs in preference order: wad/toom-demo.wad, other wad/ IWADs, then the system IWADs. */
export async function serverIwads(): Promise<ServerWad[]> {
  const [own, sys] = await Promise.all([listing('wad'), listing('iwad')]);
  const iwads = own.filter((w) => w.kind === 'IWAD');
  iwads.sort((a, b) => Number(b.name === 'toom-demo.wad') - Number(a.name === 'toom-demo.wad'));
  return [...iwads, ...sys.filter((w) => w.kind === 'IWAD')];
}

export async function fetchWad(w: ServerWad): Promise<WadBytes> {
  const r = await fetch(w.url);
  if (!r.ok) throw new WadError(w.name, 'file', `the server answered ${r.status} for ${w.url}`);
  return { name: w.name, bytes: new Uint8Array(await r.arrayBuffer()) };
}

function isIwad(b: Uint8Array): boolean {
  return b.length >= 4 && b[0] === 0x49 && b[1] === 0x57 && b[2] === 0x41 && b[3] === 0x44; // "IWAD"
}

/** A .deh or .bex file (DEHACKED / BEX patch), by its name. */
export function isPatchName(name: string): boolean {
  return /\.(deh|bex)$/i.test(name);
}

/** A patch's bytes as a PWAD holding them as its DEHACKED lump. */
export function patchWad(bytes: Uint8Array): Uint8Array {
  return writeWad('PWAD', [{ name: 'DEHACKED', data: bytes }]);
}

/** Reads the files and orders them: the first IWAD found, then every other file in the given order
 *  (a .deh/.bex patch as a PWAD of its DEHACKED lump). */
export async function readFiles(files: ArrayLike<File>): Promise<{ iwad: WadBytes | null; pwads: WadBytes[] }> {
  const all: WadBytes[] = [];
  for (let i = 0; i < files.length; i++) {
    const f = files[i];
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await f.arrayBuffer());
    } catch (e) {
      throw new WadError(f.name, 'file', `cannot read: ${(e as Error).message}`);
    }
    // A DEHACKED or BEX patch rides in the stack as a PWAD of one DEHACKED lump: it applies after
    // the WADs before it, in the order given (src/defs reads every DEHACKED lump in load order).
    all.push({ name: f.name, bytes: isPatchName(f.name) ? patchWad(bytes) : bytes });
  }
  const k = all.findIndex((w) => isIwad(w.bytes));
  const iwad = k >= 0 ? all[k] : null;
  return { iwad, pwads: all.filter((_, i) => i !== k) };
}
