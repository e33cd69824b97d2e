import { DEFAULT_BASE_URL } from '../generated/operations.js';
import * as apiKeyPolicy from '../generated/policy/api-key.js';
import * as requestPolicy from '../generated/policy/request.js';
import * as retryPolicy from '../generated/policy/retry.js';
import { holdSecret } from '../internal/redact.js';
import { readEnv } from '../internal/env.js';
import { InvalidArgumentError } from './errors.js';
import type { Fetch, FetchOptions } from './fetch-options.js';
import { checkHeaders, type HeaderChanges } from '../internal/headers.js';
import { isLogLevel, type Logger, type LogLevel, SdkLogger } from './logger.js';
import { valueBudget } from '../internal/json-budget.js';
import { checkOptionNames } from '../internal/option-names.js';
import { received } from '../internal/received.js';
import { checkNonNegativeInteger, checkPositiveInteger, checkTimeout } from '../internal/number-checks.js';
import { type CacheOptions, resolveCache } from './cache.js';
import { type PacingOptions, type ResolvedPacing, resolvePacing } from './pacing/options.js';
import { checkObserveOptions, type Hooks, type TelemetryOption } from './hooks.js';

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
   * requests). undici's `fetch` fits as it is.
   */
  fetch?: Fetch | undefined;
  /**
   * Merged into every `fetch` init (API calls and export downloads), under the SDK's own members:
   * `{ dispatcher: new ProxyAgent(url) }` sends everything through a proxy. Per-call
   * `fetchOptions` are merged over these.
   */
  fetchOptions?: FetchOptions | undefined;
  /** Headers sent on every request; per-call `headers` override them. */
  defaultHeaders?: Record<string, string | null | undefined> | undefined;
  /**
   * The most bytes of an API answer the SDK reads, counted after `Content-Encoding` is decoded
   * (default 33,554,432: 32 MiB). A bigger answer ends the call with an `APIError` of type
   * `response_too_large`, not retried. Export files are streamed and not bound by it.
   */
  maxResponseBytes?: number | undefined;
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
  /**
   * `true` keeps the answers of free reads (not a job's poll, never a usage-billed call) in memory
   * for 5 minutes and serves a repeat of the same request from there: `meta.fromCache` says so and
   * `usage().cacheHits` counts the requests saved (default `false`). An object turns it on with a
   * TTL, a size or a store of your own.
   */
  cache?: boolean | CacheOptions | undefined;
  /**
   * Observers of every attempt (`onRequest`, `onResponse`, `onRetry`, `onPacingWait`, `onPoll`,
   * `onSettled`), each called with one frozen, redacted event. See "Observing calls" in the README.
   */
  hooks?: Hooks | undefined;
  /**
   * OpenTelemetry spans and metrics for every call: `true` for the global providers of
   * `@opentelemetry/api` (an optional peer dependency, loaded only then), or
   * `{ tracerProvider, meterProvider }`. Off by default.
   */
  telemetry?: TelemetryOption | undefined;
}

/** What observes the client's calls, as given (observe.ts checks it); `undefined` costs a call nothing. */
export interface ObserveOptions {
  readonly hooks?: Hooks | undefined;
  readonly telemetry?: TelemetryOption | undefined;
}

export interface ResolvedConfig {
  readonly apiKey: string | undefined;
  readonly baseURL: string;
  /** `scheme://host:port` of baseURL: the only origin the key is ever sent to. */
  readonly origin: string;
  readonly maxRetries: number;
  readonly timeout: number;
  readonly maxResponseBytes: number;
  /** How many JSON values an answer may hold (internal/json-budget.ts), from `maxResponseBytes`. */
  readonly valueBudget: number;
  /**
   * The `fetch` the client was given; `undefined` for the global one, read at each request: a user
   * may install a fetch mock (msw) after creating the client.
   */
  readonly fetch: typeof globalThis.fetch | undefined;
  /** Merged into every `fetch` init (API calls and export files), under the SDK's own members. */
  readonly fetchOptions: FetchOptions | undefined;
  /** Checked once here; lower-case names, `null` removes a header the SDK would send. */
  readonly defaultHeaders: HeaderChanges;
  readonly logger: SdkLogger;
  /** The client option `pacing`, resolved; `undefined` when off. */
  readonly pacing: ResolvedPacing | undefined;
  /** The client option `cache`, resolved; `undefined` when off. */
  readonly cache: CacheOptions | undefined;
  /** The client's options when `hooks` or `telemetry` is set (observe.ts reads those two); else `undefined`. */
  readonly observe: ObserveOptions | undefined;
}

export const DEFAULT_TIMEOUT_MS = requestPolicy.DEFAULT_TIMEOUT_MS;
export const DEFAULT_MAX_RETRIES = retryPolicy.DEFAULT_MAX_RETRIES;
/** Far above any answer of the service (a page of 100 players is about 60 kB), far below trouble. */
export const DEFAULT_MAX_RESPONSE_BYTES = requestPolicy.DEFAULT_MAX_RESPONSE_BYTES;
/** Test keys may be used where a browser global is present; live keys only when the caller allows it. */
const TEST_KEYS = `${apiKeyPolicy.API_KEY_PREFIX}test_`;

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

export function checkFetchOptions(value: unknown, name: string): FetchOptions | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `${name} must be an object of fetch init members.`,
      name,
    );
  }
  return value as FetchOptions;
}

const NOT_SHOWN = ' (not shown: it may hold a secret).';

/**
 * The base URL, checked. Messages never echo it: a mistaken value may well hold a credential
 * (`https://user:pass@…`, `?token=…`).
 */
