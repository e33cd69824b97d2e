"""
Memory is bounded by what arrives, not by what a hostile server makes of it (issue 30, class 5, the
JSON value budget and cursors; `py-io` covers stacked encodings). Each case runs the SDK with
default options in a fresh interpreter and asserts its peak RSS stays under 300 MB, the TypeScript
client's promise, and the call ends in the typed error TypeScript gives for the same body.

On 0.4.0: 32 MiB of `[{},…]` parsed into 883 MB; 300 pages handing out new 512 KB cursors kept
every cursor (338 MB), growing with every page.
"""

from __future__ import annotations

import json
import socket
from typing import Callable

import pytest

from ._answers import answer, in_turn, leaks
from ._support import MB, ChildReport, HostileServer, Request, run_in_child

PEAK = 300 * MB
# The children's virtual memory is capped: an SDK that would parse gigabytes (0.4.0) ends with a
# MemoryError there instead of taking a shared machine's memory. Far above what a bounded one maps.
CEILING = 2048 * MB
# Just under the default max_response_bytes, so that only the value budget can stop it.
SIZE = 32 * MB - 1024


def array_of(unit: str, last: str) -> bytes:
    """`[unit,unit,…,last]`, SIZE bytes or just under (the TypeScript suite's shapes)."""
    count = (SIZE - 2 - len(last)) // (len(unit) + 1)
    return f"[{(unit + ',') * count}{last}]".encode()


# Made when a test runs, not held by the test process for the whole run.
SHAPES: dict[str, Callable[[], bytes]] = {
    "[{},{},…]": lambda: array_of("{}", "{}"),
    "[[],[],…]": lambda: array_of("[]", "[]"),
    '[{"a":0.5},…]': lambda: array_of('{"a":0.5}', '{"a":0.5}'),
    "[0.5,0.5,…]": lambda: array_of("0.5", "0.5"),
    "[1,1,…]": lambda: array_of("1", "1"),
    '{"data":[{"a":"b"},…]}': lambda: b'{"data":' + array_of('{"a":"b"}', '{"a":"b"}')[:-20] + b"]}",
}


def bounded(report: ChildReport) -> dict[str, object]:
    assert report.result == "raised", report
    assert report.error is not None and report.error["is_sdk_error"], report.error
    assert leaks(report.forms()) == []
    assert report.max_rss < PEAK, f"peak RSS {report.max_rss / MB:.0f} MB"
    return report.error


@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_an_answer_of_more_json_values_than_the_budget_is_refused_before_parsing(shape: Callable[[], bytes]) -> None:
    with HostileServer(in_turn(answer(200, shape()))) as server:
        error = bounded(run_in_child("return sports_data.SportsData(api_key=KEY, base_url=BASE).players.get('plr_1')", server.url, address_space=CEILING))
    # As the TypeScript client: the type of an answer over the byte cap, and not retried.
    assert (error["name"], error["type"], error["status"]) == ("APIError", "response_too_large", 200)
    assert "JSON values" in str(error["message"])
    assert len(server.seen) == 1


def test_eight_at_once_are_all_refused_under_the_peak() -> None:
    body = """
    client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE, max_retries=0)
    results = await asyncio.gather(*(client.players.get('plr_1') for _ in range(8)), return_exceptions=True)
    assert all(isinstance(r, sports_data.APIError) and r.type == 'response_too_large' for r in results), results
    raise results[0]
    """
    with HostileServer(in_turn(answer(200, SHAPES["[{},{},…]"]()))) as server:
        bounded(run_in_child(body, server.url, address_space=CEILING))
        assert len(server.seen) == 8


def test_an_answer_within_the_budget_is_parsed() -> None:
    # 8 MiB of 100-byte items: 84,000 values, under the 524,288 of the default budget.
    item = json.dumps({"id": "plr_1", "name": "x" * 70})
    count = 8 * MB // (len(item) + 1)
    body = ('{"id":"plr_1","items":[' + ",".join([item] * count) + "]}").encode()
    with HostileServer(in_turn(answer(200, body))) as server:
        report = run_in_child(
            f"p = sports_data.SportsData(api_key=KEY, base_url=BASE).players.get('plr_1')\nassert len(p['items']) == {count}\nreturn 'parsed'",
            server.url,
        )
    assert (report.result, report.value) == ("returned", "'parsed'"), report.error


def test_a_smaller_max_response_bytes_makes_a_smaller_budget() -> None:
    # 100,000 values in 300 KB: within the default budget, over the 16,384 of a 1 MiB cap.
    body = ('{"id":"plr_1","items":[' + ",".join(["1"] * 100_000) + "]}").encode()
    with HostileServer(in_turn(answer(200, body))) as server:
        small = run_in_child(f"return sports_data.SportsData(api_key=KEY, base_url=BASE, max_response_bytes={MB}).players.get('plr_1')", server.url)
        default = run_in_child("return len(sports_data.SportsData(api_key=KEY, base_url=BASE).players.get('plr_1')['items'])", server.url)
    assert small.error is not None and small.error["type"] == "response_too_large", small
    assert "more than 16384 JSON values" in str(small.error["message"])
    assert default.value == "100000", default.error


CURSOR = 512 * 1024


def cursor_pages(pages: int) -> HostileServer:
    """
    A list of `pages` pages, each handing out a new 512 KB cursor (its number, then padding). The
    list is a search, whose cursor goes back in the body: a GET list's goes in the URL, which
    httpx 0.23 encodes a byte at a time in Python (0.4 s for each 512 KB URL, whatever the SDK does).
    """

    def reply(conn: socket.socket, request: Request) -> None:
        sent = json.loads(request.body).get("cursor")
        number = int(sent[:6]) + 1 if sent else 1
        more = number < pages
        body = {"data": [{"id": f"team_{number}"}], "has_more": more, "next_cursor": f"{number:06d}" + "c" * (CURSOR - 6) if more else None}
        conn.sendall(answer(200, body))

    return HostileServer(reply)


LIST_ALL = "return sum(1 for _ in sports_data.SportsData(api_key=KEY, base_url=BASE).players.search(sport='football'))"


@pytest.mark.slow
def test_three_hundred_pages_of_new_512_kb_cursors_keep_memory_flat() -> None:
    with cursor_pages(30) as server:
        few = run_in_child(LIST_ALL, server.url, timeout=300)
    with cursor_pages(300) as server:
        many = run_in_child(LIST_ALL, server.url, timeout=600)
    assert (few.value, many.value) == ("30", "300"), (few.error, many.error)
    assert many.max_rss < PEAK, f"peak RSS {many.max_rss / MB:.0f} MB"
    # Ten times the pages, the same memory: 0.4.0 grew by 512 KB a page (over 130 MB here).
    assert many.max_rss - few.max_rss < 32 * MB, f"{few.max_rss / MB:.0f} MB for 30 pages, {many.max_rss / MB:.0f} MB for 300"


@pytest.mark.slow
def test_eight_lists_of_new_512_kb_cursors_at_once_stay_under_the_peak() -> None:
    body = """
    client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE)
    async def count():
        return sum([1 async for _ in client.players.search(sport='football')])
    return await asyncio.gather(*(count() for _ in range(8)))
    """
    with cursor_pages(80) as server:
        report = run_in_child(body, server.url, timeout=600)
    assert report.value == repr([80] * 8), report.error
    assert report.max_rss < PEAK, f"peak RSS {report.max_rss / MB:.0f} MB"
