// GLSL ES 3.00 sources of the GPU path. One vertex shader places live vertices from the per-frame
// sector and side textures (heights, lights, flats, texture ids, scrolling; see geometry.ts) and
// projects world points with the CPU raycaster's camera (depth along the view axis, focal length (W/2)/tan(fov/2) both ways, horizon
// at H/2, then DOOM's half pixel: see ../sampling.ts). The scene fragment shader picks the palette index per kind (walls, masked middles and
// sprites from the atlas with repetition done here, flats from where the view ray meets the plane,
// the sky from the view angle and screen row), the colormap from DOOM's light tables by depth, and
// the colour from the lit palette. The portal shader writes depth (or black at the far plane) for
// the stencil passes. Beyond the camera's own level both discard what lies in front of the plane of
// the portal being looked through.
import { SAMPLE_NUDGE, SCALE_LEAN } from '../sampling.js';
import { FUZZ_OFFSETS } from '../psprite.js';

export const VERTEX_SHADER = `#version 300 es
precision highp float;
precision highp int;
precision highp isampler2D;
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in ivec4 a_info;
// Live vertices (a_live.x = side or sector ≥ 0): wall u distance from the side's destination vertex
// and y offset; side, front sector, back sector, code (part, top corner, side flags, sky flags, light delta).
layout(location = 3) in vec2 a_wall;
layout(location = 4) in ivec4 a_live;
// The context's camera: position, forward and right over their squared lengths (depth and lateral
// offset are dot products), eye z, (focal / (W/2), focal / (H/2)) and the depth mapping.
uniform vec2 u_cam;
uniform vec2 u_fwdN;
uniform vec2 u_rightN;
uniform float u_eyeZ;
uniform vec2 u_proj;
// DOOM samples a column at its left edge and a wall row at its top edge: the picture moves half a
// pixel (less SAMPLE_NUDGE, see draw-loops.ts) right and down, in clip units per unit of w.
uniform vec2 u_pixel;
uniform vec2 u_depthAB;
// The live state, 1024 texels a row: per sector three texels (floor z bits, ceiling z bits, light |
// floor plane's light << 8 | ceiling plane's light << 16 (Boom's 213/261), floor flat | ceiling flat
// << 16; the flat offsets' bits (floor x, y, ceiling x, y: Boom's scrolling flats); the sky texture
// (-2: the map's sky; Boom's 271/272 transfer), its x and y offset bits, 1 if mirrored | 2 for a sky
// floor | 4 for a sky ceiling), per side two
// (upper, middle, lower texture, u at the destination vertex bits; the y offset's bits).
uniform isampler2D u_sectors;
uniform isampler2D u_sides;
// Texture sizes (untranslated) from row u_baseRow of the entry table; flats' entries from u_flatBase.
uniform isampler2D u_texInfo;
uniform int u_baseRow;
uniform int u_flatBase;
// DOOM's extralight (the gun flash): light levels added to every wall and flat.
uniform int u_extraLight;
out vec2 v_uv;
out vec2 v_world;
flat out ivec4 v_info;
// Walls, masked middles and sprites: the z their texture's v counts down from (v = v_top - z), the
// same at every vertex of a quad. The fragment shader computes v from it and the fragment's row as
// the CPU does, rather than from v_uv.y as interpolated over the (often huge, clipped) triangle in
// single floats: at DOOM's row top edges texel edges fall exactly on a row, and on a wall 960 units
// away (3 texels a pixel) the interpolated v picked other texels than the CPU in most rows.
flat out float v_top;
// Flats: the flat's x and y offsets; the sky: the sky texture's x and y offsets (Boom's transfers).
flat out vec2 v_offs;

const int WALL = 0, MASKED = 1, FLAT = 2, SKY = 3, BLACK = 4, NONE = 6;
const int UPPER = 0, LOWER = 1, SOLID = 2, MASKED_MID = 3, FLOOR = 4, CEILING = 5, OPENING = 6;
const int UPPER_UNPEGGED = 4, LOWER_UNPEGGED = 8;
const int SKY_FRONT_FLOOR = 1, SKY_FRONT_CEIL = 2, SKY_BACK_CEIL = 8;
const int CODE_TRANSLUCENT = 1 << 24;

ivec4 live(isampler2D t, int i) { return texelFetch(t, ivec2(i & 1023, i >> 10), 0); }
float texHeight(int t) { return float(texelFetch(u_texInfo, ivec2(t & 1023, u_baseRow + (t >> 10)), 0).w); }
int flatEntry(int f) { return f >= 0 ? u_flatBase + f : -1; }

void main() {
  vec3 pos = a_pos;
  vec2 uv = a_uv;
  ivec4 info = a_info;
  if (a_live.x >= 0) {
    // As resolvePart (geometry.ts) does, line by line.
    int code = a_live.w;
    int part = code & 7;
    int flags = (code >> 8) & 255;
    // Sky floors and ceilings from the live state (Boom's 242 may swap a sky flat in or out).
    int delta = ((code >> 20) & 3) - 1;
    ivec4 fs = live(u_sectors, a_live.y * 3);
    ivec4 fo = live(u_sectors, a_live.y * 3 + 1);
    ivec4 fk = live(u_sectors, a_live.y * 3 + 2);
    float ff = intBitsToFloat(fs.x), fc = intBitsToFloat(fs.y);
    int floorLight = clamp((((fs.z >> 8) & 255) >> 4) + u_extraLight, 0, 15);
    int ceilLight = clamp((((fs.z >> 16) & 255) >> 4) + u_extraLight, 0, 15);
    int wallLight = fs.z & 255;
    int skyTex = fk.x, skyFlip = fk.w & 1;
    int sky = ((fk.w >> 1) & 1) * SKY_FRONT_FLOOR + ((fk.w >> 2) & 1) * SKY_FRONT_CEIL;
    vec2 skyOffs = vec2(intBitsToFloat(fk.y), intBitsToFloat(fk.z));
    float z0 = 0.0, z1 = 0.0, vTop = 0.0, planeZ = 0.0;
    vec2 offs = vec2(0.0);
    int kind = NONE, tex = -1, level = 0;
    if (part == FLOOR || part == CEILING) {
      bool c = part == CEILING;
      float z = c ? fc : ff;
      z0 = z; z1 = z; planeZ = z;
      kind = (sky & (c ? SKY_FRONT_CEIL : SKY_FRONT_FLOOR)) != 0 ? SKY : FLAT;
      tex = flatEntry(c ? fs.w >> 16 : (fs.w << 16) >> 16);
      level = c ? ceilLight : floorLight;
      offs = c ? vec2(intBitsToFloat(fo.z), intBitsToFloat(fo.w)) : vec2(intBitsToFloat(fo.x), intBitsToFloat(fo.y));
    } else if (part == OPENING) {
      if (fc > ff) { z0 = ff; z1 = fc; kind = BLACK; }
    } else {
      ivec4 sd = live(u_sides, a_live.x * 2);
      level = clamp((wallLight >> 4) + u_extraLight + delta, 0, 15);
      float yoff = intBitsToFloat(live(u_sides, a_live.x * 2 + 1).x);
      if (part == SOLID) {
        if (fc > ff) {
          z0 = ff; z1 = fc; tex = sd.y;
          if (tex >= 0) {
            kind = WALL;
            vTop = ((flags & LOWER_UNPEGGED) != 0 ? ff + texHeight(tex) : fc) + yoff;
          } else {
            kind = BLACK;
          }
        }
      } else {
        ivec4 bs = live(u_sectors, a_live.z * 3);
        if ((live(u_sectors, a_live.z * 3 + 2).w & 4) != 0) sky |= SKY_BACK_CEIL;
        float bf = intBitsToFloat(bs.x), bc = intBitsToFloat(bs.y);
        float winHi = bc < fc ? max(bc, ff) : fc;
        float winLo = bf > ff ? min(bf, winHi) : ff;
        if (part == UPPER) {
          if (bc < fc && winHi < fc) {
            z0 = winHi; z1 = fc;
            if ((sky & SKY_FRONT_CEIL) != 0 && (sky & SKY_BACK_CEIL) != 0) { kind = SKY; level = 0; }
            else if (sd.x >= 0) {
              kind = WALL; tex = sd.x;
              vTop = ((flags & UPPER_UNPEGGED) != 0 ? fc : bc + texHeight(tex)) + yoff;
            } else if ((sky & SKY_FRONT_CEIL) != 0) { kind = SKY; level = 0; }
            else { kind = FLAT; tex = flatEntry(fs.w >> 16); level = ceilLight; planeZ = fc; offs = vec2(intBitsToFloat(fo.z), intBitsToFloat(fo.w)); }
          }
        } else if (part == LOWER) {
          if (bf > ff && winLo > ff) {
            z0 = ff; z1 = winLo;
            if (sd.z >= 0) {
              kind = WALL; tex = sd.z;
              vTop = ((flags & LOWER_UNPEGGED) != 0 ? fc : bf) + yoff;
            } else if ((sky & SKY_FRONT_FLOOR) != 0) { kind = SKY; level = 0; }
            else { kind = FLAT; tex = flatEntry((fs.w << 16) >> 16); level = floorLight; planeZ = ff; offs = vec2(intBitsToFloat(fo.x), intBitsToFloat(fo.y)); }
          }
        } else {
          int mid = sd.y;
          if (mid >= 0 && winHi > winLo) {
            float th = texHeight(mid);
            vTop = ((flags & LOWER_UNPEGGED) != 0 ? max(ff, bf) + th : min(fc, bc)) + yoff;
            float hi = min(vTop, winHi), lo = max(vTop - th, winLo);
            if (hi > lo) { z0 = lo; z1 = hi; kind = MASKED; tex = mid; }
          }
        }
      }
      uv.x = intBitsToFloat(sd.w) + a_wall.x;
    }
    pos.z = (code & 8) != 0 ? z1 : z0;
    if (kind == FLAT) uv = vec2(planeZ, 0.0);
    else if (part == FLOOR || part == CEILING || part == OPENING) uv = vec2(pos.z, 0.0);
    else uv.y = vTop - pos.z;
    info = ivec4(kind, tex, level, (code & CODE_TRANSLUCENT) != 0 ? 4 | (((code >> 25) & 63) << 8) : 0);
    if (kind == SKY) { info = ivec4(SKY, skyTex, 0, skyFlip); offs = skyOffs; }
    v_offs = offs;
  } else {
    v_offs = vec2(0.0);
  }
  vec2 rel = pos.xy - u_cam;
  float d = dot(rel, u_fwdN);
  // A vertex in or next to the eye's plane (w near 0) makes SwiftShader drop the triangle or smear its
  // attributes; the near plane (depth 1) clips it anyway, so move it half a unit behind the eye.
  if (abs(d) < 0.5) d = -0.5;
  float l = dot(rel, u_rightN);
  gl_Position = vec4(l * u_proj.x + d * u_pixel.x, (pos.z - u_eyeZ) * u_proj.y + d * u_pixel.y, d * u_depthAB.x + u_depthAB.y, d);
  v_uv = uv;
  v_world = pos.xy;
  v_info = info;
  v_top = uv.y + pos.z;
}
`;

