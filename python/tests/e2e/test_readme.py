"""The Python code of the project README runs, block after block, against the fake: the README
cannot show a call the client does not have."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from .._fake import ROOT, Fake

README = ROOT / "README.md"


def test_the_readme_python_blocks_run(fake: Fake, tmp_path: Path) -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)
    assert len(blocks) >= 6, "the Python section shows install, first call, paging, errors, jobs, files, async"
    # One script, as a reader would paste them in order; the last line proves the end was reached.
    script = "\n\n".join(blocks) + "\nprint('README blocks ran')\n"
    env = {**os.environ, "SERVICE_API_KEY": fake.keys["developer"], "SERVICE_BASE_URL": fake.url}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.rstrip().endswith("README blocks ran")
