"""
The call machine, sans-IO, as the TypeScript client's `engine.ts`. `call_flow` is the one attempt
loop of the SDK: a generator that yields what to do (`Send` a request, `Sleep`, `OffLoop` a folder
cache's file I/O) and is sent back what happened (`Received`, `Failed`). It prepares the call
(`prepare`: checked by `arguments`, then its URL and headers; `api_call` does both in one flow),
asks the pacer for a slot, classifies each answer once, asks `retry`, and builds the result or the
typed error (`error_from_response`). Two thin drivers run it
(`driver_sync.run_sync` over httpx.Client and time.sleep, `driver_async.run_async` over
httpx.AsyncClient and asyncio.sleep); pagination, polling and export files compose it with
`yield from`, so one loop serves sync and async alike.
"""

from __future__ import annotations

import json
import logging
import math
import time
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Generator, Generic, Literal, Mapping, TypeVar, Union, cast

import httpx

from .._config import ClientConfig
from .._errors import APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError, SportsDataError
from .._generated import policy as _policy
from .._logging import logger
from .._operation import Operation
from .._options import CallOptions
from .._response import ResponseMeta, read_meta
from .arguments import CheckedCall, check_call
from .encoding import ACCEPTED as ACCEPTED_ENCODINGS
from .error_from_response import envelope_of, error_from_answer, invalid_response, text_of, unusable_answer
from .redact import strip_url
from .retry import MAX_RETRY_AFTER_SECONDS, Answered, NoAnswer, RetryPolicy, Stop, decide, parse_retry_after, utc_now

if TYPE_CHECKING:
    # Only a client made with `cache=` loads the cache (`_client`): a call without one pays nothing.
    from .cache import CachedAnswer, ReadCache
    from .observe import CallWatch

T = TypeVar("T")


@dataclass(frozen=True)
class Send:
    """Send this request; stream the answer, stop at `max_bytes` or at `timeout` seconds in all."""

    method: str
    url: str
    headers: Mapping[str, str] = field(repr=False)
    content: bytes | None
    timeout: float
    max_bytes: int
    follow_redirects: bool = False
    stream: bool = False
    """Hand back the open response (an export file) instead of reading its body."""
    client_timeout: bool = False
    """`timeout` is the httpx client's own default (`config.own_http`): the driver hands httpx no
    Timeout, which httpx would copy for every request it is handed (some 25 µs on httpx 0.28)."""
    own_client: bool = False
    """The httpx client is the SDK's own (`config.own_http`): the driver hands the request to its
    transport (`driver_sync.send_own`, `driver_async.send_own`), not to `Client.send`."""


@dataclass(frozen=True)
class Sleep:
    seconds: float


@dataclass(frozen=True)
class Received:
    response: httpx.Response
    body: bytes
    too_large: bool = False
    """The body passed `max_bytes`; not read further (`body` is empty)."""
    unreadable: str | None = None
    """Why the body was not read (a Content-Encoding the SDK did not ask for), completing
    "The answer to <operation> …"; `body` is empty and the status still decides."""
    too_many_values: bool = False
    """The body holds more JSON values than the parse budget (`_json_budget`); reading stopped there."""


@dataclass(frozen=True)
class Failed:
    failure: Literal["connection", "timeout"]
    detail: str


class OffLoop(Generic[T]):
    """
    Blocking work of a flow (the folder read cache's file reads and writes): the sync driver runs
    it where it is, the async driver on a worker thread (`asyncio.to_thread`), so that the event
    loop never waits on a disk. The driver sends back None; the flow reads `result`.
    """

    __slots__ = ("work", "result")

    def __init__(self, work: Callable[[], T]) -> None:
        self.work = work
        self.result: T | None = None

    def run(self) -> None:
        self.result = self.work()


Action = Union[Send, Sleep, OffLoop[Any]]
Reply = Union[Received, Failed, None]
Flow = Generator[Action, Reply, T]


@dataclass(frozen=True)
class Clock:
    """Time as the engine sees it; tests pass their own."""

    monotonic: Callable[[], float] = time.monotonic
    wall: Callable[[], float] = utc_now


