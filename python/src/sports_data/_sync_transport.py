"""The synchronous driver: runs an engine flow (`_core`) over an httpx.Client and time.sleep."""

from __future__ import annotations

import threading
import time
from typing import TypeVar, cast

import httpx

from ._core import Failed, Flow, Received, Reply, Send, Sleep
from ._errors import APIUserAbortError

T = TypeVar("T")


def send_sync(http: httpx.Client, action: Send) -> Received | Failed:
    """One attempt. The timeout covers the body: reading stops at the deadline and at the byte cap."""
    deadline = time.monotonic() + action.timeout
    try:
        request = http.build_request(action.method, action.url, headers=dict(action.headers), content=action.content, timeout=action.timeout)
        response = http.send(request, stream=True, follow_redirects=action.follow_redirects)
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
        for chunk in response.iter_bytes():
            size += len(chunk)
            if size > action.max_bytes:
                return Received(response, b"".join(chunks), too_large=True)
            chunks.append(chunk)
            if time.monotonic() > deadline:
                return Failed("timeout", "the body did not arrive within the timeout")
        return Received(response, b"".join(chunks))
    except httpx.TimeoutException as error:
        return Failed("timeout", type(error).__name__)
    except (httpx.TransportError, httpx.DecodingError) as error:
        if not 200 <= response.status_code < 300:
            # The status arrived: an error answer cut short is still that answer (its status decides).
            return Received(response, b"".join(chunks))
        return Failed("connection", f"{type(error).__name__}: {error}")
    finally:
        response.close()


def run_sync(flow: Flow[T], http: httpx.Client, cancel: threading.Event | None = None) -> T:
    """Drives `flow` to its end. `cancel`, once set, stops the next wait or send with APIUserAbortError."""
    reply: Reply = None
    abort: APIUserAbortError | None = None
    try:
        while True:
            try:
                # The abort goes into the flow: a poll turns it into its own message, naming the job.
                action = flow.throw(abort) if abort is not None else flow.send(reply)
            except StopIteration as done:
                return cast(T, done.value)
            abort = None
            if cancel is not None and cancel.is_set():
                abort = APIUserAbortError()
            elif isinstance(action, Sleep):
                if cancel is not None:
                    if cancel.wait(action.seconds):
                        abort = APIUserAbortError()
                else:
                    time.sleep(action.seconds)
                reply = None
            else:
                reply = send_sync(http, action)
    finally:
        flow.close()
