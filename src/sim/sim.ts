// The living world: one map's simulation at DOOM's 35 tics a second. Each tic takes one ticcmd for
// the player and runs, in DOOM's order (P_Ticker): the player's think (turn, the sector they stand
// in, use and fire), the player's move (walk-over lines crossed, pickups touched), the things'
// state animation, the sector lights, the movers, then switch timers and scrolling walls. It is the
// only writer of the World's live state (heights, lights, flats, textures, things). Deterministic:
// the same map, skill and ticcmds give the same state bit for bit; randomness is DOOM's table in
// DOOM's order of use. tick() allocates nothing (messages are preset strings).
import { PORTAL_XF_STRIDE, SideFlags, XF_M00, XF_M01, XF_M10, XF_M11, XF_DZ, XF_TX, XF_TY, type World } from '../world/world.js';
import { locatePoint } from '../world/locate-point.js';
import { copyLive } from '../world/live-state.js';
import { Player, adoptPlayer, clipPlayerHeight, teleportPlayer, tickPlayer, type MoveInput } from '../play/player.js';
import { ThingBlockers } from '../play/thing-blockers.js';
import { MAX_PORTALS_PER_TIC, PLAYER_HEIGHT, PLAYER_RADIUS } from '../play/constants.js';
import { DoomRandom } from './data/random.js';
import { lineSpecial, type ActionKind, type LineSpecialDef } from './data/line-specials.js';
import {
  MF, MOBJ_INFO, SPRITE_NAMES, STATE_BRIGHT, STATE_COUNT, STATE_FRAME, STATE_NEXT, STATE_SPRITE, STATE_TICS,
  mobjTypeForDoomednum,
} from './data/things-info.js';
import { LOCKED_MESSAGES, POWER_TICS, pickupForMobjType, type PickupDef } from './data/pickups.js';
import { ANGLETURN_TO_RAD, BT_ATTACK, BT_USE, type TicCmd } from './ticcmd.js';
import {
  CEIL_CRUSH_AND_RAISE, CEIL_FAST_CRUSH_AND_RAISE, CEIL_LOWER_AND_CRUSH, CEIL_LOWER_TO_FLOOR, CEIL_RAISE_TO_HIGHEST,
  CEIL_SILENT_CRUSH_AND_RAISE, DOOR_BLAZE_CLOSE, DOOR_BLAZE_OPEN, DOOR_BLAZE_RAISE, DOOR_CLOSE, DOOR_CLOSE30_THEN_OPEN,
  DOOR_NORMAL, DOOR_OPEN, DOOR_RAISE_IN_5_MINS, FLOOR_DONUT_RAISE, FLOOR_LOWER, FLOOR_LOWER_AND_CHANGE,
  FLOOR_LOWER_TO_LOWEST, FLOOR_RAISE, FLOOR_RAISE_24, FLOOR_RAISE_24_AND_CHANGE, FLOOR_RAISE_512, FLOOR_RAISE_CRUSH,
  FLOOR_RAISE_TO_NEAREST, FLOOR_RAISE_TO_TEXTURE, FLOOR_RAISE_TURBO, FLOOR_SPEED, FLOOR_TURBO_LOWER, MOVER_NONE, Movers,
  PLAT_BLAZE_DWUS, PLAT_DOWN_WAIT_UP_STAY, PLAT_PERPETUAL_RAISE, PLAT_RAISE_AND_CHANGE, PLAT_RAISE_TO_NEAREST_AND_CHANGE,
  STAIRS_BUILD8, STAIRS_TURBO16, type SectorBodies,
} from './movers.js';
import { FAST_DARK, Lights, SLOW_DARK, lightTurnOn, turnTagLightsOff } from './lights.js';
import { LineTrace, hasOpening } from './line-trace.js';

/** Key bits (DOOM's card_t order). */
export const KEY_BLUE_CARD = 1;
export const KEY_YELLOW_CARD = 2;
export const KEY_RED_CARD = 4;
export const KEY_BLUE_SKULL = 8;
export const KEY_YELLOW_SKULL = 16;
export const KEY_RED_SKULL = 32;
export const KEY_NAMES = ['blue card', 'yellow card', 'red card', 'blue skull', 'yellow skull', 'red skull'] as const;

/** How the level ended: 0 still playing, 1 normal exit, 2 secret exit. */
export const EXIT_NONE = 0;
export const EXIT_NORMAL = 1;
export const EXIT_SECRET = 2;

/** DOOM's use range and hitscan range. */
const USE_RANGE = 64;
const MISSILE_RANGE = 32 * 64;
/** Tics a repeatable switch shows its pressed texture (BUTTONTIME). */
const BUTTON_TIME = 35;
/** Tics the player stands still after a teleport (reactiontime). */
const TELEPORT_FREEZE = 18;
/** Tics between shots while fire is held (the pistol's cycle: 4 + 6 + 4 + 5). */
const REFIRE_TICS = 19;
/** Tics a message stays on the screen (DOOM's HU_MSGTIMEOUT = 4 s). */
export const MESSAGE_TICS = 4 * 35;
const ML_TWOSIDED = 4;
const AMMO_NAMES: readonly string[] = ['clip', 'shell', 'cell', 'misl'];
const WEAPON_NAMES: readonly string[] = ['fist', 'pistol', 'shotgun', 'chaingun', 'missile', 'plasma', 'bfg', 'chainsaw', 'supershotgun'];
const POWER_NAMES: readonly string[] = ['invulnerability', 'strength', 'invisibility', 'ironfeet', 'allmap', 'infrared'];
/** One clip of each ammo (the backpack's gift). */
const CLIP_AMMO: readonly number[] = [10, 4, 20, 1];
const ML_SECRET = 0x20;
const ML_MAPPED = 0x100;

