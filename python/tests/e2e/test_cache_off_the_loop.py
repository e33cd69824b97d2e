"""
The async client's folder cache never blocks the event loop: its file reads and writes run on a
worker thread (`engine.OffLoop`, run by `driver_async`), while a memory cache is called in place.

The first test makes the disk read block for real: the entry's file is a FIFO, whose `open()` waits
until a writer comes, and the only writer is a task on the same event loop. The answer can come from
the cache only if the loop kept running while the read was blocked; a read made on the loop's thread
would freeze it, and a watchdog thread releases the FIFO after 20 s so that the test then fails
(instead of hanging). Nothing is timed: the pass needs no clock.
"""

from __future__ import annotations

import asyncio
import os
import stat
import threading
from pathlib import Path
from typing import Any, Callable

import pytest

from sports_data import AsyncSportsData, SportsData

from .._fake import Fake
from .._sample import Sample

WATCHDOG_SECONDS = 20.0


def _entry_of_one_read(fake: Fake, sample: Sample, folder: Path) -> tuple[str, bytes]:
    """The file name and bytes of the entry the sync client keeps for `players.get` (one request)."""
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url, cache=folder) as client:
        client.players.get(sample.player_id)
    [entry] = [path for path in folder.iterdir() if path.suffix == ".sdcache"]
    return entry.name, entry.read_bytes()


@pytest.mark.anyio
async def test_a_disk_read_that_blocks_leaves_the_loop_running(fake: Fake, sample: Sample, tmp_path: Path) -> None:
    name, data = _entry_of_one_read(fake, sample, tmp_path / "written")
    folder = tmp_path / "read"
    folder.mkdir()
    fifo = folder / name
    os.mkfifo(fifo)
    released = threading.Event()
    watchdog_fired = threading.Event()

    def watchdog() -> None:
        # Opening a FIFO for reading and writing never blocks (Linux), and lets a blocked reader's
        # open() return; it then reads nothing: a miss.
        if not released.wait(WATCHDOG_SECONDS) and stat.S_ISFIFO(os.stat(fifo).st_mode):
            watchdog_fired.set()
            os.close(os.open(fifo, os.O_RDWR))

    guard = threading.Thread(target=watchdog, daemon=True)
    guard.start()
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, cache=folder) as client:
        call = asyncio.ensure_future(client.players.with_response.get(sample.player_id))
        try:
            while not call.done():
                try:
                    # Succeeds only while a reader has the FIFO open: the call's read, blocked in open().
                    writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
                except OSError:
                    await asyncio.sleep(0.001)
                    continue
                try:
                    if stat.S_ISFIFO(os.fstat(writer).st_mode):
                        os.write(writer, data)
                        released.set()
                finally:
                    os.close(writer)
                break
            answer = await call
        finally:
            released.set()
            guard.join()
    assert not watchdog_fired.is_set(), "the disk read blocked the event loop until the watchdog released it"
    assert answer.meta.from_cache is True and answer.data["id"] == sample.player_id
    assert fake.count("get_player") == 1  # the sync client's read only: the async one was served by the FIFO


def _record_threads(store: Any, seen: list[tuple[str, int]]) -> None:
    for method in ("get", "set"):
        inner: Callable[..., Any] = getattr(store, method)

        def recorded(*args: Any, _inner: Callable[..., Any] = inner, _method: str = method) -> Any:
            seen.append((_method, threading.get_ident()))
            return _inner(*args)

        setattr(store, method, recorded)


@pytest.mark.anyio
@pytest.mark.parametrize("where", ["folder", "memory"])
async def test_a_folder_is_read_and_written_on_a_worker_thread_and_memory_in_place(fake: Fake, sample: Sample, tmp_path: Path, where: str) -> None:
    cache: Any = tmp_path if where == "folder" else True
    seen: list[tuple[str, int]] = []
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, cache=cache) as client:
        held_by: Any = client._cache  # pyright: ignore[reportPrivateUsage]
        _record_threads(held_by.store, seen)
        loop_thread = threading.get_ident()
        await client.players.get(sample.player_id)  # a miss: a read, then the answer written
        held = await client.players.with_response.get(sample.player_id)  # a hit: a read
    assert held.meta.from_cache is True and fake.count("get_player") == 1
    assert [method for method, _ in seen] == ["get", "set", "get"]
    on_the_loop = [thread == loop_thread for _, thread in seen]
    assert on_the_loop == ([False] * 3 if where == "folder" else [True] * 3)
