// The definitions of a WAD stack: DOOM's own, then every DEHACKED lump of the stack in load order
// (the IWAD's first — Freedoom's, as Chocolate Doom applies it — then each PWAD's), then the patch
// files given on the command line (--deh, in order). Read once per stack; DOOM_DEFS itself when
// there is nothing to apply.
import type { WadStack } from '../wad/wad-stack.js';
import { DOOM_DEFS, type Defs } from './defs.js';
import { applyDehacked, patchText, type IncludedPatch } from './dehacked.js';
import { readStackMapInfo } from './umapinfo.js';

/** The most of a DEHACKED lump or patch file read: real patches are tens of KB (Freedoom's are under
 *  100 KB); a huge one must not cost seconds and gigabytes. */
export const MAX_DEHACKED_BYTES = 1 << 20;

/** A patch given apart from the stack (a .deh or .bex file): its name for messages and its bytes. */
export interface PatchFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface StackDefs {
  readonly defs: Defs;
  /** Problems met (lump or file, line, what), for the front ends to show. */
  readonly warnings: string[];
  /** The patches applied, in order ("freedoom1.wad DEHACKED", "mod.deh"). */
  readonly applied: string[];
}

export interface DefsOptions {
  /** Patch files applied after the stack's lumps. */
  patches?: readonly PatchFile[];
  /** Finds a file INCLUDEd by a patch file (null: none); lumps of the stack are found by name. */
  includeFile?: (name: string, from: string) => PatchFile | null;
}

function textOf(bytes: Uint8Array, name: string, warnings: string[]): string {
  if (bytes.length > MAX_DEHACKED_BYTES) {
    warnings.push(`${name}: ${bytes.length} bytes; only the first ${MAX_DEHACKED_BYTES} are read`);
  }
  return patchText(bytes.subarray(0, MAX_DEHACKED_BYTES));
}

/** The definitions of `stack` with its DEHACKED lumps (and `options.patches`) applied. */
export function defsForStack(stack: WadStack, options: DefsOptions = {}): StackDefs {
  const warnings: string[] = [], applied: string[] = [];
  const lumps: { name: string; data: Uint8Array }[] = [];
  for (const f of stack.files) {
    for (const l of f.lumps) if (l.name === 'DEHACKED') lumps.push({ name: `${f.fileName} DEHACKED`, data: l.data });
  }
  const patches = options.patches ?? [];
  const mapInfo = readStackMapInfo(stack, warnings);
  if (lumps.length === 0 && patches.length === 0 && mapInfo === null) return { defs: DOOM_DEFS, warnings, applied };
  const defs = DOOM_DEFS.clone();
  defs.mapInfo = mapInfo;
  // INCLUDE within the stack: a lump of that name (the top one), else a file beside the patch.
  const include = (name: string, from: string): IncludedPatch | null => {
    const lump = /^[A-Za-z0-9_[\]\\-]{1,8}$/.test(name) ? stack.find(name.toUpperCase()) : undefined;
    if (lump !== undefined) return { name: `${lump.file} ${lump.name}`, text: textOf(lump.data, `${lump.file} ${lump.name}`, warnings) };
    const file = options.includeFile?.(name, from) ?? null;
    return file === null ? null : { name: file.name, text: textOf(file.bytes, file.name, warnings) };
  };
  for (const l of lumps) {
    applyDehacked(defs, textOf(l.data, l.name, warnings), l.name, warnings, { include });
    applied.push(l.name);
  }
  for (const p of patches) {
    applyDehacked(defs, textOf(p.bytes, p.name, warnings), p.name, warnings, { include });
    applied.push(p.name);
  }
  defs.finish();
  return { defs, warnings, applied };
}

const cache = new WeakMap<WadStack, StackDefs>();

/** The definitions of `stack` with its own DEHACKED lumps (no patch files), read once per stack. */
export function defsOf(stack: WadStack): StackDefs {
  let d = cache.get(stack);
  if (d === undefined) {
    d = defsForStack(stack);
    cache.set(stack, d);
  }
  return d;
}

/** The definitions made by one patch's text over DOOM's own (for tests and tools). */
export function defsFromPatch(text: string, name = 'patch'): StackDefs {
  const warnings: string[] = [];
  const defs = DOOM_DEFS.clone();
  applyDehacked(defs, text, name, warnings);
  defs.finish();
  return { defs, warnings, applied: [name] };
}
