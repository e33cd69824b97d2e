import type { Plan } from '../generated/aliases.js';
import { redact, SERVER_NAME_MAX, serverField } from '../internal/redact.js';

/** What every answer's headers say about the account: read only when a caller asks (`withResponse`). */
export interface QuotaMeta {
  /** Requests a month on the plan (`X-Monthly-Quota-Limit`). */
  limit: number;
  /** Requests left this UTC month, this one counted (`X-Monthly-Quota-Remaining`). */
  remaining: number;
  /** The first instant of the next UTC month, when the monthly quota resets. */
  resetAt: Date | undefined;
}

export interface ResponseMeta {
  /** `free`, `plus`, `premium`, `developer`, `ultra`, `enterprise`, or a newer plan (X-Service-Plan). */
  plan: Plan | undefined;
  /** Monthly quota on capped plans; `undefined` on enterprise and keyless calls. */
  quota: QuotaMeta | undefined;
  /** X-Request-Id: quote it to support (a cached answer keeps the id of the request that fetched it). */
  requestId: string | undefined;
  /**
   * `true` when the answer came from the client's read cache (option `cache`) and nothing was sent;
   * plan, quota and request id are then those of the answer that was kept.
   */
  fromCache: boolean;
}

function integer(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** A header's text as meta keeps it: cut, then cleaned (an error's fields are cleaned by its base class). */
function serverText(value: string | null): string | undefined {
  const cut = serverField(value, SERVER_NAME_MAX);
  return cut === undefined ? undefined : redact(cut);
}

const RFC3339_INSTANT = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/**
 * The headers' account facts. The plan and the request id are the server's text: cut and cleaned as
 * an error's fields are, so a server or proxy echoing the key there shows it in no meta and no
 * `usage()`.
 */
export function readResponseMeta(headers: Headers, fromCache = false): ResponseMeta {
  const limit = integer(headers.get('x-monthly-quota-limit'));
  const remaining = integer(headers.get('x-monthly-quota-remaining'));
  const reset = headers.get('x-monthly-quota-reset');
  // RFC 3339 instants only: `new Date` alone would read "12" as a year-2001 date and an instant
  // without a zone in the machine's local time.
  const resetAt = reset && RFC3339_INSTANT.test(reset.trim()) ? new Date(reset.trim()) : undefined;
  return {
    plan: serverText(headers.get('x-service-plan')),
    quota:
      limit === undefined || remaining === undefined
        ? undefined
        : { limit, remaining, resetAt: resetAt && !Number.isNaN(resetAt.getTime()) ? resetAt : undefined },
    requestId: serverText(headers.get('x-request-id')),
    fromCache,
  };
}
