"""Rows typed by the document (contract section 13), against the fake: on every export resource the
CSV export's rows are the JSONL export's rows, value for value and type for type, in both clients."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sports_data import AsyncSportsData, SportsData

from .._fake import Fake

RESOURCES = ["players", "player_seasons", "teams", "rosters", "games", "transfers", "movements"]


def _exact(rows: list[Any]) -> str:
    # JSON text tells 3 from 3.0 and "3", and None from "": equal texts are equal values of equal types.
    return json.dumps(rows, sort_keys=True)


@pytest.fixture
def big_client(fake: Fake) -> Any:
    with SportsData(api_key=fake.keys["enterprise"], base_url=fake.url) as client:
        yield client


@pytest.mark.parametrize("resource", RESOURCES)
def test_csv_rows_are_the_jsonl_rows(big_client: SportsData, resource: str) -> None:
    rows: dict[str, list[Any]] = {}
    for file_format in ("csv", "jsonl"):
        job: Any = big_client.exports.create_and_poll(resource=resource, format=file_format, poll_interval=0.05)  # type: ignore[arg-type]
        rows[file_format] = list(big_client.exports.download(job).rows())
        assert len(rows[file_format]) == job["row_count"] > 0
    assert _exact(rows["csv"]) == _exact(rows["jsonl"])


def test_csv_games_carry_integers_and_nulls(big_client: SportsData) -> None:
    job: Any = big_client.exports.create_and_poll(resource="games", format="csv", poll_interval=0.05)
    games = list(big_client.exports.download(job))
    assert all(type(game["season"]) is int for game in games)
    scores = [game["home"]["score"] for game in games]
    assert None in scores and all(score is None or type(score) is int for score in scores)


@pytest.mark.anyio
async def test_async_csv_rows_are_the_jsonl_rows(fake: Fake) -> None:
    async with AsyncSportsData(api_key=fake.keys["enterprise"], base_url=fake.url) as client:
        rows: dict[str, list[Any]] = {}
        for file_format in ("csv", "jsonl"):
            job: Any = await client.exports.create_and_poll(resource="player_seasons", format=file_format, poll_interval=0.05)  # type: ignore[arg-type]
            rows[file_format] = [row async for row in await client.exports.download(job)]
    assert _exact(rows["csv"]) == _exact(rows["jsonl"])
