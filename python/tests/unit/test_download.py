"""
The export file's policy of the one machine (`_internal/download.py` `FileCall`, run by
`engine.run_call`), driven by scripted answers: no server, no clock. Which hop carries the key,
redirects hop by hop, what the machine retries, and what a file host's answer becomes.
"""

from __future__ import annotations

from typing import Callable

import pytest

from sports_data import APIConnectionTimeoutError, ExportDownloadError
from sports_data._config import resolve_config
from sports_data._internal.download import MAX_REDIRECTS, FileCall
from sports_data._internal.engine import Failed, Received, Send, run_call

from ._scripted import Script, answer, failure

KEY = "svc_live_" + "K" * 32
CONFIG = resolve_config(
    api_key=KEY, base_url="https://api.test", max_retries=2, timeout=10.0, default_headers=None, max_response_bytes=1000, webhook_secret=None, env={}
)
LINK = "https://files.test/f/e1.jsonl.gz?expires=1&signature=abc"


def run(script: Script, url: str = LINK) -> Received:
    return script.run(run_call(FileCall(CONFIG, url), clock=script.clock.clock()))


def test_a_file_on_another_host_is_asked_for_without_the_key_and_handed_over_open() -> None:
    script = Script([answer(200, raw=b"\x1f\x8b")])
    opened = run(script)
    assert opened.response.status_code == 200
    [send] = script.sends
    assert (send.method, send.url, send.stream) == ("GET", LINK, True)
    assert "authorization" not in send.headers


def test_the_key_goes_to_the_api_origin_only_until_a_redirect_leaves_it() -> None:
    start = "https://api.test/v1/exports/e1/file"
    script = Script([
        answer(302, headers={"location": "https://api.test/v1/files/e1"}),
        answer(307, headers={"location": LINK}),
        answer(302, headers={"location": "https://api.test/v1/back"}),
        answer(200, raw=b"rows"),
    ])
    run(script, start)
    assert [s.url for s in script.sends] == [start, "https://api.test/v1/files/e1", LINK, "https://api.test/v1/back"]
    assert [s.headers.get("authorization") for s in script.sends] == [f"Bearer {KEY}", f"Bearer {KEY}", None, None]


def test_a_file_host_s_503_is_retried_by_the_machine_after_its_retry_after_and_each_attempt_starts_at_the_link() -> None:
    script = Script([
        answer(302, headers={"location": "https://cdn.test/e1"}),
        answer(503, headers={"retry-after": "2"}),
        answer(302, headers={"location": "https://cdn.test/e1"}),
        answer(200, raw=b"rows"),
    ])
    run(script)
    assert [s.url for s in script.sends] == [LINK, "https://cdn.test/e1", LINK, "https://cdn.test/e1"]
    assert script.sleeps == [2.0]


def test_any_429_of_a_file_host_is_retried_and_the_last_failure_is_typed() -> None:
    script = Script([answer(429, {"error": {"code": "slow_down"}}, {"retry-after": "1"}), failure("timeout"), failure("timeout")])
    with pytest.raises(APIConnectionTimeoutError, match="the file host did not answer in time"):
        run(script)
    assert len(script.sends) == 3 and script.sleeps[0] == 1.0


@pytest.mark.parametrize(("status", "reason"), [(403, "url_expired"), (410, "url_expired"), (404, "http_error")])
def test_a_refused_link_is_an_export_download_error_at_once(status: int, reason: str) -> None:
    script = Script([answer(status, raw=b"<Error>AccessDenied</Error>")])
    with pytest.raises(ExportDownloadError) as raised:
        run(script)
    assert raised.value.reason == reason and raised.value.status == status
    assert "signature" not in str(raised.value) and len(script.sends) == 1


def test_redirects_end_after_the_limit_and_a_location_parsers_read_apart_is_refused() -> None:
    loop: list[Callable[[Send], Received | Failed]] = [answer(302, headers={"location": f"https://cdn.test/{n}"}) for n in range(MAX_REDIRECTS + 1)]
    with pytest.raises(ExportDownloadError, match=f"more than {MAX_REDIRECTS} times"):
        run(Script(loop))
    with pytest.raises(ExportDownloadError, match="not an absolute http"):
        run(Script([answer(302, headers={"location": "ftp://cdn.test/e1"})]))
