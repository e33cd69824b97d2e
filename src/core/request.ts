/**
 * The one place an operation becomes a request and its answer a value or a typed error.
 * openapi-fetch builds the URL, query string, JSON body and headers; `sendWithRetries` (in its
 * `fetch` slot) puts it on the wire.
 */
import createClient from 'openapi-fetch';
import { excerpt } from '../internal/redact.js';
import { VERSION } from '../version.js';
import { checkNonNegativeInteger, checkTimeout, type ResolvedConfig } from './config.js';
import { errorFromResponse } from './error-from-response.js';
import { APIError, InvalidArgumentError, SportsDataError } from './errors.js';
import type { OperationSpec } from './operation.js';
import type { RequestOptions } from './request-options.js';
import { PreparedRequest, sendWithRetries, type WireResult } from './transport.js';

/** The arguments of one call, as the generated method received them. */
export interface CallArgs {
  readonly path?: readonly unknown[];
  readonly input?: unknown;
}

export interface RawResult<T = unknown> {
  readonly data: T;
  /** The service's response (its body has been read). */
  readonly response: Response;
}

type CoreClient = ReturnType<typeof createClient>;

export interface RequestContext {
  readonly config: ResolvedConfig;
  readonly client: CoreClient;
  readonly userAgent: string | undefined;
}

export function createRequestContext(config: ResolvedConfig): RequestContext {
  return {
    config,
    // The SDK does not follow redirects: the key must never be carried to a host it was not meant for.
    client: createClient({
      baseUrl: config.baseURL,
      redirect: 'manual',
      Request: PreparedRequest as unknown as typeof Request,
    }),
    userAgent: userAgent(),
  };
}

function userAgent(): string | undefined {
  // Browsers set their own User-Agent and some refuse a script-set one.
  if (typeof process === 'undefined' || !process.versions?.node) return undefined;
  return `sports-data-sdk/${VERSION} node/${process.versions.node} (${process.platform}; ${process.arch})`;
}

const MAX_IDEMPOTENCY_KEY = 255;

/** Path ids must stay one segment: `.`/`..` would be resolved away by URL parsing, even percent-encoded. */
function pathParams(
  op: OperationSpec,
  values: readonly unknown[] | undefined,
): Record<string, string> | undefined {
  if (op.pathParams.length === 0) return undefined;
  const out: Record<string, string> = {};
  op.pathParams.forEach((name, index) => {
    const value = values?.[index];
    if (typeof value !== 'string' || value.length === 0 || value === '.' || value === '..') {
      throw new InvalidArgumentError(
        'invalid_argument',
        `${op.namespace}.${op.methodName}: ${name} must be a non-empty string id, got ${describeValue(value)}.`,
        name,
      );
    }
    out[name] = value;
  });
  return out;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  return value === null ? 'null' : typeof value;
}

function checkInput(op: OperationSpec, input: unknown): void {
  if (input === undefined || op.input === 'none') return;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    const what = op.input === 'body' ? 'body' : 'query parameters';
    throw new InvalidArgumentError(
      'invalid_argument',
      `${op.namespace}.${op.methodName}: ${what} must be an object, got ${describeValue(input)}.`,
      op.input,
    );
  }
  if (op.input !== 'query') return;
  // Every query parameter of the service is a string, number or boolean. Anything else would be
  // dropped or mangled silently by the serializer (a Date vanishes, a function sends its source).
  for (const [name, value] of Object.entries(input)) {
    const ok =
      value === undefined ||
      value === null ||
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value));
    if (!ok) {
      const hint = value instanceof Date ? ' (pass a Date as date.toISOString())' : '';
      throw new InvalidArgumentError(
        'invalid_argument',
        `${op.namespace}.${op.methodName}: query parameter ${name} must be a string, number or boolean, got ${describeValue(value)}${hint}.`,
        name,
      );
    }
  }
}

function buildHeaders(
  ctx: RequestContext,
  op: OperationSpec,
  options: RequestOptions | undefined,
): Record<string, string | null | undefined> {
  const { config } = ctx;
  const headers: Record<string, string | null | undefined> = { Accept: 'application/json' };
  if (ctx.userAgent) headers['User-Agent'] = ctx.userAgent;
  if (op.auth) {
    if (!config.apiKey) {
      throw new InvalidArgumentError(
        'missing_api_key',
        `${op.namespace}.${op.methodName} needs an API key: pass apiKey to new SportsData({ apiKey }) or set SERVICE_API_KEY.`,
        'apiKey',
      );
    }
    headers.Authorization = `Bearer ${config.apiKey}`;
  }
  Object.assign(headers, config.defaultHeaders, options?.headers);
  const key = options?.idempotencyKey;
  if (key !== undefined && op.idempotent) {
    if (
      typeof key !== 'string' ||
      key.length === 0 ||
      key.length > MAX_IDEMPOTENCY_KEY ||
      !/^[\x21-\x7e]+$/.test(key)
    ) {
      throw new InvalidArgumentError(
        'invalid_argument',
        `idempotencyKey must be 1-${MAX_IDEMPOTENCY_KEY} visible ASCII characters.`,
        'idempotencyKey',
      );
    }
    headers['Idempotency-Key'] = key;
  }
  return headers;
}

