"""
Export files as rows, sans-IO: `RowDecoder.feed(chunk)` takes the file's bytes as they arrive
(gzip, or already decoded by a host that sent `Content-Encoding: gzip`) and answers the rows they
complete; `finish()` checks the end. JSONL lines are objects; CSV records become the same typed
rows (`_csv_rows.TypedRows`, by the row schema of the export's resource), or, for a resource this
SDK does not know, dicts of text keyed by the header row. Memory stays bounded whatever arrives:
a chunk is inflated and read in pieces of at most `PIECE_BYTES`, plus one unfinished record.
"""

from __future__ import annotations

import csv
import io
import json
import zlib
from itertools import islice
from typing import Any, Callable, Iterator, Literal

from .csv_rows import TypedRows
from .row_counter import first_record_end, last_record_end
from .._errors import ExportDownloadError
from .._generated.rows import EXPORT_ROWS, ROW_SCHEMAS, RowSchema
from .._internal.redact import SERVER_NAME_MAX, server_field

MAX_LINE_BYTES = 64 * 1024 * 1024
"""A JSONL line longer than this is a broken or hostile file, not a row."""
MAX_RECORD_BYTES = 16 * 1024 * 1024
"""The same for a CSV record (the header row included)."""
MAX_COLUMNS = 10_000
# The C scanner behind `json.loads`, called on a line directly: `loads` adds two regex scans and a
# decode per line, which made them half of a JSONL download's time.
_scan_once: Callable[[str, int], tuple[Any, int]] = getattr(json.JSONDecoder(), "scan_once")
_ASCII_SPACE = " \t\n\r\x0b\x0c"
"""What `bytes.strip()` removes: a line of only these is blank."""
_GZIP_MAGIC = b"\x1f\x8b"
BATCH = 64
"""CSV records read, typed and handed on at a time (see `_Csv._records`)."""
PIECE_BYTES = 1024 * 1024
"""The most text inflated and read at once: a tiny gzip that inflates to gigabytes (of `{}` lines,
say) is read piece by piece, in memory bounded by this, never split into strings all at once."""

Row = dict[str, Any]


class Gunzip:
    """Inflates a gzip stream chunk by chunk (several members in a row too); passes plain bytes through
    when the host already decoded a `Content-Encoding: gzip` answer."""

    def __init__(self, may_be_decoded: bool) -> None:
        self._may_be_decoded = may_be_decoded
        self._mode: Literal["unknown", "gzip", "plain"] = "unknown"
        self._head = b""
        self._inflater = zlib.decompressobj(31)
        self._in_member = False
        """Bytes of a gzip member were fed and its end not reached yet."""

    def feed(self, chunk: bytes) -> Iterator[bytes]:
        """The text of `chunk`, in pieces of at most `PIECE_BYTES` (each made as the last is taken)."""
        if self._mode == "unknown":
            self._head += chunk
            if len(self._head) < 2:
                return
            chunk, self._head = self._head, b""
            if chunk[:2] == _GZIP_MAGIC:
                self._mode = "gzip"
            elif self._may_be_decoded:
                self._mode = "plain"
            else:
                raise ExportDownloadError("corrupt_file", "The export file is not gzip (it does not start with the gzip magic bytes).")
        if self._mode == "plain":
            for start in range(0, len(chunk), PIECE_BYTES):
                yield chunk[start : start + PIECE_BYTES]
            return
        data = chunk
        try:
            while data:
                self._in_member = True
                piece = self._inflater.decompress(data, PIECE_BYTES)
                data = self._inflater.unconsumed_tail
                if piece:
                    yield piece
                if self._inflater.eof:
                    data = self._inflater.unused_data
                    self._inflater = zlib.decompressobj(31)
                    self._in_member = False
                    if data and data[:2] != _GZIP_MAGIC[: len(data)]:
                        raise ExportDownloadError("corrupt_file", "The export file has bytes after its gzip data.")
        except zlib.error as error:
            raise ExportDownloadError("corrupt_file", f"The export file is not valid gzip ({error}).") from None

    def finish(self) -> None:
        if self._mode == "unknown" and self._head:
            raise ExportDownloadError("corrupt_file", "The export file ended inside its gzip header.")
        if self._mode == "gzip" and self._in_member:
            raise ExportDownloadError("truncated", "The export file ended inside its gzip data; it is cut short. Download it again.")


