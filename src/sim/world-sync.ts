// From the Playsim's exact state to the World's live state that the renderers read, once per tic:
// sector heights (16.16 → map units), lights, flats, specials and Boom's flat offsets; the drawn pieces of every side whose
// textures or offsets changed and every line whose special changed; the drawn things — each map
// thing's Mobj keeps the World slot it was drawn in, its position, facing, face and frame follow it,
// and a removed one is hidden. A thing the game spawns later (a puff, blood, a missile, fog, an
// explosion, a dropped item, a respawned monster) gets one of the World's spare slots as it is
// spawned (Playsim.onMobjSpawned), is drawn there while it lives, and its slot is taken back by the
// sync after it is removed; when every spare slot is taken it acts undrawn (counted in `undrawn`).
import { FaceWalk } from '../world/face-walk.js';
import { MF, STATE_COUNT } from '../defs/doom/things-info.js';
import { TF_REMOVED } from './base/thinker.js';
import { MT_PLAYER } from './rules/mobj.js';
import { Mobj } from './base/thing.js';
import { angleToRadians } from './base/fixed.js';
import type { Playsim } from './playsim.js';
import { PW_INVISIBILITY } from './base/player-state.js';
import { playerPalette } from './base/palette-choice.js';
import {
  VIEW_BRIGHT, VIEW_EXTRALIGHT, VIEW_FIXED_COLORMAP, VIEW_FLIP, VIEW_PALETTE, VIEW_PSPR_FLAGS, VIEW_PSPR_PIC, VIEW_PSPR_SX,
  VIEW_PSPR_SY, VIEW_SECTOR, VIEW_SHADOW,
} from '../world/live-state.js';

export class WorldSync {
  /** Per state, 8 rotations: picture id (-2 unresolved, -1 none) and mirror flag. */
  private readonly rotPic = new Int32Array(STATE_COUNT * 8).fill(-2);
  private readonly rotFlip = new Uint8Array(STATE_COUNT * 8);
  /** Per state, the weapon-sprite picture (rotation 0's: -2 unresolved, -1 none) and flags. */
  private readonly pspPic = new Int32Array(STATE_COUNT).fill(-2);
  private readonly pspFlags = new Uint8Array(STATE_COUNT);
  /** Per World slot, the state shown (to redo pictures only on change). */
  private readonly shown: Int32Array;
  /** Per World slot: given to a thing since the last sync (its place, face and type to be written). */
  private readonly fresh: Uint8Array;
  /** The spare slots not in use, a stack (the lowest on top at first). */
  private readonly free: Int32Array;
  private freeTop = 0;
  /** Per sector, a quarter edge whose left face is in it: where a new thing's face is looked for. */
  private readonly sectorQe: Int32Array;
  /** Things spawned while every spare slot was taken: they act, but are not drawn. */
  undrawn = 0;
  /** The face walk (its point is a typed array: a double passed to a call is boxed). */
  private readonly walk: FaceWalk;

