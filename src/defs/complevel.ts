// Which compatibility level a WAD stack is played at when nobody says (no demo header, no
// --complevel, the page's Compatibility menu on "automatic"): what the WADs themselves ask for.
//  1. A COMPLVL lump (the top one): `vanilla`, `boom`, `mbf` or `mbf21`, as dsda-doom reads it.
//  2. Else MBF when a DEHACKED/BEX patch of the stack uses MBF's code pointers or thing flags.
//  3. Else Boom when a PWAD's map uses Boom's line specials (above DOOM II's 141), Boom's sector
//     bits (damage, secret, friction, push: above DOOM's 31), or a PWAD carries Boom's own lumps
//     (ANIMATED, SWITCHES, TRANMAP, colormaps between C_START and C_END). The IWAD's own maps and
//     lumps do not count: Freedoom's carry Boom's specials and lumps for Boom-family ports, and its
//     reference engine, Chocolate Doom, plays it at vanilla rules.
//  4. Else vanilla: the Ultimate DOOM's rules for a DOOM 1 stack (ExMy maps), DOOM II 1.9's otherwise
//     (Chocolate Doom's choice for these IWADs).
// Work is proportional to the maps' LINEDEFS and SECTORS lumps, read in place.
import type { WadStack } from '../wad/wad-stack.js';
import { DOOM_DEFS, type Defs } from './defs.js';
import { FIRST_MBF_POINTER } from './code-pointers.js';

/** The complevels named here (PrBoom+'s and dsda-doom's numbers; src/sim/base/compat.ts has them all). */
const DOOM2 = 2, ULTIMATE = 3, BOOM = 9, MBF = 11, MBF21 = 21;
/** Boom's own compatibility mode, the lowest complevel of Boom's rules (src/sim/base/compat.ts). */
const BOOM_COMPAT_LEVEL = 7;

export interface StackComplevel {
  readonly complevel: number;
  /** Why, in a few words, for the front ends: "COMPLVL lump: boom", "MAP01 uses line special 242". */
  readonly why: string;
  /** Problems met (an unreadable COMPLVL), for the front ends to show. */
  readonly warnings: string[];
}

/** The largest DOOM II line special; anything above is Boom's (generalized lines included). */
const MAX_VANILLA_LINE_SPECIAL = 141;
/** DOOM's sector types fit in 5 bits; Boom's bits (damage, secret, friction, push) lie above. */
const MAX_VANILLA_SECTOR_SPECIAL = 31;
/** Doom-format record sizes and where the special lies in each. */
const LINEDEF_SIZE = 14, LINEDEF_SPECIAL = 6;
const SECTOR_SIZE = 26, SECTOR_SPECIAL = 22;
/** Lumps only Boom-family engines read. */
const BOOM_LUMPS = ['ANIMATED', 'SWITCHES', 'TRANMAP', 'C_START'];

/** MBF's thing flags beyond Boom's (MF_TOUCHY, MF_BOUNCES, MF_FRIEND). */
const MBF_FLAGS = 0x70000000;

/** Whether a patch gave a frame one of MBF's code pointers (or MBF21's) or a thing MBF's flags. */
export function usesMbf(defs: Defs): boolean {
  if (defs === DOOM_DEFS) return false;
  // MBF's own frames (968 on) carry MBF's pointers in the base tables: only a change counts.
  for (let s = 0; s < defs.stateCount; s++) {
    const a = defs.stateAction[s];
    if (a >= FIRST_MBF_POINTER && (s >= DOOM_DEFS.stateCount || a !== DOOM_DEFS.stateAction[s])) return true;
  }
  for (let t = 0; t < defs.typeCount; t++) {
    const f = defs.infoFlags[t] & MBF_FLAGS;
    if (f !== 0 && (t >= DOOM_DEFS.typeCount || f !== (DOOM_DEFS.infoFlags[t] & MBF_FLAGS))) return true;
  }
  return false;
}

function u16(b: Uint8Array, o: number): number {
  return b[o] | (b[o + 1] << 8);
}

/** Whether things of this stack may be drawn translucent at the rules it asks for (Boom's levels and
 *  above): the World is then built with the main translucency table (BuildOptions.translucentThings). */
export function stackTranslucentThings(stack: WadStack, defs?: Defs): boolean {
  return stackComplevel(stack, defs).complevel >= BOOM_COMPAT_LEVEL;
}

/** What the stack asks for; `defs` (optional) tells whether its patches use MBF's additions. */
export function stackComplevel(stack: WadStack, defs?: Defs): StackComplevel {
  const warnings: string[] = [];
  const doom1 = stack.maps.length > 0 && stack.maps.every((m) => /^E\dM\d$/i.test(m.name));
  const vanilla = doom1 ? ULTIMATE : DOOM2;
  const complvl = stack.find('COMPLVL');
  if (complvl !== undefined) {
    const text = new TextDecoder('latin1').decode(complvl.data.subarray(0, 64)).trim().toLowerCase();
    const level = text === 'vanilla' ? vanilla : text === 'boom' ? BOOM : text === 'mbf' ? MBF : text === 'mbf21' ? MBF21 : -1;
    if (level >= 0) return { complevel: level, why: `COMPLVL lump: ${text}`, warnings };
    warnings.push(`${complvl.file} COMPLVL: "${text.slice(0, 16)}" is not vanilla, boom, mbf or mbf21; ignored`);
  }
  if (defs !== undefined && usesMbf(defs)) return { complevel: MBF, why: 'a DEHACKED patch uses MBF\'s additions', warnings };
  const iwad = stack.kind === 'IWAD' ? stack.files[0].fileName : null;
  for (const m of stack.maps) {
    if (m.format !== 'doom' || m.file === iwad) continue;
    const lines = m.lumps.get('LINEDEFS')?.data;
    if (lines !== undefined) {
      for (let o = 0; o + LINEDEF_SIZE <= lines.length; o += LINEDEF_SIZE) {
        const special = u16(lines, o + LINEDEF_SPECIAL);
        if (special > MAX_VANILLA_LINE_SPECIAL) return { complevel: BOOM, why: `${m.name} uses line special ${special}`, warnings };
      }
    }
    const sectors = m.lumps.get('SECTORS')?.data;
    if (sectors !== undefined) {
      for (let o = 0; o + SECTOR_SIZE <= sectors.length; o += SECTOR_SIZE) {
        const special = u16(sectors, o + SECTOR_SPECIAL);
        if (special > MAX_VANILLA_SECTOR_SPECIAL) return { complevel: BOOM, why: `${m.name} uses sector special ${special}`, warnings };
      }
    }
  }
  for (const name of BOOM_LUMPS) {
    const l = stack.find(name);
    if (l !== undefined && l.file !== iwad) return { complevel: BOOM, why: `${l.file} has a ${name} lump`, warnings };
  }
  return { complevel: vanilla, why: doom1 ? 'a DOOM 1 stack with nothing of Boom or MBF' : 'nothing of Boom or MBF', warnings };
}
