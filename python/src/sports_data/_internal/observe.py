"""
The one dispatch of `hooks=` and `telemetry=` (telemetry is an observer like a user's hooks, not a
second set of call sites). Imported only when a client has either: with neither, the engine makes
no event and calls nothing (`call_flow`'s `watch` is None).

An `Observers` per client holds the callables of each moment; a `CallWatch` per call (made only when
there are observers) makes the events, numbers the attempts and ends with `on_settled`.
"""

from __future__ import annotations

import asyncio
import inspect
import itertools
import threading
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Literal, Mapping, TypeVar

from .did_you_mean import did_you_mean
from .._config import origin_of
from .._errors import InvalidArgumentError
from .._events import (
    HOOK_NAMES,
    Hooks,
    PacingWaitEvent,
    PollEvent,
    RequestEvent,
    ResponseEvent,
    RetryEvent,
    SettledEvent,
)
from .._logging import logger
from .redact import SERVER_NAME_MAX, excerpt, query_values_redacted, server_field
from .._response import read_meta

T = TypeVar("T")

if TYPE_CHECKING:
    from .._operation import Operation
    from .engine import Flow, Received, Send
    from .retry import Answered, NoAnswer

    Hook = Callable[[Any], object]


def _hooks_of(hooks: object) -> dict[str, Hook]:
    """The callables a `hooks=` value gives: a dict of name to callable, or an object with those methods."""
    found: dict[str, Hook] = {}
    if isinstance(hooks, Mapping):
        for name, hook in hooks.items():  # pyright: ignore[reportUnknownVariableType]
            if name not in HOOK_NAMES:
                guess = did_you_mean(str(name), HOOK_NAMES)  # pyright: ignore[reportUnknownArgumentType]
                hint = f" (did you mean {guess!r}?)" if guess else ""
                raise InvalidArgumentError(
                    f"hooks has no {name!r}{hint}; the hooks are {', '.join(HOOK_NAMES)}.", param="hooks"
                )
            found[name] = hook
    else:
        for name in HOOK_NAMES:
            hook = getattr(hooks, name, None)
            # A `Hooks` subclass's moments left as the base's no-op cost nothing: no event is made for them.
            if hook is None or getattr(type(hooks), name, None) is getattr(Hooks, name):
                continue
            found[name] = hook
        if not found and not isinstance(hooks, Hooks):
            raise InvalidArgumentError(
                f"hooks must be a sports_data.Hooks, an object with any of {', '.join(HOOK_NAMES)}, or a dict of them; "
                f"got a {type(hooks).__name__} with none.",
                param="hooks",
            )
    for name, hook in found.items():
        if not callable(hook):
            raise InvalidArgumentError(f"hooks {name} must be callable, got a {type(hook).__name__}.", param="hooks")
    return found


