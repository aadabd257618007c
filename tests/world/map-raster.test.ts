// The shared top-down rasterizer (src/world/map-raster.ts) that the automap and `toom mesh -o`
// draw with: the transform, Bresenham lines clipped to the picture, dashes, doubled door lines,
// triangles sampled at pixel centres — exact pixels on small pictures.
import { describe, expect, it } from 'vitest';
import { MapRaster, abgr } from '../../src/world/map-raster.js';

const C = abgr(255, 0, 0);

function raster(w: number, h: number): MapRaster {
  const r = new MapRaster();
  r.target(new Uint32Array(w * h), w, h);
  return r;
}

/** The picture as rows of '#' (drawn) and '.' (untouched). */
function rows(r: MapRaster): string[] {
  const out: string[] = [];
  for (let y = 0; y < r.height; y++) {
    let s = '';
    for (let x = 0; x < r.width; x++) s += r.pixels[y * r.width + x] ? '#' : '.';
    out.push(s);
  }
  return out;
}

describe('MapRaster', () => {
  it('maps map units to pixels: the map point on the screen point, north up, at the scale', () => {
    const r = raster(8, 8);
    r.mapX = 100; r.mapY = 200; r.scale = 0.5; r.screenX = 4; r.screenY = 4;
    expect([r.fx(100), r.fy(200)]).toEqual([4, 4]);
    expect([r.fx(104), r.fy(204)]).toEqual([6, 2]); // east is right, north is up
    expect([r.fx(90), r.fy(190)]).toEqual([-1, 9]);
  });

  it('draws a Bresenham line including both ends, in either direction', () => {
    const a = raster(6, 3), b = raster(6, 3);
    a.line(0, 0, 5, 2, C, 0);
    b.line(5, 2, 0, 0, C, 0);
    expect(rows(a)).toEqual(['##....', '..##..', '....##']);
    expect(rows(b).join('').split('#').length - 1).toBe(6);
    expect(a.pixels[0]).toBe(C >>> 0);
  });

  it('clips lines to the picture and skips those wholly outside', () => {
    const r = raster(4, 4);
    r.line(-10, 1, 10, 1, C, 0);
    expect(rows(r)).toEqual(['....', '####', '....', '....']);
    r.pixels.fill(0);
    r.line(-5, -5, -1, 10, C, 0);
    r.line(5, 0, 9, 3, C, 0);
    expect(rows(r).join('')).not.toContain('#');
    r.line(-3, -3, 10, 10, C, 0); // the diagonal, entering and leaving through corners
    expect(rows(r)).toEqual(['#...', '.#..', '..#.', '...#']);
  });

  it('dashes count from the unclipped start', () => {
    const r = raster(12, 1);
    r.line(0, 0, 11, 0, C, 3);
    expect(rows(r)).toEqual(['###...###...']);
    const c = raster(12, 1);
    c.line(-2, 0, 11, 0, C, 3); // pixels -2..-1 of the first dash are off the picture
    expect(rows(c)).toEqual(['#...###...##']);
  });

  it('segments read map coordinates by index; doubled ones add a copy across the main direction', () => {
    const r = raster(6, 6);
    r.mapX = 0; r.mapY = 0; r.scale = 1; r.screenX = 0; r.screenY = 5;
    const xy = new Float64Array([9, 9, 0, 1, 4, 1, 99, 99]);
    r.segment(xy, 2, C, true); // (0,1)-(4,1): row 4, doubled into row 5
    expect(rows(r)).toEqual(['......', '......', '......', '......', '#####.', '#####.']);
    const v = raster(6, 6);
    v.mapX = 0; v.mapY = 0; v.scale = 1; v.screenX = 0; v.screenY = 5;
    v.segment(new Float64Array([1, 0, 1, 3]), 0, C, true); // vertical: the copy is one column right
    expect(rows(v)).toEqual(['......', '......', '.##...', '.##...', '.##...', '.##...']);
  });

  it('fills a triangle where it covers pixel centres, and only there', () => {
    const r = raster(5, 5);
    r.mapX = 0; r.mapY = 0; r.scale = 1; r.screenX = 0; r.screenY = 5; // map y = 5 - row
    // Right triangle (0,0) (4,0) (0,4) in map units: rows 1..4 from the top edge at y = 5.
    r.triangle(new Float64Array([0, 0, 4, 0, 0, 4]), 0, 1, 2, C);
    expect(rows(r)).toEqual(['.....', '#....', '##...', '###..', '####.']);
  });

  it('keeps a colour per line class', () => {
    const r = new MapRaster();
    r.classColor[3] = C;
    expect(r.classColor[3]).toBe(C);
    expect(r.classColor.length).toBe(16);
  });
});
