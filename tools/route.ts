// A route finder for input scripts: from the player's place in a running Playsim (DOOM's movement:
// the player a 32-unit box with momentum and friction) to a goal point, it searches the mesh's faces
// for a walkable path (steps of at most 24, 56 of headroom, doors counted open, keyed doors only with
// their key), then drives the player along it one tic at a time — turn in place towards the farthest
// waypoint in plain sight, walk, press use when a door is in the way — and records the commands as an
// input script (src/sim/input-script.ts). The script replays exactly (the simulation is deterministic:
// the same map, options and commands give the same tics), so tests store it; this tool only writes
// new ones.
import type { Playsim } from '../src/sim/index.js';
import { EXIT_NONE, Mobj, TicCmd, BT_USE, ANGLE_TURN, FORWARD_MOVE, LineTrace } from '../src/sim/index.js';
import { MF } from '../src/defs/doom/things-info.js';
import { angleToRadians } from '../src/sim/base/fixed.js';
import { SideFlags } from '../src/world/world.js';
import { lineSpecial } from '../src/defs/doom/line-specials.js';

const TAU = Math.PI * 2;
const TURN_STEP = (ANGLE_TURN[0] * TAU) / 65536;
/** Key bits as the path search counts them: 1 blue, 2 yellow, 4 red (a card or a skull of the colour). */
const KEY_BLUE = 1, KEY_YELLOW = 2, KEY_RED = 4;

interface Goal { x: number; y: number }
/** A solid thing to keep clear of: centre and radius in map units. */
interface Solid { x: number; y: number; r: number }

/** The player's position and facing in map units and radians. */
function pose(ps: Playsim): { x: number; y: number; angle: number } {
  const mo = ps.player.mo!;
  return { x: mo.x / 65536, y: mo.y / 65536, angle: angleToRadians(mo.angle) };
}

/** The keys the player holds, as KEY_* bits (DOOM opens a door for the card or the skull). */
function keyBits(ps: Playsim): number {
  const c = ps.player.cards;
  return (c[0] | c[3] ? KEY_BLUE : 0) | (c[1] | c[4] ? KEY_YELLOW : 0) | (c[2] | c[5] ? KEY_RED : 0);
}

/** Every solid thing of the level but the player. */
function solids(ps: Playsim): Solid[] {
  const out: Solid[] = [];
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) {
    if (!(t instanceof Mobj) || t.player !== null || !(t.flags & MF.SOLID)) continue;
    out.push({ x: t.x / 65536, y: t.y / 65536, r: t.radius / 65536 });
  }
  return out;
}

/** A sector's floor and ceiling now, in map units. */
const floorOf = (ps: Playsim, s: number): number => ps.level.sectors[s].floorheight / 65536;
const ceilOf = (ps: Playsim, s: number): number => ps.level.sectors[s].ceilingheight / 65536;

/** Sectors that open: the back sector of manual doors and the tagged sectors of door, lift and floor lines. */
function openingSectors(ps: Playsim): { openCeil: Float64Array; lowFloor: Float64Array; key: Uint8Array } {
  const w = ps.world;
  const n = w.sectorCount;
  const openCeil = new Float64Array(n), lowFloor = new Float64Array(n);
  for (let s = 0; s < n; s++) { openCeil[s] = ceilOf(ps, s); lowFloor[s] = floorOf(ps, s); }
  const key = new Uint8Array(n);
  const lowestCeilAround = (s: number): number => {
    let h = 32767;
    for (let k = w.sectorLineStart[s]; k < w.sectorLineStart[s + 1]; k++) {
      const l = w.sectorLines[k];
      const o = w.lineFront[l] === s ? w.lineBack[l] : w.lineFront[l];
      if (o >= 0 && o !== s && ceilOf(ps, o) < h) h = ceilOf(ps, o);
    }
    return h;
  };
  const lowestFloorAround = (s: number): number => {
    let h = floorOf(ps, s);
    for (let k = w.sectorLineStart[s]; k < w.sectorLineStart[s + 1]; k++) {
      const l = w.sectorLines[k];
      const o = w.lineFront[l] === s ? w.lineBack[l] : w.lineFront[l];
      if (o >= 0 && floorOf(ps, o) < h) h = floorOf(ps, o);
    }
    return h;
  };
  for (let l = 0; l < w.lineCount; l++) {
    const d = lineSpecial(ps.level.lines[l].special);
    if (!d) continue;
    const act = d.actions[0];
    const targets: number[] = [];
    if (d.trigger === 'manual') { if (w.lineBack[l] >= 0) targets.push(w.lineBack[l]); }
    else for (let s = 0; s < n; s++) if (w.sectorTag[s] === w.lineTag[l] && w.lineTag[l] !== 0) targets.push(s);
    for (const s of targets) {
      if (act.startsWith('door.') && act !== 'door.close') {
        openCeil[s] = Math.max(openCeil[s], lowestCeilAround(s) - 4);
        if (d.key) key[s] = d.key === 'blue' ? KEY_BLUE : d.key === 'yellow' ? KEY_YELLOW : KEY_RED;
      }
      if (act.startsWith('plat.') || act === 'floor.lowerFloorToLowest') lowFloor[s] = Math.min(lowFloor[s], lowestFloorAround(s));
    }
  }
  return { openCeil, lowFloor, key };
}

