"""
Pacing with a shared store (`pacing={"store": ...}`, contract section 11): every process and
machine that uses the store with one account draws on one rolling minute, as the TypeScript
client's `pacing: { store }`. The store's calls (Redis round trips) are made on one thread of the
store's own, never on the caller's thread or event loop: the engine asks `SharedPacing.admit`, which
answers at once with a slot, a wait, or "look again in a moment" while the store's answer is on its
way, and the engine sleeps that moment as it sleeps any wait (so an `AsyncSportsData` never blocks
its loop on Redis). A store that fails or takes over a second is set aside, with one WARNING, and
the client paces in-process until the store answers again (tried every 5 s): no call ever fails
because of the store.
"""

from __future__ import annotations

import hashlib
import math
import os
import queue
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Callable, Protocol, TypeVar, cast, runtime_checkable

from .._logging import logger

T = TypeVar("T")

# A store slower than this is treated as down for this admission.
STORE_DEADLINE = 1.0
# After a store failed, it is tried again this much later.
STORE_RETRY = 5.0
# While the store's answer is on its way, look again after this long, doubling up to _LONGEST_LOOK.
_FIRST_LOOK = 0.001
_LONGEST_LOOK = 0.05
# The least wait before asking a store again, and the wait when its answer is not a number.
_MIN_WAIT = 0.05
_UNREADABLE_WAIT = 1.0
# The store's thread ends after this long with nothing to do (it starts again on the next call).
_IDLE = 30.0


@dataclass(frozen=True)
class PacingAcquire:
    """One admission asked of a store."""

    account: str
    """Which budget: the hex SHA-256 of the client's API key (never the key itself)."""
    limit: int
    """Live slots allowed: the plan's reads per minute, or the `reads_per_minute` override."""
    limit_known: bool
    """False while the client has not learned its plan (it passes the lowest plan's limit): a store
    that has seen a known limit for this account uses that one."""
    hold: float
    """Seconds one attempt may take (the client's timeout): a slot never released frees after this plus 60 s."""


@dataclass(frozen=True)
class PacingGrant:
    """A slot (its id, for `release`), or the seconds to wait before asking again (a lower bound)."""

    slot: str | None = None
    wait: float = 0.0


@runtime_checkable
class PacingStore(Protocol):
    """
    Where pacing keeps an account's rolling minute when processes share it. At most `limit` slots
    are live at once; a slot is live from `acquire` until 60 s after its `release`. The calls are
    made on a thread of the SDK's, one at a time, and may block (a network round trip).
    """

    def acquire(self, request: PacingAcquire) -> PacingGrant: ...

    def release(self, account: str, slot: str) -> None: ...

    def pause(self, account: str, seconds: float) -> None:
        """The service answered 429 `rate_limit_exceeded`: grant no slot of the account for `seconds`."""
        ...


def account_of(api_key: str | None) -> str:
    """The budget's name: a hash of the key, so that a store (and Redis) never sees the key itself.
    The same name as the TypeScript client's, so that both share one budget."""
    return hashlib.sha256(api_key.encode()).hexdigest() if api_key else "local"


