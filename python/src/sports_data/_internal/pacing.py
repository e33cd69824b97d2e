"""
`pacing=True` (contract section 11), in one process: every rolling minute stays within the plan's
reads per minute, across threads and tasks of one client. A slot is taken before an attempt is sent
and held until its answer; it then frees sixty seconds after the answer, which is no earlier than
the service counted the request. The plan comes from `X-Service-Plan` and the limits from the
generated plan table; until the first answer the lowest plan's limit holds. A 429
`rate_limit_exceeded` that comes anyway pauses every slot for its Retry-After (at most an hour), as
in the TypeScript client. `Traffic` also answers `client.usage()`, paced or not.

With `pacing={"store": ...}` the minute is the store's, shared by every process of the account
(`_pacing_store.SharedPacing`, `sports_data.redis.RedisPacingStore`); the in-process window takes
over while the store is down.
"""

from __future__ import annotations

import heapq
import itertools
import math
import threading
from dataclasses import dataclass

import httpx

from .engine import Pacer
from .._generated import policy as _policy
from .._generated.plans import LOWEST_READS_PER_MINUTE, PLAN_LIMITS
from .._logging import logger
from .pacing_store import PacingStore, SharedPacing, account_of
from .._response import QuotaMeta, plan_of, read_meta
from .retry import MAX_RETRY_AFTER_SECONDS, Answered, NoAnswer

WINDOW_SECONDS = _policy.PACING_WINDOW_SECONDS
# While every slot is held by an attempt still in flight, look again this often.
_BUSY_WAIT = 0.05
# A 429 without a readable Retry-After pauses this long.
_DEFAULT_PAUSE = _policy.PACING_PAUSE_SECONDS
# The longest pause kept, whatever Retry-After said: no per-minute limit needs longer, and one
# broken answer must not stop the client for longer.
_LONGEST_PAUSE = _policy.PACING_LONGEST_PAUSE_SECONDS


@dataclass(frozen=True)
class AccountUsage:
    """What the client knows now (None until learned from an answer)."""

    plan: str | None
    reads_per_minute: int | None
    quota: QuotaMeta | None
    cache_hits: int = 0
    """Requests the read cache (`cache=`) saved: calls answered from it, nothing sent. The plan and
    quota above are never updated from such an answer."""


class Traffic(Pacer):
    def __init__(
        self,
        enabled: bool,
        reads_per_minute: int | None = None,
        *,
        store: PacingStore | None = None,
        api_key: str | None = None,
        hold: float = WINDOW_SECONDS,
    ) -> None:
        self.enabled = enabled
        self.paces = enabled
        self._fixed = reads_per_minute
        self._lock = threading.Lock()
        self._expiries: list[float] = []
        self._held: set[int] = set()
        self._shared = SharedPacing(store, account_of(api_key), hold) if enabled and store is not None else None
        # Tokens of slots the shared store granted, and the store's slot id each stands for.
        self._shared_held: dict[int, str] = {}
        self._tokens = itertools.count(1)
        self._headers: httpx.Headers | None = None
        self._plan: str | None = None
        self._plan_sent: str | None = None
        self._paused_until = 0.0
        self._hinted = False

    def settle(self, token: int | None, now: float, headers: httpx.Headers | None, outcome: Answered | NoAnswer | None) -> None:
        if headers is not None:
            self.learn(headers)
            if isinstance(outcome, Answered) and outcome.status == 429 and outcome.code == "rate_limit_exceeded":
                self.rate_limited(outcome.retry_after, now)
        self.release(token, now)

    def limit(self) -> int | None:
        if self._fixed is not None:
            return self._fixed
        known = PLAN_LIMITS.get(self._plan) if self._plan is not None else None
        return known.reads_per_minute if known is not None else None

    def admit(self, now: float) -> tuple[int | None, float]:
        if not self.enabled:
            return None, 0.0
        with self._lock:
            if now < self._paused_until:
                return None, self._paused_until - now
            known = self.limit()
            if self._shared is not None:
                shared = self._shared.admit(now, known or LOWEST_READS_PER_MINUTE, known is not None)
                if shared is not None:
                    slot, wait = shared
                    if slot is None:
                        return None, wait
                    token = next(self._tokens)
                    self._shared_held[token] = slot
                    return token, 0.0
                # The store is down: this process's own window paces until it answers again.
            while self._expiries and self._expiries[0] <= now:
                heapq.heappop(self._expiries)
            limit = known or LOWEST_READS_PER_MINUTE
            if len(self._expiries) + len(self._held) < limit:
                token = next(self._tokens)
                self._held.add(token)
                return token, 0.0
            if self._expiries and len(self._held) < limit:
                return None, max(self._expiries[0] - now, 0.001)
            return None, _BUSY_WAIT

    def release(self, token: int | None, now: float) -> None:
        if token is None:
            return
        with self._lock:
            slot = self._shared_held.pop(token, None)
            if slot is not None and self._shared is not None:
                self._shared.release(slot)
            elif token in self._held:
                self._held.discard(token)
                heapq.heappush(self._expiries, now + WINDOW_SECONDS)

    def learn(self, headers: httpx.Headers) -> None:
        self._headers = headers
        sent = headers.get("x-service-plan")
        # Cleaned (`usage()` shows it) only when it changes: every answer of a client says the same.
        if sent and sent != self._plan_sent:
            self._plan_sent = sent
            self._plan = plan_of(headers)

    def rate_limited(self, retry_after: float | None, now: float) -> None:
        if not self.enabled:
            if not self._hinted:
                self._hinted = True
                logger.warning(
                    "The service answered 429 rate_limit_exceeded: this client sent more requests in a minute than the plan allows, "
                    "and each refusal counts against the monthly quota. Pass pacing=True to SportsData() to keep every rolling "
                    "minute within the limit."
                )
            return
        wanted = _DEFAULT_PAUSE if retry_after is None else retry_after
        kept = min(wanted, _LONGEST_PAUSE)
        with self._lock:
            self._paused_until = max(self._paused_until, now + kept)
        if self._shared is not None:
            # Every process of the account stops too, not only this one.
            self._shared.pause(kept)
        what = (
            f"calls made in the next {math.ceil(kept - MAX_RETRY_AFTER_SECONDS)} s fail at once with RateLimitError, later ones wait"
            if kept > MAX_RETRY_AFTER_SECONDS
            else "calls wait"
        )
        logger.info(
            "pacing: the service answered 429 rate_limit_exceeded; no request is sent for %d s (Retry-After%s); %s.",
            math.ceil(kept),
            ", kept at most an hour" if kept < wanted else "",
            what,
        )

    def paused(self, now: float) -> bool:
        return now < self._paused_until

    def usage(self) -> AccountUsage:
        headers = self._headers
        meta = read_meta(headers) if headers is not None else None
        return AccountUsage(self._plan, self.limit(), meta.quota if meta is not None else None)
