// Typed errors for bad input. Every message names the file, the lump (or map) and the problem,
// in the form the CLI prints: `<file>: <lump or map>: <problem>`.

export class WadError extends Error {
  override readonly name = 'WadError';
  constructor(readonly file: string, readonly lump: string, readonly problem: string) {
    super(`${file}: ${lump}: ${problem}`);
  }
}

export class MapError extends Error {
  override readonly name = 'MapError';
  constructor(readonly file: string, readonly map: string, readonly problem: string) {
    super(`${file}: ${map}: ${problem}`);
  }
}

/** True for the errors that mean "the input is bad" (exit code 2), as opposed to internal failures. */
export function isInputError(e: unknown): e is WadError | MapError {
  return e instanceof WadError || e instanceof MapError;
}
