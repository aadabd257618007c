// DOOM's arch-vile and bosses (p_enemy's remaining actions): the arch-vile raising corpses it walks
// up to, its fire kept in front of the target while it can see, and the blast; the map events on a
// boss's death (E1M8, E2M8, E3M8, E4M6, E4M8 by the Ultimate DOOM's rules, MAP07's two tags,
// Commander Keen's door); and the boss brain of MAP30 — the spots it shoots cubes at, its pain,
// its death in explosions, and the cubes turning into monsters where they land. Random numbers in
// DOOM's order; nothing allocated per tic (the brain's spot list is made once per game).
import { ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACUNIT, fixedMul } from '../base/fixed.js';
import { MF, mobjIndex, stateIndex } from '../../defs/doom/things-info.js';
import { SFX } from '../../defs/doom/sounds.js';
import { MAPBLOCKSHIFT, MAXRADIUS, Line } from '../base/level.js';
import { blockThingsIterator, setThingPosition, unsetThingPosition } from '../base/map-util.js';
import { checkPosition, radiusAttack, teleportMove } from './map-move.js';
import { removeMobj, setMobjState, spawnMissile, spawnMobj } from './mobj.js';
import { Mobj } from '../base/thing.js';
import { damageMobj } from './interaction.js';
import { COMP_VILE } from '../base/compat.js';
import { checkSight } from '../base/sight.js';
import { TF_REMOVED } from '../base/thinker.js';
import { evDoDoor, VLD_BLAZE_OPEN, VLD_OPEN } from './doors.js';
import { evDoFloor, FLOOR_LOWER_TO_LOWEST, FLOOR_RAISE_TO_TEXTURE } from './floors.js';
import { DI_NODIR, chase, faceTarget, lookForTargets, XSPEED, YSPEED } from './enemy.js';
import { updateThread } from './mbf-friends.js';
import { substNullMobj } from './enemy-attacks.js';
import type { SimState } from '../base/sim-state.js';
import { PR_BRAINEXP, PR_BRAINSCREAM, PR_SPAWNFLY } from '../../defs/doom/random.js';

const MT_VILE = mobjIndex('MT_VILE');
const MT_FIRE = mobjIndex('MT_FIRE');
const MT_FATSO = mobjIndex('MT_FATSO');
const MT_BABY = mobjIndex('MT_BABY');
const MT_BRUISER = mobjIndex('MT_BRUISER');
const MT_CYBORG = mobjIndex('MT_CYBORG');
const MT_SPIDER = mobjIndex('MT_SPIDER');
const MT_BOSSTARGET = mobjIndex('MT_BOSSTARGET');
const MT_SPAWNSHOT = mobjIndex('MT_SPAWNSHOT');
const MT_SPAWNFIRE = mobjIndex('MT_SPAWNFIRE');
const MT_ROCKET = mobjIndex('MT_ROCKET');
const MT_TROOP = mobjIndex('MT_TROOP');
const MT_SERGEANT = mobjIndex('MT_SERGEANT');
const MT_SHADOWS = mobjIndex('MT_SHADOWS');
const MT_PAIN = mobjIndex('MT_PAIN');
const MT_HEAD = mobjIndex('MT_HEAD');
const MT_UNDEAD = mobjIndex('MT_UNDEAD');
const MT_KNIGHT = mobjIndex('MT_KNIGHT');
const S_VILE_HEAL1 = stateIndex('S_VILE_HEAL1');
const S_BRAINEXPLODE1 = stateIndex('S_BRAINEXPLODE1');


/** DOOM keeps 32 brain targets; a map with more overran its array (here: the rest are ignored). */
const MAX_BRAIN_TARGETS = 32;

function cabs(a: number): number {
  return a < 0 ? (-a) | 0 : a;
}

/** A living thing of `type` other than `mo` among the things (removed ones are gone, as in DOOM). */
function otherAlive(ps: SimState, mo: Mobj, type: number): boolean {
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) {
    if (t.fn !== TF_REMOVED && t instanceof Mobj && t !== mo && t.type === type && t.health > 0) return true;
  }
  return false;
}

