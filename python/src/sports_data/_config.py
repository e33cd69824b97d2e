"""The client's options, checked once and resolved against the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Mapping
from urllib.parse import urlsplit

from ._arguments import received
from ._errors import InvalidArgumentError
from ._generated.operations import DEFAULT_BASE_URL
from ._generated.version import VERSION
from ._headers import check_headers

DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2
DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024


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


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    port = parts.port
    default = {"http": 80, "https": 443}.get(parts.scheme)
    host = (parts.hostname or "").lower()
    if ":" in host:
        host = f"[{host}]"
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None and port != default else "")


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
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InvalidArgumentError(f"base_url must be an absolute http(s) URL, got {url!r}.", param="base_url")
    if parts.query or parts.fragment or parts.username or parts.password:
        raise InvalidArgumentError("base_url must have no userinfo, query string or fragment.", param="base_url")
    headers = check_headers(default_headers, "default_headers")
    if isinstance(max_response_bytes, bool) or max_response_bytes < 1:
        raise InvalidArgumentError("max_response_bytes must be a positive integer.", param="max_response_bytes")
    secret = webhook_secret if webhook_secret is not None else (environ.get("SERVICE_WEBHOOK_SECRET") or None)
    return ClientConfig(
        api_key=key,
        base_url=url.rstrip("/"),
        origin=origin_of(url),
        max_retries=check_retries(max_retries, "max_retries"),
        timeout=check_timeout(timeout, "timeout"),
        default_headers=headers,
        max_response_bytes=max_response_bytes,
        webhook_secret=secret,
    )
