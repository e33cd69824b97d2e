"""
The attempt deadline, held at the socket, for both drivers. httpx's timeouts are per operation (each
read, each write): a server that sends a byte now and then (a status line a byte at a time, a gzip
header that never ends, a chunk-size line that never ends) keeps every read short and the call
alive for ever. So every connect, TLS handshake, read and write of an attempt waits at most until
the attempt's deadline, which the driver sets around the attempt (`attempt_deadline`); the network
backend of each httpx pool the SDK sends through is wrapped to read it (`bind`). Outside an attempt
(an export file's body, read at the caller's pace; a caller's own use of the httpx client it lent
the SDK) the wrapper changes nothing. Nothing runs beside the call (no timer, no watchdog thread),
and cancellation stays the caller's own (no `asyncio.wait_for`, which before Python 3.12 can swallow
a cancel).

Why a call of this file per socket read and write, when nothing else of the SDK is called per
piece: httpcore reads the status line and the headers in its own loop, whose only seam is the
network stream, and each read there waits up to the timeout it is handed; only a frame that reads
the clock before each read cuts the sum to the deadline (TypeScript gets the same bound from an
`AbortSignal` the platform holds). The cost is one context variable read and one clock read per
socket operation (a warm call: one read, three writes). What needs no deadline (`get_extra_info`,
`close`) is handed to httpcore's own stream as it is, with no frame of the SDK's between.
"""

from __future__ import annotations

import time
from contextvars import ContextVar
from typing import Any, Awaitable, Callable, TypeVar

import httpcore
import httpx

from . import resolve  # the sync connect's host name lookup, bounded too

H = TypeVar("H", httpx.Client, httpx.AsyncClient)

attempt_deadline: ContextVar[float | None] = ContextVar("sports_data_attempt_deadline", default=None)
"""The deadline (monotonic) of the attempt in force for the sockets of this thread or task: a driver
sets it as an attempt starts and resets it as the attempt ends (`set`, `reset`: no call of the SDK's)."""


def deadline_left() -> float | None:
    """Seconds left of the attempt in force (None outside one), for a backend that takes one total
    timeout for the whole exchange (`aiohttp_transport`) instead of a bound socket."""
    deadline = attempt_deadline.get()
    return None if deadline is None else deadline - time.monotonic()


def _within(timeout: float | None, late: type[Exception]) -> float | None:
    """`timeout` cut to what is left of the attempt; `late` (httpcore's, mapped by httpx to its own) once nothing is."""
    deadline = attempt_deadline.get()
    if deadline is None:
        return timeout
    left = deadline - time.monotonic()
    if left <= 0:
        raise late("no full answer within the attempt's timeout")
    return left if timeout is None or left < timeout else timeout


class _Passed:
    """
    httpcore's stream, wrapped: what needs no deadline is handed to httpcore's own methods as they
    are, with no frame of the SDK's between: `get_extra_info`, which httpcore asks on every request
    (is a pooled connection still usable?), and closing (`close`, `aclose`, set by the subclasses).
    """

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.get_extra_info: Callable[[str], Any] = inner.get_extra_info


class _Stream(_Passed):
    def __init__(self, inner: Any) -> None:
        super().__init__(inner)
        self.close: Callable[[], None] = inner.close

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, _within(timeout, httpcore.ReadTimeout))  # type: ignore[no-any-return]

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _within(timeout, httpcore.WriteTimeout))

    def start_tls(self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None) -> _Stream:
        return _Stream(self._inner.start_tls(ssl_context, server_hostname, _within(timeout, httpcore.ConnectTimeout)))


class _AsyncStream(_Passed):
    def __init__(self, inner: Any) -> None:
        super().__init__(inner)
        self.aclose: Callable[[], Awaitable[None]] = inner.aclose

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return await self._inner.read(max_bytes, _within(timeout, httpcore.ReadTimeout))  # type: ignore[no-any-return]

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        await self._inner.write(buffer, _within(timeout, httpcore.WriteTimeout))

    async def start_tls(self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None) -> _AsyncStream:
        return _AsyncStream(await self._inner.start_tls(ssl_context, server_hostname, _within(timeout, httpcore.ConnectTimeout)))


class _Backend:
    """httpcore's network backend (duck-typed: its base classes live at different paths in 0.16 and 1.x)."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, **options: Any) -> _Stream:
        return _Stream(resolve.connect_tcp(self._inner, host, port, _within(timeout, httpcore.ConnectTimeout), attempt_deadline.get() is not None, **options))

    def connect_unix_socket(self, path: str, timeout: float | None = None, **options: Any) -> _Stream:
        return _Stream(self._inner.connect_unix_socket(path, timeout=_within(timeout, httpcore.ConnectTimeout), **options))

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class _AsyncBackend:
    def __init__(self, inner: Any) -> None:
        self._inner = inner

    async def connect_tcp(self, host: str, port: int, timeout: float | None = None, **options: Any) -> _AsyncStream:
        return _AsyncStream(await self._inner.connect_tcp(host, port, timeout=_within(timeout, httpcore.ConnectTimeout), **options))

    async def connect_unix_socket(self, path: str, timeout: float | None = None, **options: Any) -> _AsyncStream:
        return _AsyncStream(await self._inner.connect_unix_socket(path, timeout=_within(timeout, httpcore.ConnectTimeout), **options))

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


def bind(http: httpx.Client | httpx.AsyncClient) -> bool:
    """
    Wraps the network backend of every httpcore pool `http` sends through (its transport and the
    proxy transports httpx mounted from the environment), once. The pool's backend is not public in
    httpx 0.23-0.28 (`HTTPTransport._pool._network_backend`, the same name throughout): the test
    suite checks on both ends of the range that it is reached. True when the main transport's
    sockets are now bound; False for a transport without an httpcore pool (a mock, a WSGI app), where
    the deadline is checked between the pieces of a body only (`driver.read_reply`).
    """
    wrap = _AsyncBackend if isinstance(http, httpx.AsyncClient) else _Backend
    mounts: dict[Any, Any] = getattr(http, "_mounts", {})
    bound = False
    for index, transport in enumerate([getattr(http, "_transport", None), *mounts.values()]):
        pool = getattr(transport, "_pool", None)
        backend = getattr(pool, "_network_backend", None)
        if backend is None:
            continue
        if not isinstance(backend, (_Backend, _AsyncBackend)):
            setattr(pool, "_network_backend", wrap(backend))
        bound = bound or index == 0
    return bound


def bound(http: H) -> H:
    """`http`, its sockets bound by the attempt deadline (`bind`): a client the SDK makes, or a caller's own."""
    bind(http)
    return http
