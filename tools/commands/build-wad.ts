// `toom build-wad`: compiles the demo maps and procedural assets in maps/ into the built-in IWAD
// (default wad/toom-demo.wad under the project root) and prints a one-line summary.
import { join, relative, resolve } from 'node:path';
import { Args, UsageError } from '../args.js';
import { projectRoot } from '../load.js';
import { writeOutputFile } from '../safe-output.js';
import { buildDemoWad } from '../../maps/demo.js';
import type { Command } from './command.js';

export const buildWad: Command = {
  summary: 'build the demo IWAD from maps/ (procedural assets and portal showcase maps)',
  usage: 'toom build-wad [-o wad/toom-demo.wad]',
  details: `Compiles maps/ (the demo maps, their procedural textures, flats, sprites and palette) into an IWAD.
  -o PATH          the IWAD written (default: wad/toom-demo.wad in the project; folders are made)`,
  run(argv) {
    const a = new Args(argv, []);
    if (a.positionals.length) throw new UsageError(`unexpected argument ${JSON.stringify(a.positionals[0])}`);
    const out = resolve(a.get('o') ?? a.get('out') ?? join(projectRoot(), 'wad/toom-demo.wad'));
    const t0 = performance.now();
    const wad = buildDemoWad();
    writeOutputFile(out, wad.bytes, { mkdir: true });
    const ms = performance.now() - t0;
    const shown = relative(process.cwd(), out) || out;
    console.log(
      `${shown}: IWAD, ${wad.maps.length} maps (${wad.maps.map((m) => m.name).join(' ')}), ${wad.lumps.length} lumps, ` +
        `${wad.bytes.length} bytes, ${ms.toFixed(0)} ms`,
    );
    return 0;
  },
};
