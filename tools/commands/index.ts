// The table of `toom` subcommands.
import type { Command } from './command.js';
import { info } from './info.js';
import { texture } from './texture.js';
import { render } from './render.js';
import { mesh } from './mesh.js';

export const commands: Record<string, Command> = {
  info,
  texture,
  render,
  mesh,
};
