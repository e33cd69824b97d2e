"""Export files as rows: gzip CSV and JSONL fed in any chunking, and the typed errors of a bad file."""

from __future__ import annotations

import gzip

import pytest

from sports_data import ExportDownloadError
from sports_data._download.rows import RowDecoder

CSV = 'id,name,note\nplr_1,"Hill, Marcus","said ""hi""\nthen left"\nplr_2,Lee,\n'


def rows_of(data: bytes, file_format: str, step: int, **options: object) -> list[dict[str, object]]:
    decoder = RowDecoder(file_format, **options)  # type: ignore[arg-type]
    rows: list[dict[str, object]] = []
    for start in range(0, len(data), step):
        rows += decoder.feed(data[start : start + step])
    return rows + decoder.finish()


@pytest.mark.parametrize("step", [1, 2, 7, 1000])
def test_csv_records_are_keyed_by_the_header_in_any_chunking(step: int) -> None:
    rows = rows_of(gzip.compress(CSV.encode()), "csv", step, expected_rows=2)
    assert rows == [{"id": "plr_1", "name": "Hill, Marcus", "note": 'said "hi"\nthen left'}, {"id": "plr_2", "name": "Lee", "note": ""}]


@pytest.mark.parametrize("step", [1, 5, 1000])
def test_jsonl_across_gzip_members(step: int) -> None:
    data = gzip.compress(b'{"a":1}\n{"a":2}\n') + gzip.compress(b'{"a":3}')
    assert rows_of(data, "jsonl", step, expected_rows=3) == [{"a": 1}, {"a": 2}, {"a": 3}]


def test_a_host_that_already_decoded_the_gzip_is_read_as_plain_text() -> None:
    assert rows_of(b'{"a":1}\n', "jsonl", 3, may_be_decoded=True) == [{"a": 1}]


@pytest.mark.parametrize(
    ("data", "file_format", "reason"),
    [
        (gzip.compress(b'{"a":1}\n{"a":2}\n')[:-9], "jsonl", "truncated"),
        (b"not gzip at all", "jsonl", "corrupt_file"),
        (gzip.compress(b'{"a":1}\nnot json\n'), "jsonl", "parse_error"),
        (gzip.compress(b"[1,2]\n"), "jsonl", "parse_error"),
        (gzip.compress(b'a,b\n1,"open\n'), "csv", "parse_error"),
        (gzip.compress(b"a,b\n1,2,3\n"), "csv", "parse_error"),
        (gzip.compress(b"a,b\n\xff\xfe,1\n"), "csv", "parse_error"),
    ],
)
def test_a_bad_file_is_a_typed_error(data: bytes, file_format: str, reason: str) -> None:
    with pytest.raises(ExportDownloadError) as caught:
        rows_of(data, file_format, 4)
    assert caught.value.reason == reason


def test_fewer_rows_than_the_job_counted_is_a_truncated_file() -> None:
    with pytest.raises(ExportDownloadError) as caught:
        rows_of(gzip.compress(b'{"a":1}\n'), "jsonl", 100, expected_rows=2)
    assert caught.value.reason == "truncated"


@pytest.mark.parametrize("step", [3, 1000])
def test_jsonl_rows_keep_their_line_numbers_and_crlf_endings(step: int) -> None:
    good = b'{"a":1}\r\n\n{"b":[1,2]} \t\r\n {"c":"\xc3\xa9"}\n'
    assert rows_of(gzip.compress(good), "jsonl", step, expected_rows=3) == [{"a": 1}, {"b": [1, 2]}, {"c": "é"}]
    for bad, line, what in [
        (good + b'{"d":1} x\n', 5, "not JSON"),
        (good + b"[1]\n", 5, "not a JSON object"),
        (good + b'{"e":"\xff"}\n', 5, "not JSON"),
        (good + b'{"f":1}{"g":2}\n', 5, "not JSON"),
        (good + b"\n" + b"[" * 200_000 + b"\n", 6, "not JSON"),
    ]:
        with pytest.raises(ExportDownloadError) as caught:
            rows_of(gzip.compress(bad), "jsonl", step)
        assert caught.value.reason == "parse_error"
        assert f"Line {line} of the export file is {what}." in str(caught.value)


@pytest.mark.parametrize("step", [1, 1000])
def test_a_jsonl_line_over_the_cap_is_refused_with_its_number(step: int, monkeypatch: pytest.MonkeyPatch) -> None:
    import sports_data._download.rows as rows_module

    monkeypatch.setattr(rows_module, "MAX_LINE_BYTES", 16)
    with pytest.raises(ExportDownloadError) as caught:
        rows_of(gzip.compress(b'{"a":1}\n\n{"a":2}\n{"b":"' + b"x" * 40), "jsonl", step)
    assert caught.value.reason == "parse_error"
    assert "Line 4 of the export file is longer than 16 bytes." in str(caught.value)