@dataclass(frozen=True)
class Prepared:
    """A call checked and built once, before its first attempt."""

    op: Operation
    """The operation's row: its label, billing class and input."""
    request: Send
    """What each attempt sends (its timeout cut to a poll's deadline when there is one)."""
    max_retries: int
    read_cache: bool = True
    """False (`cache=False` in the call's options): sent even when the cache holds the answer, which it then replaces."""


@dataclass(frozen=True)
class Answer:
    data: Any
    response: httpx.Response
    from_cache: bool = False

    @property
    def meta(self) -> ResponseMeta:
        # Read only for `with_response`: a plain call does not pay for parsing the quota headers.
        return read_meta(self.response.headers, self.from_cache)


def constant_headers(config: ClientConfig) -> dict[str, str]:
    """
    The headers every API call sends whatever its arguments. The httpx clients the SDK makes carry
    them as their own defaults (`_client`, `config.own_http`), so that a call hands httpx
    only its own: httpx merges a request's headers into its client's one by one (some 40 µs a call
    for these three, measured on httpx 0.28). A caller's `http_client` is left as it was made: each
    call sends them. A request's header of the same name wins over the client's (`default_headers`,
    `extra_headers`, an export file's `accept`).
    """
    # The codings the SDK decodes itself, bounded (`encoding`): not httpx's default, which grows
    # with what is installed (br, zstd) and is decoded without a bound on its output.
    return {"accept": "application/json", "accept-encoding": ACCEPTED_ENCODINGS, "user-agent": config.user_agent}


def prepare(
    config: ClientConfig,
    op: Operation,
    path_args: Mapping[str, str],
    inputs: Mapping[str, Any] | None,
    options: CallOptions,
    cursor: str | None = None,
    check_ids: bool = True,
    checked: CheckedCall | None = None,
) -> Prepared:
    """The call prepared once: checked (`arguments.check_call`: bad input never reaches the wire),
    then its URL, its headers (the key from here only) and its retry numbers. `checked`: the call
    already checked at the call (an async list, `_resource`), not checked again."""
    if checked is None:
        checked = check_call(config, op, path_args, inputs, options, cursor, check_ids)
    options = checked.options
    headers: dict[str, str] = {} if config.own_http else constant_headers(config)
    if checked.content is not None:
        headers["content-type"] = "application/json; charset=utf-8"
    headers.update(config.default_headers)
    headers.update(options.extra_headers or {})
    if op.auth and config.api_key:
        # The URL is always the base URL's own origin: the key never goes anywhere else.
        headers["authorization"] = f"Bearer {config.api_key}"
    if checked.idempotency_key is not None:
        headers["idempotency-key"] = checked.idempotency_key
    timeout = config.timeout if options.timeout is None else options.timeout
    return Prepared(
        op=op,
        request=Send(
            op.method, config.base_url + checked.path, headers, checked.content, timeout, config.max_response_bytes,
            client_timeout=config.own_http and timeout == config.timeout, own_client=config.own_http,
        ),
        max_retries=config.max_retries if options.max_retries is None else options.max_retries,
        read_cache=options.cache is not False,
    )


def _parse_json(received: Received, op: Operation) -> Any:
    if received.unreadable is not None:
        raise invalid_response(received.response, f"The answer to {op.label} {received.unreadable}")
    try:
        data: Any = json.loads(received.body)
    except ValueError:
        raise invalid_response(received.response, f"The answer to {op.label} is not JSON.") from None
    except RecursionError:
        # Python's parser recurses once per level: no answer the service documents nests past a few.
        raise invalid_response(received.response, f"The answer to {op.label} nests deeper than Python's JSON parser can read.") from None
    if not isinstance(data, dict):
        raise invalid_response(received.response, f"The answer to {op.label} is not a JSON object.")
    body = cast("dict[str, Any]", data)
    if op.paged and not isinstance(body.get("data"), list):
        raise invalid_response(received.response, f"The answer to {op.label} is a list without a `data` array.")
    return body


