/**
 * The retry rule (src/internal/retry.ts): `decide`, one pure function of policy, attempt and outcome,
 * and the properties of its arithmetic, checked over generated inputs. The wire behaviour built on
 * them is in test/core/retry.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/generated/operations.js';
import {
  apiPolicy,
  backoffDelayMs,
  decide,
  filePolicy,
  isRetryableStatus,
  MAX_RETRY_AFTER_SECONDS,
  mayRetry,
  type Outcome,
  parseRetryAfter,
  retryDelayMs,
} from '../../src/internal/retry.js';

const free = apiPolicy(operations.get_player, 2);
const billed = apiPolicy(operations.create_query, 2);
const file = filePolicy(2);
const answer = (status: number, code?: string, retryAfter?: number): Outcome => ({
  kind: 'answer',
  status,
  code,
  retryAfter,
});
const noJitter = () => 0;

describe('decide: the whole retry rule', () => {
  it.each([
    [200, undefined, { retry: false, why: 'done' }],
    [204, undefined, { retry: false, why: 'done' }],
    [400, undefined, { retry: false, why: 'final' }],
    [404, undefined, { retry: false, why: 'final' }],
    [302, undefined, { retry: false, why: 'final' }],
    [429, 'monthly_quota_exceeded', { retry: false, why: 'final' }],
    [429, undefined, { retry: false, why: 'final' }],
    [429, 'rate_limit_exceeded', { retry: true, waitMs: 500 }],
    [408, undefined, { retry: true, waitMs: 500 }],
    [500, undefined, { retry: true, waitMs: 500 }],
    [501, undefined, { retry: false, why: 'final' }],
    [502, undefined, { retry: true, waitMs: 500 }],
    [503, undefined, { retry: true, waitMs: 500 }],
    [504, undefined, { retry: true, waitMs: 500 }],
  ] as const)('a free read answered %s (%s)', (status, code, expected) => {
    expect(decide(free, 0, answer(status, code), noJitter)).toEqual(expected);
  });

  it('a file host: any 429 is retried (no envelope to read)', () => {
    expect(decide(file, 0, answer(429), noJitter)).toEqual({ retry: true, waitMs: 500 });
    expect(decide(file, 0, answer(404), noJitter)).toEqual({ retry: false, why: 'final' });
  });

  it('usage-billed: never retried, whatever happened and however many retries are allowed', () => {
    for (const outcome of [
      answer(503),
      answer(429, 'rate_limit_exceeded'),
      { kind: 'failure', failure: 'connection' } as const,
      { kind: 'failure', failure: 'timeout' } as const,
    ]) {
      expect(decide(billed, 0, outcome)).toEqual({ retry: false, why: 'billed' });
    }
    expect(decide(billed, 0, answer(404))).toEqual({ retry: false, why: 'final' });
    expect(decide(billed, 0, answer(201))).toEqual({ retry: false, why: 'done' });
  });

  it('failures with no answer are retried with backoff until maxRetries is used', () => {
    const timeout: Outcome = { kind: 'failure', failure: 'timeout' };
    expect(decide(free, 0, timeout, noJitter)).toEqual({ retry: true, waitMs: 500 });
    expect(decide(free, 1, timeout, noJitter)).toEqual({ retry: true, waitMs: 1000 });
    expect(decide(free, 2, timeout, noJitter)).toEqual({ retry: false, why: 'exhausted' });
    expect(decide(apiPolicy(operations.get_player, 0), 0, timeout)).toEqual({
      retry: false,
      why: 'exhausted',
    });
  });

  it('Retry-After is waited for up to 60 s, and handed to the caller beyond', () => {
    expect(decide(free, 0, answer(503, undefined, 2))).toEqual({ retry: true, waitMs: 2000 });
    expect(decide(free, 0, answer(503, undefined, 60))).toEqual({ retry: true, waitMs: 60_000 });
    expect(decide(free, 0, answer(503, undefined, 61))).toEqual({ retry: false, why: 'wait_too_long' });
    // Used up first: no warning about a wait that would not have happened anyway.
    expect(decide(free, 2, answer(503, undefined, 61))).toEqual({ retry: false, why: 'exhausted' });
  });

  it('jitter takes at most 25% off the backoff', () => {
    expect(decide(free, 0, answer(503), () => 1)).toEqual({ retry: true, waitMs: 375 });
    expect(decide(apiPolicy(operations.get_player, 9), 3, answer(503), () => 0)).toEqual({
      retry: true,
      waitMs: 4000,
    });
  });
});

/** Any instant between 1990 and 2090. */
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) });
const TEN_YEARS_S = 10 * 365 * 24 * 3600;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** `Sunday, 06-Nov-94 08:49:37 GMT` (RFC 850, two-digit year). */
function rfc850(d: Date): string {
  const year = pad(d.getUTCFullYear() % 100);
  return `${WEEKDAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${year} ${clock(d)} GMT`;
}