@pytest.mark.parametrize("step", [1, 2, 5, 1000])
def test_a_leading_bom_is_not_part_of_the_first_column_name(step: int) -> None:
    data = gzip.compress(b"\xef\xbb\xbfid,name\r\nplr_1,\xc3\x89lodie\r\n")
    assert rows_of(data, "csv", step, expected_rows=1) == [{"id": "plr_1", "name": "Élodie"}]
    # Only a leading one: a BOM inside a field is the field's text.
    assert rows_of(gzip.compress(b"id\r\n\xef\xbb\xbfx\r\n"), "csv", step) == [{"id": "\ufeffx"}]


@pytest.mark.parametrize("step", [1, 3, 7, 64, 1000])
def test_a_quoted_delimiter_and_crlf_across_every_chunk_boundary(step: int) -> None:
    text = b'id,note,tail\r\nplr_1,"a, b\r\nc ""d"", e\r\n",z\r\nplr_2,"\r\n",\r\nplr_3,",",""\r\n'
    expected = [
        {"id": "plr_1", "note": 'a, b\r\nc "d", e\r\n', "tail": "z"},
        {"id": "plr_2", "note": "\r\n", "tail": ""},
        {"id": "plr_3", "note": ",", "tail": ""},
    ]
    assert rows_of(gzip.compress(text), "csv", step, expected_rows=3) == expected
    assert rows_of(gzip.compress(text.replace(b"\r\n", b"\n")), "csv", step, expected_rows=3) == [
        {k: v.replace("\r\n", "\n") for k, v in row.items()} for row in expected
    ]


@pytest.mark.parametrize("piece", [256, 1000])
def test_a_csv_record_past_the_cap_is_refused_even_when_it_passes_it_in_the_piece_that_ends_it(piece: int, monkeypatch: pytest.MonkeyPatch) -> None:
    import sports_data._download.rows as rows_module

    monkeypatch.setattr(rows_module, "MAX_RECORD_BYTES", 1000)
    monkeypatch.setattr(rows_module, "PIECE_BYTES", piece)
    # Record 3 is 1,001 bytes before its line break (its CR counts, as in TypeScript), record 4
    # short: the piece that ends record 3 also ends record 4, so no piece leaves past the cap open.
    head = b"id,note\r\nplr_1,x\r\n"
    body = head + b"plr_2," + b"y" * (1001 - 6 - 1) + b"\r\nplr_3,z\r\n"
    with pytest.raises(ExportDownloadError) as caught:
        rows_of(body, "csv", len(body), may_be_decoded=True)
    assert caught.value.reason == "parse_error"
    assert "Record 3 of the export file is longer than 1000 bytes." in str(caught.value)
    # Counted in bytes, not characters: 500 two-byte characters are 1,000 bytes.
    wide = head + b"plr_2," + "é".encode() * 500 + b"\r\n"
    with pytest.raises(ExportDownloadError):
        rows_of(wide, "csv", len(wide), may_be_decoded=True)
    # At the cap is not past it.
    exact = head + b"plr_2," + b"y" * (1000 - 6 - 1) + b"\r\n"
    assert len(rows_of(exact, "csv", len(exact), may_be_decoded=True)) == 2


def test_an_endless_quoted_field_is_refused_once_it_passes_the_cap_not_at_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    import sports_data._download.rows as rows_module

    monkeypatch.setattr(rows_module, "MAX_RECORD_BYTES", 1000)
    decoder = RowDecoder("csv", may_be_decoded=True)
    fed = 0
    with pytest.raises(ExportDownloadError) as caught:
        for chunk in [b'id,note\r\nplr_1,"'] + [b"x\r\n" * 100] * 1000:
            fed += len(chunk)
            list(decoder.feed(chunk))
    assert caught.value.reason == "parse_error"
    assert "Record 2 of the export file is longer than 1000 bytes." in str(caught.value)
    assert fed < 1000 + 300 + 20


def test_a_field_longer_than_the_csv_modules_default_limit_is_read_within_the_record_cap() -> None:
    import csv

    long = "x" * 300_000  # past the `csv` module's default 131,072
    data = gzip.compress(f'id,note\r\nplr_1,"{long}"\r\nplr_2,{long}\r\n'.encode())
    assert rows_of(data, "csv", 65536, expected_rows=2) == [{"id": "plr_1", "note": long}, {"id": "plr_2", "note": long}]
    assert csv.field_size_limit() >= 16 * 1024 * 1024
