"""The client's options, checked once and resolved against the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Mapping
from urllib.parse import urljoin, urlsplit

import httpx

from ._internal.validate_input import received
from ._errors import InvalidArgumentError
from ._generated import policy as _policy
from ._generated.operations import DEFAULT_BASE_URL
from ._generated.version import VERSION
from ._internal.headers import check_headers

DEFAULT_TIMEOUT = _policy.DEFAULT_TIMEOUT
DEFAULT_MAX_RETRIES = _policy.DEFAULT_MAX_RETRIES
DEFAULT_MAX_RESPONSE_BYTES = _policy.DEFAULT_MAX_RESPONSE_BYTES


@dataclass(frozen=True)
class ClientConfig:
    api_key: str | None = field(repr=False)
    base_url: str
    """Without a trailing slash; paths (`/v1/...`) are appended."""
    origin: str
    """scheme://host[:port] of `base_url`: the one origin the key is sent to."""
    max_retries: int
    timeout: float
    default_headers: Mapping[str, str]
    max_response_bytes: int
    webhook_secret: str | None = field(repr=False)
    user_agent: str = f"sports-data-sdk-python/{VERSION}"
    own_http: bool = False
    """The httpx client is one the SDK made: it carries the SDK's constant headers
    (`engine.constant_headers`) and `timeout` as its own defaults. Never a caller's `http_client`,
    which the SDK does not change."""


_DEFAULT_PORTS = {"http": 80, "https": 443}


def _origin(scheme: str, host: str, port: int | None) -> str | None:
    default = _DEFAULT_PORTS.get(scheme)
    if default is None or not host:
        return None
    host = host.lower()
    if ":" in host:
        host = f"[{host}]"
    return f"{scheme}://{host}" + (f":{port}" if port is not None and port != default else "")


def _as_httpx_reads_it(url: str) -> str | None:
    try:
        parsed = httpx.URL(url)
        if parsed.userinfo:
            return None
        return _origin(parsed.scheme, parsed.raw_host.decode("ascii"), parsed.port)
    except (httpx.InvalidURL, ValueError, UnicodeError):
        return None


def _as_urllib_reads_it(url: str) -> str | None:
    try:
        parts = urlsplit(url)
        if "@" in parts.netloc:
            return None
        # IDNA-encoded, as httpx's raw_host is (IDNA 2003 here, 2008 there: a name they encode
        # differently is refused as read differently, which is what it is).
        return _origin(parts.scheme, (parts.hostname or "").encode("idna").decode("ascii"), parts.port)
    except (ValueError, UnicodeError):
        return None


def origin_of(url: str) -> str | None:
    """
    `scheme://host[:port]` of an absolute http(s) URL, as httpx reads it: httpx is what sends the
    request, so the origin the key is judged by is the host the connection goes to. None when
    the URL does not parse, is not absolute http(s), when `urllib.parse` (what a log line, a
    proxy rule or the caller's own code would use) reads another origin in it
    (`http://a:1\\@b:2/` is `a:1` to httpx 0.23 and `b:2` to urlsplit), or when either parser
    sees userinfo in it: that is where parsers part (`\\`, `@` and `:` before the host; httpx 0.28
    reads that URL as `b:2` with userinfo), no link the SDK is handed needs it, and httpx would
    send it as credentials. Such a URL is refused, never sent with or without the key.
    """
    origin = _as_httpx_reads_it(url)
    if origin is None or origin != _as_urllib_reads_it(url):
        return None
    return origin


def redirect_target(base: str, location: str) -> str | None:
    """
    Where a redirect from `base` to `location` points, as the string to send next (httpx's
    resolution); None unless it has an origin (`origin_of`) and `urllib.parse` resolves it to the
    same one. Both resolutions are checked, not only the result: resolving can rewrite the
    location (httpx escapes a backslash that it had read as the end of the host in the location
    itself), so a location the parsers read differently is refused before it is rewritten.
    """
    try:
        target = str(httpx.URL(base).join(location))
        by_urllib = urljoin(base, location)
    except (httpx.InvalidURL, ValueError, UnicodeError):
        return None
    origin = origin_of(target)
    return target if origin is not None and origin == origin_of(by_urllib) else None


