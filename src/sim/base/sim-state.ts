// The game of one map as DOOM's seams share it (the base floor of src/sim): the level's structures,
// the thinker list, the random table, the player, the skill and game options, the scratch state of
// the movement code, the pool of things and the events the front ends read (sounds, changed sides
// and lines, warnings). The rules (src/sim/rules) work on it; the SimState (src/sim/playsim.ts, the
// front door) fills it with the map's things and runs its tics. What the rules run through it —
// a thing's think and the states' actions — is found through the hooks the SimState registers, as
// DOOM's thinkers and info.c hold function pointers, so this floor imports no rule.
import type { World } from '../../world/world.js';
import { DoomRandom } from '../../defs/doom/random.js';
import { Level, type Sector, type Side, type Line } from './level.js';
import { ThinkerList, type Thinker } from './thinker.js';
import { MapScratch } from './map-util.js';
import { SecNodeState } from './sector-nodes.js';
import { Mobj } from './thing.js';
import { MbfThreads } from './mbf-threads.js';
import { PST_LIVE, PlayerState, type PspDef } from './player-state.js';
import { mapNumbers } from './next-map.js';
import { COMP_MODEL, COMP_TRANSLUCENCY, VANILLA, type Compat } from './compat.js';
import { MF, mobjIndex } from '../../defs/doom/things-info.js';
import { DOOM_DEFS, type Defs } from '../../defs/defs.js';

export interface PlaysimOptions {
  /** DOOM skill 1..5. */
  skill?: number;
  /** DOOM II rules (gamemode commercial). Default: the map is named MAPxx. */
  commercial?: boolean;
  /** No monsters (DOOM's -nomonsters, a demo's byte 7). */
  nomonsters?: boolean;
  /** Fast monsters (-fast, skill 5). */
  fast?: boolean;
  /** Respawning monsters (-respawn, skill 5). */
  respawn?: boolean;
  /** DOOM's gametic when this level was loaded (a demo's level reloaded after a death goes on
   *  counting from there; A_Tracer reads gametic, not leveltime). Default 0. */
  gametic?: number;
  /** The player coming from the previous map (G_PlayerFinishLevel's rules: health, armour, weapons,
   *  ammo and backpack go on; powers, keys and the palette counters stay behind). */
  carry?: PlayerState;
  /** The compatibility level's rules (compat.ts). Default: vanilla DOOM (complevel 2). */
  compat?: Compat;
  /** The game's definitions (src/defs: DOOM's tables with the WAD stack's DEHACKED/BEX applied).
   *  Default: DOOM's own, shared and never written. */
  defs?: Defs;
  /** Boom's game options (a Boom demo's header: variable_friction, allow_pushers): ice and mud
   *  (223), and wind, currents and point pushers (224..226). Default: on (Boom's defaults). */
  variableFriction?: boolean;
  allowPushers?: boolean;
}

/** How the level ended: 0 still playing, 1 normal exit, 2 secret exit. */
export const EXIT_NONE = 0;
export const EXIT_NORMAL = 1;
export const EXIT_SECRET = 2;

/** Removed things kept as they were before their Mobj is reused (see SimState.mobjRing). */
const MOBJ_QUARANTINE = 512;

/** Room for sound events per tic (a ring: older ones are overwritten). */
const SOUND_RING = 128;
/** The origin slot of a sound from the player's own thing (DOOM plays those at full volume, centred,
 *  one at a time): the player has no drawn slot, and its position alone cannot tell it apart. */
export const SOUND_SLOT_PLAYER = -3;

