// What the page reads of the game besides the view: the keys held as DOOM's card_t bits (blue,
// yellow, red cards, then skulls) and their names.
import { CARD_NAMES, type PlayerState } from '../sim/index.js';

export const KEY_NAMES = CARD_NAMES;

/** The player's keys as bits (1 blue card … 32 red skull). */
export function cardBits(p: PlayerState): number {
  let bits = 0;
  for (let k = 0; k < 6; k++) if (p.cards[k]) bits |= 1 << k;
  return bits;
}
