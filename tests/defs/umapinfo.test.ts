// UMAPINFO (src/defs/umapinfo.ts): every key of revision 2.2 read with exact values, dsda-doom's
// defaults (next filled in, endings), `clear`, episodes, boss actions; hostile input warned by lump
// and line with the rest still applied; a stack's lumps in load order; the corpus's
// ambient_showcase.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAX_UMAPINFO_BYTES, automapTitle, episodeMenu, parseUmapinfo, thingClassType, umapNext, validMapName,
} from '../../src/defs/umapinfo.js';
import { defsForStack } from '../../src/defs/load-defs.js';
import { DOOM_DEFS } from '../../src/defs/defs.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { boxRoom, mapLumps } from '../helpers/map-builder.js';
import { CORPUS_DIR } from '../helpers/demo-corpus.js';

const FULL = `
// a comment
MAP MAP01
{
  levelname = "Entryway Redux"
  label = "ONE"
  author = "Someone"
  next = "MAP05"
  nextsecret = "map31"
  levelpic = "cwilv07"
  skytexture = "SKY3"
  music = "D_RUNNIN"
  exitpic = "EXITPIC1"
  enterpic = "ENTPIC1"
  partime = 95
  nointermission = false
  intertext = "line one",
    "line two" /* block
  comment */
  intertextsecret = clear
  interbackdrop = "FLOOR7_2"
  intermusic = "D_READ_M"
  episode = "WIEPI1", "The First", "f"
  bossaction = Fatso, 23, 666
  bossaction = BaronOfHell, 11, 0
}
map MAP05 { levelname = "Five" label = clear endgame = true nointermission = true }
MAP MAP07 { bossaction = clear }
MAP E1M8 { levelname = "x" }
MAP E2M8 { endbunny = true }
MAP E3M3 { endcast = true }
MAP E3M4 { endpic = "credit" }
MAP E3M5 { endgame = false }
`;

describe('UMAPINFO: every key', () => {
  const { info, warnings } = parseUmapinfo(FULL, 'test.wad UMAPINFO');
  it('reads MAP01 exactly', () => {
    expect(warnings).toEqual([]);
    const e = info.maps.get('MAP01')!;
    expect(e).toEqual({
      map: 'MAP01', levelName: 'Entryway Redux', label: 'ONE', author: 'Someone', next: 'MAP05', nextSecret: 'MAP31',
      levelPic: 'CWILV07', skyTexture: 'SKY3', music: 'D_RUNNIN', exitPic: 'EXITPIC1', enterPic: 'ENTPIC1', parTime: 95,
      endPic: '', noIntermission: false, interText: 'line one\nline two', interTextSecret: null, interBackdrop: 'FLOOR7_2',
      interMusic: 'D_READ_M', bossActions: [{ type: 8, special: 23, tag: 666 }, { type: 15, special: 11, tag: 0 }],
    });
    expect(info.episodes).toEqual([{ map: 'MAP01', patch: 'WIEPI1', name: 'The First', key: 'f' }]);
    expect(info.episodesCleared).toBe(false);
  });
  it('endings share one field; a map without next or ending gets the default', () => {
    expect(info.maps.get('MAP05')).toMatchObject({ endPic: '!', noIntermission: true, label: null, next: '' });
    expect(info.maps.get('MAP07')).toMatchObject({ bossActions: [], next: 'MAP08', endPic: '' });
    expect(info.maps.get('E1M8')).toMatchObject({ endPic: 'CREDIT', next: '' });
    expect(parseUmapinfo('MAP E1M8 {}', 'u', false).info.maps.get('E1M8')!.endPic).toBe('HELP2');
    expect(info.maps.get('E2M8')!.endPic).toBe('$BUNNY');
    expect(info.maps.get('E3M3')!.endPic).toBe('$CAST');
    expect(info.maps.get('E3M4')!.endPic).toBe('CREDIT');
    // endgame = false clears the ending: the next map is then the default one.
    expect(info.maps.get('E3M5')).toMatchObject({ endPic: '-', next: '' });
    expect(parseUmapinfo('MAP MAP30 {}').info.maps.get('MAP30')!.endPic).toBe('$CAST');
    expect(parseUmapinfo('MAP E4M8 {}').info.maps.get('E4M8')!.endPic).toBe('ENDPIC');
    expect(parseUmapinfo('MAP MAP09 {}').info.maps.get('MAP09')!.next).toBe('MAP10');
    expect(parseUmapinfo('MAP E2M9 {}').info.maps.get('E2M9')!.next).toBe('E2M10');
  });
  it('map order, automap titles and the episode menu', () => {
    expect(umapNext(info, 'MAP01', false)).toBe('MAP05');
    expect(umapNext(info, 'map01', true)).toBe('MAP31');
    expect(umapNext(info, 'MAP05', false)).toBeNull();
    expect(umapNext(info, 'MAP05', true)).toBeUndefined(); // the secret way of an ending map: DOOM's own
    expect(umapNext(info, 'MAP07', true)).toBe('MAP08'); // no nextsecret: the normal exit's map
    expect(umapNext(info, 'MAP02', false)).toBeUndefined(); // no entry
    expect(umapNext(null, 'MAP01', false)).toBeUndefined();
    expect(automapTitle(info, 'MAP01')).toBe('ONE: Entryway Redux');
    expect(automapTitle(info, 'MAP05')).toBe('Five');
    expect(automapTitle(info, 'E1M8')).toBe('E1M8: x');
    expect(automapTitle(info, 'MAP07')).toBeNull();
    const base = [{ map: 'E1M1', patch: 'M_EPI1', name: 'Knee-Deep', key: 'k' }];
    expect(episodeMenu(info, base).map((e) => e.map)).toEqual(['E1M1', 'MAP01']);
    const cleared = parseUmapinfo('MAP MAP01 { episode = clear episode = "A", "Alpha" } MAP MAP10 { episode = "B" }').info;
    expect(episodeMenu(cleared, base)).toEqual([
      { map: 'MAP01', patch: 'A', name: 'Alpha', key: '' }, { map: 'MAP10', patch: 'B', name: '', key: '' },
    ]);
  });
  it('names: thing classes and map names', () => {
    expect(thingClassType('doomplayer')).toBe(0);
    expect(thingClassType('Cyberdemon')).toBe(21);
    expect(thingClassType('SpiderMastermind')).toBe(19);
    expect(thingClassType('MBFHelperDog')).toBe(139);
    expect(thingClassType('MusicChanger')).toBe(144);
    expect(thingClassType('Deh_Actor_145')).toBe(145);
    expect(thingClassType('Deh_Actor_250')).toBe(-1);
    expect(thingClassType('Imp')).toBe(-1);
    for (const ok of ['MAP01', 'map99', 'MAP100', 'E1M1', 'E5M12']) expect(validMapName(ok), ok).toBe(true);
    for (const bad of ['MAP1', 'MAP00', 'E0M1', 'E1M0', 'E01M1', 'START', 'MAP01X', '']) expect(validMapName(bad), bad).toBe(false);
  });
});

