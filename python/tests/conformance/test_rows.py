"""conformance/rows.json, the typed-row cases both clients run (TypeScript: test/conformance/rows.test.ts):
each CSV, read as a gzip export of its resource, gives exactly its rows, or the error it names."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from sports_data import ExportDownloadError
from sports_data._download.rows import RowDecoder

CASES: list[dict[str, Any]] = json.loads((Path(__file__).resolve().parents[3] / "conformance" / "rows.json").read_text("utf-8"))["cases"]


def read(case: dict[str, Any]) -> list[dict[str, Any]]:
    decoder = RowDecoder("csv", resource=case["resource"])
    data = gzip.compress(case["csv"].encode("utf-8"))
    rows: list[dict[str, Any]] = []
    for start in range(0, len(data), 64):
        rows += decoder.feed(data[start : start + 64])
    return rows + decoder.finish()


def test_every_export_resource_has_cases() -> None:
    assert len({case["resource"] for case in CASES}) == 7


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_row_case(case: dict[str, Any]) -> None:
    if "rows" in case:
        assert read(case) == case["rows"]
        return
    with pytest.raises(ExportDownloadError) as caught:
        read(case)
    assert caught.value.reason == case["error"]["reason"]
    for text in case["error"]["messageIncludes"]:
        assert text in str(caught.value)