  constructor(private readonly ps: Playsim) {
    const w = ps.world, cap = w.thingCapacity;
    this.walk = new FaceWalk(w);
    this.shown = new Int32Array(cap).fill(-1);
    this.fresh = new Uint8Array(cap);
    this.free = new Int32Array(cap - w.thingCount);
    this.sectorQe = new Int32Array(w.sectorCount).fill(-1);
    const faces = Math.min(w.faceSector.length, w.mesh.faceEdge.length);
    for (let f = 0; f < faces; f++) {
      const sec = w.faceSector[f];
      if (sec >= 0 && sec < w.sectorCount && this.sectorQe[sec] < 0) this.sectorQe[sec] = w.mesh.faceEdge[f];
    }
    // Map things to the World's drawn slots: world.spawns is THINGS in order, filtered; match in order.
    const d = w.doom, spawns = w.spawns, nThings = d.thingType.length;
    const slotOfThing = new Int32Array(nThings).fill(-1);
    let k = 0;
    for (let i = 0; i < nThings && k < spawns.length; i++) {
      const s = spawns[k];
      if (s.type === d.thingType[i] && s.x === d.thingX[i] && s.y === d.thingY[i]) {
        slotOfThing[i] = s.thing;
        k++;
      }
    }
    // Mobjs spawned from map things, in thinker order, came from THINGS in order: match by spawn
    // point. A Mobj that already has a slot keeps it (a sync made again for a rebuild of the same
    // map); one that matches no map thing was spawned in play and gets a spare slot.
    const cap0 = ps.thinkers.cap;
    const used = new Uint8Array(cap);
    const spawned: Mobj[] = [];
    let i = 0;
    for (let t = cap0.next!; t !== cap0; t = t.next!) {
      if (!(t instanceof Mobj) || t.player !== null || t.fn === TF_REMOVED) continue;
      if (t.slot >= 0 && t.slot < cap && !used[t.slot]) {
        used[t.slot] = 1;
        continue;
      }
      if (t.slot >= 0) {
        t.slot = -1;
        spawned.push(t);
        continue;
      }
      const sp = t.spawnpoint;
      let j = i;
      while (j < nThings && !(d.thingType[j] === sp.type && d.thingX[j] === sp.x && d.thingY[j] === sp.y)) j++;
      if (j >= nThings) {
        spawned.push(t);
        continue;
      }
      i = j + 1;
      const slot = slotOfThing[j];
      if (slot >= 0 && !used[slot]) {
        t.slot = slot;
        used[slot] = 1;
      }
    }
    // Slots nobody took (monsters with -nomonsters, things DOOM does not spawn, spare ones) are hidden;
    // the removals still listed are thereby done.
    for (let s = 0; s < cap; s++) if (!used[s]) w.thingFace[s] = -1;
    ps.removedSlots.length = 0;
    for (let s = cap - 1; s >= w.thingCount; s--) if (!used[s]) this.free[this.freeTop++] = s;
    for (const t of spawned) this.give(t);
    ps.onMobjSpawned = (mo: Mobj): void => this.give(mo);
  }

  /** A spare slot for `mo`, spawned in play (none for the player's body and things DOOM never draws). */
  private give(mo: Mobj): void {
    if (mo.type === MT_PLAYER || (mo.flags & MF.NOSECTOR) !== 0) return;
    if (this.freeTop === 0) {
      this.undrawn++;
      return;
    }
    const slot = this.free[--this.freeTop];
    mo.slot = slot;
    this.fresh[slot] = 1;
    this.shown[slot] = -1;
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
      // Boom's scrolling flats: written only when they moved (most sectors never do).
      const fx = sec.floorXOffs / 65536, fy = sec.floorYOffs / 65536, cx = sec.ceilingXOffs / 65536, cy = sec.ceilingYOffs / 65536;
      if (fx !== w.sectorFloorXOff[s] || fy !== w.sectorFloorYOff[s]) { w.sectorFloorXOff[s] = fx; w.sectorFloorYOff[s] = fy; }
      if (cx !== w.sectorCeilXOff[s] || cy !== w.sectorCeilYOff[s]) { w.sectorCeilXOff[s] = cx; w.sectorCeilYOff[s] = cy; }
    }
    // The Playsim's lists are emptied by pop(), not `length = 0`: that frees an array's storage, so
    // the next tic's first push would allocate it again.
    const d = w.doom;
    for (let side = ps.dirtySides.pop(); side !== undefined; side = ps.dirtySides.pop()) {
      side.dirty = false;
      for (let k = d.sideLineStart[side.index]; k < d.sideLineStart[side.index + 1]; k++) {
        const l = d.sideLineList[k];
        if (d.lineSide0[l] === side.index) this.writePieces(l, 0, side.toptexture, side.midtexture, side.bottomtexture, side.textureoffset, side.rowoffset);
        if (d.lineSide1[l] === side.index) this.writePieces(l, 1, side.toptexture, side.midtexture, side.bottomtexture, side.textureoffset, side.rowoffset);
      }
    }
    for (let line = ps.dirtyLines.pop(); line !== undefined; line = ps.dirtyLines.pop()) {
      line.dirty = false;
      w.lineSpecial[line.index] = line.special;
    }

