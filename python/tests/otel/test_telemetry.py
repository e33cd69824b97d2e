"""
`telemetry=` against the real fake, recorded through `opentelemetry-api` by in-memory providers of
this file's own (`opentelemetry-sdk` does not install here): spans per call and per attempt with
their attributes, pacing waits and polls, metrics, the W3C traceparent (to the API origin only,
never over the caller's own), and the key in no span, event or metric point.

Runs where `opentelemetry-api` is installed (the 3.10 leg installs it); the Debian leg has no
OpenTelemetry and runs tests/unit/test_observe.py's test of the ImportError instead. OpenTelemetry
is imported by name, so that the Debian leg's pyright and mypy check this file without it.
"""

from __future__ import annotations

import asyncio
import importlib
import itertools
from dataclasses import dataclass, field
from typing import Any, Iterator

import httpx
import pytest

from sports_data import AsyncSportsData, __version__, InternalServerError, InvalidArgumentError, SportsData

from .._fake import Fake, echo_the_key, refused_then_paced
from .._sample import Sample

trace: Any = importlib.import_module("opentelemetry.trace")
_ids = itertools.count(1)


class RecordedSpan(trace.Span):  # type: ignore[misc]
    """A span that keeps what it was told (an instance of the API's Span, as contexts require)."""

    def __init__(self, name: str, kind: Any, attributes: Any, parent: Any) -> None:
        self.name = name
        self.kind = kind
        self.attributes: dict[str, Any] = dict(attributes or {})
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.status: Any = None
        self.ended = False
        self.parent = parent if parent is not None and parent.is_valid else None
        trace_id = self.parent.trace_id if self.parent is not None else next(_ids)
        self.context = trace.SpanContext(trace_id, next(_ids), is_remote=False, trace_flags=trace.TraceFlags(trace.TraceFlags.SAMPLED))

    def get_span_context(self) -> Any:
        return self.context

    def set_attribute(self, key: str, value: Any) -> None:
        self.attributes[key] = value

    def set_attributes(self, attributes: Any) -> None:
        self.attributes.update(attributes)

    def add_event(self, name: str, attributes: Any = None, timestamp: Any = None) -> None:
        self.events.append((name, dict(attributes or {})))

    def update_name(self, name: str) -> None:
        self.name = name

    def is_recording(self) -> bool:
        return not self.ended

    def set_status(self, status: Any, description: Any = None) -> None:
        self.status = status

    def record_exception(self, exception: BaseException, attributes: Any = None, timestamp: Any = None, escaped: bool = False) -> None:
        self.events.append(("exception", {"message": str(exception)}))

    def end(self, end_time: Any = None) -> None:
        assert not self.ended, f"{self.name} ended twice"
        self.ended = True

    def traceparent(self) -> str:
        return f"00-{self.context.trace_id:032x}-{self.context.span_id:016x}-01"


class Tracer:
    def __init__(self, spans: list[RecordedSpan]) -> None:
        self.spans = spans

    def start_span(self, name: str, context: Any = None, kind: Any = None, attributes: Any = None, **_: Any) -> RecordedSpan:
        parent = trace.get_current_span(context).get_span_context()
        span = RecordedSpan(name, kind if kind is not None else trace.SpanKind.INTERNAL, attributes, parent)
        self.spans.append(span)
        return span


@dataclass
class Instrument:
    name: str
    kind: str
    unit: str
    points: list[tuple[float, dict[str, Any]]] = field(default_factory=list[tuple[float, dict[str, Any]]])
    callbacks: list[Any] = field(default_factory=list[Any])

    def record(self, value: float, attributes: Any = None, context: Any = None) -> None:
        self.points.append((value, dict(attributes or {})))

    def add(self, value: float, attributes: Any = None, context: Any = None) -> None:
        self.points.append((value, dict(attributes or {})))

    def observe(self) -> list[tuple[float, dict[str, Any]]]:
        return [(o.value, dict(o.attributes or {})) for callback in self.callbacks for o in callback(None)]


