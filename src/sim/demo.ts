// DOOM demo lumps (.lmp): the header (which game version, skill, episode and map, which players)
// and the tic commands that follow, as DOOM's G_DoPlayDemo and G_ReadDemoTiccmd read them.
//
// Layouts:
// - v1.4 and later (version byte 104..109): 13 bytes — version, skill, episode, map, deathmatch,
//   respawn, fast, nomonsters, consoleplayer, playeringame[4].
// - v1.0–v1.2 (first byte 0..4, which is the skill: those demos have no version byte): 7 bytes —
//   skill, episode, map, playeringame[4].
// - cph's "v1.91" longtics hack (version 111): the v1.4 header, then a 16-bit turn per command.
// - Boom 2.00-2.02 (200..202), MBF / LxDoom (203), PrBoom 2.1-2.5 (210..214): version, a 6-byte
//   signature (byte 2 tells MBF's 'M' from LxDoom's 'B' in a 203 demo), a compatibility byte (not in
//   an LxDoom demo: for Boom it sets "Boom's compatibility mode", complevel 7), skill, episode, map,
//   deathmatch, consoleplayer, a 64-byte option block (Boom's game options and the random seed; from
//   MBF on also MBF's options and the comp_* vector; 256 bytes in a 2.00 demo), then 32 player-present
//   bytes of which the first 4 count. The version picks the complevel (200/201 → 8, 202 → 9, 203 → 11
//   or LxDoom's 10, 210..214 → 13..17; 214 has longtics).
// - MBF21 (221): the same signature without the compatibility byte, a 20-byte option block and a
//   counted comp_* vector in MBF21's own order (parseMbf21Demo), longtics; complevel 21.
// Then, per tic, one command per player in game, in player order: forwardmove (int8), sidemove
// (int8), angleturn (one byte, the high byte of DOOM's 16-bit turn; two bytes, little-endian, for
// longtics), buttons (uint8); the byte 0x80 where a command would start ends the demo.
// Bad data (truncated header, a command cut short, no end marker, unknown version, no player, a skill
// out of range, more than MAX_DEMO_TICS tics) is a WadError naming the file.
import { WadError } from '../errors.js';
import { BT_SPECIAL, TicCmd } from './base/ticcmd.js';
import {
  COMP_TOTAL, COMPLEVEL_BOOM, COMPLEVEL_BOOM201, COMPLEVEL_BOOM_COMPAT, COMPLEVEL_DOOM12, COMPLEVEL_DOOM2,
  COMPLEVEL_LXDOOM, COMPLEVEL_MBF, COMPLEVEL_MBF21, COMPLEVEL_PRBOOM2, type GameOptions,
  COMP_TELEFRAG, COMP_DROPOFF, COMP_VILE, COMP_PAIN, COMP_SKULL, COMP_BLAZING, COMP_DOORLIGHT, COMP_MODEL, COMP_GOD,
  COMP_FALLOFF, COMP_FLOORS, COMP_SKYMAP, COMP_PURSUIT, COMP_DOORSTUCK, COMP_STAYLIFT, COMP_ZOMBIE, COMP_STAIRS,
  COMP_INFCHEAT, COMP_ZEROTAGS, COMP_RESPAWN, COMP_SOUL, COMP_LEDGEBLOCK, COMP_FRIENDLYSPAWN, COMP_VOODOOSCROLLER,
  COMP_RESERVEDLINEFLAG,
} from './base/compat.js';

/** DOOM's DEMOMARKER. */
export const DEMO_END = 0x80;
/** Version byte of cph's longtics demos (non-vanilla, widely supported). */
export const DEMO_VERSION_LONGTICS = 111;
const MAX_PLAYERS = 4;
export { BT_SPECIAL } from './base/ticcmd.js';
/** The longest demo played, in tics (about 8 hours, as input scripts): a longer one is a WadError. */
export const MAX_DEMO_TICS = 1_000_000;
/**
 * The most bytes of a demo ever read: the longest header, MAX_DEMO_TICS tics of four players' longtics
 * commands and the end marker. Bytes after that cannot matter: a demo without its end marker by then
 * is too long. So a demo file needs reading only this far, whatever its size.
 */
