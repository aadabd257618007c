// The page's status line: the level's kills, items and secrets found of their totals, and — when
// DOOM's own status bar is not drawn (the 'weapon' and bare sizes, or a WAD without status bar
// graphics) — health, armour and the keys held (cards as coloured bars, skulls as coloured dots).
// Over the bottom of the view in full; with DOOM's bar shown, only the tallies, small at the top
// right (DOOM shows them on the automap and the intermission only). Refreshed four times a second,
// and only when a number changed.
import type { Playsim } from '../sim/index.js';
import { KEY_NAMES, cardBits } from './game-stats.js';

const REFRESH_MS = 250;
const KEY_COLORS = ['blue', 'yellow', 'red', 'blue', 'yellow', 'red'] as const;

export class StatusBar {
  private last = -Infinity;
  private sig = '';

  constructor(private readonly el: HTMLElement) {}

  /** `tallies`: DOOM's status bar is on the canvas, so only kills, items and secrets show here. */
  update(sim: Playsim | null, now: number, force = false, tallies = false): void {
    if (!force && now - this.last < REFRESH_MS) return;
    this.last = now;
    if (!sim) { this.el.hidden = true; return; }
    const p = sim.player, keyBits = cardBits(p);
    const sig = `${tallies}|${p.health}|${p.armorpoints}|${keyBits}|${p.killcount}/${sim.totalkills}|${p.itemcount}/${sim.totalitems}|${p.secretcount}/${sim.totalsecret}`;
    if (sig === this.sig && !this.el.hidden) return;
    this.sig = sig;
    this.el.hidden = false;
    this.el.classList.toggle('tallies', tallies);
    const parts: Node[] = [];
    const stat = (label: string, value: string, name: string): void => {
      const s = document.createElement('span');
      s.className = `stat ${name}`;
      s.dataset.stat = name;
      s.textContent = `${label} ${value}`;
      parts.push(s);
    };
    if (!tallies) this.vitals(parts, stat, p, keyBits);
    stat('K', `${p.killcount}/${sim.totalkills}`, 'kills');
    stat('I', `${p.itemcount}/${sim.totalitems}`, 'items');
    stat('S', `${p.secretcount}/${sim.totalsecret}`, 'secrets');
    this.el.replaceChildren(...parts);
  }

  /** Health, armour and keys (when DOOM's bar does not show them). */
  private vitals(parts: Node[], stat: (label: string, value: string, name: string) => void, p: Playsim['player'], keyBits: number): void {
    stat('HEALTH', `${p.health}%`, 'health');
    stat('ARMOR', `${p.armorpoints}%`, 'armor');
    const keys = document.createElement('span');
    keys.className = 'keys';
    keys.dataset.stat = 'keys';
    for (let k = 0; k < 6; k++) {
      if (!(keyBits & (1 << k))) continue;
      const i = document.createElement('i');
      i.className = `key ${KEY_COLORS[k]} ${k < 3 ? 'card' : 'skull'}`;
      i.title = KEY_NAMES[k];
      i.dataset.key = KEY_NAMES[k];
      keys.append(i);
    }
    parts.push(keys);
  }
}
