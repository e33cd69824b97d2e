/**
 * The SDK's one timer mechanism: an AbortController per attempt, fired by its clock or by the
 * caller's signal. Two uses of the same mechanism:
 *
 * - an API call arms the clock once, for the whole attempt (headers and body);
 * - an export download arms it only while waiting on the network (for headers, for each next
 *   chunk), so a slow reader is never timed out, and a stalled host always is.
 *
 * Node 18 has no AbortSignal.any, and every timer and listener must be removed when the attempt
 * ends so nothing keeps the caller's process alive.
 */
export type AbortCause = 'timeout' | 'user' | 'cancel';

/**
 * setTimeout fires at once for a delay past 2^31 - 1 ms (about 24.8 days), so a generous timeout
 * such as `2 ** 31` would end every attempt immediately; cap it instead (that long is as good as never).
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface AttemptSignal {
  readonly signal: AbortSignal;
  /** Why the signal fired, once it has. */
  cause(): AbortCause | undefined;
  /** Starts (or restarts) the clock. */
  arm(): void;
  /** Stops the clock (the caller's signal still counts). */
  disarm(): void;
  /** Fires now, for `cause` (a reader that gave up cancels with `cancel`). */
  fire(cause: AbortCause): void;
  /** Removes the timer and the subscription to the caller's signal. Safe to call twice. */
  dispose(): void;
}

/**
 * A signal that fires `timeoutMs` after each `arm()` (the first one at once, unless `armed` is
 * false) or when `userSignal` fires.
 */
export function attemptSignal(
  timeoutMs: number,
  userSignal: AbortSignal | undefined,
  armed = true,
): AttemptSignal {
  const controller = new AbortController();
  const delay = Math.min(timeoutMs, MAX_TIMER_MS);
  let why: AbortCause | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  const disarm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const fire = (cause: AbortCause) => {
    if (why) return;
    why = cause;
    disarm();
    controller.abort(
      cause === 'timeout'
        ? new DOMException('The attempt timed out.', 'TimeoutError')
        : cause === 'user'
          ? userSignal?.reason
          : new DOMException('The reader stopped.', 'AbortError'),
    );
  };
  const onTimeout = () => fire('timeout');
  const arm = () => {
    disarm();
    if (!why) timer = setTimeout(onTimeout, delay);
  };
  if (userSignal?.aborted) fire('user');
  else if (userSignal) unsubscribe = onAbort(userSignal, () => fire('user'));
  if (armed) arm();
  return {
    signal: controller.signal,
    cause: () => why,
    arm,
    disarm,
    fire,
    dispose() {
      disarm();
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}

/**
 * One `abort` listener per caller's signal, however many calls share it: each call subscribes
 * here, and the listener goes once the last subscriber is gone. (A listener per call made Node
 * print `MaxListenersExceededWarning` from 11 concurrent calls on.)
 */
interface Subscribers {
  readonly callbacks: Set<() => void>;
  readonly stopListening: () => void;
}

const subscribed = new WeakMap<AbortSignal, Subscribers>();

/** Calls `callback` once when `signal` fires; returns the unsubscribe function. */
export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  let entry = subscribed.get(signal);
  if (!entry) {
    const callbacks = new Set<() => void>();
    const notify = () => {
      subscribed.delete(signal);
      for (const call of callbacks) call();
      callbacks.clear();
    };
    signal.addEventListener('abort', notify, { once: true });
    entry = { callbacks, stopListening: () => signal.removeEventListener('abort', notify) };
    subscribed.set(signal, entry);
  }
  const { callbacks, stopListening } = entry;
  // A function per subscription, so that one callback given twice is two subscriptions.
  const subscription = () => callback();
  callbacks.add(subscription);
  return () => {
    if (!callbacks.delete(subscription) || callbacks.size > 0) return;
    if (subscribed.get(signal)?.callbacks === callbacks) subscribed.delete(signal);
    stopListening();
  };
}

/** Waits `ms`, ending early (rejecting with `onAbort()`) when the caller's signal fires. */
export function sleep(ms: number, signal: AbortSignal | undefined, onAbortError: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbortError());
      return;
    }
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(
      () => {
        unsubscribe?.();
        resolve();
      },
      Math.min(ms, MAX_TIMER_MS),
    );
    if (signal) {
      unsubscribe = onAbort(signal, () => {
        clearTimeout(timer);
        reject(onAbortError());
      });
    }
  });
}
