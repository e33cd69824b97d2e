"""The one request loop (`_core.call_flow`): requests counted as the driver saw them, waits read
from the virtual clock."""

from __future__ import annotations

import datetime
import json
from typing import Callable
from urllib.parse import parse_qs, urlsplit

import pytest

from sports_data import (
    APIConnectionError,
    APIConnectionTimeoutError,
    APIError,
    InternalServerError,
    InvalidArgumentError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
)
from sports_data._config import resolve_config
from sports_data._internal.engine import Failed, Received, Send, call_flow, prepare
from sports_data._generated import operations as ops
from sports_data._operation import Operation
from sports_data._options import CallOptions

from ._scripted import Script, answer, envelope, failure

KEY = "svc_live_" + "K" * 32
CONFIG = resolve_config(
    api_key=KEY, base_url="https://api.test", max_retries=2, timeout=10.0, default_headers=None, max_response_bytes=1000, webhook_secret=None, env={}
)


def run(script: Script, op: Operation, path: dict[str, str] | None = None, inputs: dict[str, object] | None = None, **options: object):  # type: ignore[no-untyped-def]
    prepared = prepare(CONFIG, op, path or {}, inputs, CallOptions(**options))  # type: ignore[arg-type]
    return script.run(call_flow(CONFIG, prepared, clock=script.clock.clock(), random=lambda: 0.0))


def test_a_free_read_is_retried_after_the_retry_after_the_service_sent() -> None:
    script = Script([answer(503, envelope("service_unavailable"), {"retry-after": "3"}), answer(200, {"data": [], "has_more": False, "next_cursor": None})])
    result = run(script, ops.list_sports)
    assert len(script.sends) == 2
    assert script.sleeps == [3.0]
    assert result.data["has_more"] is False


def test_backoff_without_retry_after_then_the_last_error_is_raised() -> None:
    script = Script([failure("connection"), failure("connection"), failure("connection")])
    with pytest.raises(APIConnectionError):
        run(script, ops.list_sports)
    assert len(script.sends) == 3
    assert script.sleeps == [0.5, 1.0]


def test_usage_billed_calls_are_sent_once_whatever_happens() -> None:
    replies: list[Callable[[Send], Received | Failed]] = [
        answer(503, envelope("service_unavailable")),
        answer(429, envelope("rate_limit_exceeded"), {"retry-after": "1"}),
        failure("timeout"),
    ]
    for reply in replies:
        script = Script([reply])
        with pytest.raises((InternalServerError, RateLimitError, APIConnectionTimeoutError)):
            run(script, ops.create_query, inputs={"prompt": "q"}, max_retries=5)
        assert len(script.sends) == 1
        assert script.sleeps == []


def test_a_retry_after_over_60_seconds_is_raised_at_once_carrying_it() -> None:
    script = Script([answer(429, envelope("rate_limit_exceeded", type="rate_limit_error"), {"retry-after": "120"})])
    with pytest.raises(RateLimitError) as caught:
        run(script, ops.list_sports)
    assert caught.value.retry_after == 120.0
    assert len(script.sends) == 1


def test_monthly_quota_is_not_retried() -> None:
    script = Script([answer(429, envelope("monthly_quota_exceeded", type="rate_limit_error"))])
    with pytest.raises(RateLimitError) as caught:
        run(script, ops.list_sports)
    assert caught.value.code == "monthly_quota_exceeded"
    assert len(script.sends) == 1


def test_errors_carry_the_envelope_fields() -> None:
    body = {"error": {"type": "permission_error", "code": "plan_required", "message": "Upgrade.", "param": None, "request_id": "req_x"}}
    script = Script([answer(403, body, {"x-request-id": "req_header"})])
    with pytest.raises(PermissionDeniedError) as caught:
        run(script, ops.list_portal)
    error = caught.value
    assert (error.status, error.type, error.code, error.param, error.request_id, error.message) == (403, "permission_error", "plan_required", None, "req_x", "Upgrade.")


