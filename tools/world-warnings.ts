// Which of a World's build warnings the CLI shows: each escaped and bounded; the count of closed
// sectors (zero height: shut doors and lifts, normal in DOOM maps) only under --verbose, as a note.
import type { World } from '../src/world/world.js';
import type { WadStack } from '../src/wad/wad-stack.js';
import { assetsOf } from '../src/world/load-world.js';
import { safeLine } from './safe-text.js';

/** The build's note about closed sectors (build-world.ts words it so). */
const CLOSED_SECTORS = /^\d+ sector\(s\) with zero or negative height/;

export function isClosedSectorNote(warning: string): boolean {
  return CLOSED_SECTORS.test(warning);
}

/** The World's warnings to print, escaped and bounded; the closed-sector count only when verbose. */
export function visibleWarnings(world: World, verbose: boolean): string[] {
  const out: string[] = [];
  for (const w of world.warnings) {
    if (isClosedSectorNote(w)) {
      if (verbose) out.push(safeLine(`note: ${w}`));
    } else out.push(safeLine(w));
  }
  return out;
}

/** True when (x, y) (map units) lies outside every sector: in a void face of the mesh. */
export function outsideEverySector(world: World, x: number, y: number): boolean {
  const f = world.mesh.qeFace[world.mesh.locate(x, y, 0)];
  return !(f >= 0 && world.faceSector[f] >= 0);
}

/** `file: map` for a warning's prefix, escaped. */
export function mapLabel(world: World): string {
  return safeLine(`${world.file}: ${world.name}`);
}

/** The player 1 start's position when it lies outside every sector, else null. */
export function startOutside(world: World): string | null {
  const s = world.playerStart;
  return outsideEverySector(world, s.x, s.y) ? `player 1's start ${s.x},${s.y} is outside every sector` : null;
}

/**
 * The warnings of the stack's asset tables (textures, sprites, animations, switches: one list per
 * stack, not per map), each `file: warning`, escaped and bounded.
 */
export function assetWarnings(stack: WadStack): string[] {
  return assetsOf(stack).warnings.map((w) => safeLine(`${stack.label}: ${w}`));
}
