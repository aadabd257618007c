// The GPU path: the same World drawn with WebGL2, to look like the CPU raycaster. Static geometry
// (walls, masked middles, floors, ceilings, sky surfaces; see geometry.ts) is uploaded once per
// World, palette-indexed pictures live in an R8UI atlas (atlas.ts), DOOM's light tables and the lit
// palette are small lookup textures, and the fragment shader does the rest (shaders.ts). Sprites are
// camera-facing quads rebuilt each frame (rotation picked by view angle, as the CPU does).
// The live state follows each frame without rebuilding the geometry: two RGBA32I textures, 16 bytes
// per sector (floor and ceiling z, light, flats) and 16 per side (upper, middle, lower texture, u
// offset), are compared with the World's live arrays and only the changed texels' span is uploaded;
// the vertex shader places every wall, plane and opening from them.
// Portals: the opening's quads mark the stencil (level + 1), depth is cleared there, the world is
// drawn again from the camera carried through the portal's transform, clipped to the stencil and
// to beyond the linked line; then the opening's depth is written back. Recursion stops at
// `maxPortalDepth`, where the portal sides show their own walls as the CPU does at its limit.
import { XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World } from '../../world/world.js';
import type { Camera } from '../camera.js';
import { eyeHeight, focalLength } from '../camera.js';
import { locatePoint } from '../../world/locate-point.js';
import { MAX_LIGHT_SCALE, MAX_LIGHT_Z, SCALE_LIGHT, Z_LIGHT } from '../light.js';
import { createTranslation, fillTranslation } from '../../assets/animations.js';
import { buildAtlas, type Atlas } from './atlas.js';
import { MAX_PORTAL_DEPTH } from '../portal-depth.js';
import { ROT_ANGLE, ROT_DX, ROT_DY, spriteRotation } from '../sprite-rotation.js';
import {
  FULL_BRIGHT, Kind, OFFSET_INFO, OFFSET_LIVE, OFFSET_WALL, VERTEX_BYTES, VertexList, buildGeometry, portalHeights,
  type PortalGroup, type WorldGeometry,
} from './geometry.js';
import { PORTAL_FRAGMENT_SHADER, PSPRITE_FRAGMENT_SHADER, PSPRITE_VERTEX_SHADER, VERTEX_SHADER, sceneFragmentShader } from './shaders.js';
import {
  VIEW_BRIGHT, VIEW_EXTRALIGHT, VIEW_FIXED_COLORMAP, VIEW_FLIP, VIEW_PALETTE, VIEW_PSPR_FLAGS, VIEW_PSPR_PIC, VIEW_PSPR_SX, VIEW_PSPR_SY,
  VIEW_SECTOR, VIEW_SHADOW,
} from '../../world/live-state.js';
import { PSP_ROW0, PSP_SLOTS, PSP_STARTFRAC, PSP_X1, PSP_X2, PSP_XISCALE, PSP_YISCALE, projectPsprite, weaponColormap } from '../psprite.js';
import { PALETTE_COUNT } from '../../assets/palette.js';
import { SAMPLE_NUDGE, textureRays } from '../sampling.js';
import { SectorView, spriteWaterClip, viewColormap } from '../sector-view.js';

/** The GPU path opens portals as deep as the CPU path does (MAX_PORTAL_DEPTH, 16). */
export const GPU_MAX_PORTAL_DEPTH = MAX_PORTAL_DEPTH;
/** Portal openings drawn per frame at most (a guard against portals that see several others each). */
const MAX_PORTAL_PASSES = 64;
const NEAR = 1;
const FAR = 65536 * 2;
const MAX_CONTEXT_DEPTH = 32;
const MAX_SPRITES = 1024;

export interface GpuStats {
  /** World passes drawn (1 + portal openings). */
  passes: number;
  portals: number;
  sprites: number;
  /** Bytes of live state (sector and side texels) uploaded for the last frame. */
  liveBytes: number;
}

/** Texels per row of the live-state and entry-table textures. */
const ROW = 1024;
/** Texels per sector and per side in the live textures (see shaders.ts). */
const SECTOR_TEXELS = 3;
const SIDE_TEXELS = 2;
/** A flat or sky offset as the shader takes it: only its place in a 64-unit tile (flats) or a
 *  1024-column turn (the sky: 64 units a column) matters, so it is kept small for single floats. */
function wrapOffset(v: number, period: number): number {
  const r = v % period;
  return r < 0 ? r + period : r;
}

type Uniforms = Record<string, WebGLUniformLocation | null>;

function compile(gl: WebGL2RenderingContext, type: number, src: string): WebGLShader {
  const s = gl.createShader(type);
  if (!s) throw new Error('WebGL2: cannot create a shader');
  gl.shaderSource(s, src);
  gl.compileShader(s);
  if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(`WebGL2 shader: ${gl.getShaderInfoLog(s) ?? 'compile failed'}`);
  return s;
}

function link(gl: WebGL2RenderingContext, fs: string, names: string[], vs = VERTEX_SHADER): { prog: WebGLProgram; u: Uniforms } {
  const prog = gl.createProgram();
  if (!prog) throw new Error('WebGL2: cannot create a program');
  gl.attachShader(prog, compile(gl, gl.VERTEX_SHADER, vs));
  gl.attachShader(prog, compile(gl, gl.FRAGMENT_SHADER, fs));
  gl.linkProgram(prog);
  if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) throw new Error(`WebGL2 program: ${gl.getProgramInfoLog(prog) ?? 'link failed'}`);
  const u: Uniforms = {};
  for (const n of names) u[n] = gl.getUniformLocation(prog, n);
  return { prog, u };
}

const CAMERA_UNIFORMS = ['u_cam', 'u_fwdN', 'u_rightN', 'u_eyeZ', 'u_proj', 'u_pixel', 'u_depthAB', 'u_clip', 'u_sectors', 'u_sides', 'u_texInfo', 'u_baseRow', 'u_flatBase'];
const SCENE_UNIFORMS = [...CAMERA_UNIFORMS, 'u_atlas', 'u_mask', 'u_light', 'u_lit', 'u_fwd', 'u_right', 'u_focal', 'u_size', 'u_sky', 'u_skyWidth', 'u_texRay',
  'u_extraLight', 'u_palRow', 'u_fixedCmap', 'u_fuzzSrc', 'u_tranmaps', 'u_palettes'];
const PSPRITE_UNIFORMS = ['u_rect', 'u_atlas', 'u_mask', 'u_lit', 'u_fuzzSrc', 'u_pic', 'u_x1', 'u_startfrac', 'u_xiscale', 'u_row0', 'u_yiscale',
  'u_palRow', 'u_cmap', 'u_shadow', 'u_size'];
/** Colormaps in a lit palette (COLORMAP's 34): rows of u_lit per PLAYPAL palette. */
const COLORMAPS = 34;
/** Texture unit of the frame copy fuzz reads (u_fuzzSrc). */
const FUZZ_UNIT = 8;
/** Texture units of Boom's translucency tables (R8UI, 256 wide, 256 rows a table) and of PLAYPAL's
 *  palettes (RGBA8, 256 × 14): translucent middles look both colours up as the CPU does. */
