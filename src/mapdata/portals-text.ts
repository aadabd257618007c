// The PORTALS lump, Toom.ts's own plain-text format, read and written in this one place:
//   portal <linedef A> <linedef B> [oneway]   # comment
// one line per pair, linedef indices in decimal, '#' starts a comment, blank lines are ignored. The
// front side of A is linked to the front side of B (A's v1 meets B's v2) and, unless `oneway`, back.
import { MapError } from '../errors.js';

/** The flag words the format knows. `oneway`: only A → B. */
export const PORTAL_FLAGS = ['oneway'] as const;
export type PortalFlag = (typeof PORTAL_FLAGS)[number];

export interface PortalDef {
  lineA: number;
  lineB: number;
  flags: string[];
  /** 1-based line of the lump text, 0 for Hexen specials, NEW_PORTAL for a pair being added (in no
   *  lump yet: `toom portal add`, the page's links). */
  sourceLine: number;
}

/** The sourceLine of a pair in no lump yet. */
export const NEW_PORTAL = -1;

/** Where a definition comes from, for messages: "PORTALS line 3", "Line_SetPortal", or "portal 4 7"
 *  for a pair being added. */
export function portalOrigin(d: PortalDef): string {
  return d.sourceLine > 0 ? `PORTALS line ${d.sourceLine}` : d.sourceLine === 0 ? 'Line_SetPortal' : `portal ${d.lineA} ${d.lineB}`;
}

/** One portal line to write: the pair, its flags and an optional trailing comment. */
export interface PortalLine {
  lineA: number;
  lineB: number;
  flags: readonly string[];
  comment?: string;
}

/** The most portal lines a PORTALS lump may declare; more is a MapError (a cost bound on hostile input). */
export const MAX_PORTAL_LINES = 8192;
/** How much of a bad PORTALS line an error message quotes. */
const QUOTE_MAX = 80;

/** Parses PORTALS text. Syntax errors throw MapError naming the file, the map and the lump line. */
export function parsePortalsText(text: string, file: string, map: string): PortalDef[] {
  const out: PortalDef[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/#.*/, '').trim();
    if (!raw) continue;
    const bad = (why: string) => {
      const t = lines[i].trim();
      const quoted = t.length > QUOTE_MAX ? `${JSON.stringify(t.slice(0, QUOTE_MAX))}… (${t.length} characters)` : JSON.stringify(t);
      return new MapError(file, map, `PORTALS line ${i + 1}: ${why}: ${quoted}`);
    };
    if (out.length >= MAX_PORTAL_LINES) throw bad(`more than ${MAX_PORTAL_LINES} portals declared; refused`);
    const w = raw.split(/\s+/);
    if (w[0].toLowerCase() !== 'portal') throw bad('expected "portal <linedef A> <linedef B> [flags]"');
    if (w.length < 3) throw bad('a portal needs two linedef numbers');
    const a = Number(w[1]), b = Number(w[2]);
    if (!Number.isInteger(a) || a < 0 || !Number.isInteger(b) || b < 0) throw bad('linedef numbers must be non-negative integers');
    const flags = w.slice(3).map((f) => f.toLowerCase());
    for (const f of flags) if (!isPortalFlag(f)) throw bad(`unknown flag ${JSON.stringify(f)} (known: ${PORTAL_FLAGS.join(', ')})`);
    out.push({ lineA: a, lineB: b, flags, sourceLine: i + 1 });
  }
  return out;
}

export function isPortalFlag(word: string): word is PortalFlag {
  return (PORTAL_FLAGS as readonly string[]).includes(word);
}

/** `portal A B [flags]` (and `  # comment`): one line of the lump, without its newline. */
export function formatPortalLine(p: PortalLine): string {
  for (const f of p.flags) if (!isPortalFlag(f)) throw new Error(`PORTALS: unknown flag ${JSON.stringify(f)} (known: ${PORTAL_FLAGS.join(', ')})`);
  const body = `portal ${p.lineA} ${p.lineB}${p.flags.length ? ' ' + p.flags.join(' ') : ''}`;
  return p.comment ? `${body}  # ${p.comment}` : body;
}

/** The lump's text: `# ` comment lines for the header, then one line per portal, each ending in '\n'. */
export function formatPortalsText(portals: readonly PortalLine[], header: readonly string[] = []): string {
  const lines = [...header.map((h) => `# ${h}`), ...portals.map(formatPortalLine)];
  return lines.map((l) => l + '\n').join('');
}

/** The lump's bytes: the text in Latin-1, as decodeMap reads it back. */
export function portalsLump(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0xff) throw new Error(`PORTALS text must be Latin-1: ${JSON.stringify(text[i])}`);
    out[i] = c;
  }
  return out;
}
