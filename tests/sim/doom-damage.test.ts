// Pickups and damage against DOOM's p_inter.c, in exact numbers: ammo per skill (a clip is 10, 20 on
// skills 1 and 5, half for a dropped one), the switch to a better weapon when the ammo was out,
// weapons, health and armour with their caps, keys, power-ups, DOOM's messages; the push away
// from the inflictor (damage · 8192 · 100 / mass, int32 wrap and all, the "fall forward" rule),
// armour absorption, half damage on skill 1, god mode and invulnerability, pain, the monster's new
// target, death with its gibbing and the former humans' drops; and the state actions that sound
// and fall (A_Scream, A_Fall).
import { describe, expect, it } from 'vitest';
import { SimMap, simWorld } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { MF, MOBJ_INFO, STATE_NAMES, ACTION_NAMES, mobjIndex } from '../../src/defs/doom/things-info.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import { ANG180, FRACUNIT } from '../../src/sim/base/fixed.js';
import { ONFLOORZ, spawnMobj } from '../../src/sim/rules/mobj.js';
import { type Mobj } from '../../src/sim/base/thing.js';
import { TF_REMOVED } from '../../src/sim/base/thinker.js';
import { damageMobj, giveAmmo, touchSpecialThing } from '../../src/sim/rules/interaction.js';
import { runMobjAction } from '../../src/sim/rules/actions.js';
import { liveMobjs } from '../../src/sim/trace.js';
import {
  AM_CLIP, AM_MISL, AM_SHELL, CF_GODMODE, PS_WEAPON, PST_DEAD, PW_INVISIBILITY, PW_INVULNERABILITY, PW_STRENGTH, WP_CHAINGUN, WP_FIST,
  WP_NOCHANGE, WP_PISTOL, WP_SHOTGUN, WP_MISSILE,
} from '../../src/sim/base/player-state.js';

/** A 1024 × 256 room, the player at (64, 128) facing east; the first cell's sector special `special`. */
function level(skill = 3, name = 'MAP01', special = 0): Playsim {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128, special }]);
  m.thing(64, 128, 1, 0);
  return new Playsim(simWorld(m.build(name)), { skill });
}

function spawn(ps: Playsim, name: string, x = 512, y = 128): Mobj {
  return spawnMobj(ps, x * FRACUNIT, y * FRACUNIT, ONFLOORZ, mobjIndex(name));
}

/** Spawns `name` on the player and has the player touch it; returns it. */
function touch(ps: Playsim, name: string, flags = 0): Mobj {
  const mo = ps.player.mo!;
  const it = spawnMobj(ps, mo.x, mo.y, mo.z, mobjIndex(name));
  it.flags |= flags;
  touchSpecialThing(ps, it, mo);
  return it;
}

const taken = (it: Mobj) => it.fn === TF_REMOVED;
const lastSound = (ps: Playsim) => [ps.soundRing[((ps.soundHead - 1) % 64) * 4], ps.soundRing[((ps.soundHead - 1) % 64) * 4 + 3]];

