// Messages over the view: the player's message from the simulation ("You got the shotgun!", "You
// need a blue key to open this door") for DOOM's 4 seconds of tics after it was given — drawn on the
// canvas in the WAD's own font (src/screen/hud-messages.ts) when the WAD has it, else shown here as
// HTML text at the top-left — and the page's own notices (a level finished, the next one entered),
// shown centred for a few seconds of wall time or until replaced. The DOM is touched only when what
// is shown changes.
import type { Playsim } from '../sim/index.js';
import { HU_MSGTIMEOUT, liveMessage } from '../screen/hud-messages.js';

/** Tics a message stays on the screen (DOOM's HU_MSGTIMEOUT = 4 s). */
export const MESSAGE_TICS = HU_MSGTIMEOUT;

/** Where the player's message shows: as HTML over the view, drawn on the canvas by the DOOM font,
 *  or nowhere (the bare view). */
export type MessageShow = 'html' | 'canvas' | 'off';

/** How long a page notice stays (ms); null keeps it until the next one. */
export const NOTICE_MS = 4000;

export class ViewMessages {
  private shownSim: Playsim | null = null;
  private shownTic = -2;
  private noticeUntil = 0;
  private live = '';

  constructor(private readonly message: HTMLElement, private readonly noticeEl: HTMLElement) {}

  /** The text of the player message up now ('' when none), wherever it is drawn. */
  get text(): string {
    return this.live;
  }

  /** The page notice on screen now ('' when none). */
  get notice(): string {
    return this.noticeEl.hidden ? '' : this.noticeEl.textContent ?? '';
  }

  /** Shows `text` centred on the view for `ms` (Infinity: until replaced or cleared). */
  showNotice(text: string, now: number, ms = NOTICE_MS): void {
    this.noticeEl.textContent = text;
    this.noticeEl.hidden = false;
    this.noticeUntil = now + ms;
  }

  clearNotice(): void {
    this.noticeEl.hidden = true;
  }

  /** Called every frame: shows a new sim message (as HTML when `show` says so), hides an old one
   *  and an expired notice. */
  update(sim: Playsim | null, now: number, show: MessageShow = 'html'): void {
    if (!this.noticeEl.hidden && now >= this.noticeUntil) this.noticeEl.hidden = true;
    const p = sim !== null ? sim.player : null;
    this.live = sim !== null && p !== null ? liveMessage(p, sim.leveltime) : '';
    if (this.live === '' || show !== 'html' || p === null) {
      if (!this.message.hidden) this.message.hidden = true;
      return;
    }
    if (sim !== this.shownSim || p.messageTic !== this.shownTic || this.message.hidden) {
      this.shownSim = sim;
      this.shownTic = p.messageTic;
      this.message.textContent = p.message;
      this.message.hidden = false;
    }
  }
}
