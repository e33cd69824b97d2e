"""
What `hooks=` observers are handed (contract section 13): one frozen, redacted event per moment of a
call, the same fields as the TypeScript client's events in snake_case, times in milliseconds. Only
declarations: the dispatch (`_hooks`) is imported when a client is given `hooks=` or `telemetry=`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ._response import QuotaMeta


@dataclass(frozen=True)
class HookEvent:
    """The fields every event has."""

    kind: str
    """`request`, `response`, `retry`, `pacing_wait`, `poll` or `settled`."""
    operation: str
    """The call as written: `players.search`."""
    operation_id: str
    """The document's operationId: `search_players`."""
    method: str
    url_template: str
    """`/v1/players/{id}`."""
    url: str
    """As sent, every query value `[redacted]` (the names are the operation's own)."""
    billing: Literal["free", "usage"]
    attempt: int
    """1-based; the attempt the event is about (for `pacing_wait`, the one about to be sent)."""
    call_id: int
    """A counter per client: the events of one call carry the same one."""


@dataclass(frozen=True)
class RequestEvent(HookEvent):
    """An attempt is about to be sent (after any pacing wait)."""

    idempotency_key: bool
    """Whether an Idempotency-Key header goes with it (never its value)."""


@dataclass(frozen=True)
class ResponseEvent(HookEvent):
    """An answer's head and body arrived (any status)."""

    status: int
    request_id: str | None
    plan: str | None
    quota: QuotaMeta | None
    duration_ms: float
    """From the attempt's send to the end of its body."""
    bytes: int
    """Body bytes read (0 for an answer not read: over max_response_bytes, or an export file)."""
    from_cache: bool


@dataclass(frozen=True)
class RetryEvent(HookEvent):
    """A retry is scheduled; `attempt` is the one that failed."""

    reason: Literal["status", "connection", "timeout"]
    status: int | None
    """The answer's status when there was an answer."""
    wait_ms: float
    wait_source: Literal["retry-after", "backoff"]


@dataclass(frozen=True)
class PacingWaitEvent(HookEvent):
    """`pacing=True` holds an attempt back before it is sent."""

    wait_ms: float
    why: Literal["window_full", "paused_after_429"]


@dataclass(frozen=True)
class PollEvent(HookEvent):
    """A poll of a job answered (`create_and_poll`, `poll`); the common fields are the poll's call."""

    job_id: str
    state: str | None
    """The job's `status` as the service sent it (cut and cleaned)."""
    next_wait_ms: float | None
    """The wait before the next poll; None once the job finished."""


@dataclass(frozen=True)
class SettledEvent(HookEvent):
    """The call ended; `attempt` is its last attempt."""

    ok: bool
    error: BaseException | None
    """The typed error the call raised (None when ok, or when the caller stopped it)."""
    attempts: int
    duration_ms: float


class Hooks:
    """
    Subclass and override the moments you want; each is called with its event, and none can change
    what is sent. A hook that raises never breaks the call: it is logged once at WARNING. On
    AsyncSportsData an `async def` hook runs as a task of its own (never awaited by the call);
    SportsData does not run async hooks.
    """

    def on_request(self, event: RequestEvent) -> object:
        return None

    def on_response(self, event: ResponseEvent) -> object:
        return None

    def on_retry(self, event: RetryEvent) -> object:
        return None

    def on_pacing_wait(self, event: PacingWaitEvent) -> object:
        return None

    def on_poll(self, event: PollEvent) -> object:
        return None

    def on_settled(self, event: SettledEvent) -> object:
        return None


HOOK_NAMES = ("on_request", "on_response", "on_retry", "on_pacing_wait", "on_poll", "on_settled")
