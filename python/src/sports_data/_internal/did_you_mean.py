"""
The known name a misspelt one was probably meant to be: the TypeScript client's rule
(src/internal/did-you-mean.ts), so both clients make the same guess. "Close" is the same name once
case, `_` and `-` are ignored (`sortBy`), or a few edits away: one below five characters, two from
five, three from eight, so that a short random name is not taken for a slip.
"""

from __future__ import annotations

from typing import Iterable


def did_you_mean(name: str, known: Iterable[str]) -> str | None:
    flat = _flatten(name)
    best: str | None = None
    best_distance = 1 << 30
    for candidate in known:
        if _flatten(candidate) == flat:
            return candidate
        shorter = min(len(name), len(candidate))
        allowed = 3 if shorter >= 8 else 2 if shorter >= 5 else 1
        distance = edit_distance(name.lower(), candidate.lower(), allowed)
        if distance <= allowed and distance < best_distance:
            best, best_distance = candidate, distance
    return best


def _flatten(name: str) -> str:
    return name.lower().replace("_", "").replace("-", "")


def edit_distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance with adjacent swaps counted as one edit: exact up to `limit`,
    `limit + 1` for anything further (it stops early, so a long name costs little)."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, before[j - 2] + 1)
            current.append(value)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return previous[len(b)]