const DOOR_TYPES: Readonly<Partial<Record<ActionKind, number>>> = {
  'door.normal': DOOR_NORMAL, 'door.open': DOOR_OPEN, 'door.close': DOOR_CLOSE, 'door.close30ThenOpen': DOOR_CLOSE30_THEN_OPEN,
  'door.raiseIn5Mins': DOOR_RAISE_IN_5_MINS, 'door.blazeRaise': DOOR_BLAZE_RAISE, 'door.blazeOpen': DOOR_BLAZE_OPEN,
  'door.blazeClose': DOOR_BLAZE_CLOSE,
};
const FLOOR_TYPES: Readonly<Partial<Record<ActionKind, number>>> = {
  'floor.lowerFloor': FLOOR_LOWER, 'floor.lowerFloorToLowest': FLOOR_LOWER_TO_LOWEST, 'floor.turboLower': FLOOR_TURBO_LOWER,
  'floor.raiseFloor': FLOOR_RAISE, 'floor.raiseFloorToNearest': FLOOR_RAISE_TO_NEAREST, 'floor.raiseToTexture': FLOOR_RAISE_TO_TEXTURE,
  'floor.lowerAndChange': FLOOR_LOWER_AND_CHANGE, 'floor.raiseFloor24': FLOOR_RAISE_24,
  'floor.raiseFloor24AndChange': FLOOR_RAISE_24_AND_CHANGE, 'floor.raiseFloorCrush': FLOOR_RAISE_CRUSH,
  'floor.raiseFloorTurbo': FLOOR_RAISE_TURBO, 'floor.raiseFloor512': FLOOR_RAISE_512,
};
const CEILING_TYPES: Readonly<Partial<Record<ActionKind, number>>> = {
  'ceiling.lowerToFloor': CEIL_LOWER_TO_FLOOR, 'ceiling.raiseToHighest': CEIL_RAISE_TO_HIGHEST,
  'ceiling.lowerAndCrush': CEIL_LOWER_AND_CRUSH, 'ceiling.crushAndRaise': CEIL_CRUSH_AND_RAISE,
  'ceiling.fastCrushAndRaise': CEIL_FAST_CRUSH_AND_RAISE, 'ceiling.silentCrushAndRaise': CEIL_SILENT_CRUSH_AND_RAISE,
};
const PLAT_TYPES: Readonly<Partial<Record<ActionKind, number>>> = {
  'plat.perpetualRaise': PLAT_PERPETUAL_RAISE, 'plat.downWaitUpStay': PLAT_DOWN_WAIT_UP_STAY,
  'plat.raiseAndChange': PLAT_RAISE_AND_CHANGE, 'plat.raiseToNearestAndChange': PLAT_RAISE_TO_NEAREST_AND_CHANGE,
  'plat.blazeDWUS': PLAT_BLAZE_DWUS,
};

/**
 * The facing DOOM gives a spawned thing: its THINGS angle in whole degrees cut to a multiple of 45
 * (P_SpawnMapThing, P_SpawnPlayer: ANG45 * (angle / 45), C integer division), in radians [0, 2π).
 */
function spawnAngle(rad: number): number {
  const deg = Math.trunc(Math.round((rad * 180) / Math.PI) / 45) * 45;
  const a = (deg * Math.PI) / 180;
  return a < 0 ? a + Math.PI * 2 : a;
}

// Per-line action codes (resolved once from the table: no string compares per tic).
const T_NONE = 0, T_WALK = 1, T_SWITCH = 2, T_GUN = 3, T_MANUAL = 4;

export interface SimOptions {
  /** DOOM skill 1..5 (the World was filtered by it; pickups double ammo on 1 and 5). */
  skill?: number;
  /** DOOM II rules (megasphere, secret exits to MAP31). Default: the map is named MAPxx. */
  commercial?: boolean;
}

/** The longest piece of a move checked for walk-over lines at once, along each axis (DOOM's
 *  P_XYMovement splits moves over MAXMOVE/2 = 15 units). */
const MAX_CHECK_STEP = 15;

export class Sim implements SectorBodies {
  readonly world: World;
  readonly rng = new DoomRandom();
  readonly movers: Movers;
  readonly lights: Lights;
  readonly player: Player;
  readonly skill: number;
  readonly commercial: boolean;
  /** Tics run since the level started (DOOM's leveltime). */
  levelTime = 0;
  exited = EXIT_NONE;

  // ---- the player's game state
  health = 100;
  armor = 0;
  armorClass = 0;
  keys = 0;
  /** Ammo per type (clip, shell, cell, misl); DOOM starts the player with 50 bullets (G_PlayerReborn). */
  readonly ammo = new Int32Array([50, 0, 0, 0]);
  readonly maxAmmo = new Int32Array([200, 50, 300, 50]);
  /** Owned weapons, bit per DOOM weapon number (fist 0, pistol 1, shotgun 2, chaingun 3, missile 4, plasma 5, bfg 6, chainsaw 7, supershotgun 8). */
  weapons = 0b11;
  backpack = false;
  /** Power-up timers in tics (invulnerability, strength, invisibility, ironfeet, allmap, infrared). */
  readonly powers = new Int32Array(6);
  reactionTime = 0;
  private useDown = false;
  private attackDown = false;
  private refire = 0;

  // ---- level stats
  items = 0;
  itemsTotal = 0;
  secrets = 0;
  secretsTotal = 0;
  kills = 0;
  killsTotal = 0;

  /** The last message (DOOM's player->message) and the tic it was given at; '' for none. */
  message = '';
  messageTic = -1;

  // ---- things: per drawn thing of the World
  readonly thingMobj: Int16Array;
  readonly thingState: Int16Array;
  readonly thingTics: Int32Array;
  readonly thingFlags: Int32Array;
  readonly thingSector: Int32Array;
  readonly thingRadius: Float64Array;
  readonly thingHeight: Float64Array;
  /** Index into the blockers list, -1 if not solid. */
  private readonly thingBlocker: Int32Array;
  readonly blockers: ThingBlockers;
  /** Things with a pickup, and their definitions (by index into pickupDefs). */
  private readonly thingPickup: Int16Array;
  private readonly pickupDefs: PickupDef[] = [];
  /** Per state: the 8 rotation pictures (-2: not resolved yet) and mirror flags. */
  private readonly stateRotPic: Int32Array;
  private readonly stateRotFlip: Uint8Array;
  /** Per sector, the drawn things standing in it (CSR), for P_ChangeSector. */
  private readonly sectorThingStart: Int32Array;
  private readonly sectorThings: Int32Array;
  /** Per sector: bounding box (minx, miny, maxx, maxy) of its lines. */
  private readonly sectorBox: Float64Array;

  // ---- lines
  private readonly lineTrigger: Uint8Array;
  private readonly walkLines: Int32Array;
  private readonly scrollLines: Int32Array;
  private readonly trace: LineTrace;
  /** The use or shot ray, through portals: its start and what is left of it (useLines, fire). */
  private readonly ray = { x: 0, y: 0, dx: 0, dy: 0 };
  /** Teleports so far (a move's walk-over lines stop at one: the rest of the move was elsewhere). */
  private teleports = 0;

  // ---- switches waiting to flip back (DOOM's buttonlist)
  private readonly buttonLine: Int32Array;
  private readonly buttonPart: Uint8Array;
  private readonly buttonTexture: Int32Array;
  private readonly buttonTimer: Int32Array;

  // ---- teleport destinations (MT_TELEPORTMAN), in spawn order
  private readonly teleX: Float64Array;
  private readonly teleY: Float64Array;
  private readonly teleAngle: Float64Array;
  private readonly teleSector: Int32Array;

  /** The move handed to the player's tick (refilled from the ticcmd). */
  private readonly move: MoveInput = { forward: 0, strafe: 0, turn: 0, run: false };

