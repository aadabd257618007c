// The table of `toom` subcommands.
import type { Command } from './command.js';
import { info } from './info.js';
import { render } from './render.js';

export const commands: Record<string, Command> = {
  info,
  render,
};
