// The page's keys and mouse as DOOM's per-tic command (G_BuildTiccmd): forward/back 25 (50 with
// the speed key), strafe 24 (40), keyboard turning 640 (1280) per tic after DOOM's slow start (320
// while the turn key has been held fewer than SLOWTURNTICS = 6 tics: its first 5 tics), mouse motion converted to angleturn units (the
// fraction below one unit is carried to the next tic), use and fire as DOOM's buttons, a weapon
// asked for by its number key (1–7) or by the mouse wheel (Chocolate Doom's next/previous weapon
// order) as BT_CHANGE with the weapon bits. Pure: no DOM, so tests run it in Node; build()
// allocates nothing.
import { ANGLE_TURN, BT_ATTACK, BT_USE, FORWARD_MOVE, MAX_PLAYER_MOVE, SIDE_MOVE, type TicCmd } from '../sim/index.js';

/** DOOM's SLOWTURNTICS: a held turn key turns at angleturn[2] for this many tics. */
export const SLOW_TURN_TICS = 6;
/** Mouse yaw: angleturn units (1/65536 of a turn) per CSS pixel of horizontal motion (≈ 0.0035 rad). */
export const MOUSE_TURN_UNITS = 36.5;

/** What the keys and buttons hold during one tic: -1/0/1 axes, booleans for the rest. */
export interface HeldKeys {
  /** Forward minus back. */
  forward: number;
  /** Right minus left. */
  strafe: number;
  /** Left (counter-clockwise) minus right. */
  turn: number;
  run: boolean;
  use: boolean;
  fire: boolean;
  /** The weapon bits a number key asked for this tic (0 fist/chainsaw .. 6 BFG; a Boom game's up to 8,
   *  the super shotgun), -1 for none. */
  weapon: number;
}

/** DOOM's BT_CHANGE and BT_WEAPONSHIFT. */
export const BT_CHANGE = 4;
export const BT_WEAPONSHIFT = 3;

/** Chocolate Doom's wheel order: each weapon and the bits that select it (the chainsaw is asked
 *  for as the fist, the super shotgun as the shotgun: P_PlayerThink swaps them). */
const WHEEL_ORDER: readonly (readonly [number, number])[] = [[0, 0], [7, 0], [1, 1], [2, 2], [8, 2], [3, 3], [4, 4], [5, 5], [6, 6]];

/** What the wheel reads of the player. */
export interface WheelPlayer {
  readonly weaponowned: ArrayLike<number>;
  readonly readyweapon: number;
  readonly pendingweapon: number;
  readonly powers: ArrayLike<number>;
}

/**
 * What a number key (`key`: 0 fist .. 6 BFG, DOOM's bits) asks for in a Boom game, whose commands
 * name the weapon itself (P_PlayerThink no longer swaps): Boom's G_BuildTiccmd choice with its
 * default preferences (the chainsaw before the fist, the super shotgun before the shotgun), so the
 * keys toggle as in DOOM.
 */
export function boomKeyWeapon(p: WheelPlayer, key: number, commercial: boolean): number {
  if (key === 0 && p.weaponowned[7] && p.readyweapon !== 7) return 7;
  if (key === 2 && commercial && p.weaponowned[8] && (!p.weaponowned[2] || p.readyweapon !== 8)) return 8;
  return key;
}

/** The weapon bits one wheel step (`direction` ±1) from the weapon in hand or coming, or -1 when
 *  no other weapon can be had. `commercial`: DOOM II (the super shotgun exists). `boom`: a Boom
 *  game, whose commands name the chainsaw and the super shotgun themselves. */
export function wheelWeapon(p: WheelPlayer, direction: number, commercial: boolean, boom = false): number {
  const cur = p.pendingweapon === 10 ? p.readyweapon : p.pendingweapon;
  let i = WHEEL_ORDER.findIndex(([w]) => w === cur);
  if (i < 0) i = 0;
  const start = i, n = WHEEL_ORDER.length;
  const selectable = (w: number) => {
    if (w === 8 && !commercial) return false;
    if (!p.weaponowned[w]) return false;
    return !(w === 0 && p.weaponowned[7] && !p.powers[1]);
  };
  do { i = (i + direction + n) % n; } while (i !== start && !selectable(WHEEL_ORDER[i][0]));
  return i === start ? -1 : WHEEL_ORDER[i][boom ? 0 : 1];
}

export class KeyCmdBuilder {
  /** Tics the keyboard turn has been held (DOOM's turnheld). */
  turnHeld = 0;
  /** Mouse turn not yet handed to a tic, in angleturn units (may be fractional). */
  private mouseUnits = 0;

  /** Adds horizontal mouse motion (CSS pixels, + = right) to the next tic's turn. */
  addMouse(dx: number): void {
    this.mouseUnits -= dx * MOUSE_TURN_UNITS;
  }

  /** The mouse turn the next tic will carry, in angleturn units (for smooth view between tics). */
  get pendingMouseUnits(): number {
    return this.mouseUnits;
  }

  /** Fills `cmd` with one tic's command from `k`. Returns `cmd`. */
  build(cmd: TicCmd, k: HeldKeys): TicCmd {
    cmd.clear();
    const speed = k.run ? 1 : 0;
    if (k.turn !== 0) this.turnHeld++;
    else this.turnHeld = 0;
    const turnSpeed = this.turnHeld < SLOW_TURN_TICS ? 2 : speed;
    let turn = k.turn * ANGLE_TURN[turnSpeed];
    // Whole angleturn units from the mouse; the rest waits for the next tic.
    const m = Math.trunc(this.mouseUnits);
    this.mouseUnits -= m;
    turn += m;
    cmd.angleTurn = turn;
    let fwd = k.forward * FORWARD_MOVE[speed], side = k.strafe * SIDE_MOVE[speed];
    if (fwd > MAX_PLAYER_MOVE) fwd = MAX_PLAYER_MOVE; else if (fwd < -MAX_PLAYER_MOVE) fwd = -MAX_PLAYER_MOVE;
    if (side > MAX_PLAYER_MOVE) side = MAX_PLAYER_MOVE; else if (side < -MAX_PLAYER_MOVE) side = -MAX_PLAYER_MOVE;
    cmd.forwardMove = fwd;
    cmd.sideMove = side;
    cmd.buttons = (k.use ? BT_USE : 0) | (k.fire ? BT_ATTACK : 0);
    if (k.weapon >= 0) cmd.buttons |= BT_CHANGE | ((k.weapon & 15) << BT_WEAPONSHIFT);
    return cmd;
  }

  reset(): void {
    this.turnHeld = 0;
    this.mouseUnits = 0;
  }
}
