"""
An export file verified as it streams past, as the TypeScript client's `checked-chunks.ts`, at close
to the speed of the download: the gzip stream inflated piece by piece (zlib checks each member's
CRC-32 and length in its trailer) and its rows counted quote-aware (`RowCounter`), never parsed. At
the end the file is known whole (the gzip stream ended cleanly, at least the job's `row_count`
rows), or `finish()` raises ExportDownloadError (`corrupt_file`, `truncated`) and nothing that
received the bytes may treat them as the file.
"""

from __future__ import annotations

from typing import Iterator

from .._errors import ExportDownloadError
from .progress import Reporter
from .row_counter import RowCounter
from .rows import MAX_LINE_BYTES, MAX_RECORD_BYTES, Gunzip


class FileCheck:
    def __init__(self, file_format: str, expected_rows: int | None, *, may_be_decoded: bool, report: Reporter | None = None, count_text: bool = False) -> None:
        self._gunzip = Gunzip(may_be_decoded)
        self._counter = RowCounter(file_format)
        self._csv = file_format == "csv"
        # The readers' caps on one record: a file a read refuses, a save refuses too, as early.
        self._cap = MAX_RECORD_BYTES if self._csv else MAX_LINE_BYTES
        self._expected = expected_rows
        self._report = report
        self._count_text = count_text
        self.bytes = 0
        """Bytes handed out so far: the gzip bytes as served, or the text (`count_text`)."""

    def feed(self, chunk: bytes) -> Iterator[bytes]:
        """The text of `chunk` in bounded pieces, counted; take them all before the next `feed`."""
        if not self._count_text:
            self.bytes += len(chunk)
        for piece in self._gunzip.feed(chunk):
            self._counter.feed(piece)
            self._counter.check(self._cap)
            if self._count_text:
                self.bytes += len(piece)
            yield piece
        if self._report is not None:
            self._report(self.bytes, self._counter.rows)

    def check(self, chunk: bytes) -> None:
        """`feed` with the text unused: the bytes are written (or read) as served."""
        for _ in self.feed(chunk):
            pass

    def finish(self) -> int:
        """The rows of a whole file; raises when the file is not whole."""
        self._gunzip.finish()
        rows = self._counter.rows
        if self._report is not None:
            self._report(self.bytes, rows)
        if self._expected is not None and rows < self._expected:
            raise ExportDownloadError(
                "truncated", f"The export file ended after {rows} rows, but the job has {self._expected}; the file is cut short. Download it again."
            )
        return rows
