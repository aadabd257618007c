// Messages over the view: the player's message from the simulation ("You got the shotgun!", "You
// need a blue key to open this door"), shown top-left for DOOM's 4 seconds of tics after it was
// given, and the page's own notices (a level finished, the next one entered), shown centred for a
// few seconds of wall time or until replaced. The DOM is touched only when what is shown changes.
import type { Playsim } from '../sim/playsim.js';

/** Tics a message stays on the screen (DOOM's HU_MSGTIMEOUT = 4 s). */
export const MESSAGE_TICS = 4 * 35;

/** How long a page notice stays (ms); null keeps it until the next one. */
export const NOTICE_MS = 4000;

export class ViewMessages {
  private shownSim: Playsim | null = null;
  private shownTic = -2;
  private noticeUntil = 0;

  constructor(private readonly message: HTMLElement, private readonly noticeEl: HTMLElement) {}

  /** The text of the player message on screen now ('' when none). */
  get text(): string {
    return this.message.hidden ? '' : this.message.textContent ?? '';
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

  /** Called every frame: shows a new sim message, hides an old one and an expired notice. */
  update(sim: Playsim | null, now: number): void {
    if (!this.noticeEl.hidden && now >= this.noticeUntil) this.noticeEl.hidden = true;
    const p = sim !== null ? sim.player : null;
    const live = sim !== null && p !== null && p.messageTic >= 0 && p.message !== '' && sim.leveltime - p.messageTic < MESSAGE_TICS;
    if (!live) {
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
