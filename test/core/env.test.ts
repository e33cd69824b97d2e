/** Environment reads never throw: a missing `process`, a denied Deno permission or a throwing getter is "unset". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SportsData } from '../../src/index.js';
import { readEnv } from '../../src/internal/env.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** Deno's `process.env` without --allow-env: every read throws. */
function denoWithoutEnvPermission(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('Deno', {
    permissions: {
      querySync: ({ variable }: { variable: string }) => {
        asked.push(variable);
        return { state: 'prompt' };
      },
    },
  });
  vi.stubGlobal('process', {
    ...process,
    env: new Proxy(
      {},
      {
        get() {
          throw new Error('NotCapable: Requires env access, run again with the --allow-env flag');
        },
      },
    ),
  });
  return asked;
}

describe('readEnv', () => {
  it('reads a set variable, and treats unset and empty as unset', () => {
    vi.stubEnv('SERVICE_ENV_TEST', 'value');
    expect(readEnv('SERVICE_ENV_TEST')).toBe('value');
    vi.stubEnv('SERVICE_ENV_TEST', '');
    expect(readEnv('SERVICE_ENV_TEST')).toBeUndefined();
    vi.stubEnv('SERVICE_ENV_TEST', undefined);
    expect(readEnv('SERVICE_ENV_TEST')).toBeUndefined();
  });

  it('is unset, without touching process.env, where Deno has not granted env access', () => {
    const asked = denoWithoutEnvPermission();
    expect(readEnv('SERVICE_LOG')).toBeUndefined();
    expect(asked).toEqual(['SERVICE_LOG']);
  });

  it('is unset where there is no process, or where reading it throws', () => {
    vi.stubGlobal('process', undefined);
    expect(readEnv('SERVICE_LOG')).toBeUndefined();
    vi.stubGlobal('process', {
      get env(): never {
        throw new Error('denied');
      },
    });
    expect(readEnv('SERVICE_LOG')).toBeUndefined();
  });

  it('lets the client and webhooks run in Deno without --allow-env', async () => {
    denoWithoutEnvPermission();
    const client = new SportsData({ apiKey: 'svc_test_abcdefgh', baseURL: 'http://127.0.0.1:9' });
    const secret = `whsec_${btoa('a-secret-of-some-bytes')}`;
    const body = '{"id":"evt_1","type":"alert.matched","data":{}}';
    const headers = await client.webhooks.sign({ body, secret });
    expect((await client.webhooks.unwrap(body, headers, secret)).id).toBe('evt_1');
    await expect(client.webhooks.sign({ body })).rejects.toMatchObject({ reason: 'missing_secret' });
  });
});
