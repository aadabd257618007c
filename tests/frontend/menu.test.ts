// DOOM's menus (m_menu) on Freedoom's graphics: the items' places and the skull's, its timing,
// navigation and its sounds, New Game → episode → skill, the Nightmare question, the options'
// settings, the quit message (DEHACKED may change it), F-keys, the save screen's typed description
// (and the plain message that nothing can be saved yet), and golden pictures of the main menu with
// each skull frame.
import { describe, expect, it } from 'vitest';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { compareGolden } from '../helpers/golden.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { Menu, type MenuHost, type MenuSettings } from '../../src/frontend/menu.js';
import { frontStrings, DOSY, TOOM_STRINGS } from '../../src/frontend/front-strings.js';
import { GAMMA_TABLES, gammaPalette } from '../../src/frontend/gamma.js';
import { Defs } from '../../src/defs/defs.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import { ScreenBuffer, blitScreen, SCREEN_HEIGHT, SCREEN_WIDTH } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { HudMessages } from '../../src/screen/hud-messages.js';
import { HudFont } from '../../src/screen/hud-font.js';

interface Rec extends MenuHost { sounds: number[]; games: [number, number][]; msgs: string[]; ended: number; quits: number; settings: MenuSettings[] }
function host(over: Partial<MenuHost> = {}): Rec {
  const r: Rec = {
    usergame: false, inLevel: false, automapActive: false, gametic: 0,
    sounds: [], games: [], msgs: [], ended: 0, quits: 0, settings: [],
    sound(s) { r.sounds.push(s); }, newGame(skill, ep) { r.games.push([skill, ep]); }, endGame() { r.ended++; },
    quit() { r.quits++; }, playerMessage(t) { r.msgs.push(t); }, settingsChanged(s) { r.settings.push({ ...s }); },
    ...over,
  };
  return r;
}
const DOOM1 = { commercial: false, ultimate: true, shareware: false };
const DOOM2 = { commercial: true, ultimate: false, shareware: false };

