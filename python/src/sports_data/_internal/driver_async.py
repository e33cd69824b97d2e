"""
The asynchronous driver: runs an engine flow (`engine.py`) over the running event loop's
httpx.AsyncClient (`LoopPools`: one per loop) and asyncio.sleep.
"""

from __future__ import annotations

import asyncio
import importlib
import threading
import time
from contextlib import aclosing
from typing import Any, AsyncGenerator, Callable, Protocol, TypeVar, cast

import httpx
from httpx import USE_CLIENT_DEFAULT

from .deadline import attempt_deadline
from .driver import READ_ERRORS, SEND_ERRORS, read_reply, unanswered
from .engine import Failed, Flow, OffLoop, Received, Reply, Send, Sleep
from .request_parts import FILE_REQUEST, parsed_url, timeout_of

T = TypeVar("T")


def import_async_backend() -> None:
    """
    httpx's async stack imports anyio's asyncio backend on its first request. Two threads whose own
    event loops make their first call at once can then meet it half-imported (anyio 3 raises
    AttributeError "partially initialized module"), so the async client imports it as it is made,
    on the thread that makes it. Nothing to do where anyio is absent (httpcore 1 runs without it).
    """
    try:
        importlib.import_module("anyio._backends._asyncio")
    except ImportError:
        pass


async def send_async(http: httpx.AsyncClient, action: Send) -> Received | Failed:
    """
    One attempt, bounded as a whole by its timeout, as `send_sync` (the deadline held at the socket).
    No `asyncio.wait_for` around it: before Python 3.12 it can drop a cancel that arrives as the
    attempt finishes, and a cancelled task would go on polling. Cancelling the task cancels the
    attempt, at whichever await it is.
    """
    deadline = time.monotonic() + action.timeout
    token = attempt_deadline.set(deadline)
    try:
        request = http.build_request(
            action.method, parsed_url(action.url), headers=dict(action.headers), content=action.content,
            timeout=USE_CLIENT_DEFAULT if action.client_timeout else timeout_of(action.timeout),
            extensions={FILE_REQUEST: True} if action.stream else None,
        )
        try:
            response = await (send_own(http, request) if action.own_client else http.send(request, stream=True, follow_redirects=action.follow_redirects))
        except SEND_ERRORS as error:
            return unanswered(error, request)
        if action.stream and 200 <= response.status_code < 300:
            return Received(response, b"")  # handed over open: its reader closes it
        async with aclosing(response):
            reader, pieces = read_reply(response, action, deadline), response.aiter_raw()
            reply = next(reader)
            while reply is None:
                try:
                    reply = reader.send(await anext(pieces, None))
                except READ_ERRORS as error:
                    reply = reader.throw(error)
            return reply
    finally:
        attempt_deadline.reset(token)


async def send_own(http: httpx.AsyncClient, request: httpx.Request) -> httpx.Response:
    """`driver_sync.send_own` for the async client's own httpx client (the default backend or aiohttp's)."""
    if http.is_closed:
        return await http.send(request, stream=True)
    response = await http._transport_for_url(request.url).handle_async_request(request)  # pyright: ignore[reportPrivateUsage]
    response.request = request
    return response


async def _closed_with_its_loop(http: httpx.AsyncClient, forget: Callable[[], None]) -> AsyncGenerator[None, None]:
    """
    Parked at its `yield` while the pool's loop runs. The loop keeps every async generator started on
    it and closes them before it closes (asyncio.run's shutdown_asyncgens; when collected, its
    finalizer), so the pool is closed on the loop that owns its connections, never on another one.
    """
    try:
        yield
    finally:
        forget()
        await http.aclose()


class LoopPools:
    """
    An async client's httpx clients: one per event loop, made on the loop's first call and closed as
    that loop ends, so one AsyncSportsData works across `asyncio.run()` calls, and from several
    threads at once, each with its own loop: a pool is never swapped, let alone closed, under a loop
    still using it. A caller's own client (`given`) serves every loop as it is.
    """

    def __init__(self, make_http: Callable[[], httpx.AsyncClient], given: httpx.AsyncClient | None) -> None:
        self._make_http = make_http
        self._given = given
        # Each loop's client and the generator that closes it with the loop (held here: dropped, it
        # would be finalized, closing the pool while its loop may still be using it).
        self._pools: dict[asyncio.AbstractEventLoop, tuple[httpx.AsyncClient, AsyncGenerator[None, None]]] = {}
        self._lock = threading.Lock()

    def http(self) -> httpx.AsyncClient:
        """The running loop's client, made on its first call."""
        if self._given is not None:
            return self._given
        loop = asyncio.get_running_loop()
        pool = self._pools.get(loop)
        if pool is not None:
            return pool[0]
        http = self._make_http()
        closer = _closed_with_its_loop(http, lambda: self._forget(loop))
        with self._lock:
            # A loop closed without closing its async generators (loop.close() alone) left its pool
            # here: it can no longer be closed on its loop, only let go.
            for ended in [other for other in self._pools if other.is_closed()]:
                del self._pools[ended]
            self._pools[loop] = (http, closer)
        # Started here, on the running loop, which from now on tracks it; it stops at its yield.
        starting: Any = closer.asend(None)
        try:
            starting.send(None)
        except StopIteration:
            pass
        return http

    def _forget(self, loop: asyncio.AbstractEventLoop) -> None:
        with self._lock:
            self._pools.pop(loop, None)

    async def aclose(self) -> None:
        """Closes the running loop's pool; the pools of other loops (other threads) close with their loops."""
        pool = self._pools.get(asyncio.get_running_loop())
        if pool is not None:
            await pool[1].aclose()


class Runtime(Protocol):
    """What `run_async` runs a flow for: an async client's runtime (`_resource.AsyncRuntime`)."""

    closed: bool
    pools: LoopPools

    def check_open(self) -> None:
        """Raises ClientClosedError once the client is closed."""


async def run_async(flow: Flow[T], runtime: Runtime) -> T:
    """
    Drives `flow` to its end over the running loop's pool; cancelling the task cancels the call
    (native cancellation). A client closed by then sends nothing: ClientClosedError.
    """
    if runtime.closed:
        flow.close()
        runtime.check_open()
    http = runtime.pools.http()
    reply: Reply = None
    try:
        while True:
            try:
                action = flow.send(reply)
            except StopIteration as done:
                return cast(T, done.value)
            if isinstance(action, Sleep):
                await asyncio.sleep(action.seconds)
                reply = None
            elif isinstance(action, OffLoop):
                await asyncio.to_thread(action.run)  # the folder cache's file I/O, off the event loop
                reply = None
            else:
                reply = await send_async(http, action)
    finally:
        flow.close()
