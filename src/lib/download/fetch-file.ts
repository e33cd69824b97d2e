/**
 * Fetches an export file: the one place that decides which request carries the API key.
 *
 * - The key goes only to the client's own origin (`config.origin`). A `download_url` on another
 *   origin is fetched with no `Authorization` header at all.
 * - Redirects are followed here, not by `fetch` (`redirect: 'manual'`), at most
 *   {@link MAX_REDIRECTS} hops, and the headers are rebuilt for every hop, so a redirect from the
 *   API origin to a file host drops the key.
 * - `timeout` bounds each wait on the network: for a response's headers, and for each next chunk of
 *   the body while the reader is waiting for one. A slow reader is never timed out (it is the one
 *   holding things up), and a download that keeps moving may take as long as it needs.
 * - Failures before the first body byte (connection errors, timeouts, 408, 429, 5xx) are retried
 *   like any free read; a failure mid-body is not (the rows already handed out cannot be taken back).
 */
import { sleep } from '../../core/abort.js';
import type { ResolvedConfig } from '../../core/config.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ExportDownloadError,
  SportsDataError,
} from '../../core/errors.js';
import { backoffDelayMs, MAX_RETRY_AFTER_SECONDS, parseRetryAfter, retryDelayMs } from '../../core/retry.js';
import { applyHeaders } from '../../core/headers.js';

export const MAX_REDIRECTS = 5;

const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
/** Statuses from a file host worth another try before any byte arrived. */
const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const ACCEPT = 'application/gzip, application/octet-stream;q=0.9, */*;q=0.1';

export interface FilePolicy {
  /** Milliseconds for a response's headers, and between two chunks of its body. */
  readonly timeout: number;
  readonly maxRetries: number;
  readonly signal: AbortSignal | undefined;
}

export interface OpenedFile {
  /** The final answer (2xx) after redirects; its body is not to be read directly. */
  readonly response: Response;
  /** The body, guarded by the idle timeout and the caller's signal; errors are typed. */
  readonly body: ReadableStream<Uint8Array>;
}

type StopCause = 'timeout' | 'user' | 'cancel';

/** One AbortController for one attempt (its hops and its body), fired by the idle timer or the caller. */
class Watchdog {
  readonly #controller = new AbortController();
  readonly #timeout: number;
  readonly #userSignal: AbortSignal | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #cause: StopCause | undefined;
  readonly #onUserAbort = () => this.fire('user');