describe('ammo (P_GiveAmmo)', () => {
  it('a clip is 10 bullets on skills 2-4 and 20 on skills 1 and 5; a dropped one half', () => {
    const got = (skill: number, flags = 0) => {
      const ps = level(skill);
      touch(ps, 'MT_CLIP', flags);
      return ps.player.ammo[AM_CLIP] - 50;
    };
    expect([1, 2, 3, 4, 5].map((s) => got(s))).toEqual([20, 10, 10, 10, 20]);
    expect([1, 3, 5].map((s) => got(s, MF.DROPPED))).toEqual([10, 5, 10]);
  });

  it('capped at the maximum; at the maximum the clip is left lying', () => {
    const ps = level();
    const p = ps.player;
    p.ammo[AM_CLIP] = 195;
    expect(taken(touch(ps, 'MT_CLIP'))).toBe(true);
    expect(p.ammo[AM_CLIP]).toBe(200);
    const second = touch(ps, 'MT_CLIP');
    expect([taken(second), p.ammo[AM_CLIP]]).toEqual([false, 200]);
  });

  it('ammo of an empty type switches up: bullets from the fist to the chaingun, shells from the pistol to the shotgun', () => {
    const ps = level();
    const p = ps.player;
    p.readyweapon = WP_FIST;
    p.ammo[AM_CLIP] = 0;
    p.weaponowned[WP_CHAINGUN] = 1;
    giveAmmo(ps, p, AM_CLIP, 1);
    expect(p.pendingweapon).toBe(WP_CHAINGUN);
    p.pendingweapon = WP_NOCHANGE;
    p.readyweapon = WP_PISTOL;
    p.weaponowned[WP_SHOTGUN] = 1;
    giveAmmo(ps, p, AM_SHELL, 1);
    expect([p.pendingweapon, p.ammo[AM_SHELL]]).toEqual([WP_SHOTGUN, 4]);
    // Not empty before: the player chose the weapon in hand.
    p.pendingweapon = WP_NOCHANGE;
    giveAmmo(ps, p, AM_SHELL, 1);
    expect(p.pendingweapon).toBe(WP_NOCHANGE);
  });

  it('the backpack doubles the maximums once and gives a clip of each', () => {
    const ps = level();
    const p = ps.player;
    touch(ps, 'MT_MISC24');
    expect(Array.from(p.maxammo)).toEqual([400, 100, 600, 100]);
    expect(Array.from(p.ammo)).toEqual([60, 4, 20, 1]);
    touch(ps, 'MT_MISC24');
    expect(Array.from(p.maxammo)).toEqual([400, 100, 600, 100]);
    expect(p.message).toBe('Picked up a backpack full of ammo!');
  });
});

describe('pickups (P_TouchSpecialThing)', () => {
  it('the shotgun: 8 shells, owned, switched to; the wpnup sound at full volume; 6 of palette flash', () => {
    const ps = level();
    const p = ps.player;
    expect(taken(touch(ps, 'MT_SHOTGUN'))).toBe(true);
    expect([p.ammo[AM_SHELL], p.weaponowned[WP_SHOTGUN], p.pendingweapon, p.bonuscount]).toEqual([8, 1, WP_SHOTGUN, 6]);
    expect(p.message).toBe('You got the shotgun!');
    expect(lastSound(ps)).toEqual([SFX.wpnup, -1]);
    // Owned: only the ammo; a dropped one gives one clip (4 shells).
    touch(ps, 'MT_SHOTGUN', MF.DROPPED);
    expect(p.ammo[AM_SHELL]).toBe(12);
    p.ammo[AM_SHELL] = 50;
    expect(taken(touch(ps, 'MT_SHOTGUN'))).toBe(false);
  });

  it('health: a medikit heals 25 to at most 100 (DOOM\'s "REALLY need" test comes after healing), a bonus goes to 200', () => {
    const ps = level();
    const p = ps.player, mo = p.mo!;
    p.health = mo.health = 10;
    touch(ps, 'MT_MISC11');
    expect([p.health, mo.health, p.message]).toEqual([35, 35, 'Picked up a medikit.']);
    p.health = 90;
    touch(ps, 'MT_MISC11');
    expect(p.health).toBe(100);
    expect(taken(touch(ps, 'MT_MISC10'))).toBe(false); // stimpack at 100
    p.health = 199;
    touch(ps, 'MT_MISC2');
    touch(ps, 'MT_MISC2');
    expect([p.health, mo.health, p.message]).toEqual([200, 200, 'Picked up a health bonus.']);
  });

  it('the soul sphere +100 to 200 with getpow; the megasphere only in DOOM II', () => {
    const ps = level();
    const p = ps.player;
    p.health = 150;
    touch(ps, 'MT_MISC12');
    expect([p.health, p.message, lastSound(ps)[0]]).toEqual([200, 'Supercharge!', SFX.getpow]);
    p.health = 20;
    touch(ps, 'MT_MEGA');
    expect([p.health, p.armorpoints, p.armortype, p.message]).toEqual([200, 200, 2, 'MegaSphere!']);
    const retail = level(3, 'E1M1');
    expect(taken(touch(retail, 'MT_MEGA'))).toBe(false);
    expect(retail.player.health).toBe(100);
  });

  it('armour: green 100 of class 1 only below 100, blue 200 of class 2, bonuses +1 to 200 (class 1 if none)', () => {
    const ps = level();
    const p = ps.player;
    touch(ps, 'MT_MISC3');
    expect([p.armorpoints, p.armortype]).toEqual([1, 1]);
    touch(ps, 'MT_MISC0');
    expect([p.armorpoints, p.armortype, p.message]).toEqual([100, 1, 'Picked up the armor.']);
    expect(taken(touch(ps, 'MT_MISC0'))).toBe(false);
    touch(ps, 'MT_MISC1');
    expect([p.armorpoints, p.armortype, p.message]).toEqual([200, 2, 'Picked up the MegaArmor!']);
    touch(ps, 'MT_MISC3');
    expect(p.armorpoints).toBe(200);
  });

  it('a key: the message and 12 of palette flash when new; taken again without either', () => {
    const ps = level();
    const p = ps.player;
    touch(ps, 'MT_MISC4');
    expect([p.cards[0], p.bonuscount, p.message]).toEqual([1, 12, 'Picked up a blue keycard.']);
    p.bonuscount = 0;
    p.message = '';
    expect(taken(touch(ps, 'MT_MISC4'))).toBe(true);
    expect([p.bonuscount, p.message]).toEqual([6, '']);
  });

  it('power-ups: berserk heals to 100 and readies the fist; invisibility sets MF_SHADOW for 2100 tics; items count toward the tally', () => {
    const ps = level();
    const p = ps.player;
    p.health = 40;
    const berserk = touch(ps, 'MT_MISC13');
    expect([p.health, p.powers[PW_STRENGTH], p.pendingweapon, p.message]).toEqual([100, 1, WP_FIST, 'Berserk!']);
    expect(MOBJ_INFO[berserk.type].flags & MF.COUNTITEM).toBe(MF.COUNTITEM);
    touch(ps, 'MT_INS');
    expect([p.powers[PW_INVISIBILITY], p.mo!.flags & MF.SHADOW, p.itemcount]).toEqual([2100, MF.SHADOW, 2]);
  });

  it('out of reach: more than 8 units below the feet or above the head', () => {
    const ps = level();
    const mo = ps.player.mo!;
    const clip = spawnMobj(ps, mo.x, mo.y, mo.z, mobjIndex('MT_CLIP'));
    clip.z = (mo.z - 9 * FRACUNIT) | 0;
    touchSpecialThing(ps, clip, mo);
    expect(taken(clip)).toBe(false);
    clip.z = (mo.z + mo.height + 1) | 0;
    touchSpecialThing(ps, clip, mo);
    expect(taken(clip)).toBe(false);
    clip.z = (mo.z - 8 * FRACUNIT) | 0;
    touchSpecialThing(ps, clip, mo);
    expect(taken(clip)).toBe(true);
  });
});

