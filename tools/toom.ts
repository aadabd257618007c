// The `toom` command-line entry: parses the command, runs it, prints errors as
// `toom: <file>: <lump or map>: <problem>` with exit 2 for bad input and 1 for internal failures.
import { isInputError } from '../src/errors.js';
import { UsageError } from './args.js';
import { commands } from './commands/index.js';
import { safeLine } from './safe-text.js';

const USAGE = `usage: toom <command> [options]
commands:
${Object.entries(commands).map(([n, c]) => `  ${n.padEnd(10)} ${c.summary}`).join('\n')}
options common to all: --debug (stack traces), --help or -h (a command's usage)`;

async function main(argv: string[]): Promise<number> {
  const debug = argv.includes('--debug');
  const args = argv.filter((a) => a !== '--debug');
  const name = args[0];
  // `toom help CMD`: as `toom CMD --help`; help for no such command is a usage error (exit 2).
  if (name === 'help' && args[1] !== undefined && !['help', '--help', '-h'].includes(args[1])) {
    const c = Object.hasOwn(commands, args[1]) ? commands[args[1]] : undefined;
    if (!c) {
      console.error(`toom help: unknown command ${JSON.stringify(args[1])}\n${USAGE}`);
      return 2;
    }
    console.log(`${c.summary}\nusage: ${c.usage}${c.details ? `\n\n${c.details}` : ''}`);
    return 0;
  }
  // Bare `toom` is a usage error (exit 2, usage on stderr); asking for help is not.
  if (name === undefined) {
    console.error(`toom: no command given\n${USAGE}`);
    return 2;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    console.log(USAGE);
    return 0;
  }
  const cmd = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!cmd) {
    console.error(`toom: unknown command ${JSON.stringify(name)}\n${USAGE}`);
    return 2;
  }
  const rest = args.slice(1);
  // `toom <cmd> --help` / `-h` (before a `--`): that command's usage, exit 0.
  const end = rest.indexOf('--');
  if ((end < 0 ? rest : rest.slice(0, end)).some((a) => a === '--help' || a === '-h')) {
    console.log(`${cmd.summary}\nusage: ${cmd.usage}${cmd.details ? `\n\n${cmd.details}` : ''}`);
    return 0;
  }
  try {
    return (await cmd.run(rest)) ?? 0;
  } catch (e) {
    if (debug) console.error(e);
    if (e instanceof UsageError) {
      console.error(`toom ${name}: ${safeLine(e.message)}\nusage: ${cmd.usage}`);
      return 2;
    }
    if (isInputError(e)) {
      console.error(`toom: ${safeLine(e.message)}`);
      return 2;
    }
    console.error(`toom: internal error: ${safeLine(String((e as Error)?.message ?? e))}${debug ? '' : ' (run with --debug for a stack trace)'}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e) => { console.error(`toom: internal error: ${e}`); process.exitCode = 1; },
);
