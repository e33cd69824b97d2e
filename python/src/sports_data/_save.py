"""
Where `save_to` writes (contract section 12): a temporary file beside the target, renamed into
place only once the whole file is written and verified; on failure only that temporary file is
removed. A target that is not a regular file (a device, a FIFO, `-` for stdout) is written
directly and never removed. An existing file is replaced only when asked (`overwrite=True`).
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
from typing import BinaryIO

from ._errors import ExportDownloadError


class SaveTarget:
    def __init__(self, path: str | os.PathLike[str], overwrite: bool) -> None:
        self.path = os.fspath(path)
        self._overwrite = overwrite
        self._temp: str | None = None
        self._file: BinaryIO | None = None
        self._direct = False
        self.bytes = 0
        if self.path == "-":
            self._direct = True
            return
        try:
            mode = os.stat(self.path).st_mode
        except FileNotFoundError:
            return
        except OSError as error:
            raise ExportDownloadError("io_error", f"Cannot write {self.path}: {error.strerror}.") from None
        if not stat.S_ISREG(mode):
            if stat.S_ISDIR(mode):
                raise ExportDownloadError("io_error", f"{self.path} is a directory.")
            self._direct = True
        elif not overwrite:
            raise ExportDownloadError("file_exists", f"{self.path} exists; pass overwrite=True to replace it.")

    def open(self) -> None:
        try:
            if self.path == "-":
                self._file = sys.stdout.buffer
            elif self._direct:
                self._file = open(self.path, "wb")  # noqa: SIM115 (closed in commit/abort)
            else:
                directory, name = os.path.split(os.path.abspath(self.path))
                fd, self._temp = tempfile.mkstemp(dir=directory, prefix=f".{name}.", suffix=".part")
                self._file = os.fdopen(fd, "wb")
        except OSError as error:
            raise ExportDownloadError("io_error", f"Cannot write {self.path}: {error.strerror}.") from None

    def write(self, chunk: bytes) -> None:
        assert self._file is not None
        try:
            self._file.write(chunk)
        except OSError as error:
            raise ExportDownloadError("io_error", f"Cannot write {self.path}: {error.strerror}.") from None
        self.bytes += len(chunk)

    def commit(self) -> None:
        """The file is whole: move it into place."""
        file, self._file = self._file, None
        try:
            if file is not None:
                file.flush()
                if self.path != "-":
                    file.close()
            if self._temp is None:
                return
            if self._overwrite:
                os.replace(self._temp, self.path)
            else:
                self._place_without_replacing(self._temp)
            self._temp = None
        except OSError as error:
            raise ExportDownloadError("io_error", f"Cannot write {self.path}: {error.strerror}.") from None
        finally:
            self._remove_temp()

    def _place_without_replacing(self, temp: str) -> None:
        # A link fails if the target appeared meanwhile, where a rename would replace it.
        try:
            os.link(temp, self.path)
        except FileExistsError:
            raise ExportDownloadError("file_exists", f"{self.path} appeared while downloading; it was left as it is.") from None
        except OSError:
            if os.path.lexists(self.path):
                raise ExportDownloadError("file_exists", f"{self.path} appeared while downloading; it was left as it is.") from None
            os.replace(temp, self.path)
            return
        os.unlink(temp)

    def abort(self) -> None:
        """Something failed: remove what this made (the temporary file), nothing else."""
        file, self._file = self._file, None
        if file is not None and self.path != "-":
            try:
                file.close()
            except OSError:
                pass
        self._remove_temp()

    def _remove_temp(self) -> None:
        temp, self._temp = self._temp, None
        if temp is not None:
            try:
                os.unlink(temp)
            except FileNotFoundError:
                pass
