// DOOM's monster attacks (p_enemy's attack actions): the former humans' hitscans with their spread,
// the imp's, demon's, cacodemon's, baron's and revenant's claws and fists, every monster missile
// (the revenant's homing one turning a step every fourth tic and trailing smoke, the mancubus's
// fans), the refire checks of the chaingunner and the spider, the lost soul's charge and the pain
// elemental spitting lost souls (at most 20 on the map), and the walking sounds of the cyberdemon,
// the spider and the arachnotron. Random numbers are drawn in DOOM's order and the arithmetic is
// DOOM's 32-bit one. Angles handed to the shot and aim code are fine angles (a full binary angle of
// 2^30 or more passed to a call would be boxed), so nothing here allocates.
import { ANG90, ANG180, ANG270, ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACUNIT, aproxDistance, fixedMul, ANGLE_OUT, pointToAngleOut } from '../base/fixed.js';
import { MF, mobjIndex } from '../../defs/doom/things-info.js';
import { SFX } from '../../defs/doom/sounds.js';
import { setMobjState, spawnMissile, spawnMobj, spawnPuff } from './mobj.js';
import { Mobj } from '../base/thing.js';
import { MISSILERANGE, aimLineAttack, lineAttack, tryMove } from './map-move.js';
import { damageMobj } from './interaction.js';
import { checkSight } from '../base/sight.js';
import { TF_REMOVED } from '../base/thinker.js';
import { COMP_PAIN, COMP_SKULL } from '../base/compat.js';
import { blockLinesIterator } from '../base/map-util.js';
import { pointOnLineSide } from '../base/line-side.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, MAPBLOCKSHIFT, ML_BLOCKING, ML_BLOCKMONSTERS, ML_TWOSIDED, type Line } from '../base/level.js';
import { chase, checkMeleeRange, faceTarget } from './enemy.js';
import type { SimState } from '../base/sim-state.js';
import { updateThread } from './mbf-friends.js';
import { portalAimPoint } from './portal-move.js';
import { PR_BRUISATTACK, PR_CPOSATTACK, PR_CPOSREFIRE, PR_HEADATTACK, PR_POSATTACK, PR_SARGATTACK, PR_SKELFIST, PR_SPIDREFIRE, PR_SPOSATTACK, PR_TRACER, PR_TROOPATTACK } from '../../defs/doom/random.js';

const MT_ARACHPLAZ = mobjIndex('MT_ARACHPLAZ');
const MT_TROOPSHOT = mobjIndex('MT_TROOPSHOT');
const MT_HEADSHOT = mobjIndex('MT_HEADSHOT');
const MT_ROCKET = mobjIndex('MT_ROCKET');
const MT_BRUISERSHOT = mobjIndex('MT_BRUISERSHOT');
const MT_TRACER = mobjIndex('MT_TRACER');
const MT_SMOKE = mobjIndex('MT_SMOKE');
const MT_FATSHOT = mobjIndex('MT_FATSHOT');
const MT_SKULL = mobjIndex('MT_SKULL');


/** The revenant missile's turn per adjustment. */
const TRACEANGLE = 0xc000000;
/** The mancubus's fan: an eighth of a right angle. */
const FATSPREAD = ANG90 / 8;
/** The lost soul's charge speed. */
const SKULLSPEED = 20 * FRACUNIT;
/** A_PainShootSkull spits no more once the map holds more than this many lost souls. */
const SKULL_LIMIT = 20;

/**
 * DOOM's P_SubstNullMobj: a stand-in at the origin for a missing target (its fields are only read,
 * and zero). Created with the first call that needs it.
 */
let nullMobj: Mobj | null = null;
export function substNullMobj(ps: SimState, mo: Mobj | null): Mobj {
  if (mo !== null) return mo;
  if (nullMobj === null) nullMobj = new Mobj(ps);
  nullMobj.x = 0;
  nullMobj.y = 0;
  nullMobj.z = 0;
  nullMobj.flags = 0;
  return nullMobj;
}

/** A_PosAttack: the zombieman's pistol shot, aimed, then spread by up to ±255 · 2^20. */
export function aPosAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  const bangle = actor.angle;
  const slope = aimLineAttack(ps, actor, bangle >>> ANGLETOFINESHIFT, MISSILERANGE);
  ps.sound(actor, SFX.pistol);
  const angle = (bangle + (ps.rng.pSubRandom(PR_POSATTACK) << 20)) >>> 0;
  const damage = ((ps.rng.pRandom(PR_POSATTACK) % 5) + 1) * 3;
  lineAttack(ps, actor, angle >>> ANGLETOFINESHIFT, MISSILERANGE, slope, damage);
}

