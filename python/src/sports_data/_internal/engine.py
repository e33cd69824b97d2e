"""
The request engine, sans-IO. `call_flow` is the one request loop of the SDK: a generator that
yields what to do (`Send` a request, `Sleep`) and is sent back what happened (`Received`, `Failed`).
Two thin drivers run it (`_sync_transport.run_sync` over httpx.Client and time.sleep,
`_async_transport.run_async` over httpx.AsyncClient and asyncio.sleep); pagination and polling
compose it with `yield from`, so one loop serves sync and async alike.
"""

from __future__ import annotations

import json
import logging
import math
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Callable, Generator, Literal, Mapping, TypeVar, Union, cast
from urllib.parse import quote, urlencode

import httpx

from .arguments import check_arguments, pattern_of, received
from .._config import ClientConfig, redirect_target
from .encoding import ACCEPTED as ACCEPTED_ENCODINGS
from .._errors import (
    APIConnectionError,
    APIConnectionTimeoutError,
    APIError,
    InvalidArgumentError,
    RateLimitError,
)
from .._generated import policy as _policy
from .._generated.error_classes import error_class_for
from .json_budget import BYTES_PER_VALUE, value_budget
from .._logging import logger
from .._operation import Operation
from .._options import CallOptions, check_option_values
from .path_ids import refused_id
from .redact import REDACTED, SERVER_MESSAGE_MAX, SERVER_NAME_MAX, excerpt, secret_spans, server_field, strip_url
from .._response import ResponseMeta, read_meta
from .retry import MAX_RETRY_AFTER_SECONDS, Answered, NoAnswer, RetryPolicy, Stop, decide, parse_retry_after, utc_now

if TYPE_CHECKING:
    # Only a client made with `cache=` loads the cache (`_client`): a call without one pays nothing.
    from .cache import ReadCache
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


Action = Union[Send, Sleep]
Reply = Union[Received, Failed, None]
Flow = Generator[Action, Reply, T]


@dataclass(frozen=True)
class Clock:
    """Time as the engine sees it; tests pass their own."""

    monotonic: Callable[[], float] = time.monotonic
    wall: Callable[[], float] = utc_now


@dataclass(frozen=True)
class Prepared:
    op: Operation
    method: str
    url: str
    headers: dict[str, str] = field(repr=False)
    content: bytes | None
    timeout: float
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


def _without_none(value: Any) -> Any:
    # `None` for an optional request field means "not given" (contract section 7).
    if isinstance(value, dict):
        return {k: _without_none(v) for k, v in value.items() if v is not None}  # pyright: ignore[reportUnknownVariableType]
    return value


