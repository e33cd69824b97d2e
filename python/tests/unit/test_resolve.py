"""The sync connect's bounded lookup (`_internal/resolve.py`) with no server: which hosts need one,
how many threads hung lookups may hold, callers of one host sharing a lookup, and the addresses
tried in order. `socket.getaddrinfo` is patched; nothing here asks a real DNS server."""

from __future__ import annotations

import os
import socket
import threading
import warnings
from typing import Any

import httpcore
import pytest

from sports_data._internal import resolve


@pytest.mark.parametrize(
    ("host", "needed"),
    [("127.0.0.1", False), ("::1", False), ("2001:db8::5", False), ("localhost", False), ("LOCALHOST", False), ("api.example.com", True), ("127.0.0.1.nip.io", True)],
)
def test_only_a_name_other_than_localhost_needs_a_lookup(host: str, needed: bool) -> None:
    assert resolve.needs_lookup(host) is needed


class Hung:
    """getaddrinfo that blocks until `release`, counting calls and the threads that made them."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.calls: list[str] = []
        self.threads: set[int] = set()
        self.lock = threading.Lock()

    def __call__(self, host: str, port: int, *args: Any) -> Any:
        with self.lock:
            self.calls.append(host)
            self.threads.add(threading.get_ident())
        self.release.wait(30)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", port))]


def test_hung_lookups_hold_a_bounded_number_of_threads_and_share_one_per_host(monkeypatch: pytest.MonkeyPatch) -> None:
    hung = Hung()
    monkeypatch.setattr(socket, "getaddrinfo", hung)
    pool = resolve._Pool()  # pyright: ignore[reportPrivateUsage]
    outcomes: list[str] = []

    def caller(host: str) -> None:
        try:
            pool.lookup(host, 443, 0.5)
            outcomes.append("answered")
        except httpcore.ConnectTimeout:
            outcomes.append("timeout")

    # Ten hosts hung, three callers of each: every caller gives up at its own timeout.
    callers = [threading.Thread(target=caller, args=(f"h{i}.test",)) for i in range(10) for _ in range(3)]
    try:
        for thread in callers:
            thread.start()
        for thread in callers:
            thread.join(20)
        assert outcomes == ["timeout"] * 30
        assert pool.threads <= resolve.MAX_THREADS and len(hung.threads) <= resolve.MAX_THREADS
        assert len(hung.calls) == len(set(hung.calls))  # never two lookups of one host at once
    finally:
        hung.release.set()


def test_a_lookup_nobody_waits_for_any_more_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    hung = Hung()
    monkeypatch.setattr(socket, "getaddrinfo", hung)
    pool = resolve._Pool()  # pyright: ignore[reportPrivateUsage]
    try:
        for i in range(resolve.MAX_THREADS + 3):
            with pytest.raises(httpcore.ConnectTimeout):
                pool.lookup(f"h{i}.test", 443, 0.05)
        hung.release.set()
        # Once the threads are free, a new lookup is answered; the queued ones nobody waits for were dropped.
        assert pool.lookup("next.test", 443, 10)[0][4] == ("127.0.0.1", 443)
        assert "next.test" in hung.calls and len(hung.calls) < resolve.MAX_THREADS + 4
    finally:
        hung.release.set()


class Backend:
    """httpcore's sync backend as `connect_tcp` calls it: records each address, refuses those in `refused`."""

    def __init__(self, refused: set[str]) -> None:
        self.refused = refused
        self.tried: list[tuple[str, float | None]] = []

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, **options: Any) -> str:
        self.tried.append((host, timeout))
        if host in self.refused:
            raise httpcore.ConnectError("refused")
        return f"stream to {host}"


def test_the_addresses_found_are_tried_in_order_with_the_time_left(monkeypatch: pytest.MonkeyPatch) -> None:
    found = [(socket.AF_INET6, socket.SOCK_STREAM, 6, "", ("2001:db8::1", 443, 0, 0)), (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("192.0.2.7", 443))]
    monkeypatch.setattr(socket, "getaddrinfo", lambda *args: found)  # pyright: ignore[reportUnknownLambdaType, reportUnknownArgumentType]
    backend = Backend({"2001:db8::1"})
    assert resolve.connect_tcp(backend, "api.example.com", 443, 5.0, True, local_address=None) == "stream to 192.0.2.7"
    assert [host for host, _ in backend.tried] == ["2001:db8::1", "192.0.2.7"]
    assert all(timeout is not None and 0 < timeout <= 5.0 for _, timeout in backend.tried)
    refused = Backend({"2001:db8::1", "192.0.2.7"})
    with pytest.raises(httpcore.ConnectError):
        resolve.connect_tcp(refused, "api.example.com", 443, 5.0, True)


def test_outside_an_attempt_or_for_an_ip_the_backend_connects_as_it_would(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any) -> Any:
        raise AssertionError("looked up")

    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    backend = Backend(set())
    assert resolve.connect_tcp(backend, "api.example.com", 443, 5.0, False) == "stream to api.example.com"
    assert resolve.connect_tcp(backend, "192.0.2.7", 443, 5.0, True) == "stream to 192.0.2.7"
    assert resolve.connect_tcp(backend, "localhost", 443, 5.0, True) == "stream to localhost"
    assert backend.tried == [("api.example.com", 5.0), ("192.0.2.7", 5.0), ("localhost", 5.0)]


def test_when_no_thread_can_start_the_lookup_is_made_in_place(monkeypatch: pytest.MonkeyPatch) -> None:
    # At interpreter shutdown Python refuses new threads: the call still connects, as it did before.
    def refuse(self: threading.Thread) -> None:
        raise RuntimeError("can't create new thread at interpreter shutdown")

    asked: list[int] = []

    def answer(host: str, port: int, *args: Any) -> Any:
        asked.append(threading.get_ident())
        if host == "gone.test":
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("192.0.2.7", port))]

    monkeypatch.setattr(threading.Thread, "start", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", answer)
    pool = resolve._Pool()  # pyright: ignore[reportPrivateUsage]
    assert pool.lookup("api.example.com", 443, 1.0)[0][4] == ("192.0.2.7", 443)
    with pytest.raises(httpcore.ConnectError, match="Name or service not known"):
        pool.lookup("gone.test", 443, 1.0)
    assert asked == [threading.get_ident()] * 2 and pool.threads == 0 and not pool.in_flight


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX only")
def test_a_forked_child_looks_up_with_threads_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    # The parent's threads do not exist in a child: counted as still there, they would leave its lookups queued for ever.
    monkeypatch.setattr(socket, "getaddrinfo", lambda host, port, *args: [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("192.0.2.7", port))])  # pyright: ignore[reportUnknownLambdaType, reportUnknownArgumentType]
    for i in range(resolve.MAX_THREADS):
        resolve._pool.lookup(f"parent{i}.test", 443, 5.0)  # pyright: ignore[reportPrivateUsage]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # 3.12+: fork with threads running
        child = os.fork()
    if child == 0:
        try:
            ok = resolve._pool.lookup("child.test", 443, 5.0)[0][4] == ("192.0.2.7", 443)  # pyright: ignore[reportPrivateUsage]
        except BaseException:
            ok = False
        os._exit(0 if ok else 1)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0
