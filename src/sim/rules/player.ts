// DOOM's player think (p_user): the ticcmd turned into thrust (2048 per move unit, along the facing
// and 90° to its right, only on the ground), the view height with its bob and its recovery after a
// step or a landing, the weapon change the command asks for, use, the weapon sprites, the power-up
// timers and the palette counters; and the dead player's think (the view sinks, turns to the killer,
// Use asks for a restart).
import { BT_CHANGE, BT_SPECIAL, BT_USE, BT_WEAPONMASK, BT_WEAPONMASK_BOOM, BT_WEAPONSHIFT } from '../base/ticcmd.js';
import { ANG180, ANG90, ANGLETOFINESHIFT, FINECOSINE, FINEANGLES, FINEMASK, FINESINE, FRACBITS, FRACUNIT, fixedMul, ANGLE_OUT, pointToAngleOut } from '../base/fixed.js';
import { MF, stateIndex } from '../../defs/doom/things-info.js';
import { setMobjState, VIEWHEIGHT } from './mobj.js';
import { useLines } from './map-move.js';
import { movePsprites } from './weapons.js';
import { playerInSpecialSector } from './specials.js';
import { ORIG_FRICTION, ORIG_FRICTION_FACTOR, getMoveFactor, getMoveFactorMbf } from './friction.js';
import {
  CF_NOCLIP, CF_NOMOMENTUM, PST_DEAD, PST_LIVE, PST_REBORN, PW_INFRARED, PW_INVISIBILITY, PW_INVULNERABILITY, PW_IRONFEET,
  PW_STRENGTH, WP_BFG, WP_CHAINSAW, WP_FIST, WP_PLASMA, WP_SHOTGUN, WP_SUPERSHOTGUN, type PlayerState,
} from '../base/player-state.js';
import type { SimState } from '../base/sim-state.js';

export { BT_ATTACK, BT_USE, BT_CHANGE, BT_WEAPONMASK, BT_WEAPONSHIFT, BT_SPECIAL } from '../base/ticcmd.js';
const MAXBOB = 0x100000;
const INVERSECOLORMAP = 32;
/** C's integer ANG90 / 18. */
const ANG5 = (ANG90 / 18) | 0;
const S_PLAY = stateIndex('S_PLAY');
const S_PLAY_RUN1 = stateIndex('S_PLAY_RUN1');

/** P_Thrust along fine angle `fa` (DOOM's angle >> ANGLETOFINESHIFT: a full binary angle would be
 *  boxed at the call). */
export function thrust(player: PlayerState, fa: number, move: number): void {
  const mo = player.mo!;
  mo.momx = (mo.momx + fixedMul(move, FINECOSINE[fa])) | 0;
  mo.momy = (mo.momy + fixedMul(move, FINESINE[fa])) | 0;
}

/** P_CalcHeight: the bob from the momentum, the view height's recovery, the eye's z. */
export function calcHeight(ps: SimState, player: PlayerState, onground: boolean): void {
  const mo = player.mo!;
  player.bob = (fixedMul(mo.momx, mo.momx) + fixedMul(mo.momy, mo.momy)) | 0;
  player.bob >>= 2;
  // Boom 2.02 and LxDoom bob less on ice.
  const ice = ps.compat.boom && ps.compat.complevel >= 9 && ps.compat.complevel <= 10 && mo.friction > ORIG_FRICTION;
  if (ice && player.bob > MAXBOB >> 2) player.bob = MAXBOB >> 2;
  else if (player.bob > MAXBOB) player.bob = MAXBOB;
  if (player.cheats & CF_NOMOMENTUM || !onground) {
    player.viewz = (mo.z + player.viewheight) | 0;
    return;
  }
  const angle = ((FINEANGLES / 20) * ps.leveltime) & FINEMASK;
  const bob = fixedMul((player.bob / 2) | 0, FINESINE[angle]);
  if (player.playerstate === PST_LIVE) {
    player.viewheight = (player.viewheight + player.deltaviewheight) | 0;
    if (player.viewheight > VIEWHEIGHT) {
      player.viewheight = VIEWHEIGHT;
      player.deltaviewheight = 0;
    }
    if (player.viewheight < VIEWHEIGHT / 2) {
      player.viewheight = VIEWHEIGHT / 2;
      if (player.deltaviewheight <= 0) player.deltaviewheight = 1;
    }
    if (player.deltaviewheight !== 0) {
      player.deltaviewheight = (player.deltaviewheight + FRACUNIT / 4) | 0;
      if (player.deltaviewheight === 0) player.deltaviewheight = 1;
    }
  }
  player.viewz = (mo.z + player.viewheight + bob) | 0;
  if (player.viewz > ((mo.ceilingz - 4 * FRACUNIT) | 0)) player.viewz = (mo.ceilingz - 4 * FRACUNIT) | 0;
}

