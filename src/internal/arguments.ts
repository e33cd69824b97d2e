/**
 * The one entry of every check that runs before a request: `checkArguments`. A call's path ids,
 * query or body, per-call options, headers, paging limits and createAndPoll's wait options are all
 * checked here, in one pass, before anything is sent; `poll`'s wait options too. What it hands back
 * is the call with nothing left to check (its path with the ids filled in, its query string and
 * body), which the call machine (engine.ts) builds into its request and sends as it is.
 *
 * The rules it applies: the document's, generated (validate-input.ts compiles them), the header
 * rules (headers.ts) and the number rules (number-checks.ts), which the client options also use,
 * once, at construction (config.ts). Loaded on the first call (driver.ts).
 */
import { checkFetchOptions, type ResolvedConfig } from '../core/config.js';
import { InvalidArgumentError, SportsDataError } from '../core/errors.js';
import type { FetchOptions } from '../core/fetch-options.js';
import type { PollOptions } from '../core/polling.js';
import type { ListRequestOptions, RequestOptions } from '../core/request-options.js';
import { type CallMarks, SERVICE_MADE_IDS, WAIT_OPTIONS } from './call-marks.js';
import { checkHeaders, type HeaderChanges } from './headers.js';
import { checkNonNegativeInteger, checkPositiveInteger, checkTimeout } from './number-checks.js';
import type { OperationSpec } from './operation.js';
import { checkOptionNames } from './option-names.js';
import type { CallArgs } from './engine.js';
import { OnFirstUse } from './load-on-first-use.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, idShapes, pathIdRules } from '../generated/validation.js';
import { received } from './received.js';
import { type PathIdRule, validateInput } from './validate-input.js';
import { DEFAULT_POLL_INTERVAL_MS, DEFAULT_POLL_TIMEOUT_MS } from './wait-defaults.js';

/** A call about to be sent: one page of a list (`list`) or any other call. */
/**
 * Gives a call (an API call, an export file) its hooks and telemetry (observe.ts, which checks those
 * client options), loaded on the first call of a client that has them and never for one that has
 * not. Named here, in the module every client loads on its first call, not up front: a browser
 * app's initial chunk carries nothing of them.
 */
export const observe = new OnFirstUse<typeof import('./observe.js')>(
  'hooks',
  () => import('./observe.js'),
).calls('observe');

export interface CallToCheck {
  readonly kind: 'call' | 'list';
  readonly config: ResolvedConfig;
  readonly op: OperationSpec;
  readonly args: CallArgs;
  readonly options: ListRequestOptions | undefined;
}

/** `poll(id, options)`'s wait options, checked before the first poll. */
export interface WaitToCheck {
  readonly kind: 'wait';
  readonly options: PollOptions<never>;
}

/** The call, checked: what request.ts needs to build it. */
export interface CheckedCall {
  /** The operation's path with its ids filled in, each one segment. */
  readonly path: string;
  /** The query string without `?` (empty for none). */
  readonly query: string;
  /** The JSON body as sent. */
  readonly body: string | undefined;
  readonly timeout: number;
  readonly maxRetries: number;
  readonly signal: AbortSignal | undefined;
  readonly fetchOptions: FetchOptions | undefined;
  /** The caller's header changes for this call (lower-case names; `null` removes). */
  readonly headers: HeaderChanges;
  /** Sent as `Idempotency-Key` (only where the operation takes one). */
  readonly idempotencyKey: string | undefined;
  /** `false` when the call asked to skip the read cache (`cache: false`). */
  readonly cache: boolean;
}

export interface CheckedWait {
  readonly interval: number;
  readonly timeoutMs: number;
}

