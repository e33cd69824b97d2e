"""
How a list learns its next page, as the TypeScript client's `pagination.ts`: `next_position` is the
whole paging rule, pure: the cursor of the next page (the same call with `cursor`, which the
argument checks place in the query or the body, as the operation's `input` says), or
PaginationError for a next page that would loop (a cursor handed out again, `has_more` with no
cursor, ten empty pages in a row claiming more). A list keeps two cursors whatever its length, so
memory stays flat however far a loop reads.
"""

from __future__ import annotations

from dataclasses import dataclass

from .._errors import PaginationError
from .._generated import policy as _policy
from .well_formed import is_well_formed


MAX_EMPTY_PAGES = _policy.MAX_EMPTY_PAGES
"""Pages in a row with no items but `has_more` after which paging stops."""


@dataclass(frozen=True)
class Trail:
    """
    Brent's cycle detection over the cursors a list hands out, as the TypeScript client's
    `CursorTrail`: one cursor kept (the tortoise), however many pages, and a service that cycles
    through any number of cursors is caught within a few laps instead of looping for ever. Keeping
    every cursor instead grew without bound: 300 pages of 512 KB cursors held 150 MB of them.
    """

    tortoise: str
    power: int
    steps: int

    def follow(self, cursor: str) -> Trail | None:
        """The trail after `cursor`, or None when it is the tortoise come round again."""
        if cursor == self.tortoise:
            return None
        steps = self.steps + 1
        return Trail(cursor, self.power * 2, 0) if steps == self.power else Trail(self.tortoise, self.power, steps)


@dataclass(frozen=True)
class Position:
    """Where a page sits in its list."""

    number: int
    """1 for the first page."""
    items_before: int
    empty_before: int
    """Empty pages claiming more, in a row, just before this one."""
    request_cursor: str | None = None
    """The cursor this page was asked for with (none for the first)."""
    trail: Trail | None = None

    @staticmethod
    def first() -> Position:
        return Position(1, 0, 0)


def next_position(label: str, position: Position, items: int, has_more: bool, next_cursor: str | None) -> tuple[str, Position]:
    """The cursor and position of the page after one with `items` items, or PaginationError."""
    if not has_more:
        raise PaginationError(f"{label}: there is no next page (has_more is false).")
    empty = position.empty_before + 1 if items == 0 else 0
    if empty >= MAX_EMPTY_PAGES:
        raise PaginationError(f"{label}: {empty} pages in a row said has_more but held no items; stopping instead of looping.")
    if not next_cursor:
        raise PaginationError(f"{label}: the service said has_more but gave no next_cursor; stopping instead of looping.")
    # The service's own text, sent back as made: only what cannot be sent (a lone surrogate, which
    # no URL or JSON text can carry) is its fault, reported as a paging error, not the caller's.
    if not is_well_formed(next_cursor):
        raise PaginationError(f"{label}: the service gave a next_cursor that cannot be sent back (not well-formed text).")
    # The page's own cursor again is caught at once; any longer cycle by the trail.
    if next_cursor == position.request_cursor:
        trail = None
    elif position.trail is None:
        trail = Trail(next_cursor, 1, 0)
    else:
        trail = position.trail.follow(next_cursor)
    if trail is None:
        raise PaginationError(f"{label}: the service handed out a cursor it had already given; stopping instead of looping.")
    return next_cursor, Position(position.number + 1, position.items_before + items, empty, next_cursor, trail)


FIRST_PAGE = Position.first()
"""Where every list starts (a position is a value: one serves every list)."""
