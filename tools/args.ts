// Minimal command-line parsing for the `toom` CLI: `--name value`, repeatable options, flags, positionals.
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
  num(name: string, def: number): number {
    const v = this.get(name);
    if (v === undefined) return def;
    const n = Number(v);
    if (!Number.isFinite(n)) throw new UsageError(`--${name} must be a number, got ${JSON.stringify(v)}`);
    return n;
  }
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
