# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""Every request and result of openapi.json as a `TypedDict`; enumerations as `Literal` unions."""

from __future__ import annotations

from typing import Literal

from typing_extensions import NotRequired, TypeAlias, TypedDict

class _QueryRunBaseFields(TypedDict):
    """The fields every state of `QueryRunBase` has alike."""
    run_id: str
    """Query run id."""
    prompt: str
    """The question as submitted."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None
    """Sport slug (a `Sport.id`) the run was scoped to. Null when not given."""
    division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None
    """Division slug (a `Division.id`) the run was scoped to. Null when not given."""
    gender: Literal["men", "women"] | str | None
    """Gender the run was scoped to; null when not given."""
    created_at: str
    """When the run was created (UTC)."""


class _ExportJobBaseFields(TypedDict):
    """The fields every state of `ExportJobBase` has alike."""
    id: str
    """Export job id."""
    resource: Literal["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"] | str
    """What is exported."""
    format: Literal["csv", "jsonl"] | str
    """File format; the file is always gzip-compressed (CSV with a header row, or JSON Lines)."""
    filters: ExportFilters
    """Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later."""
    cost_usd: float
    """Charge for the job in US dollars; 0 until it succeeds, and 0 for a failed job."""
    created_at: str
    """When the job was created (UTC)."""


class ErrorObject(TypedDict):
    """The error itself. All five fields are always present."""
    type: ErrorType
    """Broad class of an error: `authentication_error` (401), `permission_error` (403), `billing_error` (402), `invalid_request_error` (400, 404), `rate_limit_error` (429), `api_error` (408, 500, 502, 503, 504)."""
    code: ErrorCode
    """Machine-readable error code. See `ErrorCode`."""
    message: str
    """Human-readable explanation, in English. Never contains the API key. Do not parse it."""
    param: str | None
    """For `invalid_parameter` (and `invalid_cursor`, where it is `cursor`), the name of the offending parameter, body field (dotted path for nested fields, e.g. `filters.sport`) or header; otherwise null."""
    request_id: str
    """Same value as the `X-Request-Id` response header; quote it to support."""


class ErrorResponse(TypedDict):
    """Body of every error response (every 4xx and 5xx status), and no other shape."""
    error: ErrorObject
    """The error itself. All five fields are always present."""


class Sport(TypedDict):
    """A sport the service covers."""
    id: str
    """Sport slug, used as the `sport` filter everywhere."""
    name: str
    """Display name."""
    genders: list[Literal["men", "women"] | str]
    """Genders the sport is covered for."""


class Division(TypedDict):
    """A competitive division (for example NCAA Division I)."""
    id: str
    """Division slug, used as the `division` filter everywhere."""
    name: str
    """Display name."""
    level: int
    """Rank of the division among the divisions of its governing body; 1 is the highest (NCAA Division I is 1, Division II is 2)."""


class Conference(TypedDict):
    """An athletic conference within a sport and division."""
    id: str
    """Conference id."""
    name: str
    """Full name."""
    short_name: str
    """Abbreviation or short name."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str
    """Division slug (a `Division.id`)."""


class FilterCatalog(TypedDict):
    """The filters the service understands and, per sport, the stat keys that `sort_by` (player search) and `min_stats` (alerts) accept."""
    filters: list[FilterCatalogFiltersItem]
    """Available filters."""
    sort_keys: dict[str, list[str]]
    """Map from sport slug to the stat keys of that sport (the keys of `Player.stats`). `x-stat-keys` lists the keys known when this document was written; the service may add keys and sports."""


class FilterCatalogFiltersItem(TypedDict):
    key: str
    """Parameter name of the filter (e.g. `sport`, `season`)."""
    label: str
    """Human-readable label."""
    type: Literal["enum", "string", "integer", "number", "boolean", "date-time"] | str
    """Value type of the filter."""
    values: NotRequired[list[str | int]]
    """Allowed values (strings, or integers for a filter such as `season`); present only when `type` is `enum`."""
    sports: NotRequired[list[str]]
    """Sports the filter applies to; absent when it applies to every sport."""


class CoverageMatrix(TypedDict):
    """Which datasets the service holds for each sport, division and gender, and for which seasons."""
    updated_at: str
    """When the matrix was last recomputed (UTC)."""
    cells: list[CoverageMatrixCellsItem]
    """One cell per covered sport, division and gender."""


