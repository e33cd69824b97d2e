"""
One Python process of the mixed fleet (test_fleet.py): `AsyncSportsData` with the Redis store
(MODE=shared) or in-process pacing (MODE=local), CALLS reads started at once. Prints one JSON line:
how its calls ended.
"""

from __future__ import annotations

import asyncio
import json
import os
from typing import Any

import redis

from sports_data import AsyncSportsData, RateLimitError
from sports_data.redis import RedisPacingStore


async def main() -> None:
    shared = os.environ["MODE"] == "shared"
    connection: Any = redis.Redis(host="127.0.0.1", port=int(os.environ["REDIS_PORT"]), socket_timeout=1) if shared else None
    pacing: Any = {"store": RedisPacingStore(connection)} if shared else True
    async with AsyncSportsData(api_key=os.environ["API_KEY"], base_url=os.environ["BASE_URL"], max_retries=0, pacing=pacing) as client:
        tasks = [asyncio.ensure_future(client.reference.list_sports()) for _ in range(int(os.environ["CALLS"]))]
        failed: list[str] = []
        for next_done in asyncio.as_completed(tasks):
            try:
                await next_done
            except RateLimitError:
                failed.append("RateLimitError")
                # A 429 ends the run, as in the Node worker: the waits after it only make the suite longer.
                for task in tasks:
                    task.cancel()
            except asyncio.CancelledError:
                failed.append("cancelled")
    if connection is not None:
        connection.close()
    print(json.dumps({"ok": len(tasks) - len(failed), "failed": failed}), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
