// Input scripts: a readable list of steps that becomes one ticcmd per tic, for `toom play --input`,
// tests and routes. Steps are comma-separated: `forward N`, `back N`, `turn-left N`, `turn-right N`,
// `strafe-left N`, `strafe-right N` (N tics each), `wait N`, `use`, `fire` (one tic each) and `run`
// (toggles running for the steps after it). N is a whole number of tics (1..1,000,000); a script is
// at most 1,000,000 tics and 1,000,000 steps. `use` and `fire` press the button for one tic. Turning
// uses DOOM's keyboard turn speed (angleturn 640 per tic walking, 1280 running; the slow first tics
// of a held key are not modelled).
import { ANGLE_TURN, BT_ATTACK, BT_USE, FORWARD_MOVE, SIDE_MOVE, TicCmd } from './base/ticcmd.js';

export type StepKind = 'forward' | 'back' | 'turn-left' | 'turn-right' | 'strafe-left' | 'strafe-right' | 'wait' | 'use' | 'fire' | 'run';

export interface ScriptStep {
  readonly kind: StepKind;
  /** Tics (1 for use and fire, 0 for run). */
  readonly tics: number;
}

/** A script that does not parse: names the step and what is wrong. */
export class InputScriptError extends Error {
  constructor(readonly step: number, readonly text: string, problem: string) {
    super(`input script, step ${step + 1} (${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}): ${problem}`);
    this.name = 'InputScriptError';
  }
}

const COUNTED = new Set<StepKind>(['forward', 'back', 'turn-left', 'turn-right', 'strafe-left', 'strafe-right', 'wait']);
const SINGLE = new Set<StepKind>(['use', 'fire', 'run']);
/** Longest script accepted, in tics (about 8 hours of play). */
export const MAX_SCRIPT_TICS = 1_000_000;

/** Most steps in a script (`run` takes no tic, so the tic cap alone would not bound them). */
export const MAX_SCRIPT_STEPS = MAX_SCRIPT_TICS;
/** The longest step text: "strafe-right 1000000" is 20 characters, with room for spaces around it. */
export const MAX_STEP_CHARS = 200;

const SINGLE_STEPS: Record<string, ScriptStep> = {
  use: Object.freeze({ kind: 'use', tics: 1 }),
  fire: Object.freeze({ kind: 'fire', tics: 1 }),
  run: Object.freeze({ kind: 'run', tics: 0 }),
};

const COMMA = 44, NEWLINE = 10, HASH = 35;

/**
 * Reads a script as a stream of text pieces (`feed`, then `end`), so a file of any size is read in
 * bounded memory: a step is at most MAX_STEP_CHARS characters, and the tic and step caps apply as
 * each step is read, so a runaway script stops at the step that crosses them.
 * - `lines` false (text given inline): steps are separated by commas; an empty step is an error
 *   (unless the whole text is empty); steps are numbered from 1 among all of them.
 * - `lines` true (a file): new lines separate steps too, `#` starts a comment to the end of its
 *   line, and empty steps are skipped (numbered among the others).
 */
export class InputScriptReader {
  readonly steps: ScriptStep[] = [];
  private total = 0;
  private part = '';
  private comment = false;
  private parts = 0;

  constructor(private readonly lines: boolean) {}

  feed(text: string): void {
    let from = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (this.comment) {
        if (c === NEWLINE) { this.comment = false; from = i + 1; }
        continue;
      }
      const hash = this.lines && c === HASH;
      if (c === COMMA || hash || (this.lines && c === NEWLINE)) {
        this.take(text, from, i);
        this.close();
        if (hash) this.comment = true;
        from = i + 1;
      }
    }
    if (!this.comment) this.take(text, from, n);
  }

  /** The steps read; a step still open is closed first. */
  end(): ScriptStep[] {
    const single = this.parts === 0;
    if (!(single && this.part.trim() === '')) this.close();
    return this.steps;
  }

  private take(text: string, from: number, to: number): void {
    if (to <= from) return;
    if (this.part.length + (to - from) > MAX_STEP_CHARS) {
      const raw = (this.part + text.slice(from, Math.min(to, from + 50))).trim();
      throw new InputScriptError(this.stepIndex(), raw, `a step is at most ${MAX_STEP_CHARS} characters`);
    }
    this.part += text.slice(from, to);
  }

  private stepIndex(): number {
    return this.lines ? this.steps.length : this.parts;
  }

  private close(): void {
    const raw = this.part.trim();
    this.part = '';
    const i = this.stepIndex();
    this.parts++;
    if (raw === '') {
      if (this.lines) return;
      throw new InputScriptError(i, raw, 'empty step');
    }
    const step = parseStep(i, raw);
    this.total += step.tics;
    if (this.total > MAX_SCRIPT_TICS) throw new InputScriptError(i, raw, `the script is longer than ${MAX_SCRIPT_TICS} tics`);
    if (this.steps.length >= MAX_SCRIPT_STEPS) throw new InputScriptError(i, raw, `the script has more than ${MAX_SCRIPT_STEPS} steps`);
    this.steps.push(step);
  }
}

