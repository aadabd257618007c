// DOOM's menus as m_menu has them: the menus as data (items with their M_* graphic, status — -1 a
// blank row, 0 not selectable, 1 an entry, 2 a slider — and hotkey; each menu's x, y, previous menu
// and the item last on), M_Responder's keys (arrows move the skull with sfx_pstop, Enter picks with
// sfx_pistol or moves a slider with sfx_stnmov, Backspace goes back with sfx_swtchn, Esc leaves with
// sfx_swtchx, a letter jumps to the next item with that hotkey), the F-keys while no menu is up
// (F1 help, F2 save, F3 load, F4 volume, F6 quicksave, F7 end game, F8 messages, F9 quickload,
// F10 quit, F11 gamma, - and = the screen size), the messages that wait for a key (y/n questions
// close every menu after the answer, as DOOM's do), the save description typed in the HUD font,
// M_Ticker's skull (M_SKULL1/M_SKULL2 swap every 8 tics, the first after 10) and M_Drawer's picture
// (each item's graphic LINEHEIGHT = 16 rows apart from the menu's x, y; the skull 32 pixels left
// and 5 up of the item it is on; thermometers from M_THERML/M/R/O; the slot borders from
// M_LSLEFT/CNTR/RGHT; a message centred line by line in the HUD font). Which DOOM it is (DOOM II's
// main menu has no Read This! and sits 8 rows lower; the Ultimate DOOM's has four episodes and one
// help page) follows m_menu's M_Init. What the menus change goes to a host (the page, or a test).
// Saving and loading go through a SaveSlots store: with none available the slot screens still
// show and the description can be typed, and the menu says that nothing can be saved.
import { SFX } from '../defs/doom/sounds.js';
import type { ScreenBuffer } from './../screen/screen-buffer.js';
import { SCREEN_WIDTH } from '../screen/screen-buffer.js';
import type { ScreenGraphics } from '../screen/screen-graphics.js';
import { HU_FONTEND, HU_FONTSTART, HU_SPACE_WIDTH, glyphName } from '../screen/hud-font.js';
import { DOSY, TOOM_STRINGS, quitMessages, type FrontStrings, type FrontStringKey } from './front-strings.js';
import { GAMMA_LEVELS, nextGamma } from './gamma.js';

export const LINEHEIGHT = 16;
export const SKULLXOFF = -32;
/** SAVESTRINGSIZE: a description holds 23 characters. */
export const SAVESTRINGSIZE = 24;
export const SAVE_SLOTS = 6;
/** What M_WriteText moves down at a line break. */
const WRITE_LINE = 12;

/** DOOM's quit sounds, picked by (gametic >> 2) & 7: DOOM's, DOOM II's. */
export const QUIT_SOUNDS = [SFX.pldeth, SFX.dmpain, SFX.popain, SFX.slop, SFX.telept, SFX.posit1, SFX.posit3, SFX.sgtatk];
export const QUIT_SOUNDS2 = [SFX.vilact, SFX.getpow, SFX.boscub, SFX.slop, SFX.skeswg, SFX.kntdth, SFX.bspact, SFX.sgtatk];

export type MenuId = 'main' | 'episode' | 'skill' | 'options' | 'sound' | 'load' | 'save' | 'read1' | 'read2';

export interface MenuItem {
  status: number;
  /** The M_* graphic ('' none: the row is blank, or the menu draws itself). */
  name: string;
  /** What picking it does ('' none). */
  action: string;
  alphaKey: string;
}

export interface MenuDef {
  id: MenuId;
  items: MenuItem[];
  prev: MenuId | null;
  x: number;
  y: number;
  lastOn: number;
}

const item = (status: number, name: string, action: string, alphaKey: string): MenuItem => ({ status, name, action, alphaKey });

/** Which DOOM the menus are for. */
export interface MenuGame {
  commercial: boolean;
  /** The Ultimate DOOM (episode 4, one help page reached from the main menu). */
  ultimate: boolean;
  /** DOOM's shareware episode only (E1). */
  shareware: boolean;
}

