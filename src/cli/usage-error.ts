/** A mistake on the command line (exit status 2), as opposed to an error from the service (1). */
export class UsageError extends Error {
  override name = 'UsageError';
  /** `unknown_command`, `unknown_flag`, `invalid_value`, `missing_argument`, … */
  readonly code: string;
  /** The command whose `--help` explains the fix, e.g. `players search`. */
  readonly helpFor: string;
  constructor(code: string, message: string, helpFor = '') {
    super(message);
    this.code = code;
    this.helpFor = helpFor;
  }
}
