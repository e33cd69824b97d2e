"""The key never appears in an error's str(), repr(), args or fields, nor in a log record."""

from __future__ import annotations

import json
import logging

import httpx
import pytest

from sports_data import APIConnectionError, JobFailedError, SportsData
from sports_data._internal.engine import Received
from sports_data._internal.error_from_response import error_from_answer
from sports_data._internal.redact import excerpt, redact

KEY = "svc_live_" + "Q" * 32


def test_a_held_key_and_anything_key_shaped_are_scrubbed() -> None:
    client = SportsData(api_key="a-custom-key-4711", base_url="https://api.test")
    assert redact("sent a-custom-key-4711 twice") == "sent [redacted] twice"
    assert redact(f"x{KEY}.") == "x[redacted]."
    assert redact("Authorization: Bearer abc.def") == "Authorization: Bearer [redacted]"
    assert redact("cookie=sid=1; other=2") == "cookie=[redacted]"
    client.close()


def test_the_secret_part_of_a_held_key_is_scrubbed_without_its_prefix() -> None:
    key = "svc_live_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    secret = key[len("svc_live_") :]
    client = SportsData(api_key=key, base_url="https://api.test")
    body = f'{{"error": {{"type": "x", "code": "y", "message": "key {secret} is unknown", "param": "{secret}", "request_id": "{secret}"}}}}'.encode()
    response = httpx.Response(401, headers={"x-echo": secret}, content=body, request=httpx.Request("GET", "https://api.test"))
    error = error_from_answer(Received(response, body), 0.0)
    assert error.message == "key [redacted] is unknown"
    for text in (str(error), repr(error), repr(error.args), str(error.param), str(error.request_id), str(dict(error.headers))):
        assert secret not in text
    # The whole key is still one redaction, not a prefix left before a scrubbed part.
    assert redact(f"sent {key}") == "sent [redacted]"
    client.close()


def test_a_held_key_split_by_markup_in_a_proxy_page_leaves_no_piece() -> None:
    key = "svc_live_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    client = SportsData(api_key=key, base_url="https://api.test")
    page = f"<html><body><p>Rejected credential svc_live_A1b2<wbr>C3d4E5f6G7h8<span>I9j0K1l2M3n4</span>O5p6</p></body></html>"
    body = page.encode()
    response = httpx.Response(502, headers={"content-type": "text/html"}, content=body, request=httpx.Request("GET", "https://api.test"))
    error = error_from_answer(Received(response, body), 0.0)
    for piece in ("A1b2", "C3d4E5f6G7h8", "I9j0K1l2M3n4", "O5p6"):
        assert piece not in str(error)
    assert "Rejected credential" in error.message
    client.close()


def test_a_page_with_a_split_key_keeps_a_space_at_every_other_tag() -> None:
    key = "svc_live_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    client = SportsData(api_key=key, base_url="https://api.test")
    page = (
        "<html><head><title>502 Bad Gateway</title></head><body><h1>Retry at 10:00</h1>"
        "<p>Rejected svc_live_A1b2<wbr>C3d4E5f6G7h8<span>I9j0K1l2M3n4</span>O5p6.</p><p>Contact ops</p></body></html>"
    )
    body = page.encode()
    response = httpx.Response(502, headers={"content-type": "text/html"}, content=body, request=httpx.Request("GET", "https://api.test"))
    error = error_from_answer(Received(response, body), 0.0)
    # The key's pieces are joined into one redaction; the words around other tags stay apart.
    assert error.message.endswith("(text/html, not the service's error format): 502 Bad Gateway Retry at 10:00 Rejected [redacted]. Contact ops")
    client.close()


def test_a_page_without_a_key_reads_with_a_space_at_each_tag_and_an_unclosed_tag_as_text() -> None:
    body = b"<p>a</p>b<i>c</i>d 1 <b never closed"
    response = httpx.Response(502, headers={"content-type": "text/html"}, content=body, request=httpx.Request("GET", "https://api.test"))
    assert error_from_answer(Received(response, body), 0.0).message.endswith("format): a b c d 1 <b never closed")
    # No `>` after a `<`: the rest is text, shown as far as the excerpt goes.
    raw = b"<" * 4000
    response = httpx.Response(502, content=raw, request=httpx.Request("GET", "https://api.test"))
    assert error_from_answer(Received(response, raw), 0.0).message.endswith("format): " + "<" * 200)


