// A DEHACKED patch reaching the game: a PWAD built here carries a DEHACKED lump that sets the start
// health and bullets, makes the zombieman die to one pistol shot (its gibbing is its plain death) and
// fall in four tics, fires the
// pistol without its wind-up, renames pickups' messages (BEX [STRINGS] and a DEHACKED Text block)
// and sets a par time. Played by the Playsim beside a game of DOOM's own in the same process, by
// `toom play` (--file and --deh), and Freedoom's own DEHACKED read as Chocolate Doom reads it.
import { describe, expect, it, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SimMap, simWorld } from '../sim/helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd, BT_ATTACK } from '../../src/sim/base/ticcmd.js';
import { spawnMobj } from '../../src/sim/rules/mobj.js';
import { type Mobj } from '../../src/sim/base/thing.js';
import { touchSpecialThing } from '../../src/sim/rules/interaction.js';
import { AM_CLIP, PS_WEAPON } from '../../src/sim/base/player-state.js';
import { mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { DOOM_DEFS, type Defs } from '../../src/defs/defs.js';
import { defsForStack, defsFromPatch, defsOf } from '../../src/defs/load-defs.js';
import { MF } from '../../src/defs/doom/things-info.js';
import { parSeconds } from '../../src/screen/intermission.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { mapLumps, wadOf } from '../helpers/map-builder.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { readFiles } from '../../src/web/wad-source.js';

const S = stateIndex;
const PATCH = [
  'Patch File for DeHackEd v3.0', 'Doom version = 19', 'Patch format = 6', '',
  'Misc', 'Initial Health = 42', 'Initial Bullets = 13', '',
  'Thing 2 (Zombieman)', 'Hit points = 1', `Exploding frame = ${S('S_POSS_DIE1')}`, '',
  ...[1, 2, 3, 4].flatMap((i) => [`Frame ${S(`S_POSS_DIE${i}`)}`, 'Duration = 1', '']),
  'Weapon 1 (Pistol)', `Shooting frame = ${S('S_PISTOL2')}`, '',
  'Text 27 12', 'Picked up 4 shotgun shells.Four shells!', '',
  '[STRINGS]', 'GOTCLIP = Grabbed a magazine.', '',
  '[PARS]', 'par 1 99', 'par 2 3 77', '',
].join('\n');

/** The test's PWAD: its DEHACKED lump. */
const patchWad = (): Uint8Array => writeWad('PWAD', [{ name: 'DEHACKED', data: new TextEncoder().encode(PATCH) }]);

function patchedDefs(): Defs {
  const stack = WadStack.fromBuffers([{ name: 'mod.wad', bytes: patchWad() }]);
  const { defs, warnings, applied } = defsForStack(stack);
  expect(warnings).toEqual([]);
  expect(applied).toEqual(['mod.wad DEHACKED']);
  return defs;
}

/** A 1024 × 256 room: the player at (64, 128) facing east, a zombieman at (256, 128) facing away. */
function room(defs: Defs): { ps: Playsim; zombie: Mobj } {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }]);
  m.thing(64, 128, 1, 0);
  m.thing(256, 128, 3004, 0);
  const ps = new Playsim(simWorld(m.build()), { skill: 3, defs });
  let zombie: Mobj | null = null;
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) {
    if ((t as Mobj).type === mobjIndex('MT_POSSESSED')) zombie = t as Mobj;
  }
  return { ps, zombie: zombie! };
}

/** Runs until the pistol is up, then holds fire for one tic; returns the tics run after the press. */
function raiseAndFire(ps: Playsim): void {
  const idle = new TicCmd(), fire = new TicCmd();
  fire.buttons = BT_ATTACK;
  for (let i = 0; i < 40; i++) ps.tick(idle);
  expect(ps.player.psprites[PS_WEAPON].state).toBe(S('S_PISTOL'));
  ps.tick(fire);
}

