// Builds a World from a decoded map and the WAD's asset tables: inserts every linedef into the
// constrained Delaunay mesh, attaches a SideInfo to each directed piece, floods sectors into faces.
import { MapError } from '../errors.js';
import { QuadEdgeMesh } from '../mesh/quad-edge-mesh.js';
import { LineFlags, NO_SIDE, type MapData } from '../mapdata/map-data.js';
import type { AnimationTable } from '../assets/animations.js';
import { SideFlags, type MapSpawn, type World, type WorldFlat, type WorldTexture } from './world.js';
import { thingSprite, thingType, ThingFlags } from '../assets/thing-types.js';
import { spawnsThing } from './thing-filter.js';
import { linkPortals } from './portals.js';
import { allocateLive, spareThingSlots } from './live-state.js';
import type { DoomLevelData } from './doom-level-data.js';
import { buildBlockmap } from './build-blockmap.js';
import type { TranslucencyTables } from '../assets/tranmap.js';
import type { BoomColormaps } from '../assets/colormaps.js';

export interface AssetTables {
  textures: WorldTexture[];
  textureByName: Map<string, number>;
  flats: WorldFlat[];
  flatByName: Map<string, number>;
  sprites: WorldTexture[];
  /** Sprite lookup: picture id and mirror flag for (4-letter name, frame 0 = 'A', rotation 0..8). */
  spriteFrame(name: string, frame: number, rotation: number): { picture: number; flipped: boolean } | undefined;
  lit: Uint32Array;
  /** The lit palette for each of PLAYPAL's 14 palettes (`lit` is its start). */
  litPalettes: Uint32Array;
  /** PLAYPAL's 14 palettes, 256 ABGR words each. */
  palettes: Uint32Array;
  /** Per texture id: its switch counterpart, -1 for none (absent: no switches). */
  switchPair?: Int32Array;
  textureAnims: AnimationTable;
  flatAnims: AnimationTable;
  /** Boom's translucency tables (TRANMAP, or composed from PLAYPAL; lumps a 260 line names), made
   *  when a map first needs one. Absent: no translucency (lines 260 draw opaque). */
  translucency?: TranslucencyTables;
  /** Boom's extra colormaps (C_START..C_END) as lit palettes, made when a 242 line names one. */
  boomColormaps?: BoomColormaps;
  warnings: string[];
}

export interface BuildOptions {
  /** DOOM skill 1..5; things are filtered by it (default 3, "Hurt me plenty"). */
  skill?: number;
  /** DOOM's -nomonsters: monsters are not spawned. */
  noMonsters?: boolean;
  /** The sky texture by name (UMAPINFO's skytexture); default DOOM's for the map's name. */
  sky?: string;
  /** Things may be drawn translucent (Boom's and MBF's rules: their TRANSLUCENT flag, Boom's fire
   *  and plasma): the World gets the main translucency table (World.thingTranmap). */
  translucentThings?: boolean;
}

/** The sky texture DOOM assigns to a map name. */
export function skyNameFor(mapName: string): string {
  const e = /^E(\d)M\d/.exec(mapName);
  if (e) return `SKY${Math.min(4, Math.max(1, Number(e[1])))}`;
  const m = /^MAP(\d\d)/.exec(mapName);
  if (m) {
    const n = Number(m[1]);
    return n < 12 ? 'SKY1' : n < 21 ? 'SKY2' : 'SKY3';
  }
  return 'SKY1';
}

