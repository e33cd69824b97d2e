"""The Python client's cost, measured by bench/python.mjs against bench/server.mjs.

    python bench/python_bench.py '<json input>'   prints one JSON line of results

1. `players.get` one at a time through `SportsData` and through a hand-written `httpx.Client` call
   with a timeout (same headers, same JSON parse): microseconds per request, wall and CPU, the two
   clients taking turns in a rotating order each round so drift hits both alike.
2. An export file read row by row through `exports.download(id).rows()` and by hand (httpx stream,
   zlib, split lines, json.loads or csv.reader keyed by the header): rows per second (wall) and per
   CPU second of this process, per format, the formats' turns interleaved round by round.
"""

from __future__ import annotations

import csv
import io
import json
import sys
import time
import zlib
from typing import Any, Callable, Iterator, TypeVar

import httpx

from sports_data import SportsData

PLAYER_ID = "plr_9kc0DAhbjsglKL"
API_KEY = "svc_test_bench000000000000000000000000"
T = TypeVar("T")


def timed(run: Callable[[], int]) -> tuple[float, float]:
    """Wall and CPU microseconds per unit of `run`, which returns how many units it did."""
    cpu, wall = time.process_time(), time.perf_counter()
    count = run()
    return (time.perf_counter() - wall) * 1e6 / count, (time.process_time() - cpu) * 1e6 / count


def rotate(names: list[T], round_: int) -> list[T]:
    """Forward, then reversed, so every turn takes every place and follows every other alike (as
    bench/stats.mjs's `rotate`; bench/python_peers.py takes its turns by this one too)."""
    ordered = names if (round_ // len(names)) % 2 == 0 else names[::-1]
    shift = round_ % len(names)
    return ordered[shift:] + ordered[:shift]


def overhead(url: str, rounds: int, count: int, warmup: int) -> dict[str, Any]:
    client = SportsData(api_key=API_KEY, base_url=url, timeout=60.0)
    # hooks= on: six hooks that do nothing, so the figure is the events' own cost.
    hooked = SportsData(api_key=API_KEY, base_url=url, timeout=60.0, hooks={name: _nothing for name in HOOK_NAMES})
    traced = _traced(url)
    http = httpx.Client(timeout=60.0)
    target = f"{url}/v1/players/{PLAYER_ID}"
    headers = {"Accept": "application/json", "Authorization": f"Bearer {API_KEY}"}

    def sdk() -> Any:
        return client.players.get(PLAYER_ID)

    def hand() -> Any:
        response = http.get(target, headers=headers)
        if response.status_code != 200:
            raise RuntimeError(f"HTTP {response.status_code}")
        return response.json()

    calls: dict[str, Callable[[], Any]] = {"sdk": sdk, "httpx": hand, "sdk_hooks": lambda: hooked.players.get(PLAYER_ID)}
    if traced is not None:
        calls["sdk_telemetry"] = lambda: traced.players.get(PLAYER_ID)

    def loop(call: Callable[[], Any], n: int) -> int:
        for _ in range(n):
            if call()["id"] != PLAYER_ID:
                raise RuntimeError("wrong answer")
        return n

    for call in calls.values():
        loop(call, warmup)
    wall: dict[str, list[float]] = {name: [] for name in calls}
    cpu: dict[str, list[float]] = {name: [] for name in calls}
    for round_ in range(rounds):
        for name in rotate(list(calls), round_):
            w, c = timed(lambda: loop(calls[name], count))
            wall[name].append(w)
            cpu[name].append(c)
    client.close()
    hooked.close()
    if traced is not None:
        traced.close()
    http.close()
    return {"wall": wall, "cpu": cpu}


HOOK_NAMES = ("on_request", "on_response", "on_retry", "on_pacing_wait", "on_poll", "on_settled")


def _nothing(event: Any) -> None:
    return None


def _traced(url: str) -> SportsData | None:
    """telemetry=True over OpenTelemetry's default (no-op) providers, where opentelemetry-api is installed."""
    try:
        return SportsData(api_key=API_KEY, base_url=url, timeout=60.0, telemetry=True)
    except ImportError:
        return None


def hand_rows(url: str, job_id: str, fmt: str) -> Iterator[Any]:
    with httpx.Client(timeout=60.0) as http:
        job = http.get(f"{url}/v1/exports/{job_id}", headers={"Authorization": f"Bearer {API_KEY}"}).json()
        with http.stream("GET", job["download_url"]) as response:
            inflate = zlib.decompressobj(wbits=31)
            pending = b""
            header: list[str] | None = None
            for chunk in response.iter_bytes():
                pending += inflate.decompress(chunk)
                *lines, pending = pending.split(b"\n")
                if fmt == "jsonl":
                    for line in lines:
                        if line:
                            yield json.loads(line)
                else:
                    for record in csv.reader(io.StringIO(b"\n".join(lines).decode("utf-8") + "\n")):
                        if header is None:
                            header = record
                        elif record:
                            yield dict(zip(header, record))


def download(url: str, files: dict[str, str], rows: int, rounds: int) -> dict[str, Any]:
    """Rows per second (wall) and per CPU second of this process, per format and reader. Every round
    reads each file with each reader, the turns rotated (`rotate`) so that no turn always runs first
    or after the same other one: round i of CSV and of JSONL are neighbours in time, and their ratio is a fair pair. One untimed turn of
    each first warms the caches, the imports and the connection pool."""
    client = SportsData(api_key=API_KEY, base_url=url, timeout=600.0)

    def reader(fmt: str, name: str) -> Callable[[], Iterator[Any]]:
        job_id = files[fmt]
        if name == "sdk":
            return lambda: iter(client.exports.download(job_id).rows())
        return lambda: hand_rows(url, job_id, fmt)

    turns = [(fmt, name) for fmt in files for name in ("sdk", "hand")]
    wall: dict[tuple[str, str], list[float]] = {turn: [] for turn in turns}
    cpu: dict[tuple[str, str], list[float]] = {turn: [] for turn in turns}
    for round_ in range(-1, rounds):
        for turn in rotate(turns, max(round_, 0)):
            started, cpu_started = time.perf_counter(), time.process_time()
            seen = sum(1 for _ in reader(*turn)())
            if seen != rows:
                raise RuntimeError(f"{turn[1]} read {seen} of {rows} {turn[0]} rows")
            if round_ >= 0:
                wall[turn].append(rows / (time.perf_counter() - started))
                cpu[turn].append(rows / (time.process_time() - cpu_started))
    client.close()
    return {fmt: {"sdk": wall[fmt, "sdk"], "hand": wall[fmt, "hand"], "cpu": {"sdk": cpu[fmt, "sdk"], "hand": cpu[fmt, "hand"]}} for fmt in files}


def main() -> None:
    config = json.loads(sys.argv[1])
    result = {
        "python": sys.version.split()[0],
        "httpx": httpx.__version__,
        "overhead": overhead(config["url"], config["rounds"], config["sequential"], config["warmup"]),
        "download": download(config["url"], config["files"], config["rows"], config["downloadRounds"]),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
