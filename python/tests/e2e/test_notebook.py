"""The notebook flow against the fake: progress of a download and of a job's wait, and how a page,
a job, a file and an error show (`_repr_html_`): escaped, small, the key never in them."""

from __future__ import annotations

import importlib.util
import logging
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, Literal, cast

import pytest

from sports_data import ExportProgress, SportsData, SportsDataError

from .._fake import Fake


@pytest.fixture
def big_client(fake: Fake) -> Any:
    with SportsData(api_key=fake.keys["enterprise"], base_url=fake.url) as client:
        yield client


def _job(client: SportsData, file_format: Literal["csv", "jsonl"] = "csv") -> Any:
    return client.exports.create_and_poll(resource="player_seasons", format=file_format, poll_interval=0.05)


def html(shown: object) -> str:
    """What a notebook shows for `shown`."""
    return str(getattr(shown, "_repr_html_")())


@pytest.mark.parametrize("how", ["rows", "save_to", "to_pandas"])
def test_on_progress_counts_up_to_the_jobs_rows(big_client: SportsData, tmp_path: Path, how: str) -> None:
    job = _job(big_client)
    seen: list[ExportProgress] = []
    file = big_client.exports.download(job)
    if how == "rows":
        assert sum(1 for _ in file.rows(on_progress=seen.append)) == job["row_count"]
    elif how == "save_to":
        assert file.save_to(tmp_path / "seasons.csv.gz", on_progress=seen.append).rows == job["row_count"]
    elif importlib.util.find_spec("pandas") is None:  # the 3.10 leg: the extra is named, nothing read
        with pytest.raises(ImportError, match=r"sports-data-sdk\[pandas\]"):
            file.to_pandas(on_progress=seen.append)
        assert seen == []
        return
    else:
        assert len(file.to_pandas(on_progress=seen.append)) == job["row_count"]
    assert seen, "on_progress was never called"
    assert all(p.expected_rows == job["row_count"] for p in seen)
    assert [p.rows for p in seen] == sorted(p.rows for p in seen) and [p.bytes for p in seen] == sorted(p.bytes for p in seen)
    assert seen[-1].rows == job["row_count"] and seen[-1].bytes > 0


def test_progress_true_on_a_wait_and_a_download_without_tqdm_logs_lines(
    big_client: SportsData, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(sys.modules, "tqdm", cast(ModuleType, None))
    monkeypatch.setitem(sys.modules, "tqdm.auto", cast(ModuleType, None))
    polled: list[Any] = []
    with caplog.at_level(logging.INFO, logger="sports_data.progress"):
        job: Any = big_client.exports.create_and_poll(resource="teams", format="jsonl", poll_interval=0.05, progress=True, on_poll=polled.append)
        rows = list(big_client.exports.download(job).rows(progress=True))
    lines = [r.getMessage() for r in caplog.records if r.name == "sports_data.progress"]
    assert polled and polled[-1]["status"] == "succeeded"  # the caller's own on_poll still runs
    assert any(line.startswith(f"export job {job['id']}: ") and "succeeded" in line for line in lines)
    assert lines[-1].startswith(f"export {job['id']}: {len(rows)} rows of {len(rows)} (100%)")


def test_html_of_a_page_a_job_a_file_and_an_error_is_escaped_and_keyless(big_client: SportsData, fake: Fake) -> None:
    page = big_client.games.list(limit=12)
    shown = html(page)
    assert "<table" in shown and "12 items on this page" in shown and "the first 10 shown" in shown
    assert str(page.data[0]["id"]) in shown and str(page.data[11]["id"]) not in shown
    job = _job(big_client)
    assert "succeeded" in html(job) and job["id"] in html(job)
    assert dict(job) == big_client.exports.get(job["id"]) | {"download_url": job["download_url"], "expires_at": job["expires_at"]}
    file = big_client.exports.download(job)
    assert "not yet" in html(file)
    file.close()
    key = fake.keys["enterprise"]
    with SportsData(api_key=key, base_url=fake.url) as client:
        try:
            client.players.get("plr_<script>" + key[:3])
        except SportsDataError as error:
            shown = html(error)
        else:
            raise AssertionError("an invalid id was not refused")
    assert "InvalidArgumentError" in shown and "&lt;script&gt;" in shown and "<script>" not in shown
    assert key not in shown


def test_an_error_from_the_service_shows_its_code_and_never_the_key(fake: Fake) -> None:
    key = fake.keys["free"]
    with SportsData(api_key=key, base_url=fake.url) as client:
        with pytest.raises(SportsDataError) as caught:
            client.exports.create(resource="teams", format="csv")
    shown = html(caught.value)
    assert "plan_required" in shown and "403" in shown and key not in shown
