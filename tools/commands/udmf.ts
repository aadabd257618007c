// `toom udmf`: writes maps of a WAD stack as UDMF (TEXTMAP in the doom namespace, or hexen for a
// Hexen-format map) into a PWAD, with the map's BSP (ZNODES), BLOCKMAP, REJECT and PORTALS inside the
// UDMF map: a WAD to layer over the same IWAD, whose maps load as the binary ones do
// (tools/udmf-convert.ts).
import { Args } from '../args.js';
import { loadStack, wadInputs } from '../load.js';
import { checkNotInput, writeOutputFile } from '../safe-output.js';
import { safeLine } from '../safe-text.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { udmfMapLumps } from '../udmf-convert.js';
import type { Command } from './command.js';

export const udmf: Command = {
  summary: 'write maps as UDMF (TEXTMAP) into a PWAD',
  usage: 'toom udmf --iwad PATH [--file PWAD ...] (--map NAME ... | --all) -o OUT.wad',
  details: `Writes OUT.wad, a PWAD holding each map named (or every map of the stack with --all) in the
Universal Doom Map Format: the marker, TEXTMAP (namespace "doom"; "hexen" for a Hexen-format map),
the map's BSP as ZNODES (ZDoom's uncompressed XNOD), BLOCKMAP, REJECT and PORTALS, ENDMAP. Layered
over the same IWAD it replaces those maps, which load and play as the binary ones.
  --iwad PATH      the IWAD (DOOM.WAD, DOOM2.WAD, freedoom1.wad, ... or the demo WAD)
  --file PWAD      a PWAD layered over it, as DOOM's -file; repeat for more
  --map NAME       a map to write; repeat for more
  --all            every map of the stack
  -o OUT.wad       the PWAD written (never one of the inputs)
What the doom namespace cannot hold (line flag bits without a UDMF field, thing flag bits above
MBF's friend) is reported as a warning on stderr, one line per map.`,
  run(argv) {
    const a = new Args(argv, ['all']);
    const iwad = a.need('iwad'), files = a.all('file');
    const out = a.get('o') ?? a.need('out');
    const inputs = wadInputs(iwad, files);
    checkNotInput(out, inputs);
    const stack = loadStack(iwad, files);
    const names = a.flag('all') ? stack.maps.map((m) => m.name) : a.all('map').map((m) => m.toUpperCase());
    if (names.length === 0) a.need('map');
    const lumps: LumpSource[] = [];
    for (const name of names) {
      const map = decodeMap(stack.map(name));
      const { lumps: l, lost } = udmfMapLumps(name, map);
      if (lost.length) console.error(safeLine(`toom: warning: ${name}: ${lost.length} record(s) not held whole by UDMF: ${lost.slice(0, 4).join('; ')}`));
      lumps.push(...l);
    }
    writeOutputFile(out, writeWad('PWAD', lumps), { inputs });
    console.log(safeLine(`${out}: ${names.length} map(s) as UDMF (${names.join(' ')})`));
    return 0;
  },
};
