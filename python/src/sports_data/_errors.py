"""
The error family. `SportsDataError` is the base, and the one place an error's text is redacted:
its message (so `str()`, `repr()`, `args` and tracebacks), and every field a subclass hands over
(a job's state, headers) are scrubbed of every key a client holds, anything key-shaped and the
query strings of URLs.
"""

from __future__ import annotations

from typing import Any, Literal

import httpx

from ._internal.redact import names_a_secret, redact, scrub

_CREDENTIAL_HEADERS = frozenset({"authorization", "proxy-authorization", "cookie", "set-cookie"})


class SportsDataError(Exception):
    """The base of every error the SDK raises."""

    message: str

    def __init__(self, message: str = "") -> None:
        self.message = redact(message)
        super().__init__(self.message)

    def _repr_html_(self) -> str:
        """How a notebook shows the error: its class, message and fields, escaped (the key never: both are redacted)."""
        from ._html import error_html

        fields = ("status", "code", "type", "param", "reason", "request_id", "retry_after")
        return error_html(type(self).__name__, self.message, [(name, getattr(self, name, None)) for name in fields])


def _clean_headers(headers: httpx.Headers | None) -> httpx.Headers:
    """
    The answer's headers as an error keeps them: credential headers and any header whose name holds
    the key dropped, every other value cleaned. Rebuilt from the raw bytes, each value decoded and
    encoded again as httpx decoded it: a server may send any byte in a header, and a value rebuilt
    from text would be encoded as ASCII.
    """
    if headers is None:
        return httpx.Headers()
    encoding = headers.encoding
    kept: list[tuple[bytes, bytes]] = []
    for raw_name, raw_value in headers.raw:
        name = raw_name.decode(encoding)
        if name.lower() in _CREDENTIAL_HEADERS or names_a_secret(name):
            continue
        value = raw_value.decode(encoding)
        clean = redact(value)
        kept.append((raw_name, raw_value if clean == value else clean.encode(encoding, "replace")))
    return httpx.Headers(kept, encoding=encoding)


