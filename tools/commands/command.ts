// The shape of one `toom` subcommand.
export interface Command {
  summary: string;
  usage: string;
  /** Lines after the usage explaining each option (printed by --help). */
  details?: string;
  /** Returns the exit code (0 when undefined). */
  run(argv: string[]): Promise<number | void> | number | void;
}
