// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { APICore } from '../../core/api-core.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions } from '../../core/request-options.js';
import type { Movement, MovementsListParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `movements` namespace of the Sports Data API. */
export class Movements {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }

  /**
   * List movements
   *
   * Lists roster and staff movements (transfers, portal entries, commitments, coaching changes, departures), newest first. A free read, distinct from the live usage-billed portal feed.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/movements` (operationId `list_movements`)
   */
  list(query?: MovementsListParams, options?: ListRequestOptions): PagePromise<Movement> {
    return this._core.list<Movement>(operations.list_movements, undefined, query, options);
  }
}
