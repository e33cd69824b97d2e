"""CSV records typed by a row schema: each kind, empties, unknown columns, the batch path equal to the
cell-by-cell path, and the errors that name the row and the column."""

from __future__ import annotations

import gzip
import json
import random
from typing import Any, cast

import pytest

from sports_data import ExportDownloadError
from sports_data._download.csv_rows import TypedRows
from sports_data._generated.rows import EXPORT_ROWS, ROW_SCHEMAS, RowSchema
from sports_data._download.rows import RowDecoder

SCHEMA = RowSchema(
    (
        (("id",), "string", False, True),
        (("note",), "string", True, True),
        (("season",), "integer", False, True),
        (("rank",), "integer", True, True),
        (("share",), "number", False, False),
        (("active",), "boolean", False, True),
        (("tags",), "json", False, True),
        (("when",), "date-time", False, True),
        (("home", "score"), "integer", True, True),
        (("home", "name"), "string", False, True),
    ),
    ((("stats",), "number", True),),
)
HEADER: list[str] = ["id", "note", "season", "rank", "share", "active", "tags", "when", "home.score", "home.name", "stats.a", "stats.b"]


def typed(records: list[list[str]], header: list[str] = HEADER) -> list[dict[str, object]]:
    return TypedRows(header, SCHEMA).rows(records, 1, 2)


def test_each_kind_reads_as_json_would_and_an_empty_field_as_the_schema_says() -> None:
    rows = typed(
        [
            ["x1", "", "2024", "", "0.5", "true", '["a",1]', "2024-09-07T23:30:00Z", "3", "Hawks", "1.5", ""],
            ["x2", "hi", "-7", "12", "", "false", "[]", "2025-01-01T00:00:00Z", "", "", "", "-2e3"],
        ]
    )
    assert json.dumps(rows, sort_keys=True) == json.dumps(
        [
            {"id": "x1", "note": None, "season": 2024, "rank": None, "share": 0.5, "active": True, "tags": ["a", 1],
             "when": "2024-09-07T23:30:00Z", "home": {"score": 3, "name": "Hawks"}, "stats": {"a": 1.5}},
            {"id": "x2", "note": "hi", "season": -7, "rank": 12, "active": False, "tags": [], "when": "2025-01-01T00:00:00Z",
             "home": {"score": None, "name": ""}, "stats": {"b": -2000.0}},
        ],
        sort_keys=True,
    )
    assert type(rows[0]["season"]) is int and type(rows[0]["share"]) is float


def test_the_objects_every_row_has_are_made_without_a_column_of_theirs() -> None:
    assert TypedRows(["id"], SCHEMA).rows([["x"]], 1, 2) == [{"id": "x", "home": {}, "stats": {}}]


def test_a_column_the_document_does_not_know_keeps_its_text_in_the_object_it_names() -> None:
    rows = TypedRows(["id", "home.rank", "venue.city", "stats.c"], SCHEMA).rows([["x", "7", "Oslo", "4"]], 1, 2)
    assert rows == [{"id": "x", "home": {"rank": "7"}, "venue.city": "Oslo", "stats": {"c": 4}}]


UNREADABLE = {
    "season": ["twenty", "2024.5", ""],
    "share": ["0x10", " 1", "null", "NaN", "1e400", "1,2"],
    "active": ["True"],
    "tags": ["[1"],
    "stats.a": ["Infinity"],
}
"""Per column of HEADER, values its kind cannot read."""


@pytest.mark.parametrize(("column", "value"), [(column, value) for column, values in UNREADABLE.items() for value in values])
def test_a_value_the_schema_cannot_read_is_a_parse_error_naming_row_and_column(column: str, value: str) -> None:
    good = ["x", "", "1", "", "", "true", "[]", "t", "", "n", "1", "2"]
    bad = list(good)
    bad[HEADER.index(column)] = value
    with pytest.raises(ExportDownloadError) as caught:
        TypedRows(HEADER, SCHEMA).rows([good, good, bad], 1, 2)
    assert caught.value.reason == "parse_error"
    assert "Row 3 of the CSV export file (record 4)" in str(caught.value)
    assert f"column {column}:" in str(caught.value)


def test_a_long_value_is_cut_in_the_message() -> None:
    with pytest.raises(ExportDownloadError) as caught:
        TypedRows(["id", "season"], SCHEMA).rows([["x", "9" * 5000 + "z"]], 1, 2)
    assert len(str(caught.value)) < 700


def test_the_batch_path_makes_what_the_cell_by_cell_path_makes() -> None:
    rng = random.Random(7)
    typed_rows = TypedRows(HEADER, SCHEMA)
    for _ in range(200):
        records: list[list[str]] = []
        for _ in range(rng.randint(1, 6)):
            records.append(
                [
                    rng.choice(["x", "", "a,b"]),
                    rng.choice(["", "hi"]),
                    str(rng.randint(-5, 3000)),
                    rng.choice(["", "0", "12"]),
                    rng.choice(["", "0.25", "7", "-1e-3"]),
                    rng.choice(["true", "false"]),
                    rng.choice(["[]", '{"k":1}']),
                    "t",
                    rng.choice(["", "3"]),
                    rng.choice(["", "n"]),
                    rng.choice(["", "1.5", "4"]),
                    rng.choice(["", "0"]),
                ]
            )
        fast = typed_rows.rows(records, 1, 2)
        slow = [typed_rows._slow(record, 1 + n, 2 + n) for n, record in enumerate(records)]  # pyright: ignore[reportPrivateUsage]
        assert json.dumps(fast, sort_keys=True) == json.dumps(slow, sort_keys=True)


