"""Raw access (`with_response`): the parsed data beside the httpx response and what its headers say."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Generic, TypeVar

import httpx

from ._internal.redact import SERVER_NAME_MAX, server_field

T = TypeVar("T")

# ASCII digits only: `\d` is any Unicode digit in Python, and `int()` reads Arabic-Indic ones.
_INTEGER = re.compile(r"[0-9]{1,18}")
_RFC3339 = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt ][0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]{1,9})?(?:[Zz]|[+-][0-9]{2}:[0-9]{2})")


@dataclass(frozen=True)
class QuotaMeta:
    limit: int
    """Requests a month on the plan (`X-Monthly-Quota-Limit`)."""
    remaining: int
    """Requests left this UTC month, this one counted."""
    reset_at: datetime | None
    """The first instant of the next UTC month."""


@dataclass(frozen=True)
class ResponseMeta:
    plan: str | None
    """`free`, `plus`, `premium`, `developer`, `ultra`, `enterprise`, or a newer plan."""
    quota: QuotaMeta | None
    """None on enterprise and keyless calls."""
    request_id: str | None
    """X-Request-Id: quote it to support."""
    from_cache: bool = False
    """True when the answer came from the client's read cache (`cache=`): no request was sent.
    The plan, quota and request id are those of the answer when it was stored."""


@dataclass(frozen=True)
class APIResponse(Generic[T]):
    data: T
    response: httpx.Response
    """Status and headers; its body was already read into `data`."""
    meta: ResponseMeta


def _integer(value: str | None) -> int | None:
    if value is None or not _INTEGER.fullmatch(value.strip()):
        return None
    return int(value.strip())


def _instant(value: str | None) -> datetime | None:
    if value is None or not _RFC3339.fullmatch(value.strip()):
        return None
    text = value.strip().replace("z", "Z").replace("Z", "+00:00")
    try:
        return datetime.fromisoformat(text[:10] + "T" + text[11:])
    except ValueError:
        return None


def plan_of(headers: httpx.Headers) -> str | None:
    """`X-Service-Plan` as the SDK shows it (meta, `usage()`): a server's name, cut and cleaned."""
    sent: str | None = headers.get("x-service-plan")
    return None if sent is None else server_field(sent, SERVER_NAME_MAX)


def read_meta(headers: httpx.Headers, from_cache: bool = False) -> ResponseMeta:
    limit = _integer(headers.get("x-monthly-quota-limit"))
    remaining = _integer(headers.get("x-monthly-quota-remaining"))
    quota = (
        None
        if limit is None or remaining is None
        else QuotaMeta(limit, remaining, _instant(headers.get("x-monthly-quota-reset")))
    )
    # The two names are the server's text, cut and cleaned as an error's are: a proxy may echo the key.
    request_id: str | None = headers.get("x-request-id")
    return ResponseMeta(plan_of(headers), quota, None if request_id is None else server_field(request_id, SERVER_NAME_MAX), from_cache)
