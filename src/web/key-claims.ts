// Which key presses the game's front end claimed (a menu, a message, a cheat being typed): the
// page's own single-letter shortcuts (Input's F, T, G, M, P and the automap's A; the authoring
// keys) leave a claimed press alone, so typing iddqd or a save's name never fires them. One owner
// writes (FrontPage, listening first, in the capture phase); the others only ask.
const claimed = new WeakSet<Event>();

export function claimKey(e: Event): void {
  claimed.add(e);
}

export function keyClaimed(e: Event): boolean {
  return claimed.has(e);
}

/** DOOM's key name for a browser key press: a character (letters in lower case), or 'escape',
 *  'enter', 'backspace', 'up', 'down', 'left', 'right', 'f1'..'f12', 'pause', 'minus', 'equals';
 *  '' for a key DOOM's menus and cheats do not read. */
export function doomKeyName(code: string, key: string): string {
  switch (code) {
    case 'Escape': return 'escape';
    case 'Enter': case 'NumpadEnter': return 'enter';
    case 'Backspace': return 'backspace';
    case 'ArrowUp': return 'up';
    case 'ArrowDown': return 'down';
    case 'ArrowLeft': return 'left';
    case 'ArrowRight': return 'right';
    case 'Pause': return 'pause';
    case 'Minus': case 'NumpadSubtract': return 'minus';
    case 'Equal': case 'NumpadAdd': return 'equals';
  }
  const f = /^F([1-9]|1[0-2])$/.exec(code);
  if (f) return `f${f[1]}`;
  if (key.length === 1) return key.toLowerCase();
  return '';
}
