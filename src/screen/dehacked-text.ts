// The strings a DEHACKED lump gives the screens between maps: its BEX [STRINGS] section (Freedoom
// ships one) read as Chocolate Doom reads it — KEY = value, a value going on over lines that end
// in a backslash (the next line's indentation dropped), "\n" a line break, a blank line ending
// the section, '#' lines comments — and its classic "Text <from> <to>" blocks (an exact
// replacement of one string by another, used for lump and flat names). Only strings are read: the
// rest of the patch (things, frames, par times) is not this module's business.
import type { WadStack } from '../wad/wad-stack.js';

export interface DehackedText {
  /** BEX mnemonic (upper case: E1TEXT, C1TEXT, HUSTR_E1M1, BGFLATE1, …) → replacement. */
  readonly strings: ReadonlyMap<string, string>;
  /** Classic Text blocks: the original string → its replacement. */
  readonly texts: ReadonlyMap<string, string>;
}

export const NO_DEHACKED: DehackedText = { strings: new Map(), texts: new Map() };

/** DEHACKED's sections other than Text and [STRINGS] (upper case). */
const OTHER_SECTIONS: ReadonlySet<string> = new Set(['THING', 'FRAME', 'POINTER', 'SOUND', 'AMMO', 'WEAPON', 'CHEAT', 'MISC', 'SPRITE', '[CODEPTR]']);

/** Reads the [STRINGS] assignments and Text blocks of a DEHACKED patch. Never throws. */
export function parseDehackedText(source: string): DehackedText {
  const strings = new Map<string, string>(), texts = new Map<string, string>();
  const src = source.replace(/\r\n?/g, '\n');
  let pos = 0;
  let section: 'none' | 'strings' | 'other' = 'none';
  /** One logical line; in [STRINGS], with DEHACKED's extended escapes. */
  const readLine = (extended: boolean): string | null => {
    if (pos >= src.length) return null;
    let out = '';
    let escaped = false;
    while (pos < src.length) {
      let c = src[pos++];
      if (extended && c === '\\' && pos < src.length) {
        const d = src[pos];
        if (d === 'n') { pos++; out += '\n'; continue; }
        if (d === '\n') { pos++; escaped = true; continue; }
      }
      if (escaped && c !== '\n' && /\s/.test(c)) continue;
      escaped = false;
      if (c === '\n') break;
      if (c === '\0') c = '';
      out += c;
    }
    return out;
  };
  for (;;) {
    const raw = readLine(section === 'strings');
    if (raw === null) break;
    const line = raw.replace(/^\s+/, '');
    if (line.startsWith('#')) continue;
    if (line.trim() === '') { section = 'none'; continue; }
    if (section === 'strings') {
      const eq = line.indexOf('=');
      if (eq > 0) strings.set(line.slice(0, eq).trim().toUpperCase(), line.slice(eq + 1).trim());
      continue;
    }
    if (section === 'other') continue;
    const word = /^\S+/.exec(line)?.[0] ?? '';
    if (word.toUpperCase() === '[STRINGS]') { section = 'strings'; continue; }
    const t = /^Text\s+(\d+)\s+(\d+)/i.exec(line);
    if (t) {
      // The two strings follow the header line back to back (line breaks count as characters).
      const from = Number(t[1]), to = Number(t[2]);
      const body = src.slice(pos, pos + from + to);
      if (body.length === from + to) texts.set(body.slice(0, from), body.slice(from));
      pos += body.length;
      // The rest of that line (usually nothing) belongs to the block.
      const nl = src.indexOf('\n', pos);
      pos = nl < 0 ? src.length : nl + 1;
      continue;
    }
    // A section of the patch that is not about strings runs to the next blank line; any other
    // line outside a section is skipped alone (as Chocolate Doom skips unknown section names).
    if (OTHER_SECTIONS.has(word.toUpperCase())) section = 'other';
  }
  return { strings, texts };
}

/** The most of a DEHACKED lump read for its strings: real patches are tens of KB (Freedoom's are
 *  under 100 KB); a huge lump must not cost seconds and gigabytes when a map ends. */
export const MAX_DEHACKED_BYTES = 1 << 20;

/** The DEHACKED lump of a WAD stack (the top one), parsed (its first MAX_DEHACKED_BYTES); NO_DEHACKED
 *  when there is none. */
export function dehackedOf(stack: WadStack): DehackedText {
  const lump = stack.find('DEHACKED');
  if (!lump) return NO_DEHACKED;
  const d = lump.data.subarray(0, MAX_DEHACKED_BYTES);
  // Bytes as Latin-1 characters, a chunk at a time.
  const parts: string[] = [];
  for (let i = 0; i < d.length; i += 8192) parts.push(String.fromCharCode.apply(null, Array.from(d.subarray(i, i + 8192))));
  return parseDehackedText(parts.join(''));
}