export const MAX_DEMO_BYTES = 301 + MAX_DEMO_TICS * MAX_PLAYERS * 5 + 1;
/** Bytes of a Boom/MBF/PrBoom option block (MBF's GAME_OPTION_SIZE); a 2.00 demo reserved 256. */
const OPTION_BLOCK = 64;
const OPTION_BLOCK_V200 = 256;
/** Player-present bytes in a Boom-family header (FUTURE_MAXPLAYERS); the first 4 are DOOM's players. */
const BOOM_PLAYER_BYTES = 32;

export interface DemoHeader {
  /** The version byte (104..109, 111), or -1 for a v1.0–v1.2 demo (which has none). */
  readonly version: number;
  /** The compatibility level the demo plays at (compat.ts): DOOM's own versions map to 0..4, Boom's
   *  and MBF's formats to their level. */
  readonly complevel: number;
  /** A Boom-family demo's game options (from its option block); null for a vanilla demo. */
  readonly options: Readonly<Partial<GameOptions>> | null;
  /** An MBF/PrBoom demo's comp_* vector (COMP_TOTAL bytes, 0 or 1); null when the header has none. */
  readonly comp: Uint8Array | null;
  /** DOOM's 0-based skill (0 "I'm too young to die" .. 4 "Nightmare!"). */
  readonly skill: number;
  readonly episode: number;
  readonly map: number;
  readonly deathmatch: number;
  readonly respawn: boolean;
  readonly fast: boolean;
  readonly noMonsters: boolean;
  readonly consolePlayer: number;
  readonly playerInGame: readonly boolean[];
  /** Bytes per angleturn (1, or 2 for longtics). */
  readonly turnBytes: number;
  /** Bytes before the first command. */
  readonly headerSize: number;
}

export interface Demo extends DemoHeader {
  /** Number of tics recorded. */
  readonly tics: number;
  /** Players in game (commands per tic). */
  readonly players: number;
  /** The commands: per tic, per player in game, forwardMove, sideMove, angleTurn (DOOM's signed 16-bit), buttons. */
  readonly commands: Int32Array;
}

/** Reads a demo; throws a WadError naming `file` (and `lump`) when the bytes are not a demo DOOM could play. */
export function parseDemo(bytes: Uint8Array, file = 'demo', lump = 'demo'): Demo {
  const fail = (problem: string): never => { throw new WadError(file, lump, problem); };
  if (bytes.length === 0) fail('empty: a demo starts with a header of 13 bytes (7 for v1.0-v1.2)');
  const first = bytes[0];
  if (first >= 200) return parseBoomDemo(bytes, fail);
  const old = first <= 4;
  const known = old || (first >= 104 && first <= 109) || first === DEMO_VERSION_LONGTICS;
  if (!known) fail(`unknown demo version ${first} (DOOM plays 104..109; 0..4 are v1.0-v1.2 demos without a version byte; 111 is the longtics format; Boom, MBF and PrBoom 200..203, 210..214)`);
  const headerSize = old ? 7 : 13;
  if (bytes.length < headerSize) fail(`truncated header: ${bytes.length} bytes, a ${old ? 'v1.0-v1.2' : first === DEMO_VERSION_LONGTICS ? 'v1.91 (longtics)' : `v1.${first - 100}`} demo header needs ${headerSize}`);
  let p = 0;
  const version = old ? -1 : bytes[p++];
  const skill = bytes[p++], episode = bytes[p++], map = bytes[p++];
  let deathmatch = 0, respawn = false, fast = false, noMonsters = false, consolePlayer = 0;
  if (!old) {
    deathmatch = bytes[p++]; respawn = bytes[p++] !== 0; fast = bytes[p++] !== 0; noMonsters = bytes[p++] !== 0; consolePlayer = bytes[p++];
  }
  const playerInGame: boolean[] = [];
  for (let i = 0; i < MAX_PLAYERS; i++) playerInGame.push(bytes[p++] !== 0);
  const turnBytes = version === DEMO_VERSION_LONGTICS ? 2 : 1;
  return readCommands(bytes, fail, {
    version, complevel: originalComplevel(version), options: null, comp: null, skill, episode, map, deathmatch, respawn,
    fast, noMonsters, consolePlayer, playerInGame, turnBytes, headerSize: p,
  });
}

