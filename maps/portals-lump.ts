// Writes the PORTALS lump, Toom.ts's own text format: one line per portal pair,
//   portal <linedef A> <linedef B> [flags]
// with linedef indices in decimal, '#' starting a comment, blank lines ignored. The front side of A
// is linked to the front side of B (A's v1 meets B's v2, A's v2 meets B's v1) and, unless the flag
// `oneway` is given, B's front back to A's.

/** Flag words the writer knows. `oneway`: only A → B. */
export const PORTAL_FLAG_WORDS: readonly string[] = ['oneway'];
export type PortalFlag = 'oneway';

export interface PortalLine {
  a: number;
  b: number;
  flags: readonly string[];
  nameA?: string;
  nameB?: string;
}

export function formatPortalsText(mapName: string, portals: readonly PortalLine[]): string {
  const lines = [
    `# PORTALS for ${mapName} (Toom.ts): portal <linedef A> <linedef B> [oneway]`,
    '# The front side of A is linked to the front side of B (A.v1 meets B.v2); both ways unless oneway.',
  ];
  for (const p of portals) {
    for (const f of p.flags) if (!PORTAL_FLAG_WORDS.includes(f)) throw new Error(`PORTALS: unknown flag ${JSON.stringify(f)}`);
    const body = `portal ${p.a} ${p.b}${p.flags.length ? ' ' + p.flags.join(' ') : ''}`;
    lines.push(p.nameA && p.nameB ? `${body}  # ${p.nameA} -> ${p.nameB}` : body);
  }
  return lines.join('\n') + '\n';
}

export function formatPortalsLump(m: { name: string; portals: readonly PortalLine[] }): Uint8Array {
  const text = formatPortalsText(m.name, m.portals);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7e) throw new Error(`PORTALS text must be ASCII: ${JSON.stringify(text[i])}`);
    out[i] = c;
  }
  return out;
}
