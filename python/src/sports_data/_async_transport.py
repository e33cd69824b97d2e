"""The asynchronous driver: runs an engine flow (`_core`) over an httpx.AsyncClient and asyncio.sleep."""

from __future__ import annotations

import asyncio
from typing import TypeVar, cast

import httpx

from ._body import READ_ERRORS, SEND_ERRORS, BodyReader, no_answer
from ._core import Failed, Flow, Received, Reply, Send, Sleep

T = TypeVar("T")


async def _attempt(http: httpx.AsyncClient, action: Send) -> Received | Failed:
    request = http.build_request(action.method, action.url, headers=dict(action.headers), content=action.content, timeout=action.timeout)
    try:
        response = await http.send(request, stream=True, follow_redirects=action.follow_redirects)
    except SEND_ERRORS as error:
        return no_answer(error)
    if action.stream and 200 <= response.status_code < 300:
        return Received(response, b"")  # handed over open: its reader closes it
    # The deadline is asyncio.wait_for's (send_async): it also cuts a read that waits.
    reader = BodyReader(response, action, float("inf"))
    try:
        if reader.reading:
            async for chunk in response.aiter_bytes():
                if reader.add(chunk):
                    break
    except READ_ERRORS as error:
        reader.broken(error)
    finally:
        await response.aclose()
    return reader.outcome()


async def send_async(http: httpx.AsyncClient, action: Send) -> Received | Failed:
    """One attempt, the body included, bounded as a whole by the timeout."""
    try:
        return await asyncio.wait_for(_attempt(http, action), action.timeout)
    except asyncio.TimeoutError:
        return Failed("timeout", "no full answer within the timeout")


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
            else:
                reply = await send_async(http, action)
    finally:
        flow.close()
