// MBF's friends (mbfedit.txt's FRIEND bit, the helper dog, "A marine's best friend"), as dsda-doom
// plays them at complevel 11 and after: the two threads of live monsters MBF keeps beside the thinker
// list — friends and enemies, each in an order that the searches change (a thing found goes to the
// back, a badly hurt one to the front) — and the searches over them: a friend looks for an enemy
// near it (the blockmap around it, ring by ring) and then among a random number of the other side's
// monsters; a healthy monster answers a hurt friend's call. Also the map's helpers the monster
// movement asks about (is it on a lift, under a crusher, hanging over a ledge), whether a shot would
// hit a friend, and the helper dogs at the other player starts. The walk and the look themselves,
// with MBF's rules in them, are enemy.ts's.
import { FRACUNIT, ANGLETOFINESHIFT, ANGLE_OUT, aproxDistance, pointToAngleOut } from '../base/fixed.js';
import { FINECOSINE, FINESINE } from '../../defs/doom/tables.js';
import { MF, mobjIndex } from '../../defs/doom/things-info.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, MAPBLOCKSHIFT, type Line } from '../base/level.js';
import { blockLinesIterator, blockThingsIterator } from '../base/map-util.js';
import { boxOnLineSide } from '../base/line-side.js';
import { aimLineAttack } from './map-move.js';
import { checkSight } from '../base/sight.js';
import { Plat } from './plats.js';
import { Ceiling } from './ceilings.js';
import { TF_ACTIVE, TF_REMOVED } from '../base/thinker.js';
import { PR_FRIENDS, PR_HELPFRIEND, PR_SKIPTARGET } from '../../defs/doom/random.js';
import type { Mobj } from '../base/thing.js';
import type { SimState } from '../base/sim-state.js';
import { TH_ENEMIES, TH_FRIENDS, TH_MISC, type MbfThreads } from '../base/mbf-threads.js';


/** MBF's threshold a friend keeps on a target it took while helping (BASETHRESHOLD). */
const BASETHRESHOLD = 100;
/** P_IsVisible's reach behind a monster's back (WAKEUPRANGE, DOOM's MELEERANGE). */
const WAKEUPRANGE = 64 * FRACUNIT;

const MT_SKULL = mobjIndex('MT_SKULL');


function unlink(th: MbfThreads, mo: Mobj): void {
  const c = mo.thclass;
  if (c === TH_MISC) return;
  if (mo.cprev !== null) mo.cprev.cnext = mo.cnext; else th.head[c] = mo.cnext;
  if (mo.cnext !== null) mo.cnext.cprev = mo.cprev; else th.tail[c] = mo.cprev;
  mo.cnext = null; mo.cprev = null; mo.thclass = TH_MISC;
}

function append(th: MbfThreads, mo: Mobj, c: number): void {
  const last = th.tail[c];
  mo.cprev = last; mo.cnext = null; mo.thclass = c;
  if (last !== null) last.cnext = mo; else th.head[c] = mo;
  th.tail[c] = mo;
}

function prepend(th: MbfThreads, mo: Mobj, c: number): void {
  const first = th.head[c];
  mo.cnext = first; mo.cprev = null; mo.thclass = c;
  if (first !== null) first.cprev = mo; else th.tail[c] = mo;
  th.head[c] = mo;
}

/** The thread a thing's flag sends it to when moved by a search (friends' or enemies'). */
function threadOfFlag(mo: Mobj): number {
  return mo.flags & MF.FRIEND ? TH_FRIENDS : TH_ENEMIES;
}

/**
 * P_UpdateThinker for a thing: a live monster (a kill-counted thing or a lost soul) joins the back of
 * the friends' or the enemies' thread by its FRIEND bit; anything else (a dead or removed thing)
 * leaves them. Kept only in MBF games (nothing before MBF reads them).
 */
export function updateThread(ps: SimState, mo: Mobj): void {
  if (!ps.compat.mbf) return;
  const th = ps.mbfThreads;
  unlink(th, mo);
  if (mo.fn === TF_REMOVED) return;
  if (mo.health > 0 && (mo.flags & MF.COUNTKILL || mo.type === MT_SKULL)) append(th, mo, threadOfFlag(mo));
}

/** A badly hurt thing goes to the front of its side's thread (P_DamageMobj, MBF): the player too. */
export function threadToFront(ps: SimState, mo: Mobj): void {
  const th = ps.mbfThreads;
  unlink(th, mo);
  prepend(th, mo, threadOfFlag(mo));
}

/** P_MobjSpawnHealth at DOOM's skills (no skill scales a monster's health). */
export function spawnHealth(ps: SimState, mo: Mobj): number {
  return ps.defs.infoSpawnHealth[mo.type];
}

// ---------------------------------------------------------------- looking for enemies

