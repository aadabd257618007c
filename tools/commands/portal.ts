// `toom portal add|list`: authoring portals on any map. `add` writes (or extends) a PWAD holding the
// map's marker and a PORTALS lump, to be layered over the unmodified IWAD; `list` prints a map's portals.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { Args, UsageError } from '../args.js';
import { loadStack, readWadFile, wadInputs } from '../load.js';
import { checkNotInput, withOutputLock, writeOutputFile } from '../safe-output.js';
import { safeLine } from '../safe-text.js';
import { WadError } from '../../src/errors.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { NEW_PORTAL, formatPortalLine, parsePortalsText, portalOrigin, type PortalDef } from '../../src/mapdata/portals-text.js';
import { portalsPwad, withPortals } from '../../src/mapdata/portals-pwad.js';
import { linedefLength, portalDefs, portalPairWarnings, validatePortals } from '../../src/world/portals.js';
import { parseWad } from '../../src/wad/wad-file.js';
import type { LumpSource } from '../../src/wad/wad-writer.js';
import type { Command } from './command.js';

const USAGE_ADD = 'toom portal add --iwad PATH [--file PWAD ...] --map NAME --line A --to B [--oneway] -o OUT.wad';
const USAGE_LIST = 'toom portal list --iwad PATH [--file PWAD ...] --map NAME';

export { withPortals };

export const portal: Command = {
  summary: 'add a portal to a map (writes or extends a PWAD), or list a map\'s portals',
  usage: `${USAGE_ADD}\n       ${USAGE_LIST}`,
  details: `add: writes OUT.wad, a PWAD holding the map's marker and a PORTALS lump, to layer over the
unmodified IWAD; when OUT.wad exists (a PWAD), its lumps are kept and the portal joins its PORTALS.
list: prints the map's portals (PORTALS lump and Hexen Line_SetPortal) with their lines' lengths.
  --iwad PATH      the IWAD to read (DOOM.WAD, DOOM2.WAD, freedoom1.wad, ... or the demo WAD)
  --file PWAD      a PWAD layered over it; repeat for more, later ones on top (add: OUT.wad goes last)
  --map NAME       the map, as E1M1 or MAP01
  --line A         add: the linedef number of the portal's first side
  --to B           add: the linedef it leads to (and back, unless --oneway)
  --oneway         add: the portal leads from A to B only
  -o OUT.wad       add: the PWAD written or extended (never one of the inputs; an IWAD is refused)
A pair that will look odd (lengths more than a quarter apart, floors more than 24 apart) is written
with a warning.`,
  run(argv) {
    const sub = argv[0];
    const a = new Args(argv.slice(1), ['oneway']);
    if (sub === 'list') {
      const stack = loadStack(a.need('iwad'), a.all('file'));
      a.need('map');
      const map = decodeMap(stack.map(a.text('map')!));
      const defs = portalDefs(map);
      validatePortals(defs, map);
      if (defs.length === 0) console.log(`${map.name}: no portals`);
      for (const d of defs) {
        const len = (l: number) => linedefLength(map, l).toFixed(1);
        console.log(`${formatPortalLine(d)}   (lengths ${len(d.lineA)} and ${len(d.lineB)}; ${portalOrigin(d)})`);
      }
      return 0;
    }
    if (sub !== 'add') throw new UsageError(`expected "add" or "list", got ${JSON.stringify(sub ?? '')}`);
    const out = a.get('o') ?? a.get('out');
    if (!out) throw new UsageError('missing -o OUT.wad');
    a.need('line'); a.need('to');
    const lineA = a.int('line', 0, 0), lineB = a.int('to', 0, 0);
    const iwad = a.need('iwad'), files = a.all('file');
    a.need('map');
    const mapName = a.text('map')!.toUpperCase();
    // The output is never one of the inputs (an IWAD, a --file PWAD; symlinks and hard links too).
    const inputs = wadInputs(iwad, files);
    checkNotInput(out, inputs);
    // Read, extend and write the output under its lock: a second run waits, then re-reads the
    // first one's result and adds to it, so concurrent runs lose no portal.
    const { count, oneway, warnings } = withOutputLock(out, () => {
      const prior = existsSync(out) ? readWadFile(out) : null;
      let lumps: LumpSource[] = [];
      if (prior) {
        const parsed = parseWad(prior.bytes, prior.name);
        if (parsed.kind !== 'PWAD') throw new WadError(out, 'output', 'is an IWAD: portal add writes PWADs to layer over it; choose another -o');
        // Names byte for byte (never re-cased): the rest of the PWAD stays exactly as it was.
        lumps = parsed.lumps.map((l) => ({ name: l.name, rawName: l.rawName, data: l.data }));
      }
      // The output PWAD is layered last, so its existing portals count too.
      const stack = WadStack.fromBuffers([readWadFile(iwad), ...files.map(readWadFile), ...(prior ? [prior] : [])]);
      const map = decodeMap(stack.map(mapName));
      const existing: PortalDef[] = map.portalsText !== null ? parsePortalsText(map.portalsText, map.file, map.name) : [];
      const def: PortalDef = { lineA, lineB, flags: a.flag('oneway') ? ['oneway'] : [], sourceLine: NEW_PORTAL };
      validatePortals([...existing, def], map);
      writeOutputFile(out, portalsPwad(mapName, [...existing, def], lumps), { inputs });
      return { count: existing.length + 1, oneway: def.flags.length > 0, warnings: portalPairWarnings(map, lineA, lineB) };
    });
    console.log(safeLine(`${basename(out)}: ${mapName}: portal ${lineA} ${lineB}${oneway ? ' oneway' : ''} (${count} portal(s))`));
    // Valid but odd-looking pairs are written, with the page's warnings (on stderr).
    for (const w of warnings) console.error(safeLine(`toom: warning: portal ${lineA} ${lineB}: ${w}`));
    return 0;
  },
};
