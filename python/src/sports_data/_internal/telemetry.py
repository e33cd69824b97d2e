"""
`telemetry=`: OpenTelemetry spans and metrics, built on the hooks (`_hooks.Observers` calls this like
a user's hooks, from the same moments). Imported only when a client is given `telemetry=`, and
OpenTelemetry only then (`opentelemetry-api`, the extra `sports-data-sdk[otel]`): imported by name,
so that the SDK type-checks and imports without it.

A span per call, `sports_data.<namespace>.<method>`, under the caller's current span; a child span
per attempt (kind CLIENT, OpenTelemetry's HTTP client conventions) named `{METHOD} {url.template}`;
pacing waits as span events on the call span; a poll of a job, which its call has ended before the
SDK reads the job's state, as a short span `sports_data.poll` beside it. Every attribute comes from an
event, so redacted by the one redactor the events went through (no key, no query value).
"""

from __future__ import annotations

import importlib
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping
from urllib.parse import urlsplit

from .._errors import InvalidArgumentError
from .._events import PacingWaitEvent, PollEvent, RequestEvent, ResponseEvent, RetryEvent, SettledEvent
from .._generated.version import VERSION

_MISSING = (
    "telemetry= needs OpenTelemetry's API package, which is not installed: "
    "pip install 'sports-data-sdk[otel]' (or opentelemetry-api)."
)


