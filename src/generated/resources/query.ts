// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { APICore } from '../../core/api-core.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import type { QueryCreateRequest, QueryRun } from '../aliases.js';
import { operations } from '../operations.js';

/** The `query` namespace of the Sports Data API. */
export class Query {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }

  /**
   * Create a natural-language query run
   *
   * Submits a natural-language question and answers 202 with the new run (`queued`). Poll `GET /v1/query/{run_id}` until `status` is `completed` or `failed` (the SDK's `createAndPoll` does both). The model is fixed server-side.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** usage-billed — billed by token usage (model cost × 3) once the run completes, drawn first from the plan's included monthly usage (shared with app chat); a failed run is not billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * `POST /v1/query` (operationId `create_query`)
   */
  create(body: QueryCreateRequest, options?: RequestOptions): APIPromise<QueryRun> {
    return this._core.call<QueryRun>(operations.create_query, undefined, body, options);
  }

  /**
   * Get a query run
   *
   * Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.
   *
   * **Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/query/{run_id}` (operationId `get_query`)
   */
  get(runId: string, options?: RequestOptions): APIPromise<QueryRun> {
    return this._core.call<QueryRun>(operations.get_query, [runId], undefined, options);
  }
}
