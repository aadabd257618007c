// Stairs and donuts against DOOM's EV_BuildStairs and EV_DoDonut (p_floor.c, p_spec.c). Stairs:
// each next step is the back sector of a two-sided line whose FRONT is the current step and whose
// floor flat matches the first step's; each rises one step size more (8 at 1/4 a tic for 7/8, 16
// at 4 a tic for 100/127); and DOOM's tag search goes on from the LAST step built, so a tagged
// sector numbered between the first and last steps is never raised. Donut (9): the ring around the
// tagged pillar rises to the floor beyond it, taking that floor's flat and losing its special, the
// pillar lowers to the same height, both at 1/2 a tic.
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, flatId, type CellSpec } from './helpers.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';

/** Player row with the trigger (switch on S's west wall, or walk line on S's east edge); the stair row far north: base | step1 (tag 6) | step2 | step3 | step4 (other flat) | end. */
function stairMap(special: number, opts: { extra?: boolean } = {}) {
  const m = new SimMap();
  const isWalk = lineSpecial(special)!.trigger === 'walk';
  m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], isWalk ? [{}, { special, tag: 6 }] : [{ special, tag: 6, middle: 'SW1BRCOM' }, {}]);
  const step: CellSpec = { w: 64, floor: 0, ceil: 256, floorFlat: 'FLAT2' };
  const st = m.row([{ w: 128, floor: 0, ceil: 256 }, { ...step, tag: 6 }, step, step, { ...step, floorFlat: 'FLAT3' }, { w: 128, floor: 0, ceil: 256 }], [], 256, {}, 1000);
  let z = -1, w2 = -1;
  if (opts.extra) {
    // Two one-step stairs elsewhere, tagged 6: Z gets a number between step1 and step3, W one after all.
    z = m.row([{ w: 128, floor: 0, ceil: 256, floorFlat: 'FLAT2', tag: 6 }], [], 256, {}, 2000).sec[0];
    w2 = m.row([{ w: 128, floor: 0, ceil: 256, floorFlat: 'FLAT2', tag: 6 }], [], 256, {}, 3000).sec[0];
    m.swapSectors(z, st.sec[2]); // Z takes step2's number, step2 Z's (above step3's)
    [z, st.sec[2]] = [st.sec[2], z];
  }
  m.thing(isWalk ? 64 : 40, 128, 1, isWalk ? 0 : 180);
  const d = new Driver(m.sim());
  const w = d.world;
  const floors = () => st.sec.slice(1, 5).map((s) => w.sectorFloorZ[s]);
  if (isWalk) d.forwardUntil(() => w.sectorFloorZ[st.sec[1]] !== 0, 100);
  else d.wait(1).use();
  return { d, w, st, z, w2, floors };
}

describe('stairs (EV_BuildStairs)', () => {
  it('S1 7: steps of 8 at 1/4 a tic: 8, 16, 24; the FLAT3 step stops the stair', () => {
    const t = stairMap(7);
    expect(t.floors()).toEqual([0.25, 0.25, 0.25, 0]);
    t.d.wait(31);
    expect(t.floors()).toEqual([8, 8, 8, 0]);
    t.d.wait(32);
    expect(t.floors()).toEqual([8, 16, 16, 0]);
    t.d.wait(32);
    expect(t.floors()).toEqual([8, 16, 24, 0]);
    t.d.wait(50);
    expect(t.floors()).toEqual([8, 16, 24, 0]);
  });

  it('W1 8: the same from the crossing tic', () => {
    const t = stairMap(8);
    t.d.wait(95);
    expect(t.floors()).toEqual([8, 16, 24, 0]);
  });

  it('W1 100 and S1 127 (turbo): steps of 16 at 4 a tic: 16, 32, 48', () => {
    for (const special of [100, 127]) {
      const t = stairMap(special);
      expect(t.floors()).toEqual([4, 4, 4, 0]);
      t.d.wait(3);
      expect(t.floors()).toEqual([16, 16, 16, 0]);
      t.d.wait(4);
      expect(t.floors()).toEqual([16, 32, 32, 0]);
      t.d.wait(4);
      expect(t.floors()).toEqual([16, 32, 48, 0]);
    }
  });

  it('the tag search goes on from the last step: a tagged sector numbered before it is skipped, one after it is built', () => {
    const t = stairMap(7, { extra: true });
    expect(t.z).toBeLessThan(t.st.sec[3]);
    expect(t.z).toBeGreaterThan(t.st.sec[1]);
    expect(t.w2).toBeGreaterThan(t.st.sec[3]);
    t.d.wait(200);
    expect(t.floors()).toEqual([8, 16, 24, 0]);
    expect(t.w.sectorFloorZ[t.z]).toBe(0);
    expect(t.w.sectorFloorZ[t.w2]).toBe(8);
  });
});

describe('donut (EV_DoDonut, S1 9)', () => {
  it('the ring rises 1/2 a tic to the outer floor and takes its flat, special 0; the pillar lowers to it', () => {
    const m = new SimMap();
    const o = m.sector({ floor: 0, ceil: 256, floorFlat: 'FLAT3' });
    const r = m.sector({ floor: -16, ceil: 256, floorFlat: 'FLOOR', special: 7 });
    const p = m.sector({ floor: 64, ceil: 256, tag: 9 });
    // Pillar lines first (front: ring, back: pillar), then the ring's outer lines (front: ring, back: outer).
    m.twoSided(192, 192, 320, 192, r, p); m.twoSided(320, 192, 320, 320, r, p);
    m.twoSided(320, 320, 192, 320, r, p); m.twoSided(192, 320, 192, 192, r, p);
    m.twoSided(128, 128, 128, 384, r, o); m.twoSided(128, 384, 384, 384, r, o);
    m.twoSided(384, 384, 384, 128, r, o); m.twoSided(384, 128, 128, 128, r, o);
    const sw = m.wall(0, 0, 0, 512, o, { special: 9, tag: 9, middle: 'SW1BRCOM' }); m.wall(0, 512, 512, 512, o);
    m.wall(512, 512, 512, 0, o); m.wall(512, 0, 0, 0, o);
    m.thing(40, 256, 1, 180);
    const d = new Driver(m.sim());
    const w = d.world;
    d.wait(1).use();
    expect([w.sectorFloorZ[r], w.sectorFloorZ[p]]).toEqual([-15.5, 63.5]);
    d.wait(31);
    expect([w.sectorFloorZ[r], w.sectorFloorZ[p]]).toEqual([0, 48]);
    expect(w.sectorFloorFlat[r]).toBe(flatId(w, 'FLOOR'));
    d.wait(1); // past: the ring changes
    expect(w.sectorFloorFlat[r]).toBe(flatId(w, 'FLAT3'));
    expect(w.sectorSpecial[r]).toBe(0);
    d.wait(95);
    expect(w.sectorFloorZ[p]).toBe(0);
    d.wait(20);
    expect([w.sectorFloorZ[r], w.sectorFloorZ[p]]).toEqual([0, 0]);
    expect(w.lineSpecial[sw]).toBe(0);
  });
});
