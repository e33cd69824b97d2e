"""What python/README.md tells a new user to type or to read works on this checkout."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
README = (ROOT / "python" / "README.md").read_text(encoding="utf-8")
PROSE = " ".join(README.split())
"""The README with its line breaks as spaces: a phrase may wrap."""


def _distribution_name(pyproject: Path) -> str:
    found = re.search(r'^\[project\][^\[]*?^name\s*=\s*"([^"]+)"', pyproject.read_text(encoding="utf-8"), flags=re.M | re.S)
    assert found, f"{pyproject} names no distribution"
    return found.group(1)


def test_the_first_install_command_installs_from_the_checkout() -> None:
    # The distribution is not published: the command a reader copies first must work from a checkout.
    first_sh = re.search(r"```sh\n(.*?)```", README, flags=re.S)
    assert first_sh, "python/README.md shows no install block"
    commands = [line.split("#")[0].strip() for line in first_sh.group(1).splitlines()]
    installs = [shlex.split(c) for c in commands if c.startswith("pip install")]
    assert installs, "the install block has no `pip install` command"
    target = ROOT / installs[0][-1]
    assert (target / "pyproject.toml").is_file(), f"`{' '.join(installs[0])}` does not name a checkout's package"
    name = _distribution_name(target / "pyproject.toml")
    # The published name is given too, as the distribution's.
    assert f"pip install {name}" in PROSE


def test_the_id_fields_the_readme_names_are_the_documents() -> None:
    spec: dict[str, Any] = json.loads((ROOT / "openapi.json").read_text(encoding="utf-8"))
    jobs: list[dict[str, Any]] = [
        op["x-job"] for item in spec["paths"].values() for op in item.values() if isinstance(op, dict) and "x-job" in op
    ]
    assert {job["noun"] for job in jobs} == {"query run", "export job"}
    for job in jobs:
        assert f"{job['noun']}'s id field is `{job['id_field']}`" in PROSE, job