class _JsonLines:
    def __init__(self) -> None:
        # The unfinished line as pieces: joined once it ends, so a long line costs linear time.
        self._tail: list[bytes] = []
        self._tail_size = 0
        self._line = 0
        self.rows = 0
        """Rows handed on so far."""

    def feed(self, data: bytes) -> Iterator[Row]:
        cut = data.rfind(b"\n")
        if cut == -1:
            self._tail.append(data)
            self._tail_size += len(data)
            self._check_tail()
            return iter(())
        block = b"".join([*self._tail, data[:cut]])
        rest = data[cut + 1 :]
        self._tail, self._tail_size = [rest], len(rest)
        self._check_tail(block)
        return self._rows_of(block)

    def _rows_of(self, block: bytes) -> Iterator[Row]:
        # A generator, so that each row is handed on (and freed) as it is made. A line that is one
        # object (what a service writes) takes one C call on the block decoded once; any other line
        # goes through `_parse`, which accepts what `json.loads` accepts and words the error.
        try:
            lines: list[str] | list[bytes] = block.decode("utf-8").split("\n")
        except UnicodeDecodeError:
            lines = block.split(b"\n")
        scan = _scan_once
        number, made = self._line, 0
        try:
            for line in lines:
                number += 1
                if not line:
                    continue
                if isinstance(line, str) and line[0] == "{":
                    try:
                        value, end = scan(line, 0)
                    except (StopIteration, ValueError, RecursionError):
                        pass
                    else:
                        if end == len(line) or not line[end:].strip(" \t\r"):
                            made += 1
                            yield value
                            continue
                row = self._parse(line, number)
                if row is not None:
                    made += 1
                    yield row
        finally:
            self._line, self.rows = number, self.rows + made

    def _check_tail(self, block: bytes | None = None) -> None:
        """`block`: the lines before the tail, not yet counted (their rows are made lazily)."""
        if self._tail_size > MAX_LINE_BYTES:
            before = self._line + (block.count(b"\n") + 1 if block is not None else 0)
            raise ExportDownloadError("parse_error", f"Line {before + 1} of the export file is longer than {MAX_LINE_BYTES} bytes.")

    def _parse(self, line: bytes | str, number: int) -> Row | None:
        blank = not line.strip(_ASCII_SPACE) if isinstance(line, str) else not line.strip()
        if blank:
            return None
        try:
            value = json.loads(line)
        except (ValueError, RecursionError):
            raise ExportDownloadError("parse_error", f"Line {number} of the export file is not JSON.") from None
        if not isinstance(value, dict):
            raise ExportDownloadError("parse_error", f"Line {number} of the export file is not a JSON object.")
        return value  # pyright: ignore[reportUnknownVariableType]

    def finish(self) -> list[Row]:
        tail = b"".join(self._tail)
        self._tail, self._tail_size = [], 0
        self._line += 1 if tail else 0
        row = self._parse(tail, self._line) if tail else None
        self.rows += row is not None
        return [row] if row is not None else []