  constructor(world: World, options: SimOptions = {}) {
    this.world = world;
    const w = world;
    this.skill = Math.max(1, Math.min(5, options.skill ?? 3));
    this.commercial = options.commercial ?? /^MAP\d\d$/i.test(w.name);
    this.movers = new Movers(w, this);
    this.lights = new Lights(w, this.rng);
    this.trace = new LineTrace(w);

    const nt = w.thingCount;
    this.thingMobj = new Int16Array(nt).fill(-1);
    this.thingState = new Int16Array(nt);
    this.thingTics = new Int32Array(nt).fill(-1);
    this.thingFlags = new Int32Array(nt);
    this.thingSector = new Int32Array(nt).fill(-1);
    this.thingRadius = new Float64Array(nt);
    this.thingHeight = new Float64Array(nt);
    this.thingBlocker = new Int32Array(nt).fill(-1);
    this.thingPickup = new Int16Array(nt).fill(-1);
    this.blockers = new ThingBlockers(nt);
    this.stateRotPic = new Int32Array(STATE_COUNT * 8).fill(-2);
    this.stateRotFlip = new Uint8Array(STATE_COUNT * 8);

    // Teleport destinations and the player start: the spawn list in THINGS order.
    const teles = w.spawns.filter((s) => s.type === 14);
    this.teleX = Float64Array.from(teles, (t) => t.x);
    this.teleY = Float64Array.from(teles, (t) => t.y);
    this.teleAngle = Float64Array.from(teles, (t) => spawnAngle(t.angle));
    this.teleSector = Int32Array.from(teles, (t) => this.sectorAt(t.x, t.y));

    // Spawn: DOOM's P_LoadThings order, with its random draws (P_SpawnMobj's lastlook, then a
    // random start into the first state's duration for things whose first state is timed).
    let start = w.playerStart;
    for (const s of w.spawns) {
      if (s.type === 11 || (s.type >= 2 && s.type <= 4)) continue;
      if (s.type === 1) { this.rng.pRandom(); start = s; continue; }
      const mt = mobjTypeForDoomednum(s.type);
      if (mt < 0) continue;
      this.rng.pRandom();
      const info = MOBJ_INFO[mt];
      let tics = STATE_TICS[info.spawnState];
      if (tics > 0) tics = 1 + (this.rng.pRandom() % tics);
      if (info.flags & MF.COUNTKILL) this.killsTotal++;
      if (info.flags & MF.COUNTITEM) this.itemsTotal++;
      const i = s.thing;
      if (i < 0) continue;
      this.thingMobj[i] = mt;
      this.thingState[i] = info.spawnState;
      this.thingTics[i] = tics;
      this.thingFlags[i] = info.flags;
      this.thingRadius[i] = info.radius;
      this.thingHeight[i] = info.height;
      const face = w.thingFace[i];
      this.thingSector[i] = face >= 0 ? w.faceSector[face] : -1;
      if (info.flags & MF.SOLID && this.thingSector[i] >= 0) this.thingBlocker[i] = this.blockers.add(w.thingX[i], w.thingY[i], info.radius);
      if (info.flags & MF.SPECIAL) {
        const def = pickupForMobjType(mt);
        if (def !== undefined) { this.thingPickup[i] = this.pickupDefs.length; this.pickupDefs.push(def); }
      }
      this.showState(i, info.spawnState);
    }
    this.player = new Player(w, start.x, start.y, spawnAngle(start.angle));

    // Things per sector.
    const ns = w.sectorCount;
    this.sectorThingStart = new Int32Array(ns + 1);
    for (let i = 0; i < nt; i++) if (this.thingSector[i] >= 0) this.sectorThingStart[this.thingSector[i] + 1]++;
    for (let s = 0; s < ns; s++) this.sectorThingStart[s + 1] += this.sectorThingStart[s];
    this.sectorThings = new Int32Array(this.sectorThingStart[ns]);
    const fill = this.sectorThingStart.slice(0, ns);
    for (let i = 0; i < nt; i++) if (this.thingSector[i] >= 0) this.sectorThings[fill[this.thingSector[i]]++] = i;
    this.sectorBox = new Float64Array(ns * 4);
    for (let s = 0; s < ns; s++) {
      let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      for (let k = w.sectorLineStart[s]; k < w.sectorLineStart[s + 1]; k++) {
        const l = w.sectorLines[k] * 4;
        for (let e = 0; e < 4; e += 2) {
          const x = w.lineXY[l + e], y = w.lineXY[l + e + 1];
          if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y;
        }
      }
      this.sectorBox[s * 4] = x0; this.sectorBox[s * 4 + 1] = y0; this.sectorBox[s * 4 + 2] = x1; this.sectorBox[s * 4 + 3] = y1;
    }

    // Lines: triggers resolved once; walk-over candidates; scrolling walls.
    const nl = w.lineCount;
    this.lineTrigger = new Uint8Array(nl);
    const walk: number[] = [], scroll: number[] = [];
    for (let l = 0; l < nl; l++) {
      const d = lineSpecial(w.lineSpecial[l]);
      if (d === undefined) continue;
      const t = d.trigger;
      this.lineTrigger[l] = t === 'walk' ? T_WALK : t === 'switch' ? T_SWITCH : t === 'gun' ? T_GUN : t === 'manual' ? T_MANUAL : T_NONE;
      if (t === 'walk') walk.push(l);
      if (d.actions[0] === 'scroll.left') scroll.push(l);
    }
    this.walkLines = Int32Array.from(walk);
    this.scrollLines = Int32Array.from(scroll);
    const maxButtons = 64;
    this.buttonLine = new Int32Array(maxButtons).fill(-1);
    this.buttonPart = new Uint8Array(maxButtons);
    this.buttonTexture = new Int32Array(maxButtons);
    this.buttonTimer = new Int32Array(maxButtons);

    // Sector specials (P_SpawnSpecials), in sector order.
    for (let s = 0; s < ns; s++) {
      switch (w.sectorSpecial[s]) {
        case 1: this.lights.spawnFlash(s); break;
        case 2: this.lights.spawnStrobe(s, FAST_DARK, false); break;
        case 3: this.lights.spawnStrobe(s, SLOW_DARK, false); break;
        case 4: this.lights.spawnStrobe(s, FAST_DARK, false); w.sectorSpecial[s] = 4; break;
        case 8: this.lights.spawnGlow(s); break;
        case 9: this.secretsTotal++; break;
        case 10: this.movers.spawnDoorCloseIn30(s); w.sectorSpecial[s] = 0; break;
        case 12: this.lights.spawnStrobe(s, SLOW_DARK, true); break;
        case 13: this.lights.spawnStrobe(s, FAST_DARK, true); break;
        case 14: this.movers.spawnDoorRaiseIn5Mins(s); w.sectorSpecial[s] = 0; break;
        case 17: this.lights.spawnFireFlicker(s); break;
        default: break;
      }
    }
  }

