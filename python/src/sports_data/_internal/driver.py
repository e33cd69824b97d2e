"""
How an answer's body is read, for both drivers: the raw bytes of the wire, decoded here
(`encoding.py`: each Content-Encoding layer bounded), counted against the byte cap as they are
decoded, checked against the attempt's deadline after every piece, and classified when reading
breaks. The drivers only iterate; every decision about the bytes is made here.
"""

from __future__ import annotations

import time
from contextvars import ContextVar, Token
from typing import Any, AsyncIterator, Iterator, cast

import httpx

from .engine import Failed, Received, Send
from .encoding import ContentDecoder, EncodingError, content_decoder
from .json_budget import ValueCounter, value_budget


def no_answer(error: Exception) -> Failed:
    """What a send or a read that raised `error` before the whole answer came is: a timeout or a connection failure."""
    if isinstance(error, httpx.TimeoutException):
        return Failed("timeout", type(error).__name__)
    return Failed("connection", f"{type(error).__name__}: {error}")


SEND_ERRORS = (httpx.TransportError,)
"""What sending can raise for "no answer" (httpx.TimeoutException is one of them)."""
READ_ERRORS = (httpx.TransportError, httpx.DecodingError, EncodingError)


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


# httpx's words when the Location of a redirect does not parse as its URL (0.24 and later): it
# raises this instead of handing the answer over, even with follow_redirects=False.
_UNPARSED_LOCATION = "Invalid URL in location header"

_hearing: ContextVar[Heard | None] = ContextVar("sports_data_heard", default=None)


class Heard:
    """
    The answer of an attempt as httpx handed it to its response hooks, which it does before it
    reads the Location: when httpx then drops the answer because its Location does not parse, the
    answer still reaches the engine, which judges that redirect as it judges any
    (`_config.redirect_target`: APIError `invalid_response`, or ExportDownloadError in a download),
    instead of a retried connection error. A response hook, not httpcore's `trace` extension: the
    trace costs some thirty Python calls on every request, the hook two (`listen`).
    """

    def __init__(self) -> None:
        self._heard: httpx.Response | None = None

    def listen(self, http: httpx.Client | httpx.AsyncClient) -> Token[Heard | None]:
        """Hears the answers `http` sends until `_hearing.reset` of the returned token (the drivers,
        around `send`). The hook goes on `http` once; outside an attempt it does nothing."""
        hooks = http.event_hooks["response"]
        if _heard not in hooks and _aheard not in hooks:
            # httpx calls a sync client's hooks, and awaits an async client's.
            hooks.append(_aheard if isinstance(http, httpx.AsyncClient) else _heard)
        return _hearing.set(self)

    def dropped_answer(self, error: Exception, request: httpx.Request) -> Received | None:
        """The answer httpx raised `error` for instead of handing it over, when it did so for its Location."""
        heard = self._heard
        if heard is None or not isinstance(error, httpx.RemoteProtocolError) or not str(error).startswith(_UNPARSED_LOCATION):
            return None
        reason = cast("dict[str, Any]", heard.extensions).get("reason_phrase", b"")  # pyright: ignore[reportUnknownMemberType]
        return Received(httpx.Response(heard.status_code, headers=heard.headers.raw, request=request, extensions={"reason_phrase": reason}), b"")


def _heard(response: httpx.Response) -> None:
    heard = _hearing.get()
    if heard is not None and response.has_redirect_location:
        heard._heard = response  # pyright: ignore[reportPrivateUsage]


async def _aheard(response: httpx.Response) -> None:
    _heard(response)


def stop_listening(token: Token[Heard | None]) -> None:
    """Ends `Heard.listen`: answers of `http` after this are nobody's to hear."""
    _hearing.reset(token)


class BodyReader:
    """
    One answer's body as its driver iterates the raw bytes: while `reading`, `add(raw)` until it
    says the answer is decided; `end()` when the body ended; `broken(error)` when reading raised;
    then `outcome()`.
    """

    def __init__(self, response: httpx.Response, action: Send, deadline: float) -> None:
        self._response = response
        self._action = action
        self._deadline = deadline
        self._chunks: list[bytes] = []
        self._size = 0
        self._decided: Received | Failed | None = None
        self._budget = value_budget(action.max_bytes)
        self._counter: ValueCounter | None = None
        declared = response.headers.get("content-length", "")
        try:
            self._decoder = decoder_for(response)
        except EncodingError as error:
            self._decoder = None
            # Refused unread: the status still decides (a 503 is retried, a 2xx is invalid_response).
            self._decided = Received(response, b"", unreadable=f"cannot be read: {error}.")
        if declared.isdigit() and int(declared) > action.max_bytes:
            # Over the cap by its declared length: refused before its body is read.
            self._decided = Received(response, b"", too_large=True)

    @property
    def reading(self) -> bool:
        return self._decided is None

    def add(self, raw: bytes) -> bool:
        """Whether the answer is decided (read no more). Decoded pieces are taken one at a time, so
        no more is inflated than the cap lets through."""
        if self._decoder is None:
            return self._take(raw)
        for piece in self._decoder.feed(raw):
            if self._take(piece):
                return True
        return False

    def _take(self, piece: bytes) -> bool:
        self._size += len(piece)
        if self._size > self._action.max_bytes:
            # What was read is dropped: the refusal needs only the status and headers, and eight
            # answers at the cap at once must not hold twice their bytes.
            self._chunks = []
            self._decided = Received(self._response, b"", too_large=True)
        elif time.monotonic() > self._deadline:
            self._decided = Failed("timeout", "the body did not arrive within the timeout")
        elif self._size > self._budget and self._over_budget(piece):
            self._chunks = []
            self._decided = Received(self._response, b"", too_many_values=True)
        else:
            self._chunks.append(piece)
        return self._decided is not None

    def end(self) -> None:
        """The body ended: a compressed one must have reached the end of its data."""
        if self._decoder is not None and self._decided is None:
            self._decoder.finish()

    def _over_budget(self, chunk: bytes) -> bool:
        """Whether the body holds more JSON values than the parse budget (`json_budget.py`): counted
        only once it is longer than the budget, below which it cannot hold more values than bytes."""
        if self._counter is None:
            self._counter = ValueCounter(self._budget)
            for before in self._chunks:
                self._counter.over_budget(before)
        return self._counter.over_budget(chunk)

    def broken(self, error: Exception) -> None:
        if isinstance(error, httpx.TimeoutException) or 200 <= self._response.status_code < 300:
            self._decided = no_answer(error)
        # Otherwise the status arrived: an error answer cut short is still that answer (its status decides).

    def outcome(self) -> Received | Failed:
        return self._decided or Received(self._response, b"".join(self._chunks))