/** `Sun Nov  6 08:49:37 1994` (asctime: no zone, meaning GMT). */
function asctime(d: Date): string {
  const day = String(d.getUTCDate()).padStart(2, ' ');
  return `${WEEKDAYS[d.getUTCDay()]?.slice(0, 3)} ${MONTHS[d.getUTCMonth()]} ${day} ${clock(d)} ${d.getUTCFullYear()}`;
}

describe('parseRetryAfter', () => {
  it('never throws, and gives undefined or a finite non-negative number of seconds', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.stringMatching(/^[ \d.:,+-]{0,20}$/),
      fc.stringMatching(/^(?:Mon|Sun|Thu), \d{1,3} [A-Za-z]{3} \d{1,5} \d{1,2}:\d{2}:\d{2} [A-Z]{3}$/),
      fc.double().map(String),
    );
    fc.assert(
      fc.property(anyText, instant, (text, now) => {
        const seconds = parseRetryAfter(text, now);
        if (seconds === undefined) return;
        expect(Number.isFinite(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('reads delta-seconds back exactly, whitespace around them ignored', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.constantFrom('', ' ', '\t'), instant, (n, space, now) => {
        expect(parseRetryAfter(`${space}${n}${space}`, now)).toBe(n);
      }),
    );
  });

  it('reads a run of digits of any length as seconds: too long for a finite number, the largest one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 309, max: 20_000 }), fc.constantFrom('', '.5'), (length, tail) => {
        expect(parseRetryAfter(`${'7'.repeat(length)}${tail}`)).toBe(Number.MAX_VALUE);
      }),
      { numRuns: 50 },
    );
    expect(parseRetryAfter(`${'0'.repeat(400)}5`)).toBe(5);
    expect(parseRetryAfter(`1.${'0'.repeat(400)}`)).toBe(1);
    for (const text of ['.5', '5.', '1.2.3', `${'9'.repeat(400)}x`, `${'9'.repeat(400)}.`])
      expect(parseRetryAfter(text)).toBeUndefined();
  });

  it('gives undefined for a negative or signed number, and for null/empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (n) => {
        expect(parseRetryAfter(`-${n}`)).toBeUndefined();
        expect(parseRetryAfter(`+${n}`)).toBeUndefined();
      }),
    );
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('  ')).toBeUndefined();
  });

  it('an IMF-fixdate in the future gives its distance (to within the second it drops)', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: TEN_YEARS_S }), (now, ahead) => {
        const text = new Date(now + ahead * 1000).toUTCString();
        const seconds = parseRetryAfter(text, now);
        expect(seconds).toBeDefined();
        // toUTCString drops the milliseconds of the target, so the distance can only be short by < 1 s.
        expect(seconds as number).toBeGreaterThan(ahead - 1);
        expect(seconds as number).toBeLessThanOrEqual(ahead);
      }),
    );
  });

  it('an HTTP-date in the past gives 0 (retry now), not a negative wait', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: TEN_YEARS_S }), (now, ago) => {
        expect(parseRetryAfter(new Date(now - ago * 1000).toUTCString(), now)).toBe(0);
      }),
    );
  });

  it('the RFC 850 and asctime forms give the same wait as the IMF-fixdate', () => {
    // Two-digit RFC 850 years are only unambiguous near now; stay within 1990-2049.
    const nearNow = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2049, 0, 1) });
    fc.assert(
      fc.property(nearNow, fc.integer({ min: 0, max: 86_400 }), (now, ahead) => {
        const target = new Date(Math.floor((now + ahead * 1000) / 1000) * 1000);
        const expected = parseRetryAfter(target.toUTCString(), now);
        expect(parseRetryAfter(rfc850(target), now)).toBe(expected);
        expect(parseRetryAfter(asctime(target), now)).toBe(expected);
      }),
    );
  });

  it('reads asctime as GMT whatever the machine time zone', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // The zone must really have changed, or this test proves nothing.
      expect(new Date(Date.UTC(2030, 0, 1)).getHours()).not.toBe(0);
      const now = Date.UTC(2030, 0, 1, 12, 0, 0);
      expect(parseRetryAfter('Tue Jan  1 12:00:30 2030', now)).toBe(30);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('text that only looks like a date (Date.parse reads it) is not a Retry-After', () => {
    const now = Date.UTC(2030, 0, 1);
    for (const text of [
      'soon 2031',
      'x 2029',
      'May 5',
      'Tuesday 2030',
      '2031-01-01',
      '2031-01-01T00:00:00Z',
    ]) {
      expect(parseRetryAfter(text, now), text).toBeUndefined();
    }
  });
});

