"""DataFrames of exports and lists, against the fake. Each library is tested where it is installed
(pandas on every leg; polars and pyarrow on the 3.11 leg) and, where it is not, the call is proven to
say which extra to install, before anything is read or sent."""

from __future__ import annotations

import importlib.util
import json
from typing import Any, Literal

import pytest

from sports_data import AsyncSportsData, SportsData

from .._fake import Fake

LIBRARIES = {"pandas": "pandas", "polars": "polars", "arrow": "pyarrow"}


def installed(name: str) -> bool:
    return importlib.util.find_spec(LIBRARIES[name]) is not None


@pytest.fixture
def big_client(fake: Fake) -> Any:
    with SportsData(api_key=fake.keys["enterprise"], base_url=fake.url) as client:
        yield client


def _games(client: SportsData, file_format: Literal["csv", "jsonl"]) -> Any:
    return client.exports.create_and_poll(resource="games", format=file_format, poll_interval=0.05)


def _records(frame: Any, name: str) -> list[dict[str, Any]]:
    """The frame's rows as JSON-ready dicts (instants as ISO text, missing as None), to compare frames of any library."""
    if name == "pandas":
        rows: list[dict[str, Any]] = json.loads(frame.to_json(orient="records", date_format="iso"))
        return rows
    table = frame if name == "arrow" else frame.to_arrow()
    listed: list[dict[str, Any]] = json.loads(json.dumps(table.to_pylist(), default=lambda v: v.isoformat().replace("+00:00", "Z")))
    return listed


@pytest.mark.parametrize("name", ["pandas", "polars", "arrow"])
def test_an_export_as_a_frame_typed_by_the_document_the_same_from_csv_and_jsonl(big_client: SportsData, fake: Fake, name: str) -> None:
    csv_job, jsonl_job = _games(big_client, "csv"), _games(big_client, "jsonl")
    if not installed(name):
        before = len(fake.requests())
        with pytest.raises(ImportError, match=rf"sports-data-sdk\[{name}\]"):
            getattr(big_client.exports.download(csv_job), f"to_{name}")()
        assert len([r for r in fake.requests()[before:] if r.get("origin") == "files"]) == 1  # opened, never read further
        return
    frames = {fmt: getattr(big_client.exports.download(job), f"to_{name}")() for fmt, job in (("csv", csv_job), ("jsonl", jsonl_job))}
    for frame in frames.values():
        assert len(frame) == csv_job["row_count"]
    # The same columns (dotted, as the CSV export names them) and types, whichever format was exported.
    csv_frame, jsonl_frame = frames["csv"], frames["jsonl"]
    columns = list(csv_frame.columns) if name != "arrow" else csv_frame.column_names
    assert {"id", "season", "starts_at", "home.score", "away.team_id", "venue"} <= set(columns)
    if name == "pandas":
        dtypes = {c: str(t) for c, t in csv_frame.dtypes.items()}
        assert dtypes["season"] == "int64"
        assert dtypes["home.score"] == "Int64"  # a nullable integer stays an integer
        assert dtypes["starts_at"].startswith("datetime64") and "UTC" in dtypes["starts_at"]
        assert {c: str(t) for c, t in jsonl_frame[columns].dtypes.items()} == dtypes
    elif name == "polars":
        schema = {c: str(t) for c, t in csv_frame.schema.items()}
        assert schema["season"] == "Int64" and schema["home.score"] == "Int64"
        assert schema["starts_at"].startswith("Datetime") and "UTC" in schema["starts_at"]
        assert {c: str(t) for c, t in jsonl_frame.select(columns).schema.items()} == schema
    else:
        types = {f.name: str(f.type) for f in csv_frame.schema}
        assert types["season"] == "int64" and types["home.score"] == "int64"
        assert types["starts_at"].startswith("timestamp") and "UTC" in types["starts_at"]
        assert {f.name: str(f.type) for f in jsonl_frame.select(columns).schema} == types
    by_id = {row["id"]: row for row in _records(jsonl_frame, name)}
    for row in _records(csv_frame, name):
        assert row == {c: by_id[row["id"]][c] for c in columns}


def _no_pandas(call: Any) -> bool:
    """Where pandas is not installed (the 3.10 leg), the call names the extra to install: True."""
    if installed("pandas"):
        return False
    with pytest.raises(ImportError, match=r"sports-data-sdk\[pandas\]"):
        call()
    return True


def test_a_players_export_keeps_stats_as_float_columns_and_names_as_text(big_client: SportsData) -> None:
    job: Any = big_client.exports.create_and_poll(resource="players", format="csv", poll_interval=0.05)
    if _no_pandas(lambda: big_client.exports.download(job).to_pandas()):
        return
    frame = big_client.exports.download(job).to_pandas()
    stats = [c for c in frame.columns if c.startswith("stats.")]
    assert stats and all(str(frame[c].dtype) == "float64" for c in stats)
    # Every player has only their sport's stats: the others are missing, not zero.
    assert bool(frame[stats].isna().to_numpy().any())
    assert all(isinstance(v, str) for v in frame["name"])


def test_a_list_as_a_frame_every_item_of_every_page_bounded_by_max_items(client: SportsData, fake: Fake) -> None:
    page = client.games.list(limit=20)
    before = fake.count("list_games")
    if _no_pandas(lambda: page.to_pandas(max_items=45)):
        assert fake.count("list_games") == before  # said before any page was fetched
        return
    frame = page.to_pandas(max_items=45)
    assert len(frame) == 45
    assert fake.count("list_games") - before == 2  # pages 2 and 3; the first was already here
    assert str(frame["home.score"].dtype) == "Int64" and str(frame["season"].dtype) == "int64"
    assert list(frame["id"]) == [game["id"] for game in client.games.list(limit=20).auto_paging_iter(max_items=45)]


def test_a_missing_library_is_said_before_any_page_is_fetched(client: SportsData, fake: Fake) -> None:
    missing = [name for name in ("polars", "arrow") if not installed(name)]
    page = client.teams.list(limit=5)
    before = fake.count("list_teams")
    for name in missing:
        with pytest.raises(ImportError, match=rf"pip install 'sports-data-sdk\[{name}\]'"):
            getattr(page, f"to_{name}")()
    for name in ("polars", "arrow"):
        if installed(name):
            frame = getattr(page, f"to_{name}")(max_items=7)
            assert len(frame) == 7
    # Each installed library read one more page (7 items of pages of 5); a missing one read none.
    assert fake.count("list_teams") - before == 2 - len(missing)


@pytest.mark.anyio
async def test_async_export_and_list_frames(fake: Fake) -> None:
    async with AsyncSportsData(api_key=fake.keys["enterprise"], base_url=fake.url) as client:
        job: Any = await client.exports.create_and_poll(resource="rosters", format="csv", poll_interval=0.05)
        if not installed("pandas"):
            with pytest.raises(ImportError, match=r"sports-data-sdk\[pandas\]"):
                await (await client.exports.download(job)).to_pandas()
            return
        frame = await (await client.exports.download(job)).to_pandas()
        assert len(frame) == job["row_count"]
        assert str(frame["season"].dtype) == "int64"
        listed = await client.teams.list(limit=10).to_pandas(max_items=15)
        assert len(listed) == 15
