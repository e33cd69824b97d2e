"""
A host name lookup is bounded by the attempt's timeout, in the sync client (`_internal/resolve.py`:
looked up on a pool thread, waited for at most the time left) as in the async one (anyio's lookup
thread, abandoned by the connect's deadline), as the TypeScript client's fetch abandons a hung
lookup. No real DNS: `socket.getaddrinfo` is patched (`Resolver`) to answer a made-up name with the
fake's loopback address, or to hang on an Event until the test ends; it records who asked and when,
and the time a call took is measured from the moment the resolver was asked.
"""

from __future__ import annotations

import asyncio
import json
import socket
import ssl
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from sports_data import APIConnectionError, APIConnectionTimeoutError, AsyncSportsData, SportsData

from .._fake import Fake
from .._sample import Sample
from ..hostile._support import HostileServer, Request, head

NAME = "sports-data.test"
KEY = "svc_test_" + "K" * 32
TIMEOUT = 0.5
MARGIN = 2.5
"""Seconds past the timeout a cut-off call may take on a loaded machine. A lookup that is not cut
hangs until the test releases it, 30 s on (`Resolver.hang`), far past this."""
HANG_LIMIT = 30.0


@dataclass(frozen=True)
class Asked:
    host: str
    thread: int
    at: float


class Resolver:
    """socket.getaddrinfo for the test: NAME is 127.0.0.1 (or hangs, with `hang`); IP literals and
    `localhost` go to the real one. Each call is recorded; `release` lets a hung lookup return."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.hang = False
        self.fail = False
        self.asked: list[Asked] = []
        self.release = threading.Event()
        self.returned = threading.Event()

    def __call__(self, host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
        name = host.decode() if isinstance(host, bytes) else str(host)
        self.asked.append(Asked(name, threading.get_ident(), time.monotonic()))
        if name != NAME:
            return self.real(host, port, *args, **kwargs)
        if self.fail:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        if self.hang:
            self.release.wait(HANG_LIMIT)
            self.returned.set()
        return self.real("127.0.0.1", port, *args, **kwargs)

    def of(self, host: str) -> list[Asked]:
        return [asked for asked in self.asked if asked.host == host]


@pytest.fixture
def resolver(monkeypatch: pytest.MonkeyPatch) -> Iterator[Resolver]:
    patched = Resolver(socket.getaddrinfo)
    monkeypatch.setattr(socket, "getaddrinfo", patched)
    try:
        yield patched
    finally:
        patched.release.set()
    if patched.hang and patched.of(NAME):
        # The thread the hung lookup held is given back once the resolver answers.
        assert patched.returned.wait(10), "the hung lookup's thread never returned"


def named(fake: Fake) -> str:
    """The fake's URL with the made-up name in place of its loopback address."""
    url = httpx.URL(fake.url)
    return str(url.copy_with(host=NAME))


def test_a_name_is_looked_up_off_the_callers_thread_and_sent_as_the_host(resolver: Resolver) -> None:
    body = json.dumps({"id": "plr_1", "object": "player"}).encode()

    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": "application/json"}, length=len(body)) + body)

    with HostileServer(reply) as server, SportsData(api_key=KEY, base_url=f"http://{NAME}:{server.port}", timeout=5) as client:
        assert client.players.get("plr_1")["id"] == "plr_1"
        assert client.players.get("plr_1")["id"] == "plr_1"
    [looked_up] = resolver.of(NAME)  # the second call reused the connection: no lookup
    assert looked_up.thread != threading.get_ident()
    # The name, not the address, in the Host header; the key went to the base URL's origin it names.
    assert [request.headers["host"] for request in server.seen] == [f"{NAME}:{server.port}"] * 2
    assert all(request.headers["authorization"] == f"Bearer {KEY}" for request in server.seen)


def test_tls_is_checked_against_the_name_not_the_address(resolver: Resolver, tmp_path: Path) -> None:
    # A certificate for NAME only: were the address handed to TLS, the check would fail (and SNI would be absent).
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
         "-subj", f"/CN={NAME}", "-addext", f"subjectAltName=DNS:{NAME}", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(cert, key)
    names: list[str | None] = []
    server_side.sni_callback = lambda _socket, name, _context: names.append(name)  # pyright: ignore[reportUnknownLambdaType]
    listener = socket.create_server(("127.0.0.1", 0))
    body = json.dumps({"id": "plr_1", "object": "player"}).encode()

    def serve() -> None:
        conn, _ = listener.accept()
        with server_side.wrap_socket(conn, server_side=True) as tls:
            data = b""
            while b"\r\n\r\n" not in data:
                data += tls.recv(65536)
            tls.sendall(head(200, {"content-type": "application/json"}, length=len(body)) + body)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    port = listener.getsockname()[1]
    try:
        with httpx.Client(verify=ssl.create_default_context(cafile=str(cert))) as http:
            client = SportsData(api_key=KEY, base_url=f"https://{NAME}:{port}", http_client=http, timeout=10, max_retries=0)
            assert client.players.get("plr_1")["id"] == "plr_1"
    finally:
        listener.close()
        thread.join(10)
    assert names == [NAME]
    [looked_up] = resolver.of(NAME)
    assert looked_up.thread != threading.get_ident()


