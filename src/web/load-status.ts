// What the page shows about loading: a progress line (the stage under way and the seconds it has taken,
// with a Cancel button) once a load has run for PROGRESS_AFTER_MS, and the last build's warnings
// (skipped lines, refused portals, missing textures...), then the problems met while playing (a
// broken status bar picture, flat or picture between maps, music or sound lump), in a collapsible list — each line cut to
// MAX_LINE characters and at most MAX_SHOWN lines, so a hostile WAD cannot flood the page. The elements
// are made here (no markup in index.html) and placed in the page's view.
const PROGRESS_AFTER_MS = 250;
const MAX_SHOWN = 50;
const MAX_LINE = 300;
/** Shut doors and lifts (zero-height sectors) are normal in DOOM maps: not shown (as in the CLI). */
const CLOSED_SECTORS = /^\d+ sector\(s\) with zero or negative height/;

/** A warning as the page shows it: control characters escaped, cut to MAX_LINE characters. */
export function warningLine(w: string): string {
  const safe = w.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return safe.length > MAX_LINE ? `${safe.slice(0, MAX_LINE - 1)}…` : safe;
}

export class LoadStatus {
  private readonly box: HTMLElement;
  private readonly text: HTMLElement;
  private readonly warnBox: HTMLDetailsElement;
  private readonly warnTitle: HTMLElement;
  private readonly warnList: HTMLUListElement;
  private started = 0;
  private stage = '';
  private what = '';
  private timer = 0;

  constructor(parent: HTMLElement, onCancel: () => void) {
    this.box = document.createElement('div');
    this.box.id = 'loading';
    this.box.setAttribute('role', 'status');
    this.box.hidden = true;
    this.text = document.createElement('span');
    this.text.id = 'loading-text';
    const cancel = document.createElement('button');
    cancel.id = 'loading-cancel';
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.addEventListener('click', onCancel);
    this.box.append(this.text, cancel);
    this.warnBox = document.createElement('details');
    this.warnBox.id = 'warnings';
    this.warnBox.hidden = true;
    this.warnTitle = document.createElement('summary');
    this.warnList = document.createElement('ul');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.addEventListener('click', () => { this.warnBox.hidden = true; });
    this.warnBox.append(this.warnTitle, this.warnList, close);
    parent.append(this.box, this.warnBox);
  }

  get loading(): boolean { return this.started > 0; }

  /** A load of `what` began; the progress line appears if it is still running after a moment. */
  begin(what: string): void {
    this.end();
    this.started = performance.now();
    this.what = what;
    this.stage = 'starting';
    this.timer = window.setInterval(() => this.refresh(), 100);
  }

  /** The stage under way; `now` shows the progress at once (the page's thread is about to block). */
  setStage(stage: string, now = false): void {
    this.stage = stage;
    this.refresh(now);
  }

  /** The load ended (done, failed or cancelled). */
  end(): void {
    if (this.timer) window.clearInterval(this.timer);
    this.timer = 0;
    this.started = 0;
    this.box.hidden = true;
  }

  /** Shows the build's warnings and the problems met since (`later`: screen graphics, music and
   *  sounds found broken as they were first used); none: the list is hidden. */
  showWarnings(map: string, all: readonly string[], later: readonly string[] = []): void {
    const warnings = all.filter((w) => !CLOSED_SECTORS.test(w));
    const shown = later.length > 0 ? [...warnings, ...later] : warnings;
    this.warnList.replaceChildren(...shown.slice(0, MAX_SHOWN).map((w) => {
      const li = document.createElement('li');
      li.textContent = warningLine(w);
      return li;
    }));
    if (shown.length > MAX_SHOWN) {
      const li = document.createElement('li');
      li.textContent = `… and ${shown.length - MAX_SHOWN} more`;
      this.warnList.append(li);
    }
    const more = later.length > 0 ? `, ${later.length} more while playing` : '';
    this.warnTitle.textContent = `${map}: ${warnings.length} build warning${warnings.length === 1 ? '' : 's'}${more}`;
    this.warnBox.hidden = shown.length === 0;
  }

  private refresh(now = false): void {
    if (!this.started) return;
    const ms = performance.now() - this.started;
    if (ms < PROGRESS_AFTER_MS && !now) return;
    this.text.textContent = `Loading ${this.what}: ${this.stage}… ${(ms / 1000).toFixed(1)} s`;
    this.box.hidden = false;
  }
}