/** Throws `InvalidArgumentError` naming the first thing wrong; nothing is sent before it returns. */
export function checkArguments(subject: CallToCheck): CheckedCall;
export function checkArguments(subject: WaitToCheck): CheckedWait;
export function checkArguments(subject: CallToCheck | WaitToCheck): CheckedCall | CheckedWait {
  if (subject.kind === 'wait') return checkWait(subject.options);
  const { op } = subject;
  // An argument that throws when read (a getter, a Proxy trap, a `toString`) is refused like any
  // bad argument, with a typed error.
  try {
    return checkCall(subject);
  } catch (error) {
    if (error instanceof SportsDataError) throw error;
    throw new InvalidArgumentError(
      'invalid_argument',
      `${where(op)}: the arguments cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      null,
    );
  }
}

function checkCall({ kind, config, op, args, options }: CallToCheck): CheckedCall {
  // createAndPoll's wait options come first: a bad one must not cost the billed create.
  const marks = options as CallMarks | undefined;
  const wait = marks?.[WAIT_OPTIONS];
  if (wait !== undefined) checkWait(wait);
  const ids = pathIds(op, args.path);
  if (marks?.[SERVICE_MADE_IDS] !== true) validatePathIds(op, ids);
  if (options !== undefined && options !== null)
    checkOptionNames(options, kind === 'list' ? LIST_OPTION_NAMES : REQUEST_OPTION_NAMES, where(op));
  validateInput(op, args.input);
  checkInputShape(op, args.input);
  const given = checkOptionValues(options, '');
  const timeout = given.timeout ?? config.timeout;
  const maxRetries = given.maxRetries ?? config.maxRetries;
  const signal = checkSignal(options?.signal);
  const cache = options?.cache;
  if (cache !== undefined && typeof cache !== 'boolean')
    throw new InvalidArgumentError(
      'invalid_argument',
      `${where(op)}: cache must be true or false, got ${received(cache)}.`,
      'cache',
    );
  // A limit is a positive integer: 0 would still cost the first page's request.
  if (kind === 'list' && options?.maxItems !== undefined) checkPositiveInteger(options.maxItems, 'maxItems');
  if (kind === 'list' && options?.maxPages !== undefined) checkPositiveInteger(options.maxPages, 'maxPages');
  const body = serializeBody(op, args.input);
  const query =
    op.input === 'query' && args.input !== undefined
      ? serializeQuery(args.input as Record<string, unknown>)
      : '';
  if (op.auth && !config.apiKey) {
    throw new InvalidArgumentError(
      'missing_api_key',
      `${where(op)} needs an API key: pass apiKey to new SportsData({ apiKey }) or set SERVICE_API_KEY.`,
      'apiKey',
    );
  }
  const idempotencyKey = op.idempotent ? checkIdempotencyKey(options?.idempotencyKey) : undefined;
  const path = fillPath(op, ids);
  const { fetchOptions, headers } = given;
  return {
    path,
    query,
    body,
    timeout,
    maxRetries,
    signal,
    fetchOptions,
    headers,
    idempotencyKey,
    cache: cache !== false,
  };
}

/**
 * The values of the options every request takes (each undefined when not given), for a call and
 * for createAndPoll's `requestOptions`, which reach every poll: `prefix` names where they came from.
 */
function checkOptionValues(options: PollRequestOptions | undefined, prefix: string) {
  return {
    timeout: options?.timeout === undefined ? undefined : checkTimeout(options.timeout, `${prefix}timeout`),
    maxRetries:
      options?.maxRetries === undefined
        ? undefined
        : checkNonNegativeInteger(options.maxRetries, `${prefix}maxRetries`),
    fetchOptions:
      options?.fetchOptions === undefined
        ? undefined
        : checkFetchOptions(options.fetchOptions, `${prefix}fetchOptions`),
    headers: options?.headers === undefined ? NO_HEADERS : checkHeaders(options.headers, `${prefix}headers`),
  };
}

const where = (op: OperationSpec) => `${op.namespace}.${op.methodName}`;

const NO_HEADERS: HeaderChanges = {};

/**
 * Every per-call option name. A `Record` over `keyof RequestOptions`, so an option added to the
 * interface fails to compile until it is listed here, rather than being refused at run time.
 */
const REQUEST_OPTION_NAMES: Readonly<Record<keyof RequestOptions, true>> = {
  signal: true,
  timeout: true,
  maxRetries: true,
  headers: true,
  idempotencyKey: true,
  fetchOptions: true,
  cache: true,
};

/** A list method's: the request options, and where reading the list stops. */
const LIST_OPTION_NAMES: Readonly<Record<keyof ListRequestOptions, true>> = {
  ...REQUEST_OPTION_NAMES,
  maxItems: true,
  maxPages: true,
};

/** Every wait option name (`idempotencyKey` is createAndPoll's, for its create call). */
const WAIT_OPTION_NAMES: Readonly<Record<keyof PollOptions | 'idempotencyKey', true>> = {
  pollIntervalMs: true,
  timeoutMs: true,
  signal: true,
  requestOptions: true,
  onPoll: true,
  idempotencyKey: true,
};

/** What `requestOptions` may hold: the poll loop sets each poll's signal, and polls take no idempotency key. */
type PollRequestOptions = NonNullable<PollOptions['requestOptions']>;
const POLL_REQUEST_OPTION_NAMES: Readonly<Record<keyof PollRequestOptions, true>> = {
  timeout: true,
  maxRetries: true,
  headers: true,
  fetchOptions: true,
};

function checkWait(options: PollOptions<never>): CheckedWait {
  checkOptionNames(options, WAIT_OPTION_NAMES, 'createAndPoll/poll');
  // They reach every poll, so they are checked before createAndPoll's create, which may be billed.
  const perPoll: unknown = options.requestOptions;
  if (perPoll !== undefined) {
    if (perPoll === null || typeof perPoll !== 'object' || Array.isArray(perPoll))
      throw new InvalidArgumentError(
        'invalid_argument',
        'requestOptions must be an object.',
        'requestOptions',
      );
    checkOptionNames(perPoll, POLL_REQUEST_OPTION_NAMES, 'createAndPoll/poll requestOptions');
    checkOptionValues(perPoll, 'requestOptions.');
  }
  return {
    interval: checkNonNegativeInteger(options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS, 'pollIntervalMs'),
    timeoutMs: checkTimeout(options.timeoutMs ?? DEFAULT_POLL_TIMEOUT_MS, 'timeoutMs'),
  };
}

/** Path ids must stay one segment: `.`/`..` would be resolved away by URL parsing, even percent-encoded. */
function pathIds(op: OperationSpec, values: readonly unknown[] | undefined): string[] {
  const ids: string[] = [];
  for (let index = 0; index < op.pathParams.length; index++) {
    const value = values?.[index];
    if (typeof value !== 'string' || value.length === 0 || value === '.' || value === '..') {
      throw new InvalidArgumentError(
        'invalid_argument',
        `${where(op)}: ${op.pathParams[index]} must be a non-empty string id, got ${describeValue(value)}.`,
        op.pathParams[index] as string,
      );
    }
    ids.push(value);
  }
  return ids;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  return value === null ? 'null' : typeof value;
}

/** The object argument's shape, whatever the generated rules say of its fields. */
function checkInputShape(op: OperationSpec, input: unknown): void {
  if (input === undefined || op.input === 'none') return;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    const what = op.input === 'body' ? 'body' : 'query parameters';
    throw new InvalidArgumentError(
      'invalid_argument',
      `${where(op)}: ${what} must be an object, got ${describeValue(input)}.`,
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
        `${where(op)}: query parameter ${name} must be a string, number or boolean, got ${describeValue(value)}${hint}.`,
        name,
      );
    }
  }
}

function checkSignal(signal: unknown): AbortSignal | undefined {
  if (signal === undefined) return undefined;
  const candidate = signal as Partial<AbortSignal> | null;
  const isSignal =
    candidate !== null &&
    typeof candidate === 'object' &&
    typeof candidate.addEventListener === 'function' &&
    typeof candidate.aborted === 'boolean';
  if (!isSignal)
    throw new InvalidArgumentError('invalid_argument', 'signal must be an AbortSignal.', 'signal');
  return signal as AbortSignal;
}

function checkIdempotencyKey(key: unknown): string | undefined {
  if (key === undefined) return undefined;
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > IDEMPOTENCY_KEY_MAX_LENGTH ||
    !/^[\x21-\x7e]+$/.test(key)
  ) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `idempotencyKey must be 1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`,
      'idempotencyKey',
    );
  }
  return key;
}

function serializeBody(op: OperationSpec, input: unknown): string | undefined {
  if (op.input !== 'body' || input === undefined) return undefined;
  try {
    return JSON.stringify(input);
  } catch (error) {
    // A BigInt or a cycle: refused before anything is sent.
    throw new InvalidArgumentError(
      'invalid_argument',
      `${where(op)}: the body cannot be sent as JSON: ${error instanceof Error ? error.message : String(error)}`,
      'body',
    );
  }
}

/**
 * The query string, names and values both percent-encoded. openapi-fetch's serializer encodes
 * values only, so a name such as `a&b=1` would add a parameter and `x#` would cut the URL short.
 * `checkInputShape` has made every value a string, number or boolean; null and undefined are left out.
 */
function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

// An operation's path with its ids filled in, each encoded as one segment. The template is split
// once per operation, on first use: openapi-fetch's `defaultPathSerializer` re-reads the template
// with a regular expression on every call, which the benchmark measured at about 2% of a loopback
// request (it also handles label and matrix styles, which no operation of this API uses).

/** The literal parts around the ids: `['/v1/players/', '']` for `/v1/players/{id}`. */
const literals = new WeakMap<OperationSpec, readonly string[]>();

function split(op: OperationSpec): readonly string[] {
  // `pathParams` lists the names in the order they appear, so the parts alternate literal, id.
  const parts = op.path.split(/\{[^{}]+\}/);
  literals.set(op, parts);
  return parts;
}

/** `op.path` with `ids[i]` (already checked: non-empty strings, not `.` or `..`) in place of each name. */
function fillPath(op: OperationSpec, ids: readonly string[]): string {
  if (ids.length === 0) return op.path;
  const parts = literals.get(op) ?? split(op);
  let path = parts[0] as string;
  for (let i = 0; i < ids.length; i++)
    path += encodeURIComponent(ids[i] as string) + (parts[i + 1] as string);
  return path;
}

/** Each operation's path id patterns, compiled on its first call. */
const compiledIds = new Map<string, readonly RegExp[]>();
/** Every id pattern, compiled only when an id is refused (to name the id it looks like). */
let shapes: { readonly rule: PathIdRule; readonly regex: RegExp }[] | undefined;

/**
 * Refuses, before sending, a path id that does not match the document's pattern: the service would
 * answer 404 and still count the request. Call it for ids the caller gave, never for ids the
 * service made (tolerant reader: a newer service may mint ids of a new shape).
 */
export function validatePathIds(op: OperationSpec, ids: readonly string[]): void {
  const rules = pathIdRules[op.id];
  if (rules === undefined) return;
  let regexes = compiledIds.get(op.id);
  if (regexes === undefined) {
    regexes = rules.map((rule) => new RegExp(rule.pattern, 'u'));
    compiledIds.set(op.id, regexes);
  }
  for (let i = 0; i < regexes.length; i++) {
    const id = ids[i] as string;
    if (!(regexes[i] as RegExp).test(id)) refuseId(op, rules[i] as PathIdRule, id);
  }
}

function refuseId(op: OperationSpec, rule: PathIdRule, id: string): never {
  shapes ??= idShapes.map((shape) => ({ rule: shape, regex: new RegExp(shape.pattern, 'u') }));
  const other = shapes.find((s) => s.rule.pattern !== rule.pattern && s.regex.test(id));
  const example = rule.example === undefined ? '' : `, such as ${rule.example}`;
  const hint = other === undefined ? '' : ` (this looks like ${article(other.rule.kind)})`;
  throw new InvalidArgumentError(
    'invalid_argument',
    `${where(op)}: ${rule.name} must be ${article(rule.kind)} matching ${rule.pattern}${example}, got ${received(id)}${hint}.`,
    rule.name,
  );
}

const article = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
