"""Finding a `node` (18+) to run the bundled fake with, or saying clearly what to install."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from ._errors import FakeServiceError

MIN_NODE_MAJOR = 18
"""The oldest Node.js the fake runs on (the TypeScript package's own floor)."""

_INSTALL = (
    "Install Node.js 18 or newer (https://nodejs.org/, or your system's packages: "
    "`apt-get install nodejs`, `brew install node`, `winget install OpenJS.NodeJS`), "
    "or point the SPORTS_DATA_NODE environment variable (or FakeService(node=...)) at a node binary."
)


def find_node(node: str | os.PathLike[str] | None) -> str:
    """The path of a Node.js 18+ binary: `node` if given, else $SPORTS_DATA_NODE, else `node` on PATH."""
    given = os.fspath(node) if node is not None else os.environ.get("SPORTS_DATA_NODE") or None
    found = shutil.which(given) if given is not None else shutil.which("node")
    if found is None:
        where = f"no node at {given!r}" if given is not None else "no `node` on PATH"
        raise FakeServiceError(
            f"sports_data.testing runs the fake service with Node.js, and there is {where}. {_INSTALL}",
            reason="node_missing",
        )
    try:
        done = subprocess.run([found, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise FakeServiceError(
            f"{found} --version did not answer ({error.__class__.__name__}). {_INSTALL}", reason="node_missing"
        ) from None
    version = done.stdout.strip()
    match = re.fullmatch(r"v(\d+)\.\d+\.\d+.*", version)
    if done.returncode != 0 or match is None:
        raise FakeServiceError(
            f"{found} is not a Node.js binary (`--version` said {version[:80]!r}). {_INSTALL}",
            reason="node_missing",
        )
    if int(match.group(1)) < MIN_NODE_MAJOR:
        raise FakeServiceError(
            f"{found} is Node.js {version}; the fake service needs {MIN_NODE_MAJOR} or newer. {_INSTALL}",
            reason="node_too_old",
        )
    return found
