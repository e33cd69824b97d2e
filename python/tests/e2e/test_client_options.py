"""Options a caller passes to the client: their own httpx client, a per-call timeout."""

from __future__ import annotations

import httpx
import pytest

from sports_data import AsyncSportsData, SportsData

from .._fake import Fake
from .._sample import Sample


def test_a_callers_httpx_client_carries_the_requests(fake: Fake, sample: Sample) -> None:
    sent: list[str] = []

    def record(request: httpx.Request) -> None:
        sent.append(request.url.path)

    with httpx.Client(event_hooks={"request": [record]}) as http:
        client = SportsData(api_key=fake.keys["developer"], base_url=fake.url, http_client=http)
        assert client.players.get(sample.player_id)["id"] == sample.player_id
        client.close()
        # Closing the SDK client leaves the caller's own client open: it is theirs to close.
        assert not http.is_closed
    assert sent == [f"/v1/players/{sample.player_id}"]
    assert fake.count("get_player") == 1


@pytest.mark.anyio
async def test_async_a_callers_httpx_client_carries_the_requests(fake: Fake, sample: Sample) -> None:
    sent: list[str] = []

    async def record(request: httpx.Request) -> None:
        sent.append(request.url.path)

    async with httpx.AsyncClient(event_hooks={"request": [record]}) as http:
        async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, http_client=http) as client:
            assert (await client.players.get(sample.player_id))["id"] == sample.player_id
        assert not http.is_closed
    assert sent == [f"/v1/players/{sample.player_id}"]
