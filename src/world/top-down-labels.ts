// Linedef numbers on the top-down picture (`toom mesh -o map.png --ids`): each line's number at its
// midpoint, where the line is long enough in the picture to carry it; the rest are left out rather
// than drawn over each other. Returns how many were drawn.
import type { World } from './world.js';
import type { TopDownImage } from './top-down.js';
import { drawLineLabel } from '../util/line-labels.js';

const LABEL = 0xffffffff;

export function labelTopDown(img: TopDownImage, world: World, scale = 2): number {
  const xy = world.lineXY, { width, height, pixels } = img;
  const X = (x: number): number => (x - img.minX) * img.scale + img.pad;
  const Y = (y: number): number => height - 1 - ((y - img.minY) * img.scale + img.pad);
  let n = 0;
  for (let l = 0; l < world.lineCount; l++) {
    const o = l * 4;
    if (drawLineLabel(pixels, width, height, l, X(xy[o]), Y(xy[o + 1]), X(xy[o + 2]), Y(xy[o + 3]), LABEL, scale)) n++;
  }
  return n;
}