/** P_IsVisible: in sight and, unless `allaround`, in front of it or near. */
export function isVisible(ps: SimState, actor: Mobj, mo: Mobj, allaround: boolean): boolean {
  if (!allaround) {
    pointToAngleOut(actor.x, actor.y, mo.x, mo.y);
    const an = (ANGLE_OUT[0] - actor.angle) >>> 0;
    if (an > 0x40000000 && an < 0xc0000000 && aproxDistance((mo.x - actor.x) | 0, (mo.y - actor.y) | 0) > WAKEUPRANGE) return false;
  }
  return checkSight(ps, actor, mo);
}

/** The searcher of PIT_FindTarget (MBF's current_actor, current_allaround). */
let seeker: Mobj | null = null;
let seekAllAround = false;

/**
 * PIT_FindTarget: a live monster of the other side that the seeker sees becomes its target (the old
 * one remembered), and goes to the back of its thread; one already fighting a healthy foe of its
 * own is passed over most of the time. False when found (the search stops).
 */
export function findTarget(ps: SimState, mo: Mobj): boolean {
  const actor = seeker!;
  if (!((mo.flags ^ actor.flags) & MF.FRIEND && mo.health > 0 && (mo.flags & MF.COUNTKILL || mo.type === MT_SKULL))) return true;
  const targ = mo.target;
  if (targ !== null && targ.target === mo && ps.rng.pRandom(PR_SKIPTARGET) > 100
    && (targ.flags ^ mo.flags) & MF.FRIEND && targ.health * 2 >= spawnHealth(ps, targ)) return true;
  if (!isVisible(ps, actor, mo, seekAllAround)) return true;
  actor.lastenemy = actor.target;
  actor.target = mo;
  const th = ps.mbfThreads;
  unlink(th, mo);
  append(th, mo, threadOfFlag(mo));
  return false;
}

/**
 * P_LookForMonsters (MBF's part; the remembered enemy is enemy.ts's): the blockmap block it stands
 * in, then the rings around it out to 4 blocks, then (15..46 of them, at random) the other side's
 * thread, whose searched part then moves to the back.
 */
export function searchMonsters(ps: SimState, actor: Mobj, allaround: boolean): boolean {
  const th = ps.mbfThreads;
  const cls = actor.flags & MF.FRIEND ? TH_ENEMIES : TH_FRIENDS;
  const first = th.head[cls];
  if (first === null) return false;
  seeker = actor;
  seekAllAround = allaround;
  // dsda-doom's shortcut when the thread holds only a player (a hurt player lands in the friends'
  // thread: see threadToFront): the search would find nothing, only its draw is kept.
  if (first.player !== null && first === th.tail[cls]) {
    ps.rng.pRandom(PR_FRIENDS);
    return false;
  }
  const lv = ps.level;
  const x = (actor.x - lv.bmaporgx) >> MAPBLOCKSHIFT, y = (actor.y - lv.bmaporgy) >> MAPBLOCKSHIFT;
  if (!blockThingsIterator(ps, x, y, findTarget)) return true;
  for (let d = 1; d < 5; d++) {
    let i = 1 - d;
    do {
      if (!blockThingsIterator(ps, x + i, y - d, findTarget) || !blockThingsIterator(ps, x + i, y + d, findTarget)) return true;
    } while (++i < d);
    do {
      if (!blockThingsIterator(ps, x - d, y + i, findTarget) || !blockThingsIterator(ps, x + d, y + i, findTarget)) return true;
    } while (--i + d >= 0);
  }
  let n = (ps.rng.pRandom(PR_FRIENDS) & 31) + 15;
  for (let mo = th.head[cls]; mo !== null; mo = mo.cnext) {
    if (--n < 0) {
      // The ones searched go to the back, behind the rest: the thread now starts at `mo`.
      const head = th.head[cls]!, tail = th.tail[cls]!, before = mo.cprev!;
      tail.cnext = head; head.cprev = tail;
      before.cnext = null; mo.cprev = null;
      th.head[cls] = mo; th.tail[cls] = before;
      break;
    }
    if (!findTarget(ps, mo)) return true;
  }
  return false;
}

/**
 * P_HelpFriend: a monster with a third of its health or more walks its own side's thread; a healthy
 * one met ends the search (most of the time), a hurt one just hit by something it does not fight
 * already makes that attacker its target if it sees it (and it keeps at it for a while).
 */
export function helpFriend(ps: SimState, actor: Mobj): boolean {
  if (actor.health * 3 < spawnHealth(ps, actor)) return false;
  seeker = actor;
  seekAllAround = true;
  const th = ps.mbfThreads;
  for (let mo = th.head[threadOfFlag(actor)]; mo !== null; mo = mo.cnext) {
    if (mo.health * 2 >= spawnHealth(ps, mo)) {
      if (ps.rng.pRandom(PR_HELPFRIEND) < 180) break;
    } else if (mo.flags & MF.JUSTHIT && mo.target !== null && mo.target !== actor.target && !findTarget(ps, mo.target)) {
      actor.threshold = BASETHRESHOLD;
      return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------- the map around a monster

/** Boom's lift specials (the numbered and generalized ones P_IsOnLift knows). */
const LIFT_SPECIALS = new Set([
  10, 14, 15, 20, 21, 22, 47, 53, 62, 66, 67, 68, 87, 88, 95, 120, 121, 122,
  123, 143, 162, 163, 181, 182, 144, 148, 149, 211, 227, 228, 231, 232, 235, 236,
]);

/** P_IsOnLift: its sector is a moving plat, or a line of its tag makes it one. */
export function isOnLift(ps: SimState, actor: Mobj): boolean {
  const sec = actor.sector;
  const fd = sec.specialdata;
  if (fd !== null && fd instanceof Plat && fd.fn === TF_ACTIVE) return true;
  if (sec.tag !== 0) {
    const lines = ps.level.lines;
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].tag === sec.tag && LIFT_SPECIALS.has(lines[i].special)) return true;
    }
  }
  return false;
}