/** The line DOOM makes up ("junk") to start a tagged special from a boss's death: only its tag is read. */
let junk: Line | null = null;
function junkLine(tag: number): Line {
  if (junk === null) junk = new Line(-1);
  junk.tag = tag;
  return junk;
}

// ---------------------------------------------------------------- the arch-vile

/** PIT_VileCheck's globals: where the vile is about to step, and the corpse found. */
let viletryx = 0;
let viletryy = 0;
let corpsehit: Mobj | null = null;

/** PIT_VileCheck: a corpse lying still, with a raise state, touching the next step, that would fit standing. */
function vileCheck(ps: SimState, thing: Mobj): boolean {
  if (!(thing.flags & MF.CORPSE)) return true;
  if (thing.tics !== -1) return true; // not lying still yet
  if (ps.defs.infoRaiseState[thing.type] === 0) return true;
  const maxdist = (ps.defs.infoRadius[thing.type] + ps.defs.infoRadius[MT_VILE]) | 0;
  if (cabs((thing.x - viletryx) | 0) > maxdist || cabs((thing.y - viletryy) | 0) > maxdist) return true;
  corpsehit = thing;
  thing.momx = 0;
  thing.momy = 0;
  let check: boolean;
  if (ps.compat.has(COMP_VILE)) {
    // DOOM's test: four times the corpse's (crushed: zero) height, its own radius.
    thing.height <<= 2;
    check = checkPosition(ps, thing, thing.x, thing.y);
    thing.height >>= 2;
  } else {
    // Boom's (comp_vile off): the monster's own size, solid, so a crushed corpse rises whole.
    const height = thing.height, radius = thing.radius;
    thing.height = ps.defs.infoHeight[thing.type];
    thing.radius = ps.defs.infoRadius[thing.type];
    thing.flags |= MF.SOLID;
    check = checkPosition(ps, thing, thing.x, thing.y);
    thing.height = height;
    thing.radius = radius;
    thing.flags &= ~MF.SOLID;
  }
  return !check;
}

/**
 * A_VileChase: before chasing, the arch-vile looks for a corpse around the spot its next step
 * leads to (the blocks within 64 units); one found is raised: it turns back to full height, flags
 * and health, and forgets its target, while the vile faces it and casts.
 */
export function aVileChase(ps: SimState, actor: Mobj): void {
  if (actor.movedir !== DI_NODIR) {
    const speed = ps.defs.infoSpeed[actor.type];
    viletryx = (actor.x + Math.imul(speed, XSPEED[actor.movedir])) | 0;
    viletryy = (actor.y + Math.imul(speed, YSPEED[actor.movedir])) | 0;
    const lv = ps.level;
    const xl = (viletryx - lv.bmaporgx - MAXRADIUS * 2) >> MAPBLOCKSHIFT;
    const xh = (viletryx - lv.bmaporgx + MAXRADIUS * 2) >> MAPBLOCKSHIFT;
    const yl = (viletryy - lv.bmaporgy - MAXRADIUS * 2) >> MAPBLOCKSHIFT;
    const yh = (viletryy - lv.bmaporgy + MAXRADIUS * 2) >> MAPBLOCKSHIFT;
    for (let bx = xl; bx <= xh; bx++) {
      for (let by = yl; by <= yh; by++) {
        if (blockThingsIterator(ps, bx, by, vileCheck)) continue;
        const corpse = corpsehit!;
        const temp = actor._target; // turned to the corpse for a moment, uncounted as in DOOM
        actor._target = corpse;
        faceTarget(ps, actor);
        actor._target = temp;
        setMobjState(ps, actor, S_VILE_HEAL1);
        ps.sound(corpse, SFX.slop);
        const type = corpse.type;
        setMobjState(ps, corpse, ps.defs.infoRaiseState[type]);
        if (ps.compat.has(COMP_VILE)) corpse.height <<= 2; // a crushed corpse stays a ghost
        else {
          corpse.height = ps.defs.infoHeight[type];
          corpse.radius = ps.defs.infoRadius[type];
        }
        corpse.flags = ps.defs.infoFlags[type];
        corpse.health = ps.defs.infoSpawnHealth[type];
        corpse.target = null;
        if (ps.compat.mbf) {
          // MBF: the raised one takes the arch-vile's side, forgets its old enemy, rejoins its thread.
          corpse.flags = (corpse.flags & ~(MF.FRIEND | MF.JUSTHIT)) | (actor.flags & MF.FRIEND);
          corpse.lastenemy = null;
          updateThread(ps, corpse);
        }
        return;
      }
    }
  }
  chase(ps, actor);
}

