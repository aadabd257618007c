// The view player's weapon sprites on the CPU (DOOM's R_DrawPlayerSprites): drawn last, over the
// whole view, weapon then flash, placed and lit by the shared rules (../psprite.ts), drawn with fuzz
// while the player is invisible. Only the columns this renderer draws (its block of a parallel frame).
import type { World } from '../../world/world.js';
import { VIEW_BRIGHT, VIEW_FLIP, VIEW_PSPR_FLAGS, VIEW_PSPR_PIC, VIEW_PSPR_SX, VIEW_PSPR_SY, VIEW_SECTOR, VIEW_SHADOW } from '../../world/live-state.js';
import {
  PSP_ROW0, PSP_SLOTS, PSP_STARTFRAC, PSP_X1, PSP_X2, PSP_XISCALE, PSP_YISCALE, projectPsprite, weaponColormap,
} from '../psprite.js';
import { A_MASK_V, A_MASK_VSTEP, type Drawer } from './draw-loops.js';

export class PspriteStage {
  private readonly world: World;
  private readonly d: Drawer;
  private readonly p = new Float64Array(PSP_SLOTS);

  constructor(d: Drawer) {
    this.world = d.world;
    this.d = d;
  }

  /** Draws the weapon sprites in columns [x0, x1) (those with mask[x] set, when there is a mask) of a
   *  view that is the top `screenH` rows' part of a screen (0: the view is the whole screen);
   *  `cameraSector` lights them when the live state names no sector. */
  draw(x0: number, x1: number, mask: Uint8Array | null, screenH: number, cameraSector: number): void {
    const w = this.world, v = w.view, d = this.d, A = d.a, p = this.p;
    if (!v) return;
    let sector = v[VIEW_SECTOR];
    if (!(sector >= 0 && sector < w.sectorCount)) sector = cameraSector;
    const light = sector >= 0 ? w.sectorLight[sector] : 0;
    const shadow = v[VIEW_SHADOW] !== 0;
    for (let k = 0; k < 2; k++) {
      const pic = v[VIEW_PSPR_PIC + k];
      if (pic < 0 || pic >= w.sprites.length) continue;
      const spr = w.sprites[pic], flags = v[VIEW_PSPR_FLAGS + k];
      if (!projectPsprite(p, v[VIEW_PSPR_SX + k], v[VIEW_PSPR_SY + k], spr.width, spr.leftOffset, spr.topOffset,
        (flags & VIEW_FLIP) !== 0, d.width, d.height, screenH)) continue;
      const cmap = weaponColormap(light, d.extraLight, d.fixedCmap, (flags & VIEW_BRIGHT) !== 0);
      const c1 = p[PSP_X1], c2 = p[PSP_X2], xi = p[PSP_XISCALE], yi = p[PSP_YISCALE];
      // Rows step 16.16 texel rows: v at row 0 and per row, in texels.
      A[A_MASK_V] = p[PSP_ROW0] / 65536; A[A_MASK_VSTEP] = yi / 65536;
      let frac = p[PSP_STARTFRAC];
      for (let x = c1; x <= c2; x++, frac += xi) {
        if (x < x0 || x >= x1 || (mask !== null && !mask[x])) continue;
        let col = Math.floor(frac / 65536);
        if (col < 0) col = 0; else if (col >= spr.width) col = spr.width - 1;
        if (shadow) d.drawFuzzColumn(x, 0, d.height, spr.mask, col * spr.height, spr.height);
        else d.drawMaskedColumn(x, 0, d.height, spr.pixels, spr.mask, col * spr.height, spr.height, cmap);
      }
    }
  }
}
