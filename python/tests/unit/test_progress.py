"""Progress: on_progress's figures, and progress=True as a tqdm bar or, without tqdm, log lines."""

from __future__ import annotations

import importlib.util
import logging
import sys
from types import ModuleType
from typing import Any, cast

import pytest

import sports_data._download.progress as progress_module
from sports_data import InvalidArgumentError
from sports_data._download.progress import ExportProgress, Reporter, poll_progress, reporter

JOB = {"id": "exp_abc", "row_count": 100}


def test_on_progress_gets_bytes_rows_and_the_expected_rows() -> None:
    seen: list[ExportProgress] = []
    report = reporter(JOB, seen.append, False)
    assert report is not None
    report(10, 4)
    report(30, 100)
    report.close(100)
    assert seen == [ExportProgress(10, 4, 100), ExportProgress(30, 100, 100)]


def test_nothing_asked_is_nothing_made() -> None:
    assert reporter(JOB, None, False) is None


def test_on_progress_that_is_not_a_function_is_refused() -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        reporter(JOB, cast(Any, "print"), False)
    assert caught.value.param == "on_progress"


def test_progress_without_tqdm_writes_lines_on_the_log(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    # A module set to None in sys.modules makes its import fail, as if tqdm were not installed.
    monkeypatch.setitem(sys.modules, "tqdm", cast(ModuleType, None))
    monkeypatch.setitem(sys.modules, "tqdm.auto", cast(ModuleType, None))
    now = [0.0]
    monkeypatch.setattr(progress_module, "_now", lambda: now[0])
    with caplog.at_level(logging.INFO, logger="sports_data.progress"):
        report = Reporter(JOB, None, True)
        report(1, 10)  # first line
        now[0] = 1.0
        report(2, 20)  # 1 s later: none
        now[0] = 4.0
        report(3, 50)  # 4 s after the first: a line
        now[0] = 5.0
        report.close(100)  # the last line, always
    lines = [r.getMessage() for r in caplog.records if r.name == "sports_data.progress"]
    assert len(lines) == 3
    assert lines[0].startswith("export exp_abc: 10 rows of 100 (10%)")
    assert "50 rows of 100 (50%)" in lines[1]
    assert lines[2].startswith("export exp_abc: 100 rows of 100 (100%)") and "(done)" in lines[2]


def test_progress_with_tqdm_draws_a_bar_to_the_total(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[FakeBar] = []

    class FakeBar:
        def __init__(self, **options: object) -> None:
            self.options = options
            self.total = options["total"]
            self.n = 0
            self.closed = False
            made.append(self)

        def update(self, n: int) -> None:
            self.n += n

        def set_postfix_str(self, text: str, refresh: bool = True) -> None:
            self.postfix = text

        def refresh(self) -> None:
            pass

        def close(self) -> None:
            self.closed = True

    monkeypatch.setattr(progress_module, "_tqdm", lambda: FakeBar)
    report = Reporter(JOB, None, True)
    report(5, 40)
    report(9, 90)
    report.close(100)
    assert made[0].options["unit"] == "rows" and made[0].total == 100 and made[0].options["desc"] == "export exp_abc"
    assert made[0].n == 100 and made[0].closed

    on_state, close = poll_progress("export job", None)
    on_state({"id": "exp_abc", "status": "queued"})
    on_state({"id": "exp_abc", "status": "running"})
    close()
    assert made[1].postfix == "running" and made[1].closed


def test_a_real_tqdm_bar_where_it_can_be_drawn_else_lines(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from sports_data._download.progress import shown

    # In a pipe (as here: pytest captures stderr) a bar's carriage returns would garble the text.
    assert type(shown("x", "rows", None)).__name__ == "_Lines"
    monkeypatch.setattr(progress_module, "_drawable", lambda: True)
    if importlib.util.find_spec("tqdm") is None:  # the 3.10 leg installs no tqdm
        assert type(shown("x", "rows", None)).__name__ == "_Lines"
        return
    assert type(shown("x", "rows", None)).__name__ == "_Bar"  # Debian's python3-tqdm, the index's on 3.11
    report = Reporter(JOB, None, True)
    report(5, 40)
    report.close(100)
    assert "100/100" in capsys.readouterr().err
