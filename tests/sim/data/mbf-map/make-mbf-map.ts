// Writes mbf-map.wad and mbf-demo.lmp: a small MAP01 for Freedoom 2 whose DEHACKED lump uses MBF's
// code pointers and thing flags, and an MBF (version 203) demo played on it. dsda-doom plays the demo
// for the reference (mbf-demo.gst.gz, the player's x, y, z and angle each tic); the suite plays it
// here (tests/sim/mbf-demo.test.ts) and compares.
//
// The map: room A (768 × 512) and room B (496 × 512) joined by a door (tag 7) in a 16-wide sector.
// - A floor lamp (2028) waits 60 tics, then A_LineEffect (misc1 103, "S1 open door stay", tag 7)
//   opens the door, and A_PlaySound (switch sound, full volume).
// - A candelabra (35) loops: A_RandomJump (chance 100 in 256) to A_Spawn (a pool of blood made
//   BOUNCES, spawned 48 above: it falls and bounces to rest) then A_Face 90, else A_Turn 45.
// - A barrel (2035) made TOUCHY and not solid on the player's path: touched, it dies; its death frame
//   A_Detonate (damage 30) hurts and pushes the player.
// The player walks east over the barrel, waits at the door until it opens, goes through into room B,
// turns and comes back. Nodes by zdbsp (Debian package zdbsp). Run after changing anything here:
//
//   npx esbuild tests/sim/data/mbf-map/make-mbf-map.ts --bundle --platform=node --format=esm \
//     --outfile=/tmp/make-mbf-map.mjs && node /tmp/make-mbf-map.mjs tests/sim/data/mbf-map
//
// then the reference (in tests/sim/data/mbf-map):
//
//   SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOME=$(mktemp -d) dsda-doom -iwad \
//     /usr/share/games/doom/freedoom2.wad -file mbf-map.wad -fastdemo mbf-demo.lmp -nosound -nomusic \
//     -nodraw -levelstat -export_ghost mbf-demo && gzip -n -9 -f mbf-demo.gst
//
// and the second demo's (a bouncing player, the patch given apart):
//
//   … -file mbf-map.wad -deh mbf-bounce.deh -fastdemo mbf-bounce.lmp … -export_ghost mbf-bounce \
//     && gzip -n -9 -f mbf-bounce.gst
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWad } from '../../../../src/wad/wad-writer.js';
import { mapLumps, type TestMap } from '../../../helpers/map-builder.js';
import { mobjIndex, stateIndex } from '../../../../src/defs/doom/things-info.js';
import { SFX_NAMES } from '../../../../src/defs/doom/sounds.js';

/** The map (Freedoom 2's textures and flats). */
export function mbfMap(): TestMap {
  const V: [number, number][] = [
    [0, 0], [0, 512], [768, 512], [768, 320], [768, 192], [768, 0], // 0..5 room A
    [784, 320], [784, 192], // 6, 7 the door's east side
    [784, 0], [784, 512], [1280, 512], [1280, 0], // 8..11 room B
  ];
  const sides: TestMap['sides'] = [];
  const lines: TestMap['lines'] = [];
  const wall = (v1: number, v2: number, sector: number, middle = 'STARTAN3') => {
    sides.push({ middle, sector });
    lines.push({ v1, v2, right: sides.length - 1, flags: 1 });
  };
  const two = (v1: number, v2: number, front: number, back: number) => {
    sides.push({ upper: 'BIGDOOR2', sector: front }, { upper: 'BIGDOOR2', sector: back });
    lines.push({ v1, v2, right: sides.length - 2, left: sides.length - 1, flags: 4 });
  };
  // Room A (sector 0), clockwise.
  wall(0, 1, 0); wall(1, 2, 0); wall(2, 3, 0); two(3, 4, 0, 1); wall(4, 5, 0); wall(5, 0, 0);
  // The door (sector 1): its north and south tracks.
  wall(3, 6, 1, 'DOORTRAK'); wall(7, 4, 1, 'DOORTRAK');
  // Room B (sector 2).
  wall(9, 10, 2); wall(10, 11, 2); wall(11, 8, 2); wall(8, 7, 2); two(7, 6, 2, 1); wall(6, 9, 2);
  const flats = { floorFlat: 'FLOOR4_8', ceilFlat: 'CEIL3_5' };
  return {
    name: 'MAP01',
    vertices: V,
    lines,
    sides,
    sectors: [
      { floor: 0, ceil: 128, light: 192, ...flats },
      { floor: 0, ceil: 0, light: 192, tag: 7, ...flats },
      { floor: 0, ceil: 128, light: 192, ...flats },
    ],
    things: [
      { x: 64, y: 256, angle: 0, type: 1 },
      { x: 700, y: 480, angle: 0, type: 2028 }, // the door opener
      { x: 200, y: 440, angle: 0, type: 35 }, // the jumper and spawner
      { x: 320, y: 256, angle: 0, type: 2035 }, // the touchy barrel
    ],
  };
}

