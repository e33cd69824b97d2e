/** The SDK's public client, configured from the global flags and the environment. */
import { SportsData } from '../client.js';
import type { ClientOptions } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import { traceHooks } from './trace.js';

export interface ClientFlags {
  apiKey?: string | undefined;
  baseURL?: string | undefined;
  maxRetries?: number | undefined;
  timeout?: number | undefined;
  pacing?: boolean | undefined;
  /** `--trace`: every hook event as a line on stderr. */
  trace?: boolean | undefined;
}

/** The SDK's log lines (already redacted by the SDK) go to stderr: stdout is for results only. */
function stderrLogger(stderr: NodeJS.WritableStream): Logger {
  const line = (message: string) => {
    stderr.write(`${message}\n`);
  };
  return { error: line, warn: line, info: line, debug: line };
}

export function makeClient(flags: ClientFlags, stderr: NodeJS.WritableStream): SportsData {
  const options: ClientOptions = {
    apiKey: flags.apiKey,
    baseURL: flags.baseURL,
    maxRetries: flags.maxRetries,
    timeout: flags.timeout,
    logger: stderrLogger(stderr),
  };
  if (flags.pacing) options.pacing = true;
  if (flags.trace) options.hooks = traceHooks(stderr);
  return new SportsData(options);
}
