// The server's WAD stack in the page: the PWADs wad/ offers, the stack chosen (an IWAD and PWADs in
// order) carried in the URL (?iwad=NAME&file=NAME&file=NAME&map=E1M1) so a link or a bookmark opens
// the same stack and map, and live reload: `toom serve` streams `wad` events (GET /events) when a
// file in wad/ changes, and the page reloads a stack that uses it.
import type { ServerWad } from '../wad-source.js';

export interface StackChoice {
  iwad: string | null;
  files: string[];
  map: string | null;
  /** The local files the URL says were shown (`?local=NAME&local=NAME`): the stack kept in IndexedDB,
   *  not the server's; empty when the URL names none. */
  local: string[];
}

/** The stack a URL's query asks for (names as the server lists them). */
export function parseStackQuery(search: string): StackChoice {
  const q = new URLSearchParams(search);
  return { iwad: q.get('iwad'), files: q.getAll('file'), map: q.get('map'), local: q.getAll('local') };
}

/** The query for a stack of local files and map, e.g. `?local=doom.wad&local=mod.wad&map=E1M1`: it
 *  describes what the page shows, and a reload reopens the stack the page kept (IndexedDB). */
export function localStackQuery(files: readonly string[], map: string): string {
  const q = new URLSearchParams();
  for (const f of files) q.append('local', f);
  if (map) q.set('map', map);
  return `?${q.toString()}`;
}

/** The query for a stack and map, e.g. `?iwad=doom.wad&file=a.wad&map=E1M1`. */
export function stackQuery(iwad: string, files: readonly string[], map: string): string {
  const q = new URLSearchParams();
  q.set('iwad', iwad);
  for (const f of files) q.append('file', f);
  if (map) q.set('map', map);
  return `?${q.toString()}`;
}

/** The PWADs the server's wad/ folder offers. */
export async function serverPwads(): Promise<ServerWad[]> {
  try {
    const r = await fetch('/wad/');
    if (!r.ok) return [];
    const list = (await r.json()) as { name: string; kind: ServerWad['kind'] }[];
    return list.filter((e) => e.kind === 'PWAD').map((e) => ({ url: `/wad/${encodeURIComponent(e.name)}`, name: e.name, kind: e.kind }));
  } catch {
    return [];
  }
}

/** Listens for the server's WAD changes: `changed(touched)` gets, per event, a test of whether the
 *  WAD at a URL path changed (one event names a burst of changes; past a few dozen files it says
 *  `all`, and every WAD of its folder counts as changed). No-op where the server does not watch (the
 *  stream answers 404, or 503 when it has too many, and the page stops asking). */
export function watchServerWads(changed: (touched: (url: string) => boolean) => void): EventSource | null {
  if (typeof EventSource === 'undefined') return null;
  const es = new EventSource('/events');
  es.addEventListener('wad', (e) => {
    try {
      const d = JSON.parse((e as MessageEvent<string>).data) as { dir: string; names: string[]; all?: boolean };
      const urls = new Set(d.names.map((n) => `/${d.dir}/${encodeURIComponent(n)}`));
      changed((url) => (d.all === true && url.startsWith(`/${d.dir}/`)) || urls.has(url));
    } catch { /* a malformed event is ignored */ }
  });
  es.addEventListener('error', () => { if (es.readyState === EventSource.CLOSED) es.close(); });
  return es;
}

/** Fills the PWAD menu: the stack's PWADs in order (choosing one removes it), then the server's
 *  other PWADs (choosing one adds it on top). `choose` gets the new PWAD list. */
export function fillPwadMenu(select: HTMLSelectElement, offered: readonly ServerWad[], stack: readonly ServerWad[],
  choose: (pwads: ServerWad[]) => void): void {
  const opt = (value: string, text: string): HTMLOptionElement => {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    return o;
  };
  const head = opt('', stack.length ? `${stack.length} PWAD${stack.length > 1 ? 's' : ''}: ${stack.map((p) => p.name).join(' + ')}` : offered.length ? 'none (add…)' : 'none on the server');
  const items = [head, ...stack.map((p) => opt(`-${p.url}`, `remove ${p.name}`)),
    ...offered.filter((p) => !stack.some((s) => s.url === p.url)).map((p) => opt(`+${p.url}`, `add ${p.name}`))];
  select.replaceChildren(...items);
  select.value = '';
  select.onchange = () => {
    const v = select.value;
    select.value = '';
    select.blur();
    if (v.startsWith('-')) choose(stack.filter((p) => p.url !== v.slice(1)));
    else if (v.startsWith('+')) {
      const p = offered.find((o) => o.url === v.slice(1));
      if (p) choose([...stack, p]);
    }
  };
}
