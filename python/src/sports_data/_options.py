"""
Per-call options: the keyword-only extras every generated method takes beside its own fields
(`**options`), and how a job's create_and_poll/poll waits (`**wait`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from typing_extensions import TypedDict


class PollRequestOptions(TypedDict, total=False):
    """The options of each poll of a wait (`request_options`): a poll is never cached, so no `cache`."""

    timeout: float | None
    """Seconds for the whole attempt, the body included; the client's `timeout` when None."""
    max_retries: int | None
    """Retries of this call (a usage-billed call is never retried); the client's when None."""
    extra_headers: Mapping[str, str] | None
    """Headers added to this request, names case-blind (one the SDK also sends, such as `accept`,
    takes this value); `Authorization` (from api_key) and the framing headers are refused."""


class RequestOptions(PollRequestOptions, total=False):
    """What every method takes beside its own fields."""

    cache: bool | None
    """False: this read is sent even when the client's cache (`cache=`) holds its answer, and the
    fresh answer replaces the held one. No effect on a call that is never cached."""


class IdempotentRequestOptions(RequestOptions, total=False):
    """The options of a usage-billed create."""

    idempotency_key: str | None
    """Sent as `Idempotency-Key`: the same key makes your own retry of the create safe."""


class AsyncWaitOptions(TypedDict, total=False):
    """
    How `create_and_poll` and `poll` wait for a job. Their `timeout` is the whole wait; each poll's
    own request options (its attempt `timeout`, `max_retries`, `extra_headers`) go in `request_options`.
    """

    poll_interval: float | None
    """Seconds between polls when the service sends no X-Poll-After-Ms (default 1; never under 0.1)."""
    timeout: float | None
    """
    Seconds for the WHOLE wait, every poll and the sleeps between them (default 600), then
    PollTimeoutError, never earlier. Not the per-attempt `timeout` of other methods: that one is
    `request_options={"timeout": ...}` here.
    """
    request_options: PollRequestOptions | None
    """Options of each poll request: `timeout` (seconds per attempt), `max_retries`, `extra_headers` (not the create's)."""
    on_poll: Callable[[Any], None] | None
    """Called with every state the service returns, to show progress."""
    progress: bool | None
    """True: a progress bar of the job's state (tqdm, where installed), else a line on the log every few seconds."""


class WaitOptions(AsyncWaitOptions, total=False):
    """How the synchronous `create_and_poll` and `poll` wait for a job."""

    cancel: threading.Event | None
    """Once set, waiting stops with APIUserAbortError (the job goes on)."""


@dataclass(frozen=True)
class CallOptions:
    timeout: float | None = None
    """Seconds for the whole attempt, the body included; the client's `timeout` when None."""
    max_retries: int | None = None
    extra_headers: Mapping[str, str] | None = None
    idempotency_key: str | None = None
    cache: bool | None = None
    """False: read fresh (and store the fresh answer); None or True: the cache may answer."""
    poll_watch: Callable[[Any], tuple[str, Any, float | None]] | None = field(default=None, repr=False, compare=False)
    """Set by a job's wait on each poll (`_internal/polling.py`), never by a caller: what an observed
    poll's answer says (the job's id, its state, the next wait), told on the poll's own call before
    it settles, as the TypeScript client's POLL_WATCH mark."""


