// Writes mbf21-map.wad and mbf21-demo.lmp: a small MAP01 for Freedoom 2 whose DEHACKED lump uses
// MBF21's additions, and an MBF21 (version 221) demo played on it. dsda-doom plays the demo for the
// reference (mbf21-demo.gst.gz: the player's x, y, z and angle each tic); the suite plays it here
// (tests/sim/mbf21-demo.test.ts) and compares.
//
// The map: a 1024 × 512 room split at x = 512 into two sectors; the south half of the split line
// carries MBF21's block-players flag (0x2000), the north half nothing.
// - The pistol (weapon 1) fires through MBF21's weapon pointers: A_CheckAmmo, then new frames
//   (DSDHacked, beyond DOOM's count) with A_GunFlashTo, A_WeaponSound and A_WeaponAlert, then
//   A_WeaponBulletAttack (3 bullets spread ±5.6°), A_ConsumeAmmo (Ammo per shot 2), A_RefireTo.
// - A floor lamp (2028) in the player's path turns solid and back every 35 tics: A_JumpIfFlagsSet,
//   A_AddFlags, A_RemoveFlags on new frames.
// - Barrels (2035) die into A_SpawnObject (a new thing type, Thing 400, with MBF21's LOGRAV, thrown
//   up) and A_RadiusDamage (64 damage over 192 units: the player near one is hurt and pushed).
// The player walks east into the lamp and the block-players line, shoots along, strafes north, walks
// through the open half, shoots a barrel close by and is thrown back by its blast. Nodes by zdbsp
// (Debian package zdbsp). Run after changing anything here:
//
//   npx esbuild tests/sim/data/mbf21-map/make-mbf21-map.ts --bundle --platform=node --format=esm \
//     --outfile=/tmp/make-mbf21-map.mjs && node /tmp/make-mbf21-map.mjs tests/sim/data/mbf21-map
//
// then the reference (in tests/sim/data/mbf21-map):
//
//   SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOME=$(mktemp -d) dsda-doom -iwad \
//     /usr/share/games/doom/freedoom2.wad -file mbf21-map.wad -fastdemo mbf21-demo.lmp -nosound -nomusic \
//     -nodraw -levelstat -export_ghost mbf21-demo && gzip -n -9 -f mbf21-demo.gst
//
// and the second map's (monsters: mbf21MonsterMap):
//
//   … -file mbf21-monsters.wad -fastdemo mbf21-monsters.lmp … -export_ghost mbf21-monsters \
//     && gzip -n -9 -f mbf21-monsters.gst
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWad } from '../../../../src/wad/wad-writer.js';
import { mapLumps, type TestMap } from '../../../helpers/map-builder.js';
import { MF, mobjIndex, SPRITE_NAMES, stateIndex } from '../../../../src/defs/doom/things-info.js';

/** The block-players line flag. */
const ML_BLOCKPLAYERS = 0x2000;

export function mbf21Map(): TestMap {
  const V: [number, number][] = [[0, 0], [0, 512], [512, 512], [512, 256], [512, 0], [1024, 512], [1024, 0]];
  const sides: TestMap['sides'] = [];
  const lines: TestMap['lines'] = [];
  const wall = (v1: number, v2: number, sector: number) => {
    sides.push({ middle: 'STARTAN3', sector });
    lines.push({ v1, v2, right: sides.length - 1, flags: 1 });
  };
  const two = (v1: number, v2: number, front: number, back: number, flags: number) => {
    sides.push({ sector: front }, { sector: back });
    lines.push({ v1, v2, right: sides.length - 2, left: sides.length - 1, flags: 4 | flags });
  };
  wall(0, 1, 0); wall(1, 2, 0); two(2, 3, 0, 1, 0); two(3, 4, 0, 1, ML_BLOCKPLAYERS); wall(4, 0, 0);
  wall(2, 5, 1); wall(5, 6, 1); wall(6, 4, 1);
  const flats = { floorFlat: 'FLOOR4_8', ceilFlat: 'CEIL3_5' };
  return {
    name: 'MAP01',
    vertices: V,
    lines,
    sides,
    sectors: [{ floor: 0, ceil: 128, light: 192, ...flats }, { floor: 0, ceil: 128, light: 192, ...flats }],
    things: [
      { x: 64, y: 128, angle: 0, type: 1 },
      { x: 300, y: 128, angle: 0, type: 2028 }, // the lamp that turns solid
      { x: 640, y: 128, angle: 0, type: 2035 }, // a barrel shot from behind the block-players line
      { x: 720, y: 384, angle: 0, type: 2035 }, // a barrel shot close by
    ],
  };
}

/** The first new frame (beyond DOOM's and MBF's: DSDHacked creates it) and the new thing's number. */
export const NEW_FRAME = 2000;
export const NEW_THING = 400;

