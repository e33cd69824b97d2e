import {
  type PacingAcquire,
  type PacingGrant,
  type PacingStore,
  WINDOW_MS,
} from '../../core/pacing/store.js';

/** One account's minute in this process: slots in flight, and the expiry times of answered ones. */
class Minute {
  readonly inFlight = new Set<string>();
  /** Expiry times in release order, which is time order on one clock: a queue, pruned from the front. */
  expiries: number[] = [];
  head = 0;
  pausedUntil = 0;
  knownLimit: number | undefined;

  prune(now: number): void {
    while (this.head < this.expiries.length && (this.expiries[this.head] as number) <= now) this.head++;
    // Compact now and then so the array does not grow without end.
    if (this.head > 1024 && this.head * 2 > this.expiries.length) {
      this.expiries = this.expiries.slice(this.head);
      this.head = 0;
    }
  }

  get answered(): number {
    return this.expiries.length - this.head;
  }
}

/** The in-process store: exact, O(1) per request, shared by every call of the client that owns it. */
export class MemoryPacingStore implements PacingStore {
  readonly #minutes = new Map<string, Minute>();
  #next = 0;

  #minute(account: string): Minute {
    let minute = this.#minutes.get(account);
    if (!minute) {
      minute = new Minute();
      this.#minutes.set(account, minute);
    }
    return minute;
  }

  acquire({ account, limit, limitKnown, now }: PacingAcquire): PacingGrant {
    const minute = this.#minute(account);
    if (limitKnown) minute.knownLimit = limit;
    const allowed = limitKnown ? limit : (minute.knownLimit ?? limit);
    if (now < minute.pausedUntil) return { waitMs: minute.pausedUntil - now };
    minute.prune(now);
    const live = minute.inFlight.size + minute.answered;
    if (live < allowed) {
      const slot = String(this.#next++);
      minute.inFlight.add(slot);
      return { slot };
    }
    // The (live - allowed + 1)th answered slot to expire makes room; slots still in flight free
    // 60 s after an answer that has not come yet, so never sooner than a minute from now.
    const index = minute.head + live - allowed;
    const expiry = index < minute.expiries.length ? (minute.expiries[index] as number) : now + WINDOW_MS;
    return { waitMs: Math.max(1, expiry - now) };
  }

  release(account: string, slot: string, now: number): void {
    const minute = this.#minute(account);
    if (!minute.inFlight.delete(slot)) return;
    const expiry = now + WINDOW_MS;
    // Keep the queue ordered even if a clock stepped back: a slot never frees before its time.
    const last = minute.expiries[minute.expiries.length - 1];
    minute.expiries.push(last !== undefined && last > expiry ? last : expiry);
  }

  pause(account: string, ms: number, now: number): void {
    const minute = this.#minute(account);
    minute.pausedUntil = Math.max(minute.pausedUntil, now + ms);
  }
}
