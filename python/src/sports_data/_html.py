"""
How a page, a job, an export file and an error show in a notebook (`_repr_html_`): small and
useful, a table of a page's first rows, a job's state and progress, an error's class, code and
message. Everything shown is escaped, server text is cut before it is cleaned (`server_field`),
and the key never appears: an error's message is already redacted by the error itself, and every
other value goes through the same redactor.
"""

from __future__ import annotations

import html
from typing import Any, Iterable

from ._internal.redact import SERVER_MESSAGE_MAX, SERVER_NAME_MAX, redact, server_field

PAGE_ROWS = 10
"""Rows of a page shown in its table."""
PAGE_COLUMNS = 12
"""Columns shown; the rest are counted."""
CELL_MAX = 80
"""Characters of one cell shown."""

_STYLE = "border-collapse:collapse;font-size:0.9em"
_CELL = "border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top"


def _text(value: Any, limit: int = CELL_MAX) -> str:
    """A value as a cell shows it: cut, cleaned of any key or token, escaped."""
    if value is None:
        return '<span style="color:#888">null</span>'
    shown = server_field(value if isinstance(value, str) else repr(value), max(limit, 1)) or ""
    return html.escape(redact(shown))


def _table(header: Iterable[str], rows: Iterable[Iterable[str]]) -> str:
    head = "".join(f'<th style="{_CELL}">{cell}</th>' for cell in header)
    body = "".join("<tr>" + "".join(f'<td style="{_CELL}">{cell}</td>' for cell in row) + "</tr>" for row in rows)
    return f'<table style="{_STYLE}"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _facts(title: str, facts: list[tuple[str, str]]) -> str:
    rows = "".join(f'<tr><th style="{_CELL}">{html.escape(name)}</th><td style="{_CELL}">{value}</td></tr>' for name, value in facts)
    return f'<div><strong>{html.escape(title)}</strong><table style="{_STYLE}">{rows}</table></div>'


def _flat(row: Any, out: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    if isinstance(row, dict):
        for key, value in row.items():  # pyright: ignore[reportUnknownVariableType]
            if isinstance(value, dict):
                _flat(value, out, f"{prefix}{key}.")
            else:
                out[f"{prefix}{key}"] = value
    return out


def page_html(kind: str, data: list[Any], has_more: bool, next_cursor: str | None) -> str:
    rows = [_flat(item, {}) for item in data[:PAGE_ROWS]]
    columns: list[str] = []
    for row in rows:
        columns.extend(key for key in row if key not in columns)
    more_columns = len(columns) - PAGE_COLUMNS
    columns = columns[:PAGE_COLUMNS]
    table = _table([html.escape(server_field(c, SERVER_NAME_MAX) or "") for c in columns], [[_text(row.get(c)) for c in columns] for row in rows])
    notes = [f"{len(data)} item{'' if len(data) == 1 else 's'} on this page"]
    if len(data) > PAGE_ROWS:
        notes.append(f"the first {PAGE_ROWS} shown")
    if more_columns > 0:
        notes.append(f"{more_columns} more column{'' if more_columns == 1 else 's'}")
    notes.append("more pages: iterate the page, or to_pandas()" if has_more else "last page")
    return f"<div><strong>{html.escape(kind)}</strong> ({html.escape('; '.join(notes))}){table}</div>"


class ShownJob(dict[str, Any]):
    """The job `create_and_poll` and `poll` answer: the same dict (a TypedDict to type checkers),
    which a notebook shows as a small table of its state."""

    @staticmethod
    def of(job: Any) -> Any:
        return ShownJob(job) if type(job) is dict else job  # pyright: ignore[reportUnknownArgumentType]

    def _repr_html_(self) -> str:
        return job_html(self)


def job_html(job: Any) -> str:
    fields: dict[str, Any] = job if isinstance(job, dict) else {}  # pyright: ignore[reportUnknownVariableType]
    kind = "Export job" if "resource" in fields else "Query run" if "run_id" in fields else "Job"
    facts: list[tuple[str, str]] = []
    for key in ("id", "run_id", "status", "resource", "format", "row_count", "cost_usd", "created_at", "completed_at", "expires_at"):
        if key in fields:
            facts.append((key, _text(fields[key])))
    error = fields.get("error")
    if isinstance(error, dict):
        code = server_field(error.get("code"), SERVER_NAME_MAX)  # pyright: ignore[reportUnknownMemberType]
        message = server_field(error.get("message"), SERVER_MESSAGE_MAX)  # pyright: ignore[reportUnknownMemberType]
        facts.append(("error", f"{_text(code)}: {_text(message, SERVER_MESSAGE_MAX)}"))
    if "download_url" in fields:
        facts.append(("file", "ready: client.exports.download(job)"))
    return _facts(kind, facts)


def export_file_html(job: Any, size: int | None, used_by: str | None) -> str:
    fields: dict[str, Any] = job if isinstance(job, dict) else {}  # pyright: ignore[reportUnknownVariableType]
    facts = [
        ("job", _text(fields.get("id"))),
        ("resource", _text(fields.get("resource"))),
        ("format", _text(fields.get("format"))),
        ("rows", _text(fields.get("row_count"))),
        ("size", "unknown" if size is None else f"{size:,} bytes (gzip)"),
        ("read", html.escape(f"by {used_by}") if used_by else "not yet: rows(), save_to(path) or to_pandas()"),
    ]
    return _facts("Export file", facts)


def error_html(name: str, message: str, facts: list[tuple[str, Any]]) -> str:
    shown = [(key, _text(value, SERVER_MESSAGE_MAX)) for key, value in facts if value is not None]
    return _facts(name, [("message", _text(message, SERVER_MESSAGE_MAX)), *shown])
