"""Paging as users write it: `for`, `async for`, `auto_paging_iter(max_items=)`, and the loop guard."""

from __future__ import annotations

import pytest

from sports_data import AsyncSportsData, PaginationError, SportsData

from .._fake import Fake


def _all_team_ids_by_hand(client: SportsData) -> list[str]:
    page = client.teams.list(sport="football", limit=3)
    ids = [team["id"] for team in page.data]
    while page.has_next_page():
        assert page.next_cursor is not None and page.has_more
        page = page.get_next_page()
        ids += [team["id"] for team in page.data]
    assert page.next_cursor is None and not page.has_more
    return ids


def test_iterating_a_page_yields_every_item_of_every_page(client: SportsData, fake: Fake) -> None:
    expected = _all_team_ids_by_hand(client)
    pages_by_hand = fake.count("list_teams")
    assert pages_by_hand >= 3, "the sample data should span several pages of 3"
    fake.reset()
    seen = [team["id"] for team in client.teams.list(sport="football", limit=3)]
    assert seen == expected
    assert len(set(seen)) == len(seen)
    assert fake.count("list_teams") == pages_by_hand


def test_iter_pages_yields_each_page_once(client: SportsData, fake: Fake) -> None:
    pages = list(client.teams.list(sport="football", limit=3).iter_pages())
    assert len(pages) == fake.count("list_teams")
    assert all(page.data for page in pages)
    assert not pages[-1].has_more


def test_auto_paging_iter_stops_at_max_items_without_fetching_more(client: SportsData, fake: Fake) -> None:
    items = list(client.teams.list(sport="football", limit=5).auto_paging_iter(max_items=7))
    assert len(items) == 7
    assert fake.count("list_teams") == 2  # lazy: the third page is never asked for


def test_auto_paging_iter_stops_at_max_pages(client: SportsData, fake: Fake) -> None:
    items = list(client.teams.list(sport="football", limit=3).auto_paging_iter(max_pages=2))
    assert len(items) == 6
    assert fake.count("list_teams") == 2


def test_a_post_list_pages_through_its_body(client: SportsData, fake: Fake) -> None:
    items = list(client.players.search(sport="football", limit=4).auto_paging_iter(max_items=10))
    assert len(items) == 10
    sent = fake.requests("search_players")
    assert len(sent) == 3 and all(r["method"] == "POST" for r in sent)


@pytest.mark.anyio
async def test_async_await_gives_the_first_page(aclient: AsyncSportsData, fake: Fake) -> None:
    page = await aclient.teams.list(sport="football", limit=3)
    assert len(page.data) == 3 and page.has_more
    following = await page.get_next_page()
    assert {t["id"] for t in following.data}.isdisjoint({t["id"] for t in page.data})
    assert fake.count("list_teams") == 2


@pytest.mark.anyio
async def test_async_for_yields_every_item(aclient: AsyncSportsData, fake: Fake) -> None:
    seen = [team["id"] async for team in aclient.teams.list(sport="football", limit=3)]
    pages = fake.count("list_teams")
    fake.reset()
    expected: list[str] = []
    page = await aclient.teams.list(sport="football", limit=100)
    expected += [t["id"] for t in page.data]
    while page.has_next_page():
        page = await page.get_next_page()
        expected += [t["id"] for t in page.data]
    assert seen == expected
    assert pages >= 3


@pytest.mark.anyio
async def test_async_auto_paging_iter_max_items(aclient: AsyncSportsData, fake: Fake) -> None:
    items = [t async for t in aclient.teams.list(sport="football", limit=5).auto_paging_iter(max_items=7)]
    assert len(items) == 7
    assert fake.count("list_teams") == 2


def test_a_list_that_repeats_its_cursor_ends_with_pagination_error(client: SportsData, fake: Fake) -> None:
    stuck = {"data": [{"id": "team_stuck1", "name": "Stuck"}], "has_more": True, "next_cursor": "cur_same"}
    fake.fault(operationId="list_teams", status=200, body=stuck, times=50)
    with pytest.raises(PaginationError):
        for _ in client.teams.list(sport="football"):
            pass
    assert fake.count("list_teams") <= 3


@pytest.mark.anyio
async def test_async_empty_pages_that_never_end_raise_after_ten(aclient: AsyncSportsData, fake: Fake) -> None:
    counter = iter(range(1000))

    def empty(i: int) -> dict[str, object]:
        return {"data": [], "has_more": True, "next_cursor": f"cur_{i}"}

    for _ in range(15):
        fake.fault(operationId="list_teams", status=200, body=empty(next(counter)), times=1)
    with pytest.raises(PaginationError):
        async for _ in aclient.teams.list(sport="football"):
            pass
    assert fake.count("list_teams") <= 11