class Pacer:
    """Around every keyed attempt: `admit` (a slot token, or how long to wait first) when it `paces`,
    and `settle` once the attempt is answered or failed: learn plan and quota from the answer's
    headers, note a 429 `rate_limit_exceeded`, release the slot. This one paces nothing."""

    paces = False

    def admit(self, now: float) -> tuple[int | None, float]:
        return None, 0.0

    def settle(self, token: int | None, now: float, headers: httpx.Headers | None, outcome: Answered | NoAnswer | None) -> None:
        """`headers`: a keyed answer's (None for no answer); `outcome`: as the retry rule read it."""
        return None

    def paused(self, now: float) -> bool:
        """Whether a wait `admit` asks for now is a pause after a 429 (for hooks: `why`)."""
        return False


NO_PACING = Pacer()


def _paused_too_long(wait: float) -> RateLimitError:
    seconds = math.ceil(wait)
    return RateLimitError(
        f"Not sent: the service answered 429 rate_limit_exceeded, and pacing sends no request for another {seconds} s, "
        f"longer than the SDK waits ({MAX_RETRY_AFTER_SECONDS:.0f} s). Try again after retry_after seconds.",
        status=429,
        type="rate_limit_error",
        code="rate_limit_exceeded",
        retry_after=float(seconds),
    )


class Call(Generic[T]):
    """
    One call as the machine runs it, as the TypeScript client's `Call`: what each attempt sends, how
    its answer is classified, and what the end makes of it. `APICall` is an operation of the
    document; `download.FileCall` an export file (the file policy: redirects hop by hop, the key
    decided per hop). `run_call` is the one attempt loop both go through.
    """

    op: Operation
    """What log lines and observers name the call by."""
    policy: RetryPolicy
    timeout: float
    paced: bool
    """A keyed API call: it asks the pacer for a slot before each attempt, and teaches it plan and quota."""

    def start(self) -> None:
        """An attempt begins."""

    def send(self, timeout: float) -> Send:
        """The request to send now (the attempt's first, or the next hop after `redirected`)."""
        raise NotImplementedError

    def redirected(self, reply: Reply) -> bool:
        """Whether `reply` is a hop to follow within this attempt (the next `send` goes there)."""
        return False

    def outcome(self, reply: Reply, clock: Clock) -> Answered | NoAnswer:
        """What the retry rule reads of one attempt's reply: the status, the envelope's code and the
        Retry-After (seconds) of an error answer, or how the attempt failed. Read once."""
        if isinstance(reply, Received):
            status = reply.response.status_code
            if 200 <= status < 300 or reply.too_large or reply.too_many_values:
                return Answered(status, None, None)
            code = text_of((envelope_of(reply.body) or {}).get("code"))
            return Answered(status, code, parse_retry_after(reply.response.headers.get("retry-after"), clock.wall()))
        if isinstance(reply, Failed):
            return NoAnswer(reply.failure)
        raise RuntimeError("the driver sent no reply to a Send")

    def unusable(self, reply: Received) -> APIError | None:
        """An answer the call cannot use whatever its status (over the byte cap or the value budget)."""
        return None

    def failed(self, reply: Failed) -> SportsDataError:
        """The typed error of a last attempt that got no answer."""
        if reply.failure == "timeout":
            return APIConnectionTimeoutError(f"{self.op.label}: request timed out ({reply.detail}).")
        return APIConnectionError(f"{self.op.label}: connection error ({reply.detail}).")

    def finish(self, reply: Received, done: bool, clock: Clock) -> T:
        """The result of a 2xx (`done`), or the typed error of an answer not retried."""
        raise NotImplementedError


class APICall(Call[Answer]):
    """An operation of the document, as `prepare` made it."""

    def __init__(self, config: ClientConfig, prepared: Prepared, key: str | None) -> None:
        self.op = prepared.op
        self.prepared = prepared
        self.policy = RetryPolicy(max_retries=prepared.max_retries, billed=prepared.op.billing != _policy.RETRIED_BILLING)
        self.request = prepared.request
        self.timeout = prepared.request.timeout
        self.paced = "authorization" in prepared.request.headers
        self.key = key
        self.fresh: Received | None = None
        """A 2xx answer of an operation the cache keeps, once the call ends with it."""

    def send(self, timeout: float) -> Send:
        request = self.request
        return request if timeout == request.timeout else replace(request, timeout=timeout, client_timeout=False)

    def unusable(self, reply: Received) -> APIError | None:
        if not (reply.too_large or reply.too_many_values):
            return None
        return unusable_answer(reply, self.op.label, self.request.max_bytes)

    def finish(self, reply: Received, done: bool, clock: Clock) -> Answer:
        if not done:
            raise error_from_answer(reply, clock.wall())
        data = _parse_json(reply, self.op)
        if self.key is not None:
            self.fresh = reply  # stored by `call_flow` once the loop is done (`_on_store`)
        return Answer(data, reply.response)


