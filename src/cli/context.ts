/** What every command runs with: the client, stdout's printer, stderr's progress line, Ctrl-C's signal. */
import type { SportsData } from '../client.js';
import type { Printer } from './output.js';
import type { ProgressLine } from './progress.js';
import type { Paint } from './terminal.js';

export interface Context {
  readonly client: SportsData;
  readonly printer: Printer;
  readonly progress: ProgressLine;
  /** Colour for stderr. */
  readonly paint: Paint;
  readonly stdout: NodeJS.WritableStream;
  /** Aborted by Ctrl-C. */
  readonly signal: AbortSignal;
  /** Set once a job is known, so that Ctrl-C can say how to pick it up again. */
  resume: string | undefined;
}
