/** Exit statuses and the JSON error on stderr: 1 for the service or the network, 2 for usage. */
import { describe, expect, it } from 'vitest';
import { errorOf, runCli, useCliFake } from './helpers.js';

const cli = useCliFake();

describe('sports-data errors', () => {
  it('an API error is the typed error as JSON on stderr, exit 1, nothing on stdout', async () => {
    const refused = await runCli(['portal', 'list', '--sport', 'football'], { env: cli.env('free') });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(errorOf(refused)).toMatchObject({ status: 403, type: 'permission_error', code: 'plan_required' });

    const missing = await runCli(['players', 'get', 'plr_doesNotExist1'], { env: cli.env('developer') });
    expect(missing.code).toBe(1);
    expect(errorOf(missing)).toMatchObject({ status: 404, type: 'invalid_request_error', code: 'not_found' });

    const testKey = await runCli(['query', 'create', '--prompt', 'hi'], { env: cli.env('test') });
    expect(testKey.code).toBe(1);
    expect(errorOf(testKey)).toMatchObject({ status: 403, code: 'test_key_not_allowed' });
    expect(cli.fake.service.countRequests('create_query')).toBe(1);
  });

  it('a network error exits 1 with a connection_error', async () => {
    const result = await runCli(['teams', 'list', '--max-retries', '0'], {
      env: { SERVICE_BASE_URL: 'http://127.0.0.1:9', SERVICE_API_KEY: cli.fake.keys.developer },
    });
    expect(result.code).toBe(1);
    expect(errorOf(result)).toMatchObject({ status: null, type: 'connection_error' });
  });

  it.each([
    [['teamz', 'list'], 'unknown_command', /Did you mean teams\?/],
    [['teams', 'lst'], 'unknown_command', /Did you mean list\?/],
    [['teams', 'list', '--sprot', 'football'], 'unknown_flag', /Did you mean --sport\?/],
    [['teams', 'list', '--limit', 'ten'], 'invalid_value', /--limit takes an integer/],
    [['teams', 'list', '--gender', 'mens'], 'invalid_value', /one of men, women.*Did you mean men\?/],
    [['players', 'search', '--limit', '5'], 'missing_flag', /needs --sport/],
    [['teams', 'get'], 'missing_argument', /needs <id>/],
    [['teams', 'get', 'team_a', 'team_b'], 'unexpected_argument', /unexpected "team_b"/],
    [['teams', 'list', '--limit', '1', '--limit', '2'], 'repeated_flag', /given 2 times/],
    [['players', 'search', '--json', '[1]'], 'invalid_json', /must be a JSON object/],
    [
      ['exports', 'create', '--resource', 'teams', '--format', 'csv', '--out', 'x.csv'],
      'invalid_flag',
      /--out needs --wait/,
    ],
  ])('usage error %j: exit 2, %s, before any request', async (args, code, message) => {
    const before = cli.fake.service.countRequests();
    const result = await runCli(args, { env: cli.env('developer') });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const error = errorOf(result);
    expect(error).toMatchObject({ status: null, type: 'usage_error', code });
    expect(error.message).toMatch(message);
    expect(cli.fake.service.countRequests()).toBe(before);
  });

  it('no key is a usage error (exit 2, missing_api_key) found before any request', async () => {
    const before = cli.fake.service.countRequests();
    const result = await runCli(['teams', 'list'], { env: cli.env(null) });
    expect(result.code).toBe(2);
    expect(errorOf(result)).toMatchObject({ type: 'usage_error', code: 'missing_api_key' });
    expect(errorOf(result).message).toContain('--api-key');
    expect(errorOf(result).message).toContain('SERVICE_API_KEY');
    expect(errorOf(result).message).not.toContain('new SportsData');
    expect(cli.fake.service.countRequests()).toBe(before);
    // The coverage matrix needs none.
    const coverage = await runCli(['reference', 'get-coverage'], { env: cli.env(null) });
    expect(coverage.code, coverage.stderr).toBe(0);
  });

  it('the key never appears in output or errors, from the environment or from --api-key', async () => {
    const unknown = 'svc_live_ThisKeyIsUnknownToTheFake0000000';
    const fromEnv = await runCli(['teams', 'list'], { env: { ...cli.env(null), SERVICE_API_KEY: unknown } });
    expect(fromEnv.code).toBe(1);
    expect(errorOf(fromEnv)).toMatchObject({ status: 401, code: 'invalid_api_key' });
    const fromFlag = await runCli(['teams', 'list', '--api-key', unknown, `--${unknown}`], {
      env: cli.env(null),
    });
    expect(fromFlag.code).toBe(2);
    for (const result of [fromEnv, fromFlag]) {
      expect(result.stdout + result.stderr).not.toContain(unknown);
      expect(result.stdout + result.stderr).not.toContain('ThisKeyIsUnknown');
    }
  });
});
