/**
 * The commands that drive a running fake from another process, in one table for both transports:
 * the control API (JSON over HTTP on its own loopback port, served by server.ts) and the bin's stdin
 * lines (cli.ts). A command reads one object: the JSON body, or the query of a GET, with the path's
 * `{id}`; or the value of a stdin line's one key. Answers are plain JSON values.
 */
import { errorBody } from './errors.js';
import { matches } from './faults.js';
import type { OffsetClock } from './offset-clock.js';
import { ControlRefusal, type Plain, integer, object, parseObject, readFields, text } from './read-fields.js';
import type { RecordedRequest } from './request-log.js';
import { Router } from './router.js';
import { isoInstant } from './time.js';
import type { FakeService } from './types.js';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

interface Use {
  service: FakeService;
  clock: OffsetClock;
  input: Plain;
}

interface Command {
  /** `METHOD /path` on the control API; its name is the key of a stdin line. */
  route: string;
  does: string;
  status?: 201;
  run(use: Use): unknown;
}

/** A request as the log shows it to other processes: never a credential, only whether one came. */
function publicEntry(entry: RecordedRequest) {
  return {
    operationId: entry.operationId,
    method: entry.method,
    path: entry.path,
    query: entry.query,
    status: entry.status,
    idempotencyKey: entry.idempotencyKey,
    retryCount: Number(entry.headers['x-retry-count'] ?? 0) || 0,
    authorized: entry.headers.authorization !== undefined,
    origin: entry.origin,
    fault: entry.fault,
    requestId: entry.requestId,
    at: new Date(entry.at).toISOString(),
  };
}

function requests(service: FakeService, input: Plain) {
  const matcher = readFields(input, { operationId: text, method: text, path: text });
  const data = service.requests.filter((entry) => matches(matcher, entry)).map(publicEntry);
  return { count: data.length, data };
}

function finishJob(service: FakeService, input: Plain, failing: boolean) {
  const fields: Record<string, typeof text> = failing
    ? { id: text, code: text, message: text }
    : { id: text };
  const { id = '', ...error } = readFields(input, fields) as { id?: string; code?: string; message?: string };
  const job = service.finishJob(id, failing ? error : undefined);
  if (!job) throw new ControlRefusal(`No query run or export job with id '${id}'.`, null, 404, 'not_found');
  return job;
}

const FAULT_DOES =
  'queue a fault: {operationId?, method?, path?, times?, status?, body?, headers?, retryAfter?, ' +
  'reset?: "before_headers"|"after_headers", hang?, delayMs?} → 201 {"id"}';

export const COMMANDS: Readonly<Record<string, Command>> = {
  commands: { route: 'GET /', does: 'this list', run: () => ({ endpoints: ENDPOINTS }) },
  injectFault: {
    route: 'POST /faults',
    does: FAULT_DOES,
    status: 201,
    run: ({ service, input }) => ({ id: service.faults.inject(input) }),
  },
  faults: {
    route: 'GET /faults',
    does: '{"remaining": requests still to be faulted}',
    run: ({ service }) => ({ remaining: service.faults.remaining }),
  },
  clearFaults: {
    route: 'DELETE /faults',
    does: 'drop every pending fault',
    run: ({ service }) => {
      service.faults.clear();
      return { remaining: 0 };
    },
  },
  requests: {
    route: 'GET /requests',
    does: 'requests seen, oldest first; filters ?operationId=&method=&path= (a path prefix) → {"count", "data"}',
    run: ({ service, input }) => requests(service, input),
  },
  clearRequests: {
    route: 'DELETE /requests',
    does: 'clear the request log',
    run: ({ service }) => {
      service.resetRequests();
      return { count: 0 };
    },
  },
  clock: { route: 'GET /clock', does: '{"now"}', run: ({ clock }) => ({ now: isoInstant(clock.now()) }) },
  advanceClock: {
    route: 'POST /clock',
    does: '{"advanceMs": n} moves the clock forward → {"now"}',
    run: ({ clock, input }) => {
      const { advanceMs } = readFields(input, { advanceMs: integer(0, 10 * 366 * 86_400_000) });
      if (advanceMs === undefined) throw new ControlRefusal("'advanceMs' is required.", 'advanceMs');
      return { now: isoInstant(clock.advance(advanceMs)) };
    },
  },
  finishJob: {
    route: 'POST /jobs/{id}/finish',
    does: 'a query run (qr_…) or export job (exp_…) completes now → the job',
    run: ({ service, input }) => finishJob(service, input, false),
  },
  failJob: {
    route: 'POST /jobs/{id}/fail',
    does: '{"code"?, "message"?} the job fails now → the job',
    run: ({ service, input }) => finishJob(service, input, true),
  },
  addPortalEntry: {
    route: 'POST /portal-entries',
    does: '{sport, position?, …} adds a portal entry, matches it against active alerts and pushes the matches → {"entry", "matches", "deliveries"}',
    status: 201,
    run: async ({ service, input }) => {
      const added = await service.addPortalEntry(input);
      const deliveries = added.deliveries.map(({ url, status, error }) => ({ url, status, error }));
      return { entry: added.entry, matches: added.matches, deliveries };
    },
  },
};