export function mbf21Patch(): string {
  const S = stateIndex, spr = (n: string) => SPRITE_NAMES.indexOf(n);
  const thing = (type: string) => mobjIndex(type) + 1;
  const F = NEW_FRAME;
  const frame = (n: number, sprite: number, tics: number, next: number, args: number[] = []) =>
    `Frame ${n}\nSprite number = ${sprite}\nDuration = ${tics}\nNext frame = ${next}\n${args.map((a, i) => `Args${i + 1} = ${a}\n`).join('')}\n`;
  return [
    'Patch File for DeHackEd v3.0\nDoom version = 2021\nPatch format = 6\n\n',
    // The pistol.
    'Weapon 1 (Pistol)\nAmmo per shot = 2\nMBF21 Bits = AUTOSWITCHFROM\n\n',
    `Frame ${S('S_PISTOL1')}\nArgs1 = ${S('S_PISTOL')}\nNext frame = ${F}\n\n`,
    frame(F, spr('PISG'), 0, F + 1, [S('S_PISTOLFLASH'), 0]),
    frame(F + 1, spr('PISG'), 0, F + 2, [1 /* pistol */, 0]),
    frame(F + 2, spr('PISG'), 0, S('S_PISTOL2')),
    `Frame ${S('S_PISTOL2')}\nArgs1 = ${Math.round(5.6 * 65536)}\nArgs2 = 0\nArgs3 = 3\nArgs4 = 5\nArgs5 = 3\n\n`,
    `Frame ${S('S_PISTOL4')}\nArgs1 = ${S('S_PISTOL1')}\n\n`,
    // The lamp.
    `Thing ${thing('MT_MISC31')} (Floor lamp)\nInitial frame = ${F + 10}\nBits = 0\n\n`,
    frame(F + 10, spr('COLU'), 35, F + 11, [F + 12, MF.SOLID, 0]),
    frame(F + 11, spr('COLU'), 35, F + 10, [MF.SOLID, 0]),
    frame(F + 12, spr('COLU'), 1, F + 10, [MF.SOLID, 0]),
    // The barrels: a thing thrown up, then the blast.
    `Frame ${S('S_BEXP2')}\nArgs1 = ${NEW_THING}\nArgs5 = ${16 << 16}\nArgs8 = ${8 << 16}\n\n`,
    `Frame ${S('S_BEXP3')}\nArgs1 = 64\nArgs2 = 192\n\n`,
    // The new thing: light, slow to fall, gone after two seconds.
    `Thing ${NEW_THING} (Spark)\nInitial frame = ${F + 20}\nWidth = ${8 << 16}\nHeight = ${16 << 16}\nMBF21 Bits = LOGRAV\nBits = 0\n\n`,
    frame(F + 20, spr('PUFF'), 70, 0),
    '[CODEPTR]\n',
    `FRAME ${S('S_PISTOL1')} = CheckAmmo\nFRAME ${F} = GunFlashTo\nFRAME ${F + 1} = WeaponSound\nFRAME ${F + 2} = WeaponAlert\n`,
    `FRAME ${S('S_PISTOL2')} = WeaponBulletAttack\nFRAME ${S('S_PISTOL3')} = ConsumeAmmo\nFRAME ${S('S_PISTOL4')} = RefireTo\n`,
    `FRAME ${F + 10} = JumpIfFlagsSet\nFRAME ${F + 11} = AddFlags\nFRAME ${F + 12} = RemoveFlags\n`,
    `FRAME ${S('S_BEXP2')} = SpawnObject\nFRAME ${S('S_BEXP3')} = RadiusDamage\n`,
  ].join('');
}

/** The demo's moves: [tics, forwardMove, sideMove, angleTurn (DOOM's 16-bit turn), buttons]. */
export const MBF21_DEMO_MOVES: readonly [number, number, number, number, number][] = [
  [10, 0, 0, 0, 0],
  [90, 50, 0, 0, 0], // east into the lamp (solid or not) and on to the block-players line
  [60, 0, 0, 0, 1], // fire east through the line at the far barrel (the refire holds)
  [10, 0, 0, 0, 0],
  [22, 0, -40, 0, 0], // strafe north
  [15, 0, 0, 0, 0],
  [30, 50, 0, 0, 0], // east through the open half, up to the near barrel
  [40, 0, 0, 0, 1], // shots at the near barrel: its blast hurts and throws the player back
  [40, 0, 0, 0, 0],
  [16, 0, 0, 0x800, 0], // turn round
  [40, 50, 10, 0, 0],
  [20, 0, 0, 0, 0],
];

/** MBF21's default comp_* switches as dsda-doom records them, in the 221 header's order. */
const MBF21_COMP = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 1];

