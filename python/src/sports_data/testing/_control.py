"""A typed client of the fake's control API (JSON over HTTP on loopback): faults, the request log,
the clock, jobs and portal entries. The one Python wrapper of that API: the SDK's own test suite
drives the fake through it too."""

from __future__ import annotations

import math
from datetime import datetime, timedelta
from typing import Any, Literal, Mapping, TypedDict, cast
from urllib.parse import quote

import httpx

from ._errors import FakeServiceError

_TIMEOUT_S = 30.0
_TEXT_MAX = 500
"""How much of a refusal's message is kept: it is our own fake's text, but still cut."""


class RecordedRequest(TypedDict):
    """One request the fake saw, as its control API lists it (the field names of its JSON)."""

    operationId: str | None
    """`get_player`, …; `download_export_file` on the file host; None for an unknown path."""
    method: str
    path: str
    query: dict[str, str]
    status: int | None
    """None when a fault reset the connection or left it hanging."""
    idempotencyKey: str | None
    retryCount: int
    """The `X-Retry-Count` the client sent (0 for a first attempt)."""
    authorized: bool
    """Whether a key came with it (the key itself is never logged)."""
    origin: Literal["api", "files"]
    fault: str | None
    """`status`, `reset`, `hang` or `delay` when an injected fault answered it."""
    requestId: str
    at: str
    """When the fake saw it, on the fake's clock (ISO 8601)."""


class Delivery(TypedDict):
    url: str
    status: int | None
    error: str | None


class PortalEntryAdded(TypedDict):
    entry: dict[str, Any]
    matches: list[dict[str, Any]]
    """The alert matches the entry made, one per matching active alert."""
    deliveries: list[Delivery]
    """The webhook pushes of those matches (to the `webhook_url` the fake was started with)."""


def _instant(text: object) -> datetime:
    if not isinstance(text, str):
        raise FakeServiceError(f"the fake's clock answered {text!r}", reason="control_refused")
    # Python 3.10's fromisoformat does not read a trailing Z.
    return datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith("Z") else text)


def _milliseconds(value: object, name: str) -> int:
    seconds = value.total_seconds() if isinstance(value, timedelta) else value
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not math.isfinite(seconds) or seconds < 0:
        raise ValueError(f"{name} must be a finite number of seconds >= 0 (or a timedelta), got {value!r}")
    return round(seconds * 1000)


