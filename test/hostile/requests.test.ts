/**
 * The request side against hostile servers and bad input, over real loopback: what reaches the
 * wire (counted by the server), and the typed, key-free error when nothing should.
 */
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { APIUserAbortError, InvalidArgumentError, SportsData } from '../../src/index.js';
import { type HostileServer, KEY, startHostileServer } from './support.js';

let servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function server(...args: Parameters<typeof startHostileServer>): Promise<HostileServer> {
  const s = await startHostileServer(...args);
  servers.push(s);
  return s;
}

const json = (body: unknown) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('framing headers are refused before anything is sent', () => {
  const FRAMING = [
    'content-length',
    'Transfer-Encoding',
    'expect',
    'host',
    'connection',
    'keep-alive',
    'upgrade',
    'te',
    'trailer',
  ];

  it.each(FRAMING)('per-call %s: InvalidArgumentError, no request', async (name) => {
    const s = await server(json({ id: 'plr_1' }));
    const client = new SportsData({ apiKey: KEY, baseURL: s.url, maxRetries: 0 });
    const value = name.toLowerCase() === 'expect' ? '100-continue' : '5';
    await expect(client.players.get('plr_1', { headers: { [name]: value } })).rejects.toThrow(
      InvalidArgumentError,
    );
    await expect(
      client.query.create({ prompt: 'Who leads?' }, { headers: { [name]: value } }),
    ).rejects.toMatchObject({ name: 'InvalidArgumentError', param: 'headers' });
    expect(s.seen).toHaveLength(0);
  });

  it.each(FRAMING)('defaultHeaders %s: refused when the client is made', (name) => {
    expect(() => new SportsData({ apiKey: KEY, defaultHeaders: { [name]: '5' } })).toThrow(
      expect.objectContaining({ name: 'InvalidArgumentError', param: 'defaultHeaders' }),
    );
  });
});

describe('an already-aborted signal is checked before fetch', () => {
  it('a custom fetch that ignores `signal` is never called: the billed create is not sent', async () => {
    let calls = 0;
    const client = new SportsData({
      apiKey: KEY,
      baseURL: 'http://127.0.0.1:9',
      fetch: async () => {
        calls++;
        return new Response('{"run_id":"qr_1","status":"queued"}', { status: 202 });
      },
    });
    const signal = AbortSignal.abort();
    await expect(client.query.create({ prompt: 'Who leads?' }, { signal })).rejects.toThrow(
      APIUserAbortError,
    );
    await expect(client.players.get('plr_1', { signal })).rejects.toThrow(APIUserAbortError);
    await expect(
      client.exports.download(
        {
          id: 'exp_1',
          status: 'succeeded',
          resource: 'players',
          format: 'jsonl',
          download_url: 'http://127.0.0.1:9/f.gz',
        } as never,
        { signal },
      ),
    ).rejects.toThrow(APIUserAbortError);
    expect(calls).toBe(0);
  });
});

describe('baseURL is refused with a message that does not echo it', () => {
  const SECRETISH = 'sekrit-0123456789';
  it.each([
    ['a query string', `https://api.example/?token=${SECRETISH}`],
    ['a fragment', `https://api.example/#${SECRETISH}`],
    ['a bare "?"', `https://api.example/${SECRETISH}?`],
    ['userinfo', `https://user:${SECRETISH}@api.example/`],
    ['an unparsable value', `not a url ${SECRETISH}`],
  ])('with %s', (_what, baseURL) => {
    let error: unknown;
    try {
      new SportsData({ apiKey: KEY, baseURL });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as InvalidArgumentError).param).toBe('baseURL');
    expect(String(error)).not.toContain(SECRETISH);
    expect(JSON.stringify(error)).not.toContain(SECRETISH);
  });

  it('a plain base URL with a path is still accepted', () => {
    expect(new SportsData({ apiKey: KEY, baseURL: 'https://api.example/prefix/v1/' }).baseURL).toBe(
      'https://api.example/prefix',
    );
  });
});

