# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""
What openapi.json states about each operation's arguments (its query parameters or its body), keyed
by operationId: the table src/generated/validation.ts holds, checked by _arguments.py before
anything is sent. Enumerations are not here: the service may add values (contract section 7).
"""

from __future__ import annotations

from .._rules import IdRule, InputRule

INPUT_RULES: dict[str, InputRule] = {
    "list_sports": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}}, "closed": True}),
    "list_divisions": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}}, "closed": True}),
    "list_conferences": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}}, "closed": True}),
    "search_players": InputRule("body", {"type": "object", "properties": {"sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}, "position": {"type": "string", "minLength": 1, "maxLength": 20}, "sort_by": {"type": "string", "minLength": 1}, "order": {"type": "string"}, "limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}}, "required": ["sport"], "closed": True}),
    "list_player_seasons": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "season": {"type": "integer", "minimum": 1850, "maximum": 2100}}, "closed": True}),
    "list_teams": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}, "conference": {"type": "string", "pattern": "^conf_[A-Za-z0-9]+$"}}, "closed": True}),
    "list_team_roster": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "season": {"type": "integer", "minimum": 1850, "maximum": 2100}}, "closed": True}),
    "list_team_coaches": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}}, "closed": True}),
    "list_person_transfers": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}}, "closed": True}),
    "list_movements": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}, "since": {"type": "string", "format": "date-time"}, "kind": {"type": "string"}}, "closed": True}),
    "list_games": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}, "season": {"type": "integer", "minimum": 1850, "maximum": 2100}, "team": {"type": "string", "pattern": "^team_[A-Za-z0-9]+$"}}, "closed": True}),
    "list_portal": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}, "sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}, "since": {"type": "string", "format": "date-time"}, "position": {"type": "string", "minLength": 1, "maxLength": 20}}, "closed": True}),
    "create_query": InputRule("body", {"type": "object", "properties": {"prompt": {"type": "string", "minLength": 1, "maxLength": 2000}, "sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}}, "required": ["prompt"], "closed": True}),
    "list_alerts": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}}, "closed": True}),
    "create_alert": InputRule("body", {"type": "object", "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 100}, "filters": {"type": "object", "properties": {"sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}, "positions": {"type": "array", "maxItems": 50, "uniqueItems": True, "items": {"type": "string", "minLength": 1, "maxLength": 20}}, "min_stats": {"type": "object", "values": {"type": "number"}}}, "required": ["sport"], "closed": True}}, "required": ["name", "filters"], "closed": True}),
    "list_alert_matches": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}}, "closed": True}),
    "list_exports": InputRule("query", {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100}, "cursor": {"type": "string", "minLength": 1}}, "closed": True}),
    "create_export": InputRule("body", {"type": "object", "properties": {"resource": {"type": "string"}, "format": {"type": "string"}, "filters": {"type": "object", "properties": {"sport": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "division": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}, "gender": {"type": "string"}, "conference": {"type": "string", "pattern": "^conf_[A-Za-z0-9]+$"}, "season": {"type": "integer", "minimum": 1850, "maximum": 2100}, "team": {"type": "string", "pattern": "^team_[A-Za-z0-9]+$"}, "since": {"type": "string", "format": "date-time"}, "kind": {"type": "string"}, "position": {"type": "string", "minLength": 1, "maxLength": 20}}, "closed": True}}, "required": ["resource", "format"], "closed": True}),
}

MAX_IDEMPOTENCY_KEY_LENGTH = 255
"""The longest `Idempotency-Key` the service accepts (components.parameters.IdempotencyKey)."""

# Each path id the document names, once: its parameter, pattern, the noun errors name it by, an example.
_PLAYER_ID = IdRule("id", "^plr_[A-Za-z0-9]+$", "player id", "plr_7Kq2Xb9LmN4pR8sT")
_TEAM_ID = IdRule("id", "^team_[A-Za-z0-9]+$", "team id", "team_3Hd8Vw2QxZ5nL1cJ")
_PERSON_ID = IdRule("id", "^per_[A-Za-z0-9]+$", "person id", "per_9Pz4Rk7TbW2mY6hN")
_GAME_ID = IdRule("id", "^game_[A-Za-z0-9]+$", "game id", "game_5Tn2Wq8KcX3vB7dM")
_QUERY_RUN_ID = IdRule("run_id", "^qr_[A-Za-z0-9]+$", "query run id", "qr_4Ym8Cp2VnR6tK9wZ")
_ALERT_ID = IdRule("id", "^alrt_[A-Za-z0-9]+$", "alert id", "alrt_2Fb7Nq4XsL9dH3mV")
_EXPORT_JOB_ID = IdRule("id", "^exp_[A-Za-z0-9]+$", "export job id", "exp_8Rk3Tw6YbM2pQ5zC")

PATH_ID_RULES: dict[str, tuple[IdRule, ...]] = {
    "get_player": (_PLAYER_ID,), "list_player_seasons": (_PLAYER_ID,),
    "get_team": (_TEAM_ID,), "list_team_roster": (_TEAM_ID,), "list_team_coaches": (_TEAM_ID,),
    "get_person": (_PERSON_ID,), "list_person_transfers": (_PERSON_ID,),
    "get_game": (_GAME_ID,),
    "get_query": (_QUERY_RUN_ID,),
    "list_alert_matches": (_ALERT_ID,), "delete_alert": (_ALERT_ID,),
    "get_export": (_EXPORT_JOB_ID,),
}
"""Each operation's path ids in path order, for the message that refuses one (contract section 7)."""

ID_SHAPES: tuple[IdRule, ...] = (_PLAYER_ID, _TEAM_ID, _PERSON_ID, _GAME_ID, _QUERY_RUN_ID, _ALERT_ID, _EXPORT_JOB_ID)
"""Every id shape the document names, to say "this looks like a team id" when one is given for another."""
