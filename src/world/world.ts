// The World: the one model every consumer (CPU renderer, GPU renderer, movement) reads.
// Mesh + a SideInfo per directed constrained edge + a sector per face + sectors, things,
// portals, and the texture/flat/sprite tables with the lit palette. Struct-of-arrays throughout.
import type { QuadEdgeMesh } from '../mesh/quad-edge-mesh.js';
import type { AnimationTable } from '../assets/animations.js';
import type { LiveState } from './live-state.js';
import type { DoomLevelData } from './doom-level-data.js';

/** SideInfo flags. */
export const SideFlags = {
  /** The linedef is two-sided (has a back sector): rays and players may pass. */
  TWO_SIDED: 1 << 0,
  /** DOOM's blocking flag (ML_BLOCKING): players may not pass even if two-sided. */
  IMPASSABLE: 1 << 1,
  UPPER_UNPEGGED: 1 << 2,
  LOWER_UNPEGGED: 1 << 3,
  /** A portal: crossing it continues at the linked edge. */
  PORTAL: 1 << 4,
  /** DOOM's "not on automap" flag. */
  HIDDEN: 1 << 5,
} as const;

/** The seven numbers of a side's portal transform in `World.sidePortalXf`, at side * PORTAL_XF_STRIDE
 *  plus: the similarity's matrix (m00, m01, m10, m11) and translation (tx, ty) from the side's space
 *  into its target's, and the eye z shift (the target's front floor minus the source's). */
export const PORTAL_XF_STRIDE = 7;
export const XF_M00 = 0;
export const XF_M01 = 1;
export const XF_M10 = 2;
export const XF_M11 = 3;
export const XF_TX = 4;
export const XF_TY = 5;
export const XF_DZ = 6;

/** Column-major palette-indexed picture: wall textures, sprite frames. */
export interface WorldTexture {
  name: string;
  width: number;
  height: number;
  /** Column-major: pixels[x * height + y]. */
  pixels: Uint8Array;
  /** Column-major opacity, 1 = opaque. */
  mask: Uint8Array;
  /** True when some texel is transparent. */
  masked: boolean;
  /** Sprites: horizontal and vertical offsets of the origin (DOOM's leftoffset/topoffset). */
  leftOffset: number;
  topOffset: number;
}

export interface WorldFlat {
  name: string;
  /** 64×64 row-major palette indices. */
  pixels: Uint8Array;
}

export interface Portal {
  /** The two linked sides (side ids) and linedefs. */
  sideA: number;
  sideB: number;
  lineA: number;
  lineB: number;
  flags: string[];
}

/** A thing of the map as DOOM spawns it, in THINGS order (after the skill filter): markers too. */
export interface MapSpawn {
  readonly type: number;
  readonly x: number;
  readonly y: number;
  /** Radians, 0 = east, counter-clockwise. */
  readonly angle: number;
  /** DOOM's thing flags (skill bits, ambush 8, multiplayer 16). */
  readonly flags: number;
  /** Its index in the World's drawn things, -1 for markers without a sprite. */
  readonly thing: number;
}

export interface World {
  readonly name: string;
  readonly file: string;
  readonly mesh: QuadEdgeMesh;
  readonly warnings: string[];
  /** The live block (see live-state.ts): the fields marked "live" below are views on it. */
  readonly live: LiveState;

  // ---- side infos (one per directed constrained edge piece), indexed by side id
  /** Per quarter edge: its side id, -1 for none. The side describes the wall as seen from the face LEFT of the quarter edge. */
  readonly qeSide: Int32Array;
  readonly sideCount: number;
  readonly sideQe: Int32Array;
  readonly sideSector: Int32Array;
  readonly sideFlags: Uint16Array;
  readonly sideLinedef: Int32Array;
  /** live */
  readonly sideUpper: Int32Array;
  /** live */
  readonly sideMiddle: Int32Array;
  /** live */
  readonly sideLower: Int32Array;
  /** live */
  readonly sideXOff: Float64Array;
  /** live: the sidedef's row offset (Boom's scrollers move it). */
  readonly sideYOff: Float64Array;
  /** Texture u at the destination vertex of the side's quarter edge (distance from the sidedef's start + x offset). */
  /** live */
  readonly sideUDest: Float64Array;
  /** Length of the side's edge piece (precomputed: the raycaster takes no square roots). */
  readonly sideLength: Float64Array;
  /** DOOM's fake contrast: -1 for walls along x, +1 along y, 0 otherwise. */
  readonly sideLightDelta: Int8Array;
  /** Portal target: the quarter edge to continue from (on the far side of the linked edge), -1 for none. */
  readonly sidePortalQe: Int32Array;
  /** Per side, PORTAL_XF_STRIDE numbers at the XF_* offsets: the portal's similarity transform (m00,
   *  m01, m10, m11, tx, ty) from this side's space into the target's, and the eye z shift (target floor
   *  − source floor). */
  readonly sidePortalXf: Float64Array;
  /** The target's pieces: for portal side s, portalPieces[portalPieceStart[s] .. portalPieceStart[s + 1])
   *  are the quarter edges (in order along the target line, front side) a crossing may come out of —
   *  more than one when the mesh cut the target line. */
  readonly portalPieceStart: Int32Array;
  readonly portalPieces: Int32Array;
  readonly portals: Portal[];

