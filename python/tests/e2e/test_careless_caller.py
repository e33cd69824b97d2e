"""
A careless caller gets what the TypeScript client gives (contract section 13): a base URL ending in
/v1, a millisecond timeout, a call after close(), a list never awaited, a misspelt constructor
option, and a wait or download cut short by Ctrl-C, a cancelled task or a full disk.
"""

from __future__ import annotations

import asyncio
import gc
import os
import signal
import threading
import warnings
from pathlib import Path
from typing import Any, AsyncIterator, Callable, Iterator

import httpx
import pytest

from sports_data import (
    APIUserAbortError,
    AsyncSportsData,
    ClientClosedError,
    ExportDownloadError,
    InvalidArgumentError,
    SportsData,
    SportsDataError,
)

from .._fake import Fake


@pytest.mark.parametrize("suffix", ["/v1", "/v1/", "/", ""])
def test_a_base_url_ending_in_v1_is_accepted(fake: Fake, suffix: str) -> None:
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url + suffix) as client:
        assert client.reference.list_sports().data
    assert [(r["path"], r["status"]) for r in fake.requests()] == [("/v1/sports", 200)]


def test_a_timeout_in_milliseconds_is_refused_naming_the_unit(fake: Fake) -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        SportsData(api_key=fake.keys["developer"], base_url=fake.url, timeout=60000)
    assert caught.value.param == "timeout"
    assert "timeout is in seconds (as in httpx)" in str(caught.value) and "16.7 hours" in str(caught.value)
    assert "Pass 60 for 60000 ms" in str(caught.value)
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url, timeout=999.5) as client:
        with pytest.raises(InvalidArgumentError, match="timeout is in seconds") as per_call:
            client.reference.list_sports(timeout=1000)
        assert per_call.value.param == "timeout"
        with pytest.raises(InvalidArgumentError, match=r"request_options\['timeout'\] is in seconds"):
            client.query.create_and_poll(prompt="q", request_options={"timeout": 5000})
        # A whole wait is not an attempt: an hour is a fine wait (checked, then the job is polled).
        run = client.query.create_and_poll(prompt="Top rushers", timeout=3600, poll_interval=0.05)
        assert run["status"] == "completed"
    assert fake.count("create_query") == 1  # the refused create_and_poll sent nothing


def test_a_call_on_a_closed_client_is_the_sdks_own_error(fake: Fake) -> None:
    client = SportsData(api_key=fake.keys["developer"], base_url=fake.url)
    page = client.teams.list(limit=1)
    client.close()
    calls: list[Callable[[], object]] = [client.reference.list_sports, page.get_next_page, lambda: client.exports.download("exp_Ab12")]
    for call in calls:
        with pytest.raises(ClientClosedError) as caught:
            call()
        assert isinstance(caught.value, SportsDataError) and caught.value.code == "client_closed"
        assert "close()" in str(caught.value)
    # A caller's own httpx client stays open, but the SDK client is closed all the same.
    with httpx.Client() as own:
        borrowed = SportsData(api_key=fake.keys["developer"], base_url=fake.url, http_client=own)
        borrowed.close()
        with pytest.raises(ClientClosedError):
            borrowed.reference.list_sports()
        assert not own.is_closed
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url) as scoped:
        pass
    with pytest.raises(ClientClosedError):
        scoped.reference.list_sports()
    assert fake.count("list_sports") == 0 and fake.count("list_teams") == 1


@pytest.mark.anyio
async def test_async_a_call_on_a_closed_client_is_the_sdks_own_error(fake: Fake) -> None:
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        await client.reference.list_sports()
    with pytest.raises(ClientClosedError, match=r"aclose\(\)") as caught:
        await client.reference.list_sports()
    assert caught.value.code == "client_closed"
    with pytest.raises(ClientClosedError):
        await client.teams.list()
    assert fake.count("list_sports") == 1 and fake.count("list_teams") == 0


