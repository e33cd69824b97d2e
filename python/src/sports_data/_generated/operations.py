# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""
Every operation of the service (the table the runtime sends by), keyed by operationId. A row's
fields: id, method, path, label, billing, auth, path_params, input, paged, idempotent.
"""

from __future__ import annotations

from .._operation import Operation, PathParam

DEFAULT_BASE_URL = "https://api.sports-data.example"
"""The default base URL: `servers[0].url` of openapi.json."""

list_sports = Operation("list_sports", "GET", "/v1/sports", "reference.list_sports", "free", True, (), "query", True, False)
list_divisions = Operation("list_divisions", "GET", "/v1/divisions", "reference.list_divisions", "free", True, (), "query", True, False)
list_conferences = Operation("list_conferences", "GET", "/v1/conferences", "reference.list_conferences", "free", True, (), "query", True, False)
get_filter_catalog = Operation("get_filter_catalog", "GET", "/v1/filters/catalog", "reference.get_filter_catalog", "free", True, (), "none", False, False)
get_coverage = Operation("get_coverage", "GET", "/v1/coverage", "reference.get_coverage", "free", False, (), "none", False, False)
search_players = Operation("search_players", "POST", "/v1/players/search", "players.search", "free", True, (), "body", True, False)
get_player = Operation("get_player", "GET", "/v1/players/{id}", "players.get", "free", True, (PathParam("id", "^plr_[A-Za-z0-9]+$"),), "none", False, False)
list_player_seasons = Operation("list_player_seasons", "GET", "/v1/players/{id}/seasons", "players.list_seasons", "free", True, (PathParam("id", "^plr_[A-Za-z0-9]+$"),), "query", True, False)
list_teams = Operation("list_teams", "GET", "/v1/teams", "teams.list", "free", True, (), "query", True, False)
get_team = Operation("get_team", "GET", "/v1/teams/{id}", "teams.get", "free", True, (PathParam("id", "^team_[A-Za-z0-9]+$"),), "none", False, False)
list_team_roster = Operation("list_team_roster", "GET", "/v1/teams/{id}/roster", "teams.list_roster", "free", True, (PathParam("id", "^team_[A-Za-z0-9]+$"),), "query", True, False)
list_team_coaches = Operation("list_team_coaches", "GET", "/v1/teams/{id}/coaches", "teams.list_coaches", "free", True, (PathParam("id", "^team_[A-Za-z0-9]+$"),), "query", True, False)
get_person = Operation("get_person", "GET", "/v1/persons/{id}", "persons.get", "free", True, (PathParam("id", "^per_[A-Za-z0-9]+$"),), "none", False, False)
list_person_transfers = Operation("list_person_transfers", "GET", "/v1/persons/{id}/transfers", "persons.list_transfers", "free", True, (PathParam("id", "^per_[A-Za-z0-9]+$"),), "query", True, False)
list_movements = Operation("list_movements", "GET", "/v1/movements", "movements.list", "free", True, (), "query", True, False)
list_games = Operation("list_games", "GET", "/v1/games", "games.list", "free", True, (), "query", True, False)
get_game = Operation("get_game", "GET", "/v1/games/{id}", "games.get", "free", True, (PathParam("id", "^game_[A-Za-z0-9]+$"),), "none", False, False)
list_portal = Operation("list_portal", "GET", "/v1/portal", "portal.list", "usage", True, (), "query", True, False)
create_query = Operation("create_query", "POST", "/v1/query", "query.create", "usage", True, (), "body", False, True)
get_query = Operation("get_query", "GET", "/v1/query/{run_id}", "query.get", "free", True, (PathParam("run_id", "^qr_[A-Za-z0-9]+$"),), "none", False, False)
list_alerts = Operation("list_alerts", "GET", "/v1/alerts", "alerts.list", "usage", True, (), "query", True, False)
create_alert = Operation("create_alert", "POST", "/v1/alerts", "alerts.create", "usage", True, (), "body", False, True)
list_alert_matches = Operation("list_alert_matches", "GET", "/v1/alerts/{id}/matches", "alerts.list_matches", "usage", True, (PathParam("id", "^alrt_[A-Za-z0-9]+$"),), "query", True, False)
delete_alert = Operation("delete_alert", "DELETE", "/v1/alerts/{id}", "alerts.delete", "usage", True, (PathParam("id", "^alrt_[A-Za-z0-9]+$"),), "none", False, False)
list_exports = Operation("list_exports", "GET", "/v1/exports", "exports.list", "free", True, (), "query", True, False)
create_export = Operation("create_export", "POST", "/v1/exports", "exports.create", "usage", True, (), "body", False, True)
get_export = Operation("get_export", "GET", "/v1/exports/{id}", "exports.get", "free", True, (PathParam("id", "^exp_[A-Za-z0-9]+$"),), "none", False, False)

OPERATIONS: dict[str, Operation] = {"list_sports": list_sports, "list_divisions": list_divisions, "list_conferences": list_conferences, "get_filter_catalog": get_filter_catalog, "get_coverage": get_coverage, "search_players": search_players, "get_player": get_player, "list_player_seasons": list_player_seasons, "list_teams": list_teams, "get_team": get_team, "list_team_roster": list_team_roster, "list_team_coaches": list_team_coaches, "get_person": get_person, "list_person_transfers": list_person_transfers, "list_movements": list_movements, "list_games": list_games, "get_game": get_game, "list_portal": list_portal, "create_query": create_query, "get_query": get_query, "list_alerts": list_alerts, "create_alert": create_alert, "list_alert_matches": list_alert_matches, "delete_alert": delete_alert, "list_exports": list_exports, "create_export": create_export, "get_export": get_export}
