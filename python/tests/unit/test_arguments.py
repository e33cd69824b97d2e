"""How a refusal reads and which comes first: values shown redacted, cut and then escaped (as the
TypeScript client's `received`), what the caller wrote checked before the missing key, a slip in
request_options named plainly. Every refusal is proven by the requests a mock transport saw (none)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any, Callable

import httpx
import pytest

from sports_data import InvalidArgumentError, SportsData
from sports_data._internal.validate_input import received
from sports_data._config import resolve_config
from sports_data._internal.engine import prepare
from sports_data._operation import Operation, PathParam
from sports_data._options import CallOptions


def recording(api_key: str | None, monkeypatch: pytest.MonkeyPatch) -> tuple[SportsData, list[httpx.Request]]:
    monkeypatch.delenv("SERVICE_API_KEY", raising=False)
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"data": [], "has_more": False, "next_cursor": None})

    http = httpx.Client(transport=httpx.MockTransport(answer))
    return SportsData(api_key=api_key, base_url="https://api.test", http_client=http, max_retries=0), seen


def anything(value: Any) -> Any:
    """A value the signature's type refuses: notebooks run no type checker."""
    return value


@pytest.mark.parametrize("key", ["my'key-4711-secret", "my\\key-4711-secret", "svc_live_4711'\\" + "Z" * 24])
def test_a_key_with_a_quote_or_backslash_passed_as_an_id_is_not_in_the_message(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    client, seen = recording(key, monkeypatch)
    with pytest.raises(InvalidArgumentError) as caught:
        client.players.get(key)
    for text in (str(caught.value), repr(caught.value), caught.value.message):
        assert "4711" not in text and "secret" not in text and "ZZZZ" not in text
    assert "got '[redacted]'" in caught.value.message
    assert seen == []


def test_a_long_id_is_cut_at_40_characters_marked_with_an_ellipsis(monkeypatch: pytest.MonkeyPatch) -> None:
    client, seen = recording("svc_live_" + "K" * 32, monkeypatch)
    with pytest.raises(InvalidArgumentError) as caught:
        client.players.get("plr_" + "a" * 100 + "!")
    assert caught.value.message.endswith(f"got {'plr_' + 'a' * 36 + '…'!r}.")
    assert seen == []


def test_an_id_that_is_not_a_string_is_shown_as_what_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    client, seen = recording("svc_live_" + "K" * 32, monkeypatch)
    for value, shown in ((None, "None"), (5, "5"), ("", "''"), (["plr_1"], "a list (1 item)")):
        with pytest.raises(InvalidArgumentError, match=r"id must be a non-empty string id, got ") as caught:
            client.players.get(anything(value))
        assert caught.value.message.endswith(f"got {shown}.")
    assert received(None) == "None"
    assert seen == []


def test_bad_arguments_are_reported_before_a_missing_key(monkeypatch: pytest.MonkeyPatch) -> None:
    client, seen = recording(None, monkeypatch)
    with pytest.raises(InvalidArgumentError) as caught:
        client.players.get("not a player id")
    assert caught.value.param == "id"
    with pytest.raises(InvalidArgumentError) as caught:
        client.teams.list(sport=anything(5))
    assert caught.value.param == "sport"
    with pytest.raises(InvalidArgumentError) as caught:
        client.teams.list(timeout=anything(-1))
    assert caught.value.param == "timeout"
    # A call written right meets the missing key, still before anything is sent.
    with pytest.raises(InvalidArgumentError) as caught:
        client.teams.list(sport="football")
    assert (caught.value.code, caught.value.param) == ("missing_api_key", "api_key")
    assert seen == []


def test_a_misspelt_request_option_of_a_poll_is_named_plainly_and_a_bad_value_is_an_invalid_argument(monkeypatch: pytest.MonkeyPatch) -> None:
    client, seen = recording("svc_live_" + "K" * 32, monkeypatch)
    slip: Any = {"timout": 3}
    # A key of a dict is a value, not the call's signature: the SDK's InvalidArgumentError, as the
    # TypeScript client's for an unknown option (contract section 13), naming what it was meant to be.
    with pytest.raises(InvalidArgumentError) as caught:
        client.query.poll("qr_1", request_options=slip)
    assert str(caught.value) == (
        "query.poll(): unknown key 'timout' in request_options. Did you mean 'timeout'? Keys are timeout, max_retries, extra_headers."
    )
    assert caught.value.param == "request_options.timout"
    with pytest.raises(InvalidArgumentError, match=r"^query\.create_and_poll\(\): unknown key 'max_retry' in request_options"):
        client.query.create_and_poll(prompt="q", request_options=anything({"max_retry": 1}))
    with pytest.raises(InvalidArgumentError, match=r"request_options\['timeout'\] must be a positive number of seconds, got -1"):
        client.query.create_and_poll(prompt="q", request_options={"timeout": -1})
    assert seen == []


def test_a_path_id_pattern_has_javascripts_meaning() -> None:
    # `\d` is an ASCII digit in the document's patterns (as in JavaScript), whatever Python's re says.
    op = Operation("get_thing", "GET", "/v1/things/{id}", "things.get", "free", False, (PathParam("id", r"^\d+$"),), "none", False, False)
    config = resolve_config(
        api_key=None, base_url="https://api.test", max_retries=0, timeout=5.0, default_headers=None, max_response_bytes=1000, webhook_secret=None, env={}
    )
    assert prepare(config, op, {"id": "42"}, None, CallOptions()).request.url == "https://api.test/v1/things/42"
    for bad in ("\u0664\u0662", "42\n"):
        with pytest.raises(InvalidArgumentError, match=r"id must be an id matching \^\\d\+\$"):
            prepare(config, op, {"id": bad}, None, CallOptions())


def test_importing_the_package_and_making_a_client_loads_no_rules_table() -> None:
    code = (
        "import sys, sports_data\n"
        "sports_data.SportsData(api_key='svc_live_' + 'K' * 32, base_url='https://api.test')\n"
        "print('sports_data._generated.validation' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "False"


def test_a_bad_option_value_is_shown_cut_like_any_other(monkeypatch: pytest.MonkeyPatch) -> None:
    client, seen = recording("svc_live_" + "K" * 32, monkeypatch)
    long = "9" * 10_000
    calls: list[Callable[[], object]] = [
        lambda: client.teams.list(timeout=anything(long)),
        lambda: client.teams.list(max_retries=anything(long)),
        lambda: client.teams.list().auto_paging_iter(max_items=anything(long)),
    ]
    for call in calls:
        with pytest.raises(InvalidArgumentError) as caught:
            call()
        assert caught.value.message.endswith(f", got {'9' * 40 + '…'!r}.")
    assert len(seen) == 1  # the list call's own first page; no refused call was sent
