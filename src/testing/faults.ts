import type { ResetWhen } from './http-types.js';

/**
 * A canned failure for the next matching requests, so tests can see what a client does when
 * the service or the network misbehaves. All matchers given must match; none given matches all.
 */
export interface FaultSpec {
  /** Operation id, e.g. `get_player` (`download_export_file` for the file host). */
  operationId?: string | undefined;
  method?: string | undefined;
  /** A prefix of the URL path, e.g. `/v1/players`. */
  path?: string | undefined;
  /** How many matching requests get the fault; default 1. */
  times?: number | undefined;
  /** Answer with this status (default 500 when nothing else is asked for). */
  status?: number | undefined;
  /** The body: a string is sent as is, an object as JSON; default the error envelope for the status. */
  body?: string | object | undefined;
  headers?: Record<string, string> | undefined;
  retryAfter?: string | undefined;
  /** Drop the connection: before any byte of the answer, or after its headers and part of its body. */
  reset?: ResetWhen | undefined;
  /** Never answer; the request ends only when the client gives up (its signal aborts / it disconnects). */
  hang?: boolean | undefined;
}

interface Pending {
  spec: FaultSpec;
  remaining: number;
}

export class Faults {
  private readonly pending: Pending[] = [];

  inject(spec: FaultSpec): void {
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
    this.pending.push({ spec: { ...spec }, remaining: times });
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