/** The DEHACKED lump: the cyberdemon's frames (no cyberdemon here) reused for the new sequences. */
export function mbfPatch(): string {
  const F = stateIndex('S_CYBER_STND');
  const thing = (type: string) => mobjIndex(type) + 1;
  const frame = (n: number, tics: number, next: number, m1 = 0, m2 = 0) =>
    `Frame ${F + n}\nDuration = ${tics}\nNext frame = ${next === 0 ? 0 : F + next}\nUnknown 1 = ${m1}\nUnknown 2 = ${m2}\n\n`;
  const swtchn = SFX_NAMES.indexOf('swtchn');
  return [
    'Patch File for DeHackEd v3.0\nDoom version = 21\nPatch format = 6\n\n',
    // The door opener (floor lamp).
    `Thing ${thing('MT_MISC31')} (Floor lamp)\nInitial frame = ${F}\n\n`,
    frame(0, 1, 1), frame(1, 60, 2), frame(2, 1, 3, 103, 7), frame(3, -1, 3, swtchn, 1),
    // The jumper (candelabra): RandomJump → Spawn, Face; else Turn.
    `Thing ${thing('MT_MISC50')} (Candelabra)\nInitial frame = ${F + 6}\n\n`,
    frame(6, 1, 7), frame(7, 6, 8, F + 9, 100), frame(8, 6, 7, 45, 0), frame(9, 6, 10, thing('MT_MISC71'), 48), frame(10, 6, 7, 90, 0),
    // The bouncer (pool of blood).
    `Thing ${thing('MT_MISC71')} (Pool of blood)\nBits = BOUNCES\n\n`,
    // The touchy barrel.
    `Thing ${thing('MT_BARREL')} (Barrel)\nBits = SHOOTABLE+NOBLOOD+TOUCHY\nMissile damage = 30\nDeath frame = ${F + 16}\n\n`,
    frame(16, 1, 17), frame(17, 10, 0),
    '[CODEPTR]\n',
    `FRAME ${F} = NULL\nFRAME ${F + 1} = NULL\nFRAME ${F + 2} = LineEffect\nFRAME ${F + 3} = PlaySound\n`,
    `FRAME ${F + 6} = NULL\nFRAME ${F + 7} = RandomJump\nFRAME ${F + 8} = Turn\nFRAME ${F + 9} = Spawn\nFRAME ${F + 10} = Face\n`,
    `FRAME ${F + 16} = Detonate\nFRAME ${F + 17} = Scream\n`,
  ].join('');
}

/** The demo's moves: [tics, forwardMove, sideMove, angleTurn (DOOM's 16-bit turn), buttons]. */
export const MBF_DEMO_MOVES: readonly [number, number, number, number, number][] = [
  [10, 0, 0, 0, 0],
  [100, 50, 0, 0, 0], // east over the barrel, then against the closed door until it opens
  [40, 50, 0, 0, 0], // through the door into room B
  [16, 0, 0, 0x800, 0], // turn left, half round
  [20, 25, 20, 0, 0], // walk and strafe
  [60, 50, 0, 0, 0], // back west through the door
  [20, 0, -30, -0x400, 0], // strafe right while turning right
  [20, 0, 0, 0, 0],
];