export function buildWorld(map: MapData, assets: AssetTables, options: BuildOptions = {}): World {
  const warnings: string[] = [...map.warnings];
  const fail = (problem: string) => new MapError(map.file, map.name, problem);
  const nv = map.vertices.length / 2;
  if (map.linedefs.length === 0) throw fail('the map has no linedefs');

  // Bounds of the vertices the linedefs use.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  const used = new Uint8Array(nv);
  for (const l of map.linedefs) { used[l.v1] = 1; used[l.v2] = 1; }
  for (let i = 0; i < nv; i++) {
    if (!used[i]) continue;
    const x = map.vertices[i * 2], y = map.vertices[i * 2 + 1];
    if (x < minX) minX = x; if (x > maxX) maxX = x;
    if (y < minY) minY = y; if (y > maxY) maxY = y;
  }
  const mesh = new QuadEdgeMesh(minX, minY, maxX, maxY, nv + 64);

  // Vertices, then each linedef as a constrained segment.
  const meshVertex = new Int32Array(nv).fill(-1);
  for (let i = 0; i < nv; i++) if (used[i]) meshVertex[i] = mesh.insertVertex(map.vertices[i * 2], map.vertices[i * 2 + 1]);
  const lineOk = new Uint8Array(map.linedefs.length);
  let zeroLength = 0;
  // Crossing linedefs split each other at new vertices. Real maps make almost none, but garbage
  // geometry (vertices flung across the map) makes O(lines²) of them: minutes and gigabytes. Past
  // this budget the remaining linedefs are skipped (best effort).
  const splitBudget = 1024 + 2 * map.linedefs.length;
  const vertsBefore = mesh.vertexCount;
  for (let li = 0; li < map.linedefs.length; li++) {
    if (mesh.vertexCount - vertsBefore > splitBudget) {
      warnings.push(`${map.linedefs.length - li} linedef(s) from ${li} on skipped: crossing linedefs already made ` +
        `${mesh.vertexCount - vertsBefore} intersection vertices (limit ${splitBudget})`);
      break;
    }
    const l = map.linedefs[li];
    const a = meshVertex[l.v1], b = meshVertex[l.v2];
    if (a === b) { zeroLength++; continue; }
    try {
      mesh.enforceEdge(a, b);
      lineOk[li] = 1;
    } catch (e) {
      warnings.push(`linedef ${li} could not be inserted: ${(e as Error).message}`);
    }
  }
  if (zeroLength) warnings.push(`${zeroLength} zero-length linedef(s) skipped`);
  mesh.buildFaceIndex();

  // Side infos: one per directed piece of every linedef. The mesh's face is LEFT of a quarter edge;
  // DOOM's front sidedef is on the RIGHT of v1→v2. So for a piece p running v1→v2, the front side
  // belongs to sym(p) and the back side to p.
  const qeCount = mesh.quarterEdgeCount;
  const qeSide = new Int32Array(qeCount).fill(-1);
  const cap = map.linedefs.length * 4 + 16;
  let sideCount = 0;
  let sideQe = new Int32Array(cap), sideSector = new Int32Array(cap), sideFlags = new Uint16Array(cap), sideLinedef = new Int32Array(cap);
  let sideUpper = new Int32Array(cap), sideMiddle = new Int32Array(cap), sideLower = new Int32Array(cap);
  let sideXOff = new Float64Array(cap), sideYOff = new Float64Array(cap), sideUDest = new Float64Array(cap);
  let sideLightDelta = new Int8Array(cap), sideSidedef = new Int32Array(cap), sideLength = new Float64Array(cap);
  const grow = () => {
    const n = sideQe.length * 2;
    const g = <T extends Int32Array | Uint16Array | Float64Array | Int8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    sideQe = g(sideQe); sideSector = g(sideSector); sideFlags = g(sideFlags); sideLinedef = g(sideLinedef);
    sideUpper = g(sideUpper); sideMiddle = g(sideMiddle); sideLower = g(sideLower);
    sideXOff = g(sideXOff); sideYOff = g(sideYOff); sideUDest = g(sideUDest); sideLightDelta = g(sideLightDelta); sideSidedef = g(sideSidedef); sideLength = g(sideLength);
  };
  const missingTextures = new Set<string>();
  const tex = (name: string): number => {
    if (name === '-' || name === '' ) return -1;
    const id = assets.textureByName.get(name);
    // A 242 line's textures may name colormaps (Boom draws no texture for them).
    if (id === undefined && assets.boomColormaps?.has(name)) return -1;
    if (id === undefined) { missingTextures.add(name); return -1; }
    return id;
  };
  // Boom's 260 (translucent middle): a front middle texture naming a translucency table (TRANMAP or
  // another 65,536-byte lump) picks the table and is no texture.
  const sidedefTable = new Map<number, Uint8Array>();
  if (map.format === 'doom' && assets.translucency) {
    for (const l of map.linedefs) {
      if (l.special !== 260 || l.right === NO_SIDE) continue;
      const t = assets.translucency.named(map.sidedefs[l.right].middle, warnings);
      if (t) sidedefTable.set(l.right, t);
    }
  }
  let overlaps = 0;
  const vx = mesh.vx;
  let sideIsBack = new Uint8Array(cap);
  const addSide = (q: number, li: number, sd: number, startX: number, startY: number, twoSided: boolean, delta: number) => {
    if (qeSide[q] >= 0) overlaps++;
    if (sideCount === sideQe.length) { grow(); const b = new Uint8Array(sideQe.length); b.set(sideIsBack); sideIsBack = b; }
    const s = sideCount++;
    const l = map.linedefs[li];
    const side = map.sidedefs[sd];
    const d = mesh.vertex[mesh.sym(q)];
    sideQe[s] = q;
    sideSector[s] = side.sector;
    sideLinedef[s] = li;
    sideSidedef[s] = sd;
    let f = 0;
    if (twoSided) f |= SideFlags.TWO_SIDED;
    if (l.flags & LineFlags.BLOCKING || !twoSided) f |= SideFlags.IMPASSABLE;
    if (l.flags & LineFlags.UPPER_UNPEGGED) f |= SideFlags.UPPER_UNPEGGED;
    if (l.flags & LineFlags.LOWER_UNPEGGED) f |= SideFlags.LOWER_UNPEGGED;
    if (l.flags & LineFlags.NOT_ON_MAP) f |= SideFlags.HIDDEN;
    sideFlags[s] = f;
    sideUpper[s] = tex(side.upper);
    sideMiddle[s] = sidedefTable.has(sd) ? -1 : tex(side.middle);
    sideLower[s] = tex(side.lower);
    sideXOff[s] = side.xOffset;
    sideYOff[s] = side.yOffset;
    sideUDest[s] = Math.hypot(vx[d * 2] - startX, vx[d * 2 + 1] - startY) + side.xOffset;
    sideLightDelta[s] = delta;
    const o = mesh.vertex[q];
    sideLength[s] = Math.hypot(vx[d * 2] - vx[o * 2], vx[d * 2 + 1] - vx[o * 2 + 1]);
    qeSide[q] = s;
  };
  let brokenChains = 0;
  for (let li = 0; li < map.linedefs.length; li++) {
    if (!lineOk[li]) continue;
    const l = map.linedefs[li];
    const a = meshVertex[l.v1], b = meshVertex[l.v2];
    const chain = mesh.chain(a, b);
    if (chain.length === 0) { brokenChains++; continue; }
    const x1 = map.vertices[l.v1 * 2], y1 = map.vertices[l.v1 * 2 + 1];
    const x2 = map.vertices[l.v2 * 2], y2 = map.vertices[l.v2 * 2 + 1];
    // DOOM's fake contrast: a wall along x (v1.y == v2.y) one step darker, along y one step brighter.
    const delta = y1 === y2 ? -1 : x1 === x2 ? 1 : 0;
    const hasFront = l.right !== NO_SIDE, hasBack = l.left !== NO_SIDE;
    const twoSided = hasFront && hasBack;
    for (const p of chain) {
      if (hasFront) addSide(mesh.sym(p), li, l.right, x1, y1, twoSided, delta);
      if (hasBack) { addSide(p, li, l.left, x2, y2, twoSided, delta); sideIsBack[sideCount - 1] = 1; }
    }
  }
  if (brokenChains) warnings.push(`${brokenChains} linedef(s) missing from the mesh after insertion`);
  if (overlaps) warnings.push(`${overlaps} edge piece(s) shared by overlapping linedefs (the last one wins)`);
  if (missingTextures.size) warnings.push(`unknown textures: ${[...missingTextures].sort().join(' ')}`);

  // Sectors into faces: seed from side infos, flood across unconstrained edges.
  const faceSector = new Int32Array(mesh.faceCount).fill(-1);
  const queue = new Int32Array(mesh.faceCount);
  let qHead = 0, qTail = 0, conflicts = 0;
  const conflicted = new Uint8Array(mesh.faceCount);
  const claim = (face: number, sector: number) => {
    if (face < 0) return;
    const cur = faceSector[face];
    if (cur === -1) { faceSector[face] = sector; queue[qTail++] = face; }
    else if (cur !== sector && !conflicted[face]) { conflicted[face] = 1; conflicts++; }
  };
  for (let s = 0; s < sideCount; s++) claim(mesh.qeFace[sideQe[s]], sideSector[s]);
  while (qHead < qTail) {
    const f = queue[qHead++];
    const sec = faceSector[f];
    let e = mesh.faceEdge[f];
    for (let k = 0; k < 3; k++) {
      if (!mesh.constrained[e >> 2]) claim(mesh.qeFace[mesh.sym(e)], sec);
      e = mesh.lnext(e);
    }
  }
  if (conflicts) warnings.push(`${conflicts} face(s) reachable from two sectors (unclosed or overlapping sectors)`);
  // A sector that flooded out to the bounding triangle's corners is not closed (a missing wall).
  const leaked = new Set<number>();
  for (let f = 0; f < mesh.faceCount; f++) {
    const e = mesh.faceEdge[f];
    if (faceSector[f] >= 0 && (mesh.vertex[e] < 3 || mesh.vertex[mesh.lnext(e)] < 3 || mesh.vertex[mesh.lnext(mesh.lnext(e))] < 3)) leaked.add(faceSector[f]);
  }
  if (leaked.size) warnings.push(`${leaked.size} sector(s) not closed, open to the outside of the map: ${[...leaked].sort((a, b) => a - b).slice(0, 8).join(' ')}${leaked.size > 8 ? ' ...' : ''}`);

  // Sectors.
  const ns = map.sectors.length;
  const sectorFloorZ = new Float64Array(ns), sectorCeilZ = new Float64Array(ns);
  const sectorFloorFlat = new Int32Array(ns), sectorCeilFlat = new Int32Array(ns);
  const sectorFloorSky = new Uint8Array(ns), sectorCeilSky = new Uint8Array(ns);
  const sectorLight = new Int32Array(ns), sectorSpecial = new Int32Array(ns), sectorTag = new Int32Array(ns);
  const missingFlats = new Set<string>();
  const flat = (name: string) => {
    const id = assets.flatByName.get(name);
    if (id === undefined) { missingFlats.add(name); return -1; }
    return id;
  };
  let zeroHeight = 0;
  for (let i = 0; i < ns; i++) {
    const s = map.sectors[i];
    sectorFloorZ[i] = s.floorZ;
    sectorCeilZ[i] = s.ceilingZ;
    if (s.ceilingZ <= s.floorZ) zeroHeight++;
    sectorFloorSky[i] = s.floorFlat.startsWith('F_SKY') ? 1 : 0;
    sectorCeilSky[i] = s.ceilingFlat.startsWith('F_SKY') ? 1 : 0;
    sectorFloorFlat[i] = sectorFloorSky[i] ? -1 : flat(s.floorFlat);
    sectorCeilFlat[i] = sectorCeilSky[i] ? -1 : flat(s.ceilingFlat);
    sectorLight[i] = Math.max(0, Math.min(255, s.light));
    sectorSpecial[i] = s.special;
    sectorTag[i] = s.tag;
  }
  if (missingFlats.size) warnings.push(`unknown flats: ${[...missingFlats].sort().join(' ')}`);
  if (zeroHeight) warnings.push(`${zeroHeight} sector(s) with zero or negative height (closed doors, lifts)`);

  // Things: filter by skill and single-player, locate their faces, resolve sprite rotations.
  const skill = options.skill ?? 3, noMonsters = options.noMonsters ?? false;
  const kept = map.things.filter((t) => spawnsThing(t, skill, noMonsters));
  // DOOM spawns the player at every player-1 start in THINGS order: the last one wins.
  let start: (typeof map.things)[number] | undefined;
  for (const t of map.things) if (t.type === 1) start = t;
  const playerStart = start
    ? { x: start.x, y: start.y, angle: (start.angle * Math.PI) / 180 }
    : { x: (minX + maxX) / 2, y: (minY + maxY) / 2, angle: 0 };
  if (!start) warnings.push('no player 1 start: using the map centre');
  const visible = kept.filter((t) => thingSprite(t.type) !== undefined);
  const nt = visible.length;
  const thingX = new Float64Array(nt), thingY = new Float64Array(nt), thingAngle = new Float64Array(nt);
  const thingTypes = new Int32Array(nt), thingFace = new Int32Array(nt).fill(-1), thingZ = new Float64Array(nt);
  const thingRotPic = new Int32Array(nt * 8).fill(-1), thingRotFlip = new Uint8Array(nt * 8), thingBright = new Uint8Array(nt), thingShadow = new Uint8Array(nt);
  let hint = mesh.faceEdge[0] ?? 0;
  const missingSprites = new Set<string>();
  for (let i = 0; i < nt; i++) {
    const t = visible[i];
    thingX[i] = t.x; thingY[i] = t.y; thingAngle[i] = (t.angle * Math.PI) / 180; thingTypes[i] = t.type;
    const q = mesh.locate(t.x, t.y, hint);
    hint = q;
    thingFace[i] = mesh.qeFace[q];
    const sec = thingFace[i] >= 0 ? faceSector[thingFace[i]] : -1;
    const info = thingType(t.type);
    if (sec >= 0) {
      thingZ[i] = info && info.flags & ThingFlags.HANGING ? map.sectors[sec].ceilingZ - info.height : map.sectors[sec].floorZ;
    }
    const spr = thingSprite(t.type)!;
    thingBright[i] = spr.bright ? 1 : 0;
    thingShadow[i] = info && info.flags & ThingFlags.SHADOW ? 1 : 0;
    for (let r = 0; r < 8; r++) {
      const f = assets.spriteFrame(spr.sprite, spr.frame, r + 1);
      if (f) { thingRotPic[i * 8 + r] = f.picture; thingRotFlip[i * 8 + r] = f.flipped ? 1 : 0; }
    }
    if (thingRotPic[i * 8] < 0) missingSprites.add(`${spr.sprite}${String.fromCharCode(65 + spr.frame)}`);
  }
  if (missingSprites.size) warnings.push(`missing sprites: ${[...missingSprites].sort().join(' ')}`);

  // Linedefs as declared: ends, sectors, flags, tag, special, and their side pieces.
  const nl = map.linedefs.length;
  const lineXY = new Float64Array(nl * 4);
  const lineFront = new Int32Array(nl).fill(-1), lineBack = new Int32Array(nl).fill(-1);
  const lineFlags = new Uint16Array(nl), lineTag = new Int32Array(nl), lineSpecial0 = new Int32Array(nl);
  for (let li = 0; li < nl; li++) {
    const l = map.linedefs[li];
    lineXY[li * 4] = map.vertices[l.v1 * 2]; lineXY[li * 4 + 1] = map.vertices[l.v1 * 2 + 1];
    lineXY[li * 4 + 2] = map.vertices[l.v2 * 2]; lineXY[li * 4 + 3] = map.vertices[l.v2 * 2 + 1];
    if (l.right !== NO_SIDE) lineFront[li] = map.sidedefs[l.right].sector;
    if (l.left !== NO_SIDE) lineBack[li] = map.sidedefs[l.left].sector;
    lineFlags[li] = l.flags & 0xffff;
    lineTag[li] = l.tag;
    lineSpecial0[li] = map.format === 'doom' ? l.special : 0;
  }
  // Pieces per (line, side): count, prefix-sum, fill (sides were added front then back per piece).
  const linePieceStart = new Int32Array(nl * 2 + 1);
  for (let s = 0; s < sideCount; s++) {
    const li = sideLinedef[s];
    const back = sideIsBack[s];
    linePieceStart[li * 2 + back + 1]++;
  }
  for (let i = 0; i < nl * 2; i++) linePieceStart[i + 1] += linePieceStart[i];
  const linePieces = new Int32Array(sideCount);
  const fill = linePieceStart.slice(0, nl * 2);
  for (let s = 0; s < sideCount; s++) {
    const li = sideLinedef[s];
    const back = sideIsBack[s];
    linePieces[fill[li * 2 + back]++] = s;
  }
  // Lines around each sector (a line with the same sector on both sides is listed once).
  const sectorLineStart = new Int32Array(ns + 1);
  for (let li = 0; li < nl; li++) {
    if (lineFront[li] >= 0) sectorLineStart[lineFront[li] + 1]++;
    if (lineBack[li] >= 0 && lineBack[li] !== lineFront[li]) sectorLineStart[lineBack[li] + 1]++;
  }
  for (let i = 0; i < ns; i++) sectorLineStart[i + 1] += sectorLineStart[i];
  const sectorLines = new Int32Array(sectorLineStart[ns]);
  const sfill = sectorLineStart.slice(0, ns);
  for (let li = 0; li < nl; li++) {
    if (lineFront[li] >= 0) sectorLines[sfill[lineFront[li]]++] = li;
    if (lineBack[li] >= 0 && lineBack[li] !== lineFront[li]) sectorLines[sfill[lineBack[li]]++] = li;
  }
  const transfers = boomTransfers(map, sectorTag, linePieceStart, linePieces, warnings);
  const translucent = boomTranslucency(map, assets, sidedefTable, linePieceStart, linePieces, sideCount, options.translucentThings === true, warnings);
  const colormaps = boomSectorColormaps(map, assets, ns, warnings);
  const spawns: MapSpawn[] = [];
  for (let i = 0, v = 0; i < kept.length; i++) {
    const t = kept[i];
    const drawn = thingSprite(t.type) !== undefined;
    spawns.push({ type: t.type, x: t.x, y: t.y, angle: (t.angle * Math.PI) / 180, flags: t.flags, thing: drawn ? v++ : -1 });
  }

  // The live block: the numbers the simulation changes, on one (shared) buffer.
  const thingCapacity = nt + spareThingSlots(nt);
  const live = allocateLive({ sectors: ns, sides: sideCount, lines: nl, things: thingCapacity });
  live.sectorFloorZ.set(sectorFloorZ); live.sectorCeilZ.set(sectorCeilZ);
  live.sectorFloorFlat.set(sectorFloorFlat); live.sectorCeilFlat.set(sectorCeilFlat);
  live.sectorLight.set(sectorLight); live.sectorSpecial.set(sectorSpecial);
  live.sideUpper.set(sideUpper.subarray(0, sideCount)); live.sideMiddle.set(sideMiddle.subarray(0, sideCount));
  live.sideLower.set(sideLower.subarray(0, sideCount));
  live.sideXOff.set(sideXOff.subarray(0, sideCount)); live.sideUDest.set(sideUDest.subarray(0, sideCount));
  live.sideYOff.set(sideYOff.subarray(0, sideCount));
  live.lineSpecial.set(lineSpecial0);
  live.thingX.set(thingX); live.thingY.set(thingY); live.thingZ.set(thingZ); live.thingAngle.set(thingAngle);
  live.thingFace.set(thingFace); live.thingRotPic.set(thingRotPic); live.thingRotFlip.set(thingRotFlip);
  live.thingBright.set(thingBright); live.thingShadow.set(thingShadow); live.thingType.set(thingTypes);
  // Spare slots: hidden, no pictures, no type, until the simulation gives one a thing.
  live.thingFace.fill(-1, nt); live.thingRotPic.fill(-1, nt * 8); live.thingType.fill(-1, nt);

  const skyTexture = (options.sky ? assets.textureByName.get(options.sky.toUpperCase()) : undefined) ??
    assets.textureByName.get(skyNameFor(map.name)) ?? assets.textureByName.get('SKY1') ?? -1;
  // Portals are linked before the World is assembled: linking marks the sides' flags and makes the
  // portal tables the World is made with.
  const sides = {
    sideQe: sideQe.subarray(0, sideCount), sideFlags: sideFlags.subarray(0, sideCount),
    sideLinedef: sideLinedef.subarray(0, sideCount),
  };
  const portals = linkPortals({ mesh, sideCount, ...sides, warnings }, map);

  const world: World = {
    name: map.name,
    file: map.file,
    mesh,
    warnings,
    live,
    qeSide,
    sideCount,
    sideQe: sides.sideQe,
    sideSector: sideSector.subarray(0, sideCount),
    sideFlags: sides.sideFlags,
    sideLinedef: sides.sideLinedef,
    sideUpper: live.sideUpper,
    sideMiddle: live.sideMiddle,
    sideLower: live.sideLower,
    sideXOff: live.sideXOff,
    sideYOff: live.sideYOff,
    sideUDest: live.sideUDest,
    sideLength: sideLength.subarray(0, sideCount),
    sideLightDelta: sideLightDelta.subarray(0, sideCount),
    sidePortalQe: portals.sidePortalQe,
    sidePortalXf: portals.sidePortalXf,
    portalPieceStart: portals.portalPieceStart,
    portalPieces: portals.portalPieces,
    portals: portals.portals,
    faceSector,
    sectorConflicts: conflicts,
    sectorCount: ns,
    sectorFloorZ: live.sectorFloorZ, sectorCeilZ: live.sectorCeilZ,
    sectorFloorFlat: live.sectorFloorFlat, sectorCeilFlat: live.sectorCeilFlat, sectorFloorSky, sectorCeilSky,
    sectorLight: live.sectorLight, sectorSpecial: live.sectorSpecial, sectorTag,
    sectorFloorXOff: live.sectorFloorXOff, sectorFloorYOff: live.sectorFloorYOff,
    sectorCeilXOff: live.sectorCeilXOff, sectorCeilYOff: live.sectorCeilYOff,
    ...transfers,
    ...translucent,
    ...colormaps,
    lineCount: nl, lineXY, lineFront, lineBack, lineFlags, lineTag, lineSpecial: live.lineSpecial, lineSeen: live.lineSeen,
    linePieceStart, linePieces, sectorLineStart, sectorLines,
    thingCount: nt, thingCapacity,
    thingX: live.thingX, thingY: live.thingY, thingAngle: live.thingAngle, thingType: live.thingType, thingFace: live.thingFace,
    thingZ: live.thingZ, thingRotPic: live.thingRotPic, thingRotFlip: live.thingRotFlip, thingBright: live.thingBright,
    thingShadow: live.thingShadow, view: live.view,
    spawns,
    playerStart,
    textures: assets.textures,
    flats: assets.flats,
    sprites: assets.sprites,
    lit: assets.lit,
    litPalettes: assets.litPalettes,
    palettes: assets.palettes,
    skyTexture,
    switchPair: assets.switchPair ?? new Int32Array(assets.textures.length).fill(-1),
    spriteFrame: assets.spriteFrame,
    textureAnims: assets.textureAnims,
    flatAnims: assets.flatAnims,
    bounds: { minX, minY, maxX, maxY },
    doom: doomLevelData(map, assets, warnings),
  };
  return world;
}

