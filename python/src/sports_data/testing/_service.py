"""`FakeService`: the fake Sports Data API (the same fake as the npm package's `sports-data-fake`,
bundled into this package as one JavaScript file) in a child `node` process on 127.0.0.1."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import threading
import weakref
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Mapping, cast

from typing_extensions import Self

from ._control import FakeControl
from ._errors import FakeServiceError
from ._node import find_node

BUNDLE = Path(__file__).with_name("sports_data_fake.mjs")
"""The fake, bundled from the TypeScript sources (src/testing/) by the build; the wheel carries it."""

_STOP_TIMEOUT_S = 10.0
_STDERR_TAIL = 2000


@dataclass(frozen=True)
class FakeAccount:
    """A built-in account of the fake: its id, plan, live key and the secret its webhooks are signed with."""

    id: str
    plan: str
    key: str
    webhook_secret: str

    def __repr__(self) -> str:
        return f"FakeAccount(id={self.id!r}, plan={self.plan!r})"


def _stop(process: subprocess.Popen[str], stderr: IO[bytes]) -> None:
    """Stops the child: closing its stdin asks it to close (it exits when stdin ends), then signals."""
    if process.stdin is not None and not process.stdin.closed:
        try:
            process.stdin.close()
        except OSError:
            pass
    try:
        process.wait(timeout=_STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.terminate()
        try:
            process.wait(timeout=_STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if process.stdout is not None:
        process.stdout.close()
    stderr.close()


def _stderr_tail(stderr: IO[bytes]) -> str:
    stderr.seek(0, os.SEEK_END)
    size = stderr.tell()
    stderr.seek(max(0, size - _STDERR_TAIL))
    return stderr.read().decode("utf-8", "replace").strip()


def _first_line(process: subprocess.Popen[str], timeout: float) -> str | None:
    """The start-up line, read on a thread so that a fake that never prints cannot hang the caller."""
    assert process.stdout is not None
    readline = process.stdout.readline
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    return lines[0] if lines and lines[0].strip() else None


def _text(start: Mapping[str, Any], name: str) -> str:
    value = start.get(name)
    if not isinstance(value, str):
        raise FakeServiceError(f"the fake's start-up line has no {name!r}", reason="start_failed")
    return value


class FakeService:
    """The fake Sports Data API on 127.0.0.1, for your tests: every operation, the service's errors,
    quotas, paging, jobs, export files on a second origin and signed webhooks.

    ```python
    with FakeService() as fake:
        client = SportsData(api_key=fake.keys["developer"], base_url=fake.url)
        fake.control.inject_fault(operation_id="get_player", status=503)
        ...
        assert fake.control.count("get_player") == 2  # the 503, then its retry
    ```

    It starts a child process at once (`node`, 18 or newer, from `node=`, the `SPORTS_DATA_NODE`
    environment variable or `PATH`; a missing or older one raises `FakeServiceError` saying what to
    install) and stops it on `close()` or at the end of the `with` block; a forgotten one is stopped
    when it is collected or the interpreter exits, and the child exits by itself if this process dies.

    `seed` fixes the sample data, keys and ids (same seed, same service; default 1). Per-minute
    rate limits are off unless `rate_limits=True` (monthly quotas always count), so functional
    tests are not paced by the free plan's 10 reads a minute. `webhook_url` makes every built-in
    account push its `alert.matched` events there, signed with its `webhook_secret`.
    """

    url: str
    """The API's base URL (`http://127.0.0.1:<port>`): pass it as `base_url=`."""
    files_url: str
    """The export file host, a second origin (the SDK never sends the key there)."""
    keys: Mapping[str, str]
    """A live key per role: `free`, `plus`, `developer` (portal scopes, verified coach), `test` (a
    `svc_test_` key), `noCoach`, `enterprise`."""
    accounts: Mapping[str, FakeAccount]
    """The account behind each role's key."""
    webhook_url: str | None
    control: FakeControl
    """Faults, the request log, the clock, jobs and portal entries (the fake's control API)."""

    def __init__(
        self,
        *,
        seed: int | None = None,
        rate_limits: bool = False,
        webhook_url: str | None = None,
        port: int | None = None,
        node: str | os.PathLike[str] | None = None,
        start_timeout: float = 60.0,
    ) -> None:
        if not BUNDLE.is_file():
            raise FakeServiceError(
                f"the bundled fake service is missing ({BUNDLE}): an installed sports-data-sdk carries it; "
                "in a checkout of the SDK's repository, `npm run build` makes it",
                reason="bundle_missing",
            )
        args = [find_node(node), str(BUNDLE), "--port", str(port or 0)]
        if seed is not None:
            args += ["--seed", str(seed)]
        if not rate_limits:
            args.append("--no-rate-limits")
        if webhook_url is not None:
            args += ["--webhook-url", webhook_url]
        stderr = tempfile.TemporaryFile()
        try:
            process = subprocess.Popen(
                args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, text=True, encoding="utf-8"
            )
        except OSError as error:
            stderr.close()
            raise FakeServiceError(f"could not start {args[0]}: {error}", reason="start_failed") from None
        # From here on the child is stopped whatever happens to this object, even if it is never closed.
        self._finalizer = weakref.finalize(self, _stop, process, stderr)
        self._process = process
        line = _first_line(process, start_timeout)
        try:
            if line is None:
                raise FakeServiceError(
                    f"the fake printed no start-up line within {start_timeout:.0f} s (exit {process.poll()}); "
                    f"its stderr: {_stderr_tail(stderr) or '(empty)'}",
                    reason="start_failed",
                )
            try:
                start: Any = json.loads(line)
            except ValueError:
                raise FakeServiceError(f"the fake's first line is not JSON: {line[:200]!r}", reason="start_failed") from None
            if not isinstance(start, dict):
                raise FakeServiceError("the fake's start-up line is not a JSON object", reason="start_failed")
            fields = cast("dict[str, Any]", start)
            self.url = _text(fields, "url")
            self.files_url = _text(fields, "filesUrl")
            self.keys = {str(role): str(key) for role, key in dict(fields.get("keys") or {}).items()}
            self.accounts = {
                str(role): FakeAccount(str(a["id"]), str(a["plan"]), str(a["key"]), str(a["webhookSecret"]))
                for role, a in dict(fields.get("accounts") or {}).items()
            }
            hook = fields.get("webhookUrl")
            self.webhook_url = hook if isinstance(hook, str) else None
            self.control = FakeControl(_text(fields, "controlUrl"))
        except BaseException:
            self._finalizer()
            raise

    @property
    def pid(self) -> int:
        """The child process's id."""
        return self._process.pid

    @property
    def running(self) -> bool:
        return self._finalizer.alive and self._process.poll() is None

    def close(self) -> None:
        """Stops the fake (idempotent)."""
        if self._finalizer.alive:
            self.control.close()
            self._finalizer()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "running" if self.running else "closed"
        return f"<FakeService {getattr(self, 'url', '?')} {state}>"
