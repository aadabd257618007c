// The status line over the bottom of the view: health and armour, the keys held (cards as coloured
// bars, skulls as coloured dots) and the level's kills, items and secrets found of their totals.
// Refreshed four times a second, and only when a number changed.
import type { Sim } from '../sim/sim.js';
import { KEY_NAMES } from '../sim/sim.js';

const REFRESH_MS = 250;
const KEY_COLORS = ['blue', 'yellow', 'red', 'blue', 'yellow', 'red'] as const;

export class StatusBar {
  private last = -Infinity;
  private sig = '';

  constructor(private readonly el: HTMLElement) {}

  update(sim: Sim | null, now: number, force = false): void {
    if (!force && now - this.last < REFRESH_MS) return;
    this.last = now;
    if (!sim) { this.el.hidden = true; return; }
    const sig = `${sim.health}|${sim.armor}|${sim.keys}|${sim.kills}/${sim.killsTotal}|${sim.items}/${sim.itemsTotal}|${sim.secrets}/${sim.secretsTotal}`;
    if (sig === this.sig && !this.el.hidden) return;
    this.sig = sig;
    this.el.hidden = false;
    const parts: Node[] = [];
    const stat = (label: string, value: string, name: string): void => {
      const s = document.createElement('span');
      s.className = `stat ${name}`;
      s.dataset.stat = name;
      s.textContent = `${label} ${value}`;
      parts.push(s);
    };
    stat('HEALTH', `${sim.health}%`, 'health');
    stat('ARMOR', `${sim.armor}%`, 'armor');
    const keys = document.createElement('span');
    keys.className = 'keys';
    keys.dataset.stat = 'keys';
    for (let k = 0; k < 6; k++) {
      if (!(sim.keys & (1 << k))) continue;
      const i = document.createElement('i');
      i.className = `key ${KEY_COLORS[k]} ${k < 3 ? 'card' : 'skull'}`;
      i.title = KEY_NAMES[k];
      i.dataset.key = KEY_NAMES[k];
      keys.append(i);
    }
    parts.push(keys);
    stat('K', `${sim.kills}/${sim.killsTotal}`, 'kills');
    stat('I', `${sim.items}/${sim.itemsTotal}`, 'items');
    stat('S', `${sim.secrets}/${sim.secretsTotal}`, 'secrets');
    this.el.replaceChildren(...parts);
  }
}