/** The menus of a game, as M_Init leaves them. */
export function menuDefs(g: MenuGame): Record<MenuId, MenuDef> {
  const main: MenuDef = {
    id: 'main', prev: null, x: 97, y: 64, lastOn: 0,
    items: [item(1, 'M_NGAME', 'newgame', 'n'), item(1, 'M_OPTION', 'options', 'o'), item(1, 'M_LOADG', 'loadgame', 'l'),
      item(1, 'M_SAVEG', 'savegame', 's'), item(1, 'M_RDTHIS', g.ultimate ? 'readthis2' : 'readthis', 'r'), item(1, 'M_QUITG', 'quit', 'q')],
  };
  const episode: MenuDef = {
    id: 'episode', prev: 'main', x: 48, y: 63, lastOn: 0,
    items: [item(1, 'M_EPI1', 'episode', 'k'), item(1, 'M_EPI2', 'episode', 't'), item(1, 'M_EPI3', 'episode', 'i'), item(1, 'M_EPI4', 'episode', 't')],
  };
  if (!g.ultimate) episode.items.pop();
  const skill: MenuDef = {
    id: 'skill', prev: 'episode', x: 48, y: 63, lastOn: 2,
    items: [item(1, 'M_JKILL', 'skill', 'i'), item(1, 'M_ROUGH', 'skill', 'h'), item(1, 'M_HURT', 'skill', 'h'),
      item(1, 'M_ULTRA', 'skill', 'u'), item(1, 'M_NMARE', 'skill', 'n')],
  };
  const options: MenuDef = {
    id: 'options', prev: 'main', x: 60, y: 37, lastOn: 0,
    items: [item(1, 'M_ENDGAM', 'endgame', 'e'), item(1, 'M_MESSG', 'messages', 'm'), item(1, 'M_DETAIL', 'detail', 'g'),
      item(2, 'M_SCRNSZ', 'screensize', 's'), item(-1, '', '', ''), item(2, 'M_MSENS', 'sensitivity', 'm'),
      item(-1, '', '', ''), item(1, 'M_SVOL', 'sound', 's')],
  };
  const sound: MenuDef = {
    id: 'sound', prev: 'options', x: 80, y: 64, lastOn: 0,
    items: [item(2, 'M_SFXVOL', 'sfxvol', 's'), item(-1, '', '', ''), item(2, 'M_MUSVOL', 'musicvol', 'm'), item(-1, '', '', '')],
  };
  const slots = (action: string): MenuItem[] => Array.from({ length: SAVE_SLOTS }, (_, i) => item(1, '', action, String(i + 1)));
  const load: MenuDef = { id: 'load', prev: 'main', x: 80, y: 54, lastOn: 0, items: slots('loadslot') };
  const save: MenuDef = { id: 'save', prev: 'main', x: 80, y: 54, lastOn: 0, items: slots('saveslot') };
  const read1: MenuDef = { id: 'read1', prev: 'main', x: 280, y: 185, lastOn: 0, items: [item(1, '', 'readthis2', '')] };
  const read2: MenuDef = { id: 'read2', prev: g.ultimate ? null : 'read1', x: 330, y: 175, lastOn: 0, items: [item(1, '', 'finishread', '')] };
  if (g.commercial) {
    // DOOM II: Quit takes Read This!'s place, the menu moves 8 rows down; its one help page is HELP.
    main.items.splice(4, 1);
    main.y += 8;
    read1.x = 330;
    read1.y = 165;
    read1.items[0].action = 'finishread';
  }
  const skillPrev: MenuId = g.commercial ? 'main' : 'episode';
  skill.prev = skillPrev;
  return { main, episode, skill, options, sound, load, save, read1, read2 };
}

