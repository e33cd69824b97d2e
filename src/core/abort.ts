/**
 * One AbortController per attempt, fired by the attempt's timeout or by the caller's signal.
 * Node 18 has no AbortSignal.any, and every timer and listener must be removed when the attempt
 * ends so nothing keeps the caller's process alive.
 */
export type AbortCause = 'timeout' | 'user';

/**
 * setTimeout fires at once for a delay past 2^31 - 1 ms (about 24.8 days), so a generous timeout
 * such as `2 ** 31` would end every attempt immediately; cap it instead (that long is as good as never).
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface AttemptSignal {
  readonly signal: AbortSignal;
  /** Why the signal fired, once it has. */
  cause(): AbortCause | undefined;
  /** Removes the timer and the listener on the caller's signal. Safe to call twice. */
  dispose(): void;
}

export function attemptSignal(timeoutMs: number, userSignal: AbortSignal | undefined): AttemptSignal {
  const controller = new AbortController();
  let cause: AbortCause | undefined;
  const fire = (why: AbortCause) => {
    if (cause) return;
    cause = why;
    controller.abort(
      why === 'timeout' ? new DOMException('The attempt timed out.', 'TimeoutError') : userSignal?.reason,
    );
  };
  const onUserAbort = () => fire('user');
  if (userSignal?.aborted) fire('user');
  else userSignal?.addEventListener('abort', onUserAbort, { once: true });
  const timer = cause ? undefined : setTimeout(() => fire('timeout'), Math.min(timeoutMs, MAX_TIMER_MS));
  return {
    signal: controller.signal,
    cause: () => cause,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      userSignal?.removeEventListener('abort', onUserAbort);
    },
  };
}

/** Waits `ms`, ending early (rejecting with `onAbort()`) when the caller's signal fires. */
export function sleep(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbort());
      return;
    }
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, Math.min(ms, MAX_TIMER_MS));
    const abort = () => {
      clearTimeout(timer);
      reject(onAbort());
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
