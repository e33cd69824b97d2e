"""
The one redactor. Every error (through `SportsDataError`) and every log line passes through
`redact`: a server, a proxy or a caller's transport can echo the key back in text we would
otherwise pass on verbatim. It scrubs every key a live client holds (registered when the client is
made), anything key-shaped, bearer tokens and credential headers quoted as text, and the userinfo
and query string of URLs (pre-signed download links carry their signature there).

Every scan is linear: the patterns have no nested or overlapping repetition, and URLs are found by
their `://` and walked by hand. Text from a server is cut (`excerpt`) before it is cleaned.
"""

from __future__ import annotations

import collections
import re
import threading
import weakref
from typing import Any, overload

from .._generated import policy as _policy

REDACTED = "[redacted]"

_KEY_PREFIX = _policy.API_KEY_PREFIX
_KEY_KINDS = "|".join(_policy.API_KEY_KINDS)
_KEY_SHAPED = re.compile(rf"{_KEY_PREFIX}(?:{_KEY_KINDS})_[{_policy.API_KEY_CHARSET}]{{4,}}")
_BEARER = re.compile(r"\b(Bearer)[ \t]+[^\s\"',;]+", re.IGNORECASE)
_CREDENTIAL_HEADER = re.compile(
    r"\b((?:proxy-)?authorization|set-cookie|cookie)([\"']?[ \t]*[:=][ \t]*[\"']?)(?!(?:bearer[ \t]+)?\[redacted\])[^\s\"'<>&][^\r\n\"'<>&]*",
    re.IGNORECASE,
)
_SCHEME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+.-"
# A run of text that may hold a URL which `strip_url` changes: from a word's start (after whitespace,
# a quote, `<>` or a backtick) to its end, holding `://` and, somewhere, `@`, `?` or `#`. In a run the
# first `://` starts the only URL (its body reads to the run's end). The lookbehind fails at once
# inside a run, so a run is scanned from its start only: linear, whatever the text.
_WORD = "[^ \t\r\n\"'<>`]"
_URL_RUN = re.compile(f"(?<!{_WORD})(?={_WORD}*[@?#]){_WORD}*?://{_WORD}*")
_TRAILING = ".,;:!)]}"
# Shorter keys are not scrubbed as text: every short word would go.
_MIN_SECRET_LENGTH = 4
# A prefixed key's part after `svc_live_`/`svc_test_` is held on its own: a gateway that echoes the
# token it parsed, or a message quoting the key without its prefix, gives the secret with nothing
# key-shaped around it. Only from this length: the contract's 32 random alphanumerics never occur in
# other text by chance, so scrubbing them costs no readable word, where a short remainder could.
_MIN_PART_LENGTH = 16
_PREFIXED = re.compile(rf"{_KEY_PREFIX}(?:{_KEY_KINDS})_(.*)\Z", re.DOTALL)

_lock = threading.Lock()
_secrets: dict[str, int] = {}
_longest = 0
# Releases waiting to be applied. A client's finalizer runs whenever the garbage collector does,
# which can be inside `redact` or `hold_secret` while this thread holds `_lock` (any allocation can
# collect): taking the lock there would deadlock the thread for good. The finalizer only appends
# here (atomic, no lock) and the next holder of the lock applies it.
_released: collections.deque[str] = collections.deque()


def hold_secret(owner: object, secret: str | None) -> None:
    """Scrubs `secret` from every error and log line for as long as `owner` (a client's config,
    which every call in flight holds) lives."""
    global _longest
    if not secret or len(secret) < _MIN_SECRET_LENGTH:
        return
    with _lock:
        _apply_releases()
        _secrets[secret] = _secrets.get(secret, 0) + 1
        _longest = max(_longest, len(secret))
    weakref.finalize(owner, _released.append, secret)


def _apply_releases() -> None:
    """With `_lock` held: forgets the secrets whose last holder is gone."""
    global _longest
    forgotten = False
    while _released:
        try:
            secret = _released.popleft()
        except IndexError:
            break
        left = _secrets.get(secret, 0) - 1
        if left > 0:
            _secrets[secret] = left
        else:
            _secrets.pop(secret, None)
            forgotten = True
    if forgotten:
        _longest = max((len(s) for s in _secrets), default=0)


def _held() -> list[str]:
    with _lock:
        _apply_releases()
        return list(_secrets)


def redact(text: str) -> str:
    out = text
    for secret in _held():
        for form in _forms(secret):
            if form in out:
                out = out.replace(form, REDACTED)
    if _KEY_PREFIX in out:
        out = _KEY_SHAPED.sub(REDACTED, out)
    lowered = out.lower()
    if "bearer" in lowered:
        out = _BEARER.sub(_bearer, out)
    if "authorization" in lowered or "cookie" in lowered:
        out = _CREDENTIAL_HEADER.sub(_credential, out)
    if "://" in out:
        out = _urls_without_credentials(out)
    return out


def secret_spans(text: str) -> list[tuple[int, int]]:
    """
    Where in `text` a held key (any of its forms) or anything key-shaped stands, as sorted, disjoint
    `[start, end)` ranges: for text whose pieces are shown apart (a page's text between its tags),
    found on the pieces joined, so that markup inside a key cannot split it into pieces that no
    longer look like one. Linear: one `find` scan per form and one pass of a pattern that cannot
    backtrack.
    """
    found: list[tuple[int, int]] = []
    for secret in _held():
        for form in _forms(secret):
            at = text.find(form)
            while at != -1:
                found.append((at, at + len(form)))
                at = text.find(form, at + len(form))
    if _KEY_PREFIX in text:
        found.extend(match.span() for match in _KEY_SHAPED.finditer(text))
    found.sort()
    spans: list[tuple[int, int]] = []
    for start, end in found:
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], end))
        else:
            spans.append((start, end))
    return spans