def test_every_export_resource_has_a_row_schema() -> None:
    assert sorted(EXPORT_ROWS) == ["games", "movements", "player_seasons", "players", "rosters", "teams", "transfers"]
    games = ROW_SCHEMAS[EXPORT_ROWS["games"]]
    assert ((("home", "score"), "integer", True, True)) in games.fields


@pytest.mark.parametrize("step", [1, 7, 1000])
def test_a_csv_export_file_reads_into_typed_rows_in_any_chunking(step: int) -> None:
    text = 'id,season,home.team_id,home.name,home.score,venue\r\ng_1,2024,team_a,"A, B",,\r\ng_2,2025,team_b,"said ""hi""",3,Arena\r\n'
    data = gzip.compress(text.encode())
    decoder = RowDecoder("csv", resource="games", expected_rows=2)
    rows: list[dict[str, object]] = []
    for start in range(0, len(data), step):
        rows += decoder.feed(data[start : start + step])
    rows += decoder.finish()
    assert rows == [
        {"id": "g_1", "season": 2024, "home": {"team_id": "team_a", "name": "A, B", "score": None}, "away": {}, "venue": None},
        {"id": "g_2", "season": 2025, "home": {"team_id": "team_b", "name": 'said "hi"', "score": 3}, "away": {}, "venue": "Arena"},
    ]


def test_a_blank_line_keeps_the_record_numbers_in_messages_exact() -> None:
    data = gzip.compress(b"id,season\r\nx,1\r\n\r\ny,oops\r\n")
    decoder = RowDecoder("csv", resource="rosters")
    with pytest.raises(ExportDownloadError) as caught:
        for _ in decoder.feed(data):
            pass
        decoder.finish()
    assert "Row 2 of the CSV export file (record 4), column season" in str(caught.value)


def test_the_batch_path_makes_what_the_cell_by_cell_path_makes_in_any_column_order() -> None:
    # The batch path takes an object's values from the record itself when its text columns open the
    # header, by an itemgetter otherwise, and a row's numbers as one run or as a slice per object:
    # every order of the columns (unknown ones too) must make the rows the slow path makes.
    rng = random.Random(11)
    cells = {
        "id": ["x", "", "a,b", "x\r\ny"],
        "note": ["", "hi"],
        "season": ["7", "-3", "2024"],
        "rank": ["", "0", "12"],
        "share": ["", "0.25", "7", "-1e-3"],
        "active": ["true", "false"],
        "tags": ["[]", '{"k":1}'],
        "when": ["t"],
        "home.score": ["", "3"],
        "home.name": ["", "n"],
        "home.rank": ["", "2"],
        "stats.a": ["", "1.5", "4"],
        "stats.b": ["", "0"],
        "venue": ["", "Arena"],
    }
    names = list(cells)
    for _ in range(300):
        header = rng.sample(names, rng.randint(1, len(names)))
        typed_rows = TypedRows(header, SCHEMA)
        dense = rng.random() < 0.5  # half the batches have no empty field (the path with no mending)
        records = [[rng.choice([c for c in cells[name] if c or not dense] or cells[name]) for name in header] for _ in range(rng.randint(1, 8))]
        fast = typed_rows.rows([list(r) for r in records], 1, 2)
        slow = [typed_rows._slow(record, 1 + n, 2 + n) for n, record in enumerate(records)]  # pyright: ignore[reportPrivateUsage]
        assert json.dumps(fast, sort_keys=True) == json.dumps(slow, sort_keys=True), (header, records)
        assert [sorted(map(type, row.values()), key=str) for row in fast] == [sorted(map(type, row.values()), key=str) for row in slow]


def test_a_typed_csv_file_gives_the_rows_its_jsonl_twin_gives() -> None:
    # The bench's shape: nine text columns, then a map of numbers (ints and floats, some absent).
    header = "id,name,team,team_id,sport,division,gender,position,class_year,stats.points_per_game,stats.rebounds_per_game,stats.assists_per_game"
    lines: list[str] = [header]
    objects: list[dict[str, Any]] = []
    for n in range(500):
        stats = {"points_per_game": n % 7 + 0.5, "rebounds_per_game": n % 5, "assists_per_game": n / 8}
        if n % 9 == 0:
            del stats["rebounds_per_game"]
        row = {"id": f"plr_{n}", "name": f"Hill, M{n}", "team": "Hawks", "team_id": "team_1", "sport": "basketball", "division": "ncaa_d1", "gender": "men", "position": "G", "class_year": "junior", "stats": stats}
        objects.append(row)
        cells = [f'"{row["name"]}"' if k == "name" else str(row[k]) for k in header.split(",")[:9]]
        cells += [json.dumps(stats[k]) if k in stats else "" for k in ("points_per_game", "rebounds_per_game", "assists_per_game")]
        lines.append(",".join(cells))
    decoder = RowDecoder("csv", resource="players", expected_rows=500)
    data = gzip.compress(("\r\n".join(lines) + "\r\n").encode())
    rows: list[dict[str, object]] = []
    for start in range(0, len(data), 997):
        rows += decoder.feed(data[start : start + 997])
    rows += decoder.finish()
    jsonl: list[dict[str, Any]] = [json.loads(json.dumps(row)) for row in objects]
    assert rows == jsonl
    stat_types = [[type(v).__name__ for v in cast("dict[str, Any]", row["stats"]).values()] for row in rows]
    assert stat_types == [[type(v).__name__ for v in row["stats"].values()] for row in jsonl]