/** PrBoom's level for an original DOOM demo version (G_GetOriginalDoomCompatLevel, without the IWAD's say). */
function originalComplevel(version: number): number {
  if (version === -1) return COMPLEVEL_DOOM12;
  if (version < 107) return COMPLEVEL_DOOM12 + 1;
  return COMPLEVEL_DOOM2;
}

/** The Boom, MBF and PrBoom formats (200..203, 210..214). */
function parseBoomDemo(bytes: Uint8Array, fail: (problem: string) => never): Demo {
  const version = bytes[0];
  if (version === DEMO_VERSION_MBF21) return parseMbf21Demo(bytes, fail);
  if (!((version >= 200 && version <= 203) || (version >= 210 && version <= 214))) {
    fail(`unknown demo version ${version} (Boom 200..202, MBF 203, PrBoom 210..214 and MBF21 221 are played; this is none of them)`);
  }
  const need = (n: number, what: string) => {
    if (bytes.length < n) fail(`truncated header: ${bytes.length} bytes, a version ${version} demo header needs ${n} (${what})`);
  };
  need(8, 'its signature');
  let p = 7; // the version byte and the 6-byte signature
  let complevel: number;
  if (version <= 202) {
    const compatFlag = bytes[p++];
    complevel = compatFlag !== 0 ? COMPLEVEL_BOOM_COMPAT : version === 202 ? COMPLEVEL_BOOM : COMPLEVEL_BOOM201;
  } else if (version === 203) {
    // MBF writes 'M' at byte 2 of its signature and a compatibility byte; LxDoom neither.
    if (bytes[2] === 0x4d) { complevel = COMPLEVEL_MBF; p++; } else complevel = COMPLEVEL_LXDOOM;
  } else {
    complevel = COMPLEVEL_PRBOOM2 + (version - 210);
    p++;
  }
  need(p + 5 + OPTION_BLOCK, 'skill, episode, map, deathmatch, consoleplayer and the 64-byte option block');
  const skill = bytes[p++], episode = bytes[p++], map = bytes[p++], deathmatch = bytes[p++], consolePlayer = bytes[p++];
  const o = p;
  const mbf = complevel >= COMPLEVEL_MBF;
  const options: Partial<GameOptions> = {
    monstersRemember: bytes[o] !== 0, variableFriction: bytes[o + 1] !== 0, weaponRecoil: bytes[o + 2] !== 0,
    allowPushers: bytes[o + 3] !== 0, playerBobbing: bytes[o + 5] !== 0, respawnparm: bytes[o + 6] !== 0,
    fastparm: bytes[o + 7] !== 0, nomonsters: bytes[o + 8] !== 0, demoInsurance: bytes[o + 9] !== 0,
    rngseed: ((bytes[o + 10] << 24) | (bytes[o + 11] << 16) | (bytes[o + 12] << 8) | bytes[o + 13]) >>> 0,
  };
  let comp: Uint8Array | null = null;
  if (mbf) {
    options.monsterInfighting = bytes[o + 14] !== 0;
    options.dogs = bytes[o + 15];
    options.distfriend = (bytes[o + 18] << 8) | bytes[o + 19];
    options.monsterBacking = bytes[o + 20] !== 0;
    options.monsterAvoidHazards = bytes[o + 21] !== 0;
    options.monsterFriction = bytes[o + 22] !== 0;
    options.helpFriends = bytes[o + 23] !== 0;
    options.dogJumping = bytes[o + 24] !== 0;
    options.monkeys = bytes[o + 25] !== 0;
    comp = bytes.slice(o + 26, o + 26 + COMP_TOTAL);
  }
  p += version === 200 ? OPTION_BLOCK_V200 : OPTION_BLOCK;
  need(p + BOOM_PLAYER_BYTES, `the ${BOOM_PLAYER_BYTES} player-present bytes`);
  const playerInGame: boolean[] = [];
  for (let i = 0; i < MAX_PLAYERS; i++) playerInGame.push(bytes[p + i] !== 0);
  p += BOOM_PLAYER_BYTES;
  return readCommands(bytes, fail, {
    version, complevel, options, comp, skill, episode, map, deathmatch, respawn: options.respawnparm ?? false,
    fast: options.fastparm ?? false, noMonsters: options.nomonsters ?? false, consolePlayer, playerInGame,
    turnBytes: version === 214 ? 2 : 1, headerSize: p,
  });
}

