/**
 * The `sports-data-fake` bin as another process sees it: `--help`, the start-up line, and a
 * webhook test driven only through the line, the API and stdin (no in-process API).
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';
import { SEEDED_ROLES } from './helpers.js';

const BIN = new URL('../../dist/testing/bin.js', import.meta.url);
const built = existsSync(BIN);
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

/** Starts the bin and returns its start-up line, and a way to read its next stdout lines. */
async function start(args: string[] = []) {
  const child = spawn(process.execPath, [BIN.pathname, ...args], { stdio: 'pipe' });
  children.push(child);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the bin closed stdout');
    return JSON.parse(value as string);
  };
  return { child, line: await next(), next };
}

function receiver() {
  const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end();
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
        received,
        close: () => server.close(),
      }),
    );
  });
}

describe('sports-data-fake as a process', () => {
  it('answers --help with its options, its start-up line and its commands, and exits 0', () => {
    expect(built, 'dist/ is missing: npm test builds before vitest; run npm run build').toBe(true);
    const run = spawnSync(process.execPath, [BIN.pathname, '--help'], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(0);
    for (const text of [
      '--port',
      '--seed',
      '--webhook-url',
      '--control-port',
      'webhookSecret',
      'addPortalEntry',
      'controlUrl',
      'POST /faults',
      'GET /requests',
      'POST /jobs/{id}/finish',
      'curl',
    ])
      expect(run.stdout).toContain(text);
    expect(run.stderr).toBe('');
  });

  it('refuses an unknown argument with the usage line and exit 1', () => {
    const run = spawnSync(process.execPath, [BIN.pathname, '--colour'], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('usage: sports-data-fake');
  });

  it('prints accounts per role, with plan, key and webhook secret', async () => {
    const { line } = await start(['--seed', '7']);
    expect(Object.keys(line.accounts).sort()).toEqual(SEEDED_ROLES);
    expect(line.accounts.free).toMatchObject({ plan: 'free', key: line.keys.free });
    expect(line.accounts.test.id).toBe(line.accounts.developer.id);
    for (const account of Object.values(line.accounts) as Array<{ id: string; webhookSecret: string }>) {
      expect(account.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    }
    const client = new SportsData({ apiKey: line.accounts.enterprise.key, baseURL: line.url });
    expect((await client.teams.list({ limit: 1 }).withResponse()).meta.plan).toBe('enterprise');
  });

  it('proves over its control API alone that a billed call is never retried', async () => {
    const { line } = await start();
    const control = (path: string, init?: RequestInit) =>
      fetch(`${line.controlUrl}${path}`, init).then((r) => r.json());
    const injected = await control('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'create_export', status: 503, times: 3 }),
    });
    expect(injected.id).toMatch(/^flt_/);
    const client = new SportsData({
      apiKey: line.keys.developer,
      baseURL: line.url,
      maxRetries: 2,
      logLevel: 'off',
    });
    const error = await client.exports.create({ resource: 'teams', format: 'csv' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InternalServerError', status: 503 });
    const seen = await control('/requests?operationId=create_export');
    expect(seen.count).toBe(1);
    expect(seen.data[0]).toMatchObject({ status: 503, authorized: true, retryCount: 0 });
    expect(JSON.stringify(seen)).not.toContain(line.keys.developer);
  });

  it('drives a webhook test end to end: alert over the API, portal entry over stdin, push verified with the printed secret', async () => {
    const hooks = await receiver();
    try {
      const { child, line, next } = await start(['--webhook-url', hooks.url]);
      expect(line.webhookUrl).toBe(hooks.url);
      const developer = line.accounts.developer;
      const client = new SportsData({
        apiKey: developer.key,
        baseURL: line.url,
        webhookSecret: developer.webhookSecret,
      });
      const alert = await client.alerts.create({
        name: 'any QB',
        filters: { sport: 'football', positions: ['QB'] },
      });

      child.stdin.write(`${JSON.stringify({ addPortalEntry: { sport: 'football', position: 'QB' } })}\n`);
      const answer = await next();
      expect(answer.addPortalEntry.matches.map((m: { alert_id: string }) => m.alert_id)).toContain(alert.id);
      expect(answer.addPortalEntry.deliveries).toEqual([{ url: hooks.url, status: 200, error: null }]);

      expect(hooks.received).toHaveLength(1);
      const { headers, body } = hooks.received[0]!;
      const event = await client.webhooks.unwrap(body, headers as Record<string, string>);
      expect(event).toMatchObject({ type: 'alert.matched', data: { alert_id: alert.id } });

      child.stdin.write('{"deleteEverything": true}\n');
      expect((await next()).error).toContain('unknown command');
    } finally {
      hooks.close();
    }
  });

  it('skips a stdin line that never ends (8 MiB without a newline), answering an error, and serves the next one', async () => {
    const { child, next } = await start();
    const block = '0'.repeat(1 << 20);
    for (let i = 0; i < 8; i++) child.stdin.write(block);
    expect((await next()).error).toMatch(
      /a command line is at most 1048576 characters; this one was skipped/,
    );
    child.stdin.write(`${block}\n`);
    child.stdin.write(`${JSON.stringify({ addPortalEntry: { sport: 'football' } })}\n`);
    const answer = await next();
    expect(answer.addPortalEntry.entry.sport).toBe('football');
    expect(child.exitCode).toBeNull();
  });
});
