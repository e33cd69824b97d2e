/**
 * `fetchOptions` (contract section 11): merged into every fetch init, API calls and export file
 * downloads alike, per-call over client, and never over the SDK's own members (the key's redirect
 * rule depends on `redirect: 'manual'`).
 */
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, SportsData } from '../../src/index.js';
import { coverage } from './operation-cases.js';

const KEY = 'svc_test_0123456789abcdefghijklmnopqrstuv';

function recordingFetch() {
  const inits: Record<string, unknown>[] = [];
  const fetch = async (_input: string, init: unknown) => {
    inits.push(init as Record<string, unknown>);
    return new Response(JSON.stringify(coverage), {
      headers: { 'content-type': 'application/json', 'x-service-plan': 'free' },
    });
  };
  return { fetch, inits };
}

describe('fetchOptions', () => {
  it('the client option reaches every fetch init, under the SDK members', async () => {
    const { fetch, inits } = recordingFetch();
    const dispatcher = { name: 'proxy-agent' };
    const client = new SportsData({
      apiKey: KEY,
      baseURL: 'http://127.0.0.1:9',
      fetch,
      fetchOptions: { dispatcher, redirect: 'follow', method: 'DELETE', keepalive: true },
    });
    await client.reference.getCoverage();
    expect(inits).toHaveLength(1);
    expect(inits[0]?.dispatcher).toBe(dispatcher);
    expect(inits[0]?.keepalive).toBe(true);
    // The SDK's own members win: no redirect is followed (the key stays home), the method is the operation's.
    expect(inits[0]?.redirect).toBe('manual');
    expect(inits[0]?.method).toBe('GET');
  });

  it('per-call fetchOptions merge over the client ones for that call only', async () => {
    const { fetch, inits } = recordingFetch();
    const client = new SportsData({
      apiKey: KEY,
      baseURL: 'http://127.0.0.1:9',
      fetch,
      fetchOptions: { dispatcher: 'client', keepalive: true },
    });
    await client.reference.getCoverage({ fetchOptions: { dispatcher: 'call' } });
    await client.reference.getCoverage();
    expect(inits.map((i) => [i.dispatcher, i.keepalive])).toEqual([
      ['call', true],
      ['client', true],
    ]);
  });

  it('a fetchOptions that is not an object is refused before anything is sent', async () => {
    const { fetch, inits } = recordingFetch();
    expect(
      () =>
        new SportsData({ apiKey: KEY, fetch, fetchOptions: 'proxy' as unknown as Record<string, unknown> }),
    ).toThrow(InvalidArgumentError);
    const client = new SportsData({ apiKey: KEY, baseURL: 'http://127.0.0.1:9', fetch });
    await expect(
      client.reference.getCoverage({ fetchOptions: null as unknown as Record<string, unknown> }),
    ).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(inits).toHaveLength(0);
  });
});
