"""Headers a caller gives (default_headers, extra_headers, a poll's request_options) pass one check
(`_headers.check_headers`) before anything is sent: a bad one is a typed error naming where it was
given, never an AttributeError or an httpx failure, and never after a usage-billed create."""

from __future__ import annotations

from typing import Any, cast

import httpx
import pytest

from sports_data import InvalidArgumentError, SportsData

KEY = "svc_live_" + "K" * 32
RUN: dict[str, Any] = {"run_id": "qr_1", "status": "completed", "prompt": "q"}


def recording(**options: Any) -> tuple[SportsData, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.method == "POST":
            return httpx.Response(202, json={**RUN, "status": "queued"})
        if request.url.path.startswith("/v1/query"):
            return httpx.Response(200, json=RUN)
        return httpx.Response(200, json={"data": [], "has_more": False, "next_cursor": None})

    http = httpx.Client(transport=httpx.MockTransport(answer))
    return SportsData(api_key=KEY, base_url="https://api.test", http_client=http, max_retries=0, **options), seen


# Each: the headers, and what the message says. Typed as Any: notebooks run no type checker.
BAD: list[tuple[Any, str]] = [
    ([("x-trace", "1")], "must be a dict of header names to values, got a list (1 item)"),
    ("x-trace: 1", "must be a dict of header names to values, got 'x-trace: 1'"),
    ({1: "x"}, "1 is not a header name"),
    ({"bad name": "x"}, "'bad name' is not a header name"),
    ({"x-trace\r\nx-evil": "1"}, "is not a header name"),
    ({"": "x"}, "'' is not a header name"),
    ({"x-trace": "a\r\nx-evil: 1"}, "must be a string of printable ASCII"),
    ({"x-trace": "a\x00"}, "must be a string of printable ASCII"),
    ({"x-trace": 1}, "must be a string of printable ASCII"),
    ({"Content-Length": "5"}, "content-length frames the request; httpx sets it"),
    ({"Transfer-Encoding": "chunked"}, "transfer-encoding frames the request"),
    ({"Host": "elsewhere.test"}, "host frames the request"),
    ({"Authorization": "Bearer other"}, "Authorization is set by the SDK from api_key"),
]


@pytest.mark.parametrize(("headers", "says"), BAD)
def test_bad_extra_headers_are_refused_before_sending(headers: Any, says: str) -> None:
    client, seen = recording()
    with pytest.raises(InvalidArgumentError) as caught:
        client.reference.list_sports(extra_headers=headers)
    assert caught.value.message.startswith("extra_headers")
    assert says in caught.value.message
    assert seen == []


@pytest.mark.parametrize(("headers", "says"), BAD)
def test_bad_default_headers_are_refused_when_the_client_is_made(headers: Any, says: str) -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        SportsData(api_key=KEY, base_url="https://api.test", default_headers=headers)
    assert caught.value.message.startswith("default_headers")
    assert says in caught.value.message


@pytest.mark.parametrize(("headers", "says"), BAD)
def test_bad_poll_headers_are_refused_before_the_billed_create_is_sent(headers: Any, says: str) -> None:
    client, seen = recording()
    with pytest.raises(InvalidArgumentError) as caught:
        client.query.create_and_poll(prompt="q", request_options={"extra_headers": headers})
    assert caught.value.message.startswith("request_options['extra_headers']")
    assert says in caught.value.message
    # The billed create was never sent.
    assert seen == []


def test_a_header_name_is_case_blind_and_replaces_the_sdks_own_rather_than_doubling_it() -> None:
    client, seen = recording(default_headers={"Accept": "application/json; v=2", "X-Team": "a"})
    client.reference.list_sports(extra_headers={"x-team": "b", "X-Trace": "t-1"})
    sent = seen[0].headers
    assert sent.get_list("accept") == ["application/json; v=2"]
    assert sent.get_list("x-team") == ["b"]
    assert sent["x-trace"] == "t-1"
    assert sent["authorization"] == f"Bearer {KEY}"


def test_poll_headers_go_with_the_polls_once_checked() -> None:
    client, seen = recording()
    run = client.query.create_and_poll(prompt="q", poll_interval=0, request_options={"extra_headers": {"X-Trace": "poll"}})
    assert run["status"] == "completed"
    assert [(r.method, r.headers.get("x-trace")) for r in seen] == [("POST", None), ("GET", "poll")]


def test_a_header_name_pasted_with_a_key_in_it_is_not_shown() -> None:
    client, seen = recording()
    with pytest.raises(InvalidArgumentError) as caught:
        client.reference.list_sports(extra_headers={f"x {KEY}": "1"})
    assert KEY not in str(caught.value) and KEY[:20] not in repr(caught.value)
    assert seen == []


def test_a_key_given_as_a_header_name_with_a_bad_value_is_in_no_field() -> None:
    client, seen = recording()
    values: list[Any] = [None, "a\nb", ""]
    for value in values:
        with pytest.raises(InvalidArgumentError) as caught:
            client.reference.list_sports(extra_headers={KEY: value})
        error = caught.value
        assert error.param == "extra_headers"
        assert KEY[9:] not in f"{error} {error!r} {vars(error)}"
    assert seen == []


def _answering(seen: list[httpx.Request]) -> httpx.MockTransport:
    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"data": []})

    return httpx.MockTransport(answer)


