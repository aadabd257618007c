// The weapons against DOOM's p_pspr.c on small maps: the pistol raised 6 units a tic from the bottom,
// its fire sequence (4 + 6 + 4 + 5 tics, the flash and its light), the bullet and the random draws a
// shot at a wall takes, refire and its spread, the lowering when out of ammo with DOOM's weapon
// preference order (DOOM II's super shotgun, the BFG's 40 cells), the bob's exact offsets, the
// chainsaw's sounds, the berserk fist turning to its victim, a dead player's weapon kept down.
import { describe, expect, it } from 'vitest';
import { SimMap, simWorld } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd, BT_ATTACK } from '../../src/sim/base/ticcmd.js';
import { MF, STATE_NAMES, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import { FRACUNIT, pointToAngle } from '../../src/sim/base/fixed.js';
import { ONFLOORZ, spawnMobj } from '../../src/sim/rules/mobj.js';
import { checkAmmo, setPsprite, weaponReady } from '../../src/sim/rules/weapons.js';
import { damageMobj } from '../../src/sim/rules/interaction.js';
import {
  AM_CELL, AM_CLIP, AM_MISL, AM_SHELL, PS_FLASH, PS_WEAPON, PST_DEAD, PW_STRENGTH, WP_BFG, WP_CHAINGUN, WP_CHAINSAW, WP_FIST,
  WP_MISSILE, WP_NOCHANGE, WP_PISTOL, WP_PLASMA, WP_SHOTGUN, WP_SUPERSHOTGUN,
} from '../../src/sim/base/player-state.js';

const WEAPONTOP = 32 * FRACUNIT;
const WEAPONBOTTOM = 128 * FRACUNIT;

/** A 1024 × 256 room, the player at (64, 128) facing east; `things` as [x, y, doomednum]. */
function level(opts: { skill?: number; name?: string; things?: [number, number, number][] } = {}): Playsim {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }]);
  m.thing(64, 128, 1, 0);
  for (const [x, y, t] of opts.things ?? []) m.thing(x, y, t);
  const name = opts.name ?? 'MAP01';
  return new Playsim(simWorld(m.build(name)), { skill: opts.skill ?? 3 });
}

function run(ps: Playsim, n: number, buttons = 0): void {
  const cmd = new TicCmd();
  cmd.buttons = buttons;
  for (let i = 0; i < n; i++) ps.tick(cmd);
}

function pspName(ps: Playsim, i: number): string {
  const s = ps.player.psprites[i].state;
  return s < 0 ? '-' : STATE_NAMES[s];
}

/** The sounds started since `head` (sfx numbers, oldest first). */
function soundsSince(ps: Playsim, head: number): number[] {
  const out: number[] = [];
  for (let h = head; h < ps.soundHead; h++) out.push(ps.soundRing[(h % 64) * 4]);
  return out;
}

/** Runs until the pistol is up and ready (15 tics after the start). */
function ready(ps: Playsim): void {
  run(ps, 15);
  expect(pspName(ps, PS_WEAPON)).toBe('S_PISTOL');
}