def test_an_api_errors_str_and_repr_give_status_code_and_request_id_beside_the_message() -> None:
    body = {"error": {"type": "permission_error", "code": "plan_required", "message": "Upgrade.", "param": None, "request_id": "req_x"}}
    with pytest.raises(PermissionDeniedError) as caught:
        run(Script([answer(403, body)]), ops.list_portal)
    assert str(caught.value) == "HTTP 403 plan_required: Upgrade. [request_id req_x]"
    assert repr(caught.value) == (
        "PermissionDeniedError(status=403, code='plan_required', type='permission_error', param=None, request_id='req_x', message='Upgrade.')"
    )
    assert caught.value.args == ("Upgrade.",)
    # No code and no request id: the type names what went wrong, and nothing empty is shown.
    with pytest.raises(NotFoundError) as caught_404:
        run(Script([answer(404, raw=b"not json", headers={"content-type": "text/plain"})]), ops.get_player, {"id": "plr_abc"})
    assert str(caught_404.value) == "HTTP 404: 404 Not Found (text/plain, not the service's error format): not json"


def test_a_body_that_is_not_the_envelope_still_gives_a_typed_error() -> None:
    script = Script([answer(404, raw=b"<html><body><h1>Not here</h1></body></html>", headers={"content-type": "text/html"})])
    with pytest.raises(NotFoundError) as caught:
        run(script, ops.get_player, {"id": "plr_abc"})
    assert "Not here" in str(caught.value)
    assert caught.value.code is None


def test_an_answer_that_cannot_be_used_keeps_its_request_id_header_cut_as_the_envelopes() -> None:
    script = Script([answer(200, raw=b"not json", headers={"x-request-id": "r" * 8_000})])
    with pytest.raises(APIError) as caught:
        run(script, ops.get_player, {"id": "plr_abc"})
    assert caught.value.type == "invalid_response"
    assert caught.value.request_id == "r" * 256 + "…"


def test_a_redirect_is_not_followed_and_says_where_it_pointed() -> None:
    script = Script([answer(302, headers={"location": "https://elsewhere.test/v1/sports?token=secret"})])
    with pytest.raises(APIError) as caught:
        run(script, ops.list_sports)
    assert len(script.sends) == 1
    assert "https://elsewhere.test/v1/sports?[redacted]" in str(caught.value)
    assert "secret" not in str(caught.value)


def test_an_answer_over_the_byte_cap_is_refused_and_not_retried() -> None:
    # What a driver hands back once reading passed the cap.
    script = Script([lambda send: Received(answer(200, {})(send).response, b"", too_large=True)])
    with pytest.raises(APIError) as caught:
        run(script, ops.list_sports)
    assert caught.value.type == "response_too_large"
    assert len(script.sends) == 1


def test_the_key_goes_in_the_authorization_header_and_a_keyless_operation_gets_none() -> None:
    script = Script([answer(200, {"data": [], "has_more": False, "next_cursor": None}), answer(200, {"updated_at": "x", "cells": []})])
    run(script, ops.list_sports)
    run(script, ops.get_coverage)
    assert script.sends[0].headers["authorization"] == f"Bearer {KEY}"
    assert "authorization" not in script.sends[1].headers


def test_path_ids_are_checked_against_the_document_before_sending() -> None:
    script = Script([])
    for bad in ("nope", "plr_", "plr_abc/../x", "team_abc"):
        with pytest.raises(InvalidArgumentError) as caught:
            run(script, ops.get_player, {"id": bad})
        assert caught.value.param == "id"
    assert script.sends == []


def test_a_refused_id_names_the_kind_wanted_and_the_kind_it_looks_like() -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        prepare(CONFIG, ops.get_player, {"id": "team_3Hd8Vw2QxZ5nL1cJ"}, None, CallOptions())
    assert str(caught.value) == (
        "players.get: id must be a player id matching ^plr_[A-Za-z0-9]+$, such as plr_7Kq2Xb9LmN4pR8sT,"
        " got 'team_3Hd8Vw2QxZ5nL1cJ' (this looks like a team id)."
    )
    with pytest.raises(InvalidArgumentError) as caught:
        prepare(CONFIG, ops.get_query, {"run_id": "../teams"}, None, CallOptions())
    assert str(caught.value) == (
        "query.get: run_id must be a query run id matching ^qr_[A-Za-z0-9]+$, such as qr_4Ym8Cp2VnR6tK9wZ, got '../teams'."
    )


