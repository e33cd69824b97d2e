"""examples/notebook_export.py runs against the fake: a typed DataFrame of an export, with progress.
Where pandas is not installed (the 3.10 leg), it stops at once with the error naming the extra."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from .._fake import Fake

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "notebook_export.py"


def test_the_notebook_example_makes_a_typed_frame(fake: Fake) -> None:
    env = {**os.environ, "SERVICE_API_KEY": fake.keys["developer"], "SERVICE_BASE_URL": fake.url}
    done = subprocess.run([sys.executable, str(EXAMPLE)], env=env, capture_output=True, text=True, timeout=180)
    if importlib.util.find_spec("pandas") is None:
        assert done.returncode != 0
        assert "pip install 'sports-data-sdk[pandas]'" in done.stderr
        return
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    out = done.stdout
    assert "games; column types:" in out
    assert "season: int64" in out and "home.score: Int64" in out and "starts_at: datetime64" in out
    assert "played, mean margin" in out and "teams in" in out
    # The bars (tqdm) or the log lines went to stderr: the job's state and the file's rows.
    assert "succeeded" in done.stderr and "rows" in done.stderr
    # The cached cell: its re-run is answered by the cache, and the fake saw its read once only
    # (cell 4 lists teams of every sport, without a cache: those requests have no `sport`).
    assert "first run: " in out and "from_cache=False" in out
    assert "re-run: " in out and "from_cache=True" in out
    assert "requests saved by the cache: 1" in out
    football = [seen for seen in fake.requests("list_teams") if seen["query"].get("sport") == "football"]
    assert len(football) == 1
