"""save_to's file rule: a temp file beside the target, renamed on success; only it is removed on failure."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sports_data import ExportDownloadError
from sports_data._save import SaveTarget


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
    with pytest.raises(ExportDownloadError) as caught:
        SaveTarget(tmp_path / "out.gz", overwrite=False)
    assert caught.value.reason == "file_exists"
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
