// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { APICore } from '../../core/api-core.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { Person, PersonsListTransfersParams, Transfer } from '../aliases.js';
import { operations } from '../operations.js';

/** The `persons` namespace of the Sports Data API. */
export class Persons {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }

  /**
   * Get a person
   *
   * Returns a person (player or coach) with their career history.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/persons/{id}` (operationId `get_person`)
   */
  get(id: string, options?: RequestOptions): APIPromise<Person> {
    return this._core.call<Person>(operations.get_person, [id], undefined, options);
  }

  /**
   * List a person's transfers
   *
   * Lists the transfers of a person, newest first.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/persons/{id}/transfers` (operationId `list_person_transfers`)
   */
  listTransfers(id: string, query?: PersonsListTransfersParams, options?: ListRequestOptions): PagePromise<Transfer> {
    return this._core.list<Transfer>(operations.list_person_transfers, [id], query, options);
  }
}
