"""
Pages of a list. A list call answers its first page; iterating it (or `auto_paging_iter`) yields
every item of every page, fetching lazily; the next page's cursor and the guards that end a list
are `_internal/pagination.py`'s. Pages hold no reference to earlier pages, so memory stays flat
however far a loop reads.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, AsyncIterator, Awaitable, Callable, Coroutine, Generator, Generic, Iterator, TypeVar, cast

from ._internal.arguments import check_limits
from ._internal.pagination import FIRST_PAGE, Position, next_position
from ._download.frames import Library, from_rows, library
from ._generated.operations import OPERATIONS
from ._generated.rows import LIST_ITEMS, ROW_SCHEMAS, RowSchema
from ._html import page_html

if TYPE_CHECKING:
    from ._internal.engine import Answer

_ITEM_BY_LABEL = {op.label: LIST_ITEMS[op.id] for op in OPERATIONS.values() if op.id in LIST_ITEMS}
"""A list's label (`teams.list`) → the schema of its items, for a frame's column types."""

T = TypeVar("T")


class _PageBase(Generic[T]):
    data: list[T]
    has_more: bool
    next_cursor: str | None

    def __init__(self, body: dict[str, Any], label: str, position: Position) -> None:
        self.data = body["data"]
        self.has_more = body.get("has_more") is True
        cursor = body.get("next_cursor")
        self.next_cursor = cursor if isinstance(cursor, str) else None
        self._label = label
        self._position = position

    def has_next_page(self) -> bool:
        return self.has_more

    def _next(self) -> tuple[str, Position]:
        return next_position(self._label, self._position, len(self.data), self.has_more, self.next_cursor)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(data=<{len(self.data)} items>, has_more={self.has_more}, next_cursor={self.next_cursor!r})"

    def _repr_html_(self) -> str:
        """How a notebook shows the page: a table of its first rows, escaped."""
        return page_html(self._label, self.data, self.has_more, self.next_cursor)

    @property
    def _schema(self) -> RowSchema | None:
        return ROW_SCHEMAS.get(_ITEM_BY_LABEL.get(self._label, ""))


class SyncPage(_PageBase[T]):
    """One page of a list: `data`, `has_more`, `next_cursor`; iterating it yields every item of every page."""

    def __init__(self, body: dict[str, Any], label: str, position: Position, fetch: Callable[[str, Position], SyncPage[T]]) -> None:
        super().__init__(body, label, position)
        self._fetch = fetch

    def get_next_page(self) -> SyncPage[T]:
        cursor, position = self._next()
        return self._fetch(cursor, position)

    def iter_pages(self) -> Iterator[SyncPage[T]]:
        """This page, then each next one, fetched as the loop reaches it."""
        page = self
        yield page
        while page.has_more:
            page = page.get_next_page()
            yield page

    def __iter__(self) -> Iterator[T]:
        return self.auto_paging_iter()

    def auto_paging_iter(self, *, max_items: int | None = None, max_pages: int | None = None) -> Iterator[T]:
        """Every item of every page; stops quietly after `max_items` items or `max_pages` pages."""
        return _items(self.iter_pages(), _Budget(max_items, max_pages))

    def to_pandas(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """Every item of every page (up to `max_items` / `max_pages`) as a pandas DataFrame, nested
        objects as dotted columns, column types from the document (extra `[pandas]`)."""
        return self._frame("pandas", max_items, max_pages)

    def to_polars(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """Every item of every page as a polars DataFrame (extra `[polars]`)."""
        return self._frame("polars", max_items, max_pages)

    def to_arrow(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """Every item of every page as a pyarrow Table (extra `[arrow]`)."""
        return self._frame("arrow", max_items, max_pages)

    def _frame(self, name: Library, max_items: int | None, max_pages: int | None) -> Any:
        library(name)  # a missing library is said before any page is fetched
        return from_rows(name, self.auto_paging_iter(max_items=max_items, max_pages=max_pages), self._schema)


class _Budget:
    """`max_items` / `max_pages` of one iteration: ends it quietly, before a page it would not use is fetched."""

    def __init__(self, max_items: int | None, max_pages: int | None) -> None:
        check_limits(max_items, max_pages)
        self._items_left = max_items
        self._pages_left = max_pages

    def take(self, data: list[T]) -> tuple[list[T], bool]:
        """The items of one page the limits let through, and whether another page may be fetched."""
        if self._items_left is not None:
            data = data[: self._items_left]
            self._items_left -= len(data)
        if self._pages_left is not None:
            self._pages_left -= 1
        return data, not ((self._pages_left is not None and self._pages_left <= 0) or self._items_left == 0)


def _items(pages: Iterator[SyncPage[T]], budget: _Budget) -> Generator[T, None, None]:
    for page in pages:
        items, more = budget.take(page.data)
        yield from items
        if not more:
            return


class AsyncPage(_PageBase[T]):
    """One page of a list; `async for` over it yields every item of every page."""

    def __init__(self, body: dict[str, Any], label: str, position: Position, fetch: Callable[[str, Position], Awaitable[AsyncPage[T]]]) -> None:
        super().__init__(body, label, position)
        self._fetch = fetch

    async def get_next_page(self) -> AsyncPage[T]:
        cursor, position = self._next()
        return await self._fetch(cursor, position)

    async def iter_pages(self) -> AsyncIterator[AsyncPage[T]]:
        page = self
        yield page
        while page.has_more:
            page = await page.get_next_page()
            yield page

    def __aiter__(self) -> AsyncIterator[T]:
        return self.auto_paging_iter()

    def auto_paging_iter(self, *, max_items: int | None = None, max_pages: int | None = None) -> AsyncIterator[T]:
        """Every item of every page; stops quietly after `max_items` items or `max_pages` pages (checked at the call)."""
        return self._items(_Budget(max_items, max_pages))

    async def _items(self, budget: _Budget) -> AsyncIterator[T]:
        async for page in self.iter_pages():
            items, more = budget.take(page.data)
            for item in items:
                yield item
            if not more:
                return

    async def to_pandas(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """Every item of every page (up to `max_items` / `max_pages`) as a pandas DataFrame (extra `[pandas]`)."""
        return await self._frame("pandas", max_items, max_pages)

    async def to_polars(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """Every item of every page as a polars DataFrame (extra `[polars]`)."""
        return await self._frame("polars", max_items, max_pages)

    async def to_arrow(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """Every item of every page as a pyarrow Table (extra `[arrow]`)."""
        return await self._frame("arrow", max_items, max_pages)

    async def _frame(self, name: Library, max_items: int | None, max_pages: int | None) -> Any:
        library(name)
        items = [item async for item in self.auto_paging_iter(max_items=max_items, max_pages=max_pages)]
        return await asyncio.to_thread(from_rows, name, items, self._schema)


@dataclass(eq=False, repr=False)
class AsyncPageRequest(Generic[T]):
    """
    What an async list call answers: `await` it for the first page, `async for` it for every item.
    Its first page's run (`_made`, a coroutine named as the call) is made at the call, where the call
    is checked: a request never awaited nor iterated leaves it unawaited, and Python warns "coroutine
    'teams.list' was never awaited", as for any other async call (contract section 13). Awaiting
    again makes a new one (`_run`); a request refused at `auto_paging_iter` (bad limits) is closed,
    not warned about.

    A dataclass, made by `_resource` at the call: its generated `__init__` only stores the fields,
    so no code of this file runs before the request is awaited; `__await__` then drives the run and
    builds the first page here (the walk in docs/architecture.md).
    """

    _label: str
    _made: list[Coroutine[Any, Any, Answer]]
    _run: Callable[[], Coroutine[Any, Any, Answer]]
    _fetch: Callable[[str, Position], Awaitable[AsyncPage[T]]]
    """How a page fetches the next one."""

    def __await__(self) -> Generator[Any, None, AsyncPage[T]]:
        run = self._made.pop() if self._made else self._run()
        answer = yield from run.__await__()
        return AsyncPage(cast("dict[str, Any]", answer.data), self._label, FIRST_PAGE, self._fetch)

    async def __aiter__(self) -> AsyncIterator[T]:
        page = await self
        async for item in page:
            yield item

    def auto_paging_iter(self, *, max_items: int | None = None, max_pages: int | None = None) -> AsyncIterator[T]:
        """Every item of every page; the limits are checked at the call, before the first page is asked for."""
        try:
            return self._items(_Budget(max_items, max_pages))
        except BaseException:
            while self._made:
                self._made.pop().close()
            raise

    async def _items(self, budget: _Budget) -> AsyncIterator[T]:
        page = await self
        async for item in page._items(budget):  # pyright: ignore[reportPrivateUsage]
            yield item

    async def to_pandas(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """`(await request).to_pandas(...)`: every item of every page as a pandas DataFrame."""
        check_limits(max_items, max_pages)
        return await (await self).to_pandas(max_items=max_items, max_pages=max_pages)

    async def to_polars(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """`(await request).to_polars(...)`: every item of every page as a polars DataFrame."""
        check_limits(max_items, max_pages)
        return await (await self).to_polars(max_items=max_items, max_pages=max_pages)

    async def to_arrow(self, *, max_items: int | None = None, max_pages: int | None = None) -> Any:
        """`(await request).to_arrow(...)`: every item of every page as a pyarrow Table."""
        check_limits(max_items, max_pages)
        return await (await self).to_arrow(max_items=max_items, max_pages=max_pages)
