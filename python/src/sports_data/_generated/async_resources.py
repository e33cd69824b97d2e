# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""The asynchronous resource classes, one per namespace (tag) of openapi.json."""

from __future__ import annotations

from typing import Any, Callable, Literal, Mapping, cast

from .._options import CallOptions
from .._pagination import AsyncPage, AsyncPageRequest
from .._resource import AsyncResource
from .._response import APIResponse
from . import jobs as _jobs
from . import operations as _ops
from .types import (
    Sport,
    Division,
    Conference,
    FilterCatalog,
    CoverageMatrix,
    Player,
    PlayerSeason,
    Team,
    RosterEntry,
    Coach,
    Person,
    Transfer,
    Movement,
    Game,
    PortalEntry,
    QueryRunCompleted,
    ExportFilters,
    ExportJobSucceeded,
    AlertFilters,
    Alert,
    AlertMatch,
    DeletedAlert,
    QueryRun,
    ExportJob,
)

__all__ = ["AsyncReference", "AsyncPlayers", "AsyncTeams", "AsyncPersons", "AsyncMovements", "AsyncGames", "AsyncPortal", "AsyncQuery", "AsyncAlerts", "AsyncExports"]


class AsyncReferenceWithResponse(AsyncResource):
    """The reference methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def list_sports(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Sport]]:
        """List sports

        Lists the sports the service covers, ordered by name.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return await self._list_raw(_ops.list_sports, {}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def list_divisions(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Division]]:
        """List divisions

        Lists divisions, ordered by level then name. With `sport`, only the divisions covered for that sport.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
        """
        return await self._list_raw(_ops.list_divisions, {}, {"limit": limit, "cursor": cursor, "sport": sport}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def list_conferences(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Conference]]:
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
        return await self._list_raw(_ops.list_conferences, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get_filter_catalog(
        self,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[FilterCatalog]:
        """Get the filter catalog

        Returns the filters the service understands and, per sport, the stat keys accepted by `sort_by` (player search) and `min_stats` (alerts).

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.
        """
        return await self._call_raw(_ops.get_filter_catalog, {}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get_coverage(
        self,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[CoverageMatrix]:
        """Get the coverage matrix

        Returns which datasets are held for each sport, division and gender, and for which seasons. Needs no API key.

        **Billing:** free. Never counted against the monthly quota or a key's per-minute limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** no API key needed (`security: []`). A key sent anyway is ignored: not validated, not counted, and the answer is as for a keyless request (`X-Service-Plan: free`, no quota headers). Keyless requests are rate-limited per client IP address at the Free plan's per-minute limit.
        """
        return await self._call_raw(_ops.get_coverage, {}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncReference(AsyncResource):
    """Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key."""

    @property
    def with_response(self) -> AsyncReferenceWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncReferenceWithResponse(self._runtime)

    def list_sports(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Sport]:
        """List sports

        Lists the sports the service covers, ordered by name.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return self._list(_ops.list_sports, {}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    def list_divisions(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Division]:
        """List divisions

        Lists divisions, ordered by level then name. With `sport`, only the divisions covered for that sport.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            sport: Only this sport (a `Sport.id`).
        """
        return self._list(_ops.list_divisions, {}, {"limit": limit, "cursor": cursor, "sport": sport}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    def list_conferences(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Conference]:
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
        return self._list(_ops.list_conferences, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get_filter_catalog(
        self,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> FilterCatalog:
        """Get the filter catalog

        Returns the filters the service understands and, per sport, the stat keys accepted by `sort_by` (player search) and `min_stats` (alerts).

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.
        """
        return cast("FilterCatalog", await self._call(_ops.get_filter_catalog, {}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))

    async def get_coverage(
        self,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> CoverageMatrix:
        """Get the coverage matrix

        Returns which datasets are held for each sport, division and gender, and for which seasons. Needs no API key.

        **Billing:** free. Never counted against the monthly quota or a key's per-minute limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** no API key needed (`security: []`). A key sent anyway is ignored: not validated, not counted, and the answer is as for a keyless request (`X-Service-Plan: free`, no quota headers). Keyless requests are rate-limited per client IP address at the Free plan's per-minute limit.
        """
        return cast("CoverageMatrix", await self._call(_ops.get_coverage, {}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))


class AsyncPlayersWithResponse(AsyncResource):
    """The players methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def search(
        self,
        *,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str | None = None,
        sort_by: Literal["passing_yards", "rushing_yards", "receiving_yards", "touchdowns", "tackles", "sacks", "interceptions", "points_per_game", "rebounds_per_game", "assists_per_game", "steals_per_game", "blocks_per_game", "field_goal_pct", "three_point_pct", "goals", "assists", "shots", "saves", "minutes_played", "kills", "digs", "blocks", "aces", "batting_average", "home_runs", "runs_batted_in", "stolen_bases", "strikeouts", "era"] | str | None = None,
        order: Literal["asc", "desc"] | None = None,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Player]]:
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
        return await self._list_raw(_ops.search_players, {}, {"sport": sport, "division": division, "gender": gender, "position": position, "sort_by": sort_by, "order": order, "limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[Player]:
        """Get a player

        Returns a player's profile with the stats of the latest covered season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Player id (`plr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return await self._call_raw(_ops.get_player, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def list_seasons(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        season: int | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[PlayerSeason]]:
        """List a player's seasons

        Lists the season stats of a player, newest season first. With `season`, only that season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Player id (`plr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            season: Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
        """
        return await self._list_raw(_ops.list_player_seasons, {"id": id}, {"limit": limit, "cursor": cursor, "season": season}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncPlayers(AsyncResource):
    """Player search, profiles and season stats. Free reads."""

    @property
    def with_response(self) -> AsyncPlayersWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncPlayersWithResponse(self._runtime)

    def search(
        self,
        *,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str | None = None,
        sort_by: Literal["passing_yards", "rushing_yards", "receiving_yards", "touchdowns", "tackles", "sacks", "interceptions", "points_per_game", "rebounds_per_game", "assists_per_game", "steals_per_game", "blocks_per_game", "field_goal_pct", "three_point_pct", "goals", "assists", "shots", "saves", "minutes_played", "kills", "digs", "blocks", "aces", "batting_average", "home_runs", "runs_batted_in", "stolen_bases", "strikeouts", "era"] | str | None = None,
        order: Literal["asc", "desc"] | None = None,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Player]:
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
        return self._list(_ops.search_players, {}, {"sport": sport, "division": division, "gender": gender, "position": position, "sort_by": sort_by, "order": order, "limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> Player:
        """Get a player

        Returns a player's profile with the stats of the latest covered season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Player id (`plr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return cast("Player", await self._call(_ops.get_player, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))

    def list_seasons(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        season: int | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[PlayerSeason]:
        """List a player's seasons

        Lists the season stats of a player, newest season first. With `season`, only that season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Player id (`plr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            season: Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
        """
        return self._list(_ops.list_player_seasons, {"id": id}, {"limit": limit, "cursor": cursor, "season": season}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncTeamsWithResponse(AsyncResource):
    """The teams methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        conference: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Team]]:
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
        return await self._list_raw(_ops.list_teams, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "conference": conference}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[Team]:
        """Get a team

        Returns a team.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return await self._call_raw(_ops.get_team, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def list_roster(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        season: int | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[RosterEntry]]:
        """List a team's roster

        Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            season: Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
        """
        return await self._list_raw(_ops.list_team_roster, {"id": id}, {"limit": limit, "cursor": cursor, "season": season}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def list_coaches(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Coach]]:
        """List a team's coaching staff

        Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return await self._list_raw(_ops.list_team_coaches, {"id": id}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncTeams(AsyncResource):
    """Teams, their rosters and coaching staffs. Free reads."""

    @property
    def with_response(self) -> AsyncTeamsWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncTeamsWithResponse(self._runtime)

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        conference: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Team]:
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
        return self._list(_ops.list_teams, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "conference": conference}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> Team:
        """Get a team

        Returns a team.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return cast("Team", await self._call(_ops.get_team, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))

    def list_roster(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        season: int | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[RosterEntry]:
        """List a team's roster

        Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
            season: Only this season, given as the year it starts (2024 is the 2024 football season and the 2024–25 basketball season).
        """
        return self._list(_ops.list_team_roster, {"id": id}, {"limit": limit, "cursor": cursor, "season": season}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    def list_coaches(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Coach]:
        """List a team's coaching staff

        Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Team id (`team_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return self._list(_ops.list_team_coaches, {"id": id}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncPersonsWithResponse(AsyncResource):
    """The persons methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[Person]:
        """Get a person

        Returns a person (player or coach) with their career history.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Person id (`per_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return await self._call_raw(_ops.get_person, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def list_transfers(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Transfer]]:
        """List a person's transfers

        Lists the transfers of a person, newest first.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Person id (`per_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return await self._list_raw(_ops.list_person_transfers, {"id": id}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncPersons(AsyncResource):
    """Persons (players and coaches): careers and transfers. Free reads."""

    @property
    def with_response(self) -> AsyncPersonsWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncPersonsWithResponse(self._runtime)

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> Person:
        """Get a person

        Returns a person (player or coach) with their career history.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Person id (`per_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return cast("Person", await self._call(_ops.get_person, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))

    def list_transfers(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Transfer]:
        """List a person's transfers

        Lists the transfers of a person, newest first.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Person id (`per_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return self._list(_ops.list_person_transfers, {"id": id}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncMovementsWithResponse(AsyncResource):
    """The movements methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        since: str | None = None,
        kind: Literal["transfer", "portal_entry", "commitment", "coaching_change", "departure"] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Movement]]:
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
        return await self._list_raw(_ops.list_movements, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "since": since, "kind": kind}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncMovements(AsyncResource):
    """Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads."""

    @property
    def with_response(self) -> AsyncMovementsWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncMovementsWithResponse(self._runtime)

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        since: str | None = None,
        kind: Literal["transfer", "portal_entry", "commitment", "coaching_change", "departure"] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Movement]:
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
        return self._list(_ops.list_movements, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "since": since, "kind": kind}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncGamesWithResponse(AsyncResource):
    """The games methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        season: int | None = None,
        team: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Game]]:
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
        return await self._list_raw(_ops.list_games, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "season": season, "team": team}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[Game]:
        """Get a game

        Returns a game.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Game id (`game_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return await self._call_raw(_ops.get_game, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncGames(AsyncResource):
    """Games and their results. Free reads."""

    @property
    def with_response(self) -> AsyncGamesWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncGamesWithResponse(self._runtime)

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        season: int | None = None,
        team: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Game]:
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
        return self._list(_ops.list_games, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "season": season, "team": team}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> Game:
        """Get a game

        Returns a game.

        **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Game id (`game_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return cast("Game", await self._call(_ops.get_game, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))


class AsyncPortalWithResponse(AsyncResource):
    """The portal methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        since: str | None = None,
        position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[PortalEntry]]:
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
        return await self._list_raw(_ops.list_portal, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "since": since, "position": position}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncPortal(AsyncResource):
    """The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach."""

    @property
    def with_response(self) -> AsyncPortalWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncPortalWithResponse(self._runtime)

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        since: str | None = None,
        position: Literal["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "G", "F", "C", "GK", "DF", "MF", "FW", "OH", "OPP", "MB", "S", "L", "P", "IF", "OF"] | str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[PortalEntry]:
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
        return self._list(_ops.list_portal, {}, {"limit": limit, "cursor": cursor, "sport": sport, "division": division, "gender": gender, "since": since, "position": position}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncQueryWithResponse(AsyncResource):
    """The query methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def create(
        self,
        *,
        prompt: str,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> APIResponse[QueryRun]:
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
        return await self._call_raw(_ops.create_query, {}, {"prompt": prompt, "sport": sport, "division": division, "gender": gender}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers, idempotency_key=idempotency_key))

    async def get(
        self,
        run_id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[QueryRun]:
        """Get a query run

        Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.

        **Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            run_id: Query run id (`qr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return await self._call_raw(_ops.get_query, {"run_id": run_id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncQuery(AsyncResource):
    """Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free."""

    _job_states = _jobs.query

    @property
    def with_response(self) -> AsyncQueryWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncQueryWithResponse(self._runtime)

    async def create(
        self,
        *,
        prompt: str,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> QueryRun:
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
        return cast("QueryRun", await self._call(_ops.create_query, {}, {"prompt": prompt, "sport": sport, "division": division, "gender": gender}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers, idempotency_key=idempotency_key)))

    async def get(
        self,
        run_id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> QueryRun:
        """Get a query run

        Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.

        **Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            run_id: Query run id (`qr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return cast("QueryRun", await self._call(_ops.get_query, {"run_id": run_id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))

    async def create_and_poll(
        self,
        *,
        prompt: str,
        sport: Literal["baseball", "basketball", "football", "soccer", "volleyball"] | str | None = None,
        division: Literal["ncaa_d1", "ncaa_d2", "ncaa_d3", "naia", "njcaa"] | str | None = None,
        gender: Literal["men", "women"] | None = None,
        idempotency_key: str | None = None,
        poll_interval: float | None = None,
        timeout: float | None = None,
        on_poll: Callable[[Any], None] | None = None,
    ) -> QueryRunCompleted:
        """Create a natural-language query run, then wait until it finishes (a failed one raises JobFailedError).

        The create is usage-billed and sent once, never retried; idempotency_key makes your own retry safe.
        The polls are free reads, retried like any read.

        Args:
            prompt: The question, 1–2,000 characters.
            sport: Sport slug (a `Sport.id`) to scope the query to.
            division: Division slug (a `Division.id`) to scope the query to.
            gender: Gender to scope the query to.
            idempotency_key: sent with the create call only.
            poll_interval: seconds between polls when the service sends no X-Poll-After-Ms (default 1; never under 0.1).
            timeout: seconds to wait in all (default 600), then PollTimeoutError; never fires early.
            on_poll: called with every state the service returns, to show progress.
        """
        return cast("QueryRunCompleted", await self._create_and_poll(_ops.create_query, _ops.get_query, {"prompt": prompt, "sport": sport, "division": division, "gender": gender}, idempotency_key=idempotency_key, poll_interval=poll_interval, timeout=timeout, on_poll=on_poll))

    async def poll(
        self,
        run_id: str,
        *,
        poll_interval: float | None = None,
        timeout: float | None = None,
        on_poll: Callable[[Any], None] | None = None,
    ) -> QueryRunCompleted:
        """Wait for one created earlier until it finishes (or raise as create_and_poll does).

        Args:
            run_id: Query run id (`qr_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            poll_interval: seconds between polls when the service sends no X-Poll-After-Ms (default 1; never under 0.1).
            timeout: seconds to wait in all (default 600), then PollTimeoutError; never fires early.
            on_poll: called with every state the service returns, to show progress.
        """
        return cast("QueryRunCompleted", await self._poll(_ops.get_query, run_id, poll_interval=poll_interval, timeout=timeout, on_poll=on_poll))


class AsyncAlertsWithResponse(AsyncResource):
    """The alerts methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[Alert]]:
        """List alerts

        Lists the account's alerts, newest first. Unlike creation, it needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; listing itself adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return await self._list_raw(_ops.list_alerts, {}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def create(
        self,
        *,
        name: str,
        filters: AlertFilters,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> APIResponse[Alert]:
        """Create a portal watch alert

        Creates a portal watch alert (201). Each new portal entry that fits its filters becomes an alert match, pushed to the account's webhook as an `alert.matched` event and listed by `GET /v1/alerts/{id}/matches`. When the plan's alert count is used, 403 `alert_limit_reached`.

        Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.

        **Billing:** usage-billed — $5 per alert per month on plus and premium; included from developer up, up to the plan's alert count. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal:alerts` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).

        Args:
            name: Your name for the alert, 1–100 characters.
            filters: What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`.
        """
        return await self._call_raw(_ops.create_alert, {}, {"name": name, "filters": filters}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers, idempotency_key=idempotency_key))

    async def list_matches(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[AlertMatch]]:
        """List an alert's matches

        Lists the matches of an alert, newest first: the same matches pushed to the webhook. Needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; reading matches adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            id: Alert id (`alrt_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return await self._list_raw(_ops.list_alert_matches, {"id": id}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def delete(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[DeletedAlert]:
        """Delete an alert

        Deletes an alert: it stops matching at once and its slot in the plan's alert count is freed. Deleting an alert that is already gone gives 404 `not_found`. Needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; deleting adds no charge. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            id: Alert id (`alrt_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return await self._call_raw(_ops.delete_alert, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncAlerts(AsyncResource):
    """Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach."""

    @property
    def with_response(self) -> AsyncAlertsWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncAlertsWithResponse(self._runtime)

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[Alert]:
        """List alerts

        Lists the account's alerts, newest first. Unlike creation, it needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; listing itself adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return self._list(_ops.list_alerts, {}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def create(
        self,
        *,
        name: str,
        filters: AlertFilters,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> Alert:
        """Create a portal watch alert

        Creates a portal watch alert (201). Each new portal entry that fits its filters becomes an alert match, pushed to the account's webhook as an `alert.matched` event and listed by `GET /v1/alerts/{id}/matches`. When the plan's alert count is used, 403 `alert_limit_reached`.

        Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.

        **Billing:** usage-billed — $5 per alert per month on plus and premium; included from developer up, up to the plan's alert count. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal:alerts` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).

        Args:
            name: Your name for the alert, 1–100 characters.
            filters: What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`.
        """
        return cast("Alert", await self._call(_ops.create_alert, {}, {"name": name, "filters": filters}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers, idempotency_key=idempotency_key)))

    def list_matches(
        self,
        id: str,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[AlertMatch]:
        """List an alert's matches

        Lists the matches of an alert, newest first: the same matches pushed to the webhook. Needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; reading matches adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            id: Alert id (`alrt_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return self._list(_ops.list_alert_matches, {"id": id}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def delete(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> DeletedAlert:
        """Delete an alert

        Deletes an alert: it stops matching at once and its slot in the plan's alert count is freed. Deleting an alert that is already gone gives 404 `not_found`. Needs neither the `portal:alerts` scope nor a verified coach.

        **Billing:** usage-billed — part of the alert family; deleting adds no charge. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            id: Alert id (`alrt_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return cast("DeletedAlert", await self._call(_ops.delete_alert, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))


class AsyncExportsWithResponse(AsyncResource):
    """The exports methods, each answering an APIResponse (data, the httpx response, meta)."""

    async def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[AsyncPage[ExportJob]]:
        """List export jobs

        Lists the account's export jobs, newest first.

        **Billing:** free — listing is free; each job is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return await self._list_raw(_ops.list_exports, {}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def create(
        self,
        *,
        resource: Literal["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"],
        format: Literal["csv", "jsonl"],
        filters: ExportFilters | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> APIResponse[ExportJob]:
        """Create a bulk export job

        Starts an export and answers 202 with the new job (`queued`). Poll `GET /v1/exports/{id}` until `status` is `succeeded` (then fetch `download_url`, a gzipped CSV or JSONL file) or `failed`. A job that would pass the plan's export row cap fails with `export_row_limit_exceeded`.

        **Billing:** usage-billed — $0.10 per started 10,000-row block, only when the job succeeds; a failed export is never billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            resource: What to export.
            format: File format (gzip-compressed).
            filters: Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later.
        """
        return await self._call_raw(_ops.create_export, {}, {"resource": resource, "format": format, "filters": filters}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers, idempotency_key=idempotency_key))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> APIResponse[ExportJob]:
        """Get an export job

        Returns an export job; `download_url` and `expires_at` appear once it has `succeeded`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A job is visible only to the account that created it.

        **Billing:** free — polling is free; the job itself is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Export job id (`exp_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return await self._call_raw(_ops.get_export, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))


class AsyncExports(AsyncResource):
    """Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free."""

    _job_states = _jobs.exports

    @property
    def with_response(self) -> AsyncExportsWithResponse:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return AsyncExportsWithResponse(self._runtime)

    def list(
        self,
        *,
        limit: int | None = None,
        cursor: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> AsyncPageRequest[ExportJob]:
        """List export jobs

        Lists the account's export jobs, newest first.

        **Billing:** free — listing is free; each job is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            limit: Page size, 1–100 (default 20). May change between pages.
            cursor: Opaque `next_cursor` of the previous page. Send it with the same other filters; a cursor that is unknown, expired (cursors live at least 24 hours) or from another list or filter set gives 400 `invalid_cursor`.
        """
        return self._list(_ops.list_exports, {}, {"limit": limit, "cursor": cursor}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers))

    async def create(
        self,
        *,
        resource: Literal["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"],
        format: Literal["csv", "jsonl"],
        filters: ExportFilters | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> ExportJob:
        """Create a bulk export job

        Starts an export and answers 202 with the new job (`queued`). Poll `GET /v1/exports/{id}` until `status` is `succeeded` (then fetch `download_url`, a gzipped CSV or JSONL file) or `failed`. A job that would pass the plan's export row cap fails with `export_row_limit_exceeded`.

        **Billing:** usage-billed — $0.10 per started 10,000-row block, only when the job succeeds; a failed export is never billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.

        **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).

        Args:
            resource: What to export.
            format: File format (gzip-compressed).
            filters: Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later.
        """
        return cast("ExportJob", await self._call(_ops.create_export, {}, {"resource": resource, "format": format, "filters": filters}, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers, idempotency_key=idempotency_key)))

    async def get(
        self,
        id: str,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> ExportJob:
        """Get an export job

        Returns an export job; `download_url` and `expires_at` appear once it has `succeeded`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A job is visible only to the account that created it.

        **Billing:** free — polling is free; the job itself is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).

        **Access:** a live or test key on any plan.

        Args:
            id: Export job id (`exp_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
        """
        return cast("ExportJob", await self._call(_ops.get_export, {"id": id}, None, CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers)))

    async def create_and_poll(
        self,
        *,
        resource: Literal["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"],
        format: Literal["csv", "jsonl"],
        filters: ExportFilters | None = None,
        idempotency_key: str | None = None,
        poll_interval: float | None = None,
        timeout: float | None = None,
        on_poll: Callable[[Any], None] | None = None,
    ) -> ExportJobSucceeded:
        """Create a bulk export job, then wait until it finishes (a failed one raises JobFailedError).

        The create is usage-billed and sent once, never retried; idempotency_key makes your own retry safe.
        The polls are free reads, retried like any read.

        Args:
            resource: What to export.
            format: File format (gzip-compressed).
            filters: Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later.
            idempotency_key: sent with the create call only.
            poll_interval: seconds between polls when the service sends no X-Poll-After-Ms (default 1; never under 0.1).
            timeout: seconds to wait in all (default 600), then PollTimeoutError; never fires early.
            on_poll: called with every state the service returns, to show progress.
        """
        return cast("ExportJobSucceeded", await self._create_and_poll(_ops.create_export, _ops.get_export, {"resource": resource, "format": format, "filters": filters}, idempotency_key=idempotency_key, poll_interval=poll_interval, timeout=timeout, on_poll=on_poll))

    async def poll(
        self,
        id: str,
        *,
        poll_interval: float | None = None,
        timeout: float | None = None,
        on_poll: Callable[[Any], None] | None = None,
    ) -> ExportJobSucceeded:
        """Wait for one created earlier until it finishes (or raise as create_and_poll does).

        Args:
            id: Export job id (`exp_` + alphanumerics). A value that does not match the pattern is rejected with 400 `invalid_parameter`; a well-formed id that does not exist (or is not visible to the account) gives 404 `not_found`.
            poll_interval: seconds between polls when the service sends no X-Poll-After-Ms (default 1; never under 0.1).
            timeout: seconds to wait in all (default 600), then PollTimeoutError; never fires early.
            on_poll: called with every state the service returns, to show progress.
        """
        return cast("ExportJobSucceeded", await self._poll(_ops.get_export, id, poll_interval=poll_interval, timeout=timeout, on_poll=on_poll))
