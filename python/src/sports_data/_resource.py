"""
The runtimes (a client's config, httpx client, pacer and clock, and the driver that runs engine
flows) and the base classes the generated resources extend: the four ways a method is called
(`_call`, `_call_raw`, `_list`, `_list_raw`), once for sync and once for async, over one engine.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Callable, Mapping, TypeVar, cast

import httpx

from ._async_transport import run_async
from ._config import ClientConfig
from ._core import NO_PACING, Answer, Clock, Flow, Pacer, call_flow, prepare
from ._operation import Operation
from ._options import CallOptions
from ._polling import GetFlow, JobStates, PollSettings, create_then_poll_flow, poll_flow, poll_settings
from ._pagination import AsyncPage, AsyncPageRequest, Position, SyncPage
from ._response import APIResponse
from ._sync_transport import run_sync

T = TypeVar("T")


class _Runtime:
    def __init__(self, config: ClientConfig, pacer: Pacer = NO_PACING, clock: Clock | None = None) -> None:
        self.config = config
        self.pacer = pacer
        self.clock = clock or Clock()

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
    ) -> Flow[Answer]:
        prepared = prepare(self.config, op, path_args, inputs, options, cursor, check_ids)
        return call_flow(self.config, prepared, clock=self.clock, pacer=self.pacer, deadline=deadline)

    def get_flow(self, get: Operation, check_ids: bool) -> GetFlow:
        """How a poller fetches the job: `get` by id, under the poll's deadline."""
        param = get.path_params[0].name
        return lambda job_id, options, deadline: self.flow(get, {param: job_id}, None, options, deadline=deadline, check_ids=check_ids)

    def create_and_poll_flow(
        self, states: JobStates, create: Operation, get: Operation, body: Mapping[str, Any], idempotency_key: str | None, settings: PollSettings
    ) -> Flow[Any]:
        created = self.flow(create, {}, body, CallOptions(idempotency_key=idempotency_key))
        return create_then_poll_flow(created, self.get_flow(get, check_ids=False), states, settings, self.clock.monotonic)

    def poll_flow(self, states: JobStates, get: Operation, job_id: str, settings: PollSettings) -> Flow[Any]:
        # The caller's id is checked now, before any wait; the flow itself starts on the first poll.
        prepare(self.config, get, {get.path_params[0].name: job_id}, None, CallOptions())
        return poll_flow(self.get_flow(get, check_ids=True), job_id, states, settings, self.clock.monotonic)


class SyncRuntime(_Runtime):
    def __init__(self, config: ClientConfig, http: httpx.Client, pacer: Pacer = NO_PACING, clock: Clock | None = None) -> None:
        super().__init__(config, pacer, clock)
        self.http = http

    def run(self, flow: Flow[T], cancel: threading.Event | None = None) -> T:
        return run_sync(flow, self.http, cancel)


