// The DOOM playsim's state reaches the World the renderers read: on the door route map, the door
// sector's ceiling rises in the World as it does in the Playsim, the picked-up key's drawn slot is
// hidden, and a side changed many tics without a sync is listed once (the list stays bounded).
// Things spawned in play get the World's spare slots: a pistol's puff on the closed door is drawn
// with its frames and hidden when its states end, a rocket's slot follows it each tic through its
// explosion, and when every spare slot is taken a new thing goes undrawn (counted); a sync made
// again keeps the slots given; a moved thing's face is the one locatePoint finds.
import { describe, expect, it } from 'vitest';
import { simWorld } from './helpers.js';
import { DOOR_ROUTE, doorRouteMap } from '../helpers/door-route-map.js';
import { encodePicture, testAssetLumps } from '../helpers/test-wad.js';
import { mapLumps } from '../helpers/map-builder.js';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { ScriptPlayer, parseInputScript, scriptTics } from '../../src/sim/input-script.js';
import { BT_ATTACK, TicCmd } from '../../src/sim/base/ticcmd.js';
import { MT_PUFF, spawnMobj } from '../../src/sim/rules/mobj.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { MF, MOBJ_INFO, SPRITE_NAMES, STATE_BRIGHT, STATE_FRAME, STATE_SPRITE, mobjIndex } from '../../src/defs/doom/things-info.js';
import { locatePoint } from '../../src/world/locate-point.js';
import {
  VIEW_EXTRALIGHT, VIEW_FIXED_COLORMAP, VIEW_PALETTE, VIEW_PSPR_PIC, VIEW_PSPR_SY, VIEW_SECTOR, VIEW_SHADOW, spareThingSlots,
} from '../../src/world/live-state.js';
import { PW_INVISIBILITY } from '../../src/sim/base/player-state.js';
import type { World } from '../../src/world/world.js';
import { prng } from '../../src/util/prng.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { loadStack } from '../../tools/load.js';

const MT_ROCKET = mobjIndex('MT_ROCKET');
const MT_CLIP = mobjIndex('MT_CLIP');

/** The door route map over the test IWAD with sprites PUFF A-D and MISL A-D (rotation 0) added,
 *  each frame its own size, so a slot's picture names its frame. */
function effectsWorld(): World {
  const sprites: LumpSource[] = [];
  for (const [name, base] of [['PUFF', 4], ['MISL', 12]] as const) {
    for (let f = 0; f < 4; f++) {
      const w = base + f;
      sprites.push({ name: `${name}${String.fromCharCode(65 + f)}0`, data: encodePicture(w, w, () => 0x4c, w >> 1, w) });
    }
  }
  const lumps = testAssetLumps();
  lumps.splice(lumps.findIndex((l) => l.name === 'S_START') + 1, 0, ...sprites);
  lumps.push(...mapLumps(doorRouteMap()));
  return loadWorld(WadStack.fromBuffers([{ name: 'effects.wad', bytes: writeWad('IWAD', lumps) }]), 'MAP01');
}

/** The live Mobjs of a type. */
function mobjsOf(ps: Playsim, type: number): Mobj[] {
  const out: Mobj[] = [];
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) if (t instanceof Mobj && t.type === type) out.push(t);
  return out;
}

/** The spare slots showing something. */
function shownSpares(world: World): number[] {
  const out: number[] = [];
  for (let s = world.thingCount; s < world.thingCapacity; s++) if (world.thingFace[s] >= 0) out.push(s);
  return out;
}