/**
 * The scene fragment shader. `clip`: discard what lies in front of the portal plane (levels beyond
 * the camera's own). `masked`: masked middles and sprites (alpha test). Without either the shader
 * never discards, so the depth test can run before it.
 */
export function sceneFragmentShader(clip: boolean, masked: boolean): string {
  return `#version 300 es
#define USE_CLIP ${clip ? 1 : 0}
#define USE_ALPHA ${masked ? 1 : 0}
${SCENE_FRAGMENT_BODY}`;
}

/**
 * DOOM's fuzz on the GPU: the pixel a row above or below (DOOM's 50 offsets), from a copy of the frame
 * made before the shadows are drawn, darkened by COLORMAP 6's share of full light (26/32, its mean on
 * Freedoom's palettes; the GPU has colours, not the palette index DOOM maps). DOOM's position runs on
 * pixel by pixel down each column, column after column; fragments have no order, so the position is
 * the row plus `n` (the picture's height on screen, about what a column adds) per column: the same
 * diagonal streaks, not the same pixels.
 */
const FUZZ_GLSL = `
const int FUZZ[50] = int[50](${FUZZ_OFFSETS.join(', ')});
vec4 fuzz(sampler2D src, vec2 size, int n) {
  int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
  int pos = (x * n + int(size.y) - 1 - y) % 50;
  int yy = clamp(y - FUZZ[pos], 0, int(size.y) - 1);
  vec3 c = texelFetch(src, ivec2(x, yy), 0).rgb;
  return vec4(c * (26.0 / 32.0), 1.0);
}
`;

