"""
DataFrames (`to_pandas()`, `to_polars()`, `to_arrow()`) of an export file or a list, with column
types from the document's row schema (`_generated/rows.py`): text, nullable integers that stay
integers (pandas `Int64`), floats, booleans, instants as UTC datetimes and dates as dates; nested
objects flattened to dotted columns (`stats.points`, `home.score`), as the CSV export writes them.

pandas, polars and pyarrow are optional (the extras `[pandas]`, `[polars]`, `[arrow]`), imported
only when a frame is asked for; a missing one is an ImportError naming the extra.

Two ways in, one set of column rules:
- a CSV export file on disk (`read_csv_file`): read by the library's own reader (C, Rust, C++),
  with the dtypes given up front, so a million rows cost about what `pandas.read_csv` /
  `polars.read_csv` cost on the same file, never a Python object per cell;
- rows already in Python (a JSONL export's, a list's items: `from_rows`): flattened once, column
  by column, then typed.
A value the schema cannot read is ExportDownloadError `parse_error` naming the column.
"""

from __future__ import annotations

import importlib
import inspect
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterable, Literal

from .._errors import ExportDownloadError
from .._generated.rows import RowSchema
from .._internal.redact import SERVER_NAME_MAX, server_field

Library = Literal["pandas", "polars", "arrow"]

_EXTRAS: dict[str, tuple[str, str]] = {
    "pandas": ("pandas", "pandas"),
    "polars": ("polars", "polars"),
    "arrow": ("pyarrow", "arrow"),
}


def library(name: Library) -> Any:
    """The library a frame needs, imported now (never at the SDK's import)."""
    module, extra = _EXTRAS[name]
    try:
        return importlib.import_module(module)
    except ImportError as error:
        raise ImportError(
            f"to_{name}() needs {module}, which is not installed: pip install 'sports-data-sdk[{extra}]' (or pip install {module})."
        ) from error


@dataclass(frozen=True)
class Column:
    name: str
    """The dotted name (the CSV column)."""
    kind: str | None
    """A `RowKind`; None: a column the document does not know (kept as text)."""
    nullable: bool
    """An empty field (or a missing key) is null; otherwise it is an error, except in text, where it is ''."""


def columns_of(names: Iterable[str], schema: RowSchema | None) -> list[Column]:
    """The type of each named column, by the schema: a field, a map's entry, or unknown."""
    fields = {".".join(path): (kind, nullable, required) for path, kind, nullable, required in (schema.fields if schema else ())}
    prefixes = [(".".join(path) + ".", of) for path, of, _required in (schema.maps if schema else ())]
    out: list[Column] = []
    for name in names:
        field = fields.get(name)
        if field is not None:
            kind, nullable, required = field
            out.append(Column(name, kind, nullable or not required))
            continue
        of = next((of for prefix, of in prefixes if name.startswith(prefix) and len(name) > len(prefix)), None)
        out.append(Column(name, of, True) if of is not None else Column(name, None, True))
    return out


def _unreadable(column: str, detail: object) -> ExportDownloadError:
    return ExportDownloadError(
        "parse_error",
        f"Column {server_field(column, SERVER_NAME_MAX)} of the export holds a value its type in the document's row schema cannot read ({server_field(str(detail), SERVER_NAME_MAX)}).",
    )


def _is_text(column: Column) -> bool:
    return column.kind in (None, "string", "date-time", "date")


# ---- a CSV file, read by the library --------------------------------------------------------------


def read_csv_file(name: Library, path: str, header: list[str], schema: RowSchema | None) -> Any:
    columns = columns_of(header, schema)
    lib = library(name)
    if name == "pandas":
        return _pandas_csv(lib, path, columns)
    if name == "polars":
        return _polars_csv(lib, path, columns)
    return _arrow_csv(lib, path, columns)


def _pandas_major(pd: Any) -> int:
    return int(str(pd.__version__).split(".")[0])


