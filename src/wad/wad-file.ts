// One WAD file: header (IWAD/PWAD), directory, lumps as views into the file's bytes.
import { WadError } from '../errors.js';

export type WadKind = 'IWAD' | 'PWAD';

export interface Lump {
  /** Upper-case lump name, at most 8 characters (ASCII a-z upper-cased; other bytes as Latin-1). */
  readonly name: string;
  /** The directory's 8 name bytes exactly as stored (writers copy these, byte for byte). */
  readonly rawName?: Uint8Array;
  /** The lump's bytes (a view into the file). */
  readonly data: Uint8Array;
  /** Position in its file's directory. */
  readonly index: number;
  /** The file the lump came from. */
  readonly file: string;
}

export interface WadFile {
  readonly fileName: string;
  readonly kind: WadKind;
  readonly lumps: readonly Lump[];
}

const HEADER_SIZE = 12;
/** The most directory entries read from one file (the biggest megawads hold tens of thousands). */
export const MAX_LUMPS = 1 << 20;
const DIR_ENTRY_SIZE = 16;

/**
 * Reads a lump name: up to 8 bytes, NUL-terminated, upper-cased as DOOM's toupper does in the C
 * locale (only a-z; every other byte stays itself, one character per byte, so a name never grows).
 */
export function readName(bytes: Uint8Array, offset: number): string {
  let s = '';
  for (let i = 0; i < 8; i++) {
    const c = bytes[offset + i];
    if (c === 0 || c === undefined) break;
    s += String.fromCharCode(c >= 0x61 && c <= 0x7a ? c - 32 : c);
  }
  return s;
}

export function parseWad(bytes: Uint8Array, fileName: string): WadFile {
  if (bytes.length < HEADER_SIZE) {
    throw new WadError(fileName, 'header', `truncated header: file is ${bytes.length} bytes, a WAD header needs ${HEADER_SIZE}`);
  }
  const magic = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (magic !== 'IWAD' && magic !== 'PWAD') {
    throw new WadError(fileName, 'header', `not a WAD file (magic ${JSON.stringify(magic)}, expected "IWAD" or "PWAD")`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const numLumps = view.getInt32(4, true);
  const dirOffset = view.getInt32(8, true);
  if (numLumps < 0) throw new WadError(fileName, 'header', `negative lump count ${numLumps}`);
  if (dirOffset < 0) throw new WadError(fileName, 'directory', `negative directory offset ${dirOffset}`);
  const maxLumps = Math.floor((bytes.length - HEADER_SIZE) / DIR_ENTRY_SIZE);
  if (numLumps > MAX_LUMPS) {
    throw new WadError(fileName, 'directory', `${numLumps} lumps is more than the ${MAX_LUMPS} a WAD may hold here`);
  }
  if (numLumps > maxLumps) {
    throw new WadError(fileName, 'directory', `absurd lump count ${numLumps}: a ${bytes.length}-byte file holds at most ${maxLumps} directory entries`);
  }
  if (dirOffset + numLumps * DIR_ENTRY_SIZE > bytes.length) {
    throw new WadError(
      fileName,
      'directory',
      `directory (offset ${dirOffset}, ${numLumps} entries) runs past the end of the ${bytes.length}-byte file`,
    );
  }
  const lumps: Lump[] = [];
  for (let i = 0; i < numLumps; i++) {
    const e = dirOffset + i * DIR_ENTRY_SIZE;
    const offset = view.getInt32(e, true);
    const size = view.getInt32(e + 4, true);
    const name = readName(bytes, e + 8);
    const label = `lump ${i} ${JSON.stringify(name)}`;
    if (size < 0) throw new WadError(fileName, label, `negative size ${size}`);
    if (offset < 0 || (size > 0 && offset + size > bytes.length)) {
      throw new WadError(fileName, label, `data (offset ${offset}, size ${size}) lies outside the ${bytes.length}-byte file`);
    }
    const data = size === 0 ? new Uint8Array(0) : bytes.subarray(offset, offset + size);
    lumps.push({ name, rawName: bytes.subarray(e + 8, e + 16), data, index: i, file: fileName });
  }
  return { fileName, kind: magic, lumps };
}