/** Face path (list of crossing midpoints) from the player to the goal, or null. */
export function findPath(ps: Playsim, goal: Goal): { x: number; y: number }[] | null {
  const w = ps.world, m = w.mesh;
  const { openCeil, lowFloor, key } = openingSectors(ps);
  const me = pose(ps);
  const start = m.qeFace[m.locate(me.x, me.y, m.faceEdge[0])];
  const goalF = m.qeFace[m.locate(goal.x, goal.y, m.faceEdge[0])];
  if (start < 0 || goalF < 0) return null;
  const nf = m.faceCount;
  const dist = new Float64Array(nf).fill(Infinity);
  const prevEdge = new Int32Array(nf).fill(-1);
  const cx = new Float64Array(nf), cy = new Float64Array(nf);
  for (let f = 0; f < nf; f++) {
    let e = m.faceEdge[f]; let sx = 0, sy = 0;
    for (let k = 0; k < 3; k++) { const v = m.vertex[e]; sx += m.vx[v * 2]; sy += m.vx[v * 2 + 1]; e = m.lnext(e); }
    cx[f] = sx / 3; cy[f] = sy / 3;
  }
  const haveKeys = keyBits(ps);
  // Faces a solid thing stands in (or whose centre is within reach of one) cost more to walk through.
  const blocked = new Uint8Array(nf);
  for (const t of solids(ps)) {
    const reach = t.r + 16;
    for (let f = 0; f < nf; f++) {
      if (Math.abs(cx[f] - t.x) < reach && Math.abs(cy[f] - t.y) < reach) blocked[f] = 1;
    }
    const tf = m.qeFace[m.locate(t.x, t.y, m.faceEdge[0])];
    if (tf >= 0) blocked[tf] = 1;
  }
  blocked[start] = 0;
  const heap: number[] = [start];
  dist[start] = 0;
  const done = new Uint8Array(nf);
  while (heap.length) {
    let bi = 0;
    for (let i = 1; i < heap.length; i++) if (dist[heap[i]] < dist[heap[bi]]) bi = i;
    const f = heap[bi]; heap[bi] = heap[heap.length - 1]; heap.pop();
    if (done[f]) continue;
    done[f] = 1;
    if (f === goalF) break;
    const sec = w.faceSector[f];
    let e = m.faceEdge[f];
    for (let k = 0; k < 3; k++, e = m.lnext(e)) {
      const g = m.qeFace[m.sym(e)];
      if (g < 0 || done[g] || w.faceSector[g] < 0) continue;
      const to = w.faceSector[g];
      if (m.constrained[e >> 2]) {
        const s = w.qeSide[e];
        if (s < 0) continue;
        const fl = w.sideFlags[s];
        if (!(fl & SideFlags.TWO_SIDED) || fl & SideFlags.IMPASSABLE) continue;
      }
      if (to !== sec) {
        if (key[to] && !(haveKeys & key[to])) continue;
        const fromFloor = floorOf(ps, sec);
        const toFloor = lowFloor[to];
        if (toFloor - fromFloor > 24) continue;
        const top = Math.min(openCeil[sec], openCeil[to]);
        if (top - Math.max(lowFloor[sec], toFloor) < 56) continue;
      }
      const d = dist[f] + Math.hypot(cx[g] - cx[f], cy[g] - cy[f]) * (blocked[g] ? 20 : 1);
      if (d < dist[g]) { dist[g] = d; prevEdge[g] = e; heap.push(g); }
    }
  }
  if (!done[goalF]) return null;
  const pts: { x: number; y: number }[] = [{ x: goal.x, y: goal.y }];
  for (let f = goalF; f !== start;) {
    const e = prevEdge[f];
    const a = m.vertex[e], b = m.vertex[m.sym(e)];
    pts.push({ x: cx[f], y: cy[f] });
    pts.push({ x: (m.vx[a * 2] + m.vx[b * 2]) / 2, y: (m.vx[a * 2 + 1] + m.vx[b * 2 + 1]) / 2 });
    f = m.qeFace[e];
  }
  return pts.reverse();
}

