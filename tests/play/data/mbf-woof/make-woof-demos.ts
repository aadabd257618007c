// MBF (version 203) demos written here for MBF's own example maps (the demo corpus's
// wads/woof-examples: they come without demos) — any inputs, made by a seeded walk — and their
// references from dsda-doom. `node make-woof-demos.mjs OUTDIR` (after esbuild, as the other makers)
// writes the .lmp files; with `--refs CORPUSDIR` it also lets dsda-doom (the Debian package) play
// each on Freedoom with the corpus README's command and keeps its ghost (gzipped) and level times.
// The demos and references are the project's data; the example WADs stay in the shared corpus.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One demo: the PWAD, patches, MBF options, and the seed and length of its walk. */
export interface WoofDemo {
  id: string;
  wad: string;
  deh: string[];
  /** Helper dogs (MBF's player_helpers), 0..3. */
  dogs: number;
  recoil: boolean;
  backing: boolean;
  helpFriends: boolean;
  monkeys: boolean;
  seed: number;
  tics: number;
  /** Tics of waiting at the start (the fight begins without the player). */
  wait: number;
  /** Fire only now and then (0..1 of the walk's legs). */
  fire: number;
}

export const WOOF_DEMOS: readonly WoofDemo[] = [
  // Ten friendly barons and knights against eleven, with three dogs; the player walks among them.
  { id: 'hockey', wad: 'hockey.wad', deh: [], dogs: 3, recoil: false, backing: true, helpFriends: true, monkeys: false, seed: 7, tics: 2100, wait: 350, fire: 0.1 },
  // The same fight with MBF's options the other way: no helpers, backing or help, monkeys on, recoil on.
  { id: 'hockey-plain', wad: 'hockey.wad', deh: [], dogs: 0, recoil: true, backing: false, helpFriends: false, monkeys: true, seed: 11, tics: 1400, wait: 100, fire: 0.4 },
  // MBF's example level: ice and nukage, a point pusher, touchy barrels, grenades, dogs along.
  { id: 'mbfedit', wad: 'mbfedit.wad', deh: [], dogs: 2, recoil: true, backing: true, helpFriends: true, monkeys: true, seed: 3, tics: 2100, wait: 0, fire: 0.3 },
  // Corpses riding the donuts.
  { id: 'donut', wad: 'donut.wad', deh: [], dogs: 0, recoil: false, backing: false, helpFriends: false, monkeys: false, seed: 5, tics: 1050, wait: 0, fire: 0.2 },
  // The sky transfers.
  { id: 'sky', wad: 'sky.wad', deh: [], dogs: 0, recoil: false, backing: false, helpFriends: false, monkeys: false, seed: 9, tics: 700, wait: 0, fire: 0 },
  // MBF's example patches: flying (bouncing) dogs; dogs whose bite is a plasma shot; a bouncing player.
  { id: 'hockey-dogfly', wad: 'hockey.wad', deh: ['dogfly.deh'], dogs: 3, recoil: false, backing: true, helpFriends: true, monkeys: false, seed: 17, tics: 1400, wait: 200, fire: 0.1 },
  { id: 'hockey-fireplas', wad: 'hockey.wad', deh: ['fireplas.deh'], dogs: 3, recoil: false, backing: true, helpFriends: true, monkeys: false, seed: 19, tics: 1400, wait: 200, fire: 0.1 },
  { id: 'mbfedit-fly', wad: 'mbfedit.wad', deh: ['fly.deh'], dogs: 1, recoil: false, backing: false, helpFriends: true, monkeys: false, seed: 23, tics: 1400, wait: 0, fire: 0.2 },
  // A friendly boss brain and its spawner against the other side's.
  { id: 'battle', wad: 'battle.wad', deh: [], dogs: 0, recoil: false, backing: true, helpFriends: true, monkeys: false, seed: 13, tics: 1400, wait: 700, fire: 0.1 },
];

