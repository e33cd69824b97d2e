"""The retry rule (contract section 5) as the pure function both drivers share."""

import sys
from email.utils import formatdate
from typing import Callable

from sports_data._internal.retry import Answered, NoAnswer, Retry, RetryPolicy, Stop, backoff, decide, parse_retry_after

FREE = RetryPolicy(max_retries=2, billed=False)
BILLED = RetryPolicy(max_retries=2, billed=True)


def fixed(value: float) -> Callable[[], float]:
    return lambda: value


def test_free_reads_retry_the_documented_statuses_and_nothing_else() -> None:
    for status in (408, 500, 502, 503, 504):
        assert isinstance(decide(FREE, 0, Answered(status, None, None)), Retry), status
    for status in (400, 401, 402, 403, 404, 409, 422, 501):
        assert decide(FREE, 0, Answered(status, None, None)) == Stop("final"), status
    assert decide(FREE, 0, Answered(200, None, None)) == Stop("done")


def test_429_is_retried_only_for_the_per_minute_limit() -> None:
    assert isinstance(decide(FREE, 0, Answered(429, "rate_limit_exceeded", 1.0)), Retry)
    assert decide(FREE, 0, Answered(429, "monthly_quota_exceeded", None)) == Stop("final")
    assert decide(FREE, 0, Answered(429, None, None)) == Stop("final")


def test_usage_billed_calls_are_never_retried() -> None:
    assert decide(BILLED, 0, Answered(503, None, 1.0)) == Stop("billed")
    assert decide(BILLED, 0, NoAnswer("connection")) == Stop("billed")
    assert decide(BILLED, 0, NoAnswer("timeout")) == Stop("billed")


def test_retries_stop_at_max_retries() -> None:
    assert isinstance(decide(FREE, 1, NoAnswer("timeout")), Retry)
    assert decide(FREE, 2, NoAnswer("timeout")) == Stop("exhausted")
    assert decide(RetryPolicy(max_retries=0, billed=False), 0, NoAnswer("connection")) == Stop("exhausted")


def test_retry_after_is_waited_for_up_to_60_seconds_and_handed_over_beyond() -> None:
    assert decide(FREE, 0, Answered(429, "rate_limit_exceeded", 60.0)) == Retry(60.0)
    assert decide(FREE, 0, Answered(503, None, 2.5)) == Retry(2.5)
    assert decide(FREE, 0, Answered(429, "rate_limit_exceeded", 61.0)) == Stop("wait_too_long")


def test_backoff_doubles_from_half_a_second_to_eight_with_jitter_taken_off() -> None:
    assert [backoff(n, fixed(0.0)) for n in (1, 2, 3, 4, 5, 6, 30)] == [0.5, 1.0, 2.0, 4.0, 8.0, 8.0, 8.0]
    assert backoff(1, fixed(1.0)) == 0.375
    assert decide(FREE, 0, NoAnswer("connection"), fixed(0.0)) == Retry(0.5)


def test_retry_after_reads_seconds_and_the_three_http_date_forms() -> None:
    now = 1_700_000_000.0
    assert parse_retry_after("7", now) == 7.0
    assert parse_retry_after(" 1.5 ", now) == 1.5
    assert parse_retry_after(formatdate(now + 30, usegmt=True), now) == 30.0
    assert parse_retry_after("Tuesday, 14-Nov-23 22:13:50 GMT", now) == 30.0
    assert parse_retry_after("Tue Nov 14 22:13:50 2023", now) == 30.0
    assert parse_retry_after(formatdate(now - 30, usegmt=True), now) == 0.0


def test_unreadable_retry_after_falls_back_to_backoff() -> None:
    for value in (None, "", "-1", "soon", "soon 2031", "1e3", "12 seconds", ".5", "5.", "1.2.3", "\u0665", "9" * 400 + "x"):
        assert parse_retry_after(value, 0.0) is None, value


def test_retry_after_digits_are_seconds_however_many() -> None:
    assert parse_retry_after("9" * 20, 0.0) == 1e20
    assert parse_retry_after("0" * 400 + "5", 0.0) == 5.0
    # Too long for a finite float: the largest one, over the cap, so the error is raised at once.
    for value in ("9" * 400, "7" * 20_000 + ".5"):
        assert parse_retry_after(value, 0.0) == sys.float_info.max
        assert decide(FREE, 0, Answered(429, "rate_limit_exceeded", parse_retry_after(value, 0.0))) == Stop("wait_too_long")