const SCENE_FRAGMENT_BODY = `
precision highp float;
precision highp int;
precision highp usampler2D;
precision highp isampler2D;
uniform usampler2D u_atlas;
uniform usampler2D u_mask;
uniform isampler2D u_texInfo;
uniform usampler2D u_light;
uniform sampler2D u_lit;
uniform vec3 u_clip;
uniform vec2 u_cam;
uniform vec2 u_fwd;
uniform vec2 u_right;
uniform float u_eyeZ;
uniform float u_focal;
uniform vec2 u_size;
uniform int u_sky;
uniform int u_skyWidth;
// Per column x (texel x of row 0): how far right of the column's sample DOOM's texture ray lies, in
// pixels (sampling.ts textureRays): walls and masked middles take u there.
uniform sampler2D u_texRay;
// The PLAYPAL palette's first row in u_lit (palette * 34), and the fixed colormap (0: none) every
// wall, flat and sprite takes (invulnerability, light amplification; the sky keeps colormap 0, as DOOM).
uniform int u_palRow;
uniform int u_fixedCmap;
// Shadow sprites (v_info.w & 2): the frame as it was before the sprites (u_fuzzSrc), darkened as DOOM's
// fuzz does through COLORMAP 6.
uniform sampler2D u_fuzzSrc;
// Boom's translucency tables (256 rows each: row = the colour behind, column = the one in front) and
// PLAYPAL's palettes (one row each).
uniform usampler2D u_tranmaps;
uniform sampler2D u_palettes;
in vec2 v_uv;
in vec2 v_world;
flat in ivec4 v_info;
flat in float v_top;
flat in vec2 v_offs;
out vec4 o_color;

const int WALL = 0, MASKED = 1, FLAT = 2, SKY = 3, BLACK = 4, SPRITE = 5;
const float TWO_PI = 6.283185307179586;
// Texel coordinates land a hair either side of exact texel edges; lean u as the CPU does (its wall u
// comes from doubles). Wall v follows DOOM's rows exactly (below), with no lean.
const float WALL_BIAS_U = 1.0 / 1024.0;
const float SAMPLE_NUDGE = ${SAMPLE_NUDGE};
const float SCALE_LEAN = ${SCALE_LEAN};

ivec4 rectOf(int id) { return texelFetch(u_texInfo, ivec2(id & 1023, id >> 10), 0); }
// The lowest index of colour c in this frame's palette, -1 if it has none.
int paletteIndex(vec3 c) {
  ivec3 k = ivec3(round(c * 255.0));
  int row = (u_palRow / 34) % 14;
  for (int i = 0; i < 256; i++) {
    if (ivec3(round(texelFetch(u_palettes, ivec2(i, row), 0).rgb * 255.0)) == k) return i;
  }
  return -1;
}
int wrap(float x, int n) { return int(mod(floor(x), float(n))); }
vec4 lit(uint index, int cmap) { return texelFetch(u_lit, ivec2(int(index), u_palRow + cmap), 0); }
${FUZZ_GLSL}

void main() {
  // u's change per pixel, taken before any branch or discard (derivatives need the whole 2x2 quad).
  float dudx = dFdx(v_uv.x);
#if USE_CLIP
  if (dot(u_clip.xy, v_world) + u_clip.z < -0.25) discard;
#endif
  int kind = v_info.x;
  int tex = v_info.y;
  int level = v_info.z;
  // As the CPU (and DOOM): a column's view ray through its left edge x; yc is the row's centre y + 0.5
  // counted from the top (flats use the centre, the sky the top edge y).
  float yc = u_size.y - gl_FragCoord.y;
  float sx = (gl_FragCoord.x - 0.5 + SAMPLE_NUDGE - 0.5 * u_size.x) / u_focal;
  if (kind == BLACK) { o_color = vec4(0.0, 0.0, 0.0, 1.0); return; }
  if (kind == SKY && tex != -2) {
    // Boom's transferred sky (271/272): the side's upper texture; its x offset turns the sky (1/64
    // column a unit), texturemid is its y offset - 28; 271 mirrored.
    if (tex < 0) { o_color = vec4(0.0, 0.0, 0.0, 1.0); return; }
    ivec4 r = rectOf(tex);
    vec2 dir = u_fwd + u_right * sx;
    float a = atan(dir.y, dir.x);
    if (a < 0.0) a += TWO_PI;
    int c = wrap(floor(a / TWO_PI * 1024.0 + v_offs.x / 64.0), 1024);
    if (v_info.w != 0) c = 1023 - c;
    int u = c % r.z;
    int v = wrap(v_offs.y - 28.0 + (yc - 0.5 + SAMPLE_NUDGE - 0.5 * u_size.y) * (160.0 / u_focal), r.w);
    o_color = lit(texelFetch(u_atlas, r.xy + ivec2(u, v), 0).r, 0);
    return;
  }
  if (kind == SKY) {
    if (u_sky < 0) { o_color = vec4(0.0, 0.0, 0.0, 1.0); return; }
    ivec4 r = rectOf(u_sky);
    vec2 dir = u_fwd + u_right * sx;
    float a = atan(dir.y, dir.x);
    if (a < 0.0) a += TWO_PI;
    int u = wrap(floor(a / TWO_PI * 1024.0), u_skyWidth) % r.z;
    int v = wrap(100.0 + (yc - 0.5 + SAMPLE_NUDGE - 0.5 * u_size.y) * (160.0 / u_focal), r.w);
    o_color = lit(texelFetch(u_atlas, r.xy + ivec2(u, v), 0).r, 0);
    return;
  }
  if (kind == FLAT) {
    float dy = 0.5 * u_size.y - yc;
    float depth = dy != 0.0 ? (v_uv.x - u_eyeZ) * u_focal / dy : 1e9;
    if (!(depth > 0.0)) depth = 1e9;
    int cmap = int(texelFetch(u_light, ivec2(int(min(depth / 16.0, 127.0)), level), 0).r);
    if (u_fixedCmap != 0) cmap = u_fixedCmap;
    if (tex < 0) { o_color = lit(0u, cmap); return; }
    ivec4 r = rectOf(tex);
    vec2 p = u_cam + depth * (u_fwd + u_right * sx);
    uint index = texelFetch(u_atlas, r.xy + ivec2(wrap(p.x + v_offs.x, 64), wrap(v_offs.y - p.y, 64)), 0).r;
    o_color = lit(index, cmap);
    return;
  }
  // Walls, masked middles, sprites: light by the view depth (DOOM's scale index, as at 320 wide).
  float depth = 1.0 / gl_FragCoord.w;
  int cmap = 0;
  if (level < 16) cmap = int(texelFetch(u_light, ivec2(int(min(floor(2560.0 / max(depth, 0.001)), 47.0)), 16 + level), 0).r);
  if (u_fixedCmap != 0) cmap = u_fixedCmap;
  ivec4 r = rectOf(tex);
  if (r.z == 0) { o_color = vec4(0.0, 0.0, 0.0, 1.0); return; }
  // v as the CPU steps it (draw-loops.ts, masked.ts): the texture's top z less the eye's, plus the
  // row's distance from the centre row times the step per row; the depth is constant down a column
  // of a wall or a sprite. Sprites: the row sampled at y + SAMPLE_NUDGE, depth / focal a row. Walls
  // and masked middles: DOOM's row y (from the centre row) and step (sampling.ts ROW_STEP_DIVIDEND:
  // floor((2^32 - 1) / F) = ceil(2^32 / F) - 1 for a whole F, which single floats keep).
  float row = u_size.y - 0.5 - gl_FragCoord.y;
  vec2 uv;
  if (kind == SPRITE) {
    uv = vec2(v_uv.x, v_top - u_eyeZ + (row + SAMPLE_NUDGE - 0.5 * u_size.y) * (depth / u_focal));
  } else {
    float f = max(floor(u_focal / max(depth, 0.001) * 65536.0 + SCALE_LEAN), 1.0);
    float step = max(ceil(4294967296.0 / f) - 1.0, 1.0) / 65536.0;
    // u along DOOM's texture ray for the column, off this sample by u_texRay's pixels.
    float du = texelFetch(u_texRay, ivec2(int(gl_FragCoord.x), 0), 0).r;
    uv = vec2(v_uv.x + dudx * du + WALL_BIAS_U, v_top - u_eyeZ + (row - 0.5 * u_size.y) * step);
  }
  ivec2 t;
#if USE_ALPHA
  if (kind == WALL) {
    t = ivec2(wrap(uv.x, r.z), wrap(uv.y, r.w));
  } else {
    float v = floor(uv.y);
    if (v < 0.0 || v >= float(r.w)) discard;
    int u;
    if (kind == SPRITE) {
      u = clamp(int(floor(uv.x)), 0, r.z - 1);
      if ((v_info.w & 1) != 0) u = r.z - 1 - u;
    } else {
      u = wrap(uv.x, r.z);
    }
    t = ivec2(u, int(v));
    if (texelFetch(u_mask, r.xy + t, 0).r == 0u) discard;
    if ((v_info.w & 2) != 0) { o_color = fuzz(u_fuzzSrc, u_size, int(float(r.w) * u_focal / max(depth, 0.001))); return; }
  }
#else
  t = ivec2(wrap(uv.x, r.z), wrap(uv.y, r.w));
#endif
  o_color = lit(texelFetch(u_atlas, r.xy + t, 0).r, cmap);
  // Boom's translucent middles (v_info.w & 4, table v_info.w >> 8): the colour behind (from the copy
  // of the frame drawn so far) and this texel's lit colour, found back in this frame's palette, pick
  // table[(behind << 8) | front], as the CPU does.
  if ((v_info.w & 4) != 0) {
    int front = paletteIndex(o_color.rgb);
    int behind = paletteIndex(texelFetch(u_fuzzSrc, ivec2(gl_FragCoord.xy), 0).rgb);
    if (front >= 0 && behind >= 0) {
      uint k = texelFetch(u_tranmaps, ivec2(front, behind + 256 * (v_info.w >> 8)), 0).r;
      o_color = texelFetch(u_palettes, ivec2(int(k), (u_palRow / 34) % 14), 0);
    }
  }
}
`;

