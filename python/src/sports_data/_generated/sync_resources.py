# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""The synchronous resource classes, one per namespace (tag) of openapi.json."""

from __future__ import annotations

from datetime import datetime
from typing import Literal, cast

from typing_extensions import Unpack

from .._options import IdempotentRequestOptions, RequestOptions, WaitOptions
from .._pagination import SyncPage
from .._resource import SyncResource, SyncResponses, with_response
from . import jobs as _jobs
from . import operations as _ops
from .types import Sport, Division, Conference, FilterCatalog, CoverageMatrix, Player, PlayerSeason, Team, RosterEntry, Coach, Person, Transfer, Movement, Game, PortalEntry, QueryRunCompleted, ExportFilters, ExportJobSucceeded, AlertFilters, Alert, AlertMatch, DeletedAlert, QueryRun, ExportJob

__all__ = ["Reference", "Players", "Teams", "Persons", "Movements", "Games", "Portal", "Query", "Alerts", "Exports"]


class Reference(SyncResource["ReferenceWithResponse"]):
    """Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key."""

    def list_sports(self, *, limit: int | None = None, cursor: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Sport]:
        """List sports

        Lists the sports the service covers, ordered by name.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return cast("SyncPage[Sport]", self._call(_ops.list_sports, {}, {"limit": limit, "cursor": cursor}, options))

    def list_divisions(self, *, limit: int | None = None, cursor: str | None = None, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Division]:
        """List divisions

        Lists divisions, ordered by level then name. With `sport`, only the divisions covered for that sport.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
        """
        return cast("SyncPage[Division]", self._call(_ops.list_divisions, {}, {"limit": limit, "cursor": cursor, "sport": sport}, options))

    def list_conferences(self, *, limit: int | None = None, cursor: str | None = None, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Conference]:
        """List conferences

        Lists conferences, ordered by name, optionally within a sport and division.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
            division: Only this division (a `Division.id`).
        """
        return cast("SyncPage[Conference]", self._call(_ops.list_conferences, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division}, options))

    def get_filter_catalog(self, **options: Unpack[RequestOptions]) -> FilterCatalog:
        """Get the filter catalog

        Returns the filters the service understands and, per sport, the stat keys accepted by `sort_by` (player search) and `min_stats` (alerts).

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.
        """
        return cast("FilterCatalog", self._call(_ops.get_filter_catalog, {}, None, options))

    def get_coverage(self, **options: Unpack[RequestOptions]) -> CoverageMatrix:
        """Get the coverage matrix

        Returns which datasets are held for each sport, division and gender, and for which seasons. Needs no API key.

        **Billing:** free. Never counted against the monthly quota or a key's per-minute limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** no API key needed (`security: []`). A key sent anyway is ignored: not validated, not counted, and the answer is as for a keyless request (`X-Service-Plan: free`, no quota headers). Keyless requests are rate-limited per client IP address at the Free plan's per-minute limit.
        """
        return cast("CoverageMatrix", self._call(_ops.get_coverage, {}, None, options))


class ReferenceWithResponse(SyncResponses, answers=Reference):
    """The reference methods, each answering an APIResponse (data, the httpx response, meta)."""

    list_sports = with_response(Reference.list_sports)
    """List sports: see `Reference.list_sports`."""
    list_divisions = with_response(Reference.list_divisions)
    """List divisions: see `Reference.list_divisions`."""
    list_conferences = with_response(Reference.list_conferences)
    """List conferences: see `Reference.list_conferences`."""
    get_filter_catalog = with_response(Reference.get_filter_catalog)
    """Get the filter catalog: see `Reference.get_filter_catalog`."""
    get_coverage = with_response(Reference.get_coverage)
    """Get the coverage matrix: see `Reference.get_coverage`."""


class Players(SyncResource["PlayersWithResponse"]):
    """Player search, profiles and season stats. Free reads."""

    def search(self, *, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, gender: Literal["men", "women"] | None = None, position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str | None = None, sort_by: Literal["passing_yards", "rushing_yards", "receiving_yards", "touchdowns", "tackles", "sacks", "interceptions", "points_per_game", "rebounds_per_game", "assists_per_game", "steals_per_game", "blocks_per_game", "field_goal_pct", "three_point_pct", "goals", "assists", "shots", "saves", "minutes_played", "kills", "digs", "blocks", "aces", "batting_average", "home_runs", "runs_batted_in", "stolen_bases", "strikeouts", "era"] | str | None = None, order: Literal["asc", "desc"] | None = None, limit: int | None = None, cursor: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Player]:
        """Search players

        Searches players of one sport, optionally by division, gender and position, sorted by a stat key of that sport. Paging is in the body: send `limit`, and the previous page's `next_cursor` as `cursor` with the same other fields. A read: safe to retry despite being a POST.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            sport: Sport slug (a `Sport.id`) to search in.
            division: Division slug (a `Division.id`).
            gender: Gender of the competition.
            position: Position abbreviation as the sport uses it (see the filter catalog).
            sort_by: A stat key of `sport` (see `FilterCatalog.sort_keys`); players without that stat come last. When omitted, players are ordered by name (A to Z) and `order` is ignored. An unknown key is rejected with 400 `invalid_parameter`.
            order: Direction of `sort_by`.
            limit: Page size.
            cursor: `next_cursor` of the previous page; send it with the same other fields.
        """
        return cast("SyncPage[Player]", self._call(_ops.search_players, {}, {"sport": sport, "division": division, "gender": gender, "position": position, "sort_by": sort_by, "order": order, "limit": limit, "cursor": cursor}, options))

    def get(self, id: str, **options: Unpack[RequestOptions]) -> Player:
        """Get a player

        Returns a player's profile with the stats of the latest covered season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
        """
        return cast("Player", self._call(_ops.get_player, {"id": id}, None, options))

    def list_seasons(self, id: str, *, limit: int | None = None, cursor: str | None = None, season: int | None = None, **options: Unpack[RequestOptions]) -> SyncPage[PlayerSeason]:
        """List a player's seasons

        Lists the season stats of a player, newest season first. With `season`, only that season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            season: Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
        """
        return cast("SyncPage[PlayerSeason]", self._call(_ops.list_player_seasons, {"id": id}, {"limit": limit, "cursor": cursor, "season": season}, options))


class PlayersWithResponse(SyncResponses, answers=Players):
    """The players methods, each answering an APIResponse (data, the httpx response, meta)."""

    search = with_response(Players.search)
    """Search players: see `Players.search`."""
    get = with_response(Players.get)
    """Get a player: see `Players.get`."""
    list_seasons = with_response(Players.list_seasons)
    """List a player's seasons: see `Players.list_seasons`."""


