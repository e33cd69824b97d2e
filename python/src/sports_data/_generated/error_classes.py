# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""The status error classes (`x-sdk.errorClasses` of openapi.json) and the class an answer's status is raised as."""

from __future__ import annotations

from .._errors import APIError

__all__ = ["BadRequestError", "AuthenticationError", "BillingError", "PermissionDeniedError", "NotFoundError", "RateLimitError", "InternalServerError", "error_class_for"]


class BadRequestError(APIError):
    """
    400: A parameter, body field or header is missing, of the wrong type or out of range (`invalid_parameter`, with `param` naming it), or the cursor is unknown, expired or from another list (`invalid_cursor`). Not retried.

    Codes: `invalid_parameter`, `invalid_cursor`.
    """


class AuthenticationError(APIError):
    """
    401: No API key was sent (`missing_api_key`), or the key is unknown, revoked or malformed (`invalid_api_key`). `X-Service-Plan` is `free` and no quota headers are sent.

    Codes: `missing_api_key`, `invalid_api_key`.
    """


class BillingError(APIError):
    """
    402: The call would pass the account's monthly usage budget cap (`budget_exceeded`). Raise the cap in the console. Nothing was charged.

    Codes: `budget_exceeded`.
    """


class PermissionDeniedError(APIError):
    """
    403: The key or account may not do this: Free plan on a usage-billed operation (`plan_required`), test key on a usage-billed operation (`test_key_not_allowed`), missing key scope (`scope_required`), no verified coach (`verified_coach_required`), missing per-sport coaching tier (`tier_required`), or the plan's alert count is used (`alert_limit_reached`).

    Codes: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
    """


class NotFoundError(APIError):
    """
    404: No such resource (`not_found`), or it belongs to another account.

    Codes: `not_found`.
    """


class RateLimitError(APIError):
    """
    429: Per-minute read limit passed (`rate_limit_exceeded`, with `Retry-After` in seconds; free operations are retried by the SDK) or monthly quota used (`monthly_quota_exceeded`, no `Retry-After`, lasts until the UTC month rolls over; never retried).

    Codes: `monthly_quota_exceeded`, `rate_limit_exceeded`.
    """


class InternalServerError(APIError):
    """
    Any 5xx answer:
    - 500: The service failed (`internal_error`). Free operations are retried by the SDK.
    - 502: A gateway in front of the service got no valid answer from it. Retried by the SDK for free reads. The body has the error shape (`type` `api_error`) when the service's own gateway answers; a proxy in between may send another body.
    - 503: The service is overloaded or in maintenance (`service_unavailable`); may carry `Retry-After`. Free operations are retried by the SDK.
    - 504: A gateway in front of the service timed out waiting for it. Retried by the SDK for free reads; for a usage-billed call the outcome is unknown (retry with the same `Idempotency-Key`). The body has the error shape (`type` `api_error`) when the service's own gateway answers. May carry `Retry-After`.

    Codes: `internal_error`, `service_unavailable`.
    """


_BY_STATUS: dict[int, type[APIError]] = {400: BadRequestError, 401: AuthenticationError, 402: BillingError, 403: PermissionDeniedError, 404: NotFoundError, 429: RateLimitError}


def error_class_for(status: int) -> type[APIError]:
    cls = _BY_STATUS.get(status)
    if cls is not None:
        return cls
    return InternalServerError if status >= 500 else APIError
