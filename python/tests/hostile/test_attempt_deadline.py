"""
Class 2 of issue 30: `timeout` bounds the whole attempt, in the sync client as in the async one,
wherever the bytes are stuck. Each server below is never silent for long (a byte every 20 ms), so
httpx's per-read timeout never fires; with `timeout=1, max_retries=0` the call must still end at
about 1 s with APIConnectionTimeoutError. 0.4.0's sync client was still blocked after 20 s in each
case (the deadline was checked only when a decoded chunk reached the SDK).
"""

from __future__ import annotations

import socket
import zlib
from typing import Callable

import pytest

from ._support import KEY, MB, HostileServer, Request, get_player, head, run_in_child

PEAK = 150 * MB
EVERY = 0.02
"""Seconds between two bytes: far under any per-read timeout."""


def status_line_and_headers(server: HostileServer) -> Callable[[socket.socket, Request], None]:
    def reply(conn: socket.socket, _request: Request) -> None:
        # A header value that never ends: the head is never complete.
        server.trickle(conn, b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Slow: " + b"a" * 64, EVERY)

    return reply


def gzip_header_that_never_ends(server: HostileServer) -> Callable[[socket.socket, Request], None]:
    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": "application/json", "content-encoding": "gzip"}))
        # A gzip header whose file name (FNAME) never ends: bytes arrive, nothing ever decodes.
        server.trickle(conn, b"\x1f\x8b\x08\x08\x00\x00\x00\x00\x00\xff" + b"n" * 64, EVERY)

    return reply


def chunk_size_line_that_never_ends(server: HostileServer) -> Callable[[socket.socket, Request], None]:
    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": "application/json"}, chunked=True))
        server.trickle(conn, b"1" + b"0" * 64, EVERY)

    return reply


def body_that_never_ends(server: HostileServer) -> Callable[[socket.socket, Request], None]:
    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": "application/json"}) + b'{"id": "plr_1", "name": "')
        server.trickle(conn, b"x" * 64, EVERY)

    return reply


SHAPES = {
    "the status line and headers a byte at a time": status_line_and_headers,
    "a gzip body whose header never ends": gzip_header_that_never_ends,
    "a chunk-size line that never ends": chunk_size_line_that_never_ends,
    "a body a byte at a time": body_that_never_ends,
}

@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("client", ["sync", "async"])
def test_a_trickling_server_is_cut_off_at_the_timeout(shape: str, client: str) -> None:
    server = HostileServer(lambda conn, request: None)
    server.reply = SHAPES[shape](server)
    with server:
        # A child that is still blocked after 20 s fails the test (0.4.0's sync client: every shape).
        report = run_in_child(get_player(client, "timeout=1, max_retries=0"), server.url, timeout=20)
        assert report.result == "raised", report
        assert report.error is not None and report.error["name"] == "APIConnectionTimeoutError", report.error
        assert KEY not in report.forms()
        # The timeout was waited (not a refusal at once), and not much longer: a loaded machine
        # adds start-up and scheduling, never seconds more.
        assert 0.9 <= report.seconds < 5, report.seconds
        assert len(server.seen) == 1
        assert report.max_rss < PEAK


@pytest.mark.parametrize("client", ["sync", "async"])
def test_a_free_read_retried_after_a_trickle_gets_a_fresh_timeout_per_attempt(client: str) -> None:
    # max_retries=1: two attempts, each cut at its own 1 s (the deadline is the attempt's, not the
    # call's), so about 2 s plus the backoff in all, and two requests.
    server = HostileServer(lambda conn, request: None)
    server.reply = status_line_and_headers(server)
    with server:
        report = run_in_child(get_player(client, "timeout=1, max_retries=1"), server.url, timeout=30)
        assert report.error is not None and report.error["name"] == "APIConnectionTimeoutError", report.error
        assert 1.9 <= report.seconds < 10, report.seconds
        assert len(server.seen) == 2


def test_an_answer_that_arrives_in_time_is_not_cut() -> None:
    # The bound is the attempt's, not each read's: a body trickled for 0.5 s of a 2 s timeout,
    # compressed, arrives whole.
    body = b'{"id": "plr_1", "name": "' + b"n" * 20 + b'"}'
    packed = zlib.compress(body)

    def reply(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(200, {"content-type": "application/json", "content-encoding": "deflate"}, length=len(packed)))
        for index in range(len(packed)):
            conn.sendall(packed[index : index + 1])
            if index % 4 == 0:
                import time

                time.sleep(0.5 / (len(packed) / 4))

    with HostileServer(reply) as server:
        report = run_in_child(
            """
            sync = sports_data.SportsData(api_key=KEY, base_url=BASE, timeout=2, max_retries=0).players.get('plr_1')
            both = await sports_data.AsyncSportsData(api_key=KEY, base_url=BASE, timeout=2, max_retries=0).players.get('plr_1')
            return [sync["name"], both["name"]]
            """,
            server.url,
        )
        assert report.result == "returned", report
        assert report.value == repr(["n" * 20] * 2)
