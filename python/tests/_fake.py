"""The real fake service (`node dist/testing/bin.js`) in a child process, and its control API.

The tests drive it as a user's test suite in any language would: keys and URLs from its start-up
line, faults, request counts, the clock and job completion through the control API over loopback.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, cast

import httpx

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "dist" / "testing" / "bin.js"
START_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Account:
    id: str
    plan: str
    key: str
    webhook_secret: str


class FakeError(RuntimeError):
    pass


class Fake:
    """One running fake: its URLs, keys and accounts, and calls to its control API."""

    def __init__(self, process: subprocess.Popen[str], start: Mapping[str, Any]) -> None:
        self._process = process
        self.url: str = start["url"]
        self.files_url: str = start["filesUrl"]
        self.keys: dict[str, str] = dict(start["keys"])
        self.accounts: dict[str, Account] = {
            role: Account(a["id"], a["plan"], a["key"], a["webhookSecret"])
            for role, a in start["accounts"].items()
        }
        self.webhook_url: str | None = start.get("webhookUrl")
        control_url = start.get("controlUrl")
        if not isinstance(control_url, str):
            raise FakeError("the fake printed no controlUrl: build dist/ from a tree with the control API")
        self.control_url: str = control_url
        self._control = httpx.Client(base_url=control_url, timeout=30.0)

    @classmethod
    def start(cls, *extra_args: str, rate_limits: bool = False) -> Fake:
        """`rate_limits=True` keeps the plans' per-minute limits (tests of pacing); off otherwise."""
        if not BIN.exists():
            raise FakeError(f"{BIN} is missing: run `npm run build` first (npm run test:python does)")
        node = os.environ.get("SPORTS_DATA_NODE", "node")
        process = subprocess.Popen(
            [node, str(BIN), "--port", "0", *([] if rate_limits else ["--no-rate-limits"]), *extra_args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=None,
            text=True,
        )
        line = _first_line(process, START_TIMEOUT_S)
        try:
            start = json.loads(line)
        except ValueError:
            process.kill()
            raise FakeError(f"the fake's first line is not JSON: {line[:200]!r}") from None
        return cls(process, start)

    def stop(self) -> None:
        self._control.close()
        self._process.terminate()
        try:
            self._process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait(timeout=15)
        for stream in (self._process.stdin, self._process.stdout):
            if stream is not None:
                stream.close()

    # The control API --------------------------------------------------------------------------

    def _call(
        self, method: str, path: str, body: Mapping[str, Any] | None = None, params: Mapping[str, str] | None = None
    ) -> Any:
        response = self._control.request(method, path, json=body, params=params)
        if response.status_code >= 400:
            raise FakeError(f"control {method} {path} answered {response.status_code}: {response.text[:500]}")
        return response.json()

    def fault(self, **spec: Any) -> str:
        """Queues a fault (operationId, method, path, times, status, body, headers, retryAfter, …)."""
        return cast(str, self._call("POST", "/faults", spec)["id"])

    def requests(self, operation_id: str | None = None, **filters: str) -> list[dict[str, Any]]:
        """The requests the fake saw since the last reset, oldest first."""
        if operation_id is not None:
            filters["operationId"] = operation_id
        return cast("list[dict[str, Any]]", self._call("GET", "/requests", params=filters)["data"])

    def count(self, operation_id: str) -> int:
        return len(self.requests(operation_id))

    def reset(self) -> None:
        """Drops pending faults and forgets the requests seen (each test starts from here)."""
        self._call("DELETE", "/faults")
        self._call("DELETE", "/requests")

    def advance_clock(self, ms: int) -> str:
        return cast(str, self._call("POST", "/clock", {"advanceMs": ms})["now"])

    def finish_job(self, job_id: str) -> dict[str, Any]:
        return cast("dict[str, Any]", self._call("POST", f"/jobs/{job_id}/finish", {}))

    def fail_job(self, job_id: str, code: str, message: str = "failed on purpose") -> dict[str, Any]:
        return cast("dict[str, Any]", self._call("POST", f"/jobs/{job_id}/fail", {"code": code, "message": message}))

    def add_portal_entry(self, **entry: Any) -> dict[str, Any]:
        return cast("dict[str, Any]", self._call("POST", "/portal-entries", entry))


def _first_line(process: subprocess.Popen[str], timeout: float) -> str:
    """The start-up line, read on a thread so that a fake that never prints cannot hang the suite."""
    assert process.stdout is not None
    stdout = process.stdout
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(stdout.readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    if not lines or not lines[0].strip():
        process.kill()
        raise FakeError(f"the fake printed no start-up line within {timeout:.0f} s (exit {process.poll()})")
    return lines[0]
