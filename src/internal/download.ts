/**
 * An export file is a call of the same machine with its own policy (`FileCall`): the one place that
 * decides which request carries the API key, and what a file host's answer means.
 *
 * - The key goes only to the client's own origin (`config.origin`), and only until a redirect has
 *   left it. A `download_url` on another origin is fetched with no `Authorization` header at all.
 *   The origin is decided by the parser that sends the request (WHATWG URL, as `fetch`), and a link
 *   or `Location` another parser could read apart is refused before anything is sent (`readFileURL`).
 * - Redirects are followed here, not by `fetch` (`redirect: 'manual'`), at most
 *   {@link MAX_REDIRECTS} hops, and the headers are rebuilt for every hop, so a redirect from the
 *   API origin to a file host drops the key.
 * - `timeout` bounds each wait on the network: for a response's headers, and for each next chunk of
 *   the body while the reader is waiting for one (the driver's clock used as an idle timer). A slow
 *   reader is never timed out (it is the one holding things up), and a download that keeps moving
 *   may take as long as it needs.
 * - Failures before the first body byte (connection errors, timeouts, 408, 429, 5xx) are retried by
 *   the machine like any free read; a failure mid-body is not retried (the rows already handed out
 *   cannot be taken back).
 *
 * Loaded with the rest of the download code, on the first `exports.download`.
 */
import type { ResolvedConfig } from '../core/config.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ExportDownloadError,
  SportsDataError,
} from '../core/errors.js';
import { type AbortCause, type AttemptSignal, argumentChecks, decodingErrorCode, run } from './driver.js';
import { applyHeaders, Call, type Step, setAuthorization, start } from './engine.js';
import { describeFailure, explain } from './error-from-response.js';
import { filePolicy, parseRetryAfter, type RetryPolicy } from './retry.js';

export const MAX_REDIRECTS = 5;

const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
const ACCEPT = 'application/gzip, application/octet-stream;q=0.9, */*;q=0.1';
const ABORTED = 'The export download was aborted.';

export interface FileOptions {
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
 * A download link or a redirect's `Location`, read by the parser that sends it (WHATWG URL, as
 * `fetch` does), so that the origin the key is decided for is the one the request goes to. Refused
 * (the reason, as a clause: "does not parse") when it does not parse, is not http(s), or could be
 * read apart by another parser: a backslash, a control character or a space anywhere (WHATWG reads
 * `\` as `/` and drops tabs and line breaks; RFC 3986 parsers do neither), userinfo (`fetch` refuses
 * it, and an `@` hides which host is meant), no `//` after the scheme, or a host WHATWG rewrites
 * (`127.1`, `%41`, a non-ASCII name): the authority as written must be the host fetch connects to.
 */
export function readFileURL(text: string, base?: URL): URL | string {
  if (readApart(text))
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

/** A backslash, a space, DEL or a C0 control character: parsers disagree on each. */
function readApart(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code <= 0x20 || code === 0x5c || code === 0x7f) return true;
  }
  return false;
}

/**
 * Opens the file at `url`: one attempt follows the redirects with the idle clock armed while it
 * waits; the machine retries what the file policy allows. The body streams on under the same clock.
 */
export async function openFile(config: ResolvedConfig, url: URL, options: FileOptions): Promise<OpenedFile> {
  const call = new FileCall(config, url, options);
  const { response, clock } =
    config.observe === undefined
      ? await runToOpen(call)
      : await (argumentChecks.loaded ?? (await argumentChecks.load())).observe(call, () => runToOpen(call));
  return { response, body: guardBody(response, clock, options.timeout) };
}

type Opened = { response: Response; clock: AttemptSignal };

/**
 * Runs the machine to the file's 2xx answer; a final answer that is not one (not retried) ends the
 * call with its typed error, in the file host's own words. Under observation (observe.ts) this is
 * the run whose end the call settles with: the error, not the answer it was made from.
 */
async function runToOpen(call: Call<Opened>): Promise<Opened> {
  const opened = await run(call, start(call));
  const { response, clock } = opened;
  if (response.ok) return opened;
  const detail = await snippet(response, clock);
  clock.dispose();
  throw statusError(response.status, detail);
}

