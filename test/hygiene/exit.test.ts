/**
 * The process exits on its own: a child Node process starts the fake, makes calls of every kind
 * (retries, backoff, timeouts, an aborted call, an abort during a retry wait, paging with an early
 * break, createAndPoll, an export download, a usage-billed failure, a webhook), closes the fake
 * and returns, without `process.exit`. Anything left behind (a socket, a timer, a listener with a
 * timer) would keep it alive; it must exit by itself within a few seconds.
 *
 * The child runs the built `dist/` when it is newer than every file in `src/`, else a bundle of
 * `src/` made with esbuild on the spot, so the test always runs the code as it is now.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSource } from '../support/bundle-src.js';
import { useLeakScan } from '../support/leak-scan.js';

const scan = useLeakScan(1);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Inside the project, so that the bundle's bare imports (optional peers, dev tools) resolve. */
const WORK = join(ROOT, 'node_modules', '.cache', 'sports-data-sdk-hygiene', String(process.pid));

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** URLs of the SDK's and the fake's entry points: dist when fresh, else an esbuild bundle of src. */
async function entryPoints(): Promise<{ sdk: string; testing: string; from: string }> {
  const sdk = join(ROOT, 'dist', 'index.js');
  const testing = join(ROOT, 'dist', 'testing', 'index.js');
  const srcNewest = newestIn(join(ROOT, 'src'));
  if (Math.min(mtime(sdk), mtime(testing)) > srcNewest) {
    return { sdk: pathToFileURL(sdk).href, testing: pathToFileURL(testing).href, from: 'dist' };
  }
  const urls = await bundleSource(
    { sdk: join(ROOT, 'src', 'index.ts'), testing: join(ROOT, 'src', 'testing', 'index.ts') },
    join(WORK, 'bundle'),
  );
  return { ...urls, from: 'src (esbuild)' };
}

/** The child: every line of it must leave nothing behind. It prints one JSON line, then returns. */
const CHILD = String.raw`
const { SportsData, APIConnectionError, APIConnectionTimeoutError, APIUserAbortError, InternalServerError } =
  await import(process.env.SDK_URL);
const { createFakeServer } = await import(process.env.TESTING_URL);

const fake = await createFakeServer({ rateLimits: false, pollAfterMs: 10, jobDurationMs: 30 });
const { service } = fake;
const client = new SportsData({ apiKey: fake.keys.developer, baseURL: fake.url, logLevel: 'off', timeout: 2000 });
const player = service.data.players[0].id;
const team = service.data.teams[0].id;
const out = {};
const name = (error) => (error && error.constructor ? error.constructor.name : String(error));

out.get = (await client.players.get(player)).id === player;

let items = 0;
for await (const t of client.teams.list({ limit: 5 })) if (++items >= 12) break; // three pages, then an early break
out.paged = items;

service.faults.inject({ operationId: 'get_team', status: 503, retryAfter: '0' });
out.retried = (await client.teams.get(team)).id === team;

service.faults.inject({ operationId: 'get_team', reset: 'before-headers' });
out.backoff = (await client.teams.get(team)).id === team; // waits the backoff, then succeeds

service.faults.inject({ operationId: 'get_player', hang: true, times: 2 });
out.timeout = await client.players.get(player, { timeout: 100, maxRetries: 1 }).then(() => 'resolved', name);

service.faults.inject({ operationId: 'get_person', hang: true });
const aborting = new AbortController();
setTimeout(() => aborting.abort(), 50);
out.aborted = await client.persons.get(service.data.persons[0].id, { signal: aborting.signal }).then(() => 'resolved', name);

// An abort during a 30 s Retry-After wait: the wait's timer must go with it.
service.faults.inject({ operationId: 'get_game', status: 503, retryAfter: '30' });
const waiting = new AbortController();
setTimeout(() => waiting.abort(), 100);
out.abortedWait = await client.games.get(service.data.games[0].id, { signal: waiting.signal }).then(() => 'resolved', name);

const run = await client.query.createAndPoll({ prompt: 'Top scorers', sport: 'basketball' }, { pollIntervalMs: 10 });
out.query = run.status;

const job = await client.exports.createAndPoll({ resource: 'teams', format: 'jsonl', filters: { sport: 'football' } }, { pollIntervalMs: 10 });
let rows = 0;
for await (const _row of await client.exports.download(job)) rows++;
out.exportRows = rows > 0;

service.faults.inject({ operationId: 'create_alert', status: 502 });
out.usageFailure = await client.alerts.create({ name: 'x', filters: { sport: 'football' } }).then(() => 'resolved', name);

const secret = 'whsec_' + Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
const body = JSON.stringify({ id: 'evt_1', type: 'alert.matched', created_at: 'now', data: {} });
const hooks = new SportsData({ webhookSecret: secret, logLevel: 'off' }).webhooks;
out.webhook = (await hooks.unwrap(body, await hooks.sign({ body }))).id;

// The poll deadline path: a run that never finishes in time.
const slow = await createFakeServer({ rateLimits: false, pollAfterMs: 10, jobDurationMs: 60_000, jobPollsToFinish: 1_000 });
const slowClient = new SportsData({ apiKey: slow.keys.developer, baseURL: slow.url, logLevel: 'off' });
out.pollTimeout = await slowClient.query
  .createAndPoll({ prompt: 'slow', sport: 'basketball' }, { pollIntervalMs: 10, timeoutMs: 150 })
  .then(() => 'resolved', name);
await slow.close();

await fake.close();
process.stdout.write(JSON.stringify(out) + '\n');
// No process.exit: the event loop must empty by itself.
`;

interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** From the child's last line of output to its exit. */
  exitAfterMs: number;
}

function runChild(env: Record<string, string>, killAfterMs: number): Promise<ChildRun> {
  const script = join(WORK, 'child.mjs');
  writeFileSync(script, CHILD);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: { ...process.env, ...env, SERVICE_LOG: '', SERVICE_API_KEY: '', SERVICE_BASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let lastOutput = performance.now();
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      lastOutput = performance.now();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('error', (error) => {
      clearTimeout(killer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr, exitAfterMs: performance.now() - lastOutput });
    });
  });
}

afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe('the process exits on its own', () => {
  it('after calls of every kind, the fake closed, and no process.exit', async () => {
    mkdirSync(WORK, { recursive: true });
    const { sdk, testing, from } = await entryPoints();
    const run = await runChild({ SDK_URL: sdk, TESTING_URL: testing }, 15_000);
    scan.text('child stdout', run.stdout);
    scan.text('child stderr', run.stderr);
    expect(run.stderr, `child (${from}) wrote to stderr`).toBe('');
    expect(run.signal, `child (${from}) had to be killed: something kept it alive`).toBeNull();
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toEqual({
      get: true,
      paged: 12,
      retried: true,
      backoff: true,
      timeout: 'APIConnectionTimeoutError',
      aborted: 'APIUserAbortError',
      abortedWait: 'APIUserAbortError',
      query: 'completed',
      exportRows: true,
      usageFailure: 'InternalServerError',
      webhook: 'evt_1',
      pollTimeout: 'PollTimeoutError',
    });
    // "By itself within a few seconds": an idle keep-alive socket or a forgotten timer shows here.
    expect(run.exitAfterMs).toBeLessThan(3_000);
  }, 30_000);
});