def instant(op: Operation, value: datetime, param: str | None = None) -> str:
    """An aware datetime as the RFC 3339 instant the service wants (UTC, `Z`). A naive one is
    refused: whether it means local time or UTC is a guess the SDK does not make."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise InvalidArgumentError(
            f"{op.label}: {param or 'a datetime in the body'} is naive (no time zone); pass an aware one, e.g. datetime(2025, 1, 1, tzinfo=timezone.utc), or an RFC 3339 string.",
            param=param,
        )
    return value.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def _query_value(op: Operation, name: str, value: Any) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (str, int, float)):
        return str(value)
    if isinstance(value, datetime):
        return instant(op, value, name)
    raise InvalidArgumentError(f"{op.label}: {name} must be a string or a number, got {type(value).__name__}.", param=name)


def _json(op: Operation, body: Any) -> bytes:
    def refuse(value: Any) -> Any:
        if isinstance(value, datetime):
            return instant(op, value)
        raise InvalidArgumentError(f"{op.label}: a {type(value).__name__} cannot be sent as JSON; pass strings, numbers, lists and dicts.")

    try:
        return json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=refuse).encode()
    except ValueError:
        raise InvalidArgumentError(f"{op.label}: NaN and infinities cannot be sent as JSON.") from None


def _path(op: Operation, path_args: Mapping[str, str], check_ids: bool) -> str:
    path = op.path
    for param in op.path_params:
        value = path_args.get(param.name)
        # Even an id the service made stays one segment: `.`/`..` would be resolved away by URL
        # parsing, percent-encoded or not (as the TypeScript client's check-arguments.ts).
        if not isinstance(value, str) or value in ("", ".", ".."):
            raise InvalidArgumentError(
                f"{op.label}: {param.name} must be a non-empty string id, got {received(value)}.", param=param.name
            )
        # Ids that came from the service are never re-checked against the pattern (contract section 7).
        if check_ids and not pattern_of(param.pattern).search(value):
            raise refused_id(op, param, value)
        path = path.replace(f"{{{param.name}}}", quote(value, safe=""))
    return path


def prepare(
    config: ClientConfig,
    op: Operation,
    path_args: Mapping[str, str],
    inputs: Mapping[str, Any] | None,
    options: CallOptions,
    cursor: str | None = None,
    check_ids: bool = True,
) -> Prepared:
    """Everything checked and built before anything is sent: bad input never reaches the wire.
    In the TypeScript client's order: what the caller wrote (ids, arguments, options) before the
    missing key, which a call written wrong would only meet once the key is set."""
    url = config.base_url + _path(op, path_args, check_ids)
    given = _without_none(dict(inputs or {}))
    # Before the cursor joins: a cursor the service handed out is never re-checked.
    check_arguments(op, given if inputs is not None else None)
    options = check_option_values(options)
    if cursor is not None:
        given["cursor"] = cursor
    # The codings the SDK decodes itself, bounded (`_encoding`): not httpx's default, which grows
    # with what is installed (br, zstd) and is decoded without a bound on its output.
    headers: dict[str, str] = {"accept": "application/json", "accept-encoding": ACCEPTED_ENCODINGS, "user-agent": config.user_agent}
    content: bytes | None = None
    if op.input == "query" and given:
        url += "?" + urlencode([(k, _query_value(op, k, v)) for k, v in given.items()])
    elif op.input == "body":
        content = _json(op, given)
        headers["content-type"] = "application/json; charset=utf-8"
    if op.auth and not config.api_key:
        raise InvalidArgumentError(
            f"{op.label} needs an API key: pass api_key= or set SERVICE_API_KEY.", code="missing_api_key", param="api_key"
        )
    headers.update(config.default_headers)
    headers.update(options.extra_headers or {})
    if op.auth and config.api_key:
        # The URL is always the base URL's own origin: the key never goes anywhere else.
        headers["authorization"] = f"Bearer {config.api_key}"
    if options.idempotency_key is not None:
        # Here, not at import: the rules table is read by the first call that needs it (_arguments).
        from .._generated.validation import MAX_IDEMPOTENCY_KEY_LENGTH

        if not op.idempotent:
            raise InvalidArgumentError(f"{op.label} takes no idempotency_key.", param="idempotency_key")
        key = options.idempotency_key
        # As the TypeScript client: what a header carries unchanged through every proxy.
        if (
            not isinstance(key, str)  # pyright: ignore[reportUnnecessaryIsInstance]
            or not 0 < len(key) <= MAX_IDEMPOTENCY_KEY_LENGTH
            or any(not ("\x21" <= c <= "\x7e") for c in key)
        ):
            raise InvalidArgumentError(
                f"idempotency_key must be 1-{MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters.", param="idempotency_key"
            )
        headers["idempotency-key"] = key
    return Prepared(
        op=op,
        method=op.method,
        url=url,
        headers=headers,
        content=content,
        timeout=config.timeout if options.timeout is None else options.timeout,
        max_retries=config.max_retries if options.max_retries is None else options.max_retries,
        read_cache=options.cache is not False,
    )


def _envelope(body: bytes) -> dict[str, Any] | None:
    try:
        parsed = json.loads(body)
    except (ValueError, RecursionError):
        # Nested deeper than Python's parser goes: no envelope, so the error says what the body is.
        return None
    error = parsed.get("error") if isinstance(parsed, dict) else None  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    return error if isinstance(error, dict) else None  # pyright: ignore[reportUnknownVariableType]


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _field(envelope: dict[str, Any] | None, name: str) -> str | None:
    """A short field of the error envelope (the message has its own length)."""
    return server_field((envelope or {}).get(name), SERVER_NAME_MAX)


# How much of a body that is not the envelope (a proxy's HTML page, say) is read for the excerpt its
# message quotes: the excerpt is 200 characters, and a page's first text comes well within it.
_PAGE_WINDOW = _policy.ERROR_PAGE_CHARS


def _describe(response: httpx.Response, body: bytes, unreadable: str | None = None) -> str:
    status = response.status_code
    reason = response.reason_phrase or "error"
    if 300 <= status < 400:
        # Redirects are not followed for API calls (the key must not travel to another URL).
        target = _redirect_target(response)
        where = f" to {strip_url(target)}" if target else ""
        return f"{status} {reason}: a redirect{where}, which the SDK does not follow; check base_url"
    kind = (response.headers.get("content-type") or "no content type").split(";")[0]
    if unreadable is not None:
        return f"{status} {reason}: the answer {unreadable}"
    if not body:
        return f"{status} {reason} with an empty body"
    # The first _PAGE_WINDOW characters, as TypeScript reads them (a UTF-8 character is at most 4 bytes).
    page = body[: 4 * _PAGE_WINDOW].decode("utf-8", "replace")[:_PAGE_WINDOW]
    readable = " ".join(_visible_text(page).split())
    return f"{status} {reason} ({kind}, not the service's error format): {excerpt(readable, 200) or '[markup only]'}"


def _visible_text(page: str) -> str:
    """
    A page's text with each tag (`<` to the next `>`) a space, for reading. A key that markup splits
    (`svc_live_ab<wbr>cd…`, a span around part of it) is whole only in the text joined at the tags:
    it is found there (`secret_spans`) and shown as one `[redacted]`, its tags joining nothing else.
    A hand scan, linear, as the TypeScript client's `visibleText`.
    """
    pieces: list[str] = []
    at = 0
    opening = page.find("<")
    while opening != -1:
        closing = page.find(">", opening + 1)
        # No tag closes after here: the rest is text.
        if closing == -1:
            break
        pieces.append(page[at:opening])
        at = closing + 1
        opening = page.find("<", at)
    pieces.append(page[at:])
    joined = "".join(pieces)
    spans = secret_spans(joined)
    out: list[str] = []
    offset = 0
    # The first span not yet passed: the one a tag between pieces may fall inside.
    following = 0
    for index, piece in enumerate(pieces):
        inside = following < len(spans) and spans[following][0] < offset < spans[following][1]
        if index > 0 and not inside:
            out.append(" ")
        end = offset + len(piece)
        start = offset
        while start < end:
            if following == len(spans) or spans[following][0] >= end:
                out.append(joined[start:end])
                break
            hidden_start, hidden_end = spans[following]
            out.append(joined[start : max(start, hidden_start)])
            if hidden_start >= start:
                out.append(REDACTED)
            start = min(hidden_end, end)
            if start == hidden_end:
                following += 1
        offset = end
    return "".join(out)


def _redirect_target(response: httpx.Response) -> str | None:
    """Where a redirect points; "" when the answer names no place, None when the place is not one
    every URL parser reads alike (`redirect_target`)."""
    # Cut before it is parsed, as every server text: httpx 0.23's URL parser takes seconds a
    # megabyte, and no redirect is that long.
    location = (response.headers.get("location") or "")[:SERVER_MESSAGE_MAX]
    return redirect_target(str(response.request.url), location) if location else ""


def error_from_answer(received: Received, wall_now: float) -> APIError:
    """The typed error for a non-2xx answer, whatever its body (envelope, HTML, nothing, cut JSON)."""
    response = received.response
    if 300 <= response.status_code < 400 and _redirect_target(response) is None:
        return invalid_response(
            response,
            f"{response.status_code} {response.reason_phrase or 'redirect'}: a redirect to a URL that is not absolute http(s) "
            "or that URL parsers read differently; not followed. Check base_url.",
        )
    envelope = _envelope(received.body) if not received.too_large else None
    message = _str((envelope or {}).get("message"))
    cls = error_class_for(response.status_code)
    return cls(
        server_field(message, SERVER_MESSAGE_MAX) if message is not None else _describe(response, received.body, received.unreadable),
        status=response.status_code,
        headers=response.headers,
        type=_field(envelope, "type"),
        code=_field(envelope, "code"),
        param=_field(envelope, "param"),
        request_id=_field(envelope, "request_id") or server_field(response.headers.get("x-request-id"), SERVER_NAME_MAX),
        retry_after=parse_retry_after(response.headers.get("retry-after"), wall_now),
    )


def invalid_response(response: httpx.Response, message: str) -> APIError:
    return APIError(
        message,
        status=response.status_code,
        headers=response.headers,
        type="invalid_response",
        request_id=server_field(response.headers.get("x-request-id"), SERVER_NAME_MAX),
    )


def _too_large(received: Received, label: str, max_bytes: int) -> APIError:
    return APIError(
        f"The answer to {label} is over max_response_bytes ({max_bytes} bytes); not read further.",
        status=received.response.status_code,
        headers=received.response.headers,
        type="response_too_large",
        request_id=server_field(received.response.headers.get("x-request-id"), SERVER_NAME_MAX),
    )


def _too_many_values(received: Received, label: str, max_bytes: int) -> APIError:
    # As the TypeScript client: the same type as an answer over the byte cap, and not retried.
    budget = value_budget(max_bytes)
    return APIError(
        f"The answer to {label} holds more than {budget} JSON values (one per {BYTES_PER_VALUE} bytes of max_response_bytes); not parsed.",
        status=received.response.status_code,
        headers=received.response.headers,
        type="response_too_large",
        request_id=server_field(received.response.headers.get("x-request-id"), SERVER_NAME_MAX),
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
    """Around every keyed attempt: `admit` (a slot token, or how long to wait first), `release`
    once it is answered or failed, `learn` from each answer's headers. This one paces nothing."""

    def admit(self, now: float) -> tuple[int | None, float]:
        return None, 0.0

    def release(self, token: int | None, now: float) -> None:
        return None

    def learn(self, headers: httpx.Headers) -> None:
        return None

    def rate_limited(self, retry_after: float | None, now: float) -> None:
        """A keyed attempt met 429 `rate_limit_exceeded` anyway (another process on the account, a
        lowered limit), `retry_after` in seconds as read from the answer."""
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


