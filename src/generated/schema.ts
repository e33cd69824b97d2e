// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
export interface paths {
    "/v1/sports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sports
         * @description Lists the sports the service covers, ordered by name.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_sports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List divisions
         * @description Lists divisions, ordered by level then name. With `sport`, only the divisions covered for that sport.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_divisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conferences
         * @description Lists conferences, ordered by name, optionally within a sport and division.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_conferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/filters/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the filter catalog
         * @description Returns the filters the service understands and, per sport, the stat keys accepted by `sort_by` (player search) and `min_stats` (alerts).
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["get_filter_catalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the coverage matrix
         * @description Returns which datasets are held for each sport, division and gender, and for which seasons. Needs no API key.
         *
         *     **Billing:** free. Never counted against the monthly quota or a key's per-minute limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** no API key needed (`security: []`). A key sent anyway is ignored: not validated, not counted, and the answer is as for a keyless request (`X-Service-Plan: free`, no quota headers). Keyless requests are rate-limited per client IP address at the Free plan's per-minute limit.
         */
        get: operations["get_coverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search players
         * @description Searches players of one sport, optionally by division, gender and position, sorted by a stat key of that sport. Paging is in the body: send `limit`, and the previous page's `next_cursor` as `cursor` with the same other fields. A read: safe to retry despite being a POST.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        post: operations["search_players"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a player
         * @description Returns a player's profile with the stats of the latest covered season.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["get_player"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/{id}/seasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a player's seasons
         * @description Lists the season stats of a player, newest season first. With `season`, only that season.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_player_seasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List teams
         * @description Lists teams, ordered by name, optionally filtered by sport, division, gender and conference.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_teams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a team
         * @description Returns a team.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["get_team"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{id}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a team's roster
         * @description Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_team_roster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{id}/coaches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a team's coaching staff
         * @description Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_team_coaches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/persons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a person
         * @description Returns a person (player or coach) with their career history.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["get_person"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/persons/{id}/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a person's transfers
         * @description Lists the transfers of a person, newest first.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_person_transfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List movements
         * @description Lists roster and staff movements (transfers, portal entries, commitments, coaching changes, departures), newest first. A free read, distinct from the live usage-billed portal feed.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_movements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List games
         * @description Lists games ordered by start time, earliest first, optionally filtered by sport, division, gender, season and team.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_games"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a game
         * @description Returns a game.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["get_game"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the live transfer-portal feed
         * @description Lists live transfer-portal entries, newest `entered_at` first.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** usage-billed — $0.05 per request on plus and premium, included from developer up. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         *     **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).
         */
        get: operations["list_portal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a natural-language query run
         * @description Submits a natural-language question and answers 202 with the new run (`queued`). Poll `GET /v1/query/{run_id}` until `status` is `completed` or `failed` (the SDK's `createAndPoll` does both). The model is fixed server-side.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** usage-billed — billed by token usage (model cost × 3) once the run completes, drawn first from the plan's included monthly usage (shared with app chat); a failed run is not billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         *     **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
         */
        post: operations["create_query"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/query/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a query run
         * @description Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.
         *
         *     **Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["get_query"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List alerts
         * @description Lists the account's alerts, newest first. Unlike creation, it needs neither the `portal:alerts` scope nor a verified coach.
         *
         *     **Billing:** usage-billed — part of the alert family; listing itself adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         *     **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
         */
        get: operations["list_alerts"];
        put?: never;
        /**
         * Create a portal watch alert
         * @description Creates a portal watch alert (201). Each new portal entry that fits its filters becomes an alert match, pushed to the account's webhook as an `alert.matched` event and listed by `GET /v1/alerts/{id}/matches`. When the plan's alert count is used, 403 `alert_limit_reached`.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** usage-billed — $5 per alert per month on plus and premium; included from developer up, up to the plan's alert count. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         *     **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal:alerts` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).
         */
        post: operations["create_alert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an alert's matches
         * @description Lists the matches of an alert, newest first: the same matches pushed to the webhook. Needs neither the `portal:alerts` scope nor a verified coach.
         *
         *     **Billing:** usage-billed — part of the alert family; reading matches adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         *     **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
         */
        get: operations["list_alert_matches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an alert
         * @description Deletes an alert: it stops matching at once and its slot in the plan's alert count is freed. Deleting an alert that is already gone gives 404 `not_found`. Needs neither the `portal:alerts` scope nor a verified coach.
         *
         *     **Billing:** usage-billed — part of the alert family; deleting adds no charge. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         *     **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
         */
        delete: operations["delete_alert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List export jobs
         * @description Lists the account's export jobs, newest first.
         *
         *     **Billing:** free — listing is free; each job is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["list_exports"];
        put?: never;
        /**
         * Create a bulk export job
         * @description Starts an export and answers 202 with the new job (`queued`). Poll `GET /v1/exports/{id}` until `status` is `succeeded` (then fetch `download_url`, a gzipped CSV or JSONL file) or `failed`. A job that would pass the plan's export row cap fails with `export_row_limit_exceeded`.
         *
         *     Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         *     **Billing:** usage-billed — $0.10 per started 10,000-row block, only when the job succeeds; a failed export is never billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         *     **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
         */
        post: operations["create_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an export job
         * @description Returns an export job; `download_url` and `expires_at` appear once it has `succeeded`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A job is visible only to the account that created it.
         *
         *     **Billing:** free — polling is free; the job itself is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         *     **Access:** a live or test key on any plan.
         */
        get: operations["get_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "alert.matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An alert matched a new portal entry
         * @description Sent to the account's webhook address (registered in the console, not through the API) when a new transfer-portal entry fits an active alert created with POST /v1/alerts.
         *
         *     Signed per the Standard Webhooks scheme: the signed content is `{webhook-id}.{webhook-timestamp}.{raw body}`, signed with HMAC-SHA256 keyed with the base64-decoded bytes after the `whsec_` prefix of the endpoint's secret. `webhook-signature` holds one or more space-separated signatures `v1,<base64>`; accept the request if any `v1` signature matches (constant-time comparison). Refuse a `webhook-timestamp` more than 5 minutes from now. Verify against the raw body bytes, before parsing.
         *
         *     Delivery: answer any 2xx within 15 seconds to acknowledge. Any other answer or a timeout is retried with exponential backoff for up to 24 hours, with the same `webhook-id` and body on every attempt; deliveries may arrive out of order or more than once, so deduplicate on `webhook-id` (or the event `id`). The matches can also be read with GET /v1/alerts/{id}/matches.
         */
        post: operations["alert_matched"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description Plan of the account that owns the key: `free`, `plus`, `premium`, `developer` (Developer Pro), `ultra` (Developer Ultra) or `enterprise`. Requests without a key are reported as `free`.
         * @example developer
         * @enum {string}
         */
        Plan: "free" | "plus" | "premium" | "developer" | "ultra" | "enterprise";
        /**
         * @description Broad class of an error: `authentication_error` (401), `permission_error` (403), `billing_error` (402), `invalid_request_error` (400, 404), `rate_limit_error` (429), `api_error` (500, 503).
         * @example permission_error
         * @enum {string}
         */
        ErrorType: "authentication_error" | "permission_error" | "billing_error" | "invalid_request_error" | "rate_limit_error" | "api_error";
        /**
         * @description Machine-readable error code; branch on this, not on `message`. Codes, with status and type:
         *
         *     | code | status | type | when |
         *     |---|---|---|---|
         *     | missing_api_key | 401 | authentication_error | no key on an operation that needs one |
         *     | invalid_api_key | 401 | authentication_error | key unknown, revoked or malformed |
         *     | plan_required | 403 | permission_error | a Free plan key calls a usage-billed operation |
         *     | test_key_not_allowed | 403 | permission_error | a test key calls a usage-billed operation |
         *     | scope_required | 403 | permission_error | the key lacks `portal` / `portal:alerts` |
         *     | verified_coach_required | 403 | permission_error | no verified coach on the account (portal, alert creation) |
         *     | tier_required | 403 | permission_error | the data asked for needs a per-sport coaching tier the account lacks |
         *     | alert_limit_reached | 403 | permission_error | the plan's alert count is used |
         *     | budget_exceeded | 402 | billing_error | a usage-billed call would pass the account's monthly budget cap |
         *     | invalid_parameter | 400 | invalid_request_error | a parameter is missing, of the wrong type or out of range; `param` names it |
         *     | invalid_cursor | 400 | invalid_request_error | the cursor is unknown, expired, or from another list |
         *     | not_found | 404 | invalid_request_error | no such resource |
         *     | monthly_quota_exceeded | 429 | rate_limit_error | the monthly quota is used; no `Retry-After`; lasts until the UTC month rolls over |
         *     | rate_limit_exceeded | 429 | rate_limit_error | the per-minute read limit is passed; `Retry-After` in seconds |
         *     | internal_error | 500 | api_error | the service failed |
         *     | service_unavailable | 503 | api_error | overloaded or in maintenance; may carry `Retry-After` |
         *
         *     New codes may be added in later versions; clients should treat an unknown code by its HTTP status.
         * @example plan_required
         * @enum {string}
         */
        ErrorCode: "missing_api_key" | "invalid_api_key" | "plan_required" | "test_key_not_allowed" | "scope_required" | "verified_coach_required" | "tier_required" | "alert_limit_reached" | "budget_exceeded" | "invalid_parameter" | "invalid_cursor" | "not_found" | "monthly_quota_exceeded" | "rate_limit_exceeded" | "internal_error" | "service_unavailable";
        /**
         * @description The error itself. All five fields are always present.
         * @example {
         *       "type": "permission_error",
         *       "code": "plan_required",
         *       "message": "GET /v1/portal is usage-billed and needs a paid plan; this key belongs to a Free plan account.",
         *       "param": null,
         *       "request_id": "req_8fK2mQ9xLp3Rz7TbW4nY6cVd"
         *     }
         */
        ErrorObject: {
            type: components["schemas"]["ErrorType"];
            code: components["schemas"]["ErrorCode"];
            /** @description Human-readable explanation, in English. Never contains the API key. Do not parse it. */
            message: string;
            /** @description For `invalid_parameter` (and `invalid_cursor`, where it is `cursor`), the name of the offending parameter, body field (dotted path for nested fields, e.g. `filters.sport`) or header; otherwise null. */
            param: string | null;
            /** @description Same value as the `X-Request-Id` response header; quote it to support. */
            request_id: string;
        };
        /**
         * @description Body of every error response (every 4xx and 5xx status), and no other shape.
         * @example {
         *       "error": {
         *         "type": "invalid_request_error",
         *         "code": "invalid_parameter",
         *         "message": "limit must be an integer between 1 and 100.",
         *         "param": "limit",
         *         "request_id": "req_8fK2mQ9xLp3Rz7TbW4nY6cVd"
         *       }
         *     }
         */
        ErrorResponse: {
            error: components["schemas"]["ErrorObject"];
        };
        /**
         * @description The generic envelope every list operation returns. Each list operation has a concrete page schema with the same three fields and a typed `data` array (`SportPage`, `PlayerPage`, `GamePage`, …); this schema documents the envelope itself and can be used for code that handles any page.
         *
         *     - `data`: the items of this page, in the list's documented order.
         *     - `has_more`: whether another page follows.
         *     - `next_cursor`: non-null exactly when `has_more` is true. Send it as `cursor` (a query parameter on GET lists, a body field on `POST /v1/players/search`) with the same other parameters to get the next page. `limit` may change between pages.
         * @example {
         *       "data": [
         *         {
         *           "id": "football",
         *           "name": "Football",
         *           "genders": [
         *             "men"
         *           ]
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        ListPage: {
            /** @description Items of this page. */
            data: unknown[];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description A sport the service covers.
         * @example {
         *       "id": "basketball",
         *       "name": "Basketball",
         *       "genders": [
         *         "men",
         *         "women"
         *       ]
         *     }
         */
        Sport: {
            /**
             * @description Sport slug, used as the `sport` filter everywhere.
             * @example basketball
             */
            id: string;
            /** @description Display name. */
            name: string;
            /** @description Genders the sport is covered for. */
            genders: ("men" | "women")[];
        };
        /**
         * @description A competitive division (for example NCAA Division I).
         * @example {
         *       "id": "ncaa_d1",
         *       "name": "NCAA Division I",
         *       "level": 1
         *     }
         */
        Division: {
            /**
             * @description Division slug, used as the `division` filter everywhere.
             * @example ncaa_d1
             */
            id: string;
            /** @description Display name. */
            name: string;
            /** @description Rank of the division among the divisions of its governing body; 1 is the highest (NCAA Division I is 1, Division II is 2). */
            level: number;
        };
        /**
         * @description An athletic conference within a sport and division.
         * @example {
         *       "id": "conf_4Nb8Tq2WmZ6xK1rP",
         *       "name": "Great Plains Athletic Conference",
         *       "short_name": "GPAC",
         *       "sport": "football",
         *       "division": "ncaa_d1"
         *     }
         */
        Conference: {
            /**
             * @description Conference id.
             * @example conf_4Nb8Tq2WmZ6xK1rP
             */
            id: string;
            /** @description Full name. */
            name: string;
            /** @description Abbreviation or short name. */
            short_name: string;
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport: string;
            /**
             * @description Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: string;
        };
        /**
         * @description The filters the service understands and, per sport, the stat keys that `sort_by` (player search) and `min_stats` (alerts) accept.
         * @example {
         *       "filters": [
         *         {
         *           "key": "sport",
         *           "label": "Sport",
         *           "type": "enum",
         *           "values": [
         *             "baseball",
         *             "basketball",
         *             "football",
         *             "soccer",
         *             "volleyball"
         *           ]
         *         },
         *         {
         *           "key": "division",
         *           "label": "Division",
         *           "type": "enum",
         *           "values": [
         *             "ncaa_d1",
         *             "ncaa_d2",
         *             "ncaa_d3",
         *             "naia"
         *           ]
         *         },
         *         {
         *           "key": "gender",
         *           "label": "Gender",
         *           "type": "enum",
         *           "values": [
         *             "men",
         *             "women"
         *           ]
         *         },
         *         {
         *           "key": "season",
         *           "label": "Season",
         *           "type": "integer"
         *         },
         *         {
         *           "key": "position",
         *           "label": "Position",
         *           "type": "string",
         *           "sports": [
         *             "football",
         *             "basketball"
         *           ]
         *         }
         *       ],
         *       "sort_keys": {
         *         "football": [
         *           "passing_yards",
         *           "passing_touchdowns",
         *           "rushing_yards",
         *           "receiving_yards",
         *           "tackles"
         *         ],
         *         "basketball": [
         *           "points_per_game",
         *           "rebounds_per_game",
         *           "assists_per_game"
         *         ]
         *       }
         *     }
         */
        FilterCatalog: {
            /** @description Available filters. */
            filters: {
                /** @description Parameter name of the filter (e.g. `sport`, `season`). */
                key: string;
                /** @description Human-readable label. */
                label: string;
                /**
                 * @description Value type of the filter.
                 * @enum {string}
                 */
                type: "enum" | "string" | "integer" | "number" | "boolean" | "date-time";
                /** @description Allowed values; present only when `type` is `enum`. */
                values?: string[];
                /** @description Sports the filter applies to; absent when it applies to every sport. */
                sports?: string[];
            }[];
            /** @description Map from sport slug to the stat keys of that sport (the keys of `Player.stats`). */
            sort_keys: {
                [key: string]: string[];
            };
        };
        /**
         * @description Which datasets the service holds for each sport, division and gender, and for which seasons.
         * @example {
         *       "updated_at": "2025-03-01T06:00:00Z",
         *       "cells": [
         *         {
         *           "sport": "football",
         *           "division": "ncaa_d1",
         *           "gender": "men",
         *           "datasets": [
         *             "players",
         *             "player_seasons",
         *             "teams",
         *             "rosters",
         *             "coaches",
         *             "games",
         *             "transfers",
         *             "movements",
         *             "portal"
         *           ],
         *           "first_season": 2010,
         *           "last_season": 2024
         *         },
         *         {
         *           "sport": "basketball",
         *           "division": "ncaa_d1",
         *           "gender": "women",
         *           "datasets": [
         *             "players",
         *             "player_seasons",
         *             "teams",
         *             "rosters",
         *             "games"
         *           ],
         *           "first_season": 2014,
         *           "last_season": 2024
         *         }
         *       ]
         *     }
         */
        CoverageMatrix: {
            /**
             * Format: date-time
             * @description When the matrix was last recomputed (UTC).
             */
            updated_at: string;
            /** @description One cell per covered sport, division and gender. */
            cells: {
                /**
                 * @description Sport slug (a `Sport.id`).
                 * @example football
                 */
                sport: string;
                /**
                 * @description Division slug (a `Division.id`).
                 * @example ncaa_d1
                 */
                division: string;
                /**
                 * @description Gender of the competition.
                 * @enum {string}
                 */
                gender: "men" | "women";
                /** @description Datasets held for the cell. Known values: `players`, `player_seasons`, `teams`, `rosters`, `coaches`, `games`, `transfers`, `movements`, `portal`; more may be added. */
                datasets: string[];
                /** @description First season covered, as the year it starts. */
                first_season: number;
                /** @description Latest season covered, as the year it starts. */
                last_season: number;
            }[];
        };
        /**
         * @description A player, with the stats of the current (latest covered) season.
         * @example {
         *       "id": "plr_7Kq2Xb9LmN4pR8sT",
         *       "name": "Marcus Hill",
         *       "team": "Riverton State Hawks",
         *       "team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "position": "QB",
         *       "class_year": "junior",
         *       "stats": {
         *         "passing_yards": 3412,
         *         "passing_touchdowns": 29,
         *         "interceptions": 7,
         *         "completion_pct": 66.1
         *       }
         *     }
         */
        Player: {
            /**
             * @description Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            id: string;
            /** @description Full name. */
            name: string;
            /** @description Name of the player's current team. */
            team: string;
            /**
             * @description Id of the current team.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            team_id: string;
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport: string;
            /**
             * @description Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: string;
            /**
             * @description Gender of the competition.
             * @enum {string}
             */
            gender: "men" | "women";
            /** @description Position abbreviation as the sport uses it (e.g. `QB`, `PG`). */
            position: string;
            /**
             * @description Academic class of the player in that season.
             * @enum {string}
             */
            class_year: "freshman" | "sophomore" | "junior" | "senior" | "graduate";
            /** @description Season stats of the latest covered season: map from stat key (see `FilterCatalog.sort_keys`) to value. */
            stats: {
                [key: string]: number;
            };
        };
        /**
         * @description One season of a player's stats, with the team the player played for.
         * @example {
         *       "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *       "season": 2024,
         *       "team": "Riverton State Hawks",
         *       "team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *       "stats": {
         *         "passing_yards": 3412,
         *         "passing_touchdowns": 29,
         *         "interceptions": 7,
         *         "completion_pct": 66.1
         *       }
         *     }
         */
        PlayerSeason: {
            /**
             * @description Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            player_id: string;
            /** @description Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season). */
            season: number;
            /** @description Team name in that season. */
            team: string;
            /**
             * @description Team id in that season.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            team_id: string;
            /** @description Map from stat key to value for that season. */
            stats: {
                [key: string]: number;
            };
        };
        /**
         * @description A team (one program in one sport and gender).
         * @example {
         *       "id": "team_3Hd8Vw2QxZ5nL1cJ",
         *       "name": "Riverton State Hawks",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "conference_id": "conf_4Nb8Tq2WmZ6xK1rP",
         *       "conference": "Great Plains Athletic Conference"
         *     }
         */
        Team: {
            /**
             * @description Team id.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            id: string;
            /** @description Display name. */
            name: string;
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport: string;
            /**
             * @description Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: string;
            /**
             * @description Gender of the competition.
             * @enum {string}
             */
            gender: "men" | "women";
            /**
             * @description Conference id. Null for independents.
             * @example conf_4Nb8Tq2WmZ6xK1rP
             */
            conference_id: string | null;
            /** @description Conference name; null for independents. */
            conference: string | null;
        };
        /**
         * @description A player on a team's roster for one season.
         * @example {
         *       "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *       "name": "Marcus Hill",
         *       "position": "QB",
         *       "jersey_number": "7",
         *       "class_year": "junior",
         *       "season": 2024
         *     }
         */
        RosterEntry: {
            /**
             * @description Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            player_id: string;
            /** @description Full name. */
            name: string;
            /** @description Position abbreviation. */
            position: string;
            /** @description Jersey number as a string (so `0` and `00` stay distinct); null when not assigned. */
            jersey_number: string | null;
            /**
             * @description Academic class of the player in that season.
             * @enum {string}
             */
            class_year: "freshman" | "sophomore" | "junior" | "senior" | "graduate";
            /** @description Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season). */
            season: number;
        };
        /**
         * @description A member of a team's current coaching staff.
         * @example {
         *       "person_id": "per_2Lx8Qc5VnJ3tF7kD",
         *       "name": "Dana Whitfield",
         *       "role": "Head Coach",
         *       "since_season": 2021
         *     }
         */
        Coach: {
            /**
             * @description Person id (see `GET /v1/persons/{id}`).
             * @example per_2Lx8Qc5VnJ3tF7kD
             */
            person_id: string;
            /** @description Full name. */
            name: string;
            /** @description Role on the staff, as published by the team (e.g. `Head Coach`, `Offensive Coordinator`). */
            role: string;
            /** @description First season in this role with this team, as the year it starts. */
            since_season: number;
        };
        /**
         * @description A person (player or coach) with their career history.
         * @example {
         *       "id": "per_9Pz4Rk7TbW2mY6hN",
         *       "name": "Marcus Hill",
         *       "career": [
         *         {
         *           "team": "Lakeside College Lions",
         *           "team_id": "team_9Gm4Ks7PyT2bR6wE",
         *           "role": "player",
         *           "from_season": 2022,
         *           "to_season": 2022
         *         },
         *         {
         *           "team": "Riverton State Hawks",
         *           "team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *           "role": "player",
         *           "from_season": 2023,
         *           "to_season": null
         *         }
         *       ]
         *     }
         */
        Person: {
            /**
             * @description Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            id: string;
            /** @description Full name. */
            name: string;
            /** @description Career stints, oldest first. */
            career: {
                /** @description Team name. */
                team: string;
                /**
                 * @description Team id.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                team_id: string;
                /** @description `player`, or the coaching role (e.g. `Head Coach`). */
                role: string;
                /** @description First season of the stint. */
                from_season: number;
                /** @description Last season of the stint. Null while the stint is current. */
                to_season: number | null;
            }[];
        };
        /**
         * @description A completed transfer of a person from one team to another.
         * @example {
         *       "id": "trf_6Vc1Mz8QpL4wN2hT",
         *       "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *       "from_team": "Lakeside College Lions",
         *       "from_team_id": "team_9Gm4Ks7PyT2bR6wE",
         *       "to_team": "Riverton State Hawks",
         *       "to_team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *       "sport": "football",
         *       "season": 2023,
         *       "date": "2023-01-12T00:00:00Z"
         *     }
         */
        Transfer: {
            /**
             * @description Transfer id.
             * @example trf_6Vc1Mz8QpL4wN2hT
             */
            id: string;
            /**
             * @description Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            person_id: string;
            /** @description Team left. */
            from_team: string;
            /**
             * @description Id of the team left.
             * @example team_9Gm4Ks7PyT2bR6wE
             */
            from_team_id: string;
            /** @description Team joined. */
            to_team: string;
            /**
             * @description Id of the team joined.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            to_team_id: string;
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport: string;
            /** @description First season with the new team, as the year it starts. */
            season: number;
            /**
             * Format: date-time
             * @description When the transfer was recorded (UTC).
             */
            date: string;
        };
        /**
         * @description A roster or staff movement: transfer, portal entry, commitment, coaching change or departure.
         * @example {
         *       "id": "mov_1Qs7Zx3KbN9vD5fR",
         *       "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *       "kind": "portal_entry",
         *       "from_team": "Riverton State Hawks",
         *       "to_team": null,
         *       "date": "2025-12-09T15:04:00Z"
         *     }
         */
        Movement: {
            /**
             * @description Movement id.
             * @example mov_1Qs7Zx3KbN9vD5fR
             */
            id: string;
            /**
             * @description Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            person_id: string;
            /**
             * @description Kind of movement.
             * @enum {string}
             */
            kind: "transfer" | "portal_entry" | "commitment" | "coaching_change" | "departure";
            /** @description Team left; null when there is none (e.g. a commitment from outside covered teams). */
            from_team: string | null;
            /** @description Team joined; null when there is none yet (`portal_entry`, `departure`). */
            to_team: string | null;
            /**
             * Format: date-time
             * @description When the movement happened (UTC).
             */
            date: string;
        };
        /**
         * @description A game.
         * @example {
         *       "id": "game_5Tn2Wq8KcX3vB7dM",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "season": 2024,
         *       "starts_at": "2024-09-07T23:30:00Z",
         *       "status": "final",
         *       "home": {
         *         "team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *         "name": "Riverton State Hawks",
         *         "score": 31
         *       },
         *       "away": {
         *         "team_id": "team_9Gm4Ks7PyT2bR6wE",
         *         "name": "Lakeside College Lions",
         *         "score": 24
         *       },
         *       "venue": "Hawk Field"
         *     }
         */
        Game: {
            /**
             * @description Game id.
             * @example game_5Tn2Wq8KcX3vB7dM
             */
            id: string;
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport: string;
            /**
             * @description Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: string;
            /**
             * @description Gender of the competition.
             * @enum {string}
             */
            gender: "men" | "women";
            /** @description Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season). */
            season: number;
            /**
             * Format: date-time
             * @description Scheduled start (UTC).
             */
            starts_at: string;
            /**
             * @description State of the game.
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "final" | "postponed" | "canceled";
            /** @description Home side. */
            home: {
                /**
                 * @description Team id.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                team_id: string;
                /** @description Team name. */
                name: string;
                /** @description Points scored; null before the game starts. */
                score: number | null;
            };
            /** @description Away side. */
            away: {
                /**
                 * @description Team id.
                 * @example team_9Gm4Ks7PyT2bR6wE
                 */
                team_id: string;
                /** @description Team name. */
                name: string;
                /** @description Points scored; null before the game starts. */
                score: number | null;
            };
            /** @description Venue name; null when not known. */
            venue: string | null;
        };
        /**
         * @description An entry in the live transfer portal.
         * @example {
         *       "id": "ptl_5Jr2Wn8TcY4mH7xB",
         *       "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *       "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *       "name": "Marcus Hill",
         *       "position": "QB",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "from_team": "Riverton State Hawks",
         *       "from_team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *       "entered_at": "2025-12-09T15:04:00Z",
         *       "status": "entered",
         *       "committed_to": null
         *     }
         */
        PortalEntry: {
            /**
             * @description Portal entry id.
             * @example ptl_5Jr2Wn8TcY4mH7xB
             */
            id: string;
            /**
             * @description Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            person_id: string;
            /**
             * @description Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            player_id: string;
            /** @description Full name. */
            name: string;
            /** @description Position abbreviation. */
            position: string;
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport: string;
            /**
             * @description Division slug (a `Division.id`) of the team left.
             * @example ncaa_d1
             */
            division: string;
            /**
             * @description Gender of the competition.
             * @enum {string}
             */
            gender: "men" | "women";
            /** @description Team left. */
            from_team: string;
            /**
             * @description Id of the team left.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            from_team_id: string;
            /**
             * Format: date-time
             * @description When the player entered the portal (UTC).
             */
            entered_at: string;
            /**
             * @description Current state of the entry.
             * @enum {string}
             */
            status: "entered" | "committed" | "withdrawn";
            /** @description Name of the team committed to; non-null only when `status` is `committed`. */
            committed_to: string | null;
        };
        /**
         * @description Token usage and charge of a completed query run.
         * @example {
         *       "input_tokens": 1840,
         *       "output_tokens": 312,
         *       "cost_usd": 0.0213
         *     }
         */
        Usage: {
            /** @description Input tokens used. */
            input_tokens: number;
            /** @description Output tokens used. */
            output_tokens: number;
            /** @description Charge for the run in US dollars (model cost × 3), drawn first from the plan's included monthly usage and billed beyond it. */
            cost_usd: number;
        };
        /**
         * @description Why a query run or export job failed. Present only when `status` is `failed`.
         * @example {
         *       "code": "export_row_limit_exceeded",
         *       "message": "The export would contain 612,000 rows; your plan allows 500,000 rows per job."
         *     }
         */
        JobError: {
            /** @description Machine-readable reason. Known values: `export_row_limit_exceeded` (an export would pass the plan's export row cap; never billed) and `internal_error` (the service failed). More may be added. */
            code: string;
            /** @description Human-readable explanation. */
            message: string;
        };
        /**
         * @description A natural-language query run. Lifecycle: `queued → running → completed | failed`. `answer` and `usage` are present only when `completed`; `error` only when `failed`; `completed_at` is null until the run is `completed` or `failed`. Billed once, when it completes; a failed run is not billed.
         * @example {
         *       "run_id": "qr_4Ym8Cp2VnR6tK9wZ",
         *       "status": "completed",
         *       "prompt": "Which D1 quarterbacks threw for over 3,000 yards with fewer than 8 interceptions in 2024?",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "answer": "Four NCAA D1 quarterbacks passed 3,000 yards with fewer than 8 interceptions in 2024, led by Marcus Hill (Riverton State, 3,412 yards, 7 INT).",
         *       "usage": {
         *         "input_tokens": 1840,
         *         "output_tokens": 312,
         *         "cost_usd": 0.0213
         *       },
         *       "created_at": "2025-03-02T10:15:00Z",
         *       "completed_at": "2025-03-02T10:15:06Z"
         *     }
         * @example {
         *       "run_id": "qr_4Ym8Cp2VnR6tK9wZ",
         *       "status": "queued",
         *       "prompt": "Which D1 quarterbacks threw for over 3,000 yards with fewer than 8 interceptions in 2024?",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "created_at": "2025-03-02T10:15:00Z",
         *       "completed_at": null
         *     }
         */
        QueryRun: {
            /**
             * @description Query run id.
             * @example qr_4Ym8Cp2VnR6tK9wZ
             */
            run_id: string;
            /**
             * @description State of the run. `completed` and `failed` are final.
             * @enum {string}
             */
            status: "queued" | "running" | "completed" | "failed";
            /** @description The question as submitted. */
            prompt: string;
            /**
             * @description Sport slug (a `Sport.id`) the run was scoped to. Null when not given.
             * @example football
             */
            sport: string | null;
            /**
             * @description Division slug (a `Division.id`) the run was scoped to. Null when not given.
             * @example ncaa_d1
             */
            division: string | null;
            /**
             * @description Gender the run was scoped to; null when not given.
             * @enum {string|null}
             */
            gender: "men" | "women" | null;
            /** @description The answer. Present only when `status` is `completed`. */
            answer?: string;
            /** @description Present only when `status` is `failed`. */
            error?: components["schemas"]["JobError"];
            /** @description Present only when `status` is `completed`. */
            usage?: components["schemas"]["Usage"];
            /**
             * Format: date-time
             * @description When the run was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the run reached `completed` or `failed` (UTC); null while `queued` or `running`.
             */
            completed_at: string | null;
        };
        /**
         * @description Filters of an export: the same filters as the matching GET list. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict.
         * @example {
         *       "sport": "basketball",
         *       "division": "ncaa_d1",
         *       "gender": "women",
         *       "season": 2024
         *     }
         */
        ExportFilters: {
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport?: string;
            /**
             * @description Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division?: string;
            /**
             * @description Gender of the competition.
             * @enum {string}
             */
            gender?: "men" | "women";
            /**
             * @description Conference id (`Conference.id`); applies to `teams`.
             * @example conf_4Nb8Tq2WmZ6xK1rP
             */
            conference?: string;
            /** @description Season, as the year it starts; applies to `player_seasons`, `rosters`, `games` and `transfers`. */
            season?: number;
            /**
             * @description Team id (`Team.id`); applies to `rosters` and `games`.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            team?: string;
            /**
             * Format: date-time
             * @description RFC 3339 instant; keeps records dated at or after it. Applies to `movements` and `transfers`.
             */
            since?: string;
            /**
             * @description Movement kind; applies to `movements`.
             * @enum {string}
             */
            kind?: "transfer" | "portal_entry" | "commitment" | "coaching_change" | "departure";
            /** @description Position abbreviation as the sport uses it (see the filter catalog); applies to `players`, `player_seasons` and `rosters`. */
            position?: string;
        };
        /**
         * @description A bulk export job. Lifecycle: `queued → running → succeeded | failed`. `download_url` and `expires_at` are present only when `succeeded`; `error` only when `failed`; `completed_at` is null until the job is `succeeded` or `failed`. Billed $0.10 per started 10,000-row block, only when it succeeds; a failed job is never billed.
         * @example {
         *       "id": "exp_8Rk3Tw6YbM2pQ5zC",
         *       "status": "succeeded",
         *       "resource": "player_seasons",
         *       "format": "csv",
         *       "filters": {
         *         "sport": "basketball",
         *         "division": "ncaa_d1",
         *         "gender": "women",
         *         "season": 2024
         *       },
         *       "row_count": 18342,
         *       "download_url": "https://files.sports-data.example/exports/exp_8Rk3Tw6YbM2pQ5zC.csv.gz?expires=1741000000&sig=Qm9vbGVhbkhpbGw",
         *       "expires_at": "2025-03-03T10:20:00Z",
         *       "cost_usd": 0.2,
         *       "created_at": "2025-03-02T10:18:00Z",
         *       "completed_at": "2025-03-02T10:19:41Z"
         *     }
         * @example {
         *       "id": "exp_8Rk3Tw6YbM2pQ5zC",
         *       "status": "queued",
         *       "resource": "player_seasons",
         *       "format": "csv",
         *       "filters": {
         *         "sport": "basketball",
         *         "division": "ncaa_d1",
         *         "gender": "women",
         *         "season": 2024
         *       },
         *       "row_count": null,
         *       "cost_usd": 0,
         *       "created_at": "2025-03-02T10:18:00Z",
         *       "completed_at": null
         *     }
         */
        ExportJob: {
            /**
             * @description Export job id.
             * @example exp_8Rk3Tw6YbM2pQ5zC
             */
            id: string;
            /**
             * @description State of the job. `succeeded` and `failed` are final.
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed";
            /**
             * @description What is exported.
             * @enum {string}
             */
            resource: "players" | "player_seasons" | "teams" | "rosters" | "games" | "transfers" | "movements";
            /**
             * @description File format; the file is always gzip-compressed (CSV with a header row, or JSON Lines).
             * @enum {string}
             */
            format: "csv" | "jsonl";
            filters: components["schemas"]["ExportFilters"];
            /** @description Rows in the file; null until the job has finished counting (always set when `succeeded`). */
            row_count: number | null;
            /**
             * Format: uri
             * @description Absolute, pre-signed URL of the gzip file (`Content-Type: application/gzip`). Needs no API key (do not send one), may be on another host, and stops working at `expires_at`; fetch the job again for a freshly signed URL. Present only when `status` is `succeeded`.
             */
            download_url?: string;
            /**
             * Format: date-time
             * @description When `download_url` expires (UTC). Present only when `status` is `succeeded`.
             */
            expires_at?: string;
            /** @description Present only when `status` is `failed`. */
            error?: components["schemas"]["JobError"];
            /** @description Charge for the job in US dollars; 0 until it succeeds, and 0 for a failed job. */
            cost_usd: number;
            /**
             * Format: date-time
             * @description When the job was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the job reached `succeeded` or `failed` (UTC); null while `queued` or `running`.
             */
            completed_at: string | null;
        };
        /**
         * @description What a new portal entry must fit for an alert to match. All given conditions must hold.
         * @example {
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "positions": [
         *         "QB",
         *         "WR"
         *       ],
         *       "min_stats": {
         *         "passing_yards": 2500
         *       }
         *     }
         */
        AlertFilters: {
            /**
             * @description Sport slug (a `Sport.id`).
             * @example football
             */
            sport: string;
            /**
             * @description Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division?: string;
            /**
             * @description Gender of the competition.
             * @enum {string}
             */
            gender?: "men" | "women";
            /** @description Position abbreviations; the entry's position must be one of them. Absent or empty means any position. */
            positions?: string[];
            /** @description Map from stat key (see `FilterCatalog.sort_keys`) to a minimum; the player's latest season stats must reach every one. */
            min_stats?: {
                [key: string]: number;
            };
        };
        /**
         * @description A portal watch alert. Matches are pushed to the account's webhook (`alert.matched`) and can be read with `GET /v1/alerts/{id}/matches`.
         * @example {
         *       "id": "alrt_2Fb7Nq4XsL9dH3mV",
         *       "name": "D1 QBs over 2,500 yards",
         *       "filters": {
         *         "sport": "football",
         *         "division": "ncaa_d1",
         *         "gender": "men",
         *         "positions": [
         *           "QB",
         *           "WR"
         *         ],
         *         "min_stats": {
         *           "passing_yards": 2500
         *         }
         *       },
         *       "status": "active",
         *       "created_at": "2025-11-20T09:00:00Z"
         *     }
         */
        Alert: {
            /**
             * @description Alert id.
             * @example alrt_2Fb7Nq4XsL9dH3mV
             */
            id: string;
            /** @description Name given at creation. */
            name: string;
            filters: components["schemas"]["AlertFilters"];
            /**
             * @description State of the alert. Only `active` exists today (a deleted alert is gone); more states may be added.
             * @enum {string}
             */
            status: "active";
            /**
             * Format: date-time
             * @description When the alert was created (UTC).
             */
            created_at: string;
        };
        /**
         * @description A portal entry that matched an alert.
         * @example {
         *       "id": "amt_8Dk4Pv1SgQ6zL3nW",
         *       "alert_id": "alrt_2Fb7Nq4XsL9dH3mV",
         *       "portal_entry": {
         *         "id": "ptl_5Jr2Wn8TcY4mH7xB",
         *         "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *         "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *         "name": "Marcus Hill",
         *         "position": "QB",
         *         "sport": "football",
         *         "division": "ncaa_d1",
         *         "gender": "men",
         *         "from_team": "Riverton State Hawks",
         *         "from_team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *         "entered_at": "2025-12-09T15:04:00Z",
         *         "status": "entered",
         *         "committed_to": null
         *       },
         *       "matched_at": "2025-12-09T15:04:12Z"
         *     }
         */
        AlertMatch: {
            /**
             * @description Alert match id.
             * @example amt_8Dk4Pv1SgQ6zL3nW
             */
            id: string;
            /**
             * @description Alert id.
             * @example alrt_2Fb7Nq4XsL9dH3mV
             */
            alert_id: string;
            portal_entry: components["schemas"]["PortalEntry"];
            /**
             * Format: date-time
             * @description When the match was found (UTC).
             */
            matched_at: string;
        };
        /**
         * @description Answer to deleting an alert.
         * @example {
         *       "id": "alrt_2Fb7Nq4XsL9dH3mV",
         *       "deleted": true
         *     }
         */
        DeletedAlert: {
            /**
             * @description Id of the deleted alert.
             * @example alrt_2Fb7Nq4XsL9dH3mV
             */
            id: string;
            /**
             * @description Always true.
             * @constant
             */
            deleted: true;
        };
        /**
         * @description Webhook event sent when a new portal entry matches an active alert.
         * @example {
         *       "id": "evt_3Tm9Bx5RqK2wJ8cF",
         *       "type": "alert.matched",
         *       "created_at": "2025-12-09T15:04:13Z",
         *       "data": {
         *         "id": "amt_8Dk4Pv1SgQ6zL3nW",
         *         "alert_id": "alrt_2Fb7Nq4XsL9dH3mV",
         *         "portal_entry": {
         *           "id": "ptl_5Jr2Wn8TcY4mH7xB",
         *           "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *           "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *           "name": "Marcus Hill",
         *           "position": "QB",
         *           "sport": "football",
         *           "division": "ncaa_d1",
         *           "gender": "men",
         *           "from_team": "Riverton State Hawks",
         *           "from_team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *           "entered_at": "2025-12-09T15:04:00Z",
         *           "status": "entered",
         *           "committed_to": null
         *         },
         *         "matched_at": "2025-12-09T15:04:12Z"
         *       }
         *     }
         */
        AlertMatchedEvent: {
            /**
             * @description Event id; the same on every delivery attempt of the event.
             * @example evt_3Tm9Bx5RqK2wJ8cF
             */
            id: string;
            /**
             * @description Event type.
             * @constant
             */
            type: "alert.matched";
            /**
             * Format: date-time
             * @description When the event was created (UTC).
             */
            created_at: string;
            data: components["schemas"]["AlertMatch"];
        };
        /**
         * @description Player search. Unknown fields are rejected with 400 `invalid_parameter`.
         * @example {
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "position": "QB",
         *       "sort_by": "passing_yards",
         *       "order": "desc",
         *       "limit": 20
         *     }
         */
        PlayerSearchRequest: {
            /**
             * @description Sport slug (a `Sport.id`) to search in.
             * @example football
             */
            sport: string;
            /**
             * @description Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division?: string;
            /**
             * @description Gender of the competition.
             * @enum {string}
             */
            gender?: "men" | "women";
            /** @description Position abbreviation as the sport uses it (see the filter catalog). */
            position?: string;
            /** @description A stat key of `sport` (see `FilterCatalog.sort_keys`); players without that stat come last. When omitted, players are ordered by name (A to Z) and `order` is ignored. An unknown key is rejected with 400 `invalid_parameter`. */
            sort_by?: string;
            /**
             * @description Direction of `sort_by`.
             * @default desc
             * @enum {string}
             */
            order?: "asc" | "desc";
            /**
             * @description Page size.
             * @default 20
             */
            limit?: number;
            /** @description `next_cursor` of the previous page; send it with the same other fields. */
            cursor?: string;
        };
        /**
         * @description A natural-language query. The model is fixed server-side and cannot be chosen. Unknown fields are rejected with 400 `invalid_parameter`.
         * @example {
         *       "prompt": "Which D1 quarterbacks threw for over 3,000 yards with fewer than 8 interceptions in 2024?",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men"
         *     }
         */
        QueryCreateRequest: {
            /** @description The question, 1–2,000 characters. */
            prompt: string;
            /**
             * @description Sport slug (a `Sport.id`) to scope the query to.
             * @example football
             */
            sport?: string;
            /**
             * @description Division slug (a `Division.id`) to scope the query to.
             * @example ncaa_d1
             */
            division?: string;
            /**
             * @description Gender to scope the query to.
             * @enum {string}
             */
            gender?: "men" | "women";
        };
        /**
         * @description A bulk export. Unknown fields are rejected with 400 `invalid_parameter`.
         * @example {
         *       "resource": "player_seasons",
         *       "format": "csv",
         *       "filters": {
         *         "sport": "basketball",
         *         "division": "ncaa_d1",
         *         "gender": "women",
         *         "season": 2024
         *       }
         *     }
         */
        ExportCreateRequest: {
            /**
             * @description What to export.
             * @enum {string}
             */
            resource: "players" | "player_seasons" | "teams" | "rosters" | "games" | "transfers" | "movements";
            /**
             * @description File format (gzip-compressed).
             * @enum {string}
             */
            format: "csv" | "jsonl";
            filters?: components["schemas"]["ExportFilters"];
        };
        /**
         * @description A portal watch alert. Unknown fields are rejected with 400 `invalid_parameter`.
         * @example {
         *       "name": "D1 QBs over 2,500 yards",
         *       "filters": {
         *         "sport": "football",
         *         "division": "ncaa_d1",
         *         "gender": "men",
         *         "positions": [
         *           "QB",
         *           "WR"
         *         ],
         *         "min_stats": {
         *           "passing_yards": 2500
         *         }
         *       }
         *     }
         */
        AlertCreateRequest: {
            /** @description Your name for the alert, 1–100 characters. */
            name: string;
            filters: components["schemas"]["AlertFilters"];
        };
        /**
         * @description Sports, ordered by name. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "basketball",
         *           "name": "Basketball",
         *           "genders": [
         *             "men",
         *             "women"
         *           ]
         *         }
         *       ],
         *       "next_cursor": null,
         *       "has_more": false
         *     }
         */
        SportPage: {
            /** @description The Sport items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Sport"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Divisions, ordered by level, then name. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "ncaa_d1",
         *           "name": "NCAA Division I",
         *           "level": 1
         *         }
         *       ],
         *       "next_cursor": null,
         *       "has_more": false
         *     }
         */
        DivisionPage: {
            /** @description The Division items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Division"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Conferences, ordered by name. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "conf_4Nb8Tq2WmZ6xK1rP",
         *           "name": "Great Plains Athletic Conference",
         *           "short_name": "GPAC",
         *           "sport": "football",
         *           "division": "ncaa_d1"
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        ConferencePage: {
            /** @description The Conference items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Conference"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Players matching a search, in the requested order (ties broken by id). One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "plr_7Kq2Xb9LmN4pR8sT",
         *           "name": "Marcus Hill",
         *           "team": "Riverton State Hawks",
         *           "team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *           "sport": "football",
         *           "division": "ncaa_d1",
         *           "gender": "men",
         *           "position": "QB",
         *           "class_year": "junior",
         *           "stats": {
         *             "passing_yards": 3412,
         *             "passing_touchdowns": 29,
         *             "interceptions": 7,
         *             "completion_pct": 66.1
         *           }
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        PlayerPage: {
            /** @description The Player items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Player"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Seasons of a player, newest first. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *           "season": 2024,
         *           "team": "Riverton State Hawks",
         *           "team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *           "stats": {
         *             "passing_yards": 3412,
         *             "passing_touchdowns": 29,
         *             "interceptions": 7,
         *             "completion_pct": 66.1
         *           }
         *         }
         *       ],
         *       "next_cursor": null,
         *       "has_more": false
         *     }
         */
        PlayerSeasonPage: {
            /** @description The PlayerSeason items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["PlayerSeason"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Teams, ordered by name. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "team_3Hd8Vw2QxZ5nL1cJ",
         *           "name": "Riverton State Hawks",
         *           "sport": "football",
         *           "division": "ncaa_d1",
         *           "gender": "men",
         *           "conference_id": "conf_4Nb8Tq2WmZ6xK1rP",
         *           "conference": "Great Plains Athletic Conference"
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        TeamPage: {
            /** @description The Team items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Team"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Roster entries of one season, ordered by name. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *           "name": "Marcus Hill",
         *           "position": "QB",
         *           "jersey_number": "7",
         *           "class_year": "junior",
         *           "season": 2024
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        RosterEntryPage: {
            /** @description The RosterEntry items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["RosterEntry"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Coaching staff, head coach first, then by name. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "person_id": "per_2Lx8Qc5VnJ3tF7kD",
         *           "name": "Dana Whitfield",
         *           "role": "Head Coach",
         *           "since_season": 2021
         *         }
         *       ],
         *       "next_cursor": null,
         *       "has_more": false
         *     }
         */
        CoachPage: {
            /** @description The Coach items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Coach"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Transfers of a person, newest first. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "trf_6Vc1Mz8QpL4wN2hT",
         *           "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *           "from_team": "Lakeside College Lions",
         *           "from_team_id": "team_9Gm4Ks7PyT2bR6wE",
         *           "to_team": "Riverton State Hawks",
         *           "to_team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *           "sport": "football",
         *           "season": 2023,
         *           "date": "2023-01-12T00:00:00Z"
         *         }
         *       ],
         *       "next_cursor": null,
         *       "has_more": false
         *     }
         */
        TransferPage: {
            /** @description The Transfer items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Transfer"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Movements, newest first. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "mov_1Qs7Zx3KbN9vD5fR",
         *           "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *           "kind": "portal_entry",
         *           "from_team": "Riverton State Hawks",
         *           "to_team": null,
         *           "date": "2025-12-09T15:04:00Z"
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        MovementPage: {
            /** @description The Movement items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Movement"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Games, ordered by start time (earliest first). One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "game_5Tn2Wq8KcX3vB7dM",
         *           "sport": "football",
         *           "division": "ncaa_d1",
         *           "gender": "men",
         *           "season": 2024,
         *           "starts_at": "2024-09-07T23:30:00Z",
         *           "status": "final",
         *           "home": {
         *             "team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *             "name": "Riverton State Hawks",
         *             "score": 31
         *           },
         *           "away": {
         *             "team_id": "team_9Gm4Ks7PyT2bR6wE",
         *             "name": "Lakeside College Lions",
         *             "score": 24
         *           },
         *           "venue": "Hawk Field"
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        GamePage: {
            /** @description The Game items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Game"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Portal entries, newest `entered_at` first. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "ptl_5Jr2Wn8TcY4mH7xB",
         *           "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *           "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *           "name": "Marcus Hill",
         *           "position": "QB",
         *           "sport": "football",
         *           "division": "ncaa_d1",
         *           "gender": "men",
         *           "from_team": "Riverton State Hawks",
         *           "from_team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *           "entered_at": "2025-12-09T15:04:00Z",
         *           "status": "entered",
         *           "committed_to": null
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        PortalEntryPage: {
            /** @description The PortalEntry items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["PortalEntry"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Alerts of the account, newest first. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "alrt_2Fb7Nq4XsL9dH3mV",
         *           "name": "D1 QBs over 2,500 yards",
         *           "filters": {
         *             "sport": "football",
         *             "division": "ncaa_d1",
         *             "gender": "men",
         *             "positions": [
         *               "QB",
         *               "WR"
         *             ],
         *             "min_stats": {
         *               "passing_yards": 2500
         *             }
         *           },
         *           "status": "active",
         *           "created_at": "2025-11-20T09:00:00Z"
         *         }
         *       ],
         *       "next_cursor": null,
         *       "has_more": false
         *     }
         */
        AlertPage: {
            /** @description The Alert items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["Alert"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Matches of an alert, newest first. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "amt_8Dk4Pv1SgQ6zL3nW",
         *           "alert_id": "alrt_2Fb7Nq4XsL9dH3mV",
         *           "portal_entry": {
         *             "id": "ptl_5Jr2Wn8TcY4mH7xB",
         *             "person_id": "per_9Pz4Rk7TbW2mY6hN",
         *             "player_id": "plr_7Kq2Xb9LmN4pR8sT",
         *             "name": "Marcus Hill",
         *             "position": "QB",
         *             "sport": "football",
         *             "division": "ncaa_d1",
         *             "gender": "men",
         *             "from_team": "Riverton State Hawks",
         *             "from_team_id": "team_3Hd8Vw2QxZ5nL1cJ",
         *             "entered_at": "2025-12-09T15:04:00Z",
         *             "status": "entered",
         *             "committed_to": null
         *           },
         *           "matched_at": "2025-12-09T15:04:12Z"
         *         }
         *       ],
         *       "next_cursor": "cur_eyJvIjoyMH0",
         *       "has_more": true
         *     }
         */
        AlertMatchPage: {
            /** @description The AlertMatch items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["AlertMatch"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * @description Export jobs of the account, newest first. One page of a cursor-paged list (see `ListPage`): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
         * @example {
         *       "data": [
         *         {
         *           "id": "exp_8Rk3Tw6YbM2pQ5zC",
         *           "status": "succeeded",
         *           "resource": "player_seasons",
         *           "format": "csv",
         *           "filters": {
         *             "sport": "basketball",
         *             "division": "ncaa_d1",
         *             "gender": "women",
         *             "season": 2024
         *           },
         *           "row_count": 18342,
         *           "download_url": "https://files.sports-data.example/exports/exp_8Rk3Tw6YbM2pQ5zC.csv.gz?expires=1741000000&sig=Qm9vbGVhbkhpbGw",
         *           "expires_at": "2025-03-03T10:20:00Z",
         *           "cost_usd": 0.2,
         *           "created_at": "2025-03-02T10:18:00Z",
         *           "completed_at": "2025-03-02T10:19:41Z"
         *         }
         *       ],
         *       "next_cursor": null,
         *       "has_more": false
         *     }
         */
        ExportJobPage: {
            /** @description The ExportJob items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: components["schemas"]["ExportJob"][];
            /** @description Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
    };
    responses: {
        /** @description A parameter, body field or header is missing, of the wrong type or out of range (`invalid_parameter`, with `param` naming it), or the cursor is unknown, expired or from another list (`invalid_cursor`). Not retried. */
        BadRequest: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No API key was sent (`missing_api_key`), or the key is unknown, revoked or malformed (`invalid_api_key`). `X-Service-Plan` is `free` and no quota headers are sent. */
        Unauthorized: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The call would pass the account's monthly usage budget cap (`budget_exceeded`). Raise the cap in the console. Nothing was charged. */
        PaymentRequired: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The key or account may not do this: Free plan on a usage-billed operation (`plan_required`), test key on a usage-billed operation (`test_key_not_allowed`), missing key scope (`scope_required`), no verified coach (`verified_coach_required`), missing per-sport coaching tier (`tier_required`), or the plan's alert count is used (`alert_limit_reached`). */
        Forbidden: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such resource (`not_found`), or it belongs to another account. */
        NotFound: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Per-minute read limit passed (`rate_limit_exceeded`, with `Retry-After` in seconds; free operations are retried by the SDK) or monthly quota used (`monthly_quota_exceeded`, no `Retry-After`, lasts until the UTC month rolls over; never retried). */
        TooManyRequests: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The service failed (`internal_error`). Free operations are retried by the SDK. */
        InternalError: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The service is overloaded or in maintenance (`service_unavailable`); may carry `Retry-After`. Free operations are retried by the SDK. */
        ServiceUnavailable: {
            headers: {
                "X-Service-Plan": components["headers"]["X-Service-Plan"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description Page size, 1–100 (default 20). May change between pages.
         * @example 20
         */
        Limit: number;
        /**
         * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
         * @example cur_eyJvIjoyMH0
         */
        Cursor: string;
        /**
         * @description Only this sport (a `Sport.id`).
         * @example football
         */
        SportFilter: string;
        /**
         * @description Only this division (a `Division.id`).
         * @example ncaa_d1
         */
        DivisionFilter: string;
        /**
         * @description Only this gender.
         * @example women
         */
        GenderFilter: "men" | "women";
        /**
         * @description Only teams of this conference (a `Conference.id`).
         * @example conf_4Nb8Tq2WmZ6xK1rP
         */
        ConferenceFilter: string;
        /**
         * @description Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
         * @example 2024
         */
        SeasonFilter: number;
        /**
         * @description Only games this team plays in, home or away (a `Team.id`).
         * @example team_3Hd8Vw2QxZ5nL1cJ
         */
        TeamFilter: string;
        /**
         * @description Only records dated at or after this RFC 3339 instant.
         * @example 2025-12-01T00:00:00Z
         */
        SinceFilter: string;
        /**
         * @description Only movements of this kind.
         * @example portal_entry
         */
        MovementKindFilter: "transfer" | "portal_entry" | "commitment" | "coaching_change" | "departure";
        /**
         * @description Only this position abbreviation (as the sport uses it; see the filter catalog).
         * @example QB
         */
        PositionFilter: string;
        /**
         * @description Player id (`plr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
         * @example plr_7Kq2Xb9LmN4pR8sT
         */
        PlayerId: string;
        /**
         * @description Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
         * @example team_3Hd8Vw2QxZ5nL1cJ
         */
        TeamId: string;
        /**
         * @description Person id (`per_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
         * @example per_9Pz4Rk7TbW2mY6hN
         */
        PersonId: string;
        /**
         * @description Game id (`game_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
         * @example game_5Tn2Wq8KcX3vB7dM
         */
        GameId: string;
        /**
         * @description Query run id (`qr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
         * @example qr_4Ym8Cp2VnR6tK9wZ
         */
        QueryRunId: string;
        /**
         * @description Alert id (`alrt_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
         * @example alrt_2Fb7Nq4XsL9dH3mV
         */
        AlertId: string;
        /**
         * @description Export job id (`exp_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
         * @example exp_8Rk3Tw6YbM2pQ5zC
         */
        ExportId: string;
        /**
         * @description Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
         * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Plan of the account that owns the key. On every response, success or error. `free` on requests made without a key (and on 401 answers).
         * @example developer
         */
        "X-Service-Plan": components["schemas"]["Plan"];
        /**
         * @description Unique id of this request: `req_` + 24 alphanumerics. On every response; the same value as `error.request_id` on errors.
         * @example req_8fK2mQ9xLp3Rz7TbW4nY6cVd
         */
        "X-Request-Id": string;
        /**
         * @description Monthly request quota of the plan. Sent on every keyed response on capped plans (every plan but enterprise); absent on enterprise and on requests made without a key.
         * @example 250000
         */
        "X-Monthly-Quota-Limit": number;
        /**
         * @description Requests left this UTC calendar month, never negative (this request already counted). Same presence as `X-Monthly-Quota-Limit`.
         * @example 248117
         */
        "X-Monthly-Quota-Remaining": number;
        /**
         * @description When the quota resets: an RFC 3339 UTC instant, the first moment of the next UTC calendar month. Same presence as `X-Monthly-Quota-Limit`.
         * @example 2025-04-01T00:00:00Z
         */
        "X-Monthly-Quota-Reset": string;
        /**
         * @description Sent while a query run or export job is not finished: wait this many milliseconds before polling again. Absent once the run or job is final.
         * @example 1000
         */
        "X-Poll-After-Ms": number;
        /**
         * @description How long to wait before retrying: delta-seconds (e.g. `30`) or an HTTP-date. Always sent with 429 `rate_limit_exceeded` (in seconds); never with 429 `monthly_quota_exceeded`; may be sent with 503.
         * @example 30
         */
        "Retry-After": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    list_sports: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sports. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SportPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_divisions: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of divisions. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_conferences: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"];
                /**
                 * @description Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conferences. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConferencePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_filter_catalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter catalog. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterCatalog"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_coverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coverage matrix. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageMatrix"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    search_players: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerSearchRequest"];
            };
        };
        responses: {
            /** @description A page of players. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_player: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Player id (`plr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example plr_7Kq2Xb9LmN4pR8sT
                 */
                id: components["parameters"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_player_seasons: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
                 * @example 2024
                 */
                season?: components["parameters"]["SeasonFilter"];
            };
            header?: never;
            path: {
                /**
                 * @description Player id (`plr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example plr_7Kq2Xb9LmN4pR8sT
                 */
                id: components["parameters"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of player seasons. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerSeasonPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_teams: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"];
                /**
                 * @description Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"];
                /**
                 * @description Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"];
                /**
                 * @description Only teams of this conference (a `Conference.id`).
                 * @example conf_4Nb8Tq2WmZ6xK1rP
                 */
                conference?: components["parameters"]["ConferenceFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of teams. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_team: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_team_roster: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
                 * @example 2024
                 */
                season?: components["parameters"]["SeasonFilter"];
            };
            header?: never;
            path: {
                /**
                 * @description Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of roster entries. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_team_coaches: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of coaches. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_person: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Person id (`per_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example per_9Pz4Rk7TbW2mY6hN
                 */
                id: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_person_transfers: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Person id (`per_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example per_9Pz4Rk7TbW2mY6hN
                 */
                id: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transfers. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_movements: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"];
                /**
                 * @description Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"];
                /**
                 * @description Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"];
                /**
                 * @description Only records dated at or after this RFC 3339 instant.
                 * @example 2025-12-01T00:00:00Z
                 */
                since?: components["parameters"]["SinceFilter"];
                /**
                 * @description Only movements of this kind.
                 * @example portal_entry
                 */
                kind?: components["parameters"]["MovementKindFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of movements. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_games: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"];
                /**
                 * @description Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"];
                /**
                 * @description Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"];
                /**
                 * @description Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
                 * @example 2024
                 */
                season?: components["parameters"]["SeasonFilter"];
                /**
                 * @description Only games this team plays in, home or away (a `Team.id`).
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                team?: components["parameters"]["TeamFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_game: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Game id (`game_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example game_5Tn2Wq8KcX3vB7dM
                 */
                id: components["parameters"]["GameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_portal: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"];
                /**
                 * @description Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"];
                /**
                 * @description Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"];
                /**
                 * @description Only records dated at or after this RFC 3339 instant.
                 * @example 2025-12-01T00:00:00Z
                 */
                since?: components["parameters"]["SinceFilter"];
                /**
                 * @description Only this position abbreviation (as the sport uses it; see the filter catalog).
                 * @example QB
                 */
                position?: components["parameters"]["PositionFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of portal entries. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    create_query: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
                 * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryCreateRequest"];
            };
        };
        responses: {
            /** @description The run was accepted. */
            202: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_query: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Query run id (`qr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example qr_4Ym8Cp2VnR6tK9wZ
                 */
                run_id: components["parameters"]["QueryRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    "X-Poll-After-Ms": components["headers"]["X-Poll-After-Ms"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_alerts: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alerts. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    create_alert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
                 * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertCreateRequest"];
            };
        };
        responses: {
            /** @description The alert was created. */
            201: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_alert_matches: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Alert id (`alrt_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example alrt_2Fb7Nq4XsL9dH3mV
                 */
                id: components["parameters"]["AlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alert matches. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertMatchPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    delete_alert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Alert id (`alrt_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example alrt_2Fb7Nq4XsL9dH3mV
                 */
                id: components["parameters"]["AlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert was deleted. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAlert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    list_exports: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of export jobs. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    create_export: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
                 * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportCreateRequest"];
            };
        };
        responses: {
            /** @description The job was accepted. */
            202: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    get_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Export job id (`exp_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
                 * @example exp_8Rk3Tw6YbM2pQ5zC
                 */
                id: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    "X-Poll-After-Ms": components["headers"]["X-Poll-After-Ms"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    alert_matched: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Unique id of the message (e.g. `msg_…`), the same on every delivery attempt of one event. Part of the signed content.
                 * @example msg_2Kp7Wd4QxN9b
                 */
                "webhook-id": string;
                /**
                 * @description Unix time in seconds when this attempt was signed. Refuse values more than 5 minutes from now.
                 * @example 1765292653
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated list of signatures, each `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`. Several may be present (e.g. during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertMatchedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; nothing in the body is read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any non-2xx answer (for example a refused signature) makes the service retry the delivery. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