/** Boom's light transfers (213: floor, 261: ceiling), sky transfers (271, 272 flipped back to the
 *  normal sky's orientation) and height transfers (242: the control sector of each tagged one), resolved once from the linedefs as Boom's P_SpawnSpecials does: every
 *  sector with the line's tag (tag 0 too, as Boom's tag search) takes the line's front sector's light
 *  for that plane, or the line's front upper texture as its sky. A later line overrides an earlier one. */
function boomTransfers(map: MapData, sectorTag: Int32Array, linePieceStart: Int32Array, linePieces: Int32Array, warnings: string[]):
  { sectorFloorLightFrom: Int32Array; sectorCeilLightFrom: Int32Array; sectorSkySide: Int32Array; sectorSkyFlip: Uint8Array; sectorHeightSec: Int32Array } {
  const ns = sectorTag.length;
  const floorFrom = new Int32Array(ns), ceilFrom = new Int32Array(ns);
  for (let i = 0; i < ns; i++) { floorFrom[i] = i; ceilFrom[i] = i; }
  const skySide = new Int32Array(ns).fill(-1), skyFlip = new Uint8Array(ns), heightSec = new Int32Array(ns).fill(-1);
  const out = { sectorFloorLightFrom: floorFrom, sectorCeilLightFrom: ceilFrom, sectorSkySide: skySide, sectorSkyFlip: skyFlip, sectorHeightSec: heightSec };
  if (map.format !== 'doom') return out;
  let byTag: Map<number, number[]> | undefined;
  const tagged = (tag: number): readonly number[] => {
    if (!byTag) {
      byTag = new Map();
      for (let i = 0; i < ns; i++) {
        const list = byTag.get(sectorTag[i]);
        if (list) list.push(i); else byTag.set(sectorTag[i], [i]);
      }
    }
    return byTag.get(tag) ?? [];
  };
  let noFront = 0;
  for (let li = 0; li < map.linedefs.length; li++) {
    const l = map.linedefs[li];
    const sp = l.special;
    if (sp !== 213 && sp !== 261 && sp !== 271 && sp !== 272 && sp !== 242) continue;
    if (l.right === NO_SIDE || map.sidedefs[l.right].sector < 0 || map.sidedefs[l.right].sector >= ns) { noFront++; continue; }
    const control = map.sidedefs[l.right].sector;
    if (sp === 213) for (const s of tagged(l.tag)) floorFrom[s] = control;
    else if (sp === 242) for (const s of tagged(l.tag)) heightSec[s] = control;
    else if (sp === 261) for (const s of tagged(l.tag)) ceilFrom[s] = control;
    else {
      const a = linePieceStart[2 * li], b = linePieceStart[2 * li + 1];
      if (b <= a) { noFront++; continue; }
      for (const s of tagged(l.tag)) { skySide[s] = linePieces[a]; skyFlip[s] = sp === 271 ? 1 : 0; }
    }
  }
  if (noFront) warnings.push(`${noFront} light, sky or height transfer line(s) without a front side; ignored`);
  return out;
}