def test_a_hung_lookup_ends_the_sync_call_at_its_timeout(fake: Fake, sample: Sample, resolver: Resolver) -> None:
    resolver.hang = True
    key = fake.keys["developer"]
    with SportsData(api_key=key, base_url=named(fake), timeout=TIMEOUT, max_retries=0) as client:
        with pytest.raises(APIConnectionTimeoutError) as raised:
            client.players.get(sample.player_id)
        ended = time.monotonic()
    [asked] = resolver.of(NAME)
    assert ended - asked.at < TIMEOUT + MARGIN
    assert not resolver.returned.is_set()  # it was still hung: the call did not wait for it
    assert fake.count("get_player") == 0 and key not in str(raised.value) and key not in repr(raised.value)


def test_a_retried_attempt_after_a_hung_lookup_is_bounded_too(fake: Fake, sample: Sample, resolver: Resolver) -> None:
    resolver.hang = True
    with SportsData(api_key=fake.keys["developer"], base_url=named(fake), timeout=TIMEOUT, max_retries=1) as client:
        started = time.monotonic()
        with pytest.raises(APIConnectionTimeoutError):
            client.players.get(sample.player_id)
        ended = time.monotonic()
    # The retry joins the lookup still in flight instead of holding a second thread with it.
    assert len(resolver.of(NAME)) == 1
    assert ended - started < 2 * TIMEOUT + 2.0 + MARGIN  # two attempts and the backoff between them (under 2 s)


def test_a_name_that_does_not_resolve_is_a_connection_error(fake: Fake, sample: Sample, resolver: Resolver) -> None:
    resolver.fail = True
    with SportsData(api_key=fake.keys["developer"], base_url=named(fake), timeout=5, max_retries=0) as client:
        with pytest.raises(APIConnectionError) as raised:
            client.players.get(sample.player_id)
    assert not isinstance(raised.value, APIConnectionTimeoutError)
    assert "Name or service not known" in str(raised.value)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])
def test_an_ip_literal_and_localhost_are_looked_up_in_place(fake: Fake, sample: Sample, resolver: Resolver, host: str) -> None:
    base_url = str(httpx.URL(fake.url).copy_with(host=host))
    with SportsData(api_key=fake.keys["developer"], base_url=base_url) as client:
        client.players.get(sample.player_id)
    assert resolver.of(host) and all(asked.thread == threading.get_ident() for asked in resolver.asked)


@pytest.mark.anyio
async def test_a_hung_lookup_ends_the_async_call_at_its_timeout(fake: Fake, sample: Sample, resolver: Resolver) -> None:
    resolver.hang = True
    try:
        async with AsyncSportsData(api_key=fake.keys["developer"], base_url=named(fake), timeout=TIMEOUT, max_retries=0) as client:
            with pytest.raises(APIConnectionTimeoutError):
                await client.players.get(sample.player_id)
            ended = time.monotonic()
        [asked] = resolver.of(NAME)
        assert ended - asked.at < TIMEOUT + MARGIN
        assert not resolver.returned.is_set()
    finally:
        # Before the loop ends: asyncio waits for its executor's threads as it closes (before 3.12, without a bound).
        resolver.release.set()
        await asyncio.sleep(0)
    assert fake.count("get_player") == 0


def test_a_callers_own_request_through_the_lent_client_is_looked_up_as_httpx_does(resolver: Resolver) -> None:
    # Outside the SDK's calls the bound backend changes nothing (`deadline`): httpx's own lookup, in place.
    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": "text/plain"}, length=2) + b"ok")

    with HostileServer(reply) as server, httpx.Client(timeout=5) as http:
        SportsData(api_key=KEY, base_url="https://api.example.com", http_client=http)
        assert type(getattr(getattr(getattr(http, "_transport"), "_pool"), "_network_backend")).__name__ == "_Backend"
        assert http.get(f"http://{NAME}:{server.port}/").text == "ok"
    [looked_up] = resolver.of(NAME)
    assert looked_up.thread == threading.get_ident()