class CoverageMatrixCellsItem(TypedDict):
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str
    """Division slug (a `Division.id`)."""
    gender: Literal["men", "women"] | str
    """Gender of the competition."""
    datasets: list[str]
    """Datasets held for the cell. Known values: `players`, `player_seasons`, `teams`, `rosters`, `coaches`, `games`, `transfers`, `movements`, `portal`; more may be added."""
    first_season: int
    """First season covered, as the year it starts."""
    last_season: int
    """Latest season covered, as the year it starts."""


class Player(TypedDict):
    """A player, with the stats of the current (latest covered) season."""
    id: str
    """Player id."""
    name: str
    """Full name."""
    team: str
    """Name of the player's current team."""
    team_id: str
    """Id of the current team."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str
    """Division slug (a `Division.id`)."""
    gender: Literal["men", "women"] | str
    """Gender of the competition."""
    position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str
    """Position abbreviation as the sport uses it (e.g. `QB`, `PG`)."""
    class_year: Literal["freshman", "sophomore", "junior", "senior", "graduate"] | str
    """Academic class of the player in that season."""
    stats: dict[str, float]
    """Season stats of the latest covered season: map from stat key (see `FilterCatalog.sort_keys`) to value."""


class PlayerSeason(TypedDict):
    """One season of a player's stats, with the team the player played for."""
    player_id: str
    """Player id."""
    season: int
    """Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season)."""
    team: str
    """Team name in that season."""
    team_id: str
    """Team id in that season."""
    stats: dict[str, float]
    """Map from stat key to value for that season."""


class Team(TypedDict):
    """A team (one program in one sport and gender)."""
    id: str
    """Team id."""
    name: str
    """Display name."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str
    """Division slug (a `Division.id`)."""
    gender: Literal["men", "women"] | str
    """Gender of the competition."""
    conference_id: str | None
    """Conference id. Null for independents."""
    conference: str | None
    """Conference name; null for independents."""


class RosterEntry(TypedDict):
    """A player on a team's roster for one season."""
    player_id: str
    """Player id."""
    name: str
    """Full name."""
    position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str
    """Position abbreviation."""
    jersey_number: str | None
    """Jersey number as a string (so `0` and `00` stay distinct); null when not assigned."""
    class_year: Literal["freshman", "sophomore", "junior", "senior", "graduate"] | str
    """Academic class of the player in that season."""
    season: int
    """Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season)."""


class Coach(TypedDict):
    """A member of a team's current coaching staff."""
    person_id: str
    """Person id (see `GET /v1/persons/{id}`)."""
    name: str
    """Full name."""
    role: str
    """Role on the staff, as published by the team (e.g. `Head Coach`, `Offensive Coordinator`)."""
    since_season: int
    """First season in this role with this team, as the year it starts."""


class Person(TypedDict):
    """A person (player or coach) with their career history."""
    id: str
    """Person id."""
    name: str
    """Full name."""
    career: list[PersonCareerItem]
    """Career stints, oldest first."""


class PersonCareerItem(TypedDict):
    team: str
    """Team name."""
    team_id: str
    """Team id."""
    role: str
    """`player`, or the coaching role (e.g. `Head Coach`)."""
    from_season: int
    """First season of the stint."""
    to_season: int | None
    """Last season of the stint. Null while the stint is current."""


class Transfer(TypedDict):
    """A completed transfer of a person from one team to another."""
    id: str
    """Transfer id."""
    person_id: str
    """Person id."""
    from_team: str
    """Team left."""
    from_team_id: str
    """Id of the team left."""
    to_team: str
    """Team joined."""
    to_team_id: str
    """Id of the team joined."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    season: int
    """First season with the new team, as the year it starts."""
    date: str
    """When the transfer was recorded (UTC)."""


class Movement(TypedDict):
    """A roster or staff movement: transfer, portal entry, commitment, coaching change or departure."""
    id: str
    """Movement id."""
    person_id: str
    """Person id."""
    kind: Literal["transfer", "portal_entry", "commitment", "coaching_change", "departure"] | str
    """Kind of movement."""
    from_team: str | None
    """Team left; null when there is none (e.g. a commitment from outside covered teams)."""
    to_team: str | None
    """Team joined; null when there is none yet (`portal_entry`, `departure`)."""
    date: str
    """When the movement happened (UTC)."""


class Game(TypedDict):
    """A game."""
    id: str
    """Game id."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str
    """Division slug (a `Division.id`)."""
    gender: Literal["men", "women"] | str
    """Gender of the competition."""
    season: int
    """Season, as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season)."""
    starts_at: str
    """Scheduled start (UTC)."""
    status: Literal["scheduled", "in_progress", "final", "postponed", "canceled"] | str
    """State of the game."""
    home: GameHome
    """Home side."""
    away: GameAway
    """Away side."""
    venue: str | None
    """Venue name; null when not known."""