const TRAN_UNIT = 9;
const PAL_UNIT = 10;
const PORTAL_UNIFORMS = [...CAMERA_UNIFORMS, 'u_far'];

export class GpuRenderer {
  readonly gl: WebGL2RenderingContext;
  readonly world: World;
  width: number;
  height: number;
  /** How deep portals are opened (at most 16, the CPU path's limit). */
  maxPortalDepth = GPU_MAX_PORTAL_DEPTH;
  /** Draw the view player's weapon sprites (the live state's view block), as CpuRenderer.drawWeapon. */
  drawWeapon = false;
  /** The height of the whole screen the view is the top of (CpuRenderer.screenHeight); 0: the view. */
  screenHeight = 0;
  readonly stats: GpuStats = { passes: 0, portals: 0, sprites: 0, liveBytes: 0 };
  readonly atlas: Atlas;
  readonly geometry: WorldGeometry;

  /** Scene programs by (clip ? 2 : 0) + (masked ? 1 : 0). */
  private scenes: { prog: WebGLProgram; u: Uniforms }[];
  private portal: { prog: WebGLProgram; u: Uniforms };
  private pspriteProg: { prog: WebGLProgram; u: Uniforms };
  /** A copy of the frame for fuzz (RGB8), made at fuzzW × fuzzH. */
  private fuzzTex: WebGLTexture;
  private fuzzW = 0;
  private fuzzH = 0;
  /** This frame's view block numbers: palette, extra light, fixed colormap. */
  private palette = 0;
  private extraLight = 0;
  private fixedCmap = 0;
  private readonly psp = new Float64Array(PSP_SLOTS);
  private emptyVao: WebGLVertexArrayObject;
  private vao: WebGLVertexArrayObject;
  private spriteVao: WebGLVertexArrayObject;
  private vbo: WebGLBuffer;
  private spriteVbo: WebGLBuffer;
  private textures: WebGLTexture[] = [];
  private texInfoTex: WebGLTexture;
  private texInfo: Int32Array;
  private texInfoRows: number;
  /** The live state as uploaded: per sector and per side one RGBA32I texel (float heights and u as bits). */
  private sectorData: Int32Array;
  private sectorF: Float32Array;
  private sideData: Int32Array;
  private sideF: Float32Array;
  private sectorTex: WebGLTexture;
  private sideTex: WebGLTexture;
  private liveFirst = true;
  private zz = new Float64Array(2);
  private texTrans: Int32Array;
  private flatTrans: Int32Array;
  private lastTics = -1;
  private sprites = new VertexList(MAX_SPRITES * 6);
  private hintQe = 0;
  /** The camera's sector (render's locate), -1 outside the map. */
  private cameraSector = -1;
  /** Boom colormaps in the lit texture after the WAD's own, and the one this frame uses (-1: none). */
  private customColormaps = 0;
  /** spriteWaterClip's rows for the sprite being placed. */
  private readonly waterClip = new Int32Array(2);
  private colormap = -1;
  /** The sectors as this frame draws them (Boom's 242, seen from the camera). */
  private readonly sv: SectorView;
  /** spriteRotation's inputs (see sprite-rotation.ts: doubles through a typed array, never boxed). */
  private readonly rotScratch = new Float64Array(3);
  private focal = 1;
  private passes = 0;
  /** DOOM's texture rays per column (u_texRay, unit 7), made for texRayWidth and texRayFov. */
  private texRayTex: WebGLTexture;
  private texRayWidth = -1;
  private texRayFov = NaN;

  // The camera through each level of portals: position, forward, right, eye z, clip plane.
  private cx = new Float64Array(MAX_CONTEXT_DEPTH);
  private cy = new Float64Array(MAX_CONTEXT_DEPTH);
  private fx = new Float64Array(MAX_CONTEXT_DEPTH);
  private fy = new Float64Array(MAX_CONTEXT_DEPTH);
  private rx = new Float64Array(MAX_CONTEXT_DEPTH);
  private ry = new Float64Array(MAX_CONTEXT_DEPTH);
  private ez = new Float64Array(MAX_CONTEXT_DEPTH);
  private clip = new Float64Array(MAX_CONTEXT_DEPTH * 3);
  private mirror = new Uint8Array(MAX_CONTEXT_DEPTH);
  /** Scissor rectangle per level: x0, y0, x1, y1 in GL window coordinates (y up). */
  private rect = new Int32Array(MAX_CONTEXT_DEPTH * 4);

