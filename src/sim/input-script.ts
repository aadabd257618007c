// Input scripts: a readable list of steps that becomes one ticcmd per tic, for `toom play --input`,
// tests and routes. Steps are comma-separated: `forward N`, `back N`, `turn-left N`, `turn-right N`,
// `strafe-left N`, `strafe-right N` (N tics each), `wait N`, `use`, `fire` (one tic each) and `run`
// (toggles running for the steps after it). N is a whole number of tics (1..1,000,000); `use` and
// `fire` press the button for one tic. Turning uses DOOM's keyboard turn speed (angleturn 640 per
// tic walking, 1280 running; the slow first tics of a held key are not modelled).
import { ANGLE_TURN, BT_ATTACK, BT_USE, FORWARD_MOVE, SIDE_MOVE, TicCmd } from './ticcmd.js';

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

/** Parses a script; throws InputScriptError on an unknown step, a missing or bad count, or a script too long. */
export function parseInputScript(text: string): ScriptStep[] {
  const steps: ScriptStep[] = [];
  let total = 0;
  const parts = text.split(',');
  for (let i = 0; i < parts.length; i++) {
    const raw = parts[i].trim();
    if (raw === '') {
      if (parts.length === 1) break;
      throw new InputScriptError(i, raw, 'empty step');
    }
    const m = /^([a-z-]+)(?:\s+(\S+))?$/i.exec(raw);
    if (!m) throw new InputScriptError(i, raw, 'expected "<step> [tics]"');
    const kind = m[1].toLowerCase() as StepKind;
    if (COUNTED.has(kind)) {
      if (m[2] === undefined) throw new InputScriptError(i, raw, `"${kind}" needs a number of tics`);
      if (!/^\d+$/.test(m[2])) throw new InputScriptError(i, raw, `"${m[2]}" is not a whole number of tics`);
      const n = Number(m[2]);
      if (n < 1 || n > MAX_SCRIPT_TICS) throw new InputScriptError(i, raw, `tics must be 1..${MAX_SCRIPT_TICS}`);
      total += n;
      steps.push({ kind, tics: n });
    } else if (SINGLE.has(kind)) {
      if (m[2] !== undefined) throw new InputScriptError(i, raw, `"${kind}" takes no number`);
      const n = kind === 'run' ? 0 : 1;
      total += n;
      steps.push({ kind, tics: n });
    } else {
      throw new InputScriptError(i, raw, `unknown step "${m[1]}" (forward, back, turn-left, turn-right, strafe-left, strafe-right, wait, use, fire, run)`);
    }
    if (total > MAX_SCRIPT_TICS) throw new InputScriptError(i, raw, `the script is longer than ${MAX_SCRIPT_TICS} tics`);
  }
  return steps;
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