describe('raising and lowering (A_Raise, A_Lower, P_BringUpWeapon)', () => {
  it('the pistol starts at the bottom, rises 6 units a tic, and is ready at the top after 15 tics', () => {
    const ps = level();
    const gun = ps.player.psprites[PS_WEAPON];
    // P_SetupPsprites entered S_PISTOLUP, whose A_Raise ran at once.
    expect([pspName(ps, PS_WEAPON), gun.sy, ps.player.pendingweapon]).toEqual(['S_PISTOLUP', WEAPONBOTTOM - 6 * FRACUNIT, WP_NOCHANGE]);
    const sy: number[] = [];
    for (let i = 0; i < 15; i++) { run(ps, 1); sy.push(gun.sy / FRACUNIT); }
    expect(sy).toEqual([116, 110, 104, 98, 92, 86, 80, 74, 68, 62, 56, 50, 44, 38, 32]);
    expect(pspName(ps, PS_WEAPON)).toBe('S_PISTOL');
    // At rest the bob is 0: the gun sits at (1, 32).
    expect([gun.sx, gun.sy]).toEqual([FRACUNIT, WEAPONTOP]);
  });

  it('out of bullets, fire lowers the pistol (6 a tic) and brings up the fist', () => {
    const ps = level();
    ready(ps);
    const p = ps.player;
    p.ammo[AM_CLIP] = 0;
    run(ps, 1, BT_ATTACK);
    // P_CheckAmmo picked the fist and entered S_PISTOLDOWN (A_Lower ran at once: 32 + 6).
    expect([pspName(ps, PS_WEAPON), p.pendingweapon, p.psprites[PS_WEAPON].sy]).toEqual(['S_PISTOLDOWN', WP_FIST, 38 * FRACUNIT]);
    expect(STATE_NAMES[p.mo!.state]).toBe('S_PLAY'); // no attack frame without ammo
    run(ps, 14);
    expect([p.readyweapon, p.psprites[PS_WEAPON].sy]).toEqual([WP_PISTOL, 122 * FRACUNIT]);
    run(ps, 1);
    // At the bottom: the fist is ready-weapon and starts up (A_Raise at once: 128 - 6).
    expect([p.readyweapon, p.pendingweapon, pspName(ps, PS_WEAPON), p.psprites[PS_WEAPON].sy])
      .toEqual([WP_FIST, WP_NOCHANGE, 'S_PUNCHUP', 122 * FRACUNIT]);
  });

  it('the chainsaw comes up with sawup and idles with sawidl each time it enters S_SAW (every 8 tics)', () => {
    const ps = level();
    ready(ps);
    const p = ps.player;
    p.weaponowned[WP_CHAINSAW] = 1;
    p.pendingweapon = WP_CHAINSAW;
    let head = ps.soundHead;
    run(ps, 17); // A_WeaponReady lowers the pistol (16 tics to the bottom), then the saw starts up
    expect([p.readyweapon, pspName(ps, PS_WEAPON)]).toEqual([WP_CHAINSAW, 'S_SAWUP']);
    expect(soundsSince(ps, head)).toEqual([SFX.sawup]);
    head = ps.soundHead;
    run(ps, 30); // up after 14 tics, then S_SAW, S_SAWB, S_SAW, S_SAWB, S_SAW 4 tics apart
    expect(pspName(ps, PS_WEAPON)).toBe('S_SAW');
    expect(soundsSince(ps, head)).toEqual([SFX.sawidl, SFX.sawidl, SFX.sawidl]);
  });
});

describe('firing (P_FireWeapon, A_FirePistol, A_ReFire, P_MovePsprites)', () => {
  it('one pistol shot: S_PISTOL1..4 for 4, 6, 4, 5 tics, one bullet, the flash lit for 6 tics', () => {
    const ps = level();
    ready(ps);
    const p = ps.player;
    const rnd = ps.rng.pIndex;
    const seen: string[] = [];
    const cmd = new TicCmd();
    for (let i = 0; i < 20; i++) {
      cmd.buttons = i === 0 ? BT_ATTACK : 0;
      ps.tick(cmd);
      seen.push(`${pspName(ps, PS_WEAPON)} ${pspName(ps, PS_FLASH)} ${p.extralight}`);
    }
    const expected = [
      ...Array(4).fill('S_PISTOL1 - 0'),
      ...Array(6).fill('S_PISTOL2 S_PISTOLFLASH 1'),
      ...Array(4).fill('S_PISTOL3 - 0'),
      ...Array(5).fill('S_PISTOL4 - 0'),
      'S_PISTOL - 0',
    ];
    expect(seen).toEqual(expected);
    expect(p.ammo[AM_CLIP]).toBe(49);
    expect(p.refire).toBe(0);
    // The draws of one accurate shot into a wall: the damage (1), then the puff's height (2), its
    // spawn (1) and its tics (1).
    expect(ps.rng.pIndex - rnd).toBe(5);
  });

  it('the player\'s attack frames: S_PLAY_ATK1 on fire, S_PLAY_ATK2 on the shot, S_PLAY again when ready', () => {
    const ps = level();
    ready(ps);
    const mo = ps.player.mo!;
    run(ps, 1, BT_ATTACK);
    expect(STATE_NAMES[mo.state]).toBe('S_PLAY_ATK1');
    run(ps, 4);
    expect(STATE_NAMES[mo.state]).toBe('S_PLAY_ATK2');
    run(ps, 15);
    expect(STATE_NAMES[mo.state]).toBe('S_PLAY');
  });

  it('held fire refires as S_PISTOL4 is entered (a 14-tic cycle); the refire shots spread (2 more draws)', () => {
    const ps = level();
    ready(ps);
    const p = ps.player;
    run(ps, 15, BT_ATTACK); // the second shot starts on the 15th tic
    const rnd = ps.rng.pIndex;
    expect([pspName(ps, PS_WEAPON), p.refire]).toEqual(['S_PISTOL1', 1]);
    run(ps, 4, BT_ATTACK);
    expect([pspName(ps, PS_WEAPON), p.ammo[AM_CLIP]]).toEqual(['S_PISTOL2', 48]);
    expect(ps.rng.pIndex - rnd).toBe(7);
    run(ps, 14);
    expect([pspName(ps, PS_WEAPON), p.refire]).toEqual(['S_PISTOL4', 0]);
    run(ps, 1);
    expect([pspName(ps, PS_WEAPON), p.refire]).toEqual(['S_PISTOL', 0]);
  });

  it('the rocket launcher does not refire from ready while the button stays down', () => {
    const ps = level();
    ready(ps);
    const p = ps.player;
    p.weaponowned[WP_MISSILE] = 1;
    p.ammo[AM_MISL] = 10;
    p.readyweapon = WP_MISSILE;
    setPsprite(ps, p, PS_WEAPON, stateIndex('S_MISSILE'));
    p.attackdown = true;
    run(ps, 3, BT_ATTACK);
    expect([pspName(ps, PS_WEAPON), p.ammo[AM_MISL]]).toEqual(['S_MISSILE', 10]);
    run(ps, 1, 0);
    run(ps, 1, BT_ATTACK);
    expect(pspName(ps, PS_WEAPON)).toBe('S_MISSILE1');
  });
});