/** A_SPosAttack: the shotgun guy's three pellets on one aim. */
export function aSPosAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  ps.sound(actor, SFX.shotgn);
  faceTarget(ps, actor);
  const bangle = actor.angle;
  const slope = aimLineAttack(ps, actor, bangle >>> ANGLETOFINESHIFT, MISSILERANGE);
  for (let i = 0; i < 3; i++) {
    const angle = (bangle + (ps.rng.pSubRandom(PR_SPOSATTACK) << 20)) >>> 0;
    const damage = ((ps.rng.pRandom(PR_SPOSATTACK) % 5) + 1) * 3;
    lineAttack(ps, actor, angle >>> ANGLETOFINESHIFT, MISSILERANGE, slope, damage);
  }
}

/** A_CPosAttack: the chaingunner's (and the spider's) single bullet, with the shotgun's sound. */
export function aCPosAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  ps.sound(actor, SFX.shotgn);
  faceTarget(ps, actor);
  const bangle = actor.angle;
  const slope = aimLineAttack(ps, actor, bangle >>> ANGLETOFINESHIFT, MISSILERANGE);
  const angle = (bangle + (ps.rng.pSubRandom(PR_CPOSATTACK) << 20)) >>> 0;
  const damage = ((ps.rng.pRandom(PR_CPOSATTACK) % 5) + 1) * 3;
  lineAttack(ps, actor, angle >>> ANGLETOFINESHIFT, MISSILERANGE, slope, damage);
}

/** Keep firing unless a draw under `keepOn` says so, or the target is dead or out of sight. */
function refire(ps: SimState, actor: Mobj, keepOn: number, cls: number): void {
  faceTarget(ps, actor);
  if (ps.rng.pRandom(cls) < keepOn) return;
  const t = actor.target;
  if (t === null || t.health <= 0 || !checkSight(ps, actor, t)) setMobjState(ps, actor, ps.defs.infoSeeState[actor.type]);
}

/** A_CPosRefire. */
export function aCPosRefire(ps: SimState, actor: Mobj): void {
  refire(ps, actor, 40, PR_CPOSREFIRE);
}

/** A_SpidRefire. */
export function aSpidRefire(ps: SimState, actor: Mobj): void {
  refire(ps, actor, 10, PR_SPIDREFIRE);
}

/** A_BspiAttack: the arachnotron's plasma. */
export function aBspiAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  spawnMissile(ps, actor, actor.target, MT_ARACHPLAZ);
}

/** A_TroopAttack: the imp's claw in melee range, else its fireball. */
export function aTroopAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  if (checkMeleeRange(ps, actor)) {
    ps.sound(actor, SFX.claw);
    const damage = ((ps.rng.pRandom(PR_TROOPATTACK) % 8) + 1) * 3;
    damageMobj(ps, actor.target, actor, actor, damage);
    return;
  }
  spawnMissile(ps, actor, actor.target, MT_TROOPSHOT);
}

/** A_SargAttack: the demon's bite (v1.5 and later: only in melee range). */
export function aSargAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  if (!checkMeleeRange(ps, actor)) return;
  const damage = ((ps.rng.pRandom(PR_SARGATTACK) % 10) + 1) * 4;
  damageMobj(ps, actor.target, actor, actor, damage);
}

/** A_HeadAttack: the cacodemon's bite in melee range, else its ball. */
export function aHeadAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  if (checkMeleeRange(ps, actor)) {
    const damage = ((ps.rng.pRandom(PR_HEADATTACK) % 6) + 1) * 10;
    damageMobj(ps, actor.target, actor, actor, damage);
    return;
  }
  spawnMissile(ps, actor, actor.target, MT_HEADSHOT);
}

/** A_CyberAttack: a rocket. */
export function aCyberAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  spawnMissile(ps, actor, actor.target, MT_ROCKET);
}

/** A_BruisAttack: the baron's and knight's claw in melee range, else their ball (no turn to face first). */
export function aBruisAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  if (checkMeleeRange(ps, actor)) {
    ps.sound(actor, SFX.claw);
    const damage = ((ps.rng.pRandom(PR_BRUISATTACK) % 8) + 1) * 10;
    damageMobj(ps, actor.target, actor, actor, damage);
    return;
  }
  spawnMissile(ps, actor, actor.target, MT_BRUISERSHOT);
}