/** MBF21's demo version byte (complevel 21). */
export const DEMO_VERSION_MBF21 = 221;
/**
 * MBF21's comp_* switches in the order of a 221 header's vector (the switches MBF21 made permanent
 * are left out): position i of the header holds switch MBF21_COMP_ORDER[i].
 */
export const MBF21_COMP_ORDER: readonly number[] = [
  COMP_TELEFRAG, COMP_DROPOFF, COMP_VILE, COMP_PAIN, COMP_SKULL, COMP_BLAZING, COMP_DOORLIGHT, COMP_MODEL, COMP_GOD,
  COMP_FALLOFF, COMP_FLOORS, COMP_SKYMAP, COMP_PURSUIT, COMP_DOORSTUCK, COMP_STAYLIFT, COMP_ZOMBIE, COMP_STAIRS,
  COMP_INFCHEAT, COMP_ZEROTAGS, COMP_RESPAWN, COMP_SOUL, COMP_LEDGEBLOCK, COMP_FRIENDLYSPAWN, COMP_VOODOOSCROLLER,
  COMP_RESERVEDLINEFLAG,
];

/**
 * MBF21's format (221): the version, the 6-byte signature, then (no compatibility byte) skill,
 * episode, map, deathmatch, consoleplayer; a 20-byte option block (monsters_remember, weapon_recoil,
 * player_bobbing, respawn, fast, nomonsters, the seed as 4 big-endian bytes, monster_infighting,
 * dogs, distfriend as 2 big-endian bytes, monster_backing, monster_avoid_hazards, monster_friction,
 * help_friends, dog_jumping, monkeys); a count of comp_* switches (at most 25) and that many bytes
 * in MBF21_COMP_ORDER; the 32 player-present bytes; then longtics commands (a 16-bit turn).
 * Friction and pushers are always on and demo insurance off. A header of fewer than 24 switches
 * has comp_voodooscroller on; fewer than 25, comp_reservedlineflag off.
 */