/** Where saves are kept (a save format plugs in here). */
export interface SaveSlots {
  /** False while there is no save format: the screens show, nothing is saved or loaded. */
  readonly available: boolean;
  /** The six descriptions ('' for an empty slot). */
  descriptions(): string[];
  save(slot: number, description: string): void;
  load(slot: number): void;
}

/** The store without a save format: every slot empty, and saving refused with a message. */
export const NO_SAVES: SaveSlots = {
  available: false,
  descriptions: () => Array.from({ length: SAVE_SLOTS }, () => ''),
  save: () => { throw new Error('saving is not available yet'); },
  load: () => { throw new Error('loading is not available yet'); },
};

/** What the menus do to the game (the page, or a test's recorder). */
export interface MenuHost {
  /** A game is being played (DOOM's usergame: not the title or a demo). */
  readonly usergame: boolean;
  /** A level is on screen (GS_LEVEL: saving is possible). */
  readonly inLevel: boolean;
  /** The automap is up (- and = zoom it instead of sizing the screen). */
  readonly automapActive: boolean;
  /** DOOM's gametic (the quit message and its sound are picked by it). */
  readonly gametic: number;
  sound(sfx: number): void;
  /** G_DeferedInitNew: skill 1..5, episode 1..4 (1 for DOOM II), map 1. */
  newGame(skill: number, episode: number): void;
  /** D_StartTitle after End Game. */
  endGame(): void;
  /** Quit confirmed (a page cannot quit: it goes back to the title). */
  quit(): void;
  /** A message for the player's message line (messages on/off, gamma). */
  playerMessage(text: string): void;
  /** The settings changed (screen size, messages, sensitivity, volumes, gamma): apply them. */
  settingsChanged(s: MenuSettings): void;
}

/** The settings the menus change, as DOOM keeps them. */
export interface MenuSettings {
  showMessages: boolean;
  /** DOOM's screenblocks, 3..11 (the thermometer shows screenblocks - 3). */
  screenblocks: number;
  /** 0..9. */
  mouseSensitivity: number;
  /** 0..15 each. */
  sfxVolume: number;
  musicVolume: number;
  /** 0..4: DOOM's gamma table. */
  gamma: number;
}

export function defaultMenuSettings(): MenuSettings {
  return { showMessages: true, screenblocks: 10, mouseSensitivity: 5, sfxVolume: 8, musicVolume: 8, gamma: 0 };
}

/** DOOM's key names the menu reads: one character, or one of these. */
export type MenuKey = string;
export const GAMMA_MESSAGES: readonly FrontStringKey[] = ['GAMMALVL0', 'GAMMALVL1', 'GAMMALVL2', 'GAMMALVL3', 'GAMMALVL4'];

export class Menu {
  readonly defs: Record<MenuId, MenuDef>;
  active = false;
  current: MenuDef;
  itemOn = 0;
  whichSkull = 0;
  skullAnimCounter = 10;
  /** The message shown ('' none), whether it waits for y/n, and what the answer does. */
  message = '';
  messageNeedsInput = false;
  private messageRoutine: ((key: string) => void) | null = null;
  private messageLastMenuActive = false;
  /** The save description being typed (DOOM's saveStringEnter), its slot and the text before. */
  saveStringEnter = false;
  saveSlot = 0;
  private saveOld = '';
  /** The slots' descriptions as shown (EMPTYSTRING for an empty one). */
  readonly slotStrings: string[] = [];
  quickSaveSlot = -1;
  /** The episode picked (0-based), for the skill menu. */
  epi = 0;
  /** Which help page is up (true while a Read This! screen is shown). */
  inhelpscreens = false;

  constructor(
    readonly game: MenuGame,
    readonly strings: FrontStrings,
    readonly host: MenuHost,
    readonly settings: MenuSettings = defaultMenuSettings(),
    public saves: SaveSlots = NO_SAVES,
  ) {
    this.defs = menuDefs(game);
    this.current = this.defs.main;
    this.itemOn = this.current.lastOn;
  }