class FakeControl:
    """The control API of one running fake (`FakeService.control`). Every method is one request."""

    url: str
    """The control API's base URL (`controlUrl` of the fake's start-up line)."""

    def __init__(self, url: str) -> None:
        self.url = url
        # trust_env=False: a proxy from the environment (HTTP_PROXY) must not carry loopback calls away.
        self._http = httpx.Client(base_url=url, timeout=_TIMEOUT_S, trust_env=False)

    def close(self) -> None:
        self._http.close()

    def _call(self, method: str, path: str, body: Mapping[str, Any] | None = None, query: Mapping[str, str] | None = None) -> Any:
        try:
            if method == "GET":
                response = self._http.get(path, params=dict(query or {}))
            else:
                # Always a JSON body: the control API answers only application/json requests.
                response = self._http.request(method, path, json=dict(body or {}))
        except httpx.HTTPError as error:
            raise FakeServiceError(
                f"the fake's control API at {self.url} did not answer {method} {path}: {error.__class__.__name__}",
                reason="control_unreachable",
            ) from None
        try:
            answer: Any = response.json()
        except ValueError:
            answer = None
        if response.status_code >= 400:
            envelope = cast("dict[str, Any]", answer) if isinstance(answer, dict) else {}
            problem: object = envelope.get("error")
            fields = cast("dict[str, Any]", problem) if isinstance(problem, dict) else {}
            message = str(fields.get("message") or response.text)[:_TEXT_MAX]
            code = fields.get("code") if isinstance(fields.get("code"), str) else None
            param = fields.get("param") if isinstance(fields.get("param"), str) else None
            raise FakeServiceError(
                f"the fake's control API refused {method} {path} ({response.status_code} {code}): {message}",
                reason="control_refused",
                status=response.status_code,
                code=code,
                param=param,
            )
        return answer

    # Faults -------------------------------------------------------------------------------------

    def inject_fault(
        self,
        *,
        operation_id: str | None = None,
        method: str | None = None,
        path: str | None = None,
        times: int | None = None,
        status: int | None = None,
        body: str | Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
        retry_after: str | int | float | None = None,
        reset: Literal["before_headers", "after_headers"] | None = None,
        hang: bool | None = None,
        delay: float | timedelta | None = None,
    ) -> str:
        """Queues a canned failure for the next matching requests and answers its id (`flt_1`, …).

        Matchers (all given must match, none matches every request): `operation_id`
        (`download_export_file` for the file host), `method`, `path` (a prefix). `times` (default
        1) requests get it. What they get: `status` (with the service's error envelope unless
        `body` is given: a string as is, a mapping as JSON), `headers`, `retry_after` (the header's
        value), `reset` (the connection dropped before the headers or after part of the body),
        `hang` (no answer until the client gives up), `delay` seconds first (alone: the real answer,
        late)."""
        fields: dict[str, Any] = {
            "operationId": operation_id,
            "method": method,
            "path": path,
            "times": times,
            "status": status,
            "body": dict(body) if body is not None and not isinstance(body, str) else body,
            "headers": dict(headers) if headers is not None else None,
            "retryAfter": retry_after,
            "reset": reset,
            "hang": hang,
            "delayMs": _milliseconds(delay, "delay") if delay is not None else None,
        }
        answer = self._call("POST", "/faults", {k: v for k, v in fields.items() if v is not None})
        return cast(str, answer["id"])

    def pending_faults(self) -> int:
        """How many requests the queued faults will still answer."""
        return cast(int, self._call("GET", "/faults")["remaining"])

    def clear_faults(self) -> None:
        self._call("DELETE", "/faults")

    # The request log ----------------------------------------------------------------------------

    def requests(
        self, operation_id: str | None = None, *, method: str | None = None, path: str | None = None
    ) -> list[RecordedRequest]:
        """The requests the fake saw since the log was last cleared, oldest first (filters as faults')."""
        query = {"operationId": operation_id, "method": method, "path": path}
        answer = self._call("GET", "/requests", query={k: v for k, v in query.items() if v is not None})
        return cast("list[RecordedRequest]", answer["data"])

    def count(self, operation_id: str | None = None, *, method: str | None = None, path: str | None = None) -> int:
        """How many requests (for an operation) crossed the wire: what a test of billing or retries asserts."""
        return len(self.requests(operation_id, method=method, path=path))

    def clear_requests(self) -> None:
        self._call("DELETE", "/requests")

    def reset(self) -> None:
        """Drops every pending fault and clears the request log: a clean slate for the next test."""
        self.clear_faults()
        self.clear_requests()

    # The clock ----------------------------------------------------------------------------------

    def now(self) -> datetime:
        """The fake's clock (jobs, rate windows and quota months run on it)."""
        return _instant(self._call("GET", "/clock")["now"])

    def advance_clock(self, seconds: float | timedelta) -> datetime:
        """Moves the fake's clock forward (a job's duration, a rate window, a quota month) and answers the new time."""
        return _instant(self._call("POST", "/clock", {"advanceMs": _milliseconds(seconds, "seconds")})["now"])

    # Jobs and the portal feed -------------------------------------------------------------------

    def finish_job(self, job_id: str) -> dict[str, Any]:
        """A query run (`qr_…`) or export job (`exp_…`) completes now; answers the job as the API shows it."""
        return cast("dict[str, Any]", self._call("POST", f"/jobs/{quote(job_id, safe='')}/finish"))

    def fail_job(self, job_id: str, *, code: str | None = None, message: str | None = None) -> dict[str, Any]:
        """The job fails now, with this error `code` and `message` (the fake's defaults otherwise)."""
        body = {k: v for k, v in {"code": code, "message": message}.items() if v is not None}
        return cast("dict[str, Any]", self._call("POST", f"/jobs/{quote(job_id, safe='')}/fail", body))

    def add_portal_entry(self, *, sport: str, **fields: Any) -> PortalEntryAdded:
        """Adds a transfer portal entry (`position=`, `name=`, …), matches it against every active
        alert and pushes the matches (signed) to the fake's webhook URL."""
        return cast(PortalEntryAdded, self._call("POST", "/portal-entries", {"sport": sport, **fields}))