export class SimState {
  /** What a thing does each tic (P_MobjThinker), registered by the SimState. */
  mobjThink: (ps: SimState, mo: Mobj) => void = noThink;
  /** The action a thing's state names, run as the state is entered (actions.ts), registered by the
   *  SimState from the definitions' code pointers. */
  mobjAction: (ps: SimState, action: number, mo: Mobj) => void = noMobjAction;
  /** The action a weapon sprite's state names (actions.ts), registered the same way. */
  pspAction: (ps: SimState, action: number, player: PlayerState, psp: PspDef) => void = noPspAction;
  /** P_CheckSight's answer on maps with portals (rules/portal-sight.ts: through portals), registered
   *  by the SimState; null: DOOM's check alone (sight.ts). */
  sightHook: ((ps: SimState, t1: Mobj, t2: Mobj) => boolean) | null = null;
  /** Where the player hears a sound event's origin from (rules/portal-sight.ts: its image through
   *  portals when nearer), registered by the SimState: rewrites x, y of the sound ring's entry i. */
  heardHook: ((ps: SimState, ring: Int32Array, i: number) => void) | null = null;
  /** The World this game writes (a rebuild of the same map may take its place: attach). */
  world: World;
  readonly level: Level;
  readonly rng: DoomRandom;
  readonly thinkers = new ThinkerList();
  readonly tm = new MapScratch();
  /** Boom's sector-touching lists' free nodes and the list in the making (sector-nodes.ts). */
  readonly secNodes = new SecNodeState();
  readonly player = new PlayerState();
  /** MBF's threads of friends and enemies (rules/mbf-friends.ts); empty in games before MBF. */
  readonly mbfThreads = new MbfThreads();
  /** Players 1..4 whose start has had its helper dog this level (MBF uses their secretcount). */
  readonly dogSpawned = [false, false, false, false];
  readonly skill: number;
  readonly commercial: boolean;
  readonly nomonsters: boolean;
  readonly fastparm: boolean;
  readonly respawnmonsters: boolean;
  /** Which engine's rules this game follows (vanilla, Boom, MBF, MBF21): read every rule that
   *  differs from here. */
  readonly compat: Compat;
  /** The things, states, weapons, ammo, misc numbers and messages this game plays with: read every
   *  table from here, never from the base tables (a patched game and DOOM's may share a process). */
  readonly defs: Defs;
  /** Whether a charging lost soul turns back off a floor (Compat.lostSoulBounce for this game). */
  readonly skullBounce: boolean;
  /** Boom's variable_friction and allow_pushers options (PlaysimOptions). */
  readonly variableFriction: boolean;
  readonly allowPushers: boolean;
  /** The state tics and thing speeds this game plays with (fast monsters change a few: G_InitNew's
   *  rule, enemy.ts); shared tables, never written. */
  readonly stateTics: Int32Array;
  readonly infoSpeed: Int32Array;
  /** Per thing type: drawn translucent by its definition (a TRANSLUCENT flag from the info table or
   *  a patch; Boom's own translucent fire, plasma and the like unless comp_translucency or a patch
   *  changed the type's flags), at Boom's levels and above; all 0 for vanilla games. A thing's own
   *  flags (MBF21's A_AddFlags) count too (world-sync.ts). Only the picture: no rule reads it. */
  readonly thingTranslucent: Uint8Array;
  /** Tics since the level started (DOOM's leveltime). */
  leveltime = 0;
  /** DOOM's gametic: tics since the game (the demo) started, this tic included from its start. */
  gametic = 0;
  /** Boom's basetic: the gametic its tic count starts from (SimState.logictic). Boom's own games
   *  (complevels 7..10) restart the count with each level load; vanilla and MBF count from the
   *  game's start (0 here). */
  readonly basetic: number;
  validcount = 1;
  totalkills = 0;
  totalitems = 0;
  totalsecret = 0;
  exited = EXIT_NONE;
  /** DOOM's `onground` global of p_user (kept while the player is frozen by reactiontime). */
  playerOnground = false;
  /** DOOM's shareware mode (no plasma rifle or BFG); no WAD this project plays is shareware. */
  readonly shareware = false;
  /** DOOM's gamemap (for its MAP30 telefrag rule and the boss specials). */
  readonly gamemap: number;
  readonly gameepisode: number;
  /** Problems met while playing (unknown thing types), for the front ends to show. */
  readonly warnings: string[] = [];

