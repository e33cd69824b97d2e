/** The checked `x-sdk` policy of an OpenAPI document (durations in seconds), with its key pattern. */
export interface Policy {
  retry: {
    retriedBilling: 'free' | 'usage';
    statuses: number[];
    rateLimitCodes: string[];
    maxRetryAfterSeconds: number;
    backoff: { initialSeconds: number; factor: number; maxSeconds: number; jitter: number };
    defaultMaxRetries: number;
  };
  request: { timeoutSeconds: number; maxResponseBytes: number; jsonBytesPerValue: number };
  polling: { intervalSeconds: number; minIntervalSeconds: number; timeoutSeconds: number };
  paging: { maxEmptyPages: number };
  cache: { ttlSeconds: number; maxEntries: number };
  serverText: { messageMaxChars: number; nameMaxChars: number; pageTextChars: number };
  pacing: { windowSeconds: number; pauseSeconds: number; longestPauseSeconds: number };
  apiKey: { prefix: string; kinds: string[]; charset: string; length: number };
  errorCodes: Record<string, { status: number; type: string; when: string }>;
  errorClasses: { byStatus: Record<string, string>; serverError: string; other: string };
  keyPattern: string;
}
export function readPolicy(spec: unknown): Policy;
export function errorClassFor(policy: Policy, status: number): string;
export function errorClassNames(policy: Policy): string[];
export function retriedOn(policy: Policy, status: number, code?: string): boolean;
export function emitPolicy(policy: Policy): Map<string, string>;
export function emitPythonPolicy(policy: Policy): string;