  constructor(gl: WebGL2RenderingContext, world: World, width: number, height: number) {
    this.gl = gl;
    this.world = world;
    this.sv = new SectorView(world);
    this.width = width;
    this.height = height;
    const maxSize = gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;
    this.atlas = buildAtlas(world, Math.min(8192, maxSize));
    if (this.atlas.entries > 32767) throw new Error(`GPU path: ${this.atlas.entries} pictures are more than 32767`);
    this.geometry = buildGeometry(world, this.atlas.flatBase, this.atlas.spriteBase);
    this.scenes = [0, 1, 2, 3].map((k) => link(gl, sceneFragmentShader(k >= 2, (k & 1) === 1), SCENE_UNIFORMS));
    this.portal = link(gl, PORTAL_FRAGMENT_SHADER, PORTAL_UNIFORMS);
    this.pspriteProg = link(gl, PSPRITE_FRAGMENT_SHADER, PSPRITE_UNIFORMS, PSPRITE_VERTEX_SHADER);
    this.texTrans = createTranslation(world.textures.length);
    this.flatTrans = createTranslation(world.flats.length);

    // Static vertices.
    this.vbo = gl.createBuffer()!;
    this.vao = this.makeVao(this.vbo);
    gl.bufferData(gl.ARRAY_BUFFER, this.geometry.vertices.bytes(), gl.STATIC_DRAW);
    this.spriteVbo = gl.createBuffer()!;
    this.spriteVao = this.makeVao(this.spriteVbo);
    gl.bufferData(gl.ARRAY_BUFFER, MAX_SPRITES * 6 * VERTEX_BYTES, gl.DYNAMIC_DRAW);
    this.emptyVao = gl.createVertexArray()!;
    gl.bindVertexArray(null);

    // Lookup textures: atlas (indices, opacity), per-entry rectangles, light tables, lit palette.
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    const a = this.atlas;
    this.textures.push(this.makeTexture(0, gl.R8UI, a.width, a.height, gl.RED_INTEGER, gl.UNSIGNED_BYTE, a.index));
    this.textures.push(this.makeTexture(1, gl.R8UI, a.width, a.height, gl.RED_INTEGER, gl.UNSIGNED_BYTE, a.mask));
    // Entry table: rows [0, texInfoRows) the animated rectangles, then as many rows of every wall
    // texture's own size (for pegging, which uses the untranslated texture's height as the CPU does).
    this.texInfoRows = Math.max(1, Math.ceil(a.entries / ROW));
    this.texInfo = new Int32Array(ROW * this.texInfoRows * 2 * 4);
    this.texInfo.set(a.rects);
    const sizes = ROW * this.texInfoRows * 4;
    for (let t = 0; t < world.textures.length; t++) {
      this.texInfo[sizes + t * 4 + 2] = world.textures[t].width;
      this.texInfo[sizes + t * 4 + 3] = world.textures[t].height;
    }
    this.texInfoTex = this.makeTexture(2, gl.RGBA32I, ROW, this.texInfoRows * 2, gl.RGBA_INTEGER, gl.INT, this.texInfo);
    this.textures.push(this.texInfoTex);
    const light = new Uint8Array(MAX_LIGHT_Z * 32);
    for (let l = 0; l < 16; l++) {
      for (let j = 0; j < MAX_LIGHT_Z; j++) light[l * MAX_LIGHT_Z + j] = Z_LIGHT[l * MAX_LIGHT_Z + j];
      for (let j = 0; j < MAX_LIGHT_SCALE; j++) light[(16 + l) * MAX_LIGHT_Z + j] = SCALE_LIGHT[l * MAX_LIGHT_SCALE + j];
    }
    this.textures.push(this.makeTexture(3, gl.R8UI, MAX_LIGHT_Z, 32, gl.RED_INTEGER, gl.UNSIGNED_BYTE, light));
    // The lit palette of each PLAYPAL palette, 34 rows each (u_palRow picks one per frame).
    // Boom's colormaps (World.boomColormaps) follow, 14 palettes of 34 rows each.
    let lit = world.litPalettes && world.litPalettes.length >= PALETTE_COUNT * COLORMAPS * 256 ? world.litPalettes : world.lit;
    this.customColormaps = lit === world.litPalettes && world.boomColormaps ? world.boomColormaps.length : 0;
    if (this.customColormaps > 0) {
      const all = new Uint32Array(lit.length * (1 + this.customColormaps));
      all.set(lit);
      for (let k = 0; k < this.customColormaps; k++) all.set(world.boomColormaps[k].subarray(0, lit.length), lit.length * (k + 1));
      lit = all;
    }
    this.textures.push(this.makeTexture(4, gl.RGBA8, 256, lit.length >> 8, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(lit.buffer, lit.byteOffset, lit.byteLength)));

    // The live state: sectors and sides, 1024 a row (filled by the first updateLive()).
    const secRows = Math.max(1, Math.ceil((world.sectorCount * SECTOR_TEXELS) / ROW));
    const sideRows = Math.max(1, Math.ceil((world.sideCount * SIDE_TEXELS) / ROW));
    this.sectorData = new Int32Array(ROW * secRows * 4);
    this.sectorF = new Float32Array(this.sectorData.buffer);
    this.sideData = new Int32Array(ROW * sideRows * 4);
    this.sideF = new Float32Array(this.sideData.buffer);
    this.sectorTex = this.makeTexture(5, gl.RGBA32I, ROW, secRows, gl.RGBA_INTEGER, gl.INT, this.sectorData);
    this.sideTex = this.makeTexture(6, gl.RGBA32I, ROW, sideRows, gl.RGBA_INTEGER, gl.INT, this.sideData);
    this.textures.push(this.sectorTex, this.sideTex);
    this.texRayTex = this.makeTexture(7, gl.R32F, 1, 1, gl.RED, gl.FLOAT, new Float32Array(1));
    this.textures.push(this.texRayTex);
    this.fuzzTex = this.makeTexture(FUZZ_UNIT, gl.RGB8, 1, 1, gl.RGB, gl.UNSIGNED_BYTE, new Uint8Array(3));
    this.textures.push(this.fuzzTex);
    {
      const n = world.tranmaps ? world.tranmaps.length : 0;
      const tables = new Uint8Array(256 * 256 * Math.max(1, n));
      for (let k = 0; k < n; k++) tables.set(world.tranmaps[k], k * 65536);
      this.textures.push(this.makeTexture(TRAN_UNIT, gl.R8UI, 256, 256 * Math.max(1, n), gl.RED_INTEGER, gl.UNSIGNED_BYTE, tables));
      const pals = world.palettes && world.palettes.length >= 256 ? world.palettes : world.lit.subarray(0, 256);
      this.textures.push(this.makeTexture(PAL_UNIT, gl.RGBA8, 256, pals.length >> 8, gl.RGBA, gl.UNSIGNED_BYTE,
        new Uint8Array(pals.buffer, pals.byteOffset, pals.byteLength)));
    }

    for (const p of [...this.scenes, this.portal]) {
      gl.useProgram(p.prog);
      const u = p.u;
      gl.uniform1i(u.u_sectors, 5);
      gl.uniform1i(u.u_sides, 6);
      gl.uniform1i(u.u_texInfo, 2);
      gl.uniform1i(u.u_baseRow, this.texInfoRows);
      gl.uniform1i(u.u_flatBase, a.flatBase);
    }
    for (const p of this.scenes) {
      gl.useProgram(p.prog);
      const u = p.u;
      gl.uniform1i(u.u_atlas, 0);
      gl.uniform1i(u.u_mask, 1);
      gl.uniform1i(u.u_light, 3);
      gl.uniform1i(u.u_lit, 4);
      gl.uniform1i(u.u_texRay, 7);
      gl.uniform1i(u.u_sky, world.skyTexture);
      gl.uniform1i(u.u_skyWidth, world.skyTexture >= 0 ? Math.max(1, world.textures[world.skyTexture].width) : 1);
      gl.uniform1i(u.u_fuzzSrc, FUZZ_UNIT);
      gl.uniform1i(u.u_tranmaps, TRAN_UNIT);
      gl.uniform1i(u.u_palettes, PAL_UNIT);
    }
    gl.useProgram(this.pspriteProg.prog);
    gl.uniform1i(this.pspriteProg.u.u_atlas, 0);
    gl.uniform1i(this.pspriteProg.u.u_mask, 1);
    gl.uniform1i(this.pspriteProg.u.u_lit, 4);
    gl.uniform1i(this.pspriteProg.u.u_fuzzSrc, FUZZ_UNIT);
  }

  /** Creates a WebGL2 context suited to the GPU path on a canvas (stencil, depth, no antialiasing). */
  static context(canvas: HTMLCanvasElement | OffscreenCanvas): WebGL2RenderingContext {
    const gl = canvas.getContext('webgl2', {
      alpha: false, antialias: false, depth: true, stencil: true, premultipliedAlpha: false, preserveDrawingBuffer: false,
    }) as WebGL2RenderingContext | null;
    if (!gl) throw new Error('this browser has no WebGL2');
    return gl;
  }

  /** The GPU's name as the driver reports it (UNMASKED_RENDERER_WEBGL where allowed). */
  static rendererName(gl: WebGL2RenderingContext): string {
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  }

