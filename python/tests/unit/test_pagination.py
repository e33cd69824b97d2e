"""Paging guards, as the pure rule both clients run (`_internal/pagination.py`), and a page's lazy iteration."""

from __future__ import annotations

from typing import Any

import pytest

from sports_data import InvalidArgumentError, PaginationError
from sports_data._internal.pagination import MAX_EMPTY_PAGES, Position, next_position
from sports_data._pagination import SyncPage


def test_paging_follows_new_cursors_and_counts_positions() -> None:
    cursor, position = next_position("x", Position.first(), 3, True, "c1")
    assert (cursor, position.number, position.items_before) == ("c1", 2, 3)
    cursor, position = next_position("x", position, 3, True, "c2")
    assert (cursor, position.number, position.items_before) == ("c2", 3, 6)


def test_a_page_answering_its_own_cursor_again_stops_paging_at_once() -> None:
    _, second = next_position("x", Position.first(), 1, True, "c1")
    with pytest.raises(PaginationError, match="already given"):
        next_position("x", second, 1, True, "c1")


def pages_until_caught(after: Any, first: str) -> int:
    """Follows `after` from `first` until paging refuses a cursor; the pages asked for by then."""
    position, cursor = Position.first(), first
    for asked in range(1, 1000):
        try:
            _, position = next_position("x", position, 1, True, cursor)
        except PaginationError as error:
            assert "already given" in str(error)
            return asked
        cursor = after(cursor)
    raise AssertionError("a cycle of cursors was followed for 1000 pages")


def test_any_cycle_of_cursors_is_caught_within_a_few_laps() -> None:
    # Cursors c0 … c(mu-1) lead into the cycle c(mu) … c(mu+lam-1) → c(mu); as the TypeScript suite's
    # bound for Brent's algorithm: once the power of two passes max(mu, lam), plus one lap.
    for mu in (0, 1, 2, 5):
        for lam in (1, 2, 3, 4, 7, 12):

            def after(cursor: str, mu: int = mu, lam: int = lam) -> str:
                index = int(cursor[1:]) + 1
                return f"c{index if index < mu + lam else mu}"

            assert pages_until_caught(after, "c0") <= 2 + mu + lam + 2 * max(mu, lam), (mu, lam)


def test_paging_keeps_two_cursors_however_many_pages() -> None:
    position = Position.first()
    for number in range(5000):
        _, position = next_position("x", position, 1, True, f"c{number}")
    kept = [value for value in vars(position).values() if isinstance(value, str)]
    kept += [value for value in vars(position.trail).values() if isinstance(value, str)]
    assert kept == ["c4999", "c4095"]


def test_asking_twice_for_the_same_next_page_is_not_a_loop() -> None:
    first = Position.first()
    assert next_position("x", first, 1, True, "c1")[0] == "c1"
    assert next_position("x", first, 1, True, "c1")[0] == "c1"


def test_has_more_without_a_cursor_and_endless_empty_pages_stop() -> None:
    with pytest.raises(PaginationError, match="no next_cursor"):
        next_position("x", Position.first(), 2, True, None)
    with pytest.raises(PaginationError, match="no next page"):
        next_position("x", Position.first(), 2, False, None)
    position = Position.first()
    for number in range(MAX_EMPTY_PAGES - 1):
        _, position = next_position("x", position, 0, True, f"c{number}")
    with pytest.raises(PaginationError, match="held no items"):
        next_position("x", position, 0, True, "last")


def pages_of(sizes: list[int]) -> tuple[SyncPage[int], list[str]]:
    """A list of len(sizes) pages; `fetched` records each next-page request."""
    fetched: list[str] = []

    def page(index: int, position: Position) -> SyncPage[int]:
        more = index + 1 < len(sizes)
        body: dict[str, Any] = {"data": list(range(index * 100, index * 100 + sizes[index])), "has_more": more, "next_cursor": f"c{index + 1}" if more else None}

        def fetch(cursor: str, next_position: Position) -> SyncPage[int]:
            fetched.append(cursor)
            return page(index + 1, next_position)

        return SyncPage(body, "x", position, fetch)

    return page(0, Position.first()), fetched


def test_iterating_a_page_yields_every_item_of_every_page_lazily() -> None:
    first, fetched = pages_of([2, 0, 3])
    items = iter(first)
    assert [next(items), next(items)] == [0, 1] and fetched == []
    assert list(items) == [200, 201, 202] and fetched == ["c1", "c2"]


def test_max_items_and_max_pages_end_quietly_without_fetching_more() -> None:
    first, fetched = pages_of([2, 2, 2])
    assert list(first.auto_paging_iter(max_items=2)) == [0, 1] and fetched == []
    assert list(first.auto_paging_iter(max_items=3)) == [0, 1, 100] and fetched == ["c1"]
    first, fetched = pages_of([2, 2, 2])
    assert list(first.auto_paging_iter(max_pages=2)) == [0, 1, 100, 101] and fetched == ["c1"]
    # A limit of 0 is refused (as the TypeScript client does), not answered with an empty loop.
    fetched.clear()
    with pytest.raises(InvalidArgumentError, match="max_items must be a positive integer, got 0"):
        first.auto_paging_iter(max_items=0)
    assert fetched == []
