// From the Playsim's exact state to the World's live state that the renderers read, once per tic:
// sector heights (16.16 → map units), lights, flats and specials; the drawn pieces of every side whose
// textures or offsets changed and every line whose special changed; the drawn things — each map
// thing's Mobj keeps the World slot it was drawn in, its position, facing, face and frame follow it,
// and a removed one is hidden. Things the game spawns later (puffs, missiles) have no slot in the
// World yet (the World's thing slots are fixed at build): they act but are not drawn.
import { locatePoint } from '../world/locate-point.js';
import { SPRITE_NAMES, STATE_BRIGHT, STATE_COUNT, STATE_FRAME, STATE_SPRITE } from './data/things-info.js';
import { TF_REMOVED } from './thinker.js';
import { Mobj } from './mobj.js';
import { angleToRadians } from './fixed.js';
import type { Playsim } from './playsim.js';

export class WorldSync {
  /** Per state, 8 rotations: picture id (-2 unresolved, -1 none) and mirror flag. */
  private readonly rotPic = new Int32Array(STATE_COUNT * 8).fill(-2);
  private readonly rotFlip = new Uint8Array(STATE_COUNT * 8);
  /** Per World slot, the state shown (to redo pictures only on change). */
  private readonly shown: Int32Array;

  constructor(private readonly ps: Playsim) {
    const w = ps.world;
    this.shown = new Int32Array(w.thingCount).fill(-1);
    // Map things to the World's drawn slots: world.spawns is THINGS in order, filtered; match in order.
    const d = w.doom, spawns = w.spawns;
    const slotOfThing = new Int32Array(d.thingType.length).fill(-1);
    let k = 0;
    for (let i = 0; i < d.thingType.length && k < spawns.length; i++) {
      const s = spawns[k];
      if (s.type === d.thingType[i] && s.x === d.thingX[i] && s.y === d.thingY[i]) {
        slotOfThing[i] = s.thing;
        k++;
      }
    }
    // Mobjs spawned from map things, in thinker order, came from THINGS in order: match by spawn point.
    const cap = ps.thinkers.cap;
    let i = 0;
    const used = new Uint8Array(w.thingCount);
    for (let t = cap.next!; t !== cap; t = t.next!) {
      if (!(t instanceof Mobj) || t.player !== null) continue;
      const sp = t.spawnpoint;
      while (i < d.thingType.length && !(d.thingType[i] === sp.type && d.thingX[i] === sp.x && d.thingY[i] === sp.y)) i++;
      if (i >= d.thingType.length) break;
      const slot = slotOfThing[i++];
      if (slot >= 0 && !used[slot]) {
        t.slot = slot;
        used[slot] = 1;
      }
    }
    // Slots nobody took (monsters with -nomonsters, things DOOM does not spawn) are hidden.
    for (let s = 0; s < w.thingCount; s++) if (!used[s]) w.thingFace[s] = -1;
  }

  /** Writes the live state. Allocation-free. */
  sync(): void {
    const ps = this.ps, w = ps.world, lv = ps.level;
    const secs = lv.sectors;
    for (let s = 0; s < secs.length; s++) {
      const sec = secs[s];
      w.sectorFloorZ[s] = sec.floorheight / 65536;
      w.sectorCeilZ[s] = sec.ceilingheight / 65536;
      w.sectorLight[s] = sec.lightlevel;
      w.sectorFloorFlat[s] = sec.floorpic === lv.skyflatnum ? -1 : sec.floorpic;
      w.sectorCeilFlat[s] = sec.ceilingpic === lv.skyflatnum ? -1 : sec.ceilingpic;
      w.sectorSpecial[s] = sec.special;
    }
    const d = w.doom;
    for (let n = 0; n < ps.dirtySides.length; n++) {
      const side = ps.dirtySides[n];
      side.dirty = false;
      for (let k = d.sideLineStart[side.index]; k < d.sideLineStart[side.index + 1]; k++) {
        const l = d.sideLineList[k];
        if (d.lineSide0[l] === side.index) this.writePieces(l, 0, side.toptexture, side.midtexture, side.bottomtexture, side.textureoffset);
        if (d.lineSide1[l] === side.index) this.writePieces(l, 1, side.toptexture, side.midtexture, side.bottomtexture, side.textureoffset);
      }
    }
    ps.dirtySides.length = 0;
    for (let n = 0; n < ps.dirtyLines.length; n++) {
      const line = ps.dirtyLines[n];
      line.dirty = false;
      w.lineSpecial[line.index] = line.special;
    }
    ps.dirtyLines.length = 0;

    for (let n = 0; n < ps.removedSlots.length; n++) w.thingFace[ps.removedSlots[n]] = -1;
    ps.removedSlots.length = 0;
    const cap = ps.thinkers.cap;
    for (let t = cap.next!; t !== cap; t = t.next!) {
      if (!(t instanceof Mobj) || t.slot < 0 || t.fn === TF_REMOVED) continue;
      const slot = t.slot;
      const x = t.x / 65536, y = t.y / 65536;
      if (x !== w.thingX[slot] || y !== w.thingY[slot]) {
        w.thingX[slot] = x;
        w.thingY[slot] = y;
        const q = locatePoint(w, x, y, w.thingFace[slot] >= 0 ? w.mesh.faceEdge[w.thingFace[slot]] : w.mesh.faceEdge[0]);
        w.thingFace[slot] = w.mesh.qeFace[q];
      }
      w.thingZ[slot] = t.z / 65536;
      w.thingAngle[slot] = angleToRadians(t.angle);
      if (this.shown[slot] !== t.state) this.show(slot, t.state);
    }
  }

  private writePieces(line: number, back: number, top: number, mid: number, bottom: number, xoff: number): void {
    const w = this.ps.world;
    const a = w.linePieceStart[2 * line + back], b = w.linePieceStart[2 * line + back + 1];
    for (let k = a; k < b; k++) {
      const s = w.linePieces[k];
      w.sideUpper[s] = top > 0 ? top : -1;
      w.sideMiddle[s] = mid > 0 ? mid : -1;
      w.sideLower[s] = bottom > 0 ? bottom : -1;
      const du = w.sideUDest[s] - w.sideXOff[s];
      w.sideXOff[s] = xoff / 65536;
      w.sideUDest[s] = w.sideXOff[s] + du;
    }
  }

  private show(slot: number, st: number): void {
    const w = this.ps.world;
    this.shown[slot] = st;
    if (this.rotPic[st * 8] === -2) {
      const name = SPRITE_NAMES[STATE_SPRITE[st]], frame = STATE_FRAME[st];
      for (let r = 0; r < 8; r++) {
        const f = w.spriteFrame(name, frame, r + 1);
        this.rotPic[st * 8 + r] = f ? f.picture : -1;
        this.rotFlip[st * 8 + r] = f && f.flipped ? 1 : 0;
      }
    }
    for (let r = 0; r < 8; r++) {
      w.thingRotPic[slot * 8 + r] = this.rotPic[st * 8 + r];
      w.thingRotFlip[slot * 8 + r] = this.rotFlip[st * 8 + r];
    }
    w.thingBright[slot] = STATE_BRIGHT[st];
  }
}
