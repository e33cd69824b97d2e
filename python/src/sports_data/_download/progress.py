"""
Progress of a download or of a job's wait: `on_progress=` (the caller's function, called with an
`ExportProgress` after every chunk, as the TypeScript client's `onProgress`) and `progress=True`
(a `tqdm.auto` bar where tqdm is installed and there is something to draw it on: a widget in a
notebook, a bar on a terminal; else, and in a pipe or a CI log, where a bar's carriage returns
would garble the text, one line on the `sports_data.progress` log every few seconds, shown on
stderr while the application has configured no logging). One `Reporter` per read or wait, closed when it ends, whichever way.
"""

from __future__ import annotations

import logging
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol

from .._internal.redact import SERVER_NAME_MAX, server_field

LOG_EVERY_S = 3.0
"""Seconds between two progress lines on the log (the first line and the last are always written)."""

progress_logger = logging.getLogger("sports_data.progress")


@dataclass(frozen=True)
class ExportProgress:
    """How far a download is: bytes received so far (the gzip file as served, or its text with
    `decompress=True`), rows so far (a CSV header is not a row), and the job's `row_count`."""

    bytes: int
    rows: int
    expected_rows: int | None


class _Shown(Protocol):
    def update(self, done: int, total: int | None, status: str | None) -> None: ...

    def close(self, done: int | None) -> None: ...


class _StderrUntilConfigured(logging.StreamHandler):  # type: ignore[type-arg]
    """Progress lines on stderr while the application has configured no logging of its own."""

    def emit(self, record: logging.LogRecord) -> None:
        if not logging.getLogger().handlers:
            super().emit(record)


def _log_ready() -> logging.Logger:
    if not progress_logger.handlers:
        handler = _StderrUntilConfigured(sys.stderr)
        handler.setFormatter(logging.Formatter("%(message)s"))
        progress_logger.addHandler(handler)
    if progress_logger.level == logging.NOTSET:
        progress_logger.setLevel(logging.INFO)
    return progress_logger


class _Bar:
    def __init__(self, tqdm: Any, label: str, unit: str, total: int | None) -> None:
        # A wait counts nothing: its bar is the state and the time so far.
        shape = {} if unit else {"bar_format": "{desc}: {postfix} [{elapsed}]"}
        self._bar = tqdm(total=total, desc=label, unit=unit, unit_scale=True, leave=True, **shape)
        self._done = 0

    def update(self, done: int, total: int | None, status: str | None) -> None:
        if total is not None and self._bar.total != total:
            self._bar.total = total
        if status is not None:
            self._bar.set_postfix_str(status, refresh=False)
        if done > self._done:
            self._bar.update(done - self._done)
            self._done = done
        elif status is not None:
            self._bar.refresh()

    def close(self, done: int | None) -> None:
        if done is not None and done > self._done:
            self._bar.update(done - self._done)
        self._bar.close()


class _Lines:
    def __init__(self, label: str, unit: str, clock: Callable[[], float]) -> None:
        self._label = label
        self._unit = unit
        self._clock = clock
        self._started = clock()
        self._last_at: float | None = None
        self._last: tuple[int, int | None, str | None] = (0, None, None)

    def update(self, done: int, total: int | None, status: str | None) -> None:
        self._last = (done, total, status)
        now = self._clock()
        if self._last_at is None or now - self._last_at >= LOG_EVERY_S:
            self._last_at = now
            self._write(done, total, status)

    def close(self, done: int | None) -> None:
        last_done, total, status = self._last
        self._write(last_done if done is None else done, total, status, final=True)

    def _write(self, done: int, total: int | None, status: str | None, final: bool = False) -> None:
        parts: list[str] = []
        if status is not None:
            parts.append(status)
        if self._unit:
            counted = f"{done:,} {self._unit}"
            if total:
                counted += f" of {total:,} ({done * 100 // total}%)"
            parts.append(counted)
        parts.append(f"{self._clock() - self._started:.1f} s{' (done)' if final else ''}")
        _log_ready().info("%s: %s", self._label, ", ".join(parts))


def _drawable() -> bool:
    """A notebook's kernel, or stderr on a terminal: where a bar redraws in place."""
    if "ipykernel" in sys.modules:
        return True
    isatty = getattr(sys.stderr, "isatty", None)
    return bool(isatty is not None and isatty())


def _tqdm() -> Any | None:
    if not _drawable():
        return None
    try:
        from tqdm.auto import tqdm  # pyright: ignore[reportMissingModuleSource, reportMissingTypeStubs, reportUnknownVariableType]
    except ImportError:
        return None
    return tqdm  # pyright: ignore[reportUnknownVariableType]


def _now() -> float:
    return time.monotonic()


def shown(label: str, unit: str, total: int | None, clock: Callable[[], float] | None = None) -> _Shown:
    """A progress bar where tqdm is installed, else lines on the log."""
    tqdm = _tqdm()
    if tqdm is not None:
        return _Bar(tqdm, label, unit, total)
    return _Lines(label, unit, clock or _now)


class Reporter:
    """The progress of one download: the caller's `on_progress`, a bar or log lines, or both."""

    def __init__(self, job: Any, on_progress: Callable[[ExportProgress], object] | None, progress: bool) -> None:
        fields: dict[str, Any] = job if isinstance(job, dict) else {}  # pyright: ignore[reportUnknownVariableType]
        expected = fields.get("row_count")
        self.expected: int | None = expected if isinstance(expected, int) and not isinstance(expected, bool) else None
        self._call = on_progress
        label = f"export {server_field(str(fields.get('id')), SERVER_NAME_MAX)}"
        self._shown = shown(label, "rows", self.expected) if progress else None

    def __call__(self, received: int, rows: int) -> None:
        if self._call is not None:
            self._call(ExportProgress(received, rows, self.expected))
        if self._shown is not None:
            self._shown.update(rows, self.expected, None)

    def close(self, rows: int | None = None) -> None:
        if self._shown is not None:
            shown_, self._shown = self._shown, None
            shown_.close(rows)


def reporter(job: Any, on_progress: Callable[[ExportProgress], object] | None, progress: bool) -> Reporter | None:
    if on_progress is None and not progress:
        return None
    given: object = on_progress
    if given is not None and not callable(given):
        from .._errors import InvalidArgumentError

        raise InvalidArgumentError(f"on_progress must be a function, got {type(given).__name__}.", param="on_progress")
    return Reporter(job, on_progress, progress)


def poll_progress(noun: str, on_poll: Callable[[Any], None] | None) -> tuple[Callable[[Any], None], Callable[[], None]]:
    """`progress=True` on a job's wait: a bar (or log lines) with the job's status after every poll,
    beside the caller's own `on_poll`. Answers the `on_poll` to wait with and the closer."""
    bar: list[_Shown] = []

    def on_state(job: Any) -> None:
        fields: dict[str, Any] = job if isinstance(job, dict) else {}  # pyright: ignore[reportUnknownVariableType]
        if not bar:
            job_id = fields.get("id", fields.get("run_id"))
            bar.append(shown(f"{noun} {server_field(str(job_id), SERVER_NAME_MAX)}", "", None))
        status = fields.get("status")
        bar[0].update(0, None, server_field(str(status), SERVER_NAME_MAX))
        if on_poll is not None:
            on_poll(job)

    def close() -> None:
        if bar:
            bar.pop().close(None)

    return on_state, close
