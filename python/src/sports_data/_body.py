"""
How an answer's body is read, for both drivers: counted against the byte cap as it streams,
against the attempt's deadline after every chunk, and classified when reading breaks. The drivers
only iterate; every decision about the bytes is made here.
"""

from __future__ import annotations

import time

import httpx

from ._core import Failed, Received, Send


def _failure(error: Exception) -> Failed:
    if isinstance(error, httpx.TimeoutException):
        return Failed("timeout", type(error).__name__)
    return Failed("connection", f"{type(error).__name__}: {error}")


SEND_ERRORS = (httpx.TransportError,)
"""What sending can raise for "no answer" (httpx.TimeoutException is one of them)."""
READ_ERRORS = (httpx.TransportError, httpx.DecodingError)


def no_answer(error: Exception) -> Failed:
    return _failure(error)


class BodyReader:
    def __init__(self, response: httpx.Response, action: Send, deadline: float) -> None:
        self._response = response
        self._action = action
        self._deadline = deadline
        self._chunks: list[bytes] = []
        self._size = 0

    def declared(self) -> Received | None:
        """An answer whose declared length is over the cap is refused before its body is read."""
        declared = self._response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self._action.max_bytes:
            return Received(self._response, b"", too_large=True)
        return None

    def add(self, chunk: bytes) -> Received | Failed | None:
        """None: read on."""
        self._size += len(chunk)
        if self._size > self._action.max_bytes:
            return Received(self._response, b"".join(self._chunks), too_large=True)
        self._chunks.append(chunk)
        if time.monotonic() > self._deadline:
            return Failed("timeout", "the body did not arrive within the timeout")
        return None

    def done(self) -> Received:
        return Received(self._response, b"".join(self._chunks))

    def broken(self, error: Exception) -> Received | Failed:
        if not isinstance(error, httpx.TimeoutException) and not 200 <= self._response.status_code < 300:
            # The status arrived: an error answer cut short is still that answer (its status decides).
            return self.done()
        return _failure(error)
