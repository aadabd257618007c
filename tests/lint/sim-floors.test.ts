// The simulation's bottom floor (src/sim/base) has no circle of values: its files' value imports
// (what runs when a module loads or a function is called) form no cycle, so the base can be read,
// tested and loaded bottom-up. Its structures name each other's types (a sector lists its things, a
// thing knows its sector, its player and its game), as DOOM's headers do; those type-only imports
// are erased at build and are not counted. The lint (import-boundaries) keeps the rules and the front
// door out of the base; this test keeps the base itself in order.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE = join(__dirname, '..', '..', 'src', 'sim', 'base');

/** The base files each base file imports values from (type-only imports and specifiers left out). */
function valueImports(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of readdirSync(BASE).filter((n) => n.endsWith('.ts'))) {
    const text = readFileSync(join(BASE, f), 'utf8');
    const deps: string[] = [];
    for (const m of text.matchAll(/^(import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s+from\s+'\.\/([\w-]+)\.js';/gm)) {
      if (m[2]) continue; // import type { … }
      const names = m[3].startsWith('{') ? m[3].slice(1, -1).split(',').map((s) => s.trim()).filter((s) => s !== '') : [m[3]];
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
      deps.push(`${m[4]}.ts`);
    }
    out.set(f, deps);
  }
  return out;
}

/** A cycle in the graph, as the files along it, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, number>(); // 1 on the path, 2 done
  const path: string[] = [];
  const visit = (f: string): string[] | null => {
    state.set(f, 1);
    path.push(f);
    for (const d of graph.get(f) ?? []) {
      if (state.get(d) === 1) return [...path.slice(path.indexOf(d)), d];
      if (state.get(d) === undefined) {
        const c = visit(d);
        if (c) return c;
      }
    }
    path.pop();
    state.set(f, 2);
    return null;
  };
  for (const f of graph.keys()) {
    if (state.get(f) !== undefined) continue;
    const c = visit(f);
    if (c) return c;
  }
  return null;
}

describe('the simulation\'s base floor', () => {
  it('has no circle of value imports', () => {
    const graph = valueImports();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('sim-state.ts')).toContain('thing.ts'); // the reading works: the game state makes things
    expect(findCycle(graph)).toBeNull();
  });

  it('the check finds a circle when there is one', () => {
    const g = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', []]]);
    expect(findCycle(g)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(findCycle(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toBeNull();
  });
});
