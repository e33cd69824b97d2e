# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""Every operation of the service (the table the runtime sends by), keyed by operationId."""

from __future__ import annotations

from .._operation import Operation, PathParam

DEFAULT_BASE_URL = "https://api.sports-data.example"
"""The default base URL: `servers[0].url` of openapi.json."""

list_sports = Operation(
    id="list_sports",
    method="GET",
    path="/v1/sports",
    label="reference.list_sports",
    billing="free",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

list_divisions = Operation(
    id="list_divisions",
    method="GET",
    path="/v1/divisions",
    label="reference.list_divisions",
    billing="free",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

list_conferences = Operation(
    id="list_conferences",
    method="GET",
    path="/v1/conferences",
    label="reference.list_conferences",
    billing="free",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

get_filter_catalog = Operation(
    id="get_filter_catalog",
    method="GET",
    path="/v1/filters/catalog",
    label="reference.get_filter_catalog",
    billing="free",
    auth=True,
    path_params=(),
    input="none",
    paged=False,
    idempotent=False,
)

get_coverage = Operation(
    id="get_coverage",
    method="GET",
    path="/v1/coverage",
    label="reference.get_coverage",
    billing="free",
    auth=False,
    path_params=(),
    input="none",
    paged=False,
    idempotent=False,
)

search_players = Operation(
    id="search_players",
    method="POST",
    path="/v1/players/search",
    label="players.search",
    billing="free",
    auth=True,
    path_params=(),
    input="body",
    paged=True,
    idempotent=False,
)

get_player = Operation(
    id="get_player",
    method="GET",
    path="/v1/players/{id}",
    label="players.get",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^plr_[A-Za-z0-9]+$"),),
    input="none",
    paged=False,
    idempotent=False,
)

list_player_seasons = Operation(
    id="list_player_seasons",
    method="GET",
    path="/v1/players/{id}/seasons",
    label="players.list_seasons",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^plr_[A-Za-z0-9]+$"),),
    input="query",
    paged=True,
    idempotent=False,
)

list_teams = Operation(
    id="list_teams",
    method="GET",
    path="/v1/teams",
    label="teams.list",
    billing="free",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

get_team = Operation(
    id="get_team",
    method="GET",
    path="/v1/teams/{id}",
    label="teams.get",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^team_[A-Za-z0-9]+$"),),
    input="none",
    paged=False,
    idempotent=False,
)

list_team_roster = Operation(
    id="list_team_roster",
    method="GET",
    path="/v1/teams/{id}/roster",
    label="teams.list_roster",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^team_[A-Za-z0-9]+$"),),
    input="query",
    paged=True,
    idempotent=False,
)

list_team_coaches = Operation(
    id="list_team_coaches",
    method="GET",
    path="/v1/teams/{id}/coaches",
    label="teams.list_coaches",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^team_[A-Za-z0-9]+$"),),
    input="query",
    paged=True,
    idempotent=False,
)

get_person = Operation(
    id="get_person",
    method="GET",
    path="/v1/persons/{id}",
    label="persons.get",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^per_[A-Za-z0-9]+$"),),
    input="none",
    paged=False,
    idempotent=False,
)

list_person_transfers = Operation(
    id="list_person_transfers",
    method="GET",
    path="/v1/persons/{id}/transfers",
    label="persons.list_transfers",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^per_[A-Za-z0-9]+$"),),
    input="query",
    paged=True,
    idempotent=False,
)

list_movements = Operation(
    id="list_movements",
    method="GET",
    path="/v1/movements",
    label="movements.list",
    billing="free",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

list_games = Operation(
    id="list_games",
    method="GET",
    path="/v1/games",
    label="games.list",
    billing="free",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

get_game = Operation(
    id="get_game",
    method="GET",
    path="/v1/games/{id}",
    label="games.get",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^game_[A-Za-z0-9]+$"),),
    input="none",
    paged=False,
    idempotent=False,
)

list_portal = Operation(
    id="list_portal",
    method="GET",
    path="/v1/portal",
    label="portal.list",
    billing="usage",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

create_query = Operation(
    id="create_query",
    method="POST",
    path="/v1/query",
    label="query.create",
    billing="usage",
    auth=True,
    path_params=(),
    input="body",
    paged=False,
    idempotent=True,
)

get_query = Operation(
    id="get_query",
    method="GET",
    path="/v1/query/{run_id}",
    label="query.get",
    billing="free",
    auth=True,
    path_params=(PathParam("run_id", "^qr_[A-Za-z0-9]+$"),),
    input="none",
    paged=False,
    idempotent=False,
)

list_alerts = Operation(
    id="list_alerts",
    method="GET",
    path="/v1/alerts",
    label="alerts.list",
    billing="usage",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

create_alert = Operation(
    id="create_alert",
    method="POST",
    path="/v1/alerts",
    label="alerts.create",
    billing="usage",
    auth=True,
    path_params=(),
    input="body",
    paged=False,
    idempotent=True,
)

list_alert_matches = Operation(
    id="list_alert_matches",
    method="GET",
    path="/v1/alerts/{id}/matches",
    label="alerts.list_matches",
    billing="usage",
    auth=True,
    path_params=(PathParam("id", "^alrt_[A-Za-z0-9]+$"),),
    input="query",
    paged=True,
    idempotent=False,
)

delete_alert = Operation(
    id="delete_alert",
    method="DELETE",
    path="/v1/alerts/{id}",
    label="alerts.delete",
    billing="usage",
    auth=True,
    path_params=(PathParam("id", "^alrt_[A-Za-z0-9]+$"),),
    input="none",
    paged=False,
    idempotent=False,
)

list_exports = Operation(
    id="list_exports",
    method="GET",
    path="/v1/exports",
    label="exports.list",
    billing="free",
    auth=True,
    path_params=(),
    input="query",
    paged=True,
    idempotent=False,
)

create_export = Operation(
    id="create_export",
    method="POST",
    path="/v1/exports",
    label="exports.create",
    billing="usage",
    auth=True,
    path_params=(),
    input="body",
    paged=False,
    idempotent=True,
)

get_export = Operation(
    id="get_export",
    method="GET",
    path="/v1/exports/{id}",
    label="exports.get",
    billing="free",
    auth=True,
    path_params=(PathParam("id", "^exp_[A-Za-z0-9]+$"),),
    input="none",
    paged=False,
    idempotent=False,
)

OPERATIONS: dict[str, Operation] = {
    "list_sports": list_sports,
    "list_divisions": list_divisions,
    "list_conferences": list_conferences,
    "get_filter_catalog": get_filter_catalog,
    "get_coverage": get_coverage,
    "search_players": search_players,
    "get_player": get_player,
    "list_player_seasons": list_player_seasons,
    "list_teams": list_teams,
    "get_team": get_team,
    "list_team_roster": list_team_roster,
    "list_team_coaches": list_team_coaches,
    "get_person": get_person,
    "list_person_transfers": list_person_transfers,
    "list_movements": list_movements,
    "list_games": list_games,
    "get_game": get_game,
    "list_portal": list_portal,
    "create_query": create_query,
    "get_query": get_query,
    "list_alerts": list_alerts,
    "create_alert": create_alert,
    "list_alert_matches": list_alert_matches,
    "delete_alert": delete_alert,
    "list_exports": list_exports,
    "create_export": create_export,
    "get_export": get_export,
}
