"""One AsyncSportsData used across asyncio.run() calls (each a new event loop), as notebooks do."""

from __future__ import annotations

import asyncio
import gc
import subprocess
import sys
import textwrap

import httpx

from sports_data import AsyncSportsData
from sports_data._config import resolve_config
from sports_data._generated import operations as ops
from sports_data._options import CallOptions
from sports_data._resource import AsyncRuntime

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


def test_the_pool_made_on_a_loop_is_closed_when_that_loop_ends(fake: Fake, sample: Sample) -> None:
    made: list[httpx.AsyncClient] = []

    def make() -> httpx.AsyncClient:
        made.append(httpx.AsyncClient())
        return made[-1]

    config = resolve_config(
        api_key=fake.keys["developer"], base_url=fake.url, max_retries=0, timeout=10.0, default_headers=None, max_response_bytes=1_000_000, webhook_secret=None
    )
    runtime = AsyncRuntime(config, make, None)

    async def get() -> None:
        await runtime.run(runtime.flow(ops.get_player, {"id": sample.player_id}, None, CallOptions()))
        assert not made[-1].is_closed

    asyncio.run(get())
    asyncio.run(get())
    # Each asyncio.run closed the pool made on its loop as the loop ended, not left to the collector.
    assert len(made) == 2 and all(http.is_closed for http in made)
    assert fake.count("get_player") == 2


def test_aclose_closes_the_pool_of_the_running_loop(fake: Fake, sample: Sample) -> None:
    client = AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url)

    async def get_then_close() -> httpx.AsyncClient:
        await client.players.get(sample.player_id)
        http = client._runtime.http  # pyright: ignore[reportPrivateUsage]
        await client.aclose()
        return http

    assert asyncio.run(get_then_close()).is_closed