/**
 * A_SkelMissile: the revenant's homing missile, spawned 16 units higher than a missile would be,
 * then pushed one move further (x and y only, its block and sector links left as they were, as in
 * DOOM), homing on the target.
 */
export function aSkelMissile(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  actor.z = (actor.z + 16 * FRACUNIT) | 0;
  const mo = spawnMissile(ps, actor, actor.target, MT_TRACER);
  actor.z = (actor.z - 16 * FRACUNIT) | 0;
  mo.x = (mo.x + mo.momx) | 0;
  mo.y = (mo.y + mo.momy) | 0;
  mo.tracer = actor.target;
}

/**
 * A_Tracer: every fourth game tic the homing missile leaves a puff and a smoke trail, turns up to
 * TRACEANGLE toward its target and eases its climb by 1/8 unit a tic toward the target's height + 40.
 * DOOM tests gametic (which goes on counting across a level reloaded after a death), not leveltime.
 */
export function aTracer(ps: SimState, actor: Mobj): void {
  if (ps.logictic & 3) return; // DOOM's gametic; Boom's counts from the level's load
  spawnPuff(ps, actor.x, actor.y, actor.z);
  const th = spawnMobj(ps, (actor.x - actor.momx) | 0, (actor.y - actor.momy) | 0, actor.z, MT_SMOKE);
  th.momz = FRACUNIT;
  th.tics -= ps.rng.pRandom(PR_TRACER) & 3;
  if (th.tics < 1) th.tics = 1;
  const dest = actor.tracer;
  if (dest === null || dest.health <= 0) return;
  // Portals (not DOOM's; portal-move.ts): towards the target's nearer image through a portal.
  const aim = portalAimPoint(ps, actor, dest);
  const destx = aim.imgX, desty = aim.imgY, destz = aim.imgZ;
  pointToAngleOut(actor.x, actor.y, destx, desty);
  const exact = ANGLE_OUT[0];
  if (exact !== actor.angle) {
    if (((exact - actor.angle) >>> 0) > 0x80000000) {
      actor.angle = (actor.angle - TRACEANGLE) >>> 0;
      if (((exact - actor.angle) >>> 0) < 0x80000000) actor.angle = exact;
    } else {
      actor.angle = (actor.angle + TRACEANGLE) >>> 0;
      if (((exact - actor.angle) >>> 0) > 0x80000000) actor.angle = exact;
    }
  }
  const fa = actor.angle >>> ANGLETOFINESHIFT;
  const speed = ps.defs.infoSpeed[actor.type];
  actor.momx = fixedMul(speed, FINECOSINE[fa]);
  actor.momy = fixedMul(speed, FINESINE[fa]);
  let dist = aproxDistance((destx - actor.x) | 0, (desty - actor.y) | 0);
  dist = (dist / speed) | 0;
  if (dist < 1) dist = 1;
  const slope = (((destz + 40 * FRACUNIT - actor.z) | 0) / dist) | 0;
  if (slope < actor.momz) actor.momz = (actor.momz - (FRACUNIT >> 3)) | 0;
  else actor.momz = (actor.momz + (FRACUNIT >> 3)) | 0;
}

/** A_SkelWhoosh: the revenant's swing. */
export function aSkelWhoosh(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  ps.sound(actor, SFX.skeswg);
}

/** A_SkelFist: the revenant's punch, in melee range only. */
export function aSkelFist(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  if (checkMeleeRange(ps, actor)) {
    const damage = ((ps.rng.pRandom(PR_SKELFIST) % 10) + 1) * 6;
    ps.sound(actor, SFX.skepch);
    damageMobj(ps, actor.target, actor, actor, damage);
  }
}

/** A_FatRaise: the mancubus takes aim. */
export function aFatRaise(ps: SimState, actor: Mobj): void {
  faceTarget(ps, actor);
  ps.sound(actor, SFX.manatk);
}

/** The missile's heading turned by `delta` (a binary angle) and its momentum set along it. */
function turnMissile(mo: Mobj, delta: number): void {
  mo.angle = (mo.angle + delta) >>> 0;
  const an = mo.angle >>> ANGLETOFINESHIFT;
  const speed = mo.ps.defs.infoSpeed[mo.type];
  mo.momx = fixedMul(speed, FINECOSINE[an]);
  mo.momy = fixedMul(speed, FINESINE[an]);
}

