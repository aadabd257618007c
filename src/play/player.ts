// The player: a pose on the World's mesh (position, the face it is in, feet and eye height,
// facing, momentum) and one fixed 35 Hz tick of DOOM-style movement: thrust and friction on the
// ground, gravity, steps up to 24, 56 of headroom, a 16-unit radius kept off the walls with
// sliding, portals, and DOOM's smoothed view height. The mesh work is in ./mesh-walker.ts.
// tickPlayer and playerCamera allocate nothing.
import type { World } from '../world/world.js';
import type { Camera } from '../render/camera.js';
import {
  CEILING_EYE_GAP, FRICTION, PLAYER_RADIUS, GRAVITY, HARD_LANDING, MAX_MOVE, MAX_PORTALS_PER_TIC, MIN_VIEW_HEIGHT, PLAYER_HEIGHT, RUN_STRAFE_THRUST,
  RUN_THRUST, STOP_SPEED, VIEW_HEIGHT, VIEW_RECOVERY, WALK_STRAFE_THRUST, WALK_THRUST,
} from './constants.js';
import { type MeshWalker, normalizeAngle, walkerFor } from './mesh-walker.js';
import type { ThingBlockers } from './thing-blockers.js';

/** One tick's controls. */
export interface MoveInput {
  /** -1..1: backwards .. forwards (full = DOOM's forwardmove). */
  forward: number;
  /** -1..1: left .. right (full = DOOM's sidemove). */
  strafe: number;
  /** Radians to turn this tick, counter-clockwise positive (added to the facing before moving). */
  turn: number;
  /** DOOM's speed key: forward thrust 25 → 50, strafe 24 → 40 (×2048 per tic, as DOOM). */
  run: boolean;
}

export class Player {
  /** Position (map units). */
  x = 0;
  y = 0;
  /** Feet height. */
  z = 0;
  /** Facing in radians, 0 = east, counter-clockwise, kept in [0, 2π). */
  angle = 0;
  /** Momentum per tic (DOOM momx, momy, momz). */
  vx = 0;
  vy = 0;
  vz = 0;
  /** A primal quarter edge whose left face contains (x, y). */
  qe = 0;
  /** Eye height (feet + the smoothed view height, kept under the ceiling). */
  viewZ = 0;
  /** Feet on the floor (the highest floor under the player's circle). */
  onGround = true;
  /** The view height above the feet (41 at rest; dips on steps and hard landings, then recovers). */
  viewHeight = VIEW_HEIGHT;
  /** Its recovery speed per tic (DOOM's deltaviewheight). */
  deltaViewHeight = 0;
  /** Highest floor and lowest ceiling under the player's circle, as of the last tick. */
  floorZ = 0;
  ceilZ = 0;
  /** Portals crossed by the last tick's move. */
  portalsCrossed = 0;
  /** The last tick's move through its portals: per portal crossed (the first MAX_PORTALS_PER_TIC),
   *  the crossing point in the space left and in the space entered (x, y, x', y'). */
  readonly portalPath = new Float64Array(MAX_PORTALS_PER_TIC * 4);
  /** The walker of the World the player is in. */
  private walker: MeshWalker;
  // (Every number field starts as a number, never undefined: V8 then stores doubles in place.)

  /**
   * A player at (x, y) facing `angle`, feet on the floor. A point outside every sector (void,
   * outside the map, not finite) is moved to the nearest sector face; a player overlapping walls
   * is pushed off them where there is room.
   */
  constructor(world: World, x: number, y: number, angle: number) {
    const w = walkerFor(world);
    this.walker = w;
    w.place(x, y);
    const f = world.mesh.qeFace[w.qe];
    const sector = f >= 0 ? world.faceSector[f] : -1;
    w.z = sector >= 0 ? world.sectorFloorZ[sector] : 0;
    w.regionAt();
    w.z = w.floorMax;
    w.angle = normalizeAngle(angle);
    w.momX = 0; w.momY = 0;
    w.viewHeight = VIEW_HEIGHT; w.deltaViewHeight = 0;
    w.settle();
    w.regionAt();
    if (w.z < w.floorMax) w.z = w.floorMax;
    this.x = w.x;
    this.y = w.y;
    this.z = w.z;
    this.qe = w.qe;
    this.angle = w.angle;
    this.floorZ = w.floorMax;
    this.ceilZ = w.ceilMin;
    this.viewZ = eyeZ(w.z, VIEW_HEIGHT, w.ceilMin);
  }

  /** The walker for `world` (a player handed another World is placed again in it). */
  walkerIn(world: World): MeshWalker {
    if (this.walker.world !== world) {
      const w = walkerFor(world);
      this.walker = w;
      w.place(this.x, this.y);
      this.qe = w.qe;
      this.x = w.x;
      this.y = w.y;
    }
    return this.walker;
  }
}

