"""create_and_poll and poll for query runs and export jobs, finished or failed through the control API."""

from __future__ import annotations

import threading
import time
from datetime import datetime
from typing import Any

import anyio
import httpx
import pytest

from sports_data import (
    APIUserAbortError,
    AsyncSportsData,
    InternalServerError,
    InvalidArgumentError,
    JobFailedError,
    PollTimeoutError,
    SportsData,
)

from .._fake import Fake


def _running_forever(fake: Fake, operation_id: str, job: dict[str, Any], poll_after_ms: int) -> None:
    """Every poll of `operation_id` answers the job still running (a job that never ends)."""
    body: dict[str, Any] = {**job, "status": "running"}
    fake.fault(operationId=operation_id, status=200, body=body, headers={"X-Poll-After-Ms": str(poll_after_ms)}, times=10_000)


def test_query_create_and_poll_completes(client: SportsData, fake: Fake) -> None:
    run = client.query.create_and_poll(prompt="Top five rushers in 2024", sport="football", poll_interval=0.05)
    assert run["status"] == "completed"
    assert run.get("answer")
    assert fake.count("create_query") == 1
    assert fake.count("get_query") >= 1


def test_query_poll_sees_a_run_finished_through_the_control_api(client: SportsData, fake: Fake) -> None:
    run = client.query.create(prompt="Best passers of 2023", sport="football")
    fake.finish_job(run["run_id"])
    done = client.query.poll(run["run_id"], poll_interval=5)
    assert done["status"] == "completed"
    assert fake.count("get_query") == 1


def test_query_poll_raises_job_failed_with_the_code(client: SportsData, fake: Fake) -> None:
    run = client.query.create(prompt="Who will win next year?")
    fake.fail_job(run["run_id"], code="query_failed", message="No answer.")
    with pytest.raises(JobFailedError) as caught:
        client.query.poll(run["run_id"], poll_interval=0.05)
    assert caught.value.code == "query_failed"
    assert caught.value.job["run_id"] == run["run_id"]


@pytest.mark.anyio
async def test_async_export_create_and_poll_succeeds(aclient: AsyncSportsData, fake: Fake) -> None:
    job = await aclient.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
    assert job["status"] == "succeeded"
    assert job.get("download_url")
    assert fake.count("create_export") == 1


@pytest.mark.anyio
async def test_async_export_failure_is_a_typed_error(aclient: AsyncSportsData, fake: Fake) -> None:
    job = await aclient.exports.create(resource="players", format="csv", filters={"sport": "football"})
    fake.fail_job(job["id"], code="export_row_limit_exceeded", message="Too many rows.")
    with pytest.raises(JobFailedError) as caught:
        await aclient.exports.poll(job["id"], poll_interval=0.05)
    assert caught.value.code == "export_row_limit_exceeded"


def test_x_poll_after_ms_sets_the_wait_between_polls(client: SportsData, fake: Fake) -> None:
    run = client.query.create(prompt="Most tackles in 2024", sport="football")
    body: dict[str, Any] = {**run, "status": "running"}
    fake.fault(operationId="get_query", status=200, body=body, headers={"X-Poll-After-Ms": "400"}, times=2)
    done = client.query.poll(run["run_id"], poll_interval=0.01)
    assert done["status"] == "completed"
    ats = [r["at"] for r in fake.requests("get_query")]
    assert len(ats) >= 3
    times = [datetime.fromisoformat(at.replace("Z", "+00:00")) for at in ats]
    gaps = [(b - a).total_seconds() for a, b in zip(times, times[1:])]
    assert gaps[0] >= 0.38 and gaps[1] >= 0.38


def test_the_poll_deadline_is_never_early(client: SportsData, fake: Fake) -> None:
    run = client.query.create(prompt="Fastest sprinters", sport="football")
    _running_forever(fake, "get_query", dict(run), poll_after_ms=100)
    started = time.monotonic()
    with pytest.raises(PollTimeoutError) as caught:
        client.query.poll(run["run_id"], timeout=0.6)
    elapsed = time.monotonic() - started
    # As in the TypeScript client: no wait runs past the deadline, and a poll less than the 100 ms
    # floor before it is the last one.
    assert elapsed >= 0.5
    assert elapsed < 20
    assert caught.value.job["run_id"] == run["run_id"]