/** The nearest usable line (switch or door) within 256 units whose front faces the player and not yet pressed. */
function nearestSwitch(ps: Playsim, tried: Set<number>): { sx: number; sy: number; fx: number; fy: number; line: number } | null {
  const w = ps.world, p = pose(ps);
  let best: { sx: number; sy: number; fx: number; fy: number; line: number } | null = null, bestD = 256;
  for (let l = 0; l < w.lineCount; l++) {
    const special = ps.level.lines[l].special;
    if (tried.has(l) || special === 0) continue;
    const d = lineSpecial(special);
    if (!d || (d.trigger !== 'switch' && d.trigger !== 'manual') || d.actions[0].startsWith('exit')) continue;
    const b = l * 4;
    const x1 = w.lineXY[b], y1 = w.lineXY[b + 1], x2 = w.lineXY[b + 2], y2 = w.lineXY[b + 3];
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    const len = Math.hypot(x2 - x1, y2 - y1);
    // The front (right of v1→v2) normal.
    const nx = (y2 - y1) / len, ny = -(x2 - x1) / len;
    if ((p.x - mx) * nx + (p.y - my) * ny <= 0) continue;
    const dist = Math.hypot(p.x - mx, p.y - my);
    if (dist < bestD) { bestD = dist; best = { sx: mx + nx * 32, sy: my + ny * 32, fx: mx, fy: my, line: l }; }
  }
  return best;
}

/** Half the width of the lane walked: the box's half side (16) and a margin for its corners. */
const LANE = 20;

/** True when the player's box can walk straight from a to b (three parallel traces, no blocking line, no solid thing near). */
function clearWalk(ps: Playsim, things: readonly Solid[], trace: LineTrace, ax: number, ay: number, bx: number, by: number): boolean {
  const w = ps.world;
  const len = Math.hypot(bx - ax, by - ay);
  if (len < 1e-9) return true;
  const nx = -(by - ay) / len * LANE, ny = (bx - ax) / len * LANE;
  for (const th of things) {
    const t = Math.max(0, Math.min(1, ((th.x - ax) * (bx - ax) + (th.y - ay) * (by - ay)) / (len * len)));
    const px = ax + t * (bx - ax), py = ay + t * (by - ay);
    if (Math.hypot(th.x - px, th.y - py) < th.r + 24) return false;
  }
  for (const o of [0, 1, -1]) {
    const n = trace.run(ax + nx * o, ay + ny * o, bx + nx * o, by + ny * o);
    for (let k = 0; k < n; k++) {
      const l = trace.hitLine[k];
      if (w.lineBack[l] < 0 || w.lineFront[l] < 0 || w.lineFlags[l] & 1) return false;
      const f = w.lineFront[l], b = w.lineBack[l];
      if (Math.abs(floorOf(ps, f) - floorOf(ps, b)) > 24) return false;
      if (Math.min(ceilOf(ps, f), ceilOf(ps, b)) - Math.max(floorOf(ps, f), floorOf(ps, b)) < 56) return false;
    }
  }
  return true;
}

/** The angle from the player's facing to the point, in (-π, π]. */
function turnTo(ps: Playsim, x: number, y: number): number {
  const p = pose(ps);
  let diff = Math.atan2(y - p.y, x - p.x) - p.angle;
  diff -= Math.round(diff / TAU) * TAU;
  return diff;
}

/**
 * Drives the Playsim's player to the goal; returns the commands as script steps (and leaves the game
 * there). Throws when the goal cannot be reached within `maxTics`.
 */