  /**
   * Takes over the whole state of `old`, a Sim of an earlier build of the same map (an authoring
   * edit: portals linked or unlinked change neither sectors, sides, lines nor things): the World's
   * live block (heights, lights, flats, specials, textures, offsets, line specials and marks,
   * things), the thinkers (movers, lights, switch timers), the things' states and blockers, the
   * level clock, the random cursors, the player's body and game state, the level stats. Returns
   * false, and changes nothing, when the two Worlds' counts differ: then this Sim starts afresh.
   * Call it on a Sim that has not ticked yet. Not for the per-tic path.
   */
  carryStateFrom(old: Sim): boolean {
    const a = old.world, b = this.world;
    if (a.sectorCount !== b.sectorCount || a.sideCount !== b.sideCount || a.lineCount !== b.lineCount
      || a.thingCount !== b.thingCount || old.lights.kind.length !== this.lights.kind.length
      || old.blockers.x.length !== this.blockers.x.length || !copyLive(a.live, b.live)) return false;
    this.movers.copyFrom(old.movers);
    this.lights.copyFrom(old.lights);
    this.rng.pIndex = old.rng.pIndex; this.rng.mIndex = old.rng.mIndex;
    this.levelTime = old.levelTime; this.exited = old.exited;
    this.health = old.health; this.armor = old.armor; this.armorClass = old.armorClass; this.keys = old.keys;
    this.ammo.set(old.ammo); this.maxAmmo.set(old.maxAmmo); this.weapons = old.weapons; this.backpack = old.backpack;
    this.powers.set(old.powers); this.reactionTime = old.reactionTime;
    this.useDown = old.useDown; this.attackDown = old.attackDown; this.refire = old.refire;
    this.items = old.items; this.itemsTotal = old.itemsTotal; this.secrets = old.secrets; this.secretsTotal = old.secretsTotal;
    this.kills = old.kills; this.killsTotal = old.killsTotal;
    this.message = old.message; this.messageTic = old.messageTic;
    this.thingMobj.set(old.thingMobj); this.thingState.set(old.thingState); this.thingTics.set(old.thingTics);
    this.thingFlags.set(old.thingFlags); this.thingSector.set(old.thingSector);
    this.thingRadius.set(old.thingRadius); this.thingHeight.set(old.thingHeight); this.thingBlocker.set(old.thingBlocker);
    this.thingPickup.set(old.thingPickup);
    this.pickupDefs.length = 0;
    for (const d of old.pickupDefs) this.pickupDefs.push(d);
    const bl = this.blockers, obl = old.blockers;
    bl.x.set(obl.x); bl.y.set(obl.y); bl.radius.set(obl.radius); bl.active.set(obl.active); bl.count = obl.count;
    // Once-only lines cleared their specials in the live block; the triggers follow them.
    this.lineTrigger.set(old.lineTrigger);
    this.buttonLine.set(old.buttonLine); this.buttonPart.set(old.buttonPart);
    this.buttonTexture.set(old.buttonTexture); this.buttonTimer.set(old.buttonTimer);
    adoptPlayer(b, this.player, old.player);
    return true;
  }

  /** The sector holding (x, y), -1 outside every sector. Not for the per-tic path. */
  sectorAt(x: number, y: number): number {
    const m = this.world.mesh;
    if (m.faceCount === 0) return -1;
    const q = locatePoint(this.world, x, y, m.faceEdge[0]);
    const f = m.qeFace[q];
    return f >= 0 ? this.world.faceSector[f] : -1;
  }

  /** The sector the player's centre is in. */
  playerSector(): number {
    const f = this.world.mesh.qeFace[this.player.qe];
    return f >= 0 ? this.world.faceSector[f] : -1;
  }

  private say(msg: string): void {
    this.message = msg;
    this.messageTic = this.levelTime;
  }

  // ------------------------------------------------------------------ the tic

  /** Runs one tic with the player's command. Does nothing once the level has been exited. */
  tick(cmd: TicCmd): void {
    if (this.exited !== EXIT_NONE) return;
    const w = this.world, p = this.player;

    // The player's think (P_PlayerThink): turn, then the special sector, use, fire.
    const frozen = this.reactionTime > 0;
    if (frozen) this.reactionTime--;
    else {
      let a = p.angle + cmd.angleTurn * ANGLETURN_TO_RAD;
      const tau = Math.PI * 2;
      if (a >= tau) a -= tau; else if (a < 0) a += tau;
      p.angle = a;
    }
    this.inSpecialSector();
    if (cmd.buttons & BT_USE) {
      if (!this.useDown) { this.useLines(); this.useDown = true; }
    } else this.useDown = false;
    if (cmd.buttons & BT_ATTACK) {
      if (!this.attackDown || --this.refire <= 0) { this.fire(); this.refire = REFIRE_TICS; }
      this.attackDown = true;
    } else { this.attackDown = false; this.refire = 0; }

    // The player's move: momentum, walls, solid things, steps; then lines crossed and things touched.
    const m = this.move;
    if (frozen) { m.forward = 0; m.strafe = 0; m.run = false; }
    else {
      const fm = cmd.forwardMove, sm = cmd.sideMove;
      const run = (fm > 25 || fm < -25 || sm > 24 || sm < -24);
      m.run = run;
      m.forward = fm / (run ? 50 : 25);
      m.strafe = sm / (run ? 40 : 24);
    }
    m.turn = 0;
    const ox = p.x, oy = p.y;
    tickPlayer(w, p, m, this.blockers);
    if (p.x !== ox || p.y !== oy) this.touchThings();
    const crossed = p.portalsCrossed < MAX_PORTALS_PER_TIC ? p.portalsCrossed : MAX_PORTALS_PER_TIC;
    if (crossed > 0 || p.x !== ox || p.y !== oy) {
      // The move, piece by piece through the portals it crossed (each piece in its own space), goes to
      // crossSegment in the trace's fields: doubles passed to a call that is not inlined are boxed.
      const t = this.trace, pp = p.portalPath, teleports = this.teleports;
      let fx = ox, fy = oy;
      for (let k = 0; k <= crossed; k++) {
        t.fromX = fx; t.fromY = fy;
        if (k < crossed) { t.toX = pp[k * 4]; t.toY = pp[k * 4 + 1]; fx = pp[k * 4 + 2]; fy = pp[k * 4 + 3]; }
        else { t.toX = p.x; t.toY = p.y; }
        this.crossSegment();
        if (this.exited !== EXIT_NONE || this.teleports !== teleports) break;
      }
    }
    this.markSeen();

    // Thinkers: things' states, lights, movers (the order DOOM created them in).
    this.animateThings();
    this.lights.tick();
    this.movers.tick(this.levelTime);

    // P_UpdateSpecials: switches flipping back, scrolling walls.
    this.updateButtons();
    for (let i = 0; i < this.scrollLines.length; i++) {
      const l = this.scrollLines[i];
      for (let k = w.linePieceStart[l * 2]; k < w.linePieceStart[l * 2 + 1]; k++) {
        const s = w.linePieces[k];
        w.sideXOff[s] += 1;
        w.sideUDest[s] += 1;
      }
    }
    for (let i = 0; i < 6; i++) if (this.powers[i] > 0) this.powers[i]--;
    this.levelTime++;
  }