  private makeVao(vbo: WebGLBuffer): WebGLVertexArrayObject {
    const gl = this.gl;
    const vao = gl.createVertexArray()!;
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 3, gl.FLOAT, false, VERTEX_BYTES, 0);
    gl.enableVertexAttribArray(1);
    gl.vertexAttribPointer(1, 2, gl.FLOAT, false, VERTEX_BYTES, 12);
    gl.enableVertexAttribArray(2);
    gl.vertexAttribIPointer(2, 4, gl.SHORT, VERTEX_BYTES, OFFSET_INFO);
    gl.enableVertexAttribArray(3);
    gl.vertexAttribPointer(3, 2, gl.FLOAT, false, VERTEX_BYTES, OFFSET_WALL);
    gl.enableVertexAttribArray(4);
    gl.vertexAttribIPointer(4, 4, gl.INT, VERTEX_BYTES, OFFSET_LIVE);
    return vao;
  }

  private makeTexture(unit: number, internal: number, w: number, h: number, format: number, type: number, data: ArrayBufferView): WebGLTexture {
    const gl = this.gl;
    const t = gl.createTexture()!;
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, t);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.texImage2D(gl.TEXTURE_2D, 0, internal, w, h, 0, format, type, data);
    return t;
  }

  /** Sets the output size (the drawing buffer must have it: the canvas is sized by the caller). */
  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
  }

  /** Uploads, per column, how far right of the column's sample (x + SAMPLE_NUDGE) DOOM's texture ray
   *  lies, in pixels (sampling.ts textureRays); only when the width or the field of view changes. */
  private makeTextureRays(W: number, fov: number): void {
    const gl = this.gl, rays = new Float64Array(W), px = new Float32Array(W);
    textureRays(W, fov, rays);
    const focal = focalLength(W, fov);
    for (let x = 0; x < W; x++) px[x] = W / 2 + rays[x] * focal - (x + SAMPLE_NUDGE);
    gl.activeTexture(gl.TEXTURE7);
    gl.bindTexture(gl.TEXTURE_2D, this.texRayTex);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.R32F, W, 1, 0, gl.RED, gl.FLOAT, px);
    this.texRayWidth = W;
    this.texRayFov = fov;
  }

  /** Frees the GPU objects (the context stays). */
  dispose(): void {
    const gl = this.gl;
    for (const t of this.textures) gl.deleteTexture(t);
    gl.deleteBuffer(this.vbo);
    gl.deleteBuffer(this.spriteVbo);
    gl.deleteVertexArray(this.vao);
    gl.deleteVertexArray(this.spriteVao);
    for (const p of this.scenes) gl.deleteProgram(p.prog);
    gl.deleteProgram(this.portal.prog);
    gl.deleteProgram(this.pspriteProg.prog);
    gl.deleteVertexArray(this.emptyVao);
  }

  /** The eye z the camera gets (NaN z → 41 above its sector's floor); -Infinity outside the mesh. */
  private locate(cam: Camera): number {
    const w = this.world;
    const q = locatePoint(w, cam.x, cam.y, this.hintQe);
    this.hintQe = q;
    const f = w.mesh.qeFace[q];
    this.cameraSector = f >= 0 ? w.faceSector[f] : -1;
    if (f < 0) return -Infinity;
    return eyeHeight(cam.z, w, w.faceSector[f]);
  }

  /** Updates the per-entry rectangles for animated textures and flats. */
  private animate(tics: number): void {
    const w = this.world;
    if (tics === this.lastTics || (w.textureAnims.length === 0 && w.flatAnims.length === 0 && this.lastTics >= 0)) return;
    this.lastTics = tics;
    fillTranslation(this.texTrans, w.textureAnims, tics);
    fillTranslation(this.flatTrans, w.flatAnims, tics);
    const r = this.atlas.rects, info = this.texInfo, fb = this.atlas.flatBase;
    for (let t = 0; t < this.texTrans.length; t++) {
      const s = this.texTrans[t] * 4;
      info[t * 4] = r[s]; info[t * 4 + 1] = r[s + 1]; info[t * 4 + 2] = r[s + 2]; info[t * 4 + 3] = r[s + 3];
    }
    for (let f = 0; f < this.flatTrans.length; f++) {
      const s = (fb + this.flatTrans[f]) * 4, d = (fb + f) * 4;
      info[d] = r[s]; info[d + 1] = r[s + 1]; info[d + 2] = r[s + 2]; info[d + 3] = r[s + 3];
    }
    const gl = this.gl;
    gl.activeTexture(gl.TEXTURE2);
    gl.bindTexture(gl.TEXTURE_2D, this.texInfoTex);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, ROW, this.texInfoRows, gl.RGBA_INTEGER, gl.INT, this.texInfo);
  }

  /**
   * Brings the GPU's copy of the live state up to date: packs each sector's heights, light and flats
   * and each side's texture ids and u offset, and uploads the span of texels that changed. Called by
   * render(); returns the bytes uploaded (also in stats.liveBytes).
   */
  updateLive(): number {
    const w = this.world;
    const first = this.liveFirst;
    this.liveFirst = false;
    let bytes = 0;
    // Sectors: heights, lights (the walls', the floor's and the ceiling's: Boom's light transfers),
    // flats; flat offsets; the sky (Boom's sky transfers).
    {
      const d = this.sectorData, f = this.sectorF;
      const sv = this.sv, li = w.sectorLight, skySide = w.sectorSkySide;
      const fz = sv.floorZ, cz = sv.ceilZ, flo = sv.floorFlat, cei = sv.ceilFlat, lw = sv.lightFrom, lf = sv.floorLightFrom, lc = sv.ceilLightFrom;
      let lo = first ? 0 : -1, hi = first ? w.sectorCount - 1 : -1;
      for (let s = 0, o = 0; s < w.sectorCount; s++, o += 4 * SECTOR_TEXELS) {
        const a = Math.fround(fz[s]), b = Math.fround(cz[s]), fl = (flo[s] & 0xffff) | (cei[s] << 16);
        const l = (li[lw[s]] & 255) | ((li[lf[s]] & 255) << 8) | ((li[lc[s]] & 255) << 16);
        const fxo = Math.fround(wrapOffset(sv.floorXOff[s], 64)), fyo = Math.fround(wrapOffset(sv.floorYOff[s], 64));
        const cxo = Math.fround(wrapOffset(sv.ceilXOff[s], 64)), cyo = Math.fround(wrapOffset(sv.ceilYOff[s], 64));
        const ss = skySide[s];
        const skyTex = ss >= 0 ? w.sideUpper[ss] : -2;
        const sxo = ss >= 0 ? Math.fround(wrapOffset(w.sideXOff[ss], 65536)) : 0, syo = ss >= 0 ? Math.fround(w.sideYOff[ss]) : 0;
        const skyBits = w.sectorSkyFlip[s] | (sv.floorSky[s] << 1) | (sv.ceilSky[s] << 2);
        if (f[o] !== a || f[o + 1] !== b || d[o + 2] !== l || d[o + 3] !== fl || f[o + 4] !== fxo || f[o + 5] !== fyo || f[o + 6] !== cxo
          || f[o + 7] !== cyo || d[o + 8] !== skyTex || f[o + 9] !== sxo || f[o + 10] !== syo || d[o + 11] !== skyBits) {
          f[o] = a; f[o + 1] = b; d[o + 2] = l; d[o + 3] = fl;
          f[o + 4] = fxo; f[o + 5] = fyo; f[o + 6] = cxo; f[o + 7] = cyo;
          d[o + 8] = skyTex; f[o + 9] = sxo; f[o + 10] = syo; d[o + 11] = skyBits;
          if (lo < 0) lo = s;
          hi = s;
        }
      }
      if (lo >= 0) bytes += this.uploadSpan(5, this.sectorTex, d, lo * SECTOR_TEXELS, hi * SECTOR_TEXELS + SECTOR_TEXELS - 1);
    }
    // Sides: texture ids, u at the destination vertex; the y offset (Boom's scrolling walls).
    {
      const d = this.sideData, f = this.sideF;
      const up = w.sideUpper, mid = w.sideMiddle, low = w.sideLower, ud = w.sideUDest, yo = w.sideYOff;
      let lo = first ? 0 : -1, hi = first ? w.sideCount - 1 : -1;
      for (let s = 0, o = 0; s < w.sideCount; s++, o += 4 * SIDE_TEXELS) {
        const u = Math.fround(ud[s]), y = Math.fround(yo[s]);
        if (d[o] !== up[s] || d[o + 1] !== mid[s] || d[o + 2] !== low[s] || f[o + 3] !== u || f[o + 4] !== y) {
          d[o] = up[s]; d[o + 1] = mid[s]; d[o + 2] = low[s]; f[o + 3] = u; f[o + 4] = y;
          if (lo < 0) lo = s;
          hi = s;
        }
      }
      if (lo >= 0) bytes += this.uploadSpan(6, this.sideTex, d, lo * SIDE_TEXELS, hi * SIDE_TEXELS + SIDE_TEXELS - 1);
    }
    this.stats.liveBytes = bytes;
    return bytes;
  }

  /** Uploads texels lo..hi of a 1024-wide RGBA32I texture (the part of one row, or whole rows). */
  private uploadSpan(unit: number, tex: WebGLTexture, data: Int32Array, lo: number, hi: number): number {
    const gl = this.gl;
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, tex);
    const r0 = (lo / ROW) | 0, r1 = (hi / ROW) | 0;
    if (r0 === r1) {
      const x0 = lo - r0 * ROW, n = hi - lo + 1;
      gl.texSubImage2D(gl.TEXTURE_2D, 0, x0, r0, n, 1, gl.RGBA_INTEGER, gl.INT, data, lo * 4);
      return n * 16;
    }
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, r0, ROW, r1 - r0 + 1, gl.RGBA_INTEGER, gl.INT, data, r0 * ROW * 4);
    return (r1 - r0 + 1) * ROW * 16;
  }

  /** Renders one frame into the context's drawing buffer. `tics` (35 per second) drives animations. */
  render(cam: Camera, tics = 0): void {
    const gl = this.gl, W = this.width, H = this.height;
    this.stats.passes = 0; this.stats.portals = 0; this.stats.sprites = 0;
    this.passes = 0;
    gl.viewport(0, 0, W, H);
    gl.disable(gl.SCISSOR_TEST);
    gl.colorMask(true, true, true, true);
    gl.depthMask(true);
    gl.stencilMask(0xff);
    gl.clearColor(0, 0, 0, 1);
    gl.clearDepth(1);
    gl.clearStencil(0);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT | gl.STENCIL_BUFFER_BIT);
    const eyeZ = this.locate(cam);
    const cm = eyeZ === -Infinity ? -1 : viewColormap(this.world, this.cameraSector, eyeZ);
    this.colormap = cm < this.customColormaps ? cm : -1;
    if (eyeZ === -Infinity) {
      // Outside the map: black, as the CPU draws it, and the weapon over it.
      if (this.drawWeapon) { this.viewBlock(); this.drawPsprites(-1); }
      return;
    }
    this.animate(tics);
    this.sv.update(this.cameraSector, eyeZ);
    this.updateLive();
    this.viewBlock();
    this.focal = focalLength(W, cam.fov);
    if (this.texRayWidth !== W || this.texRayFov !== cam.fov) this.makeTextureRays(W, cam.fov);

    gl.enable(gl.DEPTH_TEST);
    gl.enable(gl.STENCIL_TEST);
    gl.enable(gl.CULL_FACE);
    gl.cullFace(gl.BACK);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(0, 0, W, H);
    const fx = Math.cos(cam.angle), fy = Math.sin(cam.angle);
    this.cx[0] = cam.x; this.cy[0] = cam.y; this.fx[0] = fx; this.fy[0] = fy; this.rx[0] = fy; this.ry[0] = -fx;
    this.ez[0] = eyeZ;
    this.clip[0] = 0; this.clip[1] = 0; this.clip[2] = 1;
    this.mirror[0] = 0;
    this.rect[0] = 0; this.rect[1] = 0; this.rect[2] = W; this.rect[3] = H;
    this.sprites.clear();
    this.drawLevel(0);
    gl.disable(gl.SCISSOR_TEST);
    gl.disable(gl.STENCIL_TEST);
    if (this.drawWeapon) this.drawPsprites(eyeZ === -Infinity ? -1 : this.cameraSector);
  }

  /** This frame's palette, extra light and fixed colormap from the live view block, into every scene
   *  program's uniforms. */
  private viewBlock(): void {
    const gl = this.gl, v = this.world.view;
    let p = v ? v[VIEW_PALETTE] : 0;
    if (!(p >= 0 && p < PALETTE_COUNT) || this.world.litPalettes === undefined) p = 0;
    const e = v ? v[VIEW_EXTRALIGHT] : 0, f = v ? v[VIEW_FIXED_COLORMAP] : 0;
    this.palette = p;
    this.extraLight = e >= 0 && e <= 16 ? e : 0;
    this.fixedCmap = f > 0 && f < COLORMAPS ? f : 0;
    for (const s of this.scenes) {
      gl.useProgram(s.prog);
      gl.uniform1i(s.u.u_palRow, this.palRow());
      gl.uniform1i(s.u.u_extraLight, this.extraLight);
      gl.uniform1i(s.u.u_fixedCmap, this.fixedCmap);
    }
  }

  /** The lit texture's first row of this frame's palette (in this frame's Boom colormap, if any). */
  private palRow(): number {
    return ((this.colormap + 1) * PALETTE_COUNT + this.palette) * COLORMAPS;
  }

  /** Copies the frame drawn so far into the fuzz texture (what shadows darken). */
  private copyForFuzz(): void {
    const gl = this.gl, W = this.width, H = this.height;
    gl.activeTexture(gl.TEXTURE0 + FUZZ_UNIT);
    gl.bindTexture(gl.TEXTURE_2D, this.fuzzTex);
    if (this.fuzzW !== W || this.fuzzH !== H) {
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB8, W, H, 0, gl.RGB, gl.UNSIGNED_BYTE, null);
      this.fuzzW = W; this.fuzzH = H;
    }
    gl.copyTexSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 0, 0, W, H);
  }

  /** The weapon sprites over the whole view (DOOM's R_DrawPlayerSprites), as the CPU places and
   *  lights them (../psprite.ts); fuzz from a copy of the finished frame. */
  private drawPsprites(cameraSector: number): void {
    const w = this.world, v = w.view, gl = this.gl, W = this.width, H = this.height, pr = this.pspriteProg, u = pr.u, p = this.psp;
    if (!v) return;
    let sector = v[VIEW_SECTOR];
    if (!(sector >= 0 && sector < w.sectorCount)) sector = cameraSector;
    const light = sector >= 0 ? w.sectorLight[sector] : 0;
    const shadow = v[VIEW_SHADOW] !== 0;
    let copied = false;
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.CULL_FACE);
    gl.viewport(0, 0, W, H);
    gl.useProgram(pr.prog);
    gl.bindVertexArray(this.emptyVao);
    gl.uniform1i(u.u_palRow, this.palRow());
    gl.uniform2f(u.u_size, W, H);
    gl.uniform1i(u.u_shadow, shadow ? 1 : 0);
    const base = this.atlas.spriteBase, rects = this.atlas.rects;
    for (let k = 0; k < 2; k++) {
      const pic = v[VIEW_PSPR_PIC + k];
      if (pic < 0 || pic >= w.sprites.length || rects[(base + pic) * 4 + 2] === 0) continue;
      const spr = w.sprites[pic], flags = v[VIEW_PSPR_FLAGS + k];
      if (!projectPsprite(p, v[VIEW_PSPR_SX + k], v[VIEW_PSPR_SY + k], spr.width, spr.leftOffset, spr.topOffset,
        (flags & VIEW_FLIP) !== 0, W, H, this.screenHeight)) continue;
      if (shadow && !copied) { this.copyForFuzz(); copied = true; gl.useProgram(pr.prog); }
      const r = (base + pic) * 4;
      gl.uniform4i(u.u_pic, rects[r], rects[r + 1], rects[r + 2], rects[r + 3]);
      gl.uniform1i(u.u_x1, p[PSP_X1]);
      gl.uniform1i(u.u_startfrac, p[PSP_STARTFRAC]);
      gl.uniform1i(u.u_xiscale, p[PSP_XISCALE]);
      gl.uniform1i(u.u_row0, p[PSP_ROW0]);
      gl.uniform1i(u.u_yiscale, p[PSP_YISCALE]);
      gl.uniform1i(u.u_cmap, weaponColormap(light, this.extraLight, this.fixedCmap, (flags & VIEW_BRIGHT) !== 0));
      // Columns x1 .. x2, every row (the shader drops what the picture does not cover).
      gl.uniform4f(u.u_rect, (2 * p[PSP_X1]) / W - 1, -1, (2 * (p[PSP_X2] + 1)) / W - 1, 1);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
    }
    gl.bindVertexArray(null);
  }

  /** Loads context `c`'s camera into the uniforms of its two scene programs and the portal program. */
  private setCamera(c: number): void {
    const gl = this.gl;
    const fx = this.fx[c], fy = this.fy[c], rx = this.rx[c], ry = this.ry[c];
    const f2 = fx * fx + fy * fy || 1, r2 = rx * rx + ry * ry || 1;
    const W = this.width, H = this.height, focal = this.focal;
    const A = (FAR + NEAR) / (FAR - NEAR), B = (-2 * FAR * NEAR) / (FAR - NEAR);
    // Level 0 needs no clip plane: its programs are the two without it.
    const k0 = c === 0 ? 0 : 2;
    for (let k = 0; k < 3; k++) {
      const p = k < 2 ? this.scenes[k0 + k] : this.portal;
      gl.useProgram(p.prog);
      const u = p.u;
      gl.uniform2f(u.u_cam, this.cx[c], this.cy[c]);
      gl.uniform2f(u.u_fwdN, fx / f2, fy / f2);
      gl.uniform2f(u.u_rightN, rx / r2, ry / r2);
      gl.uniform1f(u.u_eyeZ, this.ez[c]);
      gl.uniform2f(u.u_proj, focal / (W / 2), focal / (H / 2));
      // Half a pixel less SAMPLE_NUDGE, right and down, in clip units (2 / W a pixel) per unit of w.
      gl.uniform2f(u.u_pixel, (1 - 2 * SAMPLE_NUDGE) / W, -(1 - 2 * SAMPLE_NUDGE) / H);
      gl.uniform2f(u.u_depthAB, A, B);
      gl.uniform3f(u.u_clip, this.clip[c * 3], this.clip[c * 3 + 1], this.clip[c * 3 + 2]);
      if (k < 2) {
        gl.uniform2f(u.u_fwd, fx, fy);
        gl.uniform2f(u.u_right, rx, ry);
        gl.uniform1f(u.u_focal, focal);
        gl.uniform2f(u.u_size, W, H);
      }
    }
    gl.frontFace(this.mirror[c] ? gl.CW : gl.CCW);
  }

  /** Draws the world as seen from context `level` inside stencil value `level`, then its portals. */
  private drawLevel(level: number): void {
    const gl = this.gl, geo = this.geometry;
    this.stats.passes++;
    this.setCamera(level);
    gl.scissor(this.rect[level * 4], this.rect[level * 4 + 1], this.rect[level * 4 + 2] - this.rect[level * 4], this.rect[level * 4 + 3] - this.rect[level * 4 + 1]);
    gl.colorMask(true, true, true, true);
    gl.depthMask(true);
    gl.depthFunc(gl.LESS);
    gl.stencilFunc(gl.EQUAL, level, 0xff);
    gl.stencilOp(gl.KEEP, gl.KEEP, gl.KEEP);
    gl.bindVertexArray(this.vao);
    gl.useProgram(this.program(level, false).prog);
    gl.drawArrays(gl.TRIANGLES, 0, geo.opaqueCount);
    gl.useProgram(this.program(level, true).prog);
    if (geo.translucentFirst > geo.opaqueCount) gl.drawArrays(gl.TRIANGLES, geo.opaqueCount, geo.translucentFirst - geo.opaqueCount);
    const deepest = level >= this.maxPortalDepth || level + 1 >= MAX_CONTEXT_DEPTH;
    if (deepest) this.drawPortalWalls();
    this.drawSprites(level);
    if (geo.mainCount > geo.translucentFirst) {
      // Boom's translucent middles over everything behind them (sprites included): the frame so far
      // is copied (the shader reads the colour behind from it) and they hide nothing from later passes.
      this.copyForFuzz();
      gl.useProgram(this.program(level, true).prog);
      gl.bindVertexArray(this.vao);
      gl.depthMask(false);
      gl.drawArrays(gl.TRIANGLES, geo.translucentFirst, geo.mainCount - geo.translucentFirst);
      gl.depthMask(true);
    }
    if (deepest) return;
    for (const p of geo.portals) {
      if (this.passes < MAX_PORTAL_PASSES) { this.openPortal(level, p); continue; }
      // Not opened (too many portals this frame): its sides' own walls, as the CPU draws them at its limit.
      if (p.wallCount > 0) {
        gl.useProgram(this.program(level, true).prog);
        gl.bindVertexArray(this.vao);
        gl.drawArrays(gl.TRIANGLES, p.wallFirst, p.wallCount);
      }
    }
  }

  /** The scene program for a level (the camera's own needs no clip plane) and kind of surface. */
  private program(level: number, masked: boolean): { prog: WebGLProgram; u: Uniforms } {
    return this.scenes[(level > 0 ? 2 : 0) + (masked ? 1 : 0)];
  }

  /** The walls of every portal side, for the deepest level (where the CPU draws them too). */
  private drawPortalWalls(): void {
    const gl = this.gl;
    for (const p of this.geometry.portals) if (p.wallCount > 0) gl.drawArrays(gl.TRIANGLES, p.wallFirst, p.wallCount);
  }

  /**
   * Opens portal `p` from context `level` if it is seen (from its front, on screen): marks its
   * stencil, draws the linked space there, writes the opening's depth back.
   */
  private openPortal(level: number, p: PortalGroup): void {
    const c = level, n = level + 1;
    const cx = this.cx[c], cy = this.cy[c];
    // Seen from its front only: the camera left of a → b (the side's quarter edge, its face on the left).
    const ex = p.bx - p.ax, ey = p.by - p.ay;
    if (ex * (cy - p.ay) - ey * (cx - p.ax) <= 0) return;
    if (!this.portalRect(level, p)) return;
    this.passes++;
    this.stats.portals++;
    // The linked context: the camera carried through the portal's transform.
    const xf = p.xf;
    const m00 = xf[XF_M00], m01 = xf[XF_M01], m10 = xf[XF_M10], m11 = xf[XF_M11];
    this.cx[n] = m00 * cx + m01 * cy + xf[XF_TX];
    this.cy[n] = m10 * cx + m11 * cy + xf[XF_TY];
    this.fx[n] = m00 * this.fx[c] + m01 * this.fy[c]; this.fy[n] = m10 * this.fx[c] + m11 * this.fy[c];
    this.rx[n] = m00 * this.rx[c] + m01 * this.ry[c]; this.ry[n] = m10 * this.rx[c] + m11 * this.ry[c];
    this.ez[n] = this.ez[c] + xf[XF_DZ];
    this.clip[n * 3] = p.clip[0]; this.clip[n * 3 + 1] = p.clip[1]; this.clip[n * 3 + 2] = p.clip[2];
    this.mirror[n] = this.mirror[c] ^ (m00 * m11 - m01 * m10 < 0 ? 1 : 0);

    const gl = this.gl;
    gl.useProgram(this.portal.prog);
    gl.bindVertexArray(this.vao);
    // 1. Mark the visible part of the opening: stencil level → level + 1.
    gl.colorMask(false, false, false, false);
    gl.depthMask(false);
    gl.depthFunc(gl.LESS);
    gl.stencilFunc(gl.EQUAL, level, 0xff);
    gl.stencilOp(gl.KEEP, gl.KEEP, gl.INCR);
    gl.uniform1f(this.portal.u.u_far, 0);
    gl.drawArrays(gl.TRIANGLES, p.quadFirst, p.quadCount);
    // 2. Clear the colour (black, where the linked space draws nothing, as the CPU leaves it) and the depth there.
    gl.colorMask(true, true, true, true);
    gl.depthMask(true);
    gl.depthFunc(gl.ALWAYS);
    gl.stencilFunc(gl.EQUAL, n, 0xff);
    gl.stencilOp(gl.KEEP, gl.KEEP, gl.KEEP);
    gl.uniform1f(this.portal.u.u_far, 1);
    gl.drawArrays(gl.TRIANGLES, p.quadFirst, p.quadCount);
    // 3. The linked space, inside the mark.
    this.drawLevel(n);
    // 4. Back in this context: the opening's own depth, and the mark back to this level.
    this.setCamera(c);
    gl.scissor(this.rect[c * 4], this.rect[c * 4 + 1], this.rect[c * 4 + 2] - this.rect[c * 4], this.rect[c * 4 + 3] - this.rect[c * 4 + 1]);
    gl.useProgram(this.portal.prog);
    gl.bindVertexArray(this.vao);
    gl.colorMask(false, false, false, false);
    gl.depthMask(true);
    gl.depthFunc(gl.ALWAYS);
    gl.stencilFunc(gl.EQUAL, n, 0xff);
    gl.stencilOp(gl.KEEP, gl.KEEP, gl.DECR);
    gl.uniform1f(this.portal.u.u_far, 0);
    gl.drawArrays(gl.TRIANGLES, p.quadFirst, p.quadCount);
    gl.colorMask(true, true, true, true);
    gl.depthFunc(gl.LESS);
    gl.stencilFunc(gl.EQUAL, level, 0xff);
    gl.stencilOp(gl.KEEP, gl.KEEP, gl.KEEP);
  }

  /**
   * The opening's screen rectangle from context `level`, intersected with that level's: stored as
   * level + 1's scissor. False when nothing of it is on screen.
   */
  private portalRect(level: number, p: PortalGroup): boolean {
    const c = level;
    const cx = this.cx[c], cy = this.cy[c], fx = this.fx[c], fy = this.fy[c], rx = this.rx[c], ry = this.ry[c];
    const f2 = fx * fx + fy * fy, r2 = rx * rx + ry * ry;
    let d0 = ((p.ax - cx) * fx + (p.ay - cy) * fy) / f2, l0 = ((p.ax - cx) * rx + (p.ay - cy) * ry) / r2;
    let d1 = ((p.bx - cx) * fx + (p.by - cy) * fy) / f2, l1 = ((p.bx - cx) * rx + (p.by - cy) * ry) / r2;
    if (d0 < NEAR && d1 < NEAR) return false;
    if (d0 < NEAR) { const t = (NEAR - d0) / (d1 - d0); l0 += (l1 - l0) * t; d0 = NEAR; }
    if (d1 < NEAR) { const t = (NEAR - d1) / (d0 - d1); l1 += (l0 - l1) * t; d1 = NEAR; }
    const W = this.width, H = this.height, focal = this.focal;
    const sx0 = W / 2 + (l0 / d0) * focal, sx1 = W / 2 + (l1 / d1) * focal;
    const ez = this.ez[c];
    const zz = portalHeights(this.world, p, this.zz);
    // GL window y grows upward: y = H/2 + (z − eye) · focal / d.
    const ya = ((zz[0] - ez) * focal), yb = ((zz[1] - ez) * focal);
    const ylo = H / 2 + Math.min(ya / d0, ya / d1, yb / d0, yb / d1);
    const yhi = H / 2 + Math.max(ya / d0, ya / d1, yb / d0, yb / d1);
    const r = this.rect, o = c * 4, q = (c + 1) * 4;
    const x0 = Math.max(r[o], Math.floor(Math.min(sx0, sx1)) - 1), x1 = Math.min(r[o + 2], Math.ceil(Math.max(sx0, sx1)) + 1);
    const y0 = Math.max(r[o + 1], Math.floor(ylo) - 1), y1 = Math.min(r[o + 3], Math.ceil(yhi) + 1);
    if (!(x1 > x0 && y1 > y0)) return false;
    r[q] = x0; r[q + 1] = y0; r[q + 2] = x1; r[q + 3] = y1;
    return true;
  }

  /**
   * Things as camera-facing quads seen from context `c` (as the CPU projects them once per view
   * context), rotation by the angle from that viewer; drawn inside the level's stencil and clip.
   */
  private drawSprites(c: number): void {
    const w = this.world, gl = this.gl;
    const cx = this.cx[c], cy = this.cy[c], fx = this.fx[c], fy = this.fy[c], rx = this.rx[c], ry = this.ry[c];
    const k2 = fx * fx + fy * fy, k = Math.sqrt(k2);
    // The unit vector to the right in this context's space.
    const ux = rx / k, uy = ry / k;
    const W = this.width, focal = this.focal;
    const sv = this.sprites;
    const first = sv.count;
    const base = this.atlas.spriteBase;
    let shadows = 0;
    for (let i = 0; i < w.thingCapacity && sv.count + 6 <= MAX_SPRITES * 6; i++) {
      const face = w.thingFace[i];
      if (face < 0) continue;
      const sector = w.faceSector[face];
      if (sector < 0) continue;
      const ddx = w.thingX[i] - cx, ddy = w.thingY[i] - cy;
      const depth = (ddx * fx + ddy * fy) / k2;
      if (depth < 4) continue;
      const lat = (ddx * rx + ddy * ry) / k2;
      if (Math.abs(lat) > depth * (W / 2 / focal) + 128) continue;
      const rs = this.rotScratch;
      rs[ROT_DX] = ddx; rs[ROT_DY] = ddy; rs[ROT_ANGLE] = w.thingAngle[i];
      const rot = spriteRotation(rs, 0);
      const pic = w.thingRotPic[i * 8 + rot];
      // A frame the atlas lacks (only when every frame did not fit) is skipped, not drawn as a black box.
      if (pic < 0 || this.atlas.rects[(base + pic) * 4 + 2] === 0) continue;
      const spr = w.sprites[pic];
      const flip = w.thingRotFlip[i * 8 + rot];
      const top = w.thingZ[i] + spr.topOffset, bottom = top - spr.height;
      // Snapped as R_ProjectSprite rounds (and the CPU, masked.ts): the sprite covers columns
      // floor(xl) .. floor(xr) - 1 with texel column 0 starting at floor(xl). The quad's edges move to
      // floor(xl) - 1/2 and floor(xr) - 1/2 on the screen (between the samples, so no tie), its u runs
      // at the sprite's texels per pixel from -1/2 pixel's worth at the left edge; lateral offsets along
      // the unit right vector turn into screen x as xc + offset * xScale.
      const scale = focal / depth, xScale = scale / k;
      const xc = W / 2 + lat * scale;
      const sxl = Math.floor(xc - spr.leftOffset * xScale), sxr = Math.floor(xc + (spr.width - spr.leftOffset) * xScale);
      if (sxr <= sxl) continue;
      const kl = (sxl - 0.5 - xc) / xScale, kr = (sxr - 0.5 - xc) / xScale;
      const uL = -0.5 / xScale, uR = (sxr - sxl - 0.5) / xScale;
      const lx = w.thingX[i] + ux * kl, ly = w.thingY[i] + uy * kl;
      const rxp = w.thingX[i] + ux * kr, ryp = w.thingY[i] + uy * kr;
      // Boom: the mean of the sector's floor and ceiling light (213/261 transfers), as the CPU.
      let level = (((w.sectorLight[this.sv.floorLightFrom[sector]] + w.sectorLight[this.sv.ceilLightFrom[sector]]) >> 1) >> 4) + this.extraLight;
      if (level > 15) level = 15; else if (level < 0) level = 0;
      if (w.thingBright[i]) level = FULL_BRIGHT;
      const shadow = w.thingShadow !== undefined && w.thingShadow[i] === 1;
      // Boom's and MBF's translucent things (thingShadow 2): the translucent middles' rule (flag 4,
      // the table above bit 8), read over the same copy of the frame as the shadows.
      const tran = w.thingShadow !== undefined && w.thingShadow[i] === 2 && w.thingTranmap >= 0 ? 4 | (w.thingTranmap << 8) : 0;
      if (shadow || tran !== 0) shadows++;
      // Boom: a thing in a sector with transferred heights is cut at the water's surface (242), at
      // the CPU's rows (sector-view.ts spriteWaterClip) turned back into heights on the quad.
      let zb = bottom, zt = top;
      const hsec = w.sectorHeightSec !== undefined ? w.sectorHeightSec[sector] : -1;
      if (hsec >= 0) {
        const H = this.height, clip = this.waterClip;
        spriteWaterClip(w, hsec, this.sv.viewHeightSec, this.ez[c], w.thingZ[i], top, scale, H, clip);
        if (clip[1] < H) { const z = this.ez[c] + (H / 2 - clip[1]) / scale; if (z > zb) zb = z; }
        if (clip[0] > 0) { const z = this.ez[c] + (H / 2 - clip[0]) / scale; if (z < zt) zt = z; }
        if (zt <= zb) continue;
      }
      // quad(a = right edge, b = left edge): u is uR at a, uL at b (the shader mirrors); v = top − z.
      sv.quad(rxp, ryp, lx, ly, zb, zt, uR, uL, top, Kind.SPRITE, base + pic, level, (flip ? 1 : 0) | (shadow ? 2 : 0) | tran);
    }
    const count = sv.count - first;
    this.stats.sprites += count / 6;
    if (count === 0) return;
    // Shadows darken the frame as it is before the sprites (the GPU cannot read what it is drawing).
    if (shadows > 0) this.copyForFuzz();
    gl.useProgram(this.program(c, true).prog);
    gl.bindVertexArray(this.spriteVao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.spriteVbo);
    gl.bufferSubData(gl.ARRAY_BUFFER, first * VERTEX_BYTES, sv.bytes().subarray(first * VERTEX_BYTES));
    gl.drawArrays(gl.TRIANGLES, first, count);
    gl.bindVertexArray(this.vao);
  }

  /** Reads the drawing buffer into `out` (ABGR, top row first, width × height). */
  readPixels(out: Uint32Array, scratch?: Uint32Array): void {
    const gl = this.gl, W = this.width, H = this.height;
    const tmp = scratch && scratch.length >= W * H ? scratch : new Uint32Array(W * H);
    gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(tmp.buffer, tmp.byteOffset, W * H * 4));
    for (let y = 0; y < H; y++) {
      const src = (H - 1 - y) * W, dst = y * W;
      for (let x = 0; x < W; x++) out[dst + x] = tmp[src + x];
    }
  }

  /** Waits until the GPU has finished the frame (reads one pixel back). */
  finish(): void {
    const gl = this.gl;
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, this.onePixel);
  }
  private onePixel = new Uint8Array(4);
}