class Meter:
    def __init__(self) -> None:
        self.instruments: dict[str, Instrument] = {}

    def _make(self, name: str, kind: str, unit: str, callbacks: Any = None) -> Instrument:
        instrument = Instrument(name, kind, unit, callbacks=list(callbacks or []))
        self.instruments[name] = instrument
        return instrument

    def create_histogram(self, name: str, unit: str = "", description: str = "", **_: Any) -> Instrument:
        return self._make(name, "histogram", unit)

    def create_counter(self, name: str, unit: str = "", description: str = "") -> Instrument:
        return self._make(name, "counter", unit)

    def create_observable_gauge(self, name: str, callbacks: Any = None, unit: str = "", description: str = "") -> Instrument:
        return self._make(name, "gauge", unit, callbacks)


class Recording:
    """A TracerProvider and a MeterProvider in one, as `telemetry=` takes them, and what they recorded."""

    def __init__(self) -> None:
        self.spans: list[RecordedSpan] = []
        self.meter = Meter()
        self.scopes: list[tuple[str, Any]] = []

    @property
    def options(self) -> dict[str, Any]:
        return {"tracer_provider": self, "meter_provider": self}

    def get_tracer(self, name: str, version: Any = None, *args: Any, **kwargs: Any) -> Tracer:
        self.scopes.append((name, version))
        return Tracer(self.spans)

    def get_meter(self, name: str, version: Any = None, *args: Any, **kwargs: Any) -> Meter:
        self.scopes.append((name, version))
        return self.meter

    def named(self, name: str) -> list[RecordedSpan]:
        return [s for s in self.spans if s.name == name]

    def children(self, parent: RecordedSpan) -> list[RecordedSpan]:
        return [s for s in self.spans if s.parent is not None and s.parent.span_id == parent.context.span_id]

    def points(self, name: str) -> list[tuple[float, dict[str, Any]]]:
        instrument = self.meter.instruments[name]
        return instrument.observe() if instrument.kind == "gauge" else instrument.points

    def everything(self) -> Iterator[str]:
        """Every text a span, span event or metric point carries, for the key search."""
        for span in self.spans:
            yield span.name
            yield repr(span.attributes)
            yield repr(span.events)
            yield repr(span.status)
        for name in self.meter.instruments:
            yield repr(self.points(name))


