/**
 * The file policy of the call machine (src/internal/download.ts): which request carries the key (only
 * one on the API's own origin, decided by the parser that sends it), redirects followed hop by hop,
 * what a file host's status means, and the retries before the first byte. Downloads of
 * exports.download (src/lib/download/download.ts) go through it; the job checks before it are
 * tested in test/lib/download/download.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ExportDownloadError } from '../../src/index.js';
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
  useServers,
} from '../lib/download/helpers.js';

const { api, files } = useServers();
const rows = players(20);
const file = gzip(jsonl(rows));

describe("a file host's answer", () => {
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
