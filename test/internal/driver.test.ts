/**
 * The fetch driver (src/internal/driver.ts): its loop doing what the call machine asks (retrying as
 * the machine decides, sending nothing once the caller's signal has fired), the one clock in its
 * two uses, and how an answer's body is read: once the bytes a plain (not content-encoded) answer
 * announced have all come, the call goes on without waiting for the stream's end; an encoded
 * answer's announced length is the encoded one, so it is read to its end; a body fetch cannot
 * decode is an answer, sent once.
 */
import { getEventListeners } from 'node:events';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../src/core/config.js';
import { APIConnectionError, APIUserAbortError } from '../../src/core/errors.js';
import { operations } from '../../src/generated/operations.js';
import { onAbort } from '../../src/internal/abort.js';
import { checkArguments } from '../../src/internal/arguments.js';
import { attemptSignal, run } from '../../src/internal/driver.js';
import { APICall, createCallContext, start } from '../../src/internal/engine.js';
import type { OperationSpec } from '../../src/internal/operation.js';
import { Pacing } from '../../src/internal/pacing.js';
import { SportsData } from '../../src/index.js';
import { listenOnLoopback } from '../support/loopback.js';

describe('the one clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('whole-attempt use: fires `timeout` after the delay', async () => {
    vi.useFakeTimers();
    const clock = attemptSignal(100, undefined);
    await vi.advanceTimersByTimeAsync(99);
    expect(clock.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(clock.cause()).toBe('timeout');
  });

  it('idle use: runs only while armed, and restarts on each arm', async () => {
    vi.useFakeTimers();
    const clock = attemptSignal(100, undefined, false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(clock.cause()).toBeUndefined();
    clock.arm();
    await vi.advanceTimersByTimeAsync(80);
    clock.arm();
    await vi.advanceTimersByTimeAsync(80);
    clock.disarm();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(clock.cause()).toBeUndefined();
    clock.arm();
    await vi.advanceTimersByTimeAsync(100);
    expect(clock.cause()).toBe('timeout');
    clock.dispose();
  });

  it("fires `user` with the caller's signal, and leaves no listener once disposed", () => {
    const controller = new AbortController();
    const clocks = Array.from({ length: 30 }, () => attemptSignal(60_000, controller.signal));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    clocks[0]?.dispose();
    controller.abort();
    expect(clocks[0]?.cause()).toBeUndefined();
    expect(clocks.slice(1).every((clock) => clock.cause() === 'user')).toBe(true);
    for (const clock of clocks) clock.dispose();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('an attempt that ended unfired passes its signal on, to at most 8 attempts in all', () => {
    const signals = Array.from({ length: 40 }, () => {
      const clock = attemptSignal(60_000, undefined);
      clock.dispose();
      return clock.signal;
    });
    const runs: { signal: AbortSignal; length: number }[] = [];
    for (const signal of signals) {
      const last = runs.at(-1);
      if (last?.signal === signal) last.length += 1;
      else runs.push({ signal, length: 1 });
    }
    // Reused (the point: no signal per attempt), within the bound, and never handed out again.
    expect(runs.filter((run) => run.length === 8).length).toBeGreaterThanOrEqual(4);
    expect(runs.every((run) => run.length <= 8)).toBe(true);
    expect(new Set(runs.map((run) => run.signal)).size).toBe(runs.length);
  });

  it('a fired signal is never handed out again', () => {
    const fired = new Set<AbortSignal>();
    for (const cause of ['timeout', 'user', 'cancel'] as const) {
      const clock = attemptSignal(60_000, undefined);
      clock.fire(cause);
      clock.dispose();
      fired.add(clock.signal);
    }
    for (let i = 0; i < 40; i++) {
      const clock = attemptSignal(60_000, undefined);
      expect(fired.has(clock.signal)).toBe(false);
      expect(clock.signal.aborted).toBe(false);
      clock.dispose();
    }
  });

  it('once disposed, a clock can no longer fire the signal it passed on', async () => {
    vi.useFakeTimers();
    const user = new AbortController();
    const old = attemptSignal(100, user.signal);
    old.dispose();
    const next = attemptSignal(60_000, undefined);
    expect(next.signal).toBe(old.signal);
    old.fire('cancel');
    old.arm();
    user.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(next.signal.aborted).toBe(false);
    expect(old.cause()).toBeUndefined();
    next.dispose();
  });

  it('a fetch that leaves a listener on every signal it is given never hears of a leak', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const leaky = async (_url: string | URL | Request, init?: RequestInit) => {
        init?.signal?.addEventListener('abort', () => {});
        return Response.json({ id: 'team_1' });
      };
      const client = new SportsData({ apiKey: 'svc_test_x', baseURL: 'http://127.0.0.1:9', fetch: leaky });
      for (let i = 0; i < 100; i++) await client.teams.get('team_1');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
  });

  it('onAbort: one listener for many subscribers, removed with the last', () => {
    const controller = new AbortController();
    const calls: number[] = [];
    const offs = [1, 2, 3].map((n) => onAbort(controller.signal, () => calls.push(n)));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    offs[1]?.();
    offs[1]?.();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    expect(calls).toEqual([1, 3]);
    for (const off of offs) off();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('run: one loop, the machine deciding', () => {
  /** A call of `op` whose fetch answers each attempt from `outcomes` (a status, or an error thrown). */
  function scripted(op: OperationSpec, outcomes: (number | Error)[], signal?: AbortSignal) {
    const sent: number[] = [];
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string>;
      sent.push(Number(headers['x-retry-count'] ?? 0));
      const next = outcomes[sent.length - 1] as number | Error;
      if (next instanceof Error) throw next;
      return new Response(next === 200 ? '{"id":"x"}' : '', {
        status: next,
        headers: next === 503 ? { 'retry-after': '0' } : {},
      });
    };
    const config = resolveConfig({
      apiKey: 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      logLevel: 'off',
      fetch,
    });
    const args = op.pathParams.length ? { path: ['qr_1'] } : { input: { prompt: 'q' } };
    const checked = checkArguments({ kind: 'call', config, op, args, options: { signal } });
    const call = new APICall(
      createCallContext(config),
      op,
      args,
      { signal },
      checked,
      new Pacing(config),
      undefined,
    );
    return { sent, run: () => run(call, start(call)) };
  }

  it('retries as the machine decides and returns the last answer', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const x = scripted(operations.get_query, [503, new TypeError('reset'), 200]);
    await expect(x.run()).resolves.toMatchObject({ data: { id: 'x' } });
    expect(x.sent).toEqual([0, 1, 2]);
    vi.restoreAllMocks();
  });

  it('a billed call is sent once, whatever the failure', async () => {
    const x = scripted(operations.create_query, [new TypeError('reset'), 200]);
    await expect(x.run()).rejects.toThrow(APIConnectionError);
    expect(x.sent).toEqual([0]);
  });

  it('an aborted signal ends the call before the attempt is sent', async () => {
    const x = scripted(operations.get_query, [200], AbortSignal.abort());
    await expect(x.run()).rejects.toThrow(APIUserAbortError);
    expect(x.sent).toEqual([]);
  });
});

const team = { id: 'team_1', name: 'The Owls' };
const bytes = new TextEncoder().encode(JSON.stringify(team));

/** A fetch whose answer streams `chunks` and then, unless `close`, never ends. */
function streaming(headers: Record<string, string>, chunks: Uint8Array[], close: boolean) {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          if (close) controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json', ...headers } },
    );
}

const client = (fetch: () => Promise<Response>) =>
  new SportsData({ apiKey: 'svc_test_x', baseURL: 'http://127.0.0.1:9', fetch, maxRetries: 0 });

describe('reading an answer', () => {
  it('stops once the announced length has come, in one chunk or several', async () => {
    const whole = streaming({ 'content-length': String(bytes.length) }, [bytes], false);
    await expect(client(whole).teams.get('team_1')).resolves.toEqual(team);
    const parts = [bytes.subarray(0, 3), bytes.subarray(3, 10), bytes.subarray(10)];
    const split = streaming({ 'content-length': String(bytes.length) }, parts, false);
    await expect(client(split).teams.get('team_1')).resolves.toEqual(team);
  });

  it('reads an encoded answer to its end, whatever length it announced', async () => {
    // fetch hands out decoded bytes; Content-Length counted the encoded ones.
    const parts = [bytes.subarray(0, 5), bytes.subarray(5)];
    const encoded = streaming({ 'content-length': '5', 'content-encoding': 'gzip' }, parts, true);
    await expect(client(encoded).teams.get('team_1')).resolves.toEqual(team);
  });

  it('reads an answer without a length to its end', async () => {
    const parts = [bytes.subarray(0, 5), bytes.subarray(5)];
    await expect(client(streaming({}, parts, true)).teams.get('team_1')).resolves.toEqual(team);
  });
});

describe('an answer fetch cannot decode', () => {
  // Node 18's fetch reads `deflate` as zlib-wrapped only, so a raw (single-layer) deflate body fails
  // to decode there as these bytes fail everywhere: a zlib header, then no deflate data.
  const undecodable = Buffer.concat([Buffer.from([0x78, 0x9c]), Buffer.alloc(4096, 0xff)]);

  it.each([200, 503])(
    'answered %s: a typed invalid_response, sent once (the same bytes would come again)',
    async (status) => {
      let requests = 0;
      const server = await listenOnLoopback(
        createServer((_req, res) => {
          requests++;
          res.writeHead(status, { 'content-type': 'application/json', 'content-encoding': 'deflate' });
          res.end(undecodable);
        }),
      );
      try {
        const client = new SportsData({ apiKey: 'svc_test_x', baseURL: server.url, logLevel: 'off' });
        const error = await client.teams.get('team_1').then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ name: 'APIError', type: 'invalid_response', status });
        expect((error as Error).message).toMatch(/could not be decoded \(Content-Encoding deflate/);
        expect(requests).toBe(1);
      } finally {
        await server.close();
      }
    },
  );
});
