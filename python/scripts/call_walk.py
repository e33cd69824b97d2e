"""
The walk of one warm `client.players.search(sport="football", limit=5)` through the SDK's files, for
docs/architecture.md: the call is made three times to warm up, then once under `sys.setprofile`,
recording every call of a function of an SDK file from another place. Returning to a caller and
resuming a generator or a coroutine (the engine's flow sent the driver's reply, the body reader sent
a piece, an awaited coroutine woken) are not hops.

A hop comes from the caller's code or from another SDK file: those are the SDK's own walk. A call
into an SDK file from a library (httpcore calling the attempt deadline's socket wrapper per read and
write, `deadline.py`) is listed apart, as a library callback: docs/architecture.md says why it stays.

    python/.venv/bin/python python/scripts/call_walk.py [--async] [--json]   (needs node: it starts the fake)
"""

from __future__ import annotations

import asyncio
import inspect
import json
import os
import sys
from types import FrameType
from typing import Any, Callable

import sports_data
from sports_data import AsyncSportsData, SportsData
from sports_data.testing import FakeService

_SUSPENDABLE = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
PACKAGE = os.path.dirname(sports_data.__file__) + os.sep

Hop = tuple[str, str, str]
"""(from, file, function): `from` is "caller", an SDK file, or a library's file name."""


def _sdk(path: str) -> str | None:
    return path[len(PACKAGE):] if path.startswith(PACKAGE) else None


def _recorder(hops: list[Hop]) -> Callable[[FrameType, str, Any], None]:
    started: set[FrameType] = set()

    def look(frame: FrameType, event: str) -> None:
        if event != "call":
            return
        # A generator or coroutine is entered when it first runs; resuming it later (sent a reply,
        # woken by the event loop) is no hop. Its frames are held until the walk ends, so that no
        # other frame takes the identity of one seen.
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

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        try:
            look(frame, event)
        except BaseException as error:  # a profile function that raises is removed: say so
            print("profile failed:", repr(error), file=sys.stderr)
            raise

    return profile


def walk_sync(key: str, url: str) -> list[Hop]:
    hops: list[Hop] = []
    with SportsData(api_key=key, base_url=url) as client:
        for _ in range(3):
            client.players.search(sport="football", limit=5)
        sys.setprofile(_recorder(hops))
        try:
            client.players.search(sport="football", limit=5)
        finally:
            sys.setprofile(None)
    return hops


def walk_async(key: str, url: str) -> list[Hop]:
    hops: list[Hop] = []

    async def main() -> None:
        async with AsyncSportsData(api_key=key, base_url=url) as client:
            for _ in range(3):
                await client.players.search(sport="football", limit=5)
            sys.setprofile(_recorder(hops))
            try:
                await client.players.search(sport="football", limit=5)
            finally:
                sys.setprofile(None)

    asyncio.run(main())
    return hops


def summary(hops: list[Hop]) -> dict[str, Any]:
    """The SDK's own hops (from the caller or an SDK file) and the library callbacks, apart."""
    own = [hop for hop in hops if hop[0] == "caller" or _is_sdk_file(hop[0])]
    callbacks = [hop for hop in hops if hop not in own]
    entered: dict[str, int] = {}
    for _, callee, _ in own:
        entered[callee] = entered.get(callee, 0) + 1
    return {
        "hops": [{"from": where, "file": callee, "fn": function} for where, callee, function in own],
        "files": sorted(entered),
        "entered": entered,
        "callbacks": [{"from": where, "file": callee, "fn": function} for where, callee, function in callbacks],
    }


def _is_sdk_file(where: str) -> bool:
    return where.endswith(".py") and os.path.exists(os.path.join(PACKAGE, where))


def main() -> None:
    mode = "async" if "--async" in sys.argv else "sync"
    with FakeService() as fake:
        hops = (walk_async if mode == "async" else walk_sync)(fake.keys["developer"], fake.url)
    walked = summary(hops)
    if "--json" in sys.argv:
        print(json.dumps(walked, indent=2))
        return
    print(f"{mode}: the SDK's own hops")
    for number, hop in enumerate(walked["hops"], 1):
        print(f"{number:3} {hop['from']} -> {hop['file']} ({hop['fn']})")
    twice = {file: n for file, n in walked["entered"].items() if n > 1}
    print(f"\n{len(walked['hops'])} hops over {len(walked['files'])} files; entered more than once: {twice or 'none'}")
    print("\nlibrary callbacks into the SDK (not hops of its own):")
    for hop in walked["callbacks"]:
        print(f"    {hop['from']} -> {hop['file']} ({hop['fn']})")
    print(f"{len(walked['callbacks'])} callbacks")


if __name__ == "__main__":
    main()