@pytest.mark.anyio
async def test_async_a_list_never_awaited_warns_as_a_coroutine_does_and_sends_nothing(fake: Fake) -> None:
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            client.teams.list(sport="football")  # forgot `await`
            client.reference.list_sports()
            client.players.get("plr_Ab12")  # type: ignore[unused-coroutine]  # pyright: ignore[reportUnusedCoroutine] (not a list: a coroutine already)
            gc.collect()
        said = sorted(str(w.message) for w in caught if issubclass(w.category, RuntimeWarning))
        assert said == [
            "coroutine 'AsyncPlayers.get' was never awaited",
            "coroutine 'reference.list_sports' was never awaited",
            "coroutine 'teams.list' was never awaited",
        ]
        # Refused at auto_paging_iter (a bad limit): an error, and no warning on top of it.
        with warnings.catch_warnings(record=True) as refused:
            warnings.simplefilter("always")
            with pytest.raises(InvalidArgumentError):
                client.teams.list().auto_paging_iter(max_items=0)
            gc.collect()
        assert [w for w in refused if issubclass(w.category, RuntimeWarning)] == []
        # Awaited, the same call works, and awaiting a page request twice asks twice (as before).
        request = client.teams.list(limit=1)
        assert (await request).data and (await request).data
    assert fake.count("list_teams") == 2 and fake.count("list_sports") == 0 and fake.count("get_player") == 0


def test_the_sdks_own_type_error_names_what_was_meant() -> None:
    with pytest.raises(TypeError) as caught:
        SportsData(apikey="svc_live_" + "K" * 32)  # type: ignore[call-arg]
    assert str(caught.value) == "SportsData() got an unexpected keyword argument 'apikey'. Did you mean 'api_key'?"
    assert "svc_live_" not in str(caught.value)
    with pytest.raises(TypeError, match=r"^AsyncSportsData\(\) got an unexpected keyword argument 'baseurl'\. Did you mean 'base_url'\?$"):
        AsyncSportsData(baseurl="http://127.0.0.1:1")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"^SportsData\(\) got an unexpected keyword argument 'colour'; it takes api_key, base_url, "):
        SportsData(colour="red")  # type: ignore[call-arg]
    with pytest.raises(TypeError) as positional:
        SportsData("svc_live_" + "K" * 32)  # type: ignore[misc]
    assert str(positional.value) == "SportsData() takes keyword arguments only: name each one, e.g. SportsData(api_key=...); got 1 positional"
    # A key of a dict option is a value: InvalidArgumentError, as TypeScript's for an unknown option.
    bad: Any = {"reads_per_minit": 5}
    with pytest.raises(InvalidArgumentError, match=r"unknown key 'reads_per_minit' in pacing\. Did you mean 'reads_per_minute'\?") as in_dict:
        SportsData(pacing=bad)
    assert in_dict.value.param == "pacing.reads_per_minit"


# Waits and downloads cut short say which job it was and how to pick it up again.


def _said(cancelled: BaseException) -> str:
    """A CancelledError's words. Python 3.10 hands the awaiter a new CancelledError whose context is
    the one the task raised (3.11 hands over that one): the message is there, in the traceback."""
    return f"{cancelled} {cancelled.__context__ or ''}"


def _sigint_once_seen(job: Any) -> None:
    """on_poll: once the job exists, Ctrl-C arrives (from another thread, while the wait sleeps)."""
    threading.Timer(0.05, os.kill, (os.getpid(), signal.SIGINT)).start()


def test_ctrl_c_during_create_and_poll_names_the_job_and_how_to_resume(client: SportsData, fake: Fake) -> None:
    fired: list[Any] = []

    def on_poll(job: Any) -> None:
        if not fired:
            fired.append(job)
            _sigint_once_seen(job)

    with pytest.raises(KeyboardInterrupt) as caught:
        client.query.create_and_poll(prompt="Top rushers", poll_interval=5, on_poll=on_poll)
    run_id = fired[0]["run_id"]
    assert str(caught.value) == f"Stopped waiting for query run {run_id}; it goes on running on the service. Resume with client.query.poll('{run_id}')."
    assert fake.count("create_query") == 1


def test_a_cancel_event_names_the_job_its_state_and_how_to_resume(client: SportsData, fake: Fake) -> None:
    stop = threading.Event()
    with pytest.raises(APIUserAbortError) as caught:
        client.exports.create_and_poll(resource="teams", format="csv", poll_interval=5, cancel=stop, on_poll=lambda job: stop.set())
    error = caught.value
    assert error.id is not None and error.id.startswith("exp_") and error.job["id"] == error.id
    assert f"Resume with client.exports.poll('{error.id}')" in str(error)
    assert fake.count("create_export") == 1 and fake.count("get_export") == 0


