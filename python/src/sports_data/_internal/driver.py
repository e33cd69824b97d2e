"""
What both drivers share of an attempt, so that each driver only sends and iterates: the answer's
body read by one generator (`read_reply`: the raw bytes of the wire decoded here, `encoding.py`,
each Content-Encoding layer bounded; counted against the byte cap as they are decoded; checked
against the attempt's deadline after every piece; classified when reading breaks), and what a send
that raised before the answer came is (`unanswered`). A driver enters this file once per answer:
it starts `read_reply` and sends it the raw pieces, which resumes it (no new call per piece).
"""

from __future__ import annotations

import time
from datetime import timedelta
from types import TracebackType
from typing import Any, AsyncIterator, Generator, Iterator, cast

import httpx

from .engine import Failed, Received, Send
from .encoding import ContentDecoder, EncodingError, content_decoder
from .json_budget import BYTES_PER_VALUE, ValueCounter

SEND_ERRORS = (httpx.TransportError,)
"""What sending can raise for "no answer" (httpx.TimeoutException is one of them)."""
READ_ERRORS = (httpx.TransportError, httpx.DecodingError, EncodingError)
"""What iterating the raw body can raise (a backend may map its own decoding errors to httpx's)."""

# httpx's words when the Location of a redirect does not parse as its URL (0.23-0.28): it raises this
# instead of handing the answer over, even with follow_redirects=False.
_UNPARSED_LOCATION = "Invalid URL in location header"

Reader = Generator[Received | Failed | None, bytes | None, None]
"""`read_reply`: yields None while it wants the next raw piece (send None when the body ended),
then the reply; a read's error is thrown into it (`generator.throw`) and it yields the reply."""


def no_answer(error: Exception) -> Failed:
    """What a send or a read that raised `error` before the whole answer came is: a timeout or a connection failure."""
    if isinstance(error, httpx.TimeoutException):
        return Failed("timeout", type(error).__name__)
    return Failed("connection", f"{type(error).__name__}: {error}")


def unanswered(error: Exception, request: httpx.Request) -> Received | Failed:
    """
    What a send that raised `error` is: no answer (`no_answer`), unless httpx dropped an answer it
    had because its Location does not parse as httpx's URL. That answer still reaches the engine,
    which judges that redirect as it judges any (`_config.redirect_target`: APIError
    `invalid_response`, or ExportDownloadError in a download), instead of a retried connection
    error. httpx raises from `_send_handling_redirects`, whose `response` is the answer: read off the
    error's traceback, on this path only, so that no request pays for hearing answers (an event hook
    was a call back into the SDK on every request). The suite proves it on httpx 0.23 and 0.28
    (tests/hostile/test_origin.py).
    """
    if isinstance(error, httpx.RemoteProtocolError) and str(error).startswith(_UNPARSED_LOCATION):
        heard = _dropped(error.__traceback__, request)
        if heard is not None:
            reason = cast("dict[str, Any]", heard.extensions).get("reason_phrase", b"")  # pyright: ignore[reportUnknownMemberType]
            return Received(httpx.Response(heard.status_code, headers=heard.headers.raw, request=request, extensions={"reason_phrase": reason}), b"")
    return no_answer(error)


def _dropped(trace: TracebackType | None, request: httpx.Request) -> httpx.Response | None:
    while trace is not None:
        frame = trace.tb_frame
        if frame.f_code.co_name == "_send_handling_redirects":
            response = frame.f_locals.get("response")
            if isinstance(response, httpx.Response) and response.has_redirect_location:
                return response
        trace = trace.tb_next
    return None


def decoder_for(response: httpx.Response) -> ContentDecoder | None:
    """What undoes the body's Content-Encoding (EncodingError for one the SDK did not ask for); None
    when nothing is left to undo, an answer httpx already holds included (`raw_of`)."""
    return None if response.is_stream_consumed else content_decoder(response.headers.get("content-encoding"))


def raw_of(response: httpx.Response) -> Iterator[bytes]:
    """
    The body's bytes as the wire brought them, left encoded (`decoder_for` undoes that, bounded).
    An answer httpx already holds whole (a MockTransport's or respx's: httpx reads those as it
    makes them, decoding them) comes as that content, for there is no stream left to read.
    """
    return iter((response.content,)) if response.is_stream_consumed else response.iter_raw()


def araw_of(response: httpx.Response) -> AsyncIterator[bytes]:
    """`raw_of` for an answer of an httpx.AsyncClient."""
    return _held(response.content) if response.is_stream_consumed else response.aiter_raw()


async def _held(content: bytes) -> AsyncIterator[bytes]:
    yield content


def read_reply(response: httpx.Response, action: Send, deadline: float) -> Reader:
    """
    One answer's body, as its driver iterates the raw bytes (`Reader`), within the byte cap, the
    value budget and the attempt's `deadline` (monotonic). An answer decided before its body (over
    the cap by its declared length, or in a coding the SDK did not ask for) and one httpx already
    holds whole are decided at the first step, without a piece asked for.
    """
    size = 0
    budget = action.max_bytes // BYTES_PER_VALUE  # the parse budget (`json_budget.value_budget`)
    chunks: list[bytes] = []
    counter: ValueCounter | None = None
    decoder: ContentDecoder | None = None
    held = iter((response.content, None)) if response.is_stream_consumed else None
    declared = response.headers.get("content-length", "")
    coding = None if held is not None else response.headers.get("content-encoding")
    reply: Received | Failed | None = None
    if declared.isdigit() and int(declared) > action.max_bytes:
        # Over the cap by its declared length: refused before its body is read.
        reply = Received(response, b"", too_large=True)
    elif coding:
        # Only an answer that names a coding asks `encoding.py`: identity, the common case, costs no call.
        try:
            decoder = content_decoder(coding)
        except EncodingError as error:
            # Refused unread: the status still decides (a 503 is retried, a 2xx is invalid_response).
            reply = Received(response, b"", unreadable=f"cannot be read: {error}.")
    try:
        while reply is None:
            raw = next(held) if held is not None else (yield None)
            if raw is None:
                # The body ended: a compressed one must have reached the end of its data.
                if decoder is not None:
                    decoder.finish()
                break
            # Decoded pieces are taken one at a time, so no more is inflated than the cap lets through.
            for piece in (raw,) if decoder is None else decoder.feed(raw):
                size += len(piece)
                if size > action.max_bytes:
                    # What was read is dropped: the refusal needs only the status and headers, and
                    # eight answers at the cap at once must not hold twice their bytes.
                    chunks = []
                    reply = Received(response, b"", too_large=True)
                    break
                if time.monotonic() > deadline:
                    reply = Failed("timeout", "the body did not arrive within the timeout")
                    break
                if size > budget:
                    # Values are counted only once the body is longer than the budget, below which
                    # it cannot hold more values than bytes (`json_budget.py`).
                    if counter is None:
                        counter = ValueCounter(budget)
                        for before in chunks:
                            counter.over_budget(before)
                    if counter.over_budget(piece):
                        chunks = []
                        reply = Received(response, b"", too_many_values=True)
                        break
                chunks.append(piece)
    except READ_ERRORS as error:
        # A break before the whole answer: an error answer cut short is still that answer (its
        # status decides); a success cut short, or a timeout, is no answer.
        if isinstance(error, httpx.TimeoutException) or 200 <= response.status_code < 300:
            reply = no_answer(error)
    if action.own_client:
        # What `Client.send` would have set as it closed the answer (`driver_sync.send_own`).
        response.elapsed = timedelta(seconds=time.monotonic() - deadline + action.timeout)
    yield reply or Received(response, b"".join(chunks))
