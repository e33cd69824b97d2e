"""
The runtimes (a client's config, httpx client, pacer and clock, and the driver that runs engine
flows) and the base classes the generated resources extend: `_call` with the operation row (and
`_create_and_poll`, `_poll`), once for sync and once for async, over one engine; `with_response`
classes are the same methods over a base that answers APIResponse.
"""

from __future__ import annotations

import asyncio
import threading
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Awaitable, Callable, ClassVar, Coroutine, Generic, Mapping, TypeVar, cast

from typing_extensions import Concatenate, ParamSpec

import httpx

from ._internal.driver_async import LoopPools, run_async
from ._config import ClientConfig
from ._internal.engine import NO_PACING, Answer, Clock, Flow, Pacer, Received, api_call, call_flow, prepare, run_call
from ._errors import APIUserAbortError, ClientClosedError
from ._internal.arguments import CheckedCall, call_options, check_call, known_keywords
from ._internal.validate_input import parameter_names
from ._operation import Operation
from ._options import AsyncWaitOptions, CallOptions, PollRequestOptions, WaitOptions
from ._internal.polling import GetFlow, JobStates, PollSettings, create_then_poll_flow, poll_flow, poll_settings
from ._internal.redact import SERVER_NAME_MAX, server_field
from ._internal.pagination import FIRST_PAGE, Position
from ._pagination import AsyncPage, AsyncPageRequest, SyncPage
from ._download.progress import poll_progress
from ._html import ShownJob
from ._response import APIResponse
from ._internal.driver_sync import run_sync

if TYPE_CHECKING:
    from ._internal.cache import ReadCache
    from ._internal.observe import Observers

NO_OPTIONS = CallOptions()
"""A call given no options (the common one): nothing to check, nothing to make."""

T = TypeVar("T")
R = TypeVar("R")
W = TypeVar("W")
P = ParamSpec("P")


class _Runtime:
    closed_by = "close()"
    """What closes this kind of client, for the message of a call made after it."""

    observers: Observers | None = None
    """The client's hooks and telemetry (`_hooks`); None, and nothing observed, without them."""

    def __init__(self, config: ClientConfig, pacer: Pacer = NO_PACING, clock: Clock | None = None) -> None:
        self.config = config
        self.pacer = pacer
        self.clock = clock or Clock()
        self.closed = False
        self.cache: ReadCache | None = None
        """The read cache (`cache=`); None when off."""

    def check_open(self) -> None:
        """A call on a closed client is the SDK's own error (contract section 13), not httpx's RuntimeError."""
        if self.closed:
            raise ClientClosedError(
                f"This client was closed ({self.closed_by}, or the end of its `with` block): it sends nothing more. "
                "Make a new client, or keep this one open while you use it (one client per process is the intent)."
            )

    def flow(
        self,
        op: Operation,
        path_args: Mapping[str, str],
        inputs: Mapping[str, Any] | None,
        options: CallOptions,
        *,
        cursor: str | None = None,
        deadline: float | None = None,
        check_ids: bool = True,
        checked: CheckedCall | None = None,
    ) -> Flow[Answer]:
        """
        The call's flow: nothing of it runs until a driver starts it (an async list's is made at the
        call and started when awaited). `checked`: the call was checked already (an async list, at
        the call), not checked again.
        """
        if self.observers is None:
            # Checked and prepared as the flow's first step: the engine is entered once per call.
            return api_call(
                self.config, op, path_args, inputs, options, cursor=cursor, check_ids=check_ids, checked=checked, clock=self.clock, pacer=self.pacer,
                deadline=deadline, cache=self.cache,
            )
        return self._observed_flow(op, path_args, inputs, options, cursor, deadline, check_ids, checked)

    def _observed_flow(
        self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions, cursor: str | None, deadline: float | None,
        check_ids: bool, checked: CheckedCall | None,
    ) -> Flow[Answer]:
        """With hooks or telemetry: prepared as the flow starts, before the call's own flow, for its
        observer names the call and its URL from the start (and times it from there)."""
        assert self.observers is not None
        prepared = prepare(self.config, op, path_args, inputs, options, cursor, check_ids, checked)
        watch = self.observers.watch(prepared.op, prepared.request.url, self.clock.monotonic)
        flow = call_flow(self.config, prepared, clock=self.clock, pacer=self.pacer, deadline=deadline, cache=self.cache, watch=watch)
        return (yield from watch.observed(flow, options.poll_watch))

    def file_flow(self, url: str) -> Flow[Received]:
        """An export file's flow: the machine with the file policy (`download.FileCall`), observed as
        `exports.download` when the client has hooks or telemetry."""
        from ._internal.download import FileCall

        call = FileCall(self.config, url)
        if self.observers is None:
            return run_call(call, clock=self.clock)
        watch = self.observers.watch(call.op, url, self.clock.monotonic, file_from=self.config.origin)
        return watch.observed(run_call(call, clock=self.clock, watch=watch))

    def get_flow(self, get: Operation, check_ids: bool) -> GetFlow:
        """How a poller fetches the job: `get` by id, under the poll's deadline."""
        param = get.path_params[0].name
        return lambda job_id, options, deadline: self.flow(get, {param: job_id}, None, options, deadline=deadline, check_ids=check_ids)

    def create_and_poll_flow(
        self, states: JobStates, create: Operation, get: Operation, body: Mapping[str, Any], idempotency_key: str | None, settings: PollSettings
    ) -> Flow[Any]:
        created = self.flow(create, {}, body, CallOptions(idempotency_key=idempotency_key))
        observed = self.observers is not None
        return create_then_poll_flow(created, self.get_flow(get, False), states, settings, self.clock.monotonic, observed)

    def poll_flow(self, states: JobStates, get: Operation, job_id: str, settings: PollSettings) -> Flow[Any]:
        # The caller's id is checked now, before any wait; the flow itself starts on the first poll.
        prepare(self.config, get, {get.path_params[0].name: job_id}, None, CallOptions())
        return poll_flow(self.get_flow(get, True), job_id, states, settings, self.clock.monotonic, None, self.observers is not None)


