"""
Whether text the service made (a job id, a cursor) can be sent back to it, as the TypeScript
client's `isSendableServiceId` and `isWellFormed` (src/core/polling.ts, src/internal/well-formed.ts).
A bad one is the service's fault: callers report it as such, never as the caller's.
"""

from __future__ import annotations

from typing import Any


def is_well_formed(text: str) -> bool:
    """No lone surrogate (JSON's `"\\ud800"` decodes to one): no URL or UTF-8 body can carry it."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def is_sendable_id(value: Any) -> bool:
    """One path segment (`.`/`..` would be resolved away by URL parsing) of well-formed text."""
    return isinstance(value, str) and value not in ("", ".", "..") and is_well_formed(value)
