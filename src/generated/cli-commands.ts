// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { CliCommandSpec, CliNamespaceSpec } from '../cli/command-spec.js';

/** The namespaces of the `sports-data` bin, in the document's tag order. */
export const cliNamespaces: readonly CliNamespaceSpec[] = [
  {
    "name": "reference",
    "description": "Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key."
  },
  {
    "name": "players",
    "description": "Player search, profiles and season stats. Free reads."
  },
  {
    "name": "teams",
    "description": "Teams, their rosters and coaching staffs. Free reads."
  },
  {
    "name": "persons",
    "description": "Persons (players and coaches): careers and transfers. Free reads."
  },
  {
    "name": "movements",
    "description": "Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads."
  },
  {
    "name": "games",
    "description": "Games and their results. Free reads."
  },
  {
    "name": "portal",
    "description": "The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach."
  },
  {
    "name": "query",
    "description": "Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free."
  },
  {
    "name": "alerts",
    "description": "Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach."
  },
  {
    "name": "exports",
    "description": "Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free."
  }
];

/** One command per operation: `sports-data <namespace> <command> [path args] [flags]`. */
export const cliCommands: readonly CliCommandSpec[] = [
  {
    "namespace": "reference",
    "method": "listSports",
    "command": "list-sports",
    "operationId": "list_sports",
    "summary": "List sports",
    "description": "Lists the sports the service covers, ordered by name.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "reference",
    "method": "listDivisions",
    "command": "list-divisions",
    "operationId": "list_divisions",
    "summary": "List divisions",
    "description": "Lists divisions, ordered by level then name. With `sport`, only the divisions covered for that sport.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "sport",
        "required": false,
        "description": "Only this sport (a `Sport.id`).",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "reference",
    "method": "listConferences",
    "command": "list-conferences",
    "operationId": "list_conferences",
    "summary": "List conferences",
    "description": "Lists conferences, ordered by name, optionally within a sport and division.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "sport",
        "required": false,
        "description": "Only this sport (a `Sport.id`).",
        "type": "string"
      },
      {
        "name": "division",
        "required": false,
        "description": "Only this division (a `Division.id`).",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "reference",
    "method": "getFilterCatalog",
    "command": "get-filter-catalog",
    "operationId": "get_filter_catalog",
    "summary": "Get the filter catalog",
    "description": "Returns the filters the service understands and, per sport, the stat keys accepted by `sort_by` (player search) and `min_stats` (alerts).\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [],
    "flags": []
  },
  {
    "namespace": "reference",
    "method": "getCoverage",
    "command": "get-coverage",
    "operationId": "get_coverage",
    "summary": "Get the coverage matrix",
    "description": "Returns which datasets are held for each sport, division and gender, and for which seasons. Needs no API key.\n\n**Billing:** free. Never counted against the monthly quota or a key's per-minute limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** no API key needed (`security: []`). A key sent anyway is ignored: not validated, not counted, and the answer is as for a keyless request (`X-Service-Plan: free`, no quota headers). Keyless requests are rate-limited per client IP address at the Free plan's per-minute limit.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [],
    "flags": []
  },
  {
    "namespace": "players",
    "method": "search",
    "command": "search",
    "operationId": "search_players",
    "summary": "Search players",
    "description": "Searches players of one sport, optionally by division, gender and position, sorted by a stat key of that sport. Paging is in the body: send `limit`, and the previous page's `next_cursor` as `cursor` with the same other fields. A read: safe to retry despite being a POST.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "body",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "sport",
        "required": true,
        "description": "Sport slug (a `Sport.id`) to search in.",
        "example": "football",
        "type": "string"
      },
      {
        "name": "division",
        "required": false,
        "description": "Division slug (a `Division.id`).",
        "example": "ncaa_d1",
        "type": "string"
      },
      {
        "name": "gender",
        "required": false,
        "description": "Gender of the competition.",
        "type": "string",
        "enum": [
          "men",
          "women"
        ],
        "enumOpen": false
      },
      {
        "name": "position",
        "required": false,
        "description": "Position abbreviation as the sport uses it (see the filter catalog).",
        "type": "string"
      },
      {
        "name": "sort_by",
        "required": false,
        "description": "A stat key of `sport` (see `FilterCatalog.sort_keys`); players without that stat come last. When omitted, players are ordered by name (A to Z) and `order` is ignored. An unknown key is rejected with 400 `invalid_parameter`.",
        "type": "string"
      },
      {
        "name": "order",
        "required": false,
        "description": "Direction of `sort_by`. Default \"desc\".",
        "type": "string",
        "enum": [
          "asc",
          "desc"
        ],
        "enumOpen": false
      },
      {
        "name": "limit",
        "required": false,
        "description": "Page size. Default 20.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "`next_cursor` of the previous page; send it with the same other fields.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "players",
    "method": "get",
    "command": "get",
    "operationId": "get_player",
    "summary": "Get a player",
    "description": "Returns a player's profile with the stats of the latest covered season.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": []
  },
  {
    "namespace": "players",
    "method": "listSeasons",
    "command": "list-seasons",
    "operationId": "list_player_seasons",
    "summary": "List a player's seasons",
    "description": "Lists the season stats of a player, newest season first. With `season`, only that season.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "season",
        "required": false,
        "description": "Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).",
        "type": "integer"
      }
    ]
  },
  {
    "namespace": "teams",
    "method": "list",
    "command": "list",
    "operationId": "list_teams",
    "summary": "List teams",
    "description": "Lists teams, ordered by name, optionally filtered by sport, division, gender and conference.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "sport",
        "required": false,
        "description": "Only this sport (a `Sport.id`).",
        "type": "string"
      },
      {
        "name": "division",
        "required": false,
        "description": "Only this division (a `Division.id`).",
        "type": "string"
      },
      {
        "name": "gender",
        "required": false,
        "description": "Only this gender.",
        "type": "string",
        "enum": [
          "men",
          "women"
        ],
        "enumOpen": false
      },
      {
        "name": "conference",
        "required": false,
        "description": "Only teams of this conference (a `Conference.id`).",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "teams",
    "method": "get",
    "command": "get",
    "operationId": "get_team",
    "summary": "Get a team",
    "description": "Returns a team.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": []
  },
  {
    "namespace": "teams",
    "method": "listRoster",
    "command": "list-roster",
    "operationId": "list_team_roster",
    "summary": "List a team's roster",
    "description": "Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "season",
        "required": false,
        "description": "Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).",
        "type": "integer"
      }
    ]
  },
  {
    "namespace": "teams",
    "method": "listCoaches",
    "command": "list-coaches",
    "operationId": "list_team_coaches",
    "summary": "List a team's coaching staff",
    "description": "Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "persons",
    "method": "get",
    "command": "get",
    "operationId": "get_person",
    "summary": "Get a person",
    "description": "Returns a person (player or coach) with their career history.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Person id (`per_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": []
  },
  {
    "namespace": "persons",
    "method": "listTransfers",
    "command": "list-transfers",
    "operationId": "list_person_transfers",
    "summary": "List a person's transfers",
    "description": "Lists the transfers of a person, newest first.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Person id (`per_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "movements",
    "method": "list",
    "command": "list",
    "operationId": "list_movements",
    "summary": "List movements",
    "description": "Lists roster and staff movements (transfers, portal entries, commitments, coaching changes, departures), newest first. A free read, distinct from the live usage-billed portal feed.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "sport",
        "required": false,
        "description": "Only this sport (a `Sport.id`).",
        "type": "string"
      },
      {
        "name": "division",
        "required": false,
        "description": "Only this division (a `Division.id`).",
        "type": "string"
      },
      {
        "name": "gender",
        "required": false,
        "description": "Only this gender.",
        "type": "string",
        "enum": [
          "men",
          "women"
        ],
        "enumOpen": false
      },
      {
        "name": "since",
        "required": false,
        "description": "Only records dated at or after this RFC 3339 instant.",
        "type": "string"
      },
      {
        "name": "kind",
        "required": false,
        "description": "Only movements of this kind.",
        "type": "string",
        "enum": [
          "transfer",
          "portal_entry",
          "commitment",
          "coaching_change",
          "departure"
        ],
        "enumOpen": false
      }
    ]
  },
  {
    "namespace": "games",
    "method": "list",
    "command": "list",
    "operationId": "list_games",
    "summary": "List games",
    "description": "Lists games ordered by start time, earliest first, optionally filtered by sport, division, gender, season and team.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "sport",
        "required": false,
        "description": "Only this sport (a `Sport.id`).",
        "type": "string"
      },
      {
        "name": "division",
        "required": false,
        "description": "Only this division (a `Division.id`).",
        "type": "string"
      },
      {
        "name": "gender",
        "required": false,
        "description": "Only this gender.",
        "type": "string",
        "enum": [
          "men",
          "women"
        ],
        "enumOpen": false
      },
      {
        "name": "season",
        "required": false,
        "description": "Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).",
        "type": "integer"
      },
      {
        "name": "team",
        "required": false,
        "description": "Only games this team plays in, home or away (a `Team.id`).",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "games",
    "method": "get",
    "command": "get",
    "operationId": "get_game",
    "summary": "Get a game",
    "description": "Returns a game.\n\n**Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Game id (`game_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": []
  },
  {
    "namespace": "portal",
    "method": "list",
    "command": "list",
    "operationId": "list_portal",
    "summary": "List the live transfer-portal feed",
    "description": "Lists live transfer-portal entries, newest `entered_at` first.\n\nData of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.\n\n**Billing:** usage-billed — $0.05 per request on plus and premium, included from developer up. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.\n\n**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).",
    "billing": "usage",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      },
      {
        "name": "sport",
        "required": false,
        "description": "Only this sport (a `Sport.id`).",
        "type": "string"
      },
      {
        "name": "division",
        "required": false,
        "description": "Only this division (a `Division.id`).",
        "type": "string"
      },
      {
        "name": "gender",
        "required": false,
        "description": "Only this gender.",
        "type": "string",
        "enum": [
          "men",
          "women"
        ],
        "enumOpen": false
      },
      {
        "name": "since",
        "required": false,
        "description": "Only records dated at or after this RFC 3339 instant.",
        "type": "string"
      },
      {
        "name": "position",
        "required": false,
        "description": "Only this position abbreviation (as the sport uses it; see the filter catalog).",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "query",
    "method": "create",
    "command": "create",
    "operationId": "create_query",
    "summary": "Create a natural-language query run",
    "description": "Submits a natural-language question and answers 202 with the new run (`queued`). Poll `GET /v1/query/{run_id}` until `status` is `completed` or `failed` (the SDK's `createAndPoll` does both). The model is fixed server-side.\n\n**Billing:** usage-billed — billed by token usage (model cost × 3) once the run completes, drawn first from the plan's included monthly usage (shared with app chat); a failed run is not billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.\n\n**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).",
    "billing": "usage",
    "list": false,
    "input": "body",
    "idempotent": true,
    "pathArgs": [],
    "flags": [
      {
        "name": "prompt",
        "required": true,
        "description": "The question, 1–2,000 characters.",
        "type": "string"
      },
      {
        "name": "sport",
        "required": false,
        "description": "Sport slug (a `Sport.id`) to scope the query to.",
        "example": "football",
        "type": "string"
      },
      {
        "name": "division",
        "required": false,
        "description": "Division slug (a `Division.id`) to scope the query to.",
        "example": "ncaa_d1",
        "type": "string"
      },
      {
        "name": "gender",
        "required": false,
        "description": "Gender to scope the query to.",
        "type": "string",
        "enum": [
          "men",
          "women"
        ],
        "enumOpen": false
      }
    ]
  },
  {
    "namespace": "query",
    "method": "get",
    "command": "get",
    "operationId": "get_query",
    "summary": "Get a query run",
    "description": "Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.\n\n**Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "run_id",
        "description": "Query run id (`qr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": []
  },
  {
    "namespace": "alerts",
    "method": "list",
    "command": "list",
    "operationId": "list_alerts",
    "summary": "List alerts",
    "description": "Lists the account's alerts, newest first. Unlike creation, it needs neither the `portal:alerts` scope nor a verified coach.\n\n**Billing:** usage-billed — part of the alert family; listing itself adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.\n\n**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).",
    "billing": "usage",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "alerts",
    "method": "create",
    "command": "create",
    "operationId": "create_alert",
    "summary": "Create a portal watch alert",
    "description": "Creates a portal watch alert (201). Each new portal entry that fits its filters becomes an alert match, pushed to the account's webhook as an `alert.matched` event and listed by `GET /v1/alerts/{id}/matches`. When the plan's alert count is used, 403 `alert_limit_reached`.\n\nData of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.\n\n**Billing:** usage-billed — $5 per alert per month on plus and premium; included from developer up, up to the plan's alert count. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.\n\n**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal:alerts` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).",
    "billing": "usage",
    "list": false,
    "input": "body",
    "idempotent": true,
    "pathArgs": [],
    "flags": [
      {
        "name": "name",
        "required": true,
        "description": "Your name for the alert, 1–100 characters.",
        "type": "string"
      },
      {
        "name": "filters.sport",
        "required": true,
        "description": "Sport slug (a `Sport.id`).",
        "example": "football",
        "type": "string"
      },
      {
        "name": "filters.division",
        "required": false,
        "description": "Division slug (a `Division.id`).",
        "example": "ncaa_d1",
        "type": "string"
      },
      {
        "name": "filters.gender",
        "required": false,
        "description": "Gender of the competition.",
        "type": "string"
      },
      {
        "name": "filters.positions",
        "required": false,
        "description": "Position abbreviations; the entry's position must be one of them. Absent or empty means any position.",
        "type": "string",
        "array": true
      },
      {
        "name": "filters.min_stats",
        "required": false,
        "description": "Map from stat key (see `FilterCatalog.sort_keys`) to a minimum; the player's latest season stats must reach every one.",
        "type": "map",
        "valueType": "number"
      }
    ]
  },
  {
    "namespace": "alerts",
    "method": "listMatches",
    "command": "list-matches",
    "operationId": "list_alert_matches",
    "summary": "List an alert's matches",
    "description": "Lists the matches of an alert, newest first: the same matches pushed to the webhook. Needs neither the `portal:alerts` scope nor a verified coach.\n\n**Billing:** usage-billed — part of the alert family; reading matches adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.\n\n**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).",
    "billing": "usage",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "alerts",
    "method": "delete",
    "command": "delete",
    "operationId": "delete_alert",
    "summary": "Delete an alert",
    "description": "Deletes an alert: it stops matching at once and its slot in the plan's alert count is freed. Deleting an alert that is already gone gives 404 `not_found`. Needs neither the `portal:alerts` scope nor a verified coach.\n\n**Billing:** usage-billed — part of the alert family; deleting adds no charge. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.\n\n**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).",
    "billing": "usage",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": []
  },
  {
    "namespace": "exports",
    "method": "list",
    "command": "list",
    "operationId": "list_exports",
    "summary": "List export jobs",
    "description": "Lists the account's export jobs, newest first.\n\n**Billing:** free — listing is free; each job is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": true,
    "input": "query",
    "idempotent": false,
    "pathArgs": [],
    "flags": [
      {
        "name": "limit",
        "required": false,
        "description": "Page size, 1–100 (default 20). May change between pages.",
        "type": "integer"
      },
      {
        "name": "cursor",
        "required": false,
        "description": "Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "exports",
    "method": "create",
    "command": "create",
    "operationId": "create_export",
    "summary": "Create a bulk export job",
    "description": "Starts an export and answers 202 with the new job (`queued`). Poll `GET /v1/exports/{id}` until `status` is `succeeded` (then fetch `download_url`, a gzipped CSV or JSONL file) or `failed`. A job that would pass the plan's export row cap fails with `export_row_limit_exceeded`.\n\n**Billing:** usage-billed — $0.10 per started 10,000-row block, only when the job succeeds; a failed export is never billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.\n\n**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).",
    "billing": "usage",
    "list": false,
    "input": "body",
    "idempotent": true,
    "pathArgs": [],
    "flags": [
      {
        "name": "resource",
        "required": true,
        "description": "What to export. `x-row-schemas` names the schema of one row of each resource, which both files follow: a JSONL line is one such object; a CSV file has a header row and one column per field, nested objects flattened to dotted columns (`stats.points`, `home.score`; a map such as `stats` has one column per key any row has), arrays as JSON text, booleans as `true`/`false`, numbers as JSON writes them, and null (or a map key the row lacks) as an empty field. The SDKs read a CSV export back into the same typed rows as the JSONL export of the same rows.",
        "type": "string",
        "enum": [
          "players",
          "player_seasons",
          "teams",
          "rosters",
          "games",
          "transfers",
          "movements"
        ],
        "enumOpen": false
      },
      {
        "name": "format",
        "required": true,
        "description": "File format (gzip-compressed).",
        "type": "string",
        "enum": [
          "csv",
          "jsonl"
        ],
        "enumOpen": false
      },
      {
        "name": "filters.sport",
        "required": false,
        "description": "Sport slug (a `Sport.id`).",
        "example": "football",
        "type": "string"
      },
      {
        "name": "filters.division",
        "required": false,
        "description": "Division slug (a `Division.id`).",
        "example": "ncaa_d1",
        "type": "string"
      },
      {
        "name": "filters.gender",
        "required": false,
        "description": "Gender of the competition.",
        "type": "string"
      },
      {
        "name": "filters.conference",
        "required": false,
        "description": "Conference id (`Conference.id`); applies to `teams`.",
        "example": "conf_4Nb8Tq2WmZ6xK1rP",
        "type": "string"
      },
      {
        "name": "filters.season",
        "required": false,
        "description": "Season, as the year it starts; applies to `player_seasons`, `rosters`, `games` and `transfers`.",
        "type": "integer"
      },
      {
        "name": "filters.team",
        "required": false,
        "description": "Team id (`Team.id`); applies to `players`, `player_seasons`, `rosters` and `games`.",
        "example": "team_3Hd8Vw2QxZ5nL1cJ",
        "type": "string"
      },
      {
        "name": "filters.since",
        "required": false,
        "description": "RFC 3339 instant; keeps records dated at or after it. Applies to `movements`.",
        "type": "string"
      },
      {
        "name": "filters.kind",
        "required": false,
        "description": "Movement kind; applies to `movements`.",
        "type": "string"
      },
      {
        "name": "filters.position",
        "required": false,
        "description": "Position abbreviation as the sport uses it (see the filter catalog); applies to `players`.",
        "type": "string"
      }
    ]
  },
  {
    "namespace": "exports",
    "method": "get",
    "command": "get",
    "operationId": "get_export",
    "summary": "Get an export job",
    "description": "Returns an export job; `download_url` and `expires_at` appear once it has `succeeded`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A job is visible only to the account that created it.\n\n**Billing:** free — polling is free; the job itself is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).\n\n**Access:** a live or test key on any plan.",
    "billing": "free",
    "list": false,
    "input": "none",
    "idempotent": false,
    "pathArgs": [
      {
        "name": "id",
        "description": "Export job id (`exp_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account."
      }
    ],
    "flags": []
  }
];