export const PORTAL_FRAGMENT_SHADER = `#version 300 es
precision highp float;
uniform vec3 u_clip;
uniform float u_far;
in vec2 v_uv;
in vec2 v_world;
out vec4 o_color;
void main() {
  if (dot(u_clip.xy, v_world) + u_clip.z < -0.25) discard;
  gl_FragDepth = u_far > 0.5 ? 1.0 : gl_FragCoord.z;
  o_color = vec4(0.0, 0.0, 0.0, 1.0);
}
`;

/** The weapon sprites' quad: the rectangle u_rect (clip space x0, y0, x1, y1) from gl_VertexID, no buffers. */
export const PSPRITE_VERTEX_SHADER = `#version 300 es
precision highp float;
uniform vec4 u_rect;
void main() {
  int k = gl_VertexID;
  bool right = k == 1 || k == 2 || k == 4;
  bool top = k == 2 || k == 4 || k == 5;
  gl_Position = vec4(right ? u_rect.z : u_rect.x, top ? u_rect.w : u_rect.y, 0.0, 1.0);
}
`;

/**
 * A weapon sprite's pixels, in DOOM's integer steps as the CPU takes them (../psprite.ts): the texel
 * column from the first column's 16.16 fraction and the step per column, the row from row 0's and the
 * step per row; opaque texels through the lit palette, or fuzz for a shadow.
 */
