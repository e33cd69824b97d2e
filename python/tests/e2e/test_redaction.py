"""The API key never appears in an error's str/repr/args, its traceback, or a log record."""

from __future__ import annotations

import logging
import traceback

import pytest

from sports_data import APIConnectionError, AuthenticationError, BadRequestError, InternalServerError, SportsData, SportsDataError

from .._fake import Fake
from .._sample import Sample

SECRET = "svc_live_" + "S3cr3tK3y" * 3 + "Zz9Yy"  # 32 characters after the prefix


def _everything_said_about(error: BaseException) -> str:
    parts = [str(error), repr(error), repr(error.args), "".join(traceback.format_exception(error))]
    parts += [repr(value) for value in vars(error).values()]
    return "\n".join(parts)


def test_a_refused_key_is_not_in_the_error(fake: Fake, sample: Sample, caplog: pytest.LogCaptureFixture) -> None:
    assert len(SECRET) == len("svc_live_") + 32
    caplog.set_level(logging.DEBUG, logger="sports_data")
    # A retried 503 and an unretried billed failure: both are logged.
    fake.fault(operationId="get_player", status=503, times=1, retryAfter=0)
    fake.fault(operationId="create_query", status=503, times=1)
    with SportsData(api_key=SECRET, base_url=fake.url) as client:
        with pytest.raises(AuthenticationError) as caught:
            client.players.get(sample.player_id, extra_headers={"X-Echo": SECRET})
        with pytest.raises(InternalServerError):
            client.query.create(prompt="anything")
    said = _everything_said_about(caught.value)
    assert SECRET not in said
    assert SECRET[-12:] not in said
    assert len(caplog.records) >= 2, "the retry and the billed failure are logged"
    for record in caplog.records:
        assert SECRET not in record.getMessage()
        assert SECRET not in repr(record.args)
        assert SECRET[-12:] not in record.getMessage()


def test_a_key_in_a_server_message_is_scrubbed(fake: Fake, sample: Sample) -> None:
    echo = {
        "error": {
            "type": "invalid_request_error",
            "code": "invalid_parameter",
            "message": f"The key {SECRET} is not valid here.",
            "param": SECRET,
            "request_id": "req_000000000000000000000001",
        }
    }
    fake.fault(operationId="get_player", status=400, body=echo, headers={"X-Debug": SECRET}, times=1)
    with SportsData(api_key=SECRET, base_url=fake.url) as client:
        with pytest.raises(SportsDataError) as caught:
            client.players.get(sample.player_id)
    error = caught.value
    assert isinstance(error, BadRequestError)
    said = _everything_said_about(error)
    assert SECRET not in said
    assert SECRET not in repr(list(error.headers.multi_items()))
    assert error.param is None or SECRET not in error.param


def test_a_connection_error_does_not_show_the_key(sample: Sample, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="sports_data")
    with SportsData(api_key=SECRET, base_url="http://127.0.0.1:9", max_retries=0) as client:
        with pytest.raises(APIConnectionError) as caught:
            client.players.get(sample.player_id)
    assert SECRET not in _everything_said_about(caught.value)
    assert all(SECRET not in r.getMessage() for r in caplog.records)


def test_the_client_repr_does_not_show_the_key(fake: Fake) -> None:
    with SportsData(api_key=SECRET, base_url=fake.url) as client:
        assert SECRET not in repr(client)
        assert SECRET not in str(vars(client))
