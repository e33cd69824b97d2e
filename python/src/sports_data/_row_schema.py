"""
The shape of a row schema, as `_generated/rows.py` holds one per schema an export file or a list
holds (from openapi.json) and `_csv_rows.py`, `_rows.py` and `_frames.py` read it: the CSV file's
columns. A field is its path (a CSV column is the path joined with dots), the kind of value it
holds, whether it may be null, whether every row has it; a map (an object of free keys such as
`stats`) has columns named by its path, a dot and the key, with the kind of their values and
whether every row has the map. The TypeScript client declares the same shape in
src/lib/download/row-schema.ts.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

RowKind = Literal["string", "integer", "number", "boolean", "date-time", "date", "json"]
RowField = tuple[tuple[str, ...], RowKind, bool, bool]
RowMap = tuple[tuple[str, ...], RowKind, bool]


class RowSchema(NamedTuple):
    fields: tuple[RowField, ...]
    maps: tuple[RowMap, ...]
