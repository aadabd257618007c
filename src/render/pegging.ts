// DOOM's wall pegging (R_StoreWallRange's texturemid rules), shared by both renderers: the world z at
// which a wall texture's top row sits, before the side's y offset is added. Upper textures hang from
// the upper ceiling unless upper-unpegged; lower textures start at the step's top unless
// lower-unpegged (then they align with the front ceiling); a one-sided middle hangs from the ceiling
// unless lower-unpegged (then it stands on the floor); a masked middle hangs from the lower ceiling or
// stands on the higher floor, and is not repeated vertically.
import { SideFlags } from '../world/world.js';

/** One-sided wall's middle texture of height `th` between floor `ff` and ceiling `fc`. */
export function middleTextureTop(flags: number, ff: number, fc: number, th: number): number {
  return flags & SideFlags.LOWER_UNPEGGED ? ff + th : fc;
}

/** Upper texture of height `th`: front ceiling `fc`, back (lower) ceiling `bc`. */
export function upperTextureTop(flags: number, fc: number, bc: number, th: number): number {
  return flags & SideFlags.UPPER_UNPEGGED ? fc : bc + th;
}

/** Lower texture: front ceiling `fc`, back (higher) floor `bf`. */
export function lowerTextureTop(flags: number, fc: number, bf: number): number {
  return flags & SideFlags.LOWER_UNPEGGED ? fc : bf;
}

/** Masked middle texture of height `th` on a two-sided line: front floor/ceiling `ff`/`fc`, back `bf`/`bc`. */
export function maskedTextureTop(flags: number, ff: number, fc: number, bf: number, bc: number, th: number): number {
  return flags & SideFlags.LOWER_UNPEGGED ? (ff > bf ? ff : bf) + th : fc < bc ? fc : bc;
}