/** A_VileStart: the cast begins. */
export function aVileStart(ps: SimState, actor: Mobj): void {
  ps.sound(actor, SFX.vilatk);
}

/** A_StartFire. */
export function aStartFire(ps: SimState, actor: Mobj): void {
  ps.sound(actor, SFX.flamst);
  aFire(ps, actor);
}

/** A_FireCrackle. */
export function aFireCrackle(ps: SimState, actor: Mobj): void {
  ps.sound(actor, SFX.flame);
  aFire(ps, actor);
}

/**
 * A_Fire: the fire (actor) stays 24 units in front of its victim (tracer) at the victim's height,
 * as long as the arch-vile (target) sees the victim. (DOOM would crash on a fire without a vile;
 * here it stays where it is.)
 */
export function aFire(ps: SimState, actor: Mobj): void {
  const dest = actor.tracer;
  if (dest === null) return;
  const target = actor.target;
  if (target === null) return;
  if (!checkSight(ps, target, dest)) return;
  const an = dest.angle >>> ANGLETOFINESHIFT;
  unsetThingPosition(ps, actor);
  actor.x = (dest.x + fixedMul(24 * FRACUNIT, FINECOSINE[an])) | 0;
  actor.y = (dest.y + fixedMul(24 * FRACUNIT, FINESINE[an])) | 0;
  actor.z = dest.z;
  setThingPosition(ps, actor);
}

/**
 * A_VileTarget: the hellfire on the target. DOOM spawns it at (target x, target x) — its typo,
 * kept — and A_Fire moves it in front of the target straight away when the vile can see it.
 */
export function aVileTarget(ps: SimState, actor: Mobj): void {
  const target = actor.target;
  if (target === null) return;
  faceTarget(ps, actor);
  const fog = spawnMobj(ps, target.x, target.x, target.z, MT_FIRE);
  actor.tracer = fog;
  fog.target = actor;
  fog.tracer = target;
  aFire(ps, fog);
}

/**
 * A_VileAttack: if the arch-vile still sees its target: 20 damage, the target thrown up by
 * 1000 / mass units a tic, and the fire — set between the two (x and y only, unlinked as in DOOM) —
 * explodes for 70.
 */
export function aVileAttack(ps: SimState, actor: Mobj): void {
  const target = actor.target;
  if (target === null) return;
  faceTarget(ps, actor);
  if (!checkSight(ps, actor, target)) return;
  ps.sound(actor, SFX.barexp);
  damageMobj(ps, target, actor, actor, 20);
  target.momz = ((1000 * FRACUNIT) / ps.defs.infoMass[target.type]) | 0;
  const an = actor.angle >>> ANGLETOFINESHIFT;
  const fire = actor.tracer;
  if (fire === null) return;
  fire.x = (target.x - fixedMul(24 * FRACUNIT, FINECOSINE[an])) | 0;
  fire.y = (target.y - fixedMul(24 * FRACUNIT, FINESINE[an])) | 0;
  radiusAttack(ps, fire, actor, 70);
}

// ---------------------------------------------------------------- boss deaths

/** A_KeenDie: the body falls; when no other Keen lives, the doors tagged 666 open. */
export function aKeenDie(ps: SimState, mo: Mobj): void {
  mo.flags &= ~MF.SOLID;
  if (otherAlive(ps, mo, mo.type)) return;
  evDoDoor(ps, junkLine(666), VLD_OPEN);
}

/** CheckBossEnd as the Ultimate DOOM has it: each episode's boss on its own map only. */
function checkBossEnd(ps: SimState, type: number): boolean {
  const map = ps.gamemap;
  switch (ps.gameepisode) {
    case 1: return map === 8 && type === MT_BRUISER;
    case 2: return map === 8 && type === MT_CYBORG;
    case 3: return map === 8 && type === MT_SPIDER;
    case 4: return (map === 6 && type === MT_CYBORG) || (map === 8 && type === MT_SPIDER);
    default: return map === 8;
  }
}