/** Boom's 260: the masked middles of the line (tag 0) or of every line with its tag drawn through a
 *  translucency table — the one the line's front middle texture names, else the main one. Per side
 *  piece: the index of its table in `tranmaps`, -1 for opaque. Later lines override earlier ones.
 *  With `things`, the main table is there for translucent things too (thingTranmap). */
function boomTranslucency(map: MapData, assets: AssetTables, sidedefTable: Map<number, Uint8Array>, linePieceStart: Int32Array,
  linePieces: Int32Array, sideCount: number, things: boolean, warnings: string[]): { tranmaps: Uint8Array[]; sideTranslucency: Int16Array; thingTranmap: number } {
  const sideTranslucency = new Int16Array(sideCount).fill(-1);
  const tranmaps: Uint8Array[] = [];
  const tt = assets.translucency;
  if (!tt) return { tranmaps, sideTranslucency, thingTranmap: -1 };
  let thingTranmap = -1;
  if (things) { thingTranmap = 0; tranmaps.push(tt.main(warnings)); }
  if (map.format !== 'doom') return { tranmaps, sideTranslucency, thingTranmap };
  const nl = map.linedefs.length;
  const lineTable = new Int16Array(nl).fill(-1);
  let byTag: Map<number, number[]> | undefined;
  for (let li = 0; li < nl; li++) {
    const l = map.linedefs[li];
    if (l.special !== 260) continue;
    const table = (l.right !== NO_SIDE ? sidedefTable.get(l.right) : undefined) ?? tt.main(warnings);
    let k = tranmaps.indexOf(table);
    if (k < 0) { k = tranmaps.length; tranmaps.push(table); }
    if (l.tag === 0) { lineTable[li] = k; continue; }
    if (!byTag) {
      byTag = new Map();
      for (let j = 0; j < nl; j++) {
        const list = byTag.get(map.linedefs[j].tag);
        if (list) list.push(j); else byTag.set(map.linedefs[j].tag, [j]);
      }
    }
    for (const j of byTag.get(l.tag) ?? []) lineTable[j] = k;
  }
  for (let li = 0; li < nl; li++) {
    if (lineTable[li] < 0) continue;
    for (let k = linePieceStart[2 * li]; k < linePieceStart[2 * li + 2]; k++) sideTranslucency[linePieces[k]] = lineTable[li];
  }
  return { tranmaps, sideTranslucency, thingTranmap };
}

