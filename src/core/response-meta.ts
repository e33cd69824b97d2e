/** What every answer's headers say about the account: read only when a caller asks (`withResponse`). */
export interface QuotaMeta {
  limit: number;
  remaining: number;
  /** The first instant of the next UTC month, when the monthly quota resets. */
  resetAt: Date | undefined;
}

export interface ResponseMeta {
  /** `free`, `plus`, `premium`, `developer`, `ultra` or `enterprise` (X-Service-Plan). */
  plan: string | undefined;
  /** Monthly quota on capped plans; `undefined` on enterprise and keyless calls. */
  quota: QuotaMeta | undefined;
  /** X-Request-Id: quote it to support. */
  requestId: string | undefined;
}

function integer(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

export function readResponseMeta(headers: Headers): ResponseMeta {
  const limit = integer(headers.get('x-monthly-quota-limit'));
  const remaining = integer(headers.get('x-monthly-quota-remaining'));
  const reset = headers.get('x-monthly-quota-reset');
  const resetAt = reset ? new Date(reset) : undefined;
  return {
    plan: headers.get('x-service-plan') ?? undefined,
    quota:
      limit === undefined || remaining === undefined
        ? undefined
        : { limit, remaining, resetAt: resetAt && !Number.isNaN(resetAt.getTime()) ? resetAt : undefined },
    requestId: headers.get('x-request-id') ?? undefined,
  };
}
