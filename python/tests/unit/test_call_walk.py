"""
The walk docs/architecture.md states, kept (issue 31): one warm `client.players.search(...)` of the
sync client, measured by scripts/call_walk.py (`sys.setprofile`), takes at most 12 hops of the SDK's
own and enters no file twice; the library callbacks listed apart are only the attempt deadline's
socket wrapper (`deadline.py`, per read and write, as the document says). A change that puts a seam
back on every call's way (the engine entered twice, a step-by-step reader, an httpx hook) fails here,
not in a review. The async client's walk is held to the same bar: a list's page request is made at
the call and awaited by the caller, and neither puts a file on the way twice.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "call_walk.py"


def walk(*flags: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(SCRIPT), "--json", *flags], capture_output=True, text=True, timeout=120, check=True)
    walked: dict[str, Any] = json.loads(done.stdout)
    return walked


def twice(walked: dict[str, Any]) -> dict[str, int]:
    return {file: n for file, n in walked["entered"].items() if n > 1}


@pytest.fixture(scope="module")
def sync_walk() -> dict[str, Any]:
    return walk()


def test_the_sync_walk_is_at_most_12_hops_and_enters_no_file_twice(sync_walk: dict[str, Any]) -> None:
    assert len(sync_walk["hops"]) <= 12, sync_walk["hops"]
    assert twice(sync_walk) == {}
    # It walks what it means to: the caller's call into the generated method, the driver, the
    # machine (once), the body reader, the page.
    assert sync_walk["hops"][0] == {"from": "caller", "file": "_generated/sync_resources.py", "fn": "search"}
    for file in ["_internal/driver_sync.py", "_internal/engine.py", "_internal/driver.py", "_pagination.py"]:
        assert file in sync_walk["files"]


def test_the_only_library_callbacks_are_the_deadlines_socket_reads_and_writes(sync_walk: dict[str, Any]) -> None:
    callbacks = sync_walk["callbacks"]
    assert callbacks, "the walk no longer sees the deadline's socket wrapper: is the attempt still bounded?"
    assert {(hop["file"], hop["fn"]) for hop in callbacks} <= {("_internal/deadline.py", "read"), ("_internal/deadline.py", "write")}
    assert len(callbacks) <= 4


def test_the_async_walk_is_at_most_12_hops_and_enters_no_file_twice() -> None:
    walked = walk("--async")
    assert len(walked["hops"]) <= 12, walked["hops"]
    assert twice(walked) == {}, walked["hops"]
    # The call (checked there: bad input fails at the call), then the caller's `await` of the page
    # request, which drives the driver and builds the first page in `_pagination.py` itself.
    assert walked["hops"][0] == {"from": "caller", "file": "_generated/async_resources.py", "fn": "search"}
    awaited = [hop for hop in walked["hops"] if hop["from"] == "caller"][1:]
    assert awaited == [{"from": "caller", "file": "_pagination.py", "fn": "__await__"}], walked["hops"]
    for file in ["_internal/arguments.py", "_internal/driver_async.py", "_internal/engine.py", "_internal/driver.py", "_pagination.py"]:
        assert file in walked["files"]
    assert {(hop["file"], hop["fn"]) for hop in walked["callbacks"]} <= {("_internal/deadline.py", "read"), ("_internal/deadline.py", "write")}