/** Boom's 242 colormaps: a 242 line's front lower, middle and upper textures naming C_START..C_END
 *  lumps are the colormaps of the whole view while the viewer is in a sector drawn at the line's
 *  front sector's heights and below its floor, between, or above its ceiling. Per sector (the
 *  control), three indices into `boomColormaps` (-1: the WAD's COLORMAP). */
function boomSectorColormaps(map: MapData, assets: AssetTables, ns: number, warnings: string[]):
  { boomColormaps: Uint32Array[]; sectorColormaps: Int16Array } {
  const sectorColormaps = new Int16Array(ns * 3).fill(-1);
  const boomColormaps: Uint32Array[] = [];
  const cm = assets.boomColormaps;
  if (map.format !== 'doom' || !cm || cm.count === 0) return { boomColormaps, sectorColormaps };
  const names: string[] = [];
  for (const l of map.linedefs) {
    if (l.special !== 242 || l.right === NO_SIDE) continue;
    const sd = map.sidedefs[l.right];
    if (sd.sector < 0 || sd.sector >= ns) continue;
    const slots = [sd.lower, sd.middle, sd.upper];
    for (let k = 0; k < 3; k++) {
      const name = slots[k].toUpperCase();
      if (name === 'COLORMAP' || name === '-' || name === '') continue;
      let i = names.indexOf(name);
      if (i < 0) {
        const lit = cm.lit(name, warnings);
        if (!lit) continue;
        i = names.length;
        names.push(name);
        boomColormaps.push(lit);
      }
      sectorColormaps[sd.sector * 3 + k] = i;
    }
  }
  return { boomColormaps, sectorColormaps };
}

