"""
A client the SDK makes hands each request to the transport httpx picks for it (`driver_sync.send_own`,
`driver_async.send_own`), not to `Client.send`: what that skips must not be what a user relies on.
Over real loopback sockets, for the sync and the async client: the proxy httpx mounted from the
environment is still the way out; the answer still knows its request and how long it took
(`with_response`); and no cookie is kept between calls, as the TypeScript client's fetch keeps none,
while a caller's own httpx client keeps its jar as httpx does.
"""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any, Callable

import httpx
import pytest

from sports_data import AsyncSportsData, SportsData

from ..hostile._support import HostileServer, Request, head

KEY = "svc_live_" + "K" * 32
PLAYER_ID = "plr_9kc0DAhbjsglKL"
PLAYER = json.dumps({"id": PLAYER_ID, "name": "Aiden Adeyemi"}).encode()


def player(extra: dict[str, str] | None = None) -> Callable[[socket.socket, Request], None]:
    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": "application/json", **(extra or {})}, length=len(PLAYER)) + PLAYER)

    return reply


def twice(client: str, base_url: str, http: httpx.Client | httpx.AsyncClient | None = None) -> list[Any]:
    """Two `players.with_response.get` calls by the `client` ("sync"/"async") made on `base_url`."""
    if client == "sync":
        sync = SportsData(api_key=KEY, base_url=base_url, max_retries=0, timeout=5, http_client=http if isinstance(http, httpx.Client) else None)
        with sync:
            return [sync.players.with_response.get(PLAYER_ID) for _ in range(2)]

    async def run() -> list[Any]:
        given = http if isinstance(http, httpx.AsyncClient) else None
        async with AsyncSportsData(api_key=KEY, base_url=base_url, max_retries=0, timeout=5, http_client=given) as aclient:
            return [await aclient.players.with_response.get(PLAYER_ID) for _ in range(2)]

    return asyncio.run(run())


@pytest.fixture
def no_proxy_settings(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "all_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


@pytest.mark.parametrize("client", ["sync", "async"])
def test_the_sdks_own_client_still_goes_out_through_the_proxy_of_the_environment(client: str, no_proxy_settings: pytest.MonkeyPatch) -> None:
    with HostileServer(player()) as proxy:
        no_proxy_settings.setenv("HTTP_PROXY", proxy.url)
        answers = twice(client, "http://api.test")
    assert [answer.data["id"] for answer in answers] == [PLAYER_ID, PLAYER_ID]
    # Both requests reached the proxy, in the absolute form a proxy is asked, for the API's host.
    assert [request.path for request in proxy.seen] == [f"http://api.test/v1/players/{PLAYER_ID}"] * 2
    assert {request.headers["host"] for request in proxy.seen} == {"api.test"}


@pytest.mark.parametrize("client", ["sync", "async"])
def test_an_answer_still_knows_its_request_and_how_long_it_took(client: str, no_proxy_settings: pytest.MonkeyPatch) -> None:
    with HostileServer(player()) as api:
        answers = twice(client, api.url)
    for answer in answers:
        response: httpx.Response = answer.response
        assert response.request.url == httpx.URL(f"{api.url}/v1/players/{PLAYER_ID}")
        assert response.request.headers["authorization"] == f"Bearer {KEY}"
        assert 0 < response.elapsed.total_seconds() < 5


def _cookies_sent(client: str, make: Callable[[], httpx.Client | httpx.AsyncClient | None]) -> list[str | None]:
    with HostileServer(player({"set-cookie": "session=abc; Path=/"})) as api:
        twice(client, api.url, make())
        return [request.headers.get("cookie") for request in api.seen]


@pytest.mark.parametrize("client", ["sync", "async"])
def test_the_sdks_own_client_keeps_no_cookie_and_a_callers_keeps_its_jar(client: str, no_proxy_settings: pytest.MonkeyPatch) -> None:
    assert _cookies_sent(client, lambda: None) == [None, None]
    theirs: Callable[[], httpx.Client | httpx.AsyncClient] = httpx.Client if client == "sync" else httpx.AsyncClient
    assert _cookies_sent(client, theirs) == [None, "session=abc"]


def test_a_closed_httpx_client_of_the_sdks_own_is_refused_as_httpx_refuses_it() -> None:
    # Closed under the SDK (not by `close()`, which the SDK answers with ClientClosedError itself):
    # no new connection is opened on the closed pool; httpx's own refusal comes through, as before.
    with HostileServer(player()) as api:
        client = SportsData(api_key=KEY, base_url=api.url, max_retries=0, timeout=5)
        client._http.close()  # pyright: ignore[reportPrivateUsage]
        with pytest.raises(RuntimeError, match="client has been closed"):
            client.players.get(PLAYER_ID)
        assert api.seen == []

    async def run() -> None:
        aclient = AsyncSportsData(api_key=KEY, base_url=api.url, max_retries=0, timeout=5)
        await aclient._runtime.http.aclose()  # pyright: ignore[reportPrivateUsage]
        with pytest.raises(RuntimeError, match="client has been closed"):
            await aclient.players.get(PLAYER_ID)

    with HostileServer(player()) as api:
        asyncio.run(run())
        assert api.seen == []