@pytest.mark.anyio
async def test_async_a_cancelled_wait_names_the_job_and_stays_a_cancellation(aclient: AsyncSportsData, fake: Fake) -> None:
    seen = asyncio.Event()
    ids: list[str] = []

    def on_poll(job: Any) -> None:
        ids.append(job["id"])
        seen.set()

    task = asyncio.ensure_future(aclient.exports.create_and_poll(resource="teams", format="csv", poll_interval=5, on_poll=on_poll))
    await seen.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError) as caught:
        await task
    assert task.cancelled()
    job_id = ids[0]
    assert fake.count("create_export") == 1
    assert f"Stopped waiting for export job {job_id}" in _said(caught.value)
    assert f"Resume with client.exports.poll('{job_id}')" in _said(caught.value)


def _file_server(job: dict[str, Any], body: Iterator[bytes] | AsyncIterator[bytes]) -> httpx.MockTransport:
    """The API answers the job; its file host streams `body` (Ctrl-C or a cancel arrives inside it)."""

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path.startswith("/v1/exports/"):
            return httpx.Response(200, json=job)
        return httpx.Response(200, headers={"content-type": "application/gzip"}, content=body)

    return httpx.MockTransport(handler)


JOB: dict[str, Any] = {
    "id": "exp_Ab12",
    "status": "succeeded",
    "resource": "teams",
    "format": "csv",
    "row_count": 2,
    "download_url": "https://files.test/exp_Ab12.csv.gz",
    "expires_at": "2999-01-01T00:00:00Z",
}


def test_ctrl_c_inside_save_to_names_the_job_and_leaves_no_file(tmp_path: Path) -> None:
    def body() -> Iterator[bytes]:
        yield b"\x1f\x8b\x08\x00\x00\x00\x00\x00"
        raise KeyboardInterrupt  # as it comes, from inside the network read

    http = httpx.Client(transport=_file_server(JOB, body()))
    with SportsData(api_key="svc_live_" + "K" * 32, base_url="https://api.test", http_client=http) as client:
        file = client.exports.download("exp_Ab12")
        with pytest.raises(KeyboardInterrupt) as caught:
            file.save_to(tmp_path / "teams.csv.gz")
    assert str(caught.value) == (
        f"Stopped saving the file of export job exp_Ab12 to {tmp_path / 'teams.csv.gz'} (a file there is as it was before); "
        "the job is done on the service: download its file again with client.exports.download('exp_Ab12')."
    )
    assert os.listdir(tmp_path) == []


@pytest.mark.anyio
async def test_async_a_cancelled_save_to_names_the_job_and_leaves_no_file(tmp_path: Path) -> None:
    started = asyncio.Event()

    async def body() -> AsyncIterator[bytes]:
        yield b"\x1f\x8b\x08\x00\x00\x00\x00\x00"
        started.set()
        await asyncio.Event().wait()  # a host that stalls: the caller cancels
        yield b""

    http = httpx.AsyncClient(transport=_file_server(JOB, body()))
    async with AsyncSportsData(api_key="svc_live_" + "K" * 32, base_url="https://api.test", http_client=http) as client:
        file = await client.exports.download("exp_Ab12")
        task = asyncio.ensure_future(file.save_to(tmp_path / "teams.csv.gz"))
        await started.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError) as caught:
            await task
    await http.aclose()
    assert "export job exp_Ab12" in _said(caught.value) and "client.exports.download('exp_Ab12')" in _said(caught.value)
    # A cancelled save returns at once; its file thread removes the temporary file right after.
    for _ in range(1000):
        if not os.listdir(tmp_path):
            break
        await asyncio.sleep(0.01)
    assert os.listdir(tmp_path) == []


def test_a_full_disk_after_a_billed_export_names_the_job_and_how_to_get_its_file(client: SportsData, fake: Fake) -> None:
    job = client.exports.create_and_poll(resource="teams", format="csv", poll_interval=0.05)
    with pytest.raises(ExportDownloadError) as caught:
        client.exports.download(job).save_to("/dev/full")
    assert caught.value.reason == "io_error"
    assert f"Export job {job['id']} is done on the service: download its file again with client.exports.download('{job['id']}')." in str(caught.value)
    assert fake.count("create_export") == 1