def test_an_id_the_service_made_is_not_rechecked_but_a_dot_segment_never_goes_out() -> None:
    odd = prepare(CONFIG, ops.get_player, {"id": "p 1"}, None, CallOptions(), check_ids=False)
    assert odd.request.url == "https://api.test/v1/players/p%201"
    for dots in ("", ".", ".."):
        with pytest.raises(InvalidArgumentError, match="id must be a non-empty string id"):
            prepare(CONFIG, ops.get_player, {"id": dots}, None, CallOptions(), check_ids=False)


def test_none_means_not_given_and_the_cursor_joins_the_body_of_a_post_list() -> None:
    prepared = prepare(CONFIG, ops.search_players, {}, {"sport": "football", "division": None, "limit": 5}, CallOptions(), cursor="cur_1")
    assert prepared.request.content == b'{"sport":"football","limit":5,"cursor":"cur_1"}'
    prepared = prepare(CONFIG, ops.list_teams, {}, {"sport": "football", "division": None, "limit": 5}, CallOptions(), cursor="cur_1")
    assert prepared.request.url == "https://api.test/v1/teams?sport=football&limit=5&cursor=cur_1"


def test_idempotency_key_only_where_the_operation_takes_one() -> None:
    prepared = prepare(CONFIG, ops.create_query, {}, {"prompt": "q"}, CallOptions(idempotency_key="k-1"))
    assert prepared.request.headers["idempotency-key"] == "k-1"
    with pytest.raises(InvalidArgumentError):
        prepare(CONFIG, ops.list_sports, {}, None, CallOptions(idempotency_key="k-1"))
    with pytest.raises(InvalidArgumentError):
        prepare(CONFIG, ops.create_query, {}, {"prompt": "q"}, CallOptions(idempotency_key="x" * 256))


def test_a_retry_that_would_pass_the_deadline_ends_at_the_deadline() -> None:
    # A poll's deadline (the wait's), as the TypeScript client's deadline signal: the 5 s retry wait
    # is cut to the 2 s left and ends the attempts there; the wait turns it into PollTimeoutError.
    script = Script([answer(503, envelope("service_unavailable"), {"retry-after": "5"})])
    prepared = prepare(CONFIG, ops.get_query, {"run_id": "qr_abc"}, None, CallOptions())
    with pytest.raises(APIConnectionTimeoutError):
        script.run(call_flow(CONFIG, prepared, clock=script.clock.clock(), deadline=script.clock.now + 2))
    assert script.sleeps == [2.0]
    assert len(script.sends) == 1


def test_an_aware_datetime_is_sent_as_an_rfc_3339_instant_in_utc() -> None:
    paris = datetime.timezone(datetime.timedelta(hours=1))
    since = datetime.datetime(2025, 1, 1, 13, 30, 5, tzinfo=paris)
    prepared = prepare(CONFIG, ops.list_movements, {}, {"since": since}, CallOptions())
    assert parse_qs(urlsplit(prepared.request.url).query)["since"] == ["2025-01-01T12:30:05Z"]
    body = {"resource": "movements", "format": "csv", "filters": {"since": since}}
    prepared = prepare(CONFIG, ops.create_export, {}, body, CallOptions())
    assert json.loads(prepared.request.content or b"")["filters"]["since"] == "2025-01-01T12:30:05Z"


def test_values_that_cannot_be_sent_are_refused_before_sending() -> None:
    # A naive datetime: local time or UTC is a guess the SDK does not make.
    with pytest.raises(InvalidArgumentError, match="naive") as caught:
        prepare(CONFIG, ops.list_movements, {}, {"since": datetime.datetime(2025, 1, 1)}, CallOptions())
    assert caught.value.param == "since"
    with pytest.raises(InvalidArgumentError, match="naive"):
        prepare(CONFIG, ops.create_export, {}, {"resource": "movements", "format": "csv", "filters": {"since": datetime.datetime(2025, 1, 1)}}, CallOptions())
    with pytest.raises(InvalidArgumentError):
        prepare(CONFIG, ops.list_movements, {}, {"since": datetime.date(2025, 1, 1)}, CallOptions())
    with pytest.raises(InvalidArgumentError):
        prepare(CONFIG, ops.create_query, {}, {"prompt": object()}, CallOptions())
    with pytest.raises(InvalidArgumentError):
        prepare(CONFIG, ops.search_players, {}, {"sport": "football", "limit": float("nan")}, CallOptions())
