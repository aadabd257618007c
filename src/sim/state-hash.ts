// A fingerprint of a simulation's whole state, for determinism checks: 64-bit FNV-1a over the bytes
// of the World's live state (the one buffer every renderer reads) and of everything the Sim keeps
// beside it — the player's pose and momentum, the player's game state (health, armour, keys, ammo,
// weapons, powers, button latches), the level stats and clock, the random cursors, every mover's
// and light's fields (and their run order), the things' mobj types, states, tics and flags, and the
// switches waiting to flip back. Two sims that hash the same are, as far as anything that can
// change during play goes, the same. Not for the per-tic path (it reads the whole state).
import type { Sim } from './sim.js';

/** 64-bit FNV-1a, kept as two 32-bit halves (no BigInt). */
class Fnv64 {
  hi = 0xcbf29ce4;
  lo = 0x84222325;
  private readonly f64 = new Float64Array(1);
  private readonly f64Bytes = new Uint8Array(this.f64.buffer);

  byte(b: number): void {
    // XOR the byte into the low half, then multiply by the prime 2^40 + 0x1b3.
    const lo = (this.lo ^ (b & 0xff)) >>> 0;
    const loMul = lo * 0x1b3;
    const carry = Math.floor(loMul / 0x1_0000_0000);
    this.lo = loMul >>> 0;
    this.hi = (((this.hi * 0x1b3) >>> 0) + carry + ((lo << 8) >>> 0)) >>> 0;
  }

  bytes(a: Uint8Array): void {
    for (let i = 0; i < a.length; i++) this.byte(a[i]);
  }

  /** Any typed array, by its bytes (the platform's byte order: hashes compare on one machine). */
  view(a: ArrayBufferView): void {
    this.bytes(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  }

  /** A number as its 8 IEEE-754 bytes (so 0.1 + 0.2 and 0.3 differ, as they should). */
  num(x: number): void {
    this.f64[0] = x;
    this.bytes(this.f64Bytes);
  }

  str(s: string): void {
    this.num(s.length);
    for (let i = 0; i < s.length; i++) { const c = s.charCodeAt(i); this.byte(c); this.byte(c >> 8); }
  }

  hex(): string {
    return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
  }
}

/** FNV-1a 64 of some bytes, as 16 hex digits (the hash hashSimState uses). */
export function fnv1a64(bytes: Uint8Array): string {
  const h = new Fnv64();
  h.bytes(bytes);
  return h.hex();
}

/** The Sim's private fields the hash reads (they are state, but nothing outside the Sim writes them). */
interface SimInternals {
  useDown: boolean;
  attackDown: boolean;
  refire: number;
  buttonLine: Int32Array;
  buttonPart: Uint8Array;
  buttonTexture: Int32Array;
  buttonTimer: Int32Array;
}

/** The 16-hex-digit FNV-1a 64 hash of `sim`'s whole state. */
export function hashSimState(sim: Sim): string {
  const h = new Fnv64();
  const w = sim.world;
  // The live state: heights, lights, flats, specials, side textures and offsets, line specials,
  // things' positions, faces and frames, automap marks.
  const live = w.live.buffer;
  h.bytes(new Uint8Array(live, 0, live.byteLength));

  // The player's body.
  const p = sim.player;
  for (const v of [p.x, p.y, p.z, p.angle, p.vx, p.vy, p.vz, p.qe, p.viewZ, p.onGround ? 1 : 0, p.viewHeight, p.deltaViewHeight, p.floorZ, p.ceilZ, p.portalsCrossed]) h.num(v);

  // The player's game state, the level's clock and stats, the random cursors.
  const s = sim as unknown as SimInternals;
  for (const v of [
    sim.levelTime, sim.exited, sim.health, sim.armor, sim.armorClass, sim.keys, sim.weapons, sim.backpack ? 1 : 0,
    sim.reactionTime, s.useDown ? 1 : 0, s.attackDown ? 1 : 0, s.refire,
    sim.items, sim.itemsTotal, sim.secrets, sim.secretsTotal, sim.kills, sim.killsTotal, sim.messageTic,
    sim.rng.pIndex, sim.rng.mIndex,
  ]) h.num(v);
  h.str(sim.message);
  h.view(sim.ammo); h.view(sim.maxAmmo); h.view(sim.powers);

  // Movers: every per-sector field, and the order they run in.
  const mv = sim.movers;
  for (const a of [mv.kind, mv.type, mv.dir, mv.oldDir, mv.speed, mv.dest, mv.top, mv.crush, mv.wait, mv.count, mv.tag, mv.newSpecial, mv.newFlat]) h.view(a);
  h.num(mv.active);
  for (let i = 0; i < mv.active; i++) h.num(mv.activeSector(i));

  // Lights: the slots in use, in creation order.
  const li = sim.lights;
  h.num(li.length);
  for (const a of [li.kind, li.sector, li.count, li.minLight, li.maxLight, li.darkTime, li.brightTime, li.direction]) h.view(a);

  // Things: type, state, tics, flags, sector; solid blockers still active.
  for (const a of [sim.thingMobj, sim.thingState, sim.thingTics, sim.thingFlags, sim.thingSector]) h.view(a);
  h.view(sim.blockers.active);

  // Switches waiting to flip back.
  for (const a of [s.buttonLine, s.buttonPart, s.buttonTexture, s.buttonTimer]) h.view(a);
  return h.hex();
}
