"""Poll deadlines and hints, as the pure rules both clients run (`_internal/polling.py`), driven by scripted answers."""

from __future__ import annotations

from typing import Any

import pytest

from sports_data import JobFailedError, PollTimeoutError
from sports_data._config import resolve_config
from sports_data._generated import operations as ops
from sports_data._internal.engine import Answer, Flow, Received, Send, call_flow, prepare
from sports_data._internal.polling import JobStates, PollSettings, next_wait, poll_flow
from sports_data._options import CallOptions

from ._scripted import Script, answer, failure

CONFIG = resolve_config(
    api_key="svc_live_" + "K" * 32, base_url="https://api.test", max_retries=2, timeout=10.0, default_headers=None, max_response_bytes=10_000, webhook_secret=None, env={}
)
RUN = JobStates(noun="query run", id_field="run_id", succeeded="completed", failed="failed")


def test_the_service_poll_hint_wins_over_the_interval_but_never_under_the_floor() -> None:
    import httpx

    assert next_wait(httpx.Headers({"x-poll-after-ms": "2500"}), 1.0) == 2.5
    assert next_wait(httpx.Headers({"x-poll-after-ms": "5"}), 1.0) == 0.1
    assert next_wait(httpx.Headers({"x-poll-after-ms": "soon"}), 1.0) == 1.0
    assert next_wait(None, 0.0) == 0.1


def run_state(status: str, **extra: Any) -> dict[str, Any]:
    return {"run_id": "qr_abc", "status": status, **extra}


def polls(script: Script, timeout: float, interval: float = 1.0) -> Flow[Any]:
    clock = script.clock.clock()

    def get(job_id: str, options: CallOptions, deadline: float | None) -> Flow[Answer]:
        prepared = prepare(CONFIG, ops.get_query, {"run_id": job_id}, None, options)
        return call_flow(CONFIG, prepared, clock=clock, deadline=deadline)

    return poll_flow(get, "qr_abc", RUN, PollSettings(interval, timeout, None), clock.monotonic)


def test_polls_until_done_sleeping_what_the_service_asks() -> None:
    script = Script(
        [
            answer(200, run_state("queued"), {"x-poll-after-ms": "300"}),
            answer(200, run_state("a_state_added_later"), {"x-poll-after-ms": "700"}),
            answer(200, run_state("completed", answer="42")),
        ]
    )
    done = script.run(polls(script, timeout=60))
    assert done["answer"] == "42"
    assert len(script.sends) == 3
    assert script.sleeps == [0.3, 0.7]


def test_a_failed_run_raises_with_its_code() -> None:
    script = Script([answer(200, run_state("failed", error={"code": "internal_error", "message": "boom"}))])
    with pytest.raises(JobFailedError) as caught:
        script.run(polls(script, timeout=60))
    assert caught.value.code == "internal_error"
    assert caught.value.job["status"] == "failed"


def test_a_failed_run_with_huge_error_text_raises_with_it_cut() -> None:
    huge = "x" * 2_000_000
    script = Script([answer(200, run_state("failed", error={"code": huge, "message": huge}))])
    with pytest.raises(JobFailedError) as caught:
        script.run(polls(script, timeout=60))
    assert len(str(caught.value.message)) < 4096 + 300
    # Cut as an error answer's fields are (one cutter, _redact.server_field), and marked with `…`.
    assert caught.value.code == "x" * 256 + "…"
    assert caught.value.message.endswith("x" * 100 + "…")


def test_the_deadline_never_fires_early_the_last_wait_ends_at_it_and_one_last_poll_is_made() -> None:
    script = Script([answer(200, run_state("running"), {"x-poll-after-ms": "4000"}) for _ in range(5)])
    started = script.clock.now
    with pytest.raises(PollTimeoutError) as caught:
        script.run(polls(script, timeout=10))
    assert script.sleeps == [4.0, 4.0, 2.0]
    assert script.clock.now - started >= 10
    assert len(script.sends) == 4
    assert caught.value.job["status"] == "running"


def test_the_last_wait_is_cut_to_the_deadline_and_one_last_poll_is_made_there() -> None:
    # As the TypeScript client (test/core/polling.test.ts): polls at 0.3, 0.6, 0.9 and 1.0 s, then
    # PollTimeoutError at 1.0 s (0.4.0 gave up at 0.9 s "because less than 0.1 s was left").
    times: list[float] = []
    script = Script([])
    started = script.clock.now

    def running(send: Send) -> Received:
        times.append(round(script.clock.now - started, 6))
        return answer(200, run_state("running"))(send)

    script.replies = [running] * 5
    with pytest.raises(PollTimeoutError):
        script.run(polls(script, timeout=1.0, interval=0.3))
    assert times == [0.0, 0.3, 0.6, 0.9, 1.0]
    assert abs(script.clock.now - started - 1.0) < 1e-9


def test_no_last_poll_within_the_floor_of_the_answer_before_it_and_never_a_timeout_before_the_deadline() -> None:
    # Each poll takes 0.05 s: answers at 0.05, 0.4, 0.75; a poll at the deadline (0.8 s) would come
    # 0.05 s after the last answer, under the 0.1 s floor: that answer was the last, and the error
    # still waits for the deadline.
    script = Script([answer(200, run_state("running")) for _ in range(3)], latency=0.05)
    started = script.clock.now
    with pytest.raises(PollTimeoutError):
        script.run(polls(script, timeout=0.8, interval=0.3))
    assert len(script.sends) == 3
    assert abs(script.clock.now - started - 0.8) < 1e-9


def test_a_poll_cut_short_by_the_deadline_is_a_poll_timeout_at_the_deadline_never_before() -> None:
    # The poll sent at 0.96 s has 0.04 s left; it times out at 0.98 s by this clock (a socket timer
    # may end a little early): PollTimeoutError still comes at the deadline, after the rest is waited.
    script = Script([answer(200, run_state("running")), failure("timeout")], latency=0.02)
    started = script.clock.now
    with pytest.raises(PollTimeoutError):
        script.run(polls(script, timeout=1.0, interval=0.94))
    assert abs(script.sends[1].timeout - (1.0 - 0.96)) < 1e-9
    assert abs(script.clock.now - started - 1.0) < 1e-9


def test_a_retry_wait_past_the_deadline_ends_at_it_with_a_poll_timeout() -> None:
    # As the TypeScript client: a poll answered 503 with Retry-After 5 at 0.9 s of a 1.0 s wait is
    # not waited for 5 s, nor raised as the 503 at 0.9 s: the wait ends at the deadline, with
    # PollTimeoutError, and no poll is sent after it.
    script = Script([answer(200, run_state("running")), answer(503, {"error": {"code": "service_unavailable"}}, {"retry-after": "5"})])
    started = script.clock.now
    with pytest.raises(PollTimeoutError):
        script.run(polls(script, timeout=1.0, interval=0.9))
    assert len(script.sends) == 2
    assert abs(script.clock.now - started - 1.0) < 1e-9
