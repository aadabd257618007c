// DOOM's per-tic command (ticcmd_t): what one player asks for in one 35 Hz tic. The page's keys,
// the CLI's input scripts, DOOM demo lumps and the tests all produce these; nothing else moves the
// player. Units are DOOM's: forward/side move in its thrust units (walk 25/24, run 50/40), turn in
// 1/65536 of a full circle (DOOM's angleturn), buttons as DOOM's BT_* bits.

/** DOOM's BT_ATTACK. */
export const BT_ATTACK = 1;
/** DOOM's BT_USE. */
export const BT_USE = 2;
/** DOOM's BT_CHANGE: the command asks for the weapon in BT_WEAPONMASK. */
export const BT_CHANGE = 4;
export const BT_WEAPONMASK = 8 + 16 + 32;
/** Boom's BT_WEAPONMASK: one bit more, so a command names the super shotgun (8) itself. */
export const BT_WEAPONMASK_BOOM = 8 + 16 + 32 + 64;
export const BT_WEAPONSHIFT = 3;
/** DOOM's BT_SPECIAL: the command is a pause or save, not a move. */
export const BT_SPECIAL = 0x80;

/** DOOM's forwardmove[] (walk, run) and sidemove[]; angleturn[] (normal, fast, slow start). */
export const FORWARD_MOVE = [0x19, 0x32] as const;
export const SIDE_MOVE = [0x18, 0x28] as const;
export const ANGLE_TURN = [640, 1280, 320] as const;
/** Largest forward/side move a command may carry (DOOM's MAXPLMOVE = forwardmove[1]). */
export const MAX_PLAYER_MOVE = 0x32;

export class TicCmd {
  /** Signed: + forwards. */
  forwardMove = 0;
  /** Signed: + right. */
  sideMove = 0;
  /** Signed 1/65536 turns: + counter-clockwise (left). */
  angleTurn = 0;
  /** BT_ATTACK | BT_USE. */
  buttons = 0;

  clear(): this {
    this.forwardMove = 0; this.sideMove = 0; this.angleTurn = 0; this.buttons = 0;
    return this;
  }

  copyFrom(o: TicCmd): this {
    this.forwardMove = o.forwardMove; this.sideMove = o.sideMove; this.angleTurn = o.angleTurn; this.buttons = o.buttons;
    return this;
  }
}

/** DOOM's angleturn units → radians. */
export const ANGLETURN_TO_RAD = (Math.PI * 2) / 65536;