  constructor(timeout: number, userSignal: AbortSignal | undefined) {
    this.#timeout = timeout;
    this.#userSignal = userSignal;
    if (userSignal?.aborted) this.fire('user');
    else userSignal?.addEventListener('abort', this.#onUserAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get cause(): StopCause | undefined {
    return this.#cause;
  }

  /** Starts (or restarts) the clock while waiting on the network. */
  arm(): void {
    this.disarm();
    if (!this.#cause) this.#timer = setTimeout(() => this.fire('timeout'), this.#timeout);
  }

  disarm(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  fire(cause: StopCause): void {
    if (this.#cause) return;
    this.#cause = cause;
    this.disarm();
    const reason =
      cause === 'timeout'
        ? new DOMException('The export download timed out.', 'TimeoutError')
        : new DOMException('The export download was stopped.', 'AbortError');
    this.#controller.abort(reason);
  }

  /** Removes the timer and the listener on the caller's signal. Safe to call twice. */
  dispose(): void {
    this.disarm();
    this.#userSignal?.removeEventListener('abort', this.#onUserAbort);
  }
}

/** Opens the file at `url`: follows redirects, retries what may pass, and maps error statuses. */
export async function openFile(config: ResolvedConfig, url: URL, policy: FilePolicy): Promise<OpenedFile> {
  const userAbort = () => new APIUserAbortError('The export download was aborted.');
  for (let attempt = 0; ; attempt++) {
    const watchdog = new Watchdog(policy.timeout, policy.signal);
    let response: Response;
    try {
      response = await followRedirects(config, url, watchdog);
    } catch (error) {
      watchdog.dispose();
      const failure = translate(error, watchdog, 'headers', policy.timeout);
      // Connection errors and timeouts (APIConnectionTimeoutError is one) may pass; nothing else will.
      if (!(failure instanceof APIConnectionError) || attempt >= policy.maxRetries) throw failure;
      logRetry(config, attempt, policy.maxRetries, failure.name);
      await sleep(backoffDelayMs(attempt + 1), policy.signal, userAbort);
      continue;
    }

    if (response.ok) return { response, body: guardBody(response, watchdog, policy.timeout) };

    const { status } = response;
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    const mayRetry =
      attempt < policy.maxRetries &&
      RETRYABLE_STATUS.has(status) &&
      (retryAfter === undefined || retryAfter <= MAX_RETRY_AFTER_SECONDS);
    if (mayRetry) {
      watchdog.dispose();
      await discard(response);
      logRetry(config, attempt, policy.maxRetries, String(status));
      await sleep(retryDelayMs(attempt + 1, retryAfter), policy.signal, userAbort);
      continue;
    }
    const detail = await snippet(response, watchdog);
    watchdog.dispose();
    throw statusError(status, detail);
  }
}

function logRetry(config: ResolvedConfig, attempt: number, maxRetries: number, what: string): void {
  config.logger.log('info', `export file download failed (${what}); retry ${attempt + 1} of ${maxRetries}`);
}

/** Where a URL goes, for messages and logs: never its query string, which holds the link's signature. */
export function describeURL(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function headersFor(config: ResolvedConfig, url: URL): Record<string, string> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (url.origin !== config.origin) return headers;
  // The client's own origin: the same headers as any API call, key included.
  applyHeaders(headers, config.defaultHeaders);
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return headers;
}

async function followRedirects(config: ResolvedConfig, start: URL, watchdog: Watchdog): Promise<Response> {
  const log = config.logger;
  let url = start;
  for (let hop = 0; ; hop++) {
    const init: RequestInit = {
      method: 'GET',
      headers: headersFor(config, url),
      redirect: 'manual',
      signal: watchdog.signal,
    };
    watchdog.arm();
    let response = await config.fetch(url.href, init);
    watchdog.disarm();
    if (log.enabled('debug'))
      log.log('debug', `GET ${describeURL(url)} -> ${response.status} (export file, hop ${hop})`);

    if (response.type === 'opaqueredirect') {
      // A browser hides the Location of a manual redirect. Let it follow the redirect itself, with
      // no key at all: a pre-signed link needs none, and the key then cannot reach another origin.
      await discard(response);
      watchdog.arm();
      response = await config.fetch(url.href, {
        method: 'GET',
        headers: { Accept: ACCEPT },
        signal: watchdog.signal,
      });
      watchdog.disarm();
      return response;
    }
    if (!REDIRECT_STATUS.has(response.status)) return response;

    const { status } = response;
    const location = response.headers.get('location');
    await discard(response);
    if (!location) {
      throw new ExportDownloadError(
        'http_error',
        `The file host answered ${status} without a Location header.`,
        { status },
      );
    }
    if (hop >= MAX_REDIRECTS) {
      throw new ExportDownloadError(
        'http_error',
        `The export file redirected more than ${MAX_REDIRECTS} times.`,
        { status },
      );
    }
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new ExportDownloadError('http_error', `The file host redirected to an invalid URL (${status}).`, {
        status,
      });
    }
    if (next.protocol !== 'https:' && next.protocol !== 'http:') {
      throw new ExportDownloadError(
        'http_error',
        `The file host redirected to a ${next.protocol} URL; only http(s) is followed.`,
        {
          status,
        },
      );
    }
    url = next;
  }
}

/** The body, read only when its reader pulls, with the idle clock running only during each read. */
function guardBody(response: Response, watchdog: Watchdog, timeout: number): ReadableStream<Uint8Array> {
  const source = response.body;
  if (!source) {
    watchdog.dispose();
    return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  }
  const reader = source.getReader();
  const expected = announcedLength(response.headers);
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        watchdog.arm();
        try {
          const { done, value } = await reader.read();
          watchdog.disarm();
          if (done) {
            watchdog.dispose();
            controller.close();
            return;
          }
          received += value.byteLength;
          controller.enqueue(value);
        } catch (error) {
          watchdog.dispose();
          // Node 18's fetch can report a socket the server closed after the last byte as an error:
          // every announced byte has arrived, so the file is whole.
          if (watchdog.cause === undefined && received === expected) controller.close();
          else controller.error(translate(error, watchdog, 'body', timeout, received));
        }
      },
      async cancel(reason) {
        // Aborting the request closes the connection instead of draining the rest of the file.
        watchdog.fire('cancel');
        watchdog.dispose();
        await reader.cancel(reason).catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}

/** The body's length in bytes as received, when `Content-Length` gives it (not with a Content-Encoding). */
function announcedLength(headers: Headers): number | undefined {
  const length = headers.get('content-length');
  if (length === null || headers.get('content-encoding') !== null || !/^\d+$/.test(length.trim()))
    return undefined;
  return Number(length);
}

/** Every failure as a typed error: the clock, the caller, or the connection. */
function translate(
  error: unknown,
  watchdog: Watchdog,
  phase: 'headers' | 'body',
  timeout: number,
  received = 0,
): SportsDataError {
  const cause = watchdog.cause;
  if (cause === 'timeout') {
    const what =
      phase === 'headers'
        ? 'for the export file to answer'
        : `for more of the export file after ${received} bytes`;
    return new APIConnectionTimeoutError(`Waited more than ${timeout} ms ${what}.`, { cause: error });
  }
  if (cause === 'user' || cause === 'cancel')
    return new APIUserAbortError('The export download was aborted.');
  if (error instanceof SportsDataError) return error;
  if (phase === 'headers') {
    return new APIConnectionError(`Connection error while fetching the export file: ${describe(error)}`, {
      cause: error,
    });
  }
  return new ExportDownloadError(
    'truncated',
    `The connection broke after ${received} bytes of the export file (${describe(error)}); download it again.`,
    { cause: error },
  );
}

function statusError(status: number, detail: string): ExportDownloadError {
  const suffix = detail ? `: ${detail}` : '.';
  if (status === 403 || status === 410) {
    return new ExportDownloadError(
      'url_expired',
      `The file host refused the download link (${status}): it has expired or is no longer valid. ` +
        `Download by id (client.exports.download(job.id)) for a freshly signed link${suffix}`,
      { status },
    );
  }
  return new ExportDownloadError('http_error', `The file host answered ${status}${suffix}`, { status });
}

/** The start of an error body, for the message (bounded in size and in time). */
async function snippet(response: Response, watchdog: Watchdog): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  watchdog.arm();
  try {
    const { value } = await reader.read();
    if (!value) return '';
    const text = new TextDecoder().decode(value.subarray(0, 200));
    return text.replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  } finally {
    watchdog.disarm();
    reader.cancel().catch(() => {});
  }
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${detail})` : error.message;
}
