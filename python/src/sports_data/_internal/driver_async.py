"""The asynchronous driver: runs an engine flow (`_core`) over an httpx.AsyncClient and asyncio.sleep."""

from __future__ import annotations

import asyncio
import importlib
from typing import TypeVar, cast

import httpx

from .driver import READ_ERRORS, SEND_ERRORS, BodyReader, Heard, araw_of, no_answer, stop_listening
from .engine import Failed, Flow, OffLoop, Received, Reply, Send, Sleep
from .deadline import attempt
from .request_parts import extensions_of, parsed_url, timeout_of

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
    heard = Heard()
    with attempt(action.timeout) as deadline:
        request = http.build_request(
            action.method, parsed_url(action.url), headers=dict(action.headers), content=action.content, timeout=timeout_of(action.timeout),
            extensions=extensions_of(action.stream),
        )
        listening = heard.listen(http)
        try:
            response = await http.send(request, stream=True, follow_redirects=action.follow_redirects)
        except SEND_ERRORS as error:
            return heard.dropped_answer(error, request) or no_answer(error)
        finally:
            stop_listening(listening)
        if action.stream and 200 <= response.status_code < 300:
            return Received(response, b"")  # handed over open: its reader closes it
        reader = BodyReader(response, action, deadline)
        try:
            if reader.reading:
                async for raw in araw_of(response):
                    if reader.add(raw):
                        break
                else:
                    reader.end()
        except READ_ERRORS as error:
            reader.broken(error)
        finally:
            await response.aclose()
        return reader.outcome()


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