/** P_MovePlayer: turn, then thrust on the ground; the running frames start. Returns onground. */
function movePlayer(ps: SimState, player: PlayerState): boolean {
  const cmd = player.cmd, mo = player.mo!;
  mo.angle = (mo.angle + (cmd.angleTurn << FRACBITS)) >>> 0;
  const onground = mo.z <= mo.floorz;
  if (ps.compat.boom && !ps.compat.mbf) {
    // Boom: the thrust scaled by the floor's move factor (ice, mud: friction.ts), read every tic on the ground.
    if (onground) {
      const movefactor = getMoveFactor(ps, mo);
      if (cmd.forwardMove !== 0) thrust(player, mo.angle >>> ANGLETOFINESHIFT, cmd.forwardMove * movefactor);
      if (cmd.sideMove !== 0) thrust(player, (mo.angle - ANG90) >>> ANGLETOFINESHIFT, cmd.sideMove * movefactor);
    }
  } else {
    // MBF: a bouncing player (a patch's BOUNCES) steers in the air too, with the floor's move factor.
    const steers = onground || ((mo.flags & MF.BOUNCES) !== 0 && ps.compat.mbf);
    if ((cmd.forwardMove !== 0 || cmd.sideMove !== 0) && steers) {
      // MBF: the thrust scaled by the floor's friction (friction.ts), read only when moving.
      const movefactor = ps.compat.mbf ? getMoveFactorMbf(ps, mo) : ORIG_FRICTION_FACTOR;
      if (cmd.forwardMove !== 0) thrust(player, mo.angle >>> ANGLETOFINESHIFT, cmd.forwardMove * movefactor);
      if (cmd.sideMove !== 0) thrust(player, (mo.angle - ANG90) >>> ANGLETOFINESHIFT, cmd.sideMove * movefactor);
    }
  }
  // Boom before MBF enters its movement block every tic, moving or not: a standing player's frame
  // goes to running too (the stop in P_XYMovement sets it back).
  const boomAlways = !ps.compat.vanilla && !ps.compat.mbf;
  if ((boomAlways || cmd.forwardMove !== 0 || cmd.sideMove !== 0) && mo.state === S_PLAY) setMobjState(ps, mo, S_PLAY_RUN1);
  return onground;
}

/** P_DeathThink. */
function deathThink(ps: SimState, player: PlayerState): void {
  const mo = player.mo!;
  movePsprites(ps, player);
  if (player.viewheight > 6 * FRACUNIT) player.viewheight = (player.viewheight - FRACUNIT) | 0;
  if (player.viewheight < 6 * FRACUNIT) player.viewheight = 6 * FRACUNIT;
  player.deltaviewheight = 0;
  calcHeight(ps, player, mo.z <= mo.floorz);
  const att = player.attacker;
  if (att !== null && att !== mo) {
    pointToAngleOut(mo.x, mo.y, att.x, att.y);
    const angle = ANGLE_OUT[0];
    const delta = (angle - mo.angle) >>> 0;
    if (delta < ANG5 || delta > ((-ANG5) >>> 0)) {
      mo.angle = angle;
      if (player.damagecount) player.damagecount--;
    } else if (delta < ANG180) mo.angle = (mo.angle + ANG5) >>> 0;
    else mo.angle = (mo.angle - ANG5) >>> 0;
  } else if (player.damagecount) player.damagecount--;
  if (player.cmd.buttons & BT_USE) player.playerstate = PST_REBORN;
}

