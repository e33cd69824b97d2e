"""Per-call options: the keyword-only extras every generated method takes beside its own fields."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping


@dataclass(frozen=True)
class CallOptions:
    timeout: float | None = None
    """Seconds for the whole attempt, the body included; the client's `timeout` when None."""
    max_retries: int | None = None
    extra_headers: Mapping[str, str] | None = None
    idempotency_key: str | None = None