/**
 * `localhost:4010` parses as a URL of scheme `localhost:`, so a missing scheme is spotted by its
 * shape. Only a bare host[:port][/path] is echoed in the hint: anything with `@`, `?` or `#` may
 * hold a credential.
 */
function schemeHint(raw: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || !/^[A-Za-z0-9.[\]:-]+(\/[^?#@\s]*)?$/.test(raw)) return '';
  const local = /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/i.test(raw);
  return ` (did you mean \`${local ? 'http' : 'https'}://${raw}\`?)`;
}

function parseBaseURL(raw: unknown): { baseURL: string; origin: string } {
  if (typeof raw !== 'string') {
    throw new InvalidArgumentError(
      'invalid_argument',
      `baseURL must be a string such as https://api.sports-data.example, got ${received(raw)}.`,
      'baseURL',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidArgumentError(
      'invalid_argument',
      `baseURL is not an absolute URL${schemeHint(raw)}${NOT_SHOWN}`,
      'baseURL',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidArgumentError(
      'invalid_argument',
      `baseURL must be http(s), got ${url.protocol}${schemeHint(raw)}`,
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
  // Every request builds its own query string; one on the base URL would be dropped or mangled.
  if (url.search || url.hash || /[?#]/.test(raw)) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `baseURL must not have a query string or fragment${NOT_SHOWN}`,
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

/**
 * Every client option name. A `Record` over `keyof ClientOptions`, so an option added to the
 * interface fails to compile until it is listed here, rather than being refused at run time.
 */
const CLIENT_OPTION_NAMES: Readonly<Record<keyof ClientOptions, true>> = {
  apiKey: true,
  baseURL: true,
  maxRetries: true,
  timeout: true,
  fetch: true,
  fetchOptions: true,
  maxResponseBytes: true,
  pacing: true,
  cache: true,
  defaultHeaders: true,
  logLevel: true,
  logger: true,
  dangerouslyAllowBrowser: true,
  webhookSecret: true,
  hooks: true,
  telemetry: true,
};

export function resolveConfig(options: ClientOptions = {}): ResolvedConfig {
  if (options === null || typeof options !== 'object') {
    throw new InvalidArgumentError(
      'invalid_argument',
      `SportsData options must be an object, got ${received(options)}.`,
    );
  }
  checkOptionNames(options, CLIENT_OPTION_NAMES, 'new SportsData()');
  const apiKey =
    options.apiKey !== undefined
      ? checkApiKey(options.apiKey, 'apiKey')
      : checkApiKey(readEnv('SERVICE_API_KEY'), 'SERVICE_API_KEY');

  if (apiKey && !apiKey.startsWith(TEST_KEYS) && isBrowser() && options.dangerouslyAllowBrowser !== true) {
    throw new InvalidArgumentError(
      'invalid_argument',
      'A live API key in a browser is visible to every visitor of the page. Call the API from your server, use a test key, or set dangerouslyAllowBrowser: true if you understand the risk.',
      'dangerouslyAllowBrowser',
    );
  }

  const { baseURL, origin } = parseBaseURL(
    options.baseURL ?? readEnv('SERVICE_BASE_URL') ?? DEFAULT_BASE_URL,
  );
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new InvalidArgumentError(
      'invalid_argument',
      `fetch must be a function with the signature of globalThis.fetch (undici's fetch, for example), got ${received(options.fetch)}.`,
      'fetch',
    );
  }
  // A user's fetch is typed structurally (undici's fits); at run time it is a WHATWG fetch.
  const fetchImpl = (options.fetch ?? globalThis.fetch) as typeof globalThis.fetch;
  if (typeof fetchImpl !== 'function') {
    throw new InvalidArgumentError(
      'invalid_argument',
      'No fetch available: pass options.fetch (Node 18+ has one built in).',
      'fetch',
    );
  }
  const levelSource = options.logLevel ?? readEnv('SERVICE_LOG') ?? 'warn';
  if (!isLogLevel(levelSource)) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `logLevel must be off, error, warn, info or debug, got ${JSON.stringify(levelSource)}.`,
      'logLevel',
    );
  }
  const logger = new SdkLogger(options.logger ?? console, levelSource);
  checkObserveOptions(options.hooks, options.telemetry);
  const maxResponseBytes = checkPositiveInteger(
    options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    'maxResponseBytes',
  );
  const config: ResolvedConfig = {
    apiKey,
    baseURL,
    origin,
    maxRetries: checkNonNegativeInteger(options.maxRetries ?? DEFAULT_MAX_RETRIES, 'maxRetries'),
    timeout: checkTimeout(options.timeout ?? DEFAULT_TIMEOUT_MS, 'timeout'),
    maxResponseBytes,
    valueBudget: valueBudget(maxResponseBytes),
    fetch: options.fetch ? fetchImpl : undefined,
    fetchOptions: nonEmpty(checkFetchOptions(options.fetchOptions, 'fetchOptions')),
    defaultHeaders: checkHeaders(options.defaultHeaders, 'defaultHeaders'),
    logger,
    pacing: resolvePacing(options.pacing),
    cache: resolveCache(options.cache),
    // Their shape is checked here (checkObserveOptions, above); what acts on them (observe.ts)
    // loads with the first call of a client that has them.
    observe: options.hooks || options.telemetry ? options : undefined,
  };
  // Bound once, here: every error and log line made from now on is scrubbed of this key, without
  // any call site having to pass it along.
  holdSecret(config, apiKey);
  return config;
}

/** `fetchOptions` with nothing in it is none: a request's init is then made without a merge. */
function nonEmpty(options: FetchOptions | undefined): FetchOptions | undefined {
  return options === undefined || Object.keys(options).length === 0 ? undefined : options;
}