/** What slot `slot` must show for `mo`: its place, face, height, picture and type. */
function expectDrawn(world: World, mo: Mobj, slot: number): void {
  const x = mo.x / 65536, y = mo.y / 65536;
  expect([world.thingX[slot], world.thingY[slot], world.thingZ[slot]]).toEqual([x, y, mo.z / 65536]);
  expect(world.thingFace[slot]).toBe(world.mesh.qeFace[locatePoint(world, x, y, world.mesh.faceEdge[0])]);
  expect(world.faceSector[world.thingFace[slot]]).toBe(mo.sector.index);
  const frame = world.spriteFrame(SPRITE_NAMES[STATE_SPRITE[mo.state]], STATE_FRAME[mo.state], 1);
  for (let r = 0; r < 8; r++) expect(world.thingRotPic[slot * 8 + r]).toBe(frame !== undefined ? frame.picture : -1);
  expect(world.thingBright[slot]).toBe(STATE_BRIGHT[mo.state]);
  expect(world.thingType[slot]).toBe(MOBJ_INFO[mo.type].doomednum);
}

describe('WorldSync', () => {
  it("writes the view player's block: palette, extralight, fixed colormap, invisibility's blink, the sector; things' MF_SHADOW", () => {
    const world = simWorld(doorRouteMap());
    const ps = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(ps), cmd = new TicCmd();
    sync.sync();
    const v = world.view, p = ps.player;
    expect(v[VIEW_SECTOR]).toBe(p.mo!.sector.index);
    expect([v[VIEW_PALETTE], v[VIEW_EXTRALIGHT], v[VIEW_FIXED_COLORMAP], v[VIEW_SHADOW]]).toEqual([0, 0, 0, 0]);
    expect(p.psprites[0].state).toBeGreaterThanOrEqual(0);
    expect(v[VIEW_PSPR_PIC], 'the test WAD has no weapon sprites').toBe(-1);
    expect(v[VIEW_PSPR_SY]).toBe(p.psprites[0].sy);
    // Invisibility: shadow above 4 * 32 tics, then on bit 3 (DOOM's R_DrawPSprite); the body's MF_SHADOW.
    p.powers[PW_INVISIBILITY] = 4 * 32 + 2;
    p.mo!.flags |= MF.SHADOW;
    p.damagecount = 9; p.extralight = 2;
    const shadow: number[] = [];
    for (let t = 0; t < 12; t++) {
      ps.tick(cmd.clear());
      sync.sync();
      shadow.push(v[VIEW_SHADOW]);
    }
    // powers 129 .. 118 at the syncs (each tic takes one).
    expect(shadow).toEqual([1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect(v[VIEW_PALETTE], 'damagecount 9 less 12 tics: 0').toBe(0);
    expect(v[VIEW_EXTRALIGHT]).toBe(2);
    p.bonuscount = 6;
    sync.sync();
    expect(v[VIEW_PALETTE]).toBe(10);
    // A spawned spectre is drawn with fuzz; a puff is not.
    const mo = spawnMobj(ps, p.mo!.x + 64 * 65536, p.mo!.y, 0, mobjIndex('MT_SHADOWS'));
    const puff = spawnMobj(ps, p.mo!.x + 32 * 65536, p.mo!.y, 0, MT_PUFF);
    sync.sync();
    expect(world.thingShadow[mo.slot]).toBe(1);
    expect(world.thingShadow[puff.slot]).toBe(0);
  });

  it('carries heights and removed things to the World each tic', () => {
    const world = simWorld(doorRouteMap());
    const ps = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(ps);
    const keySlot = world.spawns.find((s) => s.type === 5)!.thing;
    expect(keySlot).toBeGreaterThanOrEqual(0);
    expect(world.thingFace[keySlot]).toBeGreaterThanOrEqual(0);
    const steps = parseInputScript(DOOR_ROUTE.script);
    const player = new ScriptPlayer(steps), cmd = new TicCmd();
    let sawDoorOpening = false;
    for (let t = 0; t < scriptTics(steps) && ps.exited === 0; t++) {
      ps.tick(player.next(cmd));
      sync.sync();
      const sec = ps.level.sectors[DOOR_ROUTE.doorSector];
      expect(world.sectorCeilZ[DOOR_ROUTE.doorSector]).toBe(sec.ceilingheight / 65536);
      if (sec.ceilingheight > sec.floorheight) sawDoorOpening = true;
    }
    expect(sawDoorOpening).toBe(true);
    expect(ps.player.cards[0]).toBe(1);
    expect(world.thingFace[keySlot]).toBe(-1);
  });

  it('lists a changed side once until the next sync', () => {
    const world = simWorld(doorRouteMap());
    const ps = new Playsim(world, { skill: 3 });
    const side = ps.level.sides[0];
    for (let i = 0; i < 1000; i++) ps.sideChanged(side);
    expect(ps.dirtySides.length).toBe(1);
    new WorldSync(ps).sync();
    expect(ps.dirtySides.length).toBe(0);
    ps.sideChanged(side);
    expect(ps.dirtySides.length).toBe(1);
  });

  it('draws a puff in a spare slot while it lives, then hides it and takes the slot back', () => {
    const world = effectsWorld();
    expect(world.thingCapacity).toBe(world.thingCount + spareThingSlots(world.thingCount));
    expect(shownSpares(world)).toEqual([]);
    expect(world.thingType[world.thingCount]).toBe(-1);
    const ps = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(ps);
    // The player faces the closed door: the pistol's bullet puffs on it, in room A.
    const cmd = new TicCmd();
    cmd.buttons = BT_ATTACK;
    let puff: Mobj | undefined;
    for (let t = 0; t < 60 && puff === undefined; t++) {
      ps.tick(cmd);
      sync.sync();
      puff = mobjsOf(ps, MT_PUFF)[0];
    }
    expect(puff).toBeDefined();
    const slot = puff!.slot;
    expect(slot).toBeGreaterThanOrEqual(world.thingCount);
    expect(shownSpares(world)).toEqual([slot]);
    expect(world.faceSector[world.thingFace[slot]]).toBe(0);
    expect(world.thingY[slot]).toBeGreaterThan(200);
    expectDrawn(world, puff!, slot);
    // It rises and goes through its frames; then its states end and the slot is hidden.
    cmd.buttons = 0;
    const frames = new Set<number>();
    for (let t = 0; t < 40 && mobjsOf(ps, MT_PUFF).length > 0; t++) {
      const z = world.thingZ[slot];
      ps.tick(cmd);
      sync.sync();
      if (puff!.slot === slot) {
        expectDrawn(world, puff!, slot);
        expect(world.thingZ[slot]).toBeGreaterThan(z);
        frames.add(world.thingRotPic[slot * 8]);
      }
    }
    expect(mobjsOf(ps, MT_PUFF)).toEqual([]);
    expect(frames.size).toBeGreaterThanOrEqual(2);
    for (const pic of frames) expect(world.sprites[pic].name.slice(0, 4)).toBe('PUFF');
    expect(shownSpares(world)).toEqual([]);
    expect(world.thingFace[slot]).toBe(-1);
    // The slot was taken back: the next thing spawned gets it.
    const again = spawnMobj(ps, puff!.x, puff!.y, puff!.z, MT_PUFF);
    expect(again.slot).toBe(slot);
    sync.sync();
    expectDrawn(world, again, slot);
    expect(sync.undrawn).toBe(0);
  });

  it('moves a rocket\'s slot each tic, shows its explosion, then hides it', () => {
    const world = effectsWorld();
    const ps = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(ps);
    const p = ps.player;
    p.weaponowned[4] = 1;
    p.ammo[3] = 10;
    p.pendingweapon = 4;
    // The pistol goes down and the launcher comes up; then the trigger (the launcher does not refire
    // while it is held: it is pressed once it is up).
    const cmd = new TicCmd();
    for (let t = 0; t < 60; t++) { ps.tick(cmd); sync.sync(); }
    expect(p.readyweapon).toBe(4);
    cmd.buttons = BT_ATTACK;
    for (let t = 0; t < 30 && mobjsOf(ps, MT_ROCKET).length === 0; t++) { ps.tick(cmd); sync.sync(); }
    cmd.buttons = 0;
    const rocket = mobjsOf(ps, MT_ROCKET)[0];
    expect(rocket).toBeDefined();
    const slot = rocket.slot;
    expect(slot).toBeGreaterThanOrEqual(world.thingCount);
    expectDrawn(world, rocket, slot);
    let flying = 0, exploding = 0;
    for (let t = 0; t < 60 && rocket.slot === slot; t++) {
      const x = world.thingX[slot], y = world.thingY[slot];
      const moving = rocket.momx !== 0 || rocket.momy !== 0;
      ps.tick(cmd);
      sync.sync();
      if (rocket.slot !== slot) break;
      expectDrawn(world, rocket, slot);
      if (moving) {
        expect(world.thingY[slot]).toBeGreaterThan(y); // north, towards the door (the last tic up to it)
        flying++;
      } else {
        expect([world.thingX[slot], world.thingY[slot]]).toEqual([x, y]);
        exploding++;
      }
    }
    expect(flying).toBeGreaterThanOrEqual(3);
    expect(exploding).toBeGreaterThanOrEqual(3);
    expect(rocket.slot).not.toBe(slot);
    expect(world.thingFace[slot]).toBe(-1);
    expect(shownSpares(world)).toEqual([]);
  });

  it('leaves a thing undrawn when every spare slot is taken, and counts it', () => {
    const world = effectsWorld();
    const ps = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(ps);
    const spare = world.thingCapacity - world.thingCount;
    const puffs: Mobj[] = [];
    for (let i = 0; i < spare + 5; i++) puffs.push(spawnMobj(ps, (64 + (i % 128)) << 16, (32 + (i >> 7)) << 16, 32 << 16, MT_PUFF));
    sync.sync();
    expect(sync.undrawn).toBe(5);
    expect(shownSpares(world).length).toBe(spare);
    expect(new Set(puffs.map((m) => m.slot)).size).toBe(spare + 1); // the slots and -1
    for (let i = 0; i < spare; i++) expectDrawn(world, puffs[i], puffs[i].slot);
    for (let t = 0; t < 40 && mobjsOf(ps, MT_PUFF).length > 0; t++) { ps.tick(new TicCmd()); sync.sync(); }
    expect(shownSpares(world)).toEqual([]);
    expect(spawnMobj(ps, 128 << 16, 64 << 16, 0, MT_PUFF).slot).toBeGreaterThanOrEqual(world.thingCount);
  });

  it('keeps the slots of things already drawn when a World sync is made again (a rebuilt map)', () => {
    const world = effectsWorld();
    const ps = new Playsim(world, { skill: 3 });
    // Things spawned before any sync get spare slots from the first one (toom play --render).
    const early = spawnMobj(ps, 128 << 16, 128 << 16, 0, MT_PUFF);
    expect(early.slot).toBe(-1);
    const first = new WorldSync(ps);
    first.sync();
    expect(early.slot).toBeGreaterThanOrEqual(world.thingCount);
    expectDrawn(world, early, early.slot);
    const keySlot = world.spawns.find((s) => s.type === 5)!.thing;
    const slots = [early.slot, keySlot];
    const again = new WorldSync(ps);
    again.sync();
    expect(early.slot).toBe(slots[0]);
    expect(world.thingFace[keySlot]).toBeGreaterThanOrEqual(0);
    expectDrawn(world, early, early.slot);
    // A dropped clip: its slot carries its editor number (the automap and the pick read it).
    const clip = spawnMobj(ps, 128 << 16, 100 << 16, 0, MT_CLIP);
    expect(clip.slot).toBeGreaterThanOrEqual(world.thingCount);
    expect(clip.slot).not.toBe(early.slot);
    again.sync();
    expect(world.thingType[clip.slot]).toBe(2007);
    expectDrawn(world, clip, clip.slot);
  });

  it('finds the face locatePoint finds as a thing moves: inside faces, on lines, at vertices, far jumps', () => {
    const check = (world: World, points: [number, number][]) => {
      const ps = new Playsim(world, { skill: 3, nomonsters: true });
      const sync = new WorldSync(ps);
      const mo = spawnMobj(ps, points[0][0] * 65536, points[0][1] * 65536, 0, MT_PUFF);
      mo.tics = -1; // it stays
      for (const [x, y] of points) {
        mo.x = Math.round(x * 65536);
        mo.y = Math.round(y * 65536);
        sync.sync();
        const fx = mo.x / 65536, fy = mo.y / 65536;
        expect(world.thingFace[mo.slot], `${fx},${fy}`).toBe(world.mesh.qeFace[locatePoint(world, fx, fy, world.mesh.faceEdge[0])]);
      }
    };
    // The door route map: a walk north through the door's lines, along lines and through vertices.
    const pts: [number, number][] = [];
    for (let y = 8; y <= 592; y += 3.25) pts.push([128 + Math.sin(y) * 40, y]);
    for (let x = 1; x < 256; x += 17) pts.push([x, 256], [x, 272], [x, 464]);
    pts.push([96, 256], [160, 272], [0.5, 0.5], [255.5, 599.5], [96, 264], [160, 264]);
    check(simWorld(doorRouteMap()), pts);
  });

  it.skipIf(!haveFreedoom)(`finds the face locatePoint finds on Freedoom E1M1, over random steps and jumps${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
    const world = loadWorld(loadStack(FREEDOOM1), 'E1M1');
    const ps = new Playsim(world, { skill: 3, nomonsters: true });
    const sync = new WorldSync(ps);
    const { minX, minY, maxX, maxY } = world.bounds;
    const rnd = prng(11);
    const mo = spawnMobj(ps, ps.player.mo!.x, ps.player.mo!.y, 0, MT_PUFF);
    mo.tics = -1;
    let x = mo.x / 65536, y = mo.y / 65536;
    for (let i = 0; i < 3000; i++) {
      if (i % 100 === 0) { x = minX + rnd() * (maxX - minX); y = minY + rnd() * (maxY - minY); } // a jump
      else { x += (rnd() - 0.5) * 48; y += (rnd() - 0.5) * 48; }
      // Now and then exactly on a line's end or half way along it.
      const onLine = i % 7 === 0;
      let anyAround = i % 14 === 0;
      if (onLine) {
        const l = Math.floor(rnd() * world.lineCount), t = anyAround ? 0 : 0.5;
        if (world.lineBack[l] < 0) anyAround = true;
        x = world.lineXY[4 * l] + t * (world.lineXY[4 * l + 2] - world.lineXY[4 * l]);
        y = world.lineXY[4 * l + 1] + t * (world.lineXY[4 * l + 3] - world.lineXY[4 * l + 1]);
      }
      mo.x = Math.round(x * 65536);
      mo.y = Math.round(y * 65536);
      sync.sync();
      const fx = mo.x / 65536, fy = mo.y / 65536;
      const face = world.mesh.qeFace[locatePoint(world, fx, fy, world.mesh.faceEdge[0])];
      // A point inside a triangle has one face; one on a two-sided line has the sector DOOM's rule
      // picks; one at a vertex or on a wall may be given any face around it (locatePoint's answer
      // there depends on where its walk starts): a face whose triangle holds it.
      const got = world.thingFace[mo.slot];
      if (anyAround) expect(world.mesh.faceContains(world.mesh.faceEdge[got], fx, fy), `${fx},${fy}`).toBe(true);
      else if (onLine) expect(world.faceSector[got], `${fx},${fy}`).toBe(world.faceSector[face]);
      else expect(got, `${fx},${fy}`).toBe(face);
    }
  });
});