def _pandas_text(pd: Any) -> Any:
    # pandas 3 has a string dtype of its own ("str"); before it, text is `object`.
    return "str" if _pandas_major(pd) >= 3 else object


def _pandas_dtype(pd: Any, column: Column) -> Any:
    kind = column.kind
    if kind == "integer":
        return "Int64" if column.nullable else "int64"
    if kind == "number":
        return "float64"
    if kind == "boolean":
        return "boolean" if column.nullable else "bool"
    return _pandas_text(pd)


def _pandas_csv(pd: Any, path: str, columns: list[Column]) -> Any:
    # No value is NA by its spelling ("NA", "null", "None" are a player's or a team's text): only
    # an empty field, and only where the schema allows null.
    na = {c.name: [""] for c in columns if c.nullable and not (_is_text(c) and c.kind is None)}
    try:
        frame = pd.read_csv(
            path,
            dtype={c.name: _pandas_dtype(pd, c) for c in columns},
            keep_default_na=False,
            na_values=na,
            true_values=["true"],
            false_values=["false"],
            encoding="utf-8",
        )
    except (ValueError, TypeError) as error:
        raise _csv_error(columns, error) from None
    return _pandas_finish(pd, frame, columns)


def _csv_error(columns: list[Column], error: Exception) -> ExportDownloadError:
    text = str(error)
    named = next((c.name for c in columns if f"'{c.name}'" in text or f'"{c.name}"' in text or f"column {c.name}" in text), None)
    return _unreadable(named or "(unnamed)", text)


def _pandas_finish(pd: Any, frame: Any, columns: list[Column]) -> Any:
    for column in columns:
        if column.kind in ("date-time", "date"):
            frame[column.name] = _pandas_times(pd, frame[column.name], column)
        elif column.kind == "json":
            name = column.name

            def cell(text: Any, name: str = name) -> Any:
                return _json_cell(name, text)

            frame[name] = frame[name].astype(object).map(cell, na_action="ignore")
    return frame


def _pandas_times(pd: Any, values: Any, column: Column) -> Any:
    options: dict[str, Any] = {"errors": "raise"}
    if _pandas_major(pd) >= 2:
        options["format"] = "ISO8601"
    try:
        if column.kind == "date":
            return pd.to_datetime(values, **options)
        return pd.to_datetime(values, utc=True, **options)
    except (ValueError, TypeError, OverflowError) as error:
        raise _unreadable(column.name, error) from None


def _json_cell(name: str, text: Any) -> Any:
    if not isinstance(text, str):
        return text
    try:
        return json.loads(text)
    except ValueError as error:
        raise _unreadable(name, error) from None


def _polars_dtype(pl: Any, column: Column) -> Any:
    return {"integer": pl.Int64, "number": pl.Float64, "boolean": pl.Boolean}.get(column.kind or "", pl.Utf8)


def _polars_csv(pl: Any, path: str, columns: list[Column]) -> Any:
    # An empty text field stays "" (the nullable ones are made null after): the option's name
    # changed in polars 1.43, its meaning turned around.
    parameters = inspect.signature(pl.read_csv).parameters
    empty = {"empty_string_is_null": False} if "empty_string_is_null" in parameters else {"missing_utf8_is_empty_string": True}
    try:
        frame = pl.read_csv(
            path,
            schema_overrides={c.name: _polars_dtype(pl, c) for c in columns},
            infer_schema_length=0,
            encoding="utf8",
            **empty,
        )
    except Exception as error:  # polars raises its own ComputeError family
        if type(error).__module__.startswith("polars"):
            raise _csv_error(columns, error) from None
        raise
    return _polars_finish(pl, frame, columns)