class Teams(SyncResource["TeamsWithResponse"]):
    """Teams, their rosters and coaching staffs. Free reads."""

    def list(self, *, limit: int | None = None, cursor: str | None = None, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, gender: Literal["men", "women"] | None = None, conference: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Team]:
        """List teams

        Lists teams, ordered by name, optionally filtered by sport, division, gender and conference.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
            division: Only this division (a `Division.id`).
            gender: Only this gender.
            conference: Only teams of this conference (a `Conference.id`).
        """
        return cast("SyncPage[Team]", self._call(_ops.list_teams, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "conference": conference}, options))

    def get(self, id: str, **options: Unpack[RequestOptions]) -> Team:
        """Get a team

        Returns a team.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
        """
        return cast("Team", self._call(_ops.get_team, {"id": id}, None, options))

    def list_roster(self, id: str, *, limit: int | None = None, cursor: str | None = None, season: int | None = None, **options: Unpack[RequestOptions]) -> SyncPage[RosterEntry]:
        """List a team's roster

        Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            season: Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
        """
        return cast("SyncPage[RosterEntry]", self._call(_ops.list_team_roster, {"id": id}, {"limit": limit, "cursor": cursor, "season": season}, options))

    def list_coaches(self, id: str, *, limit: int | None = None, cursor: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Coach]:
        """List a team's coaching staff

        Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return cast("SyncPage[Coach]", self._call(_ops.list_team_coaches, {"id": id}, {"limit": limit, "cursor": cursor}, options))


class TeamsWithResponse(SyncResponses, answers=Teams):
    """The teams methods, each answering an APIResponse (data, the httpx response, meta)."""

    list = with_response(Teams.list)
    """List teams: see `Teams.list`."""
    get = with_response(Teams.get)
    """Get a team: see `Teams.get`."""
    list_roster = with_response(Teams.list_roster)
    """List a team's roster: see `Teams.list_roster`."""
    list_coaches = with_response(Teams.list_coaches)
    """List a team's coaching staff: see `Teams.list_coaches`."""


