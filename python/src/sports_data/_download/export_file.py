"""
`exports.download`'s file, once the machine has opened it (`_internal/download.py`: the file
policy, which request carries the key, redirects, retries): read once as rows, into a file, or
into a DataFrame, verified as it passes.
"""

from __future__ import annotations

import asyncio
import csv
import os
import tempfile
from dataclasses import dataclass
from typing import Any, AsyncIterator, BinaryIO, Callable, Iterator

import httpx

from .._internal.driver import araw_of, decoder_for, raw_of
from .._internal.encoding import EncodingError
from .._errors import ExportDownloadError
from .._internal.redact import SERVER_NAME_MAX, server_field
from .file_check import FileCheck
from .file_worker import FileWorker
from .frames import Library, from_rows, library, read_csv_file
from .._generated.rows import EXPORT_ROWS, ROW_SCHEMAS, RowSchema
from .._html import export_file_html
from .progress import ExportProgress, Reporter, reporter
from .rows import RowDecoder, Row
from .save import SaveTarget

OnProgress = Callable[[ExportProgress], object]
"""Called after every chunk with the bytes and rows so far and the job's row count."""
_BOM = b"\xef\xbb\xbf"
_WRITE_BATCH = 4 * 1024 * 1024
"""Bytes of text gathered before an async frame's temporary file is written (in a thread)."""


@dataclass(frozen=True)
class SavedExportFile:
    path: str
    bytes: int
    rows: int


class _FileBytes:
    """
    The file's raw bytes in, its rows out: the host's Content-Encoding undone here, each layer
    bounded (`_encoding`; httpx would inflate a `gzip, gzip` file of a few kilobytes into gigabytes
    in one read), then the file itself read by `RowDecoder` (its own gzip, CSV or JSONL).
    """

    def __init__(self, file_format: str, response: httpx.Response, expected_rows: int | None, resource: str | None = None) -> None:
        try:
            self._content = decoder_for(response)
        except EncodingError as error:
            raise ExportDownloadError("corrupt_file", f"The export file cannot be read: {error}.") from None
        # A file whose Content-Encoding was undone (here or, for an answer held whole, by httpx) may
        # be the plain CSV or JSONL, when the host meant "this is a gzip file" by that header.
        self.decoded = self._content is not None or response.is_stream_consumed and bool(response.headers.get("content-encoding"))
        self.rows = RowDecoder(file_format, may_be_decoded=self.decoded, expected_rows=expected_rows, resource=resource)

    def pieces(self, raw: bytes) -> Iterator[bytes]:
        """The file's bytes in `raw`, a bounded piece at a time, made as they are taken."""
        if self._content is None:
            yield raw
            return
        try:
            yield from self._content.feed(raw)
        except EncodingError as error:
            raise ExportDownloadError("corrupt_file", f"The export file cannot be read: {error}.") from None

    def finish_content(self) -> None:
        """The host's Content-Encoding ended cleanly (the file itself is checked by its reader)."""
        if self._content is not None:
            try:
                self._content.finish()
            except EncodingError as error:
                raise ExportDownloadError("truncated", f"The export file {error}; download it again.") from None

    def finish(self) -> list[Row]:
        self.finish_content()
        return self.rows.finish()