class GameHome(TypedDict):
    """Home side."""
    team_id: str
    """Team id."""
    name: str
    """Team name."""
    score: int | None
    """Points scored; null before the game starts."""


class GameAway(TypedDict):
    """Away side."""
    team_id: str
    """Team id."""
    name: str
    """Team name."""
    score: int | None
    """Points scored; null before the game starts."""


class PortalEntry(TypedDict):
    """An entry in the live transfer portal."""
    id: str
    """Portal entry id."""
    person_id: str
    """Person id."""
    player_id: str
    """Player id."""
    name: str
    """Full name."""
    position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str
    """Position abbreviation."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str
    """Division slug (a `Division.id`) of the team left."""
    gender: Literal["men", "women"] | str
    """Gender of the competition."""
    from_team: str
    """Team left."""
    from_team_id: str
    """Id of the team left."""
    entered_at: str
    """When the player entered the portal (UTC)."""
    status: Literal["entered", "committed", "withdrawn"] | str
    """Current state of the entry."""
    committed_to: str | None
    """Name of the team committed to; non-null only when `status` is `committed`."""


class Usage(TypedDict):
    """Token usage and charge of a completed query run."""
    input_tokens: int
    """Input tokens used."""
    output_tokens: int
    """Output tokens used."""
    cost_usd: float
    """Charge for the run in US dollars (model cost × 3), drawn first from the plan's included monthly usage and billed beyond it."""


class JobError(TypedDict):
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    code: Literal["export_row_limit_exceeded", "internal_error"] | str
    """Machine-readable reason: `export_row_limit_exceeded` (an export would pass the plan's export row cap; never billed) or `internal_error` (the service failed). More may be added."""
    message: str
    """Human-readable explanation."""


class QueryRunBase(_QueryRunBaseFields):
    """Fields every state of a query run has. A natural-language query run. Lifecycle: `queued → running → completed | failed`. `answer` and `usage` are present only when `completed`; `error` only when `failed`; `completed_at` is null until the run is `completed` or `failed`. Billed once, when it completes; a failed run is not billed."""
    status: Literal["queued", "running", "completed", "failed"]
    """State of the run. `completed` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    answer: NotRequired[str]
    """The answer. Present only when `status` is `completed`."""
    error: NotRequired[JobError]
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    usage: NotRequired[Usage]
    """Token usage and charge of a completed query run."""
    completed_at: str | None
    """When the run reached `completed` or `failed` (UTC); null while `queued` or `running`."""


class QueryRunInProgress(_QueryRunBaseFields):
    """A run not finished yet: `queued`, `running`, or a state added later. No `answer`, `usage` or `error` yet."""
    status: Literal["queued", "running"]
    """State of the run. `completed` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    answer: NotRequired[str]
    """The answer. Present only when `status` is `completed`."""
    error: NotRequired[JobError]
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    usage: NotRequired[Usage]
    """Token usage and charge of a completed query run."""
    completed_at: str | None
    """When the run reached `completed` or `failed` (UTC); null while `queued` or `running`."""