  /** M_StartControlPanel. */
  open(): void {
    if (this.active) return;
    this.active = true;
    this.current = this.defs.main;
    this.itemOn = this.current.lastOn;
  }

  /** M_ClearMenus. */
  close(): void {
    this.active = false;
  }

  /** A message or a menu is up (the game's keys belong to it). */
  get takesKeys(): boolean {
    return this.active || this.message !== '' || this.saveStringEnter;
  }

  private setup(id: MenuId): void {
    this.current = this.defs[id];
    this.itemOn = this.current.lastOn;
  }

  /** M_StartMessage. */
  startMessage(text: string, routine: ((key: string) => void) | null, needsInput: boolean): void {
    this.messageLastMenuActive = this.active;
    this.message = text;
    this.messageRoutine = routine;
    this.messageNeedsInput = needsInput;
    this.active = true;
  }

  /** M_Ticker. */
  tick(): void {
    if (--this.skullAnimCounter <= 0) {
      this.whichSkull ^= 1;
      this.skullAnimCounter = 8;
    }
  }

  private sfx(n: number): void {
    this.host.sound(n);
  }

  /** M_Responder: one key down. Keys: a character, or 'escape', 'enter', 'backspace', 'up', 'down',
   *  'left', 'right', 'f1'..'f11', 'minus', 'equals'. True when the menu took it. */
  key(key: MenuKey): boolean {
    const ch = key.length === 1 ? key.toLowerCase() : key;
    if (this.saveStringEnter) { this.saveKey(key); return true; }
    if (this.message !== '') {
      if (this.messageNeedsInput && !(ch === ' ' || ch === 'n' || ch === 'y' || ch === 'escape')) return false;
      this.active = this.messageLastMenuActive;
      this.message = '';
      const routine = this.messageRoutine;
      this.messageRoutine = null;
      routine?.(ch);
      this.active = false;
      this.sfx(SFX.swtchx);
      return true;
    }
    if (!this.active) return this.fkey(ch);
    const items = this.current.items;
    switch (ch) {
      case 'down':
        do {
          this.itemOn = this.itemOn + 1 > items.length - 1 ? 0 : this.itemOn + 1;
          this.sfx(SFX.pstop);
        } while (items[this.itemOn].status === -1);
        return true;
      case 'up':
        do {
          this.itemOn = this.itemOn === 0 ? items.length - 1 : this.itemOn - 1;
          this.sfx(SFX.pstop);
        } while (items[this.itemOn].status === -1);
        return true;
      case 'left': case 'right': {
        const it = items[this.itemOn];
        if (it.action && it.status === 2) { this.sfx(SFX.stnmov); this.run(it.action, ch === 'right' ? 1 : 0); }
        return true;
      }
      case 'enter': {
        const it = items[this.itemOn];
        if (it.action && it.status) {
          this.current.lastOn = this.itemOn;
          if (it.status === 2) { this.run(it.action, 1); this.sfx(SFX.stnmov); } else { this.run(it.action, this.itemOn); this.sfx(SFX.pistol); }
        }
        return true;
      }
      case 'escape':
        this.current.lastOn = this.itemOn;
        this.close();
        this.sfx(SFX.swtchx);
        return true;
      case 'backspace':
        this.current.lastOn = this.itemOn;
        if (this.current.prev) { this.setup(this.current.prev); this.sfx(SFX.swtchn); }
        return true;
    }
    if (ch.length === 1) {
      for (let i = this.itemOn + 1; i < items.length; i++) if (items[i].alphaKey === ch) { this.itemOn = i; this.sfx(SFX.pstop); return true; }
      for (let i = 0; i <= this.itemOn; i++) if (items[i].alphaKey === ch) { this.itemOn = i; this.sfx(SFX.pstop); return true; }
    }
    return false;
  }

