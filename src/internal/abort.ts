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
  /**
   * Removes the timer and the subscription to the caller's signal; the signal never fires after
   * this (call it once the attempt is over). Safe to call twice.
   */
  dispose(): void;
}

/**
 * Controllers whose signal never fired, kept for the next attempts. On Node, every signal handed to
 * `fetch` is followed by undici (a listener, a weak reference, a finalizer, and `setMaxListeners`
 * the first time it sees the signal); making the signal and having it followed the first time
 * measured about 4% of a loopback request, most of the timeout's cost. A controller that never
 * fired is as good as new: the listeners earlier requests left on it can only abort requests that
 * are over. Each serves at most `MAX_USES` attempts, so no signal gathers more than that many
 * leftover listeners (undici removes its own only once its request is collected), below the 10 at
 * which Node warns of a leak, whatever a custom `fetch` leaves behind.
 */
const MAX_USES = 8;
const MAX_IDLE = 256;
interface Reusable {
  readonly controller: AbortController;
  uses: number;
}
const idle: Reusable[] = [];

function takeController(): Reusable {
  const reusable = idle.pop() ?? { controller: new AbortController(), uses: 0 };
  reusable.uses += 1;
  return reusable;
}

function giveBack(reusable: Reusable): void {
  if (reusable.uses < MAX_USES && idle.length < MAX_IDLE) idle.push(reusable);
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
  return new AttemptClock(timeoutMs, userSignal, armed);
}

// A class rather than a closure per method: one object per attempt is all the clock allocates.
class AttemptClock implements AttemptSignal {
  readonly signal: AbortSignal;
  readonly #reusable: Reusable;
  readonly #delay: number;
  readonly #userSignal: AbortSignal | undefined;
  #why: AbortCause | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #unsubscribe: (() => void) | undefined;
  #disposed = false;

  constructor(timeoutMs: number, userSignal: AbortSignal | undefined, armed: boolean) {
    this.#reusable = takeController();
    this.signal = this.#reusable.controller.signal;
    this.#delay = Math.min(timeoutMs, MAX_TIMER_MS);
    this.#userSignal = userSignal;
    if (userSignal?.aborted) this.fire('user');
    else if (userSignal) this.#unsubscribe = onAbort(userSignal, () => this.fire('user'));
    if (armed) this.arm();
  }

  cause(): AbortCause | undefined {
    return this.#why;
  }

  arm(): void {
    this.disarm();
    if (!this.#why && !this.#disposed) this.#timer = setTimeout(fireTimeout, this.#delay, this);
  }

  disarm(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  fire(cause: AbortCause): void {
    if (this.#why || this.#disposed) return;
    this.#why = cause;
    this.disarm();
    this.#reusable.controller.abort(
      cause === 'timeout'
        ? new DOMException('The attempt timed out.', 'TimeoutError')
        : cause === 'user'
          ? this.#userSignal?.reason
          : new DOMException('The reader stopped.', 'AbortError'),
    );
  }

  dispose(): void {
    this.disarm();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    if (this.#disposed) return;
    this.#disposed = true;
    // Unfired, it goes back for another attempt: nothing of this one may fire it from here on.
    if (!this.#why) giveBack(this.#reusable);
  }
}

function fireTimeout(clock: AttemptClock): void {
  clock.fire('timeout');
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
