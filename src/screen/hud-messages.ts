// DOOM's message line (HU_Ticker, HU_Drawer): the player's latest message ("Picked up a clip.",
// "You need a blue key to open this door") in the heads-up font at the screen's top-left, one line,
// for HU_MSGTIMEOUT = 4 seconds of tics. DOOM starts the count in the tic the message is given and
// hides it 140 tics later, so it shows after tics messageTic .. messageTic + 139, that is while
// 1 ≤ leveltime − messageTic ≤ 140 (the sim's leveltime counts the tics run).
import type { PlayerState } from '../sim/index.js';
import type { HudFont } from './hud-font.js';
import type { ScreenBuffer } from './screen-buffer.js';

/** Tics a message stays (HU_MSGTIMEOUT). */
export const HU_MSGTIMEOUT = 4 * 35;
export const HU_MSGX = 0;
export const HU_MSGY = 0;

/** The message `p` shows at `leveltime` ('' when none). */
export function liveMessage(p: Pick<PlayerState, 'message' | 'messageTic'>, leveltime: number): string {
  if (p.messageTic < 0 || p.message === '') return '';
  const age = leveltime - p.messageTic;
  return age >= 0 && age <= HU_MSGTIMEOUT ? p.message : '';
}

export class HudMessages {
  /** DOOM's showMessages (the options menu, F8): off, only `forced` still shows. */
  show = true;
  /** The one message shown while messages are off (DOOM's message_dontfuckwithme: "Messages OFF"). */
  forced = '';

  constructor(private readonly font: HudFont) {}

  /** Rows of DOOM's screen the message line may cover (from the top). */
  get rows(): number {
    return HU_MSGY + this.font.height;
  }

  /** Draws the player's message if it is still up; true when something was drawn. Allocates nothing. */
  draw(s: ScreenBuffer, p: Pick<PlayerState, 'message' | 'messageTic'>, leveltime: number): boolean {
    const text = liveMessage(p, leveltime);
    if (text === '' || !this.font.available || (!this.show && text !== this.forced)) return false;
    this.font.drawText(s, HU_MSGX, HU_MSGY, text);
    return true;
  }
}