def _module(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        raise ImportError(_MISSING, name="opentelemetry") from None


def telemetry_of(option: object) -> Telemetry:
    """`telemetry=True`, a dict of `tracer_provider`/`meter_provider`, or an object with them."""
    trace = _module("opentelemetry.trace")
    metrics = _module("opentelemetry.metrics")
    propagator = _module("opentelemetry.trace.propagation.tracecontext").TraceContextTextMapPropagator()
    if option is True:
        tracer_provider, meter_provider = None, None
    elif isinstance(option, Mapping):
        given: Mapping[Any, Any] = option  # pyright: ignore[reportUnknownVariableType]
        unknown = [str(k) for k in given if k not in ("tracer_provider", "meter_provider")]
        if unknown:
            raise InvalidArgumentError(
                f"telemetry has no {unknown[0]!r}: it takes tracer_provider and meter_provider.", param="telemetry"
            )
        tracer_provider, meter_provider = given.get("tracer_provider"), given.get("meter_provider")
    elif hasattr(option, "tracer_provider") or hasattr(option, "meter_provider"):
        tracer_provider, meter_provider = getattr(option, "tracer_provider", None), getattr(option, "meter_provider", None)
    else:
        raise InvalidArgumentError(
            f"telemetry must be True, False, or a dict of tracer_provider and meter_provider; got {type(option).__name__}.",
            param="telemetry",
        )
    tracer = (tracer_provider or trace.get_tracer_provider()).get_tracer("sports-data-sdk", VERSION)
    meter = (meter_provider or metrics.get_meter_provider()).get_meter("sports-data-sdk", VERSION)
    return Telemetry(trace, metrics, tracer, meter, propagator)


@dataclass
class _Call:
    span: Any
    server: dict[str, Any]
    attempt: Any = None
    attempt_started: float = 0.0
    retry_reason: str | None = None
    attrs: dict[str, Any] = field(default_factory=dict[str, Any])


def _server(url: str) -> dict[str, Any]:
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    return {"server.address": parts.hostname or "", "server.port": port}


class Telemetry:
    """An observer of `_hooks.Observers`: the same method names as a user's hooks, plus `traceparent`."""

    def __init__(self, trace: Any, metrics: Any, tracer: Any, meter: Any, propagator: Any) -> None:
        self._trace = trace
        self._metrics = metrics
        self._tracer = tracer
        self._propagator = propagator
        self._client_kind = trace.SpanKind.CLIENT
        self._error = trace.Status(trace.StatusCode.ERROR)
        self._calls: dict[int, _Call] = {}
        self._lock = threading.Lock()
        self._quota: tuple[int, str | None] | None = None
        self._duration = meter.create_histogram(
            "http.client.request.duration", unit="s", description="Duration of each HTTP request (attempt) the SDK sent."
        )
        self._retries = meter.create_counter("sports_data.client.retries", unit="{retry}", description="Retries scheduled, by operation and reason.")
        self._rate_limited = meter.create_counter("sports_data.client.rate_limited", unit="{response}", description="Answers with status 429.")
        self._pacing = meter.create_histogram("sports_data.client.pacing.wait", unit="s", description="Time pacing held an attempt back.")
        meter.create_observable_gauge(
            "sports_data.client.quota.remaining",
            callbacks=[self._observe_quota],
            unit="{request}",
            description="Requests left this month, as the last answer said.",
        )

    def _observe_quota(self, options: Any) -> Iterable[Any]:
        quota = self._quota
        if quota is None:
            return []
        remaining, plan = quota
        return [self._metrics.Observation(remaining, {"sports_data.plan": plan} if plan else {})]

    def _call(self, event: Any) -> _Call:
        """The call's span, started at its first event (a pacing wait or its first attempt)."""
        call = self._calls.get(event.call_id)
        if call is None:
            attrs = {"sports_data.operation": event.operation, "sports_data.billing": event.billing}
            span = self._tracer.start_span(f"sports_data.{event.operation}", attributes=attrs)
            call = _Call(span, _server(event.url), attrs=attrs)
            with self._lock:
                self._calls[event.call_id] = call
        return call

    def _end_attempt(self, call: _Call, error_type: str | None, status: int | None, seconds: float | None = None) -> None:
        span = call.attempt
        if span is None:
            return
        call.attempt = None
        attrs: dict[str, Any] = {"sports_data.operation": call.attrs["sports_data.operation"], **call.server}
        if status is not None:
            attrs["http.response.status_code"] = status
        if error_type is not None:
            span.set_attribute("error.type", error_type)
            span.set_status(self._error)
            attrs["error.type"] = error_type
        span.end()
        self._duration.record(time.monotonic() - call.attempt_started if seconds is None else seconds, attrs)

    def on_pacing_wait(self, event: PacingWaitEvent) -> None:
        call = self._call(event)
        call.span.add_event("sports_data.pacing_wait", {"sports_data.pacing.wait_ms": event.wait_ms, "sports_data.pacing.why": event.why})
        self._pacing.record(event.wait_ms / 1000, {"sports_data.operation": event.operation, "sports_data.pacing.why": event.why})

    def on_request(self, event: RequestEvent) -> None:
        call = self._call(event)
        attrs: dict[str, Any] = {
            "http.request.method": event.method,
            **call.server,
            "url.full": event.url,
            "url.template": event.url_template,
            "sports_data.operation": event.operation,
            "sports_data.billing": event.billing,
            "sports_data.attempt": event.attempt,
        }
        if event.attempt > 1:
            attrs["http.request.resend_count"] = event.attempt - 1
        if call.retry_reason is not None:
            attrs["sports_data.retry.reason"] = call.retry_reason
        context = self._trace.set_span_in_context(call.span)
        call.attempt = self._tracer.start_span(f"{event.method} {event.url_template}", context=context, kind=self._client_kind, attributes=attrs)
        call.attempt_started = time.monotonic()

    def traceparent(self, call_id: int) -> str | None:
        """The W3C traceparent of the call's current attempt (None when its span is not recording)."""
        call = self._calls.get(call_id)
        if call is None or call.attempt is None:
            return None
        carrier: dict[str, str] = {}
        self._propagator.inject(carrier, context=self._trace.set_span_in_context(call.attempt))
        return carrier.get("traceparent")

    def on_response(self, event: ResponseEvent) -> None:
        call = self._call(event)
        found: dict[str, Any] = {}
        if event.plan is not None:
            found["sports_data.plan"] = event.plan
        if event.quota is not None:
            found["sports_data.quota.remaining"] = event.quota.remaining
            self._quota = (event.quota.remaining, event.plan)
        if event.request_id is not None:
            found["sports_data.request_id"] = event.request_id
        if call.attempt is not None:
            call.attempt.set_attributes({"http.response.status_code": event.status, **found})
        if event.from_cache:
            found["sports_data.from_cache"] = True
        call.span.set_attributes(found)
        if event.status == 429:
            self._rate_limited.add(1, {"sports_data.operation": event.operation})
        self._end_attempt(call, str(event.status) if event.status >= 400 else None, event.status, event.duration_ms / 1000)

    def on_retry(self, event: RetryEvent) -> None:
        call = self._call(event)
        # An attempt that got no answer ends here; one answered ended at its response.
        self._end_attempt(call, event.reason, None)
        call.retry_reason = event.reason
        self._retries.add(1, {"sports_data.operation": event.operation, "sports_data.retry.reason": event.reason})

    def on_poll(self, event: PollEvent) -> None:
        # Told by the poll's own call before it settles: an event of that call's span, as the TypeScript client.
        call = self._call(event)
        attrs: dict[str, Any] = {"sports_data.job_id": event.job_id}
        if event.state is not None:
            attrs["sports_data.job.state"] = event.state
        if event.next_wait_ms is not None:
            attrs["sports_data.poll.next_wait_ms"] = event.next_wait_ms
        call.span.add_event("sports_data.poll", attrs)

    def on_settled(self, event: SettledEvent) -> None:
        with self._lock:
            call = self._calls.pop(event.call_id, None)
        if call is None:
            return
        error_type = None if event.ok else type(event.error).__name__ if event.error is not None else "cancelled"
        self._end_attempt(call, error_type, None)
        if error_type is not None:
            call.span.set_attribute("error.type", error_type)
            call.span.set_status(self._error)
        call.span.set_attribute("sports_data.attempts", event.attempts)
        call.span.end()