  // ---- linedefs (as the map declares them; the mesh may cut one into several side pieces)
  readonly lineCount: number;
  /** Per line, x1 y1 x2 y2 (v1 → v2). */
  readonly lineXY: Float64Array;
  /** Front (right of v1→v2) and back sector, -1 for none. */
  readonly lineFront: Int32Array;
  readonly lineBack: Int32Array;
  /** DOOM's ML_* flags. */
  readonly lineFlags: Uint16Array;
  readonly lineTag: Int32Array;
  /** live: the line special (once-only triggers clear it, as DOOM does). */
  readonly lineSpecial: Int32Array;
  /** live: the player has seen the line (the automap's ML_MAPPED). */
  readonly lineSeen: Uint8Array;
  /** Side pieces per line, front pieces then back: for line l, front = linePieces[linePieceStart[2l] ..
   *  linePieceStart[2l+1]), back = [linePieceStart[2l+1] .. linePieceStart[2l+2]). */
  readonly linePieceStart: Int32Array;
  readonly linePieces: Int32Array;
  /** Lines bounding each sector (either side), CSR: sectorLines[sectorLineStart[s] .. sectorLineStart[s+1]). */
  readonly sectorLineStart: Int32Array;
  readonly sectorLines: Int32Array;

  // ---- faces
  /** Per face id: its sector, -1 for void (outside every sector). */
  readonly faceSector: Int32Array;
  readonly sectorConflicts: number;

  // ---- sectors
  readonly sectorCount: number;
  /** live */
  readonly sectorFloorZ: Float64Array;
  /** live */
  readonly sectorCeilZ: Float64Array;
  /** Flat ids; -1 for a missing flat. */
  /** live */
  readonly sectorFloorFlat: Int32Array;
  /** live */
  readonly sectorCeilFlat: Int32Array;
  readonly sectorFloorSky: Uint8Array;
  readonly sectorCeilSky: Uint8Array;
  /** live */
  readonly sectorLight: Int32Array;
  /** live */
  readonly sectorSpecial: Int32Array;
  readonly sectorTag: Int32Array;
  /** live: Boom's flat offsets (map units; scrolling flats): a flat's texel at world (x, y) is the one
   *  at (x + xoff, -y + yoff), as Boom's R_MapPlane adds them. */
  readonly sectorFloorXOff: Float64Array;
  /** live */
  readonly sectorFloorYOff: Float64Array;
  /** live */
  readonly sectorCeilXOff: Float64Array;
  /** live */
  readonly sectorCeilYOff: Float64Array;
  /** Boom's light transfers (213 floor, 261 ceiling; static from the level's start): the sector whose
   *  light level lights this sector's floor (ceiling) plane; the sector itself without one. */
  readonly sectorFloorLightFrom: Int32Array;
  readonly sectorCeilLightFrom: Int32Array;
  /** Boom's sky transfers (271/272): per sector, the side piece whose upper texture (and offsets) is
   *  this sector's sky, -1 for the map's sky; sectorSkyFlip 1 where Boom draws it mirrored (271). */
  readonly sectorSkySide: Int32Array;
  readonly sectorSkyFlip: Uint8Array;
  /** Boom's 242 (transferred heights: deep water, fake floors and ceilings): per sector, the control
   *  sector whose heights it is drawn at (render/sector-view.ts), -1 for none. */
  readonly sectorHeightSec: Int32Array;
  /** Boom's colormaps a 242 line names (C_START..C_END lumps), as lit palettes like `litPalettes`. */
  readonly boomColormaps: readonly Uint32Array[];
  /** Per control sector, 3 indices into `boomColormaps` (-1: COLORMAP): the view's colormap while the
   *  viewer is in one of its tagged sectors below its floor, between, or above its ceiling. */
  readonly sectorColormaps: Int16Array;
  /** Boom's translucency tables this map uses (256 × 256: table[(behind << 8) | front]). */
  readonly tranmaps: readonly Uint8Array[];
  /** Per side piece: the table (index into `tranmaps`) its masked middle is drawn through (Boom's
   *  260), -1 for opaque. */
  readonly sideTranslucency: Int16Array;
  /** The table (index into `tranmaps`) things drawn translucent go through (live thingShadow 2:
   *  Boom's and MBF's TRANSLUCENT things), -1 when the World was built without (they draw opaque). */
  readonly thingTranmap: number;

