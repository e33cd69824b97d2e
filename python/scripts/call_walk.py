"""
The walk of one warm `client.players.search(sport="football", limit=5)` (sync) through the SDK's
files, for docs/architecture.md: the call is made three times to warm up, then once under
`sys.setprofile`, recording every call of a function of an SDK file from another place (another
SDK file, the caller, or a library such as httpx calling back). Returning to a caller and resuming
a generator (the engine's flow, sent the driver's reply) are not hops.

    python/.venv/bin/python python/scripts/call_walk.py        (needs node: it starts the fake)
"""

from __future__ import annotations

import inspect
import os
import sys
from types import FrameType
from typing import Any

import sports_data
from sports_data import SportsData
from sports_data.testing import FakeService

_SUSPENDABLE = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
PACKAGE = os.path.dirname(sports_data.__file__) + os.sep


def _sdk(path: str) -> str | None:
    return path[len(PACKAGE):] if path.startswith(PACKAGE) else None


def walk(client: SportsData) -> list[tuple[str, str, str]]:
    hops: list[tuple[str, str, str]] = []
    started: set[FrameType] = set()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        try:
            look(frame, event)
        except BaseException as error:  # a profile function that raises is removed: say so
            print("profile failed:", repr(error), file=sys.stderr)
            raise

    def look(frame: FrameType, event: str) -> None:
        if event != "call":
            return
        # A generator (the engine's flow) is entered when it first runs; sending it the driver's
        # reply later resumes it, which is no hop. Its frames are held until the walk ends, so
        # that no other frame takes the identity of one seen.
        suspendable = bool(frame.f_code.co_flags & _SUSPENDABLE)
        resumed = suspendable and frame in started
        if suspendable:
            started.add(frame)
        callee = _sdk(frame.f_code.co_filename)
        if callee is None or resumed:
            return
        back = frame.f_back
        caller_path = back.f_code.co_filename if back is not None else "?"
        caller = _sdk(caller_path)
        if caller == callee:
            return
        where = caller if caller is not None else ("caller" if caller_path == __file__ else os.path.basename(caller_path))
        hops.append((where, callee, frame.f_code.co_name))

    sys.setprofile(profile)
    try:
        client.players.search(sport="football", limit=5)
    finally:
        sys.setprofile(None)
    return hops


def main() -> None:
    with FakeService() as fake:
        with SportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
            for _ in range(3):
                client.players.search(sport="football", limit=5)
            hops = walk(client)
    files = {callee for _, callee, _ in hops}
    for number, (caller, callee, function) in enumerate(hops, 1):
        print(f"{number:3} {caller} -> {callee} ({function})")
    entered: dict[str, int] = {}
    for _, callee, _ in hops:
        entered[callee] = entered.get(callee, 0) + 1
    twice = {f: n for f, n in entered.items() if n > 1}
    print(f"\n{len(hops)} hops over {len(files)} files; entered more than once: {twice or 'none'}")


if __name__ == "__main__":
    main()
