"""The argument checks where Python differs from JSON (bool is an int, tuples, datetimes, `$`
before a newline) and the keyword slip hint: what the shared conformance cases cannot say.
Every refusal is proven by the requests a mock transport saw (none)."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone
from typing import Any, Callable

import httpx
import pytest

from sports_data import AsyncSportsData, InvalidArgumentError, SportsData

KEY = "svc_live_" + "K" * 32
PAGE: dict[str, Any] = {"data": [], "has_more": False, "next_cursor": None}


def recording() -> tuple[SportsData, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=PAGE)

    http = httpx.Client(transport=httpx.MockTransport(answer))
    return SportsData(api_key=KEY, base_url="https://api.test", http_client=http, max_retries=0), seen


def anything(value: Any) -> Any:
    """A value the signature's type refuses: notebooks run no type checker."""
    return value


def refused(call: Callable[[SportsData], object], param: str, says: str) -> None:
    client, seen = recording()
    with pytest.raises(InvalidArgumentError) as caught:
        call(client)
    assert caught.value.param == param
    assert says in caught.value.message, caught.value.message
    assert seen == []


def test_a_bool_is_not_an_integer() -> None:
    refused(lambda c: c.reference.list_sports(limit=True), "limit", "must be an integer from 1 to 100, got True")


def test_a_fractional_float_is_not_an_integer_and_nan_is_not_a_number() -> None:
    refused(lambda c: c.reference.list_sports(limit=anything(2.5)), "limit", "got 2.5")
    refused(lambda c: c.reference.list_sports(limit=anything(float("nan"))), "limit", "got nan")


def test_a_pattern_ends_at_the_end_of_the_text_not_before_a_final_newline() -> None:
    # Python's `$` matches before a trailing newline; the service's (JavaScript's) does not.
    refused(lambda c: c.teams.list(sport="football\n"), "sport", "matching ^[a-z][a-z0-9_]*$")


def test_a_digit_outside_ascii_does_not_match_a_digit_class() -> None:
    refused(lambda c: c.movements.list(since="２０２５-01-01T00:00:00Z"), "since", "RFC 3339")


def test_a_list_too_long_or_repeating_is_refused_and_a_tuple_counts_as_a_list() -> None:
    too_many = tuple(f"p{i}" for i in range(51))
    refused(lambda c: c.alerts.create(name="a", filters=anything({"sport": "football", "positions": too_many})), "filters.positions", "a list of at most 50 items, got a tuple (51 items)")
    refused(lambda c: c.alerts.create(name="a", filters={"sport": "football", "positions": ["QB", "QB"]}), "filters.positions", "must not repeat a value")
    refused(lambda c: c.alerts.create(name="a", filters={"sport": "football", "positions": ["QB", ""]}), "filters.positions[1]", "1 to 20 characters")


def test_every_value_of_a_map_is_checked() -> None:
    refused(lambda c: c.alerts.create(name="a", filters=anything({"sport": "football", "min_stats": {"yards": "many"}})), "filters.min_stats.yards", "must be a number, got 'many'")


def test_a_key_pasted_into_a_parameter_is_not_in_the_message() -> None:
    client, seen = recording()
    with pytest.raises(InvalidArgumentError) as caught:
        client.teams.list(sport=KEY)
    assert KEY not in str(caught.value) and KEY[:20] not in repr(caught.value)
    assert seen == []


def test_what_the_rules_allow_is_sent_as_given() -> None:
    client, seen = recording()
    client.movements.list(since=datetime(2025, 1, 1, tzinfo=timezone.utc), limit=100, sport=None)
    client.reference.list_sports(limit=anything("20"))  # a query carries text: "20" reaches the service as 20 does
    client.alerts.create(name="a", filters=anything({"sport": "football", "positions": ("QB", "WR"), "min_stats": {"yards": 2500.5}, "division": None}))
    assert [str(r.url.query, "ascii") for r in seen[:2]] == ["limit=100&since=2025-01-01T00%3A00%3A00Z", "limit=20"]
    assert seen[2].content == b'{"name":"a","filters":{"sport":"football","positions":["QB","WR"],"min_stats":{"yards":2500.5}}}'


def test_the_async_client_checks_at_the_call_before_anything_is_sent() -> None:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(202, json={})

    async def main() -> None:
        http = httpx.AsyncClient(transport=httpx.MockTransport(answer))
        async with AsyncSportsData(api_key=KEY, base_url="https://api.test", http_client=http) as client:
            with pytest.raises(InvalidArgumentError, match="prompt must be a string of 1 to 2000 characters"):
                await client.query.create(prompt="x" * 2001)
            with pytest.raises(InvalidArgumentError, match="limit"):
                client.games.list(limit=0)  # a page request: refused when made, not when awaited
        await http.aclose()

    asyncio.run(main())
    assert seen == []


def test_a_misspelt_keyword_stays_a_type_error_and_names_the_field_it_was_meant_to_be() -> None:
    client, seen = recording()
    slips: dict[str, Any] = {"sprot": "football"}
    with pytest.raises(TypeError, match=r"^teams\.list\(\) got an unexpected keyword argument 'sprot'\. Did you mean 'sport'\?$"):
        client.teams.list(**slips)
    wait: dict[str, Any] = {"promt": "q"}
    with pytest.raises(TypeError, match=r"query\.create_and_poll\(\) got an unexpected keyword argument 'promt'\. Did you mean 'prompt'\?$"):
        client.query.create_and_poll(prompt="q", **wait)
    far: dict[str, Any] = {"colour": "red"}
    with pytest.raises(TypeError, match=r"argument 'colour'$"):
        client.teams.list(**far)
    assert seen == []