describe('UMAPINFO: hostile and broken input', () => {
  it('a bad property is warned by lump and line; the rest of the entry and lump still apply', () => {
    const { info, warnings } = parseUmapinfo(
      'MAP MAP01\n{\n  levelname = 12\n  partime = "x"\n  next = "MAP02X"\n  bogus = 1, 2, "three"\n  author = "kept"\n}\n' +
      'MAP START { levelname = "no" }\nMAP MAP02 { levelpic = "TOOLONGNAME" music = "D_X" bossaction = Imp, 1, 2 bossaction = Demon, 20, 0 }\n',
      'p.wad UMAPINFO');
    expect(warnings).toEqual([
      "p.wad UMAPINFO line 3: levelname: a quoted string expected, found '12'; the property is ignored",
      "p.wad UMAPINFO line 4: partime: a whole number expected, found 'x'; the property is ignored",
      'p.wad UMAPINFO line 5: next: invalid map name "MAP02X"; the property is ignored',
      "p.wad UMAPINFO line 6: unknown key 'bogus'; the property is ignored",
      'p.wad UMAPINFO line 9: invalid map name "START" (ExMy or MAPxx); the entry is skipped',
      'p.wad UMAPINFO line 10: levelpic: "TOOLONGNAME" is longer than 8 characters; the property is ignored',
      'p.wad UMAPINFO line 10: bossaction: unknown thing type Imp; the property is ignored',
      'p.wad UMAPINFO line 10: bossaction: tag 0 is only allowed for an exit (special 20); the property is ignored',
    ]);
    expect(info.maps.get('MAP01')).toMatchObject({ author: 'kept', levelName: '', parTime: 0, next: 'MAP02' });
    expect(info.maps.get('MAP02')).toMatchObject({ music: 'D_X', levelPic: '', bossActions: null });
    expect(info.maps.has('START')).toBe(false);
  });
  it('unterminated strings, comments and blocks end with a warning, not a hang', () => {
    for (const t of ['MAP MAP01 { levelname = "open', 'MAP MAP01 { /* open', 'MAP MAP01 { levelname = "a"', 'MAP MAP01', '}}}{{{', 'MAP MAP01 { x = }']) {
      const { warnings } = parseUmapinfo(t, 'u');
      expect(warnings.length, t).toBeGreaterThan(0);
    }
    // A missing } before the next entry: both entries are read.
    const { info } = parseUmapinfo('MAP MAP01 { levelname = "a"\nMAP MAP02 { levelname = "b" }', 'u');
    expect([...info.maps.keys()]).toEqual(['MAP01', 'MAP02']);
  });
  it('bounds: huge numbers, long strings, many entries, many warnings, an oversized lump', () => {
    const big = parseUmapinfo('MAP MAP01 { partime = 99999999999999999999 levelname = "' + 'x'.repeat(100_000) + '" }', 'u');
    expect(big.warnings[0]).toMatch(/partime: a whole number expected/);
    expect(big.info.maps.get('MAP01')!.levelName.length).toBe(16384);
    let many = '';
    for (let i = 1; i <= 5000; i++) many += `MAP MAP${String(i).padStart(2, '0')} {}\n`;
    const m = parseUmapinfo(many, 'u');
    expect(m.info.maps.size).toBe(4096);
    expect(m.warnings[0]).toBe('u line 4097: more than 4096 map entries; MAP4097 is ignored');
    expect(m.warnings.length).toBe(101); // 100 listed, then one line saying more were dropped
    const huge = new Uint8Array(MAX_UMAPINFO_BYTES + 10).fill(0x20);
    expect(parseUmapinfo(huge, 'u').warnings).toEqual([`u: ${MAX_UMAPINFO_BYTES + 10} bytes; only the first ${MAX_UMAPINFO_BYTES} are read`]);
    const eps = parseUmapinfo('MAP MAP01 {' + ' episode = "E"'.repeat(9) + '}', 'u');
    expect(eps.info.episodes.length).toBe(8);
    expect(eps.warnings).toEqual(['u line 1: episode: more than 8 episodes; the property is ignored']);
  });
});

