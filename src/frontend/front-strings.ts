// The front end's strings (d_englsh.h: the menu's questions, the quit messages, the cheats' and
// F-keys' messages), by their BEX mnemonics, and how one game reads them: through its Defs, so a
// DEHACKED Text block (by the English text) or a BEX [STRINGS] entry (by the mnemonic) replaces
// them as it replaces the pickup messages. The few lines that are Toom's own (what the page cannot
// do yet) are kept apart, with no mnemonic: no patch names them.
import type { Defs } from '../defs/defs.js';

export const FRONT_STRINGS = {
  // m_menu
  NIGHTMARE: 'are you sure? this skill level\nisn\'t even remotely fair.\n\npress y or n.',
  ENDGAME: 'are you sure you want to end the game?\n\npress y or n.',
  SAVEDEAD: 'you can\'t save if you aren\'t playing!\n\npress a key.',
  QSAVESPOT: 'you haven\'t picked a quicksave slot yet!\n\npress a key.',
  SWSTRING: 'this is the shareware version of doom.\n\nyou need to order the entire trilogy.\n\npress a key.',
  MSGOFF: 'Messages OFF',
  MSGON: 'Messages ON',
  EMPTYSTRING: 'empty slot',
  GAMMALVL0: 'Gamma correction OFF',
  GAMMALVL1: 'Gamma correction level 1',
  GAMMALVL2: 'Gamma correction level 2',
  GAMMALVL3: 'Gamma correction level 3',
  GAMMALVL4: 'Gamma correction level 4',
  // The quit messages: QUITMSG, then DOOM's seven, then DOOM II's seven.
  QUITMSG: 'are you sure you want to\nquit this great game?',
  QUITMSG1: 'please don\'t leave, there\'s more\ndemons to toast!',
  QUITMSG2: 'let\'s beat it -- this is turning\ninto a bloodbath!',
  QUITMSG3: 'i wouldn\'t leave if i were you.\ndos is much worse.',
  QUITMSG4: 'you\'re trying to say you like dos\nbetter than me, right?',
  QUITMSG5: 'don\'t leave yet -- there\'s a\ndemon around that corner!',
  QUITMSG6: 'ya know, next time you come in here\ni\'m gonna toast ya.',
  QUITMSG7: 'go ahead and leave. see if i care.',
  QUITMSG8: 'you want to quit?\nthen, thou hast lost an eighth!',
  QUITMSG9: 'don\'t go now, there\'s a \ndimensional shambler waiting\nat the dos prompt!',
  QUITMSG10: 'get outta here and go back\nto your boring programs.',
  QUITMSG11: 'if i were your boss, i\'d \n deathmatch ya in a minute!',
  QUITMSG12: 'look, bud. you leave now\nand you forfeit your body count!',
  QUITMSG13: 'just leave. when you come\nback, i\'ll be waiting with a bat.',
  QUITMSG14: 'you\'re lucky i don\'t smack\nyou for thinking about leaving.',
  // st_stuff's cheats
  STSTR_DQDON: 'Degreelessness Mode On',
  STSTR_DQDOFF: 'Degreelessness Mode Off',
  STSTR_KFAADDED: 'Very Happy Ammo Added',
  STSTR_FAADDED: 'Ammo (no keys) Added',
  STSTR_NCON: 'No Clipping Mode ON',
  STSTR_NCOFF: 'No Clipping Mode OFF',
  STSTR_BEHOLD: 'inVuln, Str, Inviso, Rad, Allmap, or Lite-amp',
  STSTR_BEHOLDX: 'Power-up Toggled',
  STSTR_CHOPPERS: '... doesn\'t suck - GM',
  STSTR_CLEV: 'Changing Level...',
  STSTR_MUS: 'Music Change',
  STSTR_NOMUS: 'IMPOSSIBLE SELECTION',
} as const;

export type FrontStringKey = keyof typeof FRONT_STRINGS;

/** What the quit message asks after the message itself (DOOM's DOSY, not a DEHACKED string). */
export const DOSY = '(press y to quit to dos.)';

/** Toom's own lines: what the page cannot do (yet), said plainly. */
export const TOOM_STRINGS = {
  NO_SAVES: 'saving and loading are not\navailable yet: toom has no\nsave format.\n\npress a key.',
  NO_SAVES_LINE: 'saving is not available yet',
  NO_DETAIL: 'low detail is not available:\ntoom draws every column.\n\npress a key.',
  QUIT_PAGE: 'a web page cannot quit:\nback to the title.',
} as const;

/** The front end's strings as one game shows them. */
export type FrontStrings = Record<FrontStringKey, string>;

/** The strings through `defs` (DEHACKED/BEX replacements), or DOOM's own without one. */
export function frontStrings(defs: Defs | null): FrontStrings {
  const out = {} as Record<FrontStringKey, string>;
  for (const k of Object.keys(FRONT_STRINGS) as FrontStringKey[]) out[k] = defs ? defs.string(k, FRONT_STRINGS[k]) : FRONT_STRINGS[k];
  return out;
}

/** DOOM's quit messages for a game (QUITMSG first): DOOM's or DOOM II's eight. */
export function quitMessages(s: FrontStrings, commercial: boolean): string[] {
  const first = commercial ? 8 : 1;
  const out = [s.QUITMSG];
  for (let i = 0; i < 7; i++) out.push(s[`QUITMSG${first + i}` as FrontStringKey]);
  return out;
}
