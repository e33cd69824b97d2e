/**
 * The control API of `sports-data-fake`: JSON over HTTP on its own loopback port, so a test in any
 * language can inject faults, read the request log, move the clock, finish jobs and add portal
 * entries. Answers are plain JSON values; refusals use the service's own error envelope.
 */
import { advanceOf, ControlInputError, faultSpecOf, jobErrorOf, parseObject } from './control-input.js';
import { errorBody } from './errors.js';
import type { OffsetClock } from './offset-clock.js';
import type { RecordedRequest } from './request-log.js';
import { isoInstant } from './time.js';
import type { FakeService } from './types.js';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

interface ControlCall {
  method: string;
  url: URL;
  text: string;
}

export const CONTROL_ENDPOINTS = [
  { method: 'GET', path: '/', does: 'this list' },
  {
    method: 'POST',
    path: '/faults',
    does: 'queue a fault: {operationId?, method?, path?, times?, status?, body?, headers?, retryAfter?, reset?: "before_headers"|"after_headers", hang?, delayMs?} → 201 {"id"}',
  },
  { method: 'GET', path: '/faults', does: '{"remaining": requests still to be faulted}' },
  { method: 'DELETE', path: '/faults', does: 'drop every pending fault' },
  {
    method: 'GET',
    path: '/requests',
    does: 'requests seen, oldest first; filters ?operationId=&method=&path= (a path prefix) → {"count", "data"}',
  },
  { method: 'DELETE', path: '/requests', does: 'clear the request log' },
  { method: 'GET', path: '/clock', does: '{"now"}' },
  { method: 'POST', path: '/clock', does: '{"advanceMs": n} moves the clock forward → {"now"}' },
  {
    method: 'POST',
    path: '/jobs/{id}/finish',
    does: 'a query run (qr_…) or export job (exp_…) completes now → the job',
  },
  { method: 'POST', path: '/jobs/{id}/fail', does: '{"code"?, "message"?} the job fails now → the job' },
  {
    method: 'POST',
    path: '/portal-entries',
    does: '{sport, position?, …} adds a portal entry → {"entry", "matches", "deliveries"}',
  },
] as const;

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

function matches(entry: RecordedRequest, query: URLSearchParams): boolean {
  const operationId = query.get('operationId');
  const method = query.get('method');
  const path = query.get('path');
  return (
    (operationId === null || entry.operationId === operationId) &&
    (method === null || entry.method === method.toUpperCase()) &&
    (path === null || entry.path.startsWith(path))
  );
}

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

export function createControl(service: FakeService, clock: OffsetClock) {
  const jobs = async (id: string, action: string, body: Record<string, unknown>): Promise<ControlAnswer> => {
    const error = action === 'fail' ? jobErrorOf(body) : undefined;
    const job = service.finishJob(id, error);
    return job
      ? { status: 200, body: job }
      : refusal(404, 'not_found', `No query run or export job with id '${id}'.`);
  };

  return async function control({ method, url, text }: ControlCall): Promise<ControlAnswer> {
    const route = `${method} ${url.pathname}`;
    try {
      const body = method === 'POST' ? parseObject(text) : {};
      switch (route) {
        case 'GET /':
          return { status: 200, body: { endpoints: CONTROL_ENDPOINTS } };
        case 'POST /faults':
          return { status: 201, body: { id: service.faults.inject(faultSpecOf(body)) } };
        case 'GET /faults':
          return { status: 200, body: { remaining: service.faults.remaining } };
        case 'DELETE /faults':
          service.faults.clear();
          return { status: 200, body: { remaining: 0 } };
        case 'GET /requests': {
          const data = service.requests.filter((e) => matches(e, url.searchParams)).map(publicEntry);
          return { status: 200, body: { count: data.length, data } };
        }
        case 'DELETE /requests':
          service.resetRequests();
          return { status: 200, body: { count: 0 } };
        case 'GET /clock':
          return { status: 200, body: { now: isoInstant(clock.now()) } };
        case 'POST /clock':
          return { status: 200, body: { now: isoInstant(clock.advance(advanceOf(body))) } };
        case 'POST /portal-entries': {
          const added = await service.addPortalEntry(body);
          const deliveries = added.deliveries.map(({ url, status, error }) => ({ url, status, error }));
          return { status: 201, body: { entry: added.entry, matches: added.matches, deliveries } };
        }
      }
      const job = /^POST \/jobs\/([^/]+)\/(finish|fail)$/.exec(route);
      if (job) {
        if (job[2] === 'finish' && Object.keys(body).length > 0)
          throw new ControlInputError(Object.keys(body)[0] as string, 'finish takes no fields.');
        return await jobs(decodeURIComponent(job[1] as string), job[2] as string, body);
      }
      return refusal(404, 'not_found', `No control endpoint ${route}; GET / lists them.`);
    } catch (error) {
      if (error instanceof ControlInputError)
        return refusal(400, 'invalid_parameter', error.message, error.param);
      if (error instanceof TypeError) return refusal(400, 'invalid_parameter', error.message);
      return refusal(
        500,
        'internal_error',
        `The control API failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