describe('damage to the player (P_DamageMobj)', () => {
  it('armour class 1 takes a third, class 2 half; used up, the class goes', () => {
    const hit = (armortype: number, armorpoints: number, damage: number, skill = 3) => {
      const ps = level(skill);
      const p = ps.player;
      p.armortype = armortype;
      p.armorpoints = armorpoints;
      damageMobj(ps, p.mo!, null, null, damage);
      return [p.health, p.mo!.health, p.armorpoints, p.armortype, p.damagecount];
    };
    expect(hit(1, 100, 30)).toEqual([80, 80, 90, 1, 20]);
    expect(hit(2, 200, 31)).toEqual([84, 84, 185, 2, 16]);
    expect(hit(1, 5, 30)).toEqual([75, 75, 0, 0, 25]);
    // Skill 1 halves first (31 → 15), then the armour takes 5.
    expect(hit(1, 100, 31, 1)).toEqual([90, 90, 95, 1, 10]);
  });

  it('the player\'s pain: S_PLAY_PAIN unless the draw is 255; the attacker is remembered', () => {
    const ps = level();
    const p = ps.player, src = spawn(ps, 'MT_POSSESSED');
    damageMobj(ps, p.mo!, null, src, 5);
    expect([STATE_NAMES[p.mo!.state], p.attacker === src, p.health]).toEqual(['S_PLAY_PAIN', true, 95]);
  });

  it('god mode and invulnerability stop damage below 1000; a telefrag still kills', () => {
    const ps = level();
    const p = ps.player;
    p.cheats |= CF_GODMODE;
    damageMobj(ps, p.mo!, null, null, 999);
    expect(p.health).toBe(100);
    p.cheats = 0;
    p.powers[PW_INVULNERABILITY] = 100;
    damageMobj(ps, p.mo!, null, null, 999);
    expect(p.health).toBe(100);
    damageMobj(ps, p.mo!, null, null, 1000);
    expect([p.health, p.playerstate, p.mo!.flags & MF.SOLID, STATE_NAMES[p.mo!.state]]).toEqual([0, PST_DEAD, 0, 'S_PLAY_XDIE1']);
    expect(STATE_NAMES[p.psprites[PS_WEAPON].state]).toBe('S_PISTOLDOWN');
  });

  it('sector special 11 (end of episode 1): a deadly blow leaves 1 health', () => {
    const ps = level(3, 'MAP01', 11);
    const p = ps.player;
    damageMobj(ps, p.mo!, null, null, 500);
    expect([p.health, p.playerstate]).toEqual([1, 0]);
  });
});

