/**
 * The fake's request log is bounded in bytes as well as entries: a suite or benchmark that sends
 * big headers for a long time must not take the fake's memory with it, and the counts stay exact.
 */
import { describe, expect, it } from 'vitest';
import { createFakeService } from '../../src/testing/index.js';
import { type RecordedRequest, RequestLog } from '../../src/testing/request-log.js';

/** The text the log holds: every recorded header, query and path. */
function heldText(entries: readonly RecordedRequest[]): number {
  let chars = 0;
  for (const e of entries) {
    chars += e.path.length;
    for (const [name, value] of Object.entries(e.headers)) chars += name.length + value.length;
    for (const [name, value] of Object.entries(e.query)) chars += name.length + value.length;
  }
  return chars;
}

const MiB = 1024 * 1024;

describe('request log', () => {
  it('holds at most 16 MiB of text whatever the headers weigh; counts stay exact, the newest is kept', async () => {
    const service = createFakeService({ rateLimits: false });
    // The in-process transport has no header limit: few requests, each heavy (32 MiB in all).
    const padding = 'x'.repeat(160 * 1024);
    const sent = 200;
    for (let i = 0; i < sent; i++) {
      const response = await service.fetch(`${service.baseURL}/v1/sports`, {
        headers: { authorization: `Bearer ${service.keys.developer}`, 'x-padding': `${i}:${padding}` },
      });
      await response.arrayBuffer();
    }
    expect(service.countRequests('list_sports')).toBe(sent);
    const kept = service.requests;
    expect(heldText(kept)).toBeLessThanOrEqual(16 * MiB);
    // Dropped from the old end only, down to half the bound, so a test still sees the recent past.
    expect(kept.length).toBeGreaterThan(40);
    expect(kept.at(-1)?.headers['x-padding']?.startsWith(`${sent - 1}:`)).toBe(true);
    expect(kept[0]?.headers['x-padding']?.startsWith(`${sent - kept.length}:`)).toBe(true);
  });

  it('still bounds entries of ordinary size by count (20,000), dropping the oldest half', () => {
    const log = new RequestLog();
    for (let i = 0; i < 20_001; i++) log.record(entry(i, {}));
    expect(log.count()).toBe(20_001);
    expect(log.entries.length).toBeGreaterThanOrEqual(10_000);
    expect(log.entries.length).toBeLessThanOrEqual(20_000);
    expect(log.entries.at(-1)?.path).toBe('/v1/sports/20000');
  });

  it('20,000 requests with 12 KB headers (the 425 MB of 0.4.0) leave at most 16 MiB held', () => {
    const log = new RequestLog();
    const padding = 'z'.repeat(12 * 1024);
    for (let i = 0; i < 20_000; i++) {
      log.record(entry(i, { 'x-padding': `${i}${padding}` }));
      // Looked at now and then, not only at the end: the bound holds all the way.
      if (i % 997 === 0) expect(heldText(log.entries)).toBeLessThanOrEqual(16 * MiB);
    }
    expect(heldText(log.entries)).toBeLessThanOrEqual(16 * MiB);
    expect(log.count()).toBe(20_000);
  });

  it('forgets bytes with the entries on reset', () => {
    const log = new RequestLog();
    const big = 'y'.repeat(8 * 1024);
    for (let i = 0; i < 1_500; i++) log.record(entry(i, { 'x-padding': big }));
    log.reset();
    expect(log.entries).toHaveLength(0);
    // After a reset the whole bound is available again: 1,500 × 8 KiB (12 MiB) all kept.
    for (let i = 0; i < 1_500; i++) log.record(entry(i, { 'x-padding': big }));
    expect(log.entries).toHaveLength(1_500);
  });
});

function entry(i: number, headers: Record<string, string>): RecordedRequest {
  return {
    origin: 'api',
    method: 'GET',
    path: `/v1/sports/${i}`,
    operationId: 'list_sports',
    query: {},
    headers,
    idempotencyKey: null,
    status: 200,
    fault: null,
    requestId: `req_${i}`,
    at: i,
  };
}
