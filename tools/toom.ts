// The `toom` command-line entry: parses the command, runs it, prints errors as
// `toom: <file>: <lump or map>: <problem>` with exit 2 for bad input and 1 for internal failures.
import { isInputError } from '../src/errors.js';
import { UsageError } from './args.js';
import { commands } from './commands/index.js';

const USAGE = `usage: toom <command> [options]
commands:
${Object.entries(commands).map(([n, c]) => `  ${n.padEnd(10)} ${c.summary}`).join('\n')}
options common to all: --debug (stack traces)`;

async function main(argv: string[]): Promise<number> {
  const debug = argv.includes('--debug');
  const args = argv.filter((a) => a !== '--debug');
  const name = args[0];
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(USAGE);
    return name ? 0 : 1;
  }
  const cmd = commands[name];
  if (!cmd) {
    console.error(`toom: unknown command ${JSON.stringify(name)}\n${USAGE}`);
    return 2;
  }
  try {
    return (await cmd.run(args.slice(1))) ?? 0;
  } catch (e) {
    if (debug) console.error(e);
    if (e instanceof UsageError) {
      console.error(`toom ${name}: ${e.message}\nusage: ${cmd.usage}`);
      return 2;
    }
    if (isInputError(e)) {
      console.error(`toom: ${e.message}`);
      return 2;
    }
    console.error(`toom: internal error: ${(e as Error)?.message ?? e}${debug ? '' : ' (run with --debug for a stack trace)'}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e) => { console.error(`toom: internal error: ${e}`); process.exitCode = 1; },
);
