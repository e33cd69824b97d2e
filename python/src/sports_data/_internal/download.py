"""
An export file is a call of the same machine with its own policy (`FileCall`), as the TypeScript
client's `download.ts`: the one place that decides which request carries the API key, and what a
file host's answer means.

- The key goes only to the client's own origin, and only until a redirect has left it: a
  `download_url` on another origin is fetched with no `Authorization` header. The origin is the one
  httpx connects to, of the very string sent (`download_link` and each redirect refuse a URL
  without one every parser reads alike).
- Redirects are followed here, not by httpx, at most `MAX_REDIRECTS` hops, the headers rebuilt for
  every hop.
- Failures before the first body byte (connection errors, timeouts, 408, 429, 5xx) are retried by
  the machine (`engine.run_call`) like any free read, each `Retry-After` read once, by the
  machine; a failure mid-body is not retried (the rows already handed out cannot be taken back).
- Observed like any call (hooks, telemetry) as `exports.download`, its URL's query redacted, and
  no `traceparent` to a file host.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, cast

import httpx

from .._config import ClientConfig, origin_of, redirect_target
from .._errors import APIConnectionError, APIConnectionTimeoutError, ExportDownloadError, InvalidArgumentError, SportsDataError
from .._generated import policy as _policy
from .._generated.jobs import exports as _export_job
from .._operation import Operation
from .encoding import ACCEPTED as ACCEPTED_ENCODINGS
from .engine import Call, Clock, Failed, Received, Reply, Send
from .error_from_response import invalid_response
from .redact import SERVER_MESSAGE_MAX, SERVER_NAME_MAX, server_field, strip_url
from .retry import Answered, NoAnswer, file_policy, parse_retry_after

EXPORT_FILE = Operation(
    id="download_export_file",
    method="GET",
    path="{download_url}",
    label="exports.download",
    billing="free",
    auth=False,
    path_params=(),
    input="none",
    paged=False,
    idempotent=False,
)
"""An export file, as log lines and observers name it (it is no operation of the document)."""

MAX_REDIRECTS = 5
"""Redirects followed from a download link, in one attempt."""
_ERROR_BODY_BYTES = 4 * _policy.ERROR_PAGE_CHARS
"""How much of a file host's error answer is read: the page's text a message quotes (a UTF-8
character is at most 4 bytes); the status decides."""


def _field(job: Any, key: str) -> Any:
    return cast("dict[str, Any]", job).get(key) if isinstance(job, dict) else None


def check_job(job: Any) -> dict[str, Any]:
    if not isinstance(_field(job, "id"), str):
        raise InvalidArgumentError(
            "exports.download: pass an export job (as exports.get or create_and_poll answer it) or its id.", param="job_or_id"
        )
    return cast("dict[str, Any]", job)


def fetched_job(job: Any, response: httpx.Response, asked: str) -> Any:
    """The job `exports.get(asked)` answered, when it is that job: an answer about another job is
    the service's fault, never a file to read (as the TypeScript client's `fetchJob`)."""
    answered = _field(job, "id")
    if answered != asked:
        named = f"job {_shown(answered)}" if isinstance(answered, str) else "no job id"
        raise invalid_response(response, f"Asked for export job {asked}, the service answered with {named}.")
    return job


def _shown(value: Any) -> str:
    """A job's own field (an id, a state, a name) as a message quotes it: cut before it is cleaned."""
    return server_field(str(value), SERVER_NAME_MAX)


def download_link(job: dict[str, Any], now: datetime) -> str:
    """The link of a succeeded job whose `expires_at` has not passed; a typed error otherwise."""
    job_id = _shown(job.get("id"))
    status = job.get("status")
    if status != _export_job.succeeded:
        if status == _export_job.failed:
            error = job.get("error")
            code = server_field(_field(error, "code"), SERVER_NAME_MAX)
            message = server_field(_field(error, "message"), SERVER_MESSAGE_MAX)
            code = "no code" if code is None else code
            message = "no reason given" if message is None else message
            why = f"it failed ({code}: {message})"
        else:
            why = f"it is {_shown(status)}; wait for it with client.exports.poll('{job_id}')"
        raise ExportDownloadError("not_succeeded", f"Export job {job_id} has no file: {why}.")
    url = job.get("download_url")
    if not isinstance(url, str) or not url:
        raise ExportDownloadError("not_succeeded", f"Export job {job_id} has succeeded but carries no download_url.")
    expires = job.get("expires_at")
    if isinstance(expires, str):
        try:
            at = datetime.fromisoformat(expires.replace("Z", "+00:00").replace("z", "+00:00"))
        except ValueError:
            at = None
        if at is not None and at.tzinfo is not None and now >= at:
            raise ExportDownloadError(
                "url_expired",
                f"The download link of export job {job_id} expired at {_shown(expires)}. Download by id (client.exports.download('{job_id}')) for a freshly signed link.",
            )
    if origin_of(url) is None:
        raise ExportDownloadError(
            "http_error",
            f"The download_url of export job {job_id} is not an absolute http(s) URL that every URL parser reads alike; not fetched.",
        )
    return url