class _Csv:
    """RFC 4180 through the stdlib `csv` module, fed whole records only: a walk that carries its
    quote state across pieces finds where the last whole record of each piece ends, and every
    record is measured in bytes (as TypeScript's `RecordBytes` and `FileCheck` measure it), so one
    past `MAX_RECORD_BYTES` is refused as soon as it passes the cap. With a row schema, the records
    of each piece become typed rows at once (see `TypedRows.rows`)."""

    def __init__(self, schema: RowSchema | None) -> None:
        self._schema = schema
        self._typed: TypedRows | None = None
        # The `csv` module refuses a field past 128 KiB by default, a record only its size in bytes
        # may refuse (records are held to MAX_RECORD_BYTES before `csv` sees them). The limit is
        # the process's: it is raised to the cap, never lowered (a caller's higher one stays).
        if csv.field_size_limit() < MAX_RECORD_BYTES:
            csv.field_size_limit(MAX_RECORD_BYTES)
        # The unfinished record as pieces: joined once it ends, so a long record costs linear time.
        # Bytes: a record ends at a line break, never inside a UTF-8 sequence, so whole records decode alone.
        self._pending: list[bytes] = []
        self._pending_size = 0
        self._quoted = False
        self._started = False
        self._header: list[str] | None = None
        self._record = 0
        self.rows = 0
        """Rows handed on so far."""

    def feed(self, data: bytes) -> Iterator[Row]:
        quoted = self._quoted
        end = last_record_end(data, quoted)
        # Quotes toggle (a doubled quote toggles twice), as RFC 4180 says.
        self._quoted = quoted ^ (data.count(b'"') % 2 == 1)
        if end == -1:
            self._pending.append(data)
            self._pending_size += len(data)
            if self._pending_size > MAX_RECORD_BYTES:
                raise self._too_long()
            return iter(())
        # A record wholly inside a piece is shorter than the piece (PIECE_BYTES), and so than the
        # cap: only the first, which began in earlier pieces, may pass it, and only if this bound does.
        if self._pending_size + end > MAX_RECORD_BYTES and self._pending_size + first_record_end(data, quoted) > MAX_RECORD_BYTES:
            raise self._too_long()
        complete = b"".join([*self._pending, data[: end + 1]])
        rest = data[end + 1 :]
        self._pending, self._pending_size = [rest], len(rest)
        return self._records(self._decode(complete))

    def _too_long(self) -> ExportDownloadError:
        return ExportDownloadError("parse_error", f"Record {self._record + 1} of the export file is longer than {MAX_RECORD_BYTES} bytes.")

    def _decode(self, data: bytes) -> str:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ExportDownloadError("parse_error", "The export file is not UTF-8.") from None
        if not self._started and text:
            self._started = True
            if text[0] == "\ufeff":
                text = text[1:]  # a byte order mark before the header is not part of its first name
        return text

    def _records(self, text: str) -> Iterator[Row]:
        # Records are taken BATCH at a time, and their rows handed on before the next batch is
        # read: few containers alive at once keeps the garbage collector's passes short and the
        # columns in cache (measured: a whole piece's records at once made typed CSV 0.45 of
        # JSONL's rows per CPU second, batches of 512 0.68, of 64 about 1.0).
        reader = csv.reader(io.StringIO(text, newline=""), strict=True)
        number = self._record
        try:
            header = self._header
            if header is None:
                for record in reader:
                    number += 1
                    if record:
                        if len(record) > MAX_COLUMNS:
                            raise ExportDownloadError("parse_error", f"The export file's header has over {MAX_COLUMNS} columns.")
                        self._header = header = record
                        if self._schema is not None:
                            self._typed = TypedRows(record, self._schema)
                        break
                if header is None:
                    return
            width = len(header)
            while True:
                batch = list(islice(reader, BATCH))
                if not batch:
                    break
                if set(map(len, batch)) == {width}:
                    yield from self._rows(batch, number + 1)
                    number += len(batch)
                    continue
                # A blank line or a record of another width: one by one, numbers kept exact.
                records: list[list[str]] = []
                first = number + 1
                for record in batch:
                    number += 1
                    if len(record) == width:
                        if number != first + len(records):
                            yield from self._rows(records, first)
                            records, first = [], number
                        records.append(record)
                    elif record:
                        raise ExportDownloadError("parse_error", f"Record {number} of the export file has {len(record)} fields; the header has {width}.")
                yield from self._rows(records, first)
        except csv.Error as error:
            raise ExportDownloadError("parse_error", f"A record after record {number} of the export file is not valid CSV ({error}).") from None
        finally:
            self._record = number

    def _rows(self, records: list[list[str]], first: int) -> Iterator[Row]:
        typed, header = self._typed, self._header
        if typed is not None:
            rows = typed.rows(records, self.rows + 1, first)
        else:
            assert header is not None
            rows = [dict(zip(header, record)) for record in records]
        self.rows += len(rows)
        return iter(rows)

    def finish(self) -> list[Row]:
        tail = self._decode(b"".join(self._pending))
        self._pending, self._pending_size = [], 0
        if self._quoted:
            raise ExportDownloadError("parse_error", "The export file ends inside a quoted CSV field.")
        return list(self._records(tail)) if tail.strip() else []


class RowDecoder:
    """The bytes of an export file in, its rows out; `finish()` checks that the file is whole.
    `resource` types a CSV file's rows by that resource's row schema (a resource this SDK does not
    know: text keyed by the header)."""

    def __init__(
        self, file_format: str, *, may_be_decoded: bool = False, expected_rows: int | None = None, resource: str | None = None
    ) -> None:
        if file_format not in ("csv", "jsonl"):
            shown = server_field(str(file_format), SERVER_NAME_MAX)
            raise ExportDownloadError("job_mismatch", f"The export's format '{shown}' is not one this SDK reads (csv, jsonl).")
        self._gunzip = Gunzip(may_be_decoded)
        schema = ROW_SCHEMAS.get(EXPORT_ROWS.get(resource, "")) if resource is not None else None
        self._rows: _Csv | _JsonLines = _Csv(schema) if file_format == "csv" else _JsonLines()
        self._expected = expected_rows

    @property
    def count(self) -> int:
        """Rows handed on so far."""
        return self._rows.rows

    def feed(self, chunk: bytes) -> Iterator[Row]:
        """The rows this chunk completes, made as they are taken: take them all before the next
        `feed` (the text is inflated piece by piece as the rows are taken)."""
        for piece in self._gunzip.feed(chunk):
            yield from self._rows.feed(piece)

    def finish(self) -> list[Row]:
        self._gunzip.finish()
        rows = self._rows.finish()
        if self._expected is not None and self.count < self._expected:
            raise ExportDownloadError(
                "truncated", f"The export file ended after {self.count} rows, but the job has {self._expected}; the file is cut short. Download it again."
            )
        return rows