class _FileBase:
    def __init__(self, job: dict[str, Any], response: httpx.Response) -> None:
        self.job = job
        """The succeeded job this file belongs to."""
        self.resource: str = str(job.get("resource"))
        self.format: str = str(job.get("format"))
        length = response.headers.get("content-length", "")
        self.size: int | None = int(length) if length.isascii() and length.isdigit() else None
        """Size of the gzip file in bytes, when the host announced it."""
        self._response = response
        self._used_by: str | None = None

    @property
    def _expected(self) -> int | None:
        expected = self.job.get("row_count")
        return expected if isinstance(expected, int) and not isinstance(expected, bool) else None

    @property
    def _schema(self) -> RowSchema | None:
        return ROW_SCHEMAS.get(EXPORT_ROWS.get(self.resource, ""))

    def _take(self, what: str) -> _FileBytes:
        if self._used_by is not None:
            raise ExportDownloadError("body_used", f"The export file was already read by {self._used_by}; download it again to read it twice.")
        self._used_by = what
        return _FileBytes(self.format, self._response, self._expected, self.resource)

    def _checked(self, what: str, report: Reporter | None, count_text: bool = False) -> tuple[_FileBytes, FileCheck]:
        """The file's bytes and their check (gzip trailer, row count: never parsed), for a save or a frame."""
        file = self._take(what)
        return file, FileCheck(self.format, self._expected, may_be_decoded=file.decoded, report=report, count_text=count_text)

    def _broken(self, error: Exception) -> ExportDownloadError:
        return _broken(error)

    def _start_save(self, path: str | os.PathLike[str], overwrite: bool, decompress: bool, report: Reporter | None = None) -> _Saving:
        job_id = str(self.job.get("id"))
        target = SaveTarget(path, overwrite, job_id)
        saving = _Saving(target, *self._checked("save_to()", report, count_text=decompress), decompress, job_id)
        target.open()
        return saving

    def _start_frame(self, name: Library, report: Reporter | None) -> _Frame:
        library(name)  # a missing library is said before anything is read
        return _Frame(self, name, *self._checked(f"to_{name}()", report))

    def _repr_html_(self) -> str:
        return export_file_html(self.job, self.size, self._used_by)


class _Frame:
    """One CSV export to a DataFrame: the file's text goes to a temporary file as it arrives,
    verified on the way (the gzip trailer, the record count), then the library's own reader reads
    it with the document's dtypes; the temporary file is removed whatever happens."""

    def __init__(self, owner: _FileBase, name: Library, file: _FileBytes, check: FileCheck) -> None:
        self._owner = owner
        self._name: Library = name
        self._file = file
        self._check = check
        fd, self.path = tempfile.mkstemp(prefix="sports-data-export-", suffix=".csv")
        self._out: BinaryIO = os.fdopen(fd, "wb")
        self._started = False

    def write(self, raw: bytes) -> None:
        self._out.writelines(self.pieces(raw))

    def pieces(self, raw: bytes) -> list[bytes]:
        """The text of `raw`, verified, for `write_text` later (from async code, in a thread)."""
        return [self._text(text) for piece in self._file.pieces(raw) for text in self._check.feed(piece)]

    def write_text(self, pieces: list[bytes]) -> None:
        self._out.writelines(pieces)

    def _text(self, piece: bytes) -> bytes:
        if not self._started and piece:
            self._started = True
            if piece.startswith(_BOM):
                return piece[len(_BOM) :]
        return piece

    def read(self) -> Any:
        """The frame of a whole, verified file (runs the library's reader: call it in a thread from async code)."""
        self._file.finish_content()
        self._check.finish()
        self._out.close()
        schema = self._owner._schema  # pyright: ignore[reportPrivateUsage]
        with open(self.path, encoding="utf-8", newline="") as text:
            header = next(csv.reader(text), None)
        if header is None:
            return from_rows(self._name, [], schema)
        frame = read_csv_file(self._name, self.path, header, schema)
        expected = self._owner._expected  # pyright: ignore[reportPrivateUsage]
        if expected is not None and len(frame) < expected:
            raise ExportDownloadError("truncated", f"The export file has {len(frame)} rows, but the job has {expected}; the file is cut short. Download it again.")
        return frame

    def close(self) -> None:
        try:
            self._out.close()
        finally:
            try:
                os.unlink(self.path)
            except FileNotFoundError:
                pass


def _broken(error: Exception) -> ExportDownloadError:
    if isinstance(error, ExportDownloadError):
        return error
    return ExportDownloadError("truncated", f"The connection broke mid-file ({type(error).__name__}); download it again.")


