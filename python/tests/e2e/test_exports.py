"""Export files in both formats: rows streamed from the gzip, and save_to with its file-safety rule."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import httpx
import pytest

from sports_data import AsyncSportsData, ExportDownloadError, InvalidArgumentError, SportsData, SportsDataError

from .._fake import Fake


def _served_text(job: Any) -> str:
    """The file as the file host serves it, fetched without any key, decompressed."""
    response = httpx.get(job["download_url"], timeout=30.0)
    assert response.status_code == 200
    return gzip.decompress(response.content).decode("utf-8")


def _football_team_ids(client: SportsData) -> list[str]:
    return sorted(team["id"] for team in client.teams.list(sport="football", limit=100))


def _file_host_requests(fake: Fake) -> list[dict[str, Any]]:
    return [r for r in fake.requests() if r.get("origin") == "files"]


@pytest.mark.parametrize("format", ["jsonl", "csv"])
def test_rows_of_an_export_are_the_rows_of_the_list(client: SportsData, fake: Fake, format: str) -> None:
    expected = _football_team_ids(client)
    job = client.exports.create_and_poll(
        resource="teams", format="jsonl" if format == "jsonl" else "csv", filters={"sport": "football"}, poll_interval=0.05
    )
    rows = list(client.exports.download(job).rows())
    assert sorted(str(row["id"]) for row in rows) == expected
    assert len(rows) == job["row_count"]
    if format == "csv":
        assert all(isinstance(value, str) for row in rows for value in row.values())
    downloads = _file_host_requests(fake)
    assert len(downloads) == 1
    assert downloads[0]["authorized"] is False  # the key never goes to the file host


@pytest.mark.anyio
@pytest.mark.parametrize("format", ["jsonl", "csv"])
async def test_async_rows_of_an_export(aclient: AsyncSportsData, fake: Fake, format: str) -> None:
    job = await aclient.exports.create_and_poll(
        resource="games", format="jsonl" if format == "jsonl" else "csv", filters={"sport": "football"}, poll_interval=0.05
    )
    file = await aclient.exports.download(job["id"])
    rows = [row async for row in file.rows()]
    assert len(rows) == job["row_count"] > 0
    assert all(str(row["id"]).startswith("game_") for row in rows)
    assert all(r["authorized"] is False for r in _file_host_requests(fake))


def test_save_to_writes_the_served_file(client: SportsData, tmp_path: Path) -> None:
    job = client.exports.create_and_poll(resource="teams", format="csv", filters={"sport": "football"}, poll_interval=0.05)
    target = tmp_path / "teams.csv"
    client.exports.download(job).save_to(target)
    written = target.read_bytes()
    if written[:2] == b"\x1f\x8b":
        written = gzip.decompress(written)
    assert written.decode("utf-8") == _served_text(job)
    assert [p.name for p in tmp_path.iterdir()] == ["teams.csv"]  # no temporary file left beside it


def test_save_to_never_replaces_an_existing_file_unless_asked(client: SportsData, tmp_path: Path) -> None:
    job = client.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
    target = tmp_path / "mine.jsonl"
    target.write_bytes(b"my own notes\n")
    with pytest.raises(InvalidArgumentError) as caught:
        client.exports.download(job).save_to(target)
    assert caught.value.code == "file_exists"
    assert target.read_bytes() == b"my own notes\n"
    assert [p.name for p in tmp_path.iterdir()] == ["mine.jsonl"]
    client.exports.download(job).save_to(target, overwrite=True)
    assert target.read_bytes() != b"my own notes\n"


def test_a_download_cut_short_leaves_the_target_alone(client: SportsData, fake: Fake, tmp_path: Path) -> None:
    job = client.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
    target = tmp_path / "teams.jsonl"
    target.write_bytes(b"keep me\n")
    path = httpx.URL(job["download_url"]).path
    fake.fault(path=path, reset="after_headers", times=10)
    # The connection breaks mid-body: a typed error, and the file on disk is as it was.
    with pytest.raises(SportsDataError):
        client.exports.download(job).save_to(target, overwrite=True)
    assert target.read_bytes() == b"keep me\n"
    assert [p.name for p in tmp_path.iterdir()] == ["teams.jsonl"]


@pytest.mark.anyio
async def test_async_save_to(aclient: AsyncSportsData, tmp_path: Path) -> None:
    job = await aclient.exports.create_and_poll(resource="teams", format="jsonl", filters={"sport": "football"}, poll_interval=0.05)
    target = tmp_path / "teams.jsonl"
    file = await aclient.exports.download(job)
    await file.save_to(target)
    written = target.read_bytes()
    if written[:2] == b"\x1f\x8b":
        written = gzip.decompress(written)
    assert written.decode("utf-8") == _served_text(job)


def test_a_jobs_own_text_in_a_refusal_is_cut_before_it_is_cleaned(client: SportsData, fake: Fake) -> None:
    # A server sending megabytes in a job makes no huge error, and nothing is fetched.
    huge = "x" * 2_000_000
    failed: Any = {"id": f"exp_{huge}", "status": "failed", "error": {"code": huge, "message": huge}}
    with pytest.raises(ExportDownloadError) as caught:
        client.exports.download(failed)
    assert caught.value.reason == "not_succeeded"
    assert len(str(caught.value)) < 5_000 and "x" * 100 + "…" in str(caught.value)
    expired: Any = {"id": f"exp_{huge}", "status": "succeeded", "download_url": "https://files.example/f", "expires_at": "2020-01-01T00:00:00Z"}
    with pytest.raises(ExportDownloadError) as late:
        client.exports.download(expired)
    assert late.value.reason == "url_expired" and len(str(late.value)) < 1_000
    assert _file_host_requests(fake) == []
