/**
 * CORS for the fake's two HTTP servers, so that a browser app served from any origin can call the
 * API and read export files from the file host, as against the real service. Preflights are
 * answered here and never reach the handler (they are the browser's, not the app's, requests, so
 * the request log and the quotas do not see them).
 */

/** Seconds a browser may cache a preflight answer. */
const PREFLIGHT_MAX_AGE = '600';

/** A CORS preflight: OPTIONS with the Access-Control-Request-Method header browsers add. */
export function isPreflight(method: string, header: (name: string) => string | null): boolean {
  return method === 'OPTIONS' && header('access-control-request-method') !== null;
}

/**
 * The answer to a preflight: any origin, any method, and exactly the headers asked for (a `*` would
 * not cover `Authorization`). No credentials: the API authenticates with a header, not cookies.
 */
export function preflightHeaders(header: (name: string) => string | null): Record<string, string> {
  const asked = header('access-control-request-headers');
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
    ...(asked && { 'Access-Control-Allow-Headers': asked }),
    'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
    Vary: 'Access-Control-Request-Headers',
  };
}

/**
 * A reply's headers readable by a page on any origin: every header the reply carries is exposed
 * (request id, plan, quota, poll and Retry-After headers, Idempotent-Replayed…), so a new header
 * is exposed the day the fake starts sending it.
 */
export function withCors(headers: Record<string, string>): Record<string, string> {
  const names = Object.keys(headers).map((name) => name.toLowerCase());
  return {
    ...headers,
    'Access-Control-Allow-Origin': '*',
    ...(names.length > 0 && { 'Access-Control-Expose-Headers': names.join(', ') }),
  };
}
