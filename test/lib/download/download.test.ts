import { describe, expect, it } from 'vitest';
import { APIError, ExportDownloadError, InvalidArgumentError } from '../../../src/index.js';
import {
  client,
  drain,
  gzip,
  job,
  jsonl,
  KEY,
  players,
  rejection,
  serveBytes,
  serveJob,
  useServers,
} from './helpers.js';

const { api, files } = useServers();
const rows = players(20);
const file = gzip(jsonl(rows));

describe('exports.download: which job, which link', () => {
  it('given an id, fetches the job first (GET /v1/exports/{id}, with the key), then the file', async () => {
    files.route('/f/by-id.jsonl.gz', serveBytes(file));
    api.route(
      '/v1/exports/exp_byid',
      serveJob(job({ id: 'exp_byid', download_url: `${files.origin}/f/by-id.jsonl.gz?sig=abc` })),
    );

    const downloaded = await client(api.origin).exports.download('exp_byid');
    expect(await drain(downloaded)).toEqual(rows);
    expect(downloaded.job.id).toBe('exp_byid');
    expect(api.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/exports/exp_byid']);
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(files.received.map((r) => r.path)).toEqual(['/f/by-id.jsonl.gz']);
  });

  it('an answer about another job ends in invalid_response, with no file request and none of its rows', async () => {
    files.route('/f/other.jsonl.gz', serveBytes(file));
    api.route(
      '/v1/exports/exp_A',
      serveJob(job({ id: 'exp_B', download_url: `${files.origin}/f/other.jsonl.gz` })),
    );
    const error = await rejection(client(api.origin).exports.download('exp_A'));
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ type: 'invalid_response', status: 200 });
    expect((error as Error).message).toMatch(
      /Asked for export job exp_A, the service answered with job exp_B/,
    );
    expect(files.received).toHaveLength(0);
  });

  it('refuses a job that has not succeeded, without any file request', async () => {
    for (const status of ['queued', 'running'] as const) {
      const error = await rejection(
        client(api.origin).exports.download(job({ status, download_url: `${files.origin}/f/x` })),
      );
      expect(error).toBeInstanceOf(ExportDownloadError);
      expect(error).toMatchObject({ reason: 'not_succeeded' });
      expect((error as Error).message).toContain('exports.poll');
    }
    api.route(
      '/v1/exports/exp_failed',
      serveJob(
        job({
          id: 'exp_failed',
          status: 'failed',
          download_url: undefined as never,
          error: { code: 'export_row_limit_exceeded', message: 'Too many rows.' },
        } as never),
      ),
    );
    const failed = await rejection(client(api.origin).exports.download('exp_failed'));
    expect(failed).toMatchObject({ name: 'ExportDownloadError', reason: 'not_succeeded' });
    expect((failed as Error).message).toContain('export_row_limit_exceeded');
    expect(api.received).toHaveLength(1);
    expect(files.received).toHaveLength(0);
  });

  it("a job's own text in the refusal is cut before it is cleaned (a server sending megabytes makes no huge error)", async () => {
    const huge = 'x'.repeat(2_000_000);
    const failed = job({
      id: `exp_${huge}`,
      status: 'failed',
      download_url: undefined as never,
      error: { code: huge, message: huge },
    } as never);
    const error = await rejection(client(api.origin).exports.download(failed));
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'not_succeeded' });
    expect((error as Error).message.length).toBeLessThan(5_000);
    expect((error as Error).message).toContain(`${'x'.repeat(100)}…`);
    const expired = job({
      id: `exp_${huge}`,
      download_url: `${files.origin}/f/x`,
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const late = await rejection(client(api.origin).exports.download(expired));
    expect(late).toMatchObject({ name: 'ExportDownloadError', reason: 'url_expired' });
    expect((late as Error).message.length).toBeLessThan(1_000);
    expect(files.received).toHaveLength(0);
  });

  it('refuses an expired link locally (url_expired), without any file request', async () => {
    const expired = job({
      download_url: `${files.origin}/f/x`,
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const error = await rejection(client(api.origin).exports.download(expired));
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'url_expired' });
    expect(files.received).toHaveLength(0);
  });

  it('maps 403 and 410 from the file host to url_expired, other statuses to http_error', async () => {
    for (const status of [403, 410, 404, 500]) {
      files.route(`/f/status-${status}`, (_req, res) => {
        res
          .writeHead(status, { 'content-type': 'application/xml' })
          .end('<Error><Code>AccessDenied</Code></Error>');
      });
      const error = await rejection(
        client(api.origin).exports.download(job({ download_url: `${files.origin}/f/status-${status}` })),
      );
      expect(error).toBeInstanceOf(ExportDownloadError);
      expect(error).toMatchObject({
        reason: status === 403 || status === 410 ? 'url_expired' : 'http_error',
        status,
      });
    }
  });

  it('checks the expected resource and format (job_mismatch) before fetching', async () => {
    const error = await rejection(
      client(api.origin).exports.download(job({ download_url: `${files.origin}/f/x` }), {
        resource: 'teams',
        format: 'jsonl',
      }),
    );
    expect(error).toMatchObject({ reason: 'job_mismatch' });
    expect(files.received).toHaveLength(0);
  });

  it('rejects a bad argument with InvalidArgumentError', async () => {
    await expect(client(api.origin).exports.download(42 as never)).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    await expect(client(api.origin).exports.download('')).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it('retries a 503 from the file host before the first byte', async () => {
    let calls = 0;
    files.route('/f/flaky', (req, res) => {
      calls++;
      if (calls === 1) res.writeHead(503, { 'retry-after': '0' }).end();
      else serveBytes(file)(req, res);
    });
    const downloaded = await client(api.origin, { maxRetries: 1 }).exports.download(
      job({ download_url: `${files.origin}/f/flaky` }),
    );
    expect(await drain(downloaded)).toHaveLength(rows.length);
    expect(calls).toBe(2);
  });
});

describe('exports.download: the key goes only to the API origin', () => {
  it('sends no Authorization to a file on another origin', async () => {
    files.route('/f/other.jsonl.gz', serveBytes(file));
    const downloaded = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/other.jsonl.gz` }),
    );
    await drain(downloaded);
    expect(files.received).toHaveLength(1);
    expect(files.received[0]?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(files.received[0]?.headers)).not.toContain(KEY);
  });

  it('sends the key to a file on the API origin', async () => {
    api.route('/files/same.jsonl.gz', serveBytes(file));
    const downloaded = await client(api.origin).exports.download(
      job({ download_url: `${api.origin}/files/same.jsonl.gz` }),
    );
    expect(await drain(downloaded)).toHaveLength(rows.length);
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('drops the key on a redirect from the API origin to another origin', async () => {
    api.route('/files/moved', (_req, res) => {
      res.writeHead(302, { location: `${files.origin}/f/target.jsonl.gz?sig=1` }).end();
    });
    files.route('/f/target.jsonl.gz', serveBytes(file));
    const downloaded = await client(api.origin).exports.download(
      job({ download_url: `${api.origin}/files/moved` }),
    );
    expect(await drain(downloaded)).toEqual(rows);
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(files.received).toHaveLength(1);
    expect(files.received[0]?.headers.authorization).toBeUndefined();
  });

  it('follows relative redirects on the file host, still without a key', async () => {
    files.route('/f/hop1', (_req, res) => res.writeHead(307, { location: '/f/hop2' }).end());
    files.route('/f/hop2', serveBytes(file));
    const downloaded = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/hop1` }),
    );
    expect(await drain(downloaded)).toHaveLength(rows.length);
    expect(files.received.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/f/hop1', undefined],
      ['/f/hop2', undefined],
    ]);
  });

  it('stops after 5 redirects with http_error', async () => {
    files.route('/f/loop', (_req, res) => res.writeHead(302, { location: '/f/loop' }).end());
    const error = await rejection(
      client(api.origin).exports.download(job({ download_url: `${files.origin}/f/loop` })),
    );
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'http_error' });
    expect(files.received).toHaveLength(6);
  });
});