function parseMbf21Demo(bytes: Uint8Array, fail: (problem: string) => never): Demo {
  const version = bytes[0];
  const need = (n: number, what: string) => {
    if (bytes.length < n) fail(`truncated header: ${bytes.length} bytes, an MBF21 (221) demo header needs ${n} (${what})`);
  };
  need(12 + 21, 'signature, skill, episode, map, deathmatch, consoleplayer, the 20 option bytes and the switch count');
  let p = 7;
  const skill = bytes[p++], episode = bytes[p++], map = bytes[p++], deathmatch = bytes[p++], consolePlayer = bytes[p++];
  const o = p;
  const options: Partial<GameOptions> = {
    monstersRemember: bytes[o] !== 0, weaponRecoil: bytes[o + 1] !== 0, playerBobbing: bytes[o + 2] !== 0,
    respawnparm: bytes[o + 3] !== 0, fastparm: bytes[o + 4] !== 0, nomonsters: bytes[o + 5] !== 0,
    rngseed: ((bytes[o + 6] << 24) | (bytes[o + 7] << 16) | (bytes[o + 8] << 8) | bytes[o + 9]) >>> 0,
    monsterInfighting: bytes[o + 10] !== 0, dogs: bytes[o + 11], distfriend: (bytes[o + 12] << 8) | bytes[o + 13],
    monsterBacking: bytes[o + 14] !== 0, monsterAvoidHazards: bytes[o + 15] !== 0, monsterFriction: bytes[o + 16] !== 0,
    helpFriends: bytes[o + 17] !== 0, dogJumping: bytes[o + 18] !== 0, monkeys: bytes[o + 19] !== 0,
    variableFriction: true, allowPushers: true, demoInsurance: false,
  };
  p = o + 20;
  const count = bytes[p++];
  if (count > MBF21_COMP_ORDER.length) fail(`${count} compatibility switches in the header; MBF21 defines ${MBF21_COMP_ORDER.length}`);
  need(p + count + BOOM_PLAYER_BYTES, `${count} switch bytes and the ${BOOM_PLAYER_BYTES} player-present bytes`);
  const comp = new Uint8Array(COMP_TOTAL);
  for (let i = 0; i < count; i++) comp[MBF21_COMP_ORDER[i]] = bytes[p++] !== 0 ? 1 : 0;
  if (count < 24) comp[COMP_VOODOOSCROLLER] = 1;
  if (count < 25) comp[COMP_RESERVEDLINEFLAG] = 0;
  const playerInGame: boolean[] = [];
  for (let i = 0; i < MAX_PLAYERS; i++) playerInGame.push(bytes[p + i] !== 0);
  p += BOOM_PLAYER_BYTES;
  return readCommands(bytes, fail, {
    version, complevel: COMPLEVEL_MBF21, options, comp, skill, episode, map, deathmatch, respawn: options.respawnparm ?? false,
    fast: options.fastparm ?? false, noMonsters: options.nomonsters ?? false, consolePlayer, playerInGame,
    turnBytes: 2, headerSize: p,
  });
}

/** Checks the header's values and reads the tic commands after it. */
function readCommands(bytes: Uint8Array, fail: (problem: string) => never, h: DemoHeader): Demo {
  const { skill, episode, map, consolePlayer, playerInGame, turnBytes } = h;
  const p = h.headerSize;
  if (skill > 4) fail(`skill ${skill} is out of range (0..4)`);
  if (episode < 1 || episode > 9) fail(`episode ${episode} is out of range (1..9)`);
  if (map < 1 || map > 99) fail(`map ${map} is out of range (1..99)`);
  if (consolePlayer >= MAX_PLAYERS) fail(`console player ${consolePlayer} is out of range (0..3)`);
  let players = 0;
  for (const b of playerInGame) if (b) players++;
  if (players === 0) fail('no player in game');
  const cmdSize = 3 + turnBytes;
  const ticSize = cmdSize * players;
  // Count the tics: each starts with a byte other than 0x80 (DOOM checks the marker before each
  // player's command; a marker in a later player's slot ends the demo there too).
  let tics = 0, q = p, ended = false;
  while (q < bytes.length) {
    if (bytes[q] === DEMO_END) { ended = true; break; }
    if (tics === MAX_DEMO_TICS) fail(`longer than ${MAX_DEMO_TICS} tics (no end marker by byte ${q}): the longest demo played is ${MAX_DEMO_TICS} tics, about 8 hours`);
    let k = 0;
    for (; k < players; k++) {
      const at = q + k * cmdSize;
      if (k > 0 && at < bytes.length && bytes[at] === DEMO_END) break;
      if (at + cmdSize > bytes.length) fail(`truncated at byte ${at}: tic ${tics} needs ${cmdSize} bytes for player ${k + 1}'s command, ${bytes.length - at} left`);
    }
    if (k < players) { ended = true; break; }
    tics++;
    q += ticSize;
  }
  if (!ended) fail(`no end marker (0x80) after tic ${tics} at byte ${q}: the demo is truncated`);
  const commands = new Int32Array(tics * players * 4);
  q = p;
  for (let t = 0, o = 0; t < tics; t++) {
    for (let k = 0; k < players; k++, o += 4) {
      commands[o] = (bytes[q] << 24) >> 24;
      commands[o + 1] = (bytes[q + 1] << 24) >> 24;
      // DOOM stores the turn in a short: the byte is its high half, so 0x80.. turns right.
      commands[o + 2] = turnBytes === 2 ? ((bytes[q + 2] | (bytes[q + 3] << 8)) << 16) >> 16 : (bytes[q + 2] << 24) >> 16;
      commands[o + 3] = bytes[q + 2 + turnBytes];
      q += cmdSize;
    }
  }
  return { ...h, tics, players, commands };
}