class AsyncRuntime(_Runtime):
    """Its httpx client is bound to the running event loop and made anew when the loop changes,
    so one AsyncSportsData works across `asyncio.run()` calls."""

    def __init__(
        self,
        config: ClientConfig,
        make_http: Callable[[], httpx.AsyncClient],
        given: httpx.AsyncClient | None,
        pacer: Pacer = NO_PACING,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(config, pacer, clock)
        self._make_http = make_http
        self._given = given
        self._http: httpx.AsyncClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def http(self) -> httpx.AsyncClient:
        if self._given is not None:
            return self._given
        loop = asyncio.get_running_loop()
        if self._http is None or self._loop is not loop:
            # The old pool's connections belong to a loop that is gone (or another one): drop it
            # unclosed rather than await it on a loop it does not belong to.
            self._http = self._make_http()
            self._loop = loop
        return self._http

    async def run(self, flow: Flow[T]) -> T:
        return await run_async(flow, self.http)

    async def aclose(self) -> None:
        http, self._http = self._http, None
        if http is not None and self._loop is asyncio.get_running_loop():
            await http.aclose()


def _body(answer: Answer) -> dict[str, Any]:
    return cast("dict[str, Any]", answer.data)


def _states(resource: object) -> JobStates:
    states: JobStates | None = getattr(resource, "_job_states", None)
    if states is None:
        raise TypeError(f"{type(resource).__name__} does not wait for jobs")
    return states


class SyncResource:
    """Base of the generated synchronous resources."""

    _job_states: JobStates | None = None
    """Set by the hand-written helpers (query, exports) whose jobs `create_and_poll` waits for."""

    def __init__(self, runtime: SyncRuntime) -> None:
        self._runtime = runtime

    def _create_and_poll(
        self,
        create: Operation,
        get: Operation,
        body: Mapping[str, Any],
        *,
        idempotency_key: str | None,
        poll_interval: float | None,
        timeout: float | None,
        cancel: threading.Event | None,
        on_poll: Callable[[Any], None] | None,
    ) -> Any:
        settings = poll_settings(poll_interval, timeout, on_poll)
        return self._runtime.run(self._runtime.create_and_poll_flow(_states(self), create, get, body, idempotency_key, settings), cancel)

    def _poll(
        self,
        get: Operation,
        job_id: str,
        *,
        poll_interval: float | None,
        timeout: float | None,
        cancel: threading.Event | None,
        on_poll: Callable[[Any], None] | None,
    ) -> Any:
        settings = poll_settings(poll_interval, timeout, on_poll)
        return self._runtime.run(self._runtime.poll_flow(_states(self), get, job_id, settings), cancel)

    def _call(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> Any:
        return self._runtime.run(self._runtime.flow(op, path_args, inputs, options)).data

    def _call_raw(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> APIResponse[Any]:
        answer = self._runtime.run(self._runtime.flow(op, path_args, inputs, options))
        return APIResponse(answer.data, answer.response, answer.meta)

    def _page(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions, cursor: str | None, position: Position) -> tuple[SyncPage[Any], Answer]:
        answer = self._runtime.run(self._runtime.flow(op, path_args, inputs, options, cursor=cursor))

        def fetch(next_cursor: str, next_position: Position) -> SyncPage[Any]:
            return self._page(op, path_args, inputs, options, next_cursor, next_position)[0]

        return SyncPage(_body(answer), op.label, position, fetch), answer

    def _list(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> SyncPage[Any]:
        return self._page(op, path_args, inputs, options, None, Position.first())[0]

    def _list_raw(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> APIResponse[SyncPage[Any]]:
        page, answer = self._page(op, path_args, inputs, options, None, Position.first())
        return APIResponse(page, answer.response, answer.meta)


class AsyncResource:
    """Base of the generated asynchronous resources."""

    _job_states: JobStates | None = None

    def __init__(self, runtime: AsyncRuntime) -> None:
        self._runtime = runtime

    async def _create_and_poll(
        self,
        create: Operation,
        get: Operation,
        body: Mapping[str, Any],
        *,
        idempotency_key: str | None,
        poll_interval: float | None,
        timeout: float | None,
        on_poll: Callable[[Any], None] | None,
    ) -> Any:
        settings = poll_settings(poll_interval, timeout, on_poll)
        return await self._runtime.run(self._runtime.create_and_poll_flow(_states(self), create, get, body, idempotency_key, settings))

    async def _poll(
        self,
        get: Operation,
        job_id: str,
        *,
        poll_interval: float | None,
        timeout: float | None,
        on_poll: Callable[[Any], None] | None,
    ) -> Any:
        settings = poll_settings(poll_interval, timeout, on_poll)
        return await self._runtime.run(self._runtime.poll_flow(_states(self), get, job_id, settings))

    async def _call(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> Any:
        return (await self._runtime.run(self._runtime.flow(op, path_args, inputs, options))).data

    async def _call_raw(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> APIResponse[Any]:
        answer = await self._runtime.run(self._runtime.flow(op, path_args, inputs, options))
        return APIResponse(answer.data, answer.response, answer.meta)

    async def _page(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions, cursor: str | None, position: Position) -> tuple[AsyncPage[Any], Answer]:
        answer = await self._runtime.run(self._runtime.flow(op, path_args, inputs, options, cursor=cursor))

        async def fetch(next_cursor: str, next_position: Position) -> AsyncPage[Any]:
            return (await self._page(op, path_args, inputs, options, next_cursor, next_position))[0]

        return AsyncPage(_body(answer), op.label, position, fetch), answer

    def _list(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> AsyncPageRequest[Any]:
        # Checked now, not when awaited: bad input fails at the call.
        prepare(self._runtime.config, op, path_args, inputs, options)

        async def first() -> AsyncPage[Any]:
            return (await self._page(op, path_args, inputs, options, None, Position.first()))[0]

        return AsyncPageRequest(first)

    async def _list_raw(self, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions) -> APIResponse[AsyncPage[Any]]:
        page, answer = await self._page(op, path_args, inputs, options, None, Position.first())
        return APIResponse(page, answer.response, answer.meta)
