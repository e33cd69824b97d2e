"""The asynchronous driver: runs an engine flow (`_core`) over an httpx.AsyncClient and asyncio.sleep."""

from __future__ import annotations

import asyncio
from typing import TypeVar, cast

import httpx

from ._core import Failed, Flow, Received, Reply, Send, Sleep

T = TypeVar("T")


async def _attempt(http: httpx.AsyncClient, action: Send) -> Received | Failed:
    request = http.build_request(action.method, action.url, headers=dict(action.headers), content=action.content, timeout=action.timeout)
    try:
        response = await http.send(request, stream=True, follow_redirects=action.follow_redirects)
    except httpx.TimeoutException as error:
        return Failed("timeout", type(error).__name__)
    except httpx.TransportError as error:
        return Failed("connection", f"{type(error).__name__}: {error}")
    if action.stream and 200 <= response.status_code < 300:
        return Received(response, b"")
    chunks: list[bytes] = []
    try:
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > action.max_bytes:
            return Received(response, b"", too_large=True)
        size = 0
        async for chunk in response.aiter_bytes():
            size += len(chunk)
            if size > action.max_bytes:
                return Received(response, b"".join(chunks), too_large=True)
            chunks.append(chunk)
        return Received(response, b"".join(chunks))
    except httpx.TimeoutException as error:
        return Failed("timeout", type(error).__name__)
    except (httpx.TransportError, httpx.DecodingError) as error:
        if not 200 <= response.status_code < 300:
            # The status arrived: an error answer cut short is still that answer (its status decides).
            return Received(response, b"".join(chunks))
        return Failed("connection", f"{type(error).__name__}: {error}")
    finally:
        await response.aclose()


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