describe('UMAPINFO in a WAD stack', () => {
  const lump = (s: string): LumpSource => ({ name: 'UMAPINFO', data: new TextEncoder().encode(s) });
  const room = (name: string): LumpSource[] => {
    const m = boxRoom(0, 0, 256, 256);
    m.things = [{ x: 64, y: 64, type: 1 }];
    const l = mapLumps(m);
    l[0] = { ...l[0], name };
    return l;
  };
  it('every file\'s lump in load order; a later entry replaces the earlier one whole', () => {
    const stack = WadStack.fromBuffers([
      { name: 'base.wad', bytes: writeWad('IWAD', [...room('MAP01'), lump('MAP MAP01 { levelname = "A" author = "x" } MAP MAP02 { levelname = "B" }')]) },
      { name: 'mod.wad', bytes: writeWad('PWAD', [lump('MAP MAP01 { levelname = "C" }\nMAP MAP03 { bogus }')]) },
    ]);
    const { defs, warnings } = defsForStack(stack);
    expect(defs).not.toBe(DOOM_DEFS);
    expect(defs.mapInfo!.lumps).toEqual(['base.wad UMAPINFO', 'mod.wad UMAPINFO']);
    expect(defs.mapInfo!.maps.get('MAP01')).toMatchObject({ levelName: 'C', author: '' });
    expect(defs.mapInfo!.maps.get('MAP02')!.levelName).toBe('B');
    expect(warnings).toEqual(["mod.wad UMAPINFO line 2: '=' expected after bogus; the property is ignored"]);
    expect(defs.clone().mapInfo).toBe(defs.mapInfo);
  });
  it('a stack without UMAPINFO keeps DOOM\'s definitions', () => {
    const stack = WadStack.fromBuffers([{ name: 'base.wad', bytes: writeWad('IWAD', room('MAP01')) }]);
    expect(defsForStack(stack).defs).toBe(DOOM_DEFS);
    expect(DOOM_DEFS.mapInfo).toBeNull();
  });
  const ambient = join(CORPUS_DIR, 'wads/ambient_showcase/ambient_showcase.wad');
  it.skipIf(!existsSync(ambient))('the corpus\'s ambient_showcase (skipped without the demo corpus)', () => {
    const stack = WadStack.fromBuffers([{ name: 'ambient_showcase.wad', bytes: new Uint8Array(readFileSync(ambient)) }]);
    const { defs, warnings } = defsForStack(stack);
    expect(warnings.filter((w) => w.includes('UMAPINFO'))).toEqual([]);
    expect(defs.mapInfo!.maps.get('MAP01')).toMatchObject({
      label: null, levelName: 'Ambient Sound Showcase', author: 'ceski', next: 'MAP01', music: 'D_NONE',
    });
    expect(automapTitle(defs.mapInfo, 'MAP01')).toBe('Ambient Sound Showcase');
    expect(umapNext(defs.mapInfo, 'MAP01', false)).toBe('MAP01');
  });
});