def test_a_sync_poll_stops_when_its_event_is_set(client: SportsData, fake: Fake) -> None:
    job = client.exports.create(resource="games", format="csv", filters={"sport": "football"})
    _running_forever(fake, "get_export", dict(job), poll_after_ms=100)
    stop = threading.Event()
    timer = threading.Timer(0.3, stop.set)
    timer.start()
    try:
        with pytest.raises(APIUserAbortError):
            client.exports.poll(job["id"], timeout=30, cancel=stop)
    finally:
        timer.cancel()


@pytest.mark.anyio
async def test_async_poll_is_cancelled_natively(aclient: AsyncSportsData, fake: Fake) -> None:
    run = await aclient.query.create(prompt="Best defenders", sport="football")
    _running_forever(fake, "get_query", dict(run), poll_after_ms=100)
    started = time.monotonic()
    with anyio.move_on_after(0.4) as scope:
        await aclient.query.poll(run["run_id"], timeout=30)
    assert scope.cancel_called
    assert time.monotonic() - started < 10
    # Nothing keeps polling after the cancel (a poll already on the wire may still land: wait it out).
    await anyio.sleep(1.0)
    polls = fake.count("get_query")
    await anyio.sleep(0.5)
    assert fake.count("get_query") == polls


def test_a_request_option_given_to_create_and_poll_is_refused_naming_it_before_the_create(client: SportsData, fake: Fake) -> None:
    with pytest.raises(TypeError, match=r"query\.create_and_poll\(\) got an unexpected keyword argument 'max_retries': the polls' own options go in request_options="):
        client.query.create_and_poll(prompt="Top rushers", max_retries=0)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    with pytest.raises(TypeError, match=r"exports\.poll\(\) got an unexpected keyword argument 'extra_headers'"):
        client.exports.poll("exp_1", extra_headers={"x-trace": "1"})  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    bad_options: list[Any] = [{"max_retry": 1}, {"timeout": 0}, {"max_retries": -1}, {"extra_headers": {"x-trace": "a\n"}}, {"extra_headers": "x-trace: 1"}, {"extra_headers": {"x-trace": 1}}, "timeout=5"]
    for bad in bad_options:
        with pytest.raises((TypeError, InvalidArgumentError), match=r"request_options"):
            client.query.create_and_poll(prompt="Top rushers", request_options=bad)
    # Nothing billed: the create never went out.
    assert fake.count("create_query") == 0


def test_request_options_go_with_every_poll_and_not_with_the_create(fake: Fake) -> None:
    sent: list[tuple[str, str | None]] = []

    def record(request: httpx.Request) -> None:
        sent.append((request.method, request.headers.get("x-trace")))

    with httpx.Client(event_hooks={"request": [record]}) as http:
        client = SportsData(api_key=fake.keys["developer"], base_url=fake.url, http_client=http)
        run = client.query.create_and_poll(prompt="Top rushers", poll_interval=0.05, request_options={"extra_headers": {"x-trace": "poll"}, "timeout": 30})
    assert run["status"] == "completed"
    assert sent[0] == ("POST", None)
    assert sent[1:] and all(trace == ("GET", "poll") for trace in sent[1:])


def test_request_options_max_retries_bounds_each_poll(client: SportsData, fake: Fake) -> None:
    fake.fault(operationId="get_query", status=503, times=1)
    with pytest.raises(InternalServerError):
        client.query.create_and_poll(prompt="Top rushers", poll_interval=0.05, request_options={"max_retries": 0})
    assert fake.count("get_query") == 1
    # The default retries the same failed poll and the wait goes on to the end.
    fake.fault(operationId="get_query", status=503, times=1)
    assert client.query.create_and_poll(prompt="Top rushers", poll_interval=0.05)["status"] == "completed"
    assert fake.count("create_query") == 2


@pytest.mark.anyio
async def test_async_a_request_option_given_to_create_and_poll_is_refused_naming_it(aclient: AsyncSportsData, fake: Fake) -> None:
    with pytest.raises(TypeError, match=r"exports\.create_and_poll\(\) got an unexpected keyword argument 'max_retries'"):
        await aclient.exports.create_and_poll(resource="teams", format="csv", max_retries=1)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    assert fake.count("create_export") == 0
