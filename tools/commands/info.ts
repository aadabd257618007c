// `toom info`: what a WAD stack holds: kind, lumps, maps with their counts, assets.
import { Args } from '../args.js';
import { loadStack } from '../load.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import type { Command } from './command.js';
import type { WadStack } from '../../src/wad/wad-stack.js';
import { WadError } from '../../src/errors.js';
import { safeLine } from '../safe-text.js';
import { readStackMapInfo } from '../../src/defs/umapinfo.js';

function textureCount(stack: WadStack): number {
  let n = 0;
  for (const name of ['TEXTURE1', 'TEXTURE2']) {
    const l = stack.find(name);
    if (!l) continue;
    if (l.data.length < 4) throw new WadError(l.file, name, `truncated: ${l.data.length} bytes, the texture count needs 4`);
    n += new DataView(l.data.buffer, l.data.byteOffset, l.data.byteLength).getInt32(0, true);
  }
  return n;
}

function patchCount(stack: WadStack): number {
  const l = stack.find('PNAMES');
  if (!l || l.data.length < 4) return 0;
  return new DataView(l.data.buffer, l.data.byteOffset, l.data.byteLength).getInt32(0, true);
}

export function describeStack(stack: WadStack): string[] {
  const lines: string[] = [];
  const lumpCount = stack.files.reduce((n, f) => n + f.lumps.length, 0);
  lines.push(`${stack.label}: ${stack.kind}, ${stack.files.length} file(s), ${lumpCount} lumps, ${stack.maps.length} maps`);
  for (const m of stack.maps) {
    const d = decodeMap(m);
    lines.push(
      `  ${m.name.padEnd(8)} ${(m.format === 'udmf' ? 'udmf' : d.format).padEnd(5)} vertices ${String(d.vertices.length / 2).padStart(5)}  linedefs ${String(d.linedefs.length).padStart(5)}  ` +
        `sidedefs ${String(d.sidedefs.length).padStart(5)}  sectors ${String(d.sectors.length).padStart(4)}  things ${String(d.things.length).padStart(4)}` +
        (d.portalsText !== null ? '  +PORTALS' : ''),
    );
  }
  if (stack.maps.length) lines.push('  (things: every THINGS entry, of every skill and multiplayer-only ones too; `toom mesh` counts what a single-player game on skill 3 draws)');
  const warnings: string[] = [];
  const info = readStackMapInfo(stack, warnings);
  if (info !== null) {
    lines.push(`UMAPINFO (${info.lumps.join(', ')}): ${info.maps.size} maps, ${info.episodes.length} episodes${info.episodesCleared ? ' (DOOM\'s cleared)' : ''}` +
      (warnings.length ? `, ${warnings.length} problem(s): ${warnings[0]}` : ''));
  }
  const spriteNames = new Set([...stack.sprites.keys()].map((n) => n.slice(0, 4)));
  lines.push(`textures ${textureCount(stack)}, flats ${stack.flats.size}, sprites ${spriteNames.size} (${stack.sprites.size} frames), patches ${patchCount(stack)}`);
  return lines;
}

export const info: Command = {
  summary: 'WAD kind, lump count, maps with their counts, texture/flat/sprite/patch counts',
  usage: 'toom info --iwad PATH [--file PWAD ...]',
  details: `Prints one line for the stack, one per map and one of asset counts.
  --iwad PATH      the IWAD (DOOM.WAD, DOOM2.WAD, freedoom1.wad, ... or the demo WAD)
  --file PWAD      a PWAD layered over it, as DOOM's -file; repeat for more, later ones on top
Each map's line: its format (doom, hexen, or udmf for a TEXTMAP map), vertices, linedefs, sidedefs, sectors and things (every
THINGS entry, of every skill, multiplayer-only ones too), +PORTALS when it has a PORTALS lump; last,
a line for the stack's UMAPINFO when it has one (its lumps, maps, episodes and the first problem);
the counts of wall textures, flats, sprites (and their frames) and patches.`,
  run(argv) {
    const a = new Args(argv, []);
    const stack = loadStack(a.need('iwad'), a.all('file'));
    // Map and file names come from the data: control bytes (escape sequences) are shown escaped.
    for (const line of describeStack(stack)) console.log(safeLine(line));
    return 0;
  },
};
