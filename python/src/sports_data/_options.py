"""
Per-call options: the keyword-only extras every generated method takes beside its own fields
(`**options`), and how a job's create_and_poll/poll waits (`**wait`).
"""

from __future__ import annotations

import functools
import inspect
import threading
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterable, Mapping, TypeVar, cast

from typing_extensions import TypedDict

from ._arguments import parameter_names, received
from ._config import check_attempt_timeout, check_retries
from ._did_you_mean import did_you_mean
from ._errors import InvalidArgumentError
from ._headers import check_headers
from ._operation import Operation


class PollRequestOptions(TypedDict, total=False):
    """The options of each poll of a wait (`request_options`): a poll is never cached, so no `cache`."""

    timeout: float | None
    """Seconds for the whole attempt, the body included; the client's `timeout` when None."""
    max_retries: int | None
    """Retries of this call (a usage-billed call is never retried); the client's when None."""
    extra_headers: Mapping[str, str] | None
    """Headers added to this request, names case-blind (one the SDK also sends, such as `accept`,
    takes this value); `Authorization` (from api_key) and the framing headers are refused."""


class RequestOptions(PollRequestOptions, total=False):
    """What every method takes beside its own fields."""

    cache: bool | None
    """False: this read is sent even when the client's cache (`cache=`) holds its answer, and the
    fresh answer replaces the held one. No effect on a call that is never cached."""


class IdempotentRequestOptions(RequestOptions, total=False):
    """The options of a usage-billed create."""

    idempotency_key: str | None
    """Sent as `Idempotency-Key`: the same key makes your own retry of the create safe."""


class AsyncWaitOptions(TypedDict, total=False):
    """
    How `create_and_poll` and `poll` wait for a job. Their `timeout` is the whole wait; each poll's
    own request options (its attempt `timeout`, `max_retries`, `extra_headers`) go in `request_options`.
    """

    poll_interval: float | None
    """Seconds between polls when the service sends no X-Poll-After-Ms (default 1; never under 0.1)."""
    timeout: float | None
    """
    Seconds for the WHOLE wait, every poll and the sleeps between them (default 600), then
    PollTimeoutError, never earlier. Not the per-attempt `timeout` of other methods: that one is
    `request_options={"timeout": ...}` here.
    """
    request_options: PollRequestOptions | None
    """Options of each poll request: `timeout` (seconds per attempt), `max_retries`, `extra_headers` (not the create's)."""
    on_poll: Callable[[Any], None] | None
    """Called with every state the service returns, to show progress."""
    progress: bool | None
    """True: a progress bar of the job's state (tqdm, where installed), else a line on the log every few seconds."""


class WaitOptions(AsyncWaitOptions, total=False):
    """How the synchronous `create_and_poll` and `poll` wait for a job."""

    cancel: threading.Event | None
    """Once set, waiting stops with APIUserAbortError (the job goes on)."""


@dataclass(frozen=True)
class CallOptions:
    timeout: float | None = None
    """Seconds for the whole attempt, the body included; the client's `timeout` when None."""
    max_retries: int | None = None
    extra_headers: Mapping[str, str] | None = None
    idempotency_key: str | None = None
    cache: bool | None = None
    """False: read fresh (and store the fresh answer); None or True: the cache may answer."""


def check_option_values(options: CallOptions, inside: str | None = None) -> CallOptions:
    """
    The values of the options every request takes, checked, for a call and for a poll's
    `request_options` (which reach every poll, so they are checked before the billed create):
    `inside` names the dict they came in, for the messages. As the TypeScript client's
    `checkOptionValues`. Headers come back with lower-case names; None stays "not given".
    """

    if options.timeout is None and options.max_retries is None and options.extra_headers is None and options.cache is None:
        return options  # the common call: nothing to check, nothing to copy

    def named(key: str) -> str:
        return key if inside is None else f"{inside}[{key!r}]"

    if options.cache is not None and not isinstance(options.cache, bool):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(f"{named('cache')} must be True or False, got {received(options.cache)}.", param=named("cache"))

    timeout = None if options.timeout is None else check_attempt_timeout(options.timeout, named("timeout"))
    max_retries = None if options.max_retries is None else check_retries(options.max_retries, named("max_retries"))
    headers = check_headers(options.extra_headers, named("extra_headers"))
    return replace(options, timeout=timeout, max_retries=max_retries, extra_headers=headers or None)


def known_keywords(
    given: Mapping[str, Any],
    allowed: Mapping[str, Any],
    where: str,
    hint: Callable[[str], str] | None = None,
    fields: Iterable[str] = (),
    inside: str | None = None,
) -> None:
    """
    `**options` takes any keyword at run time, a misspelt field of the method included: it is
    refused here with the TypeError a signature would raise, and either `hint`'s advice or the name
    it is probably a slip of (CPython 3.13's wording), among `fields` and these options.

    With `inside`, `given` is that dict argument of `where` (`request_options`, `pacing`): a key in
    a dict is a value, not the call's signature, so it is InvalidArgumentError (the SDK's own
    TypeError is kept for a wrong call signature, contract section 13), naming the key.
    """
    for key in given:
        if key not in allowed:
            more = (hint(key) if hint is not None else "") or (_hint(key, [*fields, *allowed]) if isinstance(key, str) else "")  # pyright: ignore[reportUnnecessaryIsInstance]
            if inside is None:
                raise TypeError(f"{where}() got an unexpected keyword argument {received(key)}{more}")
            raise InvalidArgumentError(
                f"{where}(): unknown key {received(key)} in {inside}{more or '.'} Keys are {', '.join(allowed)}.",
                param=f"{inside}.{key}" if isinstance(key, str) else inside,  # pyright: ignore[reportUnnecessaryIsInstance]
            )


F = TypeVar("F", bound=Callable[..., Any])


def keyword_hints(where: str) -> Callable[[F], F]:
    """
    A constructor's own TypeError for a wrong call, always with the name it was probably meant to be
    (contract section 13): CPython before 3.13 says only `unexpected keyword argument 'apikey'`,
    and a positional value (a key pasted first) is not named at all. Anything the signature takes
    goes straight through, at the cost of one set lookup per keyword.
    """

    def decorate(function: F) -> F:
        parameters = list(inspect.signature(function).parameters.values())[1:]  # after self
        names = [p.name for p in parameters if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
        known = frozenset(names)
        positional = sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in parameters)

        @functools.wraps(function)
        def checked(self: Any, *args: Any, **kwargs: Any) -> Any:
            if len(args) > positional:
                raise TypeError(
                    f"{where}() takes keyword arguments only: name each one, e.g. {where}({names[0]}=...); got {len(args)} positional"
                )
            for key in kwargs:
                if key not in known:
                    guess = _hint(key, names) or f"; it takes {', '.join(names)}"
                    raise TypeError(f"{where}() got an unexpected keyword argument {received(key)}{guess}")
            return function(self, *args, **kwargs)

        return cast(F, checked)

    return decorate


def _hint(name: str, known: Iterable[str]) -> str:
    guess = did_you_mean(name, known)
    return "" if guess is None else f". Did you mean {guess!r}?"


_NO_OPTIONS = CallOptions()


def call_options(op: Operation, given: Mapping[str, Any]) -> CallOptions:
    if not given:
        return _NO_OPTIONS  # the common call (frozen, so one is shared): nothing to check
    known_keywords(
        given,
        (IdempotentRequestOptions if op.idempotent else RequestOptions).__annotations__,
        op.label,
        fields=parameter_names(op),
    )
    return CallOptions(**given)