def _polars_finish(pl: Any, frame: Any, columns: list[Column]) -> Any:
    fixes: list[Any] = []
    for column in columns:
        col = pl.col(column.name)
        if _is_text(column) and column.nullable and column.kind is not None:
            col = pl.when(col == "").then(None).otherwise(col)
        if column.kind == "date-time":
            col = col.str.to_datetime(time_unit="us", time_zone="UTC", strict=True)
        elif column.kind == "date":
            col = col.str.to_date(strict=True)
        else:
            if column.kind is not None and not _is_text(column) and not column.nullable:
                if frame[column.name].null_count() > 0:
                    raise _unreadable(column.name, "an empty field where every row has a value")
            if column.kind != "json" and not (_is_text(column) and column.nullable and column.kind is not None):
                continue
        fixes.append(col.alias(column.name))
    if not fixes:
        return frame
    try:
        return frame.with_columns(fixes)
    except Exception as error:
        if type(error).__module__.startswith("polars"):
            raise _csv_error(columns, error) from None
        raise


def _arrow_type(pa: Any, column: Column) -> Any:
    kind = column.kind
    if kind == "integer":
        return pa.int64()
    if kind == "number":
        return pa.float64()
    if kind == "boolean":
        return pa.bool_()
    if kind == "date-time":
        return pa.timestamp("us", tz="UTC")
    if kind == "date":
        return pa.date32()
    return pa.string()


def _arrow_csv(pa: Any, path: str, columns: list[Column]) -> Any:
    pacsv: Any = importlib.import_module("pyarrow.csv")
    options = pacsv.ConvertOptions(
        column_types={c.name: _arrow_type(pa, c) for c in columns},
        null_values=[""],
        true_values=["true"],
        false_values=["false"],
        strings_can_be_null=False,
        quoted_strings_can_be_null=False,
    )
    try:
        table = pacsv.read_csv(path, convert_options=options)
    except pa.ArrowInvalid as error:
        raise _csv_error(columns, error) from None
    return _arrow_finish(pa, table, columns)


def _arrow_finish(pa: Any, table: Any, columns: list[Column]) -> Any:
    pc: Any = importlib.import_module("pyarrow.compute")

    for index, column in enumerate(columns):
        data = table.column(index)
        if column.kind == "string" and column.nullable:
            table = table.set_column(index, column.name, pc.if_else(pc.equal(data, ""), pa.scalar(None, pa.string()), data))
        elif column.kind is not None and not _is_text(column) and not column.nullable and data.null_count > 0:
            raise _unreadable(column.name, "an empty field where every row has a value")
    return table


# ---- rows already in Python -----------------------------------------------------------------------


def flatten(row: dict[str, Any], out: dict[str, Any], prefix: str = "") -> None:
    """Nested objects as dotted keys, as the CSV export writes them; arrays stay values."""
    for key, value in row.items():
        if isinstance(value, dict):
            flatten(value, out, f"{prefix}{key}.")  # pyright: ignore[reportUnknownArgumentType]
        else:
            out[f"{prefix}{key}"] = value


def from_rows(name: Library, rows: Iterable[Any], schema: RowSchema | None) -> Any:
    """A frame of `rows` (dicts), column by column, typed by `schema`."""
    lib = library(name)
    data: dict[str, list[Any]] = {}
    known = [".".join(path) for path, *_ in (schema.fields if schema else ())]
    for known_name in known:
        data[known_name] = []
    count = 0
    for row in rows:
        flat: dict[str, Any] = {}
        if isinstance(row, dict):
            flatten(row, flat)  # pyright: ignore[reportUnknownArgumentType]
        for key, value in flat.items():
            column = data.get(key)
            if column is None:
                column = data[key] = [None] * count
            column.append(value)
        count += 1
        for column in data.values():
            if len(column) < count:
                column.append(None)
    columns = columns_of(data, schema)
    if name == "pandas":
        return _pandas_rows(lib, data, columns)
    if name == "polars":
        return _polars_rows(lib, data, columns)
    return _arrow_rows(lib, data, columns)