  /** Runs `n` tics with the same command (tests and `toom render --time`). */
  run(cmd: TicCmd, n: number): void {
    for (let i = 0; i < n; i++) this.tick(cmd);
  }

  // ------------------------------------------------------------------ bodies and moving sectors

  /** P_ChangeSector: the player and the things standing in `sec` follow its new heights. */
  changeSector(sec: number, crush: boolean): boolean {
    void crush; // no damage yet: crushers stop at whatever does not fit
    const w = this.world, p = this.player;
    let nofit = false;
    const b = sec * 4, r = PLAYER_RADIUS;
    if (p.x + r >= this.sectorBox[b] && p.x - r <= this.sectorBox[b + 2] && p.y + r >= this.sectorBox[b + 1] && p.y - r <= this.sectorBox[b + 3]) {
      if (!clipPlayerHeight(w, p)) nofit = true;
    }
    const floor = w.sectorFloorZ[sec], ceil = w.sectorCeilZ[sec];
    for (let k = this.sectorThingStart[sec]; k < this.sectorThingStart[sec + 1]; k++) {
      const i = this.sectorThings[k];
      if (w.thingFace[i] < 0) continue;
      const f = this.thingFlags[i], h = this.thingHeight[i];
      if (f & MF.SPAWNCEILING) {
        if (w.thingZ[i] + h > ceil) w.thingZ[i] = ceil - h;
      } else {
        w.thingZ[i] = floor;
        if (floor + h > ceil && (f & MF.SHOOTABLE)) nofit = true;
      }
    }
    return nofit;
  }

  // ------------------------------------------------------------------ things

  /** Resolves and writes the frame of state `st` into thing i's live rotation pictures. */
  private showState(i: number, st: number): void {
    const w = this.world;
    if (this.stateRotPic[st * 8] === -2) this.resolveState(st);
    for (let r = 0; r < 8; r++) {
      w.thingRotPic[i * 8 + r] = this.stateRotPic[st * 8 + r];
      w.thingRotFlip[i * 8 + r] = this.stateRotFlip[st * 8 + r];
    }
    w.thingBright[i] = STATE_BRIGHT[st];
  }

  private resolveState(st: number): void {
    const name = SPRITE_NAMES[STATE_SPRITE[st]], frame = STATE_FRAME[st];
    for (let r = 0; r < 8; r++) {
      const f = this.world.spriteFrame(name, frame, r + 1);
      this.stateRotPic[st * 8 + r] = f ? f.picture : -1;
      this.stateRotFlip[st * 8 + r] = f && f.flipped ? 1 : 0;
    }
  }

  /** Resolves every state reachable from the things' current states (call before timing ticks). */
  prepareStates(): void {
    for (let i = 0; i < this.thingState.length; i++) {
      let st = this.thingState[i];
      for (let k = 0; k < 64 && st > 0 && this.stateRotPic[st * 8] === -2; k++) { this.resolveState(st); st = STATE_NEXT[st]; }
    }
  }

  /** P_MobjThinker's state cycling (no actions yet: monsters stand and breathe). */
  private animateThings(): void {
    const w = this.world;
    for (let i = 0; i < this.thingTics.length; i++) {
      if (this.thingTics[i] === -1 || w.thingFace[i] < 0) continue;
      if (--this.thingTics[i] !== 0) continue;
      let st = STATE_NEXT[this.thingState[i]];
      // Several zero-tic states may pass in one tic (P_SetMobjState); S_NULL removes the thing.
      for (let guard = 0; guard < 16; guard++) {
        if (st === 0) { this.removeThing(i); break; }
        this.thingState[i] = st;
        this.thingTics[i] = STATE_TICS[st];
        if (this.thingTics[i] !== 0) { this.showState(i, st); break; }
        st = STATE_NEXT[st];
      }
    }
  }

  private removeThing(i: number): void {
    const w = this.world;
    w.thingFace[i] = -1;
    this.thingTics[i] = -1;
    if (this.thingBlocker[i] >= 0) this.blockers.active[this.thingBlocker[i]] = 0;
  }

  /** P_TouchSpecialThing for every pickup whose box the player's box overlaps. */
  private touchThings(): void {
    const w = this.world, p = this.player;
    for (let i = 0; i < this.thingPickup.length; i++) {
      const d = this.thingPickup[i];
      if (d < 0 || w.thingFace[i] < 0) continue;
      const reach = PLAYER_RADIUS + this.thingRadius[i];
      const dx = w.thingX[i] - p.x, dy = w.thingY[i] - p.y;
      if (dx >= reach || dx <= -reach || dy >= reach || dy <= -reach) continue;
      const dz = w.thingZ[i] - p.z;
      if (dz > PLAYER_HEIGHT || dz < -8) continue;
      if (this.pickUp(this.pickupDefs[d])) {
        if (this.thingFlags[i] & MF.COUNTITEM) this.items++;
        this.removeThing(i);
      }
    }
  }

  /** What a pickup gives (DOOM's P_TouchSpecialThing); false when it is left lying. */
  private pickUp(d: PickupDef): boolean {
    switch (d.kind) {
      case 'key': {
        const bit = (d.color === 'blue' ? KEY_BLUE_CARD : d.color === 'yellow' ? KEY_YELLOW_CARD : KEY_RED_CARD) * (d.skull ? 8 : 1);
        if (!(this.keys & bit)) this.say(d.message);
        this.keys |= bit;
        return true;
      }
      case 'health':
        if (!d.always && this.health >= d.max) return false;
        this.health = Math.min(d.max, this.health + d.amount);
        break;
      case 'armor':
        if (this.armor >= d.points) return false;
        this.armor = d.points; this.armorClass = d.armorClass;
        break;
      case 'armorBonus':
        this.armor = Math.min(d.max, this.armor + d.amount);
        if (this.armorClass === 0) this.armorClass = 1;
        break;
      case 'megasphere':
        if (!this.commercial) return false;
        this.health = d.health; this.armor = d.points; this.armorClass = d.armorClass;
        break;
      case 'power': {
        const idx = POWER_NAMES.indexOf(d.power);
        if (d.power === 'allmap' && this.powers[idx] !== 0) return false;
        if (d.power === 'strength') { this.health = Math.max(this.health, 100); this.powers[idx] = 1; }
        else this.powers[idx] = d.power === 'allmap' ? 1 : POWER_TICS[d.power];
        break;
      }
      case 'ammo': {
        const a = AMMO_NAMES.indexOf(d.ammo);
        if (!this.giveAmmo(a, d.amount)) return false;
        break;
      }
      case 'backpack':
        if (!this.backpack) { for (let a = 0; a < 4; a++) this.maxAmmo[a] *= 2; this.backpack = true; }
        for (let a = 0; a < 4; a++) this.giveAmmo(a, CLIP_AMMO[a]);
        break;
      case 'weapon': {
        const bit = 1 << WEAPON_NAMES.indexOf(d.weapon);
        const gotAmmo = d.ammo !== null && this.giveAmmo(AMMO_NAMES.indexOf(d.ammo), d.ammoAmount);
        const had = (this.weapons & bit) !== 0;
        this.weapons |= bit;
        if (had && !gotAmmo) return false;
        break;
      }
      default: break;
    }
    this.say(d.message);
    return true;
  }

