// Keeping the player's spot across a reload of the same map (live reload, a PWAD added to the
// stack): position and angle, moved to the nearest floor when the map no longer has that spot.
import type { Game } from '../game.js';
import { placePlayer } from '../../sim/index.js';

export interface Pose {
  map: string;
  x: number;
  y: number;
  angle: number;
}

export function poseOf(game: Game): Pose | null {
  const p = game.player;
  return p ? { map: game.mapName, x: p.x, y: p.y, angle: p.angle } : null;
}

/** Puts the player back at `pose` when the game shows the same map. */
export function restorePose(game: Game, pose: Pose | null): void {
  if (!pose || !game.world || !game.sim || game.mapName !== pose.map) return;
  placePlayer(game.sim, pose.x, pose.y, pose.angle);
  game.sync?.sync();
  game.player.update(game.sim);
}
