"""The drivers' body reading, over httpx.MockTransport (no sockets): the byte cap counted as bytes
stream in, and an error answer cut short still decided by its status."""

from __future__ import annotations

from typing import Iterator

import httpx

from sports_data._internal.engine import Failed, Received, Send
from sports_data._internal.driver_sync import send_sync


class Chunks(httpx.SyncByteStream):
    def __init__(self, chunks: list[bytes], then_break: bool = False) -> None:
        self.chunks = chunks
        self.then_break = then_break
        self.served = 0

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self.chunks:
            self.served += 1
            yield chunk
        if self.then_break:
            raise httpx.ReadError("peer closed the connection")


def client(response: httpx.Response) -> httpx.Client:
    return httpx.Client(transport=httpx.MockTransport(lambda request: response))


def action(max_bytes: int = 1000) -> Send:
    return Send("GET", "https://api.test/v1/sports", {}, None, 5.0, max_bytes)


def test_reading_stops_at_the_byte_cap_without_draining_the_rest() -> None:
    stream = Chunks([b"x" * 400] * 100)
    reply = send_sync(client(httpx.Response(200, stream=stream)), action(max_bytes=1000))
    assert isinstance(reply, Received) and reply.too_large
    assert stream.served == 3


def test_a_declared_length_over_the_cap_is_refused_before_reading() -> None:
    stream = Chunks([b"x" * 10])
    reply = send_sync(client(httpx.Response(200, headers={"content-length": "5000"}, stream=stream)), action(max_bytes=1000))
    assert isinstance(reply, Received) and reply.too_large and stream.served == 0


def test_a_success_cut_short_is_a_connection_failure_and_an_error_answer_cut_short_keeps_its_status() -> None:
    reply = send_sync(client(httpx.Response(200, stream=Chunks([b'{"da'], then_break=True))), action())
    assert isinstance(reply, Failed) and reply.failure == "connection"
    reply = send_sync(client(httpx.Response(503, stream=Chunks([b'{"err'], then_break=True))), action())
    assert isinstance(reply, Received) and reply.response.status_code == 503 and reply.body == b'{"err'


def test_a_stacked_encoding_is_undone_by_the_sdk_and_counted_as_it_is_decoded() -> None:
    import gzip

    body = b'{"data": "' + b"x" * 5000 + b'"}'
    packed = gzip.compress(gzip.compress(body))
    headers = {"content-encoding": "gzip, gzip"}
    reply = send_sync(client(httpx.Response(200, headers=headers, stream=Chunks([packed[:10], packed[10:]]))), action(max_bytes=10_000))
    assert isinstance(reply, Received) and not reply.too_large and reply.body == body
    # Over the cap by what it decodes to, not by what came (a few dozen bytes).
    stream = Chunks([packed])
    reply = send_sync(client(httpx.Response(200, headers=headers, stream=stream)), action(max_bytes=1000))
    assert isinstance(reply, Received) and reply.too_large and reply.body == b""


def test_an_encoding_the_sdk_did_not_ask_for_is_left_unread_and_said_why() -> None:
    stream = Chunks([b"\x0b" * 100])
    reply = send_sync(client(httpx.Response(503, headers={"content-encoding": "br"}, stream=stream)), action())
    assert isinstance(reply, Received) and reply.body == b"" and stream.served == 0
    assert reply.response.status_code == 503  # the status still decides (a 503 is retried)
    assert reply.unreadable is not None and "'br'" in reply.unreadable


def test_an_answer_httpx_already_holds_is_read_as_it_holds_it() -> None:
    # A MockTransport's (or respx's) answer is read by httpx as it is made, decoded: no stream is left.
    import gzip

    response = httpx.Response(200, headers={"content-encoding": "gzip"}, content=gzip.compress(b'{"a": 1}'))
    reply = send_sync(client(response), action())
    assert isinstance(reply, Received) and reply.body == b'{"a": 1}'
