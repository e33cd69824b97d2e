"""
The one check of headers a caller gives (`default_headers`, `extra_headers`, a poll's
`request_options["extra_headers"]`), with the TypeScript client's rules for names
(src/internal/headers.ts `checkHeaders`): run when they enter the SDK, so that a bad one is refused
before anything is sent, a usage-billed create included. Values are held to more: printable ASCII,
not empty, no space at either end, never None (TypeScript's "remove this header"), since httpx
refuses the others as a connection error.
"""

from __future__ import annotations

from typing import Any, Mapping

from .validate_input import received
from .._errors import InvalidArgumentError

# RFC 9110's token characters: anything else in a name is refused by httpx, or splits the header.
_NAME_CHARS = frozenset("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

# Headers that frame the message on the wire. httpx sets them itself from the body; one given by
# hand contradicts the body (a content-length the body does not have, an `expect` no server
# answers) and hangs or breaks the call.
_FRAMING = frozenset(
    {"connection", "content-length", "expect", "host", "keep-alive", "te", "trailer", "transfer-encoding", "upgrade"}
)


def check_headers(given: Mapping[str, str] | None, where: str) -> dict[str, str]:
    """`given` with its names lower-cased (so `Accept` replaces the SDK's `accept` rather than
    doubling it), or InvalidArgumentError naming `where` (the option as the caller wrote it)."""
    if given is None:
        return {}
    if not isinstance(given, Mapping):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(f"{where} must be a dict of header names to values, got {received(given)}.", param=where)
    checked: dict[str, str] = {}
    for name, value in given.items():
        if not isinstance(name, str) or not name or any(c not in _NAME_CHARS for c in name):  # pyright: ignore[reportUnnecessaryIsInstance]
            raise InvalidArgumentError(f"{where}: {received(name)} is not a header name.", param=where)
        lower = name.lower()
        if lower in _FRAMING:
            raise InvalidArgumentError(f"{where}: {lower} frames the request; httpx sets it.", param=where)
        # The key is the SDK's to send (api_key, only to the base URL's origin): a header that
        # replaced it would send a key the caller thought unused, and a correct api_key would get 401.
        if lower == "authorization":
            raise InvalidArgumentError(
                f'{where}: Authorization is set by the SDK from api_key (as "Bearer <key>"); pass the key as api_key.', param=where
            )
        checked[lower] = _check_value(value, name, where)
    return checked


def _check_value(value: Any, name: str, where: str) -> str:
    # Printable ASCII, spaces inside only: httpx refuses a value that starts or ends with one as a
    # connection error, which would read as a network fault for a local mistake.
    if not isinstance(value, str) or not value or any(not (" " <= c <= "~") for c in value) or value[0] == " " or value[-1] == " ":
        # `param` is the option, never the name given: a name is the caller's text, and fields are not redacted.
        raise InvalidArgumentError(
            f"{where}: the value of {received(name)} must be a string of printable ASCII with no line breaks and no space at either end (it goes in a header).",
            param=where,
        )
    return value
