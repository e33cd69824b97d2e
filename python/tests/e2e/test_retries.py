"""Retries as the fake counts them: free reads retried, usage-billed calls sent once, Retry-After obeyed."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from typing import Any

import pytest

from sports_data import APIConnectionError, AsyncSportsData, InternalServerError, RateLimitError, SportsData

from .._fake import Fake
from .._sample import Sample


def _seconds_between(first: str, second: str) -> float:
    def parse(at: str) -> datetime:
        return datetime.fromisoformat(at.replace("Z", "+00:00"))

    return (parse(second) - parse(first)).total_seconds()


def _marked(fake: Fake, limit: int) -> list[dict[str, Any]]:
    """This test's own list_sports requests: each test asks with its own `limit`, so a request a
    loaded machine delivers late from an earlier test is not counted as this one's."""
    return [r for r in fake.requests("list_sports") if r["query"].get("limit") == str(limit)]


def test_a_read_is_retried_through_two_503s(client: SportsData, fake: Fake, sample: Sample) -> None:
    fake.fault(operationId="get_player", status=503, times=2, retryAfter=0)
    player = client.players.get(sample.player_id)
    assert player["id"] == sample.player_id
    seen = fake.requests("get_player")
    assert [r["status"] for r in seen] == [503, 503, 200]


@pytest.mark.anyio
async def test_async_a_read_is_retried_through_two_503s(
    aclient: AsyncSportsData, fake: Fake, sample: Sample
) -> None:
    fake.fault(operationId="get_player", status=503, times=2, retryAfter=0)
    player = await aclient.players.get(sample.player_id)
    assert player["id"] == sample.player_id
    assert [r["status"] for r in fake.requests("get_player")] == [503, 503, 200]


def test_max_retries_bounds_the_attempts(client: SportsData, fake: Fake, sample: Sample) -> None:
    fake.fault(operationId="get_player", status=503, times=5, retryAfter=0)
    with pytest.raises(InternalServerError) as caught:
        client.players.get(sample.player_id, max_retries=1)
    assert caught.value.status == 503
    assert fake.count("get_player") == 2


def test_a_usage_billed_create_is_sent_once(client: SportsData, fake: Fake) -> None:
    fake.fault(operationId="create_query", status=503, times=2, retryAfter=0)
    with pytest.raises(InternalServerError):
        client.query.create(prompt="Who led the nation in rushing yards?", sport="football")
    assert fake.count("create_query") == 1


@pytest.mark.anyio
async def test_async_a_usage_billed_read_is_sent_once(aclient: AsyncSportsData, fake: Fake) -> None:
    # GET /v1/portal is a read, but usage-billed: never retried, whatever happens.
    fake.fault(operationId="list_portal", status=503, times=2, retryAfter=0)
    with pytest.raises(InternalServerError):
        await aclient.portal.list(sport="football")
    assert fake.count("list_portal") == 1


def test_a_reset_connection_on_a_billed_call_is_not_resent(client: SportsData, fake: Fake) -> None:
    fake.fault(operationId="create_export", reset="before_headers", times=2)
    with pytest.raises(APIConnectionError):
        client.exports.create(resource="teams", format="csv", filters={"sport": "football"})
    assert fake.count("create_export") == 1


def test_retry_after_in_seconds_is_waited_for(client: SportsData, fake: Fake) -> None:
    fake.fault(operationId="list_sports", status=503, times=1, retryAfter=1)
    client.reference.list_sports(limit=7)
    first, second = _marked(fake, 7)
    # Measured by the server's own clock: the retry came no sooner than asked.
    assert _seconds_between(first["at"], second["at"]) >= 0.95


def test_retry_after_as_an_http_date_is_waited_for(client: SportsData, fake: Fake) -> None:
    # An HTTP-date has whole seconds: the retry may not come before that second, however loaded
    # the machine (load only delays it).
    when = (datetime.now(timezone.utc) + timedelta(seconds=2)).replace(microsecond=0)
    fake.fault(operationId="list_sports", status=503, times=1, retryAfter=format_datetime(when, usegmt=True))
    client.reference.list_sports(limit=8)
    _first, second = _marked(fake, 8)
    assert datetime.fromisoformat(second["at"].replace("Z", "+00:00")) >= when - timedelta(milliseconds=50)


def test_a_retry_after_beyond_60_seconds_raises_at_once(client: SportsData, fake: Fake) -> None:
    fake.fault(operationId="list_sports", status=429, times=1, retryAfter=120)
    with pytest.raises(RateLimitError) as caught:
        client.reference.list_sports(limit=9)
    assert caught.value.retry_after == 120
    assert caught.value.code == "rate_limit_exceeded"
    assert len(_marked(fake, 9)) == 1


@pytest.mark.anyio
async def test_async_monthly_quota_exceeded_is_not_retried(aclient: AsyncSportsData, fake: Fake) -> None:
    body = {
        "error": {
            "type": "rate_limit_error",
            "code": "monthly_quota_exceeded",
            "message": "The monthly quota is used.",
            "param": None,
            "request_id": "req_000000000000000000000000",
        }
    }
    fake.fault(operationId="list_sports", status=429, times=3, body=body)
    with pytest.raises(RateLimitError) as caught:
        await aclient.reference.list_sports()
    assert caught.value.code == "monthly_quota_exceeded"
    assert fake.count("list_sports") == 1


def test_a_billed_create_carries_the_callers_idempotency_key(client: SportsData, fake: Fake) -> None:
    first = client.query.create(prompt="Top rushers in 2024", idempotency_key="pytests-replay-1")
    again = client.query.create(prompt="Top rushers in 2024", idempotency_key="pytests-replay-1")
    assert again["run_id"] == first["run_id"]
    assert [r["idempotencyKey"] for r in fake.requests("create_query")] == ["pytests-replay-1"] * 2