describe('DOOM\'s menus', () => {
  it('the main menu: items 16 rows apart from (97, 64), the skull 32 left and 5 up; DOOM II\'s 8 lower without Read This!', () => {
    const m = new Menu(DOOM1, frontStrings(null), host());
    m.open();
    expect(m.current.items.map((i) => i.name)).toEqual(['M_NGAME', 'M_OPTION', 'M_LOADG', 'M_SAVEG', 'M_RDTHIS', 'M_QUITG']);
    expect([m.current.x, m.current.y]).toEqual([97, 64]);
    expect(m.skullPosition).toEqual({ x: 65, y: 59, name: 'M_SKULL1' });
    m.key('down'); m.key('down');
    expect(m.skullPosition).toEqual({ x: 65, y: 91, name: 'M_SKULL1' });
    const d = new Menu(DOOM2, frontStrings(null), host());
    d.open();
    expect(d.current.items.map((i) => i.name)).toEqual(['M_NGAME', 'M_OPTION', 'M_LOADG', 'M_SAVEG', 'M_QUITG']);
    expect(d.current.y).toBe(72);
  });

  it('the skull: M_SKULL2 after 10 tics, then a swap every 8', () => {
    const m = new Menu(DOOM1, frontStrings(null), host());
    const frames: number[] = [];
    for (let t = 0; t < 30; t++) { m.tick(); frames.push(m.whichSkull); }
    expect(frames.indexOf(1)).toBe(9);
    expect(frames.slice(9, 17).every((f) => f === 1)).toBe(true);
    expect(frames[17]).toBe(0);
    expect(frames[25]).toBe(1);
  });

  it('keys and sounds: up wraps, blank rows are skipped (a pstop each), a hotkey jumps, Esc leaves, Backspace goes back', () => {
    const h = host();
    const m = new Menu(DOOM1, frontStrings(null), h);
    expect(m.key('escape')).toBe(true);
    expect(m.active).toBe(true);
    expect(h.sounds).toEqual([SFX.swtchn]);
    m.key('up');
    expect(m.itemOn).toBe(5);
    m.key('o');
    expect(m.itemOn).toBe(1);
    h.sounds.length = 0;
    m.key('enter');
    expect(m.current.id).toBe('options');
    expect(h.sounds).toEqual([SFX.pistol]);
    m.itemOn = 3; // screen size
    h.sounds.length = 0;
    m.key('down');
    expect(m.itemOn).toBe(5); // the blank row 4 skipped
    expect(h.sounds).toEqual([SFX.pstop, SFX.pstop]);
    m.key('left');
    expect(m.settings.mouseSensitivity).toBe(4);
    m.key('backspace');
    expect(m.current.id).toBe('main');
    expect(m.itemOn).toBe(1);
    m.key('escape');
    expect(m.active).toBe(false);
  });

  it('New Game → episode → skill (Hurt me plenty first) starts the game; Nightmare asks, and n closes every menu', () => {
    const h = host();
    const m = new Menu(DOOM1, frontStrings(null), h);
    m.key('escape'); m.key('enter');
    expect(m.current.id).toBe('episode');
    expect(m.current.items).toHaveLength(4);
    m.key('down'); m.key('enter');
    expect(m.current.id).toBe('skill');
    expect(m.itemOn).toBe(2);
    m.key('down'); m.key('down'); m.key('enter');
    expect(m.message).toBe(frontStrings(null).NIGHTMARE);
    expect(m.key('x')).toBe(false); // a y/n question waits for y, n, space or Esc
    m.key('n');
    expect(m.active).toBe(false);
    expect(h.games).toEqual([]);
    // The skull comes back where it was: episode 2, then Nightmare again (two up: Hurt me plenty).
    m.key('escape'); m.key('enter'); m.key('enter');
    expect(m.itemOn).toBe(4);
    m.key('up'); m.key('up'); m.key('enter');
    expect(h.games).toEqual([[3, 2]]);
    const d = host();
    const m2 = new Menu(DOOM2, frontStrings(null), d);
    m2.key('escape'); m2.key('enter');
    expect(m2.current.id).toBe('skill');
    m2.key('down'); m2.key('down'); m2.key('enter');
    m2.key('y');
    expect(d.games).toEqual([[5, 1]]);
  });

  it('quit: the message by gametic, DEHACKED\'s replacement, y quits with a quit sound', () => {
    const h = host({ gametic: 3 });
    const m = new Menu(DOOM1, frontStrings(null), h);
    m.key('f10');
    expect(m.message).toBe(`i wouldn't leave if i were you.\ndos is much worse.\n\n${DOSY}`);
    m.key('y');
    expect(h.quits).toBe(1);
    const defs = Defs.doom();
    defs.texts.set('i wouldn\'t leave if i were you.\ndos is much worse.', 'stay a while');
    const p = new Menu(DOOM1, frontStrings(defs), host({ gametic: 3 }));
    p.key('f10');
    expect(p.message).toBe(`stay a while\n\n${DOSY}`);
    const q = new Menu(DOOM2, frontStrings(null), host({ gametic: 9 }));
    q.key('f10');
    expect(q.message.startsWith('you want to quit?')).toBe(true);
  });

  it('F-keys: F11 steps through the five gamma levels with their messages; F8 messages; F2 on the title; F7 there', () => {
    const h = host();
    const m = new Menu(DOOM1, frontStrings(null), h);
    for (let i = 0; i < 5; i++) m.key('f11');
    expect(h.msgs).toEqual(['Gamma correction level 1', 'Gamma correction level 2', 'Gamma correction level 3', 'Gamma correction level 4', 'Gamma correction OFF']);
    m.key('f8');
    expect(h.msgs.at(-1)).toBe('Messages OFF');
    m.key('f2');
    expect(m.message).toBe(frontStrings(null).SAVEDEAD);
    m.key('a');
    expect(m.active).toBe(false);
    h.sounds.length = 0;
    m.key('f7');
    expect(h.sounds).toEqual([SFX.swtchn, SFX.oof]);
  });

  it('the save screen: six slots, a description typed in capitals; without a save format nothing is saved and the menu says so', () => {
    const h = host({ usergame: true, inLevel: true });
    const m = new Menu(DOOM1, frontStrings(null), h);
    m.key('f2');
    expect(m.current.id).toBe('save');
    expect(m.slotStrings).toEqual(Array(6).fill('empty slot'));
    m.key('down'); m.key('down'); m.key('enter');
    expect(m.saveStringEnter).toBe(true);
    for (const c of 'e1 run!') m.key(c);
    expect(m.slotStrings[2]).toBe('E1 RUN!');
    m.key('backspace');
    m.key('enter');
    expect(m.message).toBe(TOOM_STRINGS.NO_SAVES);
    expect(m.slotStrings[2]).toBe('empty slot');
    m.key('f9');
    m.key(' ');
    m.key('f9');
    expect(m.message).toBe(frontStrings(null).QSAVESPOT);
  });

  it('gamma: DOOM\'s tables (level 0 is not the identity), applied per channel', () => {
    expect(Array.from(GAMMA_TABLES[0].slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(GAMMA_TABLES[0][127]).toBe(128);
    expect(GAMMA_TABLES[0][128]).toBe(128);
    expect(Array.from(GAMMA_TABLES[4].slice(0, 4))).toEqual([16, 23, 28, 32]);
    expect(GAMMA_TABLES.every((t) => t[255] === 255)).toBe(true);
    const out = gammaPalette(Uint32Array.of(0xff000000, 0xff00ff80), 4, new Uint32Array(2));
    expect(out[0]).toBe(0xff101010);
    expect(out[1]).toBe((0xff000000 | (16 << 16) | (255 << 8) | GAMMA_TABLES[4][0x80]) >>> 0);
  });

  for (const [path, name, game] of [[FREEDOOM1, 'freedoom1', DOOM1], [FREEDOOM2, 'freedoom2', DOOM2]] as const) {
    const skip = freedoomGoldenSkip(path);
    it.skipIf(skip !== null)(`${name}: the main menu with each skull frame (golden, exact)${skip ? ` (${skip})` : ''}`, () => {
      const gfx = new ScreenGraphics(stackFor(path));
      const m = new Menu(game, frontStrings(null), host());
      m.open();
      for (const frame of [0, 1]) {
        const s = new ScreenBuffer();
        s.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0);
        m.whichSkull = frame;
        m.draw(s, gfx);
        const fb = new Uint32Array(SCREEN_WIDTH * SCREEN_HEIGHT);
        blitScreen(s, 0, SCREEN_HEIGHT, fb, SCREEN_WIDTH, 0, SCREEN_HEIGHT, gfx.palettes[0]);
        const g = compareGolden(`menu-${name}-skull${frame + 1}`, SCREEN_WIDTH, SCREEN_HEIGHT, fb);
        expect(g.differing, `see tests/output/menu-${name}-skull${frame + 1}.actual.png`).toBe(0);
      }
      expect(gfx.warnings).toEqual([]);
    });
  }
});

describe('messages off (the options menu, F8)', () => {
  const skip = freedoomGoldenSkip(FREEDOOM1);
  it.skipIf(skip !== null)(`the message line hides every message but "Messages OFF" itself${skip ? ` (${skip})` : ''}`, () => {
    const gfx = new ScreenGraphics(stackFor(FREEDOOM1));
    const hud = new HudMessages(new HudFont(gfx));
    const s = new ScreenBuffer();
    hud.show = false;
    hud.forced = 'Messages OFF';
    expect(hud.draw(s, { message: 'Picked up a clip.', messageTic: 5 }, 6)).toBe(false);
    expect(hud.draw(s, { message: 'Messages OFF', messageTic: 5 }, 6)).toBe(true);
    hud.show = true;
    expect(hud.draw(s, { message: 'Picked up a clip.', messageTic: 5 }, 6)).toBe(true);
  });
});
