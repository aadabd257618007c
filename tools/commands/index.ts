// The table of `toom` subcommands.
import type { Command } from './command.js';
import { info } from './info.js';

export const commands: Record<string, Command> = {
  info,
};
