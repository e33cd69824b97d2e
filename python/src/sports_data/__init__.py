"""The official Python client of the Sports Data API."""

from ._client import AsyncSportsData, CacheOptions, PacingOptions, SportsData, TelemetryOptions
from ._errors import APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, AuthenticationError, BadRequestError, BillingError, ClientClosedError, ExportDownloadError, InternalServerError, InvalidArgumentError, JobFailedError, NotFoundError, PaginationError, PermissionDeniedError, PollTimeoutError, RateLimitError, SportsDataError, WebhookVerificationError
from ._events import HookEvent, Hooks, PacingWaitEvent, PollEvent, RequestEvent, ResponseEvent, RetryEvent, SettledEvent
from ._download.export_file import AsyncExportFile, ExportFile, SavedExportFile
from ._generated.version import VERSION as __version__
from ._pagination import AsyncPage, AsyncPageRequest, SyncPage
from ._options import AsyncWaitOptions, IdempotentRequestOptions, RequestOptions, WaitOptions
from ._internal.pacing import AccountUsage
from ._internal.pacing_store import PacingAcquire, PacingGrant, PacingStore
from ._download.progress import ExportProgress
from ._response import APIResponse, QuotaMeta, ResponseMeta
from ._webhooks import Webhooks

__all__ = [
    "SportsData",
    "AsyncSportsData",
    "SportsDataError",
    "APIError",
    "BadRequestError",
    "AuthenticationError",
    "BillingError",
    "PermissionDeniedError",
    "NotFoundError",
    "RateLimitError",
    "InternalServerError",
    "APIConnectionError",
    "APIConnectionTimeoutError",
    "APIUserAbortError",
    "ClientClosedError",
    "InvalidArgumentError",
    "PaginationError",
    "JobFailedError",
    "PollTimeoutError",
    "WebhookVerificationError",
    "ExportDownloadError",
    "SyncPage",
    "AsyncPage",
    "AsyncPageRequest",
    "APIResponse",
    "ResponseMeta",
    "QuotaMeta",
    "ExportFile",
    "AsyncExportFile",
    "SavedExportFile",
    "ExportProgress",
    "Webhooks",
    "PacingOptions",
    "CacheOptions",
    "Hooks",
    "HookEvent",
    "RequestEvent",
    "ResponseEvent",
    "RetryEvent",
    "PacingWaitEvent",
    "PollEvent",
    "SettledEvent",
    "TelemetryOptions",
    "AccountUsage",
    "PacingStore",
    "PacingAcquire",
    "PacingGrant",
    "RequestOptions",
    "IdempotentRequestOptions",
    "WaitOptions",
    "AsyncWaitOptions",
    "__version__",
]