class QueryRunCompleted(_QueryRunBaseFields):
    """A completed run: `answer` and `usage` are always present. Billed once."""
    status: Literal["completed"]
    """State of the run. `completed` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    answer: str
    """The answer. Present only when `status` is `completed`."""
    error: NotRequired[JobError]
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    usage: Usage
    """Token usage and charge of a completed query run."""
    completed_at: str
    """When the run reached `completed` or `failed` (UTC); null while `queued` or `running`."""


class QueryRunFailed(_QueryRunBaseFields):
    """A failed run: `error` says why. Not billed."""
    status: Literal["failed"]
    """State of the run. `completed` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    answer: NotRequired[str]
    """The answer. Present only when `status` is `completed`."""
    error: JobError
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    usage: NotRequired[Usage]
    """Token usage and charge of a completed query run."""
    completed_at: str
    """When the run reached `completed` or `failed` (UTC); null while `queued` or `running`."""


class ExportFilters(TypedDict):
    """Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Sport slug (a `Sport.id`)."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Division slug (a `Division.id`)."""
    gender: NotRequired[Literal["men", "women"] | str]
    """Gender of the competition."""
    conference: NotRequired[str]
    """Conference id (`Conference.id`); applies to `teams`."""
    season: NotRequired[int]
    """Season, as the year it starts; applies to `player_seasons`, `rosters`, `games` and `transfers`."""
    team: NotRequired[str]
    """Team id (`Team.id`); applies to `players`, `player_seasons`, `rosters` and `games`."""
    since: NotRequired[str]
    """RFC 3339 instant; keeps records dated at or after it. Applies to `movements`."""
    kind: NotRequired[Literal["transfer", "portal_entry", "commitment", "coaching_change", "departure"] | str]
    """Movement kind; applies to `movements`."""
    position: NotRequired[Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str]
    """Position abbreviation as the sport uses it (see the filter catalog); applies to `players`."""


class ExportJobBase(_ExportJobBaseFields):
    """Fields every state of a export job has. A bulk export job. Lifecycle: `queued → running → succeeded | failed`. `download_url` and `expires_at` are present only when `succeeded`; `error` only when `failed`; `completed_at` is null until the job is `succeeded` or `failed`. Billed $0.10 per started 10,000-row block, only when it succeeds; a failed job is never billed."""
    status: Literal["queued", "running", "succeeded", "failed"]
    """State of the job. `succeeded` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    row_count: int | None
    """Rows in the file; null until the job has finished counting (always set when `succeeded`)."""
    download_url: NotRequired[str]
    """Absolute, pre-signed URL of the gzip file (`Content-Type: application/gzip`). Needs no API key (do not send one), may be on another host, and stops working at `expires_at`; fetch the job again for a freshly signed URL. Present only when `status` is `succeeded`."""
    expires_at: NotRequired[str]
    """When `download_url` expires (UTC). Present only when `status` is `succeeded`."""
    error: NotRequired[JobError]
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    completed_at: str | None
    """When the job reached `succeeded` or `failed` (UTC); null while `queued` or `running`."""


class ExportJobInProgress(_ExportJobBaseFields):
    """A job not finished yet: `queued`, `running`, or a state added later. No file yet."""
    status: Literal["queued", "running"]
    """State of the job. `succeeded` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    row_count: int | None
    """Rows in the file; null until the job has finished counting (always set when `succeeded`)."""
    download_url: NotRequired[str]
    """Absolute, pre-signed URL of the gzip file (`Content-Type: application/gzip`). Needs no API key (do not send one), may be on another host, and stops working at `expires_at`; fetch the job again for a freshly signed URL. Present only when `status` is `succeeded`."""
    expires_at: NotRequired[str]
    """When `download_url` expires (UTC). Present only when `status` is `succeeded`."""
    error: NotRequired[JobError]
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    completed_at: str | None
    """When the job reached `succeeded` or `failed` (UTC); null while `queued` or `running`."""