/** The MBF21 (221) demo: header, then 5 bytes a tic (longtics), 0x80. */
export function mbf21Demo(moves: readonly (readonly [number, number, number, number, number])[] = MBF21_DEMO_MOVES): Uint8Array {
  const out: number[] = [221, 0x1d, 0x4d, 0x42, 0x46, 0xe6, 0x00];
  out.push(3, 1, 1, 0, 0); // skill (UV), episode, map, deathmatch, console player
  out.push(
    1, 0, 1, // monsters remember, weapon recoil, player bobbing
    0, 0, 0, // respawn, fast, nomonsters
    0, 0, 0x07, 0xc9, // rng seed 1993, big-endian
    1, 0, 0, 128, // monster infighting, dogs, friend distance (big-endian)
    0, 1, 1, 0, 1, 0, // monster backing, avoid hazards, monster friction, help friends, dog jumping, monkeys
  );
  out.push(MBF21_COMP.length, ...MBF21_COMP);
  for (let i = 0; i < 32; i++) out.push(i === 0 ? 1 : 0);
  for (const [tics, fwd, side, turn, buttons] of moves) {
    for (let t = 0; t < tics; t++) out.push(fwd & 0xff, side & 0xff, turn & 0xff, (turn >> 8) & 0xff, buttons);
  }
  out.push(0x80);
  return Uint8Array.from(out);
}

/**
 * The second map (mbf21-monsters.wad): a room with a turret (a DSDHacked thing, Thing 401) that
 * never walks: A_Look, then A_JumpIfTargetCloser to A_MonsterMeleeAttack, A_JumpIfTargetInSight to
 * A_MonsterProjectile (a homing missile, Thing 402: A_SeekTracer, A_FindTracer,
 * A_JumpIfTracerCloser, A_JumpIfTracerInSight, A_ClearTracer), A_MonsterBulletAttack and
 * A_NoiseAlert. A zombieman stands in a small sector with MBF21's kill-grounded-monsters bit (it
 * dies as the level starts and drops its Dropped item, a stimpack).
 */
export function mbf21MonsterMap(): TestMap {
  const V: [number, number][] = [[0, 0], [0, 512], [1024, 512], [1024, 0], [64, 448], [128, 448], [128, 384], [64, 384]];
  const sides: TestMap['sides'] = [];
  const lines: TestMap['lines'] = [];
  const wall = (v1: number, v2: number, sector: number) => {
    sides.push({ middle: 'STARTAN3', sector });
    lines.push({ v1, v2, right: sides.length - 1, flags: 1 });
  };
  wall(0, 1, 0); wall(1, 2, 0); wall(2, 3, 0); wall(3, 0, 0);
  // The killing square (sector 1), inside sector 0, the same heights.
  for (const [a, b] of [[4, 5], [5, 6], [6, 7], [7, 4]]) {
    sides.push({ sector: 1 }, { sector: 0 });
    lines.push({ v1: a, v2: b, right: sides.length - 2, left: sides.length - 1, flags: 4 });
  }
  const flats = { floorFlat: 'FLOOR4_8', ceilFlat: 'CEIL3_5' };
  return {
    name: 'MAP01',
    vertices: V,
    lines,
    sides,
    sectors: [{ floor: 0, ceil: 128, light: 192, ...flats }, { floor: 0, ceil: 128, light: 192, special: 0x2000, ...flats }],
    things: [
      { x: 64, y: 256, angle: 0, type: 1 },
      { x: 900, y: 256, angle: 180, type: TURRET_ID },
      { x: 96, y: 416, angle: 0, type: 3004 }, // the zombieman on the killing floor
    ],
  };
}

/** The turret's and the homing missile's thing numbers, and the turret's editor number (not 4001..4004:
 *  dsda-doom reads those as the starts of players 5 to 8). */
export const TURRET = 401, HOMER = 402, TURRET_ID = 6100;