  /** Sound events: (sfx, origin x, origin y, origin thing slot, -1 for none or a sector's point,
   *  SOUND_SLOT_PLAYER for the player's own thing), newest at soundHead - 1. */
  readonly soundRing = new Int32Array(SOUND_RING * 4);
  soundHead = 0;

  /**
   * Free Mobjs for reuse (taken back when the thinker list unlinks them), oldest first and only once
   * MOBJ_QUARANTINE more things were made since it was freed: DOOM leaves a removed thing's memory as
   * it was, so a monster's `target` (or a player's attacker) that still points there sees the old
   * thing, and DOOM's zone hands that memory out again only much later. A ring (grown by doubling)
   * with the count of things made when each was freed; MOBJ_QUARANTINE blank ones are made with the
   * level, so play reuses instead of allocating. Boom's games (every complevel from 7; dsda-doom
   * counts at vanilla's too, but vanilla games here keep Chocolate Doom's memory) unlink a removed
   * thing only once nothing counted points at it (Thinker.references), so it is as it was for as
   * long as anything can look at it; the ring then only delays reuse further.
   */
  private mobjRing: (Mobj | null)[] = new Array<Mobj | null>(2 * MOBJ_QUARANTINE).fill(null);
  private ringMade = new Int32Array(2 * MOBJ_QUARANTINE);
  private ringHead = 0;
  private ringCount = 0;
  /** Things made so far (the clock of the quarantine). */
  private mobjsMade = 0;
  /** Sides and lines whose live numbers changed since the last World sync (each listed once, so
   *  the lists stay bounded when nothing syncs: demo playback, tests). */
  readonly dirtySides: Side[] = [];
  readonly dirtyLines: Line[] = [];

  /** `rng`: the random cursors to go on with (a level reloaded after a death keeps DOOM's cursor);
   *  without one, a new game's: DOOM's table, or Boom's generators seeded from the compat's seed. */
  constructor(world: World, options: PlaysimOptions = {}, rng?: DoomRandom) {
    this.world = world;
    if (rng === undefined) {
      rng = new DoomRandom();
      const c = options.compat;
      if (c !== undefined && c.boom) rng.seedBoom(c.options.rngseed, c.options.demoInsurance);
    }
    this.rng = rng;
    this.level = new Level(world);
    this.skill = Math.max(1, Math.min(5, options.skill ?? 3));
    this.commercial = options.commercial ?? /^MAP\d\d$/i.test(world.name);
    this.nomonsters = options.nomonsters ?? false;
    this.fastparm = options.fast ?? false;
    this.respawnmonsters = (options.respawn ?? false) || this.skill === 5;
    this.gametic = options.gametic ?? 0;
    this.compat = options.compat ?? VANILLA;
    this.basetic = this.compat.boom && !this.compat.mbf ? this.gametic : 0;
    rng.tic = this.logictic;
    this.defs = options.defs ?? DOOM_DEFS;
    this.skullBounce = this.compat.lostSoulBounce(this.commercial);
    this.variableFriction = options.variableFriction ?? true;
    this.allowPushers = options.allowPushers ?? true;
    this.stateTics = this.defs.stateTicsFor(this.fastparm || this.skill === 5, !this.compat.vanilla);
    this.infoSpeed = this.defs.infoSpeedFor(this.fastparm || this.skill === 5);
    this.thingTranslucent = translucentTypes(this.defs, this.compat);
    const nums = mapNumbers(world.name);
    this.gameepisode = nums !== null && !nums.commercial ? nums.episode : 1;
    this.gamemap = nums !== null ? nums.map : 1;
    if (this.level.blockmapNote !== '') this.warn(this.level.blockmapNote);
    this.thinkers.keepReferenced = this.compat.boom;
    if (this.compat.boom && !this.compat.has(COMP_MODEL)) for (const l of this.level.lines) l.boomNextSector = true;
    this.thinkers.onFree = (t: Thinker) => {
      if (t instanceof Mobj) this.freeMobj(t, this.mobjsMade);
    };
    if (options.carry !== undefined && options.carry.playerstate === PST_LIVE) carryPlayer(this.player, options.carry);
  }

