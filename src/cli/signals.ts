/**
 * Ctrl-C: the first SIGINT aborts the command's signal, so the SDK stops at once (the job on the
 * service goes on) and the command can say how to resume; a second SIGINT exits straight away.
 */
import { EXIT_INTERRUPTED } from './error-report.js';

export interface Interrupt {
  readonly signal: AbortSignal;
  dispose(): void;
}

export function onInterrupt(): Interrupt {
  const controller = new AbortController();
  const handler = () => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    controller.abort();
  };
  process.on('SIGINT', handler);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', handler) };
}
