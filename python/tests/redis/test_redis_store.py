"""`sports_data.redis.RedisPacingStore` against a real redis-server: the scripts, keys and account
name of the TypeScript store (so both clients share one minute), pauses across processes, outages."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import re
import threading
from typing import Any

import pytest

from sports_data import AsyncSportsData, InvalidArgumentError, PacingAcquire, PacingGrant, RateLimitError, SportsData
from sports_data._redis_scripts import ACQUIRE, ACQUIRE_SHA1, PAUSE, PAUSE_SHA1, RELEASE, RELEASE_SHA1
from sports_data.redis import RedisPacingStore

from .._fake import ROOT, Fake
from .conftest import LocalRedis, redis_client


def _ask(store: RedisPacingStore, limit: int, known: bool = True) -> PacingGrant:
    return store.acquire(PacingAcquire(account="acct", limit=limit, limit_known=known, hold=1.0))


def _redis_time_ms(client: Any) -> int:
    seconds, micros = client.time()
    return int(seconds) * 1000 + int(micros) // 1000


def test_the_scripts_are_the_typescript_stores_byte_for_byte() -> None:
    generated = (ROOT / "src" / "generated" / "redis-scripts.ts").read_text(encoding="utf-8")
    for name, source, sha in (("ACQUIRE", ACQUIRE, ACQUIRE_SHA1), ("RELEASE", RELEASE, RELEASE_SHA1), ("PAUSE", PAUSE, PAUSE_SHA1)):
        assert hashlib.sha1(source.encode()).hexdigest() == sha
        # Each script is one JSON string literal on its line (scripts/codegen/redis-scripts.mjs).
        found = re.search(rf"^export const {name} = (\".*\");\nexport const {name}_SHA1 = '([0-9a-f]{{40}})';$", generated, re.M)
        assert found is not None and json.loads(found.group(1)) == source and found.group(2) == sha


def test_one_script_per_admission_keeps_the_window(redis_server: LocalRedis) -> None:
    client = redis_server.client()
    prefix = f"py{threading.get_ident()}:"
    store = RedisPacingStore(client, prefix=prefix)
    first, second = _ask(store, 2), _ask(store, 2)
    assert first.slot is not None and second.slot is not None
    full = _ask(store, 2)
    # Both slots are in flight: they free 60 s after answers still to come.
    assert full.slot is None and full.wait > 59.0
    store.release("acct", first.slot)
    assert _ask(store, 2).slot is None
    # Unknown limit: the account's last known one (2) applies, not the 10 guessed.
    assert _ask(store, 10, known=False).slot is None
    assert _ask(store, 3).slot is not None
    store.pause("acct", 5.0)
    paused = _ask(store, 100)
    assert paused.slot is None and 4.0 < paused.wait <= 5.0
    # A short pause after a long one (two processes, two 429s) keeps the long one stored.
    store.pause("acct", 3600.0)
    store.pause("acct", 5.0)
    assert client.pttl(f"{prefix}{{acct}}:meta") > 3_500_000
    keys = sorted(k.decode() for k in client.keys(f"{prefix}*"))
    assert keys == [f"{prefix}{{acct}}:meta", f"{prefix}{{acct}}:window"]
    client.close()


def test_a_forgotten_script_is_sent_whole_once(redis_server: LocalRedis) -> None:
    client = redis_server.client()
    client.script_flush()
    store = RedisPacingStore(client, prefix="flushed:")
    assert _ask(store, 5).slot is not None
    assert client.script_exists(ACQUIRE_SHA1) == [True]
    client.close()


def test_the_account_is_the_sha256_of_the_key_and_the_key_never_reaches_redis(redis_server: LocalRedis, fake: Fake) -> None:
    client = redis_server.client()
    prefix = "hashed:"
    with SportsData(api_key=fake.keys["free"], base_url=fake.url, pacing={"store": RedisPacingStore(client, prefix=prefix)}) as sdk:
        sdk.reference.list_sports()
        sdk.reference.list_sports()  # asked with the limit learned from the first answer
    account = hashlib.sha256(fake.keys["free"].encode()).hexdigest()
    keys = sorted(k.decode() for k in client.keys(f"{prefix}*"))
    # The TypeScript store's names for the same account: `{prefix}{sha256(key)}:window` and `:meta`.
    assert keys == [f"{prefix}{{{account}}}:meta", f"{prefix}{{{account}}}:window"]
    dump = b"".join(client.dump(k) for k in keys)
    assert fake.keys["free"].encode() not in dump
    assert client.hget(f"{prefix}{{{account}}}:meta", "limit") == b"10"  # the free plan's, learned from the answer
    client.close()


def test_a_20_digit_retry_after_pauses_every_process_for_at_most_an_hour(redis_server: LocalRedis, fake: Fake) -> None:
    prefix = "paused:"
    a_redis, b_redis = redis_server.client(), redis_server.client()

    def paced(connection: Any) -> SportsData:
        return SportsData(api_key=fake.keys["developer"], base_url=fake.url, max_retries=0, pacing={"store": RedisPacingStore(connection, prefix=prefix)})

    fake.fault(status=429, retryAfter="9" * 20)
    with paced(a_redis) as a, paced(b_redis) as b:
        with pytest.raises(RateLimitError):
            a.reference.list_sports()
        meta = f"{prefix}{{{hashlib.sha256(fake.keys['developer'].encode()).hexdigest()}}}:meta"
        # The pause reaches Redis from A's store thread: B asks once it is there.
        arrived = threading.Event()
        for _ in range(500):
            if a_redis.hget(meta, "paused") is not None:
                break
            arrived.wait(0.01)
        with pytest.raises(RateLimitError) as refused:
            b.reference.list_sports()
    assert refused.value.retry_after is not None and 3500 < refused.value.retry_after <= 3600
    assert "Not sent" in str(refused.value)
    assert len(fake.requests()) == 1
    left = int(a_redis.hget(meta, "paused")) - _redis_time_ms(a_redis)
    assert 3_500_000 < left <= 3_600_000
    assert a_redis.pttl(meta) >= left
    a_redis.close()
    b_redis.close()


@pytest.mark.anyio
async def test_async_client_paces_with_redis_and_waits_for_room(redis_server: LocalRedis, fake: Fake) -> None:
    """Five reads at once on a minute of three: three go, two wait (a full minute frees within 60 s,
    so they wait rather than fail); the waiting ones are then cancelled, never having been sent."""
    client = redis_server.client()
    store = RedisPacingStore(client, prefix="async:")
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, pacing={"store": store, "reads_per_minute": 3}, max_retries=0) as sdk:
        tasks = [asyncio.ensure_future(sdk.reference.list_sports()) for _ in range(5)]
        for _ in range(400):
            if sum(t.done() for t in tasks) == 3:
                break
            await asyncio.sleep(0.025)
        # Half a second more: a fourth read would have been admitted by now (Redis answers in a millisecond).
        await asyncio.sleep(0.5)
        done = [t for t in tasks if t.done()]
        assert len(done) == 3 and all(t.exception() is None for t in done)
        assert fake.count("list_sports") == 3
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    assert fake.count("list_sports") == 3
    client.close()


def test_a_redis_outage_degrades_to_in_process_pacing_with_one_warning(fake: Fake, caplog: pytest.LogCaptureFixture, redis_server: LocalRedis) -> None:
    caplog.set_level(logging.WARNING, logger="sports_data")
    # Nothing listens on port 1: every call fails at once, as when Redis is down.
    down = redis_client(1, socket_connect_timeout=0.5, socket_timeout=0.5)
    with SportsData(api_key=fake.keys["free"], base_url=fake.url, pacing={"store": RedisPacingStore(down)}) as sdk:
        for _ in range(5):
            assert sdk.reference.list_sports().data
    assert fake.count("list_sports") == 5
    assert len([r for r in caplog.records if "shared pacing store failed" in r.getMessage()]) == 1


class _AsyncioLike:
    """What `redis.asyncio.Redis` looks like to the store (its module; calls that answer awaitables)."""

    def evalsha(self, sha: str, numkeys: int, *keys_and_args: str | int) -> Any:
        return asyncio.sleep(0)

    def eval(self, script: str, numkeys: int, *keys_and_args: str | int) -> Any:
        return asyncio.sleep(0)


class _CoroutineClient:
    async def evalsha(self, sha: str, numkeys: int, *keys_and_args: str | int) -> Any:
        return None

    async def eval(self, script: str, numkeys: int, *keys_and_args: str | int) -> Any:
        return None


def test_an_asynchronous_redis_client_is_refused() -> None:
    class FromRedisAsyncio(_AsyncioLike):
        pass

    FromRedisAsyncio.__module__ = "redis.asyncio.client"
    clients: list[Any] = [FromRedisAsyncio(), _CoroutineClient()]
    for client in clients:
        with pytest.raises(InvalidArgumentError, match="synchronous redis.Redis") as caught:
            RedisPacingStore(client)
        assert caught.value.param == "client"
    with pytest.raises(InvalidArgumentError, match="evalsha and eval"):
        RedisPacingStore(object())  # type: ignore[arg-type]
    # One that answers awaitables all the same is a store failure (the client paces in-process), never a hang.
    with pytest.raises(InvalidArgumentError, match="synchronous Redis client"):
        _ask(RedisPacingStore(_AsyncioLike()), 5)