class ExportJobSucceeded(_ExportJobBaseFields):
    """A succeeded job: `download_url`, `expires_at` and `row_count` are always present. Billed."""
    status: Literal["succeeded"]
    """State of the job. `succeeded` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    row_count: int
    """Rows in the file; null until the job has finished counting (always set when `succeeded`)."""
    download_url: str
    """Absolute, pre-signed URL of the gzip file (`Content-Type: application/gzip`). Needs no API key (do not send one), may be on another host, and stops working at `expires_at`; fetch the job again for a freshly signed URL. Present only when `status` is `succeeded`."""
    expires_at: str
    """When `download_url` expires (UTC). Present only when `status` is `succeeded`."""
    error: NotRequired[JobError]
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    completed_at: str
    """When the job reached `succeeded` or `failed` (UTC); null while `queued` or `running`."""


class ExportJobFailed(_ExportJobBaseFields):
    """A failed job: `error` says why (for example `export_row_limit_exceeded`). Never billed."""
    status: Literal["failed"]
    """State of the job. `succeeded` and `failed` are final. The SDK types this as exactly these states so that a check on it narrows the job; a state added later still arrives as sent, and a poller treats it as not finished."""
    row_count: int | None
    """Rows in the file; null until the job has finished counting (always set when `succeeded`)."""
    download_url: NotRequired[str]
    """Absolute, pre-signed URL of the gzip file (`Content-Type: application/gzip`). Needs no API key (do not send one), may be on another host, and stops working at `expires_at`; fetch the job again for a freshly signed URL. Present only when `status` is `succeeded`."""
    expires_at: NotRequired[str]
    """When `download_url` expires (UTC). Present only when `status` is `succeeded`."""
    error: JobError
    """Why a query run or export job failed. Present only when `status` is `failed`."""
    completed_at: str
    """When the job reached `succeeded` or `failed` (UTC); null while `queued` or `running`."""


class AlertFilters(TypedDict):
    """What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`)."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Division slug (a `Division.id`)."""
    gender: NotRequired[Literal["men", "women"] | str]
    """Gender of the competition."""
    positions: NotRequired[list[Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str]]
    """Position abbreviations; the entry's position must be one of them. Absent or empty means any position."""
    min_stats: NotRequired[dict[str, float]]
    """Map from stat key (see `FilterCatalog.sort_keys`) to a minimum; the player's latest season stats must reach every one."""


class Alert(TypedDict):
    """A portal watch alert. Matches are pushed to the account's webhook (`alert.matched`) and can be read with `GET /v1/alerts/{id}/matches`."""
    id: str
    """Alert id."""
    name: str
    """Name given at creation."""
    filters: AlertFilters
    """What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`."""
    status: Literal["active"] | str
    """State of the alert. Only `active` exists today (a deleted alert is gone); more states may be added."""
    created_at: str
    """When the alert was created (UTC)."""


class AlertMatch(TypedDict):
    """A portal entry that matched an alert."""
    id: str
    """Alert match id."""
    alert_id: str
    """Alert id."""
    portal_entry: PortalEntry
    """An entry in the live transfer portal."""
    matched_at: str
    """When the match was found (UTC)."""


class DeletedAlert(TypedDict):
    """Answer to deleting an alert."""
    id: str
    """Id of the deleted alert."""
    deleted: Literal[True]
    """Always true."""


class AlertMatchedEvent(TypedDict):
    """Webhook event sent when a new portal entry matches an active alert."""
    id: str
    """Event id; the same on every delivery attempt of the event."""
    type: Literal["alert.matched"]
    """Event type."""
    created_at: str
    """When the event was created (UTC)."""
    data: AlertMatch
    """A portal entry that matched an alert."""


class PlayerSearchRequest(TypedDict):
    """Player search. Unknown fields are rejected with 400 `invalid_parameter`."""
    sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str
    """Sport slug (a `Sport.id`) to search in."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Division slug (a `Division.id`)."""
    gender: NotRequired[Literal["men", "women"]]
    """Gender of the competition."""
    position: NotRequired[Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str]
    """Position abbreviation as the sport uses it (see the filter catalog)."""
    sort_by: NotRequired[Literal["passing_yards", "rushing_yards", "receiving_yards", "touchdowns", "tackles", "sacks", "interceptions", "points_per_game", "rebounds_per_game", "assists_per_game", "steals_per_game", "blocks_per_game", "field_goal_pct", "three_point_pct", "goals", "assists", "shots", "saves", "minutes_played", "kills", "digs", "blocks", "aces", "batting_average", "home_runs", "runs_batted_in", "stolen_bases", "strikeouts", "era"] | str]
    """A stat key of `sport` (see `FilterCatalog.sort_keys`); players without that stat come last. When omitted, players are ordered by name (A to Z) and `order` is ignored. An unknown key is rejected with 400 `invalid_parameter`."""
    order: NotRequired[Literal["asc", "desc"]]
    """Direction of `sort_by`."""
    limit: NotRequired[int]
    """Page size."""
    cursor: NotRequired[str]
    """`next_cursor` of the previous page; send it with the same other fields."""


