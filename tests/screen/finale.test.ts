// The text screens: which transitions have one, DOOM's flats and Freedoom's DEHACKED replacements,
// the BEX [STRINGS] reading (continued lines, \n, blank line ending the section, Text blocks),
// the typing speed (a character every 3 tics after 10), DOOM 1's end picture after TEXTWAIT.
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { describe, expect, it } from 'vitest';
import { FINALE_ART, FINALE_DONE, FINALE_TEXT, Finale, TEXTSPEED, TEXTWAIT, finaleFlat, finaleFor, finaleText, typedChars } from '../../src/screen/finale.js';
import { MAX_DEHACKED_BYTES, defsOf, defsFromPatch } from '../../src/defs/load-defs.js';
import { DOOM_DEFS } from '../../src/defs/defs.js';
import { ScreenBuffer, SCREEN_WIDTH } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { drawFontText, glyphName } from '../../src/screen/hud-font.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { BT_USE } from '../../src/sim/base/ticcmd.js';
import { SFX } from '../../src/defs/doom/sounds.js';

describe('text screens (f_finale)', () => {
  it('come after E1M8..E4M8, and in DOOM II after MAP06, 11, 20, 30 and the secret exits of MAP15 and MAP31', () => {
    expect(finaleFor(false, 1, 8, false)?.flat).toBe('FLOOR4_8');
    expect(finaleFor(false, 4, 8, false)?.textKey).toBe('E4TEXT');
    expect(finaleFor(false, 1, 7, false)).toBeNull();
    expect(finaleFor(false, 1, 9, false)).toBeNull();
    expect([6, 11, 20, 30].map((m) => finaleFor(true, 1, m, false)?.textKey)).toEqual(['C1TEXT', 'C2TEXT', 'C3TEXT', 'C4TEXT']);
    expect(finaleFor(true, 1, 15, false)).toBeNull();
    expect(finaleFor(true, 1, 15, true)?.textKey).toBe('C5TEXT');
    expect(finaleFor(true, 1, 31, true)?.flat).toBe('RROCK19');
    expect(finaleFor(true, 1, 7, true)).toBeNull();
  });

  it("reads a DEHACKED patch's [STRINGS] (continued lines, \\n, indentation dropped) and Text blocks", () => {
    const { defs: deh, warnings } = defsFromPatch([
      'Patch File for DeHackEd v3.0', 'Doom version = 19', '', 'Thing 1', 'E1TEXT = not a string here', '',
      'Text 8 6', 'FLOOR4_8AQF051', '', '[STRINGS]', '# a comment', 'E1TEXT = First line.\\n\\', '         Second  \\', '   line.',
      'BGFLATE1 = AQF051', '', 'C1TEXT = after the section', '',
    ].join('\r\n'));
    expect(warnings).toEqual(['patch, line 5: Thing 1 has no field "E1TEXT"', 'patch, line 17: assignment "C1TEXT" outside any block']);
    expect(deh.strings.get('E1TEXT')).toBe('First line.\nSecond  line.');
    expect(deh.strings.get('BGFLATE1')).toBe('AQF051');
    expect(deh.strings.has('C1TEXT')).toBe(false);
    expect(deh.texts.get('FLOOR4_8')).toBe('AQF051');
    const screen = finaleFor(false, 1, 8, false)!;
    expect(finaleFlat(screen, deh)).toBe('AQF051');
    expect(finaleFlat(screen, defsFromPatch('Text 8 6\nFLOOR4_8AQF051').defs)).toBe('AQF051');
    expect(finaleFlat(screen, DOOM_DEFS)).toBe('FLOOR4_8');
    expect(finaleText(screen, DOOM_DEFS, 'E1M8', null)).toBe('The end of episode 1.');
    expect(finaleText(finaleFor(true, 1, 6, false)!, DOOM_DEFS, 'MAP06', 'MAP07')).toBe('MAP06 finished.\n\nOn to MAP07.');
  });

  it('types a character every 3 tics after 10; DOOM 1 shows its end picture TEXTWAIT tics after the last', () => {
    expect([0, 10, 12, 13, 15, 16, 40].map(typedChars)).toEqual([0, 0, 0, 1, 1, 2, 10]);
    const f = new Finale({ commercial: false, episode: 2, map: 8, text: 'ABCDE', flat: 'X' });
    let n = 0;
    while (f.stage === FINALE_TEXT) { f.tick(BT_USE); n++; }
    expect(n).toBe(5 * TEXTSPEED + TEXTWAIT + 1);
    expect([f.stage, f.count, f.gameOver]).toEqual([FINALE_ART, 0, true]);
  });

  it("DOOM 1's episode 3 ends on the scrolling pictures and THE END, a pistol shot per letter", () => {
    const f = new Finale({ commercial: false, episode: 3, map: 8, text: '', flat: 'X' });
    while (f.stage === FINALE_TEXT) f.tick(0);
    const shots: number[] = [];
    f.onSound = (s) => { if (s === SFX.pistol) shots.push(f.count); };
    for (let i = 0; i < 1300; i++) f.tick(0);
    expect(shots).toEqual([1185, 1190, 1195, 1200, 1205, 1210]);
    expect(f.music).toBe('D_BUNNY');
  });

  it('DOOM II leaves the text at a button once 50 tics have passed', () => {
    const f = new Finale({ commercial: true, episode: 1, map: 11, text: 'x', flat: 'X' });
    for (let i = 0; i < 51; i++) { f.tick(BT_USE); expect(f.stage).toBe(FINALE_TEXT); }
    f.tick(0);
    expect(f.stage).toBe(FINALE_TEXT);
    f.tick(BT_USE);
    expect([f.stage, f.gameOver]).toEqual([FINALE_DONE, false]);
  });

  it('maps characters to the STCFN font: lower case to upper, nothing outside ! .. _', () => {
    expect([glyphName(65), glyphName(97), glyphName(33), glyphName(95), glyphName(32), glyphName(123)]).toEqual(['STCFN065', 'STCFN065', 'STCFN033', 'STCFN095', '', '']);
  });

  for (const [path, key, flat] of [[FREEDOOM1, 'E1TEXT', 'AQF051'], [FREEDOOM2, 'C1TEXT', 'AQF016']] as const) {
    it.skipIf(!haveFreedoom)(`${key} on ${path.split('/').pop()}: typed glyph by glyph at DOOM's speed, lines 11 rows apart${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
      const stack = stackFor(path);
      const gfx = new ScreenGraphics(stack);
      const deh = defsOf(stack).defs;
      const screen = finaleFor(key === 'C1TEXT', 1, key === 'C1TEXT' ? 6 : 8, false)!;
      const text = finaleText(screen, deh, '', null);
      expect(text.length).toBeGreaterThan(200);
      expect(finaleFlat(screen, deh)).toBe(flat);
      const f = new Finale({ commercial: key === 'C1TEXT', episode: 1, map: 6, text, flat: finaleFlat(screen, deh) });
      const s = new ScreenBuffer();
      const snap = (): Uint8Array => { f.draw(s, gfx); return s.pixels.slice(); };
      for (let i = 0; i < 12; i++) f.tick(0);
      const empty = snap(); // tic 12: the flat alone
      f.tick(0);
      const one = snap(); // tic 13: the first letter
      f.tick(0); f.tick(0);
      const stillOne = snap(); // tic 15
      f.tick(0);
      const two = snap(); // tic 16: the second letter
      const diff = (a: Uint8Array, b: Uint8Array): number => { let n = 0; for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++; return n; };
      expect(diff(empty, one)).toBeGreaterThan(10);
      expect(diff(one, stillOne)).toBe(0);
      expect(diff(one, two)).toBeGreaterThan(10);
      // The first letter sits at (10, 10) by its offsets, in rows 10.. of the screen.
      const g = gfx.picture(glyphName(text.charCodeAt(0)))!;
      let minX = 320, minY = 200, maxY = 0;
      for (let i = 0; i < one.length; i++) if (one[i] !== empty[i]) { const x = i % SCREEN_WIDTH, y = (i / SCREEN_WIDTH) | 0; minX = Math.min(minX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
      expect([minX, minY]).toEqual([10 - g.leftOffset + firstOpaqueColumn(g), 10 - g.topOffset + firstOpaqueRow(g)]);
      // Every character of the first line drawn: the second line starts 11 rows lower.
      const firstLine = text.indexOf('\n');
      const s2 = new ScreenBuffer();
      s2.clear();
      expect(drawFontText(s2, gfx, text, firstLine + 2, 10, 10)).toBe(firstLine + 2);
      let rowsOfLine2 = 0;
      for (let y = 21; y < 21 + 8; y++) for (let x = 0; x < 40; x++) if (s2.covered[y * SCREEN_WIDTH + x]) rowsOfLine2++;
      expect(rowsOfLine2).toBeGreaterThan(5);
      expect(gfx.warnings).toEqual([]);
    });
  }
});

function firstOpaqueColumn(p: { width: number; height: number; mask: Uint8Array }): number {
  for (let c = 0; c < p.width; c++) for (let r = 0; r < p.height; r++) if (p.mask[c * p.height + r]) return c;
  return 0;
}
function firstOpaqueRow(p: { width: number; height: number; mask: Uint8Array }): number {
  for (let r = 0; r < p.height; r++) for (let c = 0; c < p.width; c++) if (p.mask[c * p.height + r]) return r;
  return 0;
}

describe('a DEHACKED lump read for its strings', () => {
  /** A PWAD whose DEHACKED lump is `size` bytes: [STRINGS] with E1TEXT at the start and E2TEXT at `late`. */
  function stackWith(size: number, late: number): WadStack {
    const data = new Uint8Array(size).fill(0x0a); // blank lines
    const put = (at: number, text: string): void => { data.set(new TextEncoder().encode(text), at); };
    put(0, '[STRINGS]\nE1TEXT = early\n');
    put(late, '[STRINGS]\nE2TEXT = late\n');
    return WadStack.fromBuffers([{ name: 'big.wad', bytes: writeWad('PWAD', [{ name: 'DEHACKED', data }]) }]);
  }

  it(`reads only its first ${MAX_DEHACKED_BYTES} bytes: a 32 MB lump costs what 1 MiB does`, () => {
    const inside = defsOf(stackWith(2 << 20, MAX_DEHACKED_BYTES - 64));
    expect([inside.defs.strings.get('E1TEXT'), inside.defs.strings.get('E2TEXT')]).toEqual(['early', 'late']);
    const huge = defsOf(stackWith(32 << 20, MAX_DEHACKED_BYTES + 64));
    expect([huge.defs.strings.get('E1TEXT'), huge.defs.strings.get('E2TEXT')]).toEqual(['early', undefined]);
  });
});