  /** The F-keys, - and =, and Esc while no menu is up. */
  private fkey(ch: string): boolean {
    const h = this.host;
    switch (ch) {
      case 'minus':
        if (h.automapActive) return false;
        this.run('screensize', 0); this.sfx(SFX.stnmov); return true;
      case 'equals':
        if (h.automapActive) return false;
        this.run('screensize', 1); this.sfx(SFX.stnmov); return true;
      case 'f1':
        this.open();
        this.setup(this.game.ultimate ? 'read2' : 'read1');
        this.itemOn = 0;
        this.sfx(SFX.swtchn);
        return true;
      case 'f2': this.open(); this.sfx(SFX.swtchn); this.run('savegame', 0); return true;
      case 'f3': this.open(); this.sfx(SFX.swtchn); this.run('loadgame', 0); return true;
      case 'f4': this.open(); this.setup('sound'); this.itemOn = 0; this.sfx(SFX.swtchn); return true;
      case 'f6': this.sfx(SFX.swtchn); this.quickSave(); return true;
      case 'f7': this.sfx(SFX.swtchn); this.run('endgame', 0); return true;
      case 'f8': this.run('messages', 0); this.sfx(SFX.swtchn); return true;
      case 'f9': this.sfx(SFX.swtchn); this.quickLoad(); return true;
      case 'f10': this.sfx(SFX.swtchn); this.run('quit', 0); return true;
      case 'f11': {
        const s = this.settings;
        s.gamma = nextGamma(s.gamma);
        h.playerMessage(this.strings[GAMMA_MESSAGES[s.gamma % GAMMA_LEVELS]]);
        h.settingsChanged(s);
        return true;
      }
      case 'escape': this.open(); this.sfx(SFX.swtchn); return true;
    }
    return false;
  }

  /** The item routines of m_menu. */
  private run(action: string, choice: number): void {
    const h = this.host, s = this.settings, str = this.strings;
    switch (action) {
      case 'newgame': this.setup(this.game.commercial ? 'skill' : 'episode'); break;
      case 'episode':
        if (this.game.shareware && choice) { this.startMessage(str.SWSTRING, null, false); this.setup('read1'); break; }
        this.epi = choice;
        this.setup('skill');
        break;
      case 'skill':
        if (choice === 4) { this.startMessage(str.NIGHTMARE, (k) => { if (k === 'y') { h.newGame(5, this.epi + 1); this.close(); } }, true); break; }
        h.newGame(choice + 1, this.epi + 1);
        this.close();
        break;
      case 'options': this.setup('options'); break;
      case 'sound': this.setup('sound'); break;
      case 'readthis': this.setup('read1'); break;
      case 'readthis2': this.setup('read2'); break;
      case 'finishread': this.setup('main'); break;
      case 'endgame':
        if (!h.usergame) { this.sfx(SFX.oof); break; }
        this.startMessage(str.ENDGAME, (k) => {
          if (k !== 'y') return;
          this.current.lastOn = this.itemOn;
          this.close();
          h.endGame();
        }, true);
        break;
      case 'messages':
        s.showMessages = !s.showMessages;
        h.playerMessage(s.showMessages ? str.MSGON : str.MSGOFF);
        h.settingsChanged(s);
        break;
      case 'detail': this.startMessage(TOOM_STRINGS.NO_DETAIL, null, false); break;
      case 'screensize':
        if (choice === 0 && s.screenblocks > 3) s.screenblocks--;
        if (choice === 1 && s.screenblocks < 11) s.screenblocks++;
        h.settingsChanged(s);
        break;
      case 'sensitivity':
        if (choice === 0 && s.mouseSensitivity > 0) s.mouseSensitivity--;
        if (choice === 1 && s.mouseSensitivity < 9) s.mouseSensitivity++;
        h.settingsChanged(s);
        break;
      case 'sfxvol':
        if (choice === 0 && s.sfxVolume > 0) s.sfxVolume--;
        if (choice === 1 && s.sfxVolume < 15) s.sfxVolume++;
        h.settingsChanged(s);
        break;
      case 'musicvol':
        if (choice === 0 && s.musicVolume > 0) s.musicVolume--;
        if (choice === 1 && s.musicVolume < 15) s.musicVolume++;
        h.settingsChanged(s);
        break;
      case 'loadgame':
        this.setup('load');
        this.readSaveStrings();
        break;
      case 'savegame':
        if (!h.usergame) { this.startMessage(str.SAVEDEAD, null, false); break; }
        if (!h.inLevel) break;
        this.setup('save');
        this.readSaveStrings();
        break;
      case 'loadslot':
        if (!this.saves.available) { this.startMessage(TOOM_STRINGS.NO_SAVES, null, false); break; }
        this.saves.load(choice);
        this.close();
        break;
      case 'saveslot':
        this.saveStringEnter = true;
        this.saveSlot = choice;
        this.saveOld = this.slotStrings[choice];
        if (this.slotStrings[choice] === str.EMPTYSTRING) this.slotStrings[choice] = '';
        break;
      case 'quit': {
        const msgs = quitMessages(str, this.game.commercial);
        this.startMessage(`${msgs[h.gametic % msgs.length]}\n\n${DOSY}`, (k) => {
          if (k !== 'y') return;
          const sounds = this.game.commercial ? QUIT_SOUNDS2 : QUIT_SOUNDS;
          this.sfx(sounds[(h.gametic >> 2) & 7]);
          h.quit();
        }, true);
        break;
      }
    }
  }

