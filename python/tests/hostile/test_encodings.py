"""
Class 5 of issue 30 (the encoding part): memory bounded by what arrives, in every Content-Encoding
layer. An answer of 2.5 KB marked `gzip, gzip` inflates to 1 GiB; 0.4.0 took the process past
2 GB for an API answer and for an export file (httpx inflates every layer of a network read with no
bound on the output, before the SDK's byte cap sees anything). With default options each case, and
8 at once, stays under the 300 MB the TypeScript suite holds (test/hostile/memory.test.ts), and
ends in a typed error holding no key. The children run under an address-space ceiling, so that a
regression ends there in MemoryError instead of taking a shared machine's memory.
"""

from __future__ import annotations

import functools
import socket
import struct
import zlib
from typing import Callable

import pytest

from ._support import KEY, MB, ChildReport, HostileServer, Request, get_player, head, run_in_child

PEAK = 300 * MB
CEILING = 3 * 1024 * MB
GIB = 1024 * MB


@functools.lru_cache(maxsize=None)
def zeros_gzip() -> bytes:
    """1 GiB of zeros as one gzip member (about 1 MB), made in a fraction of a second: after a full
    flush deflate forgets what came before, so every 1 MiB of zeros compresses to the same bytes."""
    mib = bytes(MB)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    first = deflate.compress(mib) + deflate.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    for _ in range(1024):
        crc = zlib.crc32(mib, crc)
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
    return header + first * 1024 + deflate.flush() + struct.pack("<II", crc, GIB & 0xFFFFFFFF)


def gzip(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return packer.compress(data) + packer.flush()


BOMBS: dict[str, Callable[[], bytes]] = {
    "gzip, gzip": lambda: gzip(zeros_gzip()),
    "gzip, deflate": lambda: zlib.compress(zeros_gzip(), 9),
}


def serving(body: bytes, encoding: str, content_type: str) -> HostileServer:
    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": content_type, "content-encoding": encoding}, length=len(body)) + body)

    return HostileServer(reply)


def expect_bounded(report: ChildReport) -> None:
    assert report.result == "raised", report
    assert report.error is not None and report.error["is_sdk_error"], report.error
    assert KEY not in report.forms()
    assert report.max_rss < PEAK, f"{report.max_rss / MB:.0f} MiB"
    assert report.seconds < 30


@pytest.mark.parametrize("encoding", BOMBS)
@pytest.mark.parametrize("client", ["sync", "async"])
def test_an_api_answer_stacked_into_a_gigabyte_stops_at_max_response_bytes(encoding: str, client: str) -> None:
    body = BOMBS[encoding]()
    assert len(body) < 8 * 1024
    with serving(body, encoding, "application/json") as server:
        report = run_in_child(get_player(client), server.url, address_space=CEILING)
        expect_bounded(report)
        assert report.error is not None
        assert (report.error["name"], report.error["type"], report.error["status"]) == ("APIError", "response_too_large", 200)
        # Refused, never retried (as the TypeScript client): one request.
        assert len(server.seen) == 1


def download(how: str) -> str:
    job = "{'id': 'exp_1', 'status': 'succeeded', 'resource': 'players', 'format': 'csv', 'download_url': BASE + '/file.gz', 'row_count': 1, 'expires_at': '2999-01-01T00:00:00Z'}"
    client = "sports_data.SportsData(api_key=KEY, base_url='https://api.sports-data.example')"
    return {
        "rows()": f"for row in {client}.exports.download({job}): pass",
        "save_to()": f"{client}.exports.download({job}).save_to(OUT)",
        "save_to(decompress=True)": f"{client}.exports.download({job}).save_to(OUT, decompress=True)",
    }[how]


@pytest.mark.parametrize("how", ["rows()", "save_to()", "save_to(decompress=True)"])
def test_an_export_file_stacked_into_a_gigabyte_is_refused_in_bounded_memory(how: str, tmp_path: object) -> None:
    out = f"{tmp_path}/players.csv"
    with serving(BOMBS["gzip, gzip"](), "gzip, gzip", "application/gzip") as server:
        report = run_in_child(f"OUT = {out!r}\n" + download(how), server.url, address_space=CEILING)
        expect_bounded(report)
        assert report.error is not None and report.error["name"] == "ExportDownloadError", report.error
        # A CSV record of zeros past its 16 MiB cap: the file's text, decoded a piece at a time.
        assert report.error["reason"] == "parse_error", report.error
        assert len(server.seen) == 1
    import os

    # Nothing left behind: no target, no temporary file.
    assert os.listdir(str(tmp_path)) == []


EIGHT_AT_ONCE = {
    "API answers": (
        "application/json",
        """
        client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE, max_retries=0)
        results = await asyncio.gather(*[client.players.get('plr_1') for _ in range(8)], return_exceptions=True)
        if not all(isinstance(r, sports_data.APIError) and r.type == "response_too_large" for r in results):
            raise AssertionError(repr(results)[:500])
        raise results[0]
        """,
        ("type", "response_too_large"),
    ),
    "export files": (
        "application/gzip",
        """
        client = sports_data.AsyncSportsData(api_key=KEY, base_url='https://api.sports-data.example')
        job = {'id': 'exp_1', 'status': 'succeeded', 'resource': 'players', 'format': 'csv', 'download_url': BASE + '/file.gz', 'row_count': 1, 'expires_at': '2999-01-01T00:00:00Z'}
        async def read():
            async for row in await client.exports.download(job):
                pass
        results = await asyncio.gather(*[read() for _ in range(8)], return_exceptions=True)
        if not all(isinstance(r, sports_data.ExportDownloadError) for r in results):
            raise AssertionError(repr(results)[:500])
        raise results[0]
        """,
        ("name", "ExportDownloadError"),
    ),
}


@pytest.mark.parametrize("what", list(EIGHT_AT_ONCE))
def test_eight_at_once_stay_under_300_mb(what: str) -> None:
    content_type, code, (field, expected) = EIGHT_AT_ONCE[what]
    with serving(BOMBS["gzip, gzip"](), "gzip, gzip", content_type) as server:
        report = run_in_child(code, server.url, address_space=CEILING)
        expect_bounded(report)
        assert report.error is not None and report.error[field] == expected, report.error
        assert len(server.seen) == 8


@pytest.mark.parametrize("client", ["sync", "async"])
def test_an_encoding_the_sdk_did_not_ask_for_is_invalid_response_unread(client: str) -> None:
    # `br` is decoded by httpx wherever the brotli package is installed (Debian's python3-brotli),
    # with no bound either; the SDK asks for gzip and deflate only, and refuses anything else unread.
    with serving(b"\x0b" * 4096, "br", "application/json") as server:
        report = run_in_child(get_player(client), server.url, address_space=CEILING)
        expect_bounded(report)
        assert report.error is not None
        assert (report.error["type"], report.error["status"]) == ("invalid_response", 200)
        assert "Content-Encoding 'br'" in report.error["message"]
        assert server.seen[0].headers["accept-encoding"] == "gzip, deflate"