/** The table as routes: `{name, method, path, does}` and the command. */
export const ENDPOINTS = Object.entries(COMMANDS).map(([name, { route, does }]) => {
  const [method, path] = route.split(' ') as [string, string];
  return { name, method, path, does };
});

let refusals = 0;

export function refusal(
  status: number,
  code: string,
  message: string,
  param: string | null = null,
): ControlAnswer {
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  return { status, body: errorBody(code, type, message, param, `req_control_${++refusals}`) };
}

const router = new Router(ENDPOINTS);

/** What the control API looks at before a request's body: where it says it is going, and from where. */
export interface ControlRequestHead {
  /** The `Host` header. */
  host: string | undefined;
  /** The `Origin` header: a browser sends it on every cross-origin POST, DELETE and CORS GET. */
  origin: string | undefined;
}

/**
 * The control API answers only its own tests, never a web page (contract section 13): a page the
 * developer happens to have open could otherwise queue faults, read the request log or finish jobs
 * on a fake that runs beside the browser. So a request is refused unless
 *
 * - its `Host` is the control API's own loopback address (`127.0.0.1:PORT` or `localhost:PORT`):
 *   a DNS-rebinding page reaches 127.0.0.1 under its own name, and its `Host` says that name;
 * - it carries no `Origin`, or the control API's own: a page on another origin always sends one
 *   with a POST or DELETE, and with a GET it can read;
 *
 * and its body, when it has one, is `application/json` (see `mediaTypeRefusal`): a page can send
 * `text/plain` or a form without asking first, but never JSON.
 */
export function foreignRefusal(head: ControlRequestHead, own: URL): ControlAnswer | null {
  const port = own.port;
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (head.host === undefined || !hosts.includes(head.host.toLowerCase())) {
    return refusal(
      403,
      'host_not_allowed',
      `The control API answers only requests to ${hosts.join(' or ')}; this one named another host (DNS rebinding?).`,
    );
  }
  if (head.origin !== undefined && !hosts.some((host) => head.origin?.toLowerCase() === `http://${host}`)) {
    return refusal(
      403,
      'origin_not_allowed',
      'The control API refuses requests from web pages (an Origin header from another origin came).',
    );
  }
  return null;
}

/** A body that is not JSON, or JSON not labelled so: what a page could send without a preflight. */
export function mediaTypeRefusal(contentType: string | undefined, body: string): ControlAnswer | null {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  if (media === undefined ? body === '' : media === 'application/json') return null;
  return refusal(
    415,
    'unsupported_media_type',
    'Control bodies are JSON: send them with Content-Type: application/json.',
  );
}

/** The control API (a request's method, URL and body text to its answer) and the bin's stdin (a line to its answer). */
export function createControl(service: FakeService, clock: OffsetClock) {
  return {
    async http(method: string, url: URL, body: string): Promise<ControlAnswer> {
      const route = router.match(method, url.pathname);
      if (route.kind !== 'found')
        return refusal(404, 'not_found', `No control endpoint ${method} ${url.pathname}; GET / lists them.`);
      try {
        const input = method === 'GET' ? Object.fromEntries(url.searchParams) : parseObject(body);
        const command = COMMANDS[route.op.name] as Command;
        const answer = await command.run({ service, clock, input: { ...input, ...route.params } });
        return { status: command.status ?? 200, body: answer };
      } catch (error) {
        if (error instanceof ControlRefusal)
          return refusal(error.status, error.code, error.message, error.param);
        if (error instanceof TypeError) return refusal(400, 'invalid_parameter', error.message);
        const message = error instanceof Error ? error.message : String(error);
        return refusal(500, 'internal_error', `The control API failed: ${message}`);
      }
    },

    /** `{"<command>": {...}}` answered `{"<command>": answer}`, or `{"error"}`. */
    async line(line: string): Promise<unknown> {
      try {
        const [name, input, ...more] = Object.entries(parseObject(line)).flat();
        const command =
          typeof name === 'string' && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
        if (!command || more.length > 0) {
          const names = Object.keys(COMMANDS).join(', ');
          return { error: `unknown command: send {"<command>": {...}}, one of ${names}` };
        }
        return {
          [name as string]: await command.run({ service, clock, input: object(input ?? {}, name as string) }),
        };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

export type Control = ReturnType<typeof createControl>;
