"""Typed errors with the service's codes, and the refusals that happen before anything is sent."""

from __future__ import annotations

import socket
import time

import pytest

from sports_data import (
    APIConnectionError,
    APIConnectionTimeoutError,
    AsyncSportsData,
    AuthenticationError,
    BadRequestError,
    InvalidArgumentError,
    NotFoundError,
    PermissionDeniedError,
    SportsData,
    SportsDataError,
)

from .._fake import Fake
from .._sample import Sample

UNKNOWN_KEY = "svc_live_" + "Q" * 32


def test_a_free_plan_key_gets_plan_required(fake: Fake) -> None:
    with SportsData(api_key=fake.keys["free"], base_url=fake.url) as client:
        with pytest.raises(PermissionDeniedError) as caught:
            client.query.create(prompt="Who scored the most goals?")
    error = caught.value
    assert (error.status, error.type, error.code) == (403, "permission_error", "plan_required")
    assert error.request_id is not None and error.request_id.startswith("req_")
    assert error.headers.get("x-request-id") == error.request_id
    assert isinstance(error, SportsDataError)
    # What a traceback or log line shows names the status, the code and the request id; never the key.
    assert str(error) == f"HTTP 403 plan_required: {error.message} [request_id {error.request_id}]"
    assert "status=403" in repr(error) and f"request_id={error.request_id!r}" in repr(error)
    assert fake.keys["free"] not in str(error) + repr(error)


@pytest.mark.anyio
async def test_async_a_test_key_gets_test_key_not_allowed(fake: Fake) -> None:
    async with AsyncSportsData(api_key=fake.keys["test"], base_url=fake.url) as client:
        with pytest.raises(PermissionDeniedError) as caught:
            await client.exports.create(resource="teams", format="jsonl")
    assert caught.value.code == "test_key_not_allowed"


def test_an_unknown_key_gets_invalid_api_key(fake: Fake, sample: Sample) -> None:
    with SportsData(api_key=UNKNOWN_KEY, base_url=fake.url) as client:
        with pytest.raises(AuthenticationError) as caught:
            client.players.get(sample.player_id)
    assert (caught.value.status, caught.value.code) == (401, "invalid_api_key")
    assert fake.count("get_player") == 1


def test_an_unknown_id_is_not_found(client: SportsData) -> None:
    with pytest.raises(NotFoundError) as caught:
        client.teams.get("team_doesnotexist0")
    assert (caught.value.status, caught.value.code) == (404, "not_found")


@pytest.mark.anyio
async def test_async_a_bad_parameter_names_it(aclient: AsyncSportsData) -> None:
    with pytest.raises(BadRequestError) as caught:
        await aclient.players.search(sport="football", sort_by="not_a_stat_key")
    assert (caught.value.code, caught.value.param) == ("invalid_parameter", "sort_by")


def test_a_malformed_path_id_is_refused_before_sending(client: SportsData, fake: Fake) -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        client.players.get("../teams")
    assert caught.value.param == "id"
    assert fake.requests() == []


def test_an_id_with_a_slash_is_never_sent(client: SportsData, fake: Fake) -> None:
    with pytest.raises(InvalidArgumentError):
        client.exports.get("exp_1/../../v1/portal")
    assert fake.requests() == []


def test_no_key_fails_locally_but_coverage_needs_none(fake: Fake, sample: Sample, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SERVICE_API_KEY", raising=False)
    with SportsData(base_url=fake.url) as client:
        coverage = client.reference.get_coverage()
        assert coverage["cells"]
        with pytest.raises(InvalidArgumentError) as caught:
            client.players.get(sample.player_id)
    assert caught.value.code == "missing_api_key"
    assert [r["operationId"] for r in fake.requests()] == ["get_coverage"]


def test_key_and_base_url_come_from_the_environment(
    fake: Fake, sample: Sample, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SERVICE_API_KEY", fake.keys["plus"])
    monkeypatch.setenv("SERVICE_BASE_URL", fake.url)
    with SportsData() as client:
        assert client.players.get(sample.player_id)["id"] == sample.player_id
    (seen,) = fake.requests("get_player")
    assert seen["authorized"] is True


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def test_nothing_listening_is_a_connection_error(sample: Sample) -> None:
    with SportsData(api_key=UNKNOWN_KEY, base_url=f"http://127.0.0.1:{_closed_port()}", max_retries=0) as client:
        with pytest.raises(APIConnectionError) as caught:
            client.players.get(sample.player_id)
    assert not isinstance(caught.value, APIConnectionTimeoutError)


def test_a_slow_body_times_out_within_the_timeout(client: SportsData, fake: Fake) -> None:
    fake.fault(operationId="list_sports", delayMs=20_000, times=1)
    started = time.monotonic()
    with pytest.raises(APIConnectionTimeoutError):
        client.reference.list_sports(timeout=0.5, max_retries=0)
    assert time.monotonic() - started < 10


@pytest.mark.anyio
async def test_async_a_hung_request_times_out_and_is_retried(aclient: AsyncSportsData, fake: Fake) -> None:
    fake.fault(operationId="list_sports", hang=True, times=1)
    page = await aclient.reference.list_sports(timeout=0.5, max_retries=1)
    assert page.data
    assert fake.count("list_sports") == 2