class QueryCreateRequest(TypedDict):
    """A natural-language query. The model is fixed server-side and cannot be chosen. Unknown fields are rejected with 400 `invalid_parameter`."""
    prompt: str
    """The question, 1–2,000 characters."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Sport slug (a `Sport.id`) to scope the query to."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Division slug (a `Division.id`) to scope the query to."""
    gender: NotRequired[Literal["men", "women"]]
    """Gender to scope the query to."""


class ExportCreateRequest(TypedDict):
    """A bulk export. Unknown fields are rejected with 400 `invalid_parameter`."""
    resource: Literal["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"]
    """What to export. `x-row-schemas` names the schema of one row of each resource, which both files follow: a JSONL line is one such object; a CSV file has a header row and one column per field, nested objects flattened to dotted columns (`stats.points`, `home.score`; a map such as `stats` has one column per key any row has), arrays as JSON text, booleans as `true`/`false`, numbers as JSON writes them, and null (or a map key the row lacks) as an empty field. The SDKs read a CSV export back into the same typed rows as the JSONL export of the same rows."""
    format: Literal["csv", "jsonl"]
    """File format (gzip-compressed)."""
    filters: NotRequired[ExportFilters]
    """Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later."""


class AlertCreateRequest(TypedDict):
    """A portal watch alert. Unknown fields are rejected with 400 `invalid_parameter`."""
    name: str
    """Your name for the alert, 1–100 characters."""
    filters: AlertFilters
    """What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`."""


class SportPage(TypedDict):
    """Sports, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Sport]
    """The Sport items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class DivisionPage(TypedDict):
    """Divisions, ordered by level, then name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Division]
    """The Division items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class ConferencePage(TypedDict):
    """Conferences, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Conference]
    """The Conference items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class PlayerPage(TypedDict):
    """Players matching a search, in the requested order (ties broken by id). One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Player]
    """The Player items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class PlayerSeasonPage(TypedDict):
    """Seasons of a player, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[PlayerSeason]
    """The PlayerSeason items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class TeamPage(TypedDict):
    """Teams, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Team]
    """The Team items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class RosterEntryPage(TypedDict):
    """Roster entries of one season, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[RosterEntry]
    """The RosterEntry items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class CoachPage(TypedDict):
    """Coaching staff, head coach first, then by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Coach]
    """The Coach items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class TransferPage(TypedDict):
    """Transfers of a person, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Transfer]
    """The Transfer items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class MovementPage(TypedDict):
    """Movements, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Movement]
    """The Movement items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class GamePage(TypedDict):
    """Games, ordered by start time (earliest first). One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Game]
    """The Game items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class PortalEntryPage(TypedDict):
    """Portal entries, newest `entered_at` first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[PortalEntry]
    """The PortalEntry items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class AlertPage(TypedDict):
    """Alerts of the account, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[Alert]
    """The Alert items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class AlertMatchPage(TypedDict):
    """Matches of an alert, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[AlertMatch]
    """The AlertMatch items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class ExportJobPage(TypedDict):
    """Export jobs of the account, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null."""
    data: list[ExportJob]
    """The ExportJob items of this page, in the list's order. May hold fewer than `limit` items even when `has_more` is true."""
    next_cursor: str | None
    """Cursor of the next page; null exactly when `has_more` is false."""
    has_more: bool
    """Whether another page follows."""


class PageParams(TypedDict):
    """The paging parameters every list takes."""
    limit: NotRequired[int]
    """Page size, 1–100 (default 20). May change between pages."""
    cursor: NotRequired[str]
    """Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`."""


class ReferenceListSportsParams(PageParams):
    """Query parameters of `reference.list_sports`."""
    pass


class ReferenceListDivisionsParams(PageParams):
    """Query parameters of `reference.list_divisions`."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Only this sport (a `Sport.id`)."""


class ReferenceListConferencesParams(PageParams):
    """Query parameters of `reference.list_conferences`."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Only this sport (a `Sport.id`)."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Only this division (a `Division.id`)."""


class PlayersListSeasonsParams(PageParams):
    """Query parameters of `players.list_seasons`."""
    season: NotRequired[int]
    """Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season)."""