  /** M_ReadSaveStrings: the slots' descriptions; an empty slot cannot be loaded. */
  readSaveStrings(): void {
    const d = this.saves.descriptions();
    for (let i = 0; i < SAVE_SLOTS; i++) {
      const text = d[i] ?? '';
      this.slotStrings[i] = text !== '' ? text : this.strings.EMPTYSTRING;
      this.defs.load.items[i].status = text !== '' ? 1 : 0;
    }
  }

  /** The save description's keys (M_Responder's saveStringEnter part). */
  private saveKey(key: string): void {
    const slot = this.saveSlot;
    let text = this.slotStrings[slot];
    if (key === 'backspace') {
      if (text.length > 0) this.slotStrings[slot] = text.slice(0, -1);
      return;
    }
    if (key === 'escape') {
      this.saveStringEnter = false;
      this.slotStrings[slot] = this.saveOld;
      return;
    }
    if (key === 'enter') {
      this.saveStringEnter = false;
      if (text !== '') this.doSave(slot);
      return;
    }
    if (key.length !== 1) return;
    const ch = key.toUpperCase();
    const c = ch.charCodeAt(0);
    if (ch !== ' ' && (c < HU_FONTSTART || c > HU_FONTEND)) return;
    if (text.length < SAVESTRINGSIZE - 1 && menuStringWidth(this.gfxForWidth, text) < (SAVESTRINGSIZE - 2) * 8) {
      text += ch;
      this.slotStrings[slot] = text;
    }
  }

  /** The graphics the width of a typed description is measured with (set by the drawer's owner). */
  gfxForWidth: ScreenGraphics | null = null;

  /** M_DoSave: through the store; without a save format, the menu says so and the slot is left as it was. */
  private doSave(slot: number): void {
    if (!this.saves.available) {
      this.slotStrings[slot] = this.saveOld;
      this.startMessage(TOOM_STRINGS.NO_SAVES, null, false);
      return;
    }
    this.saves.save(slot, this.slotStrings[slot]);
    this.close();
    if (this.quickSaveSlot === -2) this.quickSaveSlot = slot;
  }

  private quickSave(): void {
    const h = this.host;
    if (!h.usergame) { this.sfx(SFX.oof); return; }
    if (!h.inLevel) return;
    if (this.quickSaveSlot < 0) {
      this.open();
      this.readSaveStrings();
      this.setup('save');
      this.quickSaveSlot = -2;
      return;
    }
    this.doSave(this.quickSaveSlot);
  }