  /** Makes the pool's blank things (after the level's own are spawned: the order DOOM's zone has). */
  seedPool(): void {
    for (let i = 0; i < MOBJ_QUARANTINE; i++) this.freeMobj(new Mobj(this), -MOBJ_QUARANTINE);
  }

  /**
   * Goes on in `world`, a rebuild of the same map (an authoring edit: portals linked or unlinked
   * change neither sectors, sides, lines nor things). The caller copies the old World's live state
   * into it (copyLive) and makes a new WorldSync.
   */
  attach(world: World): void {
    this.world = world;
    this.level.attach(world);
  }

  /** Boom's logictic (gametic less basetic): the tic count A_Tracer's smoke and Boom's random
   *  shuffle (demo insurance) read. */
  get logictic(): number {
    return this.gametic - this.basetic;
  }

  /** A Mobj to fill (from the pool, or new). */
  allocMobj(): Mobj {
    const made = ++this.mobjsMade;
    if (this.ringCount === 0 || this.ringMade[this.ringHead] > made - MOBJ_QUARANTINE) return new Mobj(this);
    const ring = this.mobjRing, mo = ring[this.ringHead]!;
    ring[this.ringHead] = null;
    this.ringHead = (this.ringHead + 1) & (ring.length - 1);
    this.ringCount--;
    mo.reset();
    return mo;
  }

  /** Puts a removed (or blank) Mobj at the ring's end, freed when `made` things had been made. */
  private freeMobj(mo: Mobj, made: number): void {
    let ring = this.mobjRing;
    const n = ring.length;
    if (this.ringCount === n) {
      const grown = new Array<Mobj | null>(n * 2).fill(null), stamps = new Int32Array(n * 2);
      for (let i = 0; i < n; i++) {
        grown[i] = ring[(this.ringHead + i) & (n - 1)];
        stamps[i] = this.ringMade[(this.ringHead + i) & (n - 1)];
      }
      this.mobjRing = ring = grown;
      this.ringMade = stamps;
      this.ringHead = 0;
    }
    const at = (this.ringHead + this.ringCount) & (ring.length - 1);
    ring[at] = mo;
    this.ringMade[at] = made;
    this.ringCount++;
  }

  /** World slots of drawn things removed since the last World sync (picked up, gone). Bounded: a
   *  slot is listed once, and given to another thing only after a sync took it back. */
  readonly removedSlots: number[] = [];
  /** Set by the World sync: gives a thing spawned in play a spare World slot (null: none drawn). */
  onMobjSpawned: ((mo: Mobj) => void) | null = null;

  /** Hooks for the World's drawn things (see world-sync.ts). */
  mobjSpawned(mo: Mobj): void {
    if (this.onMobjSpawned !== null) this.onMobjSpawned(mo);
  }
  mobjRemoved(mo: Mobj): void {
    if (mo.slot >= 0 && mo.sounded) {
      // P_RemoveMobj's S_StopSound: what the thing was sounding stops with it (an event of sfx 0).
      const r = this.soundRing, i = (this.soundHead % SOUND_RING) * 4;
      r[i] = 0; r[i + 1] = mo.x; r[i + 2] = mo.y; r[i + 3] = mo.slot;
      this.soundHead++;
    }
    if (mo.slot >= 0) {
      this.removedSlots.push(mo.slot);
      mo.slot = -1;
    }
  }