  // ---- things: slots 0 .. thingCount - 1 are the map's drawn things (already filtered by skill and
  // single-player flags), in THINGS order; slots thingCount .. thingCapacity - 1 are spare, for things
  // the game spawns while it is played (hidden, face -1, until the simulation gives one a thing).
  // Renderers draw every slot of the capacity whose face is >= 0.
  readonly thingCount: number;
  /** Every thing slot, map things and spare ones (live-state.ts: spareThingSlots). */
  readonly thingCapacity: number;
  /** live */
  readonly thingX: Float64Array;
  /** live */
  readonly thingY: Float64Array;
  /** Radians, 0 = east, counter-clockwise. */
  /** live */
  readonly thingAngle: Float64Array;
  /** DOOM's editor number of the thing shown; -1 for a spawned thing without one (puffs, missiles). */
  /** live */
  readonly thingType: Int32Array;
  /** live */
  readonly thingFace: Int32Array;
  /** Foot z: the floor of the thing's sector, or the ceiling minus its height for hanging things. */
  /** live */
  readonly thingZ: Float64Array;
  /** Per thing, 8 rotations: picture ids (into `sprites`), -1 for none. */
  /** live */
  readonly thingRotPic: Int32Array;
  /** live */
  readonly thingRotFlip: Uint8Array;
  /** live */
  readonly thingBright: Uint8Array;
  /** live: 1 drawn with DOOM's fuzz (MF_SHADOW: the spectre; an invisible player), 2 translucent
   *  (Boom's and MBF's TRANSLUCENT things, through thingTranmap), 0 opaque. */
  readonly thingShadow: Uint8Array;
  /** live: the view player's block (live-state.ts VIEW_*): weapon sprites, extra light, fixed colormap, palette. */
  readonly view: Int32Array;
  /** Every map thing kept by the skill filter, in THINGS order (player starts, teleport destinations too). */
  readonly spawns: readonly MapSpawn[];
  /** Player 1 start (x, y, angle in radians): the last one in THINGS, as DOOM spawns the player at each; or the map centre. */
  readonly playerStart: { x: number; y: number; angle: number };

  // ---- assets
  readonly textures: WorldTexture[];
  readonly flats: WorldFlat[];
  readonly sprites: WorldTexture[];
  /** 34 × 256 ABGR: lit[colormap << 8 | paletteIndex], through PLAYPAL's palette 0. */
  readonly lit: Uint32Array;
  /** The same for each of PLAYPAL's 14 palettes, one after another (`lit` is its first 34 × 256):
   *  litPalettes[(palette * 34 + colormap) << 8 | paletteIndex]. */
  readonly litPalettes: Uint32Array;
  /** PLAYPAL's 14 palettes as 256 ABGR words each (what a framebuffer pixel's palette index was:
   *  DOOM's fuzz darkens the pixel it finds through a colormap). */
  readonly palettes: Uint32Array;
  /** Per texture id: its switch counterpart (SW1xxx ↔ SW2xxx, DOOM's list or the SWITCHES lump), -1 for none. */
  readonly switchPair: Int32Array;
  /** Sprite lookup: picture id and mirror flag for (4-letter name, frame 0 = 'A', rotation 1..8; 0 = any). */
  readonly spriteFrame: (name: string, frame: number, rotation: number) => { picture: number; flipped: boolean } | undefined;
  /** The sky texture id for this map, -1 if the WAD has none. */
  readonly skyTexture: number;
  /** Animated texture and flat ranges (see assets/animations.ts: fillTranslation once per frame). */
  readonly textureAnims: AnimationTable;
  readonly flatAnims: AnimationTable;
  /** Bounds of the map's vertices. */
  readonly bounds: { minX: number; minY: number; maxX: number; maxY: number };

  // ---- DOOM's own level data, for the simulation (see doom-level-data.ts); renderers never read it
  readonly doom: DoomLevelData;
}
