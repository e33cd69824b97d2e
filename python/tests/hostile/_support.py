"""Hostile servers on loopback, and a fresh interpreter to run the SDK against them, so that its
peak memory and wall time are measured on their own (as the TypeScript suite's test/hostile/).

A reply is a function given the raw socket and the request head: it can trickle a status line a
byte at a time, send a body that never ends, or stack encodings; nothing is parsed or buffered for
it. Every write goes straight to the socket (blocking), so the bytes the client took are what the
server could send.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, NamedTuple

KEY = "svc_live_HostileHostileHostileHostile0123"
MB = 1024 * 1024
# The SDK the children import: this checkout's, or another's (HOSTILE_SDK_SRC=/path/to/python/src)
# to see which cases an earlier version fails.
SRC = Path(os.environ.get("HOSTILE_SDK_SRC") or Path(__file__).resolve().parents[2] / "src")


@dataclass
class Request:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes
    at: float = field(default_factory=time.monotonic)
    """When the whole request had arrived (time.monotonic(), one clock for every process of this machine)."""


Reply = Callable[[socket.socket, Request], None]


@dataclass
class HostileServer:
    """A loopback server answering every request with `reply`; `seen` lists what came in.
    `host` is the loopback address it listens on (127.0.0.2 is a second origin on the same machine)."""

    reply: Reply
    seen: list[Request] = field(default_factory=lambda: [])
    sent: int = 0
    host: str = "127.0.0.1"

    def __post_init__(self) -> None:
        self._listener = socket.create_server((self.host, 0))
        self.port: int = self._listener.getsockname()[1]
        self.url = f"http://{self.host}:{self.port}"
        self._closed = False
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def send(self, conn: socket.socket, data: bytes | str) -> bool:
        """Writes `data`; False once the client has gone."""
        raw = data.encode() if isinstance(data, str) else data
        try:
            conn.sendall(raw)
        except OSError:
            return False
        with self._lock:
            self.sent += len(raw)
        return True

    def endless(self, conn: socket.socket, chunk: bytes | str) -> None:
        """Writes `chunk` for ever, until the client closes the connection."""
        while self.send(conn, chunk):
            pass

    def trickle(self, conn: socket.socket, data: bytes | str, every: float) -> None:
        """Writes `data` one byte every `every` seconds, then its last byte again for ever, until the
        client closes the connection: a peer that is never silent long enough for a per-read timeout."""
        raw = data.encode() if isinstance(data, str) else data
        index = 0
        while self.send(conn, raw[index : index + 1]):
            index = min(index + 1, len(raw) - 1)
            time.sleep(every)

    def _accept(self) -> None:
        while not self._closed:
            try:
                conn, _ = self._listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            try:
                while True:
                    request = _read_request(conn)
                    if request is None:
                        return
                    with self._lock:
                        self.seen.append(request)
                    self.reply(conn, request)
                    if request.headers.get("connection", "").lower() == "close":
                        return
            except OSError:
                return

    def close(self) -> None:
        self._closed = True
        self._listener.close()

    def __enter__(self) -> HostileServer:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def _read_request(conn: socket.socket) -> Request | None:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    method, path, _ = (lines[0].split(" ", 2) + ["", ""])[:3]
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0") or 0)
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        rest += chunk
    return Request(method, path, headers, rest[:length])


def head(status: int = 200, headers: dict[str, str] | None = None, *, chunked: bool = False, length: int | None = None) -> bytes:
    """A response head; `chunked` or `length` frames the body (neither: it ends when the server closes)."""
    lines = [f"HTTP/1.1 {status} {'OK' if status < 400 else 'Error'}"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}")
    if chunked:
        lines.append("Transfer-Encoding: chunked")
    elif length is not None:
        lines.append(f"Content-Length: {length}")
    else:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


class ChildReport(NamedTuple):
    """How the child's snippet ended, its peak RSS (bytes) and wall time (seconds)."""

    result: str
    max_rss: int
    seconds: float
    value: Any = None
    error: dict[str, Any] | None = None

    def forms(self) -> str:
        """Every form of the error a logger or a notebook could show; none may hold the key."""
        e = self.error or {}
        return "\n".join(str(e.get(k, "")) for k in ("message", "str", "repr", "fields", "cause"))


