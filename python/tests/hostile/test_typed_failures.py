"""
Every failure a hostile server or webhook sender can cause is the SDK's own typed error, never a
`RecursionError`, `UnicodeEncodeError` or `ValueError` from inside it (issue 30, class 6). Each
case runs in a fresh interpreter at Python's default recursion limit. On 0.4.0: 200,000-deep JSON
raised RecursionError (a 200, a 500, a signed webhook body), a non-ASCII byte in a header of an
error answer raised UnicodeEncodeError, and a webhook timestamp in Arabic-Indic digits was accepted.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import time

import pytest

from sports_data import SportsData, WebhookVerificationError

from ._answers import answer, in_turn
from ._support import ChildReport, HostileServer, run_in_child

DEPTH = 200_000
DEEP_ARRAY = "[" * DEPTH + "]" * DEPTH
DEEP_OBJECT = '{"a":' * DEPTH + "1" + "}" * DEPTH

SYNC_GET = """
client = sports_data.SportsData(api_key=KEY, base_url=BASE, max_retries=0)
return client.players.get("plr_1")
"""
ASYNC_GET = """
client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE, max_retries=0)
return await client.players.get("plr_1")
"""


def typed(report: ChildReport) -> dict[str, object]:
    assert report.result == "raised", report
    assert report.error is not None
    assert report.error["is_sdk_error"], report.error
    return report.error


@pytest.mark.parametrize("body", [DEEP_ARRAY, DEEP_OBJECT], ids=["array", "object"])
@pytest.mark.parametrize("call", [SYNC_GET, ASYNC_GET], ids=["sync", "async"])
def test_a_200_nested_200000_deep_is_invalid_response(body: str, call: str) -> None:
    with HostileServer(in_turn(answer(200, body))) as server:
        error = typed(run_in_child(call, server.url))
    assert (error["name"], error["type"], error["status"]) == ("APIError", "invalid_response", 200)
    assert "nests deeper" in str(error["message"])
    assert len(server.seen) == 1


@pytest.mark.parametrize("body", [DEEP_ARRAY, DEEP_OBJECT], ids=["array", "object"])
@pytest.mark.parametrize("call", [SYNC_GET, ASYNC_GET], ids=["sync", "async"])
def test_a_500_nested_200000_deep_is_an_internal_server_error(body: str, call: str) -> None:
    # As the TypeScript client: no envelope in it, so the error quotes the start of the body.
    with HostileServer(in_turn(answer(500, body))) as server:
        error = typed(run_in_child(call, server.url))
    assert (error["name"], error["status"], error["code"]) == ("InternalServerError", 500, None)
    assert "not the service's error format" in str(error["message"])


@pytest.mark.parametrize(
    "header",
    [
        {"x-odd": "caf\xe9"},  # one Latin-1 byte
        {"x-odd": "caf\xc3\xa9"},  # UTF-8
        {"x-request-id": "req_\xff\xfe"},
        {"content-type": "application/json; x=\xe9"},
        {"retry-after": "\xb2"},  # `²`: a digit to str.isdigit()
    ],
    ids=["latin-1", "utf-8", "request-id", "content-type", "retry-after"],
)
@pytest.mark.parametrize("call", [SYNC_GET, ASYNC_GET], ids=["sync", "async"])
def test_a_non_ascii_byte_in_any_header_of_an_error_answer_keeps_the_answers_error(header: dict[str, str], call: str) -> None:
    envelope = {"error": {"type": "invalid_request_error", "code": "not_found", "message": "No such player.", "param": None}}
    with HostileServer(in_turn(answer(404, envelope, header))) as server:
        error = typed(run_in_child(call, server.url))
    assert (error["name"], error["code"], error["status"]) == ("NotFoundError", "not_found", 404)
    # The header is kept, as httpx decoded it.
    assert next(iter(header)) in str(error["fields"])


@pytest.mark.parametrize("call", ["sync", "async"])
def test_a_poll_hint_in_non_ascii_digits_is_no_hint(call: str) -> None:
    queued = answer(202, {"run_id": "qr_1", "status": "queued"}, {"x-poll-after-ms": "\xb2"})
    done = answer(200, {"run_id": "qr_1", "status": "completed", "answer": {}}, {"x-poll-after-ms": "\xb2"})
    body = (
        'client = sports_data.SportsData(api_key=KEY, base_url=BASE)\nreturn client.query.create_and_poll(prompt="p", poll_interval=0.1)'
        if call == "sync"
        else 'client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE)\nreturn await client.query.create_and_poll(prompt="p", poll_interval=0.1)'
    )
    with HostileServer(in_turn(queued, done)) as server:
        report = run_in_child(body, server.url)
    assert report.result == "returned", report.error
    assert "completed" in str(report.value)


SECRET = "whsec_" + "c2VjcmV0LTAxMjM0NTY3ODlhYmNkZWY="


@pytest.mark.parametrize("body", [DEEP_ARRAY, '{"id":"evt_1","type":"alert.matched","data":' + DEEP_ARRAY + "}"], ids=["array", "in-event"])
def test_a_signed_webhook_body_nested_200000_deep_is_invalid_payload(body: str) -> None:
    client = SportsData(base_url="https://api.test")
    headers = client.webhooks.sign(body, secret=SECRET)
    with pytest.raises(WebhookVerificationError) as caught:
        client.webhooks.unwrap(body, headers, secret=SECRET)
    assert caught.value.reason == "invalid_payload"


def test_a_webhook_timestamp_in_arabic_indic_digits_is_refused() -> None:
    # As the TypeScript client: the timestamp signed is ASCII digits, whatever `\d` or `int()` read.
    client = SportsData(base_url="https://api.test")
    body = '{"id":"evt_1","type":"alert.matched","created_at":"x","data":{}}'
    now = str(int(time.time()))
    arabic = now.translate({ord(d): 0x660 + int(d) for d in "0123456789"})
    key = base64.b64decode(SECRET[len("whsec_") :])
    for stamp in (arabic, "\uff11" * 10):  # Arabic-Indic, fullwidth
        # Signed over that very text: only the timestamp check can refuse it.
        signature = base64.b64encode(hmac.new(key, f"msg_1.{stamp}.{body}".encode(), hashlib.sha256).digest()).decode()
        headers = {"webhook-id": "msg_1", "webhook-timestamp": stamp, "webhook-signature": f"v1,{signature}"}
        with pytest.raises(WebhookVerificationError) as caught:
            client.webhooks.unwrap(body, headers, secret=SECRET)
        assert caught.value.reason == "invalid_timestamp"