/**
 * Runs the argument checks. An argument that throws when read (a getter, a Proxy trap, a
 * `toString`) is refused like any bad argument, with a typed error, and nothing is sent.
 */
function readArguments<T>(op: OperationSpec, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SportsDataError) throw error;
    throw new InvalidArgumentError(
      'invalid_argument',
      `${op.namespace}.${op.methodName}: the arguments cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      null,
    );
  }
}

/**
 * The query string, names and values both percent-encoded. openapi-fetch's own serializer encodes
 * values only, so a name such as `a&b=1` would add a parameter and `x#` would cut the URL short.
 * `checkInput` has made every value a string, number or boolean; null and undefined are left out.
 */
function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** Sends one operation and returns its parsed body, or throws a `SportsDataError`. */
export async function request<T>(
  ctx: RequestContext,
  op: OperationSpec,
  args: CallArgs,
  options?: RequestOptions,
): Promise<RawResult<T>> {
  const { config } = ctx;
  const { path, policy, headers } = readArguments(op, () => {
    const path = pathParams(op, args.path);
    checkInput(op, args.input);
    const policy = {
      timeout: options?.timeout === undefined ? config.timeout : checkTimeout(options.timeout, 'timeout'),
      maxRetries:
        options?.maxRetries === undefined
          ? config.maxRetries
          : checkNonNegativeInteger(options.maxRetries, 'maxRetries'),
      signal: options?.signal,
    };
    return { path, policy, headers: buildHeaders(ctx, op, options) };
  });

  let wire: WireResult | undefined;
  try {
    await ctx.client.request(
      op.method as 'get',
      op.path as never,
      {
        params: { path, query: op.input === 'query' ? args.input : undefined },
        querySerializer: serializeQuery,
        body: op.input === 'body' ? args.input : undefined,
        headers,
        // The body was read by the transport (into `wire`); openapi-fetch is not to read it again.
        parseAs: 'stream',
        fetch: async (prepared: PreparedRequest) => {
          wire = await sendWithRetries(config, op, prepared, policy);
          return forOpenapiFetch(wire, config.apiKey);
        },
      } as never,
    );
  } catch (error) {
    if (error instanceof SportsDataError) throw error;
    // Nothing was sent: openapi-fetch refused to serialize the input (a BigInt, a cycle, deep nesting).
    throw new InvalidArgumentError(
      'invalid_argument',
      `${op.namespace}.${op.methodName}: the arguments cannot be sent: ${error instanceof Error ? error.message : String(error)}`,
      op.input,
    );
  }
  if (!wire) throw new APIError({ status: 0, message: 'No response', headers: new Headers() });
  const { response, text } = wire;
  if (!response.ok) throw errorFromResponse(response, text, config.apiKey);
  return { data: parseBody(text, response, config.apiKey) as T, response };
}

/**
 * What openapi-fetch gets back. The SDK answers from `wire`, so no copy of the body is made for it
 * (one more Response and web stream per call, built only to be thrown away): with `parseAs: 'stream'`
 * it hands a 2xx body back unread, so the spent answer itself will do; an error status it reads as
 * text, so that gets an empty stand-in.
 */
function forOpenapiFetch(wire: WireResult, secret: string | undefined): Response {
  const { response, text } = wire;
  if (response.status < 200 || response.status > 599) throw errorFromResponse(response, text, secret);
  return response.ok ? response : new Response(null, { status: response.status });
}

function parseBody(text: string, response: Response, secret: string | undefined): unknown {
  // Only 204/205 may be empty: every operation documents a JSON answer, and handing back `undefined`
  // as a typed value would fail later, far from the cause.
  if (text === '' && (response.status === 204 || response.status === 205)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Told apart only once parsing failed: trimming every good body would copy it for nothing.
    if (text.trim() === '') {
      throw new APIError({
        status: response.status,
        type: 'invalid_response',
        message: `The service answered ${response.status} with an empty body where JSON was expected.`,
        headers: response.headers,
        requestId: response.headers.get('x-request-id') ?? undefined,
        secret,
      });
    }
    throw new APIError({
      status: response.status,
      type: 'invalid_response',
      message: `The service answered ${response.status} with a body that is not valid JSON (${text.length} bytes): ${excerpt(text, 120, secret)}`,
      headers: response.headers,
      requestId: response.headers.get('x-request-id') ?? undefined,
      secret,
    });
  }
}
