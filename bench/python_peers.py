"""The Python client beside the other Python clients, measured by bench/python.mjs against bench/server.mjs.

    python bench/python_peers.py '<json input>'   prints one JSON line of results

`players.get` through each client's generic GET, in paired rounds (the clients take turns in a
rotating order each round, so a drift of the shared machine hits all of them alike), as the
TypeScript table's section 1 (bench/overhead.mjs):

- one at a time, the synchronous clients: the SDK's `SportsData`; `httpx.Client` with a timeout
  (the yardstick: the same guarantee written by hand) and bare (no timeout: the noise of the
  yardstick); `requests.Session` with a timeout; openai-python and the Anthropic SDK through their
  generic `client.get(path, cast_to=object)`;
- `concurrency` in flight, the asynchronous clients: `AsyncSportsData` on its default backend
  (httpx) and on `http_backend="aiohttp"`; `httpx.AsyncClient` with a timeout and bare;
  `AsyncOpenAI`, `AsyncAnthropic`; an `aiohttp.ClientSession` (the floor). requests has no async
  interface and is not in this mode.

Each client keeps its own defaults otherwise (retries, pool sizes), as a user would have them. A
client whose package is not installed is left out and named in `missing`. Every answer is checked
(the player's id), and the new connections each client opened are counted from the server's side.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import sys
import time
from typing import Any, Awaitable, Callable

import httpx

from python_bench import API_KEY, PLAYER_ID, rotate  # this folder's: run as a script, it is on the path
from sports_data import AsyncSportsData, SportsData

TIMEOUT = 60.0


def _installed(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def _version(module: Any) -> str | None:
    return getattr(module, "__version__", None) if module is not None else None


class Peers:
    """The clients of one mode: each one's call, how to close it, and the packages not installed."""

    def __init__(self, calls: dict[str, Callable[[], Any]], closers: list[Callable[[], Any]]) -> None:
        self.calls = calls
        self.closers = closers
        self.missing: list[str] = []

    def add(self, name: str, package: str, make: Callable[[Any], tuple[Callable[[], Any], Callable[[], Any]]]) -> Any:
        """`make(module)` gives the call and its closer; a package not installed is named in `missing`."""
        module = _installed(package)
        if module is None:
            self.missing.append(package)
            return None
        self.calls[name], close = make(module)
        self.closers.append(close)
        return module


def stainless(client: Any, path: str) -> tuple[Callable[[], Any], Callable[[], Any]]:
    """openai-python and the Anthropic SDK (one core): their generic GET, and their close."""
    return (lambda: client.get(path, cast_to=object)), client.close


def connections(url: str) -> int:
    """Connections the server has accepted so far (read outside the timed turns), this reading's own not counted."""
    return int(httpx.get(f"{url}/_stats").json()["connections"]) - 1


def _request(url: str) -> tuple[str, str, dict[str, str]]:
    """The one request every client makes: its path under the API, its whole URL, the headers a hand-written GET sends."""
    path = f"/players/{PLAYER_ID}"
    return path, f"{url}/v1{path}", {"Accept": "application/json", "Authorization": f"Bearer {API_KEY}"}


