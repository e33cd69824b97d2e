"""
The sync client's host name lookup, bounded by the attempt's timeout, as the TypeScript client's
`fetch` abandons a hung lookup. httpcore's sync backend connects with `socket.create_connection`,
whose `getaddrinfo` blocks for as long as the system resolver takes (a DNS server that does not
answer: 5 s per try and server by resolv.conf's defaults, retried), and no socket timeout reaches
it. So `deadline._Backend.connect_tcp` connects through `connect_tcp` here: a host name is looked up
on one of a few shared daemon threads, waited for at most the time the connect has (already cut to
the attempt's deadline), and a lookup not done by then fails the attempt with httpcore's
ConnectTimeout, the typed timeout of any late attempt. The addresses found are then connected to in
their order, as `create_connection` does.

Only the address the socket connects to changes: httpcore still gives TLS the host name (SNI and the
certificate check) and httpx the Host header, and which origin gets the key is decided on the URL
(`_config`), never on an address. An IP literal and `localhost` need no DNS (the first is parsed, the
second read from /etc/hosts in ~0.1 ms) and connect as before, with no thread hop; a reused
keep-alive connection connects nothing and so looks nothing up.

The async client needs none of this: anyio looks names up on a worker thread of the event loop, and
the connect's `fail_after` (cut to the deadline by `deadline._AsyncBackend`) stops waiting for it.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections import deque
from typing import Any

import httpcore

MAX_THREADS = 4
"""Lookups at once. A resolver that hangs holds at most this many threads, however many calls wait:
a further lookup queues (and its caller still gives up at its own deadline)."""

_IDLE_SECONDS = 30.0
"""A thread with nothing to look up for this long ends; the next lookup starts one again."""

_LOCAL = frozenset({"localhost", "localhost."})


class _Lookup:
    __slots__ = ("host", "port", "done", "found", "error", "waiting")

    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port
        self.done = threading.Event()
        self.found: list[Any] = []
        self.error: Exception | None = None
        self.waiting = 0
        """Callers still waiting for it: a queued lookup nobody waits for any more is dropped."""


class _Pool:
    """Daemon threads (a lookup stuck at interpreter exit never holds the process up) taking lookups
    from one queue. Callers of the same host and port share one lookup in flight."""

    def __init__(self) -> None:
        self.lock = threading.Condition(threading.Lock())
        self.queue: deque[_Lookup] = deque()
        self.in_flight: dict[tuple[str, int], _Lookup] = {}
        self.threads = 0
        self.idle = 0

    def lookup(self, host: str, port: int, wait: float) -> list[Any]:
        """getaddrinfo's answer for a TCP connection to `host`, waited for at most `wait` seconds."""
        in_place = False
        with self.lock:
            lookup = self.in_flight.get((host, port))
            if lookup is None:
                lookup = self.in_flight[host, port] = _Lookup(host, port)
                self.queue.append(lookup)
                if self.idle > 0:
                    self.lock.notify()
                elif self.threads < MAX_THREADS and not self._started():
                    # No thread can start (at interpreter shutdown): looked up here, unbounded, as before.
                    self.queue.remove(lookup)
                    del self.in_flight[host, port]
                    in_place = True
            lookup.waiting += 1
        try:
            if in_place:
                _look_up(lookup)
            elif not lookup.done.wait(wait):
                raise httpcore.ConnectTimeout(f"the lookup of {host} did not end within the attempt's timeout")
        finally:
            with self.lock:
                lookup.waiting -= 1
        if lookup.error is not None:
            # As httpcore maps create_connection's own lookup failure (socket.gaierror is an OSError).
            raise httpcore.ConnectError(str(lookup.error)) from lookup.error
        return lookup.found

    def _started(self) -> bool:
        """Starts one more thread (the lock held); False when none can start."""
        try:
            threading.Thread(target=self._work, name="sports-data-resolve", daemon=True).start()
        except RuntimeError:
            return False
        self.threads += 1
        return True

    def _work(self) -> None:
        while True:
            with self.lock:
                self.idle += 1
                while not self.queue:
                    if not self.lock.wait(_IDLE_SECONDS) and not self.queue:
                        self.idle -= 1
                        self.threads -= 1
                        return
                self.idle -= 1
                lookup = self.queue.popleft()
                if lookup.waiting == 0:
                    del self.in_flight[lookup.host, lookup.port]
                    continue
            _look_up(lookup)
            with self.lock:
                del self.in_flight[lookup.host, lookup.port]
            lookup.done.set()


def _look_up(lookup: _Lookup) -> None:
    try:
        lookup.found = socket.getaddrinfo(lookup.host, lookup.port, 0, socket.SOCK_STREAM)
    except Exception as error:  # gaierror, or UnicodeError for a name IDNA refuses
        lookup.error = error


_pool = _Pool()


def _forked() -> None:
    # A forked child has none of its parent's threads: counted as running, they would never look up.
    global _pool
    _pool = _Pool()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forked)


def needs_lookup(host: str) -> bool:
    """Whether connecting to `host` may wait on DNS: not for an IP literal nor `localhost`."""
    if host.lower() in _LOCAL:
        return False
    for family in (socket.AF_INET, socket.AF_INET6):
        try:
            socket.inet_pton(family, host)
            return False
        except (OSError, ValueError):
            pass
    return True


def connect_tcp(backend: Any, host: str, port: int, timeout: float | None, in_attempt: bool, **options: Any) -> Any:
    """httpcore's sync `backend.connect_tcp`, its lookup of `host` bounded by `timeout` (the connect
    timeout, cut to the attempt's deadline). Outside an attempt (a caller's own request through the
    httpx client it lent the SDK) the backend connects as it would, as `deadline` promises."""
    if not in_attempt or timeout is None or not needs_lookup(host):
        return backend.connect_tcp(host, port, timeout=timeout, **options)
    end = time.monotonic() + timeout
    found = _pool.lookup(host, port, timeout)
    last: Exception = httpcore.ConnectError(f"no address found for {host}")
    for _family, _type, _proto, _name, address in found:
        left = end - time.monotonic()
        if left <= 0:
            raise httpcore.ConnectTimeout(f"no connection to {host} within the attempt's timeout")
        try:
            # The address is an IP literal: create_connection's own lookup of it is a parse, no DNS.
            return backend.connect_tcp(address[0], port, timeout=left, **options)
        except (httpcore.ConnectError, httpcore.ConnectTimeout) as error:
            last = error  # the next address, as create_connection tries each in turn
    raise last