def _forms(secret: str) -> tuple[str, ...]:
    """The key as text may quote it: whole, then (for a prefixed key) its secret part alone."""
    prefixed = _PREFIXED.match(secret)
    part = prefixed.group(1) if prefixed else ""
    return (secret, part) if len(part) >= _MIN_PART_LENGTH else (secret,)


def _bearer(match: re.Match[str]) -> str:
    # A function, not the template `\1 [redacted]`: before Python 3.12 a template is expanded by
    # Python code for every match, ten times the cost of this call.
    return f"{match.group(1)} {REDACTED}"


def _credential(match: re.Match[str]) -> str:
    return f"{match.group(1)}{match.group(2)}{REDACTED}"


def _urls_without_credentials(text: str) -> str:
    """
    Every URL of `text` (scheme characters, `://`, a body up to whitespace, a quote or `<>`) that
    has userinfo, a query or a fragment, through `strip_url`, less the punctuation that ends a
    sentence around it. The runs that may hold one are found by one pattern (`_URL_RUN`), so a
    text of many URLs with nothing to drop costs no Python step per URL.
    """
    parts: list[str] = []
    done = 0
    for run in _URL_RUN.finditer(text):
        run_start, run_end = run.span()
        at = text.find("://", run_start, run_end)
        before = text[run_start:at]
        start = at - (len(before) - len(before.rstrip(_SCHEME_CHARS)))
        if start == at:
            continue  # no scheme: no URL in this run
        url = text[start:run_end].rstrip(_TRAILING)
        # Redacting twice changes nothing: the bracket of a `?[redacted]` is not punctuation.
        if len(url) < run_end - start and url.endswith(REDACTED[:-1]):
            url += "]"
        if "@" in url or "?" in url or "#" in url:
            parts.append(text[done:start])
            parts.append(strip_url(url))
            done = start + len(url)
    if not parts:
        return text
    parts.append(text[done:])
    return "".join(parts)


def strip_url(url: str) -> str:
    """A URL without userinfo, query string and fragment: it still says which host and path failed."""
    scheme_end = url.find("://") + 3
    rest = url[scheme_end:]
    cut = len(rest)
    for mark in "/?#":
        found = rest.find(mark)
        if found != -1:
            cut = min(cut, found)
    authority, tail = rest[:cut], rest[cut:]
    host = authority.rsplit("@", 1)[-1]
    q = len(tail)
    for mark in "?#":
        found = tail.find(mark)
        if found != -1:
            q = min(q, found)
    dropped = f"?{REDACTED}" if len(tail) > q + 1 else ""
    return f"{url[:scheme_end]}{host}{tail[:q]}{dropped}"


def query_values_redacted(url: str) -> str:
    """
    A URL the SDK built (the base URL's origin, a path, the operation's own query names) with every
    query value `[redacted]`: what a hook or a span shows of a request, the names still saying which
    parameters were sent. A cursor or a search is the caller's data, so no value is kept.
    """
    base, mark, query = url.partition("?")
    if not mark:
        return url
    names = [pair.split("=", 1)[0] for pair in query.split("#", 1)[0].split("&") if pair]
    return base + "?" + "&".join(f"{name}={REDACTED}" for name in names)


def excerpt(text: str, length: int) -> str:
    """The first `length` characters of `text`, redacted: cut (with room for a key) before cleaning."""
    window = text[: length + _longest + 64]
    return redact(window)[:length]


# A server's message (an error envelope's, a failed job's) is kept up to this many characters: the
# service's longest are a sentence or two, and a few KB still holds a validation error listing
# several fields, while a server sending megabytes cannot make one error (and every log line) that big.
SERVER_MESSAGE_MAX = _policy.SERVER_MESSAGE_MAX
# A server's names and ids (type, code, param, request_id) are a few dozen characters; longer than
# this, none is one the contract knows.
SERVER_NAME_MAX = _policy.SERVER_NAME_MAX


@overload
def server_field(value: str, length: int) -> str: ...
@overload
def server_field(value: Any, length: int) -> str | None: ...
def server_field(value: Any, length: int) -> str | None:
    """A text field from a server as an error may keep it: a str cut to `length` characters before
    it is cleaned, marked with `…` when it was longer (as the TypeScript client's `serverField`);
    anything else is not a field's value."""
    if not isinstance(value, str):
        return None
    return f"{excerpt(value, length)}…" if len(value) > length else excerpt(value, length)


def scrub(value: Any, depth: int = 0) -> Any:
    """
    `value` (a job's state as a server sent it) as an error's field may keep it: every string and
    every key cut as a server's message and name are (`server_field`), then cleaned; a key may carry
    the secret as well as a value can.
    """
    if isinstance(value, str):
        return server_field(value, SERVER_MESSAGE_MAX)
    if depth > 20:
        return None
    if isinstance(value, dict):
        return {server_field(str(k), SERVER_NAME_MAX): scrub(v, depth + 1) for k, v in value.items()}  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if isinstance(value, list):
        return [scrub(v, depth + 1) for v in value]  # pyright: ignore[reportUnknownVariableType]
    return value


def names_a_secret(name: str) -> bool:
    """
    Whether a name (a header's, which HTTP compares and httpx shows in lower case) holds a key the
    client holds, in any case, or anything key-shaped: such a name is itself the leak, and no
    cleaned form of it says anything.
    """
    if redact(name) != name:
        return True
    lowered = name.lower()
    if _KEY_PREFIX in lowered and _KEY_SHAPED.search(lowered):
        return True
    return any(form.lower() in lowered for secret in _held() for form in _forms(secret))