  /** P_GiveAmmo: doubled on skills 1 and 5; false when that ammo is full. */
  private giveAmmo(a: number, amount: number): boolean {
    if (this.ammo[a] >= this.maxAmmo[a]) return false;
    if (this.skill === 1 || this.skill === 5) amount *= 2;
    this.ammo[a] = Math.min(this.maxAmmo[a], this.ammo[a] + amount);
    return true;
  }

  // ------------------------------------------------------------------ sectors the player is in

  /** P_PlayerInSpecialSector: secrets count when the feet are on the floor of a special-9 sector. */
  private inSpecialSector(): void {
    const w = this.world;
    const sec = this.playerSector();
    if (sec < 0 || w.sectorSpecial[sec] !== 9) return;
    if (this.player.z !== w.sectorFloorZ[sec]) return;
    this.secrets++;
    w.sectorSpecial[sec] = 0;
  }

  /** Lines within the player's sight get DOOM's "mapped" mark for the automap (lines of the sector stood in and those near). */
  private markSeen(): void {
    const w = this.world;
    const sec = this.playerSector();
    if (sec < 0) return;
    for (let k = w.sectorLineStart[sec]; k < w.sectorLineStart[sec + 1]; k++) w.lineSeen[w.sectorLines[k]] = 1;
  }

  // ------------------------------------------------------------------ triggers

  /**
   * P_UseLines: the first line with a special within 64 units along the facing, unless a wall is in
   * the way. A portal line met from its front is not a wall: the use goes on through it, in the
   * target's space, for what is left of the 64 units (scaled by the portal as a walk through it is).
   */
  private useLines(): void {
    const w = this.world, p = this.player, t = this.trace, r = this.ray;
    r.x = p.x; r.y = p.y; r.dx = USE_RANGE * Math.cos(p.angle); r.dy = USE_RANGE * Math.sin(p.angle);
    for (let hop = 0; hop <= MAX_PORTALS_PER_TIC; hop++) {
      // The ends go in fields: doubles passed to a call that is not inlined would be boxed.
      t.fromX = r.x; t.fromY = r.y; t.toX = r.x + r.dx; t.toY = r.y + r.dy;
      const n = t.trace();
      let through = -1, frac = 0;
      for (let k = 0; k < n; k++) {
        const l = t.hitLine[k];
        // Past a portal the trace starts on the target line: that line is not in the way.
        if (hop > 0 && t.hitFrac[k] < 1e-9) continue;
        if (w.lineSpecial[l] === 0) {
          const ps = this.portalSideOf(l);
          if (ps >= 0 && t.startSide(l) === 0) { through = ps; frac = t.hitFrac[k]; break; }
          if (!hasOpening(w, l)) return; // a wall: "oof"
          continue;
        }
        const side = t.startSide(l);
        this.useSpecialLine(l, side);
        return;
      }
      if (through < 0) return;
      this.rayThroughPortal(through, frac);
    }
  }

  /** Moves `ray` through the portal on `side`, from the point `frac` along it: what is left of it, in
   *  the target's space (scaled and turned by the portal, as a walk through it is). */
  private rayThroughPortal(side: number, frac: number): void {
    const r = this.ray, xf = this.world.sidePortalXf, o = side * PORTAL_XF_STRIDE;
    const hx = r.x + frac * r.dx, hy = r.y + frac * r.dy, rx = (1 - frac) * r.dx, ry = (1 - frac) * r.dy;
    r.x = xf[o + XF_M00] * hx + xf[o + XF_M01] * hy + xf[o + XF_TX];
    r.y = xf[o + XF_M10] * hx + xf[o + XF_M11] * hy + xf[o + XF_TY];
    r.dx = xf[o + XF_M00] * rx + xf[o + XF_M01] * ry;
    r.dy = xf[o + XF_M10] * rx + xf[o + XF_M11] * ry;
  }

  /** The portal side on linedef l's front (its first piece), or -1 when the front is no portal. */
  private portalSideOf(l: number): number {
    const w = this.world, a = w.linePieceStart[l * 2], b = w.linePieceStart[l * 2 + 1];
    if (a >= b) return -1;
    const side = w.linePieces[a];
    return (w.sideFlags[side] & SideFlags.PORTAL) !== 0 && w.sidePortalQe[side] >= 0 ? side : -1;
  }

  /**
   * A hitscan along the view (P_LineAttack with no target, so level: DOOM's aimslope 0): gun lines on
   * its way fire; the nearest shootable thing, a wall, or a step or lintel across the shot's height
   * stops it. A portal line met from its front is not a wall: the shot goes on through it in the
   * target's space (its height moved by the portal's floor shift) for the rest of its range, as the
   * use range does.
   */
  private fire(): void {
    const w = this.world, p = this.player, t = this.trace, r = this.ray;
    r.x = p.x; r.y = p.y; r.dx = MISSILE_RANGE * Math.cos(p.angle); r.dy = MISSILE_RANGE * Math.sin(p.angle);
    let shootZ = p.z + PLAYER_HEIGHT / 2 + 8;
    for (let hop = 0; hop <= MAX_PORTALS_PER_TIC; hop++) {
      // The ends go in fields: doubles passed to a call that is not inlined would be boxed.
      t.fromX = r.x; t.fromY = r.y; t.toX = r.x + r.dx; t.toY = r.y + r.dy;
      const n = t.trace();
      let stopAt = 2;
      // The nearest shootable thing in the way stops the shot (level: one whose height spans it).
      for (let i = 0; i < this.thingFlags.length; i++) {
        if (!(this.thingFlags[i] & MF.SHOOTABLE) || w.thingFace[i] < 0) continue;
        const f = t.thingFractionOf(i, this.thingRadius[i]);
        if (f <= 0 || f >= stopAt) continue;
        if (w.thingZ[i] + this.thingHeight[i] < shootZ) continue; // over it
        if (w.thingZ[i] > shootZ) continue; // under it
        stopAt = f;
      }
      let through = -1, frac = 0;
      for (let k = 0; k < n; k++) {
        const l = t.hitLine[k];
        const f = t.hitFrac[k];
        if (f >= stopAt) return;
        // Past a portal the trace starts on the target line: that line is not in the way.
        if (hop > 0 && f < 1e-9) continue;
        if (w.lineSpecial[l] !== 0 && this.lineTrigger[l] === T_GUN) this.shootSpecialLine(l);
        const ps = this.portalSideOf(l);
        if (ps >= 0 && t.startSide(l) === 0) { through = ps; frac = f; break; }
        if (!(w.lineFlags[l] & ML_TWOSIDED) || w.lineBack[l] < 0 || w.lineFront[l] < 0) return;
        if (f <= 0) continue;
        const fr = w.lineFront[l], bk = w.lineBack[l];
        const top = Math.min(w.sectorCeilZ[fr], w.sectorCeilZ[bk]), bottom = Math.max(w.sectorFloorZ[fr], w.sectorFloorZ[bk]);
        if (w.sectorFloorZ[fr] !== w.sectorFloorZ[bk] && bottom > shootZ) return;
        if (w.sectorCeilZ[fr] !== w.sectorCeilZ[bk] && top < shootZ) return;
      }
      if (through < 0) return;
      this.rayThroughPortal(through, frac);
      shootZ += w.sidePortalXf[through * PORTAL_XF_STRIDE + XF_DZ];
    }
  }

