// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { Alert, AlertCreateRequest, AlertFilters, AlertMatch, AlertMatchPage, AlertMatchedEvent, AlertPage, Coach, CoachPage, Conference, ConferencePage, CoverageMatrix, DeletedAlert, Division, DivisionPage, ErrorCode, ErrorObject, ErrorResponse, ErrorType, ExportCreateRequest, ExportFilters, ExportJob, ExportJobBase, ExportJobFailed, ExportJobInProgress, ExportJobPage, ExportJobSucceeded, FilterCatalog, Game, GamePage, JobError, Movement, MovementPage, Person, Plan, Player, PlayerPage, PlayerSearchRequest, PlayerSeason, PlayerSeasonPage, PortalEntry, PortalEntryPage, QueryCreateRequest, QueryRun, QueryRunBase, QueryRunCompleted, QueryRunFailed, QueryRunInProgress, RosterEntry, RosterEntryPage, Sport, SportPage, Team, TeamPage, Transfer, TransferPage, Usage } from './aliases.js';

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
         *
         * Lists the sports the service covers, ordered by name.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists divisions, ordered by level then name. With `sport`, only the divisions covered for that sport.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists conferences, ordered by name, optionally within a sport and division.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Returns the filters the service understands and, per sport, the stat keys accepted by `sort_by` (player search) and `min_stats` (alerts).
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Returns which datasets are held for each sport, division and gender, and for which seasons. Needs no API key.
         *
         * **Billing:** free. Never counted against the monthly quota or a key's per-minute limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** no API key needed (`security: []`). A key sent anyway is ignored: not validated, not counted, and the answer is as for a keyless request (`X-Service-Plan: free`, no quota headers). Keyless requests are rate-limited per client IP address at the Free plan's per-minute limit.
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
         *
         * Searches players of one sport, optionally by division, gender and position, sorted by a stat key of that sport. Paging is in the body: send `limit`, and the previous page's `next_cursor` as `cursor` with the same other fields. A read: safe to retry despite being a POST.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Returns a player's profile with the stats of the latest covered season.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists the season stats of a player, newest season first. With `season`, only that season.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists teams, ordered by name, optionally filtered by sport, division, gender and conference.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Returns a team.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Returns a person (player or coach) with their career history.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists the transfers of a person, newest first.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists roster and staff movements (transfers, portal entries, commitments, coaching changes, departures), newest first. A free read, distinct from the live usage-billed portal feed.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists games ordered by start time, earliest first, optionally filtered by sport, division, gender, season and team.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Returns a game.
         *
         * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists live transfer-portal entries, newest `entered_at` first.
         *
         * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         * **Billing:** usage-billed — $0.05 per request on plus and premium, included from developer up. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).
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
         *
         * Submits a natural-language question and answers 202 with the new run (`queued`). Poll `GET /v1/query/{run_id}` until `status` is `completed` or `failed` (the SDK's `createAndPoll` does both). The model is fixed server-side.
         *
         * **Billing:** usage-billed — billed by token usage (model cost × 3) once the run completes, drawn first from the plan's included monthly usage (shared with app chat); a failed run is not billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
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
         *
         * Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.
         *
         * **Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Lists the account's alerts, newest first. Unlike creation, it needs neither the `portal:alerts` scope nor a verified coach.
         *
         * **Billing:** usage-billed — part of the alert family; listing itself adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
         */
        get: operations["list_alerts"];
        put?: never;
        /**
         * Create a portal watch alert
         *
         * Creates a portal watch alert (201). Each new portal entry that fits its filters becomes an alert match, pushed to the account's webhook as an `alert.matched` event and listed by `GET /v1/alerts/{id}/matches`. When the plan's alert count is used, 403 `alert_limit_reached`.
         *
         * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
         *
         * **Billing:** usage-billed — $5 per alert per month on plus and premium; included from developer up, up to the plan's alert count. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal:alerts` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).
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
         *
         * Lists the matches of an alert, newest first: the same matches pushed to the webhook. Needs neither the `portal:alerts` scope nor a verified coach.
         *
         * **Billing:** usage-billed — part of the alert family; reading matches adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
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
         *
         * Deletes an alert: it stops matching at once and its slot in the plan's alert count is freed. Deleting an alert that is already gone gives 404 `not_found`. Needs neither the `portal:alerts` scope nor a verified coach.
         *
         * **Billing:** usage-billed — part of the alert family; deleting adds no charge. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
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
         *
         * Lists the account's export jobs, newest first.
         *
         * **Billing:** free — listing is free; each job is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
         */
        get: operations["list_exports"];
        put?: never;
        /**
         * Create a bulk export job
         *
         * Starts an export and answers 202 with the new job (`queued`). Poll `GET /v1/exports/{id}` until `status` is `succeeded` (then fetch `download_url`, a gzipped CSV or JSONL file) or `failed`. A job that would pass the plan's export row cap fails with `export_row_limit_exceeded`.
         *
         * **Billing:** usage-billed — $0.10 per started 10,000-row block, only when the job succeeds; a failed export is never billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
         *
         * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
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
         *
         * Returns an export job; `download_url` and `expires_at` appear once it has `succeeded`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A job is visible only to the account that created it.
         *
         * **Billing:** free — polling is free; the job itself is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
         *
         * **Access:** a live or test key on any plan.
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
         *
         * Sent to the account's webhook address (registered in the console, not through the API) when a new transfer-portal entry fits an active alert created with POST /v1/alerts.
         *
         * Signed per the Standard Webhooks scheme: the signed content is `{webhook-id}.{webhook-timestamp}.{raw body}`, signed with HMAC-SHA256 keyed with the base64-decoded bytes after the `whsec_` prefix of the endpoint's secret. `webhook-signature` holds one or more space-separated signatures `v1,<base64>`; accept the request if any `v1` signature matches (constant-time comparison). Refuse a `webhook-timestamp` more than 5 minutes from now. Verify against the raw body bytes, before parsing.
         *
         * Delivery: answer any 2xx within 15 seconds to acknowledge. Any other answer or a timeout is retried with exponential backoff for up to 24 hours, with the same `webhook-id` and body on every attempt; deliveries may arrive out of order or more than once, so deduplicate on `webhook-id` (or the event `id`). The matches can also be read with GET /v1/alerts/{id}/matches.
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
         * Plan of the account that owns the key: `free`, `plus`, `premium`, `developer` (Developer Pro), `ultra` (Developer Ultra) or `enterprise`. Requests without a key are reported as `free`. Plans may be added: a client must accept a value it does not know.
         * @example developer
         */
        Plan: "free" | "plus" | "premium" | "developer" | "ultra" | "enterprise" | (string & {});
        /**
         * Broad class of an error: `authentication_error` (401), `permission_error` (403), `billing_error` (402), `invalid_request_error` (400, 404), `rate_limit_error` (429), `api_error` (408, 500, 502, 503, 504).
         * @example permission_error
         */
        ErrorType: "authentication_error" | "permission_error" | "billing_error" | "invalid_request_error" | "rate_limit_error" | "api_error" | (string & {});
        /**
         * Machine-readable error code; branch on this, not on `message`. Codes, with status and type:
         *
         * | code | status | type | when |
         * |---|---|---|---|
         * | missing_api_key | 401 | authentication_error | no key on an operation that needs one |
         * | invalid_api_key | 401 | authentication_error | key unknown, revoked or malformed |
         * | plan_required | 403 | permission_error | a Free plan key calls a usage-billed operation |
         * | test_key_not_allowed | 403 | permission_error | a test key calls a usage-billed operation |
         * | scope_required | 403 | permission_error | the key lacks `portal` / `portal:alerts` |
         * | verified_coach_required | 403 | permission_error | no verified coach on the account (portal, alert creation) |
         * | tier_required | 403 | permission_error | the portal feed or an alert asks for a sport whose per-sport coaching tier the account lacks (free reads never answer it) |
         * | alert_limit_reached | 403 | permission_error | the plan's alert count is used |
         * | budget_exceeded | 402 | billing_error | a usage-billed call would pass the account's monthly budget cap |
         * | invalid_parameter | 400 | invalid_request_error | a parameter is missing, of the wrong type or out of range; `param` names it |
         * | invalid_cursor | 400 | invalid_request_error | the cursor is unknown, expired, or from another list |
         * | not_found | 404 | invalid_request_error | no such resource |
         * | monthly_quota_exceeded | 429 | rate_limit_error | the monthly quota is used; no `Retry-After`; lasts until the UTC month rolls over |
         * | rate_limit_exceeded | 429 | rate_limit_error | the per-minute read limit is passed; `Retry-After` in seconds |
         * | internal_error | 500 | api_error | the service failed |
         * | service_unavailable | 503 | api_error | overloaded or in maintenance; may carry `Retry-After` |
         *
         * New codes may be added in later versions; clients should treat an unknown code by its HTTP status.
         * @example plan_required
         */
        ErrorCode: "missing_api_key" | "invalid_api_key" | "plan_required" | "test_key_not_allowed" | "scope_required" | "verified_coach_required" | "tier_required" | "alert_limit_reached" | "budget_exceeded" | "invalid_parameter" | "invalid_cursor" | "not_found" | "monthly_quota_exceeded" | "rate_limit_exceeded" | "internal_error" | "service_unavailable" | (string & {});
        /**
         * The error itself. All five fields are always present.
         * @example {
         *       "type": "permission_error",
         *       "code": "plan_required",
         *       "message": "GET /v1/portal is usage-billed and needs a paid plan; this key belongs to a Free plan account.",
         *       "param": null,
         *       "request_id": "req_8fK2mQ9xLp3Rz7TbW4nY6cVd"
         *     }
         */
        ErrorObject: {
            type: ErrorType;
            code: ErrorCode;
            /** Human-readable explanation, in English. Never contains the API key. Do not parse it. */
            message: string;
            /** For `invalid_parameter` (and `invalid_cursor`, where it is `cursor`), the name of the offending parameter, body field (dotted path for nested fields, e.g. `filters.sport`) or header; otherwise null. */
            param: string | null;
            /** Same value as the `X-Request-Id` response header; quote it to support. */
            request_id: string;
        };
        /**
         * Body of every error response (every 4xx and 5xx status), and no other shape.
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
            error: ErrorObject;
        };
        /**
         * A sport the service covers.
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
             * Sport slug, used as the `sport` filter everywhere.
             * @example basketball
             */
            id: string;
            /** Display name. */
            name: string;
            /** Genders the sport is covered for. */
            genders: ("men" | "women" | (string & {}))[];
        };
        /**
         * A competitive division (for example NCAA Division I).
         * @example {
         *       "id": "ncaa_d1",
         *       "name": "NCAA Division I",
         *       "level": 1
         *     }
         */
        Division: {
            /**
             * Division slug, used as the `division` filter everywhere.
             * @example ncaa_d1
             */
            id: string;
            /** Display name. */
            name: string;
            /** Rank of the division among the divisions of its governing body; 1 is the highest (NCAA Division I is 1, Division II is 2). */
            level: number;
        };
        /**
         * An athletic conference within a sport and division.
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
             * Conference id.
             * @example conf_4Nb8Tq2WmZ6xK1rP
             */
            id: string;
            /** Full name. */
            name: string;
            /** Abbreviation or short name. */
            short_name: string;
            /**
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /**
             * Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {});
        };
        /**
         * The filters the service understands and, per sport, the stat keys that `sort_by` (player search) and `min_stats` (alerts) accept.
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
            /** Available filters. */
            filters: {
                /** Parameter name of the filter (e.g. `sport`, `season`). */
                key: string;
                /** Human-readable label. */
                label: string;
                /** Value type of the filter. */
                type: "enum" | "string" | "integer" | "number" | "boolean" | "date-time" | (string & {});
                /** Allowed values (strings, or integers for a filter such as `season`); present only when `type` is `enum`. */
                values?: (string | number)[] | undefined;
                /** Sports the filter applies to; absent when it applies to every sport. */
                sports?: string[] | undefined;
            }[];
            /** Map from sport slug to the stat keys of that sport (the keys of `Player.stats`). `x-stat-keys` lists the keys known when this document was written; the service may add keys and sports. */
            sort_keys: {
                [key: string]: string[];
            };
        };
        /**
         * Which datasets the service holds for each sport, division and gender, and for which seasons.
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
             *
             * When the matrix was last recomputed (UTC).
             */
            updated_at: string;
            /** One cell per covered sport, division and gender. */
            cells: {
                /**
                 * Sport slug (a `Sport.id`).
                 * @example football
                 */
                sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
                /**
                 * Division slug (a `Division.id`).
                 * @example ncaa_d1
                 */
                division: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {});
                /** Gender of the competition. */
                gender: "men" | "women" | (string & {});
                /** Datasets held for the cell. Known values: `players`, `player_seasons`, `teams`, `rosters`, `coaches`, `games`, `transfers`, `movements`, `portal`; more may be added. */
                datasets: string[];
                /** First season covered, as the year it starts. */
                first_season: number;
                /** Latest season covered, as the year it starts. */
                last_season: number;
            }[];
        };
        /**
         * A player, with the stats of the current (latest covered) season.
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
             * Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            id: string;
            /** Full name. */
            name: string;
            /** Name of the player's current team. */
            team: string;
            /**
             * Id of the current team.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            team_id: string;
            /**
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /**
             * Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {});
            /** Gender of the competition. */
            gender: "men" | "women" | (string & {});
            /** Position abbreviation as the sport uses it (e.g. `QB`, `PG`). */
            position: "QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB" | "K" | "G" | "F" | "C" | "GK" | "DF" | "MF" | "FW" | "OH" | "OPP" | "MB" | "S" | "L" | "P" | "IF" | "OF" | (string & {});
            /** Academic class of the player in that season. */
            class_year: "freshman" | "sophomore" | "junior" | "senior" | "graduate" | (string & {});
            /** Season stats of the latest covered season: map from stat key (see `FilterCatalog.sort_keys`) to value. */
            stats: {
                [key: string]: number;
            };
        };
        /**
         * One season of a player's stats, with the team the player played for.
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
             * Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            player_id: string;
            /** Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season). */
            season: number;
            /** Team name in that season. */
            team: string;
            /**
             * Team id in that season.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            team_id: string;
            /** Map from stat key to value for that season. */
            stats: {
                [key: string]: number;
            };
        };
        /**
         * A team (one program in one sport and gender).
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
             * Team id.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            id: string;
            /** Display name. */
            name: string;
            /**
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /**
             * Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {});
            /** Gender of the competition. */
            gender: "men" | "women" | (string & {});
            /**
             * Conference id. Null for independents.
             * @example conf_4Nb8Tq2WmZ6xK1rP
             */
            conference_id: string | null;
            /** Conference name; null for independents. */
            conference: string | null;
        };
        /**
         * A player on a team's roster for one season.
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
             * Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            player_id: string;
            /** Full name. */
            name: string;
            /** Position abbreviation. */
            position: "QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB" | "K" | "G" | "F" | "C" | "GK" | "DF" | "MF" | "FW" | "OH" | "OPP" | "MB" | "S" | "L" | "P" | "IF" | "OF" | (string & {});
            /** Jersey number as a string (so `0` and `00` stay distinct); null when not assigned. */
            jersey_number: string | null;
            /** Academic class of the player in that season. */
            class_year: "freshman" | "sophomore" | "junior" | "senior" | "graduate" | (string & {});
            /** Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season). */
            season: number;
        };
        /**
         * A member of a team's current coaching staff.
         * @example {
         *       "person_id": "per_2Lx8Qc5VnJ3tF7kD",
         *       "name": "Dana Whitfield",
         *       "role": "Head Coach",
         *       "since_season": 2021
         *     }
         */
        Coach: {
            /**
             * Person id (see `GET /v1/persons/{id}`).
             * @example per_2Lx8Qc5VnJ3tF7kD
             */
            person_id: string;
            /** Full name. */
            name: string;
            /** Role on the staff, as published by the team (e.g. `Head Coach`, `Offensive Coordinator`). */
            role: string;
            /** First season in this role with this team, as the year it starts. */
            since_season: number;
        };
        /**
         * A person (player or coach) with their career history.
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
             * Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            id: string;
            /** Full name. */
            name: string;
            /** Career stints, oldest first. */
            career: {
                /** Team name. */
                team: string;
                /**
                 * Team id.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                team_id: string;
                /** `player`, or the coaching role (e.g. `Head Coach`). */
                role: string;
                /** First season of the stint. */
                from_season: number;
                /** Last season of the stint. Null while the stint is current. */
                to_season: number | null;
            }[];
        };
        /**
         * A completed transfer of a person from one team to another.
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
             * Transfer id.
             * @example trf_6Vc1Mz8QpL4wN2hT
             */
            id: string;
            /**
             * Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            person_id: string;
            /** Team left. */
            from_team: string;
            /**
             * Id of the team left.
             * @example team_9Gm4Ks7PyT2bR6wE
             */
            from_team_id: string;
            /** Team joined. */
            to_team: string;
            /**
             * Id of the team joined.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            to_team_id: string;
            /**
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /** First season with the new team, as the year it starts. */
            season: number;
            /**
             * Format: date-time
             *
             * When the transfer was recorded (UTC).
             */
            date: string;
        };
        /**
         * A roster or staff movement: transfer, portal entry, commitment, coaching change or departure.
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
             * Movement id.
             * @example mov_1Qs7Zx3KbN9vD5fR
             */
            id: string;
            /**
             * Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            person_id: string;
            /** Kind of movement. */
            kind: "transfer" | "portal_entry" | "commitment" | "coaching_change" | "departure" | (string & {});
            /** Team left; null when there is none (e.g. a commitment from outside covered teams). */
            from_team: string | null;
            /** Team joined; null when there is none yet (`portal_entry`, `departure`). */
            to_team: string | null;
            /**
             * Format: date-time
             *
             * When the movement happened (UTC).
             */
            date: string;
        };
        /**
         * A game.
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
             * Game id.
             * @example game_5Tn2Wq8KcX3vB7dM
             */
            id: string;
            /**
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /**
             * Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {});
            /** Gender of the competition. */
            gender: "men" | "women" | (string & {});
            /** Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season). */
            season: number;
            /**
             * Format: date-time
             *
             * Scheduled start (UTC).
             */
            starts_at: string;
            /** State of the game. */
            status: "scheduled" | "in_progress" | "final" | "postponed" | "canceled" | (string & {});
            /** Home side. */
            home: {
                /**
                 * Team id.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                team_id: string;
                /** Team name. */
                name: string;
                /** Points scored; null before the game starts. */
                score: number | null;
            };
            /** Away side. */
            away: {
                /**
                 * Team id.
                 * @example team_9Gm4Ks7PyT2bR6wE
                 */
                team_id: string;
                /** Team name. */
                name: string;
                /** Points scored; null before the game starts. */
                score: number | null;
            };
            /** Venue name; null when not known. */
            venue: string | null;
        };
        /**
         * An entry in the live transfer portal.
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
             * Portal entry id.
             * @example ptl_5Jr2Wn8TcY4mH7xB
             */
            id: string;
            /**
             * Person id.
             * @example per_9Pz4Rk7TbW2mY6hN
             */
            person_id: string;
            /**
             * Player id.
             * @example plr_7Kq2Xb9LmN4pR8sT
             */
            player_id: string;
            /** Full name. */
            name: string;
            /** Position abbreviation. */
            position: "QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB" | "K" | "G" | "F" | "C" | "GK" | "DF" | "MF" | "FW" | "OH" | "OPP" | "MB" | "S" | "L" | "P" | "IF" | "OF" | (string & {});
            /**
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /**
             * Division slug (a `Division.id`) of the team left.
             * @example ncaa_d1
             */
            division: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {});
            /** Gender of the competition. */
            gender: "men" | "women" | (string & {});
            /** Team left. */
            from_team: string;
            /**
             * Id of the team left.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            from_team_id: string;
            /**
             * Format: date-time
             *
             * When the player entered the portal (UTC).
             */
            entered_at: string;
            /** Current state of the entry. */
            status: "entered" | "committed" | "withdrawn" | (string & {});
            /** Name of the team committed to; non-null only when `status` is `committed`. */
            committed_to: string | null;
        };
        /**
         * Token usage and charge of a completed query run.
         * @example {
         *       "input_tokens": 1840,
         *       "output_tokens": 312,
         *       "cost_usd": 0.0213
         *     }
         */
        Usage: {
            /** Input tokens used. */
            input_tokens: number;
            /** Output tokens used. */
            output_tokens: number;
            /** Charge for the run in US dollars (model cost × 3), drawn first from the plan's included monthly usage and billed beyond it. */
            cost_usd: number;
        };
        /**
         * Why a query run or export job failed. Present only when `status` is `failed`.
         * @example {
         *       "code": "export_row_limit_exceeded",
         *       "message": "The export would contain 612,000 rows; your plan allows 500,000 rows per job."
         *     }
         */
        JobError: {
            /** Machine-readable reason: `export_row_limit_exceeded` (an export would pass the plan's export row cap; never billed) or `internal_error` (the service failed). More may be added. */
            code: "export_row_limit_exceeded" | "internal_error" | (string & {});
            /** Human-readable explanation. */
            message: string;
        };
        /**
         * Fields every state of a query run has. A natural-language query run. Lifecycle: `queued → running → completed | failed`. `answer` and `usage` are present only when `completed`; `error` only when `failed`; `completed_at` is null until the run is `completed` or `failed`. Billed once, when it completes; a failed run is not billed.
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
        QueryRunBase: {
            /**
             * Query run id.
             * @example qr_4Ym8Cp2VnR6tK9wZ
             */
            run_id: string;
            /** State of the run. `completed` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished. */
            status: "queued" | "running" | "completed" | "failed";
            /** The question as submitted. */
            prompt: string;
            /**
             * Sport slug (a `Sport.id`) the run was scoped to. Null when not given.
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {}) | null;
            /**
             * Division slug (a `Division.id`) the run was scoped to. Null when not given.
             * @example ncaa_d1
             */
            division: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {}) | null;
            /** Gender the run was scoped to; null when not given. */
            gender: "men" | "women" | (string & {}) | null;
            /** The answer. Present only when `status` is `completed`. */
            answer?: string | undefined;
            /** Present only when `status` is `failed`. */
            error?: JobError | undefined;
            /** Present only when `status` is `completed`. */
            usage?: Usage | undefined;
            /**
             * Format: date-time
             *
             * When the run was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             *
             * When the run reached `completed` or `failed` (UTC); null while `queued` or `running`.
             */
            completed_at: string | null;
        };
        /**
         * A run not finished yet: `queued`, `running`, or a state added later. No `answer`, `usage` or `error` yet.
         * @example {
         *       "run_id": "qr_4Ym8Cp2VnR6tK9wZ",
         *       "status": "running",
         *       "prompt": "Which D1 quarterbacks threw for over 3,000 yards with fewer than 8 interceptions in 2024?",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "created_at": "2025-03-02T10:15:00Z",
         *       "completed_at": null
         *     }
         */
        QueryRunInProgress: QueryRunBase & {
            status: "queued" | "running";
        };
        /**
         * A completed run: `answer` and `usage` are always present. Billed once.
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
         */
        QueryRunCompleted: QueryRunBase & {
            status: "completed";
            completed_at: string;
            answer: string;
            usage: Usage;
        };
        /**
         * A failed run: `error` says why. Not billed.
         * @example {
         *       "run_id": "qr_4Ym8Cp2VnR6tK9wZ",
         *       "status": "failed",
         *       "prompt": "Which D1 quarterbacks threw for over 3,000 yards with fewer than 8 interceptions in 2024?",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men",
         *       "created_at": "2025-03-02T10:15:00Z",
         *       "completed_at": "2025-03-02T10:15:04Z",
         *       "error": {
         *         "code": "internal_error",
         *         "message": "The query could not be answered; try again."
         *       }
         *     }
         */
        QueryRunFailed: QueryRunBase & {
            status: "failed";
            completed_at: string;
            error: JobError;
        };
        /**
         * A natural-language query run. Lifecycle: `queued → running → completed | failed`. `answer` and `usage` are present only when `completed`; `error` only when `failed`; `completed_at` is null until the run is `completed` or `failed`. Billed once, when it completes; a failed run is not billed. One of `QueryRunInProgress`, `QueryRunCompleted`, `QueryRunFailed` by `status` (a status this document does not know has the in-progress shape).
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
        QueryRun: QueryRunInProgress | QueryRunCompleted | QueryRunFailed;
        /**
         * Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later.
         * @example {
         *       "sport": "basketball",
         *       "division": "ncaa_d1",
         *       "gender": "women",
         *       "season": 2024
         *     }
         */
        ExportFilters: {
            /**
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport?: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {}) | undefined;
            /**
             * Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division?: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {}) | undefined;
            /** Gender of the competition. */
            gender?: "men" | "women" | (string & {}) | undefined;
            /**
             * Conference id (`Conference.id`); applies to `teams`.
             * @example conf_4Nb8Tq2WmZ6xK1rP
             */
            conference?: string | undefined;
            /** Season, as the year it starts; applies to `player_seasons`, `rosters`, `games` and `transfers`. */
            season?: number | undefined;
            /**
             * Team id (`Team.id`); applies to `players`, `player_seasons`, `rosters` and `games`.
             * @example team_3Hd8Vw2QxZ5nL1cJ
             */
            team?: string | undefined;
            /**
             * Format: date-time
             *
             * RFC 3339 instant; keeps records dated at or after it. Applies to `movements`.
             */
            since?: string | undefined;
            /** Movement kind; applies to `movements`. */
            kind?: "transfer" | "portal_entry" | "commitment" | "coaching_change" | "departure" | (string & {}) | undefined;
            /** Position abbreviation as the sport uses it (see the filter catalog); applies to `players`. */
            position?: "QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB" | "K" | "G" | "F" | "C" | "GK" | "DF" | "MF" | "FW" | "OH" | "OPP" | "MB" | "S" | "L" | "P" | "IF" | "OF" | (string & {}) | undefined;
        };
        /**
         * Fields every state of a export job has. A bulk export job. Lifecycle: `queued → running → succeeded | failed`. `download_url` and `expires_at` are present only when `succeeded`; `error` only when `failed`; `completed_at` is null until the job is `succeeded` or `failed`. Billed $0.10 per started 10,000-row block, only when it succeeds; a failed job is never billed.
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
        ExportJobBase: {
            /**
             * Export job id.
             * @example exp_8Rk3Tw6YbM2pQ5zC
             */
            id: string;
            /** State of the job. `succeeded` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished. */
            status: "queued" | "running" | "succeeded" | "failed";
            /** What is exported. */
            resource: "players" | "player_seasons" | "teams" | "rosters" | "games" | "transfers" | "movements" | (string & {});
            /** File format; the file is always gzip-compressed (CSV with a header row, or JSON Lines). */
            format: "csv" | "jsonl" | (string & {});
            /** The filters the job was created with, as the service echoes them (it may show filters added later). */
            filters: ExportFilters;
            /** Rows in the file; null until the job has finished counting (always set when `succeeded`). */
            row_count: number | null;
            /**
             * Format: uri
             *
             * Absolute, pre-signed URL of the gzip file (`Content-Type: application/gzip`). Needs no API key (do not send one), may be on another host, and stops working at `expires_at`; fetch the job again for a freshly signed URL. Present only when `status` is `succeeded`.
             */
            download_url?: string | undefined;
            /**
             * Format: date-time
             *
             * When `download_url` expires (UTC). Present only when `status` is `succeeded`.
             */
            expires_at?: string | undefined;
            /** Present only when `status` is `failed`. */
            error?: JobError | undefined;
            /** Charge for the job in US dollars; 0 until it succeeds, and 0 for a failed job. */
            cost_usd: number;
            /**
             * Format: date-time
             *
             * When the job was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             *
             * When the job reached `succeeded` or `failed` (UTC); null while `queued` or `running`.
             */
            completed_at: string | null;
        };
        /**
         * A job not finished yet: `queued`, `running`, or a state added later. No file yet.
         * @example {
         *       "id": "exp_8Rk3Tw6YbM2pQ5zC",
         *       "status": "running",
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
        ExportJobInProgress: ExportJobBase & {
            status: "queued" | "running";
        };
        /**
         * A succeeded job: `download_url`, `expires_at` and `row_count` are always present. Billed.
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
         */
        ExportJobSucceeded: ExportJobBase & {
            status: "succeeded";
            row_count: number;
            completed_at: string;
            download_url: string;
            expires_at: string;
        };
        /**
         * A failed job: `error` says why (for example `export_row_limit_exceeded`). Never billed.
         * @example {
         *       "id": "exp_8Rk3Tw6YbM2pQ5zC",
         *       "status": "failed",
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
         *       "completed_at": "2025-03-02T10:18:09Z",
         *       "error": {
         *         "code": "export_row_limit_exceeded",
         *         "message": "The export would hold 18342 rows; the plan allows 10000 per export."
         *       }
         *     }
         */
        ExportJobFailed: ExportJobBase & {
            status: "failed";
            completed_at: string;
            error: JobError;
        };
        /**
         * A bulk export job. Lifecycle: `queued → running → succeeded | failed`. `download_url` and `expires_at` are present only when `succeeded`; `error` only when `failed`; `completed_at` is null until the job is `succeeded` or `failed`. Billed $0.10 per started 10,000-row block, only when it succeeds; a failed job is never billed. One of `ExportJobInProgress`, `ExportJobSucceeded`, `ExportJobFailed` by `status` (a status this document does not know has the in-progress shape).
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
        ExportJob: ExportJobInProgress | ExportJobSucceeded | ExportJobFailed;
        /**
         * What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`.
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
             * Sport slug (a `Sport.id`).
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /**
             * Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division?: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {}) | undefined;
            /** Gender of the competition. */
            gender?: "men" | "women" | (string & {}) | undefined;
            /** Position abbreviations; the entry's position must be one of them. Absent or empty means any position. */
            positions?: ("QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB" | "K" | "G" | "F" | "C" | "GK" | "DF" | "MF" | "FW" | "OH" | "OPP" | "MB" | "S" | "L" | "P" | "IF" | "OF" | (string & {}))[] | undefined;
            /** Map from stat key (see `FilterCatalog.sort_keys`) to a minimum; the player's latest season stats must reach every one. */
            min_stats?: ({
                passing_yards?: number | undefined;
                rushing_yards?: number | undefined;
                receiving_yards?: number | undefined;
                touchdowns?: number | undefined;
                tackles?: number | undefined;
                sacks?: number | undefined;
                interceptions?: number | undefined;
                points_per_game?: number | undefined;
                rebounds_per_game?: number | undefined;
                assists_per_game?: number | undefined;
                steals_per_game?: number | undefined;
                blocks_per_game?: number | undefined;
                field_goal_pct?: number | undefined;
                three_point_pct?: number | undefined;
                goals?: number | undefined;
                assists?: number | undefined;
                shots?: number | undefined;
                saves?: number | undefined;
                minutes_played?: number | undefined;
                kills?: number | undefined;
                digs?: number | undefined;
                blocks?: number | undefined;
                aces?: number | undefined;
                batting_average?: number | undefined;
                home_runs?: number | undefined;
                runs_batted_in?: number | undefined;
                stolen_bases?: number | undefined;
                strikeouts?: number | undefined;
                era?: number | undefined;
            } & {
                [key: string]: number | undefined;
            }) | undefined;
        };
        /**
         * A portal watch alert. Matches are pushed to the account's webhook (`alert.matched`) and can be read with `GET /v1/alerts/{id}/matches`.
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
             * Alert id.
             * @example alrt_2Fb7Nq4XsL9dH3mV
             */
            id: string;
            /** Name given at creation. */
            name: string;
            filters: AlertFilters;
            /** State of the alert. Only `active` exists today (a deleted alert is gone); more states may be added. */
            status: "active" | (string & {});
            /**
             * Format: date-time
             *
             * When the alert was created (UTC).
             */
            created_at: string;
        };
        /**
         * A portal entry that matched an alert.
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
             * Alert match id.
             * @example amt_8Dk4Pv1SgQ6zL3nW
             */
            id: string;
            /**
             * Alert id.
             * @example alrt_2Fb7Nq4XsL9dH3mV
             */
            alert_id: string;
            portal_entry: PortalEntry;
            /**
             * Format: date-time
             *
             * When the match was found (UTC).
             */
            matched_at: string;
        };
        /**
         * Answer to deleting an alert.
         * @example {
         *       "id": "alrt_2Fb7Nq4XsL9dH3mV",
         *       "deleted": true
         *     }
         */
        DeletedAlert: {
            /**
             * Id of the deleted alert.
             * @example alrt_2Fb7Nq4XsL9dH3mV
             */
            id: string;
            /** Always true. */
            deleted: true;
        };
        /**
         * Webhook event sent when a new portal entry matches an active alert.
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
             * Event id; the same on every delivery attempt of the event.
             * @example evt_3Tm9Bx5RqK2wJ8cF
             */
            id: string;
            /** Event type. */
            type: "alert.matched";
            /**
             * Format: date-time
             *
             * When the event was created (UTC).
             */
            created_at: string;
            data: AlertMatch;
        };
        /**
         * Player search. Unknown fields are rejected with 400 `invalid_parameter`.
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
             * Sport slug (a `Sport.id`) to search in.
             * @example football
             */
            sport: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
            /**
             * Division slug (a `Division.id`).
             * @example ncaa_d1
             */
            division?: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {}) | undefined;
            /** Gender of the competition. */
            gender?: "men" | "women" | (string & {}) | undefined;
            /** Position abbreviation as the sport uses it (see the filter catalog). */
            position?: "QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB" | "K" | "G" | "F" | "C" | "GK" | "DF" | "MF" | "FW" | "OH" | "OPP" | "MB" | "S" | "L" | "P" | "IF" | "OF" | (string & {}) | undefined;
            /** A stat key of `sport` (see `FilterCatalog.sort_keys`); players without that stat come last. When omitted, players are ordered by name (A to Z) and `order` is ignored. An unknown key is rejected with 400 `invalid_parameter`. */
            sort_by?: "passing_yards" | "rushing_yards" | "receiving_yards" | "touchdowns" | "tackles" | "sacks" | "interceptions" | "points_per_game" | "rebounds_per_game" | "assists_per_game" | "steals_per_game" | "blocks_per_game" | "field_goal_pct" | "three_point_pct" | "goals" | "assists" | "shots" | "saves" | "minutes_played" | "kills" | "digs" | "blocks" | "aces" | "batting_average" | "home_runs" | "runs_batted_in" | "stolen_bases" | "strikeouts" | "era" | (string & {}) | undefined;
            /**
             * Direction of `sort_by`.
             * @default desc
             */
            order?: "asc" | "desc" | (string & {}) | undefined;
            /**
             * Page size.
             * @default 20
             */
            limit?: number | undefined;
            /** `next_cursor` of the previous page; send it with the same other fields. */
            cursor?: string | undefined;
        };
        /**
         * A natural-language query. The model is fixed server-side and cannot be chosen. Unknown fields are rejected with 400 `invalid_parameter`.
         * @example {
         *       "prompt": "Which D1 quarterbacks threw for over 3,000 yards with fewer than 8 interceptions in 2024?",
         *       "sport": "football",
         *       "division": "ncaa_d1",
         *       "gender": "men"
         *     }
         */
        QueryCreateRequest: {
            /** The question, 1–2,000 characters. */
            prompt: string;
            /**
             * Sport slug (a `Sport.id`) to scope the query to.
             * @example football
             */
            sport?: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {}) | undefined;
            /**
             * Division slug (a `Division.id`) to scope the query to.
             * @example ncaa_d1
             */
            division?: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {}) | undefined;
            /** Gender to scope the query to. */
            gender?: "men" | "women" | (string & {}) | undefined;
        };
        /**
         * A bulk export. Unknown fields are rejected with 400 `invalid_parameter`.
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
            /** What to export. `x-row-schemas` names the schema of one row of each resource, which both files follow: a JSONL line is one such object; a CSV file has a header row and one column per field, nested objects flattened to dotted columns (`stats.points`, `home.score`; a map such as `stats` has one column per key any row has), arrays as JSON text, booleans as `true`/`false`, numbers as JSON writes them, and null (or a map key the row lacks) as an empty field. The SDKs read a CSV export back into the same typed rows as the JSONL export of the same rows. */
            resource: "players" | "player_seasons" | "teams" | "rosters" | "games" | "transfers" | "movements" | (string & {});
            /** File format (gzip-compressed). */
            format: "csv" | "jsonl" | (string & {});
            filters?: ExportFilters | undefined;
        };
        /**
         * A portal watch alert. Unknown fields are rejected with 400 `invalid_parameter`.
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
            /** Your name for the alert, 1–100 characters. */
            name: string;
            filters: AlertFilters;
        };
        /**
         * Sports, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Sport items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Sport[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Divisions, ordered by level, then name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Division items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Division[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Conferences, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Conference items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Conference[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Players matching a search, in the requested order (ties broken by id). One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Player items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Player[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Seasons of a player, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The PlayerSeason items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: PlayerSeason[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Teams, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Team items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Team[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Roster entries of one season, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The RosterEntry items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: RosterEntry[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Coaching staff, head coach first, then by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Coach items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Coach[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Transfers of a person, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Transfer items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Transfer[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Movements, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Movement items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Movement[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Games, ordered by start time (earliest first). One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Game items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Game[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Portal entries, newest `entered_at` first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The PortalEntry items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: PortalEntry[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Alerts of the account, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The Alert items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: Alert[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Matches of an alert, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The AlertMatch items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: AlertMatch[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
        /**
         * Export jobs of the account, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null.
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
            /** The ExportJob items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true. */
            data: ExportJob[];
            /** Cursor of the next page; null exactly when `has_more` is false. */
            next_cursor: string | null;
            /** Whether another page follows. */
            has_more: boolean;
        };
    };
    responses: {
        /** A parameter, body field or header is missing, of the wrong type or out of range (`invalid_parameter`, with `param` naming it), or the cursor is unknown, expired or from another list (`invalid_cursor`). Not retried. */
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
                "application/json": ErrorResponse;
            };
        };
        /** No API key was sent (`missing_api_key`), or the key is unknown, revoked or malformed (`invalid_api_key`). `X-Service-Plan` is `free` and no quota headers are sent. */
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
                "application/json": ErrorResponse;
            };
        };
        /** The call would pass the account's monthly usage budget cap (`budget_exceeded`). Raise the cap in the console. Nothing was charged. */
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
                "application/json": ErrorResponse;
            };
        };
        /** The key or account may not do this: Free plan on a usage-billed operation (`plan_required`), test key on a usage-billed operation (`test_key_not_allowed`), missing key scope (`scope_required`), no verified coach (`verified_coach_required`), missing per-sport coaching tier (`tier_required`), or the plan's alert count is used (`alert_limit_reached`). */
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
                "application/json": ErrorResponse;
            };
        };
        /** No such resource (`not_found`), or it belongs to another account. */
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
                "application/json": ErrorResponse;
            };
        };
        /** The request (usually its body) did not arrive in time. Retried by the SDK for free reads, never for usage-billed calls. The body has the error shape (`type` `api_error`); a proxy in front of the service may send another body. */
        RequestTimeout: {
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
                "application/json": ErrorResponse;
            };
        };
        /** Per-minute read limit passed (`rate_limit_exceeded`, with `Retry-After` in seconds; free operations are retried by the SDK) or monthly quota used (`monthly_quota_exceeded`, no `Retry-After`, lasts until the UTC month rolls over; never retried). */
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
                "application/json": ErrorResponse;
            };
        };
        /** The service failed (`internal_error`). Free operations are retried by the SDK. */
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
                "application/json": ErrorResponse;
            };
        };
        /** A gateway in front of the service got no valid answer from it. Retried by the SDK for free reads. The body has the error shape (`type` `api_error`) when the service's own gateway answers; a proxy in between may send another body. */
        BadGateway: {
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
                "application/json": ErrorResponse;
            };
        };
        /** The service is overloaded or in maintenance (`service_unavailable`); may carry `Retry-After`. Free operations are retried by the SDK. */
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
                "application/json": ErrorResponse;
            };
        };
        /** A gateway in front of the service timed out waiting for it. Retried by the SDK for free reads; for a usage-billed call the outcome is unknown (retry with the same `Idempotency-Key`). The body has the error shape (`type` `api_error`) when the service's own gateway answers. May carry `Retry-After`. */
        GatewayTimeout: {
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
                "application/json": ErrorResponse;
            };
        };
    };
    parameters: {
        /**
         * Page size, 1–100 (default 20). May change between pages.
         * @example 20
         */
        Limit: number;
        /**
         * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
         * @example cur_eyJvIjoyMH0
         */
        Cursor: string;
        /**
         * Only this sport (a `Sport.id`).
         * @example football
         */
        SportFilter: "baseball" | "basketball" | "football" | "soccer" | "volleyball" | (string & {});
        /**
         * Only this division (a `Division.id`).
         * @example ncaa_d1
         */
        DivisionFilter: "ncaa_d1" | "ncaa_d2" | "ncaa_d3" | "naia" | "njcaa" | (string & {});
        /**
         * Only this gender.
         * @example women
         */
        GenderFilter: "men" | "women";
        /**
         * Only teams of this conference (a `Conference.id`).
         * @example conf_4Nb8Tq2WmZ6xK1rP
         */
        ConferenceFilter: string;
        /**
         * Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
         * @example 2024
         */
        SeasonFilter: number;
        /**
         * Only games this team plays in, home or away (a `Team.id`).
         * @example team_3Hd8Vw2QxZ5nL1cJ
         */
        TeamFilter: string;
        /**
         * Only records dated at or after this RFC 3339 instant.
         * @example 2025-12-01T00:00:00Z
         */
        SinceFilter: string;
        /**
         * Only movements of this kind.
         * @example portal_entry
         */
        MovementKindFilter: "transfer" | "portal_entry" | "commitment" | "coaching_change" | "departure";
        /**
         * Only this position abbreviation (as the sport uses it; see the filter catalog).
         * @example QB
         */
        PositionFilter: "QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB" | "K" | "G" | "F" | "C" | "GK" | "DF" | "MF" | "FW" | "OH" | "OPP" | "MB" | "S" | "L" | "P" | "IF" | "OF" | (string & {});
        /**
         * Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
         * @example plr_7Kq2Xb9LmN4pR8sT
         */
        PlayerId: string;
        /**
         * Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
         * @example team_3Hd8Vw2QxZ5nL1cJ
         */
        TeamId: string;
        /**
         * Person id (`per_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
         * @example per_9Pz4Rk7TbW2mY6hN
         */
        PersonId: string;
        /**
         * Game id (`game_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
         * @example game_5Tn2Wq8KcX3vB7dM
         */
        GameId: string;
        /**
         * Query run id (`qr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
         * @example qr_4Ym8Cp2VnR6tK9wZ
         */
        QueryRunId: string;
        /**
         * Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
         * @example alrt_2Fb7Nq4XsL9dH3mV
         */
        AlertId: string;
        /**
         * Export job id (`exp_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
         * @example exp_8Rk3Tw6YbM2pQ5zC
         */
        ExportId: string;
        /**
         * Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
         * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /**
         * Plan of the account that owns the key. On every response, success or error. `free` on requests made without a key (and on 401 answers).
         * @example developer
         */
        "X-Service-Plan": Plan;
        /**
         * Unique id of this request: `req_` + 24 alphanumerics. On every response; the same value as `error.request_id` on errors.
         * @example req_8fK2mQ9xLp3Rz7TbW4nY6cVd
         */
        "X-Request-Id": string;
        /**
         * Monthly request quota of the plan. Sent on every keyed response on capped plans (every plan but enterprise); absent on enterprise and on requests made without a key.
         * @example 250000
         */
        "X-Monthly-Quota-Limit": number;
        /**
         * Requests left this UTC calendar month, never negative (this request already counted). Same presence as `X-Monthly-Quota-Limit`.
         * @example 248117
         */
        "X-Monthly-Quota-Remaining": number;
        /**
         * When the quota resets: an RFC 3339 UTC instant, the first moment of the next UTC calendar month. Same presence as `X-Monthly-Quota-Limit`.
         * @example 2025-04-01T00:00:00Z
         */
        "X-Monthly-Quota-Reset": string;
        /**
         * Sent with a query run or export job that is not finished (the 202 that creates it, and each GET while it runs): wait this many milliseconds before polling again. Absent once the run or job is final.
         * @example 1000
         */
        "X-Poll-After-Ms": number;
        /**
         * How long to wait before retrying: delta-seconds (e.g. `30`) or an HTTP-date. Always sent with 429 `rate_limit_exceeded` (in seconds); never with 429 `monthly_quota_exceeded`; may be sent with 503.
         * @example 30
         */
        "Retry-After": string;
        /**
         * Sent as `true` when this answer is the stored first answer to an earlier request with the same `Idempotency-Key` (nothing was created or charged again). Absent otherwise.
         * @example true
         */
        "Idempotent-Replayed": "true" | (string & {});
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    list_sports: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of sports. */
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
                    "application/json": SportPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_divisions: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of divisions. */
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
                    "application/json": DivisionPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_conferences: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"] | undefined;
                /**
                 * Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of conferences. */
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
                    "application/json": ConferencePage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
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
            /** The filter catalog. */
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
                    "application/json": FilterCatalog;
                };
            };
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
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
            /** The coverage matrix. */
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
                    "application/json": CoverageMatrix;
                };
            };
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
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
                "application/json": PlayerSearchRequest;
            };
        };
        responses: {
            /** A page of players. */
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
                    "application/json": PlayerPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    get_player: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example plr_7Kq2Xb9LmN4pR8sT
                 */
                id: components["parameters"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The player. */
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
                    "application/json": Player;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_player_seasons: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
                 * @example 2024
                 */
                season?: components["parameters"]["SeasonFilter"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example plr_7Kq2Xb9LmN4pR8sT
                 */
                id: components["parameters"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of player seasons. */
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
                    "application/json": PlayerSeasonPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_teams: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"] | undefined;
                /**
                 * Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"] | undefined;
                /**
                 * Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"] | undefined;
                /**
                 * Only teams of this conference (a `Conference.id`).
                 * @example conf_4Nb8Tq2WmZ6xK1rP
                 */
                conference?: components["parameters"]["ConferenceFilter"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of teams. */
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
                    "application/json": TeamPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    get_team: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The team. */
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
                    "application/json": Team;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_team_roster: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
                 * @example 2024
                 */
                season?: components["parameters"]["SeasonFilter"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of roster entries. */
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
                    "application/json": RosterEntryPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_team_coaches: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of coaches. */
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
                    "application/json": CoachPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    get_person: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * Person id (`per_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example per_9Pz4Rk7TbW2mY6hN
                 */
                id: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The person. */
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
                    "application/json": Person;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_person_transfers: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * Person id (`per_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example per_9Pz4Rk7TbW2mY6hN
                 */
                id: components["parameters"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of transfers. */
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
                    "application/json": TransferPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_movements: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"] | undefined;
                /**
                 * Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"] | undefined;
                /**
                 * Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"] | undefined;
                /**
                 * Only records dated at or after this RFC 3339 instant.
                 * @example 2025-12-01T00:00:00Z
                 */
                since?: components["parameters"]["SinceFilter"] | undefined;
                /**
                 * Only movements of this kind.
                 * @example portal_entry
                 */
                kind?: components["parameters"]["MovementKindFilter"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of movements. */
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
                    "application/json": MovementPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_games: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"] | undefined;
                /**
                 * Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"] | undefined;
                /**
                 * Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"] | undefined;
                /**
                 * Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
                 * @example 2024
                 */
                season?: components["parameters"]["SeasonFilter"] | undefined;
                /**
                 * Only games this team plays in, home or away (a `Team.id`).
                 * @example team_3Hd8Vw2QxZ5nL1cJ
                 */
                team?: components["parameters"]["TeamFilter"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of games. */
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
                    "application/json": GamePage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    get_game: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * Game id (`game_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example game_5Tn2Wq8KcX3vB7dM
                 */
                id: components["parameters"]["GameId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The game. */
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
                    "application/json": Game;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_portal: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
                /**
                 * Only this sport (a `Sport.id`).
                 * @example football
                 */
                sport?: components["parameters"]["SportFilter"] | undefined;
                /**
                 * Only this division (a `Division.id`).
                 * @example ncaa_d1
                 */
                division?: components["parameters"]["DivisionFilter"] | undefined;
                /**
                 * Only this gender.
                 * @example women
                 */
                gender?: components["parameters"]["GenderFilter"] | undefined;
                /**
                 * Only records dated at or after this RFC 3339 instant.
                 * @example 2025-12-01T00:00:00Z
                 */
                since?: components["parameters"]["SinceFilter"] | undefined;
                /**
                 * Only this position abbreviation (as the sport uses it; see the filter catalog).
                 * @example QB
                 */
                position?: components["parameters"]["PositionFilter"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of portal entries. */
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
                    "application/json": PortalEntryPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    create_query: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
                 * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"] | undefined;
            } | undefined;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": QueryCreateRequest;
            };
        };
        responses: {
            /** The run was accepted. */
            202: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    "X-Poll-After-Ms": components["headers"]["X-Poll-After-Ms"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": QueryRun;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    get_query: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * Query run id (`qr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example qr_4Ym8Cp2VnR6tK9wZ
                 */
                run_id: components["parameters"]["QueryRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The run. */
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
                    "application/json": QueryRun;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_alerts: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of alerts. */
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
                    "application/json": AlertPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    create_alert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
                 * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"] | undefined;
            } | undefined;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": AlertCreateRequest;
            };
        };
        responses: {
            /** The alert was created. */
            201: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Alert;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_alert_matches: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example alrt_2Fb7Nq4XsL9dH3mV
                 */
                id: components["parameters"]["AlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of alert matches. */
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
                    "application/json": AlertMatchPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    delete_alert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example alrt_2Fb7Nq4XsL9dH3mV
                 */
                id: components["parameters"]["AlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The alert was deleted. */
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
                    "application/json": DeletedAlert;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    list_exports: {
        parameters: {
            query?: {
                /**
                 * Page size, 1–100 (default 20). May change between pages.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"] | undefined;
                /**
                 * Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
                 * @example cur_eyJvIjoyMH0
                 */
                cursor?: components["parameters"]["Cursor"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** A page of export jobs. */
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
                    "application/json": ExportJobPage;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    create_export: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * Makes a retry of this usage-billed call safe. A repeat with the same key within 24 hours is answered with the first response (same status and body) and creates nothing and charges nothing new. Keys are scoped to the account; reusing a key with a different body is rejected with 400 `invalid_parameter` (`param` is `Idempotency-Key`). A replay still counts one request against the monthly quota. Use a random value such as a UUID.
                 * @example 5f1c2b7e-8d4a-4a8e-9b1f-2c6d3e7a9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"] | undefined;
            } | undefined;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ExportCreateRequest;
            };
        };
        responses: {
            /** The job was accepted. */
            202: {
                headers: {
                    "X-Service-Plan": components["headers"]["X-Service-Plan"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Monthly-Quota-Limit": components["headers"]["X-Monthly-Quota-Limit"];
                    "X-Monthly-Quota-Remaining": components["headers"]["X-Monthly-Quota-Remaining"];
                    "X-Monthly-Quota-Reset": components["headers"]["X-Monthly-Quota-Reset"];
                    "X-Poll-After-Ms": components["headers"]["X-Poll-After-Ms"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ExportJob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    get_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * Export job id (`exp_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
                 * @example exp_8Rk3Tw6YbM2pQ5zC
                 */
                id: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The job. */
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
                    "application/json": ExportJob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    alert_matched: {
        parameters: {
            query?: never;
            header: {
                /**
                 * Unique id of the message (e.g. `msg_…`), the same on every delivery attempt of one event. Part of the signed content.
                 * @example msg_2Kp7Wd4QxN9b
                 */
                "webhook-id": string;
                /**
                 * Unix time in seconds when this attempt was signed. Refuse values more than 5 minutes from now.
                 * @example 1765292653
                 */
                "webhook-timestamp": string;
                /**
                 * Space-separated list of signatures, each `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`. Several may be present (e.g. during secret rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": AlertMatchedEvent;
            };
        };
        responses: {
            /** Any 2xx acknowledges the event; nothing in the body is read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** Any non-2xx answer (for example a refused signature) makes the service retry the delivery. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