describe('exports.download: a link URL parsers could read differently is refused (issue 30 class 1)', () => {
  const port = (origin: string) => new URL(origin).port;
  // fetch's parser (WHATWG) reads a backslash as a slash: host 127.0.0.2 and a path. An RFC 3986
  // parser reads `127.0.0.2:P\` as userinfo and sends to 127.0.0.1: the API's own origin.
  const backslash = () => `http://127.0.0.2:${port(files.origin)}\\@127.0.0.1:${port(api.origin)}/files/x`;
  const LINKS: [string, () => string][] = [
    ['a port out of range', () => 'http://h:99999/x'],
    ['an unclosed IPv6 host', () => 'http://[::1'],
    ['a backslash before @', backslash],
    [
      'userinfo (fetch refuses it; an @ hides which host is meant)',
      () => `http://u:p@127.0.0.1:${port(api.origin)}/files/x`,
    ],
    ['a tab inside the host (WHATWG drops it)', () => `http://127.0.0.1\t:${port(api.origin)}/files/x`],
    ['no // after the scheme', () => `http:127.0.0.1:${port(api.origin)}/files/x`],
    [
      'a shortened IPv4 host (WHATWG reads 127.1 as 127.0.0.1)',
      () => `http://127.1:${port(api.origin)}/files/x`,
    ],
  ];

  it.each(LINKS)('%s: ExportDownloadError, nothing sent, no key anywhere', async (_what, link) => {
    api.route('/files/x', serveBytes(file));
    const error = await rejection(client(api.origin).exports.download(job({ download_url: link() })));
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'http_error' });
    expect((error as Error).message).toMatch(/download_url of export job exp_test1 .*; not fetched\./);
    expect(api.received).toHaveLength(0);
    expect(files.received).toHaveLength(0);
  });

  it.each(LINKS)('a redirect to %s: ExportDownloadError, not followed', async (_what, link) => {
    files.route('/f/moved', (_req, res) => res.writeHead(302, { location: link() }).end());
    api.route('/files/x', serveBytes(file));
    const error = await rejection(
      client(api.origin, { maxRetries: 2 }).exports.download(
        job({ download_url: `${files.origin}/f/moved` }),
      ),
    );
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'http_error', status: 302 });
    expect((error as Error).message).toMatch(/redirected \(302\) to a URL that .*; not followed\./);
    expect(files.received.map((r) => r.path)).toEqual(['/f/moved']);
    expect(api.received).toHaveLength(0);
  });

  it('a link on the API origin written plainly still carries the key (the check refuses only what parsers read apart)', async () => {
    api.route('/files/x', serveBytes(file));
    const downloaded = await client(api.origin).exports.download(
      job({ download_url: `HTTP://127.0.0.1:${port(api.origin)}/files/x` }),
    );
    expect(await drain(downloaded)).toHaveLength(rows.length);
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });
});