export const PSPRITE_FRAGMENT_SHADER = `#version 300 es
precision highp float;
precision highp int;
precision highp usampler2D;
uniform usampler2D u_atlas;
uniform usampler2D u_mask;
uniform sampler2D u_lit;
uniform sampler2D u_fuzzSrc;
uniform ivec4 u_pic;
uniform int u_x1;
uniform int u_startfrac;
uniform int u_xiscale;
uniform int u_row0;
uniform int u_yiscale;
uniform int u_palRow;
uniform int u_cmap;
uniform int u_shadow;
uniform vec2 u_size;
out vec4 o_color;
${FUZZ_GLSL}
void main() {
  int x = int(gl_FragCoord.x), row = int(u_size.y - gl_FragCoord.y);
  int col = clamp((u_startfrac + (x - u_x1) * u_xiscale) >> 16, 0, u_pic.z - 1);
  int v = (u_row0 + row * u_yiscale) >> 16;
  if (v < 0 || v >= u_pic.w) discard;
  ivec2 t = u_pic.xy + ivec2(col, v);
  if (texelFetch(u_mask, t, 0).r == 0u) discard;
  if (u_shadow != 0) {
    if (row < 1 || row > int(u_size.y) - 2) discard;
    o_color = fuzz(u_fuzzSrc, u_size, (u_pic.w << 16) / max(u_yiscale, 1));
    return;
  }
  o_color = texelFetch(u_lit, ivec2(int(texelFetch(u_atlas, t, 0).r), u_palRow + u_cmap), 0);
}
`;
