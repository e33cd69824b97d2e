"""
Content-Encoding, decoded by the SDK instead of httpx, for API answers and export files alike.
httpx inflates every layer of a network read with no bound on the output: an answer of 3 KB marked
`gzip, gzip` is a gigabyte before any byte cap sees it. Here every layer hands on at most `PIECE`
bytes at a time, and only as the reader pulls them, so a reader that stops at its cap stops the
inflating too: memory is bounded by the cap, whatever the layers hold. Sans-IO: the drivers feed
the raw bytes of the wire (`iter_raw`).
"""

from __future__ import annotations

import zlib
from typing import Iterator

from .redact import SERVER_NAME_MAX, server_field

ACCEPTED = "gzip, deflate"
"""What the SDK asks for (`Accept-Encoding`), and all it decodes (with `identity`)."""
MAX_LAYERS = 5
"""More stacked codings than this is no real server's answer (undici stops at 5 as well)."""
PIECE = 64 * 1024
"""The most any layer hands on at once."""

_GZIP = 16 + zlib.MAX_WBITS
_CODINGS = {"gzip": _GZIP, "x-gzip": _GZIP, "deflate": zlib.MAX_WBITS}


class EncodingError(Exception):
    """The body is in a coding the SDK did not ask for, or its compressed data is broken."""


class _Layer:
    """One coding, inflated PIECE bytes at a time."""

    def __init__(self, coding: str) -> None:
        self._coding = coding
        self._gzip = _CODINGS[coding] == _GZIP
        self._inflater = zlib.decompressobj(_CODINGS[coding])
        # `deflate` is meant to be zlib-wrapped; some servers send it raw (httpx reads both): its
        # first two bytes say which, so they are held until both are here.
        self._head: bytes | None = None if self._gzip else b""
        self._members = 0
        self.ended = False
        """The data's end was reached (and nothing but a further gzip member may follow)."""

    def feed(self, data: bytes) -> Iterator[bytes]:
        if self._head is not None:
            data = self._head + data
            if len(data) < 2:
                self._head = data
                return
            self._head = None
            if (data[0] & 0x0F) != zlib.DEFLATED or (data[0] * 256 + data[1]) % 31 != 0:
                self._inflater = zlib.decompressobj(-zlib.MAX_WBITS)
                self._coding = "raw deflate"
        while data:
            if self.ended:
                if not self._gzip:
                    raise EncodingError(f"it has bytes after the end of its {self._coding} data")
                # RFC 1952 allows gzip members in a row; zlib checks that this is one.
                self._inflater = zlib.decompressobj(_GZIP)
                self._members += 1
                self.ended = False
            try:
                out = self._inflater.decompress(data, PIECE)
            except zlib.error as error:
                if self._members:
                    raise EncodingError(f"it has bytes after the end of its {self._coding} data") from None
                raise EncodingError(f"its {self._coding} data is broken ({error})") from None
            self.ended = self._inflater.eof
            data = self._inflater.unused_data if self.ended else self._inflater.unconsumed_tail
            if out:
                yield out
            # Output the PIECE bound held back comes out with no more input.
            while not data and not self.ended and len(out) == PIECE:
                out = self._inflater.decompress(b"", PIECE)
                self.ended = self._inflater.eof
                if out:
                    yield out


class ContentDecoder:
    """The layers of one body's Content-Encoding, undone in reverse order (the last listed was applied last)."""

    def __init__(self, codings: list[str]) -> None:
        self._layers = [_Layer(coding) for coding in reversed(codings)]

    def feed(self, raw: bytes) -> Iterator[bytes]:
        """The decoded pieces of `raw`, made as they are taken: stop taking and nothing more is inflated."""
        return self._through(0, raw)

    def _through(self, index: int, data: bytes) -> Iterator[bytes]:
        if index == len(self._layers):
            yield data
            return
        for piece in self._layers[index].feed(data):
            yield from self._through(index + 1, piece)

    def finish(self) -> None:
        """The body has ended: every layer must have reached the end of its data."""
        for layer in self._layers:
            if not layer.ended:
                raise EncodingError("its compressed data ends before its end (cut short)")


def content_decoder(header: str | None) -> ContentDecoder | None:
    """The decoder a body with this Content-Encoding needs; None when it needs none (the common
    case, which then costs nothing). EncodingError for a coding the SDK did not ask for."""
    if not header:
        return None
    codings = [token.strip().lower() for token in header.split(",")]
    codings = [coding for coding in codings if coding and coding != "identity"]
    if not codings:
        return None
    if len(codings) > MAX_LAYERS:
        raise EncodingError(f"it is encoded {len(codings)} times over (Content-Encoding); the SDK decodes at most {MAX_LAYERS} layers")
    for coding in codings:
        if coding not in _CODINGS:
            raise EncodingError(
                f"its Content-Encoding '{server_field(coding, SERVER_NAME_MAX)}' is not one the SDK asked for ({ACCEPTED})"
            )
    return ContentDecoder(codings)
