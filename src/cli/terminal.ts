/** What the process is writing to: a terminal (people: tables, colour, progress) or a pipe (programs: JSON). */

export interface Terminal {
  readonly stdoutIsTTY: boolean;
  readonly stderrIsTTY: boolean;
  /** Colour on stdout: a terminal, and NO_COLOR unset (https://no-color.org). */
  readonly colorOut: boolean;
  /** Colour on stderr, by the same rule. */
  readonly colorErr: boolean;
  /** Columns of the terminal on stdout, for tables. */
  readonly columns: number;
}

export function detectTerminal(env: NodeJS.ProcessEnv = process.env): Terminal {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  const stdoutIsTTY = process.stdout.isTTY === true;
  const stderrIsTTY = process.stderr.isTTY === true;
  return {
    stdoutIsTTY,
    stderrIsTTY,
    colorOut: stdoutIsTTY && !noColor && env.TERM !== 'dumb',
    colorErr: stderrIsTTY && !noColor && env.TERM !== 'dumb',
    columns: process.stdout.columns && process.stdout.columns > 20 ? process.stdout.columns : 100,
  };
}

export interface Paint {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;
const plain = (text: string) => text;

export function paint(enabled: boolean): Paint {
  return enabled
    ? { bold: sgr(1, 22), dim: sgr(2, 22), red: sgr(31, 39), green: sgr(32, 39) }
    : { bold: plain, dim: plain, red: plain, green: plain };
}