/** An export file as the machine fetches it: redirects hop by hop, the key decided per hop. */
class FileCall extends Call<Opened> {
  readonly first: Step = 'send';
  readonly #policy: RetryPolicy;
  get policy(): RetryPolicy {
    return this.#policy;
  }
  // The same for every file: data on the prototype (set below the class).
  declare readonly label: string;
  declare readonly clock: 'idle';
  declare readonly reads: 'stream';
  protected override readonly abortMessage = ABORTED;
  readonly #start: URL;
  /** The URL of this hop. */
  #at: URL;
  #hop = 0;
  /** Once a hop has left the API's origin the key is never attached again. */
  #leftOrigin = false;
  /** The attempt's clock, which the file's body keeps once the call is done. */
  #clock: AttemptSignal | undefined;

  constructor(config: ResolvedConfig, url: URL, options: FileOptions) {
    super(config, options.timeout, options.signal);
    this.#policy = filePolicy(options.maxRetries);
    this.#start = url;
    this.#at = url;
    this.fetchOptions = config.fetchOptions;
    this.#aim(url);
  }

  /** Each attempt starts again from the link. */
  protected override restart(): Step {
    this.#hop = 0;
    this.#leftOrigin = false;
    this.redirect = 'manual';
    this.#aim(this.#start);
    return 'send';
  }

  /**
   * Sends the next hop to `url`, with the headers rebuilt for it: a foreign host must not be able
   * to steer an authenticated request back to any API path.
   */
  #aim(url: URL): void {
    const { config } = this;
    this.#at = url;
    this.url = url.href;
    this.#leftOrigin ||= url.origin !== config.origin;
    const headers: Record<string, string> = { accept: ACCEPT };
    if (!this.#leftOrigin) {
      // The client's own origin: the same headers as any API call, key included.
      applyHeaders(headers, config.defaultHeaders);
      if (config.apiKey) setAuthorization(headers, config.apiKey);
    }
    this.headers = headers;
  }

  answered(response: Response, clock: AttemptSignal): Step {
    this.response = response;
    const { status } = response;
    if (this.redirect === 'manual') {
      if (this.debug)
        this.config.logger.log('debug', `GET ${this.#at.href} -> ${status} (export file, hop ${this.#hop})`);
      if (response.type === 'opaqueredirect') {
        // A browser hides the Location of a manual redirect. Let it follow the redirect itself, with
        // no key at all: a pre-signed link needs none, and the key then cannot reach another origin.
        this.redirect = 'follow';
        this.headers = { Accept: ACCEPT };
        return 'send';
      }
      if (REDIRECT_STATUS.has(status)) return this.#redirected(response);
    }
    if (this.debug) this.logAttempt(String(status));
    // A file host speaks no error envelope: its 429s are all worth a retry.
    const retryAfter = response.ok ? undefined : parseRetryAfter(response.headers.get('retry-after'));
    this.#clock = clock;
    return this.decided({ kind: 'answer', status, code: undefined, retryAfter }, undefined);
  }

  /** A 2xx, or an answer not retried: openFile makes its error, with the file host's own words. */
  protected ended(): Step {
    explain(this);
    this.result = { response: this.response as Response, clock: this.#clock as AttemptSignal };
    return 'done';
  }

  #redirected(response: Response): Step {
    const { status } = response;
    const location = response.headers.get('location');
    if (!location) {
      return this.fail(
        new ExportDownloadError('http_error', `The file host answered ${status} without a Location header.`, {
          status,
        }),
      );
    }
    if (this.#hop >= MAX_REDIRECTS) {
      return this.fail(
        new ExportDownloadError(
          'http_error',
          `The export file redirected more than ${MAX_REDIRECTS} times.`,
          {
            status,
          },
        ),
      );
    }
    const next = readFileURL(location, this.#at);
    if (typeof next === 'string') {
      return this.fail(
        new ExportDownloadError(
          'http_error',
          `The file host redirected (${status}) to a URL that ${next}; not followed.`,
          { status },
        ),
      );
    }
    this.#hop += 1;
    this.#aim(next);
    return 'send';
  }

  /** The last attempt had no answer and is not retried: its typed error. */
  protected failedFor(): Step {
    explain(this);
    const failure = this.failure as NonNullable<Call['failure']>;
    return this.fail(
      translate(failure.error, failure.timedOut ? 'timeout' : undefined, 'headers', this.timeout),
    );
  }
}

Object.assign(FileCall.prototype, { label: 'GET export file', clock: 'idle', reads: 'stream' });

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

/** The start of an error body, for the message (bounded in size, and in time by the idle clock). */
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