describe('P_CheckAmmo: DOOM\'s choice of the next weapon', () => {
  function empty(name = 'MAP01'): Playsim {
    const ps = level({ name });
    ready(ps);
    ps.player.ammo[AM_CLIP] = 0;
    return ps;
  }

  it('a weapon with ammo for one shot fires; the super shotgun needs 2 shells, the BFG 40 cells', () => {
    const ps = empty();
    const p = ps.player;
    p.readyweapon = WP_SUPERSHOTGUN;
    p.ammo[AM_SHELL] = 2;
    expect(checkAmmo(ps, p)).toBe(true);
    p.ammo[AM_SHELL] = 1;
    expect(checkAmmo(ps, p)).toBe(false);
    p.readyweapon = WP_BFG;
    p.ammo[AM_CELL] = 40;
    expect(checkAmmo(ps, p)).toBe(true);
    p.ammo[AM_CELL] = 39;
    expect(checkAmmo(ps, p)).toBe(false);
    expect(pspName(ps, PS_WEAPON)).toBe('S_BFGDOWN');
    p.readyweapon = WP_FIST;
    expect(checkAmmo(ps, p)).toBe(true);
  });

  it('the order: plasma, super shotgun (DOOM II, 3+ shells), chaingun, shotgun, pistol, chainsaw, launcher, BFG (41+ cells), fist', () => {
    const pick = (setup: (ps: Playsim) => void, name = 'MAP01'): number => {
      const ps = empty(name);
      setup(ps);
      checkAmmo(ps, ps.player);
      return ps.player.pendingweapon;
    };
    const own = (ps: Playsim, ...w: number[]) => { for (const x of w) ps.player.weaponowned[x] = 1; };
    expect(pick((ps) => { own(ps, WP_PLASMA, WP_SUPERSHOTGUN); ps.player.ammo[AM_CELL] = 1; ps.player.ammo[AM_SHELL] = 9; })).toBe(WP_PLASMA);
    expect(pick((ps) => { own(ps, WP_SUPERSHOTGUN, WP_SHOTGUN); ps.player.ammo[AM_SHELL] = 3; })).toBe(WP_SUPERSHOTGUN);
    expect(pick((ps) => { own(ps, WP_SUPERSHOTGUN, WP_SHOTGUN); ps.player.ammo[AM_SHELL] = 2; })).toBe(WP_SHOTGUN);
    // Not DOOM II: the super shotgun is never chosen.
    expect(pick((ps) => { own(ps, WP_SUPERSHOTGUN, WP_SHOTGUN); ps.player.ammo[AM_SHELL] = 9; }, 'E1M1')).toBe(WP_SHOTGUN);
    expect(pick((ps) => { own(ps, WP_CHAINGUN, WP_SHOTGUN); ps.player.ammo[AM_CLIP] = 1; ps.player.ammo[AM_SHELL] = 1; ps.player.readyweapon = WP_MISSILE; }))
      .toBe(WP_CHAINGUN);
    expect(pick((ps) => { own(ps, WP_CHAINSAW, WP_MISSILE); ps.player.ammo[AM_MISL] = 5; })).toBe(WP_CHAINSAW);
    expect(pick((ps) => { own(ps, WP_MISSILE); ps.player.ammo[AM_MISL] = 5; })).toBe(WP_MISSILE);
    expect(pick((ps) => { own(ps, WP_BFG); ps.player.ammo[AM_CELL] = 41; ps.player.readyweapon = WP_BFG; ps.player.ammo[AM_CELL] = 41; })).toBe(WP_NOCHANGE);
    expect(pick((ps) => { own(ps, WP_BFG); ps.player.ammo[AM_CELL] = 41; })).toBe(WP_BFG);
    expect(pick((ps) => { own(ps, WP_BFG); ps.player.ammo[AM_CELL] = 40; })).toBe(WP_FIST);
  });
});

