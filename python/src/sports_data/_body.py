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
    """
    One answer's body as its driver iterates it: while `reading`, `add(chunk)` until it says the
    answer is decided; `broken(error)` when reading raised; then `outcome()`.
    """

    def __init__(self, response: httpx.Response, action: Send, deadline: float) -> None:
        self._response = response
        self._action = action
        self._deadline = deadline
        self._chunks: list[bytes] = []
        self._size = 0
        self._decided: Received | Failed | None = None
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > action.max_bytes:
            # Over the cap by its declared length: refused before its body is read.
            self._decided = Received(response, b"", too_large=True)

    @property
    def reading(self) -> bool:
        return self._decided is None

    def add(self, chunk: bytes) -> bool:
        """Whether the answer is decided (read no more)."""
        self._size += len(chunk)
        if self._size > self._action.max_bytes:
            self._decided = Received(self._response, b"".join(self._chunks), too_large=True)
        elif time.monotonic() > self._deadline:
            self._decided = Failed("timeout", "the body did not arrive within the timeout")
        else:
            self._chunks.append(chunk)
        return self._decided is not None

    def broken(self, error: Exception) -> None:
        if isinstance(error, httpx.TimeoutException) or 200 <= self._response.status_code < 300:
            self._decided = _failure(error)
        # Otherwise the status arrived: an error answer cut short is still that answer (its status decides).

    def outcome(self) -> Received | Failed:
        return self._decided or Received(self._response, b"".join(self._chunks))
