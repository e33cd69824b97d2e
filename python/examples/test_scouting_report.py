"""Tests of `scouting_report.py` as you would write them for your own code: the fixture
`sports_data_fake` (registered by installing sports-data-sdk) hands each test the fake service,
with no fault pending and an empty request log."""

from __future__ import annotations

import pytest
from scouting_report import leaders

from sports_data import SportsData
from sports_data.testing import FakeService


@pytest.fixture
def client(sports_data_fake: FakeService) -> SportsData:
    return SportsData(api_key=sports_data_fake.keys["developer"], base_url=sports_data_fake.url)


def test_leaders_are_sorted_best_first(client: SportsData, sports_data_fake: FakeService) -> None:
    best = leaders(client, "football", "passing_yards", count=3)
    assert len(best) == 3
    assert [value for _, value in best] == sorted((value for _, value in best), reverse=True)
    assert sports_data_fake.control.count("search_players") == 1  # one page was enough


def test_leaders_page_until_they_have_enough(client: SportsData, sports_data_fake: FakeService) -> None:
    assert len(leaders(client, "football", "passing_yards", count=150)) == 150
    assert sports_data_fake.control.count("search_players") == 2  # 100 + 50: a second page, no third


def test_a_flaky_service_costs_a_retry_not_a_failure(client: SportsData, sports_data_fake: FakeService) -> None:
    sports_data_fake.control.inject_fault(operation_id="search_players", status=503, retry_after=0)
    assert len(leaders(client, "football", "passing_yards", count=1)) == 1
    statuses = [request["status"] for request in sports_data_fake.control.requests("search_players")]
    assert statuses == [503, 200]