def _check_values(column: Column, values: list[Any]) -> list[Any]:
    """The values of one column as its kind wants them; a value of another type is `parse_error`."""
    kind = column.kind
    if kind is None or kind == "json":
        return values
    if not column.nullable and None in values:
        raise _unreadable(column.name, "a null where every row has a value")
    wanted: tuple[type, ...] = {
        "string": (str,),
        "date-time": (str,),
        "date": (str,),
        "integer": (int,),
        "number": (int, float),
        "boolean": (bool,),
    }[kind]
    for value in values:
        if value is None:
            continue
        if not isinstance(value, wanted) or (kind in ("integer", "number") and isinstance(value, bool)):
            raise _unreadable(column.name, f"{type(value).__name__} {value!r}"[:200])
    return values


def _instants(column: Column, values: list[Any]) -> list[Any]:
    out: list[Any] = []
    for value in values:
        if value is None:
            out.append(None)
            continue
        try:
            if column.kind == "date":
                out.append(datetime.strptime(value, "%Y-%m-%d").date())
            else:
                out.append(datetime.fromisoformat(value.replace("Z", "+00:00").replace("z", "+00:00")))
        except ValueError as error:
            raise _unreadable(column.name, error) from None
    return out


def _pandas_rows(pd: Any, data: dict[str, list[Any]], columns: list[Column]) -> Any:
    series: dict[str, Any] = {}
    for column in columns:
        values = _check_values(column, data[column.name])
        if column.kind in ("date-time", "date"):
            series[column.name] = _pandas_times(pd, pd.Series(values, dtype=object), column)
        elif column.kind in ("integer", "number", "boolean"):
            dtype = _pandas_dtype(pd, column)
            if dtype in ("int64", "bool") and None in values:
                dtype = "Int64" if dtype == "int64" else "boolean"
            series[column.name] = pd.Series(values, dtype=dtype)
        elif column.kind == "json" or column.kind is None:
            series[column.name] = pd.Series(values, dtype=object)
        else:
            series[column.name] = pd.Series(values, dtype=_pandas_text(pd))
    return pd.DataFrame(series)


def _polars_rows(pl: Any, data: dict[str, list[Any]], columns: list[Column]) -> Any:
    series: list[Any] = []
    for column in columns:
        values = _check_values(column, data[column.name])
        if column.kind == "date-time":
            series.append(pl.Series(column.name, _instants(column, values), dtype=pl.Datetime("us", "UTC")))
        elif column.kind == "date":
            series.append(pl.Series(column.name, _instants(column, values), dtype=pl.Date))
        elif column.kind in ("integer", "number", "boolean", "string"):
            series.append(pl.Series(column.name, values, dtype=_polars_dtype(pl, column)))
        else:
            series.append(_polars_any(pl, column.name, values))
    return pl.DataFrame(series)


def _polars_any(pl: Any, name: str, values: list[Any]) -> Any:
    try:
        return pl.Series(name, values, strict=True)
    except Exception:
        # Values of mixed shapes (the document does not type them): their JSON text.
        return pl.Series(name, [None if v is None else json.dumps(v) for v in values], dtype=pl.Utf8)


def _arrow_rows(pa: Any, data: dict[str, list[Any]], columns: list[Column]) -> Any:
    arrays: dict[str, Any] = {}
    for column in columns:
        values = _check_values(column, data[column.name])
        if column.kind in ("date-time", "date"):
            arrays[column.name] = pa.array(_instants(column, values), type=_arrow_type(pa, column))
        elif column.kind in ("integer", "number", "boolean", "string"):
            arrays[column.name] = pa.array(values, type=_arrow_type(pa, column))
        else:
            try:
                arrays[column.name] = pa.array(values)
            except (pa.ArrowInvalid, pa.ArrowTypeError):
                arrays[column.name] = pa.array([None if v is None else json.dumps(v) for v in values], type=pa.string())
    return pa.table(arrays)