/** A_FatAttack1: the mancubus turns FATSPREAD left; one ball at the target, one a spread further. */
export function aFatAttack1(ps: SimState, actor: Mobj): void {
  faceTarget(ps, actor);
  actor.angle = (actor.angle + FATSPREAD) >>> 0;
  const target = substNullMobj(ps, actor.target);
  spawnMissile(ps, actor, target, MT_FATSHOT);
  const mo = spawnMissile(ps, actor, target, MT_FATSHOT);
  turnMissile(mo, FATSPREAD);
}

/** A_FatAttack2: the mancubus turns FATSPREAD right; one ball at the target, one two spreads right. */
export function aFatAttack2(ps: SimState, actor: Mobj): void {
  faceTarget(ps, actor);
  actor.angle = (actor.angle - FATSPREAD) >>> 0;
  const target = substNullMobj(ps, actor.target);
  spawnMissile(ps, actor, target, MT_FATSHOT);
  const mo = spawnMissile(ps, actor, target, MT_FATSHOT);
  turnMissile(mo, -FATSPREAD * 2);
}

/** A_FatAttack3: two balls, half a spread either side of the target. */
export function aFatAttack3(ps: SimState, actor: Mobj): void {
  faceTarget(ps, actor);
  const target = substNullMobj(ps, actor.target);
  let mo = spawnMissile(ps, actor, target, MT_FATSHOT);
  turnMissile(mo, -FATSPREAD / 2);
  mo = spawnMissile(ps, actor, target, MT_FATSHOT);
  turnMissile(mo, FATSPREAD / 2);
}

/** A_SkullAttack: the lost soul flies at its target at SKULLSPEED, aimed at its middle. */
export function aSkullAttack(ps: SimState, actor: Mobj): void {
  const dest = actor.target;
  if (dest === null) return;
  actor.flags |= MF.SKULLFLY;
  ps.sound(actor, ps.defs.infoAttackSound[actor.type]);
  faceTarget(ps, actor);
  const an = actor.angle >>> ANGLETOFINESHIFT;
  actor.momx = fixedMul(SKULLSPEED, FINECOSINE[an]);
  actor.momy = fixedMul(SKULLSPEED, FINESINE[an]);
  // Portals (not DOOM's; portal-move.ts): the climb towards the target's nearer image.
  const aim = portalAimPoint(ps, actor, dest);
  const destx = aim.imgX, desty = aim.imgY, destz = aim.imgZ;
  let dist = aproxDistance((destx - actor.x) | 0, (desty - actor.y) | 0);
  dist = (dist / SKULLSPEED) | 0;
  if (dist < 1) dist = 1;
  actor.momz = (((destz + (dest.height >> 1) - actor.z) | 0) / dist) | 0;
}

/**
 * A_PainShootSkull: a lost soul spat along fine angle `an`, unless the map already holds more
 * than 20 (counted over the thinker list, as DOOM II v1.9 and the Ultimate DOOM count). It starts
 * clear of both bodies plus 4 units; if it cannot stand there it dies at once. Else it charges at
 * the pain elemental's target.
 */
function painShootSkull(ps: SimState, actor: Mobj, an: number): void {
  if (ps.compat.has(COMP_PAIN)) {
    let count = 0;
    const cap = ps.thinkers.cap;
    for (let t = cap.next!; t !== cap; t = t.next!) {
      if (t.fn !== TF_REMOVED && t instanceof Mobj && t.type === MT_SKULL) count++;
    }
    if (count > SKULL_LIMIT) return;
  }
  const prestep = (4 * FRACUNIT + (((3 * (ps.defs.infoRadius[actor.type] + ps.defs.infoRadius[MT_SKULL])) / 2) | 0)) | 0;
  const x = (actor.x + fixedMul(prestep, FINECOSINE[an])) | 0;
  const y = (actor.y + fixedMul(prestep, FINESINE[an])) | 0;
  const z = (actor.z + 8 * FRACUNIT) | 0;
  let newmobj: Mobj;
  if (ps.compat.has(COMP_SKULL)) newmobj = spawnMobj(ps, x, y, z, MT_SKULL);
  else {
    // Boom (comp_skull off): no soul spat across a wall or a blocking line, nor into a floor or ceiling.
    if (skullPathBlocked(ps, actor, x, y)) return;
    newmobj = spawnMobj(ps, x, y, z, MT_SKULL);
    const sec = newmobj.sector;
    if (newmobj.z > ((sec.ceilingheight - newmobj.height) | 0) || newmobj.z < sec.floorheight) {
      damageMobj(ps, newmobj, actor, actor, 10000);
      return;
    }
  }
  if (!ps.compat.vanilla) newmobj.flags = (newmobj.flags & ~MF.FRIEND) | (actor.flags & MF.FRIEND); // of the spitter's side
  if (ps.compat.mbf) updateThread(ps, newmobj); // MBF: into its thread of friends or enemies
  if (!tryMove(ps, newmobj, newmobj.x, newmobj.y)) {
    damageMobj(ps, newmobj, actor, actor, 10000);
    return;
  }
  newmobj.target = actor.target;
  aSkullAttack(ps, newmobj);
}