export function driveTo(ps: Playsim, goal: Goal, maxTics = 35 * 600, stopWhen: (s: Playsim) => boolean = () => false): string[] {
  if (ps.exited !== EXIT_NONE) return [];
  const path = findPath(ps, goal);
  const at = pose(ps);
  if (!path) throw new Error(`no path from (${at.x.toFixed(0)}, ${at.y.toFixed(0)}) to (${goal.x}, ${goal.y})`);
  const trace = new LineTrace(ps.world);
  const cmd = new TicCmd();
  const out: string[] = [];
  let wi = 0, stuck = 0, lastX = at.x, lastY = at.y, unstick = 0;
  // A switch to press when stuck: the point to stand at and the point to face.
  let sw: { sx: number; sy: number; fx: number; fy: number; line: number } | null = null;
  const tried = new Set<number>();
  let swAt = false;
  const emit = (kind: string) => {
    const prev = out[out.length - 1];
    const m = prev ? /^(\S+) (\d+)$/.exec(prev) : null;
    if (m && m[1] === kind && kind !== 'use') out[out.length - 1] = `${kind} ${Number(m[2]) + 1}`;
    else out.push(kind === 'use' ? 'use' : `${kind} 1`);
  };
  for (let t = 0; t < maxTics; t++) {
    if (stopWhen(ps)) return out;
    const p = pose(ps);
    const things = solids(ps);
    // The farthest waypoint in plain sight.
    for (let j = path.length - 1; j > wi; j--) {
      if (clearWalk(ps, things, trace, p.x, p.y, path[j].x, path[j].y)) { wi = j; break; }
    }
    let tgt = path[wi];
    const d = Math.hypot(tgt.x - p.x, tgt.y - p.y);
    if (!sw && wi === path.length - 1 && d < 12) return out;
    if (!sw && d < 12 && wi < path.length - 1) wi++;
    let facing = false;
    if (sw) {
      if (!swAt && Math.hypot(sw.sx - p.x, sw.sy - p.y) <= 16) swAt = true;
      if (!swAt) tgt = { x: sw.sx, y: sw.sy };
      else { tgt = { x: sw.fx, y: sw.fy }; facing = true; }
    }
    cmd.clear();
    let kind = 'wait';
    if (unstick > 0) { unstick--; kind = 'wait'; }
    else {
      const diff = turnTo(ps, tgt.x, tgt.y);
      if (Math.abs(diff) > TURN_STEP / 2) {
        if (diff > 0) { cmd.angleTurn = ANGLE_TURN[0]; kind = 'turn-left'; }
        else { cmd.angleTurn = -ANGLE_TURN[0]; kind = 'turn-right'; }
      } else if (facing && sw) {
        cmd.buttons = BT_USE; kind = 'use'; tried.add(sw.line); sw = null; swAt = false; unstick = 20;
      } else if (stuck > 8) {
        cmd.buttons = BT_USE; kind = 'use'; stuck = 0; unstick = 20;
        if (!sw) sw = nearestSwitch(ps, tried);
      } else { cmd.forwardMove = FORWARD_MOVE[0]; kind = 'forward'; }
    }
    ps.tick(cmd);
    emit(kind);
    const now = pose(ps);
    if (kind === 'forward') {
      if (Math.hypot(now.x - lastX, now.y - lastY) < 0.5) stuck++; else stuck = 0;
    }
    lastX = now.x; lastY = now.y;
    if (ps.exited !== EXIT_NONE) return out;
  }
  const end = pose(ps);
  throw new Error(`goal (${goal.x}, ${goal.y}) not reached in ${maxTics} tics; at (${end.x.toFixed(0)}, ${end.y.toFixed(0)})`);
}

/** Walks to 32 units in front of line `l`'s front side, faces it and presses use; returns the steps. */
export function pressLine(ps: Playsim, l: number, maxTics = 35 * 600): string[] {
  const w = ps.world;
  const b = l * 4;
  const x1 = w.lineXY[b], y1 = w.lineXY[b + 1], x2 = w.lineXY[b + 2], y2 = w.lineXY[b + 3];
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2, len = Math.hypot(x2 - x1, y2 - y1);
  const nx = (y2 - y1) / len, ny = -(x2 - x1) / len;
  const steps = driveTo(ps, { x: mx + nx * 32, y: my + ny * 32 }, maxTics);
  if (ps.exited !== EXIT_NONE) return steps;
  const cmd = new TicCmd();
  for (let t = 0; t < 200; t++) {
    const diff = turnTo(ps, mx, my);
    cmd.clear();
    if (Math.abs(diff) <= TURN_STEP / 2) break;
    cmd.angleTurn = diff > 0 ? ANGLE_TURN[0] : -ANGLE_TURN[0];
    ps.tick(cmd);
    steps.push(diff > 0 ? 'turn-left 1' : 'turn-right 1');
  }
  cmd.clear();
  cmd.buttons = BT_USE;
  ps.tick(cmd);
  steps.push('use');
  return steps;
}

/** Joins steps into one script, merging neighbours of the same kind. */
export function joinSteps(steps: readonly string[]): string {
  const out: string[] = [];
  for (const s of steps) {
    const m = /^(\S+) (\d+)$/.exec(s), p = out.length ? /^(\S+) (\d+)$/.exec(out[out.length - 1]) : null;
    if (m && p && m[1] === p[1]) out[out.length - 1] = `${m[1]} ${Number(m[2]) + Number(p[2])}`;
    else out.push(s);
  }
  return out.join(', ');
}
