// doom-trace's compare.py re-expressed for the tests: the first tic where two traces part and how
// many tics were in sync (tic lines field by field, `rndindex` — M_Random, no effect on play — left
// out; `m` lines compared when both have them).

const FIELDS = ['tic', 'prndindex', 'rndindex', 'x', 'y', 'z', 'angle', 'momx', 'momy', 'health', 'armor',
  'readyweapon', 'ammo0', 'ammo1', 'ammo2', 'ammo3', 'kills', 'items', 'secrets', 'mobjs', 'hash'] as const;

export interface TraceDiff {
  /** Tic lines of the reference. */
  total: number;
  /** Tics in sync from the start. */
  inSync: number;
  /** The first difference, or null when in sync to the end with as many tics. */
  first: { tic: string; field: string; ref: string; ours: string } | null;
}

function ticFields(line: string): string[] {
  const w = line.trim().split(/\s+/);
  return [w[1], w[3], w[4], ...w.slice(6, 22), w[23], w[24]];
}

export function compareTraces(ref: string, ours: string): TraceDiff {
  const a = ref.split('\n').filter((l) => l.startsWith('tic ') || l.startsWith('exit '));
  const b = ours.split('\n').filter((l) => l.startsWith('tic ') || l.startsWith('exit '));
  const total = a.filter((l) => l.startsWith('tic ')).length;
  let inSync = 0;
  for (let i = 0; i < a.length; i++) {
    if (i >= b.length) return { total, inSync, first: { tic: ticFields(a[i])[0], field: 'end of trace', ref: 'more', ours: 'none' } };
    if (a[i].startsWith('exit ') || b[i].startsWith('exit ')) {
      if (a[i] !== b[i]) return { total, inSync, first: { tic: String(i), field: 'exit', ref: a[i], ours: b[i] } };
      continue;
    }
    const fa = ticFields(a[i]), fb = ticFields(b[i]);
    for (let k = 0; k < FIELDS.length; k++) {
      if (FIELDS[k] === 'rndindex') continue;
      if (fa[k] !== fb[k]) return { total, inSync, first: { tic: fa[0], field: FIELDS[k], ref: fa[k], ours: fb[k] } };
    }
    inSync++;
  }
  if (b.length > a.length) return { total, inSync, first: { tic: String(total), field: 'end of trace', ref: 'none', ours: 'more' } };
  return { total, inSync, first: null };
}