/**
 * Gives `p` (a player of `world`) the pose, momentum and view height of `from`, a player of an
 * earlier build of the same map (an authoring edit rebuilt the World: same mesh, new portals). The
 * quarter edge is kept when it still holds the position in `world`'s mesh, else found again.
 */
export function adoptPlayer(world: World, p: Player, from: Player): void {
  p.x = from.x; p.y = from.y; p.z = from.z; p.angle = from.angle;
  p.vx = from.vx; p.vy = from.vy; p.vz = from.vz; p.qe = from.qe;
  p.viewZ = from.viewZ; p.onGround = from.onGround; p.viewHeight = from.viewHeight; p.deltaViewHeight = from.deltaViewHeight;
  p.floorZ = from.floorZ; p.ceilZ = from.ceilZ; p.portalsCrossed = from.portalsCrossed;
  const w = p.walkerIn(world);
  w.x = p.x; w.y = p.y; w.qe = p.qe;
  w.ensureTracked();
  p.x = w.x; p.y = w.y; p.qe = w.qe;
}

/**
 * The sector heights under the player changed (a door, lift or crusher moved: DOOM's
 * P_ThingHeightClip): feet that stood on the floor follow it, a head above the new ceiling is
 * pushed down when there is room. Returns false when the player no longer fits (ceiling − floor
 * under the circle below the player's height). Allocation-free.
 */
export function clipPlayerHeight(world: World, p: Player): boolean {
  const w = p.walkerIn(world);
  w.x = p.x; w.y = p.y; w.qe = p.qe;
  w.ensureTracked();
  const onFloor = p.z === p.floorZ;
  w.regionAt();
  const floor = w.floorMax, ceil = w.ceilMin;
  p.qe = w.qe;
  p.floorZ = floor; p.ceilZ = ceil;
  if (onFloor) p.z = floor;
  else if (p.z + PLAYER_HEIGHT > ceil) p.z = ceil - PLAYER_HEIGHT;
  if (p.z < floor) p.z = floor;
  const eye = p.z + p.viewHeight;
  p.viewZ = eye > ceil - CEILING_EYE_GAP && ceil - CEILING_EYE_GAP >= p.z ? ceil - CEILING_EYE_GAP : eye;
  p.onGround = p.z <= floor;
  return ceil - floor >= PLAYER_HEIGHT;
}

/** Moves the player to (x, y) facing `angle` (a teleport): feet on the floor there, momentum gone. */
export function teleportPlayer(world: World, p: Player, x: number, y: number, angle: number): void {
  const w = p.walkerIn(world);
  w.place(x, y);
  w.regionAt();
  p.x = w.x; p.y = w.y; p.qe = w.qe;
  p.z = w.floorMax;
  p.floorZ = w.floorMax; p.ceilZ = w.ceilMin;
  p.angle = normalizeAngle(angle);
  p.vx = 0; p.vy = 0; p.vz = 0;
  p.onGround = true;
  const eye = p.z + p.viewHeight;
  p.viewZ = eye > p.ceilZ - CEILING_EYE_GAP && p.ceilZ - CEILING_EYE_GAP >= p.z ? p.ceilZ - CEILING_EYE_GAP : eye;
}

/** Feet + view height, kept CEILING_EYE_GAP under the ceiling when that is above the feet (construction only). */
function eyeZ(z: number, viewHeight: number, ceil: number): number {
  const v = z + viewHeight;
  return v > ceil - CEILING_EYE_GAP && ceil - CEILING_EYE_GAP >= z ? ceil - CEILING_EYE_GAP : v;
}

const TAU = Math.PI * 2;

/**
 * One fixed 35 Hz tick: turn, thrust (on the ground), move across the mesh (sliding, stepping,
 * portals), friction (on the ground), gravity and landing, then the view height. Allocation-free.
 */