class Persons(SyncResource["PersonsWithResponse"]):
    """Persons (players and coaches): careers and transfers. Free reads."""

    def get(self, id: str, **options: Unpack[RequestOptions]) -> Person:
        """Get a person

        Returns a person (player or coach) with their career history.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Person id (`per_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
        """
        return cast("Person", self._call(_ops.get_person, {"id": id}, None, options))

    def list_transfers(self, id: str, *, limit: int | None = None, cursor: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Transfer]:
        """List a person's transfers

        Lists the transfers of a person, newest first.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Person id (`per_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return cast("SyncPage[Transfer]", self._call(_ops.list_person_transfers, {"id": id}, {"limit": limit, "cursor": cursor}, options))


class PersonsWithResponse(SyncResponses, answers=Persons):
    """The persons methods, each answering an APIResponse (data, the httpx response, meta)."""

    get = with_response(Persons.get)
    """Get a person: see `Persons.get`."""
    list_transfers = with_response(Persons.list_transfers)
    """List a person's transfers: see `Persons.list_transfers`."""


class Movements(SyncResource["MovementsWithResponse"]):
    """Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads."""

    def list(self, *, limit: int | None = None, cursor: str | None = None, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, gender: Literal["men", "women"] | None = None, since: str | datetime | None = None, kind: Literal["transfer", "portal_entry", "commitment", "coaching_change", "departure"] | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Movement]:
        """List movements

        Lists roster and staff movements (transfers, portal entries, commitments, coaching changes, departures), newest first. A free read, distinct from the live usage-billed portal feed.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
            division: Only this division (a `Division.id`).
            gender: Only this gender.
            since: Only records dated at or after this RFC 3339 instant.
            kind: Only movements of this kind.
        """
        return cast("SyncPage[Movement]", self._call(_ops.list_movements, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "since": since, "kind": kind}, options))


class MovementsWithResponse(SyncResponses, answers=Movements):
    """The movements methods, each answering an APIResponse (data, the httpx response, meta)."""

    list = with_response(Movements.list)
    """List movements: see `Movements.list`."""


class Games(SyncResource["GamesWithResponse"]):
    """Games and their results. Free reads."""

    def list(self, *, limit: int | None = None, cursor: str | None = None, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, gender: Literal["men", "women"] | None = None, season: int | None = None, team: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Game]:
        """List games

        Lists games ordered by start time, earliest first, optionally filtered by sport, division, gender, season and team.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
            division: Only this division (a `Division.id`).
            gender: Only this gender.
            season: Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
            team: Only games this team plays in, home or away (a `Team.id`).
        """
        return cast("SyncPage[Game]", self._call(_ops.list_games, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "season": season, "team": team}, options))

    def get(self, id: str, **options: Unpack[RequestOptions]) -> Game:
        """Get a game

        Returns a game.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Game id (`game_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
        """
        return cast("Game", self._call(_ops.get_game, {"id": id}, None, options))


class GamesWithResponse(SyncResponses, answers=Games):
    """The games methods, each answering an APIResponse (data, the httpx response, meta)."""

    list = with_response(Games.list)
    """List games: see `Games.list`."""
    get = with_response(Games.get)
    """Get a game: see `Games.get`."""


class Portal(SyncResource["PortalWithResponse"]):
    """The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach."""

    def list(self, *, limit: int | None = None, cursor: str | None = None, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, gender: Literal["men", "women"] | None = None, since: str | datetime | None = None, position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[PortalEntry]:
        """List the live transfer-portal feed

        Lists live transfer-portal entries, newest `entered_at` first.

        Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.

        **Billing:** usage-billed — $0.05 per request on plus and premium, included from developer up. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
            division: Only this division (a `Division.id`).
            gender: Only this gender.
            since: Only records dated at or after this RFC 3339 instant.
            position: Only this position abbreviation (as the sport uses it; see the filter catalog).
        """
        return cast("SyncPage[PortalEntry]", self._call(_ops.list_portal, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "since": since, "position": position}, options))


class PortalWithResponse(SyncResponses, answers=Portal):
    """The portal methods, each answering an APIResponse (data, the httpx response, meta)."""

    list = with_response(Portal.list)
    """List the live transfer-portal feed: see `Portal.list`."""


