/**
 * Authorization is the SDK's: it carries `apiKey`. A string for it in `defaultHeaders` or a call's
 * `headers` is refused before anything is sent (0.3 replaced the key silently, and a correct apiKey
 * then got 401); `null` removes it on purpose.
 */
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, SportsData } from '../../src/index.js';

const KEY = 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

function recording() {
  const sent: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push(new Request(input, init));
    return Response.json({ id: 'plr_1' });
  };
  return { fetch, sent };
}

describe('Authorization is the SDK’s to set', () => {
  it.each(['Authorization', 'authorization', 'AUTHORIZATION'])(
    'defaultHeaders { %s: string } is refused when the client is made, naming the option',
    (name) => {
      let error: unknown;
      try {
        new SportsData({ apiKey: KEY, defaultHeaders: { [name]: 'Bearer other' } });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ code: 'invalid_argument', param: 'defaultHeaders' });
      expect((error as Error).message).toContain('apiKey');
      expect((error as Error).message).not.toContain('Bearer other');
    },
  );

  it('a per-call Authorization is refused before anything is sent', async () => {
    const { fetch, sent } = recording();
    const client = new SportsData({ apiKey: KEY, fetch, maxRetries: 0 });
    await expect(
      client.players.get('plr_1', { headers: { Authorization: 'Basic dXNlcjpwYXNz' } }),
    ).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(sent).toHaveLength(0);
  });

  it('null removes it on purpose; without either, the key goes as Bearer', async () => {
    const { fetch, sent } = recording();
    const client = new SportsData({ apiKey: KEY, fetch, maxRetries: 0 });
    await client.players.get('plr_1', { headers: { Authorization: null } });
    await client.players.get('plr_1');
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    expect(sent[1]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });
});
