"""
Counts the rows of an export file's text as it streams past, as the TypeScript client's
`row-counter.ts`: lines of JSONL; records of CSV after the header, where a line break inside a
quoted field is not a new record (a `""` escape flips the quote state twice, so it needs no special
case). It also measures the record left open and the first record each text ends, so a save
(`FileCheck`) refuses a record past the cap a reader refuses (`rows._Csv` measures records by the
same rule, with the same walks: `first_record_end`, `last_record_end`). Every scan is a `bytes`
method (C); the Python steps per text are a few, never one per quote (a walk takes one step per line
break it passes inside quotes), so counting runs at close to the speed of inflating.
"""

from __future__ import annotations

from .._errors import ExportDownloadError

_NEWLINE = 0x0A


class RowCounter:
    def __init__(self, file_format: str) -> None:
        self._csv = file_format == "csv"
        self._lines = 0
        self._lines_before = 0
        """Record ends seen before the last text."""
        self._in_quotes = False
        self._last = _NEWLINE
        self.open = 0
        """Bytes of the record not ended yet: a reader refuses one past its cap, and so does a check."""
        self.ended = 0
        """Bytes of the first record the last text ended (it may have begun in an earlier text)."""

    def feed(self, text: bytes) -> None:
        self._lines_before = self._lines
        if not text:
            return
        if not self._csv or b'"' not in text:
            if self._in_quotes:
                self.open += len(text)
            else:
                self._lines += text.count(b"\n")
                end = text.rfind(b"\n")
                if end != -1:
                    self.ended = self.open + text.find(b"\n")
                self.open = self.open + len(text) if end == -1 else len(text) - end - 1
        else:
            parts = text.split(b'"')
            # Between quotes the state flips: the even parts are outside quotes when the text starts outside.
            outside = 1 if self._in_quotes else 0
            self._lines += b"".join(parts[outside::2]).count(b"\n")
            first = first_record_end(text, self._in_quotes)
            end = -1 if first == -1 else last_record_end(text, self._in_quotes)
            if first != -1:
                self.ended = self.open + first
            self.open = self.open + len(text) if end == -1 else len(text) - end - 1
            if len(parts) % 2 == 0:
                self._in_quotes = not self._in_quotes
        self._last = text[-1]

    def check(self, cap: int) -> None:
        """Raises `parse_error` when the last text ended a record, or left one open, longer than `cap`
        bytes (a record wholly inside a text is shorter than the text: readers feed bounded texts)."""
        what = "Record" if self._csv else "Line"
        if self.open > cap:
            raise ExportDownloadError("parse_error", f"{what} {self._lines + 1} of the export file is longer than {cap} bytes.")
        if self._lines > self._lines_before and self.ended > cap:
            raise ExportDownloadError("parse_error", f"{what} {self._lines_before + 1} of the export file is longer than {cap} bytes.")

    @property
    def rows(self) -> int:
        """Rows so far (a last line without its line break counts)."""
        lines = self._lines + (0 if self._last == _NEWLINE else 1)
        return max(0, lines - 1) if self._csv else lines


def last_record_end(data: bytes, quoted_at_start: bool) -> int:
    """The index of the last line break outside quotes, or -1. Walks back from line break to line
    break, counting the quotes between them (`bytes` methods, disjoint spans): linear in the text,
    no object made, and one Python step per line break passed, never one per quote."""
    quoted = quoted_at_start ^ (data.count(b'"') % 2 == 1)
    end = len(data)
    while True:
        newline = data.rfind(b"\n", 0, end)
        if newline == -1:
            return -1
        # The quote state at `end` is known; the quotes after the line break undo it back to there.
        if data.count(b'"', newline + 1, end) % 2 == 1:
            quoted = not quoted
        if not quoted:
            return newline
        end = newline


def first_record_end(data: bytes, quoted: bool) -> int:
    """The index of the first line break outside quotes, or -1: the same walk, forward."""
    start = 0
    while True:
        newline = data.find(b"\n", start)
        if newline == -1:
            return -1
        if data.count(b'"', start, newline) % 2 == 1:
            quoted = not quoted
        if not quoted:
            return newline
        start = newline + 1
