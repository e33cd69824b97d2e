"""
Class 1 of issue 30: the key never leaves the API's origin. The API is a server on 127.0.0.1; a
second listener on 127.0.0.2 (another origin of the same machine) records every request it gets.
A URL that `urllib.parse` and httpx read as different hosts (`http://127.0.0.2:P\\@127.0.0.1:P/x`:
urlsplit sees the API's host, httpx connects to 127.0.0.2), or that does not parse at all, is
refused with a typed error: the second listener gets no request, let alone the key.
0.4.0 judged the first "the API's own origin" and sent the key to 127.0.0.2; the others raised a
bare ValueError.
"""

from __future__ import annotations

import gzip
import json
import socket
from typing import Iterator

import pytest

from ._support import KEY, MB, ChildReport, HostileServer, Request, head, run_in_child

PEAK = 150 * MB
FILE = gzip.compress(b"id,name\n1,a\n")


def _file(conn: socket.socket, _request: Request) -> None:
    conn.sendall(head(200, {"content-type": "application/gzip"}, length=len(FILE)) + FILE)


@pytest.fixture
def elsewhere() -> Iterator[HostileServer]:
    """The other origin: it answers like a file host, and records whatever reaches it."""
    with HostileServer(_file, host="127.0.0.2") as server:
        yield server


def hostile_urls(api: HostileServer, other: HostileServer) -> dict[str, str]:
    return {
        "a backslash before @ (urlsplit: the API; httpx: 127.0.0.2)": f"http://127.0.0.2:{other.port}\\@127.0.0.1:{api.port}/file.gz",
        "a port out of range": f"http://127.0.0.1:{api.port}99999/file.gz",
        "an unclosed IPv6 bracket": "http://[::1",
    }


def succeeded(url: str) -> dict[str, object]:
    return {"id": "exp_1", "status": "succeeded", "resource": "players", "format": "csv", "download_url": url, "row_count": 1, "expires_at": "2999-01-01T00:00:00Z"}


def job(url: str) -> str:
    """The job as Python source, for a child's snippet."""
    return repr(succeeded(url))


def expect_refused(report: ChildReport, other: HostileServer, name: str, reason: str | None = None, type: str | None = None) -> None:
    assert report.result == "raised", report
    assert report.error is not None and report.error["is_sdk_error"], report.error
    assert report.error["name"] == name, report.error
    if reason is not None:
        assert report.error["reason"] == reason, report.error
    if type is not None:
        assert report.error["type"] == type, report.error
    assert KEY not in report.forms()
    # Refused before any request: the other origin saw nothing, with or without the key.
    assert other.seen == []
    assert report.max_rss < PEAK
    assert report.seconds < 10


CASES = ["a backslash before @ (urlsplit: the API; httpx: 127.0.0.2)", "a port out of range", "an unclosed IPv6 bracket"]


@pytest.mark.parametrize("case", CASES)
def test_a_download_url_the_parsers_read_differently_is_refused(case: str, elsewhere: HostileServer) -> None:
    with HostileServer(_file) as api:
        url = hostile_urls(api, elsewhere)[case]
        report = run_in_child(
            f"""
            client = sports_data.SportsData(api_key=KEY, base_url=BASE, max_retries=0, timeout=5)
            for row in client.exports.download({job(url)}):
                pass
            """,
            api.url,
        )
        expect_refused(report, elsewhere, "ExportDownloadError", reason="http_error")
        assert api.seen == []


@pytest.mark.parametrize("case", CASES)
def test_a_job_fetched_by_id_whose_download_url_the_parsers_read_differently_is_refused(case: str, elsewhere: HostileServer) -> None:
    answer: dict[str, bytes] = {}

    def api_reply(conn: socket.socket, request: Request) -> None:
        body = answer["job"]
        conn.sendall(head(200, {"content-type": "application/json"}, length=len(body)) + body)

    with HostileServer(api_reply) as api:
        answer["job"] = json.dumps(succeeded(hostile_urls(api, elsewhere)[case])).encode()
        report = run_in_child(
            """
            async for row in await sports_data.AsyncSportsData(api_key=KEY, base_url=BASE, max_retries=0, timeout=5).exports.download("exp_1"):
                pass
            """,
            api.url,
        )
        expect_refused(report, elsewhere, "ExportDownloadError", reason="http_error")
        assert [r.path for r in api.seen] == ["/v1/exports/exp_1"]


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("client", ["sync", "async"])
def test_a_redirect_of_the_file_the_parsers_read_differently_is_refused(case: str, client: str, elsewhere: HostileServer) -> None:
    where: dict[str, str] = {}

    def redirect(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(302, {"location": where["to"]}, length=0))

    with HostileServer(redirect) as api:
        where["to"] = hostile_urls(api, elsewhere)[case]
        if client == "sync":
            body = f"""
            for row in sports_data.SportsData(api_key=KEY, base_url=BASE, max_retries=0, timeout=5).exports.download({job(api.url + "/file.gz")}):
                pass
            """
        else:
            body = f"""
            async for row in await sports_data.AsyncSportsData(api_key=KEY, base_url=BASE, max_retries=0, timeout=5).exports.download({job(api.url + "/file.gz")}):
                pass
            """
        report = run_in_child(body, api.url)
        expect_refused(report, elsewhere, "ExportDownloadError", reason="http_error")
        # The first hop, on the API's own origin, was sent; nothing after it.
        assert [r.path for r in api.seen] == ["/file.gz"]


@pytest.mark.parametrize("case", CASES)
def test_an_api_answer_redirecting_to_a_url_the_parsers_read_differently_is_invalid_response(case: str, elsewhere: HostileServer) -> None:
    where: dict[str, str] = {}

    def redirect(conn: socket.socket, _request: Request) -> None:
        conn.sendall(head(302, {"location": where["to"]}, length=0))

    with HostileServer(redirect) as api:
        where["to"] = hostile_urls(api, elsewhere)[case]
        report = run_in_child(
            "sports_data.SportsData(api_key=KEY, base_url=BASE, max_retries=0, timeout=5).players.get('plr_1')",
            api.url,
        )
        expect_refused(report, elsewhere, "APIError", type="invalid_response")
        assert report.error is not None and report.error["status"] == 302
        assert len(api.seen) == 1


def test_a_download_url_on_the_api_origin_still_gets_the_key_and_another_origin_never_does(elsewhere: HostileServer) -> None:
    # The guard refuses only what the parsers disagree on: the same origin (however it is spelt:
    # case, default port) keeps the key; the other origin is fetched without it.
    with HostileServer(_file) as api:
        same = api.url.replace("http://", "HTTP://") + "/file.gz"
        report = run_in_child(
            f"""
            client = sports_data.SportsData(api_key=KEY, base_url=BASE, max_retries=0, timeout=5)
            rows = [row for row in client.exports.download({job(same)})]
            rows += [row for row in client.exports.download({job(elsewhere.url + "/file.gz")})]
            return rows
            """,
            api.url,
        )
        assert report.result == "returned", report
        # A players export's rows are typed by its schema: every row has its `stats` map (empty here).
        row: dict[str, object] = {"id": "1", "name": "a", "stats": {}}
        assert report.value == repr([row] * 2)
        assert [r.headers.get("authorization") for r in api.seen] == [f"Bearer {KEY}"]
        assert [r.headers.get("authorization") for r in elsewhere.seen] == [None]
