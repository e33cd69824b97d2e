import { fingerprint } from './accounts.js';

export interface RecordedRequest {
  /** `api` for the API origin, `files` for the export file host. */
  origin: 'api' | 'files';
  method: string;
  path: string;
  /** null when no operation matched (unknown path or method). */
  operationId: string | null;
  query: Record<string, string>;
  /** Lower-case names. `authorization` holds a fingerprint (`fp_…`) of the value, never the key. */
  headers: Record<string, string>;
  idempotencyKey: string | null;
  /** null when the request was reset or left hanging by a fault. */
  status: number | null;
  fault: 'status' | 'reset' | 'hang' | 'delay' | null;
  requestId: string;
  at: number;
}

/**
 * Beyond either bound the oldest entries are dropped until the log holds at most half of both, so
 * a long benchmark neither grows memory forever nor spends its time in the garbage collector;
 * counts stay exact. Bytes, not only entries: a request's headers can be 16 KiB each (Node's
 * header limit; more through the in-process transports), and 20,000 of those took the log to
 * 425 MB where 20,000 ordinary ones take a few.
 */
const MAX_ENTRIES = 20_000;
const MAX_BYTES = 16 * 1024 * 1024;
/** What an entry costs beyond its text: the object, its fields, the arrays that hold them. */
const ENTRY_OVERHEAD = 256;
const MAX_FINGERPRINTS = 1_000;

/** The text an entry holds (characters: what its strings cost, near enough), plus its overhead. */
function sizeOf(entry: RecordedRequest): number {
  let size = ENTRY_OVERHEAD + entry.method.length + entry.path.length + (entry.idempotencyKey?.length ?? 0);
  for (const name in entry.query) size += name.length + (entry.query[name] as string).length;
  for (const name in entry.headers) size += name.length + (entry.headers[name] as string).length;
  return size;
}

/** Every request the service saw, faulted ones included, plus a count per operation. */
export class RequestLog {
  readonly entries: RecordedRequest[] = [];
  /** `sizeOf` each of `entries`, in the same order. */
  private readonly sizes: number[] = [];
  private held = 0;
  private readonly counts = new Map<string, number>();
  private readonly fingerprints = new Map<string, string>();

  record(entry: RecordedRequest): void {
    const size = sizeOf(entry);
    this.entries.push(entry);
    this.sizes.push(size);
    this.held += size;
    if (this.entries.length > MAX_ENTRIES || this.held > MAX_BYTES) this.dropOldest();
    const key = entry.operationId ?? '';
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** The text the log holds now, in characters (at most MAX_BYTES, bar one entry bigger than that). */
  get bytes(): number {
    return this.held;
  }

  /** Down to half of each bound in one splice (never the newest entry): amortised O(1) a request. */
  private dropOldest(): void {
    let drop = 0;
    let held = this.held;
    const last = this.entries.length - 1;
    while (drop < last && (this.entries.length - drop > MAX_ENTRIES / 2 || held > MAX_BYTES / 2)) {
      held -= this.sizes[drop] as number;
      drop++;
    }
    this.entries.splice(0, drop);
    this.sizes.splice(0, drop);
    this.held = held;
  }

  /** Requests seen for an operation id, or all of them. */
  count(operationId?: string): number {
    if (operationId === undefined) {
      let total = 0;
      for (const n of this.counts.values()) total += n;
      return total;
    }
    return this.counts.get(operationId) ?? 0;
  }

  reset(): void {
    this.entries.length = 0;
    this.sizes.length = 0;
    this.held = 0;
    this.counts.clear();
  }

  /** Headers as recorded: the credential replaced by its fingerprint. */
  safeHeaders(entries: Iterable<[string, string]>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of entries) {
      const lower = name.toLowerCase();
      out[lower] = lower === 'authorization' ? this.fingerprintOf(value) : value;
    }
    return out;
  }

  private fingerprintOf(value: string): string {
    let fp = this.fingerprints.get(value);
    if (!fp) {
      fp = fingerprint(value.replace(/^Bearer\s+/i, ''));
      if (this.fingerprints.size >= MAX_FINGERPRINTS) this.fingerprints.clear();
      this.fingerprints.set(value, fp);
    }
    return fp;
  }
}