  private quickLoad(): void {
    if (this.quickSaveSlot < 0) { this.startMessage(this.strings.QSAVESPOT, null, false); return; }
    this.run('loadslot', this.quickSaveSlot);
  }

  /** M_Drawer: the message, or the menu with its skull (nothing while neither is up). */
  draw(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    this.inhelpscreens = false;
    if (this.message !== '') { this.drawMessage(screen, gfx); return; }
    if (!this.active) return;
    const m = this.current;
    this.drawRoutine(m.id, screen, gfx);
    let y = m.y;
    for (const it of m.items) {
      if (it.name !== '') patch(screen, gfx, m.x, y, it.name);
      y += LINEHEIGHT;
    }
    patch(screen, gfx, m.x + SKULLXOFF, m.y - 5 + this.itemOn * LINEHEIGHT, this.whichSkull ? 'M_SKULL2' : 'M_SKULL1');
  }

  /** Where the skull is drawn now (its picture's origin), for tests. */
  get skullPosition(): { x: number; y: number; name: string } {
    const m = this.current;
    return { x: m.x + SKULLXOFF, y: m.y - 5 + this.itemOn * LINEHEIGHT, name: this.whichSkull ? 'M_SKULL2' : 'M_SKULL1' };
  }

  private drawRoutine(id: MenuId, screen: ScreenBuffer, gfx: ScreenGraphics): void {
    const s = this.settings, d = this.defs;
    switch (id) {
      case 'main': patch(screen, gfx, 94, 2, 'M_DOOM'); break;
      case 'episode': patch(screen, gfx, 54, 38, 'M_EPISOD'); break;
      case 'skill': patch(screen, gfx, 96, 14, 'M_NEWG'); patch(screen, gfx, 54, 38, 'M_SKILL'); break;
      case 'options': {
        const o = d.options;
        patch(screen, gfx, 108, 15, 'M_OPTTTL');
        patch(screen, gfx, o.x + 175, o.y + LINEHEIGHT * 2, 'M_GDHIGH');
        patch(screen, gfx, o.x + 120, o.y + LINEHEIGHT * 1, s.showMessages ? 'M_MSGON' : 'M_MSGOFF');
        drawThermo(screen, gfx, o.x, o.y + LINEHEIGHT * (5 + 1), 10, s.mouseSensitivity);
        drawThermo(screen, gfx, o.x, o.y + LINEHEIGHT * (3 + 1), 9, s.screenblocks - 3);
        break;
      }
      case 'sound': {
        const o = d.sound;
        patch(screen, gfx, 60, 38, 'M_SVOL');
        drawThermo(screen, gfx, o.x, o.y + LINEHEIGHT * (0 + 1), 16, s.sfxVolume);
        drawThermo(screen, gfx, o.x, o.y + LINEHEIGHT * (2 + 1), 16, s.musicVolume);
        break;
      }
      case 'load': case 'save': {
        const o = d[id];
        patch(screen, gfx, 72, 28, id === 'load' ? 'M_LOADG' : 'M_SAVEG');
        for (let i = 0; i < SAVE_SLOTS; i++) {
          drawSaveLoadBorder(screen, gfx, o.x, o.y + LINEHEIGHT * i);
          writeText(screen, gfx, o.x, o.y + LINEHEIGHT * i, this.slotStrings[i] ?? '');
        }
        if (id === 'save' && this.saveStringEnter) {
          const w = menuStringWidth(gfx, this.slotStrings[this.saveSlot]);
          writeText(screen, gfx, o.x + w, o.y + LINEHEIGHT * this.saveSlot, '_');
        }
        if (!this.saves.available) {
          // Toom's own line under the slots: nothing here is saved or loaded yet.
          const line = TOOM_STRINGS.NO_SAVES_LINE;
          writeText(screen, gfx, 160 - (menuStringWidth(gfx, line) >> 1), o.y + LINEHEIGHT * SAVE_SLOTS + 4, line);
        }
        break;
      }
      case 'read1':
        this.inhelpscreens = true;
        patch(screen, gfx, 0, 0, this.game.commercial ? 'HELP' : 'HELP2');
        break;
      case 'read2':
        this.inhelpscreens = true;
        patch(screen, gfx, 0, 0, 'HELP1');
        break;
    }
  }