/** Boom's Check_Sides: the path from the pain elemental to (x, y) crosses a one-sided or blocking line
 *  whose box meets the path's box (the line taken as infinite: its two ends on different sides). */
let pathBox0 = 0, pathBox1 = 0, pathBox2 = 0, pathBox3 = 0; // left, right, bottom, top
let peX = 0, peY = 0, lsX = 0, lsY = 0;
function skullPathBlocked(ps: SimState, actor: Mobj, x: number, y: number): boolean {
  peX = actor.x; peY = actor.y; lsX = x; lsY = y;
  pathBox0 = peX < x ? peX : x;
  pathBox1 = peX > x ? peX : x;
  pathBox2 = peY < y ? peY : y;
  pathBox3 = peY > y ? peY : y;
  const lv = ps.level;
  const xl = (pathBox0 - lv.bmaporgx) >> MAPBLOCKSHIFT, xh = (pathBox1 - lv.bmaporgx) >> MAPBLOCKSHIFT;
  const yl = (pathBox2 - lv.bmaporgy) >> MAPBLOCKSHIFT, yh = (pathBox3 - lv.bmaporgy) >> MAPBLOCKSHIFT;
  ps.validcount++;
  for (let bx = xl; bx <= xh; bx++) {
    for (let by = yl; by <= yh; by++) if (!blockLinesIterator(ps, bx, by, crossLine)) return true;
  }
  return false;
}

/** PIT_CrossLine: false when `ld` blocks the skull's path. */
function crossLine(_ps: SimState, ld: Line): boolean {
  if (!(ld.flags & ML_TWOSIDED) || ld.flags & (ML_BLOCKING | ML_BLOCKMONSTERS)) {
    const bb = ld.bbox;
    if (!(pathBox0 > bb[BOXRIGHT] || pathBox1 < bb[BOXLEFT] || pathBox3 < bb[BOXBOTTOM] || pathBox2 > bb[BOXTOP])
      && pointOnLineSide(peX, peY, ld) !== pointOnLineSide(lsX, lsY, ld)) return false;
  }
  return true;
}

/** A_PainAttack: a lost soul spat straight at the target. */
export function aPainAttack(ps: SimState, actor: Mobj): void {
  if (actor.target === null) return;
  faceTarget(ps, actor);
  painShootSkull(ps, actor, actor.angle >>> ANGLETOFINESHIFT);
}

/** A_PainDie: the body falls (no longer solid) and spits three lost souls, left, back and right. */
export function aPainDie(ps: SimState, actor: Mobj): void {
  actor.flags &= ~MF.SOLID;
  painShootSkull(ps, actor, ((actor.angle + ANG90) >>> 0) >>> ANGLETOFINESHIFT);
  painShootSkull(ps, actor, ((actor.angle + ANG180) >>> 0) >>> ANGLETOFINESHIFT);
  painShootSkull(ps, actor, ((actor.angle + ANG270) >>> 0) >>> ANGLETOFINESHIFT);
}

/** A_Hoof: the cyberdemon's step, then the chase. */
export function aHoof(ps: SimState, actor: Mobj): void {
  ps.sound(actor, SFX.hoof);
  chase(ps, actor);
}

/** A_Metal: the cyberdemon's and spider's metal step, then the chase. */
export function aMetal(ps: SimState, actor: Mobj): void {
  ps.sound(actor, SFX.metal);
  chase(ps, actor);
}

/** A_BabyMetal: the arachnotron's step, then the chase. */
export function aBabyMetal(ps: SimState, actor: Mobj): void {
  ps.sound(actor, SFX.bspwlk);
  chase(ps, actor);
}
