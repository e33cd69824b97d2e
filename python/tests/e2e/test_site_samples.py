"""Every Python sample of the reference site runs against the fake, exactly as the site shows it.

The samples come from the site's own generator (`node scripts/site/samples.mjs --json`): each
operation's call, and the Python blocks of the guides (a `python pytest` block runs as a test file
in its own pytest session, with the `sports_data_fake` fixture the installed package registers).
TypeScript, CLI and curl samples run in test/site/samples.test.ts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .._fake import ROOT, Fake


def _samples() -> list[dict[str, Any]]:
    node = os.environ.get("SPORTS_DATA_NODE", "node")
    done = subprocess.run(
        [node, str(ROOT / "scripts" / "site" / "samples.mjs"), "--json", "--lang", "python"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    samples: list[dict[str, Any]] = json.loads(done.stdout)
    return samples


SAMPLES = _samples()


def test_every_operation_and_every_guide_has_python_samples() -> None:
    operations = {s["anchor"] for s in SAMPLES if s.get("anchor")}
    pages = {s["page"] for s in SAMPLES if not s.get("anchor")}
    assert len(operations) >= 27
    assert {"index.html", "guides/paging.html", "guides/errors.html", "guides/testing.html"} <= pages
    assert any(s["run"] == "pytest" for s in SAMPLES)


@pytest.mark.parametrize("sample", SAMPLES, ids=[s["id"] for s in SAMPLES])
def test_the_sample_runs_against_the_fake(sample: dict[str, Any], fake: Fake, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "SERVICE_API_KEY": fake.keys["developer"],
        "SERVICE_BASE_URL": fake.url,
        "SERVICE_WEBHOOK_SECRET": fake.accounts["developer"].webhook_secret,
    }
    if sample["run"] == "pytest":
        (tmp_path / "test_sample.py").write_text(sample["code"])
        (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = -p no:cacheprovider\n")
        command = [sys.executable, "-m", "pytest", "-q", "test_sample.py"]
    else:
        (tmp_path / "sample.py").write_text(sample["code"])
        command = [sys.executable, "sample.py"]
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{sample['id']} failed:\n{sample['code']}\n{done.stdout}\n{done.stderr}"
    assert done.stdout.strip(), f"{sample['id']} printed nothing"
    if sample["run"] == "pytest":
        assert " passed" in done.stdout and "failed" not in done.stdout