  /** The message centred line by line, each line the font's height below the last. */
  private drawMessage(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    // Line by line without splitting the text (a frame allocates nothing).
    const h = fontHeight(gfx), text = this.message;
    let lines = 1;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
    let y = 100 - ((h * lines) >> 1);
    let start = 0;
    while (start <= text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const x = 160 - (lineWidth(gfx, text, start, end) >> 1);
      writeLine(screen, gfx, x, y, text, start, end);
      y += h;
      start = end + 1;
    }
  }
}

function patch(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number, name: string): void {
  const p = gfx.picture(name);
  if (p) screen.drawPatch(p, x, y);
}

function fontHeight(gfx: ScreenGraphics): number {
  const p = gfx.picture(glyphName(HU_FONTSTART));
  return p ? p.height : 0;
}

/** M_DrawThermo: the left end, `width` middle pieces 8 wide, the right end, the dot at `dot`. */
export function drawThermo(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number, width: number, dot: number): void {
  let xx = x;
  patch(screen, gfx, xx, y, 'M_THERML');
  xx += 8;
  for (let i = 0; i < width; i++) { patch(screen, gfx, xx, y, 'M_THERMM'); xx += 8; }
  patch(screen, gfx, xx, y, 'M_THERMR');
  patch(screen, gfx, x + 8 + dot * 8, y, 'M_THERMO');
}

/** M_DrawSaveLoadBorder: a slot's frame, 24 middle pieces, 7 rows below the text's top. */
export function drawSaveLoadBorder(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number): void {
  patch(screen, gfx, x - 8, y + 7, 'M_LSLEFT');
  let xx = x;
  for (let i = 0; i < 24; i++) { patch(screen, gfx, xx, y + 7, 'M_LSCNTR'); xx += 8; }
  patch(screen, gfx, xx, y + 7, 'M_LSRGHT');
}

/** M_StringWidth: the glyphs' widths, 4 for a character the font lacks (8 a glyph with no graphics to measure). */
export function menuStringWidth(gfx: ScreenGraphics | null, text: string): number {
  return lineWidth(gfx, text, 0, text.length);
}

function lineWidth(gfx: ScreenGraphics | null, text: string, start: number, end: number): number {
  let w = 0;
  for (let i = start; i < end; i++) {
    const name = glyphName(text.charCodeAt(i));
    const p = name && gfx ? gfx.picture(name) : null;
    w += p ? p.width : name && !gfx ? 8 : HU_SPACE_WIDTH;
  }
  return w;
}

/** One line of a message (text[start, end)) as M_WriteText draws it. */
function writeLine(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number, text: string, start: number, end: number): void {
  let cx = x;
  for (let i = start; i < end; i++) {
    const name = glyphName(text.charCodeAt(i));
    const p = name ? gfx.picture(name) : null;
    if (!p) { cx += HU_SPACE_WIDTH; continue; }
    if (cx + p.width > SCREEN_WIDTH) break;
    screen.drawPatch(p, cx, y);
    cx += p.width;
  }
}

/** M_WriteText: the HUD font, a line break 12 rows down, a glyph past the right edge ends it. */
export function writeText(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number, text: string): void {
  let cx = x, cy = y;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) { cx = x; cy += WRITE_LINE; continue; }
    const name = glyphName(c);
    const p = name ? gfx.picture(name) : null;
    if (!p) { cx += HU_SPACE_WIDTH; continue; }
    if (cx + p.width > SCREEN_WIDTH) break;
    screen.drawPatch(p, cx, cy);
    cx += p.width;
  }
}