describe('backoffDelayMs', () => {
  const ceiling = (n: number) => Math.min(8_000, 500 * 2 ** (n - 1));
  const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

  it('lies in [0.75·c, c] for c = min(8000, 500·2^(n-1)), for every n ≥ 1 and random in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), random, (n, r) => {
        const delay = backoffDelayMs(n, () => r);
        expect(delay).toBeGreaterThanOrEqual(0.75 * ceiling(n));
        expect(delay).toBeLessThanOrEqual(ceiling(n));
      }),
      { numRuns: 500 },
    );
  });

  it('the first retries wait 0.5 s, 1 s, 2 s, 4 s, then 8 s for good (no jitter)', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => backoffDelayMs(n, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('never shrinks as retries go on, for the same random draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), random, (n, r) => {
        expect(backoffDelayMs(n + 1, () => r)).toBeGreaterThanOrEqual(backoffDelayMs(n, () => r));
      }),
    );
  });
});

describe('retryDelayMs', () => {
  it('waits Retry-After when the service gave one, and backs off otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: MAX_RETRY_AFTER_SECONDS }),
        (n, s) => {
          expect(retryDelayMs(n, s)).toBe(s * 1000);
          const backoff = retryDelayMs(n, undefined);
          expect(backoff).toBeGreaterThanOrEqual(0.75 * Math.min(8_000, 500 * 2 ** (n - 1)));
          expect(backoff).toBeLessThanOrEqual(Math.min(8_000, 500 * 2 ** (n - 1)));
        },
      ),
    );
  });
});

describe('isRetryableStatus and mayRetry', () => {
  it('retries 408, 500, 502, 503, 504 and 429 rate_limit_exceeded, nothing else', () => {
    const retryable = new Set([408, 500, 502, 503, 504]);
    const codes = fc.option(
      fc.oneof(fc.constantFrom('rate_limit_exceeded', 'monthly_quota_exceeded'), fc.string()),
      {
        nil: undefined,
      },
    );
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), codes, (status, code) => {
        const expected = status === 429 ? code === 'rate_limit_exceeded' : retryable.has(status);
        expect(isRetryableStatus(status, code)).toBe(expected);
      }),
      { numRuns: 1_000 },
    );
  });

  it('only free operations may be retried', () => {
    for (const op of Object.values(operations)) expect(mayRetry(op), op.id).toBe(op.billing === 'free');
  });
});
