// The last stack of local files (the IWAD and PWADs opened from disk, in order), kept in IndexedDB
// so a reload reopens it; a flag in localStorage says whether the page was last showing it (a
// server WAD opened since leaves it stored but not reopened); "forget" deletes both.
import type { WadBytes } from '../wad-source.js';

const DB = 'toom';
const STORE = 'stack';
const KEY = 'last';
const FLAG = 'toom.localStack';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(DB, 1);
    r.onupgradeneeded = () => { r.result.createObjectStore(STORE); };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result as T);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

function setFlag(on: boolean): void {
  try { if (on) localStorage.setItem(FLAG, '1'); else localStorage.removeItem(FLAG); } catch { /* storage disabled */ }
}

/** Keeps `files` (IWAD first) as the last local stack and marks it as what the page shows. */
export async function saveLocalStack(files: readonly WadBytes[]): Promise<void> {
  setFlag(true);
  try {
    await run<unknown>('readwrite', (s) => s.put(files.map((f) => ({ name: f.name, bytes: f.bytes })), KEY));
  } catch { /* no IndexedDB (private mode): the page works without it */ }
}

/** The page now shows something else (a server WAD): the stored stack is kept, not reopened. */
export function leaveLocalStack(): void {
  setFlag(false);
}

/** The stored stack when the page was last showing it, else null. */
export async function restoreLocalStack(): Promise<WadBytes[] | null> {
  let on = false;
  try { on = localStorage.getItem(FLAG) === '1'; } catch { /* storage disabled */ }
  if (!on) return null;
  try {
    const v = await run<{ name: string; bytes: Uint8Array }[] | undefined>('readonly', (s) => s.get(KEY));
    return Array.isArray(v) && v.length > 0 ? v.map((f) => ({ name: String(f.name), bytes: new Uint8Array(f.bytes) })) : null;
  } catch {
    return null;
  }
}

export async function forgetLocalStack(): Promise<void> {
  setFlag(false);
  try { await run<unknown>('readwrite', (s) => s.delete(KEY)); } catch { /* nothing stored */ }
}

/** Buttons give the keyboard back once clicked (Space and Enter then reach the game, and never
 *  click the button again, e.g. reopening a file dialog). */
export function releaseButtonFocus(): void {
  document.addEventListener('click', (e) => {
    const b = (e.target as Element | null)?.closest?.('button');
    if (b) b.blur();
  });
  // A file dialog returns focus to the button that opened it: hand it on to the page.
  document.addEventListener('focusin', (e) => {
    const t = e.target as HTMLElement | null;
    if (t && t.tagName === 'BUTTON') t.blur();
  });
}
