"""
CSV records → the rows the JSONL export of the same rows gives, typed by the document's row schema
of the export's resource (`_generated/rows.py`, from `x-row-schemas`), as the TypeScript client's
`csv-rows.ts`: dotted columns back into their objects (`home.score` → `row["home"]["score"]`,
`stats.points` → `row["stats"]["points"]`), numbers, integers and booleans from their text (as
`json` reads them: `3` is an int, `3.5` a float), arrays from their JSON text, and an empty field as
None where the schema allows null, as a missing key in a map (a stat the row has not), and as `""`
in a text field that cannot be null. A value the schema cannot read is `parse_error`, naming the
row and the column. A column the document does not know keeps its text, under its name, in the
deepest object of the document its name starts with (`home.rank` → `row["home"]["rank"]`), or at
the top.

Speed: the rows of a batch of records are made by C loops over the batch, no Python code per row.
Every numeric cell of the batch goes into one JSON array text, parsed by one call of the C scanner;
each object of a row is `dict(zip(keys, values))` mapped over the batch, its values taken from the
record by an `itemgetter` (or the record itself, when the object's text columns lead the header)
and from the row's slice of the parsed numbers. Rows with an empty field (a null, or a key the row
has not) are mended one by one; a batch whose numbers the parse, their count or their types say are
not what the schema allows is made again cell by cell, which finds the cell and words the error.
"""

from __future__ import annotations

import json
import math
from collections import deque
from itertools import chain, compress, repeat
from operator import add, contains, getitem, itemgetter, setitem
from typing import Any, Callable, Iterable, Sequence

from .._errors import ExportDownloadError
from .._generated.rows import RowSchema
from .._internal.redact import SERVER_NAME_MAX, server_field

Row = dict[str, Any]

_TEXT_KINDS = ("string", "date-time", "date")
_NAMES = {"integer": "an integer", "number": "a number", "boolean": "true or false", "json": "JSON"}


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON writes")


_decode = json.JSONDecoder(parse_constant=_no_constant).decode
_scan: Callable[[str, int], tuple[Any, int]] = getattr(json.JSONDecoder(parse_constant=_no_constant), "scan_once")
_NUMBER_TYPES = {int, float}
_MISSING: Any = object()
"""A cell whose key the row does not have (an empty field of a map, or of a field not every row has)."""


def _without_missing(made: Row, omit: frozenset[str]) -> Row:
    return {k: v for k, v in made.items() if v is not _MISSING and (v is not None or k not in omit)}


_INFINITIES = (math.inf, -math.inf)


class _Column:
    __slots__ = ("name", "index", "kind", "nullable", "omit_empty", "group", "key")

    def __init__(self, name: str, index: int, kind: str | None, nullable: bool, omit_empty: bool, group: int, key: str) -> None:
        self.name = name
        self.index = index
        self.kind = kind
        """None: a column the document does not know (its text, as is)."""
        self.nullable = nullable
        self.omit_empty = omit_empty
        self.group = group
        self.key = key


class _Group:
    """An object of the row (0 is the row itself): where its values come from, in the order of its keys."""

    __slots__ = ("parent", "key", "is_map", "keys", "text", "prefix", "numbers", "others", "omit")

    def __init__(self, parent: int, key: str, is_map: bool) -> None:
        self.parent = parent
        self.key = key
        self.is_map = is_map
        self.keys: tuple[str, ...] = ()
        """Its text columns' keys, then its numbers', then its booleans' and JSON columns'."""
        self.text: Callable[[Sequence[str]], tuple[str, ...]] | None = None
        """A record's cells of its text columns."""
        self.prefix = False
        """Its keys are the text columns that open the header: the record itself is its values (zip stops at the keys' end)."""
        self.numbers: slice | None = None
        """Its part of a row's numbers."""
        self.others: list[_Column] = []
        self.omit: frozenset[str] = frozenset()
        """Keys left out of a row whose field is empty: a map's, and numeric fields (not a map's)
        that not every row has and none is null."""