def _on_the_wire(client: SportsData, seen: list[httpx.Request]) -> dict[str, list[str]]:
    client.reference.list_sports()
    request = seen[-1]
    return {name: request.headers.get_list(name) for name in ("accept", "accept-encoding", "user-agent", "authorization", "x-team")}


def test_the_constant_headers_reach_the_wire_once_from_the_sdks_own_client_and_from_a_callers() -> None:
    # The SDK's own httpx client carries them as its defaults (`engine.constant_headers`); a caller's
    # is left as it was made, and each call sends them. The wire is the same either way, and a
    # caller's default_headers still win over them, sent once.
    sdk = f"sports-data-sdk-python/{__import__('sports_data').__version__}"
    expected: dict[str, list[str]] = {"accept": ["application/json"], "accept-encoding": ["gzip, deflate"], "user-agent": [sdk], "authorization": [f"Bearer {KEY}"], "x-team": []}
    own = SportsData(api_key=KEY, base_url="https://api.test", max_retries=0)
    seen: list[httpx.Request] = []
    own._http._transport = _answering(seen)  # pyright: ignore[reportPrivateUsage]
    assert _on_the_wire(own, seen) == expected
    theirs, seen_theirs = recording()
    assert _on_the_wire(theirs, seen_theirs) == expected
    assert theirs._http.headers["user-agent"].startswith("python-httpx/")  # pyright: ignore[reportPrivateUsage]
    assert "authorization" not in theirs._http.headers  # pyright: ignore[reportPrivateUsage]
    mine = SportsData(api_key=KEY, base_url="https://api.test", max_retries=0, default_headers={"User-Agent": "mine/1", "X-Team": "a"})
    mine._http._transport = own._http._transport  # pyright: ignore[reportPrivateUsage]
    assert _on_the_wire(mine, seen) == {**expected, "user-agent": ["mine/1"], "x-team": ["a"]}
    # The key is never one of the client's own headers, which every request it sends would carry.
    assert "authorization" not in own._http.headers  # pyright: ignore[reportPrivateUsage]


def test_the_async_clients_own_httpx_client_of_each_loop_carries_them_too() -> None:
    import asyncio

    from sports_data import AsyncSportsData

    seen: list[httpx.Request] = []

    async def call() -> None:
        client = AsyncSportsData(api_key=KEY, base_url="https://api.test", max_retries=0)
        http = client._runtime.http  # pyright: ignore[reportPrivateUsage]
        http._transport = _answering(seen)  # pyright: ignore[reportPrivateUsage]
        await client.reference.list_sports()
        assert "authorization" not in http.headers

    asyncio.run(call())
    sdk = f"sports-data-sdk-python/{__import__('sports_data').__version__}"
    assert [seen[0].headers.get_list(name) for name in ("accept", "accept-encoding", "user-agent")] == [["application/json"], ["gzip, deflate"], [sdk]]


def test_httpx_is_handed_the_calls_timeout_by_the_sdks_own_client_and_by_a_callers() -> None:
    # The SDK's own client holds the client's timeout as its default (no Timeout handed per request);
    # a call's own timeout, and a caller's client (its default left as it was made), are handed over.
    own = SportsData(api_key=KEY, base_url="https://api.test", max_retries=0, timeout=7)
    seen: list[httpx.Request] = []
    own._http._transport = _answering(seen)  # pyright: ignore[reportPrivateUsage]
    own.reference.list_sports()
    own.reference.list_sports(timeout=3)
    theirs, seen_theirs = recording(timeout=7)
    theirs.reference.list_sports()
    handed: list[Any] = [cast("dict[str, Any]", request.extensions)["timeout"] for request in [*seen, *seen_theirs]]  # pyright: ignore[reportUnknownMemberType]
    assert handed == [httpx.Timeout(7).as_dict(), httpx.Timeout(3).as_dict(), httpx.Timeout(7).as_dict()]
    assert theirs._http.timeout == httpx.Timeout(5.0)  # httpx's own default, untouched  # pyright: ignore[reportPrivateUsage]
