# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""
The row of each schema an export file or a list holds, as the CSV file's columns: a field's path
(a CSV column is the path joined with dots), the kind of value it holds, whether it may be null,
whether every row has it; and the maps (objects of free keys such as `stats`), whose columns are
the map's path, a dot and the key, with the kind of their values and whether every row has the map
(a `RowSchema`, declared in `_row_schema.py`). `EXPORT_ROWS` names each export resource's schema
(`x-row-schemas`), `LIST_ITEMS` each list operation's item.
"""

from __future__ import annotations

from .._row_schema import RowSchema as RowSchema

ROW_SCHEMAS: dict[str, RowSchema] = {
    "Alert": RowSchema(((("id",), "string", False, True), (("name",), "string", False, True), (("filters", "sport"), "string", False, True), (("filters", "division"), "string", False, False), (("filters", "gender"), "string", False, False), (("filters", "positions"), "json", False, False), (("status",), "string", False, True), (("created_at",), "date-time", False, True),), ((("filters", "min_stats"), "number", False),)),
    "AlertMatch": RowSchema(((("id",), "string", False, True), (("alert_id",), "string", False, True), (("portal_entry", "id"), "string", False, True), (("portal_entry", "person_id"), "string", False, True), (("portal_entry", "player_id"), "string", False, True), (("portal_entry", "name"), "string", False, True), (("portal_entry", "position"), "string", False, True), (("portal_entry", "sport"), "string", False, True), (("portal_entry", "division"), "string", False, True), (("portal_entry", "gender"), "string", False, True), (("portal_entry", "from_team"), "string", False, True), (("portal_entry", "from_team_id"), "string", False, True), (("portal_entry", "entered_at"), "date-time", False, True), (("portal_entry", "status"), "string", False, True), (("portal_entry", "committed_to"), "string", True, True), (("matched_at",), "date-time", False, True),), ()),
    "Coach": RowSchema(((("person_id",), "string", False, True), (("name",), "string", False, True), (("role",), "string", False, True), (("since_season",), "integer", False, True),), ()),
    "Conference": RowSchema(((("id",), "string", False, True), (("name",), "string", False, True), (("short_name",), "string", False, True), (("sport",), "string", False, True), (("division",), "string", False, True),), ()),
    "Division": RowSchema(((("id",), "string", False, True), (("name",), "string", False, True), (("level",), "integer", False, True),), ()),
    "Game": RowSchema(((("id",), "string", False, True), (("sport",), "string", False, True), (("division",), "string", False, True), (("gender",), "string", False, True), (("season",), "integer", False, True), (("starts_at",), "date-time", False, True), (("status",), "string", False, True), (("home", "team_id"), "string", False, True), (("home", "name"), "string", False, True), (("home", "score"), "integer", True, True), (("away", "team_id"), "string", False, True), (("away", "name"), "string", False, True), (("away", "score"), "integer", True, True), (("venue",), "string", True, True),), ()),
    "Movement": RowSchema(((("id",), "string", False, True), (("person_id",), "string", False, True), (("kind",), "string", False, True), (("from_team",), "string", True, True), (("to_team",), "string", True, True), (("date",), "date-time", False, True),), ()),
    "Player": RowSchema(((("id",), "string", False, True), (("name",), "string", False, True), (("team",), "string", False, True), (("team_id",), "string", False, True), (("sport",), "string", False, True), (("division",), "string", False, True), (("gender",), "string", False, True), (("position",), "string", False, True), (("class_year",), "string", False, True),), ((("stats",), "number", True),)),
    "PlayerSeason": RowSchema(((("player_id",), "string", False, True), (("season",), "integer", False, True), (("team",), "string", False, True), (("team_id",), "string", False, True),), ((("stats",), "number", True),)),
    "PortalEntry": RowSchema(((("id",), "string", False, True), (("person_id",), "string", False, True), (("player_id",), "string", False, True), (("name",), "string", False, True), (("position",), "string", False, True), (("sport",), "string", False, True), (("division",), "string", False, True), (("gender",), "string", False, True), (("from_team",), "string", False, True), (("from_team_id",), "string", False, True), (("entered_at",), "date-time", False, True), (("status",), "string", False, True), (("committed_to",), "string", True, True),), ()),
    "RosterEntry": RowSchema(((("player_id",), "string", False, True), (("name",), "string", False, True), (("position",), "string", False, True), (("jersey_number",), "string", True, True), (("class_year",), "string", False, True), (("season",), "integer", False, True),), ()),
    "Sport": RowSchema(((("id",), "string", False, True), (("name",), "string", False, True), (("genders",), "json", False, True),), ()),
    "Team": RowSchema(((("id",), "string", False, True), (("name",), "string", False, True), (("sport",), "string", False, True), (("division",), "string", False, True), (("gender",), "string", False, True), (("conference_id",), "string", True, True), (("conference",), "string", True, True),), ()),
    "Transfer": RowSchema(((("id",), "string", False, True), (("person_id",), "string", False, True), (("from_team",), "string", False, True), (("from_team_id",), "string", False, True), (("to_team",), "string", False, True), (("to_team_id",), "string", False, True), (("sport",), "string", False, True), (("season",), "integer", False, True), (("date",), "date-time", False, True),), ()),
}

EXPORT_ROWS: dict[str, str] = {"players": "Player", "player_seasons": "PlayerSeason", "teams": "Team", "rosters": "RosterEntry", "games": "Game", "transfers": "Transfer", "movements": "Movement"}

LIST_ITEMS: dict[str, str] = {"list_sports": "Sport", "list_divisions": "Division", "list_conferences": "Conference", "search_players": "Player", "list_player_seasons": "PlayerSeason", "list_teams": "Team", "list_team_roster": "RosterEntry", "list_team_coaches": "Coach", "list_person_transfers": "Transfer", "list_movements": "Movement", "list_games": "Game", "list_portal": "PortalEntry", "list_alerts": "Alert", "list_alert_matches": "AlertMatch"}