describe('the push (thrust = damage · 8192 · 100 / mass)', () => {
  it('10 damage to a 100-mass thing straight east: 81920 · (cos, sin) of angle 0', () => {
    const ps = level();
    const src = ps.player.mo!;
    const t = spawn(ps, 'MT_POSSESSED', 512, 128);
    t.health = 1000;
    ps.rng.pIndex = 0; // the pain draw (8) is below 200: S_POSS_PAIN
    damageMobj(ps, t, src, src, 10);
    // finecosine[0] = 65535, finesine[0] = 25.
    expect([t.momx, t.momy]).toEqual([81918, 31]);
    expect([STATE_NAMES[t.state], t.flags & MF.JUSTHIT, t.target === src, t.threshold, t.reactiontime]).toEqual(['S_POSS_PAIN', MF.JUSTHIT, true, 100, 0]);
  });

  it('no push when the source holds the chainsaw', () => {
    const ps = level();
    const src = ps.player.mo!;
    const t = spawn(ps, 'MT_POSSESSED', 512, 128);
    t.health = 1000;
    ps.player.readyweapon = 7;
    damageMobj(ps, t, src, src, 10);
    expect([t.momx, t.momy]).toEqual([0, 0]);
  });

  it('10000 (a telefrag) wraps in int32: the thing is pulled, −3979345 along the angle', () => {
    const ps = level();
    const src = ps.player.mo!;
    const t = spawn(ps, 'MT_POSSESSED', 512, 128);
    damageMobj(ps, t, src, src, 10000);
    // 10000 · 8192 · 100 wraps to −397934592; / 100 = −3979345.
    expect([t.momx, t.momy]).toEqual([-3979285, -1518]);
  });

  it('a killing blow under 40 from more than 64 below falls forward on an odd draw: the push turned 180° and ×4', () => {
    const fall = (pIndex: number) => {
      const ps = level();
      const src = ps.player.mo!;
      const t = spawn(ps, 'MT_POSSESSED', 512, 128);
      t.z = (src.z + 65 * FRACUNIT) | 0;
      t.health = 5;
      ps.rng.pIndex = pIndex;
      damageMobj(ps, t, src, src, 10);
      return [t.momx, t.momy];
    };
    expect(fall(0)).toEqual([81918, 31]); // table[1] = 8: even
    expect(fall(1)).toEqual([-327675, -125]); // table[2] = 109: odd; finecosine/finesine at ANG180: −65535, −25
    expect(ANG180 >>> 19).toBe(4096);
  });
});