class Sent:
    """The headers each request carried, as httpx sent them (an event hook of the caller's own client)."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []

    def hook(self, request: httpx.Request) -> None:
        self.requests.append(request)

    async def ahook(self, request: httpx.Request) -> None:
        self.requests.append(request)

    def traceparents(self, host_path: str = "") -> list[str | None]:
        return [r.headers.get("traceparent") for r in self.requests if host_path in str(r.url)]


def _client(fake: Fake, recording: Recording, sent: Sent | None = None, **options: Any) -> SportsData:
    http = httpx.Client(event_hooks={"request": [sent.hook]}) if sent is not None else None
    return SportsData(api_key=fake.keys["developer"], base_url=fake.url, telemetry=recording.options, http_client=http, **options)


def test_a_retried_read_has_a_call_span_and_a_span_per_attempt(fake: Fake, sample: Sample) -> None:
    fake.fault(operationId="get_player", status=503, times=1, retryAfter=0)
    recording, sent = Recording(), Sent()
    root = RecordedSpan("the caller's own", trace.SpanKind.INTERNAL, {}, None)
    with _client(fake, recording, sent) as client, trace.use_span(root, end_on_exit=False):
        client.players.get(sample.player_id)
    assert [r["status"] for r in fake.requests("get_player")] == [503, 200]
    assert recording.scopes == [("sports-data-sdk", __version__), ("sports-data-sdk", __version__)]
    (call,) = recording.named("sports_data.players.get")
    assert call.parent is not None and call.parent.span_id == root.context.span_id  # under the caller's span
    first, second = recording.children(call)
    server = httpx.URL(fake.url)
    common = {
        "http.request.method": "GET",
        "server.address": server.host,
        "server.port": server.port,
        "url.full": f"{fake.url}/v1/players/{sample.player_id}",
        "url.template": "/v1/players/{id}",
        "sports_data.operation": "players.get",
        "sports_data.billing": "free",
    }
    seen = fake.requests("get_player")
    assert first.name == second.name == "GET /v1/players/{id}"
    assert first.kind == second.kind == trace.SpanKind.CLIENT
    # The fake's injected 503 carries no quota headers; its 200 does.
    quota = second.attributes["sports_data.quota.remaining"]
    assert first.attributes == {
        **common,
        "sports_data.attempt": 1,
        "http.response.status_code": 503,
        "error.type": "503",
        "sports_data.plan": "developer",
        "sports_data.request_id": seen[0]["requestId"],
    }
    assert second.attributes == {
        **common,
        "sports_data.attempt": 2,
        "http.request.resend_count": 1,
        "sports_data.retry.reason": "status",
        "http.response.status_code": 200,
        "sports_data.plan": "developer",
        "sports_data.quota.remaining": quota,
        "sports_data.request_id": seen[1]["requestId"],
    }
    assert first.status is not None and first.status.status_code == trace.StatusCode.ERROR
    assert second.status is None
    assert call.attributes["sports_data.attempts"] == 2 and "error.type" not in call.attributes
    assert all(s.ended for s in recording.spans if s is not root)
    # W3C traceparent: each attempt's own, to the API.
    assert sent.traceparents() == [first.traceparent(), second.traceparent()]
    durations = recording.points("http.client.request.duration")
    assert [p[1]["http.response.status_code"] for p in durations] == [503, 200]
    assert all(p[1]["sports_data.operation"] == "players.get" and 0 <= p[0] < 30 for p in durations)
    assert recording.points("sports_data.client.retries") == [(1, {"sports_data.operation": "players.get", "sports_data.retry.reason": "status"})]
    assert recording.points("sports_data.client.quota.remaining") == [(quota, {"sports_data.plan": "developer"})]
    assert recording.meter.instruments["http.client.request.duration"].unit == "s"


def test_a_usage_billed_create_answered_503_has_exactly_one_attempt_span(fake: Fake) -> None:
    fake.fault(operationId="create_query", status=503, times=2, retryAfter=0)
    recording = Recording()
    with _client(fake, recording) as client, pytest.raises(InternalServerError):
        client.query.create(prompt="Who led the nation in rushing yards?", sport="football")
    assert fake.count("create_query") == 1
    (call,) = recording.named("sports_data.query.create")
    (attempt,) = recording.children(call)
    assert attempt.name == "POST /v1/query" and attempt.attributes["sports_data.billing"] == "usage"
    assert attempt.attributes["http.response.status_code"] == 503
    assert call.attributes["error.type"] == "InternalServerError"
    assert call.status.status_code == trace.StatusCode.ERROR
    assert recording.points("sports_data.client.retries") == []


def test_a_dropped_connection_ends_its_attempt_span_with_the_reason(fake: Fake) -> None:
    fake.fault(operationId="list_sports", reset="before_headers", times=1)
    fake.fault(operationId="list_sports", status=503, times=1, retryAfter=1)
    recording = Recording()
    with _client(fake, recording) as client:
        client.reference.list_sports(limit=4)
    assert [r["status"] for r in fake.requests("list_sports")] == [None, 503, 200]
    (call,) = recording.named("sports_data.reference.list_sports")
    attempts = recording.children(call)
    assert [a.attributes.get("error.type") for a in attempts] == ["connection", "503", None]
    assert [a.attributes.get("sports_data.retry.reason") for a in attempts] == [None, "connection", "status"]
    assert attempts[0].attributes["url.full"] == f"{fake.url}/v1/sports?limit=[redacted]"
    reasons = [p[1]["sports_data.retry.reason"] for p in recording.points("sports_data.client.retries")]
    assert reasons == ["connection", "status"]


def test_a_pause_after_429_is_a_span_event_and_counted(fake: Fake, sample: Sample) -> None:
    recording = Recording()
    with _client(fake, recording, pacing=True, max_retries=0) as client:
        refused_then_paced(fake, client, sample.player_id)
    refused, paced = recording.named("sports_data.players.get")
    assert refused.attributes["error.type"] == "RateLimitError"
    waits = [e for e in paced.events if e[0] == "sports_data.pacing_wait"]
    assert waits and all(e[1]["sports_data.pacing.why"] == "paused_after_429" and 0 < e[1]["sports_data.pacing.wait_ms"] <= 1000 for e in waits)
    assert recording.points("sports_data.client.rate_limited") == [(1, {"sports_data.operation": "players.get"})]
    pacing = recording.points("sports_data.client.pacing.wait")
    assert len(pacing) == len(waits) and all(0 < p[0] <= 1 for p in pacing)


def test_a_job_wait_has_a_poll_event_on_each_poll_s_call_span(fake: Fake) -> None:
    # As the TypeScript client: the poll is an event `sports_data.poll` of the poll's own call span
    # (the event is told while that call is open), not a span of its own.
    recording = Recording()
    with _client(fake, recording) as client:
        run = client.query.create_and_poll(prompt="Top five rushers in 2024", sport="football", poll_interval=0.05)
    assert recording.named("sports_data.poll") == []
    gets = recording.named("sports_data.query.get")
    assert len(gets) == fake.count("get_query") >= 1
    polls = [attributes for span in gets for name, attributes in span.events if name == "sports_data.poll"]
    assert len(polls) == len(gets) and all(len(span.events) == 1 for span in gets)
    assert all(p["sports_data.job_id"] == run["run_id"] for p in polls)
    assert polls[-1]["sports_data.job.state"] == "completed"
    assert "sports_data.poll.next_wait_ms" not in polls[-1]
    assert all(p["sports_data.poll.next_wait_ms"] >= 100 for p in polls[:-1])
    assert all(span.ended for span in gets)


def test_an_export_download_has_a_call_span_and_a_span_per_file_request(fake: Fake) -> None:
    recording, sent = Recording(), Sent()
    with _client(fake, recording, sent) as client:
        job = client.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
        fake.fault(operationId="download_export_file", status=503, times=1, retryAfter=0)
        rows = list(client.exports.download(job).rows())
    assert len(rows) == job["row_count"] > 0
    [download] = recording.named("sports_data.exports.download")
    hops = recording.named("GET {download_url}")
    assert len(hops) == 2 and recording.children(download) == hops
    assert [h.attributes.get("http.response.status_code") for h in hops] == [503, 200]
    assert [h.attributes["sports_data.attempt"] for h in hops] == [1, 2]
    assert hops[1].attributes["http.request.resend_count"] == 1
    assert download.attributes["sports_data.attempts"] == 2 and download.ended
    link = httpx.URL(job["download_url"])
    signature = link.params["signature"]
    assert all(str(h.attributes["url.full"]).startswith(f"{link.scheme}://{link.netloc.decode()}{link.path}?") for h in hops)
    assert not [t for t in recording.everything() if signature in t]
    # Both attempts reached the file host (the fake counted them), and neither carried a traceparent
    # (the headers as httpx put them on the wire).
    assert len([r for r in fake.requests() if r["origin"] == "files"]) == 2
    to_files = [r for r in sent.requests if not str(r.url).startswith(fake.url)]
    assert len(to_files) == 2 and not [r for r in to_files if "traceparent" in r.headers]


def test_traceparent_goes_to_the_api_only_and_never_over_the_callers(fake: Fake) -> None:
    recording, sent = Recording(), Sent()
    mine = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
    with _client(fake, recording, sent) as client:
        job = client.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
        rows = list(client.exports.download(job).rows())
        client.reference.list_sports(limit=2, extra_headers={"TraceParent": mine})
    assert rows
    files = [r for r in fake.requests() if r["origin"] == "files"]
    assert len(files) == 1
    to_files = [r for r in sent.requests if not str(r.url).startswith(fake.url)]
    assert len(to_files) == 1 and "traceparent" not in to_files[0].headers
    to_api = [r for r in sent.requests if str(r.url).startswith(fake.url)]
    assert all(r.headers.get("traceparent") for r in to_api)
    assert to_api[-1].headers["traceparent"] == mine


def test_the_key_is_in_no_span_event_or_metric_point(fake: Fake) -> None:
    recording = Recording()
    with _client(fake, recording) as client:
        key = echo_the_key(fake, client)
        job = client.exports.create_and_poll(resource="teams", format="csv", filters={"sport": "football"}, poll_interval=0.05)
        list(client.exports.download(job).rows())
    texts = list(recording.everything())
    assert len(recording.spans) >= 6 and texts
    assert not [t for t in texts if key in t]
    # The pre-signed file URL's query (its signature) appears nowhere either.
    signature = httpx.URL(job["download_url"]).query.decode()
    assert signature and not [t for t in texts if signature in t]


@pytest.mark.anyio
async def test_async_64_calls_in_flight_each_have_their_spans_and_traceparent(fake: Fake, sample: Sample) -> None:
    recording, sent = Recording(), Sent()
    http = httpx.AsyncClient(event_hooks={"request": [sent.ahook]})
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, telemetry=recording.options, http_client=http) as client:
        await asyncio.gather(*(client.players.get(sample.player_id) for _ in range(64)))
    await http.aclose()
    assert fake.count("get_player") == 64
    calls = recording.named("sports_data.players.get")
    assert len(calls) == 64
    attempts = [a for call in calls for a in recording.children(call)]
    assert len(attempts) == 64 and all(len(recording.children(call)) == 1 for call in calls)
    assert sorted(p for p in sent.traceparents() if p) == sorted(a.traceparent() for a in attempts)
    assert all(s.ended for s in recording.spans)


def test_telemetry_true_uses_the_global_providers(fake: Fake, sample: Sample) -> None:
    # None set here (setting one is once per process): the API's no-op providers record nothing,
    # and a span that does not record sends no traceparent.
    sent = Sent()
    http = httpx.Client(event_hooks={"request": [sent.hook]})
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url, telemetry=True, http_client=http) as client:
        assert client.players.get(sample.player_id)["id"] == sample.player_id
    assert sent.traceparents() == [None]


def test_telemetry_options_are_checked() -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        SportsData(api_key="svc_test_x", telemetry={"tracer": None})
    assert caught.value.param == "telemetry" and "tracer_provider" in str(caught.value)
    with pytest.raises(InvalidArgumentError):
        SportsData(api_key="svc_test_x", telemetry="yes")


def test_hooks_and_telemetry_together_both_see_the_call(fake: Fake, sample: Sample) -> None:
    recording, kinds = Recording(), list[str]()
    with SportsData(
        api_key=fake.keys["developer"], base_url=fake.url, telemetry=recording.options, hooks={"on_settled": lambda e: kinds.append(e.kind)}
    ) as client:
        client.players.get(sample.player_id)
    assert kinds == ["settled"]
    (call,) = recording.named("sports_data.players.get")
    assert len(recording.children(call)) == 1 and fake.count("get_player") == 1


def test_a_cache_hit_has_a_call_span_and_no_attempt_span(fake: Fake, sample: Sample) -> None:
    recording, sent = Recording(), Sent()
    with _client(fake, recording, sent, cache=True) as client:
        client.players.get(sample.player_id)
        client.players.get(sample.player_id)
    assert fake.count("get_player") == 1 and len(sent.requests) == 1
    sent_call, cached_call = recording.named("sports_data.players.get")
    assert len(recording.children(sent_call)) == 1 and recording.children(cached_call) == []
    assert cached_call.attributes["sports_data.from_cache"] is True and cached_call.attributes["sports_data.attempts"] == 0
    assert len(recording.points("http.client.request.duration")) == 1
