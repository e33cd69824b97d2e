import type { ResetWhen } from './http-types.js';
import { type Plain, flag, integer, object, oneOf, readFields, stringMap, text } from './read-fields.js';

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
  /**
   * Wait this many real milliseconds before answering. Alone (no status, body, headers,
   * retryAfter, reset or hang) it delays the real answer; with them, the faulted one.
   */
  delayMs?: number | undefined;
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

/** Both spellings of `reset`, so a Python test can write `before_headers`. */
const RESETS: Record<string, ResetWhen> = {
  'before-headers': 'before-headers',
  before_headers: 'before-headers',
  'after-headers': 'after-headers',
  after_headers: 'after-headers',
};

const body = (value: unknown, name: string): string | object =>
  typeof value === 'string' ? value : object(value, name);
const retryAfter = (value: unknown, name: string): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value, name);

const FAULT_FIELDS = {
  operationId: text,
  method: text,
  path: text,
  times: integer(1, Number.MAX_SAFE_INTEGER),
  status: integer(200, 599),
  body,
  headers: stringMap,
  retryAfter,
  reset: oneOf(RESETS),
  hang: flag,
  delayMs: integer(0, 600_000),
};

type Matcher = Pick<FaultSpec, 'operationId' | 'method' | 'path'>;

/** Whether a request is one a fault (or a filter of the request log) names: all matchers given match. */
export function matches(
  matcher: Matcher,
  request: { operationId: string | null; method: string; path: string },
) {
  return (
    (matcher.operationId === undefined || matcher.operationId === request.operationId) &&
    (matcher.method === undefined || matcher.method.toUpperCase() === request.method) &&
    (matcher.path === undefined || request.path.startsWith(matcher.path))
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

  /**
   * The next matching requests (`times`, default 1) get this answer instead of the real one; answers
   * the fault's id (`flt_1`, `flt_2`, …). Throws a TypeError naming a bad field.
   */
  inject = (input: FaultSpec): string => {
    const spec = readFields(input as Plain, FAULT_FIELDS);
    const id = `flt_${++this.injected}`;
    this.pending.push({ id, spec, remaining: spec.times ?? 1 });
    return id;
  };

  clear = (): void => {
    this.pending.length = 0;
  };

  /** Requests still to be faulted, over all injected faults. */
  get remaining(): number {
    return this.pending.reduce((n, p) => n + p.remaining, 0);
  }

  /** The fault for this request, if any, using up one of its times. */
  take(operationId: string | null, method: string, path: string): FaultSpec | undefined {
    if (this.pending.length === 0) return undefined;
    const index = this.pending.findIndex(({ spec }) => matches(spec, { operationId, method, path }));
    const found = this.pending[index];
    if (!found) return undefined;
    if (--found.remaining === 0) this.pending.splice(index, 1);
    return found.spec;
  }
}
