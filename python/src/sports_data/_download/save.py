"""
Where `save_to` writes (contract sections 12 and 13), as the TypeScript client's save-file.ts: a
temporary file beside the target, renamed into place only once the whole file is written and
verified; on failure only that temporary file is removed. A target that is not a regular file (a
device, a FIFO, `-` for stdout) is written directly and never removed. An existing file is
replaced only when asked (`overwrite=True`), keeping its permission bits; a new one gets the mode any
file the process creates gets (0666 less the umask), not 0600.

The same mistake gets the same error in both clients: a target that exists (without overwrite) is
InvalidArgumentError `file_exists`, one whose folder is missing `missing_directory`, both before the
file is read; a failure while writing is ExportDownloadError `io_error`, saying which job it was and
how to download its file again.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
import sys
from typing import BinaryIO, Literal

from .._errors import ExportDownloadError, InvalidArgumentError
from .._internal.redact import SERVER_NAME_MAX, server_field

# O_CLOEXEC: the file is not inherited by a process the caller starts meanwhile (0 where absent).
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
_REASONS = {
    errno.ENOENT: "its directory does not exist",
    errno.ENOTDIR: "a part of its path is not a directory",
    errno.EACCES: "permission denied in its directory",
    errno.EPERM: "permission denied in its directory",
    errno.EROFS: "its file system is read-only",
    errno.ENOSPC: "no space left on its device",
}


def _why(error: OSError) -> str:
    """What a file system error means for the person who gave the path."""
    code = errno.errorcode.get(error.errno or 0, "error")
    reason = _REASONS.get(error.errno or 0)
    return f"{reason} ({code})" if reason else (error.strerror or code)


class SaveTarget:
    def __init__(self, path: str | os.PathLike[str], overwrite: bool, job_id: str | None = None) -> None:
        self.path = os.fspath(path)
        self._overwrite = overwrite
        self._job_id = job_id
        self._temp: str | None = None
        self._file: BinaryIO | None = None
        self._direct = False
        self._mode: int | None = None
        self.bytes = 0
        if self.path == "-":
            self._direct = True
            return
        if not isinstance(self.path, str) or self.path == "":  # pyright: ignore[reportUnnecessaryIsInstance]
            raise InvalidArgumentError("save_to: path must be a non-empty path.", param="path")
        try:
            mode = os.stat(self.path).st_mode
        except (FileNotFoundError, NotADirectoryError):
            self._check_directory()
            return
        except OSError as error:
            raise self._refused(f"cannot be written: {_why(error)}") from None
        if stat.S_ISDIR(mode):
            raise self._refused("is a directory; give a file path inside it")
        if not stat.S_ISREG(mode):
            self._direct = True
        elif not overwrite:
            raise self._refused(
                "already exists; pass overwrite=True to replace it once the download has succeeded", "file_exists"
            )
        else:
            self._mode = stat.S_IMODE(mode)

    def _check_directory(self) -> None:
        """A new file needs its folder: refused now, before the file is read, rather than when the
        temporary file cannot be made."""
        directory = os.path.dirname(os.path.abspath(self.path))
        try:
            is_directory = stat.S_ISDIR(os.stat(directory).st_mode)
        except OSError as error:
            raise self._refused(f"cannot be written: {_why(error)} ({directory})", "missing_directory") from None
        if not is_directory:
            raise self._refused(f"cannot be written: {directory} is not a directory", "missing_directory")

    def _refused(self, why: str, code: Literal["invalid_argument", "file_exists", "missing_directory"] = "invalid_argument") -> InvalidArgumentError:
        return InvalidArgumentError(f"The download target {self.path} {why}.", code=code, param="path")

    def _io_error(self, error: OSError) -> ExportDownloadError:
        """A failure while writing: the job is done (and billed); say which one and how to get its file again."""
        again = ""
        if self._job_id is not None:
            shown = server_field(self._job_id, SERVER_NAME_MAX)
            again = f" Export job {shown} is done on the service: download its file again with client.exports.download('{shown}')."
        return ExportDownloadError("io_error", f"The download target {self.path} could not be written: {_why(error)}.{again}")

    def open(self) -> None:
        try:
            if self.path == "-":
                self._file = sys.stdout.buffer
            elif self._direct:
                # No O_CREAT, no O_TRUNC: if the path was swapped for a regular file meanwhile, it is not emptied.
                self._file = os.fdopen(os.open(self.path, os.O_WRONLY | getattr(os, "O_BINARY", 0)), "wb")
            else:
                self._file = self._create_temporary()
        except OSError as error:
            raise self._io_error(error) from None

    def _create_temporary(self) -> BinaryIO:
        """`.name.<random>.part` beside the target (one file system, so the rename is atomic), created
        here and now (never an existing file, nor a link planted under that name), 0666 less the umask."""
        directory, name = os.path.split(os.path.abspath(self.path))
        for attempt in range(6):
            temp = os.path.join(directory, f".{name}.{secrets.token_hex(6)}.part")
            try:
                fd = os.open(temp, _CREATE, 0o666)
            except FileExistsError:
                if attempt == 5:
                    raise
                continue
            self._temp = temp
            if self._mode is not None:
                try:
                    os.fchmod(fd, self._mode)  # the replacement keeps the replaced file's permission bits
                except (OSError, AttributeError):
                    pass
            return os.fdopen(fd, "wb")
        raise FileExistsError(errno.EEXIST, "no temporary name was free")

    def write(self, chunk: bytes) -> None:
        assert self._file is not None
        try:
            self._file.write(chunk)
        except OSError as error:
            raise self._io_error(error) from None
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
            raise self._io_error(error) from None
        finally:
            self._remove_temp()

    def _place_without_replacing(self, temp: str) -> None:
        # A link fails if the target appeared meanwhile, where a rename would replace it.
        appeared = "was created by someone else during the download; it was left alone"
        try:
            os.link(temp, self.path)
        except FileExistsError:
            raise self._refused(appeared, "file_exists") from None
        except OSError:
            # A file system without hard links (FAT, some network mounts): rename, checked just before.
            if os.path.lexists(self.path):
                raise self._refused(appeared, "file_exists") from None
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
