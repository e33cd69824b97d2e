"""The synchronous driver: runs an engine flow (`engine.py`) over an httpx.Client and time.sleep."""

from __future__ import annotations

import threading
import time
from contextlib import closing
from typing import TypeVar, cast

import httpx
from httpx import USE_CLIENT_DEFAULT

from .._errors import APIUserAbortError
from .deadline import attempt_deadline
from .driver import READ_ERRORS, SEND_ERRORS, read_reply, unanswered
from .engine import Failed, Flow, OffLoop, Received, Reply, Send, Sleep
from .request_parts import parsed_url, timeout_of

T = TypeVar("T")


def send_sync(http: httpx.Client, action: Send) -> Received | Failed:
    """
    One attempt, bounded as a whole by its timeout: the deadline holds at the socket (`deadline.py`)
    for sending, the status line, the headers and the body, whatever arrives or does not; reading
    also stops at the byte cap (`driver.read_reply`). An export file (`stream`) is handed over once
    its headers are in.
    """
    deadline = time.monotonic() + action.timeout
    token = attempt_deadline.set(deadline)
    try:
        request = http.build_request(
            action.method, parsed_url(action.url), headers=dict(action.headers), content=action.content,
            timeout=USE_CLIENT_DEFAULT if action.client_timeout else timeout_of(action.timeout),
        )
        try:
            response = send_own(http, request) if action.own_client else http.send(request, stream=True, follow_redirects=action.follow_redirects)
        except SEND_ERRORS as error:
            return unanswered(error, request)
        if action.stream and 200 <= response.status_code < 300:
            return Received(response, b"")  # handed over open: its reader closes it
        with closing(response):
            reader, pieces = read_reply(response, action, deadline), response.iter_raw()
            reply = next(reader)
            while reply is None:
                try:
                    reply = reader.send(next(pieces, None))
                except READ_ERRORS as error:
                    reply = reader.throw(error)
            return reply
    finally:
        attempt_deadline.reset(token)


def send_own(http: httpx.Client, request: httpx.Request) -> httpx.Response:
    """
    A request of a client the SDK made, handed to the transport httpx would pick for it, as
    `Client.send` ends up doing once it has found nothing else to do: the SDK's client has no auth,
    no event hook and no redirect to follow (the engine judges redirects), and it keeps no cookies,
    as the TypeScript client's fetch keeps none. httpx's cookie jar reads every answer (some 300,000
    CPU instructions a call on httpx 0.28, a sixth of a loopback call); its `HTTP Request` log line
    goes with it (the SDK logs each attempt itself, `SERVICE_LOG=debug`). `response.elapsed` is set
    once the SDK has read the body (`driver.read_reply`). A closed client is left to `Client.send`,
    which refuses it as it always did.
    """
    if http.is_closed:
        return http.send(request, stream=True)
    response = http._transport_for_url(request.url).handle_request(request)  # pyright: ignore[reportPrivateUsage]
    response.request = request
    return response


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
            elif isinstance(action, OffLoop):
                action.run()  # the folder cache's file I/O: this thread waits for it anyway
                reply = None
            else:
                reply = send_sync(http, action)
    finally:
        flow.close()