/**
 * A_BossDeath: on a boss map, once the player lives and the last of the boss's kind is dead:
 * E1M8 and E4M8 lower the floors tagged 666, E4M6 opens the doors tagged 666 fast, E2M8 and E3M8
 * end the level; on MAP07 the last mancubus lowers the floors tagged 666 and the last arachnotron
 * raises those tagged 667 by their lower texture.
 */
export function aBossDeath(ps: SimState, mo: Mobj): void {
  if (ps.commercial) {
    if (ps.gamemap !== 7) return;
    if (mo.type !== MT_FATSO && mo.type !== MT_BABY) return;
  } else if (!checkBossEnd(ps, mo.type)) return;
  if (ps.player.health <= 0) return; // no one left alive to win
  if (otherAlive(ps, mo, mo.type)) return;
  if (ps.commercial) {
    if (mo.type === MT_FATSO) {
      evDoFloor(ps, junkLine(666), FLOOR_LOWER_TO_LOWEST);
      return;
    }
    if (mo.type === MT_BABY) {
      evDoFloor(ps, junkLine(667), FLOOR_RAISE_TO_TEXTURE);
      return;
    }
  } else if (ps.gameepisode === 1) {
    evDoFloor(ps, junkLine(666), FLOOR_LOWER_TO_LOWEST);
    return;
  } else if (ps.gameepisode === 4) {
    if (ps.gamemap === 6) {
      evDoDoor(ps, junkLine(666), VLD_BLAZE_OPEN);
      return;
    }
    if (ps.gamemap === 8) {
      evDoFloor(ps, junkLine(666), FLOOR_LOWER_TO_LOWEST);
      return;
    }
  }
  ps.exitLevel(false);
}

// ---------------------------------------------------------------- the boss brain

/** The brain's spots and its turn (DOOM's braintargets, numbraintargets, braintargeton, and A_BrainSpit's static `easy`). */
class BrainState {
  readonly targets: (Mobj | null)[] = new Array<Mobj | null>(MAX_BRAIN_TARGETS).fill(null);
  count = 0;
  on = 0;
  easy = 0;
}

const brains = new WeakMap<SimState, BrainState>();

/** The brain's state of this game, made at its first use. */
function brainOf(ps: SimState): BrainState {
  let b = brains.get(ps);
  if (b === undefined) {
    b = new BrainState();
    brains.set(ps, b);
  }
  return b;
}

/** A_BrainAwake: the brain collects the spots (MT_BOSSTARGET) in thinker order and roars. */
export function aBrainAwake(ps: SimState, _mo: Mobj): void {
  const b = brainOf(ps);
  b.count = 0;
  b.on = 0;
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) {
    if (t.fn === TF_REMOVED || !(t instanceof Mobj) || t.type !== MT_BOSSTARGET) continue;
    if (b.count < MAX_BRAIN_TARGETS) b.targets[b.count++] = t;
    else ps.warn(`more than ${MAX_BRAIN_TARGETS} boss brain targets: the rest are not used`);
  }
  ps.sound(null, SFX.bossit);
}

/** A_BrainPain. */
export function aBrainPain(ps: SimState, _mo: Mobj): void {
  ps.sound(null, SFX.bospn);
}

/** One of the brain's death explosions: a rocket at (x, y) at a random height, rising, in its explosion. */
function brainExplosion(ps: SimState, x: number, y: number, cls: number): void {
  const z = (128 + ps.rng.pRandom(cls) * 2 * FRACUNIT) | 0;
  const th = spawnMobj(ps, x, y, z, MT_ROCKET);
  th.momz = ps.rng.pRandom(cls) * 512;
  setMobjState(ps, th, S_BRAINEXPLODE1);
  th.tics -= ps.rng.pRandom(cls) & 7;
  if (th.tics < 1) th.tics = 1;
}

/** A_BrainScream: a row of explosions every 8 units, 320 units south of the brain, and its death cry. */
export function aBrainScream(ps: SimState, mo: Mobj): void {
  const end = (mo.x + 320 * FRACUNIT) | 0;
  const y = (mo.y - 320 * FRACUNIT) | 0;
  for (let x = (mo.x - 196 * FRACUNIT) | 0; x < end; x = (x + FRACUNIT * 8) | 0) brainExplosion(ps, x, y, PR_BRAINSCREAM);
  ps.sound(null, SFX.bosdth);
}