def _outcome(reply: Reply, clock: Clock) -> Answered | NoAnswer:
    """What the retry rule reads of one attempt's reply: the status, the envelope's code and the
    Retry-After (seconds) of an error answer, or how the attempt failed."""
    if isinstance(reply, Received):
        status = reply.response.status_code
        if 200 <= status < 300 or reply.too_large or reply.too_many_values:
            return Answered(status, None, None)
        code = _str((_envelope(reply.body) or {}).get("code"))
        return Answered(status, code, parse_retry_after(reply.response.headers.get("retry-after"), clock.wall()))
    if isinstance(reply, Failed):
        return NoAnswer(reply.failure)
    raise RuntimeError("the driver sent no reply to a Send")


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
    Sends `prepared` until an answer decides the call: retried by `_retry.decide` (free reads
    only), each attempt bounded by the timeout and, when given, by `deadline` (monotonic).

    With a `cache`, its step comes first: an answer it holds for an operation it keeps (`_cache`)
    is the call's answer, before pacing and without a send, a retry or a note in `usage()`'s plan
    and quota; a fresh 2xx answer is stored as it settles.

    `watch` (only when the client has hooks or telemetry) is told of each moment (`_hooks`).
    """
    op = prepared.op
    key = None if cache is None else cache.key_of(op, prepared.method, prepared.url, prepared.content)
    if key is not None and cache is not None and prepared.read_cache:
        hit = _from_cache(cache, key, prepared, clock)
        if hit is not None:
            if watch is not None:
                watch.response(Received(hit.response, hit.response.content), from_cache=True)
            return hit
    policy = RetryPolicy(max_retries=prepared.max_retries, billed=op.billing != _policy.RETRIED_BILLING)
    attempt = 0
    while True:
        slot: int | None = None
        while "authorization" in prepared.headers:
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
        try:
            timeout = prepared.timeout
            if deadline is not None:
                timeout = min(timeout, deadline - clock.monotonic())
                if timeout <= 0:
                    raise APIConnectionTimeoutError(f"{op.label}: no time left before the deadline.")
            headers = prepared.headers if watch is None else watch.request(prepared.headers)
            reply = yield Send(prepared.method, prepared.url, headers, prepared.content, timeout, config.max_response_bytes)
            outcome = _outcome(reply, clock)
            if isinstance(reply, Received) and "authorization" in prepared.headers:
                pacer.learn(reply.response.headers)
                if isinstance(outcome, Answered) and outcome.status == 429 and outcome.code == "rate_limit_exceeded":
                    pacer.rate_limited(outcome.retry_after, clock.monotonic())
        finally:
            # Last, and also when the caller stops the flow mid-attempt: the slot is never lost, and
            # a pause is in place before the freed slot lets the next caller through.
            pacer.release(slot, clock.monotonic())
        if watch is not None and isinstance(reply, Received):
            watch.response(reply)
        if logger.isEnabledFor(logging.DEBUG):
            result = reply.response.status_code if isinstance(reply, Received) else reply.failure if isinstance(reply, Failed) else None
            logger.debug("%s: %s %s -> %s", op.label, prepared.method, strip_url(prepared.url), result)
        if isinstance(reply, Received) and reply.too_large:
            raise _too_large(reply, op.label, config.max_response_bytes)
        if isinstance(reply, Received) and reply.too_many_values:
            raise _too_many_values(reply, op.label, config.max_response_bytes)
        decision = decide(policy, attempt, outcome) if random is None else decide(policy, attempt, outcome, random)
        if not isinstance(decision, Stop):
            what = f"{outcome.status}" if isinstance(outcome, Answered) else outcome.failure
            logger.info("%s: %s; retrying in %.2f s (retry %d of %d)", op.label, what, decision.wait, attempt + 1, policy.max_retries)
            if deadline is not None and clock.monotonic() + decision.wait >= deadline:
                # A poll's retry wait that would pass the wait's deadline ends at it, as the
                # TypeScript client's deadline signal ends it: the wait then gives up there with
                # PollTimeoutError (_polling.py), never earlier with this attempt's error.
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
            if reply.failure == "timeout":
                raise APIConnectionTimeoutError(f"{op.label}: request timed out ({reply.detail}).")
            raise APIConnectionError(f"{op.label}: connection error ({reply.detail}).")
        assert isinstance(reply, Received)
        if decision.why == "done":
            data = _parse_json(reply, op)
            if key is not None and cache is not None:
                cache.keep(key, reply.response, reply.body, clock.wall())
            return Answer(data, reply.response)
        raise error_from_answer(reply, clock.wall())


def _from_cache(cache: ReadCache, key: str, prepared: Prepared, clock: Clock) -> Answer | None:
    """The held answer, read as a fresh one is (`_parse_json`); None on a miss. Only an answer that
    parsed when stored is held, but a folder entry is a file anyone may edit: unusable is a miss."""
    entry = cache.get(key, clock.wall())
    if entry is None:
        return None
    response = entry.response(prepared.method, prepared.url)
    try:
        data = _parse_json(Received(response, entry.body), prepared.op)
    except APIError:
        return None
    cache.saved_one()
    if logger.isEnabledFor(logging.DEBUG):
        logger.debug("%s: %s %s -> %s from the cache", prepared.op.label, prepared.method, strip_url(prepared.url), entry.status)
    return Answer(data, response, from_cache=True)
