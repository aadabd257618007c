// DOOM's player movement numbers, in map units and tics (35 per second). DOOM works in 16.16
// fixed point; the values here are its constants divided by FRACUNIT (65536), so the feel carries
// over: thrust = forwardmove × 2048, friction 0xE800, gravity 1, step 24, height 56, radius 16.
import { VIEW_HEIGHT } from '../render/camera.js';

/** The player's collision radius (DOOM mobjinfo[MT_PLAYER].radius). */
export const PLAYER_RADIUS = 16;
/** The player's height: the least headroom (ceiling − floor) the player fits through. */
export const PLAYER_HEIGHT = 56;
/** The highest floor step the player walks up (DOOM's P_TryMove: floorz − z > 24 blocks). */
export const MAX_STEP_UP = 24;
/** Eye height above the feet (DOOM's VIEWHEIGHT): the camera's constant (render/camera.ts). */
export { VIEW_HEIGHT };
/** The view never sinks below half the eye height while it recovers from a step or a landing. */
export const MIN_VIEW_HEIGHT = VIEW_HEIGHT / 2;
/** Per-tic increase of the view height's recovery speed (DOOM: FRACUNIT/4). */
export const VIEW_RECOVERY = 0.25;
/** The eye stays this far under the ceiling (DOOM's P_CalcHeight). */
export const CEILING_EYE_GAP = 4;

/** Forward thrust per tic at full input, walking and running (DOOM forwardmove 0x19 / 0x32 × 2048). */
export const WALK_THRUST = (25 * 2048) / 65536;
export const RUN_THRUST = (50 * 2048) / 65536;
/** Strafe thrust per tic (DOOM sidemove 0x18 / 0x28 × 2048). */
export const WALK_STRAFE_THRUST = (24 * 2048) / 65536;
export const RUN_STRAFE_THRUST = (40 * 2048) / 65536;
/** Momentum kept per tic on the ground (DOOM FRICTION 0xE800). Top speeds follow: the move per
 *  tic settles at thrust / (1 − friction) ≈ 8.3 walking and ≈ 16.7 running. */
export const FRICTION = 0xe800 / 0x10000;
/** Below this speed (per axis) with no input the player stops (DOOM STOPSPEED 0x1000). */
export const STOP_SPEED = 0x1000 / 0x10000;
/** Momentum is clamped to this per axis (DOOM MAXMOVE). */
export const MAX_MOVE = 30;
/** Downward acceleration per tic² (DOOM GRAVITY); the first tic of a fall takes two. */
export const GRAVITY = 1;
/** A landing faster than this (downward, per tic) dips the view (DOOM: momz < −GRAVITY × 8). */
export const HARD_LANDING = 8;

/** Longest piece a tic's move is cut into, so steps are climbed one at a time (half the radius). */
export const MAX_SUBSTEP = PLAYER_RADIUS / 2;
/** Slide iterations per piece of a move (the velocity's component into each wall hit is removed). */
export const MAX_SLIDES = 3;
/** Portals crossed per tic at most (a guard against portal loops). */
export const MAX_PORTALS_PER_TIC = 4;
/** Walls keep the centre this much beyond the radius, so rounding never puts it inside 16. */
export const SKIN = 1 / 128;