  /**
   * The walk-over lines of the trace's from → to, in pieces of at most MAX_CHECK_STEP units along each
   * axis, each checked at its end as P_TryMove checks a move (DOOM's P_XYMovement halves a move over
   * 15 units a tic the same way): a fast move does not skip a line its end box no longer touches.
   */
  private crossSegment(): void {
    const t = this.trace;
    const x0 = t.fromX, y0 = t.fromY, x1 = t.toX, y1 = t.toY;
    const dx = x1 - x0, dy = y1 - y0;
    const ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    const most = ax > ay ? ax : ay;
    const n = most > MAX_CHECK_STEP ? Math.ceil(most / MAX_CHECK_STEP) : 1;
    const teleports = this.teleports;
    let px = x0, py = y0;
    for (let i = 1; i <= n; i++) {
      const nx = i === n ? x1 : x0 + (dx * i) / n, ny = i === n ? y1 : y0 + (dy * i) / n;
      t.fromX = px; t.fromY = py; t.toX = nx; t.toY = ny;
      if (px !== nx || py !== ny) this.crossLines();
      if (this.exited !== EXIT_NONE || this.teleports !== teleports) return;
      px = nx; py = ny;
    }
  }

  /** Lines with walk specials whose sides the player's centre changed between the trace's from and to points. */
  private crossLines(): void {
    const w = this.world;
    const t = this.trace, nx = t.toX, ny = t.toY;
    const r = PLAYER_RADIUS;
    for (let k = 0; k < this.walkLines.length; k++) {
      const l = this.walkLines[k];
      if (w.lineSpecial[l] === 0) continue;
      const b = l * 4;
      const x1 = w.lineXY[b], y1 = w.lineXY[b + 1], x2 = w.lineXY[b + 2], y2 = w.lineXY[b + 3];
      // The box at the new position must touch the line's box and straddle the line (PIT_CheckLine).
      if (nx + r <= (x1 < x2 ? x1 : x2) || nx - r >= (x1 > x2 ? x1 : x2)) continue;
      if (ny + r <= (y1 < y2 ? y1 : y2) || ny - r >= (y1 > y2 ? y1 : y2)) continue;
      if (!t.endBoxStraddles(r, l)) continue;
      const oldSide = t.startSide(l), newSide = t.endSide(l);
      if (oldSide === newSide) continue;
      this.crossSpecialLine(l, oldSide);
      if (this.exited !== EXIT_NONE) return;
    }
  }

  private crossSpecialLine(l: number, side: number): void {
    const w = this.world;
    const d = lineSpecial(w.lineSpecial[l]);
    if (d === undefined || d.trigger !== 'walk' || d.monstersOnly) return;
    for (let a = 0; a < d.actions.length; a++) {
      const act = d.actions[a];
      if (act === 'teleport') this.teleport(l, side);
      else this.doAction(act, d, l);
    }
    if (!d.repeat) w.lineSpecial[l] = 0;
  }

  private shootSpecialLine(l: number): void {
    const w = this.world;
    const d = lineSpecial(w.lineSpecial[l]);
    if (d === undefined) return;
    for (let a = 0; a < d.actions.length; a++) this.doAction(d.actions[a], d, l);
    this.changeSwitchTexture(l, d.repeat);
  }

  /** P_UseSpecialLine: only the front side works; manual doors, then switches. */
  private useSpecialLine(l: number, side: number): void {
    const w = this.world;
    const type = w.lineSpecial[l];
    const d = lineSpecial(type);
    if (side !== 0 || d === undefined) return;
    if (d.trigger === 'manual') { this.manualDoor(l, d); return; }
    if (d.trigger !== 'switch') return;
    if (d.key !== undefined && !this.hasKey(d.key)) { this.say(LOCKED_MESSAGES[d.key].object); return; }
    let ok = false;
    for (let a = 0; a < d.actions.length; a++) if (this.doAction(d.actions[a], d, l)) ok = true;
    if (ok || d.switchTexture === 'always') this.changeSwitchTexture(l, d.repeat);
  }

  private hasKey(color: 'blue' | 'yellow' | 'red'): boolean {
    const card = color === 'blue' ? KEY_BLUE_CARD : color === 'yellow' ? KEY_YELLOW_CARD : KEY_RED_CARD;
    return (this.keys & (card | (card * 8))) !== 0;
  }

  /** EV_VerticalDoor: the sector behind the line; keyed doors need their key. */
  private manualDoor(l: number, d: LineSpecialDef): void {
    const w = this.world;
    if (d.key !== undefined && !this.hasKey(d.key)) { this.say(LOCKED_MESSAGES[d.key].door); return; }
    const sec = w.lineBack[l];
    if (sec < 0) return;
    const type = DOOR_TYPES[d.actions[0]] ?? DOOR_NORMAL;
    const raise = type === DOOR_NORMAL || type === DOOR_BLAZE_RAISE;
    const wasFree = this.movers.kind[sec] === MOVER_NONE;
    this.movers.manualDoor(sec, type, raise, true);
    if (wasFree && !d.repeat) w.lineSpecial[l] = 0;
  }