def check_api_key(key: str, source: str) -> str:
    """
    Visible ASCII only, as the TypeScript client: a space or a stray newline from a pasted `.env`
    value would otherwise be sent (401) or fail in httpx as a connection error, for a local mistake.
    The messages never show the key.
    """
    if not isinstance(key, str):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(f"{source} must be a string.", code="invalid_api_key_format", param="api_key")
    if key == "":
        raise InvalidArgumentError(
            f"{source} is an empty string: pass a key, or leave it out to use SERVICE_API_KEY (or no key, for the coverage matrix).",
            code="invalid_api_key_format",
            param="api_key",
        )
    if any(not ("\x21" <= c <= "\x7e") for c in key):
        raise InvalidArgumentError(
            f"{source} contains whitespace, a line break or another character that cannot be sent in a header "
            "(the key is not shown). Check for a stray newline or quote.",
            code="invalid_api_key_format",
            param="api_key",
        )
    return key


def check_timeout(value: float, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not (0 < value < 1e9):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(f"{name} must be a positive number of seconds, got {received(value)}.", param=name)
    return float(value)


MAX_ATTEMPT_TIMEOUT = 1000.0
"""An attempt's `timeout` is seconds, as in httpx; from this on it is refused as milliseconds by
habit (the TypeScript client's unit): `timeout=60000` would mean 16.7 hours an attempt (contract
section 13). A whole wait (`create_and_poll(timeout=)`) may be longer: it is not an attempt's."""


def check_attempt_timeout(value: float, name: str) -> float:
    """The timeout of one attempt (the client's, or a call's): positive seconds, under 1,000."""
    seconds = check_timeout(value, name)
    if seconds >= MAX_ATTEMPT_TIMEOUT:
        raise InvalidArgumentError(
            f"{name} is in seconds (as in httpx), and {value:g} seconds is {value / 3600:.1f} hours an attempt; "
            f"a millisecond value? Pass {value / 1000:g} for {value:g} ms. Timeouts of {MAX_ATTEMPT_TIMEOUT:,.0f} s or more are refused.",
            param=name,
        )
    return seconds


def _without_version(path: str) -> str:
    """The base URL's path without trailing slashes or one trailing `/v1`: every operation's path
    starts with `/v1`, so `https://host/v1` is a common slip (it sent `/v1/v1/...` and spent a read).
    As the TypeScript client's `resolveConfig`."""
    path = path.rstrip("/")
    return path[: -len("/v1")] if path.endswith("/v1") else path


def check_retries(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not (0 <= value <= 100):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(f"{name} must be an integer from 0 to 100, got {received(value)}.", param=name)
    return value


def resolve_config(
    *,
    api_key: str | None,
    base_url: str | None,
    max_retries: int,
    timeout: float,
    default_headers: Mapping[str, str] | None,
    max_response_bytes: int,
    webhook_secret: str | None,
    env: Mapping[str, str] | None = None,
) -> ClientConfig:
    environ = os.environ if env is None else env
    if api_key is not None:
        key: str | None = check_api_key(api_key, "api_key")
    else:
        from_env = environ.get("SERVICE_API_KEY") or None
        key = None if from_env is None else check_api_key(from_env, "SERVICE_API_KEY")
    url = (base_url if base_url is not None else environ.get("SERVICE_BASE_URL") or DEFAULT_BASE_URL).strip()
    origin = origin_of(url)
    if origin is None:
        raise InvalidArgumentError(
            f"base_url must be an absolute http(s) URL that every URL parser reads alike, got {url!r}.", param="base_url"
        )
    parts = urlsplit(url)
    if parts.query or parts.fragment or parts.username or parts.password:
        raise InvalidArgumentError("base_url must have no userinfo, query string or fragment.", param="base_url")
    headers = check_headers(default_headers, "default_headers")
    if isinstance(max_response_bytes, bool) or max_response_bytes < 1:
        raise InvalidArgumentError("max_response_bytes must be a positive integer.", param="max_response_bytes")
    secret = webhook_secret if webhook_secret is not None else (environ.get("SERVICE_WEBHOOK_SECRET") or None)
    base = url[: -len(parts.path)] + _without_version(parts.path) if parts.path else url
    return ClientConfig(
        api_key=key,
        base_url=base,
        origin=origin,
        max_retries=check_retries(max_retries, "max_retries"),
        timeout=check_attempt_timeout(timeout, "timeout"),
        default_headers=headers,
        max_response_bytes=max_response_bytes,
        webhook_secret=secret,
    )
