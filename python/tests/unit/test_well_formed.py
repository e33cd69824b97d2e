"""An id or cursor the service made that cannot be sent back (not one path segment, or not
well-formed text) is the service's fault: an invalid_response or paging error, never an
InvalidArgumentError blaming the caller, nor a raw UnicodeEncodeError; and nothing more is sent."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest

from sports_data import APIError, AsyncSportsData, PaginationError, SportsData

KEY = "svc_live_" + "K" * 32
# "\ud800" is what JSON's "\\ud800" decodes to: a lone surrogate, which UTF-8 cannot encode.
UNSENDABLE: list[Any] = [".", "..", "qr_\ud800", "\udfff", 7, ["qr_1"]]


def json_answer(status: int, body: Any) -> httpx.Response:
    # JSON as a server writes it, a lone surrogate escaped (`"\\ud800"`): httpx's own `json=`
    # encodes it as UTF-8 in newer versions, which cannot be done.
    return httpx.Response(status, headers={"content-type": "application/json"}, content=json.dumps(body).encode())


def transport(created: dict[str, Any], seen: list[httpx.Request]) -> httpx.MockTransport:
    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return json_answer(202, {"status": "queued", "prompt": "q", **created})

    return httpx.MockTransport(answer)


@pytest.mark.parametrize("run_id", UNSENDABLE)
def test_a_created_run_id_that_cannot_be_sent_back_is_an_invalid_response(run_id: Any) -> None:
    seen: list[httpx.Request] = []
    client = SportsData(api_key=KEY, base_url="https://api.test", http_client=httpx.Client(transport=transport({"run_id": run_id}, seen)))
    with pytest.raises(APIError) as caught:
        client.query.create_and_poll(prompt="q", poll_interval=0)
    assert type(caught.value) is APIError
    assert caught.value.type == "invalid_response" and caught.value.status == 202
    assert "was created, but its run_id cannot be sent back in a URL" in caught.value.message
    # The billed create went out once; no poll followed it.
    assert [r.method for r in seen] == ["POST"]


@pytest.mark.parametrize("run_id", [None, ""])
def test_a_created_run_without_an_id_says_so(run_id: Any) -> None:
    seen: list[httpx.Request] = []
    created = {} if run_id is None else {"run_id": run_id}
    client = SportsData(api_key=KEY, base_url="https://api.test", http_client=httpx.Client(transport=transport(created, seen)))
    with pytest.raises(APIError, match="the answer has no run_id to poll it by") as caught:
        client.query.create_and_poll(prompt="q", poll_interval=0)
    assert caught.value.type == "invalid_response"
    assert len(seen) == 1


def test_the_async_client_refuses_the_same_ids_the_same_way() -> None:
    async def main() -> None:
        for run_id in UNSENDABLE:
            seen: list[httpx.Request] = []
            http = httpx.AsyncClient(transport=transport({"run_id": run_id}, seen))
            async with AsyncSportsData(api_key=KEY, base_url="https://api.test", http_client=http) as client:
                with pytest.raises(APIError, match="cannot be sent back in a URL") as caught:
                    await client.query.create_and_poll(prompt="q", poll_interval=0)
                assert caught.value.type == "invalid_response"
            assert len(seen) == 1

    asyncio.run(main())


def test_a_next_cursor_that_cannot_be_sent_back_stops_paging_with_a_paging_error() -> None:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return json_answer(200, {"data": [{"id": "football", "name": "Football"}], "has_more": True, "next_cursor": "c_\ud800"})

    client = SportsData(api_key=KEY, base_url="https://api.test", http_client=httpx.Client(transport=httpx.MockTransport(answer)))
    page = client.reference.list_sports()
    with pytest.raises(PaginationError, match="gave a next_cursor that cannot be sent back"):
        page.get_next_page()
    assert len(seen) == 1
