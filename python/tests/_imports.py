"""What the SDK imports, seen from a fresh interpreter, and the SDK on a machine without an optional package."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any, cast

import pytest


def _watched(name: str, watched: tuple[str, ...]) -> bool:
    return any(name == w or name.startswith(w + ".") for w in watched)


def modules_after(code: str, watched: tuple[str, ...]) -> list[str]:
    """The modules among `watched` (each a module or a package with its submodules) loaded once `code` has run in a fresh interpreter."""
    probe = f"{code}\nimport json, sys\nprint(json.dumps(sorted(m for m in sys.modules if any(m == w or m.startswith(w + '.') for w in {watched!r}))))\n"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return cast("list[str]", json.loads(done.stdout.splitlines()[-1]))


def as_if_not_installed(monkeypatch: pytest.MonkeyPatch, package: str, *modules: str) -> None:
    """Importing `package` fails from here on, as where it is not installed; `modules` (the SDK's own users of it) are imported again."""
    for name in [m for m in sys.modules if _watched(m, (package, *modules))]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(cast("dict[str, Any]", sys.modules), package, None)
