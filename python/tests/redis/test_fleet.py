"""
One account, two languages, one minute: a Node process (the TypeScript client with
`sports-data-sdk/redis`) and a Python process (`AsyncSportsData` with `sports_data.redis`) start 13
reads each at once on a Plus key (20 a minute) against the fake over real HTTP with its real rate
limits. 26 reads need at least one minute, so this runs a bit over one (the service's window is a
real minute); `npm run test:python` runs it once, as its redis step (`-m fleet`).

- With the Redis store: 0 responses with 429, and the pair reaches at least 95 % of the limit.
- Pacing per process only: each believes it has the whole limit, and 429s follow (the test can fail).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from .._fake import ROOT, Fake
from .conftest import LocalRedis

HERE = Path(__file__).resolve().parent
CALLS_EACH = 13
LIMIT = 20
WORKER_TIMEOUT_S = 240

pytestmark = pytest.mark.fleet


def _run_pair(fake: Fake, redis_server: LocalRedis, mode: str) -> list[dict[str, Any]]:
    env = {
        **os.environ,
        "MODE": mode,
        "BASE_URL": fake.url,
        "API_KEY": fake.keys["plus"],
        "REDIS_PORT": str(redis_server.port),
        "CALLS": str(CALLS_EACH),
    }
    node = os.environ.get("SPORTS_DATA_NODE", "node")
    workers = [
        subprocess.Popen([node, str(HERE / "node_worker.mjs")], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True),
        subprocess.Popen([sys.executable, str(HERE / "_worker.py")], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True),
    ]
    reports: list[dict[str, Any]] = []
    for name, worker in zip(("node", "python"), workers):
        out, err = worker.communicate(timeout=WORKER_TIMEOUT_S)
        assert worker.returncode == 0, f"the {name} worker exited {worker.returncode}: {err[-2000:]}"
        reports.append(json.loads(out.strip().splitlines()[-1]))
    return reports


def _at(entry: dict[str, Any]) -> float:
    return datetime.fromisoformat(str(entry["at"]).replace("Z", "+00:00")).timestamp()


def _busiest_minute(times: list[float]) -> int:
    best, first = 0, 0
    for last in range(len(times)):
        while times[last] - times[first] >= 60.0:
            first += 1
        best = max(best, last - first + 1)
    return best


@pytest.fixture
def limited_fake() -> Any:
    with Fake(rate_limits=True) as fake:
        yield fake


def test_a_node_and_a_python_process_share_one_minute_through_redis(limited_fake: Fake, redis_server: LocalRedis) -> None:
    node, python = _run_pair(limited_fake, redis_server, "shared")
    seen = limited_fake.requests()
    statuses = [entry["status"] for entry in seen]
    assert statuses.count(429) == 0, f"429s: {statuses}"
    assert statuses.count(200) == 2 * CALLS_EACH
    assert node == {"ok": CALLS_EACH, "failed": []} and python == {"ok": CALLS_EACH, "failed": []}
    times = sorted(_at(entry) for entry in seen)
    span = times[-1] - times[0]
    print(f"Node + Python on one Redis store: {len(times)} reads, 0 x 429, first to last arrival {span:.2f} s (least 60 s), busiest minute {_busiest_minute(times)} of {LIMIT}")
    # 26 reads at 20 a minute need at least one minute; 95 % of the limit allows 60 s / 0.95.
    assert 60.0 <= span <= 60.0 / 0.95
    assert _busiest_minute(times) >= round(LIMIT * 0.95)


def test_pacing_per_process_only_passes_the_limit_together(limited_fake: Fake, redis_server: LocalRedis) -> None:
    node, python = _run_pair(limited_fake, redis_server, "local")
    refused = [entry for entry in limited_fake.requests() if entry["status"] == 429]
    print(f"Node + Python pacing per process only: {len(refused)} x 429")
    assert refused
    assert "RateLimitError" in node["failed"] + python["failed"]