describe('A_WeaponReady', () => {
  it('bobs the gun by the player\'s bob: x = 1 + bob·cos, y = 32 + bob·|sin| at (128 · leveltime)', () => {
    const ps = level();
    ready(ps);
    const p = ps.player, gun = p.psprites[PS_WEAPON];
    p.bob = 0x100000;
    ps.leveltime = 0;
    weaponReady(ps, p, gun);
    // finecosine[0] = 65535, finesine[0] = 25.
    expect([gun.sx, gun.sy]).toEqual([FRACUNIT + 0xffff0, WEAPONTOP + 400]);
    ps.leveltime = 48; // angle 6144: finecosine[6144] = 25; the sine's angle folds to 2048, finesine[2048] = 65535
    weaponReady(ps, p, gun);
    expect([gun.sx, gun.sy]).toEqual([FRACUNIT + 400, WEAPONTOP + 0xffff0]);
  });

  it('a dead player\'s weapon goes down and stays at the bottom', () => {
    const ps = level();
    ready(ps);
    const p = ps.player;
    damageMobj(ps, p.mo!, null, null, 10000);
    expect([p.playerstate, p.health, pspName(ps, PS_WEAPON)]).toEqual([PST_DEAD, 0, 'S_PISTOLDOWN']);
    run(ps, 40);
    expect([pspName(ps, PS_WEAPON), p.psprites[PS_WEAPON].sy, p.readyweapon]).toEqual(['S_PISTOLDOWN', WEAPONBOTTOM, WP_PISTOL]);
  });
});

describe('the fist (A_Punch)', () => {
  it('berserk: ten times the damage kills a former human in one punch and turns the player to it', () => {
    const ps = level();
    ready(ps);
    const p = ps.player, mo = p.mo!;
    const zombie = spawnMobj(ps, (64 + 40) * FRACUNIT, (128 + 8) * FRACUNIT, ONFLOORZ, mobjIndex('MT_POSSESSED'));
    p.powers[PW_STRENGTH] = 1;
    p.readyweapon = WP_FIST;
    setPsprite(ps, p, PS_WEAPON, stateIndex('S_PUNCH'));
    const head = ps.soundHead;
    run(ps, 5, BT_ATTACK); // S_PUNCH1 (4 tics), then S_PUNCH2's A_Punch
    expect(pspName(ps, PS_WEAPON)).toBe('S_PUNCH2');
    expect(zombie.health).toBeLessThanOrEqual(0);
    expect(zombie.flags & MF.CORPSE).toBe(MF.CORPSE);
    expect(p.killcount).toBe(1);
    expect(soundsSince(ps, head)).toContain(SFX.punch);
    expect(mo.angle).toBe(pointToAngle(mo.x, mo.y, zombie.x, zombie.y));
  });
});
