import { DEFAULT_BASE_URL } from '../generated/operations.js';
import { InvalidArgumentError } from './errors.js';
import { checkHeaders, type HeaderChanges } from './headers.js';
import { isLogLevel, type Logger, type LogLevel, SdkLogger } from './logger.js';
import { type PacingOptions, resolvePacing } from './pacing/options.js';
import { Traffic } from './pacing/traffic.js';

export interface ClientOptions {
  /** Defaults to `process.env.SERVICE_API_KEY`. Without a key only the coverage matrix can be called. */
  apiKey?: string | undefined;
  /** Defaults to `process.env.SERVICE_BASE_URL`, then the server in openapi.json. */
  baseURL?: string | undefined;
  /** Retries of free reads after a failure that may pass (default 2). Usage-billed calls never retry. */
  maxRetries?: number | undefined;
  /** Milliseconds for one attempt, body included (default 60,000). */
  timeout?: number | undefined;
  /**
   * The `fetch` to send requests with (default `globalThis.fetch`, so msw and similar tools see the
   * requests). Pass undici's `fetch` with a proxy `dispatcher`, for example.
   */
  fetch?: typeof globalThis.fetch | undefined;
  /** Headers sent on every request; per-call `headers` override them. */
  defaultHeaders?: Record<string, string | null | undefined> | undefined;
  /** `off`, `error`, `warn` (default), `info` or `debug`; also `process.env.SERVICE_LOG`. */
  logLevel?: LogLevel | undefined;
  /** Where log lines go (default `console`). Lines are redacted before they reach it. */
  logger?: Logger | undefined;
  /**
   * A live key in a browser is readable by anyone who opens the page, so it is refused there unless
   * this is `true`. Test keys are always allowed.
   */
  dangerouslyAllowBrowser?: boolean | undefined;
  /** The `whsec_…` secret `client.webhooks` verifies with; defaults to `SERVICE_WEBHOOK_SECRET`. */
  webhookSecret?: string | undefined;
  /**
   * `true` keeps every rolling minute within the plan's reads per minute: each keyed request waits
   * for room before it is sent (default `false`). An object turns it on with overrides.
   */
  pacing?: boolean | PacingOptions | undefined;
}

export interface ResolvedConfig {
  readonly apiKey: string | undefined;
  readonly baseURL: string;
  /** `scheme://host:port` of baseURL: the only origin the key is ever sent to. */
  readonly origin: string;
  readonly maxRetries: number;
  readonly timeout: number;
  readonly fetch: typeof globalThis.fetch;
  /** Checked once here; lower-case names, `null` removes a header the SDK would send. */
  readonly defaultHeaders: HeaderChanges;
  readonly logger: SdkLogger;
  /** Pacing, and what the answers say about the account (`client.usage()`). */
  readonly traffic: Traffic;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;

function env(name: string): string | undefined {
  // Browsers and edge runtimes have no `process`; the SDK must still load there.
  const value = typeof process !== 'undefined' ? process.env?.[name] : undefined;
  return value === '' ? undefined : value;
}

/** Visible ASCII only: anything else (spaces, CR/LF, control or non-ASCII characters) cannot go in a header. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

export function checkApiKey(key: string | undefined, source: string): string | undefined {
  if (key === undefined) return undefined;
  if (typeof key !== 'string')
    throw new InvalidArgumentError('invalid_api_key_format', `${source} must be a string.`, 'apiKey');
  if (key === '') {
    throw new InvalidArgumentError(
      'invalid_api_key_format',
      `${source} is an empty string: pass a key, or leave it out to use SERVICE_API_KEY (or no key, for the coverage matrix).`,
      'apiKey',
    );
  }
  if (!HEADER_SAFE.test(key)) {
    throw new InvalidArgumentError(
      'invalid_api_key_format',
      `${source} contains whitespace, a line break or another character that cannot be sent in a header (the key is not shown). Check for a stray newline or quote.`,
      'apiKey',
    );
  }
  return key;
}

export function checkNonNegativeInteger(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `${name} must be a non-negative integer, got ${String(value)}.`,
      name,
    );
  }
  return value;
}

export function checkTimeout(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `${name} must be a positive number of milliseconds, got ${String(value)}.`,
      name,
    );
  }
  return value;
}

function parseBaseURL(raw: string): { baseURL: string; origin: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidArgumentError(
      'invalid_argument',
      `baseURL is not an absolute URL: ${JSON.stringify(raw)}.`,
      'baseURL',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidArgumentError(
      'invalid_argument',
      `baseURL must be http(s), got ${url.protocol}`,
      'baseURL',
    );
  }
  if (url.username || url.password) {
    throw new InvalidArgumentError(
      'invalid_argument',
      'baseURL must not carry credentials; pass apiKey instead.',
      'baseURL',
    );
  }
  // Operation paths start with /v1, so a base URL that already ends in /v1 is a common slip.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return { baseURL: `${url.origin}${path}`, origin: url.origin };
}

function isBrowser(): boolean {
  return (
    typeof (globalThis as { window?: unknown }).window !== 'undefined' &&
    typeof (globalThis as { document?: unknown }).document !== 'undefined'
  );
}

export function resolveConfig(options: ClientOptions = {}): ResolvedConfig {
  if (options === null || typeof options !== 'object') {
    throw new InvalidArgumentError('invalid_argument', 'SportsData options must be an object.');
  }
  const apiKey =
    options.apiKey !== undefined
      ? checkApiKey(options.apiKey, 'apiKey')
      : checkApiKey(env('SERVICE_API_KEY'), 'SERVICE_API_KEY');

  if (apiKey && !apiKey.startsWith('svc_test_') && isBrowser() && options.dangerouslyAllowBrowser !== true) {
    throw new InvalidArgumentError(
      'invalid_argument',
      'A live API key in a browser is visible to every visitor of the page. Call the API from your server, use a test key, or set dangerouslyAllowBrowser: true if you understand the risk.',
      'dangerouslyAllowBrowser',
    );
  }

  const { baseURL, origin } = parseBaseURL(options.baseURL ?? env('SERVICE_BASE_URL') ?? DEFAULT_BASE_URL);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') {
    throw new InvalidArgumentError(
      'invalid_argument',
      'No fetch available: pass options.fetch (Node 18+ has one built in).',
      'fetch',
    );
  }
  const levelSource = options.logLevel ?? env('SERVICE_LOG') ?? 'warn';
  if (!isLogLevel(levelSource)) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `logLevel must be off, error, warn, info or debug, got ${JSON.stringify(levelSource)}.`,
      'logLevel',
    );
  }
  const logger = new SdkLogger(options.logger ?? console, levelSource, apiKey);
  return {
    apiKey,
    baseURL,
    origin,
    maxRetries: checkNonNegativeInteger(options.maxRetries ?? DEFAULT_MAX_RETRIES, 'maxRetries'),
    timeout: checkTimeout(options.timeout ?? DEFAULT_TIMEOUT_MS, 'timeout'),
    // Bound lazily: a user may install a fetch mock (msw) after creating the client.
    fetch: options.fetch ? fetchImpl : (input, init) => globalThis.fetch(input, init),
    defaultHeaders: checkHeaders(options.defaultHeaders, 'defaultHeaders'),
    logger,
    traffic: new Traffic({ pacing: resolvePacing(options.pacing), logger, apiKey }),
  };
}