class Query(SyncResource["QueryWithResponse"]):
    """Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free."""

    _job_states = _jobs.query

    def create(self, *, prompt: str, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, gender: Literal["men", "women"] | None = None, **options: Unpack[IdempotentRequestOptions]) -> QueryRun:
        """Create a natural-language query run

        Submits a natural-language question and answers 202 with the new run (`queued`). Poll `GET /v1/query/{run_id}` until `status` is `completed` or `failed` (the SDK's `createAndPoll` does both). The model is fixed server-side.

        **Billing:** usage-billed — billed by token usage (model cost × 3) once the run completes, drawn first from the plan's included monthly usage (shared with app chat); a failed run is not billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            prompt: The question, 1–2,000 characters.
            sport: Sport slug (a `Sport.id`) to scope the query to.
            division: Division slug (a `Division.id`) to scope the query to.
            gender: Gender to scope the query to.
        """
        return cast("QueryRun", self._call(_ops.create_query, {}, {"prompt": prompt, "sport": sport, "division": division, "gender": gender}, options))

    def get(self, run_id: str, **options: Unpack[RequestOptions]) -> QueryRun:
        """Get a query run

        Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.

        **Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            run_id: Query run id (`qr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
        """
        return cast("QueryRun", self._call(_ops.get_query, {"run_id": run_id}, None, options))

    def create_and_poll(self, *, prompt: str, sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None, division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None, gender: Literal["men", "women"] | None = None, idempotency_key: str | None = None, **wait: Unpack[WaitOptions]) -> QueryRunCompleted:
        """Create a natural-language query run, then wait until it finishes (a failed one raises JobFailedError).

        The create is usage-billed and sent once, never retried; idempotency_key makes your own retry safe.
        The polls are free reads, retried like any read.

        Args:
            prompt: The question, 1–2,000 characters.
            sport: Sport slug (a `Sport.id`) to scope the query to.
            division: Division slug (a `Division.id`) to scope the query to.
            gender: Gender to scope the query to.
            idempotency_key: sent with the create call only.

        Waiting: WaitOptions: poll_interval, timeout (seconds for the whole wait), cancel, on_poll, and request_options (each poll's own timeout, max_retries, extra_headers).
        """
        return cast("QueryRunCompleted", self._create_and_poll(_ops.create_query, _ops.get_query, {"prompt": prompt, "sport": sport, "division": division, "gender": gender}, idempotency_key, wait))

    def poll(self, run_id: str, **wait: Unpack[WaitOptions]) -> QueryRunCompleted:
        """Wait for a query run created earlier until it finishes (or raise as create_and_poll does). Waiting: WaitOptions: poll_interval, timeout (seconds for the whole wait), cancel, on_poll, and request_options (each poll's own timeout, max_retries, extra_headers)."""
        return cast("QueryRunCompleted", self._poll(_ops.get_query, run_id, wait))


class QueryWithResponse(SyncResponses, answers=Query):
    """The query methods, each answering an APIResponse (data, the httpx response, meta)."""

    create = with_response(Query.create)
    """Create a natural-language query run: see `Query.create`."""
    get = with_response(Query.get)
    """Get a query run: see `Query.get`."""


