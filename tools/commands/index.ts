// The table of `toom` subcommands.
import type { Command } from './command.js';
import { info } from './info.js';
import { buildWad } from './build-wad.js';
import { texture } from './texture.js';
import { render } from './render.js';
import { mesh } from './mesh.js';
import { serve } from './serve.js';
import { portal } from './portal.js';
import { play } from './play.js';
import { udmf } from './udmf.js';

export const commands: Record<string, Command> = {
  info,
  'build-wad': buildWad,
  texture,
  render,
  mesh,
  serve,
  portal,
  play,
  udmf,
};