def _getter(indices: list[int]) -> Callable[[Sequence[str]], tuple[str, ...]] | None:
    if not indices:
        return None
    if len(indices) == 1:
        only = indices[0]
        return lambda record: (record[only],)
    return itemgetter(*indices)


class TypedRows:
    """The header of one CSV export compiled against its resource's row schema."""

    def __init__(self, header: list[str], schema: RowSchema) -> None:
        self._groups: list[_Group] = [_Group(-1, "", False)]
        self._group_at: dict[tuple[str, ...], int] = {(): 0}
        fields = {".".join(path): (path, kind, nullable, required) for path, kind, nullable, required in schema.fields}
        maps = [(".".join(path) + ".", path, of, required) for path, of, required in schema.maps]
        objects: set[tuple[str, ...]] = set()
        for path, *_ in schema.fields:
            objects.update(path[:depth] for depth in range(1, len(path)))
        for path, *_ in schema.maps:
            objects.update(path[:depth] for depth in range(1, len(path) + 1))
        # The objects every row has, whether or not a column of theirs is in the header (as in JSONL).
        for path, _kind, _nullable, required in schema.fields:
            if required and len(path) > 1:
                self._group(path[:-1], False)
        for _prefix, path, _of, required in maps:
            if required:
                self._group(path, True)

        self._columns: list[_Column] = []
        for index, name in enumerate(header):
            field = fields.get(name)
            if field is not None:
                path, kind, nullable, required = field
                text = kind in _TEXT_KINDS
                column = _Column(name, index, kind, nullable, not required and not nullable and not text, self._group(path[:-1], False), path[-1])
            else:
                found = next(((prefix, path, of) for prefix, path, of, _ in maps if name.startswith(prefix) and len(name) > len(prefix)), None)
                if found is not None:
                    prefix, path, of = found
                    column = _Column(name, index, of, False, True, self._group(path, True), name[len(prefix) :])
                else:
                    group, key = 0, name
                    parts = name.split(".")
                    for depth in range(1, len(parts)):
                        if tuple(parts[:depth]) in objects:
                            group, key = self._group(tuple(parts[:depth]), False), ".".join(parts[depth:])
                    column = _Column(name, index, None, False, False, group, key)
            self._columns.append(column)

        numeric: list[int] = []
        self._integers: list[int] = []
        """Positions, in a row's numeric cells, of the integer columns."""
        self._strict: list[int] = []
        """Positions of numeric cells an empty field is an error in (required, not nullable)."""
        self._nullable_text = [c.index for c in self._columns if c.kind in _TEXT_KINDS and c.nullable]
        """Text columns whose empty field is None."""
        for g, grp in enumerate(self._groups):
            texts = [c for c in self._columns if c.group == g and (c.kind is None or c.kind in _TEXT_KINDS)]
            nums = [c for c in self._columns if c.group == g and c.kind in ("integer", "number")]
            grp.others = [c for c in self._columns if c.group == g and c.kind in ("boolean", "json")]
            grp.keys = tuple(c.key for c in [*texts, *nums, *grp.others])
            grp.text = _getter([c.index for c in texts])
            grp.prefix = [c.index for c in texts] == list(range(len(grp.keys)))
            if nums:
                grp.numbers = slice(len(numeric), len(numeric) + len(nums))
            for column in nums:
                if column.kind == "integer":
                    self._integers.append(len(numeric))
                if not column.nullable and not column.omit_empty:
                    self._strict.append(len(numeric))
                numeric.append(column.index)
            omit = grp.keys if grp.is_map else [c.key for c in [*nums, *grp.others] if c.omit_empty]
            grp.omit = frozenset(omit)
        self._width = len(numeric)
        self._numeric = _getter(numeric)
        self._numeric_run: slice | None = None
        """The numeric cells as a slice of the record, where they are side by side (taken in C, not by a lambda)."""
        if numeric and numeric == list(range(numeric[0], numeric[0] + len(numeric))):
            self._numeric_run = slice(numeric[0], numeric[0] + len(numeric))

    def _group(self, path: tuple[str, ...], is_map: bool) -> int:
        at = 0
        for depth in range(1, len(path) + 1):
            found = self._group_at.get(path[:depth])
            if found is None:
                self._groups.append(_Group(at, path[depth - 1], is_map and depth == len(path)))
                found = len(self._groups) - 1
                self._group_at[path[:depth]] = found
            at = found
        return at

    def rows(self, records: list[list[str]], first_row: int, first_record: int) -> list[Row]:
        """The rows of `records` (full-width records, in order); `first_row` numbers the first of them
        among the file's rows (1 after the header), `first_record` among its records.

        Each object of every row is made by `dict(zip(keys, values))` mapped over the batch, and each
        child set into its parent by `setitem` mapped over it, so no Python code runs per row except
        in a row with an empty field or a column that needs a converter (boolean, JSON)."""
        empty = list(map(contains, records, repeat("")))
        """Per record: it has an empty field."""
        any_empty = True in empty
        values = self._numbers(records, any_empty)
        if values is None:
            return [self._slow(record, first_row + n, first_record + n) for n, record in enumerate(records)]
        count, width = len(records), self._width
        if any_empty and self._strict and None in values:
            for n in range(count):
                if any(values[n * width + i] is None for i in self._strict):
                    # An empty field where every row has a number: the slow path words the error.
                    rows = self.rows(records[:n], first_row, first_record) if n else []
                    return rows + [self._slow(r, first_row + n + k, first_record + n + k) for k, r in enumerate(records[n:])]
        if any_empty and self._nullable_text:
            for record in compress(records, empty):
                for index in self._nullable_text:
                    if record[index] == "":
                        record[index] = None  # type: ignore[call-overload]  # the row's null, as JSONL has it
        numbers: list[tuple[Any, ...]] = list(zip(*[iter(values)] * width)) if width else []
        made: list[list[Row]] = []
        for group in self._groups:
            keys = group.keys
            if not keys:
                objects: list[Row] = [{} for _ in range(count)]
            else:
                values_of = self._values(group, records, numbers, first_row, first_record)
                objects = list(map(dict, map(zip, repeat(keys), values_of)))  # type: ignore[arg-type]
                if any_empty and group.omit:
                    # A row with an empty field may lack a key (a stat it has not): those rows are mended.
                    for n in compress(range(count), empty):
                        objects[n] = _without_missing(objects[n], group.omit)
            if group.parent >= 0:
                deque(map(setitem, made[group.parent], repeat(group.key), objects), maxlen=0)
            made.append(objects)
        return made[0]

    def _values(self, group: _Group, records: list[list[str]], numbers: list[tuple[Any, ...]], first_row: int, first_record: int) -> Iterable[Sequence[Any]]:
        """Per record, the values of `group`'s object in the order of its keys (tuples joined in C)."""
        if group.prefix:
            return records
        parts: list[Iterable[Any]] = []
        if group.text is not None:
            parts.append(map(group.text, records))
        if group.numbers is not None:
            whole = group.numbers.start == 0 and group.numbers.stop == self._width
            parts.append(numbers if whole else map(getitem, numbers, repeat(group.numbers)))
        if group.others:
            others = group.others
            parts.append([tuple(self._other(c, record[c.index], first_row + n, first_record + n) for c in others) for n, record in enumerate(records)])
        values = parts[0]
        for part in parts[1:]:
            values = map(add, values, part)
        return values

    def _numbers(self, records: list[list[str]], any_empty: bool) -> list[Any] | None:
        """Every numeric cell of the batch, row after row, in one parse (an empty field: None); None
        when the batch needs the slow path."""
        get, run = self._numeric, self._numeric_run
        if get is None:
            return []
        per_record: Iterable[Sequence[str]] = map(getitem, records, repeat(run)) if run is not None else map(get, records)
        if any_empty:
            cells = list(chain.from_iterable(per_record))
            if "null" in cells:
                return None  # the text `null` is not a number: the slow path words it
            joined = ",".join([cell or "null" for cell in cells] if "" in cells else cells)
        else:
            joined = ",".join(map(",".join, per_record))
        # JSON allows spaces between values; a padded cell is not a number as JSONL writes one.
        if " " in joined or "\t" in joined or "\n" in joined or "\r" in joined:
            return None
        try:
            values: list[Any] = _decode("[" + joined + "]")
        except (ValueError, RecursionError):
            return None
        # A cell holding a comma, `true`, `[1]` or (with no empty field) `null` is not one number.
        if len(values) != len(records) * self._width or not set(map(type, values)) <= ({int, float, type(None)} if any_empty else {int, float}):
            return None
        if _overflowed(values):
            return None
        width = self._width
        for position in self._integers:
            if float in set(map(type, values[position::width])):
                return None
        return values

    def _other(self, column: _Column, text: str, row: int, record: int) -> Any:
        """A boolean or JSON cell's value; `_MISSING` for an empty one the row does not have."""
        if text == "":
            if column.nullable:
                return None
            if column.omit_empty:
                return _MISSING
            raise _unreadable(column, text, row, record)
        if column.kind == "boolean":
            if text == "true":
                return True
            if text == "false":
                return False
            raise _unreadable(column, text, row, record)
        try:
            return _decode(text)
        except (ValueError, RecursionError):
            raise _unreadable(column, text, row, record) from None

    def _slow(self, record: list[str], row: int, record_number: int) -> Row:
        """One row, cell by cell: the same row as the batch path, or the error naming the cell."""
        made: list[Row] = [{} for _ in self._groups]
        for g, group in enumerate(self._groups):
            if group.parent >= 0:
                made[group.parent][group.key] = made[g]
        for column in self._columns:
            text = record[column.index]
            obj = made[column.group]
            kind = column.kind
            if kind is None or kind in _TEXT_KINDS:
                obj[column.key] = None if text == "" and column.nullable else text
            elif kind in ("integer", "number"):
                if text == "":
                    if column.nullable:
                        obj[column.key] = None
                    elif not column.omit_empty:
                        raise _unreadable(column, text, row, record_number)
                    continue
                obj[column.key] = _number(column, text, row, record_number)
            else:
                value = self._other(column, text, row, record_number)
                if value is not _MISSING:
                    obj[column.key] = value
        return made[0]


