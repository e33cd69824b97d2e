"""
Every check before a request, in one pass, as the TypeScript client's `arguments.ts`: path ids
(shape and pattern), the document's rules for the arguments (`validate_input`), the options' names
and values, the missing key and the idempotency key; it hands back the path with its ids filled
in, the query string and the JSON body, nothing left to check. Nothing is sent before it returns:
on a plan of a few reads a minute, and for usage-billed calls, a request the service would refuse
with 400 still costs quota.
"""

from __future__ import annotations

import functools
import inspect
import json
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import Any, Callable, Iterable, Mapping, TypeVar, cast
from urllib.parse import quote, urlencode

from .._config import ClientConfig, check_attempt_timeout, check_retries
from .._errors import InvalidArgumentError
from .._operation import Operation, PathParam
from .._options import CallOptions, IdempotentRequestOptions, RequestOptions
from .did_you_mean import did_you_mean
from .headers import check_headers
from .validate_input import check_arguments, parameter_names, pattern_of, received


@dataclass(frozen=True)
class CheckedCall:
    """A call as it will be sent: what `check_call` hands back."""

    path: str
    """The path with its ids filled in, and the query string when the operation takes one."""
    content: bytes | None
    """The JSON body as sent (operations whose input is the body)."""
    options: CallOptions
    """The options, their values checked (headers with lower-case names)."""
    idempotency_key: str | None


def check_call(
    config: ClientConfig, op: Operation, path_args: Mapping[str, str], inputs: Mapping[str, Any] | None, options: CallOptions, cursor: str | None, check_ids: bool
) -> CheckedCall:
    """
    Refuses, before sending, what the service would refuse; in the TypeScript client's order: what
    the caller wrote (ids, arguments, options) before the missing key, which a call written wrong
    would only meet once the key is set. `check_ids` False: the ids came from the service (a job's
    poll), never re-checked against their pattern (contract section 7).
    """
    path = _path(op, path_args, check_ids)
    given = _without_none(dict(inputs or {}))
    # Before the cursor joins: a cursor the service handed out is never re-checked.
    check_arguments(op, given if inputs is not None else None)
    options = check_option_values(options)
    if cursor is not None:
        given["cursor"] = cursor
    content: bytes | None = None
    if op.input == "query" and given:
        path += "?" + urlencode([(k, _query_value(op, k, v)) for k, v in given.items()])
    elif op.input == "body":
        content = _json(op, given)
    if op.auth and not config.api_key:
        raise InvalidArgumentError(
            f"{op.label} needs an API key: pass api_key= or set SERVICE_API_KEY.", code="missing_api_key", param="api_key"
        )
    key = None if options.idempotency_key is None else _idempotency_key(op, options.idempotency_key)
    return CheckedCall(path, content, options, key)


def _idempotency_key(op: Operation, key: str) -> str:
    # Here, not at import: the rules table is read by the first call that needs it.
    from .._generated.validation import MAX_IDEMPOTENCY_KEY_LENGTH

    if not op.idempotent:
        raise InvalidArgumentError(f"{op.label} takes no idempotency_key.", param="idempotency_key")
    # As the TypeScript client: what a header carries unchanged through every proxy.
    if (
        not isinstance(key, str)  # pyright: ignore[reportUnnecessaryIsInstance]
        or not 0 < len(key) <= MAX_IDEMPOTENCY_KEY_LENGTH
        or any(not ("\x21" <= c <= "\x7e") for c in key)
    ):
        raise InvalidArgumentError(
            f"idempotency_key must be 1-{MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters.", param="idempotency_key"
        )
    return key


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


def refused_id(op: Operation, param: PathParam, value: Any) -> InvalidArgumentError:
    """The error for `value`, given as `param` of `op`, that does not match the param's pattern."""
    # Read only once an id is refused: importing the package does not load the rules table.
    from .._generated.validation import ID_SHAPES, PATH_ID_RULES

    rule = next((r for r in PATH_ID_RULES.get(op.id, ()) if r.name == param.name), None)
    kind = rule.kind if rule is not None else param.name
    example = f", such as {rule.example}" if rule is not None and rule.example is not None else ""
    # The shapes are anchored character classes: matching them is linear in the id's length.
    other = (
        next((s for s in ID_SHAPES if s.pattern != param.pattern and pattern_of(s.pattern).search(value)), None)
        if isinstance(value, str)
        else None
    )
    hint = f" (this looks like {_article(other.kind)})" if other is not None else ""
    return InvalidArgumentError(
        f"{op.label}: {param.name} must be {_article(kind)} matching {param.pattern}{example}, got {received(value)}{hint}.",
        param=param.name,
    )


def _article(noun: str) -> str:
    return ("an " if noun.startswith(("a", "e", "i", "o", "u")) else "a ") + noun


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
    allowed = (IdempotentRequestOptions if op.idempotent else RequestOptions).__annotations__
    # The method's own field names are read only to name the one a misspelt keyword was meant to be.
    if any(key not in allowed for key in given):
        known_keywords(given, allowed, op.label, fields=parameter_names(op))
    return CallOptions(**given)


def check_limits(max_items: int | None, max_pages: int | None) -> None:
    """The TypeScript client's rule: a limit of 0 would fetch a page only to yield none of it."""
    for name, value in (("max_items", max_items), ("max_pages", max_pages)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):  # pyright: ignore[reportUnnecessaryIsInstance]
            raise InvalidArgumentError(f"{name} must be a positive integer, got {received(value)}.", param=name)