class _StoreThread:
    """One daemon thread that makes a store's calls in order, started on demand and ended when idle."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self._lock = threading.Lock()
        self._queue: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]]] = queue.SimpleQueue()
        self._running = False
        self._pid = os.getpid()

    def submit(self, call: Callable[[], T]) -> Future[T]:
        if self._pid != os.getpid():
            self._reset()  # a forked child: the parent's thread did not come along
        future: Future[T] = Future()
        with self._lock:
            self._queue.put((call, future))
            if not self._running:
                self._running = True
                threading.Thread(target=self._run, name="sports-data-pacing-store", daemon=True).start()
        return future

    def _run(self) -> None:
        while True:
            try:
                call, future = self._queue.get(timeout=_IDLE)
            except queue.Empty:
                with self._lock:
                    if self._queue.empty():
                        self._running = False
                        return
                continue
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(call())
            except BaseException as error:  # noqa: BLE001 (handed to the one who asked)
                future.set_exception(error)


def _describe(error: BaseException) -> str:
    text = str(error)
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


class SharedPacing:
    """The client's side of a shared store: one admission in flight at a time, asked on the store's thread."""

    def __init__(self, store: PacingStore, account: str, hold: float) -> None:
        self._store = store
        self._account = account
        self._hold = hold
        self._thread = _StoreThread()
        self._lock = threading.Lock()
        self._pending: Future[PacingGrant] | None = None
        self._asked_at = 0.0
        self._not_before = 0.0
        self._retry_at = 0.0
        self._down = False

    def admit(self, now: float, limit: int, known: bool) -> tuple[str | None, float] | None:
        """A slot, or the seconds to wait before looking again; None while the store is down (the
        caller paces in-process)."""
        with self._lock:
            if now < self._retry_at:
                return None
            pending = self._pending
            if pending is None:
                if now < self._not_before:
                    return None, self._not_before - now
                request = PacingAcquire(self._account, limit, known, self._hold)
                self._pending = self._thread.submit(lambda: self._store.acquire(request))
                self._asked_at = now
                return None, _FIRST_LOOK
            if not pending.done():
                waited = now - self._asked_at
                if waited < STORE_DEADLINE:
                    return None, min(_LONGEST_LOOK, max(_FIRST_LOOK, waited))
                self._pending = None
                # A slot granted after all is given back, or it would stay live for its whole lease.
                pending.add_done_callback(self._give_back)
                self._failed(f"no answer within {STORE_DEADLINE:g} s", now)
                return None
            self._pending = None
            try:
                # A store is the caller's code: its answer is checked, not trusted to be typed.
                grant = cast(object, pending.result())
            except Exception as error:  # noqa: BLE001 (any store failure means: pace in-process)
                self._failed(_describe(error), now)
                return None
            if not isinstance(grant, PacingGrant):
                self._failed(f"acquire answered a {type(grant).__name__}, not a PacingGrant", now)
                return None
            if self._down:
                self._down = False
                logger.info("pacing: the shared pacing store answers again; pacing with it.")
            if grant.slot is not None:
                return str(grant.slot), 0.0
            # A store's wait as one to sleep: a number of seconds, never under the floor (no busy loop).
            wait = grant.wait
            readable = isinstance(wait, (int, float)) and math.isfinite(wait)  # pyright: ignore[reportUnnecessaryIsInstance]
            wait = max(_MIN_WAIT, wait) if readable else _UNREADABLE_WAIT
            self._not_before = now + wait
            return None, wait

    def release(self, slot: str) -> None:
        """The attempt that held `slot` ended: the slot frees 60 s from now (asked on the store's thread)."""
        self._send(lambda: self._store.release(self._account, slot))

    def pause(self, seconds: float) -> None:
        with self._lock:
            self._not_before = 0.0
        self._send(lambda: self._store.pause(self._account, seconds))

    def _send(self, call: Callable[[], None]) -> None:
        self._thread.submit(call).add_done_callback(self._check)

    def _check(self, done: Future[Any]) -> None:
        error = done.exception()
        if error is not None:
            with self._lock:
                self._failed(_describe(error), None)

    def _give_back(self, late: Future[PacingGrant]) -> None:
        if late.exception() is None:
            grant = late.result()
            if isinstance(grant, PacingGrant) and grant.slot is not None:  # pyright: ignore[reportUnnecessaryIsInstance]
                self.release(str(grant.slot))

    def _failed(self, why: str, now: float | None) -> None:
        """Under the lock: set the store aside for a while, with one WARNING for a run of failures."""
        if now is not None:
            self._retry_at = now + STORE_RETRY
        if not self._down:
            self._down = True
            logger.warning("pacing: the shared pacing store failed (%s); pacing in this process only until it answers again.", why)
