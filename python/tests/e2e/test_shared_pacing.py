"""
`pacing={"store": ...}`: two clients (as two processes) that share a store share one minute; the
store is asked on a thread of the SDK's, so an event loop never waits on it; a store that fails or
stalls is set aside with one WARNING and the client paces in-process, never failing a call.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import threading

import pytest

from sports_data import AsyncSportsData, InvalidArgumentError, PacingAcquire, PacingGrant, RateLimitError, SportsData

from .._fake import Fake


class MinuteStore:
    """The store's rule in memory: at most `limit` live slots; a released slot stays live (for the test's span)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.asked: list[PacingAcquire] = []
        self.live: set[str] = set()
        self.released: list[str] = []
        self.paused: list[tuple[str, float]] = []
        self.threads: set[str] = set()
        self.seq = 0

    def acquire(self, request: PacingAcquire) -> PacingGrant:
        with self.lock:
            self.threads.add(threading.current_thread().name)
            self.asked.append(request)
            if len(self.live) + len(self.released) >= request.limit:
                return PacingGrant(wait=120.0)  # a full minute, as a pause: the SDK fails the call unsent
            self.seq += 1
            self.live.add(str(self.seq))
            return PacingGrant(slot=str(self.seq))

    def release(self, account: str, slot: str) -> None:
        with self.lock:
            self.live.discard(slot)
            self.released.append(slot)

    def pause(self, account: str, seconds: float) -> None:
        with self.lock:
            self.paused.append((account, seconds))


def test_two_clients_on_one_store_share_one_minute_and_never_show_the_key(fake: Fake) -> None:
    store = MinuteStore()
    key = fake.keys["developer"]
    a = SportsData(api_key=key, base_url=fake.url, pacing={"store": store, "reads_per_minute": 3}, max_retries=0)
    b = SportsData(api_key=key, base_url=fake.url, pacing={"store": store, "reads_per_minute": 3}, max_retries=0)
    with a, b:
        a.reference.list_sports()
        b.reference.list_sports()
        a.reference.list_sports()
        # The minute holds three: the fourth call, on either client, is refused unsent.
        with pytest.raises(RateLimitError) as caught:
            b.reference.list_sports()
    assert "Not sent" in str(caught.value)
    assert fake.count("list_sports") == 3
    assert sorted(store.released) == ["1", "2", "3"] and not store.live
    account = hashlib.sha256(key.encode()).hexdigest()
    assert {r.account for r in store.asked} == {account}
    assert all(r.limit == 3 and r.limit_known and r.hold == 60.0 for r in store.asked)
    # Asked on the SDK's own thread, never the caller's.
    assert store.threads == {"sports-data-pacing-store"}


def test_a_429_pauses_the_store_for_every_process(fake: Fake) -> None:
    store = MinuteStore()
    fake.fault(operationId="list_sports", status=429, retryAfter="30", body={"error": {"type": "rate_limit_error", "code": "rate_limit_exceeded", "message": "slow", "param": None, "request_id": "req_x"}})
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url, pacing={"store": store}, max_retries=0) as client:
        with pytest.raises(RateLimitError):
            client.reference.list_sports()
    deadline = threading.Event()
    for _ in range(200):
        if store.paused:
            break
        deadline.wait(0.01)  # the pause goes out on the store's thread
    assert store.paused == [(hashlib.sha256(fake.keys["developer"].encode()).hexdigest(), 30.0)]


def test_an_unknown_plan_asks_with_the_lowest_limit_marked_unknown(fake: Fake) -> None:
    store = MinuteStore()
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url, pacing={"store": store}) as client:
        client.reference.list_sports()
        client.reference.list_sports()
    first, second = store.asked
    # Until an answer names the plan, the store may use a limit it knows for the account.
    assert not first.limit_known and first.limit == 10
    assert second.limit_known and second.limit == 300  # the developer plan, from X-Service-Plan


@pytest.mark.anyio
async def test_async_a_slow_store_never_blocks_the_event_loop(fake: Fake) -> None:
    """The store's acquire blocks until the event loop has run other work five times: were it called
    on the loop, the ticks could not happen and the acquire would end at its own 10 s guard."""
    ticks = 0
    released = threading.Event()
    ended_by_guard: list[bool] = []

    class BlockingStore(MinuteStore):
        def acquire(self, request: PacingAcquire) -> PacingGrant:
            ended_by_guard.append(not released.wait(10))
            return super().acquire(request)

    async def ticker() -> None:
        nonlocal ticks
        while ticks < 5:
            await asyncio.sleep(0.01)
            ticks += 1
        released.set()

    store = BlockingStore()
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, pacing={"store": store, "reads_per_minute": 50}, max_retries=0) as client:
        page, _ = await asyncio.gather(client.reference.list_sports(), ticker())
    assert page.data and ticks == 5 and ended_by_guard == [False]
    assert fake.count("list_sports") == 1


@pytest.mark.anyio
async def test_async_clients_share_the_store_across_tasks(fake: Fake) -> None:
    store = MinuteStore()
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, pacing={"store": store, "reads_per_minute": 4}, max_retries=0) as client:
        results = await asyncio.gather(*(client.reference.list_sports() for _ in range(6)), return_exceptions=True)
    refused = [r for r in results if isinstance(r, RateLimitError)]
    assert len(refused) == 2 and fake.count("list_sports") == 4


class FailingStore(MinuteStore):
    def acquire(self, request: PacingAcquire) -> PacingGrant:
        raise ConnectionError("Error 111 connecting to 127.0.0.1:1. Connection refused.")


def test_a_store_that_fails_sets_itself_aside_with_one_warning(fake: Fake, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="sports_data")
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url, pacing={"store": FailingStore()}) as client:
        for _ in range(4):
            assert client.reference.list_sports().data
    warnings = [r.getMessage() for r in caplog.records if "shared pacing store failed" in r.getMessage()]
    assert len(warnings) == 1 and "ConnectionError" in warnings[0]
    assert fake.count("list_sports") == 4


def test_a_store_that_stalls_is_set_aside_after_a_second(fake: Fake, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="sports_data")
    gate = threading.Event()

    class StallingStore(MinuteStore):
        def acquire(self, request: PacingAcquire) -> PacingGrant:
            gate.wait(30)
            return super().acquire(request)

    store = StallingStore()
    try:
        with SportsData(api_key=fake.keys["developer"], base_url=fake.url, pacing={"store": store}) as client:
            assert client.reference.list_sports().data
        assert any("no answer within 1 s" in r.getMessage() for r in caplog.records)
    finally:
        gate.set()
    # The slot the store granted too late is given back at once, not held for its lease.
    for _ in range(300):
        if store.released:
            break
        threading.Event().wait(0.01)
    assert store.released == ["1"]


def test_a_store_that_is_not_one_is_refused_at_construction() -> None:
    with pytest.raises(InvalidArgumentError, match="acquire, release and pause") as caught:
        SportsData(pacing={"store": object()})  # type: ignore[typeddict-item]
    assert caught.value.param == "pacing"