def api_call(
    config: ClientConfig, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions, *, cursor: str | None = None,
    check_ids: bool = True, checked: CheckedCall | None = None, clock: Clock, pacer: Pacer = NO_PACING, deadline: float | None = None,
    cache: ReadCache | None = None,
) -> Flow[Answer]:
    """
    An API call prepared and run in one flow, as the TypeScript client's `apiCall`: `prepare` is its
    first step (bad input raises there, before anything is sent; not again for a call `checked`
    already), then `call_flow`. A driver enters the engine once per call, however many steps it
    takes. A client with hooks or telemetry prepares as its flow starts instead (`_resource`), for
    its observer names the call and its URL before the call's own flow starts.
    """
    prepared = prepare(config, op, path_args, inputs, options, cursor, check_ids, checked)
    return (yield from call_flow(config, prepared, clock=clock, pacer=pacer, deadline=deadline, cache=cache))


def call_flow(
    config: ClientConfig,
    prepared: Prepared,
    *,
    clock: Clock,
    pacer: Pacer = NO_PACING,
    deadline: float | None = None,
    random: Callable[[], float] | None = None,
    cache: ReadCache | None = None,
    watch: CallWatch | None = None,
) -> Flow[Answer]:
    """
    An API call: sends `prepared` until an answer decides the call (`run_call`), retried by
    `retry.decide` (free reads only), each attempt bounded by the timeout and, when given, by
    `deadline` (monotonic).

    With a `cache`, its step comes first: an answer it holds for an operation it keeps (`cache`)
    is the call's answer, before pacing and without a send, a retry or a note in `usage()`'s plan
    and quota; a fresh 2xx answer is stored as it settles.

    `watch` (only when the client has hooks or telemetry) is told of each moment (`observe`).
    """
    request = prepared.request
    key = None if cache is None else cache.key_of(prepared.op, request.method, request.url, request.content)
    if key is None or cache is None:
        return (yield from run_call(APICall(config, prepared, None), clock=clock, pacer=pacer, deadline=deadline, random=random, watch=watch))
    if prepared.read_cache:
        entry = yield from _on_store(cache, partial(cache.get, key, clock.wall()))
        hit = None if entry is None else _from_cache(cache, entry, prepared)
        if hit is not None:
            if watch is not None:
                watch.response(Received(hit.response, hit.response.content), from_cache=True)
            return hit
    call = APICall(config, prepared, key)
    answer = yield from run_call(call, clock=clock, pacer=pacer, deadline=deadline, random=random, watch=watch)
    fresh = call.fresh
    if fresh is not None:
        yield from _on_store(cache, partial(cache.keep, key, fresh.response, fresh.body, clock.wall()))
    return answer