class Alerts(SyncResource["AlertsWithResponse"]):
    """Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach."""

    def list(self, *, limit: int | None = None, cursor: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[Alert]:
        """List alerts

        Lists the account's alerts, newest first. Unlike creation, it needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; listing itself adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return cast("SyncPage[Alert]", self._call(_ops.list_alerts, {}, {"limit": limit, "cursor": cursor}, options))

    def create(self, *, name: str, filters: AlertFilters, **options: Unpack[IdempotentRequestOptions]) -> Alert:
        """Create a portal watch alert

        Creates a portal watch alert (201). Each new portal entry that fits its filters becomes an alert match, pushed to the account's webhook as an `alert.matched` event and listed by `GET /v1/alerts/{id}/matches`. When the plan's alert count is used, 403 `alert_limit_reached`.

        Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.

        **Billing:** usage-billed — $5 per alert per month on plus and premium; included from developer up, up to the plan's alert count. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal:alerts` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).

        Args:
            name: Your name for the alert, 1–100 characters.
            filters: What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`.
        """
        return cast("Alert", self._call(_ops.create_alert, {}, {"name": name, "filters": filters}, options))

    def list_matches(self, id: str, *, limit: int | None = None, cursor: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[AlertMatch]:
        """List an alert's matches

        Lists the matches of an alert, newest first: the same matches pushed to the webhook. Needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; reading matches adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            id: Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return cast("SyncPage[AlertMatch]", self._call(_ops.list_alert_matches, {"id": id}, {"limit": limit, "cursor": cursor}, options))

    def delete(self, id: str, **options: Unpack[RequestOptions]) -> DeletedAlert:
        """Delete an alert

        Deletes an alert: it stops matching at once and its slot in the plan's alert count is freed. Deleting an alert that is already gone gives 404 `not_found`. Needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; deleting adds no charge. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            id: Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
        """
        return cast("DeletedAlert", self._call(_ops.delete_alert, {"id": id}, None, options))


class AlertsWithResponse(SyncResponses, answers=Alerts):
    """The alerts methods, each answering an APIResponse (data, the httpx response, meta)."""

    list = with_response(Alerts.list)
    """List alerts: see `Alerts.list`."""
    create = with_response(Alerts.create)
    """Create a portal watch alert: see `Alerts.create`."""
    list_matches = with_response(Alerts.list_matches)
    """List an alert's matches: see `Alerts.list_matches`."""
    delete = with_response(Alerts.delete)
    """Delete an alert: see `Alerts.delete`."""


class Exports(SyncResource["ExportsWithResponse"]):
    """Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free."""

    _job_states = _jobs.exports

    def list(self, *, limit: int | None = None, cursor: str | None = None, **options: Unpack[RequestOptions]) -> SyncPage[ExportJob]:
        """List export jobs

        Lists the account's export jobs, newest first.

        **Billing:** free — listing is free; each job is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return cast("SyncPage[ExportJob]", self._call(_ops.list_exports, {}, {"limit": limit, "cursor": cursor}, options))

    def create(self, *, resource: Literal["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"], format: Literal["csv", "jsonl"], filters: ExportFilters | None = None, **options: Unpack[IdempotentRequestOptions]) -> ExportJob:
        """Create a bulk export job

        Starts an export and answers 202 with the new job (`queued`). Poll `GET /v1/exports/{id}` until `status` is `succeeded` (then fetch `download_url`, a gzipped CSV or JSONL file) or `failed`. A job that would pass the plan's export row cap fails with `export_row_limit_exceeded`.

        **Billing:** usage-billed — $0.10 per started 10,000-row block, only when the job succeeds; a failed export is never billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            resource: What to export. `x-row-schemas` names the schema of one row of each resource, which both files follow: a JSONL line is one such object; a CSV file has a header row and one column per field, nested objects flattened to dotted columns (`stats.points`, `home.score`; a map such as `stats` has one column per key any row has), arrays as JSON text, booleans as `true`/`false`, numbers as JSON writes them, and null (or a map key the row lacks) as an empty field. The SDKs read a CSV export back into the same typed rows as the JSONL export of the same rows.
            format: File format (gzip-compressed).
            filters: Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later.
        """
        return cast("ExportJob", self._call(_ops.create_export, {}, {"resource": resource, "format": format, "filters": filters}, options))

    def get(self, id: str, **options: Unpack[RequestOptions]) -> ExportJob:
        """Get an export job

        Returns an export job; `download_url` and `expires_at` appear once it has `succeeded`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A job is visible only to the account that created it.

        **Billing:** free — polling is free; the job itself is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Export job id (`exp_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
        """
        return cast("ExportJob", self._call(_ops.get_export, {"id": id}, None, options))

    def create_and_poll(self, *, resource: Literal["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"], format: Literal["csv", "jsonl"], filters: ExportFilters | None = None, idempotency_key: str | None = None, **wait: Unpack[WaitOptions]) -> ExportJobSucceeded:
        """Create a bulk export job, then wait until it finishes (a failed one raises JobFailedError).

        The create is usage-billed and sent once, never retried; idempotency_key makes your own retry safe.
        The polls are free reads, retried like any read.

        Args:
            resource: What to export. `x-row-schemas` names the schema of one row of each resource, which both files follow: a JSONL line is one such object; a CSV file has a header row and one column per field, nested objects flattened to dotted columns (`stats.points`, `home.score`; a map such as `stats` has one column per key any row has), arrays as JSON text, booleans as `true`/`false`, numbers as JSON writes them, and null (or a map key the row lacks) as an empty field. The SDKs read a CSV export back into the same typed rows as the JSONL export of the same rows.
            format: File format (gzip-compressed).
            filters: Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later.
            idempotency_key: sent with the create call only.

        Waiting: WaitOptions: poll_interval, timeout (seconds for the whole wait), cancel, on_poll, and request_options (each poll's own timeout, max_retries, extra_headers).
        """
        return cast("ExportJobSucceeded", self._create_and_poll(_ops.create_export, _ops.get_export, {"resource": resource, "format": format, "filters": filters}, idempotency_key, wait))

    def poll(self, id: str, **wait: Unpack[WaitOptions]) -> ExportJobSucceeded:
        """Wait for an export job created earlier until it finishes (or raise as create_and_poll does). Waiting: WaitOptions: poll_interval, timeout (seconds for the whole wait), cancel, on_poll, and request_options (each poll's own timeout, max_retries, extra_headers)."""
        return cast("ExportJobSucceeded", self._poll(_ops.get_export, id, wait))


class ExportsWithResponse(SyncResponses, answers=Exports):
    """The exports methods, each answering an APIResponse (data, the httpx response, meta)."""

    list = with_response(Exports.list)
    """List export jobs: see `Exports.list`."""
    create = with_response(Exports.create)
    """Create a bulk export job: see `Exports.create`."""
    get = with_response(Exports.get)
    """Get an export job: see `Exports.get`."""