/** The map in DOOM's own shapes for the simulation (doom-level-data.ts): the lumps' numbers by their
 *  indices, texture names resolved as the World resolves the ones it draws (0 where it draws none),
 *  and a blockmap built in the lump's format when the map has no valid one. */
function doomLevelData(map: MapData, assets: AssetTables, warnings: string[]): DoomLevelData {
  const vertexes = new Int32Array(map.vertices.length);
  for (let i = 0; i < vertexes.length; i++) vertexes[i] = map.vertices[i];

  const nl = map.linedefs.length, nsd = map.sidedefs.length;
  const lineV1 = new Int32Array(nl), lineV2 = new Int32Array(nl), lineSide0 = new Int32Array(nl), lineSide1 = new Int32Array(nl);
  const sideLineStart = new Int32Array(nsd + 1);
  for (let li = 0; li < nl; li++) {
    const l = map.linedefs[li];
    lineV1[li] = l.v1; lineV2[li] = l.v2;
    lineSide0[li] = l.right === NO_SIDE ? -1 : l.right;
    lineSide1[li] = l.left === NO_SIDE ? -1 : l.left;
    if (lineSide0[li] >= 0) sideLineStart[lineSide0[li] + 1]++;
    if (lineSide1[li] >= 0 && lineSide1[li] !== lineSide0[li]) sideLineStart[lineSide1[li] + 1]++;
  }
  for (let s = 0; s < nsd; s++) sideLineStart[s + 1] += sideLineStart[s];
  const sideLineList = new Int32Array(sideLineStart[nsd]);
  const fill = sideLineStart.slice(0, nsd);
  for (let li = 0; li < nl; li++) {
    if (lineSide0[li] >= 0) sideLineList[fill[lineSide0[li]]++] = li;
    if (lineSide1[li] >= 0 && lineSide1[li] !== lineSide0[li]) sideLineList[fill[lineSide1[li]]++] = li;
  }

  // The lookup buildWorld's sides use (textureByName holds no texture 0), with its -1 as DOOM's 0.
  const tex = (name: string): number => (name === '-' || name === '' ? 0 : assets.textureByName.get(name) ?? 0);
  const sideXOff = new Int32Array(nsd), sideYOff = new Int32Array(nsd), sideSector = new Int32Array(nsd);
  const sideTop = new Int32Array(nsd), sideBottom = new Int32Array(nsd), sideMid = new Int32Array(nsd);
  for (let s = 0; s < nsd; s++) {
    const d = map.sidedefs[s];
    sideXOff[s] = d.xOffset; sideYOff[s] = d.yOffset; sideSector[s] = d.sector;
    sideTop[s] = tex(d.upper); sideBottom[s] = tex(d.lower); sideMid[s] = tex(d.middle);
  }

  const nt = map.things.length;
  const thingX = new Int32Array(nt), thingY = new Int32Array(nt), thingAngle = new Int32Array(nt);
  const thingType = new Int32Array(nt), thingFlags = new Int32Array(nt);
  for (let i = 0; i < nt; i++) {
    const t = map.things[i];
    thingX[i] = t.x; thingY[i] = t.y; thingAngle[i] = t.angle; thingType[i] = t.type; thingFlags[i] = t.flags;
  }

  let blockmap = map.blockmap;
  let blockmapBuilt = false;
  if (blockmap === null) {
    const built = buildBlockmap(vertexes, lineV1, lineV2);
    blockmap = built.blockmap;
    blockmapBuilt = blockmap !== null;
    if (built.problem !== null) warnings.push(`no blockmap could be built: ${built.problem}`);
  }

  return {
    vertexes, lineV1, lineV2, lineSide0, lineSide1,
    sideXOff, sideYOff, sideTop, sideBottom, sideMid, sideSector, sideLineStart, sideLineList,
    thingX, thingY, thingAngle, thingType, thingFlags,
    blockmap, blockmapBuilt,
    nodes: map.nodes, nodeChildren: map.nodeChildren, subsectors: map.subsectors, segs: map.segs, reject: map.reject,
    skyFlat: assets.flatByName.get('F_SKY1') ?? -1,
  };
}