class SyncRuntime(_Runtime):
    def __init__(self, config: ClientConfig, http: httpx.Client, pacer: Pacer = NO_PACING, clock: Clock | None = None) -> None:
        super().__init__(config, pacer, clock)
        self.http = http

    def run(self, flow: Flow[T], cancel: threading.Event | None = None) -> T:
        if self.closed:
            flow.close()
            self.check_open()
        return run_sync(flow, self.http, cancel)


class AsyncRuntime(_Runtime):
    """An async client's runtime: its pools, one per event loop (`driver_async.LoopPools`)."""

    def __init__(
        self,
        config: ClientConfig,
        make_http: Callable[[], httpx.AsyncClient],
        given: httpx.AsyncClient | None,
        pacer: Pacer = NO_PACING,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(config, pacer, clock)
        self.pools = LoopPools(make_http, given)

    @property
    def http(self) -> httpx.AsyncClient:
        """The running loop's httpx client."""
        return self.pools.http()

    closed_by = "aclose()"

    def run(self, flow: Flow[T]) -> Coroutine[Any, Any, T]:
        """`flow` run when awaited (`driver_async.run_async`, which refuses it on a closed client)."""
        return run_async(flow, self)

    async def aclose(self) -> None:
        """Closes the running loop's pool; the pools of other loops (other threads) close with their
        loops. A call after it, on any loop, raises ClientClosedError."""
        self.closed = True
        await self.pools.aclose()


def _body(answer: Answer) -> dict[str, Any]:
    return cast("dict[str, Any]", answer.data)


def _states(resource: object) -> JobStates:
    states: JobStates | None = getattr(resource, "_job_states", None)
    if states is None:
        raise RuntimeError(f"{type(resource).__name__} does not wait for jobs")  # the generator's mistake, never a caller's
    return states


class _JobWatch:
    """
    The run or job a wait is about, as last seen (through the wait's `on_poll`), so that a wait cut
    short (Ctrl-C, a cancelled task, a cancel event) says which one and how to pick it up again, in
    the TypeScript client's words (contract section 13): the run or job goes on on the service.
    """

    def __init__(self, states: JobStates, namespace: str, job_id: str | None = None) -> None:
        self.states = states
        self.namespace = namespace
        self.id = job_id
        self.job: Any = None

    def watching(self, settings: PollSettings) -> PollSettings:
        given = settings.on_poll

        def seen(job: Any) -> None:
            self.job = job
            found = job.get(self.states.id_field) if isinstance(job, dict) else None  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
            if isinstance(found, str) and self.id is None:
                self.id = found
            if given is not None:
                given(job)

        return replace(settings, on_poll=seen)

    def stopped(self) -> str:
        noun = self.states.noun
        if self.id is None:
            return (
                f"Stopped while the {noun} was being created: it may exist on the service (and be billed once it finishes); "
                f"client.{self.namespace}.list() shows it."
            )
        shown = server_field(self.id, SERVER_NAME_MAX)
        return f"Stopped waiting for {noun} {shown}; it goes on running on the service. Resume with client.{self.namespace}.poll('{shown}')."

    def interrupted(self, error: BaseException) -> BaseException:
        """The error to raise instead of `error`, which cut the wait short; `error` itself when not one of those."""
        if isinstance(error, APIUserAbortError):
            return APIUserAbortError(self.stopped(), id=self.id, job=self.job)
        if isinstance(error, KeyboardInterrupt):
            return KeyboardInterrupt(self.stopped())
        if isinstance(error, asyncio.CancelledError):
            return asyncio.CancelledError(self.stopped())
        return error


def _settings(wait: Mapping[str, Any], allowed: type, op: Operation, method: str, noun: str) -> tuple[PollSettings, Callable[[], None]]:
    """`method` names the call the caller wrote (`query.create_and_poll`), not the operation under it.
    Answers the settings and what to call when the wait ends (it closes a `progress=True` bar)."""
    where = f"{op.label.split('.')[0]}.{method}"
    known_keywords(wait, allowed.__annotations__, where, _wait_hint, fields=parameter_names(op))
    on_poll, done = wait.get("on_poll"), _nothing
    if wait.get("progress"):
        on_poll, done = poll_progress(noun, on_poll)
    return poll_settings(where, wait.get("poll_interval"), wait.get("timeout"), on_poll, wait.get("request_options")), done


def _nothing() -> None:
    pass


def _wait_hint(keyword: str) -> str:
    if keyword in PollRequestOptions.__annotations__:
        return (
            f": the polls' own options go in request_options={{{keyword!r}: ...}}"
            " (timeout= here is the whole wait, in seconds)"
        )
    return ""


class _Resource:
    _job_states: JobStates | None = None
    """Set by the generated resources whose jobs `create_and_poll` waits for."""
    _answers_response = False
    """True on the `with_response` side: a call answers an APIResponse (data, httpx response, meta)."""

    def _answer(self, data: Any, answer: Answer) -> Any:
        return APIResponse(data, answer.response, answer.meta) if self._answers_response else data


class _WithResponse(Generic[W]):
    """`with_response` of a generated resource: its twin class, which names it (`answers=`)."""

    _responses: ClassVar[type[Any]]
    _runtime: Any

    @property
    def with_response(self) -> W:
        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""
        return cast(W, self._responses(self._runtime))


def _twin_of(responses: type, answers: type) -> None:
    cast(Any, answers)._responses = responses


class _SyncCalls(_Resource):
    """The calls of a generated synchronous resource."""

    def __init__(self, runtime: SyncRuntime) -> None:
        self._runtime = runtime

    def _create_and_poll(self, create: Operation, get: Operation, body: Mapping[str, Any], idempotency_key: str | None, wait: Mapping[str, Any]) -> Any:
        watch = _JobWatch(_states(self), create.label.split(".")[0])
        settings, done = _settings(wait, WaitOptions, create, "create_and_poll", watch.states.noun)
        try:
            return ShownJob.of(self._runtime.run(self._runtime.create_and_poll_flow(watch.states, create, get, body, idempotency_key, watch.watching(settings)), wait.get("cancel")))
        except (APIUserAbortError, KeyboardInterrupt) as error:
            raise watch.interrupted(error) from None
        finally:
            done()

    def _poll(self, get: Operation, job_id: str, wait: Mapping[str, Any]) -> Any:
        watch = _JobWatch(_states(self), get.label.split(".")[0], job_id)
        settings, done = _settings(wait, WaitOptions, get, "poll", watch.states.noun)
        try:
            return ShownJob.of(self._runtime.run(self._runtime.poll_flow(watch.states, get, job_id, watch.watching(settings)), wait.get("cancel")))
        except (APIUserAbortError, KeyboardInterrupt) as error:
            raise watch.interrupted(error) from None
        finally:
            done()

    def _call(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: Mapping[str, Any]) -> Any:
        """What every generated method calls with its operation row: the data, a page, or (with_response) an APIResponse."""
        checked = call_options(op, options) if options else NO_OPTIONS
        if op.paged:
            return self._answer(*self._page(op, path_args, inputs, checked, None, FIRST_PAGE))
        answer = self._runtime.run(self._runtime.flow(op, path_args, inputs, checked))
        return self._answer(answer.data, answer)

    def _page(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions, cursor: str | None, position: Position) -> tuple[SyncPage[Any], Answer]:
        answer = self._runtime.run(self._runtime.flow(op, path_args, inputs, options, cursor=cursor))

        def fetch(next_cursor: str, next_position: Position) -> SyncPage[Any]:
            return self._page(op, path_args, inputs, options, next_cursor, next_position)[0]

        return SyncPage(_body(answer), op.label, position, fetch), answer


class _AsyncCalls(_Resource):
    """The calls of a generated asynchronous resource."""

    def __init__(self, runtime: AsyncRuntime) -> None:
        self._runtime = runtime

    async def _create_and_poll(self, create: Operation, get: Operation, body: Mapping[str, Any], idempotency_key: str | None, wait: Mapping[str, Any]) -> Any:
        watch = _JobWatch(_states(self), create.label.split(".")[0])
        settings, done = _settings(wait, AsyncWaitOptions, create, "create_and_poll", watch.states.noun)
        try:
            return ShownJob.of(await self._runtime.run(self._runtime.create_and_poll_flow(watch.states, create, get, body, idempotency_key, watch.watching(settings))))
        except (asyncio.CancelledError, KeyboardInterrupt) as error:
            # Still a cancellation (or Ctrl-C), as asyncio and the caller's code expect: only its words change.
            raise watch.interrupted(error) from None
        finally:
            done()

    async def _poll(self, get: Operation, job_id: str, wait: Mapping[str, Any]) -> Any:
        watch = _JobWatch(_states(self), get.label.split(".")[0], job_id)
        settings, done = _settings(wait, AsyncWaitOptions, get, "poll", watch.states.noun)
        try:
            return ShownJob.of(await self._runtime.run(self._runtime.poll_flow(watch.states, get, job_id, watch.watching(settings))))
        except (asyncio.CancelledError, KeyboardInterrupt) as error:
            raise watch.interrupted(error) from None
        finally:
            done()

    def _call(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: Mapping[str, Any]) -> Any:
        """
        What every generated method calls with its operation row: an awaitable of the data or (with_response)
        an APIResponse; a list's page request, to await or iterate.
        """
        checked = call_options(op, options) if options else NO_OPTIONS
        if op.paged and not self._answers_response:
            runtime = self._runtime
            # Checked now, not when awaited: bad input fails at the call (and is not checked again).
            call = check_call(runtime.config, op, path_args, inputs, checked, None, True)

            def first() -> Coroutine[Any, Any, Answer]:
                # The first page's run (nothing of it runs before it is awaited), named as the call:
                # one never awaited is warned about as "coroutine 'teams.list' was never awaited".
                run = runtime.run(runtime.flow(op, path_args, inputs, checked, checked=call))
                run.__name__ = run.__qualname__ = op.label
                return run

            # Made at the call, awaited (and its page built) by the request itself, in `_pagination`.
            return AsyncPageRequest(op.label, [first()], first, self._next_pages(op, path_args, inputs, checked))
        return self._send(op, path_args, inputs, checked)

    async def _send(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> Any:
        if op.paged:
            return self._answer(*(await self._page(op, path_args, inputs, options, None, FIRST_PAGE)))
        answer = await self._runtime.run(self._runtime.flow(op, path_args, inputs, options))
        return self._answer(answer.data, answer)

    async def _page(
        self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions, cursor: str | None, position: Position,
    ) -> tuple[AsyncPage[Any], Answer]:
        answer = await self._runtime.run(self._runtime.flow(op, path_args, inputs, options, cursor=cursor))
        return AsyncPage(_body(answer), op.label, position, self._next_pages(op, path_args, inputs, options)), answer

    def _next_pages(
        self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions
    ) -> Callable[[str, Position], Awaitable[AsyncPage[Any]]]:
        """How a page of this list fetches the next one (`AsyncPage.get_next_page`)."""

        async def fetch(next_cursor: str, next_position: Position) -> AsyncPage[Any]:
            return (await self._page(op, path_args, inputs, options, next_cursor, next_position))[0]

        return fetch


class SyncResource(_SyncCalls, _WithResponse[W]):
    """Base of the generated synchronous resources."""


class AsyncResource(_AsyncCalls, _WithResponse[W]):
    """Base of the generated asynchronous resources."""


class SyncResponses(_SyncCalls):
    """Base of the generated `with_response` classes (synchronous)."""

    _answers_response = True

    def __init_subclass__(cls, answers: type[SyncResource[Any]], **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _twin_of(cls, answers)


class AsyncResponses(_AsyncCalls):
    """Base of the generated `with_response` classes (asynchronous)."""

    _answers_response = True

    def __init_subclass__(cls, answers: type[AsyncResource[Any]], **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _twin_of(cls, answers)


def with_response(method: Callable[Concatenate[Any, P], R]) -> Callable[Concatenate[Any, P], APIResponse[R]]:
    """
    A generated method on the with_response side: the same function, whose `self._call` answers an
    APIResponse there (SyncResponses); only its declared result changes.
    """
    return cast("Callable[Concatenate[Any, P], APIResponse[R]]", method)


def async_with_response(method: Callable[Concatenate[Any, P], Awaitable[R]]) -> Callable[Concatenate[Any, P], Coroutine[Any, Any, APIResponse[R]]]:
    """`with_response` for the asynchronous methods (a list's page request is awaitable too)."""
    return cast("Callable[Concatenate[Any, P], Coroutine[Any, Any, APIResponse[R]]]", method)


class Namespaces:
    """Base of the generated namespace sets: each of `_classes` is made with the client's runtime."""

    _classes: ClassVar[Mapping[str, Callable[[Any], object]]] = {}

    def __init__(self, runtime: SyncRuntime | AsyncRuntime) -> None:
        for name, make in self._classes.items():
            setattr(self, name, make(runtime))