/**
 * The slot (0..players-1) whose commands drive our one player: the console player's when it is in
 * game (the view DOOM shows), else the first player in game.
 */
export function demoPlayerSlot(d: Demo): number {
  const who = d.playerInGame[d.consolePlayer] ? d.consolePlayer : d.playerInGame.indexOf(true);
  let slot = 0;
  for (let i = 0; i < who; i++) if (d.playerInGame[i]) slot++;
  return slot;
}

/**
 * Why a demo cannot be played here yet, or null: only single-player demos of player 1 are (one
 * player in game, the first: the game has player 1's start and no other players). A demo of two to
 * four players (cooperative or deathmatch) or of another lone player would be played as if player 1
 * were alone, silently wrong, so the caller refuses it with this reason.
 */
export function singlePlayerProblem(d: DemoHeader): string | null {
  const who: number[] = [];
  for (let i = 0; i < d.playerInGame.length; i++) if (d.playerInGame[i]) who.push(i + 1);
  if (who.length > 1) {
    const mode = d.version < 0 ? 'multiplayer' : d.deathmatch === 0 ? 'cooperative' : d.deathmatch === 1 ? 'deathmatch' : 'deathmatch (altdeath)';
    return `a ${who.length}-player ${mode} demo (players ${who.join(', ')} in game): multiplayer is not played yet, only single-player demos`;
  }
  if (who.length === 1 && who[0] !== 1) return `its only player is player ${who[0]}, not player 1: only single-player demos of player 1 are played yet`;
  return null;
}

/** Fills `cmd` with tic `tic`'s command for player slot `slot`. Allocation-free. */
export function demoTicCmd(d: Demo, tic: number, slot: number, cmd: TicCmd): TicCmd {
  const o = (tic * d.players + slot) * 4;
  cmd.forwardMove = d.commands[o];
  cmd.sideMove = d.commands[o + 1];
  cmd.angleTurn = d.commands[o + 2];
  const b = d.commands[o + 3];
  // BT_SPECIAL (pause, save game): the other bits mean those, not fire or use (P_PlayerThink clears them).
  cmd.buttons = b & BT_SPECIAL ? 0 : b;
  return cmd;
}

/**
 * The map a demo names, as G_InitNew does: MAPxx for a commercial (DOOM II style) game, else ExMy.
 * `commercial` is the game's mode (an IWAD with MAPxx maps).
 */
export function demoMapName(d: DemoHeader, commercial: boolean): string {
  return commercial ? `MAP${String(d.map).padStart(2, '0')}` : `E${d.episode}M${d.map}`;
}

/** Our skill (1..5) for DOOM's 0-based demo skill. */
export function demoSkill(d: DemoHeader): number {
  return d.skill + 1;
}
