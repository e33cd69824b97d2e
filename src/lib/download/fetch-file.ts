/**
 * Fetches an export file: the one place that decides which request carries the API key.
 *
 * - The key goes only to the client's own origin (`config.origin`), and only until a redirect has
 *   left it. A `download_url` on another origin is fetched with no `Authorization` header at all.
 * - Redirects are followed here, not by `fetch` (`redirect: 'manual'`), at most
 *   {@link MAX_REDIRECTS} hops, and the headers are rebuilt for every hop, so a redirect from the
 *   API origin to a file host drops the key.
 * - `timeout` bounds each wait on the network: for a response's headers, and for each next chunk of
 *   the body while the reader is waiting for one. A slow reader is never timed out (it is the one
 *   holding things up), and a download that keeps moving may take as long as it needs.
 * - Failures before the first body byte (connection errors, timeouts, 408, 429, 5xx) are retried by
 *   the request engine (`internal/transport.ts`) like any free read, with the same clock mechanism
 *   (`internal/abort.ts`) used as an idle timer; a failure mid-body is not retried (the rows already
 *   handed out cannot be taken back).
 */
import type { AbortCause, AttemptSignal } from '../../internal/abort.js';
import type { ResolvedConfig } from '../../core/config.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ExportDownloadError,
  SportsDataError,
} from '../../core/errors.js';
import { applyHeaders, setAuthorization } from '../../internal/headers.js';
import { filePolicy, parseRetryAfter } from '../../internal/retry.js';
import { describeFailure, runAttempts } from '../../internal/transport.js';
import { decodingErrorCode } from '../../internal/read-body.js';

export const MAX_REDIRECTS = 5;

/**
 * A download link or a redirect's `Location`, read by the parser that sends it (WHATWG URL, as
 * `fetch` does), so that the origin the key is decided for is the one the request goes to. Refused
 * (the reason, as a clause: "does not parse") when it does not parse, is not http(s), or could be
 * read apart by another parser: a backslash, a control character or a space anywhere (WHATWG reads
 * `\` as `/` and drops tabs and line breaks; RFC 3986 parsers do neither), userinfo (`fetch` refuses
 * it, and an `@` hides which host is meant), no `//` after the scheme, or a host WHATWG rewrites
 * (`127.1`, `%41`, a non-ASCII name): the authority as written must be the host fetch connects to.
 */