_CHILD = """
import asyncio, json, resource, sys, time
sys.setrecursionlimit(1000)
{limit}import sports_data
sys.path.insert(0, {tests!r})
from _backends import use_from_environment
use_from_environment()
KEY = {key!r}
BASE = {base!r}
report = {{}}
started = time.monotonic()
async def _main():
{body}
try:
    value = asyncio.run(_main())
    report["result"] = "returned"
    report["value"] = repr(value)[:2000]
except BaseException as error:
    report["result"] = "raised"
    fields = {{}}
    for name, field in vars(error).items():
        fields[name] = repr(field)
    report["error"] = {{
        "name": type(error).__name__,
        "is_sdk_error": isinstance(error, sports_data.SportsDataError),
        "code": getattr(error, "code", None) if isinstance(getattr(error, "code", None), str) else None,
        "type": getattr(error, "type", None) if isinstance(getattr(error, "type", None), str) else None,
        "reason": getattr(error, "reason", None) if isinstance(getattr(error, "reason", None), str) else None,
        "status": getattr(error, "status", None) if isinstance(getattr(error, "status", None), int) else None,
        "message": str(getattr(error, "message", "")),
        "str": str(error),
        "repr": repr(error),
        "fields": json.dumps(fields),
        "cause": repr(error.__cause__) + repr(error.__context__),
    }}
report["seconds"] = time.monotonic() - started
def _peak_rss():
    # The child's own peak: Linux carries the spawning process's peak into the child's
    # `ru_maxrss` at exec (vfork shares its memory), so a test process holding a large body would
    # count here; VmHWM belongs to the memory the interpreter got at exec.
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
report["max_rss"] = _peak_rss()
sys.stdout.write("\\n@@report@@" + json.dumps(report))
"""


def run_in_child(
    body: str, base: str, *, timeout: float = 120.0, env: dict[str, str] | None = None, address_space: int | None = None
) -> ChildReport:
    """
    Runs `body` (the inside of an `async def`, given `sports_data`, `KEY` and `BASE`; sync code
    runs there too) in a fresh interpreter, the SDK imported from this checkout, and reports how it
    ended, its peak RSS and its wall time. The recursion limit is Python's default (1000).
    `address_space` caps the child's virtual memory (RLIMIT_AS): an SDK that would take gigabytes
    ends with MemoryError there instead of taking a shared machine's memory.
    """
    limit = "" if address_space is None else f"resource.setrlimit(resource.RLIMIT_AS, ({address_space}, {address_space}))\n"
    code = _CHILD.format(key=KEY, base=base, limit=limit, tests=str(Path(__file__).resolve().parents[1]), body=textwrap.indent(textwrap.dedent(body).strip() or "pass", "    "))
    child_env = {**os.environ, "PYTHONPATH": str(SRC), "SERVICE_API_KEY": "", **(env or {})}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, env=child_env)
    marker = done.stdout.rfind("@@report@@")
    if marker < 0:
        raise AssertionError(f"child exited {done.returncode} without a report:\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}")
    raw = json.loads(done.stdout[marker + len("@@report@@") :])
    return ChildReport(raw["result"], raw["max_rss"], raw["seconds"], raw.get("value"), raw.get("error"))


def get_player(client: str, options: str = "") -> str:
    """
    The child's one read (a `body` for `run_in_child`): `players.get('plr_1')` by the `"sync"` or the
    `"async"` client made with `options` (as `"timeout=1, max_retries=0"`).
    """
    made = "AsyncSportsData" if client == "async" else "SportsData"
    call = f"sports_data.{made}(api_key=KEY, base_url=BASE{', ' + options if options else ''}).players.get('plr_1')"
    return f"await {call}" if client == "async" else call
