"""with_response: the data, the httpx response and the meta (plan, quota, request id)."""

from __future__ import annotations

from datetime import datetime, timedelta

import httpx
import pytest

from sports_data import AsyncSportsData, SportsData

from .._fake import Fake
from .._sample import Sample


def test_with_response_gives_data_response_and_meta(client: SportsData, fake: Fake, sample: Sample) -> None:
    result = client.players.with_response.get(sample.player_id)
    assert result.data["id"] == sample.player_id
    assert isinstance(result.response, httpx.Response)
    assert result.response.status_code == 200
    assert result.meta.request_id == result.response.headers["x-request-id"]
    assert result.meta.plan == "developer"
    assert result.meta.quota is not None
    assert result.meta.quota.limit == int(result.response.headers["x-monthly-quota-limit"])
    assert result.meta.quota.remaining == int(result.response.headers["x-monthly-quota-remaining"])
    reset_at = result.meta.quota.reset_at
    assert reset_at is not None and reset_at.utcoffset() == timedelta(0)
    assert (reset_at.day, reset_at.hour, reset_at.minute, reset_at.second) == (1, 0, 0, 0)
    assert reset_at == datetime.fromisoformat(result.response.headers["x-monthly-quota-reset"].replace("Z", "+00:00"))
    (seen,) = fake.requests("get_player")
    assert seen["status"] == 200


@pytest.mark.anyio
async def test_async_with_response_on_a_list(aclient: AsyncSportsData, fake: Fake) -> None:
    result = await aclient.teams.with_response.list(sport="football", limit=3)
    assert len(result.data.data) == 3
    assert result.meta.plan == "developer"
    assert result.response.headers["x-service-plan"] == "developer"


def test_enterprise_has_no_quota(fake: Fake, sample: Sample) -> None:
    with SportsData(api_key=fake.keys["enterprise"], base_url=fake.url) as client:
        result = client.players.with_response.get(sample.player_id)
    assert result.meta.plan == "enterprise"
    assert result.meta.quota is None or result.meta.quota.limit is None