/** A small LCG (the walk only needs to be the same every time). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The demo's bytes: MBF's header (version 203, skill 4 = UV, MAP01, its options) and the walk. */
export function woofDemo(d: WoofDemo): Uint8Array {
  const out: number[] = [203, 0x1d, 0x4d, 0x42, 0x46, 0xe6, 0x00, 0];
  out.push(3, 1, 1, 0, 0); // skill (UV), episode, map, deathmatch, console player
  const o = new Array<number>(64).fill(0);
  const set = [
    1, 1, d.recoil ? 1 : 0, 1, 0, 1, // monsters remember, variable friction, weapon recoil, pushers, (unused), bobbing
    0, 0, 0, // respawn, fast, nomonsters
    0, // demo insurance
    0, 0, 0x07, 0xc9, // the random seed (1993), big-endian
    1, d.dogs, 0, 0, // monster infighting, dogs, (unused ×2)
    0, 128, // distfriend, big-endian
    d.backing ? 1 : 0, 1, 1, d.helpFriends ? 1 : 0, 1, d.monkeys ? 1 : 0, // backing, hazards, friction, help, dog jumping, monkeys
  ];
  set.forEach((v, i) => { o[i] = v; });
  out.push(...o);
  for (let i = 0; i < 32; i++) out.push(i === 0 ? 1 : 0);
  const rnd = lcg(d.seed);
  let t = 0;
  for (; t < d.wait && t < d.tics; t++) out.push(0, 0, 0, 0);
  while (t < d.tics) {
    const len = 8 + Math.floor(rnd() * 30);
    const fwd = Math.floor(rnd() * 76) - 25;
    const side = rnd() < 0.3 ? Math.floor(rnd() * 48) - 24 : 0;
    const turn = rnd() < 0.5 ? Math.floor(rnd() * 9) - 4 : 0;
    const fire = rnd() < d.fire;
    const use = rnd() < 0.15;
    for (let k = 0; k < len && t < d.tics; k++, t++) {
      const buttons = (fire ? 1 : 0) | (use && k === 0 ? 2 : 0);
      out.push(fwd & 0xff, side & 0xff, turn & 0xff, buttons);
    }
  }
  out.push(0x80);
  return Uint8Array.from(out);
}

/** dsda-doom's reference for `d` (its ghost and -levelstat's lines), played from `dir`'s demo file. */
function reference(d: WoofDemo, dir: string, corpus: string): void {
  const tmp = mkdtempSync(join(tmpdir(), 'woof-ref-'));
  const wads = join(corpus, 'wads', 'woof-examples');
  const args = ['-iwad', '/usr/share/games/doom/freedoom2.wad', '-file', join(wads, d.wad)];
  if (d.deh.length > 0) args.push('-deh', ...d.deh.map((f) => join(wads, f)));
  args.push('-fastdemo', resolve(dir, `${d.id}.lmp`), '-nosound', '-nomusic', '-nodraw', '-levelstat', '-export_ghost', d.id);
  execFileSync(existsSync('/usr/games/dsda-doom') ? '/usr/games/dsda-doom' : 'dsda-doom', args, { cwd: tmp, stdio: 'ignore', env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy', HOME: tmp } });
  writeFileSync(join(dir, `${d.id}.gst.gz`), gzipSync(readFileSync(join(tmp, `${d.id}.gst`)), { level: 9 }));
  const stat = join(tmp, 'levelstat.txt');
  writeFileSync(join(dir, `${d.id}.levelstat.txt`), existsSync(stat) ? readFileSync(stat) : '');
}

if (process.argv[1]?.endsWith('make-woof-demos.mjs')) {
  const out = process.argv[2];
  const at = process.argv.indexOf('--refs');
  for (const d of WOOF_DEMOS) {
    writeFileSync(join(out, `${d.id}.lmp`), woofDemo(d));
    if (at > 0) reference(d, out, process.argv[at + 1]);
  }
}