def run_call(
    call: Call[T],
    *,
    clock: Clock,
    pacer: Pacer = NO_PACING,
    deadline: float | None = None,
    random: Callable[[], float] | None = None,
    watch: CallWatch | None = None,
) -> Flow[T]:
    """The one attempt loop of the SDK: admit (a pacing slot), send (hop by hop), classify, settle
    (release the slot, learn plan and quota), decide, and the result or the typed error."""
    op = call.op
    policy = call.policy
    attempt = 0
    while True:
        slot: int | None = None
        while call.paced and pacer.paces:
            slot, wait = pacer.admit(clock.monotonic())
            if wait <= 0:
                break
            # A full minute frees a slot within 60 s: a longer wait is a pause after a 429, which a
            # call waits for no longer than for a Retry-After of its own.
            if wait > MAX_RETRY_AFTER_SECONDS:
                raise _paused_too_long(wait)
            if watch is not None:
                watch.pacing_wait(wait, pacer.paused(clock.monotonic()))
            yield Sleep(wait)
        reply: Reply = None
        outcome: Answered | NoAnswer | None = None
        try:
            timeout = call.timeout
            if deadline is not None:
                timeout = min(timeout, deadline - clock.monotonic())
                if timeout <= 0:
                    raise APIConnectionTimeoutError(f"{op.label}: no time left before the deadline.")
            call.start()
            while True:
                send = call.send(timeout)
                reply = yield (send if watch is None else watch.request(send, attempt + 1))
                if not call.redirected(reply):
                    break
                if watch is not None and isinstance(reply, Received):
                    watch.response(reply)
            outcome = call.outcome(reply, clock)
        finally:
            # Also when the caller stops the flow mid-attempt: the slot is never lost, and a pause
            # after a 429 is in place before the freed slot lets the next caller through.
            if call.paced:
                pacer.settle(slot, clock.monotonic(), reply.response.headers if isinstance(reply, Received) else None, outcome)
        assert outcome is not None
        if watch is not None and isinstance(reply, Received):
            watch.response(reply)
        if logger.isEnabledFor(logging.DEBUG):
            result = reply.response.status_code if isinstance(reply, Received) else reply.failure if isinstance(reply, Failed) else None
            logger.debug("%s: %s %s -> %s", op.label, send.method, strip_url(send.url), result)
        if isinstance(reply, Received):
            refused = call.unusable(reply)
            if refused is not None:
                raise refused
        decision = decide(policy, attempt, outcome) if random is None else decide(policy, attempt, outcome, random)
        if not isinstance(decision, Stop):
            what = f"{outcome.status}" if isinstance(outcome, Answered) else outcome.failure
            logger.info("%s: %s; retrying in %.2f s (retry %d of %d)", op.label, what, decision.wait, attempt + 1, policy.max_retries)
            if deadline is not None and clock.monotonic() + decision.wait >= deadline:
                # A poll's retry wait that would pass the wait's deadline ends at it, as the
                # TypeScript client's deadline signal ends it: the wait then gives up there with
                # PollTimeoutError (polling.py), never earlier with this attempt's error.
                yield Sleep(max(0.0, deadline - clock.monotonic()))
                raise APIConnectionTimeoutError(f"{op.label}: the wait's deadline came during a retry wait.")
            else:
                if watch is not None:
                    watch.retry(outcome, decision.wait)
                yield Sleep(decision.wait)
                attempt += 1
                continue
        if decision.why == "billed":
            logger.warning(
                "%s is usage-billed: not retried after %s, so that it is never charged twice. Retry it yourself with an idempotency_key.",
                op.label,
                outcome.status if isinstance(outcome, Answered) else outcome.failure,
            )
        if isinstance(reply, Failed):
            raise call.failed(reply)
        assert isinstance(reply, Received)
        return call.finish(reply, decision.why == "done", clock)


def _on_store(cache: ReadCache, work: Callable[[], T]) -> Flow[T]:
    """`work` on the cache's store: in place for memory (a dict needs no thread), an `OffLoop`
    action for a folder (its files are read and written off the async client's event loop)."""
    if not cache.blocking:
        return work()
    action = OffLoop(work)
    yield action
    return cast(T, action.result)


def _from_cache(cache: ReadCache, entry: CachedAnswer, prepared: Prepared) -> Answer | None:
    """The held answer, read as a fresh one is (`_parse_json`); None when unusable. Only an answer that
    parsed when stored is held, but a folder entry is a file anyone may edit: unusable is a miss."""
    request = prepared.request
    response = entry.response(request.method, request.url)
    try:
        data = _parse_json(Received(response, entry.body), prepared.op)
    except APIError:
        return None
    cache.saved_one()
    if logger.isEnabledFor(logging.DEBUG):
        logger.debug("%s: %s %s -> %s from the cache", prepared.op.label, request.method, strip_url(request.url), entry.status)
    return Answer(data, response, from_cache=True)