def test_the_fields_of_a_huge_error_envelope_are_cut_before_they_are_kept() -> None:
    huge = "x" * 1_000_000
    body = json.dumps({"error": {"type": huge, "code": huge, "message": huge, "param": huge, "request_id": huge}}).encode()
    response = httpx.Response(400, headers={"x-request-id": huge}, content=body, request=httpx.Request("GET", "https://api.test"))
    error = error_from_answer(Received(response, body), 0.0)
    # Cut to the limit and marked with `…`, as the TypeScript client's, so a reader sees it was cut.
    assert error.message == "x" * 4096 + "…"
    for field in (error.type, error.code, error.param, error.request_id):
        assert field == "x" * 256 + "…"
    assert len(repr(error)) < 8_000


def test_fields_within_their_limit_are_kept_whole_without_a_mark() -> None:
    body = json.dumps({"error": {"type": "t" * 256, "code": "c", "message": "m" * 4096, "param": "p", "request_id": "req_1"}}).encode()
    response = httpx.Response(400, content=body, request=httpx.Request("GET", "https://api.test"))
    error = error_from_answer(Received(response, body), 0.0)
    assert (error.message, error.type, error.code, error.param, error.request_id) == ("m" * 4096, "t" * 256, "c", "p", "req_1")
    # A request id only in the header is cut the same way.
    response = httpx.Response(502, headers={"x-request-id": "r" * 300}, content=b"", request=httpx.Request("GET", "https://api.test"))
    assert error_from_answer(Received(response, b""), 0.0).request_id == "r" * 256 + "…"


def test_urls_lose_their_userinfo_query_and_fragment_but_keep_host_and_path() -> None:
    text = "fetching https://user:pw@files.test/exp_1.csv.gz?sig=abc&exp=1, then http://h.test/p."
    assert redact(text) == "fetching https://files.test/exp_1.csv.gz?[redacted], then http://h.test/p."


def test_an_excerpt_is_cut_after_cleaning_so_a_cut_key_cannot_survive() -> None:
    text = "x" * 190 + KEY
    assert "QQQQ" not in excerpt(text, 200)


def test_an_api_error_built_from_an_echoing_server_carries_no_key() -> None:
    body = f'{{"error": {{"type": "x", "code": "y", "message": "bad key {KEY}", "param": null, "request_id": "r"}}}}'.encode()
    response = httpx.Response(
        401, headers={"www-authenticate": f"Bearer {KEY}", "set-cookie": "sid=1"}, content=body, request=httpx.Request("GET", "https://api.test")
    )
    error = error_from_answer(Received(response, body), 0.0)
    for text in (str(error), repr(error), repr(error.args), str(dict(error.headers))):
        assert KEY not in text
    assert "set-cookie" not in error.headers


def test_fields_of_a_job_are_scrubbed_too() -> None:
    error = JobFailedError("failed", {"download_url": "https://f.test/x?sig=s3cret", "note": KEY}, "internal_error")
    assert "s3cret" not in repr(error.job) and KEY not in repr(error.job)


def test_log_records_are_redacted_with_their_arguments(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="sports_data"):
        logging.getLogger("sports_data").info("retrying with %s", KEY)
    assert caplog.records and all(KEY not in record.getMessage() for record in caplog.records)


def test_connection_errors_do_not_carry_the_request() -> None:
    error = APIConnectionError(f"players.get: connection error (ConnectError: {KEY})")
    assert KEY not in str(error) and error.__cause__ is None


def test_redacting_twice_changes_nothing() -> None:
    once = redact(f"GET https://api.test/v1/teams?sport=x&k={KEY}) -> 200, Bearer abc")
    assert redact(once) == once
    assert once == "GET https://api.test/v1/teams?[redacted]) -> 200, Bearer [redacted]"


_FINALIZER_DURING_REDACT = r"""
import gc
import sports_data._internal.redact as redactor

class Client:
    def __init__(self):
        self.me = self  # a cycle: only the collector frees it, at whatever allocation it runs

class CollectingDict(dict):
    # The collector runs at an allocation; here, at the one redact makes while it holds its lock.
    def __iter__(self):
        gc.collect()
        return super().__iter__()

redactor._secrets = CollectingDict(redactor._secrets)
gc.disable()
owner = Client()
redactor.hold_secret(owner, "svc_test_" + "7" * 32)
del owner
print(redactor.redact("svc_test_" + "7" * 32))
print(redactor.redact("nothing to hide"))
"""


def test_a_client_collected_while_redact_holds_its_lock_does_not_deadlock() -> None:
    # A child process: the old redactor's finalizer took the lock redact already held, and the
    # thread waited on itself forever.
    import subprocess
    import sys

    run = subprocess.run(
        [sys.executable, "-c", _FINALIZER_DURING_REDACT], capture_output=True, text=True, timeout=30
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[:2] == ["[redacted]", "nothing to hide"]
