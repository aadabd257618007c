// Run by tests/sim/portal-arena.test.ts as an esbuild bundle in a child `node --expose-gc`: the
// portal hooks of DOOM's playsim (src/sim/portal-move.ts) called over and over on play-maps'
// portal pair — autoaim through the portal, a box over the portal line meeting a pillar beyond it,
// a blast before the portal reaching imps beyond it, monsters facing the player's image and
// measuring their reach to it, a homing missile's image — and on torusMap's room shots and aims
// that cross 16 portals; prints the heap growth over a window of 2,000 rounds (the least of up to
// eight windows after four warm-up ones).
import { Playsim } from '../../src/sim/playsim.js';
import { FRACUNIT } from '../../src/sim/base/fixed.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';
import { MISSILERANGE, aimLineAttack, checkPosition, lineAttack, radiusAttack } from '../../src/sim/rules/map-move.js';
import { spawnMobj } from '../../src/sim/rules/mobj.js';
import { checkMeleeRange, faceTarget } from '../../src/sim/rules/enemy.js';
import { CF_GODMODE } from '../../src/sim/base/player-state.js';
import { portalLinks, portalNearer } from '../../src/sim/rules/portal-move.js';
import { torusMap } from './portal-arena-map.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { portalPairSketch, worldOf } from '../play/play-maps.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';

const { s, b, lineA, lineB } = portalPairSketch(32);
s.pillar(2920, 262, 2936, 280, b);
s.portals = `portal ${lineA} ${lineB}\n`;
const map = s.build({ x: 236, y: 128, angle: 0 });
map.things!.push({ x: 2872, y: 330, type: 3001 }, { x: 2840, y: 400, type: 3001 });
const ps = new Playsim(worldOf(map), { skill: 3 });
const mo = ps.player.mo!;
const imps = liveMobjs(ps).filter((m) => m.type === mobjIndex('MT_TROOP'));
const spot = spawnMobj(ps, 240 * FRACUNIT, 128 * FRACUNIT, 32 * FRACUNIT, mobjIndex('MT_ROCKET'));
const tracer = spawnMobj(ps, 180 * FRACUNIT, 100 * FRACUNIT, 32 * FRACUNIT, mobjIndex('MT_TRACER'));
tracer.tracer = mo;
// The torus (a 64² room of 8 portals): shots and aims that wrap 16 times and meet no wall (no puff).
const torus = new Playsim(worldOf(torusMap(64, 2)), { skill: 3 });
const tmo = torus.player.mo!;
ps.player.cheats |= CF_GODMODE;
const N = 2_000;
const count = new Int32Array(4); // rounds, aims that found a target, checks that passed, hops
const run = (): void => {
  for (let i = 0; i < N; i++) {
    const fa = ((i & 63) - 32) & 8191;
    aimLineAttack(ps, mo, fa, MISSILERANGE);
    if (ps.tm.linetarget !== null) count[1]++;
    if (checkPosition(ps, mo, (236 + (i & 15)) * FRACUNIT, (100 + (i & 31)) * FRACUNIT)) count[2]++;
    for (const imp of imps) {
      imp.health = 60;
      imp.target = mo;
      faceTarget(ps, imp);
      checkMeleeRange(ps, imp);
    }
    radiusAttack(ps, spot, mo, 100); // the imps beyond the portal take 30 and 0 (their health set back)
    portalNearer(ps, tracer, mo);
    lineAttack(torus, tmo, i & 7, MISSILERANGE, 0, 0);
    aimLineAttack(torus, tmo, i & 7, MISSILERANGE);
    count[3] += portalLinks(torus).lastTraceHops;
    count[0]++;
  }
};
const growth = leastHeapGrowth(run);
console.log(JSON.stringify({ window: N, growth, rounds: count[0], aimed: count[1], fits: count[2], hops: count[3], hurt: imps[0].health < 60 }));