describe('death (P_KillMobj)', () => {
  it('a shotgun guy: corpse flags, a quarter of its height, the kill tallied, a dropped shotgun', () => {
    const ps = level();
    const src = ps.player.mo!;
    const t = spawn(ps, 'MT_SHOTGUY', 512, 128);
    const h = t.height;
    damageMobj(ps, t, src, src, 30);
    expect(t.flags & (MF.SHOOTABLE | MF.CORPSE | MF.DROPOFF)).toBe(MF.CORPSE | MF.DROPOFF);
    expect([t.height, STATE_NAMES[t.state], ps.player.killcount]).toEqual([h >> 2, 'S_SPOS_DIE1', 1]);
    const drop = liveMobjs(ps).at(-1)!;
    expect([MOBJ_INFO[drop.type].name, drop.flags & MF.DROPPED, drop.x, drop.y]).toEqual(['MT_SHOTGUN', MF.DROPPED, t.x, t.y]);
  });

  it('below minus its spawn health a former human is gibbed (S_POSS_XDIE1); tics less 0..3 by a draw, at least 1', () => {
    const ps = level();
    const t = spawn(ps, 'MT_POSSESSED', 512, 128);
    ps.rng.pIndex = 2; // the death's draw: table[3] = 220, & 3 = 0
    damageMobj(ps, t, null, null, 41);
    expect([STATE_NAMES[t.state], t.tics]).toEqual(['S_POSS_XDIE1', 5]);
    const u = spawn(ps, 'MT_POSSESSED', 600, 128);
    ps.rng.pIndex = 0; // table[1] = 8, & 3 = 0
    damageMobj(ps, u, null, null, 40);
    expect(STATE_NAMES[u.state]).toBe('S_POSS_DIE1');
    expect(ps.player.killcount).toBe(2); // deaths not by the player count too (single player)
  });

  it('no target change for a monster hurt by itself; a barrel has no pain state and no see state', () => {
    const ps = level();
    const b = spawn(ps, 'MT_BARREL', 512, 128);
    damageMobj(ps, b, b, b, 5);
    expect([b.health, b.target, STATE_NAMES[b.state]]).toEqual([15, null, 'S_BAR1']);
  });
});

describe('state actions (actions.ts)', () => {
  const action = (name: string) => ACTION_NAMES.indexOf(name);

  it('A_Scream: one of the three zombie death sounds by a draw; A_Fall clears MF_SOLID; A_Pain the info\'s pain sound', () => {
    const ps = level();
    const t = spawn(ps, 'MT_POSSESSED', 512, 128);
    ps.rng.pIndex = 1; // table[2] = 109: 109 % 3 = 1
    runMobjAction(ps, action('A_Scream'), t);
    expect(lastSound(ps)).toEqual([SFX.podth2, t.slot]);
    runMobjAction(ps, action('A_Pain'), t);
    expect(lastSound(ps)[0]).toBe(SFX.popain);
    runMobjAction(ps, action('A_Fall'), t);
    expect(t.flags & MF.SOLID).toBe(0);
  });

  it('A_Scream of the bosses is at full volume (no origin)', () => {
    const ps = level();
    const t = spawn(ps, 'MT_CYBORG', 512, 128);
    runMobjAction(ps, action('A_Scream'), t);
    expect(lastSound(ps)).toEqual([SFX.cybdth, -1]);
  });

  it('A_PlayerScream: pdiehi in DOOM II below −50 health, else pldeth', () => {
    const ps = level();
    const mo = ps.player.mo!;
    mo.health = -51;
    runMobjAction(ps, action('A_PlayerScream'), mo);
    expect(lastSound(ps)[0]).toBe(SFX.pdiehi);
    const retail = level(3, 'E1M1');
    retail.player.mo!.health = -51;
    runMobjAction(retail, action('A_PlayerScream'), retail.player.mo!);
    expect(lastSound(retail)[0]).toBe(SFX.pldeth);
  });

  it('a barrel shot dead explodes (A_Explode) and hurts the player 128 less the distance less its radius', () => {
    const ps = level();
    const p = ps.player, mo = p.mo!;
    const b = spawn(ps, 'MT_BARREL', 64 + 60, 128);
    damageMobj(ps, b, null, mo, 20); // no inflictor: no push, the barrel stays 60 units away
    expect(STATE_NAMES[b.state]).toBe('S_BEXP');
    const cmd = new TicCmd();
    for (let i = 0; i < 30 && p.health === 100; i++) ps.tick(cmd);
    // 60 units apart: 128 − (60 − 16) = 84.
    expect(p.health).toBe(16);
    // Killed outright, the barrel never took the shooter as its target: the blast has no source.
    expect([b.target, p.attacker]).toEqual([null, null]);
  });
});

describe('weapon switches from pickups', () => {
  it('the rocket launcher picked up while holding the pistol is switched to', () => {
    const ps = level();
    touch(ps, 'MT_MISC27');
    expect([ps.player.pendingweapon, ps.player.ammo[AM_MISL]]).toEqual([WP_MISSILE, 2]);
  });
});
