"""The one error of `sports_data.testing`: the fake could not start, or its control API refused."""

from __future__ import annotations

from typing import Literal

FakeServiceErrorReason = Literal[
    "node_missing", "node_too_old", "bundle_missing", "start_failed", "control_refused", "control_unreachable"
]


class FakeServiceError(RuntimeError):
    """The fake service could not be started or driven; `reason` says which step, the message what to do."""

    reason: FakeServiceErrorReason
    status: int | None
    """The control API's HTTP status, for `control_refused`."""
    code: str | None
    """The control API's error code (`invalid_parameter`, `not_found`), for `control_refused`."""
    param: str | None
    """The field the control API refused, when it named one."""

    def __init__(
        self,
        message: str,
        *,
        reason: FakeServiceErrorReason,
        status: int | None = None,
        code: str | None = None,
        param: str | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.status = status
        self.code = code
        self.param = param
