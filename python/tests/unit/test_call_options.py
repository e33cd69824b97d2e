"""Per-call options arrive as `**options`: Python takes any keyword there, so the runtime refuses
what the typed signature refuses, before any request is sent."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import httpx
import pytest

from sports_data import APIResponse, AsyncSportsData, SportsData, SyncPage

KEY = "svc_live_" + "K" * 32
SPORT: dict[str, Any] = {"id": "football", "name": "Football"}


def recording() -> tuple[SportsData, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"data": [SPORT], "has_more": False, "next_cursor": None})

    http = httpx.Client(transport=httpx.MockTransport(answer))
    return SportsData(api_key=KEY, base_url="https://api.test", http_client=http, max_retries=0), seen


def test_a_misspelt_option_is_a_type_error_and_nothing_is_sent() -> None:
    client, seen = recording()
    options: dict[str, Any] = {"timout": 5}
    with pytest.raises(TypeError, match="reference.list_sports\\(\\) got an unexpected keyword argument 'timout'"):
        client.reference.list_sports(**options)
    assert seen == []


def test_idempotency_key_is_refused_where_the_call_takes_none() -> None:
    client, seen = recording()
    options: dict[str, Any] = {"idempotency_key": "k-1"}
    with pytest.raises(TypeError, match="idempotency_key"):
        client.reference.list_sports(**options)
    assert seen == []


def test_a_misspelt_wait_option_is_refused_before_the_billed_create() -> None:
    client, seen = recording()
    wait: dict[str, Any] = {"pol_interval": 1}
    with pytest.raises(TypeError, match="pol_interval"):
        client.query.create_and_poll(prompt="q", **wait)
    assert seen == []


def test_the_async_poll_takes_no_cancel() -> None:
    client = AsyncSportsData(api_key=KEY, base_url="https://api.test")
    wait: dict[str, Any] = {"cancel": None}
    with pytest.raises(TypeError, match="cancel"):
        asyncio.run(client.query.poll("qr_1", **wait))


def test_the_options_given_reach_the_request() -> None:
    client, seen = recording()
    page = client.reference.list_sports(limit=1, extra_headers={"X-Trace": "t-1"}, timeout=3)
    assert [dict(sport) for sport in page.data] == [SPORT]
    assert seen[0].headers["x-trace"] == "t-1"
    extensions = cast("dict[str, Any]", seen[0].extensions)  # pyright: ignore[reportUnknownMemberType]
    assert extensions["timeout"]["read"] == 3


def test_with_response_is_the_same_call_answering_an_api_response() -> None:
    client, seen = recording()
    answer = client.reference.with_response.list_sports(limit=1)
    assert isinstance(answer, APIResponse) and isinstance(answer.data, SyncPage)
    assert [dict(sport) for sport in answer.data.data] == [SPORT] and answer.response.status_code == 200
    assert [r.url.params["limit"] for r in seen] == ["1"]