class TeamsListParams(PageParams):
    """Query parameters of `teams.list`."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Only this sport (a `Sport.id`)."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Only this division (a `Division.id`)."""
    gender: NotRequired[Literal["men", "women"]]
    """Only this gender."""
    conference: NotRequired[str]
    """Only teams of this conference (a `Conference.id`)."""


class TeamsListRosterParams(PageParams):
    """Query parameters of `teams.list_roster`."""
    season: NotRequired[int]
    """Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season)."""


class TeamsListCoachesParams(PageParams):
    """Query parameters of `teams.list_coaches`."""
    pass


class PersonsListTransfersParams(PageParams):
    """Query parameters of `persons.list_transfers`."""
    pass


class MovementsListParams(PageParams):
    """Query parameters of `movements.list`."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Only this sport (a `Sport.id`)."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Only this division (a `Division.id`)."""
    gender: NotRequired[Literal["men", "women"]]
    """Only this gender."""
    since: NotRequired[str]
    """Only records dated at or after this RFC 3339 instant."""
    kind: NotRequired[Literal["transfer", "portal_entry", "commitment", "coaching_change", "departure"]]
    """Only movements of this kind."""


class GamesListParams(PageParams):
    """Query parameters of `games.list`."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Only this sport (a `Sport.id`)."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Only this division (a `Division.id`)."""
    gender: NotRequired[Literal["men", "women"]]
    """Only this gender."""
    season: NotRequired[int]
    """Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season)."""
    team: NotRequired[str]
    """Only games this team plays in, home or away (a `Team.id`)."""


class PortalListParams(PageParams):
    """Query parameters of `portal.list`."""
    sport: NotRequired[Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str]
    """Only this sport (a `Sport.id`)."""
    division: NotRequired[Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str]
    """Only this division (a `Division.id`)."""
    gender: NotRequired[Literal["men", "women"]]
    """Only this gender."""
    since: NotRequired[str]
    """Only records dated at or after this RFC 3339 instant."""
    position: NotRequired[Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str]
    """Only this position abbreviation (as the sport uses it; see the filter catalog)."""


class AlertsListParams(PageParams):
    """Query parameters of `alerts.list`."""
    pass


class AlertsListMatchesParams(PageParams):
    """Query parameters of `alerts.list_matches`."""
    pass


class ExportsListParams(PageParams):
    """Query parameters of `exports.list`."""
    pass


Plan: TypeAlias = Literal["free", "plus", "premium", "developer", "ultra", "enterprise"] | str
"""Plan of the account that owns the key: `free`, `plus`, `premium`, `developer` (Developer Pro), `ultra` (Developer Ultra) or `enterprise`. Requests without a key are reported as `free`. Plans may be added: a client must accept a value it does not know."""


ErrorType: TypeAlias = Literal["authentication_error", "permission_error", "billing_error", "invalid_request_error", "rate_limit_error", "api_error"] | str
"""Broad class of an error: `authentication_error` (401), `permission_error` (403), `billing_error` (402), `invalid_request_error` (400, 404), `rate_limit_error` (429), `api_error` (408, 500, 502, 503, 504)."""


ErrorCode: TypeAlias = Literal["missing_api_key", "invalid_api_key", "plan_required", "test_key_not_allowed", "scope_required", "verified_coach_required", "tier_required", "alert_limit_reached", "budget_exceeded", "invalid_parameter", "invalid_cursor", "not_found", "monthly_quota_exceeded", "rate_limit_exceeded", "internal_error", "service_unavailable"] | str
"""Machine-readable error code; branch on this, not on `message`. Codes, with status and type:

| code | status | type | when |
|---|---|---|---|
| missing_api_key | 401 | authentication_error | no key on an operation that needs one |
| invalid_api_key | 401 | authentication_error | key unknown, revoked or malformed |
| plan_required | 403 | permission_error | a Free plan key calls a usage-billed operation |
| test_key_not_allowed | 403 | permission_error | a test key calls a usage-billed operation |
| scope_required | 403 | permission_error | the key lacks `portal` / `portal:alerts` |
| verified_coach_required | 403 | permission_error | no verified coach on the account (portal, alert creation) |
| tier_required | 403 | permission_error | the portal feed or an alert asks for a sport whose per-sport coaching tier the account lacks (free reads never answer it) |
| alert_limit_reached | 403 | permission_error | the plan's alert count is used |
| budget_exceeded | 402 | billing_error | a usage-billed call would pass the account's monthly budget cap |
| invalid_parameter | 400 | invalid_request_error | a parameter is missing, of the wrong type or out of range; `param` names it |
| invalid_cursor | 400 | invalid_request_error | the cursor is unknown, expired, or from another list |
| not_found | 404 | invalid_request_error | no such resource |
| monthly_quota_exceeded | 429 | rate_limit_error | the monthly quota is used; no `Retry-After`; lasts until the UTC month rolls over |
| rate_limit_exceeded | 429 | rate_limit_error | the per-minute read limit is passed; `Retry-After` in seconds |
| internal_error | 500 | api_error | the service failed |
| service_unavailable | 503 | api_error | overloaded or in maintenance; may carry `Retry-After` |

New codes may be added in later versions; clients should treat an unknown code by its HTTP status.
"""


