/**
 * A scripted driver for the call machine (src/internal/engine.ts), as python/tests/unit/_scripted.py
 * is for Python's: it answers each `send` from a list and records every step the machine asked for.
 * No network, no timer: a `wait` is recorded, not slept, and an answer is a `Response` made here.
 */
import type { APICall, Call, Refused } from '../../src/internal/engine.js';
import { errorReader, NoAnswer, start } from '../../src/internal/engine.js';
import type { PacingSlot } from '../../src/internal/pacing/window.js';

/** An answer to a send: a status with a JSON body (or raw text), or a body the driver could not read. */
export interface Answer {
  readonly status: number;
  readonly body?: unknown;
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  /** The body as the driver refused it (over the cap, too many values, undecodable). */
  readonly refused?: Refused;
}

/** No answer: the connection failed, or the clock fired. */
export interface Failure {
  readonly failure: 'connection' | 'timeout' | 'user';
  readonly error?: unknown;
}

export type Reply = Answer | Failure;

export const answer = (status: number, body?: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body,
  headers,
});

export const failure = (
  kind: Failure['failure'],
  error: unknown = new TypeError('fetch failed'),
): Failure => ({
  failure: kind,
  error,
});

/** The contract's error envelope. */
export const envelope = (code: string, type = 'api_error') => ({
  error: { type, code, message: 'scripted', param: null, request_id: `req_${'a'.repeat(24)}` },
});

/** What was sent, as the machine asked for it. */
export interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
}

export interface Run<T> {
  /** Every step the machine asked for, in order. */
  readonly steps: string[];
  readonly sends: Sent[];
  /** Every wait, in milliseconds. */
  readonly waits: number[];
  readonly result: T | undefined;
  readonly error: Error | undefined;
  /** The slots handed out, and how often each was released. */
  readonly slots: { released: number }[];
}

/**
 * Runs `call` to its end on `replies`, through the machine's own protocol (`steps`, as the driver
 * runs it): each step read off `call.step`, what came of it handed back with `next`. A send with no
 * reply left fails the test.
 */
export async function script<T>(call: Call<T>, replies: Reply[]): Promise<Run<T>> {
  const reader = errorReader.loaded ?? (await errorReader.load());
  const steps: string[] = [];
  const sends: Sent[] = [];
  const waits: number[] = [];
  const slots: { released: number }[] = [];
  const queue = [...replies];
  const machine = start(call);
  for (;;) {
    const step = call.step;
    steps.push(step);
    let came: unknown;
    switch (step) {
      case 'admit': {
        const slot = { released: 0 };
        slots.push(slot);
        const held: PacingSlot = { release: () => void slot.released++ };
        came = held;
        break;
      }
      case 'send': {
        sends.push({ method: call.method, url: call.url, headers: { ...call.headers }, body: call.body });
        const reply = queue.shift();
        if (reply === undefined) throw new Error(`unexpected request ${call.method} ${call.url}`);
        if ('failure' in reply) {
          came = new NoAnswer(reply.error, reply.failure === 'connection' ? 'connection' : reply.failure);
          break;
        }
        const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
        const empty = reply.status === 204 || reply.status === 205;
        call.response = new Response(empty ? null : text, { status: reply.status, headers: reply.headers });
        came = reply.refused ?? text;
        break;
      }
      // The read cache's steps, done by the call's own cache (its store in memory: no I/O).
      case 'lookup': {
        const api = call as unknown as APICall;
        came = await api.cache!.lookup(api);
        break;
      }
      case 'store': {
        const api = call as unknown as APICall;
        await api.cache!.keep(api, api.response as Response, api.text);
        break;
      }
      case 'load':
        if (call.loaded === undefined) throw new Error('a load step from a call that loads nothing');
        came = reader;
        break;
      case 'wait':
        waits.push(call.waitMs);
        break;
      case 'done':
        return { steps, sends, waits, result: call.result, error: undefined, slots };
      case 'fail':
        return { steps, sends, waits, result: undefined, error: call.error, slots };
      default:
        throw new Error(`a step this driver does not know: ${step}`);
    }
    machine.next(came);
  }
}