class _Saving:
    """One `save_to`: every chunk is verified as it passes (the gzip inflated and its rows counted,
    not parsed, at close to the download's speed) and written to the target."""

    def __init__(self, target: SaveTarget, file: _FileBytes, check: FileCheck, decompress: bool, job_id: str) -> None:
        self._target = target
        self._file = file
        self._check = check
        self._decompress = decompress
        self._job_id = job_id

    def write(self, raw: bytes) -> None:
        for piece in self._file.pieces(raw):
            if self._decompress:
                for text in self._check.feed(piece):
                    self._target.write(text)
            else:
                self._check.check(piece)
        if not self._decompress:
            self._target.write(raw)  # the file as served

    def commit(self) -> SavedExportFile:
        self._file.finish_content()
        rows = self._check.finish()
        self._target.commit()
        return SavedExportFile(self._target.path, self._target.bytes, rows)

    def abort(self) -> None:
        self._target.abort()

    def failed(self, error: BaseException) -> BaseException:
        """Removes what this save made; the error to raise (a broken connection as `truncated`)."""
        self._target.abort()
        if isinstance(error, (KeyboardInterrupt, asyncio.CancelledError)):
            return self.stopped(error)
        return _broken(error) if isinstance(error, (httpx.HTTPError, httpx.StreamError)) else error

    def stopped(self, error: KeyboardInterrupt | asyncio.CancelledError) -> BaseException:
        """Ctrl-C or a cancelled task stays what it is, saying which job and how to get its file again
        (contract section 13), in the TypeScript client's words."""
        shown = server_field(self._job_id, SERVER_NAME_MAX)
        return type(error)(
            f"Stopped saving the file of export job {shown} to {self._target.path} (a file there is as it was before); "
            f"the job is done on the service: download its file again with client.exports.download('{shown}')."
        )


