/**
 * Client options that would otherwise be ignored or misread are refused at construction, with what
 * was received and, for the common slips, what was probably meant.
 */
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';
import { constructorRefusal } from '../support/constructor-refusal.js';

const KEY = 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const refusal = constructorRefusal;

describe('misspelt option names', () => {
  it.each([
    ['apikey', 'apiKey'],
    ['api_key', 'apiKey'],
    ['baseUrl', 'baseURL'],
    ['maxretries', 'maxRetries'],
    ['timeOut', 'timeout'],
    ['loglevel', 'logLevel'],
    ['defaultHeader', 'defaultHeaders'],
  ])('%s is refused with did you mean %s', (name, meant) => {
    const error = refusal({ apiKey: KEY, [name]: 'x' });
    expect(error.param).toBe(name);
    expect(error.message).toContain(`unknown option \`${name}\``);
    expect(error.message).toContain(`did you mean \`${meant}\`?`);
  });

  it('a name like no option is refused too, listing the options', () => {
    const error = refusal({ apiKey: KEY, region: 'eu' });
    expect(error.message).not.toContain('did you mean');
    expect(error.message).toContain('apiKey, baseURL');
  });

  it('a misspelt key never reaches the message', () => {
    const secret = 'svc_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const error = refusal({ apikey: secret });
    expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain(secret);
  });
});

describe('messages say what was received', () => {
  it.each([
    [{ timeout: '5000' }, 'timeout', 'got string "5000"'],
    [{ timeout: Number.NaN }, 'timeout', 'got NaN'],
    [{ maxRetries: '2' }, 'maxRetries', 'got string "2"'],
    [{ maxRetries: 1.5 }, 'maxRetries', 'got 1.5'],
  ])('%o', (options, param, shown) => {
    const error = refusal({ apiKey: KEY, ...options });
    expect(error.param).toBe(param);
    expect(error.message).toContain(shown);
  });
});

describe('hints for the common slips', () => {
  it.each([
    ['localhost:4010', 'http://localhost:4010'],
    ['127.0.0.1:4010/', 'http://127.0.0.1:4010/'],
    ['api.sports-data.example', 'https://api.sports-data.example'],
  ])('baseURL %s: did you mean %s', (baseURL, meant) => {
    const error = refusal({ apiKey: KEY, baseURL });
    expect(error.param).toBe('baseURL');
    expect(error.message).toContain(`did you mean \`${meant}\`?`);
  });

  it('a baseURL that is not a string says so', () => {
    expect(refusal({ apiKey: KEY, baseURL: 4010 }).message).toContain('got 4010');
  });

  it('fetch: 42 is a fetch of the wrong type, not "no fetch available"', () => {
    const error = refusal({ apiKey: KEY, fetch: 42 });
    expect(error.param).toBe('fetch');
    expect(error.message).toContain('must be a function');
    expect(error.message).toContain('got 42');
    expect(error.message).not.toContain('No fetch available');
  });

  it('a per-call timeout of the wrong type says what it got', async () => {
    const client = new SportsData({ apiKey: KEY, fetch: async () => Response.json({}) });
    await expect(client.reference.getFilterCatalog({ timeout: '5000' as never })).rejects.toThrow(
      'got string "5000"',
    );
  });
});
