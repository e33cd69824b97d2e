# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""The error class an answer's (non-2xx) status is raised as."""

from __future__ import annotations

from .._errors import APIError, AuthenticationError, BadRequestError, BillingError, InternalServerError, NotFoundError, PermissionDeniedError, RateLimitError

_BY_STATUS: dict[int, type[APIError]] = {400: BadRequestError, 401: AuthenticationError, 402: BillingError, 403: PermissionDeniedError, 404: NotFoundError, 429: RateLimitError}


def error_class_for(status: int) -> type[APIError]:
    cls = _BY_STATUS.get(status)
    if cls is not None:
        return cls
    return InternalServerError if status >= 500 else APIError
