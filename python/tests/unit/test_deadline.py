"""The attempt deadline at the socket (`deadline.py`): every httpx pool the SDK sends through is
reached on the httpx this runs with (0.23 on the Debian leg, 0.28 on the 3.10 leg: the pool's
backend is not public, so this is what says a new httpx moved it), and the wrapper cuts each socket
operation to what is left of the attempt, and changes nothing outside one."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from contextlib import contextmanager
from typing import Any, Generator

import httpcore
import httpx
import pytest

from sports_data import AsyncSportsData, SportsData
from sports_data._internal.deadline import attempt_deadline, bind

KEY = "svc_live_" + "K" * 32


@contextmanager
def attempt(timeout: float) -> Generator[float, None, None]:
    """What a driver does around an attempt: the deadline set, then reset."""
    deadline = time.monotonic() + timeout
    token = attempt_deadline.set(deadline)
    try:
        yield deadline
    finally:
        attempt_deadline.reset(token)


def backends(http: httpx.Client | httpx.AsyncClient) -> list[str]:
    mounts: dict[Any, Any] = getattr(http, "_mounts")
    transports = [getattr(http, "_transport"), *mounts.values()]
    return [type(getattr(getattr(t, "_pool"), "_network_backend")).__name__ for t in transports if hasattr(t, "_pool")]


def test_the_clients_the_sdk_makes_have_their_sockets_bound() -> None:
    client = SportsData(api_key=KEY, base_url="https://api.test")
    assert backends(client._http) == ["_Backend"]  # pyright: ignore[reportPrivateUsage]

    async def made() -> list[str]:
        aclient = AsyncSportsData(api_key=KEY, base_url="https://api.test")
        return backends(aclient._runtime.http)  # pyright: ignore[reportPrivateUsage]

    assert asyncio.run(made()) == ["_AsyncBackend"]


def test_a_callers_client_and_its_proxy_transports_are_bound_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")
    mine = httpx.Client()
    assert len(backends(mine)) == 2  # the transport, and the proxy httpx mounted from the environment
    SportsData(api_key=KEY, base_url="https://api.test", http_client=mine)
    SportsData(api_key=KEY, base_url="https://api.test", http_client=mine)
    assert backends(mine) == ["_Backend", "_Backend"]
    inner = getattr(getattr(getattr(mine, "_transport"), "_pool"), "_network_backend")
    assert type(getattr(inner, "_inner")).__name__ != "_Backend"  # not wrapped twice


def test_a_transport_without_sockets_is_left_alone() -> None:
    mock = httpx.Client(transport=httpx.MockTransport(lambda request: httpx.Response(200)))
    assert bind(mock) is False
    assert bind(httpx.Client()) is True


def _trickling_server() -> tuple[socket.socket, str]:
    listener = socket.create_server(("127.0.0.1", 0))

    def serve() -> None:
        conn, _ = listener.accept()
        conn.recv(65536)
        with conn:
            try:
                conn.sendall(b"HTTP/1.1 200 OK\r\nX-Slow: ")
                for _ in range(500):  # a header that never ends, a byte every 20 ms
                    conn.sendall(b"a")
                    time.sleep(0.02)
            except OSError:
                return

    threading.Thread(target=serve, daemon=True).start()
    return listener, f"http://127.0.0.1:{listener.getsockname()[1]}/"


def test_inside_an_attempt_a_read_waits_no_longer_than_the_deadline_and_outside_as_httpx_says() -> None:
    http = httpx.Client()
    bind(http)
    listener, url = _trickling_server()
    with listener:
        started = time.monotonic()
        with pytest.raises(httpx.ReadTimeout), attempt(0.5):
            http.get(url, timeout=5)
        assert 0.45 <= time.monotonic() - started < 3
    # Outside an attempt nothing changed: httpx's own per-read timeout (here on a silent peer).
    listener2 = socket.create_server(("127.0.0.1", 0))
    with listener2:
        started = time.monotonic()
        with pytest.raises(httpx.ReadTimeout):
            http.get(f"http://127.0.0.1:{listener2.getsockname()[1]}/", timeout=0.3)
        assert time.monotonic() - started >= 0.3


def test_the_deadline_is_the_attempts_own_and_gone_after_it() -> None:
    assert attempt_deadline.get() is None
    with attempt(10) as deadline:
        assert attempt_deadline.get() == deadline
        with pytest.raises(httpcore.ReadTimeout):
            with attempt(-1):
                from sports_data._internal.deadline import _within  # pyright: ignore[reportPrivateUsage]

                _within(5.0, httpcore.ReadTimeout)
        assert attempt_deadline.get() == deadline
    assert attempt_deadline.get() is None
