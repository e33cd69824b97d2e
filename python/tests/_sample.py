"""Ids of resources the fake holds, for calls that need one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from ._fake import Fake


@dataclass(frozen=True)
class Sample:
    player_id: str
    team_id: str
    person_id: str
    game_id: str
    sport: str

    @classmethod
    def read(cls, fake: Fake) -> Sample:
        headers = {"Authorization": f"Bearer {fake.keys['developer']}"}
        with httpx.Client(base_url=fake.url, headers=headers, timeout=30.0) as http:

            def first(method: str, path: str, **kwargs: Any) -> dict[str, Any]:
                response = http.request(method, path, **kwargs)
                response.raise_for_status()
                data: list[dict[str, Any]] = response.json()["data"]
                return data[0]

            player = first("POST", "/v1/players/search", json={"sport": "football", "limit": 1})
            team = first("GET", "/v1/teams", params={"sport": "football", "limit": 1})
            game = first("GET", "/v1/games", params={"sport": "football", "limit": 1})
            coach = first("GET", f"/v1/teams/{team['id']}/coaches", params={"limit": 1})
        return cls(
            player_id=player["id"],
            team_id=team["id"],
            person_id=coach["person_id"],
            game_id=game["id"],
            sport="football",
        )