    // Removed things: hidden; a spare slot goes back to the free ones (each is listed once).
    const nt = w.thingCount;
    for (let slot = ps.removedSlots.pop(); slot !== undefined; slot = ps.removedSlots.pop()) {
      w.thingFace[slot] = -1;
      if (slot >= nt && this.freeTop < this.free.length) {
        this.fresh[slot] = 0;
        this.free[this.freeTop++] = slot;
      }
    }
    const cap = ps.thinkers.cap, mesh = w.mesh;
    for (let t = cap.next!; t !== cap; t = t.next!) {
      if (!(t instanceof Mobj) || t.slot < 0 || t.fn === TF_REMOVED) continue;
      const slot = t.slot;
      const x = t.x / 65536, y = t.y / 65536;
      if (this.fresh[slot] !== 0) {
        // Given since the last sync: its type, and its face looked for from its sector.
        this.fresh[slot] = 0;
        w.thingType[slot] = this.ps.defs.infoDoomednum[t.type];
        w.thingX[slot] = x;
        w.thingY[slot] = y;
        const si = t.sector.index, hint = si < this.sectorQe.length && this.sectorQe[si] >= 0 ? this.sectorQe[si] : mesh.faceEdge[0];
        this.walk.point[0] = x;
        this.walk.point[1] = y;
        w.thingFace[slot] = this.faceOf(hint);
      } else if (x !== w.thingX[slot] || y !== w.thingY[slot]) {
        w.thingX[slot] = x;
        w.thingY[slot] = y;
        this.walk.point[0] = x;
        this.walk.point[1] = y;
        w.thingFace[slot] = this.faceOf(w.thingFace[slot] >= 0 ? mesh.faceEdge[w.thingFace[slot]] : mesh.faceEdge[0]);
      }
      w.thingZ[slot] = t.z / 65536;
      w.thingAngle[slot] = angleToRadians(t.angle);
      // DOOM's fuzz; else Boom's and MBF's translucency (the picture only: SimState.thingTranslucent).
      w.thingShadow[slot] = (t.flags & MF.SHADOW) !== 0 ? 1
        : this.ps.thingTranslucent[t.type] !== 0 || ((t.flags & MF.TRANSLUCENT) !== 0 && this.ps.compat.boom) ? 2 : 0;
      if (this.shown[slot] !== t.state) this.show(slot, t.state);
    }
    this.syncView();
  }

  /** The view player's block: weapon sprites, extra light, fixed colormap, palette (live-state.ts VIEW_*). */
  private syncView(): void {
    const p = this.ps.player, v = this.ps.world.view;
    for (let i = 0; i < 2; i++) {
      const psp = p.psprites[i], st = psp.state;
      let pic = -1;
      if (st >= 0 && st < STATE_COUNT) {
        if (this.pspPic[st] === -2) {
          // DOOM draws a weapon frame's first rotation (its lump[0]).
          const d = this.ps.defs;
          const f = this.ps.world.spriteFrame(d.spriteNames[d.stateSprite[st]], d.stateFrame[st], 1);
          this.pspPic[st] = f ? f.picture : -1;
          this.pspFlags[st] = (d.stateBright[st] ? VIEW_BRIGHT : 0) | (f && f.flipped ? VIEW_FLIP : 0);
        }
        pic = this.pspPic[st];
      }
      v[VIEW_PSPR_PIC + i] = pic;
      v[VIEW_PSPR_SX + i] = psp.sx;
      v[VIEW_PSPR_SY + i] = psp.sy;
      v[VIEW_PSPR_FLAGS + i] = pic >= 0 ? this.pspFlags[st] : 0;
    }
    // DOOM's R_DrawPSprite: fuzz while invisible, blinking in the power's last 4 seconds.
    const inv = p.powers[PW_INVISIBILITY];
    v[VIEW_SHADOW] = inv > 4 * 32 || (inv & 8) !== 0 ? 1 : 0;
    v[VIEW_EXTRALIGHT] = p.extralight;
    v[VIEW_FIXED_COLORMAP] = p.fixedcolormap;
    v[VIEW_PALETTE] = playerPalette(p);
    v[VIEW_SECTOR] = p.mo !== null ? p.mo.sector.index : -1;
  }

  /** The face holding `this.walk.point`, walked to from quarter edge `from`. */
  private faceOf(from: number): number {
    return this.walk.faceFrom(from);
  }

  private writePieces(line: number, back: number, top: number, mid: number, bottom: number, xoff: number, yoff: number): void {
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
      w.sideYOff[s] = yoff / 65536;
    }
  }

  private show(slot: number, st: number): void {
    const w = this.ps.world;
    this.shown[slot] = st;
    if (this.rotPic[st * 8] === -2) {
      const d = this.ps.defs;
      const name = d.spriteNames[d.stateSprite[st]], frame = d.stateFrame[st];
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
    w.thingBright[slot] = this.ps.defs.stateBright[st];
  }
}
