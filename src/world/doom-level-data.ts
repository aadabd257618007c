// The map's data in DOOM's own shapes, carried by the World for the simulation (src/sim), which must
// decide as vanilla DOOM does and so reads DOOM's structures: integer vertexes, linedefs and sidedefs
// by their lump indices, every THING, the blockmap, the BSP and REJECT. The renderers never read it:
// they draw the mesh. Written once, at build time (src/world/build-world.ts); only typed arrays,
// numbers and nulls, so the World's hand-over to other threads carries it as it carries the rest.

export interface DoomLevelData {
  /** VERTEXES: x, y per vertex, integer map units, every vertex of the lump (the node builder's too). */
  readonly vertexes: Int32Array;

  // ---- per linedef, in LINEDEFS order (the World's lines: same order and count)
  /** Vertex indices (into `vertexes`, pairs). */
  readonly lineV1: Int32Array;
  readonly lineV2: Int32Array;
  /** Front (right) and back (left) sidedef indices, -1 for none. */
  readonly lineSide0: Int32Array;
  readonly lineSide1: Int32Array;

  // ---- per sidedef, in SIDEDEFS order
  /** Texture offsets, integer map units. */
  readonly sideXOff: Int32Array;
  readonly sideYOff: Int32Array;
  /** Texture ids into World.textures, resolved from the names as the World resolves the ones it draws.
   *  0 means "no texture", as DOOM's texture 0 does (R_TextureNumForName gives 0 for '-'): it stands
   *  for '-', an empty name, an unknown name and the name of texture 0 itself (which the World never
   *  draws either). */
  readonly sideTop: Int32Array;
  readonly sideBottom: Int32Array;
  readonly sideMid: Int32Array;
  readonly sideSector: Int32Array;
  /** The lines using each sidedef (either side; a line using it on both sides once), in line order,
   *  CSR: sideLineList[sideLineStart[s] .. sideLineStart[s + 1]). */
  readonly sideLineStart: Int32Array;
  readonly sideLineList: Int32Array;

  // ---- THINGS: all of them, unfiltered, in lump order
  readonly thingX: Int32Array;
  readonly thingY: Int32Array;
  /** Degrees, as in the lump. */
  readonly thingAngle: Int32Array;
  readonly thingType: Int32Array;
  readonly thingFlags: Int32Array;

  // ---- DOOM's search structures
  /** The blockmap in the BLOCKMAP lump's format, as signed 16-bit words: origin x, origin y, columns,
   *  rows; columns × rows list offsets (in words from the start; read them `& 0xFFFF`, as
   *  limit-removing ports do: vanilla reads them signed, so past 32767 words it breaks); the lists, each
   *  a run of line numbers ending in -1 (vanilla's lists start with a 0 word, which DOOM's iterator
   *  reads as line 0). The map's own lump when it is valid (map-data.ts checks it), else one built in
   *  the same format (build-blockmap.ts); null only when neither is possible. */
  readonly blockmap: Int16Array | null;
  /** True when `blockmap` was built here, not read from the map. */
  readonly blockmapBuilt: boolean;
  /** The BSP as decoded (see MapData): 12 signed words per node; 2 children per node (bit 15 set = a
   *  subsector); 2 per subsector (seg count, first seg); 6 per seg (v1, v2, angle, linedef, side,
   *  offset). All four null together when the map has no usable BSP. */
  readonly nodes: Int16Array | null;
  readonly nodeChildren: Uint16Array | null;
  readonly subsectors: Uint16Array | null;
  readonly segs: Int32Array | null;
  /** REJECT, raw bytes: at most sectors² bits (a longer lump's rest is dropped), possibly fewer; null
   *  when the map has none. */
  readonly reject: Uint8Array | null;
  /** The flat id (into World.flats) of F_SKY1, DOOM's skyflatnum; -1 when the WAD has none. */
  readonly skyFlat: number;
}