describe('one AbortSignal shared by many calls', () => {
  it('50 sequential and 50 concurrent calls: no MaxListenersExceededWarning, no listener left', async () => {
    const s = await server(json({ id: 'plr_1' }));
    const client = new SportsData({ apiKey: KEY, baseURL: s.url });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const controller = new AbortController();
      const { signal } = controller;
      for (let i = 0; i < 50; i++) await client.players.get('plr_1', { signal });
      expect(getEventListeners(signal, 'abort')).toHaveLength(0);

      let most = 0;
      const calls = Array.from({ length: 50 }, () => client.players.get('plr_1', { signal }));
      most = Math.max(most, getEventListeners(signal, 'abort').length);
      await Promise.all(calls);
      expect(most).toBeLessThanOrEqual(1);
      expect(getEventListeners(signal, 'abort')).toHaveLength(0);
      expect(s.seen).toHaveLength(100);

      // The one listener still reaches every call in flight.
      const pending = Array.from({ length: 20 }, () => client.players.get('plr_1', { signal }));
      controller.abort();
      const settled = await Promise.allSettled(pending);
      expect(settled.every((r) => r.status === 'rejected' && r.reason instanceof APIUserAbortError)).toBe(
        true,
      );
      expect(getEventListeners(signal, 'abort')).toHaveLength(0);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('URLs in error messages lose userinfo and query string', () => {
  it('an API redirect to a URL with user:pass@ and ?sig=', async () => {
    const s = await server((_req, res) => {
      res.writeHead(302, { location: 'https://user:hunter2@files.example/x/y.gz?sig=s3cr3t#frag' });
      res.end();
    });
    const client = new SportsData({ apiKey: KEY, baseURL: s.url });
    const error = await client.players.get('plr_1').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'APIError', status: 302 });
    const text = String(error);
    expect(text).toContain('https://files.example/x/y.gz');
    expect(text).not.toMatch(/hunter2|user:|s3cr3t|sig=|frag/);
  });
});

describe('export downloads', () => {
  const job = (url: string) =>
    ({
      id: 'exp_1',
      status: 'succeeded',
      resource: 'players',
      format: 'jsonl',
      row_count: 1,
      download_url: url,
    }) as never;

  it('the key is never attached again once a redirect chain has left the API origin', async () => {
    const api = await server((req, res) => {
      if (req.url?.startsWith('/v1/exports/exp_1/file')) {
        res.writeHead(302, { location: `${foreign.url}/bounce` });
        res.end();
        return;
      }
      // The foreign host steered the download back to an API path.
      res.writeHead(200, { 'content-type': 'application/gzip' });
      res.end();
    });
    const foreign = await server((_req, res) => {
      res.writeHead(302, { location: `${api.url}/v1/portal?sport=football` });
      res.end();
    });
    const client = new SportsData({ apiKey: KEY, baseURL: api.url });
    const file = await client.exports.download(job(`${api.url}/v1/exports/exp_1/file`));
    await file.cancel();
    expect(api.seen.map((r) => r.path)).toEqual(['/v1/exports/exp_1/file', '/v1/portal']);
    expect(api.seen[0]?.authorization).toBe(`Bearer ${KEY}`);
    expect(foreign.seen[0]?.authorization).toBeUndefined();
    expect(api.seen[1]?.authorization).toBeUndefined();
  });

  it('a Content-Encoding that fails to decode is corrupt_file, not truncated', async () => {
    const s = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-encoding': 'gzip' });
      // A gzip header, then bytes that are not deflate data.
      res.end(Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), Buffer.alloc(4096, 0xff)]));
    });
    const client = new SportsData({ apiKey: KEY, baseURL: 'https://api.sports-data.example' });
    const file = await client.exports.download(job(`${s.url}/f.gz`));
    const error = await (async () => {
      for await (const _row of file) void _row;
    })().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'corrupt_file' });
  });

  it('a redirect to a non-http URL names its scheme only, not its userinfo or signature', async () => {
    const s = await server((_req, res) => {
      res.writeHead(302, { location: 'ftp://user:hunter2@files.example/f.gz?sig=s3cr3t' });
      res.end();
    });
    const client = new SportsData({ apiKey: KEY, baseURL: 'https://api.sports-data.example' });
    const error = await client.exports.download(job(`${s.url}/f.gz?sig=first-s3cr3t`)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'http_error' });
    expect(String(error)).not.toMatch(/hunter2|s3cr3t|sig=/);
  });
});