export function tickPlayer(world: World, p: Player, input: MoveInput, blockers: ThingBlockers | null = null): void {
  const w = p.walkerIn(world);
  // Load the body.
  const zOk = p.z - p.z === 0;
  w.x = p.x; w.y = p.y; w.z = zOk ? p.z : 0; w.qe = p.qe;
  w.momX = p.vx === p.vx ? p.vx : 0; w.momY = p.vy === p.vy ? p.vy : 0;
  w.viewHeight = p.viewHeight; w.deltaViewHeight = p.deltaViewHeight;
  w.regionCeil = p.ceilZ === p.ceilZ ? p.ceilZ : Infinity;
  w.ensureTracked();

  // Turn, then thrust along the new facing (DOOM: only with the feet on the floor). No helper
  // calls with numbers in this function: a double passed to a call V8 does not inline is boxed.
  const turn = input.turn;
  let angle = p.angle + (turn - turn === 0 ? turn : 0);
  if (!(angle >= 0 && angle < TAU)) {
    angle -= Math.floor(angle / TAU) * TAU;
    if (!(angle >= 0 && angle < TAU)) angle = 0;
  }
  w.angle = angle;
  w.regionAt();
  if (!zOk) w.z = w.floorMax;
  const onGround = w.z <= w.floorMax;
  const fIn = input.forward, sIn = input.strafe;
  const forward = fIn > 1 ? 1 : fIn < -1 ? -1 : fIn === fIn ? fIn : 0;
  const strafe = sIn > 1 ? 1 : sIn < -1 ? -1 : sIn === sIn ? sIn : 0;
  if (onGround && (forward !== 0 || strafe !== 0)) {
    const f = forward * (input.run ? RUN_THRUST : WALK_THRUST);
    const s = strafe * (input.run ? RUN_STRAFE_THRUST : WALK_STRAFE_THRUST);
    const c = Math.cos(w.angle), sn = Math.sin(w.angle);
    // Strafing right is the facing turned clockwise by 90°: (sin, −cos).
    w.momX += f * c + s * sn;
    w.momY += f * sn - s * c;
  }
  if (w.momX > MAX_MOVE) w.momX = MAX_MOVE; else if (w.momX < -MAX_MOVE) w.momX = -MAX_MOVE;
  if (w.momY > MAX_MOVE) w.momY = MAX_MOVE; else if (w.momY < -MAX_MOVE) w.momY = -MAX_MOVE;

  // Solid things stop the move at their boxes (sliding along them), then the walls.
  if (blockers !== null && blockers.count > 0 && (w.momX !== 0 || w.momY !== 0)) {
    blockers.inX = w.x; blockers.inY = w.y; blockers.inMX = w.momX; blockers.inMY = w.momY;
    blockers.clipMove(PLAYER_RADIUS);
    w.momX = blockers.outX; w.momY = blockers.outY;
  }
  // Horizontal move (steps up as it goes), then out of any wall it ended up overlapping.
  w.portalsCrossed = 0;
  w.moveXY();
  w.settle();
  w.stepUp();

  // Friction on the ground; stop when slow and no input (DOOM's P_XYMovement).
  if (w.z <= w.floorMax) {
    const ax = w.momX < 0 ? -w.momX : w.momX, ay = w.momY < 0 ? -w.momY : w.momY;
    if (ax < STOP_SPEED && ay < STOP_SPEED && forward === 0 && strafe === 0) { w.momX = 0; w.momY = 0; }
    else { w.momX *= FRICTION; w.momY *= FRICTION; }
  }

  // Vertical move (DOOM's P_ZMovement): fall, land, keep the head under the ceiling.
  let vz = p.vz === p.vz ? p.vz : 0;
  const floor = w.floorMax, ceil = w.ceilMin;
  let z = w.z + vz;
  if (z <= floor) {
    if (vz < 0) {
      if (vz < -HARD_LANDING) w.deltaViewHeight = vz / 8;
      vz = 0;
    }
    z = floor;
  } else if (vz === 0) vz = -GRAVITY * 2;
  else vz -= GRAVITY;
  if (z + PLAYER_HEIGHT > ceil && ceil - PLAYER_HEIGHT >= floor) {
    if (vz > 0) vz = 0;
    z = ceil - PLAYER_HEIGHT;
  }

  // The view height (DOOM's P_CalcHeight, without the bob).
  let vh = w.viewHeight + w.deltaViewHeight;
  let dvh = w.deltaViewHeight;
  if (vh > VIEW_HEIGHT) { vh = VIEW_HEIGHT; dvh = 0; }
  if (vh < MIN_VIEW_HEIGHT) { vh = MIN_VIEW_HEIGHT; if (dvh <= 0) dvh = 1 / 65536; }
  if (dvh !== 0) { dvh += VIEW_RECOVERY; if (dvh === 0) dvh = 1 / 65536; }

  // Store the body.
  p.x = w.x; p.y = w.y; p.z = z; p.qe = w.qe; p.angle = w.angle;
  p.vx = w.momX; p.vy = w.momY; p.vz = vz;
  p.viewHeight = vh; p.deltaViewHeight = dvh;
  p.floorZ = floor; p.ceilZ = ceil;
  p.onGround = z <= floor;
  p.portalsCrossed = w.portalsCrossed;
  const crossed = (w.portalsCrossed < MAX_PORTALS_PER_TIC ? w.portalsCrossed : MAX_PORTALS_PER_TIC) * 4;
  for (let i = 0; i < crossed; i++) p.portalPath[i] = w.portalPath[i];
  const eye = z + vh;
  p.viewZ = eye > ceil - CEILING_EYE_GAP && ceil - CEILING_EYE_GAP >= z ? ceil - CEILING_EYE_GAP : eye;
}

/** Fills `out` with the player's eye: position, eye z, facing (fov unchanged). Returns `out`. */
export function playerCamera(p: Player, out: Camera): Camera {
  out.x = p.x;
  out.y = p.y;
  out.z = p.viewZ;
  out.angle = p.angle;
  return out;
}
