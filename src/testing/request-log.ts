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
 * Beyond this the oldest half is dropped, so a long benchmark neither grows memory forever nor
 * spends its time in the garbage collector; counts stay exact.
 */
const MAX_ENTRIES = 20_000;
const MAX_FINGERPRINTS = 1_000;

/** Every request the service saw, faulted ones included, plus a count per operation. */
export class RequestLog {
  readonly entries: RecordedRequest[] = [];
  private readonly counts = new Map<string, number>();
  private readonly fingerprints = new Map<string, string>();

  record(entry: RecordedRequest): void {
    if (this.entries.length >= MAX_ENTRIES) this.entries.splice(0, MAX_ENTRIES / 2);
    this.entries.push(entry);
    const key = entry.operationId ?? '';
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
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
