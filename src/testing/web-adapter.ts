import type { Call, Outcome, Reply } from './http-types.js';
import { MAX_REQUEST_BODY, apiBodyText, readCapped } from './read-capped.js';

/** What undici's fetch rejects with when the peer drops the connection before answering. */
export function connectionReset(): TypeError {
  const cause = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
  return new TypeError('fetch failed', { cause });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Settles with `work`, or rejects with the signal's reason as soon as it aborts. */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function callFromRequest(request: Request): Call {
  return {
    method: request.method.toUpperCase(),
    url: new URL(request.url),
    header: (name) => request.headers.get(name),
    headerEntries: () => request.headers.entries(),
    // Node's web streams are async iterable; the DOM typings this build uses do not say so.
    text: () =>
      apiBodyText(readCapped(request.body as AsyncIterable<Uint8Array> | null, MAX_REQUEST_BODY, false)),
    signal: request.signal,
    client: 'in-process',
  };
}

function bytesOf(body: string | Uint8Array): Uint8Array {
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}

export function responseFromReply(reply: Reply, method: string): Response {
  const body = method === 'HEAD' ? null : reply.body;
  return new Response(body as BodyInit | null, { status: reply.status, headers: reply.headers });
}

/**
 * An outcome as fetch would show it: a Response; a rejection like undici's for a reset before
 * the headers; a Response whose body fails mid-way ("terminated", as undici says) for a reset
 * after them; and for a hang, a promise that only the request's signal can end.
 */
export function outcomeToResponse(outcome: Outcome, request: Request): Promise<Response> {
  switch (outcome.kind) {
    case 'reply':
      return Promise.resolve(responseFromReply(outcome.reply, request.method));
    case 'hang':
      return raceAbort(new Promise<Response>(() => {}), request.signal);
    case 'reset': {
      if (outcome.when === 'before-headers') return Promise.reject(connectionReset());
      const bytes = bytesOf(outcome.reply.body);
      const part = bytes.subarray(0, Math.floor(bytes.length / 2));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          if (part.length) controller.enqueue(part);
          controller.error(new TypeError('terminated', { cause: connectionReset().cause }));
        },
      });
      return Promise.resolve(
        new Response(body, { status: outcome.reply.status, headers: outcome.reply.headers }),
      );
    }
  }
}