export function mbf21MonsterPatch(): string {
  const spr = (n: string) => SPRITE_NAMES.indexOf(n);
  const F = NEW_FRAME + 100;
  const frame = (n: number, sprite: number, tics: number, next: number, args: number[] = []) =>
    `Frame ${n}\nSprite number = ${sprite}\nDuration = ${tics}\nNext frame = ${next}\n${args.map((a, i) => `Args${i + 1} = ${a}\n`).join('')}\n`;
  const deg = (d: number) => Math.round(d * 65536);
  return [
    'Patch File for DeHackEd v3.0\nDoom version = 2021\nPatch format = 6\n\n',
    `Thing ${TURRET} (Turret)\nID # = ${TURRET_ID}\nInitial frame = ${F}\nFirst moving frame = ${F + 1}\nHit points = 500\nReaction time = 8\n`
      + `Pain chance = 0\nSpeed = 0\nWidth = ${20 << 16}\nHeight = ${56 << 16}\nMass = 100\nBits = SOLID+SHOOTABLE+COUNTKILL\n`
      + `Melee range = ${96 << 16}\nAttack sound = 1\n\n`,
    frame(F, spr('POSS'), 10, F),
    frame(F + 1, spr('POSS'), 2, F + 2, [F + 10, 160 << 16]),
    frame(F + 2, spr('POSS'), 2, F + 1, [F + 3, deg(90)]),
    frame(F + 3, spr('POSS'), 25, F + 4, [HOMER, deg(10), deg(2), 8 << 16, 0]),
    frame(F + 4, spr('POSS'), 25, F + 5, [deg(5.6), deg(2), 2, 3, 3]),
    frame(F + 5, spr('POSS'), 1, F + 1),
    frame(F + 10, spr('POSS'), 20, F + 1),
    `Thing ${HOMER} (Homer)\nInitial frame = ${F + 30}\nDeath frame = ${F + 36}\nSpeed = ${8 << 16}\nWidth = ${6 << 16}\nHeight = ${8 << 16}\n`
      + 'Missile damage = 3\nBits = NOBLOCKMAP+MISSILE+DROPOFF+NOGRAVITY\n\n',
    frame(F + 30, spr('BAL1'), 2, F + 31, [deg(8), deg(4)]),
    frame(F + 31, spr('BAL1'), 1, F + 32, [0, 10]),
    frame(F + 32, spr('BAL1'), 1, F + 33, [F + 34, 48 << 16]),
    frame(F + 33, spr('BAL1'), 1, F + 30, [F + 30, 0]),
    frame(F + 34, spr('BAL1'), 1, F + 30),
    frame(F + 36, spr('BAL1'), 8, 0),
    `Thing ${mobjIndex('MT_POSSESSED') + 1} (Zombieman)\nDropped item = ${mobjIndex('MT_MISC10') + 1}\n\n`,
    '[CODEPTR]\n',
    `FRAME ${F} = Look\nFRAME ${F + 1} = JumpIfTargetCloser\nFRAME ${F + 2} = JumpIfTargetInSight\nFRAME ${F + 3} = MonsterProjectile\n`,
    `FRAME ${F + 4} = MonsterBulletAttack\nFRAME ${F + 5} = NoiseAlert\nFRAME ${F + 10} = MonsterMeleeAttack\n`,
    `FRAME ${F + 30} = SeekTracer\nFRAME ${F + 31} = FindTracer\nFRAME ${F + 32} = JumpIfTracerCloser\nFRAME ${F + 33} = JumpIfTracerInSight\n`,
    `FRAME ${F + 34} = ClearTracer\n`,
  ].join('');
}

/** The second demo's moves: in the turret's sight, dodging north and south, up close, and away. */
export const MBF21_MONSTER_MOVES: readonly [number, number, number, number, number][] = [
  [20, 0, 0, 0, 0],
  [40, 25, 0, 0, 0],
  [30, 0, -40, 0, 0],
  [30, 0, 40, 0, 0],
  [60, 40, 0, 0, 0], // up to the turret: its melee reach
  [40, 0, 0, 0, 0],
  [50, -50, 0, 0, 0],
  [30, 0, 30, 0x100, 0],
  [40, 0, 0, 0, 0],
];

export function mbf21MonsterRawWad(): Uint8Array {
  return writeWad('PWAD', [{ name: 'DEHACKED', data: new TextEncoder().encode(mbf21MonsterPatch()) }, ...mapLumps(mbf21MonsterMap())]);
}

export function mbf21RawWad(): Uint8Array {
  return writeWad('PWAD', [{ name: 'DEHACKED', data: new TextEncoder().encode(mbf21Patch()) }, ...mapLumps(mbf21Map())]);
}

if (process.argv[1]?.endsWith('make-mbf21-map.mjs')) {
  const out = process.argv[2];
  const tmp = mkdtempSync(join(tmpdir(), 'mbf21-map-'));
  const raw = join(tmp, 'raw.wad');
  writeFileSync(raw, mbf21RawWad());
  execFileSync('zdbsp', ['-q', '-R', '-o', join(out, 'mbf21-map.wad'), raw], { stdio: 'ignore' });
  writeFileSync(join(out, 'mbf21-demo.lmp'), mbf21Demo());
  const raw2 = join(tmp, 'raw2.wad');
  writeFileSync(raw2, mbf21MonsterRawWad());
  execFileSync('zdbsp', ['-q', '-R', '-o', join(out, 'mbf21-monsters.wad'), raw2], { stdio: 'ignore' });
  writeFileSync(join(out, 'mbf21-monsters.lmp'), mbf21Demo(MBF21_MONSTER_MOVES));
}
