import { APIError } from '../core/errors.js';
import { SERVER_NAME_MAX, serverField } from './redact.js';

/** An error about an answer the SDK could not use, built from its status and headers. */
export function answerError(response: Response, type: string, message: string): APIError {
  return new APIError({
    status: response.status,
    type,
    message,
    headers: response.headers,
    // A header is the server's text too: cut as the envelope's request id is.
    requestId: serverField(response.headers.get('x-request-id'), SERVER_NAME_MAX),
  });
}

/**
 * The service answered, but not with what the operation documents (no JSON, an empty body, a list
 * without `data`, a created job without its id): the one way that error is built.
 */
export function invalidResponse(response: Response, message: string): APIError {
  return answerError(response, 'invalid_response', message);
}