describe('a DEHACKED PWAD in the game', () => {
  it('sets the start health and bullets: the player spawns with 42 and 13; DOOM\'s game beside it with 100 and 50', () => {
    const patched = room(patchedDefs()), doom = room(DOOM_DEFS);
    expect([patched.ps.player.health, patched.ps.player.mo!.health, patched.ps.player.ammo[AM_CLIP]]).toEqual([42, 42, 13]);
    expect([doom.ps.player.health, doom.ps.player.ammo[AM_CLIP]]).toEqual([100, 50]);
    expect([patched.zombie.health, doom.zombie.health]).toEqual([1, 20]);
  });

  it('one pistol shot (fired at once: no wind-up frame) kills the zombieman, who falls in 4 tics; not in DOOM\'s', () => {
    const { ps, zombie } = room(patchedDefs());
    raiseAndFire(ps);
    // The patched attack frame is S_PISTOL2 (A_FirePistol): the shot went off in the tic fire was pressed.
    expect(ps.player.psprites[PS_WEAPON].state).toBe(S('S_PISTOL2'));
    expect(ps.player.ammo[AM_CLIP]).toBe(12);
    expect(zombie.health).toBeLessThanOrEqual(0);
    // Killed in the player's think; its own think in the same tic ends the 1-tic S_POSS_DIE1.
    expect(zombie.state).toBe(S('S_POSS_DIE2'));
    const idle = new TicCmd();
    for (let i = 0; i < 3; i++) ps.tick(idle);
    expect(zombie.state).toBe(S('S_POSS_DIE5'));
    expect(ps.player.killcount).toBe(1);

    const doom = room(DOOM_DEFS);
    raiseAndFire(doom.ps);
    expect(doom.ps.player.psprites[PS_WEAPON].state).toBe(S('S_PISTOL1'));
    for (let i = 0; i < 4; i++) doom.ps.tick(idle);
    // One pistol shot is 5, 10 or 15: a 20-health zombieman lives.
    expect(doom.ps.player.ammo[AM_CLIP]).toBe(49);
    expect(doom.zombie.health).toBeGreaterThan(0);
    expect(doom.ps.player.killcount).toBe(0);
  });

  it('pickup messages: BEX [STRINGS] and a DEHACKED Text block; DOOM\'s game keeps DOOM\'s', () => {
    const pick = (defs: Defs, name: string): string => {
      const { ps } = room(defs);
      const mo = ps.player.mo!;
      touchSpecialThing(ps, spawnMobj(ps, mo.x, mo.y, mo.z, mobjIndex(name)), mo);
      return ps.player.message;
    };
    const defs = patchedDefs();
    expect([pick(defs, 'MT_CLIP'), pick(defs, 'MT_MISC22'), pick(defs, 'MT_MISC2')]).toEqual(['Grabbed a magazine.', 'Four shells!', 'Picked up a health bonus.']);
    expect([pick(DOOM_DEFS, 'MT_CLIP'), pick(DOOM_DEFS, 'MT_MISC22')]).toEqual(['Picked up a clip.', 'Picked up 4 shotgun shells.']);
  });

  it('code pointers swapped by [CODEPTR] run in the game; MBF\'s, idle below complevel 10, are warned about', () => {
    const stnd2 = S('S_POSS_STND2');
    const { defs, warnings } = defsFromPatch(`[CODEPTR]\nFRAME ${stnd2} = Fall\nFRAME ${S('S_POSS_RUN8')} = Detonate\n`);
    expect(warnings).toEqual([]);
    const { ps, zombie } = room(defs);
    expect(ps.warnings).toEqual([`frame ${S('S_POSS_RUN8')}: MBF's code pointer A_Detonate does nothing at complevel 2 (as in dsda-doom; use complevel 11)`]);
    const idle = new TicCmd();
    for (let i = 0; i < 21; i++) ps.tick(idle);
    // Through S_POSS_STND2 (at most 10 + 10 tics after its random start), whose action is now A_Fall:
    // the zombieman is no longer solid.
    expect(zombie.flags & MF.SOLID).toBe(0);
    const doom = room(DOOM_DEFS);
    for (let i = 0; i < 21; i++) doom.ps.tick(idle);
    expect([doom.zombie.flags & MF.SOLID, doom.ps.warnings]).toEqual([MF.SOLID, []]);
  });

  it('par times from [PARS] reach the intermission\'s table; DOOM\'s stay', () => {
    const defs = patchedDefs();
    expect([parSeconds(true, 1, 1, defs), parSeconds(false, 2, 3, defs), parSeconds(true, 1, 2, defs)]).toEqual([99, 77, 90]);
    expect([parSeconds(true, 1, 1), parSeconds(false, 2, 3)]).toEqual([30, 90]);
  });

  it('a Playsim made after a patched one still sees DOOM\'s own tables (nothing module-wide was written)', () => {
    room(patchedDefs());
    const after = room(DOOM_DEFS);
    expect([after.ps.defs.infoSpawnHealth[mobjIndex('MT_POSSESSED')], after.ps.defs.stateTics[S('S_POSS_DIE1')], after.ps.player.health]).toEqual([20, 5, 100]);
    expect(after.ps.defs).toBe(DOOM_DEFS);
  });

  it.skipIf(!haveFreedoom)(`Freedoom's own DEHACKED: Freedoom's pickup messages, full-bright zombie fire${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
    for (const path of [FREEDOOM1, FREEDOOM2]) {
      const stack = WadStack.fromBuffers([{ name: path.split('/').pop()!, bytes: new Uint8Array(readFileSync(path)) }]);
      const { defs, warnings } = defsOf(stack);
      expect(warnings).toEqual([]);
      expect([defs.msg.GOTARMOR, defs.msg.GOTCLIP]).toEqual(['Picked up a light armor vest.', 'Picked up an ammo clip.']);
      expect(defs.stateBright[185]).toBe(1);
      expect(defs.cpars[27]).toBe(450);
    }
  });
});

describe('a .deh or .bex opened in the page', () => {
  it('rides in the stack as a PWAD of one DEHACKED lump, after the WADs before it', async () => {
    const base = new File([new Uint8Array(patchWad())], 'mod.wad');
    const deh = new File(['Misc\nInitial Health = 55\n'], 'more.BEX');
    const { iwad, pwads } = await readFiles([base, deh]);
    expect([iwad, pwads.map((p) => p.name)]).toEqual([null, ['mod.wad', 'more.BEX']]);
    const { defs, applied } = defsForStack(WadStack.fromBuffers(pwads));
    expect(applied).toEqual(['mod.wad DEHACKED', 'more.BEX DEHACKED']);
    expect([defs.misc.initialHealth, defs.msg.GOTCLIP]).toEqual([55, 'Grabbed a magazine.']);
  });
});

describe('toom play with a DEHACKED PWAD and --deh', () => {
  const root = join(__dirname, '..', '..');
  const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
  const dir = join(OUTPUT_DIR, 'defs');
  const iwad = join(dir, 'room.wad'), mod = join(dir, 'mod.wad'), deh = join(dir, 'patch.deh'), bad = join(dir, 'bad.bex');

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    const m = new SimMap();
    m.row([{ w: 512, floor: 0, ceil: 128 }]);
    m.thing(64, 128, 1, 0);
    writeFileSync(iwad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(m.build())]));
    writeFileSync(mod, patchWad());
    writeFileSync(deh, 'Misc\nInitial Health = 77\n');
    writeFileSync(bad, '[STRINGS]\nGOTCLIP = x\n\nThing 99999\nHit points = 1\n\nMisc\nInitial Bullets = 3\n');
  });

  const health = (...args: string[]): { health: number; clip: number; stderr: string } => {
    const r = toom('play', '--iwad', iwad, ...args, '--input', 'wait 1', '--json');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    return { health: doc.health, clip: doc.ammo.clip, stderr: r.stderr };
  };

  it('the summary\'s health is the patch\'s: a PWAD\'s lump, then --deh after it; bad lines warned by file and line', () => {
    expect(health().health).toBe(100);
    expect(health('--file', mod).health).toBe(42);
    expect(health('--file', mod, '--deh', deh).health).toBe(77);
    const r = health('--deh', bad);
    expect([r.health, r.clip]).toEqual([100, 3]);
    expect(r.stderr).toContain(`toom: warning: ${bad}, line 4: Thing 99999 is out of range 1..16384; the block is skipped`);
  });

  it('a missing --deh file is an error naming it (exit 2); --help documents --deh', () => {
    const r = toom('play', '--iwad', iwad, '--deh', join(dir, 'nope.deh'), '--json');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('nope.deh');
    expect(toom('play', '--help').stdout).toContain('--deh PATCH');
    expect(toom('render', '--help').stdout).toContain('--deh PATCH');
  });
});