  /** S_StartSound from a thing (null: the player's own, full volume). */
  sound(origin: Mobj | null, sfx: number): void {
    if (sfx <= 0) return;
    const r = this.soundRing, i = (this.soundHead % SOUND_RING) * 4;
    r[i] = sfx;
    r[i + 1] = origin !== null ? origin.x : 0;
    r[i + 2] = origin !== null ? origin.y : 0;
    if (origin !== null && this.heardHook !== null) this.heardHook(this, r, i);
    r[i + 3] = origin === null ? -1 : origin.player !== null && origin.player.mo === origin ? SOUND_SLOT_PLAYER : origin.slot;
    if (origin !== null) origin.sounded = true;
    this.soundHead++;
  }

  /** S_StartSound from a sector's sound origin (doors, lifts, switches). */
  sectorSound(sector: Sector, sfx: number): void {
    if (sfx <= 0) return;
    const r = this.soundRing, i = (this.soundHead % SOUND_RING) * 4;
    r[i] = sfx;
    r[i + 1] = sector.soundorgX;
    r[i + 2] = sector.soundorgY;
    if (this.heardHook !== null) this.heardHook(this, r, i);
    r[i + 3] = -1;
    this.soundHead++;
  }

  /** A side's textures or offsets changed (switches, scrollers). */
  sideChanged(side: Side): void {
    if (side.dirty) return;
    side.dirty = true;
    this.dirtySides.push(side);
  }

  /** A line's special or flags changed (once-only triggers, the automap's mapped bit). */
  lineChanged(line: Line): void {
    if (line.dirty) return;
    line.dirty = true;
    this.dirtyLines.push(line);
  }

  /** G_ExitLevel / G_SecretExitLevel (DOOM II without a MAP31 exits normally: decided by the front end). */
  exitLevel(secret: boolean): void {
    if (this.exited === EXIT_NONE) this.exited = secret ? EXIT_SECRET : EXIT_NORMAL;
  }

  warn(message: string): void {
    if (this.warnings.length < 100) this.warnings.push(message);
  }
}

/** G_PlayerFinishLevel, then what the next level keeps: `to` becomes `from` as it enters a new map. */
function carryPlayer(to: PlayerState, from: PlayerState): void {
  to.playerstate = PST_LIVE;
  to.health = from.health;
  to.armorpoints = from.armorpoints;
  to.armortype = from.armortype;
  to.backpack = from.backpack;
  to.readyweapon = from.readyweapon;
  to.pendingweapon = from.pendingweapon;
  to.weaponowned.set(from.weaponowned);
  to.ammo.set(from.ammo);
  to.maxammo.set(from.maxammo);
  to.cheats = from.cheats;
  to.powers.fill(0);
  to.cards.fill(0);
  to.attackdown = from.attackdown;
  to.usedown = from.usedown;
}

/** The types Boom draws translucent without being told (dsda-doom's predefined translucency). */
const BOOM_TRANSLUCENT = ['MT_FIRE', 'MT_SMOKE', 'MT_FATSHOT', 'MT_BRUISERSHOT', 'MT_SPAWNFIRE', 'MT_TROOPSHOT', 'MT_HEADSHOT',
  'MT_PLASMA', 'MT_BFG', 'MT_ARACHPLAZ', 'MT_PUFF', 'MT_TFOG', 'MT_IFOG', 'MT_MISC12', 'MT_INV', 'MT_INS', 'MT_MEGA'].map(mobjIndex);

/** SimState.thingTranslucent for a game's definitions and rules. */
function translucentTypes(defs: Defs, compat: Compat): Uint8Array {
  const out = new Uint8Array(defs.typeCount);
  if (!compat.boom) return out;
  for (let t = 0; t < defs.typeCount; t++) if ((defs.infoFlags[t] & MF.TRANSLUCENT) !== 0) out[t] = 1;
  if (compat.comp[COMP_TRANSLUCENCY] === 0) {
    // A type whose Bits a patch set keeps what the patch says.
    for (const t of BOOM_TRANSLUCENT) if (defs.infoBitsSet[t] === 0) out[t] = 1;
  }
  return out;
}

function noThink(): void {}
function noMobjAction(): void {}
function noPspAction(): void {}
