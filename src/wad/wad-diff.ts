// Whether two versions of a WAD stack differ only in some lumps (the page's live reload keeps the
// living world when a rewritten WAD changed nothing but its PORTALS lumps).
import { parseWad } from './wad-file.js';

/** One file of a stack: its name and bytes. */
export interface StackFile { name: string; bytes: Uint8Array }

/**
 * True when `b` is `a` with at most the lumps named in `only` changed: the same files in the same
 * order, each byte-identical, or with the same directory (names, in order, and kind) whose other lumps
 * hold the same bytes. A file that does not parse counts as a difference (never throws).
 */
export function differsOnlyIn(a: readonly StackFile[], b: readonly StackFile[], only: ReadonlySet<string>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i], y = b[i];
    if (x.name !== y.name) return false;
    if (sameBytes(x.bytes, y.bytes)) continue;
    let wx, wy;
    try {
      wx = parseWad(x.bytes, x.name);
      wy = parseWad(y.bytes, y.name);
    } catch {
      return false;
    }
    if (wx.kind !== wy.kind || wx.lumps.length !== wy.lumps.length) return false;
    for (let k = 0; k < wx.lumps.length; k++) {
      const lx = wx.lumps[k], ly = wy.lumps[k];
      if (lx.name !== ly.name) return false;
      if (!only.has(lx.name) && !sameBytes(lx.data, ly.data)) return false;
    }
  }
  return true;
}

function sameBytes(x: Uint8Array, y: Uint8Array): boolean {
  if (x === y) return true;
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}
