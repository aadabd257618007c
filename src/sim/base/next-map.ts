// Which map follows an exit, in DOOM's order (G_DoCompleted / G_WorldDone): ExMy → ExM(y+1); a
// secret exit goes to ExM9, and ExM9 returns to E1M4, E2M6, E3M7 or E4M3; ExM8 ends the episode.
// DOOM II: MAPxx → MAP(xx+1); MAP15's secret exit goes to MAP31, MAP31's to MAP32, MAP31 and MAP32
// return to MAP16; MAP30 ends the game; a secret exit elsewhere is a normal one.

/** Where E?M9 returns to, by episode. */
const AFTER_SECRET = [0, 4, 6, 7, 3];

/** DOOM's numbers in a map's name (any case): ExMy gives episode x and map y; MAPxx is DOOM II's
 *  (commercial) map xx, of no episode (0); any other name, null. */
export function mapNumbers(name: string): { commercial: boolean; episode: number; map: number } | null {
  const e = /^E(\d)M(\d)$/i.exec(name);
  if (e) return { commercial: false, episode: Number(e[1]), map: Number(e[2]) };
  const d = /^MAP(\d\d)$/i.exec(name);
  return d ? { commercial: true, episode: 0, map: Number(d[1]) } : null;
}

/**
 * The map after `name` (upper case) for a normal or secret exit, or null when the episode or game
 * ends there. `exists` says whether the WAD stack has a map (DOOM II's secret exit needs MAP31).
 */
export function nextMapName(name: string, secret: boolean, exists: (map: string) => boolean = () => true): string | null {
  const nums = mapNumbers(name);
  if (nums === null) return null;
  if (!nums.commercial) {
    const ep = nums.episode, m = nums.map;
    if (secret) return `E${ep}M9`;
    if (m === 9) return `E${ep}M${ep <= 4 ? AFTER_SECRET[ep] : 1}`;
    if (m === 8) return null;
    return `E${ep}M${m + 1}`;
  }
  const n = nums.map;
  const pad = (k: number) => `MAP${String(k).padStart(2, '0')}`;
  if (secret && exists('MAP31')) {
    if (n === 15) return 'MAP31';
    if (n === 31) return 'MAP32';
  }
  if (n === 31 || n === 32) return 'MAP16';
  if (n === 30) return null;
  const next = pad(n + 1);
  return exists(next) ? next : null;
}