def check_expected(job: dict[str, Any], resource: str | None, file_format: str | None) -> None:
    wrong: list[str] = []
    if resource is not None and resource != job.get("resource"):
        wrong.append(f"resource {_shown(job.get('resource'))}, not {resource}")
    if file_format is not None and file_format != job.get("format"):
        wrong.append(f"format {_shown(job.get('format'))}, not {file_format}")
    if wrong:
        raise ExportDownloadError("job_mismatch", f"Export job {_shown(job.get('id'))} has {' and '.join(wrong)}.")


def utc_now() -> datetime:
    return datetime.now(timezone.utc)

class FileCall(Call[Received]):
    """An export file as the machine fetches it: redirects hop by hop, the key decided per hop; its
    result is the 2xx answer, open (its reader streams the body and closes it)."""

    op = EXPORT_FILE
    paced = False

    def __init__(self, config: ClientConfig, url: str, max_retries: int | None = None) -> None:
        self.config = config
        self.url = url
        self.policy = file_policy(config.max_retries if max_retries is None else max_retries)
        self.timeout = config.timeout
        self._hop = url
        self._hops = 0
        self._left_origin = False

    def start(self) -> None:
        # Each attempt starts again from the link.
        self._hop, self._hops, self._left_origin = self.url, 0, False

    def send(self, timeout: float) -> Send:
        config = self.config
        # Once a hop has left the API's origin the key is never attached again.
        self._left_origin = self._left_origin or origin_of(self._hop) != config.origin
        headers = {"accept": "*/*", "accept-encoding": ACCEPTED_ENCODINGS, "user-agent": config.user_agent}
        if not self._left_origin and config.api_key:
            headers["authorization"] = f"Bearer {config.api_key}"
        return Send("GET", self._hop, headers, None, timeout, _ERROR_BODY_BYTES, stream=True, own_client=config.own_http)

    def redirected(self, reply: Reply) -> bool:
        if not isinstance(reply, Received) or not 300 <= reply.response.status_code < 400:
            return False
        location = reply.response.headers.get("location")
        if not location:
            return False
        self._hops += 1
        if self._hops > MAX_REDIRECTS:
            raise ExportDownloadError("http_error", f"The export file redirected more than {MAX_REDIRECTS} times.")
        target = redirect_target(self._hop, location)
        if target is None:
            raise ExportDownloadError(
                "http_error", "The file host redirected to a URL that is not an absolute http(s) URL every URL parser reads alike; only those are followed."
            )
        self._hop = target
        return True

    def outcome(self, reply: Reply, clock: Clock) -> Answered | NoAnswer:
        # A file host speaks no error envelope: its 429s are all worth a retry (`file_policy`).
        if isinstance(reply, Received):
            return Answered(reply.response.status_code, None, parse_retry_after(reply.response.headers.get("retry-after"), clock.wall()))
        return super().outcome(reply, clock)

    def failed(self, reply: Failed) -> SportsDataError:
        if reply.failure == "timeout":
            return APIConnectionTimeoutError(f"exports.download: the file host did not answer in time ({reply.detail}).")
        return APIConnectionError(f"exports.download: connection error ({reply.detail}).")

    def finish(self, reply: Received, done: bool, clock: Clock) -> Received:
        status = reply.response.status_code
        if 200 <= status < 300:
            return reply
        where = strip_url(str(reply.response.url))
        if status in (403, 410):
            raise ExportDownloadError("url_expired", f"The file host refused the link ({status}) at {where}: it has expired. Download by id for a fresh one.", status=status)
        raise ExportDownloadError("http_error", f"The file host answered {status} at {where}.", status=status)


def file_link(job_or_id: Any, resource: str | None, file_format: str | None) -> tuple[dict[str, Any], str]:
    """The job a download is of, checked, and its link: before any file request, a typed error
    when it has none that can be used (`not_succeeded`, `url_expired`, `job_mismatch`)."""
    checked = check_job(job_or_id)
    url = download_link(checked, utc_now())
    check_expected(checked, resource, file_format)
    return checked, url
