"""
A throwaway redis-server on a free loopback port for the Redis store's tests (no persistence),
started and stopped by the session, as the TypeScript suite's test/redis/redis-server.ts. Nothing
is skipped: without `redis-server` or the `redis` package the tests fail, saying what to install.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from typing import Any, Iterator

import pytest

START_TIMEOUT_S = 10.0


class LocalRedis:
    def __init__(self, process: subprocess.Popen[bytes], port: int) -> None:
        self.process = process
        self.port = port

    def client(self, **options: Any) -> Any:
        return redis_client(self.port, **options)


def redis_client(port: int, **options: Any) -> Any:
    """A `redis.Redis` on a loopback port (typed loosely: Debian's redis 4.3 ships no type hints)."""
    return _redis_module().Redis(host="127.0.0.1", port=port, **options)


def _redis_module() -> Any:
    try:
        import redis
    except ImportError:
        pytest.fail('the redis package is missing: apt-get install python3-redis, or pip install "sports-data-sdk[redis]"')
    return redis


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="session")
def redis_server() -> Iterator[LocalRedis]:
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.fail("redis-server is not installed (apt-get install -y redis-server): the Redis store's tests need it")
    _redis_module()
    port = _free_port()
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    server = LocalRedis(process, port)
    # Ready when it answers PING (its own word, not a sleep).
    client = server.client(socket_timeout=1)
    started = time.monotonic()
    while True:
        try:
            if client.ping():
                break
        except Exception:  # noqa: BLE001 (not listening yet)
            if process.poll() is not None or time.monotonic() - started > START_TIMEOUT_S:
                process.kill()
                pytest.fail(f"redis-server did not start on port {port} (exit {process.poll()})")
            time.sleep(0.02)
    client.close()
    yield server
    process.terminate()
    process.wait(timeout=15)
