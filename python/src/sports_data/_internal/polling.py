"""
Waiting for a long-running run or job (contract section 8), as an engine flow: poll `get` until a
terminal status, sleeping the service's `X-Poll-After-Ms` when it sends one, else the caller's
interval. The deadline never fires early: the last wait ends at it and one last poll is made then.
Any status that is not the success or failure state (queued, running, or one this SDK does not
know) means "not finished".
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, cast

import httpx

from .validate_input import received
from .._config import check_timeout
from .engine import Answer, Flow, Sleep
from .error_from_response import invalid_response
from .._errors import APIConnectionTimeoutError, APIUserAbortError, InvalidArgumentError, JobFailedError, PollTimeoutError
from .._generated import policy as _policy
from .._options import CallOptions, PollRequestOptions
from .arguments import check_option_values, known_keywords
from .redact import SERVER_MESSAGE_MAX, SERVER_NAME_MAX, server_field
from .well_formed import is_sendable_id

MIN_POLL_INTERVAL = _policy.MIN_POLL_INTERVAL
"""Never poll faster than this, whatever a server or option says: no busy loops."""


@dataclass(frozen=True)
class JobStates:
    noun: str
    """For messages: "query run", "export job"."""
    id_field: str
    succeeded: str
    failed: str


@dataclass(frozen=True)
class PollSettings:
    interval: float
    timeout: float
    """Seconds for the whole wait."""
    on_poll: Callable[[Any], None] | None
    request: CallOptions = CallOptions()
    """Each poll's own options (attempt timeout, retries, headers)."""


def poll_settings(
    where: str,
    poll_interval: float | None,
    timeout: float | None,
    on_poll: Callable[[Any], None] | None,
    request_options: Mapping[str, Any] | None = None,
) -> PollSettings:
    """Checked before the (billed) create, not after: a bad poll option must not cost a run."""
    interval = _policy.DEFAULT_POLL_INTERVAL if poll_interval is None else poll_interval
    if isinstance(interval, bool) or not isinstance(interval, (int, float)) or not (0 <= interval < 1e9):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(f"poll_interval must be a non-negative number of seconds, got {received(interval)}.", param="poll_interval")
    return PollSettings(
        float(interval),
        check_timeout(_policy.DEFAULT_POLL_TIMEOUT if timeout is None else timeout, "timeout"),
        on_poll,
        _poll_request(where, request_options),
    )


def _poll_request(where: str, given: Mapping[str, Any] | None) -> CallOptions:
    if given is None:
        return CallOptions()
    if not isinstance(given, Mapping):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(
            f"request_options must be a dict of timeout, max_retries, extra_headers, got {received(given)}.", param="request_options"
        )
    known_keywords(given, PollRequestOptions.__annotations__, where, inside="request_options")
    return check_option_values(CallOptions(**given), "request_options")


def field(value: Any, key: str) -> Any:
    """`value[key]` when `value` is a JSON object, else None: a service's answer is not trusted to be one."""
    return cast("dict[str, Any]", value).get(key) if isinstance(value, dict) else None


def next_wait(headers: httpx.Headers | None, interval: float) -> float:
    """The wait the service asked for (`X-Poll-After-Ms`), else the caller's interval; never under the floor."""
    raw = (headers.get("x-poll-after-ms") if headers is not None else None) or ""
    raw = raw.strip()
    # ASCII digits: `isdigit()` alone takes `²` (a Latin-1 byte), which `int()` then refuses.
    asked = int(raw) / 1000 if raw.isascii() and raw.isdigit() and len(raw) <= 12 else interval
    return max(MIN_POLL_INTERVAL, asked)


GetFlow = Callable[[str, CallOptions, "float | None"], Flow[Answer]]


def check_same_job(answer: Answer, states: JobStates, job_id: str) -> None:
    """A poll answered with another run or job than the one asked for (its id field present and
    different): the service's fault, never a result, as in the TypeScript client."""
    data = answer.data
    if not isinstance(data, dict) or states.id_field not in data:
        return
    answered = cast("dict[str, Any]", data)[states.id_field]
    if answered != job_id:
        shown = server_field("null" if answered is None else str(answered), SERVER_NAME_MAX)
        asked = server_field(job_id, SERVER_NAME_MAX)
        raise invalid_response(answer.response, f'Asked for {states.noun} {asked}, the service answered with {states.id_field} "{shown}".')


def _poll_watch(
    job_id: str, states: JobStates, interval: float, deadline: float, monotonic: Callable[[], float], last: bool
) -> Callable[[Any], tuple[str, Any, float | None]]:
    """What an observed poll's answer says, as the TypeScript client's: the job's id, its state, and
    the wait before the next poll (cut at the deadline), None when no poll follows."""

    def seen(answer: Answer) -> tuple[str, Any, float | None]:
        state = field(answer.data, "status")
        if last or state in (states.succeeded, states.failed):
            return job_id, state, None
        return job_id, state, min(next_wait(answer.response.headers, interval), max(0.0, deadline - monotonic()))

    return seen


