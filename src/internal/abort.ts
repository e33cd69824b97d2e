/**
 * The caller's `AbortSignal`, followed once however many calls share it, and `sleep`, the SDK's one
 * wait that the caller's signal ends. The attempt clock that uses them is the driver's (driver.ts).
 */

/**
 * setTimeout fires at once for a delay past 2^31 - 1 ms (about 24.8 days), so a generous timeout
 * such as `2 ** 31` would end every attempt immediately; cap it instead (that long is as good as never).
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

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
