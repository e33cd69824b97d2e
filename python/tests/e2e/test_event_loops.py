"""One AsyncSportsData used across asyncio.run() calls (each a new event loop), as notebooks do."""

from __future__ import annotations

import asyncio
import gc
import subprocess
import sys
import textwrap

from sports_data import AsyncSportsData

from .._fake import Fake
from .._sample import Sample


def test_an_async_client_works_across_event_loops(fake: Fake, sample: Sample) -> None:
    client = AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url)

    async def get() -> str:
        return (await client.players.get(sample.player_id))["id"]

    assert asyncio.run(get()) == sample.player_id
    assert asyncio.run(get()) == sample.player_id  # a new loop: no "Event loop is closed"
    assert asyncio.run(get()) == sample.player_id
    asyncio.run(client.aclose())
    assert fake.count("get_player") == 3


def test_a_client_left_to_the_collector_after_its_loop_ended_says_nothing(fake: Fake, sample: Sample) -> None:
    # In a child process, so that its stderr holds only what the interpreter printed.
    script = textwrap.dedent(
        f"""
        import asyncio, gc
        from sports_data import AsyncSportsData
        client = AsyncSportsData(api_key={fake.keys['developer']!r}, base_url={fake.url!r})
        async def get():
            return (await client.players.get({sample.player_id!r}))["id"]
        print(asyncio.run(get()))
        print(asyncio.run(get()))
        del client
        gc.collect()
        """
    )
    done = subprocess.run([sys.executable, "-X", "dev", "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [sample.player_id, sample.player_id]
    assert "Task exception was never retrieved" not in done.stderr
    assert "Event loop is closed" not in done.stderr
    gc.collect()
