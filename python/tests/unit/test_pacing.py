"""Pacing keeps every rolling minute within the plan's reads, counting slots freed a minute after their answers."""

from __future__ import annotations

import logging
from typing import Callable

import httpx
import pytest

from sports_data import RateLimitError
from sports_data._config import resolve_config
from sports_data._internal.engine import Received, Send, call_flow, prepare
from sports_data._generated import operations as ops
from sports_data._options import CallOptions
from sports_data._internal.pacing import Traffic

from ._scripted import Script, answer, envelope


def test_slots_free_a_minute_after_each_answer() -> None:
    traffic = Traffic(True, reads_per_minute=2)
    first, wait = traffic.admit(0.0)
    second, _ = traffic.admit(0.0)
    assert wait == 0 and first is not None and second is not None
    assert traffic.admit(0.5) == (None, 0.05)  # both held by attempts in flight
    traffic.release(first, 1.0)
    traffic.release(second, 2.0)
    assert traffic.admit(30.0) == (None, 31.0)
    token, wait = traffic.admit(61.0)
    assert token is not None and wait == 0


def test_the_plan_is_learned_from_answers_and_sets_the_limit() -> None:
    traffic = Traffic(True)
    assert traffic.limit() is None
    traffic.learn(httpx.Headers({"x-service-plan": "developer", "x-monthly-quota-limit": "10", "x-monthly-quota-remaining": "4"}))
    usage = traffic.usage()
    assert usage.plan == "developer" and usage.reads_per_minute == traffic.limit() and usage.reads_per_minute
    assert usage.quota is not None and usage.quota.remaining == 4


def test_off_means_no_slots() -> None:
    assert Traffic(False).admit(0.0) == (None, 0.0)


# A 429 that comes anyway (another process on the account, a lowered limit): the whole client
# pauses for its Retry-After, and a call never waits for that longer than for a Retry-After.

KEY = "svc_live_" + "K" * 32
CONFIG = resolve_config(
    api_key=KEY, base_url="https://api.test", max_retries=2, timeout=10.0, default_headers=None, max_response_bytes=1000, webhook_secret=None, env={}
)
LIST: dict[str, object] = {"data": [], "has_more": False, "next_cursor": None}


def _call(script: Script, traffic: Traffic) -> object:
    prepared = prepare(CONFIG, ops.list_sports, {}, None, CallOptions())
    return script.run(call_flow(CONFIG, prepared, clock=script.clock.clock(), pacer=traffic, random=lambda: 0.0))


def _rate_limited(seconds: str) -> Callable[[Send], Received]:
    return answer(429, envelope("rate_limit_exceeded", type="rate_limit_error"), {"retry-after": seconds})


def test_a_long_pause_fails_calls_at_once_unsent_until_60_seconds_are_left() -> None:
    traffic = Traffic(True, reads_per_minute=100)
    script = Script([_rate_limited("120")])
    with pytest.raises(RateLimitError):
        _call(script, traffic)
    script.clock.now += 10
    with pytest.raises(RateLimitError) as caught:
        _call(script, traffic)
    assert len(script.sends) == 1  # the second call was never sent
    assert caught.value.retry_after == 110.0 and caught.value.code == "rate_limit_exceeded"
    assert "Not sent" in str(caught.value)
    script.clock.now += 55  # 55 s of the pause left: the call waits for them, then goes
    script.replies.append(answer(200, LIST))
    _call(script, traffic)
    assert len(script.sends) == 2 and script.sleeps == [55.0]


def test_a_short_pause_holds_every_caller_until_it_ends() -> None:
    traffic = Traffic(True, reads_per_minute=100)
    first = Script([_rate_limited("5"), answer(200, LIST)])
    _call(first, traffic)
    assert first.sleeps == [5.0] and len(first.sends) == 2  # the read's own retry after Retry-After
    other = Script([answer(200, LIST)], clock=first.clock)
    first.clock.now -= 3  # another caller, two seconds into the pause
    _call(other, traffic)
    assert other.sleeps == [3.0]


def test_a_pause_is_kept_at_most_an_hour() -> None:
    traffic = Traffic(True, reads_per_minute=100)
    script = Script([_rate_limited("86400")])
    with pytest.raises(RateLimitError):
        _call(script, traffic)
    with pytest.raises(RateLimitError) as caught:
        _call(script, traffic)
    assert caught.value.retry_after == 3600.0


def test_an_unpaced_client_pauses_nothing_and_hints_at_pacing_once(caplog: pytest.LogCaptureFixture) -> None:
    traffic = Traffic(False)
    script = Script([_rate_limited("120"), _rate_limited("120"), answer(200, LIST)])
    with caplog.at_level(logging.WARNING, logger="sports_data"):
        for _ in range(2):
            with pytest.raises(RateLimitError):
                _call(script, traffic)
    _call(script, traffic)
    assert len(script.sends) == 3
    assert sum("Pass pacing=True" in record.getMessage() for record in caplog.records) == 1
