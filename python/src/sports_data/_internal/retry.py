"""
Every retry decision of the SDK (contract section 5): which outcomes are retried, for which calls,
and how long to wait first. `decide` is the whole rule, a pure function; `_core.call_flow` runs
the one loop around it for both drivers.
"""

from __future__ import annotations

import random as _random
import re
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from typing import Callable, Literal

from .._generated import policy as _policy

MAX_RETRY_AFTER_SECONDS = _policy.MAX_RETRY_AFTER_SECONDS
"""A `Retry-After` longer than this is not waited for: the error is raised at once, carrying it."""


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int
    billed: bool
    """Usage-billed: never sent twice, whatever `max_retries` says."""
    rate_limit_codes: frozenset[str] | None = _policy.RATE_LIMIT_CODES
    """When set, a 429 is retried only with one of these envelope codes (a file host has none)."""


def file_policy(max_retries: int) -> RetryPolicy:
    """An export file's: a free read (retried), and a file host's 429 is worth a retry whatever it says."""
    return RetryPolicy(max_retries=max_retries, billed=False, rate_limit_codes=None)


@dataclass(frozen=True)
class Answered:
    status: int
    code: str | None
    retry_after: float | None


@dataclass(frozen=True)
class NoAnswer:
    failure: Literal["connection", "timeout"]


Outcome = Answered | NoAnswer

Why = Literal["done", "final", "billed", "exhausted", "wait_too_long"]


@dataclass(frozen=True)
class Retry:
    wait: float


@dataclass(frozen=True)
class Stop:
    why: Why


def decide(
    policy: RetryPolicy, attempt: int, outcome: Outcome, random: Callable[[], float] = _random.random
) -> Retry | Stop:
    """Whether attempt number `attempt` (0-based) is followed by another, and after how long."""
    retry_after: float | None = None
    if isinstance(outcome, Answered):
        if 200 <= outcome.status < 300:
            return Stop("done")
        if not is_retryable(outcome.status, outcome.code, policy.rate_limit_codes):
            return Stop("final")
        retry_after = outcome.retry_after
    if policy.billed:
        return Stop("billed")
    if attempt >= policy.max_retries:
        return Stop("exhausted")
    # Waiting minutes inside a call surprises more than it helps: hand the wait to the caller.
    if retry_after is not None and retry_after > MAX_RETRY_AFTER_SECONDS:
        return Stop("wait_too_long")
    return Retry(retry_after if retry_after is not None else backoff(attempt + 1, random))


def is_retryable(status: int, code: str | None, rate_limit_codes: frozenset[str] | None = _policy.RATE_LIMIT_CODES) -> bool:
    if status not in _policy.RETRY_STATUSES:
        return False
    return status != 429 or rate_limit_codes is None or (code or "") in rate_limit_codes


def backoff(retry_number: int, random: Callable[[], float] = _random.random) -> float:
    """0.5 s doubling per retry, at most 8 s, up to 25% jitter taken off (clients failing together part)."""
    ceiling = min(_policy.BACKOFF_MAX_SECONDS, _policy.BACKOFF_INITIAL_SECONDS * _policy.BACKOFF_FACTOR ** min(max(0, retry_number - 1), 16))
    return ceiling * (1 - _policy.BACKOFF_JITTER * random())


_IMF_FIXDATE = re.compile(
    r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT",
    re.IGNORECASE,
)
_RFC_850 = re.compile(
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2} \d{2}:\d{2}:\d{2} GMT",
    re.IGNORECASE,
)
_ASCTIME = re.compile(
    r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (?: \d|\d{2}) \d{2}:\d{2}:\d{2} \d{4}",
    re.IGNORECASE,
)


def parse_retry_after(value: str | None, now: float) -> float | None:
    """
    `Retry-After` as seconds: delta-seconds or an HTTP-date (its three forms), measured from `now`
    (unix seconds). None for a missing or unreadable value, which then falls back to backoff.
    Digits are a number of seconds however many there are: a run too long for a finite float is
    the largest one, so it is over the cap (raised at once) rather than read as absent (retried with
    backoff), and `retry_after` stays finite.
    """
    if value is None:
        return None
    text = value.strip()
    if _is_delta_seconds(text):
        return min(float(text), sys.float_info.max)
    if len(text) > 64:
        return None
    if not (_IMF_FIXDATE.fullmatch(text) or _RFC_850.fullmatch(text) or _ASCTIME.fullmatch(text)):
        return None
    try:
        at = parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    if at.tzinfo is None:
        # asctime has no zone and means GMT.
        at = at.replace(tzinfo=timezone.utc)
    return max(0.0, at.timestamp() - now)


def _is_delta_seconds(text: str) -> bool:
    """Digits, optionally a dot and more digits (ASCII only): string methods, linear in the length."""
    whole, dot, fraction = text.partition(".")
    return _ascii_digits(whole) and (not dot or _ascii_digits(fraction))


def _ascii_digits(text: str) -> bool:
    return text != "" and text.isascii() and text.isdigit()


def utc_now() -> float:
    return datetime.now(timezone.utc).timestamp()