function parseStep(i: number, raw: string): ScriptStep {
  const m = /^([a-z-]+)(?:\s+(\S+))?$/i.exec(raw);
  if (!m) throw new InputScriptError(i, raw, 'expected "<step> [tics]"');
  const kind = m[1].toLowerCase() as StepKind;
  if (COUNTED.has(kind)) {
    if (m[2] === undefined) throw new InputScriptError(i, raw, `"${kind}" needs a number of tics`);
    if (!/^\d+$/.test(m[2])) throw new InputScriptError(i, raw, `"${m[2]}" is not a whole number of tics`);
    const n = Number(m[2]);
    if (n < 1 || n > MAX_SCRIPT_TICS) throw new InputScriptError(i, raw, `tics must be 1..${MAX_SCRIPT_TICS}`);
    return { kind, tics: n };
  }
  if (SINGLE.has(kind)) {
    if (m[2] !== undefined) throw new InputScriptError(i, raw, `"${kind}" takes no number`);
    return SINGLE_STEPS[kind];
  }
  throw new InputScriptError(i, raw, `unknown step "${m[1]}" (forward, back, turn-left, turn-right, strafe-left, strafe-right, wait, use, fire, run)`);
}

/** Parses a script given inline (comma-separated); throws InputScriptError on an unknown step, a missing or bad count, or a script too long. */
export function parseInputScript(text: string): ScriptStep[] {
  const r = new InputScriptReader(false);
  r.feed(text);
  return r.end();
}

/** Total tics a script runs. */
export function scriptTics(steps: readonly ScriptStep[]): number {
  let n = 0;
  for (const s of steps) n += s.tics;
  return n;
}

/** Plays parsed steps as ticcmds, one per call of next(); allocation-free after construction. */
export class ScriptPlayer {
  private step = 0;
  private left = 0;
  private running = false;

  constructor(private readonly steps: readonly ScriptStep[]) {
    this.advance();
  }

  /** True once every step has been played. */
  get done(): boolean {
    return this.step >= this.steps.length;
  }

  private advance(): void {
    while (this.step < this.steps.length) {
      const s = this.steps[this.step];
      if (s.kind === 'run') { this.running = !this.running; this.step++; continue; }
      this.left = s.tics;
      return;
    }
  }

  /** Fills `cmd` with the next tic's command (an empty one after the end). Returns `cmd`. */
  next(cmd: TicCmd): TicCmd {
    cmd.clear();
    if (this.step >= this.steps.length) return cmd;
    const s = this.steps[this.step];
    const r = this.running ? 1 : 0;
    switch (s.kind) {
      case 'forward': cmd.forwardMove = FORWARD_MOVE[r]; break;
      case 'back': cmd.forwardMove = -FORWARD_MOVE[r]; break;
      case 'strafe-left': cmd.sideMove = -SIDE_MOVE[r]; break;
      case 'strafe-right': cmd.sideMove = SIDE_MOVE[r]; break;
      case 'turn-left': cmd.angleTurn = ANGLE_TURN[r]; break;
      case 'turn-right': cmd.angleTurn = -ANGLE_TURN[r]; break;
      case 'use': cmd.buttons = BT_USE; break;
      case 'fire': cmd.buttons = BT_ATTACK; break;
      default: break; // wait
    }
    if (--this.left <= 0) { this.step++; this.advance(); }
    return cmd;
  }
}
