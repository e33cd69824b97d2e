"""`AsyncSportsData(http_backend=...)`: who sends the async client's requests (`_client._async_http_maker`,
`_internal/aiohttp_transport.py`), and the request path's parts made once (`_internal/request_parts.py`, `_internal/driver.py`).
The transport behaviour of each backend (deadlines, byte caps, encodings, origins, redirects) is
proven by the hostile and end-to-end tests, which run once per installed backend (tests/_backends.py)."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import httpx
import pytest

from sports_data import AsyncSportsData, InvalidArgumentError, SportsData

from .. import _backends
from .._fake import Fake
from .._imports import as_if_not_installed, modules_after
from .._sample import Sample


def test_importing_the_client_or_making_one_on_the_default_backend_never_imports_aiohttp() -> None:
    code = "from sports_data import AsyncSportsData\nAsyncSportsData(api_key='svc_test_x')\nAsyncSportsData(api_key='svc_test_x', http_backend='httpx')"
    assert modules_after(code, ("aiohttp", "sports_data._internal.aiohttp_transport")) == []


def test_the_aiohttp_backend_without_aiohttp_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    # As on a machine without the package (the Debian leg has none at all).
    as_if_not_installed(monkeypatch, "aiohttp", "sports_data._internal.aiohttp_transport")
    with pytest.raises(ImportError) as caught:
        AsyncSportsData(api_key="svc_test_x", http_backend="aiohttp")
    assert "pip install 'sports-data-sdk[aiohttp]'" in str(caught.value)


def test_an_unknown_backend_or_one_beside_a_callers_own_http_client_is_refused() -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        AsyncSportsData(api_key="svc_test_x", http_backend="curl")  # type: ignore[arg-type]
    assert caught.value.param == "http_backend" and "'curl'" in str(caught.value)
    own = httpx.AsyncClient()
    with pytest.raises(InvalidArgumentError) as beside:
        AsyncSportsData(api_key="svc_test_x", http_backend="aiohttp", http_client=own)
    assert "http_client" in str(beside.value)
    # httpx beside a caller's own httpx client is what that client already is.
    assert AsyncSportsData(api_key="svc_test_x", http_backend="httpx", http_client=own)._runtime.http is own  # pyright: ignore[reportPrivateUsage]


@pytest.mark.parametrize("backend", _backends.BACKENDS)
def test_each_installed_backend_sends_through_its_own_pool_and_answers_as_the_sync_client(backend: str, fake: Fake, sample: Sample) -> None:
    async def read() -> tuple[Any, str]:
        async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, http_backend=cast(Any, backend)) as client:
            transport = type(client._runtime.http._transport).__name__  # pyright: ignore[reportPrivateUsage]
            return await client.players.get(sample.player_id), transport

    answer, transport = asyncio.run(read())
    assert transport == {"httpx": "AsyncHTTPTransport", "aiohttp": "AiohttpTransport"}[backend]
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        assert answer == client.players.get(sample.player_id)
    assert [(r["status"], r["authorized"]) for r in fake.requests("get_player")] == [(200, True), (200, True)]


def test_no_hook_goes_on_the_httpx_client_however_many_calls(fake: Fake, sample: Sample) -> None:
    # An answer httpx drops for its unparsable Location is read off the error (`driver.unanswered`):
    # nothing of the SDK's runs per request in httpx's hooks, and a caller's client keeps its own.
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        for _ in range(3):
            client.players.get(sample.player_id)
        hooks = client._runtime.http.event_hooks  # pyright: ignore[reportPrivateUsage]
        assert hooks == {"request": [], "response": []}