class ExportFile(_FileBase):
    """A succeeded export's file, read once: iterate it (or `rows()`) for its rows, or `save_to(path)`."""

    def rows(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> Iterator[Row]:
        """
        Every row, parsed as the bytes arrive, typed by the resource: a CSV export gives the same
        rows as the JSONL export of the same rows (numbers, integers, booleans and nulls as the
        document's row schema says; `stats.points` back into `row["stats"]["points"]`). A value the
        schema cannot read is ExportDownloadError `parse_error` naming its row and column.
        `on_progress` is called after every chunk with an ExportProgress (bytes, rows, expected
        rows); `progress=True` shows a bar (tqdm) or writes a line to the log every few seconds.
        """
        report = reporter(self.job, on_progress, progress)
        file = self._take("rows()")
        received = 0
        try:
            for raw in raw_of(self._response):
                received += len(raw)
                for piece in file.pieces(raw):
                    yield from file.rows.feed(piece)
                if report is not None:
                    report(received, file.rows.count)
            yield from file.finish()
            if report is not None:
                report(received, file.rows.count)
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise self._broken(error) from None
        finally:
            self._response.close()
            if report is not None:
                report.close(file.rows.count)

    def __iter__(self) -> Iterator[Row]:
        return self.rows()

    def save_to(
        self,
        path: str | os.PathLike[str],
        *,
        overwrite: bool = False,
        decompress: bool = False,
        on_progress: OnProgress | None = None,
        progress: bool = False,
    ) -> SavedExportFile:
        """
        Writes the file to `path` (gzip as served, or decompressed), verified whole (the gzip
        stream sound to its trailer, the job's row count reached, counted as the bytes pass) before
        it is renamed into place. `on_progress` / `progress` as in `rows()`.
        """
        report: Reporter | None = None
        try:
            report = reporter(self.job, on_progress, progress)
            saving = self._start_save(path, overwrite, decompress, report)
        except BaseException:
            self._response.close()
            raise
        try:
            for raw in raw_of(self._response):
                saving.write(raw)
            return saving.commit()
        except BaseException as error:
            raise saving.failed(error) from None
        finally:
            self._response.close()
            if report is not None:
                report.close()

    def to_pandas(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> Any:
        """The whole file as a pandas DataFrame, column types from the document (extra `[pandas]`)."""
        return self._to_frame("pandas", on_progress, progress)

    def to_polars(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> Any:
        """The whole file as a polars DataFrame, column types from the document (extra `[polars]`)."""
        return self._to_frame("polars", on_progress, progress)

    def to_arrow(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> Any:
        """The whole file as a pyarrow Table, column types from the document (extra `[arrow]`)."""
        return self._to_frame("arrow", on_progress, progress)

    def _to_frame(self, name: Library, on_progress: OnProgress | None, progress: bool) -> Any:
        """A CSV file through the library's own reader (see `_Frame`); JSONL through the typed rows."""
        if self.format != "csv":
            library(name)
            return from_rows(name, self.rows(on_progress=on_progress, progress=progress), self._schema)
        report: Reporter | None = None
        try:
            report = reporter(self.job, on_progress, progress)
            frame = self._start_frame(name, report)
        except BaseException:
            self._response.close()
            raise
        try:
            for raw in raw_of(self._response):
                frame.write(raw)
            return frame.read()
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise self._broken(error) from None
        finally:
            frame.close()
            self._response.close()
            if report is not None:
                report.close()

    def close(self) -> None:
        """Closes the connection without reading (or after reading part of) the file."""
        self._response.close()

    def __enter__(self) -> ExportFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncExportFile(_FileBase):
    """The asynchronous `ExportFile`: `async for row in file`, or `await file.save_to(path)`."""

    async def rows(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> AsyncIterator[Row]:
        """The rows as the synchronous `rows()` gives them, as the bytes arrive."""
        report = reporter(self.job, on_progress, progress)
        file = self._take("rows()")
        received = 0
        try:
            async for raw in araw_of(self._response):
                received += len(raw)
                for piece in file.pieces(raw):
                    for row in file.rows.feed(piece):
                        yield row
                if report is not None:
                    report(received, file.rows.count)
            for row in file.finish():
                yield row
            if report is not None:
                report(received, file.rows.count)
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise self._broken(error) from None
        finally:
            await self._response.aclose()
            if report is not None:
                report.close(file.rows.count)

    def __aiter__(self) -> AsyncIterator[Row]:
        return self.rows()

    async def save_to(
        self,
        path: str | os.PathLike[str],
        *,
        overwrite: bool = False,
        decompress: bool = False,
        on_progress: OnProgress | None = None,
        progress: bool = False,
    ) -> SavedExportFile:
        """
        As `ExportFile.save_to`, with every file operation (checking the target, opening it, each
        write, the rename) on a thread of this save's own: a FIFO nobody reads or a slow disk blocks
        that thread, never the event loop. Cancelled, it returns at once; the temporary file is then
        removed by that thread as soon as its current write returns.
        """
        worker = FileWorker()
        report: Reporter | None = None
        try:
            try:
                report = reporter(self.job, on_progress, progress)
                saving = await worker.run(self._start_save, path, overwrite, decompress, report)
            except BaseException:
                await self._response.aclose()
                raise
            try:
                async for raw in araw_of(self._response):
                    await worker.run(saving.write, raw)
                return await worker.run(saving.commit)
            except asyncio.CancelledError as error:
                # Not waited for: the thread may be stuck in a write that never returns.
                worker.later(saving.abort)
                raise saving.stopped(error) from None
            except BaseException as error:
                raise (await worker.run(saving.failed, error)) from None
            finally:
                await self._response.aclose()
        finally:
            worker.stop()
            if report is not None:
                report.close()

    async def to_pandas(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> Any:
        """The whole file as a pandas DataFrame (the library's reader runs in a thread)."""
        return await self._to_frame("pandas", on_progress, progress)

    async def to_polars(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> Any:
        """The whole file as a polars DataFrame (the library's reader runs in a thread)."""
        return await self._to_frame("polars", on_progress, progress)

    async def to_arrow(self, *, on_progress: OnProgress | None = None, progress: bool = False) -> Any:
        """The whole file as a pyarrow Table (the library's reader runs in a thread)."""
        return await self._to_frame("arrow", on_progress, progress)

    async def _to_frame(self, name: Library, on_progress: OnProgress | None, progress: bool) -> Any:
        if self.format != "csv":
            library(name)
            rows = [row async for row in self.rows(on_progress=on_progress, progress=progress)]
            return await asyncio.to_thread(from_rows, name, rows, self._schema)
        report: Reporter | None = None
        try:
            report = reporter(self.job, on_progress, progress)
            frame = self._start_frame(name, report)
        except BaseException:
            await self._response.aclose()
            raise
        try:
            batch: list[bytes] = []
            size = 0
            async for raw in araw_of(self._response):
                for piece in frame.pieces(raw):
                    batch.append(piece)
                    size += len(piece)
                if size >= _WRITE_BATCH:
                    # The disk is written off the event loop, a few megabytes at a time.
                    await asyncio.to_thread(frame.write_text, batch)
                    batch, size = [], 0
            if batch:
                await asyncio.to_thread(frame.write_text, batch)
            return await asyncio.to_thread(frame.read)
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise self._broken(error) from None
        finally:
            frame.close()
            await self._response.aclose()
            if report is not None:
                report.close()

    async def aclose(self) -> None:
        await self._response.aclose()

    async def __aenter__(self) -> AsyncExportFile:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


