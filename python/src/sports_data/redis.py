"""
`sports_data.redis`: a pacing store in Redis, so that every process and machine using one account
shares its rolling minute, the TypeScript client's (`sports-data-sdk/redis`) included: the same
keys, the same Lua scripts (one source, src/redis/pacing.lua, generated into `_redis_scripts`), the
account named by the same hash of the key. Needs a `redis` client (`pip install
"sports-data-sdk[redis]"`); this module never imports it.

    import redis
    from sports_data import SportsData
    from sports_data.redis import RedisPacingStore

    store = RedisPacingStore(redis.Redis.from_url(os.environ["REDIS_URL"], socket_timeout=1))
    client = SportsData(pacing={"store": store})
"""

from __future__ import annotations

import inspect
import math
from typing import Any, Protocol

from ._errors import InvalidArgumentError
from ._internal.pacing_store import PacingAcquire, PacingGrant, PacingStore
from ._redis_scripts import ACQUIRE, ACQUIRE_SHA1, PAUSE, PAUSE_SHA1, RELEASE, RELEASE_SHA1

__all__ = ["RedisPacingStore", "RedisScriptClient", "PacingStore", "PacingAcquire", "PacingGrant"]

DEFAULT_PREFIX = "sports-data:pacing:"


class RedisScriptClient(Protocol):
    """The two calls the store makes, as `redis.Redis` (and `redis.RedisCluster`) has them."""

    def evalsha(self, sha: str, numkeys: int, *keys_and_args: str | int) -> Any: ...

    def eval(self, script: str, numkeys: int, *keys_and_args: str | int) -> Any: ...


def _no_script(error: BaseException) -> bool:
    # redis-py raises NoScriptError ("No matching script"), its prefix NOSCRIPT taken off; other
    # clients pass the server's text on.
    return type(error).__name__ == "NoScriptError" or "NOSCRIPT" in str(error)


class RedisPacingStore(PacingStore):
    """
    A pacing store in Redis: every process and machine that uses it with the same account draws on
    one rolling minute, one atomic script per admission, on Redis's own clock. Pass it as
    `pacing={"store": store}` to `SportsData` or `AsyncSportsData` (the client calls it from a
    thread of its own: give it a synchronous `redis.Redis`, ideally with a `socket_timeout`).
    """

    def __init__(self, client: RedisScriptClient, *, prefix: str = DEFAULT_PREFIX, account: str | None = None) -> None:
        """
        `prefix`: of the keys (the TypeScript store's default). `account`: the shared budget's name
        instead of the hash of the client's API key: set it when the processes of one account use
        different keys (team members), so they still share one minute.
        """
        evalsha = getattr(client, "evalsha", None)
        if not callable(evalsha) or not callable(getattr(client, "eval", None)):
            raise InvalidArgumentError("RedisPacingStore: client must be a redis.Redis client (evalsha and eval).", param="client")
        if inspect.iscoroutinefunction(evalsha) or type(client).__module__.startswith("redis.asyncio"):
            raise InvalidArgumentError(
                "RedisPacingStore: client must be a synchronous redis.Redis, not redis.asyncio: the SDK calls it on a thread "
                "of its own, so no event loop ever waits on Redis.",
                param="client",
            )
        if not isinstance(prefix, str) or (account is not None and (not isinstance(account, str) or account == "")):  # pyright: ignore[reportUnnecessaryIsInstance]
            raise InvalidArgumentError("RedisPacingStore: prefix and account must be strings.", param="account")
        self._client = client
        self._prefix = prefix
        self._account = account

    def _keys(self, account: str) -> tuple[str, str]:
        # `{…}` is a Redis Cluster hash tag: both keys of an account live in one slot, as a script needs.
        tag = f"{self._prefix}{{{self._account or account}}}"
        return f"{tag}:window", f"{tag}:meta"

    def _run(self, source: str, sha: str, account: str, *args: str | int) -> Any:
        window, meta = self._keys(account)
        try:
            reply = self._client.evalsha(sha, 2, window, meta, *args)
        except Exception as error:
            # After a restart or SCRIPT FLUSH Redis has forgotten the script: send it whole, once.
            if not _no_script(error):
                raise
            reply = self._client.eval(source, 2, window, meta, *args)
        if inspect.isawaitable(reply):
            # An asynchronous client that passed the check above: its call never ran.
            close = getattr(reply, "close", None)
            if callable(close):
                close()
            raise InvalidArgumentError("RedisPacingStore needs a synchronous Redis client; this one answers awaitables.", param="client")
        return reply

    def acquire(self, request: PacingAcquire) -> PacingGrant:
        reply = self._run(
            ACQUIRE, ACQUIRE_SHA1, request.account, request.limit, 1 if request.limit_known else 0, math.ceil(request.hold * 1000)
        )
        if not isinstance(reply, (list, tuple)) or len(reply) != 2:  # pyright: ignore[reportUnknownArgumentType]
            raise ValueError("unexpected reply from the pacing script")
        granted, value = reply  # pyright: ignore[reportUnknownVariableType]
        if int(granted) == 1:  # pyright: ignore[reportUnknownArgumentType]
            return PacingGrant(slot=value.decode() if isinstance(value, bytes) else str(value))  # pyright: ignore[reportUnknownArgumentType]
        return PacingGrant(wait=float(value) / 1000)  # pyright: ignore[reportUnknownArgumentType]

    def release(self, account: str, slot: str) -> None:
        self._run(RELEASE, RELEASE_SHA1, account, slot)

    def pause(self, account: str, seconds: float) -> None:
        self._run(PAUSE, PAUSE_SHA1, account, math.ceil(seconds * 1000))
