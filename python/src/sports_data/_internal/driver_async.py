"""The asynchronous driver: runs an engine flow (`engine.py`) over an httpx.AsyncClient and asyncio.sleep."""

from __future__ import annotations

import asyncio
import importlib
import time
from contextlib import aclosing
from typing import TypeVar, cast

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


async def run_async(flow: Flow[T], http: httpx.AsyncClient) -> T:
    """Drives `flow` to its end; cancelling the task cancels the call (native cancellation)."""
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
