/** `--trace`: every hook event of a command as one redacted line on stderr (issue 32). */
import { describe, expect, it } from 'vitest';
import { type HookEvent, InternalServerError } from '../../src/index.js';
import { traceLine } from '../../src/cli/trace.js';
import { runCli, useCliFake } from './helpers.js';

const cli = useCliFake();

/** The trace lines of stderr, each split into its kind and `key=value` fields. */
function traced(stderr: string) {
  return stderr
    .split('\n')
    .filter((line) => line.startsWith('trace '))
    .map((line) => {
      const [, kind, operation] = line.split(' ');
      const fields = Object.fromEntries(
        [...line.matchAll(/ ([a-z_]+)=(\S+)/g)].map((m) => [m[1] as string, m[2] as string]),
      );
      return { kind, operation, fields, line };
    });
}

describe('sports-data --trace', () => {
  it('a read answered 503 then 200: request, response, retry, request, response, settled, one line each', async () => {
    const { service } = cli.fake;
    service.faults.inject({ operationId: 'list_sports', status: 503, retryAfter: '0' });
    const before = service.countRequests('list_sports');
    const result = await runCli(['reference', 'list-sports', '--trace', '--format', 'json'], {
      env: cli.env('developer'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(service.countRequests('list_sports')).toBe(before + 2);
    const lines = traced(result.stderr);
    expect(lines.map((l) => `${l.kind} ${l.fields.attempt}`)).toEqual([
      'request 1',
      'response 1',
      'retry 1',
      'request 2',
      'response 2',
      'settled 2',
    ]);
    expect(lines.every((l) => l.operation === 'reference.listSports')).toBe(true);
    expect(lines[1]?.fields).toMatchObject({ status: '503' });
    expect(lines[2]?.fields).toMatchObject({
      reason: 'status',
      status: '503',
      wait_ms: '0',
      wait_source: 'retry-after',
    });
    expect(lines[4]?.fields).toMatchObject({ status: '200', plan: 'developer' });
    expect(lines[4]?.fields.request_id).toBe(service.requests.at(-1)?.requestId);
    expect(lines[5]?.fields).toMatchObject({ ok: 'yes', attempts: '2' });
    // Results stay on stdout, untouched.
    expect(JSON.parse(result.stdout)).toBeTruthy();
    expect(result.stdout).not.toContain('trace ');
    expect(result.stdout + result.stderr).not.toContain(cli.fake.keys.developer);
  });

  it('without --trace nothing is traced', async () => {
    const result = await runCli(['reference', 'list-sports', '--format', 'json'], {
      env: cli.env('developer'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('trace ');
  });

  it('a line is one line: server text with line breaks and escapes is cleaned, query values redacted', () => {
    const base = {
      operation: 'teams.list',
      operationId: 'list_teams',
      method: 'GET',
      urlTemplate: '/v1/teams',
      url: 'https://api.example/v1/teams?sport=[redacted]',
      billing: 'free',
      attempt: 1,
      callId: 3,
    } as const;
    const response: HookEvent = {
      ...base,
      kind: 'response',
      status: 200,
      requestId: 'req_1\n\u001b[2Jtrace forged',
      plan: 'developer',
      quota: undefined,
      durationMs: 3.4,
      bytes: 10,
      fromCache: false,
    };
    const line = traceLine(response);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('\u001b');
    expect(
      line.startsWith('trace response teams.list call=3 attempt=1 status=200 duration_ms=3 bytes=10'),
    ).toBe(true);
    const error = new InternalServerError({
      status: 503,
      type: 'api_error',
      code: 'service_unavailable',
      message: 'down',
      headers: new Headers(),
    });
    const settled: HookEvent = { ...base, kind: 'settled', ok: false, error, attempts: 3, durationMs: 10 };
    expect(traceLine(settled)).toBe(
      'trace settled teams.list call=3 attempt=1 ok=no error=InternalServerError:service_unavailable attempts=3 duration_ms=10',
    );
  });
});