/**
 * The second demo's patch (given apart, as `-deh` / `--deh`): the player BOUNCES, as MBF's own
 * example makes it. It steers in the air and, blocked by a wall, its momentum reflects off the wall.
 */
export function mbfBouncePatch(): string {
  return 'Patch File for DeHackEd v3.0\nDoom version = 21\nPatch format = 6\n\n'
    + 'Thing 1 (Player)\nBits = BOUNCES | DROPOFF | PICKUP | SOLID | SHOOTABLE | NOTDMATCH\n';
}

/** The second demo's moves: diagonal runs into the walls and corners of room A, with the barrel and the door on the way. */
export const MBF_BOUNCE_MOVES: readonly [number, number, number, number, number][] = [
  [4, 0, 0, 0, 0],
  [8, 0, 0, 0x400, 0], // face north-east-ish
  [60, 50, 0, 0, 0], // into the north wall at a slant: the bounce reflects the momentum
  [12, 0, 0, -0x800, 0],
  [50, 50, 30, 0, 0], // run and strafe into the walls
  [30, 0, 0, 0, 0], // coast
  [40, -50, -40, 0x200, 0], // back and sideways, turning
  [60, 50, 0, 0, 0],
];

/** The MBF (203) demo: header (version, signature, options, 32 player bytes), then 4 bytes a tic, 0x80. */
export function mbfDemo(moves: readonly (readonly [number, number, number, number, number])[] = MBF_DEMO_MOVES): Uint8Array {
  const out: number[] = [203, 0x1d, 0x4d, 0x42, 0x46, 0xe6, 0x00, 0 /* not Boom's compatibility mode */];
  out.push(3, 1, 1, 0, 0); // skill (UV), episode, map, deathmatch, console player
  const options = new Array<number>(64).fill(0);
  const o = [
    1, 1, 0, 1, 0, 1, // monsters remember, variable friction, weapon recoil, pushers, (unused), player bobbing
    0, 0, 0, // respawn, fast, nomonsters
    0, // demo insurance
    0, 0, 0x07, 0xc9, // rng seed 1993, big-endian
    1, 0, 0, 0, // monster infighting, dogs, (unused ×2)
    0, 128, // friend distance, big-endian
    0, 1, 1, 1, 1, 0, // monster backing, avoid hazards, monster friction, help friends, dog jumping, monkeys
  ];
  o.forEach((v, i) => { options[i] = v; });
  // The 32 compatibility flags (all off: MBF's own rules) and the unused forceOldBsp stay 0.
  out.push(...options);
  for (let i = 0; i < 32; i++) out.push(i === 0 ? 1 : 0); // player 1 in game
  for (const [tics, fwd, side, turn, buttons] of moves) {
    for (let t = 0; t < tics; t++) out.push(fwd & 0xff, side & 0xff, ((turn + 128) >> 8) & 0xff, buttons);
  }
  out.push(0x80);
  return Uint8Array.from(out);
}

/** The PWAD before nodes: the map and its DEHACKED lump. */
export function mbfRawWad(): Uint8Array {
  return writeWad('PWAD', [{ name: 'DEHACKED', data: new TextEncoder().encode(mbfPatch()) }, ...mapLumps(mbfMap())]);
}

if (process.argv[1]?.endsWith('make-mbf-map.mjs')) {
  const out = process.argv[2];
  const tmp = mkdtempSync(join(tmpdir(), 'mbf-map-'));
  const raw = join(tmp, 'raw.wad');
  writeFileSync(raw, mbfRawWad());
  execFileSync('zdbsp', ['-q', '-R', '-o', join(out, 'mbf-map.wad'), raw], { stdio: 'ignore' });
  writeFileSync(join(out, 'mbf-demo.lmp'), mbfDemo());
  writeFileSync(join(out, 'mbf-bounce.deh'), mbfBouncePatch());
  writeFileSync(join(out, 'mbf-bounce.lmp'), mbfDemo(MBF_BOUNCE_MOVES));
}