QueryRun: TypeAlias = QueryRunInProgress | QueryRunCompleted | QueryRunFailed
"""A natural-language query run. Lifecycle: `queued → running → completed | failed`. `answer` and `usage` are present only when `completed`; `error` only when `failed`; `completed_at` is null until the run is `completed` or `failed`. Billed once, when it completes; a failed run is not billed. One of `QueryRunInProgress`, `QueryRunCompleted`, `QueryRunFailed` by `status` (a status this document does not know has the in-progress shape)."""


ExportJob: TypeAlias = ExportJobInProgress | ExportJobSucceeded | ExportJobFailed
"""A bulk export job. Lifecycle: `queued → running → succeeded | failed`. `download_url` and `expires_at` are present only when `succeeded`; `error` only when `failed`; `completed_at` is null until the job is `succeeded` or `failed`. Billed $0.10 per started 10,000-row block, only when it succeeds; a failed job is never billed. One of `ExportJobInProgress`, `ExportJobSucceeded`, `ExportJobFailed` by `status` (a status this document does not know has the in-progress shape)."""


__all__ = [
    "Alert",
    "AlertCreateRequest",
    "AlertFilters",
    "AlertMatch",
    "AlertMatchPage",
    "AlertMatchedEvent",
    "AlertPage",
    "AlertsListMatchesParams",
    "AlertsListParams",
    "Coach",
    "CoachPage",
    "Conference",
    "ConferencePage",
    "CoverageMatrix",
    "CoverageMatrixCellsItem",
    "DeletedAlert",
    "Division",
    "DivisionPage",
    "ErrorCode",
    "ErrorObject",
    "ErrorResponse",
    "ErrorType",
    "ExportCreateRequest",
    "ExportFilters",
    "ExportJob",
    "ExportJobBase",
    "ExportJobFailed",
    "ExportJobInProgress",
    "ExportJobPage",
    "ExportJobSucceeded",
    "ExportsListParams",
    "FilterCatalog",
    "FilterCatalogFiltersItem",
    "Game",
    "GameAway",
    "GameHome",
    "GamePage",
    "GamesListParams",
    "JobError",
    "Movement",
    "MovementPage",
    "MovementsListParams",
    "PageParams",
    "Person",
    "PersonCareerItem",
    "PersonsListTransfersParams",
    "Plan",
    "Player",
    "PlayerPage",
    "PlayerSearchRequest",
    "PlayerSeason",
    "PlayerSeasonPage",
    "PlayersListSeasonsParams",
    "PortalEntry",
    "PortalEntryPage",
    "PortalListParams",
    "QueryCreateRequest",
    "QueryRun",
    "QueryRunBase",
    "QueryRunCompleted",
    "QueryRunFailed",
    "QueryRunInProgress",
    "ReferenceListConferencesParams",
    "ReferenceListDivisionsParams",
    "ReferenceListSportsParams",
    "RosterEntry",
    "RosterEntryPage",
    "Sport",
    "SportPage",
    "Team",
    "TeamPage",
    "TeamsListCoachesParams",
    "TeamsListParams",
    "TeamsListRosterParams",
    "Transfer",
    "TransferPage",
    "Usage",
]
