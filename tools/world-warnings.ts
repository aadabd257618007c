// Which of a World's build warnings the CLI shows: each escaped and bounded; the count of closed
// sectors (zero height: shut doors and lifts, normal in DOOM maps) only under --verbose, as a note.
import type { World } from '../src/world/world.js';
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