def _overflowed(values: list[Any]) -> bool:
    """Some value is infinite: `1e400` or 309 digits (JSON has no other way to write it). One C sum
    first, a third of the cost of two `in` scans: it is finite unless a value is infinite (or a
    huge one overflowed the sum; then the scans decide)."""
    try:
        total = sum(values)
    except (OverflowError, TypeError):  # an int past any float, or a None: ask the scans
        total = math.inf
    if total - total == 0:
        return False
    return _INFINITIES[0] in values or _INFINITIES[1] in values


def _number(column: _Column, text: str, row: int, record: int) -> int | float:
    try:
        value, end = _scan(text, 0)
    except (StopIteration, ValueError, RecursionError):
        raise _unreadable(column, text, row, record) from None
    ok = end == len(text) and type(value) in _NUMBER_TYPES and value not in _INFINITIES
    if not ok or (column.kind == "integer" and type(value) is not int):
        raise _unreadable(column, text, row, record)
    return value  # type: ignore[no-any-return]


def _unreadable(column: _Column, text: str, row: int, record: int) -> ExportDownloadError:
    # The column's name and its text are the server's: cut before they are cleaned and quoted.
    name = server_field(column.name, SERVER_NAME_MAX)
    shown = "an empty field" if text == "" else f'"{server_field(text, SERVER_NAME_MAX)}"'
    what = _NAMES.get(column.kind or "", "text")
    return ExportDownloadError(
        "parse_error",
        f"Row {row} of the CSV export file (record {record}), column {name}: {shown} is not {what}, as the document's row schema says it is.",
    )