/** P_IsUnderDamage: the directions (OR'ed) of the moving ceilings over the sectors it touches; 0 none. */
export function isUnderDamage(actor: Mobj): number {
  let dir = 0;
  for (let n = actor.touchingSectors; n !== null; n = n.tnext) {
    const cl = n.sector!.ceilingdata;
    if (cl !== null && cl instanceof Ceiling && cl.fn === TF_ACTIVE) dir |= cl.direction;
  }
  return dir;
}

/** P_AvoidDropoff's sums: the way away from the ledges it hangs over. */
export let dropoffDeltaX = 0;
export let dropoffDeltaY = 0;
let dropoffFloorz = 0;
const avoidBox = new Int32Array(4);

function avoidDropoffLine(_ps: SimState, line: Line): boolean {
  const bb = line.bbox;
  if (line.backsector !== null && avoidBox[BOXRIGHT] > bb[BOXLEFT] && avoidBox[BOXLEFT] < bb[BOXRIGHT]
    && avoidBox[BOXTOP] > bb[BOXBOTTOM] && avoidBox[BOXBOTTOM] < bb[BOXTOP] && boxOnLineSide(avoidBox, line) === -1) {
    const front = line.frontsector!.floorheight, back = line.backsector.floorheight;
    let angle: number;
    if (back === dropoffFloorz && front < ((dropoffFloorz - 24 * FRACUNIT) | 0)) {
      pointToAngleOut(0, 0, line.dx, line.dy); // the drop is on the front side
      angle = ANGLE_OUT[0];
    } else if (front === dropoffFloorz && back < ((dropoffFloorz - 24 * FRACUNIT) | 0)) {
      pointToAngleOut(line.dx, line.dy, 0, 0); // on the back side
      angle = ANGLE_OUT[0];
    } else return true;
    const fa = angle >>> ANGLETOFINESHIFT;
    dropoffDeltaX = (dropoffDeltaX - Math.imul(FINESINE[fa], 32)) | 0;
    dropoffDeltaY = (dropoffDeltaY + Math.imul(FINECOSINE[fa], 32)) | 0;
  }
  return true;
}

/** P_AvoidDropoff: sums, over the two-sided lines it touches, a step away from each tall drop; non-zero if any. */
export function avoidDropoff(ps: SimState, actor: Mobj): boolean {
  const lv = ps.level;
  avoidBox[BOXTOP] = (actor.y + actor.radius) | 0;
  avoidBox[BOXBOTTOM] = (actor.y - actor.radius) | 0;
  avoidBox[BOXRIGHT] = (actor.x + actor.radius) | 0;
  avoidBox[BOXLEFT] = (actor.x - actor.radius) | 0;
  const yh = (avoidBox[BOXTOP] - lv.bmaporgy) >> MAPBLOCKSHIFT, yl = (avoidBox[BOXBOTTOM] - lv.bmaporgy) >> MAPBLOCKSHIFT;
  const xh = (avoidBox[BOXRIGHT] - lv.bmaporgx) >> MAPBLOCKSHIFT, xl = (avoidBox[BOXLEFT] - lv.bmaporgx) >> MAPBLOCKSHIFT;
  dropoffFloorz = actor.z;
  dropoffDeltaX = 0;
  dropoffDeltaY = 0;
  ps.validcount++;
  for (let bx = xl; bx <= xh; bx++) {
    for (let by = yl; by <= yh; by++) blockLinesIterator(ps, bx, by, avoidDropoffLine);
  }
  return (dropoffDeltaX | dropoffDeltaY) !== 0;
}

/** P_HitFriend: a friend's shot at its target would first hit another of its side. */
export function hitFriend(ps: SimState, actor: Mobj): boolean {
  const target = actor.target;
  if (!(actor.flags & MF.FRIEND) || target === null) return false;
  pointToAngleOut(actor.x, actor.y, target.x, target.y);
  aimLineAttack(ps, actor, ANGLE_OUT[0] >>> ANGLETOFINESHIFT, aproxDistance((actor.x - target.x) | 0, (actor.y - target.y) | 0));
  const lt = ps.tm.linetarget;
  return lt !== null && lt !== target && !((lt.flags ^ actor.flags) & MF.FRIEND);
}
