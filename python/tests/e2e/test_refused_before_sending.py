"""Local mistakes a new user makes are refused with a typed error before anything reaches the service."""

from __future__ import annotations

from typing import Any

import pytest

from sports_data import AsyncSportsData, InvalidArgumentError, SportsData

from .._fake import Fake
from .._sample import Sample


def _padded_keys(key: str) -> list[str]:
    # A space inside (sent as is, 401), a pasted `.env` value with spaces or a newline around it
    # (httpx refuses it as a connection error, which the SDK would retry as a network fault).
    return [key[:12] + " " + key[12:], f"  {key}  ", f"{key}\n", f"\t{key}"]


def test_an_api_key_with_whitespace_is_refused_when_the_client_is_made(fake: Fake) -> None:
    key = fake.keys["developer"]
    for bad in _padded_keys(key):
        for make in (SportsData, AsyncSportsData):
            with pytest.raises(InvalidArgumentError) as caught:
                make(api_key=bad, base_url=fake.url)
            error = caught.value
            assert (error.code, error.param) == ("invalid_api_key_format", "api_key")
            assert "api_key contains whitespace" in str(error)
            assert key not in str(error) and key not in repr(error)
    assert fake.requests() == []


def test_a_padded_service_api_key_is_refused_naming_the_variable(fake: Fake, monkeypatch: pytest.MonkeyPatch) -> None:
    key = fake.keys["developer"]
    monkeypatch.setenv("SERVICE_API_KEY", f" {key} ")
    with pytest.raises(InvalidArgumentError) as caught:
        SportsData(base_url=fake.url)
    assert caught.value.code == "invalid_api_key_format"
    assert "SERVICE_API_KEY contains whitespace" in str(caught.value)
    assert key not in str(caught.value)
    assert fake.requests() == []


def test_an_empty_api_key_is_refused_with_what_to_do(fake: Fake) -> None:
    with pytest.raises(InvalidArgumentError, match="api_key is an empty string: pass a key, or leave it out"):
        SportsData(api_key="", base_url=fake.url)


def test_a_header_value_with_a_space_at_either_end_is_refused_not_sent(client: SportsData, fake: Fake, sample: Sample) -> None:
    values: list[Any] = [" trace-1", "trace-1 ", 1]
    for value in values:
        with pytest.raises(InvalidArgumentError) as caught:
            client.players.get(sample.player_id, extra_headers={"x-trace": value})
        assert caught.value.param == "extra_headers" and "x-trace" in str(caught.value)
    # A space inside a value is fine (it is how many headers read).
    assert client.players.get(sample.player_id, extra_headers={"x-trace": "run 1"})["id"] == sample.player_id
    assert fake.count("get_player") == 1


BAD_LIMITS: list[Any] = [0, -1, 2.5, True, "3"]


def test_a_paging_limit_that_is_not_a_positive_integer_is_refused_before_the_next_page(client: SportsData, fake: Fake) -> None:
    page = client.players.search(sport="football", limit=2)
    assert page.has_more
    for name in ("max_items", "max_pages"):
        for bad in BAD_LIMITS:
            with pytest.raises(InvalidArgumentError, match=f"{name} must be a positive integer, got {bad!r}"):
                page.auto_paging_iter(**{name: bad})
    # Only the list call's own first page went out.
    assert fake.count("search_players") == 1


@pytest.mark.anyio
async def test_async_a_paging_limit_that_is_not_a_positive_integer_is_refused_at_the_call(aclient: AsyncSportsData, fake: Fake) -> None:
    for name in ("max_items", "max_pages"):
        for bad in BAD_LIMITS:
            with pytest.raises(InvalidArgumentError, match=f"{name} must be a positive integer"):
                aclient.players.search(sport="football", limit=2).auto_paging_iter(**{name: bad})
    assert fake.count("search_players") == 0
    page = await aclient.players.search(sport="football", limit=2)
    with pytest.raises(InvalidArgumentError, match="max_pages must be a positive integer, got 0"):
        page.auto_paging_iter(max_pages=0)
    assert fake.count("search_players") == 1
