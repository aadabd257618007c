// `toom mesh`: builds a map's constrained Delaunay mesh and World, prints its figures, checks
// invariants (--check) and draws a top-down picture (-o).
import { Args, UsageError } from '../args.js';
import { loadStack, wadInputs } from '../load.js';
import { checkNotInput } from '../safe-output.js';
import { assetWarnings, visibleWarnings } from '../world-warnings.js';
import { safeLine } from '../safe-text.js';
import { writePng } from '../png.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { buildWorld } from '../../src/world/build-world.js';
import { assetsOf } from '../../src/world/load-world.js';
import { checkWorld } from '../../src/world/check-world.js';
import { thingTally } from '../../src/world/thing-filter.js';
import { renderTopDown } from '../../src/world/top-down.js';
import { labelTopDown } from '../../src/world/top-down-labels.js';
import type { Command } from './command.js';

/** Why the World's things are fewer than `toom info`'s count of THINGS: the World holds what a
 *  single-player game on skill 3 places and draws. */
function thingNote(map: ReturnType<typeof decodeMap>, drawn: number): string {
  const t = thingTally(map.things, 3);
  if (t.total === drawn) return '';
  const why = [
    t.otherSkills ? `${t.otherSkills} only on other skills` : '',
    t.multiplayer ? `${t.multiplayer} multiplayer-only` : '',
    t.noSprite ? `${t.noSprite} with no sprite: starts and teleport spots` : '',
  ].filter((w) => w);
  return ` (of ${t.total} in THINGS, skill 3 single player: ${why.join(', ')})`;
}

export const mesh: Command = {
  summary: 'build a map\'s mesh: counts, warnings, build time; --check invariants; -o top-down PNG',
  usage: 'toom mesh --iwad PATH [--file PWAD ...] --map NAME [--check] [--verbose] [-o map.png [--ids]]',
  details: `Builds the map's constrained Delaunay mesh and World and prints their counts, warnings and build time.
  --iwad PATH      the IWAD to read (DOOM.WAD, DOOM2.WAD, freedoom1.wad, ... or the demo WAD)
  --file PWAD      a PWAD layered over it; repeat for more, later ones on top
  --map NAME       the map (default: the WAD's first)
  --check          also run the invariant checker on the mesh and World: exit 1 when one fails
  --verbose        also count closed sectors (shut doors and lifts) among the warnings
  -o map.png       draw the map top-down (1024 pixels on its longer side)
  --ids            with -o: twice as large, with each linedef's number beside it`,
  run(argv) {
    const a = new Args(argv, ['check', 'verbose', 'ids']);
    const iwad = a.need('iwad'), files = a.all('file');
    const inputs = wadInputs(iwad, files);
    const out = a.get('o') ?? a.get('out');
    if (out) checkNotInput(out, inputs);
    const stack = loadStack(iwad, files);
    const name = a.text('map') ?? stack.maps[0]?.name;
    if (!name) throw new UsageError('the WAD has no maps');
    const map = decodeMap(stack.map(name));
    const assets = assetsOf(stack);
    const t0 = performance.now();
    const world = buildWorld(map, assets);
    const ms = performance.now() - t0;
    const m = world.mesh;
    let constrained = 0;
    for (let e = 0; e < m.quarterEdgeCount >> 2; e++) constrained += m.constrained[e];
    let voidFaces = 0;
    for (let f = 0; f < m.faceCount; f++) if (world.faceSector[f] < 0) voidFaces++;
    console.log(safeLine(`${map.file}: ${world.name}`));
    console.log(`  vertices ${m.vertexCount} (map ${map.vertices.length / 2}), triangles ${m.faceCount} (${voidFaces} void), edges ${m.quarterEdgeCount >> 2}, constrained ${constrained}`);
    console.log(`  sectors ${world.sectorCount}, sides ${world.sideCount}, things ${world.thingCount}${thingNote(map, world.thingCount)}, portals ${world.portals.length}`);
    console.log(`  build ${ms.toFixed(1)} ms`);
    for (const w of assetWarnings(stack)) console.log(`  warning: ${w}`);
    for (const w of visibleWarnings(world, a.flag('verbose'))) console.log(`  warning: ${w}`);
    let code = 0;
    if (a.flag('check')) {
      const c = checkWorld(world, map.linedefs.length);
      for (const w of c.warnings) console.log(`  check warning: ${w}`);
      if (c.errors.length) {
        for (const e of c.errors) console.log(`  check FAILED: ${e}`);
        code = 1;
      } else console.log('  check passed');
    }
    if (out) {
      // With linedef numbers the picture is drawn twice as large, so more lines carry theirs.
      const ids = a.flag('ids');
      const img = renderTopDown(world, ids ? 2048 : 1024);
      const labelled = ids ? labelTopDown(img, world) : 0;
      writePng(out, img.width, img.height, img.pixels, inputs);
      console.log(`  wrote ${out} (${img.width}x${img.height}${ids ? `, ${labelled} of ${world.lineCount} linedef numbers` : ''})`);
    }
    return code;
  },
};
