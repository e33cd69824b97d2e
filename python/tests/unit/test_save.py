"""save_to's file rule: a temp file beside the target, renamed on success; only it is removed on failure."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from sports_data import ExportDownloadError, InvalidArgumentError
from sports_data._download.save import SaveTarget


def test_a_new_file_appears_only_when_committed(tmp_path: Path) -> None:
    target = SaveTarget(tmp_path / "out.gz", overwrite=False)
    target.open()
    target.write(b"abc")
    assert not (tmp_path / "out.gz").exists()
    target.commit()
    assert (tmp_path / "out.gz").read_bytes() == b"abc"
    assert os.listdir(tmp_path) == ["out.gz"]


def test_an_existing_file_is_kept_unless_overwrite(tmp_path: Path) -> None:
    (tmp_path / "out.gz").write_bytes(b"old")
    # The TypeScript client's class and code for the same mistake (contract section 13).
    with pytest.raises(InvalidArgumentError) as caught:
        SaveTarget(tmp_path / "out.gz", overwrite=False)
    assert caught.value.code == "file_exists" and caught.value.param == "path"
    assert "already exists; pass overwrite=True" in str(caught.value)
    target = SaveTarget(tmp_path / "out.gz", overwrite=True)
    target.open()
    target.write(b"new")
    target.abort()
    assert (tmp_path / "out.gz").read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["out.gz"]


def test_a_fifo_is_written_directly_and_never_removed(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        target = SaveTarget(fifo, overwrite=False)
        target.open()
        target.write(b"abc")
        target.abort()
        assert fifo.exists() and os.read(reader, 10) == b"abc"
    finally:
        os.close(reader)


def test_a_missing_folder_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        SaveTarget(tmp_path / "no" / "such" / "out.gz", overwrite=False)
    assert caught.value.code == "missing_directory" and caught.value.param == "path"
    assert "its directory does not exist (ENOENT)" in str(caught.value)
    (tmp_path / "file").write_bytes(b"")
    with pytest.raises(InvalidArgumentError) as under_a_file:
        SaveTarget(tmp_path / "file" / "out.gz", overwrite=False)
    assert under_a_file.value.code == "missing_directory"
    assert os.listdir(tmp_path) == ["file"]


def test_a_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidArgumentError, match="is a directory") as caught:
        SaveTarget(tmp_path, overwrite=True)
    assert caught.value.code == "invalid_argument"


@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_new_file_gets_the_mode_the_umask_gives(tmp_path: Path, umask: int) -> None:
    """As any file the process creates (the TypeScript client's), not mkstemp's 0600."""
    previous = os.umask(umask)
    try:
        target = SaveTarget(tmp_path / "out.gz", overwrite=False)
        target.open()
        target.write(b"abc")
        target.commit()
        reference = tmp_path / "made-by-open"
        reference.write_bytes(b"")
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "out.gz").stat().st_mode) == 0o666 & ~umask == stat.S_IMODE(reference.stat().st_mode)


def test_a_replaced_file_keeps_its_mode(tmp_path: Path) -> None:
    (tmp_path / "out.gz").write_bytes(b"old")
    os.chmod(tmp_path / "out.gz", 0o640)
    target = SaveTarget(tmp_path / "out.gz", overwrite=True)
    target.open()
    target.write(b"new")
    target.commit()
    assert (tmp_path / "out.gz").read_bytes() == b"new"
    assert stat.S_IMODE((tmp_path / "out.gz").stat().st_mode) == 0o640


def test_a_write_failure_is_io_error_naming_the_job_and_how_to_get_the_file_again() -> None:
    target = SaveTarget("/dev/full", overwrite=False, job_id="exp_Ab12")
    target.open()
    with pytest.raises(ExportDownloadError) as caught:
        target.write(b"x" * 65536)
        target.commit()
    target.abort()
    assert caught.value.reason == "io_error"
    assert "no space left on its device (ENOSPC)" in str(caught.value)
    assert "Export job exp_Ab12 is done on the service: download its file again with client.exports.download('exp_Ab12')." in str(caught.value)
    assert os.path.exists("/dev/full")


def test_a_file_that_appears_meanwhile_is_left_alone(tmp_path: Path) -> None:
    target = SaveTarget(tmp_path / "out.gz", overwrite=False)
    target.open()
    target.write(b"ours")
    (tmp_path / "out.gz").write_bytes(b"theirs")
    with pytest.raises(InvalidArgumentError) as caught:
        target.commit()
    assert caught.value.code == "file_exists"
    assert (tmp_path / "out.gz").read_bytes() == b"theirs"
    assert os.listdir(tmp_path) == ["out.gz"]