export function readFileURL(text: string, base?: URL): URL | string {
  if (/[\\\u0000-\u0020\u007f]/.test(text))
    return 'holds a backslash, a space or a control character, which URL parsers read differently';
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return 'does not parse as a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `is not http(s) (${url.protocol})`;
  if (
    url.username !== '' ||
    url.password !== '' ||
    /^[^/?#]*@/.test(text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, ''))
  )
    return 'carries userinfo (user@), which hides the host it goes to';
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(text)?.[0];
  if (scheme !== undefined && !text.startsWith('//', scheme.length))
    return `has no // after ${scheme}, which URL parsers read differently`;
  if (scheme !== undefined || text.startsWith('//')) {
    const start = text.indexOf('//') + 2;
    const end = text.slice(start).search(/[/?#]/);
    const written = (end === -1 ? text.slice(start) : text.slice(start, start + end)).toLowerCase();
    const port = url.protocol === 'https:' ? '443' : '80';
    if (written !== url.host && written !== `${url.hostname}:${port}` && written !== `${url.host}:`)
      return 'names its host in a form URL parsers read differently';
  }
  return url;
}

const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
const ACCEPT = 'application/gzip, application/octet-stream;q=0.9, */*;q=0.1';
const ABORTED = 'The export download was aborted.';

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

/**
 * Opens the file at `url` through the request engine: one attempt follows the redirects with the
 * idle clock armed while it waits; the engine retries what the file policy allows.
 */
export async function openFile(config: ResolvedConfig, url: URL, policy: FilePolicy): Promise<OpenedFile> {
  const { response, clock } = await runAttempts<{ response: Response; clock: AttemptSignal }>({
    config,
    label: 'GET export file',
    policy: filePolicy(policy.maxRetries),
    timeout: policy.timeout,
    clock: 'idle',
    signal: policy.signal,
    abortMessage: ABORTED,
    async send(clock, _attempt, seen) {
      const response = await followRedirects(config, url, clock);
      seen.status = response.status;
      return {
        outcome: {
          kind: 'answer',
          status: response.status,
          // A file host speaks no error envelope: its 429s are all worth a retry.
          code: undefined,
          retryAfter: response.ok ? undefined : parseRetryAfter(response.headers.get('retry-after')),
        },
        value: { response, clock },
        discard: () => discard(response),
        keepsClock: true,
      };
    },
    failed: (error, timedOut) =>
      translate(error, timedOut ? 'timeout' : undefined, 'headers', policy.timeout),
  });
  if (response.ok) return { response, body: guardBody(response, clock, policy.timeout) };
  const detail = await snippet(response, clock);
  clock.dispose();
  throw statusError(response.status, detail);
}

function headersFor(config: ResolvedConfig, url: URL, leftOrigin: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (leftOrigin || url.origin !== config.origin) return headers;
  // The client's own origin: the same headers as any API call, key included.
  applyHeaders(headers, config.defaultHeaders);
  if (config.apiKey) setAuthorization(headers, config.apiKey);
  return headers;
}

/**
 * Follows redirects by hand, rebuilding the headers for every hop. Once a hop has left the API's
 * origin the key is never attached again, whatever origin a later hop names: a foreign host must
 * not be able to steer an authenticated request back to any API path.
 */
async function followRedirects(config: ResolvedConfig, start: URL, clock: AttemptSignal): Promise<Response> {
  const log = config.logger;
  let url = start;
  let leftOrigin = false;
  for (let hop = 0; ; hop++) {
    leftOrigin ||= url.origin !== config.origin;
    const init: RequestInit = {
      method: 'GET',
      headers: headersFor(config, url, leftOrigin),
      redirect: 'manual',
      signal: clock.signal,
    };
    clock.arm();
    let response = await config.fetch(url.href, init);
    clock.disarm();
    if (log.enabled('debug'))
      log.log('debug', `GET ${url.href} -> ${response.status} (export file, hop ${hop})`);

    if (response.type === 'opaqueredirect') {
      // A browser hides the Location of a manual redirect. Let it follow the redirect itself, with
      // no key at all: a pre-signed link needs none, and the key then cannot reach another origin.
      await discard(response);
      clock.arm();
      response = await config.fetch(url.href, {
        method: 'GET',
        headers: { Accept: ACCEPT },
        signal: clock.signal,
      });
      clock.disarm();
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
    const next = readFileURL(location, url);
    if (typeof next === 'string') {
      throw new ExportDownloadError(
        'http_error',
        `The file host redirected (${status}) to a URL that ${next}; not followed.`,
        { status },
      );
    }
    url = next;
  }
}

/** The body, read only when its reader pulls, with the idle clock running only during each read. */
function guardBody(response: Response, clock: AttemptSignal, timeout: number): ReadableStream<Uint8Array> {
  const source = response.body;
  if (!source) {
    clock.dispose();
    return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  }
  const reader = source.getReader();
  const expected = announcedLength(response.headers);
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clock.arm();
        try {
          const { done, value } = await reader.read();
          clock.disarm();
          if (done) {
            clock.dispose();
            controller.close();
            return;
          }
          received += value.byteLength;
          controller.enqueue(value);
        } catch (error) {
          clock.dispose();
          // Node 18's fetch can report a socket the server closed after the last byte as an error:
          // every announced byte has arrived, so the file is whole.
          if (clock.cause() === undefined && received === expected) controller.close();
          else controller.error(translate(error, clock.cause(), 'body', timeout, received));
        }
      },
      async cancel(reason) {
        // Aborting the request closes the connection instead of draining the rest of the file.
        clock.fire('cancel');
        clock.dispose();
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
  cause: AbortCause | undefined,
  phase: 'headers' | 'body',
  timeout: number,
  received = 0,
): SportsDataError {
  if (cause === 'timeout') {
    const what =
      phase === 'headers'
        ? 'for the export file to answer'
        : `for more of the export file after ${received} bytes`;
    return new APIConnectionTimeoutError(`Waited more than ${timeout} ms ${what}.`, { cause: error });
  }
  if (cause === 'user' || cause === 'cancel') return new APIUserAbortError(ABORTED);
  if (error instanceof SportsDataError) return error;
  if (phase === 'headers') {
    return new APIConnectionError(
      `Connection error while fetching the export file: ${describeFailure(error)}`,
      { cause: error },
    );
  }
  if (decodingErrorCode(error) !== undefined) {
    return new ExportDownloadError(
      'corrupt_file',
      `The file host's Content-Encoding could not be decoded after ${received} bytes (${describeFailure(error)}).`,
      { cause: error },
    );
  }
  return new ExportDownloadError(
    'truncated',
    `The connection broke after ${received} bytes of the export file (${describeFailure(error)}); download it again.`,
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
async function snippet(response: Response, clock: AttemptSignal): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  clock.arm();
  try {
    const { value } = await reader.read();
    if (!value) return '';
    const text = new TextDecoder().decode(value.subarray(0, 200));
    return text.replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  } finally {
    clock.disarm();
    reader.cancel().catch(() => {});
  }
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}