def poll_flow(
    get: GetFlow,
    job_id: str,
    states: JobStates,
    settings: PollSettings,
    monotonic: Callable[[], float],
    first: Answer | None = None,
    observed: bool = False,
) -> Flow[Any]:
    """`observed` (hooks= or telemetry= only): each poll's options carry a `poll_watch`, which tells
    the poll's own call what its answer says (state, next wait; None once finished) before it
    settles; not the create's answer, which is no poll."""
    started = monotonic()
    deadline = started + settings.timeout
    job: Any = first.data if first is not None else None
    headers = first.response.headers if first is not None else None
    polled = first is not None
    polls = 0
    # When the last answer about this job came (the create's, then each poll's): the floor between
    # polls is counted from it, as the service sees the requests.
    answered_at = started if first is not None else -math.inf
    # Whether the poll at the deadline has been made: after it, only its answer is left.
    last_made = False
    # The id as messages quote it: one a create answered is the service's text, cut before it is cleaned.
    shown_id = server_field(job_id, SERVER_NAME_MAX)

    def gave_up() -> PollTimeoutError:
        status = field(job, "status")
        return PollTimeoutError(
            f"Gave up waiting for {states.noun} {shown_id} after {monotonic() - started:.1f} s (timeout {settings.timeout:g} s, "
            f"{polls} poll{'' if polls == 1 else 's'}, last status: {status}); it may still finish on the service.",
            job,
            settings.timeout,
        )

    def stopped() -> APIUserAbortError:
        return APIUserAbortError(f"Stopped waiting for {states.noun} {shown_id}; it goes on running on the service.")

    try:
        while True:
            last = False
            if polled:
                if settings.on_poll is not None:
                    settings.on_poll(job)
                status = field(job, "status")
                if status == states.succeeded:
                    return job
                if status == states.failed:
                    error = field(job, "error")
                    # The service's text, cut before it is cleaned (as long as the job's error says).
                    code = server_field(field(error, "code"), SERVER_NAME_MAX)
                    message = server_field(field(error, "message"), SERVER_MESSAGE_MAX)
                    raise JobFailedError(
                        f"The {states.noun} {shown_id} failed ({'no code' if code is None else code}): "
                        f"{'no reason given' if message is None else message}",
                        job,
                        code,
                    )
                wait = next_wait(headers, settings.interval)
                left = deadline - monotonic()
                if wait < left:
                    yield Sleep(wait)
                else:
                    if last_made:
                        raise gave_up()
                    # A wait that reaches the deadline is cut to it, and the poll there is the last:
                    # a single attempt bounded by its own request timeout (as the TypeScript client)…
                    if left > 0:
                        yield Sleep(left)
                    # …unless it would follow the answer before it within the floor: then that
                    # answer was the last.
                    if monotonic() - answered_at < MIN_POLL_INTERVAL:
                        raise gave_up()
                    last = True
            last_made = last
            options = replace(settings.request, max_retries=0) if last else settings.request
            if observed:
                options = replace(options, poll_watch=_poll_watch(job_id, states, settings.interval, deadline, monotonic, last))
            answer = yield from get(job_id, options, None if last else deadline)
            answered_at = monotonic()
            polls += 1
            polled = True
            check_same_job(answer, states, job_id)
            job = answer.data
            headers = answer.response.headers
    except APIUserAbortError:
        raise stopped() from None
    except APIConnectionTimeoutError:
        # A poll cut short by the deadline (its attempt timeout is cut to what is left) is the wait's
        # end, not a failure of that poll; one that timed out on its own, earlier, is that failure.
        if monotonic() < deadline - MIN_POLL_INTERVAL:
            raise
    # Here only once the deadline cut a poll short: the error never comes before the deadline.
    try:
        early = deadline - monotonic()
        if early > 0:
            yield Sleep(early)
    except APIUserAbortError:
        raise stopped() from None
    raise gave_up()


def create_then_poll_flow(
    create: Flow[Answer],
    get: GetFlow,
    states: JobStates,
    settings: PollSettings,
    monotonic: Callable[[], float],
    observed: bool = False,
) -> Flow[Any]:
    """Sends the (usage-billed) create once, then polls by the id its answer carries."""
    created = yield from create
    job_id = field(created.data, states.id_field)
    if job_id is None or job_id == "":
        raise invalid_response(created.response, f"The {states.noun} was created, but the answer has no {states.id_field} to poll it by.")
    if not is_sendable_id(job_id):
        raise invalid_response(
            created.response,
            f"The {states.noun} was created, but its {states.id_field} cannot be sent back in a URL (not one path segment of well-formed text).",
        )
    return (yield from poll_flow(get, job_id, states, settings, monotonic, created, observed))
