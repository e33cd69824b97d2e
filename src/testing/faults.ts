import type { ResetWhen } from './http-types.js';

/**
 * A canned failure for the next matching requests, so tests can see what a client does when
 * the service or the network misbehaves. All matchers given must match; none given matches all.
 */
export interface FaultSpec {
  /** Operation id, e.g. `get_player` (`download_export_file` for the file host). */
  operationId?: string;
  method?: string;
  /** A prefix of the URL path, e.g. `/v1/players`. */
  path?: string;
  /** How many matching requests get the fault; default 1. */
  times?: number;
  /** Answer with this status (default 500 when nothing else is asked for). */
  status?: number;
  /** The body: a string is sent as is, an object as JSON; default the error envelope for the status. */
  body?: string | object;
  headers?: Record<string, string>;
  retryAfter?: string;
  /** Drop the connection: before any byte of the answer, or after its headers and part of its body. */
  reset?: ResetWhen;
  /** Never answer; the request ends only when the client gives up (its signal aborts / it disconnects). */
  hang?: boolean;
  /**
   * Wait this many real milliseconds before answering. Alone (no status, body, headers,
   * retryAfter, reset or hang) it delays the real answer; with them, the faulted one.
   */
  delayMs?: number;
}

/** True when a fault only delays the answer the service would give anyway. */
export function delaysOnly(spec: FaultSpec): boolean {
  return (
    spec.delayMs !== undefined &&
    spec.status === undefined &&
    spec.body === undefined &&
    spec.headers === undefined &&
    spec.retryAfter === undefined &&
    spec.reset === undefined &&
    spec.hang !== true
  );
}

interface Pending {
  id: string;
  spec: FaultSpec;
  remaining: number;
}

export class Faults {
  private readonly pending: Pending[] = [];
  private injected = 0;

  /** Queues the fault; answers its id (`flt_1`, `flt_2`, …). */
  inject(spec: FaultSpec): string {
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new TypeError('fault times must be a positive integer');
    if (
      spec.status !== undefined &&
      (!Number.isInteger(spec.status) || spec.status < 200 || spec.status > 599)
    ) {
      throw new TypeError('fault status must be an integer from 200 to 599');
    }
    if (spec.reset !== undefined && spec.reset !== 'before-headers' && spec.reset !== 'after-headers') {
      throw new TypeError("fault reset must be 'before-headers' or 'after-headers'");
    }
    if (
      spec.delayMs !== undefined &&
      (!Number.isInteger(spec.delayMs) || spec.delayMs < 0 || spec.delayMs > 600_000)
    )
      throw new TypeError('fault delayMs must be an integer from 0 to 600000');
    const id = `flt_${++this.injected}`;
    this.pending.push({ id, spec: { ...spec }, remaining: times });
    return id;
  }

  clear(): void {
    this.pending.length = 0;
  }

  /** Requests still to be faulted, over all injected faults. */
  get remaining(): number {
    return this.pending.reduce((n, p) => n + p.remaining, 0);
  }

  /** The fault for this request, if any, using up one of its times. */
  take(operationId: string | null, method: string, path: string): FaultSpec | undefined {
    if (this.pending.length === 0) return undefined;
    const index = this.pending.findIndex(
      ({ spec }) =>
        (spec.operationId === undefined || spec.operationId === operationId) &&
        (spec.method === undefined || spec.method.toUpperCase() === method) &&
        (spec.path === undefined || path.startsWith(spec.path)),
    );
    const found = this.pending[index];
    if (!found) return undefined;
    if (--found.remaining === 0) this.pending.splice(index, 1);
    return found.spec;
  }
}
