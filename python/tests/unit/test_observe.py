"""
`hooks=` against the real fake (contract section 13): the events of each attempt, in order, with the
requests the fake counted; a hook that raises, or is async on the sync client, never breaks a call
and is reported once; async hooks run beside the call on the async client; nothing is imported or
made when off; and `telemetry=` without OpenTelemetry installed says which extra to install.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import httpx
import pytest

from sports_data import (
    APIConnectionError,
    AsyncSportsData,
    HookEvent,
    Hooks,
    InternalServerError,
    InvalidArgumentError,
    PacingWaitEvent,
    PollEvent,
    RequestEvent,
    ResponseEvent,
    RetryEvent,
    SettledEvent,
    SportsData,
)

from .._fake import Fake, echo_the_key, refused_then_paced
from .._imports import as_if_not_installed, modules_after
from .._sample import Sample


class Recorder(Hooks):
    """Every event, in the order the hooks were called."""

    def __init__(self) -> None:
        self.events: list[HookEvent] = []

    def _record(self, event: HookEvent) -> None:
        self.events.append(event)

    on_request = on_response = on_retry = on_pacing_wait = on_poll = on_settled = _record

    def tuples(self) -> list[tuple[Any, ...]]:
        """What the conformance case compares: kind, attempt, status, reason, wait source."""
        return [
            (e.kind, e.attempt, getattr(e, "status", None), getattr(e, "reason", None), getattr(e, "wait_source", None))
            for e in self.events
        ]


def _client(fake: Fake, hooks: object, **options: Any) -> SportsData:
    return SportsData(api_key=fake.keys["developer"], base_url=fake.url, hooks=hooks, **options)


def _aclient(fake: Fake, hooks: object, **options: Any) -> AsyncSportsData:
    return AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, hooks=hooks, **options)


RETRIED_READ = [
    ("request", 1, None, None, None),
    ("response", 1, 503, None, None),
    ("retry", 1, 503, "status", "retry-after"),
    ("request", 2, None, None, None),
    ("response", 2, 200, None, None),
    ("settled", 2, None, None, None),
]


def test_a_retried_read_tells_each_attempt_in_order(fake: Fake, sample: Sample) -> None:
    fake.fault(operationId="get_player", status=503, times=1, retryAfter=0)
    recorder = Recorder()
    with _client(fake, recorder) as client:
        player = client.players.get(sample.player_id)
    assert player["id"] == sample.player_id
    assert [r["status"] for r in fake.requests("get_player")] == [503, 200]
    assert recorder.tuples() == RETRIED_READ
    first = recorder.events[0]
    assert isinstance(first, RequestEvent)
    assert (first.operation, first.operation_id, first.method, first.url_template, first.billing) == (
        "players.get", "get_player", "GET", "/v1/players/{id}", "free"
    )
    assert first.url == f"{fake.url}/v1/players/{sample.player_id}"
    assert first.idempotency_key is False
    assert len({e.call_id for e in recorder.events}) == 1
    retry = recorder.events[2]
    assert isinstance(retry, RetryEvent) and retry.wait_ms == 0
    answered = recorder.events[4]
    assert isinstance(answered, ResponseEvent)
    assert answered.plan == "developer" and answered.request_id == fake.requests("get_player")[1]["requestId"]
    assert answered.quota is not None and answered.quota.remaining >= 0
    assert answered.bytes > 0 and answered.duration_ms >= 0 and answered.from_cache is False
    settled = recorder.events[5]
    assert isinstance(settled, SettledEvent)
    assert (settled.ok, settled.error, settled.attempts) == (True, None, 2)


@pytest.mark.anyio
async def test_async_a_retried_read_tells_each_attempt_in_order(fake: Fake, sample: Sample) -> None:
    fake.fault(operationId="get_player", status=503, times=1, retryAfter=0)
    recorder = Recorder()
    async with _aclient(fake, recorder) as client:
        await client.players.get(sample.player_id)
    assert [r["status"] for r in fake.requests("get_player")] == [503, 200]
    assert recorder.tuples() == RETRIED_READ


def test_a_usage_billed_create_answered_503_has_one_attempt(fake: Fake) -> None:
    fake.fault(operationId="create_query", status=503, times=2, retryAfter=0)
    recorder = Recorder()
    with _client(fake, recorder) as client, pytest.raises(InternalServerError) as caught:
        client.query.create(prompt="Who led the nation in rushing yards?", sport="football", idempotency_key="run-1")
    assert fake.count("create_query") == 1
    assert recorder.tuples() == [("request", 1, None, None, None), ("response", 1, 503, None, None), ("settled", 1, None, None, None)]
    request, _response, settled = recorder.events
    assert isinstance(request, RequestEvent) and request.billing == "usage" and request.idempotency_key is True
    assert isinstance(settled, SettledEvent) and settled.ok is False and settled.error is caught.value


def test_a_retry_after_wait_and_a_dropped_connection(fake: Fake) -> None:
    fake.fault(operationId="list_sports", status=503, times=1, retryAfter=1)
    fake.fault(operationId="list_sports", reset="before_headers", times=1)
    recorder = Recorder()
    with _client(fake, recorder) as client:
        client.reference.list_sports(limit=5)
    assert [r["status"] for r in fake.requests("list_sports")] == [503, None, 200]
    retries = [e for e in recorder.events if isinstance(e, RetryEvent)]
    assert [(r.attempt, r.reason, r.status, r.wait_source) for r in retries] == [
        (1, "status", 503, "retry-after"),
        (2, "connection", None, "backoff"),
    ]
    assert retries[0].wait_ms == 1000
    assert 0 < retries[1].wait_ms <= 1000  # the backoff of a second retry
    # Query values are redacted in every event; the names stay.
    assert {e.url for e in recorder.events} == {f"{fake.url}/v1/sports?limit=[redacted]"}


def test_a_connection_error_settles_with_the_typed_error(fake: Fake) -> None:
    fake.fault(operationId="list_sports", reset="before_headers", times=3)
    recorder = Recorder()
    with _client(fake, recorder, max_retries=1) as client, pytest.raises(APIConnectionError) as caught:
        client.reference.list_sports(limit=5)
    assert fake.count("list_sports") == 2
    assert [t[0] for t in recorder.tuples()] == ["request", "retry", "request", "settled"]
    settled = recorder.events[-1]
    assert isinstance(settled, SettledEvent) and settled.error is caught.value and settled.attempts == 2


def test_events_are_frozen_and_a_hook_that_raises_is_reported_once(fake: Fake, sample: Sample, caplog: pytest.LogCaptureFixture) -> None:
    seen: list[RequestEvent] = []

    def meddle(event: RequestEvent) -> None:
        seen.append(event)
        event.url = "http://elsewhere.example/"  # type: ignore[misc]

    def broken(event: SettledEvent) -> None:
        raise ValueError("the dashboard is down")

    caplog.set_level(logging.WARNING, logger="sports_data")
    with _client(fake, {"on_request": meddle, "on_settled": broken}) as client:
        for _ in range(3):
            assert client.players.get(sample.player_id)["id"] == sample.player_id
    assert fake.count("get_player") == 3
    assert len(seen) == 3
    assert all(r["path"] == f"/v1/players/{sample.player_id}" for r in fake.requests("get_player"))
    reports = [r.getMessage() for r in caplog.records if r.name == "sports_data" and r.levelno == logging.WARNING]
    assert len([m for m in reports if "hooks.on_request raised FrozenInstanceError" in m]) == 1
    assert len([m for m in reports if "hooks.on_settled raised ValueError: the dashboard is down" in m]) == 1
    assert len(reports) == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        seen[0].attempt = 5  # type: ignore[misc]


def test_an_async_hook_on_the_sync_client_is_not_run_and_reported_once(
    fake: Fake, sample: Sample, caplog: pytest.LogCaptureFixture
) -> None:
    ran: list[HookEvent] = []

    async def on_response(event: ResponseEvent) -> None:
        ran.append(event)

    caplog.set_level(logging.WARNING, logger="sports_data")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no "coroutine was never awaited"
        with _client(fake, {"on_response": on_response}) as client:
            client.players.get(sample.player_id)
            client.players.get(sample.player_id)
    assert ran == []
    assert fake.count("get_player") == 2
    reports = [r.getMessage() for r in caplog.records if r.name == "sports_data" and r.levelno == logging.WARNING]
    assert len(reports) == 1 and "hooks.on_response is async" in reports[0] and "AsyncSportsData" in reports[0]


@pytest.mark.anyio
async def test_async_hooks_run_as_tasks_beside_the_call(fake: Fake, sample: Sample, caplog: pytest.LogCaptureFixture) -> None:
    released = asyncio.Event()
    finished: list[int] = []

    async def on_settled(event: SettledEvent) -> None:
        # Waits for something only the test does after the call returned: awaited by the call, it would hang it.
        await released.wait()
        finished.append(event.call_id)

    async def on_request(event: RequestEvent) -> None:
        raise RuntimeError("async hook failed")

    caplog.set_level(logging.WARNING, logger="sports_data")
    async with _aclient(fake, {"on_settled": on_settled, "on_request": on_request}) as client:
        player = await asyncio.wait_for(client.players.get(sample.player_id), 30)
        assert player["id"] == sample.player_id
        assert finished == []
        released.set()
        for _ in range(100):
            if finished:
                break
            await asyncio.sleep(0.01)
    assert finished == [1]
    reports = [r.getMessage() for r in caplog.records if r.name == "sports_data" and r.levelno == logging.WARNING]
    assert reports == [
        "hooks.on_request raised RuntimeError: async hook failed; the call went on (reported once per hook and client)."
    ]


def test_a_job_wait_tells_each_poll(fake: Fake) -> None:
    recorder = Recorder()
    with _client(fake, recorder) as client:
        run = client.query.create_and_poll(prompt="Top five rushers in 2024", sport="football", poll_interval=0.05)
    polls = [e for e in recorder.events if isinstance(e, PollEvent)]
    assert len(polls) == fake.count("get_query") >= 1
    assert all(p.job_id == run["run_id"] and p.operation == "query.get" for p in polls)
    assert polls[-1].state == "completed" and polls[-1].next_wait_ms is None
    assert all(p.state != "completed" and p.next_wait_ms is not None and p.next_wait_ms >= 100 for p in polls[:-1])
    # Each poll event carries the call id of the poll that answered it, and comes while that call is
    # open: right before its settled event (as the TypeScript client; telemetry puts it on the call's span).
    settled = {e.call_id for e in recorder.events if isinstance(e, SettledEvent) and e.operation == "query.get"}
    assert {p.call_id for p in polls} == settled
    for poll in polls:
        after = recorder.events[recorder.events.index(poll) + 1]
        assert isinstance(after, SettledEvent) and after.call_id == poll.call_id and after.ok
    creates = [e for e in recorder.events if e.operation == "query.create"]
    assert [e.kind for e in creates] == ["request", "response", "settled"]


def _file_events(recorder: Recorder) -> list[HookEvent]:
    return [e for e in recorder.events if e.operation == "exports.download"]


def test_an_export_download_tells_its_file_request_with_the_link_query_redacted(fake: Fake) -> None:
    recorder = Recorder()
    key = fake.keys["developer"]
    with _client(fake, recorder) as client:
        job = client.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
        recorder.events.clear()
        rows = list(client.exports.download(job).rows())
    assert len(rows) == job["row_count"] > 0
    events = _file_events(recorder)
    assert events == recorder.events  # the file's own call, and nothing else
    assert [e.kind for e in events] == ["request", "response", "settled"]
    request, response, settled = events
    assert isinstance(request, RequestEvent) and isinstance(response, ResponseEvent) and isinstance(settled, SettledEvent)
    assert (request.method, request.operation_id, request.url_template, request.billing, request.attempt) == (
        "GET", "download_export_file", "{download_url}", "free", 1,
    )
    assert len({e.call_id for e in events}) == 1 and response.status == 200
    assert settled.ok and settled.error is None and settled.attempts == 1
    # The pre-signed link's query values are never shown; its names and the path are.
    link = httpx.URL(job["download_url"])
    signature = link.params["signature"]
    assert signature and request.url.startswith(f"{link.scheme}://{link.netloc.decode()}{link.path}?")
    assert "signature=" in request.url and not [e for e in events if signature in repr(e)]
    assert not [e for e in recorder.events if key in repr(e)]
    files = [r for r in fake.requests() if r.get("origin") == "files"]
    assert len(files) == 1 and files[0]["authorized"] is False


def test_a_retried_export_download_is_the_machine_s_retry(fake: Fake) -> None:
    # The file host's 503 (Retry-After 0) is retried by the one attempt loop: a retry event of the
    # file's call, read from the same answer, and a second request the file host counted.
    recorder = Recorder()
    with _client(fake, recorder) as client:
        job = client.exports.create_and_poll(resource="teams", format="csv", filters={"sport": "football"}, poll_interval=0.05)
        recorder.events.clear()
        fake.fault(operationId="download_export_file", status=503, times=1, retryAfter=0)
        rows = list(client.exports.download(job).rows())
    assert len(rows) == job["row_count"] > 0
    assert [(e.kind, e.attempt, getattr(e, "status", None), getattr(e, "wait_source", None)) for e in _file_events(recorder)] == [
        ("request", 1, None, None),
        ("response", 1, 503, None),
        ("retry", 1, 503, "retry-after"),
        ("request", 2, None, None),
        ("response", 2, 200, None),
        ("settled", 2, None, None),
    ]
    assert len([r for r in fake.requests() if r.get("origin") == "files"]) == 2


@pytest.mark.anyio
async def test_async_an_export_download_is_observed_the_same(fake: Fake) -> None:
    recorder = Recorder()
    async with _aclient(fake, recorder) as client:
        job = await client.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
        recorder.events.clear()
        file = await client.exports.download(job)
        rows = [row async for row in file.rows()]
    assert len(rows) == job["row_count"] > 0
    assert [e.kind for e in _file_events(recorder)] == ["request", "response", "settled"]


def test_a_pause_after_429_is_a_pacing_wait(fake: Fake, sample: Sample) -> None:
    recorder = Recorder()
    with _client(fake, recorder, pacing=True, max_retries=0) as client:
        refused_then_paced(fake, client, sample.player_id)
    waits = [e for e in recorder.events if isinstance(e, PacingWaitEvent)]
    assert waits and all(w.why == "paused_after_429" and 0 < w.wait_ms <= 1000 for w in waits)
    assert waits[0].attempt == 1 and waits[0].call_id == 2
    requests = fake.requests("get_player")
    assert [r["status"] for r in requests] == [429, 200]
    # The second request went out no earlier than the pause asked (as the fake's clock saw it).
    from datetime import datetime

    first, second = (datetime.fromisoformat(r["at"].replace("Z", "+00:00")) for r in requests)
    assert (second - first).total_seconds() >= 0.95


@pytest.mark.anyio
async def test_64_calls_in_flight_each_have_their_own_events(fake: Fake, sample: Sample) -> None:
    recorder = Recorder()
    async with _aclient(fake, recorder) as client:
        await asyncio.gather(*(client.players.get(sample.player_id) for _ in range(64)))
    assert fake.count("get_player") == 64
    by_call: dict[int, list[str]] = {}
    for event in recorder.events:
        by_call.setdefault(event.call_id, []).append(event.kind)
    assert sorted(by_call) == list(range(1, 65))
    assert all(kinds == ["request", "response", "settled"] for kinds in by_call.values())


def test_the_key_is_in_no_event(fake: Fake) -> None:
    recorder = Recorder()
    with _client(fake, recorder) as client:
        key = echo_the_key(fake, client)
    assert recorder.events
    for event in recorder.events:
        assert key not in repr(event)
        assert all(key not in str(getattr(event, f.name)) for f in dataclasses.fields(event))


def test_hooks_are_checked_when_the_client_is_made() -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        SportsData(api_key="svc_test_x", hooks={"on_requests": print})
    assert caught.value.param == "hooks" and "'on_request'" in str(caught.value)
    with pytest.raises(InvalidArgumentError):
        SportsData(api_key="svc_test_x", hooks={"on_request": "print"})
    with pytest.raises(InvalidArgumentError):
        SportsData(api_key="svc_test_x", hooks=object())


def test_nothing_is_imported_or_made_when_off() -> None:
    made = (
        "from sports_data import SportsData, AsyncSportsData\n"
        "c = SportsData(api_key='svc_test_x'); a = AsyncSportsData(api_key='svc_test_x')\n"
        "assert c._runtime.observers is None and a._runtime.observers is None"
    )
    watched = ("sports_data._internal.observe", "sports_data._internal.telemetry", "opentelemetry")
    assert modules_after(made, watched) == []
    with_hooks = f"{made}\nSportsData(api_key='svc_test_x', hooks={{'on_request': print}})"
    assert modules_after(with_hooks, watched) == ["sports_data._internal.observe"]


def test_telemetry_without_opentelemetry_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    # As on a machine without the package: importing it fails (the Debian leg has none at all).
    as_if_not_installed(monkeypatch, "opentelemetry")
    with pytest.raises(ImportError) as caught:
        SportsData(api_key="svc_test_x", telemetry=True)
    assert "pip install 'sports-data-sdk[otel]'" in str(caught.value)
    with pytest.raises(ImportError):
        AsyncSportsData(api_key="svc_test_x", telemetry={"tracer_provider": None})


def test_the_readme_console_example_prints_what_it_shows(fake: Fake, tmp_path: Path) -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Observing calls: hooks and OpenTelemetry", 1)[1].split("\n## ", 1)[0]
    example = re.search(r"```python\n(.*?)```", section, flags=re.S)
    shown = re.search(r"```text\n(.*?)```", section, flags=re.S)
    assert example and shown
    fake.fault(operationId="list_sports", status=503, times=1)
    env = {**os.environ, "SERVICE_API_KEY": fake.keys["developer"], "SERVICE_BASE_URL": fake.url}
    done = subprocess.run([sys.executable, "-c", example.group(1)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert fake.count("list_sports") == 2
    # The same lines, numbers and the host aside.
    def shape(text: str) -> list[str]:
        return [re.sub(r"\d+", "N", line) for line in text.replace(fake.url, "https://api.example.com").strip().splitlines()]

    assert shape(done.stdout) == shape(shown.group(1))


def test_a_cache_hit_is_an_answer_from_the_cache_and_nothing_sent(fake: Fake, sample: Sample) -> None:
    recorder = Recorder()
    with _client(fake, recorder, cache=True) as client:
        client.players.get(sample.player_id)
        client.players.get(sample.player_id)
    assert fake.count("get_player") == 1
    second = [e for e in recorder.events if e.call_id == 2]
    assert [e.kind for e in second] == ["response", "settled"]
    hit, settled = second
    assert isinstance(hit, ResponseEvent) and hit.from_cache is True and hit.status == 200 and hit.bytes > 0
    assert isinstance(settled, SettledEvent) and settled.ok and settled.attempts == 0
    first = [e for e in recorder.events if e.call_id == 1 and isinstance(e, ResponseEvent)]
    assert [e.from_cache for e in first] == [False]


def test_a_full_window_is_a_pacing_wait_of_the_slot_s_time() -> None:
    # A minute's wait, on the engine's virtual clock (the scripted driver): the wait pacing asked for.
    from sports_data._config import resolve_config
    from sports_data._internal.engine import call_flow, prepare
    from sports_data._generated import operations as ops
    from sports_data._internal.observe import Observers
    from sports_data._options import CallOptions
    from sports_data._internal.pacing import Traffic

    from ._scripted import Script, answer

    config = resolve_config(
        api_key="svc_live_" + "K" * 32, base_url="https://api.test", max_retries=2, timeout=10.0, default_headers=None,
        max_response_bytes=10_000, webhook_secret=None, env={},
    )
    recorder = Recorder()
    observers = Observers(recorder, None, is_async=False)
    traffic = Traffic(True, reads_per_minute=1)
    page: dict[str, object] = {"data": [], "has_more": False, "next_cursor": None}
    script = Script([answer(200, page), answer(200, page)])
    for _ in range(2):
        prepared = prepare(config, ops.list_sports, {}, None, CallOptions())
        watch = observers.watch(prepared.op, prepared.request.url, script.clock.clock().monotonic)
        script.run(watch.observed(call_flow(config, prepared, clock=script.clock.clock(), pacer=traffic, watch=watch)))
    waits = [e for e in recorder.events if isinstance(e, PacingWaitEvent)]
    assert [(w.call_id, w.attempt, w.why, w.wait_ms) for w in waits] == [(2, 1, "window_full", 60_000)]
    assert script.sleeps == [60.0] and len(script.sends) == 2
    assert [e.kind for e in recorder.events if e.call_id == 2] == ["pacing_wait", "request", "response", "settled"]