class APIError(SportsDataError):
    """The service answered with an error status (or with a body the SDK cannot read)."""

    status: int
    type: str | None
    """`invalid_request_error`, `permission_error`, …; `invalid_response` when the body was unreadable."""
    code: str | None
    """A documented code (`plan_required`, `rate_limit_exceeded`, …) or a newer string."""
    param: str | None
    request_id: str | None
    headers: httpx.Headers
    """The answer's headers, without credentials."""
    retry_after: float | None

    def __init__(
        self,
        message: str,
        *,
        status: int,
        headers: httpx.Headers | None = None,
        type: str | None = None,
        code: str | None = None,
        param: str | None = None,
        request_id: str | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        # Every field an answer supplied is scrubbed, not just the message: a server may echo the key anywhere.
        self.type = redact(type) if type is not None else None
        self.code = redact(code) if code is not None else None
        self.param = redact(param) if param is not None else None
        self.request_id = redact(request_id) if request_id is not None else None
        self.headers = _clean_headers(headers)
        self.retry_after = retry_after
        """Seconds the service asked to wait (`Retry-After`, seconds or a date), when it said: a
        429 or 503 over 60 s is raised at once carrying it."""

    def __str__(self) -> str:
        # What a traceback or a log line shows: the status, the code to branch on and the request id
        # to quote to support, beside the service's message (`message` keeps the message alone).
        # Made of redacted fields, and redacted again as a whole: the one redactor decides.
        what = self.code or self.type
        head = f"HTTP {self.status}" + (f" {what}" if what else "")
        tail = f" [request_id {self.request_id}]" if self.request_id else ""
        return redact(f"{head}: {self.message}{tail}")

    def __repr__(self) -> str:
        return redact(
            f"{type(self).__name__}(status={self.status!r}, code={self.code!r}, type={self.type!r}, "
            f"param={self.param!r}, request_id={self.request_id!r}, message={self.message!r})"
        )


class APIConnectionError(SportsDataError):
    """No answer: the connection failed or broke."""

    def __init__(self, message: str = "Connection error.") -> None:
        super().__init__(message)


class APIConnectionTimeoutError(APIConnectionError):
    """No full answer within the timeout (which covers the body)."""

    def __init__(self, message: str = "Request timed out.") -> None:
        super().__init__(message)


class APIUserAbortError(SportsDataError):
    """The caller stopped the call (a cancel event was set)."""

    id: str | None
    """Set when a create_and_poll/poll was stopped once the run or job existed: its id (resume with
    `poll(id)`; the run or job goes on on the service), as the TypeScript client's. None otherwise."""
    job: Any
    """The run or job as last seen, when `id` is set (None if no answer came yet)."""

    def __init__(self, message: str = "Request was aborted.", *, id: str | None = None, job: Any = None) -> None:
        super().__init__(message)
        self.id = id
        self.job = scrub(job)


class ClientClosedError(SportsDataError):
    """A call on a client after its `close()` / `aclose()` (or the end of its `with` block)."""

    code: Literal["client_closed"] = "client_closed"


class InvalidArgumentError(SportsDataError):
    """Bad input caught before anything was sent."""

    code: Literal["missing_api_key", "invalid_api_key_format", "invalid_argument", "file_exists", "missing_directory"]
    """`file_exists` / `missing_directory`: a `save_to` target that exists (without overwrite) or
    whose folder is missing, refused before the file is read (as the TypeScript client's saveTo)."""
    param: str | None

    def __init__(
        self,
        message: str,
        *,
        code: Literal["missing_api_key", "invalid_api_key_format", "invalid_argument", "file_exists", "missing_directory"] = "invalid_argument",
        param: str | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.param = param


class PaginationError(SportsDataError):
    """A list answered `has_more` without a usable new cursor; paging stops instead of looping."""


class JobFailedError(SportsDataError):
    """A query run or export job ended `failed`."""

    job: Any
    """The run's or job's last state."""
    code: str | None
    """`export_row_limit_exceeded`, `internal_error`, or a newer code."""

    def __init__(self, message: str, job: Any, code: str | None) -> None:
        super().__init__(message)
        self.job = scrub(job)
        self.code = code


class PollTimeoutError(SportsDataError):
    """`create_and_poll`/`poll` gave up at its timeout; the run or job may still finish."""

    job: Any
    timeout: float

    def __init__(self, message: str, job: Any, timeout: float) -> None:
        super().__init__(message)
        self.job = scrub(job)
        self.timeout = timeout


WebhookFailure = Literal[
    "missing_secret",
    "invalid_secret",
    "missing_header",
    "invalid_timestamp",
    "timestamp_too_old",
    "timestamp_too_new",
    "no_matching_signature",
    "invalid_payload",
]
DownloadFailure = Literal[
    "not_succeeded",
    "url_expired",
    "http_error",
    "corrupt_file",
    "parse_error",
    "truncated",
    "job_mismatch",
    "body_used",
    "io_error",
]


class WebhookVerificationError(SportsDataError):
    """A webhook delivery failed verification; `reason` says why."""

    reason: WebhookFailure

    def __init__(self, reason: WebhookFailure, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class ExportDownloadError(SportsDataError):
    """An export file could not be downloaded or read; `reason` says why."""

    reason: DownloadFailure
    """As in the TypeScript client (`io_error`: `save_to` could not write the target)."""
    status: int | None

    def __init__(self, reason: DownloadFailure, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.status = status


# The status classes (400 BadRequestError, …, 5xx InternalServerError) are generated from the
# status-to-class table of openapi.json (`x-sdk.errorClasses`) as TypeScript's are. They extend
# APIError above, so they are imported last; every import of them goes through this module.
from ._generated.error_classes import (  # noqa: E402
    AuthenticationError as AuthenticationError,
    BadRequestError as BadRequestError,
    BillingError as BillingError,
    InternalServerError as InternalServerError,
    NotFoundError as NotFoundError,
    PermissionDeniedError as PermissionDeniedError,
    RateLimitError as RateLimitError,
)