class Observers:
    """A client's observers: its hooks, its telemetry, or both; one warning per hook that fails."""

    def __init__(self, hooks: object | None, telemetry: Any | None, *, is_async: bool) -> None:
        self._is_async = is_async
        self._calls: dict[str, list[tuple[str, Hook]]] = {name: [] for name in HOOK_NAMES}
        if hooks is not None:
            for name, hook in _hooks_of(hooks).items():
                self._calls[name].append((f"hooks.{name}", hook))
        self.telemetry = telemetry
        if telemetry is not None:
            for name in HOOK_NAMES:
                self._calls[name].append((f"telemetry.{name}", getattr(telemetry, name)))
        self._ids = itertools.count(1)
        self._reported: set[str] = set()
        self._lock = threading.Lock()
        # Async hooks running: held so that a task is not collected before it has run.
        self._tasks: set[asyncio.Future[Any]] = set()

    def wants(self, name: str) -> bool:
        return bool(self._calls[name])

    def next_id(self) -> int:
        return next(self._ids)

    def _report(self, who: str, message: str) -> None:
        with self._lock:
            if who in self._reported:
                return
            self._reported.add(who)
        logger.warning("%s %s; the call went on (reported once per hook and client).", who, message)

    def emit(self, name: str, event: Any) -> None:
        for who, hook in self._calls[name]:
            try:
                result = hook(event)
            except Exception as error:  # a hook never breaks a call
                self._report(who, f"raised {type(error).__name__}: {excerpt(str(error), 200)}")
                continue
            if inspect.isawaitable(result):
                self._schedule(who, result)

    def _schedule(self, who: str, result: Awaitable[Any]) -> None:
        """An async hook: a task of its own on the async client (never awaited by the call); not run on the sync one."""
        loop: asyncio.AbstractEventLoop | None = None
        if self._is_async:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                loop = None
        if loop is None:
            if inspect.iscoroutine(result):
                result.close()  # not run: closed, so that Python does not also warn "never awaited"
            self._report(who, "is async, and SportsData (the synchronous client) does not run async hooks; use AsyncSportsData or a plain function")
            return
        task = asyncio.ensure_future(result, loop=loop)
        self._tasks.add(task)
        task.add_done_callback(lambda done: self._finished(who, done))

    def _finished(self, who: str, task: asyncio.Future[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            error = task.exception()
            self._report(who, f"raised {type(error).__name__}: {excerpt(str(error), 200)}")

    def watch(self, op: Operation, url: str, monotonic: Callable[[], float], file_from: str | None = None) -> CallWatch:
        """A call's watch; `file_from` (an export file's): the API's origin, the only one its hops send `traceparent` to."""
        return CallWatch(self, op, url, monotonic, file_from)


class CallWatch:
    """One call's events: made by the runtime when the client has observers, fed by `call_flow`."""

    def __init__(self, observers: Observers, op: Operation, url: str, monotonic: Callable[[], float], file_from: str | None = None) -> None:
        self._observers = observers
        self._op = op
        self._monotonic = monotonic
        self._file_from = file_from
        self.call_id = observers.next_id()
        self.attempts = 0
        self._started = monotonic()
        self._sent_at = self._started
        # The URL events show, redacted once per URL it is (a file's hops change it).
        self._url = url
        self._shown: str | None = None

    def _common(self, kind: str, attempt: int) -> dict[str, Any]:
        op = self._op
        if self._shown is None:
            self._shown = query_values_redacted(self._url)
        return {
            "kind": kind,
            "operation": op.label,
            "operation_id": op.id,
            "method": op.method,
            "url_template": op.path,
            "url": self._shown,
            "billing": op.billing,
            "attempt": attempt,
            "call_id": self.call_id,
        }

    def pacing_wait(self, seconds: float, paused: bool) -> None:
        if self._observers.wants("on_pacing_wait"):
            self._observers.emit(
                "on_pacing_wait",
                PacingWaitEvent(
                    **self._common("pacing_wait", self.attempts + 1), wait_ms=seconds * 1000, why="paused_after_429" if paused else "window_full"
                ),
            )

    def request(self, send: Send, attempt: int) -> Send:
        """Tells the observers of a request (each hop of a file's attempt is one); what to send: with
        telemetry, `traceparent` added for the API's origin only, never over a header the caller set."""
        self.attempts = attempt
        self._sent_at = self._monotonic()
        if send.url != self._url:
            self._url, self._shown = send.url, None
        headers = send.headers
        if self._observers.wants("on_request"):
            self._observers.emit("on_request", RequestEvent(**self._common("request", attempt), idempotency_key="idempotency-key" in headers))
        telemetry = self._observers.telemetry
        # An API call's URL is always the base URL's; a file's hop, wherever its link or a redirect led.
        if telemetry is not None and (self._file_from is None or origin_of(send.url) == self._file_from):
            if not any(name.lower() == "traceparent" for name in headers):
                traceparent = telemetry.traceparent(self.call_id)
                if traceparent is not None:
                    return replace(send, headers={**headers, "traceparent": traceparent})
        return send

    def response(self, received: Received, from_cache: bool = False) -> None:
        """An answer; from the read cache (`from_cache`), nothing was sent: attempt 1, and the call settles with 0 attempts."""
        if not self._observers.wants("on_response"):
            return
        meta = read_meta(received.response.headers)
        self._observers.emit(
            "on_response",
            ResponseEvent(
                **self._common("response", 1 if from_cache else self.attempts),
                status=received.response.status_code,
                request_id=meta.request_id,
                plan=meta.plan,
                quota=meta.quota,
                duration_ms=(self._monotonic() - self._sent_at) * 1000,
                bytes=len(received.body),
                from_cache=from_cache,
            ),
        )

    def retry(self, outcome: Answered | NoAnswer, seconds: float) -> None:
        if not self._observers.wants("on_retry"):
            return
        from .retry import Answered

        if isinstance(outcome, Answered):
            reason: Literal["status", "connection", "timeout"] = "status"
            status: int | None = outcome.status
            source: Literal["retry-after", "backoff"] = "backoff" if outcome.retry_after is None else "retry-after"
        else:
            reason, status, source = outcome.failure, None, "backoff"
        self._observers.emit(
            "on_retry",
            RetryEvent(**self._common("retry", self.attempts), reason=reason, status=status, wait_ms=seconds * 1000, wait_source=source),
        )

    def poll(self, job_id: str, state: Any, next_wait: float | None) -> None:
        if self._observers.wants("on_poll"):
            self._observers.emit(
                "on_poll",
                PollEvent(
                    **self._common("poll", self.attempts),
                    job_id=server_field(job_id, SERVER_NAME_MAX),
                    state=server_field(state, SERVER_NAME_MAX),
                    next_wait_ms=None if next_wait is None else next_wait * 1000,
                ),
            )

    def settled(self, error: BaseException | None, ok: bool) -> None:
        if self._observers.wants("on_settled"):
            self._observers.emit(
                "on_settled",
                SettledEvent(
                    **self._common("settled", self.attempts),
                    ok=ok,
                    error=error,
                    attempts=self.attempts,
                    duration_ms=(self._monotonic() - self._started) * 1000,
                ),
            )

    def observed(self, flow: Flow[T], poll_watch: Callable[[T], tuple[str, Any, float | None]] | None = None) -> Flow[T]:
        """`flow` with `on_settled` at its end, whichever end: an answer, an error, or the caller
        stopping it. A job's poll (`poll_watch`, from `polling`) tells `on_poll` first, while the
        call is open: telemetry records it as an event of the call's span, as the TypeScript client."""
        try:
            answer = yield from flow
        except GeneratorExit:
            self.settled(None, ok=False)
            raise
        except BaseException as error:
            self.settled(error, ok=False)
            raise
        if poll_watch is not None:
            self.poll(*poll_watch(answer))
        self.settled(None, ok=True)
        return answer
