"""Content-Encoding undone by the SDK (`_encoding`), every layer bounded: what it decodes, what it
refuses, and that it inflates no further than its reader takes."""

from __future__ import annotations

import gzip
import inspect
import os
import zlib
from typing import Generator, cast

import pytest

from sports_data._internal.encoding import MAX_LAYERS, PIECE, EncodingError, content_decoder

DATA = os.urandom(3000) + b"a" * 300_000


def decode(header: str, raw: bytes, chunk: int = 1000) -> bytes:
    decoder = content_decoder(header)
    assert decoder is not None
    out: list[bytes] = []
    for start in range(0, len(raw), chunk):
        out.extend(decoder.feed(raw[start : start + chunk]))
    decoder.finish()
    assert all(len(piece) <= PIECE for piece in out)
    return b"".join(out)


def raw_deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
    return packer.compress(data) + packer.flush()


@pytest.mark.parametrize(
    ("header", "raw"),
    [
        ("gzip", gzip.compress(DATA)),
        ("x-gzip", gzip.compress(DATA)),
        ("GZIP", gzip.compress(DATA)),
        ("deflate", zlib.compress(DATA)),
        ("deflate", raw_deflate(DATA)),  # what some servers send as deflate (httpx reads it too)
        ("gzip, gzip", gzip.compress(gzip.compress(DATA))),
        ("gzip,deflate", zlib.compress(gzip.compress(DATA))),
        ("identity, gzip", gzip.compress(DATA)),
        ("gzip", gzip.compress(DATA[:1000]) + gzip.compress(DATA[1000:])),  # two members in a row
    ],
    ids=["gzip", "x-gzip", "GZIP", "deflate", "raw deflate", "gzip, gzip", "gzip,deflate", "identity, gzip", "two gzip members"],
)
def test_each_coding_the_sdk_asks_for_is_undone_in_order(header: str, raw: bytes) -> None:
    assert decode(header, raw) == DATA
    assert decode(header, raw, chunk=1) == DATA
    assert decode(header, raw, chunk=len(raw)) == DATA


@pytest.mark.parametrize("header", [None, "", "identity", " , identity ,"])
def test_a_body_without_a_coding_needs_no_decoder(header: str | None) -> None:
    assert content_decoder(header) is None


@pytest.mark.parametrize(
    ("header", "words"),
    [
        ("br", "Content-Encoding 'br' is not one the SDK asked for (gzip, deflate)"),
        ("gzip, zstd", "'zstd'"),
        ("compress", "'compress'"),
        ("x" * 10_000, "…"),  # the server's text, cut
        (", ".join(["gzip"] * (MAX_LAYERS + 1)), f"at most {MAX_LAYERS} layers"),
    ],
    ids=["br", "zstd", "compress", "a long name", "too many layers"],
)
def test_a_coding_the_sdk_did_not_ask_for_is_refused_before_reading(header: str, words: str) -> None:
    with pytest.raises(EncodingError) as caught:
        content_decoder(header)
    assert words in str(caught.value)
    assert len(str(caught.value)) < 400  # the server's text is cut


@pytest.mark.parametrize(
    ("header", "raw", "words"),
    [
        ("gzip", b"not gzip at all", "gzip data is broken"),
        ("gzip", gzip.compress(DATA) + b"junk after it", "bytes after the end of its gzip data"),
        ("deflate", zlib.compress(DATA) + b"x", "bytes after the end of its deflate data"),
        ("gzip", gzip.compress(DATA)[:-8], "cut short"),
    ],
    ids=["not gzip", "junk after gzip", "junk after deflate", "cut short"],
)
def test_broken_or_cut_data_is_an_encoding_error(header: str, raw: bytes, words: str) -> None:
    with pytest.raises(EncodingError) as caught:
        decode(header, raw)
    assert words in str(caught.value)


def test_nothing_is_inflated_beyond_what_the_reader_takes() -> None:
    # 64 MiB of zeros, gzip'd twice: a few hundred bytes. Taking two pieces inflates two pieces'
    # worth of output from each layer, not 64 MiB.
    inner = gzip.compress(bytes(64 * 1024 * 1024), 9)
    bomb = gzip.compress(inner, 9)
    assert len(bomb) < 4096
    decoder = content_decoder("gzip, gzip")
    assert decoder is not None
    pieces = cast("Generator[bytes, None, None]", decoder.feed(bomb))
    taken = [next(pieces), next(pieces)]
    assert sum(len(piece) for piece in taken) == 2 * PIECE
    assert inspect.getgeneratorstate(pieces) == inspect.GEN_SUSPENDED  # not run to the end
    pieces.close()
