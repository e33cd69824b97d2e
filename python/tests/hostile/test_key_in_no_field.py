"""
The key is in no field the SDK hands over, whatever shape a server echoes it in (issue 30, class 4):
a response header *named* after it, a dict *key* of a failed job, `X-Request-Id` or
`X-Service-Plan` read into `with_response` meta and `usage()`. Each runs in a fresh interpreter,
and every form of the outcome a log or a notebook could show (message, str, repr, every field's
repr, the cause) is searched for the key, its secret part alone and its lower-case form. On 0.4.0
each of these kept it.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._answers import KEY_FORMS, answer, in_turn, leaks
from ._support import KEY, HostileServer, run_in_child

PART = KEY[len("svc_live_") :]


@pytest.mark.parametrize(
    "headers",
    [
        {KEY: "1"},
        {f"x-echo-{KEY}": "1"},
        {f"x-{PART}": "1"},
        {f"X-{PART.upper()}": "1"},
        {"x-echo": f"Bearer {KEY}", "x-part": PART},
    ],
    ids=["named-key", "name-holds-key", "name-holds-part", "name-in-upper-case", "values"],
)
@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_a_header_named_after_the_key_is_not_in_error_headers(headers: dict[str, str], flavour: str) -> None:
    envelope = {"error": {"type": "invalid_request_error", "code": "not_found", "message": "No such player.", "param": None}}
    body = (
        "return sports_data.SportsData(api_key=KEY, base_url=BASE).players.get('plr_1')"
        if flavour == "sync"
        else "return await sports_data.AsyncSportsData(api_key=KEY, base_url=BASE).players.get('plr_1')"
    )
    with HostileServer(in_turn(answer(404, envelope, {**headers, "x-kept": "yes"}))) as server:
        report = run_in_child(body, server.url)
    assert report.error is not None and report.error["name"] == "NotFoundError", report
    assert leaks(report.forms()) == []
    # Only what named the key went: the other headers are still there to read.
    assert "x-kept" in str(report.error["fields"])


FAILED_JOB: dict[str, Any] = {
    "run_id": "qr_1",
    "status": "failed",
    "error": {"code": "internal_error", "message": "The run failed."},
    KEY: "a key as a key",
    "nested": {f"prefix {PART}": {"list": [{KEY.lower(): 1}]}},
}


@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_the_key_as_a_dict_key_of_a_failed_job_is_not_in_job_failed_error(flavour: str) -> None:
    create = "client.query.create_and_poll(prompt='p', poll_interval=0.1)"
    body = (
        f"client = sports_data.SportsData(api_key=KEY, base_url=BASE)\nreturn {create}"
        if flavour == "sync"
        else f"client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE)\nreturn await {create}"
    )
    queued = answer(202, {"run_id": "qr_1", "status": "queued"})
    with HostileServer(in_turn(queued, answer(200, FAILED_JOB))) as server:
        report = run_in_child(body, server.url)
    assert report.error is not None and report.error["name"] == "JobFailedError", report
    assert report.error["code"] == "internal_error"
    assert leaks(report.forms()) == []
    # The job is still there, the named parts with it.
    assert "'nested'" in str(report.error["fields"]) and "The run failed." in str(report.error["fields"])


def test_the_key_as_a_dict_key_of_a_job_still_running_is_not_in_poll_timeout_error() -> None:
    running = {**FAILED_JOB, "status": "running"}
    body = "client = sports_data.SportsData(api_key=KEY, base_url=BASE)\nreturn client.query.create_and_poll(prompt='p', poll_interval=0.1, timeout=0.5)"
    with HostileServer(in_turn(answer(202, running), answer(200, running))) as server:
        report = run_in_child(body, server.url)
    assert report.error is not None and report.error["name"] == "PollTimeoutError", report
    assert leaks(report.forms()) == []


@pytest.mark.parametrize("echoed", KEY_FORMS, ids=["key", "part", "lower-case"])
@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_the_key_echoed_in_request_id_or_plan_is_not_in_meta_or_usage(echoed: str, flavour: str) -> None:
    headers = {"x-request-id": f"req_{echoed}", "x-service-plan": echoed, "x-monthly-quota-limit": "100", "x-monthly-quota-remaining": "99"}
    call = "client.players.with_response.get('plr_1')"
    body = (
        f"client = sports_data.SportsData(api_key=KEY, base_url=BASE)\nr = {call}\nreturn (r.meta, client.usage())"
        if flavour == "sync"
        else f"client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE)\nr = await {call}\nreturn (r.meta, client.usage())"
    )
    with HostileServer(in_turn(answer(200, {"id": "plr_1"}, headers))) as server:
        report = run_in_child(body, server.url)
    assert report.result == "returned", report.error
    assert leaks(str(report.value)) == []
    # What is not the key is kept: the quota, and the plan and request id as cleaned names.
    assert "limit=100" in str(report.value) and "request_id='req_[redacted]'" in str(report.value)