def sync_clients(url: str) -> tuple[dict[str, Callable[[], Any]], list[Callable[[], None]], list[str]]:
    path, target, headers = _request(url)
    sdk = SportsData(api_key=API_KEY, base_url=url, timeout=TIMEOUT)
    timed = httpx.Client(timeout=TIMEOUT)
    bare = httpx.Client(timeout=None)
    calls: dict[str, Callable[[], Any]] = {
        "sdk": lambda: sdk.players.get(PLAYER_ID),
        "httpxTimeout": lambda: _json(timed.get(target, headers=headers)),
        "httpx": lambda: _json(bare.get(target, headers=headers)),
    }
    peers = Peers(calls, [sdk.close, timed.close, bare.close])

    def session(requests: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
        it = requests.Session()
        return (lambda: _json(it.get(target, headers=headers, timeout=TIMEOUT))), it.close

    peers.add("requests", "requests", session)
    peers.add("openai", "openai", lambda m: stainless(m.OpenAI(api_key=API_KEY, base_url=f"{url}/v1"), path))
    peers.add("anthropic", "anthropic", lambda m: stainless(m.Anthropic(api_key=API_KEY, base_url=f"{url}/v1"), path))
    return peers.calls, peers.closers, peers.missing


def _json(response: Any) -> Any:
    if response.status_code != 200:
        raise RuntimeError(f"HTTP {response.status_code}")
    return response.json()


def async_clients(url: str) -> tuple[dict[str, Callable[[], Awaitable[Any]]], list[Callable[[], Awaitable[None]]], list[str]]:
    """Made inside the running loop (aiohttp's session wants one)."""
    path, target, headers = _request(url)
    sdk = AsyncSportsData(api_key=API_KEY, base_url=url, timeout=TIMEOUT)
    timed = httpx.AsyncClient(timeout=TIMEOUT)
    bare = httpx.AsyncClient(timeout=None)

    async def get(client: httpx.AsyncClient) -> Any:
        return _json(await client.get(target, headers=headers))

    calls: dict[str, Callable[[], Awaitable[Any]]] = {
        "sdk": lambda: sdk.players.get(PLAYER_ID),
        "httpxTimeout": lambda: get(timed),
        "httpx": lambda: get(bare),
    }
    peers = Peers(calls, [sdk.aclose, timed.aclose, bare.aclose])

    def sdk_on_aiohttp(_: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
        it = AsyncSportsData(api_key=API_KEY, base_url=url, timeout=TIMEOUT, http_backend="aiohttp")
        return (lambda: it.players.get(PLAYER_ID)), it.aclose

    def raw_aiohttp(aiohttp: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
        session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT))

        async def raw() -> Any:
            async with session.get(target, headers=headers) as response:
                if response.status != 200:
                    raise RuntimeError(f"HTTP {response.status}")
                return await response.json()

        return raw, session.close

    peers.add("sdkAiohttp", "aiohttp", sdk_on_aiohttp)
    peers.add("openai", "openai", lambda m: stainless(m.AsyncOpenAI(api_key=API_KEY, base_url=f"{url}/v1"), path))
    peers.add("anthropic", "anthropic", lambda m: stainless(m.AsyncAnthropic(api_key=API_KEY, base_url=f"{url}/v1"), path))
    peers.add("aiohttp", "aiohttp", raw_aiohttp)
    if "aiohttp" in peers.missing:
        peers.missing = [m for m in peers.missing if m != "aiohttp"] + ["aiohttp (and the SDK's http_backend='aiohttp')"]
    return peers.calls, peers.closers, peers.missing


def _checked(player: Any) -> None:
    if player["id"] != PLAYER_ID:
        raise RuntimeError("wrong answer")


class Tally:
    """Each client's turns: µs a call (wall and CPU), and the connections its turns opened."""

    def __init__(self, url: str, names: list[str]) -> None:
        self.url = url
        self.wall: dict[str, list[float]] = {name: [] for name in names}
        self.cpu: dict[str, list[float]] = {name: [] for name in names}
        self.opened: dict[str, int] = {name: 0 for name in names}

    def start(self) -> tuple[int, float, float]:
        # The server is asked before the clocks start, so its reading is not timed.
        return connections(self.url), time.process_time(), time.perf_counter()

    def stop(self, name: str, mark: tuple[int, float, float], count: int) -> None:
        before, started_cpu, started = mark
        self.wall[name].append((time.perf_counter() - started) * 1e6 / count)
        self.cpu[name].append((time.process_time() - started_cpu) * 1e6 / count)
        self.opened[name] += connections(self.url) - before

    def result(self, missing: list[str]) -> dict[str, Any]:
        return {"wall": self.wall, "cpu": self.cpu, "connections": self.opened, "missing": missing}


def sequential(url: str, rounds: int, count: int, warmup: int) -> dict[str, Any]:
    calls, closers, missing = sync_clients(url)

    def turn(call: Callable[[], Any], n: int) -> None:
        for _ in range(n):
            _checked(call())

    for call in calls.values():
        turn(call, warmup)
    tally = Tally(url, list(calls))
    for round_ in range(rounds):
        for name in rotate(list(calls), round_):
            mark = tally.start()
            turn(calls[name], count)
            tally.stop(name, mark, count)
    for close in closers:
        close()
    return tally.result(missing)


async def _burst(call: Callable[[], Awaitable[Any]], count: int, concurrency: int) -> None:
    left = count

    async def worker() -> None:
        nonlocal left
        while left > 0:
            left -= 1
            _checked(await call())

    await asyncio.gather(*(worker() for _ in range(concurrency)))


async def in_flight(url: str, rounds: int, count: int, concurrency: int, warmup: int) -> dict[str, Any]:
    calls, closers, missing = async_clients(url)
    for call in calls.values():
        await _burst(call, warmup, concurrency)
    tally = Tally(url, list(calls))
    for round_ in range(rounds):
        for name in rotate(list(calls), round_):
            mark = tally.start()
            await _burst(calls[name], count, concurrency)
            tally.stop(name, mark, count)
    for close in closers:
        await close()
    return tally.result(missing)


def main() -> None:
    config = json.loads(sys.argv[1])
    url = config["url"]
    result = {
        "python": sys.version.split()[0],
        "versions": {
            name: _version(_installed(name)) for name in ("httpx", "aiohttp", "requests", "openai", "anthropic", "httpx2")
        },
        "sequential": sequential(url, config["rounds"], config["sequential"], config["warmup"]),
        "burst": asyncio.run(in_flight(url, config["rounds"], config["burst"], config["concurrency"], config["warmup"])),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