/** P_PlayerThink. */
export function playerThink(ps: SimState, player: PlayerState): void {
  const mo = player.mo!, cmd = player.cmd;
  if (player.cheats & CF_NOCLIP) mo.flags |= MF.NOCLIP;
  else mo.flags &= ~MF.NOCLIP;
  if (mo.flags & MF.JUSTATTACKED) {
    cmd.angleTurn = 0;
    cmd.forwardMove = (0xc800 / 512) | 0;
    cmd.sideMove = 0;
    mo.flags &= ~MF.JUSTATTACKED;
  }
  if (player.playerstate === PST_DEAD) {
    deathThink(ps, player);
    return;
  }
  let onground: boolean;
  if (mo.reactiontime) {
    mo.reactiontime--;
    onground = ps.playerOnground;
  } else onground = movePlayer(ps, player);
  ps.playerOnground = onground;
  calcHeight(ps, player, onground);
  if (mo.sector.special !== 0) playerInSpecialSector(ps, player);
  if (cmd.buttons & BT_SPECIAL) cmd.buttons = 0;
  if (cmd.buttons & BT_CHANGE) {
    let nw: number;
    if (ps.compat.vanilla) {
      // DOOM picks the chainsaw for the fist's key and the super shotgun for the shotgun's here.
      nw = (cmd.buttons & BT_WEAPONMASK) >> BT_WEAPONSHIFT;
      if (nw === WP_FIST && player.weaponowned[WP_CHAINSAW] && !(player.readyweapon === WP_CHAINSAW && player.powers[PW_STRENGTH])) {
        nw = WP_CHAINSAW;
      }
      if (ps.commercial && nw === WP_SHOTGUN && player.weaponowned[WP_SUPERSHOTGUN] && player.readyweapon !== WP_SUPERSHOTGUN) {
        nw = WP_SUPERSHOTGUN;
      }
    } else {
      // Boom: the command names the weapon itself (chosen where it was made), four bits wide.
      nw = (cmd.buttons & BT_WEAPONMASK_BOOM) >> BT_WEAPONSHIFT;
    }
    if (player.weaponowned[nw] && nw !== player.readyweapon) {
      // Shareware lacks the plasma rifle and the BFG; neither Freedoom nor the demo WAD is shareware.
      if ((nw !== WP_PLASMA && nw !== WP_BFG) || !ps.shareware) player.pendingweapon = nw;
    }
  }
  if (cmd.buttons & BT_USE) {
    if (!player.usedown) {
      useLines(ps, player);
      player.usedown = true;
    }
  } else player.usedown = false;
  movePsprites(ps, player);
  const pw = player.powers;
  if (pw[PW_STRENGTH]) pw[PW_STRENGTH]++;
  if (pw[PW_INVULNERABILITY]) pw[PW_INVULNERABILITY]--;
  if (pw[PW_INVISIBILITY] && !--pw[PW_INVISIBILITY]) mo.flags &= ~MF.SHADOW;
  if (pw[PW_INFRARED]) pw[PW_INFRARED]--;
  if (pw[PW_IRONFEET]) pw[PW_IRONFEET]--;
  if (player.damagecount) player.damagecount--;
  if (player.bonuscount) player.bonuscount--;
  if (pw[PW_INVULNERABILITY]) {
    player.fixedcolormap = pw[PW_INVULNERABILITY] > 4 * 32 || pw[PW_INVULNERABILITY] & 8 ? INVERSECOLORMAP : 0;
  } else if (pw[PW_INFRARED]) {
    player.fixedcolormap = pw[PW_INFRARED] > 4 * 32 || pw[PW_INFRARED] & 8 ? 1 : 0;
  } else player.fixedcolormap = 0;
}
