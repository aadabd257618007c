// Minimal command-line parsing for the `toom` CLI: `--name value`, repeatable options, flags, positionals.
// Numbers are written in decimal only: `16`, `-3`, and for options that take fractions (`--angle`,
// `--fov`, `--pos`) `22.5`. Hex (`0x10`), exponents (`3e0`), spaces (` 3`) and the empty string are
// usage errors, not read by JavaScript's loose Number().
export class Args {
  readonly positionals: string[] = [];
  private values = new Map<string, string[]>();
  private flags = new Set<string>();

  constructor(argv: string[], flagNames: readonly string[]) {
    const flagSet = new Set(flagNames);
    for (let i = 0; i < argv.length; i++) {
      const a = argv[i];
      if (a.startsWith('-') && a.length > 1 && !/^-\d/.test(a)) {
        const eq = a.indexOf('=');
        const name = (eq >= 0 ? a.slice(0, eq) : a).replace(/^--?/, '');
        if (flagSet.has(name)) { this.flags.add(name); continue; }
        let v: string;
        if (eq >= 0) v = a.slice(eq + 1);
        else {
          if (i + 1 >= argv.length) throw new UsageError(`option ${a} needs a value`);
          v = argv[++i];
        }
        const list = this.values.get(name) ?? [];
        list.push(v);
        this.values.set(name, list);
      } else this.positionals.push(a);
    }
  }
  flag(name: string): boolean { return this.flags.has(name); }
  get(name: string): string | undefined { const l = this.values.get(name); return l ? l[l.length - 1] : undefined; }
  all(name: string): string[] { return this.values.get(name) ?? []; }
  need(name: string): string {
    const v = this.get(name);
    if (v === undefined) throw new UsageError(`missing --${name}`);
    return v;
  }
  /** The option's text, undefined when absent; an empty value (`--map ""`) is a usage error. */
  text(name: string): string | undefined {
    const v = this.get(name);
    if (v === '') throw new UsageError(`--${name} is empty`);
    return v;
  }
  /** A decimal number (fractions allowed), `def` when absent. */
  num(name: string, def: number): number {
    const v = this.get(name);
    return v === undefined ? def : parseDecimal(`--${name}`, v, false);
  }
  /** A decimal integer, `def` when absent; with `lo`/`hi`, a value outside them is a usage error. */
  int(name: string, def: number, lo = -Number.MAX_SAFE_INTEGER, hi = Number.MAX_SAFE_INTEGER): number {
    const v = this.get(name);
    if (v === undefined) return def;
    const n = parseDecimal(`--${name}`, v, true);
    if (n < lo || n > hi) {
      const range = hi === Number.MAX_SAFE_INTEGER ? `${lo} or more` : `${lo} to ${hi}`;
      throw new UsageError(`--${name} ${v} is out of range (${range})`);
    }
    return n;
  }
}

const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Longest number text read: more digits than any option's range allows, short enough to print. */
const MAX_DIGITS = 40;

/**
 * The one number parser of the CLI: `text` must be a decimal integer (or, when `integer` is false,
 * a decimal number with an optional fraction); anything else is a UsageError naming `what`.
 */
export function parseDecimal(what: string, text: string, integer: boolean): number {
  const ok = text.length <= MAX_DIGITS && (integer ? INTEGER : DECIMAL).test(text);
  if (!ok) {
    const shown = text.length > MAX_DIGITS ? `${text.slice(0, MAX_DIGITS)}…` : text;
    throw new UsageError(`${what} must be a decimal ${integer ? 'integer' : 'number'}, got ${JSON.stringify(shown)}`);
  }
  const n = Number(text);
  if (integer && !Number.isSafeInteger(n)) throw new UsageError(`${what} ${text} is out of range`);
  return n === 0 ? 0 : n; // -0 prints as 0
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The text --help shows for --complevel (play and render). */
export const COMPLEVEL_HELP = `  --complevel N    the compatibility level, as PrBoom+ and dsda-doom number them: 0..4 DOOM 1.2,
                   1.666, DOOM II 1.9, Ultimate DOOM, Final DOOM (vanilla rules), 7..9 Boom (9: Boom
                   2.02), 10 LxDoom, 11 MBF, 12..17 PrBoom, 21 MBF21 (default: what the WADs ask for —
                   a COMPLVL lump, MBF's or Boom's additions in a PWAD, else vanilla: 3 for a DOOM 1
                   stack, 2 otherwise; a demo's header picks its own level and options and overrides
                   this)`;

/** --complevel N: a known complevel (0..17 or 21), or undefined when not given; anything else is a UsageError. */
export function complevelOption(a: Args): number | undefined {
  if (a.get('complevel') === undefined) return undefined;
  const n = a.int('complevel', 2, 0, 21);
  if (n >= 18 && n <= 20) throw new UsageError(`--complevel ${n} is not a compatibility level (0..17 or 21; 18..20 are unused)`);
  return n;
}
