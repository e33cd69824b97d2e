"""
A call that ends in error, as the TypeScript client's `error-from-response.ts`: an error answer
classified once (its envelope's code and fields, `Retry-After`) and made its typed error (the
class from the generated table, `_generated/error_classes.py`), whatever its body (the envelope,
a proxy's HTML page, nothing, cut JSON); and the typed error of an answer the SDK cannot use
(over the byte cap, over the value budget, not what the operation answers). Server text is cut
before it is cleaned (`redact.server_field`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import httpx

from .._config import redirect_target
from .._errors import APIError
from .._generated import policy as _policy
from .._generated.error_classes import error_class_for
from .json_budget import BYTES_PER_VALUE, value_budget
from .redact import REDACTED, SERVER_MESSAGE_MAX, SERVER_NAME_MAX, excerpt, secret_spans, server_field, strip_url
from .retry import parse_retry_after

if TYPE_CHECKING:
    from .engine import Received


def envelope_of(body: bytes) -> dict[str, Any] | None:
    try:
        parsed = json.loads(body)
    except (ValueError, RecursionError):
        # Nested deeper than Python's parser goes: no envelope, so the error says what the body is.
        return None
    error = parsed.get("error") if isinstance(parsed, dict) else None  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    return error if isinstance(error, dict) else None  # pyright: ignore[reportUnknownVariableType]


def text_of(value: Any) -> str | None:
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
    envelope = envelope_of(received.body) if not received.too_large else None
    message = text_of((envelope or {}).get("message"))
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
    return _unusable(response, message, "invalid_response")


def unusable_answer(received: Received, label: str, max_bytes: int) -> APIError | None:
    """An answer the SDK does not use whatever its status: over the byte cap, or over the value
    budget (as the TypeScript client: the same type, and not retried); None for any other."""
    if received.too_large:
        message = f"The answer to {label} is over max_response_bytes ({max_bytes} bytes); not read further."
    elif received.too_many_values:
        message = (
            f"The answer to {label} holds more than {value_budget(max_bytes)} JSON values "
            f"(one per {BYTES_PER_VALUE} bytes of max_response_bytes); not parsed."
        )
    else:
        return None
    return _unusable(received.response, message, "response_too_large")


def _unusable(response: httpx.Response, message: str, error_type: str) -> APIError:
    return APIError(
        message,
        status=response.status_code,
        headers=response.headers,
        type=error_type,
        request_id=server_field(response.headers.get("x-request-id"), SERVER_NAME_MAX),
    )