  /** Starts one action on the line's tagged sectors (EV_Do*); true when something started. */
  private doAction(act: ActionKind, d: LineSpecialDef, l: number): boolean {
    const w = this.world, mv = this.movers;
    const tag = w.lineTag[l];
    const front = w.lineFront[l];
    let any = false;
    const door = DOOR_TYPES[act];
    if (door !== undefined) {
      for (let s = 0; s < w.sectorCount; s++) if (w.sectorTag[s] === tag && mv.startDoor(s, door)) any = true;
      return any;
    }
    const floor = FLOOR_TYPES[act];
    if (floor !== undefined) {
      for (let s = 0; s < w.sectorCount; s++) if (w.sectorTag[s] === tag && mv.startFloor(s, floor, front)) any = true;
      return any;
    }
    const ceil = CEILING_TYPES[act];
    if (ceil !== undefined) {
      if (ceil === CEIL_FAST_CRUSH_AND_RAISE || ceil === CEIL_SILENT_CRUSH_AND_RAISE || ceil === CEIL_CRUSH_AND_RAISE) mv.activateCeilingsInStasis(tag);
      for (let s = 0; s < w.sectorCount; s++) if (w.sectorTag[s] === tag && mv.startCeiling(s, ceil)) any = true;
      return any;
    }
    const plat = PLAT_TYPES[act];
    if (plat !== undefined) {
      if (plat === PLAT_PERPETUAL_RAISE) mv.activatePlatsInStasis(tag);
      for (let s = 0; s < w.sectorCount; s++) if (w.sectorTag[s] === tag && mv.startPlat(s, plat, tag, front, d.arg ?? 0, this.rng)) any = true;
      return any;
    }
    switch (act) {
      case 'stairs.build8': case 'stairs.turbo16': {
        const kind = act === 'stairs.build8' ? STAIRS_BUILD8 : STAIRS_TURBO16;
        // DOOM continues its tag search from the last step raised.
        for (let s = 0; s < w.sectorCount; s++) {
          if (w.sectorTag[s] !== tag || mv.kind[s] !== MOVER_NONE) continue;
          any = true;
          s = mv.buildStairs(s, kind);
        }
        return any;
      }
      case 'donut': return this.donut(tag);
      case 'ceiling.crushStop': return mv.stopCeilings(tag);
      case 'plat.stop': mv.stopPlats(tag); return true;
      case 'light.turnOn': lightTurnOn(w, tag, d.arg ?? 0); return true;
      case 'light.turnOff': turnTagLightsOff(w, tag); return true;
      case 'light.startStrobing':
        for (let s = 0; s < w.sectorCount; s++) if (w.sectorTag[s] === tag && mv.kind[s] === MOVER_NONE) this.lights.spawnStrobe(s, SLOW_DARK, false);
        return true;
      case 'exit.normal': this.exited = EXIT_NORMAL; return true;
      case 'exit.secret': this.exited = EXIT_SECRET; return true;
      default: return false;
    }
  }

  /** EV_DoDonut: the tagged pillar lowers to the ring's outer floor while the ring rises to it, taking its flat. */
  private donut(tag: number): boolean {
    const w = this.world, mv = this.movers;
    let any = false;
    for (let s1 = 0; s1 < w.sectorCount; s1++) {
      if (w.sectorTag[s1] !== tag || mv.kind[s1] !== MOVER_NONE) continue;
      any = true;
      // The ring: the sector across the pillar's first line.
      const l0 = w.sectorLines[w.sectorLineStart[s1]];
      if (l0 === undefined) continue;
      const s2 = w.lineFront[l0] === s1 ? w.lineBack[l0] : w.lineFront[l0];
      if (s2 < 0) continue;
      for (let k = w.sectorLineStart[s2]; k < w.sectorLineStart[s2 + 1]; k++) {
        const l = w.sectorLines[k];
        const s3 = w.lineBack[l];
        if (!(w.lineFlags[l] & ML_TWOSIDED) || s3 === s1 || s3 < 0) continue;
        const dest = w.sectorFloorZ[s3];
        mv.startFloorRaw(s2, FLOOR_DONUT_RAISE, 1, FLOOR_SPEED / 2, dest, w.sectorFloorFlat[s3], 0);
        mv.startFloorRaw(s1, FLOOR_LOWER, -1, FLOOR_SPEED / 2, dest, -1, 0);
        break;
      }
    }
    return any;
  }

  /** EV_Teleport from the front side: the first destination in the first sector tagged like the line. */
  private teleport(l: number, side: number): void {
    if (side === 1) return;
    const w = this.world, tag = w.lineTag[l];
    for (let s = 0; s < w.sectorCount; s++) {
      if (w.sectorTag[s] !== tag) continue;
      for (let k = 0; k < this.teleSector.length; k++) {
        if (this.teleSector[k] !== s) continue;
        teleportPlayer(w, this.player, this.teleX[k], this.teleY[k], this.teleAngle[k]);
        this.teleports++;
        // DOOM spawns a teleport fog at each end (P_SpawnMobj: one P_Random each for lastlook).
        this.rng.pRandom();
        this.rng.pRandom();
        this.reactionTime = TELEPORT_FREEZE;
        return;
      }
    }
  }

  // ------------------------------------------------------------------ switches

  /** P_ChangeSwitchTexture: the front side's first switch texture (upper, middle, lower) flips. */
  private changeSwitchTexture(l: number, useAgain: boolean): void {
    const w = this.world;
    if (!useAgain) w.lineSpecial[l] = 0;
    const a = w.linePieceStart[l * 2], b = w.linePieceStart[l * 2 + 1];
    if (a >= b) return;
    const s0 = w.linePieces[a];
    for (let part = 0; part < 3; part++) {
      const tex = part === 0 ? w.sideUpper[s0] : part === 1 ? w.sideMiddle[s0] : w.sideLower[s0];
      if (tex < 0 || w.switchPair[tex] < 0) continue;
      this.setLineTexture(l, part, w.switchPair[tex]);
      if (useAgain) this.startButton(l, part, tex);
      return;
    }
  }

  private setLineTexture(l: number, part: number, tex: number): void {
    const w = this.world;
    for (let k = w.linePieceStart[l * 2]; k < w.linePieceStart[l * 2 + 1]; k++) {
      const s = w.linePieces[k];
      if (part === 0) w.sideUpper[s] = tex; else if (part === 1) w.sideMiddle[s] = tex; else w.sideLower[s] = tex;
    }
  }

  private startButton(l: number, part: number, tex: number): void {
    for (let i = 0; i < this.buttonLine.length; i++) if (this.buttonLine[i] === l && this.buttonTimer[i] > 0) return;
    for (let i = 0; i < this.buttonLine.length; i++) {
      if (this.buttonTimer[i] > 0) continue;
      this.buttonLine[i] = l; this.buttonPart[i] = part; this.buttonTexture[i] = tex; this.buttonTimer[i] = BUTTON_TIME;
      return;
    }
  }

  private updateButtons(): void {
    for (let i = 0; i < this.buttonLine.length; i++) {
      if (this.buttonTimer[i] <= 0) continue;
      if (--this.buttonTimer[i] === 0) this.setLineTexture(this.buttonLine[i], this.buttonPart[i], this.buttonTexture[i]);
    }
  }

  /** Lines marked seen count (ML_MAPPED on the map counts too). */
  isLineMapped(l: number): boolean {
    return this.world.lineSeen[l] !== 0 || (this.world.lineFlags[l] & ML_MAPPED) !== 0;
  }

  /** True for a line DOOM's automap hides (ML_SECRET shows as a plain wall). */
  static isSecretLine(flags: number): boolean {
    return (flags & ML_SECRET) !== 0;
  }
}