/** A_BrainExplode: one more explosion, up to 255 · 2048 either side. */
export function aBrainExplode(ps: SimState, mo: Mobj): void {
  const x = (mo.x + ps.rng.pSubRandom(PR_BRAINEXP) * 2048) | 0;
  brainExplosion(ps, x, mo.y, PR_BRAINEXP);
}

/** A_BrainDie: the game is won; the level ends. */
export function aBrainDie(ps: SimState, _mo: Mobj): void {
  ps.exitLevel(false);
}

/**
 * A_BrainSpit: a cube at the next spot in turn (every other call on the two easiest skills), timed
 * to arrive: its reactiontime is the tics of the flight along y divided by its state's tics.
 */
export function aBrainSpit(ps: SimState, mo: Mobj): void {
  const b = brainOf(ps);
  b.easy ^= 1;
  if (ps.skill <= 2 && b.easy === 0) return;
  if (b.count === 0) {
    ps.warn('A_BrainSpit: no boss brain targets (vanilla DOOM crashes here)');
    return;
  }
  const targ = b.targets[b.on]!;
  b.on = (b.on + 1) % b.count;
  const newmobj = spawnMissile(ps, mo, targ, MT_SPAWNSHOT);
  newmobj.target = targ;
  if (ps.compat.mbf) {
    newmobj.flags = (newmobj.flags & ~MF.FRIEND) | (mo.flags & MF.FRIEND); // MBF: a friendly brain's cubes
    updateThread(ps, newmobj);
  }
  const tics = ps.stateTics[newmobj.state];
  // DOOM divides by zero here (a crash) for a cube thrown due east or west; here it arrives at once.
  newmobj.reactiontime = newmobj.momy === 0 || tics === 0 ? 0 : ((((targ.y - mo.y) | 0) / newmobj.momy) | 0) / tics | 0;
  ps.sound(null, SFX.bospit);
}

/** A_SpawnSound: the travelling cube's sound, then A_SpawnFly. */
export function aSpawnSound(ps: SimState, mo: Mobj): void {
  ps.sound(mo, SFX.boscub);
  aSpawnFly(ps, mo);
}

/** The monster a cube turns into, by DOOM's thresholds on one random number. */
function spawnFlyType(r: number): number {
  if (r < 50) return MT_TROOP;
  if (r < 90) return MT_SERGEANT;
  if (r < 120) return MT_SHADOWS;
  if (r < 130) return MT_PAIN;
  if (r < 160) return MT_HEAD;
  if (r < 162) return MT_VILE;
  if (r < 172) return MT_UNDEAD;
  if (r < 192) return MT_BABY;
  if (r < 222) return MT_FATSO;
  if (r < 246) return MT_KNIGHT;
  return MT_BRUISER;
}

/**
 * A_SpawnFly: when the cube's time is up, at its spot: a teleport fog, a random monster (awake at
 * once if it sees the player, all around), which telefrags what stands there; the cube goes.
 */
export function aSpawnFly(ps: SimState, mo: Mobj): void {
  if (--mo.reactiontime) return; // still flying
  const targ = substNullMobj(ps, mo.target);
  const fog = spawnMobj(ps, targ.x, targ.y, targ.z, MT_SPAWNFIRE);
  ps.sound(fog, SFX.telept);
  const type = spawnFlyType(ps.rng.pRandom(PR_SPAWNFLY));
  const newmobj = spawnMobj(ps, targ.x, targ.y, targ.z, type);
  if (ps.compat.mbf) {
    newmobj.flags = (newmobj.flags & ~MF.FRIEND) | (mo.flags & MF.FRIEND); // MBF: and their monsters
    updateThread(ps, newmobj);
  }
  if (lookForTargets(ps, newmobj, true)) setMobjState(ps, newmobj, ps.defs.infoSeeState[type]);
  teleportMove(ps, newmobj, newmobj.x, newmobj.y, true);
  removeMobj(ps, mo);
}
